package cribwars

import (
	"errors"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// Errors of the board. A board that fails validation returns an error that
// wraps ErrInvalidBoard and, where one applies, the more precise sentinel
// (ErrOffBoard, ErrOverlap, ErrNoRejoin, ErrBadPath, ErrLoop); text that is
// not a board in JSON wraps ErrSyntax. Test with errors.Is.
//
// A game's errors are crib's ([crib.ErrBadSeat] for a side that is not in the
// game, [crib.ErrWrongPhase], [crib.ErrGameOver], ...), the same values in every
// game of this module, and the ones below.
var (
	// ErrSyntax: text that does not parse (a board that is not JSON); the
	// same value as [cards.ErrSyntax].
	ErrSyntax = cards.ErrSyntax
	// ErrInvalidBoard: the board's data is inconsistent.
	ErrInvalidBoard = errors.New("invalid board")
	// ErrOffBoard: a hole, or the board's length, is outside the board.
	ErrOffBoard = errors.New("hole off the board")
	// ErrOverlap: two special holes share a hole, or a special hole sits
	// where the rules need a plain one.
	ErrOverlap = errors.New("special holes overlap")
	// ErrNoRejoin: a side path does not rejoin the main path.
	ErrNoRejoin = errors.New("side path does not rejoin the main path")
	// ErrBadPath: a side path or slide does not go where its kind must
	// (a slide must go forward, a green shortcut must be shorter than the
	// main path it cuts).
	ErrBadPath = errors.New("bad side path or slide")
	// ErrLoop: somewhere on the board a peg could be trapped forever: from
	// that position no sequence of scores (each of 1 to MaxScore points)
	// reaches the game hole.
	ErrLoop = errors.New("a peg could be trapped forever")
)

// Errors of moves and rulings.
var (
	// ErrNoSuchHole: a peg is not on a hole of this board.
	ErrNoSuchHole = errors.New("no such hole on the board")
	// ErrNegative: a move of a negative number of points or holes.
	ErrNegative = errors.New("negative points")
	// ErrNotInBox: the side said to land in a penalty box is not on one.
	ErrNotInBox = errors.New("not in a penalty box")
	// ErrStay: the penalty-box stay given does not fit the action (nobody is
	// in a box, the stay is not over yet, a side in the box is said to land
	// again, or a stay in a game of two sides).
	ErrStay = errors.New("penalty-box stay does not fit")
	// ErrNoIrregularity: the facts given describe no irregularity.
	ErrNoIrregularity = errors.New("no irregularity")
	// ErrNotCovered: the rules text states no outcome for these facts.
	ErrNotCovered = errors.New("the rules text gives no ruling for this")
	// ErrBadCards: cards given to a ruling are not distinct standard cards,
	// or a count is out of range; the same value as [crib.ErrBadCards].
	ErrBadCards = crib.ErrBadCards
	// ErrBadRecord: a saved game, a record, an action or an event that
	// cannot be read back, or that describes what the rules could not
	// produce; the same value as [crib.ErrBadRecord].
	ErrBadRecord = crib.ErrBadRecord
)
