package main

import (
	"strings"
	"testing"
)

// A whole two-player game of cribbage, the person's seat played by a
// scripted person, to its end.
func TestCribWholeGame(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, nil, cribPolicy)
	for _, want := range []string{
		"ACC cribbage, 2 players, seed 3",
		"Lay away 2 to the crib",
		"What do you peg?",
		"Count your hand:",
		"muggins",
		"game hole 121",
		" wins",
	} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen lacks %q:\n%s", want, tail(screen, 60))
		}
	}
	if strings.Contains(screen, "End of input") || strings.Contains(screen, "Goodbye") {
		t.Errorf("the game did not reach its end:\n%s", tail(screen, 40))
	}
}

