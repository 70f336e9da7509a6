package pegjokers_test

import (
	"encoding"
	"reflect"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// textValues are values of every small state type.
func textValues(t must.TB) []encoding.TextMarshaler {
	t.Helper()
	vs := []encoding.TextMarshaler{
		pegjokers.Solo, pegjokers.Pairs, pegjokers.Teams,
		pegjokers.NoKind, pegjokers.ComeOut, pegjokers.Forward, pegjokers.Backward, pegjokers.Jump,
		pegjokers.StepNone, pegjokers.StepPlay, pegjokers.StepDraw, pegjokers.StepLateDraw,
		pegjokers.Start, pegjokers.Track(0), pegjokers.Track(143), pegjokers.Finish(1), pegjokers.Finish(5),
		pegjokers.DefaultRules, pegjokers.Rules{NineForward: true, FaceValues: true, ForcedFinish: true, CatchUp: true, Packs: 4},
		pegjokers.Rules{CatchUp: true, Packs: 2},
		pegjokers.Rules{NineSplitOnly: true, TenSplit: pegjokers.TenMaySplit, HandSize: 3, InSpotSwap: true, StuckComeOut: true, DiscardHand: true},
		pegjokers.Rules{TenSplit: pegjokers.TenMustSplit, HandSize: 4},
		pegjokers.TenWhole, pegjokers.TenMaySplit, pegjokers.TenMustSplit,
		pegjokers.MustParsePosition("2 solo 1 | s s s s s passes=3 | s s s t3 f2 passes=1"),
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
		{"discard-hand hand=3 tens=must-split in-spot-swap", "tens=must-split hand=3 in-spot-swap discard-hand"},
		{"stuck-come-out nine-split-only tens=may-split", "nine-split-only tens=may-split stuck-come-out"},
	} {
		r, err := pegjokers.ParseRules(tt.text)
		if err != nil || r.String() != tt.want {
			t.Errorf("ParseRules(%q) = %v, %v; want %v", tt.text, r, err, tt.want)
		}
	}
}

// ruleWords is how a refusal of rules text lists the words of the rules.
const ruleWords = `nine-forward, face-values, forced-finish, catch-up, packs=N, nine-split-only, tens=..., hand=N, in-spot-swap, stuck-come-out and discard-hand`

// TestTextFormsRefuse: values that are not values of their type do not
// marshal, and texts that are not texts of it do not read, each with its
// exact text, leaving the value as it was.
func TestTextFormsRefuse(t *testing.T) {
	codectest.MarshalRefuses(t, []error{pegjokers.ErrBadRecord, pegjokers.ErrZeroValue},
		pegjokers.Seat(8), pegjokers.Arrangement(3), pegjokers.Kind(9), pegjokers.Step(4), pegjokers.Place(200),
		pegjokers.Seating{}, pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, pegjokers.Rules{Packs: 5},
		pegjokers.Rules{NineForward: true, NineSplitOnly: true}, pegjokers.Rules{TenSplit: 3}, pegjokers.Rules{HandSize: 2},
		pegjokers.Rules{HandSize: 6}, pegjokers.Rules{HandSize: -1}, pegjokers.TenSplit(3),
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
	rules := `rules: "default", or ` + ruleWords
	codectest.TextRefuses(t, new(pegjokers.Rules),
		r{In: "nine-forward nine-forward", Want: `pegjokers: bad record: invalid syntax: "nine-forward nine-forward" is not rules (each option at most once)`},
		r{In: "packs=0", Want: `pegjokers: bad record: invalid syntax: "packs=0" is not rules (packs=1 to packs=4)`},
		r{In: "packs=5", Want: `pegjokers: bad record: invalid syntax: "packs=5" is not rules (packs=1 to packs=4)`},
		r{In: "hand=2", Want: `pegjokers: bad record: invalid syntax: "hand=2" is not rules (hand=3 to hand=5)`},
		r{In: "nine-forward nine-split-only", Want: `bad record: invalid syntax: pegjokers: rules out of range: nine-forward plays a 9 whole and nine-split-only never does: choose one`},
		r{In: "", Want: `pegjokers: bad record: invalid syntax: "" is not ` + rules},
		r{In: "Default", Want: `pegjokers: bad record: invalid syntax: "Default" is not ` + rules},
		r{In: "default catch-up", Want: `pegjokers: bad record: invalid syntax: "default catch-up" is not ` + rules})
}

// stateValues are values of the package's state types, by type name.
func stateValues(t must.TB) map[string][]any {
	t.Helper()
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	ch := moving(t, g)
	g2, evs := mustPlay(t, g.Recording(), ch)
	x, err := pegjokers.Explain(g.Position(), ch.Move)
	if err != nil {
		t.Fatal(err)
	}
	vs := map[string][]any{
		"Game": {g, g2}, "Choice": {ch}, "Record": {gametest.Record(t, g2), salted(gametest.Record(t, g2))}, "Played": {evs[0]}, "Drew": {evs[1]},
		"Missed":      {pegjokers.Missed{Seat: 3, Late: true}},
		"Reshuffled":  {pegjokers.Reshuffled{Shuffle: 2, Cards: 80}},
		"GameOver":    {pegjokers.GameOver{Team: 1, Seating: pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Teams}, Turns: 301}},
		"Draw":        {pegjokers.Draw{}, pegjokers.Draw{Card: cards.Joker}},
		"Written":     {pegjokers.Written{Card: ch.Card, Move: "t8+3"}},
		"Explanation": {x}, "PartOutcome": {x.Parts[0]}, "Part": {x.Parts[0].Part},
		"Landing":   {pegjokers.Landing{Seat: 1, Hole: 8, To: pegjokers.Start}},
		"View":      {g.View(), mustSeatView(t, g2, 1), mustSeatView(t, g2, pegjokers.NoSeat)},
		"SearchBot": {quickSearch}, "HeuristicBot": {pegjokers.HeuristicBot{}}, "RandomBot": {pegjokers.RandomBot{}},
	}
	for _, v := range textValues(t) {
		name := reflect.TypeOf(v).Name()
		vs[name] = append(vs[name], v)
	}
	return vs
}

// salted returns rec with a salt.
func salted(rec pegjokers.Record) pegjokers.Record {
	rec.Salt = []byte("a salt of twenty bytes")
	return rec
}

// mustSeatView returns seat's view of g.
func mustSeatView(t must.TB, g pegjokers.Game, seat int) pegjokers.View {
	t.Helper()
	return must.Get(g.SeatView(seat))(t)
}

// notState are the exported types that are not state a program keeps.
var notState = map[string]string{
	"Action": "an interface", "Event": "an interface", "Strategy": "an interface",
	"Error": "an error", "ParseError": "an error", "LineError": "an error",
	"Generator": "scratch memory for move generation", "Sampler": "a view's sampler", "Weights": "a function",
	"Report": "a self-play report", "SelfPlay": "a run's configuration, with functions",
}

// TestJSONIsFaithful walks the package's exported types: each is a state
// type whose values marshal to JSON that is not {} and read back to an
// equal value (a game by its play, a record by its text), or is listed as
// no state. The zero Game is refused (TestSavedGameFormat).
func TestJSONIsFaithful(t *testing.T) {
	codectest.StateTypes(t, ".", stateValues(t), notState, func(want, got any) bool {
		switch w := want.(type) {
		case pegjokers.Game:
			return w.Bare() == got.(pegjokers.Game)
		case pegjokers.Record:
			return gametest.Text(t, w) == gametest.Text(t, got.(pegjokers.Record))
		case pegjokers.View:
			return sameView(w, got.(pegjokers.View))
		}
		return codectest.Same(want, got)
	})
}

// FuzzTextForms: UnmarshalText of the small state types never panics, and
// what it accepts marshals back to text that reads back to the same value.
func FuzzTextForms(f *testing.F) {
	codectest.FuzzText(f, textValues(f)...)
}

// TestStringsAtTheEdge: each small type writes its last value, and
// refuses, with its exact text, the first value past it and the last
// byte, whose String numbers it (never panicking); a seat past the last
// has no letter.
func TestStringsAtTheEdge(t *testing.T) {
	type e = codectest.Edge
	codectest.AtTheEdges(t,
		e{V: pegjokers.Seat(7), Text: "Black"},
		e{V: pegjokers.Seat(8), Err: "pegjokers: bad record: 8 is not a seat's colour", Says: "Seat(8)"},
		e{V: pegjokers.Seat(255), Err: "pegjokers: bad record: 255 is not a seat's colour", Says: "Seat(255)"},
		e{V: pegjokers.Arrangement(2), Text: "teams"},
		e{V: pegjokers.Arrangement(3), Err: "pegjokers: bad record: 3 is not an arrangement", Says: "Arrangement(3)"},
		e{V: pegjokers.Arrangement(255), Err: "pegjokers: bad record: 255 is not an arrangement", Says: "Arrangement(255)"},
		e{V: pegjokers.Kind(4), Text: "jump"},
		e{V: pegjokers.Kind(5), Err: "pegjokers: bad record: 5 is not a kind of part", Says: "Kind(5)"},
		e{V: pegjokers.Kind(255), Err: "pegjokers: bad record: 255 is not a kind of part", Says: "Kind(255)"},
		e{V: pegjokers.Step(3), Text: "late-draw"},
		e{V: pegjokers.Step(4), Err: "pegjokers: bad record: 4 is not a step", Says: "Step(4)"},
		e{V: pegjokers.Step(255), Err: "pegjokers: bad record: 255 is not a step", Says: "Step(255)"},
		e{V: pegjokers.TenMustSplit, Text: "must-split"},
		e{V: pegjokers.TenSplit(3), Err: "pegjokers: bad record: 3 is not a way to play a 10", Says: "TenSplit(3)"},
		e{V: pegjokers.TenSplit(255), Err: "pegjokers: bad record: 255 is not a way to play a 10", Says: "TenSplit(255)"},
	)
	for s, want := range map[pegjokers.Seat]string{7: "K", 8: "?", 255: "?"} {
		if got := string(s.Letter()); got != want {
			t.Errorf("Seat(%d).Letter() = %q, want %q", s, got, want)
		}
	}
}
