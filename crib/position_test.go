package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// Rule 8.1: a side's score is its two pegs, the front peg on the score and
// the rear on the one before. A game taken up at a position starts from
// both pegs of each side, the game-record pegs and the dealer, with nothing
// reported and no score counted; a position no game can be in is refused.
func TestRule8_1GameAtAPosition(t *testing.T) {
	at := crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 100, Rear: 92}, {Front: 117, Rear: 110}}, Games: [crib.MaxSides]int{1, 0}}
	g, err := crib.NewGameAt(crib.Rules{Match: crib.MatchRules{GamesToWin: 2}}, 1, at)
	if err != nil {
		t.Fatal(err)
	}
	want := crib.Board{Sides: 2, GameHole: 121, Pegs: at.Pegs, Games: at.Games}
	if g.Board() != want || g.Dealer() != 1 || g.Phase() != crib.PhaseDeal || g.DealNumber() != 0 {
		t.Fatalf("board %+v, dealer %d, phase %v", g.Board(), g.Dealer(), g.Phase())
	}
	if act, seat := g.Next(); act != crib.StepDeal || seat != 1 {
		t.Errorf("next %v %d", act, seat)
	}
	// The next score leapfrogs from the rear peg placed.
	g = step(t)(g.Apply(crib.Adjust{Side: 0, Points: 5, Rule: "test"}))
	if p := g.Board().Pegs[0]; p != (crib.Pegs{Front: 105, Rear: 100}) {
		t.Errorf("after 5: %+v", p)
	}
	for _, tc := range []struct {
		name string
		at   crib.Position
		want error
	}{
		{"rear ahead of front", crib.Position{Pegs: [crib.MaxSides]crib.Pegs{{Front: 20, Rear: 30}}}, crib.ErrBadPosition},
		{"in the game hole", crib.Position{Pegs: [crib.MaxSides]crib.Pegs{{}, {Front: 121, Rear: 119}}}, crib.ErrBadPosition},
		{"past the game hole", crib.Position{Pegs: [crib.MaxSides]crib.Pegs{{Front: 130, Rear: 119}}}, crib.ErrBadPosition},
		{"below the start", crib.Position{Pegs: [crib.MaxSides]crib.Pegs{{Front: 5, Rear: -1}}}, crib.ErrBadPosition},
		{"a third side", crib.Position{Pegs: [crib.MaxSides]crib.Pegs{{}, {}, {Front: 5}}}, crib.ErrBadPosition},
		{"games for a third side", crib.Position{Games: [crib.MaxSides]int{0, 0, 1}}, crib.ErrBadPosition},
		{"negative games", crib.Position{Games: [crib.MaxSides]int{-1}}, crib.ErrBadPosition},
		{"no such dealer", crib.Position{Dealer: 2}, crib.ErrBadSeat},
		{"a negative dealer", crib.Position{Dealer: -1}, crib.ErrBadSeat},
	} {
		_, err := crib.NewGameAt(crib.Rules{}, 1, tc.at)
		e, ok := errors.AsType[*crib.Error](err)
		if !errors.Is(err, tc.want) || !ok || e.Op != "new game" {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	if _, err := crib.NewGameAt(crib.Rules{GameHole: 7}, 1, crib.Position{}); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("bad rules: %v", err)
	}
}
