package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// owedGame returns the claimed deal with players pegging penalties and
// muggins scores themselves (Rules.ClaimPenalties).
func owedGame(t *testing.T, scores ...int) *claimGame {
	g := setup(t, setupDeal{rules: crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores})
	return &claimGame{t: t, g: g}
}

// Rule 10.3b: where players peg their own scores, a muggins score pegged
// short (or not at all) stands, and is no muggins for the opponent.
func TestRule10_3bMugginsScoreUnderpegged(t *testing.T) {
	c := owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))                   // the run of 3 missed
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})) // Pat takes 3, and pegs them himself
	if act, seat := c.g.Next(); act != crib.ActOwed || seat != 0 || len(c.g.Owed()) != 1 || c.g.Owed()[0].Points != 3 {
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
	if a, _ := c.g.Next(); a != crib.ActLay {
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
