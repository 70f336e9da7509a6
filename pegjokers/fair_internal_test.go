package pegjokers

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
)

// spy plays as the heuristic bot does and, first, looks at the memory its
// view lists moves with (unexported, but reachable by reflection): what it
// last listed must have been listed on this seat's own turns, never the
// cards another seat's strategy tried.
type spy struct{ leaks, looks *int }

func (s spy) Choose(v View, r *rand.Rand) Choice {
	for _, g := range []*Generator{v.gen, v.lm} {
		*s.looks++
		if g != nil && g.have && g.keyPos.turn != v.Seat() {
			*s.leaks++
		}
	}
	return HeuristicBot{}.Choose(v, r)
}

// TestViewsShareNoGenerator: in a game of spies, no view reaches a
// generator another seat's strategy used.
func TestViewsShareNoGenerator(t *testing.T) {
	var leaks, looks int
	g, err := NewGame(DefaultRules, 4, Pairs, 1)
	if err != nil {
		t.Fatal(err)
	}
	sp := spy{&leaks, &looks}
	if _, err := PlayGame(g, []Strategy{sp, sp, sp, sp}, cards.NewRand(2), nil); err != nil {
		t.Fatal(err)
	}
	if leaks != 0 || looks == 0 {
		t.Errorf("%d of %d looks saw another seat's listing", leaks, looks)
	}
}
