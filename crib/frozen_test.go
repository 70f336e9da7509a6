package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/golden"
)

// TestStoredFormatsFrozen replays every record of the corpus action by
// action and holds, byte for byte, the text of each action, the JSON of the
// events it makes, the saved game after it and the record written back: a
// change to any stored format fails here first. With -update-frozen it
// writes testdata/frozen.txt afresh.
func TestStoredFormatsFrozen(t *testing.T) {
	golden.Frozen(t, crib.ParseRecord, crib.Replay, crib.Game.Apply, crib.MarshalEvents, crib.Game.Record, crib.Record.MarshalText, *updateFrozen)
}
