package bot_test

import (
	"bytes"
	"flag"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/internal/svg"
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

// TestWriteWinChanceSVG: the heat map is an SVG picture, the same bytes
// every time.
func TestWriteWinChanceSVG(t *testing.T) {
	var a, b bytes.Buffer
	if err := bot.WriteWinChanceSVG(&a); err != nil {
		t.Fatal(err)
	}
	if err := bot.WriteWinChanceSVG(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two drawings differ")
	}
	if _, err := svg.Read(a.Bytes()); err != nil {
		t.Error(err)
	}
}

func TestHostileWriteWinChanceSVGNil(t *testing.T) {
	must.Is(t, "WriteWinChanceSVG(nil)", bot.WriteWinChanceSVG(nil), crib.ErrZeroValue)
}
