package cribwars_test

import (
	"github.com/pegboard/pegboard/cribwars"
)

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
