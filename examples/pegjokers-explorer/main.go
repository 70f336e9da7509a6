// Command pegjokers-explorer lists and explains every legal move of a card in
// a Pegs and Jokers position.
//
//	go run ./examples/pegjokers-explorer                     # the guide's Seven
//	go run ./examples/pegjokers-explorer -card 9S
//	go run ./examples/pegjokers-explorer -card all           # how many moves each card has
//	go run ./examples/pegjokers-explorer -forced-finish "4 pairs 0 | s s s s t2 | s s s s s | s s s s s | s s s s s" 6H
//
// The position is the text of pegjokers.ParsePosition, given as the first
// argument (default: the guide's "Moving around the Track" board); the card,
// as the second argument or -card, is any card cards.Parse reads ("7H", "JK",
// "10S") or "all".
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// The guide's "Moving around the Track" board: Blue (to move) trails on 8
// and leads on 14, its teammate White is on 11, opponent Yellow on 0 and 16.
const guideBoard = "4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s"

func main() {
	err := run(os.Args[1:], os.Stdout)
	switch {
	case errors.Is(err, flag.ErrHelp):
		// -h: the usage is printed, and nothing is wrong.
	case err != nil:
		fmt.Fprintln(os.Stderr, "pegjokers-explorer:", err)
		os.Exit(2)
	}
}

func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("pegjokers-explorer", flag.ContinueOnError)
	card := fs.String("card", "7H", "the card to play, or all")
	nine := fs.Bool("nine-forward", false, "variant: a 9 played whole moves forward")
	face := fs.Bool("face-values", false, "variant: Jack, Queen, King move 11, 12, 13")
	forced := fs.Bool("forced-finish", false, "variant: a peg that can enter its Finish must")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: pegjokers-explorer [flags] [position [card]]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	text := guideBoard
	if fs.NArg() > 0 {
		text = fs.Arg(0)
	}
	if fs.NArg() > 1 {
		*card = fs.Arg(1)
	}
	p, err := pegjokers.ParsePosition(text)
	if err != nil {
		return err
	}
	g := pegjokers.Generator{Rules: pegjokers.Rules{NineForward: *nine, FaceValues: *face, ForcedFinish: *forced}}
	fmt.Fprint(w, p.Diagram())
	fmt.Fprintln(w)
	if *card == "all" {
		for _, rk := range pegjokers.Ranks() {
			fmt.Fprintf(w, "%-6s %s\n", rk.Name(), count(g.Count(p, pegjokers.CardOf(rk))))
		}
		return nil
	}
	c, err := cards.Parse(*card)
	if err != nil {
		return err
	}
	moves := g.LegalMoves(p, c)
	if len(moves) == 0 {
		fmt.Fprintf(w, "%v has no legal move with the %v: it is discarded without moving.\n", p.Turn(), c.Name())
		return nil
	}
	fmt.Fprintf(w, "%v has %s with the %v:\n\n", p.Turn(), count(len(moves)), c.Name())
	for i, m := range moves {
		fmt.Fprintf(w, "%3d. %s\n     %v\n     -> %v\n", i+1, m.Describe(p), m, g.Results()[i])
	}
	return nil
}

func count(n int) string {
	if n == 1 {
		return "1 legal move"
	}
	return fmt.Sprintf("%d legal moves", n)
}
