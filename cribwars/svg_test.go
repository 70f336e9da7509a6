package cribwars_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/svg"
)

// svgTB is what the checks need of *testing.T and *rapid.T.
type svgTB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

func svgAttrInt(t svgTB, e svg.Element, name string) int {
	t.Helper()
	n, err := strconv.Atoi(e.Attr[name])
	if err != nil {
		t.Fatalf("%s=%q on %v", name, e.Attr[name], e.Attr)
	}
	return n
}

// ends returns the first and last points of path data written by
// svg.PathData.
func svgEnds(t svgTB, d string) (first, last svg.Point) {
	t.Helper()
	var pts []svg.Point
	for _, seg := range strings.FieldsFunc(d, func(r rune) bool { return r == 'M' || r == 'L' }) {
		var p svg.Point
		if _, err := fmt.Sscanf(seg, "%g %g", &p.X, &p.Y); err != nil {
			t.Fatalf("path data %q: %v", d, err)
		}
		pts = append(pts, p)
	}
	if len(pts) < 2 {
		t.Fatalf("path data %q", d)
	}
	return pts[0], pts[len(pts)-1]
}

// kindOf is the data-kind a main-path hole must carry.
func svgKindOf(b cribwars.Track, h int) string {
	slideEnd := false
	for _, s := range b.Slides() {
		slideEnd = slideEnd || s.To == h
	}
	switch {
	case h == 0:
		return "start"
	case h == b.GameHole():
		return "game"
	case b.At(h) == cribwars.SlideStart:
		return "slide"
	case b.At(h) == cribwars.TimeTrap:
		return "time-trap"
	case b.At(h) == cribwars.Advance:
		return "advance"
	case b.At(h) == cribwars.PenaltyBox:
		return "penalty-box"
	case slideEnd:
		return "slide-end"
	}
	return "plain"
}

