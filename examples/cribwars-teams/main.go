// Command cribwars-teams plays one seeded game of Crib Wars for six players
// in three teams of two (partners sit opposite: Ann & Dan, Bob & Eve, Cat &
// Fay) on the library's default board, and prints it deal by deal. With
// three teams the crib comes from the two teams that do not deal, and the
// dealer's and partner's discards go to the bottom of the pack. Every score
// that lands on a special hole is printed with what the hole did ("lands on a
// red slide: slides from 45 to 65"); a team that lands in a penalty box folds
// both hands, stays in the box and sits out three hands (the other two teams
// play them as four players in two partnerships), then moves its own peg out;
// a second team that lands is ruled as with two teams, and the team in the
// box advances one hole and sits on.
//
//	go run ./examples/cribwars-teams          # seed 212
//	go run ./examples/cribwars-teams 11       # another seed
//	go run ./examples/cribwars-teams -v 212   # every card and score
package main

import (
	"io"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/examples/internal/cwlog"
)

var setup = cwlog.Setup{
	Command: "cribwars-teams",
	Title:   "Crib Wars for three teams: Ann & Dan and Bob & Eve (analysis bots) against Cat & Fay (random bots), seed %d.",
	Names:   []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"},
	Layout:  crib.SixPlayer(),
	Players: []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Random{}, bot.Analysis{}, bot.Analysis{}, bot.Random{}},
	Seed:    212,
}

func main() { cwlog.Main(setup) }

func run(w io.Writer, seed uint64, verbose bool) error { return cwlog.Play(w, setup, seed, verbose) }
