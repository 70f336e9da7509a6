package cribtest_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
)

// TestGenerators: the generators draw what they say: rules that resolve,
// views of real deals, samplers of cards unseen.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		if _, err := cribtest.Rules().Draw(t, "rules").Resolve(); err != nil {
			t.Fatal(err)
		}
		if v := cribtest.DiscardViews().Draw(t, "discard"); v.Dealt.Len() > v.Layout.Deal {
			t.Fatalf("dealt %v of %d", v.Dealt, v.Layout.Deal)
		}
		if v := cribtest.LayViews().Draw(t, "lay"); v.Hand().Len() > 4 {
			t.Fatalf("hand %v", v.Hand())
		}
		if s := cribtest.Samplers().Draw(t, "sampler"); s != nil && s.Unseen() == 0 {
			t.Fatal("a sampler with no card unseen")
		}
	})
}

// TestKnowledgeOfADeal: after the deal each seat knows its own hand and the
// spectator nothing; once the starter is turned everyone knows it.
func TestKnowledgeOfADeal(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	var k cribtest.Knowledge
	for _, a := range []crib.Action{crib.ChooseDealer{Seat: 0}, crib.Deal{}} {
		var ev []crib.Event
		if g, ev, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			k.Learn(e)
		}
	}
	if k.Known(crib.NoSeat) != 0 || k.Known(0) != g.Hand(0) || k.Known(1) != g.Hand(1) || k.StarterTurned() || k.CribShown() {
		t.Errorf("after the deal: spectator %v, seat 0 %v (hand %v), seat 1 %v (hand %v)", k.Known(crib.NoSeat), k.Known(0), g.Hand(0), k.Known(1), g.Hand(1))
	}
	if k.Known(-2) != 0 || k.Known(crib.MaxSeats) != 0 || k.Away(-1) != 0 {
		t.Error("a seat out of range knows cards")
	}
	// A seat's view lacks nothing it knows; with a card of its hand taken
	// away, it lacks that.
	v, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	if d := k.ViewDiff(g, 0, v); d != "" {
		t.Errorf("seat 0's view lacks:\n%s", d)
	}
	if v.Hand = v.Hand.Without(g.Hand(0).AppendTo(nil)[0]); k.ViewDiff(g, 0, v) == "" {
		t.Error("a view short of a card of the hand lacks nothing")
	}
}

// TestKnowledgeSeesALeak: a deal seen whole by a seat that is not dealt
// those cards is a leak Seen reports, and the deal as SeenBy shows it is
// not.
func TestKnowledgeSeesALeak(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	var k cribtest.Knowledge
	var ev []crib.Event
	for _, a := range []crib.Action{crib.ChooseDealer{Seat: 0}, crib.Deal{}} {
		if g, ev, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			k.Learn(e)
		}
	}
	dealt := ev[len(ev)-1]
	if err := k.Seen(dealt, dealt, 1); err == nil {
		t.Error("seat 1 shown seat 0's hand: no leak reported")
	}
	if err := k.Seen(dealt, crib.SeenBy(dealt, 1), 1); err != nil {
		t.Errorf("the deal as seat 1 sees it: %v", err)
	}
}
