package crib

import (
	"testing"
	"unsafe"

	"github.com/pegboard/pegboard/cards"
)

// TestSolverTableSize: a Solver's table is as big as its Solver doc says,
// 24 KiB for two seats, grown to 1.5 MiB once it meets four seats and kept
// at that size for later positions of two.
func TestSolverTableSize(t *testing.T) {
	deck := cards.StandardDeck().Cards()
	hands := func(n int) []cards.Set {
		hs := make([]cards.Set, n)
		for i := range hs {
			hs[i] = cards.SetOf(deck[4*i : 4*i+4]...)
		}
		return hs
	}
	var s Solver
	for _, step := range []struct{ seats, bytes int }{{2, 24 << 10}, {2, 24 << 10}, {4, 3 << 19}, {2, 3 << 19}} {
		p, err := NewPlayState(hands(step.seats), 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Value(p); err != nil {
			t.Fatal(err)
		}
		if size := len(s.table) * int(unsafe.Sizeof(ttEntry{})); size != step.bytes {
			t.Fatalf("after %d seats the table takes %d bytes, want %d", step.seats, size, step.bytes)
		}
	}
}
