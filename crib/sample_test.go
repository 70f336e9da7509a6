package crib_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/internal/must"
)

// checkWorld checks that w places every card once and agrees with what the
// game g shows seat, and that w's hands have the sizes of g's.
func checkLayWorld(t *rapid.T, g crib.Game, seat int, laidAway cards.Set, w crib.World) {
	v := g.LayView(seat)
	p := g.Play()
	var all cards.Set
	for s := range g.Seats() {
		h := w.Hands[s]
		if h.Intersect(all) != 0 {
			t.Fatalf("seat %d's %v placed twice", s, h.Intersect(all))
		}
		all = all.Union(h)
		if h.Len() != v.Held(s) || w.Play.Hand(s) != h {
			t.Fatalf("seat %d holds %v (play %v), the view says %d", s, h, w.Play.Hand(s), v.Held(s))
		}
		if s != seat && h.Intersect(v.Unseen()) != h {
			t.Fatalf("seat %d holds %v, seen", s, h)
		}
	}
	if w.Hands[seat] != v.Hand() {
		t.Fatalf("own hand %v, want %v", w.Hands[seat], v.Hand())
	}
	if w.Crib.Len() != 4 || w.Crib.Intersect(all) != 0 || w.Crib.Intersect(v.Kept) != 0 {
		t.Fatalf("crib %v", w.Crib)
	}
	if laidAway != 0 && v.Layout.ToCrib(v.Dealer, seat) && w.Crib.Intersect(laidAway) != laidAway {
		t.Fatalf("crib %v without the cards laid away %v", w.Crib, laidAway)
	}
	if all.Intersect(laidAway) != 0 || w.Starter != g.Starter() {
		t.Fatalf("hands %v, laid away %v, starter %v", all, laidAway, w.Starter)
	}
	for _, c := range p.Laid() {
		if all.Has(c) || w.Crib.Has(c) {
			t.Fatalf("%v laid and placed", c)
		}
	}
	if w.Play.Turn() != p.Turn() || w.Play.Count() != p.Count() || len(w.Play.Laid()) != len(p.Laid()) || w.Play.Gone() != p.Gone() {
		t.Fatalf("play %v, want %v", w.Play, p)
	}
}

func TestSamplerLayView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := rapid.SampledFrom(cribtest.Layouts()).Draw(t, "layout")
		g, err := crib.NewGame(crib.Rules{Layout: l}, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		g, seat, ok, dealt := cribtest.Advance(t, g, crib.StepLay, rapid.IntRange(0, 40).Draw(t, "skip"), r)
		if !ok {
			t.Skip("the game ended")
		}
		var laidAway cards.Set
		if rapid.Bool().Draw(t, "known") {
			laidAway = dealt[seat].Minus(g.Kept(seat))
		}
		s, err := crib.NewLaySampler(g.LayView(seat), laidAway)
		if err != nil {
			t.Fatal(err)
		}
		for range 20 {
			w, err := s.Sample(r)
			if err != nil {
				t.Fatal(err)
			}
			checkLayWorld(t, g, seat, laidAway, w)
		}
		// The world with the game's own cards is a world the sampler can draw:
		// every one of the true hands is among the unseen cards.
		for o := range g.Seats() {
			if o != seat && g.Play().Hand(o).Minus(s.Unseen()) != 0 {
				t.Fatalf("seat %d holds %v, not unseen %v", o, g.Play().Hand(o), s.Unseen())
			}
		}
	})
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
			h, seat, ok, dealt := cribtest.Advance(t, g, crib.StepLay, skip, r)
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
		if x, p := fairtest.ChiSquare(hands, want); p < fairtest.PThreshold {
			t.Errorf("%s: the opponent's hands: chi-square %.1f, p = %.2g", tt.name, x, p)
		}
		if tt.name == "uniform" {
			eq := make([]float64, n)
			for i := range eq {
				eq[i] = 1 / float64(n)
			}
			if x, p := fairtest.ChiSquare(inCrib, eq); p < fairtest.PThreshold {
				t.Errorf("the crib's cards: chi-square %.1f, p = %.2g", x, p)
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
	g, seat, ok, _ := cribtest.Advance(t, g, crib.StepDiscard, 0, rand.New(rand.NewPCG(1, 1)))
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
	if x, p := fairtest.ChiSquare(obs, want); p < fairtest.PThreshold {
		t.Errorf("starters: chi-square %.1f, p = %.2g", x, p)
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

func TestHostileSampleIntoNils(t *testing.T) {
	g, seat, ok, _ := cribtest.Advance(t, must.Get(crib.NewGame(crib.ACC(), 3))(t), crib.StepLay, 0, cards.NewRand(3))
	if !ok {
		t.Fatal("no lay")
	}
	s, err := crib.NewLaySampler(g.LayView(seat), 0)
	if err != nil {
		t.Fatal(err)
	}
	s.SampleInto(nil, cards.NewRand(1)) // nowhere to draw to: nothing done
	w := crib.World{Crib: cards.FullSet}
	(*crib.Sampler)(nil).SampleInto(&w, cards.NewRand(1))
	if w != (crib.World{}) {
		t.Errorf("a nil Sampler's SampleInto drew %+v, want the zero World", w)
	}
	s.SampleInto(&w, nil)
	if w.Crib.Len() != 4 {
		t.Errorf("SampleInto with a nil random source drew a crib of %v", w.Crib)
	}
}
