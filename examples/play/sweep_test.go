package main

import (
	"fmt"
	"strings"
	"testing"
)

// Every seating of the three games, a couple of seeds each, played to the
// end by a scripted person (with bad input at the first of each prompt).
func TestEverySeating(t *testing.T) {
	for seed := 1; seed <= 2; seed++ {
		for _, g := range []string{"crib", "cribwars"} {
			for _, n := range []string{"2", "3", "4", "6"} {
				screen := play(t, []string{"-game", g, "-players", n, "-seed", fmt.Sprint(seed)}, nil, mischief())
				if !strings.Contains(screen, " win") || strings.Contains(screen, "Goodbye") {
					t.Errorf("%s, %s players, seed %d: no end:\n%s", g, n, seed, tail(screen, 30))
				}
			}
		}
		for _, n := range []string{"2", "3", "5", "8"} {
			screen := play(t, []string{"-game", "pegjokers", "-players", n, "-seed", fmt.Sprint(seed)}, nil, pjPolicy)
			if !strings.Contains(screen, " win after") {
				t.Errorf("pegjokers, %s players, seed %d: no end:\n%s", n, seed, tail(screen, 30))
			}
		}
	}
}
