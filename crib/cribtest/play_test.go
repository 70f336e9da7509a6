package cribtest_test

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

func TestLayouts(t *testing.T) {
	ls := cribtest.Layouts()
	if len(ls) != 4 {
		t.Fatalf("%d layouts", len(ls))
	}
	for i, l := range ls {
		if err := l.Validate(); err != nil || l.Seats != []int{2, 3, 4, 6}[i] {
			t.Errorf("%+v: %v", l, err)
		}
	}
}

// TestAdvance: Advance stops at the turn asked for, the skip-th after the
// first, with each seat's cards as dealt; FirstViews returns such turns'
// views.
func TestAdvance(t *testing.T) {
	for _, l := range cribtest.Layouts() {
		g := must.Get(crib.NewGame(crib.Rules{Layout: l}, 3))(t)
		r := rand.New(rand.NewPCG(1, 2))
		for skip := range 3 {
			h, seat, ok, dealt := cribtest.Advance(t, g, crib.StepLay, skip, r)
			if act, s := h.Next(); !ok || act != crib.StepLay || s != seat {
				t.Fatalf("%v, skip %d: next %v %d, seat %d, %v", l, skip, act, s, seat, ok)
			}
			if kept := h.Kept(seat); dealt[seat].Intersect(kept) != kept || dealt[seat].Len() != l.Deal {
				t.Errorf("%v: dealt %v, kept %v", l, dealt[seat], kept)
			}
		}
		h, seat, ok, _ := cribtest.Advance(t, g, crib.StepDiscard, 0, r)
		if act, s := h.Next(); !ok || act != crib.StepDiscard || s != seat {
			t.Errorf("%v: next %v %d, seat %d", l, act, s, seat)
		}
		dv, lv := cribtest.FirstViews(t, g, r)
		if dv.Dealt.Len() != l.Deal || lv.Hand().Len() != 4 {
			t.Errorf("%v: views %+v and %+v", l, dv, lv)
		}
	}
	// A game over has no turn to give.
	over := must.Get(crib.PlayGame(must.Get(crib.NewGame(crib.Rules{}, 1))(t), []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), nil))(t)
	if _, _, ok, _ := cribtest.Advance(t, over, crib.StepLay, 0, rand.New(rand.NewPCG(1, 1))); ok {
		t.Error("a turn after the end")
	}
}

// TestRandomTable: the random table plays an automatic game of every
// seating to its end and then has no action; a claimed game stops where
// it waits for a claim.
func TestRandomTable(t *testing.T) {
	for _, rules := range []crib.Rules{{}, {Layout: crib.ThreePlayer()}, {Layout: crib.FourPlayer()}, {Layout: crib.SixPlayer()}, {Claimed: true}} {
		g := must.Get(crib.NewGame(rules, 5))(t)
		play := cribtest.RandomTable(g.Seats())
		n := 0
		for a, ok := play(g); ok; a, ok = play(g) {
			g = must.Step[crib.Game, crib.Event](t)(g.Apply(a))
			if n++; n > crib.StepLimit {
				t.Fatalf("%v: no end", rules)
			}
		}
		if _, won := g.Winner(); won == rules.Claimed {
			t.Errorf("%v: won %v after %d actions", rules, won, n)
		}
	}
}
