package crib

import (
	"errors"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// Error is an action a game refused: the game's package, the operation
// tried ("lay", "discard", "claim", ...), the seat (or side) that tried it,
// and why, wrapping one of the sentinels below, in the manner of
// strconv.NumError:
//
//	crib: lay by seat 1: not your turn: seat 0 to lay
//
// Every game of this module refuses with it, so errors.As works across them.
type Error = game.Error

// The errors every game of this module shares, the same values in each (so
// errors.Is works across them). A refused transition returns an *Error
// wrapping one of these or of cribbage's own below, and leaves the Game as
// it was.
var (
	ErrBadRules      = game.ErrBadRules      // rules or a layout that cannot describe a game, or a run that cannot be made
	ErrBadSeat       = game.ErrBadSeat       // a seat or side outside the game, or players that do not fit the seats
	ErrNotYourTurn   = game.ErrNotYourTurn   // the seat is not the one to act
	ErrNotInHand     = game.ErrNotInHand     // the card is not in that player's hand
	ErrGameOver      = game.ErrGameOver      // the game has been won
	ErrStrategy      = game.ErrStrategy      // a strategy was nil, panicked, or chose what the rules refuse
	ErrTurnLimit     = game.ErrTurnLimit     // a game still going after StepLimit actions
	ErrZeroValue     = game.ErrZeroValue     // the zero Game, a nil writer, a nil *Solution
	ErrBadRecord     = game.ErrBadRecord     // stored data that cannot be read back or that the rules could not produce
	ErrSyntax        = cards.ErrSyntax       // text that is not its grammar
	ErrUnknownAction = game.ErrUnknownAction // an action of a type the game does not know, nil, or a nil pointer
)

// The errors of cribbage itself.
var (
	ErrBadCards     = errors.New("bad cards")                                          // not standard cards, a card twice, the wrong number
	ErrWrongPhase   = errors.New("not now")                                            // the action does not belong to this part of the deal
	ErrMustLay      = errors.New("a player who can lay must lay")                      // go said by a player who can lay
	ErrOver31       = errors.New("the count would pass 31")                            // a card that passes 31
	ErrUnplayed     = errors.New("cards left unplayed")                                // the play ended with cards in hand
	ErrExtraCards   = errors.New("cards laid after the play ended")                    // cards laid after the play
	ErrCountOrder   = errors.New("counted out of turn (rule 9.2)")                     // refused, as rule 9.2c's retraction leaves the game
	ErrNoClaim      = errors.New("nothing to claim")                                   // nothing of that kind to claim, correct, accept or call
	ErrNotClaimed   = errors.New("the game scores automatically")                      // a claimed-score action in an automatic game
	ErrNoMuggins    = errors.New("muggins is not in effect")                           // muggins off (rule 10.1a), or not where the board allows
	ErrBadClaim     = errors.New("impossible claim")                                   // points below zero or beyond any score
	ErrMustPegOut   = errors.New("the player must peg out first (rule 8.11)")          // a reminded player pegs out or refuses first
	ErrOfferPending = errors.New("points offered or owed wait for an answer")          // Rules.Declinable offers, Rules.ClaimPenalties debts
	ErrSitsOut      = errors.New("sits out the deal")                                  // a side sitting out, or too few sides left to play
	ErrTooLate      = errors.New("too late")                                           // a count pegged stands (8.3), 10.4d's chance has passed
	ErrNoConcession = errors.New("a game is conceded only in match play (rule 8.11b)") // outside match play, or more than two sides
	ErrBadPosition  = errors.New("impossible position")                                // a position or view no game can be in
)

// pkg makes the errors of what this package cannot read or write.
const pkg codec.Pkg = "crib"
