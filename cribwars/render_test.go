package cribwars_test

import (
	"path/filepath"
	"testing"

	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/golden"
)

// TestRenderGolden compares the text drawings of the same boards and pegs,
// and of pegs off the board, with theirs.
func TestRenderGolden(t *testing.T) {
	cases := append(svgGoldens[:len(svgGoldens):len(svgGoldens)], struct {
		name string
		b    cribwars.Track
		pegs []cribwars.Peg
	}{"off-board", cribwars.MustTrack(cribwars.Spec{Holes: 25, TimeTraps: []cribwars.Branch{{At: 11, Holes: 10, Rejoin: 5}}}),
		[]cribwars.Peg{cribwars.Hole(26), {}, {Path: 1, Hole: 10}, {Path: 2, Hole: 1}, {Path: 1, Hole: 10}, cribwars.Hole(-1)}})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			golden.Check(t, filepath.Join("testdata", "render", c.name+".txt"), []byte(c.b.Render(c.pegs...)), *updateSVG, goldenHow)
		})
	}
}
