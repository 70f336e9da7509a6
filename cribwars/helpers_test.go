package cribwars_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// must returns a checker of a transition's results that fails the test at
// once if the transition was refused and returns the next game:
//
//	g = must(t)(g.Apply(crib.Deal{}))
func must(t fataler) func(cribwars.Game, []crib.Event, error) cribwars.Game {
	t.Helper()
	return func(g cribwars.Game, _ []crib.Event, err error) cribwars.Game {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// mustEv is must keeping the events.
func mustEv(t testing.TB) func(cribwars.Game, []crib.Event, error) (cribwars.Game, []crib.Event) {
	t.Helper()
	return func(g cribwars.Game, ev []crib.Event, err error) (cribwars.Game, []crib.Event) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g, ev
	}
}

// newGame starts a game by c and seed, failing the test if it cannot.
func newGame(t fataler, c cribwars.Config, seed uint64) cribwars.Game {
	t.Helper()
	g, err := cribwars.NewGame(c, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// winnerOf returns x's winner, or -1 while there is none.
func winnerOf[T interface{ Winner() (int, bool) }](x T) int {
	w, ok := x.Winner()
	if !ok {
		return -1
	}
	return w
}
