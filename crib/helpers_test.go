package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// must returns a checker of a transition's results that fails the test at
// once if the transition was refused and returns the next game:
//
//	g = must(t)(g.Deal())
func must(t testing.TB) func(crib.Game, []crib.Event, error) crib.Game {
	t.Helper()
	return func(g crib.Game, _ []crib.Event, err error) crib.Game {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// mustEv is must keeping the events:
//
//	g, ev = mustEv(t)(g.Count())
func mustEv(t testing.TB) func(crib.Game, []crib.Event, error) (crib.Game, []crib.Event) {
	t.Helper()
	return func(g crib.Game, ev []crib.Event, err error) (crib.Game, []crib.Event) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g, ev
	}
}

// apply applies the action a to g and fails the test if it is refused.
func apply(t testing.TB, g crib.Game, a crib.Action) (crib.Game, []crib.Event) {
	t.Helper()
	ng, ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return ng, ev
}

// winnerOf returns x's winner, or -1 while there is none.
func winnerOf[T interface{ Winner() (int, bool) }](x T) int {
	w, ok := x.Winner()
	if !ok {
		return -1
	}
	return w
}

func set(s string) cards.Set { return cards.SetOf(cards.MustParseList(s)...) }
