package cribwars_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cribwars"
)

func TestDefaultBoardCounts(t *testing.T) {
	// The rules name 3 slides, 4 time traps, 3 penalty boxes and 2 green
	// advances; the published board has 363 holes with Muggers Alley 1-121.
	b := cribwars.DefaultBoard()
	var traps, advances int
	for _, p := range b.Paths() {
		switch p.Kind {
		case cribwars.TimeTrap:
			traps++
		case cribwars.Advance:
			advances++
		}
	}
	got := [5]int{b.Holes(), len(b.Slides()), traps, len(b.PenaltyBoxes()), advances}
	if want := [5]int{363, 3, 4, 3, 2}; got != want {
		t.Errorf("holes, slides, traps, boxes, advances = %v, want %v", got, want)
	}
	if b.GameHole() != 363 {
		t.Errorf("game hole %d", b.GameHole())
	}
	if !b.InMuggersAlley(cribwars.Hole(121)) || b.InMuggersAlley(cribwars.Hole(122)) {
		t.Error("Muggers Alley is holes 1-121")
	}
	if !b.Equal(cribwars.MustBoard(cribwars.DefaultSpec())) {
		t.Error("DefaultBoard differs from DefaultSpec")
	}
}

func TestPlainBoard(t *testing.T) {
	b := cribwars.PlainBoard()
	if b.Holes() != 121 || len(b.Paths())+len(b.Slides())+len(b.PenaltyBoxes()) != 0 {
		t.Fatalf("plain board: %+v", b.Spec())
	}
	for h := range 122 {
		if b.At(h) != cribwars.Plain {
			t.Errorf("hole %d is %v", h, b.At(h))
		}
		if !b.InMuggersAlley(cribwars.Hole(h)) {
			t.Errorf("hole %d of the plain board is not in Muggers Alley", h)
		}
	}
}

// Boards NewBoard refuses, each with the sentinel it must wrap.
var badBoards = []struct {
	name string
	spec cribwars.Spec
	want error
}{
	{"no holes", cribwars.Spec{}, cribwars.ErrOffBoard},
	{"too many holes", cribwars.Spec{Holes: cribwars.MaxHoles + 1}, cribwars.ErrOffBoard},
	{"box on the start", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{0}}, cribwars.ErrOffBoard},
	{"box on the game hole", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{121}}, cribwars.ErrOffBoard},
	{"box off the board", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{500}}, cribwars.ErrOffBoard},
	{"slide from off the board", cribwars.Spec{Holes: 121, Slides: []cribwars.Slide{{From: -4, To: 10}}}, cribwars.ErrOffBoard},
	{"trap off the board", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 130, Holes: 3, Rejoin: 100}}}, cribwars.ErrOffBoard},
	{"two boxes on one hole", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{50, 50}}, cribwars.ErrOverlap},
	{"slide and trap on one hole", cribwars.Spec{Holes: 121,
		Slides:    []cribwars.Slide{{From: 40, To: 60}},
		TimeTraps: []cribwars.Branch{{At: 40, Holes: 3, Rejoin: 30}}}, cribwars.ErrOverlap},
	{"box right after a box", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{50, 51}}, cribwars.ErrOverlap},
	{"trap right after a box", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{50},
		TimeTraps: []cribwars.Branch{{At: 51, Holes: 3, Rejoin: 40}}}, cribwars.ErrOverlap},
	{"slide onto a trap", cribwars.Spec{Holes: 121,
		Slides:    []cribwars.Slide{{From: 40, To: 60}},
		TimeTraps: []cribwars.Branch{{At: 60, Holes: 3, Rejoin: 30}}}, cribwars.ErrOverlap},
	{"slide onto a slide", cribwars.Spec{Holes: 121,
		Slides: []cribwars.Slide{{From: 40, To: 60}, {From: 60, To: 80}}}, cribwars.ErrOverlap},
	{"slide backward", cribwars.Spec{Holes: 121, Slides: []cribwars.Slide{{From: 40, To: 20}}}, cribwars.ErrBadPath},
	{"slide to itself", cribwars.Spec{Holes: 121, Slides: []cribwars.Slide{{From: 40, To: 40}}}, cribwars.ErrBadPath},
	{"slide to the game hole", cribwars.Spec{Holes: 121, Slides: []cribwars.Slide{{From: 110, To: 121}}}, cribwars.ErrBadPath},
	{"blue path that never rejoins", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 80, Holes: 8}}}, cribwars.ErrNoRejoin},
	{"blue path rejoining past the game hole", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 80, Holes: 8, Rejoin: 122}}}, cribwars.ErrNoRejoin},
	{"green path that never rejoins", cribwars.Spec{Holes: 121, Advances: []cribwars.Branch{{At: 80, Holes: 8, Rejoin: -1}}}, cribwars.ErrNoRejoin},
	{"path of negative length", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 80, Holes: -1, Rejoin: 70}}}, cribwars.ErrBadPath},
	{"path too long", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 80, Holes: cribwars.MaxPathHoles + 1, Rejoin: 70}}}, cribwars.ErrBadPath},
	{"green shortcut going back", cribwars.Spec{Holes: 121, Advances: []cribwars.Branch{{At: 80, Holes: 2, Rejoin: 70}}}, cribwars.ErrBadPath},
	{"green shortcut no shorter", cribwars.Spec{Holes: 121, Advances: []cribwars.Branch{{At: 80, Holes: 9, Rejoin: 90}}}, cribwars.ErrBadPath},
	// A trap area of 29 holes leading back: from 49 every score of 1 to 29
	// lands in it, and no peg can get to 79 another way.
	{"trap area no score can pass", cribwars.Spec{Holes: 121, TimeTraps: trapRun(50, 29, 40)}, cribwars.ErrLoop},
	{"too many paths", cribwars.Spec{Holes: 1000, TimeTraps: trapRun(100, cribwars.MaxPaths+1, 90)}, cribwars.ErrInvalidBoard},
}

