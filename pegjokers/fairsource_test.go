package pegjokers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/pegjokers"
)

// reflector plays as the heuristic bot does, and first tries fairtest.SeedOf on
// its source.
type reflector struct{ seed *uint64 }

func (rf reflector) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	*rf.seed, _ = fairtest.SeedOf(r)
	return pegjokers.HeuristicBot{}.Choose(v, r)
}

// TestSeatSourcesHideTheCallersSource: a caller who gives PlayGame a
// source seeded like the deal (cards.NewRand of the game's seed) gives
// nothing away: a strategy that reads its source's state by reflection
// and inverts the generator finds no seed. As a control, the same attack
// on a seat source drawn straight from such a source (as a careless
// runner would) finds the deal's seed, whatever its size.
func TestSeatSourcesHideTheCallersSource(t *testing.T) {
	const seed = 0x9c4f1b2e77aa3d01
	direct := fairtest.Careless(cards.NewRand(seed))
	if got, ok := fairtest.SeedOf(direct); !ok || got != seed {
		t.Skipf("the attack does not work on this Go's math/rand/v2 (found %d, %v)", got, ok)
	}
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
	var found uint64
	players := []pegjokers.Strategy{reflector{&found}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}}
	if _, err := pegjokers.PlayGame(g, players, cards.NewRand(seed), nil); err != nil {
		t.Fatal(err)
	}
	if found == seed {
		t.Error("a strategy read the deal's seed from its random source")
	}
}
