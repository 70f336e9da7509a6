package pegjokers_test

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/pegjokers"
)

// textValues are values of every small state type.
func textValues(t fataler) []encoding.TextMarshaler {
	t.Helper()
	vs := []encoding.TextMarshaler{
		pegjokers.Solo, pegjokers.Pairs, pegjokers.Teams,
		pegjokers.NoKind, pegjokers.ComeOut, pegjokers.Forward, pegjokers.Backward, pegjokers.Jump,
		pegjokers.StepNone, pegjokers.StepPlay, pegjokers.StepDraw, pegjokers.StepLateDraw,
		pegjokers.Start, pegjokers.Track(0), pegjokers.Track(143), pegjokers.Finish(1), pegjokers.Finish(5),
		pegjokers.DefaultRules, pegjokers.Rules{NineForward: true, FaceValues: true, ForcedFinish: true, CatchUp: true, Packs: 4},
		pegjokers.Rules{CatchUp: true, Packs: 2},
		pegjokers.MustParsePosition(aroundTrack),
		pegjokers.Move{}, pegjokers.LegalMoves(pegjokers.MustParsePosition(aroundTrack), cards.MustParse("9C"))[5],
	}
	for s := range pegjokers.Seat(pegjokers.MaxSeats) {
		vs = append(vs, s)
	}
	for _, st := range pegjokers.Seatings() {
		vs = append(vs, st)
	}
	return vs
}

// TestTextForms: every small state type writes its canonical text, which
// reads back to the same value, and a JSON string of it likewise; junk
// after the text is refused.
func TestTextForms(t *testing.T) {
	codectest.TextRoundTrip(t, textValues(t)...)
	for _, tt := range []struct {
		text string
		want string
	}{
		{"default", "default"},
		{"catch-up nine-forward", "nine-forward catch-up"},
		{"packs=3 face-values", "face-values packs=3"},
	} {
		r, err := pegjokers.ParseRules(tt.text)
		if err != nil || r.String() != tt.want {
			t.Errorf("ParseRules(%q) = %v, %v; want %v", tt.text, r, err, tt.want)
		}
	}
}

// TestTextFormsRefuse: values that are not values of their type do not
// marshal, and texts that are not texts of it do not read, each with its
// exact text, leaving the value as it was.
func TestTextFormsRefuse(t *testing.T) {
	codectest.MarshalRefuses(t, []error{pegjokers.ErrBadRecord, pegjokers.ErrZeroValue},
		pegjokers.Seat(8), pegjokers.Arrangement(3), pegjokers.Kind(9), pegjokers.Step(4), pegjokers.Place(200),
		pegjokers.Seating{}, pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, pegjokers.Rules{Packs: 5},
		pegjokers.Position{})
	type r = codectest.Refusal
	colours := "(Blue, Yellow, White, Orange, Red, Green, Natural, Black)"
	codectest.TextRefuses(t, new(pegjokers.Seat),
		r{In: "Purple", Want: `pegjokers: bad record: invalid syntax: "Purple" is not a seat's colour ` + colours},
		r{In: " Blue", Want: `pegjokers: bad record: invalid syntax: " Blue" is not a seat's colour ` + colours})
	codectest.TextRefuses(t, new(pegjokers.Arrangement),
		r{In: "Pairs", Want: `pegjokers: bad record: invalid syntax: "Pairs" is not an arrangement (solo, pairs, teams)`})
	codectest.TextRefuses(t, new(pegjokers.Kind),
		r{In: "sideways", Want: `pegjokers: bad record: invalid syntax: "sideways" is not a kind of part (none, come-out, forward, backward, jump)`})
	codectest.TextRefuses(t, new(pegjokers.Step),
		r{In: "draw ", Want: `pegjokers: bad record: invalid syntax: "draw " is not a step (none, play, draw, late-draw)`})
	codectest.TextRefuses(t, new(pegjokers.Place),
		r{In: "t144", Want: `pegjokers: bad record: invalid syntax: "t144" is not a place (s, tH or fK)`},
		r{In: "T8", Want: `pegjokers: bad record: invalid syntax: "T8" is not a place (s, tH or fK)`},
		r{In: "t08", Want: `pegjokers: bad record: invalid syntax: "t08" is not a place (s, tH or fK)`},
		r{In: "f0", Want: `pegjokers: bad record: invalid syntax: "f0" is not a place (s, tH or fK)`})
	codectest.TextRefuses(t, new(pegjokers.Seating),
		r{In: "4  pairs", Want: `pegjokers: bad record: invalid syntax: "4  pairs" is not a seating such as "4 pairs"`},
		r{In: "3 pairs", Want: `pegjokers: bad record: invalid syntax: no such seating: no game of 3 pairs`},
		r{In: "04 pairs", Want: `pegjokers: bad record: invalid syntax: "04 pairs" is not a seating such as "4 pairs"`})
	rules := `rules: "default", or nine-forward, face-values, forced-finish, catch-up and packs=N`
	codectest.TextRefuses(t, new(pegjokers.Rules),
		r{In: "nine-forward nine-forward", Want: `pegjokers: bad record: invalid syntax: "nine-forward nine-forward" is not rules (each option at most once)`},
		r{In: "packs=0", Want: `pegjokers: bad record: invalid syntax: "packs=0" is not rules (packs=1 to packs=4)`},
		r{In: "packs=5", Want: `pegjokers: bad record: invalid syntax: "packs=5" is not rules (packs=1 to packs=4)`},
		r{In: "", Want: `pegjokers: bad record: invalid syntax: "" is not ` + rules},
		r{In: "Default", Want: `pegjokers: bad record: invalid syntax: "Default" is not ` + rules},
		r{In: "default catch-up", Want: `pegjokers: bad record: invalid syntax: "default catch-up" is not ` + rules})
}

