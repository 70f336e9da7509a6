// Command pegjokers-game plays a seeded four-player game of Pegs and Jokers in
// pairs between bots and draws it turn by turn: every turn in a line, the
// board every few turns, and a summary at the end.
//
//	go run ./examples/pegjokers-game
//	go run ./examples/pegjokers-game -seed 7 -blue random -every 20
//	go run ./examples/pegjokers-game -quiet   # only the turns that land on or bring home a peg
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		// -h: the usage is printed, and nothing is wrong.
	case err != nil:
		fmt.Fprintln(os.Stderr, "pegjokers-game:", err)
		os.Exit(2)
	}
}

// run is the program: flags from args, the game on w, the usage and flag
// errors on errw.
func run(args []string, w, errw io.Writer) error {
	fs := flag.NewFlagSet("pegjokers-game", flag.ContinueOnError)
	fs.SetOutput(errw)
	seed := fs.Uint64("seed", 1, "seed of the deal and of the bots")
	every := fs.Int("every", 50, "draw the board every this many turns (0: never)")
	blue := fs.String("blue", "heuristic", "strategy of Blue and White: heuristic or random")
	yellow := fs.String("yellow", "heuristic", "strategy of Yellow and Orange: heuristic or random")
	quiet := fs.Bool("quiet", false, "describe only the turns that land on a peg or bring one home")
	fs.Usage = func() {
		fmt.Fprint(errw, `Usage: pegjokers-game [flags]

Plays a seeded four-player game of Pegs and Jokers in pairs between bots,
Blue and White against Yellow and Orange, and tells it turn by turn: every
turn in a line, the board every few turns, and who won. The same seed
gives the same game.

Example:
  go run ./examples/pegjokers-game -seed 7 -blue random -every 20

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	var bots [2]pegjokers.Strategy
	for i, name := range []string{*blue, *yellow} {
		switch name {
		case "heuristic":
			bots[i] = pegjokers.HeuristicBot{}
		case "random":
			bots[i] = pegjokers.RandomBot{}
		default:
			return fmt.Errorf("unknown strategy %q (heuristic or random)", name)
		}
	}
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, *seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Pegs and Jokers, 4 players in pairs, seed %d: Blue and White (%v) against Yellow and Orange (%v)\n\n",
		*seed, bots[0], bots[1])
	fmt.Fprintln(w, g.Diagram())
	// Seats 0 and 2 (Blue and White) are partners, as are 1 and 3.
	players := []pegjokers.Strategy{bots[0], bots[1], bots[0], bots[1]}
	turns := 0
	g, err = pegjokers.PlayGame(g, players, cards.NewRand(*seed), func(e pegjokers.Event) {
		p, ok := e.(pegjokers.Played)
		if !ok {
			return
		}
		turns++
		after := afterTurn(p)
		if !*quiet || notable(p.Position, after) {
			fmt.Fprintf(w, "%4d  %s\n", turns, strings.TrimSuffix(p.Describe(nil), "."))
		}
		if _, over := after.Winner(); *every > 0 && turns%*every == 0 && !over {
			fmt.Fprintf(w, "\n%s\n", after.Diagram())
		}
	})
	if err != nil {
		return err
	}
	team, _ := g.Winner()
	fmt.Fprintf(w, "\n%s\n%s win after %d turns (%d reshuffles of the discards).\n",
		g.Position().Diagram(), g.Position().Seating().TeamName(team), g.Turns(), g.Shuffles())
	return nil
}

// afterTurn returns the position after the turn p reports.
func afterTurn(p pegjokers.Played) pegjokers.Position {
	if p.Move.IsZero() {
		return p.Position.WithTurn(pegjokers.Seat((int(p.Seat) + 1) % p.Position.Seats()))
	}
	x, err := pegjokers.Explain(p.Position, p.Move)
	if err != nil {
		return p.Position
	}
	return x.After
}

// notable reports whether a turn moved another seat's pegs (landing on them,
// or a teammate's move) or brought a peg into Finish.
func notable(p, q pegjokers.Position) bool {
	for s := range pegjokers.Seat(p.Seats()) {
		if q.InFinish(s) > p.InFinish(s) || (s != p.Turn() && q.Pegs(s) != p.Pegs(s)) {
			return true
		}
	}
	return false
}
