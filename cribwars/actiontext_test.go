package cribwars_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
)

// TestParseActionBounds: this package's actions read at the bounds of
// their text: an irregularity of no points and of every side's points, a
// penalty of the longest text read; one past is refused.
func TestParseActionBounds(t *testing.T) {
	// "penalty 0 " and the quotes take 12 of the codec.MaxAction bytes.
	long := strings.Repeat("x", codec.MaxAction-12)
	const (
		bad          = "cribwars: invalid syntax: action "
		irregularity = `: want "irregularity ITEM OFFENDER POINTS... [REMEDY]": `
		tooMany      = irregularity + "an irregularity is its item, the offender and up to 6 sides' points, then a remedy"
	)
	type p = codectest.Parse[crib.Action]
	codectest.Parses(t, cribwars.ParseAction, cribwars.ErrSyntax,
		p{In: "irregularity 3 0", Want: cribwars.Irregularity{Item: 3, Offender: 0}},
		p{In: "irregularity 3 -1", Want: cribwars.Irregularity{Item: 3, Offender: cribwars.NoSide}},
		p{In: "irregularity 3", Err: bad + `"irregularity 3"` + tooMany},
		p{In: "irregularity 16 1 1 2 3 4 5 6", Want: cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{1, 2, 3, 4, 5, 6}}},
		p{In: "irregularity 16 1 1 2 3 4 5 6 7", Err: bad + `"irregularity 16 1 1 2 3 4 5 6 7"` + tooMany},
		p{In: "irregularity 16 1 0 2", Want: cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{0, 2}}},
		p{In: "irregularity 16 1 2 0", Err: bad + `"irregularity 16 1 2 0"` + irregularity + "points end with the last side given any"},
		p{In: `penalty 0 "` + long + `"`, Want: cribwars.Penalty{Offender: 0, Rule: long}},
		p{In: `penalty 0 "` + long + `x"`, Err: bad + fmt.Sprintf("%.80q", `penalty 0 "`+long+`x"`) + ": not one line"},
		p{In: "place 1 52", Want: cribwars.Place{Side: 1, Peg: cribwars.Hole(52)}},
		p{In: "leave box 2", Want: cribwars.LeaveBox{Side: 2}},
	)
}

// actionValues are values of each of the package's actions.
func actionValues() []crib.Action {
	return []crib.Action{
		cribwars.LeaveBox{Side: 2}, cribwars.Penalty{Offender: 1, Rule: "item 16: \"a peg\" moved"}, cribwars.Place{Side: 0, Peg: cribwars.Hole(52)},
		cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{2, 0, 2}}, cribwars.Irregularity{Item: 3, Offender: -1},
		cribwars.Irregularity{Item: 15, Offender: 0, Points: [crib.MaxSides]int{0, 2}, Then: cribwars.Redeal},
		cribwars.Irregularity{Item: 12, Offender: 1, Points: [crib.MaxSides]int{3, 0, 3}, Then: cribwars.MoveBack, Back: 3},
		cribwars.Irregularity{Item: 14, Offender: 1, Then: cribwars.PutBack, Front: cribwars.Hole(40)},
		cribwars.Irregularity{Item: 11, Offender: 0, Then: cribwars.ClaimedGame, Claimer: 1},
		cribwars.Irregularity{Item: 14, Offender: -1, Then: cribwars.VoidGame},
	}
}

