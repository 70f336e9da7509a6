package cribwars_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// TestReplayNamesWrittenLine: for a record made in code, not read, the
// line Replay names for a refused action is the line where MarshalText
// writes that action.
func TestReplayNamesWrittenLine(t *testing.T) {
	bad := cribwars.LeaveBox{Side: 0} // nobody sits in a box
	cut, err := cribwars.ParseAction("cut for deal")
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range []cribwars.Record{
		{Config: cribwars.Config{}, Seed: 1, Actions: []crib.Action{bad}},
		{Config: cribwars.Config{}, Seed: 1, Actions: []crib.Action{cut, bad}},
		{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Names: []string{"Ann", "Bo", "Cy"}, Seed: 2,
			Actions: []crib.Action{cut, crib.Deal{}, bad, crib.Deal{}}},
	} {
		_, _, err := cribwars.Replay(rec)
		var le *cribwars.LineError
		if !errors.As(err, &le) || !errors.Is(err, cribwars.ErrBadRecord) {
			t.Fatalf("%v: %v names no line", rec.Actions, err)
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(text), "\n")
		if le.Line < 1 || le.Line > len(lines) || lines[le.Line-1] != bad.String() {
			t.Errorf("Replay names line %d of\n%s", le.Line, text)
		}
	}
}

// TestRecordMarshalTextNamesAction: MarshalText says which action it
// cannot write, counting from 1.
func TestRecordMarshalTextNamesAction(t *testing.T) {
	for _, c := range []struct {
		actions []crib.Action
		want    string
	}{
		{[]crib.Action{crib.Deal{}, nil}, "cribwars: bad record: action 2 is nil"},
		{[]crib.Action{nil}, "cribwars: bad record: action 1 is nil"},
		{[]crib.Action{crib.Deal{}, crib.Deal{}, cribwars.Penalty{Offender: 0, Rule: "a # b"}}, "action 3: "},
	} {
		_, err := cribwars.Record{Seed: 1, Actions: c.actions}.MarshalText()
		if !errors.Is(err, cribwars.ErrBadRecord) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q...", c.actions, err, c.want)
		}
	}
}

// TestReplayNamesStartLine: a record made in code whose start cannot be
// made (a setup, names or start that MarshalText would refuse too) is
// refused by Replay on line 1, the record's first, with the reason.
func TestReplayNamesStartLine(t *testing.T) {
	g := newGame(t, cribwars.Config{}, 1)
	for _, c := range []struct {
		rec  cribwars.Record
		want string
	}{
		{cribwars.Record{Names: []string{"Ann"}, Seed: 1}, "1 names for 2 seats"},
		{cribwars.Record{Dealt: true, Seed: 1}, "a game dealt at a table has no seed"},
		{cribwars.Record{Start: &g, Seed: 1}, "a record starts from a saved game, or from a seed or the cards dealt, not both"},
		{cribwars.Record{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Start: &g}, "the start game's setup"},
	} {
		_, evs, err := cribwars.Replay(c.rec)
		var le *cribwars.LineError
		if !errors.As(err, &le) || le.Line != 1 || !errors.Is(err, cribwars.ErrBadRecord) || !strings.Contains(err.Error(), c.want) || evs != nil {
			t.Errorf("%+v: %v, %d events; want line 1: %q", c.rec, err, len(evs), c.want)
		}
		if _, err := c.rec.MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v is written: %v", c.rec, err)
		}
	}
}