// trapRun returns n time traps on consecutive holes from at, each with a
// path of no holes rejoining at rejoin.
func trapRun(at, n, rejoin int) []cribwars.Branch {
	var bs []cribwars.Branch
	for i := range n {
		bs = append(bs, cribwars.Branch{At: at + i, Rejoin: rejoin})
	}
	return bs
}

func TestNewBoardRefuses(t *testing.T) {
	for _, tc := range badBoards {
		t.Run(tc.name, func(t *testing.T) {
			_, err := cribwars.NewBoard(tc.spec)
			if !errors.Is(err, tc.want) || !errors.Is(err, cribwars.ErrInvalidBoard) {
				t.Fatalf("NewBoard(%+v) = %v, want %v", tc.spec, err, tc.want)
			}
			// The JSON loader refuses the same board with the same error.
			data, jerr := json.Marshal(tc.spec)
			if jerr != nil {
				t.Fatal(jerr)
			}
			if _, err := cribwars.ParseBoard(data); !errors.Is(err, tc.want) {
				t.Errorf("ParseBoard(%s) = %v, want %v", data, err, tc.want)
			}
		})
	}
}

var goodBoards = []struct {
	name string
	spec cribwars.Spec
}{
	{"one hole", cribwars.Spec{Holes: 1}},
	{"trap area of three holes", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{
		{At: 80, Holes: 3, Rejoin: 70}, {At: 81, Holes: 3, Rejoin: 70}, {At: 82, Holes: 0, Rejoin: 90}}}},
	{"trap area of 28 holes", cribwars.Spec{Holes: 121, TimeTraps: trapRun(50, 28, 40)}},
	{"traps either side of a plain hole", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{
		{At: 80, Holes: 3, Rejoin: 70}, {At: 82, Holes: 3, Rejoin: 70}}}},
	{"trap right before a box", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{81},
		TimeTraps: []cribwars.Branch{{At: 80, Holes: 3, Rejoin: 70}}}},
	{"blue path rejoining at its own trap", cribwars.Spec{Holes: 121, TimeTraps: []cribwars.Branch{{At: 80, Holes: 0, Rejoin: 80}}}},
	{"green path to the game hole", cribwars.Spec{Holes: 121, Advances: []cribwars.Branch{{At: 100, Holes: 5, Rejoin: 121}}}},
	{"slide right after a box", cribwars.Spec{Holes: 121, PenaltyBoxes: []int{50}, Slides: []cribwars.Slide{{From: 51, To: 60}}}},
}

