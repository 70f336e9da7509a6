package crib_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/internal/svg"
)

// svgHoleKey names a hole of the crib board picture by its attributes.
type svgHoleKey struct {
	kind, slot string
	side, hole int
}

func (k svgHoleKey) String() string {
	return fmt.Sprintf("%s %s side %d hole %d", k.kind, k.slot, k.side, k.hole)
}

// checkSVGBoard draws b and checks the picture against it: well-formed,
// every hole once, every peg once and on its hole. It returns the picture.
func checkSVGBoard(t must.TB, b crib.Board, names ...string) svg.Picture {
	t.Helper()
	var out bytes.Buffer
	if err := b.WriteSVG(&out, names...); err != nil {
		t.Fatalf("WriteSVG(%v): %v", b, err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatalf("%v", err)
	}
	holes := map[svgHoleKey]svg.Point{}
	at := map[svg.Point]svgHoleKey{}
	records := -1
	for _, e := range pic.Class("hole") {
		k := svgHoleKey{kind: e.Attr["data-kind"], slot: e.Attr["data-slot"], side: must.Get(e.Int("data-side", -1))(t), hole: must.Get(e.Int("data-hole", -1))(t)}
		if k.kind == "record" && k.side == 0 {
			records = max(records, k.hole)
		}
		c, ok := e.Centre()
		if !ok {
			t.Fatalf("hole %v has no centre", k)
		}
		if _, dup := holes[k]; dup {
			t.Fatalf("hole %v drawn twice", k)
		}
		if o, dup := at[c]; dup {
			t.Fatalf("holes %v and %v both at %v", k, o, c)
		}
		holes[k], at[c] = c, k
	}
	// The holes a board of b.Sides tracks to b.GameHole has.
	want := map[svgHoleKey]bool{{kind: "game", side: -1, hole: b.GameHole}: true}
	for s := range b.Sides {
		for h := 1; h < b.GameHole; h++ {
			want[svgHoleKey{kind: "track", side: s, hole: h}] = true
		}
		want[svgHoleKey{kind: "start", slot: "front", side: s}] = true
		want[svgHoleKey{kind: "start", slot: "rear", side: s}] = true
		for n := 0; n <= records; n++ {
			want[svgHoleKey{kind: "record", side: s, hole: n}] = true
		}
		if b.Games[s] > records {
			t.Errorf("side %d has won %d games; the record row holds %d", s, b.Games[s], records)
		}
	}
	got := map[svgHoleKey]bool{}
	for k := range holes {
		got[k] = true
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("holes (-want +got):\n%s", d)
	}
	// Every peg once, centred on the hole it stands in.
	type pegKey struct {
		side int
		peg  string
	}
	seen := map[pegKey]bool{}
	for _, e := range pic.Class("peg") {
		side, kind, hole := must.Get(e.Int("data-side", -1))(t), e.Attr["data-peg"], must.Get(e.Int("data-hole", -1))(t)
		pk := pegKey{side, kind}
		if seen[pk] {
			t.Fatalf("peg %v drawn twice", pk)
		}
		seen[pk] = true
		if side < 0 || side >= b.Sides {
			t.Fatalf("peg of side %d on a board of %d sides", side, b.Sides)
		}
		var k svgHoleKey
		switch kind {
		case "front", "rear":
			wantHole := b.Pegs[side].Front
			if kind == "rear" {
				wantHole = b.Pegs[side].Rear
			}
			if hole != wantHole {
				t.Fatalf("side %d's %s peg drawn in hole %d, not %d", side, kind, hole, wantHole)
			}
			switch hole {
			case 0:
				k = svgHoleKey{kind: "start", slot: kind, side: side}
				if e.Attr["data-slot"] != kind {
					t.Fatalf("start peg %v has data-slot %q", pk, e.Attr["data-slot"])
				}
			case b.GameHole:
				k = svgHoleKey{kind: "game", side: -1, hole: hole}
			default:
				k = svgHoleKey{kind: "track", side: side, hole: hole}
			}
		case "record":
			if hole != b.Games[side] {
				t.Fatalf("side %d's record peg in hole %d, not %d", side, hole, b.Games[side])
			}
			k = svgHoleKey{kind: "record", side: side, hole: hole}
		default:
			t.Fatalf("peg of kind %q", kind)
		}
		c, _ := e.Centre()
		if hc, ok := holes[k]; !ok || hc != c {
			t.Fatalf("peg %v at %v, its hole %v at %v", pk, c, k, hc)
		}
	}
	if len(seen) != 3*b.Sides {
		t.Fatalf("%d pegs drawn for %d sides", len(seen), b.Sides)
	}
	// The same board gives the same bytes.
	var again bytes.Buffer
	if err := b.WriteSVG(&again, names...); err != nil || !bytes.Equal(out.Bytes(), again.Bytes()) {
		t.Fatalf("a second drawing differs (err %v)", err)
	}
	return pic
}

func genSVGBoard(t *rapid.T) crib.Board {
	sides := rapid.IntRange(2, crib.MaxSides).Draw(t, "sides")
	g := rapid.OneOf(rapid.SampledFrom([]int{31, 61, 121}), rapid.IntRange(31, 400)).Draw(t, "gameHole")
	b := crib.NewBoard(sides, g)
	for s := range sides {
		front := rapid.IntRange(0, g).Draw(t, "front")
		rear := rapid.IntRange(0, front).Draw(t, "rear")
		b.Pegs[s] = crib.Pegs{Front: front, Rear: rear}
		b.Games[s] = rapid.IntRange(0, 12).Draw(t, "games")
	}
	return b
}

func TestWriteSVGPlacesEveryHoleAndPeg(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkSVGBoard(t, genSVGBoard(t))
	})
}

