package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// TestBothCanGoOutInTheShow: the pone counts first (rule 9.2), so the pone
// wins though the dealer's hand would also have gone out.
func TestBothCanGoOutInTheShow(t *testing.T) {
	pone := "5H 5C 10S JD AC 2C"  // keeps 5 5 10 J: with the 5S starter, 5 5 5 10 J
	dealer := "4D 6D 4S 6H KC QH" // keeps 4 6 4 6
	laid := "5H 4D 5C 6D 10S 4S JD 6H"
	var kp, kd [4]cards.Card
	copy(kp[:], cards.MustParseList(pone)[:4])
	copy(kd[:], cards.MustParseList(dealer)[:4])
	st := cards.MustParse("5S")
	pp, dp, err := crib.PlayPoints(kp, kd, cards.MustParseList(laid))
	if err != nil {
		t.Fatal(err)
	}
	hp, hd := score.Hand(kp, st), score.Hand(kd, st)
	g := setup(t, setupDeal{
		dealer: 1, dealt: []string{pone, dealer}, starter: "5S",
		scores: []int{121 - pp - hp, 121 - dp - hd},
	})
	g, ev := layEv(t, g, laid)
	if g.Phase() != crib.PhaseShow || g.Score(0) >= 121 || g.Score(1) >= 121 {
		t.Fatalf("after the play: %v %v\n%s", g.Phase(), g.Board(), describe(ev))
	}
	g, ev, err = g.Apply(crib.Count{})
	if err != nil {
		t.Fatal(err)
	}
	if winnerOf(g) != 0 || g.Score(1) != 121-hd {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(g), g.Board(), describe(ev))
	}
	if _, ok := ev[len(ev)-1].(crib.GameOver); !ok {
		t.Errorf("last event %T", ev[len(ev)-1])
	}
}

// TestAutomaticDeal plays a whole deal of known cards and checks every
// score: the play as PlayPoints has it, then pone, dealer and crib.
func TestAutomaticDeal(t *testing.T) {
	pone := "5H 5C 10S JD AC 2C"
	dealer := "4D 6D 4S 6H KC QH"
	g := setup(t, setupDeal{dealer: 1, dealt: []string{pone, dealer}, starter: "5S"})
	g = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
	var kp, kd [4]cards.Card
	copy(kp[:], cards.MustParseList(pone)[:4])
	copy(kd[:], cards.MustParseList(dealer)[:4])
	pp, dp, err := crib.PlayPoints(kp, kd, cards.MustParseList("5H 4D 5C 6D 10S 4S JD 6H"))
	if err != nil {
		t.Fatal(err)
	}
	if g.Score(0) != pp || g.Score(1) != dp {
		t.Fatalf("after the play %v, PlayPoints %d %d", g.Board(), pp, dp)
	}
	st := cards.MustParse("5S")
	crib4 := [4]cards.Card{cards.MustParse("AC"), cards.MustParse("2C"), cards.MustParse("KC"), cards.MustParse("QH")}
	want := []struct{ side, score int }{
		{0, pp + score.Hand(kp, st)},
		{1, dp + score.Hand(kd, st)},
		{1, dp + score.Hand(kd, st) + score.Crib(crib4, st)},
	}
	for i, w := range want {
		var err error
		var ev []crib.Event
		g, ev, err = g.Apply(crib.Count{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Score(w.side) != w.score {
			t.Errorf("count %d: board %v, want side %d on %d\n%s", i, g.Board(), w.side, w.score, describe(ev))
		}
	}
	if g.Phase() != crib.PhaseDeal || g.Dealer() != 0 {
		t.Errorf("after the show: %v, dealer %d", g.Phase(), g.Dealer())
	}
}
