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

// The board a variant plugs in. A game of cribbage on a board whose holes
// change a peg's course (a board with special holes) is the ACC game with a
// different Pegger: every change of the board goes through it, and it says
// where each score lands, what happened there, and whether the side must
// fold. The other mechanics such a variant needs (a side folding its hands,
// a side sitting out a deal, a peg moved by a rule, points offered to be
// taken or declined) are the game's own, in variants.go and offers.go.

// A Pegger is the board a game's scores are pegged on. The game asks it to
// record every change of the board, whatever its source (a card's points,
// his heels, a hand, the crib, a penalty, muggins, a correction, an award,
// a placement by a ruling), and keeps what it returns: the board, the
// pegger itself when the board keeps a record of its own, and the events
// that report the score. The game then ends the game if a side's Front has
// reached the game hole, and folds the side if the pegger says so.
//
// A Pegger must be a pure function of its value and arguments (the game is
// a value that may be copied and replayed), and should be comparable, so
// that two games can be compared. The default is [TwoPegBoard], the ACC
// board of rule 8.1.
type Pegger interface {
	// Peg records sc on b and says what happened. It may move any side's
	// pegs for one score (a hole that sends one side back and the others
	// ahead). A ScorePlace puts the side's pegs at sc.Place.
	Peg(b Board, sc Score) Pegging
	// Muggins reports whether muggins ([Rules.Muggins]) applies to an
	// underpeg by side, b being the board before the score. Where it does
	// not, the underpeg is ruled as in a game without muggins (it stands,
	// rule 8.3, and a score that would have taken the side out calls for
	// the reminder of rule 8.11), and a muggins call on the side with no
	// window open is refused with ErrNoMuggins rather than penalised.
	Muggins(b Board, side int) bool
}

// Pegging is what a Pegger did for one score.
type Pegging struct {
	// Board is the board after the score: every side's pegs, Front being
	// each side's progress toward the game hole. The game keeps its own
	// Sides, GameHole and Games.
	Board Board
	// Pegger is the pegger after the score, for a board that keeps a
	// record of its own (which way each peg is on, who sits in a penalty
	// box); nil leaves it unchanged.
	Pegger Pegger
	// Events report the score, the pegger's own report first (the ACC
	// board reports a Pegged event), then what the board did.
	Events []Event
	// Fold: the score's side folds at once, as [Game.Fold] does: its cards
	// leave the play, it scores nothing more in the deal (a go or last card
	// its card would have earned is not pegged), its hands and its crib are
	// not counted, and no window for muggins or for correcting an overpeg
	// stays open on the score. A score that lands before the play (a
	// penalty taken during the discard) folds the side's hands when the
	// play begins; between deals there is nothing to fold.
	Fold bool
}

// TwoPegBoard is the default Pegger, the ACC board: every score is a
// [Board.Leapfrog] (rules 8.1, 8.2), a placement a [Board.Place], and muggins
// applies everywhere.
type TwoPegBoard struct{}

// Peg records sc by leapfrogging and reports it as a Pegged event.
func (TwoPegBoard) Peg(b Board, sc Score) Pegging {
	if sc.Side < 0 || sc.Side >= b.sides() {
		return Pegging{Board: b}
	}
	nb := leapfrogScore(b, sc)
	return Pegging{Board: nb, Events: []Event{Pegged{Score: sc, From: b.Pegs[sc.Side], Board: nb}}}
}

// leapfrogScore is the board [TwoPegBoard.Peg] leaves.
func leapfrogScore(b Board, sc Score) Board {
	if sc.Side < 0 || sc.Side >= b.Sides {
		return b
	}
	if sc.Kind == ScorePlace {
		return b.Place(sc.Side, sc.Place)
	}
	return b.Leapfrog(sc.Side, sc.Points)
}

// Muggins reports true: on the ACC board muggins, when it is played, applies
// everywhere.
func (TwoPegBoard) Muggins(Board, int) bool { return true }
