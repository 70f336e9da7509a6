package cribwars

import (
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// Rules holds the choices where the Crib Wars rules text is cut off or
// ambiguous. The zero Rules are the readings this package takes as the
// rules text's own; each field says what it changes.
type Rules struct {
	// Heels says when a Jack turned up as the starter scores 2 for the
	// dealer near the end of the game (see [Rules.JackTurnedUp]).
	Heels HeelsRule

	// SkunkLine and DoubleSkunkLine are the skunk lines as main-path holes:
	// a loser whose peg has not passed SkunkLine when the winner reaches the
	// game hole loses 2 games, one that has not passed DoubleSkunkLine, 4
	// (see [Rules.GamesWon]). 0 means the rules' lines scaled to the board:
	// game hole × 90/121 and × 60/121, rounded down, which is 90 and 60 on a
	// 121-hole board and 270 and 180 on the 363-hole one. Set them to 90 and
	// 60 to keep the text's numbers on a long board. A negative value means
	// no such line (no skunks, or no double skunks).
	SkunkLine, DoubleSkunkLine int

	// BumpedLeaves changes what happens to a side sitting in a penalty box
	// when a second side lands in one (three sides). The Crib Wars
	// penalty-box rule has it advance one peg hole and says nothing of its
	// stay ending, so by default it stays: its peg advances the hole and it
	// sits out the rest of its hands, and when they are done its peg, out of
	// the box already, stays where it is. With BumpedLeaves the hole it
	// advances is read as its leaving the box (advancing one hole is how a
	// side leaves, see [Rules.LeaveBox]), and its stay ends there and then.
	// See [Rules.LandInBox].
	BumpedLeaves bool
}

// HeelsRule is a reading of the Crib Wars rule for a Jack turned up as the
// starter: the dealer scores 2, except within the last three holes, "119,
// 120 or 121", where the rules text is cut off before it says what "within"
// means. The text's numbers are those of a game of 121; the scaled readings
// take the last three holes as the three ending at the game hole, on any
// board, and HeelsNotIn119To121 takes the holes as numbered.
type HeelsRule uint8

// The readings of the Jack near the end.
const (
	// HeelsNotInLastThree (the default): the dealer scores 2 unless the
	// dealer's peg is within the last three holes, that is 2 or fewer holes
	// from the game hole (119 or 120 on a game of 121; a peg in 121 has
	// already won). The same holes are the ones from which the 2 would reach
	// the game hole, so on this reading a Jack turned up never pegs the dealer
	// out.
	HeelsNotInLastThree HeelsRule = iota
	// HeelsAlways: the dealer always scores 2, as in ACC cribbage, even to
	// win the game.
	HeelsAlways
	// HeelsNotIntoLastThree: the dealer scores 2 unless the 2 would end
	// within the last three holes or beyond, that is the dealer's peg is 4 or
	// fewer holes from the game hole (117 to 120 on a game of 121).
	HeelsNotIntoLastThree
	// HeelsNotIn119To121: the literal holes. The dealer scores 2 unless
	// the dealer's peg is in hole 119, 120 or 121, as far along the game as
	// those holes of the main path ([Track.Progress]), whatever the length of
	// the board: on a 121-hole board the same as HeelsNotInLastThree, on the
	// 363-hole one the end of Muggers Alley. A board shorter than 121 holes
	// has no such holes, and the dealer always scores 2.
	HeelsNotIn119To121
)

// The literal holes of the Jack near the end (HeelsNotIn119To121).
const (
	HeelsFirstHole = 119
	HeelsLastHole  = 121
)

// HeelsPoints is what a Jack turned up scores for the dealer.
const HeelsPoints = 2

// JackTurnedUp returns the points the dealer scores when the starter is a
// Jack (his heels), given where the dealer's peg stands: 2, or 0 near the end
// of the game as r.Heels reads the rule. "Within the last three holes" is
// measured along the peg's way with [Track.ToGo] (the literal holes 119 to
// 121 with [Track.Progress]), so a dealer on a blue path is as near the end
// as the path leaves it. The points are a score: peg them with [Track.Move].
// The error wraps ErrNoSuchHole for a peg not on b.
func (r Rules) JackTurnedUp(b Track, dealer Peg) (int, error) {
	if err := b.check(dealer); err != nil {
		return 0, err
	}
	togo := b.ToGo(dealer)
	switch r.Heels {
	case HeelsAlways:
		return HeelsPoints, nil
	case HeelsNotIntoLastThree:
		if togo <= 4 {
			return 0, nil
		}
		return HeelsPoints, nil
	case HeelsNotInLastThree:
		if togo <= 2 {
			return 0, nil
		}
		return HeelsPoints, nil
	case HeelsNotIn119To121:
		if at := b.Progress(dealer); at >= HeelsFirstHole && at <= HeelsLastHole {
			return 0, nil
		}
		return HeelsPoints, nil
	}
	return 0, fmt.Errorf("cribwars: %w: unknown %v", crib.ErrBadRules, r.Heels)
}

// SkunkLines returns the skunk and double-skunk lines on b as r sets them
// (see [Rules.SkunkLine]): main-path holes a loser must have passed, or -1 for
// a line that is off.
func (r Rules) SkunkLines(b Track) (skunk, double int) {
	g := b.GameHole()
	line := func(set, num int) int {
		switch {
		case set < 0:
			return -1
		case set == 0:
			return g * num / 121
		}
		return set
	}
	return line(r.SkunkLine, 90), line(r.DoubleSkunkLine, 60)
}

// GamesWon returns how many games the winner wins from a loser whose peg is
// at loser when the winner reaches the game hole: 1, 2 for a skunk, 4 for a
// double skunk. The Crib Wars skunk rule: a loser who has not got past 60
// when the winner reaches 121 is double skunked (4 games), and one who has
// not got past 90 is skunked (2 games).
//
// Reading: the text's numbers are a game of 121. On this package's boards the
// game hole is the end of the main path ([Track.GameHole]), and the lines are
// scaled to it unless r sets them (see [Rules.SkunkLine]). "Get past" a line is
// to be beyond it: a loser at the line itself has not passed it (90 is a
// skunk in a game of 121, 91 is not). Where a loser stands is its
// [Track.Progress], so a peg on a blue path is judged by how far back the path
// leaves it. In a game of three sides each loser is judged alone. The error
// wraps ErrNoSuchHole for a peg not on b.
func (r Rules) GamesWon(b Track, loser Peg) (int, error) {
	if err := b.check(loser); err != nil {
		return 0, err
	}
	at := b.Progress(loser)
	skunk, double := r.SkunkLines(b)
	switch {
	case double >= 0 && at <= double:
		return 4, nil
	case skunk >= 0 && at <= skunk:
		return 2, nil
	}
	return 1, nil
}

// PlayMoves returns the peg moves, in order, that one card laid in the play
// scores, so a game can land each on the board in turn. ps is what the card
// scores ([score.PlayBreakdown]); last is true when the card is the last laid
// before the count starts again below 31 (the go, or last card), worth 1.
//
// The Crib Wars rule for pegging in the play: a pair or run that makes 31 is
// pegged with the 31 in one move; a pair or run that does not is pegged
// first, and the go's point after it, apart.
//
//   - A card that makes 31 is one move of all its points (a pair at 31: 2+2
//     as one move of 4). The 31's 2 is the go's point: at 31 last adds nothing.
//   - Any other card is a move of its points (fifteen, pair, run together),
//     if it scores, then, if last, a separate move of 1.
//   - A card that scores nothing and is not last is no move (nil).
func PlayMoves(ps score.PlayScore, last bool) []int {
	return AppendPlayMoves(nil, ps, last)
}

// AppendPlayMoves is PlayMoves appending to dst, for a bot that reuses one
// slice and allocates nothing.
func AppendPlayMoves(dst []int, ps score.PlayScore, last bool) []int {
	if pts := ps.Points(); pts > 0 {
		dst = append(dst, pts)
	}
	if last && !ps.ThirtyOne {
		dst = append(dst, 1)
	}
	return dst
}
