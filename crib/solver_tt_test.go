package crib_test

import (
	"slices"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
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
	var s crib.Solver
	for _, step := range []struct{ seats, bytes int }{{2, 24 << 10}, {2, 24 << 10}, {4, 3 << 19}, {2, 3 << 19}} {
		p, err := crib.NewPlayState(hands(step.seats), 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Value(p); err != nil {
			t.Fatal(err)
		}
		if size := s.TableBytes(); size != step.bytes {
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
	var s crib.Solver
	var got []int
	for i := range 25 {
		p := solverDeal(t, r, 2, 4, i%2)
		if i >= 20 {
			p = solverLays(t, r, solverDeal(t, r, 4, 4, i%4), 6)
		}
		if _, err := s.Value(p); err != nil {
			t.Fatal(err)
		}
		got = append(got, s.TableFilled())
	}
	want := []int{63, 38, 70, 41, 29, 82, 52, 50, 68, 25, 49, 49, 39, 58, 50, 45, 42, 48, 33, 42, 5, 37, 36, 14, 57}
	if !slices.Equal(got, want) {
		t.Errorf("table entries filled %v, want %v", got, want)
	}
}

// TestSolverGenerationWrap: the generation counter wraps round: the table
// is emptied, and the answers stay right.
func TestSolverGenerationWrap(t *testing.T) {
	r := cards.NewRand(11)
	var s crib.Solver
	s.SetGeneration(^uint32(0) - 2)
	for range 6 {
		solverCheck(t, &s, solverDeal(t, r, 2, 4, 0))
	}
	// Switching between two and four seats grows the table once.
	for range 4 {
		solverCheck(t, &s, solverLays(t, r, solverDeal(t, r, 4, 4, 0), 8))
		solverCheck(t, &s, solverDeal(t, r, 2, 4, 1))
	}
}
