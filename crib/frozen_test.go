package crib_test

import (
	"flag"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/golden"
)

var updateFrozen = flag.Bool("update-frozen", false, "write testdata/frozen.txt afresh")

// TestStoredFormatsFrozen replays every record of the corpus action by
// action and holds, byte for byte, the text of each action, the JSON of the
// events it makes, the saved game after it and the record written back: a
// change to any stored format fails here first.
func TestStoredFormatsFrozen(t *testing.T) {
	golden.Frozen(t, crib.ParseRecord, crib.Replay, crib.Game.Apply, crib.MarshalEvents, crib.Game.Record, crib.Record.MarshalText, *updateFrozen)
}
