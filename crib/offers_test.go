package crib_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/must"
)

// TestDeclinable: penalty points go to every side but the offender's, each
// of which takes or declines them; the game waits.
func TestDeclinable(t *testing.T) {
	rules := crib.Rules{Layout: crib.ThreePlayer(), Declinable: true}
	g := must.Get(crib.NewGame(rules, 1))(t)
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g, ev, err := g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.UsedOpponentsPeg(0, false, true)})
	if err != nil {
		t.Fatal(err)
	}
	offers := g.Offers()
	if len(offers) != 2 || offers[0].Side != 0 || offers[1].Side != 2 || offers[0].Points != 2 {
		t.Fatalf("offers %+v\n%s", offers, describe(ev))
	}
	if act, seat := g.Next(); act != crib.StepOffer || seat != 0 {
		t.Errorf("next %v %d", act, seat)
	}
	if _, _, err := g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrOfferPending) {
		t.Errorf("deal with an offer waiting: %v", err)
	}
	if _, _, err := g.Apply(crib.TakeOffer{Side: 1}); !errors.Is(err, crib.ErrNoClaim) {
		t.Errorf("the offender takes: %v", err)
	}
	g = step(t)(g.Apply(crib.DeclineOffer{Side: 2}))
	g, ev = stepEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
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
		g := theDeal(t, rules)
		g = lay(t, g, "5H 4D 5C 6D")
		g = step(t)(g.Apply(crib.Claim{Seat: 1, Points: 0})) // misses the run of 3
		return g
	}
	g, ev, err := start().Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})
	if err != nil || g.Score(0) != 0 || len(g.Offers()) != 1 || g.Offers()[0].GiveBack != 1 {
		t.Fatalf("%v %v %+v\n%s", err, g.Board(), g.Offers(), describe(ev))
	}
	kept, ev := stepEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
	if kept.Score(0) != 3 || pegged(ev, 0, crib.ScoreMuggins) == nil {
		t.Errorf("kept: %v\n%s", kept.Board(), describe(ev))
	}
	back, ev := stepEv(t)(g.Apply(crib.DeclineOffer{Side: 0}))
	if back.Score(0) != 0 || back.Score(1) != 3 {
		t.Errorf("given back: %v\n%s", back.Board(), describe(ev))
	}
	if !strings.Contains(describe(ev), "Pat gives 3 points back to Dee.") {
		t.Errorf("given back:\n%s", describe(ev))
	}
	// A wrong call: the points are offered to the target's side.
	g = step(t)(start().Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	g = step(t)(g.Apply(crib.TakeOffer{Side: 0}))
	g = step(t)(g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}))
	if o := g.Offers(); len(o) != 1 || o[0].Side != 1 || o[0].Points != 2 || o[0].Kind != crib.ScorePenalty {
		t.Errorf("wrong call: %+v", o)
	}
	// A false claim of game (8.4b): the points overclaimed are offered;
	// the 15 back is not a choice.
	g = theDeal(t, rules, 0, 110)
	g = lay(t, g, "5H 4D 5C 6D")
	g, ev = stepEv(t)(g.Apply(crib.Claim{Seat: 1, Points: 12})) // the run is 3: 110 + 12 claims the game
	if o := g.Offers(); len(o) != 1 || o[0].Side != 0 || o[0].Points != 8 || o[0].Kind != crib.ScoreCorrection || o[0].Rule != "8.4b" || g.Score(1) != 98 {
		t.Errorf("false claim: %v %+v\n%s", g.Board(), o, describe(ev))
	}
	// A correction: the overpegger goes back, the error is offered.
	g = theDeal(t, rules)
	g = lay(t, g, "5H 4D 5C 6D")
	g = step(t)(g.Apply(crib.Claim{Seat: 1, Points: 5}))
	g = step(t)(g.Apply(crib.Correct{Caller: 0, Target: 1}))
	if g.Score(1) != 3 || len(g.Offers()) != 1 || g.Offers()[0].Points != 2 {
		t.Errorf("correction: %v %+v", g.Board(), g.Offers())
	}
}

// owedGame returns the claimed deal with players pegging penalties and
// muggins scores themselves (Rules.ClaimPenalties).
func owedGame(t *testing.T, scores ...int) *claimGame {
	g := theDeal(t, crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true}, scores...)
	return &claimGame{t: t, g: g}
}

// Rule 10.3b: where players peg their own scores, a muggins score pegged
// short (or not at all) stands, and is no muggins for the opponent.
func TestRule10_3bMugginsScoreUnderpegged(t *testing.T) {
	c := owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))                   // the run of 3 missed
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})) // Pat takes 3, and pegs them himself
	if act, seat := c.g.Next(); act != crib.StepOwed || seat != 0 || len(c.g.Owed()) != 1 || c.g.Owed()[0].Points != 3 {
		t.Fatalf("next %v %d, owed %+v", act, seat, c.g.Owed())
	}
	c.fails(crib.ErrOfferPending)(c.g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("10S")}))
	c.fails(crib.ErrOfferPending)(c.g.Apply(crib.Claim{Seat: 1, Points: 1}))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 2})) // one short
	c.scores(2, 0)
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 1})) // no muggins on a muggins score: the call is wrong ...
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1}))                   // ... and Pat pegs the penalty owed to him
	c.scores(3, 0)
	c.lay("10S")
	if a, _ := c.g.Next(); a != crib.StepLay {
		t.Errorf("next %v", a)
	}
	// Pegging a muggins score too far is an overpeg, found by the opponent.
	c = owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 5}))
	c.do(c.g.Apply(crib.Correct{Caller: 1, Target: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the error owed to Dee
	c.scores(3, 2)
}

// Rule 10.3a: a penalty pegged short by the player owed it stands, and is
// no muggins; and the offender's own score waits until the penalty is
// pegged (rule 8.8's order).
func TestRule10_3aPenaltyUnderpegged(t *testing.T) {
	c := owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.StarterMixed(ruling.IntoHand, true, false)})) // Pat put the starter in his hand: 2 to Dee
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))                                                           // Dee forgets the penalty
	c.scores(0, 0)
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("pending %d %v", s, ok)
	}
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))                   // the run, still Dee's to claim
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2})) // no muggins on a penalty: the call gives Dee 2 more, owed
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1}))
	c.scores(0, 4)

	// 8.8 near the end: the offender's score waits for the penalty's claim.
	c = owedGame(t, 118, 119).lay("5H 4D 5C")
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.UsedOpponentsPeg(3, false, true)}))
	c.scores(118, 119)
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	if winnerOf(c.g) != 1 {
		t.Errorf("winner %d, board %v\n%s", winnerOf(c.g), c.g.Board(), describe(c.e))
	}
}
