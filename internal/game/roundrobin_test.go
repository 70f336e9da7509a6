package game

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// strength plays a game that the entrant with the higher number wins two
// times in three, as a round robin between entrants of known strength.
func strength(m Match, t *Tally) (int, error) {
	best := 0
	for s, e := range m.Sides {
		if e > m.Sides[best] {
			best = s
		}
		t.Observe("score", e, float64(e))
	}
	if m.Rand.IntN(3) == 0 {
		return (best + 1) % len(m.Sides), nil
	}
	return best, nil
}

// TestRoundRobin: four entrants in a two-sided game each play half the
// games, every pair meets equally often with the seats alternated, the
// head-to-head table adds up, and each win rate is over the games played.
func TestRoundRobin(t *testing.T) {
	const games = 1200
	rep, err := Run(context.Background(), Config{Games: games, Seed: 3}, []string{"a", "b", "c", "d"}, 2, strength)
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for e := range 4 {
		if rep.Played[e] != games/2 {
			t.Errorf("entrant %d played %d games, want %d", e, rep.Played[e], games/2)
		}
		if want := float64(rep.Wins[e]) / float64(rep.Played[e]); rep.WinRate[e] != want {
			t.Errorf("entrant %d: win rate %v, want %v", e, rep.WinRate[e], want)
		}
		wins += rep.Wins[e]
		for f := range 4 {
			switch {
			case e == f && (rep.Met[e][f] != 0 || rep.Beat[e][f] != 0):
				t.Errorf("entrant %d met itself", e)
			case e != f && rep.Met[e][f] != games/6:
				t.Errorf("%d and %d met %d times, want %d", e, f, rep.Met[e][f], games/6)
			case e != f && rep.Beat[e][f]+rep.Beat[f][e] != rep.Met[e][f]:
				t.Errorf("%d and %d: %d + %d wins in %d games", e, f, rep.Beat[e][f], rep.Beat[f][e], rep.Met[e][f])
			}
		}
	}
	if wins != games {
		t.Errorf("%d wins in %d games", wins, games)
	}
	// The strongest wins about two thirds of its games, the weakest a
	// third of its own: the intervals say so.
	if lo := rep.CI95[3][0]; lo < 0.55 || rep.CI95[0][1] > 0.45 {
		t.Errorf("intervals %v", rep.CI95)
	}
	if !strings.Contains(rep.String(), "d: won ") || !strings.Contains(rep.String(), " of 600 (") {
		t.Errorf("String() =\n%s", rep)
	}
	if diff := cmp.Diff([]Bin{{Value: 2, N: games / 2}}, rep.Stats[slicesIndex(rep.Stats, "score", 2)].Hist); diff != "" {
		t.Errorf("histogram (-want +got):\n%s", diff)
	}
}

func slicesIndex(stats []Stat, name string, e int) int {
	for i, s := range stats {
		if s.Name == name && s.Entrant == e {
			return i
		}
	}
	return -1
}

func TestHistogram(t *testing.T) {
	got := Histogram([]float64{3, 1, 3, 2, 3})
	if diff := cmp.Diff([]Bin{{1, 1}, {2, 1}, {3, 3}}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if got := Histogram(nil); got != nil {
		t.Errorf("Histogram(nil) = %v", got)
	}
}