// checkPicture draws b with pegs and checks the picture against them.
func checkSVGBoard(t svgTB, b cribwars.Track, pegs []cribwars.Peg) svg.Picture {
	t.Helper()
	var out bytes.Buffer
	if err := b.WriteSVG(&out, pegs); err != nil {
		t.Fatalf("WriteSVG(%v): %v", pegs, err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatalf("%v", err)
	}
	// The board's rectangle holds every hole, and the picture the board.
	boards := pic.Class("board")
	if len(boards) != 1 {
		t.Fatalf("%d boards drawn", len(boards))
	}
	var rect [4]float64 // x, y, width, height
	for i, name := range []string{"x", "y", "width", "height"} {
		rect[i], _ = boards[0].Float(name)
	}
	if rect[0] < 0 || rect[1] < 0 || rect[0]+rect[2] > pic.ViewBox[2] || rect[1]+rect[3] > pic.ViewBox[3] {
		t.Fatalf("board %v in a picture %v", rect, pic.ViewBox)
	}
	holes := map[cribwars.Peg]svg.Point{}
	for _, e := range pic.Class("hole") {
		if c, _ := e.Centre(); c.X < rect[0] || c.Y < rect[1] || c.X > rect[0]+rect[2] || c.Y > rect[1]+rect[3] {
			t.Fatalf("hole %v at %v, off the board %v", e.Attr, c, rect)
		}
		p := cribwars.Peg{Path: cribwars.PathID(svgAttrInt(t, e, "data-path")), Hole: svgAttrInt(t, e, "data-hole")}
		if _, dup := holes[p]; dup {
			t.Fatalf("hole %v drawn twice", p)
		}
		holes[p], _ = e.Centre()
		kind := e.Attr["data-kind"]
		if p.Path == cribwars.Main {
			if want := svgKindOf(b, p.Hole); kind != want {
				t.Fatalf("hole %d drawn as %q, not %q", p.Hole, kind, want)
			}
			if alley := e.Attr["data-alley"] == "true"; alley != (p.Hole >= 1 && p.Hole <= cribwars.MuggersAlley) {
				t.Fatalf("hole %d: data-alley %q", p.Hole, e.Attr["data-alley"])
			}
		} else if kind != "path" {
			t.Fatalf("side-path hole %v drawn as %q", p, kind)
		}
	}
	// Every position of the board has its hole, except hole 0 of a side
	// path: a peg bound for a path stands in the special hole.
	want := map[cribwars.Peg]bool{}
	for p := range b.Positions() {
		if p.Path == cribwars.Main || p.Hole > 0 {
			want[p] = true
		}
	}
	got := map[cribwars.Peg]bool{}
	for p := range holes {
		got[p] = true
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("holes (-want +got):\n%s", d)
	}
	// Every side path leaves the main path at its special hole and rejoins
	// it at its rejoining hole; every slide runs from its first red box to
	// its second.
	paths := map[int]bool{}
	for _, e := range pic.Class("side-path") {
		id := svgAttrInt(t, e, "data-path")
		pa, ok := b.Path(cribwars.PathID(id))
		if !ok || paths[id] || svgAttrInt(t, e, "data-at") != pa.At || svgAttrInt(t, e, "data-rejoin") != pa.Rejoin {
			t.Fatalf("side path %v", e.Attr)
		}
		paths[id] = true
	}
	if len(paths) != len(b.Paths()) {
		t.Fatalf("%d side paths drawn of %d", len(paths), len(b.Paths()))
	}
	for _, e := range pic.Elements {
		if e.Name != "path" || e.Attr["d"] == "" {
			continue
		}
		var from, to int
		switch {
		case e.Attr["class"] == "slide":
			from, to = svgAttrInt(t, e, "data-from"), svgAttrInt(t, e, "data-to")
		case e.Attr["class"] == "way":
			pa, _ := b.Path(cribwars.PathID(svgAttrInt(t, e, "data-path")))
			from, to = pa.At, pa.Rejoin
		default:
			continue
		}
		first, last := svgEnds(t, e.Attr["d"])
		if first != holes[cribwars.Hole(from)] || last != holes[cribwars.Hole(to)] {
			t.Fatalf("%s %v from %v to %v; holes %d at %v and %d at %v", e.Attr["class"], e.Attr, first, last,
				from, holes[cribwars.Hole(from)], to, holes[cribwars.Hole(to)])
		}
	}
	if n := len(pic.Class("slide")); n != len(b.Slides()) {
		t.Fatalf("%d slides drawn of %d", n, len(b.Slides()))
	}
	// Every peg once, on its hole.
	seen := map[int]bool{}
	for _, e := range pic.Class("peg") {
		i := svgAttrInt(t, e, "data-side")
		p := cribwars.Peg{Path: cribwars.PathID(svgAttrInt(t, e, "data-path")), Hole: svgAttrInt(t, e, "data-hole")}
		if i < 0 || i >= len(pegs) || seen[i] || p != pegs[i] {
			t.Fatalf("peg %v of side %d; the pegs are %v", p, i, pegs)
		}
		seen[i] = true
		at := p
		if p.Path != cribwars.Main && p.Hole == 0 {
			at = cribwars.Hole(b.MainHole(p))
		}
		if c, _ := e.Centre(); c != holes[at] {
			t.Fatalf("side %d's peg %v at %v, its hole at %v", i, p, c, holes[at])
		}
	}
	if len(seen) != len(pegs) {
		t.Fatalf("%d pegs drawn of %d", len(seen), len(pegs))
	}
	var again bytes.Buffer
	if err := b.WriteSVG(&again, pegs); err != nil || !bytes.Equal(again.Bytes(), out.Bytes()) {
		t.Fatalf("a second drawing differs (err %v)", err)
	}
	return pic
}

func TestWriteSVGPlacesEveryHoleAndPeg(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		pegs := rapid.SliceOfN(cribwarstest.Peg(b), 0, cribwars.MaxSVGPegs).Draw(t, "pegs")
		checkSVGBoard(t, b, pegs)
	})
}

func TestWriteSVGBoards(t *testing.T) {
	def := cribwars.DefaultTrack()
	loop := cribwars.MustTrack(cribwars.Spec{Name: "loops", Holes: 200,
		Slides:    []cribwars.Slide{{From: 10, To: 100}},
		TimeTraps: []cribwars.Branch{{At: 30, Holes: 20, Rejoin: 30}, {At: 40, Holes: 3, Rejoin: 38}, {At: 70, Holes: 30, Rejoin: 5}},
		Advances:  []cribwars.Branch{{At: 150, Holes: 3, Rejoin: 199}}, PenaltyBoxes: []int{120}})
	long := cribwars.MustTrack(cribwars.Spec{Holes: cribwars.MaxHoles,
		TimeTraps: []cribwars.Branch{{At: 1000, Holes: cribwars.MaxPathHoles, Rejoin: 999}, {At: 1500, Holes: cribwars.MaxPathHoles, Rejoin: 1}}})
	// Loops of the longest paths at both ends of a row reach past the
	// board's usual edges.
	edges := cribwars.MustTrack(cribwars.Spec{Holes: 100,
		TimeTraps: []cribwars.Branch{{At: 2, Holes: cribwars.MaxPathHoles, Rejoin: 1}, {At: 60, Holes: cribwars.MaxPathHoles, Rejoin: 59}}})
	for name, c := range map[string]struct {
		b    cribwars.Track
		pegs []cribwars.Peg
	}{
		"default, three pegs":                      {def, []cribwars.Peg{cribwars.Hole(97), {Path: 2, Hole: 4}, cribwars.Hole(210)}},
		"default, all at the start":                {def, []cribwars.Peg{{}, {}, {}}},
		"bound for a path and on its special hole": {def, []cribwars.Peg{{Path: 1, Hole: 0}, cribwars.Hole(80)}},
		"game hole":  {def, []cribwars.Peg{cribwars.Hole(363), cribwars.Hole(362)}},
		"plain":      {cribwars.PlainTrack(), []cribwars.Peg{cribwars.Hole(121), cribwars.Hole(60)}},
		"no pegs":    {def, nil},
		"six pegs":   {def, []cribwars.Peg{{}, {}, cribwars.Hole(1), cribwars.Hole(1), {Path: 6, Hole: 12}, {Path: 6, Hole: 12}}},
		"one hole":   {cribwars.MustTrack(cribwars.Spec{Holes: 1}), []cribwars.Peg{cribwars.Hole(1)}},
		"loops":      {loop, []cribwars.Peg{{Path: 1, Hole: 20}, {Path: 3, Hole: 15}}},
		"long paths": {long, []cribwars.Peg{{Path: 1, Hole: 100}, {Path: 2, Hole: 50}}},
		"wide loops": {edges, []cribwars.Peg{{Path: 1, Hole: 1}, {Path: 2, Hole: 100}}},
	} {
		t.Run(name, func(t *testing.T) {
			pic := checkSVGBoard(t, c.b, c.pegs)
			if w := pic.ViewBox[2]; (w < 800 || w > 1200) && name != "wide loops" {
				t.Errorf("picture %v wide", w)
			}
		})
	}
}

