package game

import (
	"errors"
	"strconv"
	"strings"
)

// The sentinels every game shares. Each game package re-exports the ones it
// returns under the same name (crib.ErrGameOver == game.ErrGameOver), so a
// program that drives several games tests errors with one set of values.
var (
	// ErrBadRules: rules, a seating or a configuration that cannot describe
	// a game (a seat count, a deal size, a turn limit out of range).
	ErrBadRules = errors.New("rules out of range")
	// ErrBadSeat: a seat, side or team number outside the game, or a list
	// of players that does not fit the seats.
	ErrBadSeat = errors.New("no such seat")
	// ErrNotYourTurn: the seat is not the one to act.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrNotInHand: the card is not in that player's hand.
	ErrNotInHand = errors.New("card not in that player's hand")
	// ErrGameOver: the game has been won; no more actions.
	ErrGameOver = errors.New("the game is over")
	// ErrStrategy: a strategy made a choice the rules refuse, returned
	// nothing, was nil, or panicked. The error names the seat.
	ErrStrategy = errors.New("the strategy failed")
	// ErrTurnLimit: a game was still going after the most steps its runner
	// allows: a game that cannot progress is an error, never a hang.
	ErrTurnLimit = errors.New("turn limit reached without a winner")
	// ErrZeroValue: a method of a zero value of a type that must be made
	// by its constructor (the zero Game, say).
	ErrZeroValue = errors.New("zero value: make it with its constructor")
	// ErrBadRecord: a saved game, a game record or an event that cannot be
	// read back, or that describes what the rules could not produce (a
	// card twice, a score past the game hole, an unknown version).
	ErrBadRecord = errors.New("bad record")
	// ErrUnknownAction: an action of a type the game does not know (nil,
	// a nil pointer or another game's action among them).
	ErrUnknownAction = errors.New("not an action of this game")
)

// Error is an action a game refused: the game, the operation tried, the seat
// (or side) that tried it, and why. Err wraps one of the sentinels, so
// errors.Is sees through an Error to the sentinel, in the manner of
// strconv.NumError:
//
//	crib: lay by seat 1: card not in that player's hand: 5♥
type Error struct {
	Pkg  string // the game package: "crib", "cribwars", "pegjokers"
	Op   string // what was tried: "lay", "discard", "claim", "strategy", ...
	Seat int    // the seat that acted, or -1 for none
	Side bool   // Seat is a side (or team) number, for an action by a side
	Err  error  // why; wraps a sentinel
}

// Error says what was refused and why.
func (e *Error) Error() string {
	if e == nil {
		return "<nil> *Error"
	}
	var b strings.Builder
	b.WriteString(e.Pkg)
	b.WriteString(": ")
	b.WriteString(e.Op)
	if e.Seat >= 0 {
		if e.Side {
			b.WriteString(" by side ")
		} else {
			b.WriteString(" by seat ")
		}
		b.WriteString(strconv.Itoa(e.Seat))
	}
	if e.Err != nil {
		b.WriteString(": ")
		// A reason from the package's own functions says the package
		// already: "crib: lay: bad cards", not "crib: lay: crib: bad cards".
		b.WriteString(strings.TrimPrefix(e.Err.Error(), e.Pkg+": "))
	}
	return b.String()
}

// Unwrap returns the reason, for errors.Is and errors.As.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// Refuse returns err as an *Error of pkg, op and seat, unless it is nil or
// already an *Error (which is returned as it is, so an error keeps the
// operation that first refused it).
func Refuse(pkg, op string, seat int, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := errors.AsType[*Error](err); ok {
		return err
	}
	return &Error{Pkg: pkg, Op: op, Seat: seat, Err: err}
}
