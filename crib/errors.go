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
// It is the same type in every game of this module (cribwars' and
// pegjokers' refusals are Errors too), so errors.As works across them.
type Error = game.Error

// The errors every game of this module shares, under their names here: each
// is the same value as in the other game packages (crib.ErrGameOver is
// cribwars' and pegjokers' ErrGameOver), so errors.Is works across them.
// A transition refused returns an *Error naming the package, the operation
// and the seat (or side), wrapping one of these or one of the package's own
// below; the Game it was called on is left as it was.
var (
	// ErrBadRules: a Rules or Layout value that cannot describe a game
	// (seat count, deal sizes, crib size, game hole), or a run that cannot
	// be made.
	ErrBadRules = game.ErrBadRules
	// ErrBadSeat: a seat or side number outside the game, or a list of
	// players that does not fit the seats.
	ErrBadSeat = game.ErrBadSeat
	// ErrNotYourTurn: the seat is not the one to act (to lay, to count, to
	// accept).
	ErrNotYourTurn = game.ErrNotYourTurn
	// ErrNotInHand: the card is not in that player's hand.
	ErrNotInHand = game.ErrNotInHand
	// ErrGameOver: the game has been won; no more actions.
	ErrGameOver = game.ErrGameOver
	// ErrStrategy: a strategy was nil, panicked, or made a choice the rules
	// refuse (PlayGame, RunSelfPlay).
	ErrStrategy = game.ErrStrategy
	// ErrTurnLimit: a game played by PlayGame was still going after its
	// step limit.
	ErrTurnLimit = game.ErrTurnLimit
	// ErrZeroValue: a transition of the zero Game, which is not a game; also
	// writing to a nil io.Writer, or solving into a nil *Solution.
	ErrZeroValue = game.ErrZeroValue
	// ErrBadRecord: a saved game, a record, an action or an event that
	// cannot be read back, or that describes what the rules could not
	// produce (a card twice, a hand of the wrong size, a score past the
	// game hole, an unknown version).
	ErrBadRecord = game.ErrBadRecord
	// ErrSyntax is [cards.ErrSyntax]: text that cannot be read. The errors
	// of ParseAction, ParseRecord and the UnmarshalText methods wrap it
	// for text that is not their grammar.
	ErrSyntax = cards.ErrSyntax
)

// The errors of cribbage itself.
var (
	// ErrBadCards: cards that are not what the rule needs: not standard
	// cards, the same card twice, the wrong number of them.
	ErrBadCards = errors.New("bad cards")
	// ErrWrongPhase: the action does not belong to this part of the deal
	// (laying a card during the show, cutting before the discard, ...).
	ErrWrongPhase = errors.New("not now")
	// ErrMustLay: a player who can lay a card without passing 31 must lay
	// one; saying go (or letting the other player lay) is not allowed.
	ErrMustLay = errors.New("a player who can lay must lay")
	// ErrOver31: the card would take the count past 31.
	ErrOver31 = errors.New("the count would pass 31")
	// ErrUnplayed: the play ended with cards still in hand.
	ErrUnplayed = errors.New("cards left unplayed")
	// ErrExtraCards: cards laid after the play was over.
	ErrExtraCards = errors.New("cards laid after the play ended")
	// ErrCountOrder: a hand or crib counted out of the order of rule 9.2.
	// Rule 9.2c: a dealer who counts before the pone retracts the points
	// without penalty, the pone counts, then the dealer; the engine refuses
	// the early count, which leaves the game exactly as that retraction does.
	ErrCountOrder = errors.New("counted out of turn (rule 9.2)")
	// ErrNoClaim: a claimed-score action when there is nothing of that
	// kind to claim, correct, retract, accept or call.
	ErrNoClaim = errors.New("nothing to claim")
	// ErrNotClaimed: a claimed-score action in a game that scores
	// automatically.
	ErrNotClaimed = errors.New("the game scores automatically")
	// ErrNoMuggins: a muggins call in a game played without muggins (rule
	// 10.1a: muggins is optional), or where the board allows none.
	ErrNoMuggins = errors.New("muggins is not in effect")
	// ErrBadClaim: a claimed number of points below zero or beyond any
	// score (more than 29 for a hand, 24 for a card in the play, ...).
	ErrBadClaim = errors.New("impossible claim")
	// ErrMustPegOut: a player reminded to peg out (rule 8.11, muggins off,
	// outside match play) must peg out or refuse before anything else
	// happens; and a score that would take a player out cannot be passed
	// over unclaimed.
	ErrMustPegOut = errors.New("the player must peg out first (rule 8.11)")
	// ErrOfferPending: points offered to a side ([Rules.Declinable]) wait
	// for it to take or decline them, or points owed to a seat
	// ([Rules.ClaimPenalties]) wait for its claim, before anything else
	// happens.
	ErrOfferPending = errors.New("points offered or owed wait for an answer")
	// ErrSitsOut: the seat or side sits out this deal ([Game.SitOut]), or
	// sitting out would leave fewer than two sides to play.
	ErrSitsOut = errors.New("sits out the deal")
	// ErrTooLate: the chance has passed: a player correcting a count it has
	// pegged (rule 8.3: the count stands; only a claim of no count may be
	// corrected, and only until the opponent says "muggins", 10.4d), or
	// counting again after its count was accepted.
	ErrTooLate = errors.New("too late")
	// ErrNoConcession: a game conceded outside match play (rule 8.11b: a
	// concession is for match play; in a qualifying round play continues),
	// or in a game of more than two sides.
	ErrNoConcession = errors.New("a game is conceded only in match play (rule 8.11b)")
	// ErrBadPosition: a position no game can be in (NewGameAt): a rear peg
	// ahead of its front peg, a peg below the start or in the game hole,
	// pegs or games for a side the game does not have.
	ErrBadPosition = errors.New("impossible position")
	// ErrUnknownAction: an Action of a type the game does not know.
	ErrUnknownAction = game.ErrUnknownAction
)

// pkg makes the errors of what this package cannot read or write.
const pkg codec.Pkg = "crib"
