package crib_test

// Tests of the mechanics for variants: points offered to be taken or
// declined, sides sitting out a deal, and the layouts of the players left.

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// TestDeclinable: penalty points go to every side but the offender's, each
// of which takes or declines them; the game waits.
func TestDeclinable(t *testing.T) {
	rules := crib.Rules{Layout: crib.ThreePlayer(), Declinable: true}
	g := newGame(t, rules, 1)
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g, ev, err := g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.UsedOpponentsPeg(0, false, true)})
	if err != nil {
		t.Fatal(err)
	}
	offers := g.Offers()
	if len(offers) != 2 || offers[0].Side != 0 || offers[1].Side != 2 || offers[0].Points != 2 {
		t.Fatalf("offers %+v\n%s", offers, describe(ev))
	}
	if act, seat := g.Next(); act != crib.ActOffer || seat != 0 {
		t.Errorf("next %v %d", act, seat)
	}
	if _, _, err := g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrOfferPending) {
		t.Errorf("deal with an offer waiting: %v", err)
	}
	if _, _, err := g.Apply(crib.TakeOffer{Side: 1}); !errors.Is(err, crib.ErrNoClaim) {
		t.Errorf("the offender takes: %v", err)
	}
	g = must(t)(g.Apply(crib.DeclineOffer{Side: 2}))
	g, ev = mustEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
	if g.Score(0) != 2 || g.Score(1) != 0 || g.Score(2) != 0 || len(g.Offers()) != 0 {
		t.Errorf("board %v\n%s", g.Board(), describe(ev))
	}
	if _, _, err := g.Apply(crib.Deal{}); err != nil {
		t.Errorf("deal after the answers: %v", err)
	}
	want := "Ann may take 2 points for a penalty (rule 8.8) or decline them."
	if got := (crib.Offered{Side: 0, Sides: 3, Points: 2, Kind: crib.ScorePenalty, Rule: "8.8", GiveBack: -1}).Describe([]string{"Ann", "Bob", "Cat"}); got != want {
		t.Errorf("describe %q", got)
	}
}

// TestDeclinableMuggins: the muggins caller keeps the points or gives them
// back; a wrong call and a correction are penalties offered to every other
// side.
func TestDeclinableMuggins(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Declinable: true}
	start := func() crib.Game {
		g := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
		g = lay(t, g, "5H 4D 5C 6D")
		g = must(t)(g.Apply(crib.Claim{Seat: 1, Points: 0})) // misses the run of 3
		return g
	}
	g, ev, err := start().Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})
	if err != nil || g.Score(0) != 0 || len(g.Offers()) != 1 || g.Offers()[0].GiveBack != 1 {
		t.Fatalf("%v %v %+v\n%s", err, g.Board(), g.Offers(), describe(ev))
	}
	kept, ev := mustEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
	if kept.Score(0) != 3 || pegged(ev, 0, crib.ScoreMuggins) == nil {
		t.Errorf("kept: %v\n%s", kept.Board(), describe(ev))
	}
	back, ev := mustEv(t)(g.Apply(crib.DeclineOffer{Side: 0}))
	if back.Score(0) != 0 || back.Score(1) != 3 {
		t.Errorf("given back: %v\n%s", back.Board(), describe(ev))
	}
	if !strings.Contains(describe(ev), "Pat gives 3 points back to Dee.") {
		t.Errorf("given back:\n%s", describe(ev))
	}
	// A wrong call: the points are offered to the target's side.
	g = must(t)(start().Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	g = must(t)(g.Apply(crib.TakeOffer{Side: 0}))
	g = must(t)(g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}))
	if o := g.Offers(); len(o) != 1 || o[0].Side != 1 || o[0].Points != 2 || o[0].Kind != crib.ScorePenalty {
		t.Errorf("wrong call: %+v", o)
	}
	// A false claim of game (8.4b): the points overclaimed are offered;
	// the 15 back is not a choice.
	g = setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 110}})
	g = lay(t, g, "5H 4D 5C 6D")
	g, ev = mustEv(t)(g.Apply(crib.Claim{Seat: 1, Points: 12})) // the run is 3: 110 + 12 claims the game
	if o := g.Offers(); len(o) != 1 || o[0].Side != 0 || o[0].Points != 8 || o[0].Kind != crib.ScoreCorrection || o[0].Rule != "8.4b" || g.Score(1) != 98 {
		t.Errorf("false claim: %v %+v\n%s", g.Board(), o, describe(ev))
	}
	// A correction: the overpegger goes back, the error is offered.
	g = setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	g = lay(t, g, "5H 4D 5C 6D")
	g = must(t)(g.Apply(crib.Claim{Seat: 1, Points: 5}))
	g = must(t)(g.Apply(crib.Correct{Caller: 0, Target: 1}))
	if g.Score(1) != 3 || len(g.Offers()) != 1 || g.Offers()[0].Points != 2 {
		t.Errorf("correction: %v %+v", g.Board(), g.Offers())
	}
}