// TestActionTexts: each action's text is its String, by the grammar, which
// ParseAction reads back; crib's actions read as crib's; a text that is
// none is refused with its reason; an action whose text would not read
// back is refused by a record; a refusal names the action's verb.
func TestActionTexts(t *testing.T) {
	want := []string{"leave box 2", `penalty 1 "item 16: \"a peg\" moved"`, "place 0 52", "irregularity 16 1 2 0 2", "irregularity 3 -1",
		"irregularity 15 0 0 2 new deal", "irregularity 12 1 3 0 3 move back 3", "irregularity 14 1 put back 40", "irregularity 11 0 claim 1",
		"irregularity 14 -1 void"}
	type p = codectest.Parse[crib.Action]
	var cases []p
	for i, a := range actionValues() {
		if a.String() != want[i] {
			t.Errorf("%#v writes %q, want %q", a, a.String(), want[i])
		}
		cases = append(cases, p{In: a.String(), Want: a})
	}
	const bad = "cribwars: invalid syntax: action "
	codectest.Parses(t, cribwars.ParseAction, cribwars.ErrSyntax, append(cases,
		// The text of another action is not one of this package's.
		p{In: "lay 0 5H", Want: crib.Lay{Seat: 0, Card: cards.MustParse("5H")}},
		p{In: "leave box", Err: bad + `"leave box": want "leave box SIDE": no side`},
		p{In: "leave box x", Err: bad + `"leave box x": want "leave box SIDE": "x" is not a number`},
		p{In: "place 1 52 53", Err: bad + `"place 1 52 53": want "place SIDE PEG": "53" is more than it takes`},
		p{In: `penalty x "y"`, Err: bad + `"penalty x \"y\"": want "penalty OFFENDER \"RULE\"": "x" is not a number`},
		p{In: "irregularity 1 x", Err: bad + `"irregularity 1 x": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": "x" is not a number`},
		p{In: "irregularity 1 0 2 0", Err: bad + `"irregularity 1 0 2 0": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": points end with the last side given any`},
		p{In: "fly", Err: `crib: invalid syntax: action "fly": no such action`},
		p{In: `penalty 0 "unclosed`, Err: bad + `"penalty 0 \"unclosed": want "penalty OFFENDER \"RULE\"": a quotation that is not the whole text: "unclosed`},
		p{In: "penalty 0 unquoted", Err: bad + `"penalty 0 unquoted": want "penalty OFFENDER \"RULE\"": the text "unquoted" is not in double quotes`},
		p{In: "place 0", Err: bad + `"place 0": want "place SIDE PEG": no peg`},
		p{In: "irregularity 1 2 3 4 5 6 7 8 9", Err: bad + `"irregularity 1 2 3 4 5 6 7 8 9": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": an irregularity is its item, the offender and up to 6 sides' points, then a remedy`},
	)...)
	// An action whose text would not read back is refused by a record.
	for _, a := range []crib.Action{cribwars.Penalty{Rule: "a # b"}, cribwars.Place{Peg: cribwars.Hole(-3)}} {
		if b, err := (cribwars.Record{Seed: 1, Actions: []crib.Action{a}}).MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%#v is written as %q, %v", a, b, err)
		}
	}
	// A refusal names the verb of the action refused, crib's as crib's
	// grammar writes it.
	var zero cribwars.Game
	fresh := newGame(t, cribwars.Config{}, 1)
	for _, c := range []struct {
		g    cribwars.Game
		a    crib.Action
		want string
	}{
		{zero, crib.Deal{}, "cribwars: deal: zero value: make it with its constructor"},
		{zero, crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("2C")}}, "cribwars: cut for deal with: zero value: make it with its constructor"},
		{zero, &crib.Lay{Seat: 1, Card: cards.MustParse("5H")}, "cribwars: lay: zero value: make it with its constructor"},
		{zero, crib.PegOut{Seat: 1}, "cribwars: peg out: zero value: make it with its constructor"},
		{zero, &cribwars.Irregularity{Item: 3}, "cribwars: irregularity: zero value: make it with its constructor"},
		{fresh, cribwars.LeaveBox{Side: 0}, "cribwars: leave box by side 0: not now: leaving the penalty box during the cut for deal"},
		{fresh, cribwars.Penalty{Offender: 5, Rule: "x"}, "cribwars: penalty by side 5: no such seat: side 5 of 2"},
		{fresh, cribwars.Place{Side: 0, Peg: cribwars.Peg{Path: 2, Hole: 1}}, "cribwars: place by side 0: no such hole on the board: pegs are placed on main-path holes, not 2:1"},
		{fresh, cribwars.Irregularity{Item: 3, Points: [crib.MaxSides]int{0, 2, 2}}, "cribwars: irregularity by side 0: the rules text gives no ruling for this: points [{1 2} {2 2}] against side A"},
	} {
		if _, _, err := c.g.Apply(c.a); err == nil || err.Error() != c.want {
			t.Errorf("Apply(%v): %v, want %s", c.a, err, c.want)
		}
	}
}

// FuzzParseAction: ParseAction never panics, and an action it reads has
// a text that reads back to it.
func FuzzParseAction(f *testing.F) {
	codectest.FuzzParse(f, []string{"leave box 1", `penalty 0 "item 16"`, "place 1 52", "irregularity 16 2 2 2", "lay 1 5H", "deal", "claim 0 8"},
		cribwars.ParseAction, func(a crib.Action) (string, error) { return a.String(), nil }, cribwars.ErrSyntax)
}
