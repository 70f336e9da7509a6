// Package cribwarstest offers rapid (pgregory.net/rapid) generators of Crib
// Wars boards and pegs, for property tests of package cribwars and of programs
// built on it.
//
//	rapid.Check(t, func(t *rapid.T) {
//		b := cribwarstest.Board().Draw(t, "board")
//		p := cribwarstest.Peg(b).Draw(t, "peg")
//		...
//	})
package cribwarstest

import (
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cribwars"
)

// Board generates valid boards: the two built-in boards now and then, and
// otherwise random boards of 2 to 400 holes with up to 16 special holes of
// every kind, side paths of up to 15 holes rejoining anywhere a time trap's
// may and a shortcut's must, trap areas of consecutive time traps, and
// specials on adjacent holes. Every board it returns passes NewBoard.
func Board() *rapid.Generator[cribwars.Track] {
	return rapid.OneOf(
		rapid.Just(cribwars.DefaultTrack()),
		rapid.Just(cribwars.PlainTrack()),
		randomBoard(), randomBoard(), randomBoard(), randomBoard(),
	)
}

// Spec generates the specs of valid boards, as Board does.
func Spec() *rapid.Generator[cribwars.Spec] {
	return rapid.Custom(func(t *rapid.T) cribwars.Spec { return Board().Draw(t, "board").Spec() })
}

func randomBoard() *rapid.Generator[cribwars.Track] {
	return rapid.Custom(func(t *rapid.T) cribwars.Track {
		g := rapid.IntRange(2, 400).Draw(t, "holes")
		spec := cribwars.Spec{Holes: g}
		if rapid.Bool().Draw(t, "named") {
			spec.Name = rapid.StringMatching(`[a-z ]{0,12}`).Draw(t, "name")
		}
		board := cribwars.MustTrack(spec)
		n := rapid.IntRange(0, 16).Draw(t, "specials")
		prev := 0
		for range n {
			next := spec
			// Near the last special half the time, to make neighbours.
			var at int
			if prev > 0 && rapid.Bool().Draw(t, "near") {
				at = prev + rapid.IntRange(-2, 2).Draw(t, "offset")
			} else {
				at = rapid.IntRange(1, max(1, g-1)).Draw(t, "at")
			}
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				to := at + rapid.IntRange(1, 30).Draw(t, "slide")
				next.Slides = append(append([]cribwars.Slide(nil), spec.Slides...), cribwars.Slide{From: at, To: to})
			case 1:
				br := cribwars.Branch{At: at, Holes: rapid.IntRange(0, 15).Draw(t, "path"),
					Rejoin: rapid.IntRange(1, g).Draw(t, "rejoin")}
				next.TimeTraps = append(append([]cribwars.Branch(nil), spec.TimeTraps...), br)
			case 2:
				holes := rapid.IntRange(0, 15).Draw(t, "path")
				br := cribwars.Branch{At: at, Holes: holes,
					Rejoin: at + holes + 2 + rapid.IntRange(0, 30).Draw(t, "gain")}
				next.Advances = append(append([]cribwars.Branch(nil), spec.Advances...), br)
			case 3:
				next.PenaltyBoxes = append(append([]int(nil), spec.PenaltyBoxes...), at)
			}
			// Keep the special only if the board stays valid.
			if b, err := cribwars.NewTrack(next); err == nil {
				spec, board, prev = next, b, at
			}
		}
		return board
	})
}

// Peg generates any position on b: the start, any main-path hole including
// the game hole, or any hole of a side path (hole 0 of one is a peg bound for
// it).
func Peg(b cribwars.Track) *rapid.Generator[cribwars.Peg] {
	return rapid.Custom(func(t *rapid.T) cribwars.Peg {
		paths := b.Paths()
		if len(paths) > 0 && rapid.IntRange(0, 3).Draw(t, "onPath") == 0 {
			p := paths[rapid.IntRange(0, len(paths)-1).Draw(t, "path")]
			return cribwars.Peg{Path: p.ID, Hole: rapid.IntRange(0, p.Holes).Draw(t, "pathHole")}
		}
		return cribwars.Hole(rapid.IntRange(0, b.Holes()).Draw(t, "hole"))
	})
}
