package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestClaimsAtTheirEdges: a claim of 0 to 29 points, muggins asked for 1
// to 29; one past either end refused with ErrBadClaim.
func TestClaimsAtTheirEdges(t *testing.T) {
	c := toShow(newClaimGame(t, true))
	c.fails(crib.ErrBadClaim)(c.g.Apply(crib.Claim{Seat: 0, Points: 30}))
	c.fails(crib.ErrBadClaim)(c.g.Apply(crib.Claim{Seat: 0, Points: -1}))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17})) // the pone's 20 claimed as 17
	c.fails(crib.ErrBadClaim)(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 30}))
	c.fails(crib.ErrBadClaim)(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 29})) // awarded the 3 missed
	c.scores(18, 7)

	c = toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 1})) // asked for 1 of the 3 missed
	c.scores(18, 5)

	c = toShow(newClaimGame(t, false))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 0})) // a claim of nothing stands, and muggins is off
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 29}))
}
