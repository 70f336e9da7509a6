package cribwars_test

import (
	"testing"

	"github.com/pegboard/pegboard/cribwars"
)

// TestNewBoardErrorTexts: each board NewBoard refuses is refused with a
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
		_, err := cribwars.NewBoard(tc.spec)
		if err == nil || err.Error() != want[tc.name] {
			t.Errorf("%s: NewBoard says %v,\nwant %s", tc.name, err, want[tc.name])
		}
	}
	if len(want) != len(badBoards) {
		t.Errorf("%d texts for %d boards", len(want), len(badBoards))
	}
}
