// Package fairtest holds what the three games' fair-play tests share: an
// attack on a strategy's random source by reflection, the careless way of
// drawing a seat's source that the attack defeats (the tests' control), and
// the check of a runner against it ([SeatSources]); the bookkeeping of a
// strategy that hunts for the deal's seed ([Hunter], [Hunt]), and the tally
// of its guesses against what chance allows, with the checks of a hunt and
// of its control; and the chi-square test of a sampler's uniformity.
package fairtest

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"sync"
)

// NewRandWord is the fixed second word of the PCG that cards.NewRand seeds
// (the deal's seed is the first).
const NewRandWord = 0x9E3779B97F4A7C15

// SeedOf is an attack on a strategy's random source by reflection: it
// reads the state of the PCG under r (unexported, but readable) and, on
// the guess that r was seeded with the first two numbers drawn from
// cards.NewRand(seed), works the seed out in closed form: that generator
// is a PCG whose second word is fixed, and each step of its output
// function can be undone. ok is false when r is not a PCG.
func SeedOf(r *rand.Rand) (seed uint64, ok bool) {
	src := reflect.ValueOf(r).Elem().Field(0)
	if src.Kind() != reflect.Interface || src.Elem().Type() != reflect.TypeFor[*rand.PCG]() {
		return 0, false
	}
	hi := src.Elem().Elem().Field(0).Uint()
	// math/rand/v2's PCG: the LCG's multiplier and increment, and the
	// output function's multiplier.
	const mulHi, mulLo, incHi, incLo, cheapMul uint64 = 2549297995355413924, 4865540595714422341, 6364136223846793005, 1442695040888963407, 0xda942042e4dd58b5
	var lo0 uint64 = NewRandWord
	inverse := func(a uint64) uint64 { // of an odd a, mod 2^64
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

// Careless returns a seat's source drawn straight from r, as a runner
// that does not guard its caller's source would: a PCG seeded by r's next
// two numbers. SeedOf finds the seed of a cards.NewRand r through it, which
// is what makes the attack a real one in the tests' controls.
func Careless(r *rand.Rand) *rand.Rand {
	return rand.New(rand.NewPCG(r.Uint64(), r.Uint64()))
}

// Guesses tallies a strategy's predictions of cards it cannot see: how
// many it scored and got right, how many seeds it found, and the hits
// chance alone would give. It is safe for concurrent use.
type Guesses struct {
	mu      sync.Mutex
	Tries   int     // predictions scored
	Hits    int     // predictions right
	Found   int     // seeds found
	Chance  float64 // the hits expected by chance: the sum of each guess's odds
	Chance2 float64 // their variance: the sum of p(1-p)
}

// Guess records a prediction made with a seed found (p = 0: nothing left
// to chance) or without one, right by chance with probability p.
func (g *Guesses) Guess(found bool, p float64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if found {
		g.Found++
	}
	g.Chance += p
	g.Chance2 += p * (1 - p)
}

// Score records whether a prediction came true.
func (g *Guesses) Score(hit bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.Tries++
	if hit {
		g.Hits++
	}
}

// Bound is the most hits chance allows: the expected hits plus four
// standard deviations, plus two.
func (g *Guesses) Bound() float64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.Chance + 4*math.Sqrt(g.Chance2) + 2
}
