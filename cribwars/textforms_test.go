package cribwars_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// textValues are values of each type with a text form.
func textValues() []encoding.TextMarshaler {
	return []encoding.TextMarshaler{
		cribwars.SlideStart, cribwars.PenaltyBox, cribwars.HeelsAlways, cribwars.HeelsNotIn119To121, cribwars.GoesAhead,
		cribwars.TookShortcut, cribwars.CallNewDeal, cribwars.CorrectGo, cribwars.MovedOutOfTurn, cribwars.RemovedOwnBoth,
		cribwars.NoRemedy, cribwars.Redeal, cribwars.VoidGame,
		cribwars.Hole(45), cribwars.Peg{Path: 2, Hole: 3}, cribwars.Hole(0),
		cribwars.Rules{}, cribwars.Rules{Heels: cribwars.HeelsNotIntoLastThree, SkunkLine: 90, DoubleSkunkLine: -1, BumpedLeaves: true},
	}
}

// TestTextForms: each value writes its text, which reads back to it (and
// is a JSON string that reads back too; the text with junk after it is
// refused); the text as people type it reads too.
func TestTextForms(t *testing.T) {
	codectest.TextRoundTrip(t, textValues()...)
	for text, want := range map[string]encoding.TextMarshaler{
		"  RED   slide ": cribwars.SlideStart, "skunk line 90, heels always": cribwars.Rules{Heels: cribwars.HeelsAlways, SkunkLine: 90},
		"2:3": cribwars.Peg{Path: 2, Hole: 3}, "DEFAULT": cribwars.Rules{},
		"Heels  NOT into the last   three holes ,bumped leaves": cribwars.Rules{Heels: cribwars.HeelsNotIntoLastThree, BumpedLeaves: true},
	} {
		p := reflect.New(reflect.TypeOf(want))
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(text)); err != nil || !cmp.Equal(p.Elem().Interface(), any(want)) {
			t.Errorf("%q reads as %#v, %v", text, p.Elem().Interface(), err)
		}
	}
}

// TestTextFormsRefuse: text that is no value of its type, and values that
// are none, are refused with errors wrapping ErrBadRecord, each with its
// text, and the value read into is left as it was.
func TestTextFormsRefuse(t *testing.T) {
	type r = codectest.Refusal
	const peg = ` is not a peg ("45", or "2:3" for hole 3 of side path 2)`
	const jack = ` is not a reading of the Jack near the end (not in the last three holes, always, not into the last three holes, not in holes 119 to 121)`
	const bad = "cribwars: bad record: invalid syntax: "
	special := cribwars.SlideStart
	codectest.TextRefuses(t, &special, r{In: "blue slide", Want: bad + `"blue slide" is not a kind of hole (plain hole, red slide, time trap, green advance area, penalty box)`})
	heels := cribwars.HeelsAlways
	codectest.TextRefuses(t, &heels, r{In: "", Want: bad + `""` + jack})
	p := cribwars.Hole(7)
	codectest.TextRefuses(t, &p, r{In: "-1", Want: bad + `"-1"` + peg}, r{In: "0:3", Want: bad + `"0:3"` + peg},
		r{In: "256:3", Want: bad + `"256:3"` + peg}, r{In: "99999999999999999999", Want: bad + `"99999999999999999999"` + peg})
	rules := cribwars.Rules{SkunkLine: 5}
	codectest.TextRefuses(t, &rules,
		r{In: "bumped leaves, bumped leaves", Want: bad + `"bumped leaves, bumped leaves" is not readings (each option at most once)`},
		r{In: "skunk line 1e9", Want: bad + `"skunk line 1e9" is not readings (skunk line -1000000000 to skunk line 1000000000)`},
		r{In: "heels never", Want: bad + `"never"` + jack},
		r{In: "default, bumped leaves", Want: bad + `"default, bumped leaves" is not readings: "default", or heels ..., skunk line N, double skunk line N and bumped leaves`})
	move := cribwars.GoesBack
	codectest.TextRefuses(t, &move, r{In: "goes sideways", Want: bad + `"goes sideways" is not a penalty box's move (goes back, goes ahead, advances one)`})
	codectest.MarshalRefuses(t, []error{cribwars.ErrBadRecord}, cribwars.Special(9), cribwars.HeelsRule(9), cribwars.Peg{Hole: -1},
		cribwars.Rules{SkunkLine: 2e9})
	for v, want := range map[encoding.TextMarshaler]string{
		cribwars.Special(9):                   "cribwars: bad record: 9 is not a kind of hole",
		cribwars.HeelsRule(9):                 "cribwars: bad record: 9 is not a reading of the Jack near the end",
		cribwars.Peg{Hole: -1}:                "cribwars: bad record: -1 is not a peg's hole",
		cribwars.Rules{SkunkLine: 2e9}:        "cribwars: bad record: readings: skunk line 2000000000 is out of range (skunk line -1000000000 to skunk line 1000000000)",
		cribwars.Rules{Heels: 9}:              "cribwars: bad record: 9 is not a reading of the Jack near the end",
		cribwars.BoxMoveKind(0):               "cribwars: bad record: 0 is not a penalty box's move",
		cribwars.Rules{DoubleSkunkLine: -2e9}: "cribwars: bad record: readings: double skunk line -2000000000 is out of range (double skunk line -1000000000 to double skunk line 1000000000)",
	} {
		if _, err := v.MarshalText(); err == nil || err.Error() != want {
			t.Errorf("%#v: %v, want %s", v, err, want)
		}
	}
}

