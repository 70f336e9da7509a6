package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// Rule 8.3: an underpeg stands; without muggins nobody can take the points.
func TestRule8_3UnderpegStands(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the run is 3
	c.lay("10S")
	c.scores(0, 2)
	c.fails(crib.ErrNoMuggins)(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1}))
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.Correct{Caller: 0, Target: 1}))
}

// Rule 10.4b: points missed in the play may be called until the player
// pegs a later score or the pone's hand is pegged.
func TestRule10_4bPlayWindow(t *testing.T) {
	c := newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0})) // misses the run of 3
	c.lay("10S")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1})) // the pone's go
	c.lay("4S JD")
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})) // still open: the dealer has pegged nothing since
	c.scores(4, 0)

	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.lay("10S 4S JD 6H")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1})) // the dealer pegs last card: the window closes
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	c.scores(0, 1+3)

	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.lay("10S 4S JD 6H")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20})) // the pone's hand is pegged: the window closes
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	c.scores(20, 3)
}

// Rule 10.4c: the dealer calls muggins on the pone's hand before counting
// his own; the pone on the dealer's hand or crib before accepting it.
func TestRule10_4cShowWindows(t *testing.T) {
	play := func(c *claimGame) *claimGame {
		toShow(c).scores(1, 4)
		return c
	}
	c := play(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17})) // the pone's 20 counted as 17
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 4}))
	c.scores(18, 7)
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 20})) // the dealer's 24 counted as 20
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 5}))
	c.scores(22, 27)
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 4})) // the crib, right
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	if c.g.Phase() != crib.PhaseDeal || c.g.Dealer() != 0 {
		t.Errorf("after the crib: %v", c.g.Phase())
	}

	// Too late: the dealer has counted; the pone has accepted.
	c = play(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 20}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 4})) // no muggins: the pone takes 4
	c.scores(22, 24)
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2})) // no muggins: the dealer takes 2
	c.scores(22, 26)
}

// Rule 10.3c: no muggins on his heels.
func TestRule10_3cNoMugginsOnHeels(t *testing.T) {
	g := setup(t, setupDeal{
		rules:  crib.Rules{Claimed: true, Muggins: true},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "JS",
	})
	c := &claimGame{t: t, g: g}
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("heels not pending: %d %v", s, ok)
	}
	c.lay("5H") // the dealer did not peg his heels
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}))
	c.scores(0, 2) // the call was no muggins: the dealer takes the 2
}

// Rule 8.4a-b: a false claim of game. The offender's peg goes to the true
// score, the opponent gets the points overclaimed, then the offender goes
// 15 back, even when the award wins the game for the opponent.
func TestRule8_4bFalseClaimOfGame(t *testing.T) {
	c := newClaimGame(t, false, 100, 115).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 6})) // 115+6 = 121, but the run is 3: 118
	c.scores(103, 118-15)
	judges := false
	for _, e := range c.e {
		if j, ok := e.(crib.JudgesCalled); ok && j.Rule == "8.4a" {
			judges = true
		}
	}
	if !judges || c.g.Phase() != crib.PhasePlay {
		t.Errorf("judges %v, phase %v", judges, c.g.Phase())
	}

	c = newClaimGame(t, false, 119, 115).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 9}))
	if winnerOf(c.g) != 0 {
		t.Fatalf("winner %d, board %v", winnerOf(c.g), c.g.Board())
	}
	c.scores(121, 103)
	res, _ := c.g.Result()
	if res.Board.Score(1) != 103 {
		t.Errorf("result %+v", res)
	}
}

// Rulings inside the claim flow: a ruling that records or forfeits a score
// settles the offender's count at hand, whether it comes before the
// player's claim or after it.

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
	removed := ruling.RemovedBothPegs(1, 20, true, false) // the pone's front peg at 1, its 20 not recorded
	before := toShow(newClaimGame(t, true))
	before.do(before.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: removed}))
	after := toShow(newClaimGame(t, true))
	after.do(after.g.Apply(crib.Claim{Seat: 0, Points: 17}))                  // pegged short ...
	after.do(after.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 3})) // ... and the dealer takes 3
	after.do(after.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: removed}))   // then the pegs were found lifted
	for _, c := range []*claimGame{before, after} {
		c.scores(1, 4)
		if act, seat := c.g.Next(); act != crib.StepClaim || seat != 1 {
			t.Errorf("next %v %d, want the dealer's count", act, seat)
		}
		// No muggins on the forfeited score: a call is no muggins.
		c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2}))
		c.scores(3, 4)
	}
	same(t, "show", before.g, after.g)

	// In the play: the dealer's run of 3 waits for its claim.
	play := ruling.RemovedBothPegs(0, 3, true, false)
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
	used := ruling.UsedOpponentsPeg(17, false, true) // the pone's 20 recorded as 17
	before := toShow(newClaimGame(t, true))
	before.do(before.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: used}))
	after := toShow(newClaimGame(t, true))
	after.do(after.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	after.do(after.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: used}))
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
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.HandMixed(ruling.Pone, false, false, true, 20)}))
	c.scores(1, 4)
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.scores(1, 28)
}

// Rule 8.5b on the dealer's hand: the hand's score is forfeited, and the
// crib is still to count (the last hand forfeited does not end the deal).
func TestRule8_5bDealersHandForfeitedCribStillCounts(t *testing.T) {
	c := toShow(newClaimGame(t, false))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.scores(21, 4)
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.RemovedBothPegs(4, 24, true, false)}))
	c.scores(21, 4)
	if act, seat := c.g.Next(); c.g.Phase() != crib.PhaseShow || act != crib.StepClaim || seat != 1 {
		t.Fatalf("%v, next %v %d; want the dealer to claim the crib\n%s", c.g.Phase(), act, seat, describe(c.e))
	}
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	c.scores(21, 6)
}
