package pegjokers_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// textValues are values of every small state type, and a text none of
// them reads.
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
// reads back to the same value, and a JSON string of it likewise.
func TestTextForms(t *testing.T) {
	for _, v := range textValues(t) {
		text, err := v.MarshalText()
		if err != nil {
			t.Fatalf("%T %v: MarshalText: %v", v, v, err)
		}
		p := reflect.New(reflect.TypeOf(v))
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
			t.Fatalf("%T: UnmarshalText(%q): %v", v, text, err)
		}
		if got := p.Elem().Interface(); got != v {
			t.Fatalf("%T: %q reads back as %v, not %v", v, text, got, v)
		}
		data, err := json.Marshal(v)
		if err != nil || string(data) == "{}" || !strings.HasPrefix(string(data), `"`) {
			t.Fatalf("%T: json.Marshal = %s, %v", v, data, err)
		}
		q := reflect.New(reflect.TypeOf(v))
		if err := json.Unmarshal(data, q.Interface()); err != nil || q.Elem().Interface() != v {
			t.Fatalf("%T: json %s reads back as %v, %v", v, data, q.Elem().Interface(), err)
		}
		// Junk is refused and leaves the value as it was.
		r := reflect.New(reflect.TypeOf(v))
		r.Elem().Set(reflect.ValueOf(v))
		if err := r.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(string(text) + " x")); err == nil || r.Elem().Interface() != v {
			t.Fatalf("%T: UnmarshalText(%q): %v, value %v", v, string(text)+" x", err, r.Elem().Interface())
		}
	}
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
// marshal, and texts that are not texts of it do not read.
func TestTextFormsRefuse(t *testing.T) {
	for _, v := range []encoding.TextMarshaler{
		pegjokers.Seat(8), pegjokers.Arrangement(3), pegjokers.Kind(9), pegjokers.Step(4), pegjokers.Place(200),
		pegjokers.Seating{}, pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, pegjokers.Rules{Packs: 5},
		pegjokers.Position{},
		pegjokers.Move{Rank: cards.Seven, Parts: [2]pegjokers.Part{{Kind: pegjokers.Forward, From: pegjokers.Track(1), To: pegjokers.Track(3), Steps: 2}}},
	} {
		if b, err := v.MarshalText(); err == nil {
			t.Errorf("%T %#v marshals as %q", v, v, b)
		}
	}
	for _, tt := range []struct {
		v    encoding.TextUnmarshaler
		text string
		want string // the error's text
	}{
		{new(pegjokers.Seat), "Purple", `pegjokers: bad record: invalid syntax: "Purple" is not a seat's colour (Blue, Yellow, White, Orange, Red, Green, Natural, Black)`},
		{new(pegjokers.Seat), " Blue", `pegjokers: bad record: invalid syntax: " Blue" is not a seat's colour (Blue, Yellow, White, Orange, Red, Green, Natural, Black)`},
		{new(pegjokers.Arrangement), "Pairs", `pegjokers: bad record: invalid syntax: "Pairs" is not an arrangement (solo, pairs, teams)`},
		{new(pegjokers.Kind), "sideways", `pegjokers: bad record: invalid syntax: "sideways" is not a kind of part (none, come-out, forward, backward, jump)`},
		{new(pegjokers.Step), "draw ", `pegjokers: bad record: invalid syntax: "draw " is not a step (none, play, draw, late-draw)`},
		{new(pegjokers.Place), "t144", `pegjokers: bad record: invalid syntax: "t144" is not a place (s, tH or fK)`},
		{new(pegjokers.Place), "T8", `pegjokers: bad record: invalid syntax: "T8" is not a place (s, tH or fK)`},
		{new(pegjokers.Place), "t08", `pegjokers: bad record: invalid syntax: "t08" is not a place (s, tH or fK)`},
		{new(pegjokers.Place), "f0", `pegjokers: bad record: invalid syntax: "f0" is not a place (s, tH or fK)`},
		{new(pegjokers.Seating), "4  pairs", `pegjokers: bad record: invalid syntax: "4  pairs" is not a seating such as "4 pairs"`},
		{new(pegjokers.Seating), "3 pairs", `pegjokers: bad record: invalid syntax: no such seating: no game of 3 pairs`},
		{new(pegjokers.Seating), "04 pairs", `pegjokers: bad record: invalid syntax: "04 pairs" is not a seating such as "4 pairs"`},
		{new(pegjokers.Rules), "nine-forward nine-forward", `pegjokers: bad record: invalid syntax: "nine-forward nine-forward" is not rules (each variant at most once)`},
		{new(pegjokers.Rules), "packs=0", `pegjokers: bad record: invalid syntax: "packs=0" is not rules (packs=1 to packs=4)`},
		{new(pegjokers.Rules), "packs=5", `bad record: invalid syntax: pegjokers: rules out of range: 5 packs (0 for the default 2, or 1..4)`},
		{new(pegjokers.Rules), "", `pegjokers: bad record: invalid syntax: "" is not rules: "default", or nine-forward, face-values, forced-finish, catch-up and packs=N`},
		{new(pegjokers.Rules), "Default", `pegjokers: bad record: invalid syntax: "Default" is not rules: "default", or nine-forward, face-values, forced-finish, catch-up and packs=N`},
		{new(pegjokers.Rules), "default catch-up", `pegjokers: bad record: invalid syntax: "default catch-up" is not rules: "default", or nine-forward, face-values, forced-finish, catch-up and packs=N`},
		{new(pegjokers.Move), "7: Blue t8+3->t11, White t39+4->f3", `pegjokers: bad record: "7: Blue t8+3->t11, White t39+4->f3": illegal move: part 2 of 7: Blue t8+3->t11, White t39+4->f3: White t39+4->f3 is not a forward part`},
		{new(pegjokers.Move), "7: Blue t8+3->t11", `pegjokers: bad record: "7: Blue t8+3->t11": illegal move: 7: Blue t8+3->t11: not a move of a 7`},
		{new(pegjokers.Move), "A: Blue s->f1", `pegjokers: bad record: "A: Blue s->f1": illegal move: part 1 of A: Blue s->f1: Blue s->f1 is not a come-out part`},
		{new(pegjokers.Move), "8: Blue t9+8->t1", `pegjokers: bad record: "8: Blue t9+8->t1": illegal move: part 1 of 8: Blue t9+8->t1: Blue t9+8->t1 is not a forward part`},
		{new(pegjokers.Move), "7 by Blue: Blue t8+7->t15", `pegjokers: bad record: invalid syntax: "7 by Blue: Blue t8+7->t15": player "Blue"`},
	} {
		if err := tt.v.UnmarshalText([]byte(tt.text)); !errors.Is(err, pegjokers.ErrBadRecord) {
			t.Errorf("%T UnmarshalText(%q): %v", tt.v, tt.text, err)
		} else if err.Error() != tt.want {
			t.Errorf("%T UnmarshalText(%q):\n got %v\nwant %s", tt.v, tt.text, err, tt.want)
		}
	}
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
	for _, p := range ptrs {
		data, err := json.Marshal(p)
		if err != nil || string(data) == "{}" {
			t.Fatalf("%T: json.Marshal = %s, %v", p, data, err)
		}
		back := reflect.New(reflect.TypeOf(p).Elem())
		if err := json.Unmarshal(data, back.Interface()); err != nil {
			t.Fatalf("%T: json.Unmarshal(%s): %v", p, data, err)
		}
		want := reflect.ValueOf(p).Elem().Interface()
		got := back.Elem().Interface()
		if wg, ok := want.(pegjokers.Game); ok {
			want = wg.Bare()
		}
		if r, ok := got.(pegjokers.Record); ok {
			got, want = recordText(t, r), recordText(t, want.(pegjokers.Record))
		}
		if !cmp.Equal(got, want, posEqual, cmp.Comparer(func(a, b pegjokers.Game) bool { return a == b })) {
			t.Fatalf("%T: %s reads back as %#v, not %#v", p, data, got, want)
		}
	}
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
