package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// Rulings inside the claim flow: a ruling that records or forfeits a score
// settles the offender's count at hand, whether it comes before the
// player's claim or after it.

// toShow plays the claimed deal of claims_test.go to the show, every score
// of the play claimed right: the board is then 1-4 plus the scores given.
func toShow(c *claimGame) *claimGame {
	c.lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))
	c.lay("10S")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1}))
	c.lay("4S JD 6H")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1}))
	return c
}

// same checks that two games agree on everything a program can see of
// them.
func same(t *testing.T, what string, a, b crib.Game) {
	t.Helper()
	aa, as := a.Next()
	ba, bs := b.Next()
	ap, aok := a.Pending()
	bp, bok := b.Pending()
	if a.Board() != b.Board() || aa != ba || as != bs || ap != bp || aok != bok || a.Phase() != b.Phase() {
		t.Errorf("%s: the ruling before the claim gives %v, next %v %d; after it %v, next %v %d", what, a.Board(), aa, as, b.Board(), ba, bs)
	}
}

// Rule 8.5b: both pegs lifted with a score to record. The front peg is
// replaced, the score is forfeited, no muggins applies to it, and the game
// moves on: in the show to the next count, in the play to the next card.
func TestRule8_5bForfeitSettlesTheCount(t *testing.T) {
	ruling := crib.RemovedBothPegs(1, 20, true, false) // the pone's front peg at 1, its 20 not recorded
	before := toShow(newClaimGame(t, true))
	before.do(before.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling}))
	after := toShow(newClaimGame(t, true))
	after.do(after.g.Apply(crib.Claim{Seat: 0, Points: 17}))                  // pegged short ...
	after.do(after.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 3})) // ... and the dealer takes 3
	after.do(after.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling}))    // then the pegs were found lifted
	for _, c := range []*claimGame{before, after} {
		c.scores(1, 4)
		if act, seat := c.g.Next(); act != crib.ActClaim || seat != 1 {
			t.Errorf("next %v %d, want the dealer's count", act, seat)
		}
		// No muggins on the forfeited score: a call is no muggins.
		c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2}))
		c.scores(3, 4)
	}
	same(t, "show", before.g, after.g)

	// In the play: the dealer's run of 3 waits for its claim.
	play := crib.RemovedBothPegs(0, 3, true, false)
	before = newClaimGame(t, true).lay("5H 4D 5C 6D")
	before.do(before.g.Apply(crib.ApplyRuling{Offender: 1, Ruling: play}))
	after = newClaimGame(t, true).lay("5H 4D 5C 6D")
	after.do(after.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	after.do(after.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1}))
	after.do(after.g.Apply(crib.ApplyRuling{Offender: 1, Ruling: play}))
	for _, c := range []*claimGame{before, after} {
		c.scores(0, 0)
		if _, ok := c.g.Pending(); ok {
			t.Error("the forfeited score still waits for a claim")
		}
		c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})) // no muggins: the dealer takes 3
		c.scores(0, 3)
		c.lay("10S")
	}
	same(t, "play", before.g, after.g)
}

// Rule 8.8: the offender's proper score, recorded after the penalty, is
// the claim of its count: the same game before or after the player's own
// claim, and an underpeg in it is open to muggins.
func TestRule8_8RecordSettlesTheCount(t *testing.T) {
	ruling := crib.UsedOpponentsPeg(17, false, true) // the pone's 20 recorded as 17
	before := toShow(newClaimGame(t, true))
	before.do(before.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling}))
	after := toShow(newClaimGame(t, true))
	after.do(after.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	after.do(after.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling}))
	for _, c := range []*claimGame{before, after} {
		c.scores(1+17, 4+2)
		c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 3})) // the 3 missed
		c.scores(18, 9)
	}
	same(t, "8.8", before.g, after.g)
}

// Rule 9.4a: the hand mixed before its count is confirmed is forfeited,
// as a ruling on the count at hand.
func TestRule9_4aRulingForfeitsTheCount(t *testing.T) {
	c := toShow(newClaimGame(t, false))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.HandMixed(crib.Pone, false, false, true, 20)}))
	c.scores(1, 4)
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.scores(1, 28)
}
