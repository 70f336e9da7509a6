package pegjokers_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/internal/svg"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// svgSpotKey names a hole of the picture: the seat whose board, Start or
// Finish it is, its place as the position text writes it, and its Start
// spot (-1 elsewhere).
type svgSpotKey struct {
	seat  int
	place string
	spot  int
}

// checkPosition draws p and checks the picture against it.
func checkSVGPosition(t must.TB, p pegjokers.Position) svg.Picture {
	t.Helper()
	var out bytes.Buffer
	if err := p.WriteSVG(&out); err != nil {
		t.Fatalf("WriteSVG(%v): %v", p, err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatalf("%v", err)
	}
	holes := map[svgSpotKey]svg.Point{}
	for _, e := range pic.Class("hole") {
		k := svgSpotKey{must.Get(e.Int("data-seat", -1))(t), e.Attr["data-place"], must.Get(e.Int("data-spot", -1))(t)}
		if _, dup := holes[k]; dup {
			t.Fatalf("hole %v drawn twice", k)
		}
		holes[k], _ = e.Centre()
		s := pegjokers.Seat(k.seat)
		want := "finish"
		switch {
		case k.place == "s":
			want = "start"
		case strings.HasPrefix(k.place, "t"):
			h, _ := strconv.Atoi(k.place[1:])
			switch h {
			case s.InSpot():
				want = "in-spot"
			case s.ComeOut():
				want = "come-out"
			default:
				want = "track"
			}
			if h/pegjokers.HolesPerSeat != k.seat {
				t.Fatalf("track hole %d drawn on seat %d's board", h, k.seat)
			}
		}
		if kind := e.Attr["data-kind"]; kind != want {
			t.Fatalf("hole %v drawn as %q, not %q", k, kind, want)
		}
	}
	want := map[svgSpotKey]bool{}
	for h := range p.TrackLen() {
		want[svgSpotKey{h / pegjokers.HolesPerSeat, pegjokers.Track(h).String(), -1}] = true
	}
	for s := range p.Seats() {
		for k := 1; k <= pegjokers.FinishHoles; k++ {
			want[svgSpotKey{s, pegjokers.Finish(k).String(), -1}] = true
		}
		for i := range pegjokers.PegsPerSeat {
			want[svgSpotKey{s, "s", i}] = true
		}
	}
	got := map[svgSpotKey]bool{}
	for k := range holes {
		got[k] = true
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("holes (-want +got):\n%s", d)
	}
	// Every peg where the position puts it, on its hole, in its seat's
	// colour (a colour of its own).
	places := make([][]string, p.Seats())
	spots := make([][]int, p.Seats()) // the Start spots of each seat's pegs
	fills := map[string]int{}
	for _, e := range pic.Class("peg") {
		s := must.Get(e.Int("data-seat", -1))(t)
		if s < 0 || s >= p.Seats() {
			t.Fatalf("peg of seat %d in a game of %d", s, p.Seats())
		}
		if f, ok := fills[e.Attr["fill"]]; ok && f != s {
			t.Fatalf("seats %d and %d both drawn in %s", f, s, e.Attr["fill"])
		}
		fills[e.Attr["fill"]] = s
		k := svgSpotKey{s, e.Attr["data-place"], must.Get(e.Int("data-spot", -1))(t)}
		if k.place != "s" {
			k.spot = -1
			if strings.HasPrefix(k.place, "t") {
				h, _ := strconv.Atoi(k.place[1:])
				k.seat = h / pegjokers.HolesPerSeat
			}
		}
		if c, _ := e.Centre(); c != holes[k] {
			t.Fatalf("seat %d's peg at %v is at %v, its hole %v at %v", s, e.Attr["data-place"], c, k, holes[k])
		}
		places[s] = append(places[s], e.Attr["data-place"])
		if k.place == "s" {
			spots[s] = append(spots[s], k.spot)
		}
	}
	for s := range p.Seats() {
		var wantPlaces []string
		for _, pl := range p.Pegs(pegjokers.Seat(s)) {
			wantPlaces = append(wantPlaces, pl.String())
		}
		slices.Sort(places[s])
		slices.Sort(wantPlaces)
		if d := cmp.Diff(wantPlaces, places[s]); d != "" {
			t.Fatalf("seat %d's pegs (-want +got):\n%s", s, d)
		}
		// Start pegs fill the spots from 0.
		slices.Sort(spots[s])
		for i, sp := range spots[s] {
			if sp != i {
				t.Fatalf("seat %d's Start pegs in spots %v", s, spots[s])
			}
		}
	}
	// The seat to move is marked.
	marks := pic.Class("to-move")
	if len(marks) != 1 || must.Get(marks[0].Int("data-seat", -1))(t) != int(p.Turn()) {
		t.Fatalf("the seat to move is %v; marked: %v", p.Turn(), marks)
	}
	for _, e := range pic.Class("seat-name") {
		if moving := must.Get(e.Int("data-seat", -1))(t) == int(p.Turn()); moving != strings.HasSuffix(e.Text, "to move") {
			t.Fatalf("seat name %q; %v to move", e.Text, p.Turn())
		}
	}
	var again bytes.Buffer
	if err := p.WriteSVG(&again); err != nil || !bytes.Equal(again.Bytes(), out.Bytes()) {
		t.Fatalf("a second drawing differs (err %v)", err)
	}
	return pic
}

func TestWriteSVGPlacesEveryHoleAndPeg(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkSVGPosition(t, pegjokerstest.Position().Draw(t, "position"))
	})
}