// On the default board every side path stays beside the row it leaves,
// clear of the main path's holes.
func TestWriteSVGDefaultPathsClear(t *testing.T) {
	pic := checkSVGBoard(t, cribwars.DefaultTrack(), nil)
	var main, side []svg.Point
	for _, e := range pic.Class("hole") {
		c, _ := e.Centre()
		if e.Attr["data-path"] == "0" {
			main = append(main, c)
		} else {
			side = append(side, c)
		}
	}
	for _, s := range side {
		for _, m := range main {
			if s.Sub(m).Len() < 9 {
				t.Fatalf("side-path hole at %v, main hole at %v", s, m)
			}
		}
	}
}

func TestWriteSVGRefuses(t *testing.T) {
	def := cribwars.DefaultTrack()
	for name, c := range map[string]struct {
		b    cribwars.Track
		pegs []cribwars.Peg
		want error
	}{
		"zero board":      {cribwars.Track{}, nil, cribwars.ErrNoSuchHole},
		"past game hole":  {def, []cribwars.Peg{cribwars.Hole(364)}, cribwars.ErrNoSuchHole},
		"negative":        {def, []cribwars.Peg{cribwars.Hole(-1)}, cribwars.ErrNoSuchHole},
		"no such path":    {def, []cribwars.Peg{{Path: 7, Hole: 1}}, cribwars.ErrNoSuchHole},
		"past path's end": {def, []cribwars.Peg{{Path: 1, Hole: 9}}, cribwars.ErrNoSuchHole},
		"seven pegs":      {def, make([]cribwars.Peg, cribwars.MaxSVGPegs+1), crib.ErrBadSeat},
	} {
		var out bytes.Buffer
		if err := c.b.WriteSVG(&out, c.pegs); !errors.Is(err, c.want) || out.Len() != 0 {
			t.Errorf("%s: err %v, %d bytes written", name, err, out.Len())
		}
	}
}

type svgFailWriter struct{ err error }

func (f svgFailWriter) Write([]byte) (int, error) { return 0, f.err }

func TestWriteSVGReportsWriteError(t *testing.T) {
	boom := errors.New("disk full")
	if err := cribwars.PlainTrack().WriteSVG(svgFailWriter{boom}, nil); !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
}

