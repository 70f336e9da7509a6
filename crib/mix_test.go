package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// hasMugginsWrong reports whether the last muggins call in ev was no
// muggins.
func lastCallWrong(ev []crib.Event) bool {
	for i := len(ev) - 1; i >= 0; i-- {
		if m, ok := ev[i].(crib.MugginsCalled); ok {
			return m.Wrong
		}
	}
	return false
}

// Rules 9.4 and 10.4c: a hand or crib mixed with other cards. Mixed before
// its count is confirmed, a hand (or the dealer's crib) is forfeited, and
// no muggins call on it can come after; the pone who mixes the crib before
// it is counted gives the dealer two; mixing a count already confirmed
// costs nothing, and the pone mixing the counted crib accepts it.
func TestRule10_4cHandMixed(t *testing.T) {
	t.Run("the pone's hand, counted, before the dealer counts", func(t *testing.T) {
		c := toShow(newClaimGame(t, true))
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17})) // the 20 pegged as 17
		c.do(c.g.Apply(crib.Mix{Seat: 0, Crib: false}))
		c.scores(1, 4) // 9.4a: the count is forfeited, off the board
		c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 3}))
		if !lastCallWrong(c.e) {
			t.Errorf("a muggins call after the hand was mixed took points\n%s", describe(c.e))
		}
		if act, seat := c.g.Next(); act != crib.StepClaim || seat != 1 {
			t.Errorf("next %v %d", act, seat)
		}
	})
	t.Run("the dealer's hand, before the pone accepts", func(t *testing.T) {
		c := toShow(newClaimGame(t, true))
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
		c.do(c.g.Apply(crib.Mix{Seat: 1, Crib: false}))
		c.scores(21, 4)
		if act, seat := c.g.Next(); act != crib.StepClaim || seat != 1 {
			t.Fatalf("next %v %d: the crib is next, with nothing to accept", act, seat)
		}
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 4}))
		c.do(c.g.Apply(crib.Accept{Seat: 0}))
		c.scores(21, 8)
	})
	t.Run("the pone's hand after the dealer counted", func(t *testing.T) {
		c := toShow(newClaimGame(t, true))
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17}))
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24})) // counting accepts the pone's count (9.2a)
		c.do(c.g.Apply(crib.Mix{Seat: 0, Crib: false}))
		c.scores(18, 28)
	})
	t.Run("the crib mixed by the pone", func(t *testing.T) {
		c := newClaimGame(t, true).lay("5H")
		c.do(c.g.Apply(crib.Mix{Seat: 0, Crib: true})) // 9.4c: the dealer scores 2; the crib is counted all the same
		c.scores(0, 2)
		c.playFrom(1)
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
		c.do(c.g.Apply(crib.Accept{Seat: 0}))
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the crib's 4 pegged as 2
		c.do(c.g.Apply(crib.Mix{Seat: 0, Crib: true}))  // 9.2d: mixing the counted crib accepts it
		if c.g.Phase() != crib.PhaseDeal {
			t.Fatalf("phase %v", c.g.Phase())
		}
		c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2})) // too late
		if !lastCallWrong(c.e) {
			t.Errorf("muggins after the crib was mixed")
		}
	})
	t.Run("the crib mixed by the dealer", func(t *testing.T) {
		c := toShow(newClaimGame(t, false))
		c.do(c.g.Apply(crib.Mix{Seat: 1, Crib: true})) // 9.4b
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
		c.do(c.g.Apply(crib.Accept{Seat: 0}))
		if c.g.Phase() != crib.PhaseDeal {
			t.Fatalf("the forfeited crib waits: %v", c.g.Phase())
		}
		c.scores(21, 28)
	})
	t.Run("automatic mode", func(t *testing.T) {
		g := theDeal(t, crib.Rules{})
		g = lay(t, g, "5H 4D")
		g = step(t)(g.Apply(crib.Mix{Seat: 0, Crib: false})) // the pone mixes its hand in the play
		g = lay(t, g, "5C 6D 10S 4S JD 6H")
		g, ev := stepEv(t)(g.Apply(crib.Count{})) // the pone's hand is passed over: the dealer's is counted
		if g.Score(0) != 1 || g.Score(1) != 4+24 {
			t.Errorf("board %v\n%s", g.Board(), describe(ev))
		}
	})
}
