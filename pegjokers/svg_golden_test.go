package pegjokers_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"testing"

	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/pegjokers"
)

var updateSVG = flag.Bool("update-svg", false, "write testdata/svg afresh from WriteSVG as it is")

// svgGoldens are the positions whose pictures are kept in testdata/svg, byte
// for byte: any change to a coordinate, a size, a colour or a label shows as
// a difference. Between them they draw every seat count from 2 to 8 (the
// square and hexagon of two and three seats, the polygons of more), every
// arrangement, pegs at home in Start, on come-out holes and in-spots (their
// own and other seats'), on the first and last holes of the loop, part-way
// and all the way into Finish, every seat to move from the first to the
// last, and a game a team has won.
var svgGoldens = []struct {
	name, position string
}{
	// Blue on its come-out hole and its in-spot; Yellow on its own two and on
	// the last hole of the loop.
	{"two-solo", "2 solo 0 | s s t8 t3 f2 | s t26 t21 t35 f5"},
	// A hexagon; White, the last seat, to move; Yellow on the first hole of
	// the loop and on Blue's in-spot's neighbour side.
	{"three-solo", "3 solo 2 | s s s s s | t0 t17 f1 f2 f3 | s t53 t44 t9 f4"},
	// The package example: Blue and White against Yellow and Orange.
	{"four-pairs", "4 pairs 1 | s s t12 t40 f5 | s s s t20 f1 | s s s t3 t9 | s s s s f1"},
	// Orange on Red's come-out hole, Red on its in-spot.
	{"five-solo", "5 solo 4 | s s t89 f4 f5 | s s s s s | t40 t41 t42 f1 f2 | s s s s t80 | s t75 t1 f3 f5"},
	// Blue and Orange have all their pegs home: their team has won.
	{"six-pairs-won", "6 pairs 1 | f1 f2 f3 f4 f5 | s s t30 t31 f1 | s s s s s | f1 f2 f3 f4 f5 | s t100 t7 f2 f3 | s s s t98 t99"},
	// Every peg at home, Orange to move.
	{"six-teams-start", "6 teams 3 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s"},
	{"seven-solo", "7 solo 6 | s s s s t116 | s t26 t27 f4 f5 | t62 s s s s | s s s f1 f5 | s s s s s | t0 t98 t93 f2 f3 | t125 f1 f2 f3 f4"},
	{"eight-teams", "8 teams 7 | s s t12 t30 f5 | s s s t20 f1 | s t40 t44 f2 f3 | s s s s s | s s s s s | s s s t100 t143 | s s s s f5 | s s t130 f1 f2"},
	{"eight-pairs", "8 pairs 5 | t8 s s s s | t26 s s s s | t44 s s s s | t62 s s s s | t80 s s s s | t98 s s s s | t116 s s s s | t134 s s s s"},
}

// TestWriteSVGGolden compares each picture with its golden file; go test
// -run TestWriteSVGGolden -update-svg writes them afresh (look at them
// before committing).
func TestWriteSVGGolden(t *testing.T) {
	for _, c := range svgGoldens {
		t.Run(c.name, func(t *testing.T) {
			p, err := pegjokers.ParsePosition(c.position)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := p.WriteSVG(&out); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "svg", c.name+".svg"), out.Bytes(), *updateSVG, "go test ./pegjokers -run TestWriteSVGGolden -update-svg")
		})
	}
}
