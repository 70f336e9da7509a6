package crib

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
)

// applyFn returns a transition that applies a, for the tests that step games
// by functions.
func applyFn(a Action) func(Game) (Game, []Event, error) {
	return func(g Game) (Game, []Event, error) { return g.Apply(a) }
}

// randomPlayer lays away and lays at random, as the random bot of package
// crib/bot does (which a test inside package crib cannot import).
type randomPlayer struct{}

func (randomPlayer) String() string { return "random" }

func (randomPlayer) Discard(v DiscardView, r *rand.Rand) cards.Set {
	if r == nil {
		r = cards.NewRand(uint64(v.Dealt))
	}
	cs := v.Dealt.AppendTo(nil)
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cards.SetOf(cs[:min(max(v.Throw, 0), len(cs))]...)
}

func (randomPlayer) Lay(v LayView, r *rand.Rand) cards.Card {
	l := v.Legal().AppendTo(nil)
	if len(l) == 0 {
		return cards.NoCard
	}
	if r == nil {
		r = cards.NewRand(uint64(v.Hand()))
	}
	return l[r.IntN(len(l))]
}