func TestWriteSVGBoards(t *testing.T) {
	mid := crib.NewBoard(2, 121).Leapfrog(0, 40).Leapfrog(0, 47).Leapfrog(1, 60).Leapfrog(1, 12)
	won := crib.NewBoard(3, 61).Leapfrog(0, 58).Leapfrog(0, 9).Leapfrog(2, 30)
	won.Games = [crib.MaxSides]int{3, 1, 0}
	level := crib.NewBoard(2, 121)
	level.Pegs[0] = crib.Pegs{Front: 50, Rear: 50} // a ruling may leave both pegs in one hole
	level.Pegs[1] = crib.Pegs{Front: 121, Rear: 121}
	full := crib.NewBoard(crib.MaxSides, 121)
	for s := range crib.MaxSides {
		full.Pegs[s] = crib.Pegs{Front: 121, Rear: 100 + s}
		full.Games[s] = crib.MaxRecordGames
	}
	long := crib.NewBoard(2, 10000).Leapfrog(0, 9999).Leapfrog(1, 5000)
	for name, b := range map[string]crib.Board{
		"new": crib.NewBoard(2, 121), "mid game": mid, "three to 61 won": won, "shared holes": level,
		"six in the game hole": full, "to 31": crib.NewBoard(2, 31).Leapfrog(1, 30), "to 10000": long,
	} {
		t.Run(name, func(t *testing.T) {
			pic := checkSVGBoard(t, b, "Ann", "Bob & <Cat>")
			if w := pic.ViewBox[2]; w < 500 || w > 2000 {
				t.Errorf("picture %v wide", w)
			}
		})
	}
}

// The two-track board to 121 is laid out as a real one: per track, two lanes
// of 60 holes in twelve streets of five.
func TestWriteSVGLongBoard(t *testing.T) {
	pic := checkSVGBoard(t, crib.NewBoard(2, 121))
	ys := map[float64]int{}
	xs := map[float64]bool{}
	for _, e := range pic.Class("hole") {
		if e.Attr["data-kind"] == "track" && e.Attr["data-side"] == "0" {
			c, _ := e.Centre()
			ys[c.Y]++
			xs[c.X] = true
		}
	}
	if len(ys) != 2 || len(xs) != 60 {
		t.Fatalf("track 0 in %d lanes over %d columns", len(ys), len(xs))
	}
	for _, n := range ys {
		if n != 60 {
			t.Fatalf("lanes of %v holes", ys)
		}
	}
}

