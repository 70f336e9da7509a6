package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// Rule 8.5b on the dealer's hand: the hand's score is forfeited, and the
// crib is still to count (the last hand forfeited does not end the deal).
func TestRule8_5bDealersHandForfeitedCribStillCounts(t *testing.T) {
	c := toShow(newClaimGame(t, false))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.scores(21, 4)
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.RemovedBothPegs(4, 24, true, false)}))
	c.scores(21, 4)
	if act, seat := c.g.Next(); c.g.Phase() != crib.PhaseShow || act != crib.ActClaim || seat != 1 {
		t.Fatalf("%v, next %v %d; want the dealer to claim the crib\n%s", c.g.Phase(), act, seat, describe(c.e))
	}
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	c.scores(21, 6)
}