// notState are the exported types that are not state a program keeps.
var notState = map[string]string{
	"Board": "an alias of Track", "Event": "an alias of Effect", "EventKind": "an alias of EffectKind", "BoardEvent": "an alias of TrackEvent",
	"SelfPlay": "a run's configuration, with functions", "LineError": "an error",
}

// stateValues returns values of each exported state type, as games make
// them.
func stateValues(t *testing.T) map[string][]any {
	g := inBox(t)
	rec := gametest.Record(t, playBots(t, cribwars.Config{Layout: crib.FourPlayer(), Track: cribwars.PlainTrack()}, 2))
	_, evs := mustReplay(t, gametest.Text(t, gametest.Record(t, playBots(t, cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()}, 1))))
	b := cribwars.DefaultTrack()
	ru, err := cribwars.Rules{}.LandInBox(boxBoard(), []cribwars.Peg{cribwars.Hole(20), cribwars.Hole(30)}, 0, cribwars.Stay{})
	if err != nil {
		t.Fatal(err)
	}
	ruling := cribwars.Ruling{Item: 14, Offender: 1, Points: []cribwars.Points{{Side: 0, Points: 2}}, NewDeal: true,
		Choices:     []cribwars.Choice{{Side: 0, Option: cribwars.CallNewDeal, Of: cribwars.NoSide}},
		Corrections: []cribwars.Correction{{Side: 1, Cards: -1}}, Dead: cards.MustParseList("5H"),
		Pegs: []cribwars.PegFix{{Side: 1, Front: cribwars.Hole(40), Back: cribwars.Hole(35)}}, Note: "n"}
	res, _ := playBots(t, cribwars.Config{}, 1).Result()
	vs := map[string][]any{
		"Game":          {g, newGame(t, cribwars.Config{}, 1)},
		"Config":        {cribwars.Config{}, g.Config()},
		"Track":         {b, boxBoard()},
		"Spec":          {b.Spec()},
		"Slide":         {cribwars.Slide{From: 10, To: 25}},
		"Branch":        {cribwars.Branch{At: 40, Holes: 3, Rejoin: 30}},
		"Path":          {b.Paths()[0]},
		"PathID":        {cribwars.PathID(2)},
		"Stay":          {g.Stay()},
		"BoxMove":       {ru.Moves[0]},
		"BoxRuling":     {ru},
		"Result":        {res},
		"Table":         {cribwars.Table{Sides: 3, Dealer: 1}},
		"Points":        {cribwars.Points{Side: 1, Points: 2}},
		"Choice":        {ruling.Choices[0]},
		"Correction":    {ruling.Corrections[0]},
		"PegFix":        {ruling.Pegs[0]},
		"Ruling":        {ruling},
		"PegIncident":   {cribwars.PegIncident{Mishap: cribwars.DislodgedOwnFront, Side: 1, Back: cribwars.Hole(3)}},
		"Effect":        {cribwars.Effect{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}},
		"Pegger":        {g.Cribbage().Pegger()},
		"View":          {must.Get(g.View(1))(t), must.Get(g.View(crib.NoSeat))(t)},
		"Record":        {rec},
		"Rules":         {cribwars.Rules{Heels: cribwars.HeelsNotIn119To121, SkunkLine: 80, DoubleSkunkLine: 70, BumpedLeaves: true}},
		"RulingApplied": {cribwars.RulingApplied{Ruling: ruling}},
		"MissedMove":    {cribwars.MissedMove{Side: 1, Sides: 3}},
		"NotPegged":     {cribwars.NotPegged{Side: 2, Sides: 3, Points: 4}},
	}
	for _, v := range textValues() {
		vs[reflect.TypeOf(v).Name()] = append(vs[reflect.TypeOf(v).Name()], v)
	}
	for _, a := range actionValues() {
		vs[reflect.TypeOf(a).Name()] = append(vs[reflect.TypeOf(a).Name()], a)
	}
	for _, e := range evs {
		if n := reflect.TypeOf(e); n.PkgPath() == reflect.TypeOf(cribwars.Pegged{}).PkgPath() && len(vs[n.Name()]) < 3 {
			vs[n.Name()] = append(vs[n.Name()], e)
		}
	}
	return vs
}

