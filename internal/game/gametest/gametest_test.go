package gametest_test

import (
	"testing"

	"github.com/pegboard/pegboard/internal/game/gametest"
)

// TestRecords: the hook keeps each record by its number. (Calls that
// overlap, which it reports, cannot be made to overlap at will here; the
// runners' tests run it under their own runners.)
func TestRecords(t *testing.T) {
	hook, got := gametest.Records[string](t)
	hook(1, "a")
	hook(2, "b")
	hook(1, "c")
	if len(got) != 2 || got[1] != "c" || got[2] != "b" {
		t.Errorf("kept %v", got)
	}
}
