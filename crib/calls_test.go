package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

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

// Rule 8.11: without muggins, a player who pegs short of the game hole is
// reminded to peg out; refusing forfeits the score and the game goes on.
// Rule 10.1c: with muggins, pegging out is mandatory: the shortfall is open
// to muggins.
func TestRule8_11PegOut(t *testing.T) {
	c := newClaimGame(t, false, 0, 118).lay("5H 4D 5C 6D")
	c.fails(crib.ErrMustPegOut)(c.g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("10S")})) // cannot pass over it
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	if a, s := c.g.Next(); a != crib.StepPegOut || s != 1 {
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

// Rule 8.11 applies except in match play: there a player who pegs short of
// the game hole is not reminded (the underpeg stands, 8.3, and the score
// not pegged may be passed over), and a player may concede the game, which
// is the same as the opponent pegging out (8.11b). In a qualifying round a
// concession is refused: play continues.
func TestRule8_11MatchPlay(t *testing.T) {
	match := crib.Rules{Claimed: true, Match: crib.MatchRules{GamesToWin: 2}}
	if !match.MatchPlay() || (crib.Rules{}).MatchPlay() {
		t.Fatal("MatchPlay does not read Match.GamesToWin")
	}
	deal := func(rules crib.Rules, scores ...int) *claimGame {
		g := theDeal(t, rules, scores...)
		return &claimGame{t: t, g: g}
	}
	c := deal(match, 0, 118).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the run of 3 would take the dealer out
	if act, _ := c.g.Next(); act != crib.StepLay {
		t.Fatalf("next %v: reminded in match play", act)
	}
	c.fails(crib.ErrNoClaim)(c.g.Apply(crib.RefusePegOut{Seat: 1}))
	c.scores(0, 120)
	c.lay("10S 4S JD 6H")                            // the dealer's last card would take it out ...
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20})) // ... and is passed over as the pone counts
	c.scores(20, 120)

	// The dealer, at 120, concedes: the pone pegs out.
	c.do(c.g.Apply(crib.Concede{Seat: 1}))
	if winnerOf(c.g) != 0 || c.g.Score(0) != 121 {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(c.g), c.g.Board(), describe(c.e))
	}
	res, _ := c.g.Result()
	if res.Skunk[1] != 0 || res.Board.Score(1) != 120 {
		t.Errorf("result %+v", res)
	}

	// A qualifying round: reminded, and no concession.
	c = deal(crib.Rules{Claimed: true}, 0, 118).lay("5H 4D 5C 6D")
	c.fails(crib.ErrNoConcession)(c.g.Apply(crib.Concede{Seat: 1}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	if act, seat := c.g.Next(); act != crib.StepPegOut || seat != 1 {
		t.Errorf("next %v %d, want the reminder", act, seat)
	}
	// A match's games are match play: the concession works in automatic
	// mode too.
	m, err := crib.NewMatch(crib.Rules{Layout: crib.ThreePlayer(), Match: crib.MatchRules{GamesToWin: 3}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := m.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := g.Apply(crib.Concede{Seat: 0}); !errors.Is(err, crib.ErrNoConcession) {
		t.Errorf("a concession with three sides: %v", err)
	}
	m, _ = crib.NewMatch(crib.Rules{Match: crib.MatchRules{GamesToWin: 3}})
	g, _ = m.NewGame(1)
	g = step(t)(g.Apply(crib.Concede{Seat: 0}))
	if winnerOf(g) != 1 {
		t.Errorf("winner %d", winnerOf(g))
	}
}
