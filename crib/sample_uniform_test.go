package crib_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// chiSquareZ returns Pearson's statistic for counts obs against expected
// probabilities want (which sum to 1), as a standard normal deviate by the
// Wilson and Hilferty cube-root approximation of the chi-square
// distribution: a correct sampler gives z > 3.09 one time in a thousand.
// A category expected never and seen gives +Inf.
func chiSquareZ(obs []int, want []float64) float64 {
	n := 0
	for _, o := range obs {
		n += o
	}
	stat, df := 0.0, -1.0
	for i, o := range obs {
		e := want[i] * float64(n)
		if e == 0 {
			if o != 0 {
				return math.Inf(1)
			}
			continue
		}
		df++
		stat += (float64(o) - e) * (float64(o) - e) / e
	}
	return wilsonZ(stat, df)
}

// wilsonZ turns a chi-square statistic with df degrees of freedom into a
// standard normal deviate.
func wilsonZ(stat, df float64) float64 {
	v := 2 / (9 * df)
	return (math.Cbrt(stat/df) - (1 - v)) / math.Sqrt(v)
}

// TestChiSquareZ checks the approximation against the chi-square table's
// critical values at 0.001 (z = 3.09) for 10 and 45 degrees of freedom,
// and a small case of the statistic.
func TestChiSquareZ(t *testing.T) {
	for _, tt := range []struct{ df, stat float64 }{{10, 29.588}, {45, 80.077}} {
		if z := wilsonZ(tt.stat, tt.df); math.Abs(z-3.09) > 0.05 {
			t.Errorf("df %v: z = %.3f, want about 3.09", tt.df, z)
		}
	}
	// 60 and 40 of an even pair: (10² + 10²)/50 = 4 with one degree.
	if got, want := chiSquareZ([]int{60, 40}, []float64{0.5, 0.5}), wilsonZ(4, 1); got != want {
		t.Errorf("z = %v, want %v", got, want)
	}
}

