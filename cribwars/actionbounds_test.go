package cribwars_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec"
)

// TestParseActionBounds: this package's actions read at the bounds of
// their text: an irregularity of no points and of every side's points, a
// penalty of the longest text read; one past is refused.
func TestParseActionBounds(t *testing.T) {
	// "penalty 0 " and the quotes take 12 of the codec.MaxAction bytes.
	long := strings.Repeat("x", codec.MaxAction-12)
	for _, c := range []struct {
		text string
		want crib.Action // nil: refused
	}{
		{"irregularity 3 0", cribwars.Irregularity{Item: 3, Offender: 0}},
		{"irregularity 3 -1", cribwars.Irregularity{Item: 3, Offender: cribwars.NoSide}},
		{"irregularity 3", nil},
		{"irregularity 16 1 1 2 3 4 5 6", cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{1, 2, 3, 4, 5, 6}}},
		{"irregularity 16 1 1 2 3 4 5 6 7", nil},
		{"irregularity 16 1 0 2", cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{0, 2}}},
		{"irregularity 16 1 2 0", nil},
		{`penalty 0 "` + long + `"`, cribwars.Penalty{Offender: 0, Rule: long}},
		{`penalty 0 "` + long + `x"`, nil},
		{"place 1 52", cribwars.Place{Side: 1, Peg: cribwars.Hole(52)}},
		{"leave box 2", cribwars.LeaveBox{Side: 2}},
	} {
		a, err := cribwars.ParseAction(c.text)
		if c.want == nil {
			if err == nil {
				t.Errorf("%.40q reads as %v", c.text, a)
			}
			continue
		}
		if err != nil {
			t.Errorf("%.40q: %v", c.text, err)
			continue
		}
		if d := cmp.Diff(c.want, a); d != "" {
			t.Errorf("%.40q reads as (-want +got):\n%s", c.text, d)
		}
	}
}
