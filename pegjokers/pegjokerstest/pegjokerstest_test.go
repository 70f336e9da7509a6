package pegjokerstest_test

import (
	"errors"
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
	rapid.Check(t, func(t *rapid.T) {
		if r := pegjokerstest.Rules().Draw(t, "rules"); r.Validate() != nil {
			t.Fatalf("Rules gave %+v: %v", r, r.Validate())
		}
		r := pegjokerstest.AnyRules().Draw(t, "any rules")
		if err := r.Validate(); err != nil && !errors.Is(err, pegjokers.ErrBadRules) {
			t.Fatalf("%+v: %v", r, err)
		}
	})
	if len(seatings) < 6 {
		t.Errorf("only %d seatings drawn", len(seatings))
	}
}
