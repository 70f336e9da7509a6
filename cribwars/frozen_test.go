package cribwars_test

import (
	"testing"

	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/golden"
)

// TestStoredFormatsFrozen replays every record of the corpus action by
// action and holds, byte for byte, the text of each action, the JSON of the
// events it makes, the saved game after it and the record written back: a
// change to any stored format fails here first. With -update-frozen it
// writes testdata/frozen.txt afresh.
func TestStoredFormatsFrozen(t *testing.T) {
	golden.Frozen(t, cribwars.ParseRecord, cribwars.Replay, cribwars.Game.Apply, cribwars.MarshalEvents, cribwars.Game.Record, cribwars.Record.MarshalText, *updateFrozen)
}
