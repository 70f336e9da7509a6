package pegjokers

import "errors"

// Errors. Each is wrapped with context (fmt.Errorf("pegjokers: %w: ...")) or
// carried by a [*ParseError]; test with errors.Is.
var (
	// ErrSyntax: position text that cannot be read. Every error from
	// [ParsePosition] wraps it.
	ErrSyntax = errors.New("invalid position text")
	// ErrSeating: a seat count or arrangement the guide does not allow
	// (solo 2-8, pairs 4/6/8, teams 6/8).
	ErrSeating = errors.New("no such seating")
	// ErrInvalidPosition: pegs that cannot stand where they are said to (two
	// pegs in one track hole, two pegs of one seat in one Finish hole, a hole
	// out of range, a wrong peg count), or the zero Position.
	ErrInvalidPosition = errors.New("invalid position")
	// ErrIllegalMove: a move that is not among the legal moves of its card in
	// the position (see [LegalMoves]).
	ErrIllegalMove = errors.New("illegal move")
	// ErrNotYourTurn: a move or play by a seat other than the one to move.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrMustMove: discarding a card without moving when it allows a legal
	// move (the guide's rule 1).
	ErrMustMove = errors.New("the card allows a move, so it must be played")
	// ErrNotInHand: playing a card the player to move does not hold.
	ErrNotInHand = errors.New("card not in hand")
	// ErrGameOver: a play after a team has won.
	ErrGameOver = errors.New("the game is over")
	// ErrRules: a [Rules] value with a field out of range.
	ErrRules = errors.New("invalid rules")
	// ErrTurnLimit: a game that reached its turn limit without a winner.
	ErrTurnLimit = errors.New("turn limit reached without a winner")
	// ErrStrategy: a strategy chose something the rules refuse.
	ErrStrategy = errors.New("strategy made an illegal choice")
)
