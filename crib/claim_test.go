package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// Rule 9.2: the order of counting. The dealer who counts first is refused
// (9.2c: retract, the pone counts, then the dealer).
func TestRule9_2CountingOrder(t *testing.T) {
	c := toShow(newClaimGame(t, false))
	c.fails(crib.ErrCountOrder)(c.g.Apply(crib.Claim{Seat: 1, Points: 24})) // 9.2c: the dealer first
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.fails(crib.ErrWrongPhase)(c.g.Apply(crib.Claim{Seat: 1, Points: 4})) // 9.2b: the pone accepts first
	c.fails(crib.ErrNotYourTurn)(c.g.Apply(crib.Accept{Seat: 1}))
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 4}))
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.scores(21, 32)
}

// Rule 10.4d: a player who claims no count may correct the claim until the
// opponent says "muggins"; after the word, not. A count pegged (not zero)
// stands (8.3), and a count accepted is past correcting: both are too late,
// not counts out of turn.
func TestRule10_4dNoCountCorrectedUntilMuggins(t *testing.T) {
	c := toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 0})) // "no count" for a hand of 20
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.scores(21, 4)
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2})) // nothing missed now: no muggins
	c.scores(23, 4)

	c = toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 20})) // the word is said
	c.scores(1, 24)
	c.fails(crib.ErrTooLate)(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))

	// The dealer's no count, corrected before the pone accepts; the crib
	// is claimed after the acceptance.
	c = toShow(newClaimGame(t, false))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 4}))
	c.scores(21, 32)

	// Not no count: the count pegged stands; and once the dealer has
	// counted, the pone's count is accepted.
	c = toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 17}))
	_, _, err := c.g.Apply(crib.Claim{Seat: 0, Points: 20})
	c.fails(crib.ErrTooLate)(c.g, nil, err)
	if errors.Is(err, crib.ErrCountOrder) {
		t.Errorf("a correction refused as a count out of turn: %v", err)
	}
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.fails(crib.ErrTooLate)(c.g.Apply(crib.Claim{Seat: 0, Points: 3}))
}

// Rule 8.10: a go pegged before it was said is judged by the opponent's
// cards: warranted at 30 (the dealer holds 4 and 6), an overpeg at 14.
func TestRule8_10GoPeggedEarly(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1})) // "go" at 14: the dealer can lay
	c.do(c.g.Apply(crib.Correct{Caller: 1, Target: 0}))
	c.scores(0, 1)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))
	c.lay("10S")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1})) // at 30 the dealer cannot lay: the go is good
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.Correct{Caller: 1, Target: 0}))
	c.scores(1, 3)
}

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
