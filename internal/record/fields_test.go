package record_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/record"
)

// level is a value with a text form; snapshot one with a JSON form that
// refuses what is not one.
type (
	level    int
	snapshot struct{ N int }
	startRec struct {
		Level   level
		Seed    uint64
		Start   *snapshot
		Actions []int
		at      record.Lines
	}
)

func (l level) MarshalText() ([]byte, error) {
	if l < 0 {
		return nil, errors.New("a level below zero")
	}
	return []byte("level " + strconv.Itoa(int(l))), nil
}

func (l *level) UnmarshalText(text []byte) error {
	n, err := strconv.Atoi(strings.TrimPrefix(string(text), "level "))
	*l = level(n)
	return err
}

func (s snapshot) MarshalJSON() ([]byte, error) { return json.Marshal(map[string]int{"n": s.N}) }

func (s *snapshot) UnmarshalJSON(data []byte) error {
	var v map[string]int
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	if v["n"] < 0 {
		return errors.New("a snapshot below zero")
	}
	s.N = v["n"]
	return nil
}

var startFormat = &record.Format[startRec, int]{
	Pkg: "toy", Game: "toy", Version: 1,
	Fields: []record.Field[startRec]{
		record.TextField("level", func(r *startRec) *level { return &r.Level }),
		record.SeedField(func(r *startRec) *uint64 { return &r.Seed }, func(r *startRec) bool { return r.Start == nil }),
		record.StartField(func(r *startRec) **snapshot { return &r.Start }),
	},
	Actions:     func(r *startRec) (*[]int, *record.Lines) { return &r.Actions, &r.at },
	ParseAction: strconv.Atoi,
	ActionText:  func(n int) ([]byte, error) { return []byte(strconv.Itoa(n)), nil },
}

// TestFields: the shared headers write and read their values; the seed is
// written when the record says, the start when there is one.
func TestFields(t *testing.T) {
	for _, c := range []struct {
		rec  startRec
		text string
	}{
		{startRec{Level: 3, Seed: 42}, "pegboard toy 1\nlevel: level 3\nseed: 42\n"},
		{startRec{Level: 0, Start: &snapshot{N: 5}, Actions: []int{1}}, "pegboard toy 1\nlevel: level 0\nstart: {\"n\":5}\n\n1\n"},
	} {
		text, err := startFormat.Marshal(c.rec)
		if err != nil || string(text) != c.text {
			t.Errorf("Marshal(%+v) = %q, %v; want %q", c.rec, text, err, c.text)
			continue
		}
		back, err := startFormat.Parse(strings.NewReader(c.text))
		if err != nil || back.Level != c.rec.Level || back.Seed != c.rec.Seed || (back.Start == nil) != (c.rec.Start == nil) ||
			back.Start != nil && *back.Start != *c.rec.Start {
			t.Errorf("Parse(%q) = %+v, %v", c.text, back, err)
		}
	}
	if _, err := startFormat.Marshal(startRec{Level: -1}); err == nil || err.Error() != "a level below zero" {
		t.Errorf("a value that does not marshal: %v", err)
	}
	for in, want := range map[string]string{
		"pegboard toy 1\nlevel: level x\n":         `toy: line 2: bad record: level: strconv.Atoi: parsing "x": invalid syntax`,
		"pegboard toy 1\nseed: -1\n":               `toy: line 2: bad record: seed: invalid syntax: "-1" is not a seed (a number from 0 to 18446744073709551615)`,
		"pegboard toy 1\nstart: {\"n\": -1}\n":     "toy: line 2: bad record: start: a snapshot below zero",
		"pegboard toy 1\nstart: [1]\n":             "toy: line 2: bad record: start: json: cannot unmarshal array into Go value of type map[string]int",
		"pegboard toy 1\nlevel: level 1\nseed: \n": `toy: line 3: bad record: seed: invalid syntax: "" is not a seed (a number from 0 to 18446744073709551615)`,
	} {
		if _, err := startFormat.Parse(strings.NewReader(in)); err == nil || err.Error() != want {
			t.Errorf("Parse(%q):\n got %v\nwant %s", in, err, want)
		}
	}
}