// lateLay returns a two-player game at a lay where the seat on turn's
// opponent holds held cards, and that seat.
func lateLay(t *testing.T, held int) (crib.Game, int, [crib.MaxSeats]cards.Set) {
	t.Helper()
	r := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed < 100; seed++ {
		g, err := crib.NewGame(crib.Rules{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for skip := 0; skip < 8; skip++ {
			h, seat, ok, dealt := advance(t, g, crib.ActLay, skip, r)
			if ok && h.LayView(seat).Held(1-seat) == held {
				return h, seat, dealt
			}
		}
	}
	t.Fatal("no such lay")
	return crib.Game{}, 0, [crib.MaxSeats]cards.Set{}
}

// pairIndex numbers the pairs of n things: i < j.
func pairIndex(i, j, n int) int { return i*n - i*(i+1)/2 + j - i - 1 }

// TestSamplerUniformPairs: late in a two-player play, with the opponent
// holding two cards, each of the C(n, 2) hands it could hold comes up as
// often as any other over 200,000 worlds (chi-square, p ≥ 0.001), and so
// does each card in the crib; with weights, each hand comes up in
// proportion to the product of its cards' weights.
func TestSamplerUniformPairs(t *testing.T) {
	g, seat, dealt := lateLay(t, 2)
	s, err := crib.NewLaySampler(g.LayView(seat), dealt[seat].Minus(g.Kept(seat)))
	if err != nil {
		t.Fatal(err)
	}
	u := s.Unseen().AppendTo(nil)
	n := len(u)
	pos := map[cards.Card]int{}
	for i, c := range u {
		pos[c] = i
	}
	weight := func(c cards.Card) float64 { return float64(1 + c.Index()%3) }
	ws, err := crib.NewWeightedSampler(s, func(seat int, c cards.Card) float64 { return weight(c) })
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		s    *crib.Sampler
		w    func(cards.Card) float64
	}{{"uniform", s, func(cards.Card) float64 { return 1 }}, {"weighted", ws, weight}} {
		r := rand.New(rand.NewPCG(5, 6))
		hands := make([]int, n*(n-1)/2)
		inCrib := make([]int, n)
		for range 200_000 {
			w, err := tt.s.Sample(r)
			if err != nil {
				t.Fatal(err)
			}
			cs := w.Hands[1-seat].AppendTo(nil)
			hands[pairIndex(pos[cs[0]], pos[cs[1]], n)]++
			for c := range w.Crib.Minus(dealt[seat]).All() {
				inCrib[pos[c]]++
			}
		}
		want := make([]float64, len(hands))
		total := 0.0
		for i := range n {
			for j := i + 1; j < n; j++ {
				x := tt.w(u[i]) * tt.w(u[j])
				want[pairIndex(i, j, n)] = x
				total += x
			}
		}
		for i := range want {
			want[i] /= total
		}
		if z := chiSquareZ(hands, want); z > 3.09 {
			t.Errorf("%s: the opponent's hands: z = %.2f", tt.name, z)
		}
		if tt.name == "uniform" {
			eq := make([]float64, n)
			for i := range eq {
				eq[i] = 1 / float64(n)
			}
			if z := chiSquareZ(inCrib, eq); z > 3.09 {
				t.Errorf("the crib's cards: z = %.2f", z)
			}
		}
	}
}

// TestSamplerUniformStarter: from a discard view, the starter is each of
// the 46 cards unseen equally often over 92,000 deals (chi-square,
// p ≥ 0.001), and each deal is consistent with the view.
func TestSamplerUniformStarter(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	g, seat, ok, _ := advance(t, g, crib.ActDiscard, 0, rand.New(rand.NewPCG(1, 1)))
	if !ok {
		t.Fatal("no discard")
	}
	v := g.DiscardView(seat)
	s, err := crib.NewDiscardSampler(v)
	if err != nil {
		t.Fatal(err)
	}
	u := s.Unseen().AppendTo(nil)
	if len(u) != 46 || s.Unseen().Intersect(v.Dealt) != 0 {
		t.Fatalf("unseen %v", s.Unseen())
	}
	pos := map[cards.Card]int{}
	for i, c := range u {
		pos[c] = i
	}
	obs := make([]int, 46)
	r := rand.New(rand.NewPCG(8, 9))
	var w crib.World
	for range 92_000 {
		s.SampleInto(&w, r)
		o := w.Hands[1-seat]
		if w.Hands[seat] != v.Dealt || o.Len() != 6 || o.Intersect(v.Dealt) != 0 || o.Has(w.Starter) || v.Dealt.Has(w.Starter) || w.Crib != 0 {
			t.Fatalf("world %+v for %v", w, v.Dealt)
		}
		obs[pos[w.Starter]]++
	}
	want := make([]float64, 46)
	for i := range want {
		want[i] = 1.0 / 46
	}
	if z := chiSquareZ(obs, want); z > 3.09 {
		t.Errorf("starters: z = %.2f", z)
	}
}

// TestSamplerRefuses: impossible views and weights are errors, never
// panics.
func TestSamplerRefuses(t *testing.T) {
	var zero *crib.Sampler
	if _, err := zero.Sample(nil); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("nil sampler: %v", err)
	}
	if _, err := new(crib.Sampler).Sample(nil); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("zero sampler: %v", err)
	}
	if _, err := crib.NewDiscardSampler(crib.DiscardView{}); err == nil {
		t.Error("zero discard view: no error")
	}
	v := crib.DiscardView{Layout: crib.TwoPlayer(), Dealt: cards.SetOf(cards.FromIndex(0), cards.FromIndex(1), cards.FromIndex(2)), Throw: 2}
	if _, err := crib.NewDiscardSampler(v); !errors.Is(err, crib.ErrBadPosition) {
		t.Errorf("three cards dealt: %v", err)
	}
	if _, err := crib.NewLaySampler(crib.LayView{}, 0); !errors.Is(err, crib.ErrBadPosition) {
		t.Errorf("zero lay view: %v", err)
	}
	g, seat, dealt := lateLay(t, 2)
	if _, err := crib.NewLaySampler(g.LayView(seat), g.Kept(seat)); !errors.Is(err, crib.ErrBadPosition) {
		t.Errorf("laid away the cards kept: %v", err)
	}
	s, err := crib.NewLaySampler(g.LayView(seat), dealt[seat].Minus(g.Kept(seat)))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []float64{-1, math.NaN(), math.Inf(1)} {
		if _, err := crib.NewWeightedSampler(s, func(int, cards.Card) float64 { return w }); !errors.Is(err, crib.ErrBadPosition) {
			t.Errorf("weight %v: %v", w, err)
		}
	}
	if _, err := crib.NewWeightedSampler(s, func(int, cards.Card) float64 { return 0 }); !errors.Is(err, crib.ErrBadPosition) {
		t.Errorf("no hand possible: %v", err)
	}
}
