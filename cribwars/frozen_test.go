package cribwars_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/golden"
)

var updateFrozen = flag.Bool("update-frozen", false, "write testdata/frozen.txt afresh")

// TestStoredFormatsFrozen replays every record of the corpus action by
// action and holds, byte for byte, the text of each action, the JSON of the
// events it makes, the saved game after it and the record written back: a
// change to any stored format fails here first.
func TestStoredFormatsFrozen(t *testing.T) {
	files, err := filepath.Glob("testdata/records/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	var parts [][]byte
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := cribwars.ParseRecord(strings.NewReader(string(text)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		acts := rec.Actions
		rec.Actions = nil
		g, _, err := cribwars.Replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		start, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var steps []golden.Step
		for i, a := range acts {
			ng, ev, err := g.Apply(a)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			g = ng
			evs, err := cribwars.MarshalEvents(ev)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			gj, err := json.Marshal(g)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			steps = append(steps, golden.Step{Action: a.String(), Events: evs, Game: gj})
		}
		r, err := g.Record()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		r.Names = rec.Names
		rt, err := r.MarshalText()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		parts = append(parts, golden.Steps(filepath.Base(f), start, steps, rt))
	}
	golden.CheckSteps(t, "testdata/frozen.txt", parts, *updateFrozen, "go test -run TestStoredFormatsFrozen -update-frozen")
}
