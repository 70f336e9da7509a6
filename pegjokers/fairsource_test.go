package pegjokers_test

import (
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/pegjokers"
)

// seedOf is an attack on a strategy's random source by reflection: it
// reads the state of the PCG under r (unexported, but readable) and, on
// the guess that its high word is the first number drawn from
// cards.NewRand(seed), works the seed out in closed form: that generator
// is a PCG whose second word is fixed, and each step of its output
// function can be undone. ok is false when r is not a PCG.
func seedOf(r *rand.Rand) (seed uint64, ok bool) {
	src := reflect.ValueOf(r).Elem().Field(0)
	if src.Kind() != reflect.Interface || src.Elem().Type() != reflect.TypeFor[*rand.PCG]() {
		return 0, false
	}
	hi := src.Elem().Elem().Field(0).Uint()
	// math/rand/v2's PCG: the LCG's multiplier and increment, and the
	// output function's multiplier.
	const mulHi, mulLo, incHi, incLo, cheapMul uint64 = 2549297995355413924, 4865540595714422341, 6364136223846793005, 1442695040888963407, 0xda942042e4dd58b5
	var lo0 uint64 = 0x9E3779B97F4A7C15 // cards.NewRand's second word
	inverse := func(a uint64) uint64 {  // of an odd a, mod 2^64
		x := a
		for range 6 {
			x *= 2 - a*x
		}
		return x
	}
	unshift := func(x uint64, k uint) uint64 { // undoes x ^= x >> k
		y := x
		for range 64 / k {
			y = x ^ y>>k
		}
		return y
	}
	carryHi, l := bits.Mul64(lo0, mulLo)
	lo1, carry := bits.Add64(l, incLo, 0)
	x := unshift(hi*inverse(lo1|1), 48) * inverse(cheapMul)
	hi1 := unshift(x, 32)
	return (hi1 - (lo0*mulHi + carryHi + incHi + carry)) * inverse(mulLo), true
}

// reflector plays as the heuristic bot does, and first tries seedOf on
// its source.
type reflector struct{ seed *uint64 }

func (rf reflector) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	*rf.seed, _ = seedOf(r)
	return pegjokers.HeuristicBot{}.Choose(v, r)
}

// TestSeatSourcesHideTheCallersSource: a caller who gives PlayGame a
// source seeded like the deal (cards.NewRand of the game's seed) gives
// nothing away: a strategy that reads its source's state by reflection
// and inverts the generator finds no seed. As a control, the same attack
// on a seat source drawn straight from such a source finds the deal's
// seed, whatever its size.
func TestSeatSourcesHideTheCallersSource(t *testing.T) {
	const seed = 0x9c4f1b2e77aa3d01
	direct := game.SeatRands(cards.NewRand(seed), 4)[0]
	if got, ok := seedOf(direct); !ok || got != seed {
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