// dealWithout stacks a pack for a deal with sides sitting out: dealt[s]
// for each seat that plays (nil for those out), one card at a time from
// the dealer's left, the starter four cards down in what is left.
func dealWithout(g crib.Game, dealt []string, starter string) cards.Deck {
	l := g.DealLayout()
	n := g.Seats()
	var order []int
	for k := 1; k <= n; k++ {
		s := (g.Dealer() + k) % n
		if dealt[s] != "" {
			order = append(order, s)
		}
	}
	var used cards.Set
	hands := make([][]cards.Card, n)
	for _, s := range order {
		hands[s] = cards.MustParseList(dealt[s])
		used = used.Union(cards.SetOf(hands[s]...))
	}
	st := cards.MustParse(starter)
	used = used.With(st)
	var top []cards.Card
	for i := range l.Deal {
		for _, s := range order {
			top = append(top, hands[s][i])
		}
	}
	rest := used.Complement().AppendTo(nil)
	rest = slices.Insert(rest, l.FromPack+4, st)
	return cards.DeckOf(append(top, rest...)...)
}

// TestSitOut: a side sits out a deal, which is dealt and played by the
// layout of the players left.
func TestSitOut(t *testing.T) {
	t.Run("three players", func(t *testing.T) {
		g := newGame(t, crib.Rules{Layout: crib.ThreePlayer()}, 1)
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
		// Bob, the dealer, sits out: Cat deals to Ann and herself, six
		// cards each and two each to the crib, nothing from the pack.
		g, ev, err := g.Apply(crib.SitOut{Side: 1})
		if err != nil || g.Dealer() != 2 || !g.SitsOut(1) {
			t.Fatalf("%v dealer %d\n%s", err, g.Dealer(), describe(ev))
		}
		if got := ev[0].Describe([]string{"Ann", "Bob", "Cat"}); got != "Bob sits out the deal; Cat deals." {
			t.Errorf("describe %q", got)
		}
		if l := g.DealLayout(); l != crib.TwoPlayer() {
			t.Errorf("deal layout %+v", l)
		}
		g, ev, err = g.Apply(crib.DealFromDeck(dealWithout(g, []string{cPone, "", cDealer}, "5S")))
		if err != nil {
			t.Fatal(err)
		}
		if d := ev[0].(crib.Dealt); d.Out != 2 || d.Hands[1] != 0 || d.Hands[0].Len() != 6 || d.FromPack != 0 {
			t.Fatalf("%+v", d)
		}
		if !strings.Contains(ev[0].Describe([]string{"Ann", "Bob", "Cat"}), "Bob sits out.") {
			t.Errorf("describe %q", ev[0].Describe(nil))
		}
		if act, seat := g.Next(); act != crib.ActDiscard || seat != 0 {
			t.Errorf("next %v %d", act, seat)
		}
		if _, _, err := g.Apply(crib.Discard{Seat: 1, Cards: cards.SetOf(cards.MustParse("AS"))}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("discard by Bob: %v", err)
		}
		if v := g.DiscardView(0); v.Throw != 2 || !v.ToCrib || v.OwnCrib {
			t.Errorf("view %+v", v)
		}
		g, _, err = g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(cards.MustParseList("AC 2C")...)})
		if err != nil {
			t.Fatal(err)
		}
		g = must(t)(g.Apply(crib.Discard{Seat: 2, Cards: cards.SetOf(cards.MustParseList("KC QH")...)}))
		g, ev = mustEv(t)(g.Apply(crib.CutAt{Depth: 4}))
		if st := ev[0].(crib.StarterTurned); st.Cutter != 0 || st.Starter != cards.MustParse("5S") {
			t.Errorf("cut %+v: Ann, at the dealer's right, cuts", st)
		}
		// Ann leads; Bob is passed over in the play and the show.
		g, ev = layEv(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		if g.Score(0) != 1 || g.Score(2) != 4 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		var counted []int
		for g.Phase() == crib.PhaseShow {
			g, ev = mustEv(t)(g.Apply(crib.Count{}))
			counted = append(counted, ev[0].(crib.Shown).Seat)
		}
		if !slices.Equal(counted, []int{0, 2, 2}) || g.Score(0) != 21 || g.Score(2) != 4+24+4 {
			t.Errorf("counted %v, board %v", counted, g.Board())
		}
		// The deal passes on from Cat, and Bob is back.
		if g.Dealer() != 0 || g.SitsOut(1) || g.DealLayout() != crib.ThreePlayer() {
			t.Errorf("dealer %d, Bob out %v", g.Dealer(), g.SitsOut(1))
		}
	})
	t.Run("three partnerships", func(t *testing.T) {
		g := newGame(t, crib.Rules{Layout: crib.SixPlayer()}, 1)
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g, _, err := g.Apply(crib.SitOut{Side: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g.DealLayout() != crib.FourPlayer() {
			t.Errorf("deal layout %+v", g.DealLayout())
		}
		g, ev := mustEv(t)(g.Apply(crib.Deal{}))
		d := ev[0].(crib.Dealt)
		for s := range 6 {
			want := 5
			if s%3 == 1 {
				want = 0
			}
			if d.Hands[s].Len() != want {
				t.Errorf("seat %d dealt %v", s, d.Hands[s])
			}
		}
		// The dealer's side lays away to the crib too: only two sides play.
		for _, s := range []int{0, 2, 3, 5} {
			g, ev, err = g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(g.Hand(s).AppendTo(nil)[0])})
			if err != nil || !ev[0].(crib.Discarded).ToCrib {
				t.Fatalf("seat %d: %v %v", s, err, describe(ev))
			}
		}
		if g.Crib().Len() != 4 || g.Phase() != crib.PhaseStarter || g.Pack().Len() != 52-20 {
			t.Errorf("crib %v, pack %d", g.Crib(), g.Pack().Len())
		}
		g, ev = mustEv(t)(g.Apply(crib.Cut{}))
		if c := ev[0].(crib.StarterTurned).Cutter; c != 5 {
			t.Errorf("cutter %d", c)
		}
		if g.Play().Turn() != 2 {
			t.Errorf("leader %d", g.Play().Turn())
		}
	})
	t.Run("claimed", func(t *testing.T) {
		g := newGame(t, crib.Rules{Layout: crib.ThreePlayer(), Claimed: true, Muggins: true}, 1)
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g = must(t)(g.Apply(crib.SitOut{Side: 1}))
		g = must(t)(g.Apply(crib.Deal{}))
		if _, _, err := g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins by a player sitting out: %v", err)
		}
		if _, _, err := g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins on a player sitting out: %v", err)
		}
	})
	t.Run("errors", func(t *testing.T) {
		g := newGame(t, crib.Rules{}, 1)
		if _, _, err := g.Apply(crib.SitOut{Side: 0}); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("before the cut for deal: %v", err)
		}
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		if _, _, err := g.Apply(crib.SitOut{Side: 0}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("two players: %v", err)
		}
		g = newGame(t, crib.Rules{Layout: crib.ThreePlayer()}, 1)
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		if _, _, err := g.Apply(crib.SitOut{Side: 3}); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("side 3: %v", err)
		}
		g = must(t)(g.Apply(crib.SitOut{Side: 2}))
		if _, _, err := g.Apply(crib.SitOut{Side: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("twice: %v", err)
		}
		if _, _, err := g.Apply(crib.SitOut{Side: 1}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("one side left: %v", err)
		}
		g = must(t)(g.Apply(crib.Deal{}))
		if _, _, err := g.Apply(crib.SitOut{Side: 1}); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("after the deal: %v", err)
		}
	})
}

func TestLayoutFor(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		got, err := crib.LayoutFor(l.Seats, l.Sides)
		if err != nil || got != l {
			t.Errorf("%d/%d: %+v %v", l.Seats, l.Sides, got, err)
		}
	}
	if _, err := crib.LayoutFor(4, 4); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("4/4: %v", err)
	}
}

func TestScoreWhat(t *testing.T) {
	g := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	_, ev := layEv(t, g, "5H 4D 5C 6D")
	p := pegged(ev, 1, crib.ScorePlay)
	got := []string{
		p[0].Score.What(),
		crib.Score{Kind: crib.ScoreHand}.What(),
		crib.Score{Kind: crib.ScorePenalty, Rule: "8.4b"}.What(),
		crib.Score{Kind: crib.ScoreKind(99)}.What(),
	}
	want := []string{"a run of 3", "the hand", "a penalty (rule 8.4b)", "ScoreKind(99)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Error(d)
	}
}
