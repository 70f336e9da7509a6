package cribwars_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cribwars"
)

// TestRecordNameBounds: a record holds players' names of up to 100
// bytes, one for each seat, and reads them back; a longer name, or a
// name too few or too many, is refused.
func TestRecordNameBounds(t *testing.T) {
	long := strings.Repeat("n", 100)
	for _, c := range []struct {
		names []string
		ok    bool
	}{
		{[]string{long, "Bo"}, true},
		{[]string{"A", "B"}, true},
		{nil, true},
		{[]string{long + "n", "Bo"}, false},
		{[]string{"Ann"}, false},
		{[]string{"Ann", "Bo", "Cy"}, false},
		{[]string{"Ann", " Bo"}, false},
		{[]string{"Ann", ""}, false},
	} {
		rec := cribwars.Record{Seed: 1, Names: c.names}
		text, err := rec.MarshalText()
		if !c.ok {
			if !errors.Is(err, cribwars.ErrBadRecord) {
				t.Errorf("names %q: %q, %v", c.names, text, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("names %q: %v", c.names, err)
			continue
		}
		back, err := cribwars.ParseRecord(bytes.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if d := cmp.Diff(c.names, back.Names); d != "" {
			t.Errorf("names read back (-want +got):\n%s", d)
		}
	}
}
