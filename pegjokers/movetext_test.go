package pegjokers_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/pegjokers"
)

// FuzzMoveText: Move.UnmarshalText never panics, and a move it accepts is
// plausible and marshals back to the same text.
func FuzzMoveText(f *testing.F) {
	for _, s := range []string{"7: Blue t8+3->t11, White t39+4->f4", "no move", "JK: Blue s=>t19", "Q by Blue: White s->t44",
		"9: Blue t8-8->t0, White t11+1->t12", "4: Blue f1+4->f5", "8: Blue t1-8->t65", "A: Blue t8+5->t13"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var m pegjokers.Move
		if err := m.UnmarshalText([]byte(s)); err != nil {
			if !errors.Is(err, pegjokers.ErrBadRecord) || !m.IsZero() {
				t.Fatalf("UnmarshalText(%q): %v, left %v", s, err, m)
			}
			return
		}
		b, err := m.MarshalText()
		if err != nil || string(b) != s {
			t.Fatalf("UnmarshalText(%q) = %v, which marshals as %q, %v", s, m, b, err)
		}
	})
}

// TestMoveTextRefuses: a Move no card could make does not marshal, and
// text of one does not read, each with its exact text, leaving the value
// as it was.
func TestMoveTextRefuses(t *testing.T) {
	codectest.MarshalRefuses(t, []error{pegjokers.ErrBadRecord},
		pegjokers.Move{Rank: cards.Seven, Parts: [2]pegjokers.Part{{Kind: pegjokers.Forward, From: pegjokers.Track(1), To: pegjokers.Track(3), Steps: 2}}})
	type r = codectest.Refusal
	codectest.TextRefuses(t, new(pegjokers.Move),
		r{In: "7: Blue t8+3->t11, White t39+4->f3",
			Want: `pegjokers: bad record: "7: Blue t8+3->t11, White t39+4->f3": illegal move: part 2 of 7: Blue t8+3->t11, White t39+4->f3: White t39+4->f3 is not a forward part`},
		r{In: "7: Blue t8+3->t11", Want: `pegjokers: bad record: "7: Blue t8+3->t11": illegal move: 7: Blue t8+3->t11: not a move of a 7`},
		r{In: "A: Blue s->f1", Want: `pegjokers: bad record: "A: Blue s->f1": illegal move: part 1 of A: Blue s->f1: Blue s->f1 is not a come-out part`},
		r{In: "8: Blue t9+8->t1", Want: `pegjokers: bad record: "8: Blue t9+8->t1": illegal move: part 1 of 8: Blue t9+8->t1: Blue t9+8->t1 is not a forward part`},
		r{In: "7 by Blue: Blue t8+7->t15", Want: `pegjokers: bad record: invalid syntax: "7 by Blue: Blue t8+7->t15": player "Blue"`})
}
