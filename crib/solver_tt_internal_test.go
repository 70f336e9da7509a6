package crib

import (
	"slices"
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

// TestSolverSearchEffort pins how much of the table the search fills
// for twenty seeded two-player deals and five four-player positions: a
// measure of its effort, as a chess engine's node count is. The move
// ordering (the best move found before, then the cards that score at
// once) and the table's bounds decide it, though not the values; a change
// that makes the search work harder, or less, shows here. If the search
// is changed on purpose, set the figures to the new ones.
func TestSolverSearchEffort(t *testing.T) {
	r := cards.NewRand(2026)
	var s Solver
	var got []int
	filled := func() int {
		n := 0
		for _, e := range s.table {
			if e.gen == s.gen && e.pos != 0 {
				n++
			}
		}
		return n
	}
	for i := range 25 {
		p := solverDeal(t, r, 2, 4, i%2)
		if i >= 20 {
			p = solverLays(t, r, solverDeal(t, r, 4, 4, i%4), 6)
		}
		if _, err := s.Value(p); err != nil {
			t.Fatal(err)
		}
		got = append(got, filled())
	}
	want := []int{63, 38, 70, 41, 29, 82, 52, 50, 68, 25, 49, 49, 39, 58, 50, 45, 42, 48, 33, 42, 5, 37, 36, 14, 57}
	if !slices.Equal(got, want) {
		t.Errorf("table entries filled %v, want %v", got, want)
	}
}
