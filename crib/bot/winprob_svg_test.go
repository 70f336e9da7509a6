package bot_test

import (
	"bytes"
	"flag"
	"testing"

	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/golden"
)

var updateSVG = flag.Bool("update-svg", false, "write testdata/svg afresh from WriteWinChanceSVG as it is")

// TestWriteWinChanceSVGGolden compares the heat map of WinChance with its
// golden file, byte for byte.
func TestWriteWinChanceSVGGolden(t *testing.T) {
	var out bytes.Buffer
	if err := bot.WriteWinChanceSVG(&out); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/svg/winchance.svg", out.Bytes(), *updateSVG, "go test ./crib/bot -run TestWriteWinChanceSVGGolden -update-svg")
}
