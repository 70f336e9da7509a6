package pegjokerstest_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

func TestGenerators(t *testing.T) {
	seatings := map[pegjokers.Seating]bool{}
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		seatings[st] = true
		p := pegjokerstest.PositionOf(st).Draw(t, "position")
		if p.Seating() != st {
			t.Fatalf("%v is not a %v position", p, st)
		}
		if q, err := pegjokers.ParsePosition(p.String()); err != nil || q != p {
			t.Fatalf("%v: %v", p, err)
		}
		m := pegjokerstest.Move().Draw(t, "move")
		if m.IsZero() || !m.Rank.IsValid() {
			t.Fatalf("move %v", m)
		}
	})
	if len(seatings) < 6 {
		t.Errorf("only %d seatings drawn", len(seatings))
	}
}
