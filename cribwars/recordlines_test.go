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
