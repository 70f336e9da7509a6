// Command show scores cribbage hands the way a player counts them aloud, and
// advises a discard.
//
//	go run ./examples/show                    # a new deal each run: advice, the cut, the count
//	go run ./examples/show -seed 9            # the deal of seed 9, the same every time
//	go run ./examples/show 5H 5C 5S JD 5D     # four cards and a starter: the show
//	go run ./examples/show -crib 2H 4H 8H QH 6S
//	go run ./examples/show 5H 5C JD 4S 6S 9H  # six cards: every discard, best first
//	go run ./examples/show -pone 5H 5C JD 4S 6S 9H
//
// Cards are typed as people type them: 5H, 10s, TS, A♠, Q♣, jd. The deal
// with no cards given is seeded from the time, and its seed is printed, so
// that -seed N deals it again.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

func main() { os.Exit(cli(os.Args[1:], os.Stdout, os.Stderr, time.Now)) }

// cli is the program: flags and cards from args, what it says on stdout,
// usage and errors on stderr, a deal without -seed seeded from the clock
// now. It returns the exit status.
func cli(args []string, stdout, stderr io.Writer, now func() time.Time) int {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 0, "seed of the demo deal (0: one from the time, printed)")
	crib := fs.Bool("crib", false, "score the four cards as a crib (a flush needs the starter)")
	pone := fs.Bool("pone", false, "advise a discard as the pone (the crib is the opponent's)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: show [-seed N] | [-crib] FOUR STARTER | [-pone] SIX")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *seed == 0 {
		*seed = timeSeed(now())
	}
	if err := run(stdout, *seed, *crib, *pone, fs.Args()); err != nil {
		fmt.Fprintln(stderr, "show:", err)
		return 2
	}
	return 0
}

// timeSeed is a seed from the time t: short enough to type again, and
// never 0.
func timeSeed(t time.Time) uint64 { return uint64(t.UnixNano())%999_999 + 1 }

func run(w io.Writer, seed uint64, crib, pone bool, args []string) error {
	if len(args) == 0 {
		return demo(w, seed)
	}
	cs, err := cards.ParseList(strings.Join(args, " "))
	if err != nil {
		return err
	}
	switch len(cs) {
	case 5:
		return say(w, [4]cards.Card(cs[:4]), cs[4], crib)
	case 6:
		return advise(w, [6]cards.Card(cs), !pone)
	}
	return fmt.Errorf("give four cards and a starter (5 cards) or a deal of six, not %d cards", len(cs))
}

// demo deals six cards from a seeded pack, advises the dealer's discard,
// turns a starter and counts the hand and a crib made with two more cards.
func demo(w io.Writer, seed uint64) error {
	deck, err := cards.StandardDeck().Shuffle(cards.NewRand(seed))
	if err != nil {
		return err
	}
	dealt, deck, err := deck.Draw(6)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "You deal yourself %s (seed %d: show -seed %d deals it again).\n\n", cards.FormatUnicode(dealt), seed, seed)
	ds, err := score.Discards([6]cards.Card(dealt), true)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The three best discards for the dealer, by exact expected points:")
	for i, d := range ds[:3] {
		fmt.Fprintf(w, "  %d. %v\n", i+1, d)
	}
	best := ds[0]
	// The opponent's two discards and the starter come off the pack.
	theirs, deck, err := deck.Draw(2)
	if err != nil {
		return err
	}
	starter := deck.At(0)
	fmt.Fprintf(w, "\nYou keep %s. The starter is %s.\n\n", cards.FormatUnicode(best.Keep[:]), starter.Unicode())
	if err := say(w, best.Keep, starter, false); err != nil {
		return err
	}
	fmt.Fprintln(w)
	cribCards := [4]cards.Card{best.Throw[0], best.Throw[1], theirs[0], theirs[1]}
	return say(w, cribCards, starter, true)
}

func say(w io.Writer, four [4]cards.Card, starter cards.Card, crib bool) error {
	breakdown, what := score.HandBreakdown, "Hand"
	if crib {
		breakdown, what = score.CribBreakdown, "Crib"
	}
	b, err := breakdown(four, starter)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s %s with %s: %q\n", what, cards.FormatUnicode(four[:]), starter.Unicode(), b.Say())
	for _, it := range b.Items {
		fmt.Fprintf(w, "    %v\n", it)
	}
	fmt.Fprintf(w, "    total %d\n", b.Total)
	return nil
}

func advise(w io.Writer, dealt [6]cards.Card, dealer bool) error {
	ds, err := score.Discards(dealt, dealer)
	if err != nil {
		return err
	}
	role := "dealer (hand + crib)"
	if !dealer {
		role = "pone (hand - crib)"
	}
	fmt.Fprintf(w, "Every discard from %s for the %s, best first:\n", cards.FormatUnicode(dealt[:]), role)
	for i, d := range ds {
		fmt.Fprintf(w, "  %2d. %v\n", i+1, d)
	}
	return nil
}
