package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

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
		g := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores})
		return &claimGame{t: t, g: g}
	}
	c := deal(match, 0, 118).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2})) // the run of 3 would take the dealer out
	if act, _ := c.g.Next(); act != crib.ActLay {
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
	if act, seat := c.g.Next(); act != crib.ActPegOut || seat != 1 {
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
	g = must(t)(g.Apply(crib.Concede{Seat: 0}))
	if winnerOf(g) != 1 {
		t.Errorf("winner %d", winnerOf(g))
	}
}
