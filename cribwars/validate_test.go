package cribwars_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cribwars"
)

// Boards NewTrack refuses, each with the sentinel it must wrap.
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
			_, err := cribwars.NewTrack(tc.spec)
			if !errors.Is(err, tc.want) || !errors.Is(err, cribwars.ErrInvalidBoard) {
				t.Fatalf("NewBoard(%+v) = %v, want %v", tc.spec, err, tc.want)
			}
			// The JSON loader refuses the same board with the same error.
			data, jerr := json.Marshal(tc.spec)
			if jerr != nil {
				t.Fatal(jerr)
			}
			if _, err := cribwars.ParseTrack(data); !errors.Is(err, tc.want) {
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
			b, err := cribwars.NewTrack(tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			if !b.Equal(cribwars.MustTrack(b.Spec())) {
				t.Error("Spec round trip differs")
			}
		})
	}
}

func TestSpecIsCanonicalAndCopied(t *testing.T) {
	spec := cribwars.Spec{Holes: 200, PenaltyBoxes: []int{150, 20, 90},
		Slides: []cribwars.Slide{{From: 60, To: 70}, {From: 30, To: 40}}}
	b := cribwars.MustTrack(spec)
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
	if diff := cmp.Diff(b, cribwars.MustTrack(spec)); diff != "" {
		t.Errorf("boards differ (-got +want):\n%s", diff)
	}
}

// TestNewBoardErrorTexts: each board NewTrack refuses is refused with a
// message that names what is wrong, where, and what a board may have.
func TestNewBoardErrorTexts(t *testing.T) {
	want := map[string]string{
		"no holes":                               "cribwars: invalid board: hole off the board: the main path has 0 holes; a board has 1 to 2000",
		"too many holes":                         "cribwars: invalid board: hole off the board: the main path has 2001 holes; a board has 1 to 2000",
		"box on the start":                       "cribwars: invalid board: hole off the board: penalty box at hole 0: special holes lie between 1 and 120, before the game hole",
		"box on the game hole":                   "cribwars: invalid board: hole off the board: penalty box at hole 121: special holes lie between 1 and 120, before the game hole",
		"box off the board":                      "cribwars: invalid board: hole off the board: penalty box at hole 500: special holes lie between 1 and 120, before the game hole",
		"slide from off the board":               "cribwars: invalid board: hole off the board: red slide at hole -4: special holes lie between 1 and 120, before the game hole",
		"trap off the board":                     "cribwars: invalid board: hole off the board: time trap at hole 130: special holes lie between 1 and 120, before the game hole",
		"two boxes on one hole":                  "cribwars: invalid board: special holes overlap: penalty box and penalty box both at hole 50",
		"slide and trap on one hole":             "cribwars: invalid board: special holes overlap: red slide and time trap both at hole 40",
		"box right after a box":                  "cribwars: invalid board: special holes overlap: penalty box at hole 51 right after the penalty box at 50: a side leaves a box by advancing one hole",
		"trap right after a box":                 "cribwars: invalid board: special holes overlap: time trap at hole 51 right after the penalty box at 50: a side leaves a box by advancing one hole",
		"slide onto a trap":                      "cribwars: invalid board: special holes overlap: slide from 40 ends on the time trap at 60: a slide ends on a plain hole",
		"slide onto a slide":                     "cribwars: invalid board: special holes overlap: slide from 40 ends on the red slide at 60: a slide ends on a plain hole",
		"slide backward":                         "cribwars: invalid board: bad side path or slide: slide from 40 to 20: a slide goes forward to a hole before the game hole 121",
		"slide to itself":                        "cribwars: invalid board: bad side path or slide: slide from 40 to 40: a slide goes forward to a hole before the game hole 121",
		"slide to the game hole":                 "cribwars: invalid board: bad side path or slide: slide from 110 to 121: a slide goes forward to a hole before the game hole 121",
		"blue path that never rejoins":           "cribwars: invalid board: side path does not rejoin the main path: blue path 1 from 80 rejoins at 0, not a hole of the main path 1 to 121",
		"blue path rejoining past the game hole": "cribwars: invalid board: side path does not rejoin the main path: blue path 1 from 80 rejoins at 122, not a hole of the main path 1 to 121",
		"green path that never rejoins":          "cribwars: invalid board: side path does not rejoin the main path: green path 1 from 80 rejoins at -1, not a hole of the main path 1 to 121",
		"path of negative length":                "cribwars: invalid board: bad side path or slide: blue path 1 from 80 has -1 holes; a side path has 0 to 100",
		"path too long":                          "cribwars: invalid board: bad side path or slide: blue path 1 from 80 has 101 holes; a side path has 0 to 100",
		"green shortcut going back":              "cribwars: invalid board: bad side path or slide: green path 1 from 80 to 70 takes 3 steps where the main path takes -10: a shortcut must be shorter",
		"green shortcut no shorter":              "cribwars: invalid board: bad side path or slide: green path 1 from 80 to 90 takes 10 steps where the main path takes 10: a shortcut must be shorter",
		"trap area no score can pass":            "cribwars: invalid board: a peg could be trapped forever: from the start no sequence of scores of 1 to 29 points reaches the game hole 121",
		"too many paths":                         "cribwars: invalid board: 256 side paths; a board has at most 255",
	}
	for _, tc := range badBoards {
		_, err := cribwars.NewTrack(tc.spec)
		if err == nil || err.Error() != want[tc.name] {
			t.Errorf("%s: NewBoard says %v,\nwant %s", tc.name, err, want[tc.name])
		}
	}
	if len(want) != len(badBoards) {
		t.Errorf("%d texts for %d boards", len(want), len(badBoards))
	}
}

// BenchmarkNewBoardDefault validates the default board (every position's
// every score, to refuse boards that trap a peg forever).
func BenchmarkNewBoardDefault(b *testing.B) {
	spec := cribwars.DefaultSpec()
	for b.Loop() {
		if _, err := cribwars.NewTrack(spec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewBoardLargest validates the largest board the limits allow:
// MaxHoles holes and MaxPaths paths of MaxPathHoles holes.
func BenchmarkNewBoardLargest(b *testing.B) {
	spec := cribwars.Spec{Holes: cribwars.MaxHoles}
	for i := range cribwars.MaxPaths {
		spec.TimeTraps = append(spec.TimeTraps, cribwars.Branch{At: 10 + 7*i, Holes: cribwars.MaxPathHoles, Rejoin: 5 + 7*i})
	}
	for b.Loop() {
		if _, err := cribwars.NewTrack(spec); err != nil {
			b.Fatal(err)
		}
	}
}
