package cribwars_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"testing"

	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/golden"
)

// goldenHow is the command that writes the golden files afresh.
const goldenHow = "go test ./cribwars -run Golden -update-svg"

var updateSVG = flag.Bool("update-svg", false, "write testdata/svg and testdata/render afresh from WriteSVG and Render as they are")

// svgGoldens are the boards and pegs whose pictures are kept in
// testdata/svg, byte for byte: any change to a coordinate, a colour or a
// label shows as a difference. Between them they draw every kind of special
// hole, slides and side paths beside one row and across rows, arches stacked
// above and below a row, loops that push the picture wider, pegs in
// Muggers Alley, in a penalty box, on and bound for side paths, sharing a
// hole, at the start and in the game hole, and boards shorter than, as long
// as and longer than Muggers Alley.
var svgGoldens = []struct {
	name string
	b    cribwars.Board
	pegs []cribwars.Peg
}{
	// Side A in Muggers Alley with side E on the same hole, B on a blue
	// path, C in a penalty box, D bound for the first time trap.
	{"default", cribwars.DefaultBoard(), []cribwars.Peg{cribwars.Hole(97), {Path: 2, Hole: 4}, cribwars.Hole(210),
		{Path: 1, Hole: 0}, cribwars.Hole(97)}},
	// Six pegs: two at the start, one on the last hole of Muggers Alley
	// (the whole board), two sharing a hole, one in the game hole.
	{"plain-six", cribwars.PlainBoard(), []cribwars.Peg{{}, {}, cribwars.Hole(120), cribwars.Hole(61), cribwars.Hole(61), cribwars.Hole(121)}},
	// Loops and arches: two side paths beside the first row, the second
	// stacked above the first; a slide and a time trap across rows; three
	// slides beside the third row, the first above it, the second below,
	// the third, meeting both as high, above; a green shortcut near the
	// end; a penalty box.
	{"loops", cribwars.MustBoard(cribwars.Spec{Name: "loops", Holes: 200,
		Slides:    []cribwars.Slide{{From: 10, To: 100}, {From: 122, To: 134}, {From: 124, To: 136}, {From: 126, To: 138}},
		TimeTraps: []cribwars.Branch{{At: 30, Holes: 20, Rejoin: 30}, {At: 34, Holes: 3, Rejoin: 32}, {At: 70, Holes: 30, Rejoin: 5}},
		Advances:  []cribwars.Branch{{At: 150, Holes: 3, Rejoin: 199}}, PenaltyBoxes: []int{120}}),
		[]cribwars.Peg{{Path: 1, Hole: 20}, {Path: 3, Hole: 15}, cribwars.Hole(120), {Path: 4, Hole: 0}}},
	// The longest paths at both ends of a row: the picture moves right and
	// widens to hold them.
	{"wide-loops", cribwars.MustBoard(cribwars.Spec{Holes: 100,
		TimeTraps: []cribwars.Branch{{At: 2, Holes: cribwars.MaxPathHoles, Rejoin: 1}, {At: 60, Holes: cribwars.MaxPathHoles, Rejoin: 59}}}),
		[]cribwars.Peg{{Path: 1, Hole: 1}, {Path: 2, Hole: 100}}},
	// One row exactly, all of it Muggers Alley; two slides whose reaches
	// just touch (the second's, with the hole's space kept round it, begins
	// where the first's ends), so both stay above the row; two time traps of no holes whose reaches overlap
	// only in the hole's space kept round each, so the second goes above;
	// a short shortcut.
	{"one-row", cribwars.MustBoard(cribwars.Spec{Name: "one row", Holes: 60,
		Slides:    []cribwars.Slide{{From: 2, To: 8}, {From: 9, To: 15}},
		TimeTraps: []cribwars.Branch{{At: 30, Holes: 0, Rejoin: 25}, {At: 33, Holes: 0, Rejoin: 31}},
		Advances:  []cribwars.Branch{{At: 40, Holes: 2, Rejoin: 50}}, PenaltyBoxes: []int{20}}),
		[]cribwars.Peg{cribwars.Hole(20), {Path: 1, Hole: 0}, {Path: 3, Hole: 2}}},
	// Three rows, Muggers Alley ending one hole short of the game hole;
	// arches above and below the second row push the rows apart. That row
	// runs right to left, so of its first two slides, which just touch,
	// the second is to the left of the first.
	{"three-rows", cribwars.MustBoard(cribwars.Spec{Holes: 122,
		Slides:    []cribwars.Slide{{From: 62, To: 68}, {From: 69, To: 74}, {From: 70, To: 90}, {From: 75, To: 85}},
		TimeTraps: []cribwars.Branch{{At: 100, Holes: 4, Rejoin: 95}}, PenaltyBoxes: []int{121}}),
		[]cribwars.Peg{cribwars.Hole(121), cribwars.Hole(122), {Path: 1, Hole: 4}}},
	// The smallest board.
	{"one-hole", cribwars.MustBoard(cribwars.Spec{Holes: 1}), []cribwars.Peg{cribwars.Hole(1)}},
}

// TestWriteSVGGolden compares each picture with its golden file; go test
// ./cribwars -run Golden -update-svg writes them afresh (look at them before
// committing).
func TestWriteSVGGolden(t *testing.T) {
	for _, c := range svgGoldens {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := c.b.WriteSVG(&out, c.pegs); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "svg", c.name+".svg"), out.Bytes(), *updateSVG, goldenHow)
		})
	}
}

// TestRenderGolden compares the text drawings of the same boards and pegs,
// and of pegs off the board, with theirs.
func TestRenderGolden(t *testing.T) {
	cases := append(svgGoldens[:len(svgGoldens):len(svgGoldens)], struct {
		name string
		b    cribwars.Board
		pegs []cribwars.Peg
	}{"off-board", cribwars.MustBoard(cribwars.Spec{Holes: 25, TimeTraps: []cribwars.Branch{{At: 11, Holes: 10, Rejoin: 5}}}),
		[]cribwars.Peg{cribwars.Hole(26), {}, {Path: 1, Hole: 10}, {Path: 2, Hole: 1}, {Path: 1, Hole: 10}, cribwars.Hole(-1)}})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			golden.Check(t, filepath.Join("testdata", "render", c.name+".txt"), []byte(c.b.Render(c.pegs...)), *updateSVG, goldenHow)
		})
	}
}
