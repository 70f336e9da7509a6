package cribwars_test

import (
	"encoding"
	"errors"
	"reflect"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cribwars"
)

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
