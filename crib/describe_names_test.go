package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestDescribeNames: events name seats from the names given, fall back to
// "seat N" and "side N" when the names run short, name a partnership by
// both its players with a plural verb, and say "1 point" but "0 points"
// and "2 points".
func TestDescribeNames(t *testing.T) {
	two, three, four := []string{"Ann", "Bob"}, []string{"Ann", "Bob", "Cat"}, []string{"Ann", "Bob", "Cat", "Dan"}
	for _, tc := range []struct {
		e     crib.Event
		names []string
		want  string
	}{
		{crib.CountRestarted{Leader: 0}, two, "The count starts again; Ann leads."},
		{crib.CountRestarted{Leader: 1}, two, "The count starts again; Bob leads."},
		{crib.CountRestarted{Leader: 2}, two, "The count starts again; seat 2 leads."},
		{crib.CountRestarted{Leader: crib.NoSeat}, two, "The play is over."},
		{crib.Folded{Side: 1, Sides: 2}, four, "Bob & Dan fold for the rest of the deal."},
		{crib.Folded{Side: 0, Sides: 2}, four, "Ann & Cat fold for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 2}, two, "Bob folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 3}, []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}, "Bob & Eve fold for the rest of the deal."},
		{crib.Folded{Side: 2, Sides: 3}, three, "Cat folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 3}, two, "side 1 folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 2}, nil, "side 1 folds for the rest of the deal."},
		{crib.SatOut{Side: 0, Sides: 3, Dealer: 2}, three, "Ann sits out the deal; Cat deals."},
		{crib.Forfeited{Seat: 0, Points: 1, Rule: "9.4a"}, two, "Ann forfeits 1 point (rule 9.4a)."},
		{crib.Forfeited{Seat: 0, Points: 0, Rule: "9.4a"}, two, "Ann forfeits 0 points (rule 9.4a)."},
		{crib.Forfeited{Seat: 1, Points: 2, Rule: "9.4a"}, two, "Bob forfeits 2 points (rule 9.4a)."},
		{crib.ClaimTakenBack{Seat: 1, Points: 1, Rule: "10.4d", Board: crib.NewBoard(2, 121)}, two, "Bob's claim of 1 point is taken back (rule 10.4d)."},
		{crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: crib.NoSeat}, four, "Bob & Dan decline 1 point."},
		{crib.Declined{Side: 1, Sides: 2, Points: 3, GiveBack: 0}, two, "Bob gives 3 points back to Ann."},
	} {
		if got := tc.e.Describe(tc.names); got != tc.want {
			t.Errorf("%#v.Describe(%q) = %q, want %q", tc.e, tc.names, got, tc.want)
		}
	}
}
