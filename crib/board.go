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
// hole, and the game-record pegs that count the games each side has won. On
// every board Front is a side's progress toward the game hole: the side
// whose Front reaches it wins ([Board.Out]), and the skunk lines and his
// heels near the end read it. A board with special holes keeps what else it
// knows of a side in its own [Pegger].
type Board struct {
	Sides    int
	GameHole int
	Pegs     [MaxSides]Pegs
	Games    [MaxSides]int // game-record pegs: games won in the match
}

// NewBoard returns a board of sides sides (2 to MaxSides), pegs at the start.
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

// Leapfrog records a score of n for side as rule 8.1 says: the rear peg
// jumps n holes past the front peg (stopping in the game hole) and becomes
// the front peg; zero touches no peg (8.2). A negative n, a backward
// penalty (8.4b-c), takes the front peg back, no further than the start (a
// score is never below zero), the rear peg to the hole behind it if needed.
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
	ScoreHeels      ScoreKind = iota + 1 // two for his heels, to the dealer
	ScorePlay                            // a card's points in the play, itemised in Score.Play (a 31 with its pair or run)
	ScoreGo                              // one for the go
	ScoreLast                            // one for last card
	ScoreHand                            // a hand in the show
	ScoreCrib                            // the crib
	ScoreClaim                           // points claimed for more than one scoring moment at once (a card and its go)
	ScorePenalty                         // penalty points to a nonoffender, or a backward penalty (negative), naming Score.Rule
	ScoreMuggins                         // points taken by a muggins call (rule 10)
	ScoreCorrection                      // an overpeg put right (rule 8.4b-c): the peg back, or the error to the opponent
	ScoreAward                           // holes a rule moves a peg outright ([Award]); a board with special holes may treat it apart
	ScorePlace                           // pegs put where a ruling places them, at Score.Place; no special hole acts there
)

// Score is one change of the board about to be pegged: what for, whose, and
// how many holes (negative for a backward peg). Every score, and every
// placement of pegs by a ruling, goes through the game's [Pegger] as one.
type Score struct {
	Kind    ScoreKind       `json:"kind"`
	Seat    int             `json:"seat"` // the seat it is for, or NoSeat for an award to a side
	Side    int             `json:"side"`
	Points  int             `json:"points"`
	Play    score.PlayScore `json:"play,omitzero"`     // a ScorePlay's items (and the card's, in a ScoreClaim)
	Rule    string          `json:"rule,omitempty"`    // the rule behind a penalty or correction ("8.4b")
	Claimed bool            `json:"claimed,omitempty"` // what the player claimed, not what the engine computed
	Place   Pegs            `json:"place,omitzero"`    // where a ScorePlace puts the side's pegs
}

// The board a variant plugs in. A game of cribbage on a board whose holes
// change a peg's course (a board with special holes) is the ACC game with a
// different Pegger: every change of the board goes through it, and it says
// where each score lands, what happened there, and whether the side must
// fold. The other mechanics such a variant needs (a side folding its hands,
// a side sitting out a deal, a peg moved by a rule, points offered to be
// taken or declined) are the game's own, in variants.go and offers.go.

// A Pegger is the board a game's scores are pegged on. The game gives it
// every change of the board ([Score]), whatever its source, and keeps the
// [PegResult] it returns; the game then ends if a side's Front has reached
// the game hole, and folds the side if the pegger says so. A Pegger must
// be a pure function of its value and arguments, and comparable. The
// default is [TwoPegBoard], the ACC board of rule 8.1. One with a method
// Front(side int) int (cribwars') owns the front pegs: the game keeps none,
// reads them from it, and takes only the rear pegs from a PegResult.
type Pegger interface {
	// Peg records sc on b and says what happened. It may move any side's
	// pegs for one score (a hole that sends one side back and the others
	// ahead). A ScorePlace puts the side's pegs at sc.Place.
	Peg(b Board, sc Score) PegResult
	// Muggins reports whether muggins applies to an underpeg by side, b
	// being the board before the score; where it does not, the underpeg
	// stands as without muggins and a call with nothing missed is refused
	// with ErrNoMuggins.
	Muggins(b Board, side int) bool
}

// PegResult is what a Pegger did for one score.
type PegResult struct {
	Board  Board   // the board after the score (the game keeps its own Sides, GameHole and Games; see Pegger for its Fronts)
	Pegger Pegger  // the pegger after the score, for a board that keeps a record of its own; nil: unchanged
	Events []Event // the score's report (the ACC board's Pegged), then what the board did
	// Fold: the score's side folds at once, as [Fold] does (before the
	// play, when the play begins).
	Fold bool
}

// frontKeeper is a Pegger that owns the front pegs (see [Pegger]).
type frontKeeper interface {
	Front(side int) int
}

// boardOf returns b, a board as a game holds it, with the front pegs of
// pegger p where p keeps them (a frontKeeper): the board as it stands.
func boardOf(b Board, p Pegger) Board {
	if _, two := p.(TwoPegBoard); two {
		return b
	}
	if k, ok := p.(frontKeeper); ok {
		for s := range b.sides() {
			b.Pegs[s].Front = k.Front(s)
		}
	}
	return b
}

// held returns b, the board as it stands, as a game with pegger p holds it:
// without the front pegs p keeps.
func held(b Board, p Pegger) Board {
	if _, two := p.(TwoPegBoard); two {
		return b
	}
	if _, keeps := p.(frontKeeper); keeps {
		for s := range b.Pegs {
			b.Pegs[s].Front = 0
		}
	}
	return b
}

// TwoPegBoard is the default Pegger, the ACC board: every score is a
// [Board.Leapfrog] (rules 8.1, 8.2), a placement a [Board.Place], and muggins
// applies everywhere.
type TwoPegBoard struct{}

// Peg records sc by leapfrogging and reports it as a Pegged event.
func (TwoPegBoard) Peg(b Board, sc Score) PegResult {
	if sc.Side < 0 || sc.Side >= b.sides() {
		return PegResult{Board: b}
	}
	nb := leapfrogScore(b, sc)
	return PegResult{Board: nb, Events: []Event{Pegged{Score: sc, From: b.Pegs[sc.Side], Board: nb}}}
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

// Muggins reports true: on the ACC board muggins, if played, applies everywhere.
func (TwoPegBoard) Muggins(Board, int) bool { return true }