// Every seating's board is drawn clear: no two holes closer than most of a
// hole's pitch, and the picture a sensible size.
func TestWriteSVGEverySeating(t *testing.T) {
	for _, st := range pegjokers.Seatings() {
		t.Run(st.String(), func(t *testing.T) {
			p, err := pegjokers.NewPosition(st.Seats, st.Arrangement)
			if err != nil {
				t.Fatal(err)
			}
			pic := checkSVGPosition(t, p)
			if w := pic.ViewBox[2]; w < 600 || w > 1200 {
				t.Errorf("picture %v wide", w)
			}
			var cs []svg.Point
			for _, e := range pic.Class("hole") {
				c, _ := e.Centre()
				cs = append(cs, c)
			}
			for i := range cs {
				for j := range i {
					if d := cs[i].Sub(cs[j]).Len(); d < 12 {
						t.Fatalf("holes %v and %v %v apart", cs[i], cs[j], d)
					}
				}
			}
		})
	}
}

func TestWriteSVGPositions(t *testing.T) {
	for _, text := range []string{
		"4 pairs 1 | s s t12 t40 f5 | s s s t20 f1 | s s s t3 t9 | s s s s f1",
		"2 solo 0 | f1 f2 f3 f4 f5 | s s s t35 t0",
		"8 teams 7 | s s t12 t30 f5 | s s s t20 f1 | s t40 t44 f2 f3 | s s s s s | s s s s s | s s s t100 t143 | s s s s f5 | s s t130 f1 f2",
		"6 pairs 5 | t8 t26 t44 t62 t80 | s s s s s | s s s s s | s s s s s | s s s s s | f1 f2 f3 f4 t107",
	} {
		checkSVGPosition(t, pegjokers.MustParsePosition(text))
	}
}

func TestWriteSVGRefuses(t *testing.T) {
	var out bytes.Buffer
	if err := (pegjokers.Position{}).WriteSVG(&out); !errors.Is(err, pegjokers.ErrInvalidPosition) || out.Len() != 0 {
		t.Fatalf("zero Position: err %v, %d bytes", err, out.Len())
	}
	boom := errors.New("disk full")
	if err := newPosition(t, 4, pegjokers.Pairs).WriteSVG(svgFailWriter{boom}); !errors.Is(err, boom) {
		t.Fatalf("write error: got %v", err)
	}
}

type svgFailWriter struct{ err error }

func (f svgFailWriter) Write([]byte) (int, error) { return 0, f.err }

// Any text ParsePosition accepts is drawn; none makes WriteSVG panic.
func FuzzWriteSVG(f *testing.F) {
	f.Add("4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1")
	f.Add("2 solo 1 | f1 f2 f3 f4 f5 | s s s t35 t0")
	f.Add("3 solo 0 | s | s | s")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := pegjokers.ParsePosition(text)
		if err != nil {
			return
		}
		checkSVGPosition(t, p)
	})
}

// A game of four in pairs: Blue and White against Yellow and Orange, Yellow
// to move.
func ExamplePosition_WriteSVG() {
	p := pegjokers.MustParsePosition("4 pairs 1 | s s t12 t40 f5 | s s s t20 f1 | s s s t3 t9 | s s s s f1")
	var out strings.Builder
	if err := p.WriteSVG(&out); err != nil {
		fmt.Println(err)
		return
	}
	pic := out.String() // write it to a file, or serve it as image/svg+xml
	fmt.Println(strings.Count(pic, `class="hole"`), "holes,", strings.Count(pic, `class="peg"`), "pegs")
	fmt.Println(pic[strings.Index(pic, "<title>") : strings.Index(pic, "</title>")+8])
	// Output:
	// 112 holes, 20 pegs
	// <title>Pegs and Jokers, 4 pairs: Yellow to move</title>
}

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
			p := must.Get(pegjokers.ParsePosition(c.position))(t)
			var out bytes.Buffer
			if err := p.WriteSVG(&out); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "svg", c.name+".svg"), out.Bytes(), *updateSVG, "go test ./pegjokers -run TestWriteSVGGolden -update-svg")
		})
	}
}