// TestNoStateMarshalsEmpty walks the package's exported types: each is a
// state type whose values marshal to JSON that is not {} and read back to
// a value that marshals to the same JSON, or is listed as no state.
func TestNoStateMarshalsEmpty(t *testing.T) {
	codectest.StateTypes(t, ".", stateValues(t), notState, codec.SameJSON)
}

// FuzzTextForms: UnmarshalText of the small state types never panics, and
// what it accepts writes back to text that reads back to the same value.
func FuzzTextForms(f *testing.F) { codectest.FuzzText(f, textValues()...) }

// TestNilReceivers: reading into a nil pointer is an error wrapping
// ErrBadRecord, not a panic.
func TestNilReceivers(t *testing.T) {
	for _, u := range []encoding.TextUnmarshaler{(*cribwars.Special)(nil), (*cribwars.HeelsRule)(nil), (*cribwars.BoxMoveKind)(nil),
		(*cribwars.EffectKind)(nil), (*cribwars.Option)(nil), (*cribwars.PegMishap)(nil), (*cribwars.Remedy)(nil), (*cribwars.Peg)(nil), (*cribwars.Rules)(nil),
		(*cribwars.Record)(nil), (*cribwars.View)(nil)} {
		if err := u.UnmarshalText([]byte("x")); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%T: %v", u, err)
		}
	}
	for _, u := range []json.Unmarshaler{(*cribwars.Game)(nil), (*cribwars.Config)(nil), (*cribwars.Pegger)(nil), (*cribwars.Track)(nil), (*cribwars.View)(nil)} {
		if err := u.UnmarshalJSON([]byte("{}")); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%T: %v", u, err)
		}
	}
}

