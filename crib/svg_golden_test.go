package crib_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/golden"
)

var updateSVG = flag.Bool("update-svg", false, "write testdata/svg afresh from WriteSVG as it is")

// boardOf returns a board of sides sides to gameHole with the pegs at
// front, rear pairs and the games won.
func boardOf(sides, gameHole int, pegs [][2]int, games ...int) crib.Board {
	b := crib.NewBoard(sides, gameHole)
	for s, p := range pegs {
		b.Pegs[s] = crib.Pegs{Front: p[0], Rear: p[1]}
	}
	copy(b.Games[:], games)
	return b
}

// svgGoldens are the boards whose pictures are kept in testdata/svg, byte
// for byte: any change to a coordinate, a colour or a label shows as a
// difference. Between them they draw two to six tracks, games to 31, 40,
// 61, 121 and 250 (two lanes and four; the hole numbers of the way back
// drawn or not), pegs at the start, on both lanes, sharing a hole and in the
// game hole, names given, left empty and left out, and record rows of one
// and of two rows.
var svgGoldens = []struct {
	name  string
	b     crib.Board
	names []string
}{
	// A new board, the sides unnamed.
	{"new", crib.NewBoard(2, 121), nil},
	// A game under way: Ann out along the first lane, Bob on the way
	// back, one game won.
	{"mid-game", boardOf(2, 121, [][2]int{{87, 40}, {72, 60}}, 1), []string{"Ann", "Bob"}},
	// Three to 61, the middle side unnamed: one side won, one with both
	// pegs in one hole, one still at the start.
	{"three-to-61", boardOf(3, 61, [][2]int{{61, 58}, {30, 30}, {0, 0}}, 3, 1, 0), []string{"Ann", "", "Cat"}},
	// Six tracks, four pegs in the game hole, a side at its first hole.
	{"six-to-121", boardOf(6, 121, [][2]int{{121, 100}, {121, 119}, {121, 121}, {1, 0}, {60, 59}, {61, 60}}, 12, 0, 5, 6, 1, 2),
		[]string{"A", "B", "C", "D", "E", "F"}},
	// A short game: record holes in two rows of 15, the first labelled.
	{"to-31", boardOf(2, 31, [][2]int{{30, 29}, {15, 16 - 1}}, 17, 3), []string{"North", "South"}},
	// A game to 40: the way back ends at 39, so its label at 40 is left out.
	{"to-40", boardOf(2, 40, [][2]int{{20, 19}, {21, 11}}), nil},
	// A game to 250: four lanes a track.
	{"to-250", boardOf(2, 250, [][2]int{{249, 200}, {130, 66}}, 2, 4), []string{"Ann", "Bob"}},
}

// checkGolden compares got with the golden file testdata/svg/name, or
// writes it with -update-svg.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "svg", name), got, *updateSVG, "go test ./crib -run Golden -update-svg")
}

// TestWriteSVGGolden compares each board's picture with its golden file;
// go test -run Golden -update-svg writes them afresh (look at them before
// committing).
func TestWriteSVGGolden(t *testing.T) {
	for _, c := range svgGoldens {
		t.Run(c.name, func(t *testing.T) {
			checkSVGBoard(t, c.b, c.names...)
			var out bytes.Buffer
			if err := c.b.WriteSVG(&out, c.names...); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, c.name+".svg", out.Bytes())
		})
	}
}
