package cribwars_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// The Crib Wars penalty rule: 2 points to every opponent except the
// offender, each of whom may decline them.
func TestPenalty(t *testing.T) {
	for _, tc := range []struct {
		t        cribwars.Table
		offender int
		want     []cribwars.Points
	}{
		{cribwars.Table{Sides: 2}, 0, []cribwars.Points{{Side: 1, Points: 2}}},
		{cribwars.Table{Sides: 2, Dealer: 1}, 1, []cribwars.Points{{Side: 0, Points: 2}}},
		{cribwars.Table{Sides: 3}, 1, []cribwars.Points{{Side: 0, Points: 2}, {Side: 2, Points: 2}}},
	} {
		got, err := tc.t.Penalty(tc.offender)
		if err != nil || !cmp.Equal(got, tc.want) {
			t.Errorf("%+v offender %d: %v %v", tc.t, tc.offender, got, err)
		}
	}
	for _, bad := range []struct {
		t cribwars.Table
		o int
	}{{cribwars.Table{Sides: 4}, 0}, {cribwars.Table{Sides: 1}, 0}, {cribwars.Table{Sides: 2}, 2}, {cribwars.Table{Sides: 2, Dealer: 5}, 0}} {
		if _, err := bad.t.Penalty(bad.o); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}

func TestRulingString(t *testing.T) {
	r, _ := cribwars.MiscountAtCrib(two, 1, 1, 0)
	if got, want := r.String(), "irregularity 9: side A may call for a new deal; side A may score 2 and correct side B's hand by taking away 1 card"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	r, _ = cribwars.FalseGo(three, 2, cards.MustParseList("3H KS AC"), 27, true)
	if got, want := r.String(), `irregularity 10: side A scores 2 (may decline); side B scores 2 (may decline); 3H AC dead [item 10 is cut off after "scores two": read as two points]`; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	r, _ = cribwars.AskedForHelp(two, 0)
	if got, want := r.String(), `irregularity 1: no penalty [item 1 is cut off after "or": it forbids asking opponents for help but states no penalty]`; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
