package crib

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/score"
)

// Pegs is one side's two pegs on the board: the front peg marks the score,
// the rear peg the score before the last one recorded (rule 8.1). Hole 0 is
// the start (the "zero hole" of rule 8.5a).
type Pegs struct {
	Front int
	Rear  int
}

// Board is the cribbage board of rule 8.1: two pegs for each side, the game
// hole, and the game-record pegs that count the games each side has won in a
// match. It is a small comparable value.
//
// A board with special holes keeps what else it knows of a side (which way
// its peg is on, whether it sits in a penalty box) in its own [Pegger]; on
// every board Front is a side's progress toward the game hole, so a side
// whose Front reaches the game hole wins (Out), and the skunk lines, his
// heels near the end and the limits of rules 8.4 and 10.4a all read Front.
type Board struct {
	Sides    int
	GameHole int
	Pegs     [MaxSides]Pegs
	Games    [MaxSides]int // game-record pegs: games won in the match
}

// NewBoard returns a board for sides sides (2 to MaxSides) with every peg at
// the start.
func NewBoard(sides, gameHole int) Board { return Board{Sides: sides, GameHole: gameHole} }

// sides returns the number of sides whose pegs b holds: Sides, within 0 to
// MaxSides (a Board made by hand may say anything).
func (b Board) sides() int { return min(max(b.Sides, 0), MaxSides) }

// Score returns side's score, the hole of its front peg.
func (b Board) Score(side int) int {
	if side < 0 || side >= b.sides() {
		return 0
	}
	return b.Pegs[side].Front
}

// Out reports whether side's front peg is in the game hole.
func (b Board) Out(side int) bool { return b.Score(side) >= b.GameHole }

// Leapfrog records a score of n for side the way rule 8.1 says: the rear peg
// jumps over the front peg n holes and becomes the front peg. A score of zero
// touches no peg (rule 8.2). A forward score stops in the game hole: no peg
// goes past it.
//
// A negative n is a backward penalty (rule 8.4b's 15 points, a correction of
// rule 8.4c): the front peg goes back n holes (no further than the start, the
// reading of this package: a score is never below zero), and the rear peg, if
// it would then be level with or ahead of it, goes to the hole behind it.
func (b Board) Leapfrog(side, n int) Board {
	if side < 0 || side >= b.sides() {
		return b
	}
	p := &b.Pegs[side]
	switch {
	case n > 0:
		p.Rear = p.Front
		p.Front += min(n, b.GameHole-p.Front) // to the game hole at most, never overflowing
	case n < 0:
		p.Front += max(n, -p.Front) // back to the start at most
		if p.Rear >= p.Front {
			p.Rear = max(0, p.Front-1)
		}
	}
	return b
}

// Place puts side's pegs at p, as a ruling places them (rules 8.5 to 8.8),
// each between the start and the game hole.
func (b Board) Place(side int, p Pegs) Board {
	if side < 0 || side >= b.sides() {
		return b
	}
	b.Pegs[side] = Pegs{Front: min(max(p.Front, 0), b.GameHole), Rear: min(max(p.Rear, 0), b.GameHole)}
	return b
}

// String shows the scores: "121-87" for two sides, "61-55-40" for three.
func (b Board) String() string {
	parts := make([]string, b.sides())
	for i := range b.sides() {
		parts[i] = fmt.Sprint(b.Pegs[i].Front)
	}
	return strings.Join(parts, "-")
}

// ScoreKind says what a score is for.
type ScoreKind uint8

// The kinds of score. Every peg move in a game is one of these, reported as
// its own Pegged event.
const (
	// ScoreHeels: two for his heels, a Jack turned as the starter (to the
	// dealer).
	ScoreHeels ScoreKind = iota + 1
	// ScorePlay: a card's points in the play: 15, 31, pairs, runs (with
	// [Score.Play] itemising them). A 31 made with a pair or run is one score.
	ScorePlay
	// ScoreGo: one for the go.
	ScoreGo
	// ScoreLast: one for last card.
	ScoreLast
	// ScoreHand: the show of a hand.
	ScoreHand
	// ScoreCrib: the show of the crib.
	ScoreCrib
	// ScoreClaim: points a player pegged in claimed mode for more than one
	// scoring moment at once (a card and its go, say).
	ScoreClaim
	// ScorePenalty: penalty points to a nonoffender, or (negative) a
	// backward penalty (rule 8.4b's 15 holes), with [Score.Rule] naming the
	// rule.
	ScorePenalty
	// ScoreMuggins: points taken by a muggins call (rule 10).
	ScoreMuggins
	// ScoreCorrection: an overpeg put right (rule 8.4b-c): the offender's
	// front peg back to the true score (negative), or the points of the
	// error to the opponent (positive).
	ScoreCorrection
	// ScoreAward: holes a rule moves a side's peg outright rather than
	// points it scored ([Game.Award]). On the ACC board it is pegged like any
	// score; a board with special holes may treat it apart (an award that
	// never lands a peg on certain holes, say).
	ScoreAward
	// ScorePlace: a side's pegs put where a ruling places them
	// ([Ruling.Move], rules 8.5 to 8.8), at [Score.Place]; [Score.Points] is how
	// far the front peg moves. No special hole acts where a peg is placed.
	ScorePlace
)

// Score is one change of the board about to be pegged: what it is for,
// whose it is, and how many holes (negative for a backward peg). Every score
// of a game, and every placement of pegs by a ruling, goes through the
// game's [Pegger] as one of these.
type Score struct {
	Kind   ScoreKind `json:"kind"`
	Seat   int       `json:"seat"` // the seat it is for, or NoSeat for an award to a side
	Side   int       `json:"side"`
	Points int       `json:"points"`
	// Play itemises a ScorePlay (and is the card's PlayScore of a
	// ScoreClaim that includes a card).
	Play score.PlayScore `json:"play,omitzero"`
	// Rule names the rule behind a penalty or correction ("8.4b").
	Rule string `json:"rule,omitempty"`
	// Claimed: the points are what the player claimed, not what the
	// engine computed (claimed mode).
	Claimed bool `json:"claimed,omitempty"`
	// Place is where a ScorePlace puts the side's pegs.
	Place Pegs `json:"place,omitzero"`
}
