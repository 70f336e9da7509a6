package pegjokers_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestParseActionTable: what ParseAction makes of each form of an action,
// and the exact text of each refusal.
func TestParseActionTable(t *testing.T) {
	seven := cards.MustParse("7H")
	type p = codectest.Parse[pegjokers.Action]
	codectest.Parses(t, pegjokers.ParseAction, pegjokers.ErrSyntax,
		p{In: "draw", Want: pegjokers.Draw{}},
		p{In: " DRAW\t7h ", Want: pegjokers.Draw{Card: seven}},
		p{In: "draw jk", Want: pegjokers.Draw{Card: cards.Joker}},
		p{In: "7H t8+3 t39+4>F4", Want: pegjokers.Written{Card: seven, Move: "t8+3 t39+4>f4"}},
		p{In: "7h: T8+3", Want: pegjokers.Written{Card: seven, Move: "t8+3"}},
		p{In: "7H : t8+3", Want: pegjokers.Written{Card: seven, Move: "t8+3"}},
		p{In: "5c PASS", Want: pegjokers.Written{Card: cards.MustParse("5C"), Move: "pass"}},
		p{In: "JK bS>t19", Want: pegjokers.Written{Card: cards.Joker, Move: "Bs>t19"}},
		p{In: "", Err: `pegjokers: invalid syntax: action "": empty`},
		p{In: " \t", Err: `pegjokers: invalid syntax: action " \t": empty`},
		p{In: "draw 7H 8H", Err: `pegjokers: invalid syntax: action "draw 7H 8H": want "draw [CARD]": "8H" is more than it takes`},
		p{In: "draw 7X", Err: `pegjokers: invalid syntax: action "draw 7X": want "draw [CARD]": "7X" is not a card`},
		p{In: "7H", Err: `pegjokers: invalid syntax: action "7H": invalid syntax: a move is one or two parts, or pass`},
		p{In: "7H :", Err: `pegjokers: invalid syntax: action "7H :": invalid syntax: a move is one or two parts, or pass`},
		p{In: "7H: : t8+3", Err: `pegjokers: invalid syntax: action "7H: : t8+3": invalid syntax: ":" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		p{In: "7H : : t8+3", Err: `pegjokers: invalid syntax: action "7H : : t8+3": invalid syntax: ":" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		p{In: "7H:t8+3", Err: `pegjokers: invalid syntax: action "7H:t8+3": want "draw" or a card and its move: cards: parsing "7H:t8+3": unknown suit "H:t8+3" (C, D, H, S or ♣ ♦ ♥ ♠)`},
		p{In: "t8+3", Err: `pegjokers: invalid syntax: action "t8+3": want "draw" or a card and its move: cards: parsing "t8+3": unknown suit "8+3" (C, D, H, S or ♣ ♦ ♥ ♠)`},
		p{In: "7H t8+3 t39+4 t1+1", Err: `pegjokers: invalid syntax: action "7H t8+3 t39+4 t1+1": invalid syntax: a move is one or two parts, or pass`},
	)
}

// FuzzParseAction: ParseAction never panics, and an action it accepts, a
// Draw or a Written play, has canonical text that reads back to the same
// action.
func FuzzParseAction(f *testing.F) {
	seeds := []string{"draw", "draw 7H", "DRAW jk", "7H t8+3 t39+4>f4", "7h: T8+3  t39+4>F4", "5C pass", "JK s>t19", "QH Ws", "9S t8-8 t11+1", "7H", "pass", "draw 7H 8H", "7H : t8+3"}
	codectest.FuzzParse(f, seeds, pegjokers.ParseAction, func(a pegjokers.Action) (string, error) {
		switch a.(type) {
		case pegjokers.Draw, pegjokers.Written:
			return a.String(), nil
		}
		return "", fmt.Errorf("ParseAction made a %T", a)
	}, pegjokers.ErrSyntax)
}

// notAnAction is an Action of no game.
type notAnAction struct{}

func (notAnAction) String() string { return "shout" }

// TestActionTexts: each action's text, which ParseAction reads back (a
// Choice as the Written play of its notation); a pointer to an action has
// the action's text.
func TestActionTexts(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	m := must.Get(pegjokers.ParseMove(p, seven, "t8+3 t39+4>f4"))(t)
	ch := pegjokers.Choice{Card: seven, Move: m}
	for _, tt := range []struct {
		a    pegjokers.Action
		text string
		back pegjokers.Action
	}{
		{pegjokers.Draw{}, "draw", pegjokers.Draw{}},
		{pegjokers.Draw{Card: cards.Joker}, "draw JK", pegjokers.Draw{Card: cards.Joker}},
		{&pegjokers.Draw{Card: seven}, "draw 7H", pegjokers.Draw{Card: seven}},
		{ch, "7H t8+3 t39+4>f4", pegjokers.Written{Card: seven, Move: "t8+3 t39+4>f4"}},
		{&ch, "7H t8+3 t39+4>f4", pegjokers.Written{Card: seven, Move: "t8+3 t39+4>f4"}},
		{pegjokers.Choice{Card: cards.MustParse("5C")}, "5C pass", pegjokers.Written{Card: cards.MustParse("5C"), Move: "pass"}},
		{pegjokers.Written{Card: cards.Joker, Move: "s>t16"}, "JK s>t16", pegjokers.Written{Card: cards.Joker, Move: "s>t16"}},
	} {
		if got := tt.a.String(); got != tt.text {
			t.Errorf("%#v.String() = %q, want %q", tt.a, got, tt.text)
		}
		if back, err := pegjokers.ParseAction(tt.text); err != nil || back != tt.back {
			t.Errorf("ParseAction(%q) = %#v, %v; want %#v", tt.text, back, err, tt.back)
		}
	}
	// In the game's position, the play's text is the Choice again.
	if a, err := gameAt(t, p).ParseAction(ch.String()); err != nil || a != ch {
		t.Errorf("Game.ParseAction(%q) = %v, %v", ch.String(), a, err)
	}
}

// TestChoiceJSON: a Choice's JSON is exact without a position, and a
// choice no card could make is refused with its text.
func TestChoiceJSON(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	ch := pegjokers.Choice{Card: seven, Move: pegjokers.LegalMoves(p, seven)[0]}
	data := mustJSON(t, ch)
	if string(data) != `{"card":"7H","move":"7: Blue t14+7-\u003et21"}` {
		t.Errorf("json.Marshal(%v) = %s", ch, data)
	}
	if _, err := json.Marshal(pegjokers.Choice{Card: cards.MustParse("8H"), Move: ch.Move}); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("json.Marshal of an 8 with a 7's move: %v", err)
	}
	type r = codectest.Refusal
	codectest.Refuses(t, func(b []byte) error { var c pegjokers.Choice; return c.UnmarshalJSON(b) },
		r{In: `{"card":"8H","move":"7: Blue t14+7->t21"}`, Want: `pegjokers: bad record: 8H with 7: Blue t14+7->t21`},
		r{In: `{"card":"7H","move":"no move","extra":1}`, Want: `pegjokers: bad record: json: unknown field "extra"`},
		r{In: `{"move":"no move"}`, Want: `pegjokers: bad record: -- with no move`},
		r{In: `{"card":"7H","move":"no move"} {}`, Want: `pegjokers: bad record: data after the value`})
}
