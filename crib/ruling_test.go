package crib_test

import (
	"errors"
	"math"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/must"
)

func TestApplyRuling(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
	g = step(t)(g.Apply(crib.Adjust{Side: 0, Points: 30, Rule: "test"}))
	g = step(t)(g.Apply(crib.Adjust{Side: 0, Points: 8, Rule: "test"})) // pegs 30 and 38
	g = step(t)(g.Apply(crib.Adjust{Side: 1, Points: 50, Rule: "test"}))
	// 8.8: seat 0 pegs 4 with the opponent's back peg.
	g2, ev, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.UsedOpponentsPeg(4, false, true)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Score(0) != 42 || g2.Score(1) != 52 {
		t.Errorf("8.8: %v\n%s", g2.Board(), describe(ev))
	}
	// 8.5a: the front peg lifted, noticed before release: the previous 8 is
	// forfeited and the 5 recorded from 30.
	g2, ev, err = g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.RemovedFrontPeg(g.Board().Pegs[0], 5, ruling.SlipBeforeRelease)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Board().Pegs[0] != (crib.Pegs{Front: 35, Rear: 30}) {
		t.Errorf("8.5a: %+v\n%s", g2.Board().Pegs[0], describe(ev))
	}
	// 8.4b: seat 1 falsely claims the game from 50: seat 0 scores the 71
	// overclaimed, and seat 1 goes 15 back.
	g2, ev, err = g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.FalseClaimOfGame(50, 121)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Score(0) != 38+71 || g2.Score(1) != 35 {
		t.Errorf("8.4b: %v %v\n%s", g2.Phase(), g2.Board(), describe(ev))
	}
	if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Award: -2}}); err == nil {
		t.Error("a negative award applied")
	}
}

// Rule 8.8: the offender who pegged with the opponent's peg records the
// proper score only after the nonoffender's two penalty points, so near the
// game hole the nonoffender wins first. Where the award waits for an answer
// (Rules.Declinable), the offender's score waits with it.
func TestRule8_8NonoffenderScoresFirst(t *testing.T) {
	at := func(rules crib.Rules) crib.Game {
		g, err := crib.NewGameAt(rules, 1, crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 118, Rear: 110}, {Front: 119, Rear: 117}}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// Seat 0 at 118 records 4 with seat 1's peg; seat 1 at 119 takes its 2
	// first and pegs out.
	g, ev := stepEv(t)(at(crib.Rules{}).Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.UsedOpponentsPeg(4, false, true)}))
	if winnerOf(g) != 1 || g.Score(0) != 118 || g.Score(1) != 121 {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(g), g.Board(), describe(ev))
	}
	if p := pegged(ev, 0, crib.ScoreClaim); len(p) != 0 {
		t.Errorf("the offender's score was pegged after the game: %+v", p)
	}
	// Declinable: the 2 offered; the offender's 4 waits for the answer.
	g = step(t)(at(crib.Rules{Declinable: true}).Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.UsedOpponentsPeg(4, false, true)}))
	if g.Score(0) != 118 || len(g.Offers()) != 1 {
		t.Fatalf("board %v, offers %+v", g.Board(), g.Offers())
	}
	if won := step(t)(g.Apply(crib.TakeOffer{Side: 1})); winnerOf(won) != 1 || won.Score(0) != 118 {
		t.Errorf("taken: winner %d, board %v", winnerOf(won), won.Board())
	}
	if declined := step(t)(g.Apply(crib.DeclineOffer{Side: 1})); winnerOf(declined) != 0 || declined.Score(1) != 119 {
		t.Errorf("declined: winner %d, board %v", winnerOf(declined), declined.Board())
	}
}