// TestJSONIsFaithful: every exported state type marshals to JSON that is
// not {} and reads back to an equal value (the zero Game is refused).
func TestJSONIsFaithful(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	ch := moving(t, g)
	g2, evs := mustPlay(t, g.Recording(), ch)
	rec := mustRecord(t, g2)
	played, drew := evs[0].(pegjokers.Played), evs[1].(pegjokers.Drew)
	missed := pegjokers.Missed{Seat: 3, Late: true}
	shuffled := pegjokers.Reshuffled{Shuffle: 2, Cards: 80}
	over := pegjokers.GameOver{Team: 1, Seating: pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Teams}, Turns: 301}
	ptrs := []any{&g, &g2, &ch, &rec, &played, &drew, &missed, &shuffled, &over}
	for _, v := range textValues(t) {
		p := reflect.New(reflect.TypeOf(v))
		p.Elem().Set(reflect.ValueOf(v))
		ptrs = append(ptrs, p.Interface())
	}
	codectest.JSONRoundTrip(t, func(want, got any) bool {
		switch w := want.(type) {
		case pegjokers.Game:
			return w.Bare() == got.(pegjokers.Game)
		case pegjokers.Record:
			return recordText(t, w) == recordText(t, got.(pegjokers.Record))
		}
		return codectest.Same(want, got)
	}, ptrs...)
}

// FuzzTextForms: UnmarshalText of the small state types never panics, and
// what it accepts marshals back to text that reads back to the same value.
func FuzzTextForms(f *testing.F) {
	vs := textValues(f)
	for i, v := range vs {
		b, _ := v.MarshalText()
		f.Add(uint8(i), b)
	}
	f.Fuzz(func(t *testing.T, which uint8, text []byte) {
		typ := reflect.TypeOf(vs[int(which)%len(vs)])
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
			if !errors.Is(err, pegjokers.ErrBadRecord) {
				t.Fatalf("%v: error %v does not wrap ErrBadRecord", typ, err)
			}
			return
		}
		again, err := p.Elem().Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			t.Fatalf("%v: %q reads as %v, which does not marshal: %v", typ, text, p.Elem().Interface(), err)
		}
		q := reflect.New(typ)
		if err := q.Interface().(encoding.TextUnmarshaler).UnmarshalText(again); err != nil || q.Elem().Interface() != p.Elem().Interface() {
			t.Fatalf("%v: %q reads back as %v, %v", typ, again, q.Elem().Interface(), err)
		}
	})
}

// TestStringsAtTheEdge: each small type's String names its last value and
// numbers the first value past it (and the last byte), never panicking.
func TestStringsAtTheEdge(t *testing.T) {
	got := map[string]string{}
	for _, v := range []fmt.Stringer{
		pegjokers.Seat(7), pegjokers.Seat(8), pegjokers.Seat(255),
		pegjokers.Arrangement(2), pegjokers.Arrangement(3), pegjokers.Arrangement(255),
		pegjokers.Kind(4), pegjokers.Kind(5), pegjokers.Kind(255),
		pegjokers.Step(3), pegjokers.Step(4), pegjokers.Step(255),
	} {
		got[fmt.Sprintf("%T(%d)", v, v)] = v.String()
	}
	for _, s := range []pegjokers.Seat{7, 8, 255} {
		got[fmt.Sprintf("Letter(%d)", s)] = string(s.Letter())
	}
	want := map[string]string{
		"pegjokers.Seat(7)": "Black", "pegjokers.Seat(8)": "Seat(8)", "pegjokers.Seat(255)": "Seat(255)",
		"pegjokers.Arrangement(2)": "teams", "pegjokers.Arrangement(3)": "Arrangement(3)", "pegjokers.Arrangement(255)": "Arrangement(255)",
		"pegjokers.Kind(4)": "jump", "pegjokers.Kind(5)": "Kind(5)", "pegjokers.Kind(255)": "Kind(255)",
		"pegjokers.Step(3)": "late-draw", "pegjokers.Step(4)": "Step(4)", "pegjokers.Step(255)": "Step(255)",
		"Letter(7)": "K", "Letter(8)": "?", "Letter(255)": "?",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("strings (-want +got):\n%s", d)
	}
}