// TestTextFormBounds: the text forms read numbers up to a billion either
// way, in at most 11 characters, and paths 1 to MaxPaths; one past is
// refused. Each value at a bound also writes back to its text form.
func TestTextFormBounds(t *testing.T) {
	most := strconv.Itoa(maxNumber)
	for _, c := range []struct {
		text string
		want encoding.TextMarshaler // what it reads as; of the type read into when refused
		ok   bool
	}{
		{most, cribwars.Hole(maxNumber), true},
		{"0" + most, cribwars.Hole(maxNumber), true}, // 11 characters
		{"00" + most, cribwars.Peg{}, false},         // 12
		{strconv.Itoa(maxNumber + 1), cribwars.Peg{}, false},
		{"0", cribwars.Hole(0), true},
		{"-0", cribwars.Hole(0), true},
		{"1:" + most, cribwars.Peg{Path: 1, Hole: maxNumber}, true},
		{strconv.Itoa(cribwars.MaxPaths) + ":0", cribwars.Peg{Path: cribwars.MaxPaths, Hole: 0}, true},
		{strconv.Itoa(cribwars.MaxPaths+1) + ":0", cribwars.Peg{}, false},
		{"1:-1", cribwars.Peg{}, false},
		{"skunk line " + most, cribwars.Rules{SkunkLine: maxNumber}, true},
		{"skunk line -" + most, cribwars.Rules{SkunkLine: -maxNumber}, true},
		{"skunk line " + strconv.Itoa(maxNumber+1), cribwars.Rules{}, false},
		{"skunk line " + strconv.Itoa(-maxNumber-1), cribwars.Rules{}, false},
		{"double skunk line -" + most, cribwars.Rules{DoubleSkunkLine: -maxNumber}, true},
		{"double skunk line " + most, cribwars.Rules{DoubleSkunkLine: maxNumber}, true},
		{"double skunk line " + strconv.Itoa(maxNumber+1), cribwars.Rules{}, false},
		{"skunk line 1, double skunk line 1", cribwars.Rules{SkunkLine: 1, DoubleSkunkLine: 1}, true},
		{"skunk line 1, skunk line 1", cribwars.Rules{}, false},
	} {
		into := reflect.New(reflect.TypeOf(c.want))
		err := into.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(c.text))
		if !c.ok {
			if !errors.Is(err, cribwars.ErrBadRecord) {
				t.Errorf("%q reads as %#v, %v", c.text, into.Elem().Interface(), err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if d := cmp.Diff(c.want, into.Elem().Interface()); d != "" {
			t.Errorf("%q reads as (-want +got):\n%s", c.text, d)
		}
		if _, err := c.want.MarshalText(); err != nil {
			t.Errorf("%#v does not write: %v", c.want, err)
		}
	}
	for _, v := range []encoding.TextMarshaler{cribwars.Hole(maxNumber + 1), cribwars.Peg{Path: 1, Hole: maxNumber + 1},
		cribwars.Rules{SkunkLine: maxNumber + 1}, cribwars.Rules{SkunkLine: -maxNumber - 1},
		cribwars.Rules{DoubleSkunkLine: maxNumber + 1}, cribwars.Rules{DoubleSkunkLine: -maxNumber - 1}} {
		if b, err := v.MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%#v writes as %q, %v", v, b, err)
		}
	}
}

func TestNames(t *testing.T) {
	if p := (cribwars.Table{}).Pone(); p != cribwars.NoSide {
		t.Errorf("Pone of no sides: %d", p)
	}
	for _, tc := range []struct{ got, want string }{
		{cribwars.Plain.String(), "plain hole"},
		{cribwars.SlideStart.String(), "red slide"},
		{cribwars.TimeTrap.String(), "time trap"},
		{cribwars.Advance.String(), "green advance area"},
		{cribwars.PenaltyBox.String(), "penalty box"},
		{cribwars.Special(9).String(), "Special(9)"},
		{cribwars.EffectKind(0).String(), "EventKind(0)"},
		{cribwars.Slid.String() + "," + cribwars.Trapped.String() + "," + cribwars.TookShortcut.String() + "," +
			cribwars.LandedInBox.String() + "," + cribwars.SkippedPast.String() + "," + cribwars.ReachedGame.String(),
			"slid,trapped,took shortcut,landed in box,skipped past,reached game"},
		{cribwars.Effect{}.String(), "EventKind(0)"},
		{cribwars.HeelsNotIntoLastThree.String(), "not into the last three holes"},
		{cribwars.HeelsNotIn119To121.String(), "not in holes 119 to 121"},
		{cribwars.HeelsRule(7).String(), "HeelsRule(7)"},
		{cribwars.CallNewDeal.String(), "call for a new deal"},
		{cribwars.DrawFromDealer.String(), "draw from the dealer's hand"},
		{cribwars.ScoreAndCorrect.String(), "score and correct the hand"},
		{cribwars.ClaimGame.String(), "claim the game"},
		{cribwars.RepositionPegs.String(), "reposition the pegs"},
		{cribwars.DemandMoveBack.String(), "demand a move back"},
		{cribwars.CorrectGo.String(), "correct the go"},
		{cribwars.Option(0).String(), "Option(0)"},
		{cribwars.SideName(0) + cribwars.SideName(2) + cribwars.SideName(-1) + cribwars.SideName(26), "AC??"},
		{cribwars.Peg{Path: 2, Hole: 3}.String(), "2:3"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}
