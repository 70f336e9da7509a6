package crib_test

import (
	"math"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestLeapfrogAtItsEdges: scores that reach the game hole exactly, go past
// it, take the front peg back to the start exactly or past it, leave the
// rear peg level with the front, and a score of zero on pegs that share a
// hole.
func TestLeapfrogAtItsEdges(t *testing.T) {
	for _, tc := range []struct {
		from crib.Pegs
		n    int
		want crib.Pegs
	}{
		{crib.Pegs{Front: 100, Rear: 90}, 21, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, 20, crib.Pegs{Front: 120, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, 22, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, math.MaxInt, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 15, Rear: 3}, -15, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -14, crib.Pegs{Front: 1, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -16, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, math.MinInt, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -12, crib.Pegs{Front: 3, Rear: 2}},
		{crib.Pegs{Front: 15, Rear: 3}, -11, crib.Pegs{Front: 4, Rear: 3}},
		{crib.Pegs{Front: 50, Rear: 50}, 0, crib.Pegs{Front: 50, Rear: 50}},
		{crib.Pegs{Front: 50, Rear: 40}, 0, crib.Pegs{Front: 50, Rear: 40}},
	} {
		b := crib.NewBoard(2, 121)
		b.Pegs[1] = tc.from
		if got := b.Leapfrog(1, tc.n).Pegs[1]; got != tc.want {
			t.Errorf("%v by %d: %v, want %v", tc.from, tc.n, got, tc.want)
		}
	}
}
