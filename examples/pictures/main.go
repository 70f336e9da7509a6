// Command pictures draws the pictures the README shows, one of each game's
// board and the heat map of bot.WinChance, as SVG files:
//
//	go run ./examples/pictures             # writes docs/crib-board.svg, docs/cribwars-board.svg, docs/pegjokers-board.svg, docs/winprob.svg
//	go run ./examples/pictures -dir out    # into another directory
//
// The pictures are drawn by the library's own WriteSVG methods from fixed
// positions, so the same program always writes the same bytes; a test
// regenerates them and fails when the committed pictures are stale.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/pegjokers"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the program: it reads its flags from args and reports on stdout
// and stderr, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pictures", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "docs", "the directory to write the pictures into (made if missing)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pictures [-dir DIR]")
		fmt.Fprintln(stderr, "Draws a cribbage board, a Crib Wars board and a Pegs and Jokers board as SVG files in DIR.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pictures: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	if err := write(*dir, stdout); err != nil {
		fmt.Fprintln(stderr, "pictures:", err)
		return 1
	}
	return 0
}

// A picture is a file name and the drawing that fills it.
type picture struct {
	name string
	draw func(w io.Writer) error
}

// pictures are the README's pictures.
func pictures() []picture {
	return []picture{
		{"crib-board.svg", cribBoard},
		{"cribwars-board.svg", cribwarsBoard},
		{"pegjokers-board.svg", pegjokersBoard},
		{"winprob.svg", bot.WriteWinChanceSVG},
	}
}

// write draws every picture into dir, saying what it wrote on w.
func write(dir string, w io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, p := range pictures() {
		var b bytes.Buffer
		if err := p.draw(&b); err != nil {
			return fmt.Errorf("drawing %s: %w", p.name, err)
		}
		path := filepath.Join(dir, p.name)
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(w, "wrote %s (%d bytes)\n", path, b.Len())
	}
	return nil
}

// cribBoard is a two-player game to 121 in progress: Ann has pegged her way
// to 87 and Bob to 72, in a match where each has won a game.
func cribBoard(w io.Writer) error {
	b := crib.NewBoard(2, 121)
	for _, n := range []int{2, 8, 3, 12, 6, 9, 14, 4, 8, 12, 9} { // 87
		b = b.Leapfrog(0, n)
	}
	for _, n := range []int{5, 10, 1, 7, 16, 2, 6, 13, 12} { // 72
		b = b.Leapfrog(1, n)
	}
	b.Games = [crib.MaxSides]int{1, 1}
	return b.WriteSVG(w, "Ann", "Bob")
}

// cribwarsBoard is the default board with three sides' pegs: A on the main
// path in Muggers Alley, B on blue path 2 (the time trap at 140), C in the
// penalty box at 210.
func cribwarsBoard(w io.Writer) error {
	pegs := []cribwars.Peg{cribwars.Hole(97), {Path: 2, Hole: 4}, cribwars.Hole(210)}
	return cribwars.DefaultTrack().WriteSVG(w, pegs)
}

// pegjokersBoard is a game of four in pairs, Blue and White against Yellow
// and Orange, with pegs in Start, on the track and in Finish, Yellow to move.
func pegjokersBoard(w io.Writer) error {
	p, err := pegjokers.ParsePosition("4 pairs 1 | s t8 t30 f4 f5 | s s t26 t50 f2 | s s t44 t60 f1 | s s s t62 t5")
	if err != nil {
		return err
	}
	return p.WriteSVG(w)
}