// A board loaded from JSON, and pegs anywhere, never make WriteSVG panic: it
// draws every board ParseTrack accepts.
func FuzzWriteSVG(f *testing.F) {
	f.Add([]byte(`{"holes": 363, "slides": [{"from": 45, "to": 65}], "time_traps": [{"at": 80, "holes": 8, "rejoin": 70}], "penalty_boxes": [100]}`), uint8(1), 3, 0, 97)
	f.Add([]byte(`{"holes": 10, "green_advances": [{"at": 2, "holes": 1, "rejoin": 9}]}`), uint8(1), 1, 0, 0)
	f.Add([]byte(`{"holes": 0}`), uint8(0), 0, 0, 0)
	f.Fuzz(func(t *testing.T, data []byte, path uint8, hole, path2, hole2 int) {
		b, err := cribwars.ParseTrack(data)
		if err != nil {
			return
		}
		pegs := []cribwars.Peg{{Path: cribwars.PathID(path), Hole: hole}, {Path: cribwars.PathID(path2 % 256), Hole: hole2}}
		var out bytes.Buffer
		if err := b.WriteSVG(&out, pegs); err != nil {
			if !errors.Is(err, cribwars.ErrNoSuchHole) || b.Valid(pegs[0]) && b.Valid(pegs[1]) {
				t.Fatalf("WriteSVG: %v", err)
			}
			return
		}
		checkSVGBoard(t, b, pegs)
	})
}

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
	b    cribwars.Track
	pegs []cribwars.Peg
}{
	// Side A in Muggers Alley with side E on the same hole, B on a blue
	// path, C in a penalty box, D bound for the first time trap.
	{"default", cribwars.DefaultTrack(), []cribwars.Peg{cribwars.Hole(97), {Path: 2, Hole: 4}, cribwars.Hole(210),
		{Path: 1, Hole: 0}, cribwars.Hole(97)}},
	// Six pegs: two at the start, one on the last hole of Muggers Alley
	// (the whole board), two sharing a hole, one in the game hole.
	{"plain-six", cribwars.PlainTrack(), []cribwars.Peg{{}, {}, cribwars.Hole(120), cribwars.Hole(61), cribwars.Hole(61), cribwars.Hole(121)}},
	// Loops and arches: two side paths beside the first row, the second
	// stacked above the first; a slide and a time trap across rows; three
	// slides beside the third row, the first above it, the second below,
	// the third, meeting both as high, above; a green shortcut near the
	// end; a penalty box.
	{"loops", cribwars.MustTrack(cribwars.Spec{Name: "loops", Holes: 200,
		Slides:    []cribwars.Slide{{From: 10, To: 100}, {From: 122, To: 134}, {From: 124, To: 136}, {From: 126, To: 138}},
		TimeTraps: []cribwars.Branch{{At: 30, Holes: 20, Rejoin: 30}, {At: 34, Holes: 3, Rejoin: 32}, {At: 70, Holes: 30, Rejoin: 5}},
		Advances:  []cribwars.Branch{{At: 150, Holes: 3, Rejoin: 199}}, PenaltyBoxes: []int{120}}),
		[]cribwars.Peg{{Path: 1, Hole: 20}, {Path: 3, Hole: 15}, cribwars.Hole(120), {Path: 4, Hole: 0}}},
	// The longest paths at both ends of a row: the picture moves right and
	// widens to hold them.
	{"wide-loops", cribwars.MustTrack(cribwars.Spec{Holes: 100,
		TimeTraps: []cribwars.Branch{{At: 2, Holes: cribwars.MaxPathHoles, Rejoin: 1}, {At: 60, Holes: cribwars.MaxPathHoles, Rejoin: 59}}}),
		[]cribwars.Peg{{Path: 1, Hole: 1}, {Path: 2, Hole: 100}}},
	// One row exactly, all of it Muggers Alley; two slides whose reaches
	// just touch (the second's, with the hole's space kept round it, begins
	// where the first's ends), so both stay above the row; two time traps of no holes whose reaches overlap
	// only in the hole's space kept round each, so the second goes above;
	// a short shortcut.
	{"one-row", cribwars.MustTrack(cribwars.Spec{Name: "one row", Holes: 60,
		Slides:    []cribwars.Slide{{From: 2, To: 8}, {From: 9, To: 15}},
		TimeTraps: []cribwars.Branch{{At: 30, Holes: 0, Rejoin: 25}, {At: 33, Holes: 0, Rejoin: 31}},
		Advances:  []cribwars.Branch{{At: 40, Holes: 2, Rejoin: 50}}, PenaltyBoxes: []int{20}}),
		[]cribwars.Peg{cribwars.Hole(20), {Path: 1, Hole: 0}, {Path: 3, Hole: 2}}},
	// Three rows, Muggers Alley ending one hole short of the game hole;
	// arches above and below the second row push the rows apart. That row
	// runs right to left, so of its first two slides, which just touch,
	// the second is to the left of the first.
	{"three-rows", cribwars.MustTrack(cribwars.Spec{Holes: 122,
		Slides:    []cribwars.Slide{{From: 62, To: 68}, {From: 69, To: 74}, {From: 70, To: 90}, {From: 75, To: 85}},
		TimeTraps: []cribwars.Branch{{At: 100, Holes: 4, Rejoin: 95}}, PenaltyBoxes: []int{121}}),
		[]cribwars.Peg{cribwars.Hole(121), cribwars.Hole(122), {Path: 1, Hole: 4}}},
	// The smallest board.
	{"one-hole", cribwars.MustTrack(cribwars.Spec{Holes: 1}), []cribwars.Peg{cribwars.Hole(1)}},
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