func TestNewBoardAccepts(t *testing.T) {
	for _, tc := range goodBoards {
		t.Run(tc.name, func(t *testing.T) {
			b, err := cribwars.NewBoard(tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			if !b.Equal(cribwars.MustBoard(b.Spec())) {
				t.Error("Spec round trip differs")
			}
		})
	}
}

func TestSpecIsCanonicalAndCopied(t *testing.T) {
	spec := cribwars.Spec{Holes: 200, PenaltyBoxes: []int{150, 20, 90},
		Slides: []cribwars.Slide{{From: 60, To: 70}, {From: 30, To: 40}}}
	b := cribwars.MustBoard(spec)
	if want := []int{150, 20, 90}; !cmp.Equal(spec.PenaltyBoxes, want) {
		t.Errorf("NewBoard changed its input: %v", spec.PenaltyBoxes)
	}
	got := b.Spec()
	if want := []int{20, 90, 150}; !cmp.Equal(got.PenaltyBoxes, want) {
		t.Errorf("boxes %v, want %v", got.PenaltyBoxes, want)
	}
	if got.Slides[0].From != 30 {
		t.Errorf("slides not sorted: %v", got.Slides)
	}
	got.PenaltyBoxes[0] = 7
	got.Slides[0].To = 199
	if b.At(20) != cribwars.PenaltyBox || b.PenaltyBoxes()[0] != 20 || b.Slides()[0].To != 40 {
		t.Error("changing a Spec() changed the board")
	}
	if diff := cmp.Diff(b, cribwars.MustBoard(spec)); diff != "" {
		t.Errorf("boards differ (-got +want):\n%s", diff)
	}
}

func TestZeroBoard(t *testing.T) {
	var b cribwars.Board
	if _, _, err := b.Move(cribwars.Peg{}, 2); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("Move on the zero Board: %v", err)
	}
	if _, err := b.Back(cribwars.Peg{}, 2); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("Back on the zero Board: %v", err)
	}
	if _, err := json.Marshal(b); !errors.Is(err, cribwars.ErrInvalidBoard) {
		t.Errorf("Marshal of the zero Board: %v", err)
	}
	if b.Valid(cribwars.Peg{}) || b.Won(cribwars.Peg{}) || b.ToGo(cribwars.Peg{}) != -1 {
		t.Error("the zero Board has a hole")
	}
	if !strings.Contains(b.Render(), "zero Board") {
		t.Error(b.Render())
	}
}

func TestDescribe(t *testing.T) {
	b := cribwars.DefaultBoard()
	for _, tc := range []struct {
		p    cribwars.Peg
		want string
	}{
		{cribwars.Peg{}, "the start"},
		{cribwars.Hole(45), "hole 45"},
		{cribwars.Hole(363), "the game hole 363"},
		{cribwars.Peg{Path: 1}, "the time trap at 80, bound for blue path 1"},
		{cribwars.Peg{Path: 1, Hole: 3}, "hole 3 of blue path 1 (from 80, rejoining at 70)"},
		{cribwars.Peg{Path: 5, Hole: 2}, "hole 2 of green path 1 (from 150, rejoining at 175)"},
		{cribwars.Peg{Path: 9, Hole: 9}, "no hole (peg 9:9)"},
		{cribwars.Hole(364), "no hole (peg 364)"},
	} {
		if got := b.Describe(tc.p); got != tc.want {
			t.Errorf("Describe(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

func TestPathLookups(t *testing.T) {
	b := cribwars.DefaultBoard()
	p, ok := b.PathAt(150)
	if !ok || p.Kind != cribwars.Advance || p.Name() != "green path 1" || p.ID != 5 || p.Color() != "green" {
		t.Errorf("PathAt(150) = %+v, %v", p, ok)
	}
	if q, ok := b.Path(p.ID); !ok || q != p {
		t.Errorf("Path(%d) = %+v", p.ID, q)
	}
	if _, ok := b.Path(cribwars.Main); ok {
		t.Error("Path(Main) is a side path")
	}
	if _, ok := b.PathAt(45); ok {
		t.Error("PathAt(45), a slide")
	}
	if s, ok := b.SlideAt(45); !ok || s != (cribwars.Slide{From: 45, To: 65}) {
		t.Errorf("SlideAt(45) = %v %v", s, ok)
	}
	if _, ok := b.SlideAt(65); ok || b.At(65) != cribwars.Plain {
		t.Error("the second red box acts")
	}
	if b.At(-1) != cribwars.Plain || b.At(1000) != cribwars.Plain {
		t.Error("holes off the board are not plain")
	}
}
