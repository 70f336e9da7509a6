package crib_test

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"pgregory.net/rapid"
)

// advance plays g with analysis bots until a seat holds the turn to act
// with act (ActDiscard or ActLay) for the (skip+1)-th time; ok is false
// when the game ends first. dealt holds each seat's cards as dealt in the
// deal under way.
func advance(t interface {
	Helper()
	Fatal(...any)
}, g crib.Game, want crib.Act, skip int, r *rand.Rand) (_ crib.Game, seat int, ok bool, dealt [crib.MaxSeats]cards.Set) {
	t.Helper()
	players := []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}}[:g.Seats()]
	rands := []*rand.Rand{r, r, r, r, r, r}[:g.Seats()]
	for range crib.StepLimit {
		act, seat := g.Next()
		if act == crib.ActNone || g.Phase() == crib.PhaseOver {
			return g, 0, false, dealt
		}
		if act == crib.ActDiscard {
			dealt[seat] = g.DiscardView(seat).Dealt
		}
		if act == want {
			if skip == 0 {
				return g, seat, true, dealt
			}
			skip--
		}
		a, err := crib.NextAction(g, players, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return g, 0, false, dealt
}

var layouts = []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}

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
		l := rapid.SampledFrom(layouts).Draw(t, "layout")
		g, err := crib.NewGame(crib.Rules{Layout: l}, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		g, seat, ok, dealt := advance(t, g, crib.ActLay, rapid.IntRange(0, 40).Draw(t, "skip"), r)
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

// BenchmarkSample draws worlds: from a lay view at the start of a
// two-player play, and from a discard view.
func BenchmarkSample(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	g, err := crib.NewGame(crib.Rules{}, 11)
	if err != nil {
		b.Fatal(err)
	}
	gd, ds, ok, _ := advance(b, g, crib.ActDiscard, 0, r)
	gl, ls, ok2, _ := advance(b, g, crib.ActLay, 0, r)
	if !ok || !ok2 {
		b.Fatal("no view")
	}
	sd, err := crib.NewDiscardSampler(gd.DiscardView(ds))
	if err != nil {
		b.Fatal(err)
	}
	sl, err := crib.NewLaySampler(gl.LayView(ls), 0)
	if err != nil {
		b.Fatal(err)
	}
	for _, bb := range []struct {
		name string
		s    *crib.Sampler
	}{{"lay", sl}, {"discard", sd}} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bb.s.Sample(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
