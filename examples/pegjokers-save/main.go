// Command pegjokers-save shows a game of Pegs and Jokers saved part way and
// resumed: it plays a seeded game between heuristic bots half way, saves
// the game (its JSON) and its record (its text) to files, reads the saved
// game back, finishes it, and checks that the result is the game played
// without a stop and that the record replays to the saved game. The files
// are in a temporary directory, removed at the end, unless -dir, -save or
// -record says where to keep them. It also finishes a saved game, or
// replays a record, that it is given.
//
//	go run ./examples/pegjokers-save              # leaves no file behind
//	go run ./examples/pegjokers-save -dir saved   # keeps saved/pegjokers-save.json and saved/pegjokers-save.txt
//	go run ./examples/pegjokers-save -seed 7 -seating "6 teams" -save g.json -record g.txt
//	go run ./examples/pegjokers-save -resume g.json
//	go run ./examples/pegjokers-save -replay g.txt
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/examples/internal/savefiles"
	"github.com/pegboard/pegboard/pegjokers"
)

const usage = `Usage:
  pegjokers-save [-seed N] [-seating S] [-dir DIR] [-save FILE] [-record FILE]
  pegjokers-save -resume FILE
  pegjokers-save -replay FILE

Plays a seeded game of Pegs and Jokers between heuristic bots half way,
saves the game (JSON) to -save and its record (text) to -record, reads the
saved game back and finishes it, and checks the result against the game
played without a stop. The files are written in a temporary directory,
removed at the end, unless -dir, -save or -record says where to keep them.
-resume finishes a saved game; -replay plays a record again.

Flags:
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run runs the program and returns its exit status: 0, 1 for a failure,
// 2 for a command line it cannot use.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pegjokers-save", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below: to stdout when asked for
	printUsage := func(w io.Writer) {
		fmt.Fprint(w, usage)
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	seed := fs.Uint64("seed", 1, "seed of the deal")
	seating := fs.String("seating", "4 pairs", "seats and arrangement: \"2 solo\" to \"8 solo\", \"4 pairs\", \"6 pairs\", \"8 pairs\", \"6 teams\", \"8 teams\"")
	dir := fs.String("dir", "", "directory to write the game and its record in, and keep them (default: a temporary one, removed at the end)")
	save := fs.String("save", "", "file to save the game to, half way, and keep (default: pegjokers-save.json in -dir)")
	recPath := fs.String("record", "", "file to write the game's record to, and keep (default: pegjokers-save.txt in -dir)")
	resume := fs.String("resume", "", "finish the saved game in this file")
	replay := fs.String("replay", "", "replay the record in this file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stdout)
			return 0
		}
		printUsage(stderr)
		return 2
	}
	if fs.NArg() > 0 || *resume != "" && *replay != "" {
		fmt.Fprintf(stderr, "pegjokers-save: unexpected %q\n", strings.Join(args, " "))
		printUsage(stderr)
		return 2
	}
	var err error
	switch {
	case *resume != "":
		err = resumeFile(stdout, *resume)
	case *replay != "":
		err = replayFile(stdout, *replay)
	default:
		var st pegjokers.Seating
		if st, err = pegjokers.ParseSeating(*seating); err != nil {
			fmt.Fprintf(stderr, "pegjokers-save: -seating %q: want a seat count and solo, pairs or teams, such as \"4 pairs\"\n", *seating)
			return 2
		}
		err = savefiles.In(stdout, "pegjokers-save", *dir, *save, *recPath, func(f savefiles.Files) error {
			return saveAndResume(stdout, st, *seed, f)
		})
	}
	if err != nil {
		fmt.Fprintln(stderr, "pegjokers-save:", err)
		return 1
	}
	return 0
}

// bots returns a heuristic bot for each seat of g.
func bots(g pegjokers.Game) []pegjokers.Strategy {
	out := make([]pegjokers.Strategy, g.Position().Seats())
	for s := range out {
		out[s] = pegjokers.HeuristicBot{}
	}
	return out
}

// result says who won a finished game.
func result(g pegjokers.Game) string {
	team, _ := g.Winner()
	who := strings.Split(g.Position().Seating().TeamName(team), "+")
	names := who[0]
	if k := len(who); k > 1 {
		names = strings.Join(who[:k-1], ", ") + " and " + who[k-1]
	}
	return fmt.Sprintf("%s won after %d turns", names, g.Turns())
}

func saveAndResume(w io.Writer, st pegjokers.Seating, seed uint64, f savefiles.Files) error {
	start, err := pegjokers.NewGame(pegjokers.DefaultRules, st.Seats, st.Arrangement, seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Pegs and Jokers, %v, seed %d, heuristic bots.\n", st, seed)
	whole, err := pegjokers.PlayGame(start, bots(start), cards.NewRand(seed), nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Played without a stop: %s.\n", result(whole))

	// Half way, stopping after a card is played and before its draw.
	g := start.Recording()
	players := bots(g)
	for g.Turns() < whole.Turns()/2 || g.Turns() == 0 {
		step, _ := g.Next()
		var a pegjokers.Action = pegjokers.Draw{}
		if step == pegjokers.StepPlay {
			a = players[g.Turn()].Choose(g.View(), nil)
		}
		if g, _, err = g.Apply(a); err != nil {
			return err
		}
	}
	step, seat := g.Next()
	fmt.Fprintf(w, "Stopped after turn %d, waiting for %v's %v: %v\n", g.Turns(), seat, step, g.Position())
	data, err := json.Marshal(g)
	if err != nil {
		return err
	}
	if err := os.WriteFile(f.Save, append(data, '\n'), 0o644); err != nil {
		return err
	}
	rec, err := g.Record()
	if err != nil {
		return err
	}
	text, err := rec.MarshalText()
	if err != nil {
		return err
	}
	if err := os.WriteFile(f.Rec, text, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "Saved the game to %s (%d bytes) and its record to %s (%d actions).\n", f.Show(f.Save), len(data)+1, f.Show(f.Rec), len(rec.Actions))

	loaded, err := load(f.Save)
	if err != nil {
		return err
	}
	replayed, err := replayed(f.Rec)
	if err != nil {
		return err
	}
	again, _ := json.Marshal(replayed)
	if !bytes.Equal(again, data) {
		return fmt.Errorf("the record in %s does not replay to the saved game", f.Show(f.Rec))
	}
	fmt.Fprintf(w, "Read %s back, and replayed %s: both are the game saved.\n", f.Show(f.Save), f.Show(f.Rec))
	end, err := pegjokers.PlayGame(loaded, bots(loaded), cards.NewRand(seed), nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Finished the saved game: %s.\n", result(end))
	if end != whole {
		return errors.New("the resumed game is not the game played without a stop")
	}
	fmt.Fprintln(w, "The resumed game is the game played without a stop.")
	return nil
}

// load reads a saved game.
func load(path string) (pegjokers.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return pegjokers.Game{}, err
	}
	var g pegjokers.Game
	if err := json.Unmarshal(data, &g); err != nil {
		return pegjokers.Game{}, fmt.Errorf("reading %s: %w", path, err)
	}
	return g, nil
}

// replayed reads and replays a record.
func replayed(path string) (pegjokers.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return pegjokers.Game{}, err
	}
	defer f.Close()
	rec, err := pegjokers.ParseRecord(f)
	if err == nil {
		var g pegjokers.Game
		g, _, err = pegjokers.Replay(rec)
		if err == nil {
			return g, nil
		}
	}
	return pegjokers.Game{}, fmt.Errorf("reading %s: %w", path, err)
}

func resumeFile(w io.Writer, path string) error {
	g, err := load(path)
	if err != nil {
		return err
	}
	step, seat := g.Next()
	fmt.Fprintf(w, "%s: %v after turn %d, waiting for %v's %v.\n", path, g.Position().Seating(), g.Turns(), seat, step)
	if g, err = pegjokers.PlayGame(g, bots(g), cards.NewRand(1), nil); err != nil {
		return err
	}
	fmt.Fprintf(w, "Finished by heuristic bots: %s.\n", result(g))
	return nil
}

func replayFile(w io.Writer, path string) error {
	g, err := replayed(path)
	if err != nil {
		return err
	}
	step, seat := g.Next()
	if step == pegjokers.StepNone {
		fmt.Fprintf(w, "%s replays to the end: %s.\n", path, result(g))
		return nil
	}
	fmt.Fprintf(w, "%s replays to turn %d, waiting for %v's %v:\n%s", path, g.Turns(), seat, step, g.Diagram())
	return nil
}