func TestWriteSVGRefusesBadBoards(t *testing.T) {
	ok := crib.NewBoard(2, 121)
	with := func(f func(b *crib.Board)) crib.Board {
		b := ok
		f(&b)
		return b
	}
	for name, b := range map[string]crib.Board{
		"zero":               {},
		"one side":           crib.NewBoard(1, 121),
		"seven sides":        crib.NewBoard(crib.MaxSides+1, 121),
		"game hole 30":       crib.NewBoard(2, 30),
		"game hole 10001":    crib.NewBoard(2, 10001),
		"front past game":    with(func(b *crib.Board) { b.Pegs[0].Front = 122 }),
		"rear ahead":         with(func(b *crib.Board) { b.Pegs[1] = crib.Pegs{Front: 5, Rear: 6} }),
		"negative rear":      with(func(b *crib.Board) { b.Pegs[1] = crib.Pegs{Front: 5, Rear: -1} }),
		"negative games":     with(func(b *crib.Board) { b.Games[0] = -1 }),
		"too many games":     with(func(b *crib.Board) { b.Games[0] = crib.MaxRecordGames + 1 }),
		"peg of a no side":   with(func(b *crib.Board) { b.Pegs[2].Front = 3 }),
		"games of a no side": with(func(b *crib.Board) { b.Games[5] = 1 }),
	} {
		var out bytes.Buffer
		err := b.WriteSVG(&out)
		if !errors.Is(err, crib.ErrBadRules) || out.Len() != 0 {
			t.Errorf("%s: err %v, %d bytes written", name, err, out.Len())
		}
	}
}

type svgFailWriter struct{ err error }

func (f svgFailWriter) Write([]byte) (int, error) { return 0, f.err }

func TestWriteSVGReportsWriteError(t *testing.T) {
	boom := errors.New("disk full")
	if err := crib.NewBoard(2, 121).WriteSVG(svgFailWriter{boom}); !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
	must.Is(t, "Board.WriteSVG(nil)", crib.NewBoard(2, 121).WriteSVG(nil), crib.ErrZeroValue)
}

func TestWriteSVGEscapesNames(t *testing.T) {
	var out bytes.Buffer
	if err := crib.NewBoard(2, 61).WriteSVG(&out, `<b>&"x"`, "\x00\xff"); err != nil {
		t.Fatal(err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range pic.Elements {
		found = found || e.Name == "text" && e.Text == `<b>&"x"`
	}
	if !found || strings.Contains(out.String(), "<b>") {
		t.Fatal("the name is not written as text")
	}
}

func FuzzWriteSVG(f *testing.F) {
	f.Add(2, 121, 40, 30, 12, 0, 1, 0)
	f.Add(3, 61, 61, 60, 0, 0, 0, 2)
	f.Add(0, 0, 0, 0, 0, 0, 0, 0)
	f.Fuzz(func(t *testing.T, sides, gameHole, front, rear, front1, rear1, games, games1 int) {
		b := crib.Board{Sides: sides, GameHole: min(gameHole, 2000)}
		b.Pegs[0] = crib.Pegs{Front: front, Rear: rear}
		b.Pegs[1] = crib.Pegs{Front: front1, Rear: rear1}
		b.Games[0], b.Games[1] = games, games1
		var out bytes.Buffer
		if err := b.WriteSVG(&out); err != nil {
			if !errors.Is(err, crib.ErrBadRules) || out.Len() != 0 {
				t.Fatalf("err %v, %d bytes", err, out.Len())
			}
			return
		}
		checkSVGBoard(t, b)
	})
}

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
