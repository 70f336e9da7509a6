package crib_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
)

// TestDescribePointsSingular: an event's points are "point" for one
// either way (1, and -1 on an event made by hand) and "points" for any
// other number (0, 2, -2).
func TestDescribePointsSingular(t *testing.T) {
	names := []string{"Ann", "Bob"}
	var got, want []string
	for _, tc := range []struct {
		points int
		text   string
	}{
		{1, "1 point"},
		{-1, "-1 point"},
		{0, "0 points"},
		{2, "2 points"},
		{-2, "-2 points"},
	} {
		got = append(got,
			crib.Forfeited{Seat: 0, Points: tc.points, Rule: "9.4a"}.Describe(names),
			crib.ClaimTakenBack{Seat: 1, Points: tc.points, Rule: "10.4d", Board: crib.NewBoard(2, 121)}.Describe(names))
		want = append(want,
			"Ann forfeits "+tc.text+" (rule 9.4a).",
			"Bob's claim of "+tc.text+" is taken back (rule 10.4d).")
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Describe (-want +got):\n%s", d)
	}
}
