package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// Rule 8.10 and the go pegged apart: the dealer's 5D pairs the pone's 5S at
// 25, and no one can lay. The dealer pegs the pair; the pone says go; the
// dealer pegs the go: two claims. A go pegged with the pair before the pone
// said go is judged by the pone's cards: it cannot lay, so it stands.
func TestRule8_10GoPeggedApart(t *testing.T) {
	deal := func() *claimGame {
		g := setup(t, setupDeal{rules: crib.Rules{Claimed: true, Muggins: true}, dealer: 1,
			dealt: []string{"6H 5S KH QC AC 2C", "9C 5D JD 10C 3H 4H"}, starter: "8S"})
		c := &claimGame{t: t, g: g}
		c.lay("6H 9C")
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // fifteen
		return c.lay("5S 5D")
	}
	c := deal()
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the pair
	c.fails(crib.ErrMustLay)(c.g.Apply(crib.Go{Seat: 1}))
	c.do(c.g.Apply(crib.Go{Seat: 0}))
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("the go does not wait for its claim: %d %v", s, ok)
	}
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1})) // the go
	c.scores(0, 5)
	c.fails(crib.ErrMustLay)(c.g.Apply(crib.Go{Seat: 0})) // a new count: the pone leads
	// Both at once, before the pone said go (8.10): warranted.
	c = deal()
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.Correct{Caller: 0, Target: 1}))
	c.scores(0, 5)
	// The pair pegged, and the pone leads again without saying go: the go
	// not pegged by then is missed (8.4d), and open to muggins (10.4b).
	c = deal()
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	c.lay("KH")
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1}))
	c.scores(1, 4)
	// Automatic mode says go itself.
	g := setup(t, setupDeal{dealer: 1, dealt: []string{"6H 5S KH QC AC 2C", "9C 5D JD 10C 3H 4H"}, starter: "8S"})
	g, ev := layEv(t, g, "6H 9C 5S 5D")
	if !hasEvent[crib.GoSaid](ev) || g.Score(1) != 5 {
		t.Errorf("automatic: board %v\n%s", g.Board(), describe(ev))
	}
	if _, _, err := g.Apply(crib.Go{Seat: 0}); !errors.Is(err, crib.ErrNotClaimed) {
		t.Errorf("go in automatic mode: %v", err)
	}
}
