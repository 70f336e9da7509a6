package pegjokers_test

import (
	"slices"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/pegjokers"
)

// subsets returns every k-element subset of xs, each in the order of xs.
func subsets(xs []int, k int) [][]int {
	if k == 0 {
		return [][]int{nil}
	}
	var out [][]int
	for i := range len(xs) - k + 1 {
		for _, rest := range subsets(xs[i+1:], k-1) {
			out = append(out, append([]int{xs[i]}, rest...))
		}
	}
	return out
}

// worlds calls f with every way of dealing the eleven unseen cards u to
// the other two hands (five each) and the draw pile (one), by index into
// u.
func worlds(u []int, f func(a, b []int, pile int)) {
	for _, a := range subsets(u, pegjokers.HandSize) {
		rest := slices.DeleteFunc(slices.Clone(u), func(j int) bool { return slices.Contains(a, j) })
		for _, b := range subsets(rest, pegjokers.HandSize) {
			pile := slices.DeleteFunc(slices.Clone(rest), func(j int) bool { return slices.Contains(b, j) })
			f(a, b, pile[0])
		}
	}
}

// TestWeightedSamplerIsExact: late in a three-player game, where the
// player's unseen cards can be dealt 2,772 ways, the weighted sampler
// draws where each of the first three unseen cards is and which card tops
// the draw pile as often as the exact probabilities say, listing every
// world and its weight (chi-square at p ≥ 0.001, 30,000 worlds); the
// uniform sampler does too with equal weights, and fails the weighted
// test, as it should.
func TestWeightedSamplerIsExact(t *testing.T) {
	g := lateGame(t, 4)
	v := g.View()
	me := v.Seat()
	var others []pegjokers.Seat
	for s := range pegjokers.Seat(3) {
		if s != me {
			others = append(others, s)
		}
	}
	u := unseen(v)
	if len(u) != 11 {
		t.Fatalf("%d unseen cards", len(u))
	}
	weight := func(s pegjokers.Seat, c cards.Card) float64 { return float64(1 + (int(c.Rank())+int(s))%3) }
	// The card tops, by index in faces (the unseen cards' distinct faces).
	faces := slices.Compact(slices.Sorted(slices.Values(u)))
	const watched = 3
	exact := func(w pegjokers.Weights) (where [watched][]float64, top []float64) {
		for i := range where {
			where[i] = make([]float64, 3)
		}
		top = make([]float64, len(faces))
		total := 0.0
		idx := make([]int, len(u))
		for i := range idx {
			idx[i] = i
		}
		n := 0
		worlds(idx, func(a, b []int, pile int) {
			n++
			x := 1.0
			for _, j := range a {
				x *= w(others[0], u[j])
			}
			for _, j := range b {
				x *= w(others[1], u[j])
			}
			total += x
			for i := range watched {
				switch {
				case slices.Contains(a, i):
					where[i][0] += x
				case slices.Contains(b, i):
					where[i][1] += x
				default:
					where[i][2] += x
				}
			}
			top[slices.Index(faces, u[pile])] += x
		})
		if n != 2772 {
			t.Fatalf("%d worlds listed", n)
		}
		for i := range where {
			for k := range where[i] {
				where[i][k] /= total
			}
		}
		for k := range top {
			top[k] /= total
		}
		return where, top
	}
	// count draws n worlds with s and counts where the watched cards are
	// (a copy of the same face counts too: the cards are told apart by
	// face only, so the watched ones must have one copy unseen).
	for i := range watched {
		if copies := len(u) - len(slices.DeleteFunc(slices.Clone(u), func(c cards.Card) bool { return c == u[i] })); copies != 1 {
			t.Fatalf("pick another game: %v has two copies unseen", u[i])
		}
	}
	count := func(s *pegjokers.Sampler, n int) (where [watched][]int, top []int) {
		for i := range where {
			where[i] = make([]int, 3)
		}
		top = make([]int, len(faces))
		r := cards.NewRand(7)
		for range n {
			w, err := s.Sample(r)
			if err != nil {
				t.Fatal(err)
			}
			for i := range watched {
				k := 2
				for o, s := range others {
					if slices.Contains(w.Hand(s), u[i]) {
						k = o
					}
				}
				where[i][k]++
			}
			top[slices.Index(faces, w.DrawCards()[0])]++
		}
		return where, top
	}
	uniform := func(pegjokers.Seat, cards.Card) float64 { return 1 }
	const samples = 30000
	for _, tt := range []struct {
		name     string
		model    pegjokers.Weights
		sampler  pegjokers.Weights
		wantFail bool
	}{
		{"weighted", weight, weight, false},
		{"uniform", uniform, nil, false},
		{"uniform judged by the weights", weight, nil, true},
	} {
		wantWhere, wantTop := exact(tt.model)
		where, top := count(newSampler(t, v, tt.sampler), samples)
		failed := false
		for i := range watched {
			x, p := fairtest.ChiSquare(where[i], wantWhere[i])
			t.Logf("%s: where %v is: chi-square %.2f, p = %.3g", tt.name, u[i], x, p)
			failed = failed || p < fairtest.PThreshold
			if p < fairtest.PThreshold && !tt.wantFail {
				t.Errorf("%s: where %v is: %v, want %.4f: chi-square %.1f, p = %.2g", tt.name, u[i], where[i], wantWhere[i], x, p)
			}
		}
		x, p := fairtest.ChiSquare(top, wantTop)
		t.Logf("%s: the top card: chi-square %.2f, p = %.3g", tt.name, x, p)
		failed = failed || p < fairtest.PThreshold
		if p < fairtest.PThreshold && !tt.wantFail {
			t.Errorf("%s: the top card: %v, want %.4f: chi-square %.1f, p = %.2g", tt.name, top, wantTop, x, p)
		}
		if tt.wantFail && !failed {
			t.Errorf("%s: the test could not tell the samplers apart", tt.name)
		}
	}
}
