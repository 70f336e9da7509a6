package pegjokers

import (
	"errors"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// pkg is the package's name, the prefix of its errors; its methods make
// the errors of what cannot be read or written, as every game's do.
const pkg codec.Pkg = "pegjokers"

// Errors. The ones every game shares are the values of crib and cribwars
// too (pegjokers.ErrGameOver == crib.ErrGameOver), and ErrSyntax is
// [cards.ErrSyntax], so a program that drives several games tests errors with
// one set of values. Each is wrapped with context: a refused turn of a
// [Game] or a failed strategy is an [*Error] naming the operation and the
// seat, text that cannot be read a [*ParseError]; test with errors.Is.
var (
	// ErrSyntax is [cards.ErrSyntax]: text that cannot be read. Every error
	// from [ParsePosition], [ParseArrangement], [ParseSeat],
	// [ParseSeating], [ParseRules] and [ParseAction] wraps it, and so do
	// those of [ParseMove] and [ParseRecord] for text that is not their
	// grammar.
	ErrSyntax = cards.ErrSyntax
	// ErrBadRules: a [Rules] value with a field out of range, a seating the
	// guide does not allow (see [ErrSeating]) or a self-play configuration
	// that cannot run.
	ErrBadRules = game.ErrBadRules
	// ErrBadSeat: a list of strategies that does not fit the seats.
	ErrBadSeat = game.ErrBadSeat
	// ErrNotYourTurn: a move by a seat other than the one to move, or a
	// play while the last player, holding no card, has yet to draw.
	ErrNotYourTurn = game.ErrNotYourTurn
	// ErrNotInHand: playing a card the player to move does not hold.
	ErrNotInHand = game.ErrNotInHand
	// ErrGameOver: a play after a team has won.
	ErrGameOver = game.ErrGameOver
	// ErrStrategy: a strategy that is nil, panicked, or chose something the
	// rules refuse; the error names the seat.
	ErrStrategy = game.ErrStrategy
	// ErrTurnLimit: a game that reached its turn limit without a winner.
	ErrTurnLimit = game.ErrTurnLimit
	// ErrBadRecord: a saved game, a record, an action or an event that
	// cannot be read back, or that describes what the rules could not
	// produce (a card twice, a hand of the wrong size, an unknown version).
	ErrBadRecord = game.ErrBadRecord
	// ErrZeroValue: a transition of the zero [Game], or text of the zero
	// [Position]; make them with [NewGame], [NewPosition] or
	// [ParsePosition]. Writing to a nil io.Writer wraps it too.
	ErrZeroValue = game.ErrZeroValue
	// ErrUnknownAction: an [Action] of a type the game does not know (nil,
	// a nil pointer, another game's action), which [Game.Apply] refuses;
	// the error wraps [ErrIllegalMove] too.
	ErrUnknownAction = game.ErrUnknownAction

	// ErrSeating: a seat count or arrangement the guide does not allow
	// (solo 2-8, pairs 4/6/8, teams 6/8). It wraps [ErrBadRules], so every
	// error that wraps it wraps both.
	ErrSeating error = &chained{"no such seating", game.ErrBadRules}
	// ErrInvalidPosition: pegs that cannot stand where they are said to (two
	// pegs in one track hole, two pegs of one seat in one Finish hole, a hole
	// out of range, a wrong peg count), or the zero Position.
	ErrInvalidPosition = errors.New("invalid position")
	// ErrIllegalMove: a move that is not among the legal moves of its card in
	// the position (see [LegalMoves]), or an action that is none of the
	// package's (see [ErrUnknownAction]).
	ErrIllegalMove = errors.New("illegal move")
	// ErrBadDraw: a [Draw] that cannot be made: none is due (the seat to
	// move has yet to play), the card named is not in the draw pile (or,
	// in a game dealt from a seed, is not its top card), or a game dealt
	// by hand draws without naming its card.
	ErrBadDraw = errors.New("no such draw")
	// ErrMustMove: discarding a card without moving when it allows a legal
	// move (the guide's rule 1).
	ErrMustMove = errors.New("the card allows a move, so it must be played")
	// ErrBadView: a [View] that no game could show (cards the deck does not
	// hold, counts that do not add up, a hand-made view missing what a
	// [Sampler] needs), or weights that leave it no world to draw.
	ErrBadView = errors.New("impossible view")
)

// Error is an action a game refused, in the manner of strconv.NumError:
// the package ("pegjokers"), the operation tried ("play" for a turn,
// "strategy" for a strategy's failure, "play game", "self-play"), the seat
// that tried it (-1 for none) and the reason, which wraps one of the
// sentinels above. It is the one typed error of all of pegboard's games, so
// errors.As(err, &e) with e a *pegjokers.Error reads a crib error too:
//
//	pegjokers: play by seat 2: card not in that player's hand: White does not hold JK
type Error = game.Error

// chained is a sentinel that is a case of a more general one.
type chained struct {
	msg string
	err error
}

func (e *chained) Error() string { return e.msg }
func (e *chained) Unwrap() error { return e.err }

// refuse returns err, the reason operation op of seat (-1: of no seat) was
// refused, as an *Error.
func refuse(op string, seat int, err error) error {
	return &game.Error{Pkg: "pegjokers", Op: op, Seat: seat, Err: err}
}
