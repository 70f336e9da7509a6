package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// The claimed-mode deal of these tests. Pone (seat 0) keeps 5H 5C 10S JD,
// the dealer (seat 1) 4D 6D 4S 6H; the starter is 5S. The play
// 5H 4D 5C 6D 10S 4S JD 6H scores: the dealer's 6D a run of three (3); the
// pone's 10S (30) the go (1); the dealer's 6H last card (1). The show: the
// pone's hand 5 5 5 10 J is 20; the dealer's 4 6 4 6 5 is 24; the crib
// AC 2C KC QH with 5S is 4.
const (
	cPone   = "5H 5C 10S JD AC 2C"
	cDealer = "4D 6D 4S 6H KC QH"
)

type claimGame struct {
	t *testing.T
	g crib.Game
	e []crib.Event
}

func newClaimGame(t *testing.T, muggins bool, scores ...int) *claimGame {
	t.Helper()
	if len(scores) == 0 {
		scores = []int{0, 0}
	}
	g := setup(t, setupDeal{
		rules:  crib.Rules{Claimed: true, Muggins: muggins},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores,
	})
	return &claimGame{t: t, g: g}
}

// do applies a transition that must succeed.
func (c *claimGame) do(ng crib.Game, ev []crib.Event, err error) *claimGame {
	c.t.Helper()
	if err != nil {
		c.t.Fatalf("%v\nso far:\n%s", err, describe(c.e))
	}
	c.g, c.e = ng, append(c.e, ev...)
	return c
}

// fails checks that a transition fails with want and changes nothing.
func (c *claimGame) fails(want error) func(crib.Game, []crib.Event, error) {
	c.t.Helper()
	return func(ng crib.Game, _ []crib.Event, err error) {
		c.t.Helper()
		if !errors.Is(err, want) {
			c.t.Fatalf("err = %v, want %v", err, want)
		}
		if ng.Board() != c.g.Board() || ng.Phase() != c.g.Phase() {
			c.t.Fatalf("a failed transition changed the game")
		}
	}
}

func (c *claimGame) lay(cs string) *claimGame {
	c.t.Helper()
	for _, card := range cards.MustParseList(cs) {
		c.do(c.g.Apply(crib.Lay{Seat: c.g.Play().Turn(), Card: card}))
	}
	return c
}

func (c *claimGame) scores(want ...int) {
	c.t.Helper()
	for s, w := range want {
		if c.g.Score(s) != w {
			c.t.Fatalf("board %v, want %v\n%s", c.g.Board(), want, describe(c.e))
		}
	}
}

// Rule 8.3: an underpeg stands; without muggins nobody can take the points.
func TestRule8_3UnderpegStands(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the run is 3
	c.lay("10S")
	c.scores(0, 2)
	c.fails(crib.ErrNoMuggins)(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1}))
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.Correct{Caller: 0, Target: 1}))
}

// Rule 10.4a: the caller takes the lesser of the points asked and missed;
// a call with nothing missed gives the points asked to the other side.
func TestRule10_4aMuggins(t *testing.T) {
	c := newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	c.scores(1, 2)
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2})) // the window is closed now: no muggins
	c.scores(1, 4)
	last := c.e[len(c.e)-2].(crib.MugginsCalled)
	if !last.Wrong {
		t.Errorf("second call %+v", last)
	}
	// A call for less than was missed takes only what was asked.
	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}))
	c.scores(2, 0)
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
		c.lay("5H 4D 5C 6D")
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))
		c.lay("10S")
		c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1}))
		c.lay("4S JD 6H")
		c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1}))
		c.scores(1, 4)
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

// Rule 8.4c: an overpeg found by the opponent goes back and the opponent
// scores the error; found by the pegger, back without penalty; rule 8.4d:
// after the next card it stands.
func TestRule8_4cOverpeg(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 5}))
	c.scores(0, 5)
	c.do(c.g.Apply(crib.Correct{Caller: 0, Target: 1}))
	c.scores(2, 3)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 5}))
	c.do(c.g.Apply(crib.Retract{Seat: 1}))
	c.scores(0, 3)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 5}))
	c.lay("10S")
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.Correct{Caller: 0, Target: 1}))
	c.scores(0, 5)
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

// Rule 8.11: without muggins, a player who pegs short of the game hole is
// reminded to peg out; refusing forfeits the score and the game goes on.
// Rule 10.1c: with muggins, pegging out is mandatory: the shortfall is open
// to muggins.
func TestRule8_11PegOut(t *testing.T) {
	c := newClaimGame(t, false, 0, 118).lay("5H 4D 5C 6D")
	c.fails(crib.ErrMustPegOut)(c.g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("10S")})) // cannot pass over it
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	if a, s := c.g.Next(); a != crib.ActPegOut || s != 1 {
		t.Fatalf("next %v %d", a, s)
	}
	c.fails(crib.ErrMustPegOut)(c.g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("10S")}))
	refused := *c
	c.do(c.g.Apply(crib.PegOut{Seat: 1}))
	if winnerOf(c.g) != 1 {
		t.Errorf("winner %d", winnerOf(c.g))
	}
	c = &refused
	c.do(c.g.Apply(crib.RefusePegOut{Seat: 1}))
	c.scores(0, 120)
	c.lay("10S")
	if c.g.Phase() != crib.PhasePlay {
		t.Errorf("phase %v", c.g.Phase())
	}

	c = newClaimGame(t, true, 0, 118).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1}))
	c.scores(1, 120)

	// 10.4a: no more than the holes that could have been pegged: at 119 a
	// run of 3 could peg only 2 holes.
	c = newClaimGame(t, true, 0, 119).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 0}))
	c.do(c.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}))
	c.scores(2, 119)
}

// Rule 9.2: the order of counting. The dealer who counts first is refused
// (9.2c: retract, the pone counts, then the dealer).
func TestRule9_2CountingOrder(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 3}))
	c.lay("10S")
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 1}))
	c.lay("4S JD 6H")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1}))
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
