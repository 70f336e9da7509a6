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
	"fmt"
	"os"
	"strconv"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

func main() {
	seed := uint64(1)
	if len(os.Args) > 1 {
		s, err := strconv.ParseUint(os.Args[1], 10, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, "usage: crib-game [seed]")
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
	players := []crib.Strategy{crib.AnalysisBot{}, crib.RandomBot{}}
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
