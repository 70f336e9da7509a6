// Command cribwars-three plays one seeded game of Crib Wars for three
// players on the library's default board (363 holes: red slides, blue time
// traps, green shortcuts, penalty boxes) and prints it deal by deal: who
// deals and the starter, every score that lands on a special hole with what
// the hole did ("lands on a red slide: slides from 45 to 65"), the penalty
// box (a side that lands there folds, stays in the box and sits out three
// hands, then moves its own peg out), a summary of each deal's play and show,
// and the pegs at the end of each deal.
//
//	go run ./examples/cribwars-three          # seed 199
//	go run ./examples/cribwars-three 11       # another seed
//	go run ./examples/cribwars-three -v 199  # every card and score
package main

import (
	"io"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/examples/internal/cwlog"
)

var setup = cwlog.Setup{
	Command: "cribwars-three",
	Title:   "Crib Wars for three: Ann and Bob (analysis bots) and Cat (a random bot), seed %d.",
	Names:   []string{"Ann", "Bob", "Cat"},
	Layout:  crib.ThreePlayer(),
	Players: []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Random{}},
	Seed:    199,
}

func main() { cwlog.Main(setup) }

func run(w io.Writer, seed uint64, verbose bool) error { return cwlog.Play(w, setup, seed, verbose) }
