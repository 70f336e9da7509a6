// Command crib-game plays one seeded game of two-player ACC cribbage
// between the analysis bot (Ann) and the random bot (Bob) and prints it as a
// log a person can follow: the cut for deal, each deal's cards, the
// discards, the starter, every card laid with what it scored, the show
// counted aloud, and the end.
//
//	go run ./examples/crib-game        # seed 1
//	go run ./examples/crib-game 7      # another seed
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

const usage = `usage: crib-game [seed]

Plays one seeded game of two-player ACC cribbage between the analysis bot
(Ann) and the random bot (Bob) and prints it deal by deal. The seed is a
whole number (1 when none is given); the same seed gives the same game.
`

func main() {
	flag.Usage = func() { fmt.Fprint(flag.CommandLine.Output(), usage) }
	flag.Parse()
	seed := uint64(1)
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}
	if flag.NArg() == 1 {
		s, err := strconv.ParseUint(flag.Arg(0), 10, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "crib-game: the seed %q is not a whole number\n\n", flag.Arg(0))
			flag.Usage()
			os.Exit(2)
		}
		seed = s
	}
	if err := run(seed); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(seed uint64) error {
	names := []string{"Ann", "Bob"}
	g, err := crib.NewGame(crib.Rules{}, seed) // the ACC game to 121
	if err != nil {
		return err
	}
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	_, err = crib.PlayGame(g, players, cards.NewRand(seed), func(e crib.Event) {
		switch e.(type) {
		case crib.Dealt:
			fmt.Println()
		case crib.Shown, crib.DealOver, crib.GameOver:
			fmt.Print("  ")
		default:
			fmt.Print("    ")
		}
		fmt.Println(e.Describe(names))
	})
	return err
}
