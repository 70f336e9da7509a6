package pegjokers_test

import (
	"testing"

	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestStoredFormatsFrozen replays every record of the corpus action by
// action and holds, byte for byte, the text of each action, the JSON of the
// events it makes, the saved game after it and the record written back: a
// change to any stored format fails here first. With -update-frozen it
// writes testdata/frozen.txt afresh.
func TestStoredFormatsFrozen(t *testing.T) {
	golden.Frozen(t, pegjokers.ParseRecord, pegjokers.Replay, pegjokers.Game.Apply, pegjokers.MarshalEvents, pegjokers.Game.Record, pegjokers.Record.MarshalText, *updateFrozen)
}
