package crib_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestCardThatWinsStartsNoCount: a card whose go or 31 takes its side out
// ends the game there: the events stop at the win, with no new count after
// it; the same card short of the game hole starts the count again.
func TestCardThatWinsStartsNoCount(t *testing.T) {
	const pone = "KC 9C 2C 3C 9H 9S"
	for _, tc := range []struct {
		name, dealer, laid string
		score              int // the dealer's score before the deal
		want               string
	}{
		{"the go wins", "JD QD AD 4D 8H 8S", "KC JD 9C AD", 120,
			"Pat lays K♣: 10.\nDee lays J♦: 20.\nPat lays 9♣: 29.\nDee lays A♦: 30.\nPat: go.\nDee pegs 1 for the go: 120 to 121.\n" +
				"Dee wins, Pat 0, Dee 121, a double skunk (3 game points).\n"},
		{"the go short of the hole", "JD QD AD 4D 8H 8S", "KC JD 9C AD", 100,
			"Pat lays K♣: 10.\nDee lays J♦: 20.\nPat lays 9♣: 29.\nDee lays A♦: 30.\nPat: go.\nDee pegs 1 for the go: 100 to 101.\n" +
				"The count starts again; Pat leads.\n"},
		{"31 wins", "JD QD 2D 4D 8H 8S", "KC JD 9C 2D", 119,
			"Pat lays K♣: 10.\nDee lays J♦: 20.\nPat lays 9♣: 29.\nDee lays 2♦: 31.\nDee pegs 2 for thirty-one: 119 to 121.\n" +
				"Dee wins, Pat 0, Dee 121, a double skunk (3 game points).\n"},
		{"31 short of the hole", "JD QD 2D 4D 8H 8S", "KC JD 9C 2D", 100,
			"Pat lays K♣: 10.\nDee lays J♦: 20.\nPat lays 9♣: 29.\nDee lays 2♦: 31.\nDee pegs 2 for thirty-one: 100 to 102.\n" +
				"The count starts again; Pat leads.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, setupDeal{dealer: 1, dealt: []string{pone, tc.dealer}, starter: "7S", scores: []int{0, tc.score}})
			_, ev := layEv(t, g, tc.laid)
			if diff := cmp.Diff(tc.want, describe(ev)); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
		})
	}
}

// TestGoUnsaidLastsTheCount: in claimed mode a player who cannot lay may
// say go (rule 8.10) for the rest of that count, through the other's
// further cards and the go point, and not after the next count has begun.
func TestGoUnsaidLastsTheCount(t *testing.T) {
	g := setup(t, setupDeal{rules: crib.Rules{Claimed: true}, dealer: 1, dealt: []string{"KC 5C AC 2C 9H 9S", "KD QD JD 10D 8H 8S"}, starter: "7S"})
	for _, step := range []struct {
		card string
		may  [2]bool // whether each seat may say go after the card
	}{
		{"KC", [2]bool{false, false}},
		{"KD", [2]bool{false, false}},
		{"5C", [2]bool{false, true}}, // 25: the dealer's tens do not fit
		{"AC", [2]bool{false, true}},
		{"2C", [2]bool{false, true}}, // 28: no one can lay; the go waits for the dealer's word
		{"QD", [2]bool{false, false}},
		{"JD", [2]bool{false, false}},
	} {
		g, _ = layEv(t, g, step.card)
		if got := [2]bool{g.MaySayGo(0), g.MaySayGo(1)}; got != step.may {
			t.Fatalf("after %s: may say go %v, want %v", step.card, got, step.may)
		}
	}
}