// One road to the end of the game: a ruling's points reach the game hole as
// every score does, and the game is over at once, whatever claims were
// open. Here the pone pegs its go with the dealer's peg (rule 8.8) while a
// muggins window is open on the dealer and the pone's own claim waits: the
// dealer's two penalty points take it out.
func TestRule8_8AwardPegsOutWithClaimsOpen(t *testing.T) {
	c := newClaimGame(t, true, 50, 119).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1})) // the run of 3 pegged as 1: a window for muggins
	c.lay("10S")                                    // the pone's go waits for its claim
	if s, ok := c.g.Pending(); !ok || s != 0 {
		t.Fatalf("pending %d %v", s, ok)
	}
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.UsedOpponentsPeg(1, false, true)}))
	if winnerOf(c.g) != 1 || c.g.Phase() != crib.PhaseOver {
		t.Fatalf("winner %d, phase %v\n%s", winnerOf(c.g), c.g.Phase(), describe(c.e))
	}
	c.scores(50, 121)
	overs := 0
	for _, e := range c.e {
		if _, ok := e.(crib.GameOver); ok {
			overs++
		}
	}
	if act, seat := c.g.Next(); act != crib.StepNone || seat != crib.NoSeat || overs != 1 {
		t.Errorf("next %v %d, %d GameOver events", act, seat, overs)
	}
	if _, ok := c.g.Pending(); ok {
		t.Error("a claim is still pending")
	}
	for _, a := range []crib.Action{crib.Claim{Seat: 0, Points: 1}, crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}, crib.PegOut{Seat: 1}, crib.Lay{Seat: 1, Card: cards.MustParse("4S")}} {
		if _, _, err := c.g.Apply(a); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("%v after the end: %v", a, err)
		}
	}
}

// TestApplyRulingPartsOfNothing: a ruling's forfeit, award, record and
// penalty each happen when they are one point, and not when they are none.
func TestApplyRulingPartsOfNothing(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
	g = step(t)(g.Apply(crib.Adjust{Side: 0, Points: 30, Rule: "test"}))
	g = step(t)(g.Apply(crib.Adjust{Side: 1, Points: 50, Rule: "test"}))
	for _, tc := range []struct {
		r    crib.Ruling
		want string
	}{
		{crib.Ruling{Rule: "8.7"}, ""},
		{crib.Ruling{Rule: "x", Forfeit: 1}, "Pat forfeits 1 point (rule x).\n"},
		{crib.Ruling{Rule: "x", Award: 1}, "Dee pegs 1 for a penalty (rule x): 50 to 51.\n"},
		{crib.Ruling{Rule: "x", Record: 1}, "Pat pegs 1 for the claim (rule x): 30 to 31.\n"},
		{crib.Ruling{Rule: "x", Penalty: 1}, "Pat pegs back 1, a penalty (rule x): 30 to 29.\n"},
	} {
		_, ev := stepEv(t)(g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.r}))
		if got := describe(ev); got != tc.want {
			t.Errorf("%+v: events\n%s\nwant\n%s", tc.r, got, tc.want)
		}
	}
}

// TestApplyRulingRefusesPastTheGameHole: a ruling's points may be up to
// the game hole, and its pegs in order; one past is refused.
func TestApplyRulingRefusesPastTheGameHole(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{GameHole: 61}, 1))(t)
	for _, tc := range []struct {
		ok, past crib.Ruling
	}{
		{crib.Ruling{Rule: "x", Record: 61}, crib.Ruling{Rule: "x", Record: 62}},
		{crib.Ruling{Rule: "x", Forfeit: 61}, crib.Ruling{Rule: "x", Forfeit: 62}},
		{crib.Ruling{Rule: "x", Award: 61}, crib.Ruling{Rule: "x", Award: 62}},
		{crib.Ruling{Rule: "x", Penalty: 61}, crib.Ruling{Rule: "x", Penalty: 62}},
		{crib.Ruling{Rule: "x", Record: 0}, crib.Ruling{Rule: "x", Record: -1}},
		{crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 5, Rear: 5}}, crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 5, Rear: 6}}},
		{crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 0, Rear: 0}}, crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 0, Rear: -1}}},
		{crib.Ruling{Rule: "x", Count: crib.CountForfeited}, crib.Ruling{Rule: "x", Count: crib.CountForfeited + 1}},
	} {
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.ok}); err != nil {
			t.Errorf("%+v: %v", tc.ok, err)
		}
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.past}); !errors.Is(err, crib.ErrBadClaim) {
			t.Errorf("%+v: %v, want ErrBadClaim", tc.past, err)
		}
	}
}

func TestHostileApplyRulingAfterOver(t *testing.T) {
	g := finished(t)
	_, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.Underpegged()})
	must.Is(t, "ApplyRuling after the game is over", err, crib.ErrGameOver)
}

func TestHostileApplyRulingNotASide(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	g = step(t)(g.Apply(crib.CutForDeal{}))
	for _, s := range []int{-1, 2, 6, math.MaxInt} {
		_, _, err := g.Apply(crib.ApplyRuling{Offender: s, Ruling: ruling.Underpegged()})
		must.Is(t, "ApplyRuling with an offender who is not a seat", err, crib.ErrBadSeat)
	}
}
