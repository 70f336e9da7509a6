package crib_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game"
)

// TestErrorsNameTheOperation: a refused transition is a *game.Error naming
// the package, the operation and the seat (or side), wrapping a sentinel
// shared by every game.
func TestErrorsNameTheOperation(t *testing.T) {
	g := theDeal(t, crib.Rules{})
	for _, tc := range []struct {
		a    crib.Action
		want error
		seat int
		side bool
	}{
		{crib.Lay{Seat: 1, Card: cards.MustParse("4D")}, crib.ErrNotYourTurn, 1, false},
		{crib.Lay{Seat: 0, Card: cards.MustParse("4D")}, crib.ErrNotInHand, 0, false},
		{crib.Lay{Seat: 7, Card: cards.MustParse("4D")}, crib.ErrBadSeat, 7, false},
		{crib.Count{}, crib.ErrWrongPhase, crib.NoSeat, false},
		{crib.Fold{Side: 3}, crib.ErrBadSeat, 3, true},
		{crib.Award{Side: 1, Points: -1}, crib.ErrBadClaim, 1, true},
	} {
		_, _, err := g.Apply(tc.a)
		e, ok := errors.AsType[*crib.Error](err)
		if !ok || !errors.Is(err, tc.want) || e.Pkg != "crib" || e.Op != strings.Fields(tc.a.String())[0] || e.Seat != tc.seat || e.Side != tc.side {
			t.Errorf("%v: %#v (%v), want %v by %d", tc.a, e, err, tc.want, tc.seat)
		}
	}
	if crib.ErrGameOver != game.ErrGameOver || crib.ErrBadSeat != game.ErrBadSeat || crib.ErrStrategy != game.ErrStrategy || crib.Whole != game.Whole {
		t.Error("the shared sentinels are not the same values")
	}
	type other struct{ crib.Deal }
	if _, _, err := g.Apply(other{}); !errors.Is(err, crib.ErrUnknownAction) {
		t.Errorf("an unknown action: %v", err)
	}
	if _, _, err := g.Apply(nil); !errors.Is(err, crib.ErrUnknownAction) {
		t.Errorf("a nil action: %v", err)
	}
}
