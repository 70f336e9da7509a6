package pegjokers

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// Rules holds the choices where players differ. The zero Rules is the
// default game, the guide's rules with the readings the package doc lists
// where the guide is silent ([DefaultRules]); each field turns on one
// well-known variant and says what it changes.
//
// The package-level functions ([LegalMoves], [Apply], [Pass], [NewGame] with
// DefaultRules) play the default game; the methods of Rules play any.
type Rules struct {
	// NineForward: a 9 played whole moves one peg forward 9 (like a 2-6 or
	// 10, so a peg in Finish may use it too) instead of one track peg
	// backward 9. A split 9, one peg forward and one backward, is unchanged.
	NineForward bool
	// FaceValues: a Jack, Queen or King played on a peg already out moves it
	// forward 11, 12 or 13 instead of 10. They still bring a peg out of
	// Start.
	FaceValues bool
	// ForcedFinish: a peg whose forward move can end in its own Finish must
	// go in: the same card may carry it on along the track only when it
	// cannot enter (own pegs in the way, or not enough room before f5). By
	// default entering is a choice.
	ForcedFinish bool
	// CatchUp: a player who missed draws (the guide's rule 12) may draw,
	// at the end of their next turn, as many extra cards as bring their
	// hand back to five, every missed draw made good. By default they may
	// draw one extra card, however many draws they missed in a row, as the
	// guide's "one additional card" says.
	CatchUp bool
	// Packs is the number of standard 52-card packs in the game's deck, each
	// with two jokers: 0 means the guide's 2 (108 cards, cards.NewDeck(2, 4)).
	// More packs are a common choice for six to eight players; 1 to MaxPacks
	// are allowed.
	Packs int
}

// DefaultRules is the zero Rules: the guide's game, read as the package doc
// says.
var DefaultRules = Rules{}

// MaxPacks is the most packs a Rules value may ask for.
const MaxPacks = 4

// Validate reports a field out of range, wrapping [ErrBadRules].
func (r Rules) Validate() error {
	if r.Packs < 0 || r.Packs > MaxPacks {
		return fmt.Errorf("pegjokers: %w: %s (0 for the default 2, or 1..%d)", ErrBadRules, codec.Count(r.Packs, "pack"), MaxPacks)
	}
	return nil
}

// Deck returns the game's unshuffled deck: Packs packs (default 2) with two
// jokers each.
func (r Rules) Deck() cards.Deck {
	packs := r.Packs
	if packs <= 0 || packs > MaxPacks {
		packs = 2
	}
	d, _ := cards.NewDeck(packs, 2*packs)
	return d
}

// forward returns how far a card of rank rk moves a peg forward when played
// whole, or 0 if it has no whole forward move.
func (r Rules) forward(rk cards.Rank) int {
	switch rk {
	case cards.Ace:
		return 1
	case cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven, cards.Ten:
		return int(rk)
	case cards.Nine:
		if r.NineForward {
			return 9
		}
	case cards.Jack, cards.Queen, cards.King:
		if r.FaceValues {
			return int(rk)
		}
		return 10
	}
	return 0
}

// backward returns how far a card of rank rk moves a track peg backward when
// played whole, or 0.
func (r Rules) backward(rk cards.Rank) int {
	switch rk {
	case cards.Eight:
		return 8
	case cards.Nine:
		if !r.NineForward {
			return 9
		}
	}
	return 0
}

// comesOut reports whether rank rk may bring a peg out of Start onto the
// come-out hole.
func comesOut(rk cards.Rank) bool {
	return rk == cards.Ace || rk == cards.Jack || rk == cards.Queen || rk == cards.King
}

// Ranks returns the fourteen ranks a card can have, Ace to King then the
// Joker: the card kinds of the game.
func Ranks() [14]cards.Rank { return allRanks }

var allRanks = [14]cards.Rank{
	cards.Ace, cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven,
	cards.Eight, cards.Nine, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.JokerRank,
}

// CardOf returns a card of rank r (clubs for a standard rank, the Joker for
// JokerRank): every card of a rank has the same moves.
func CardOf(r cards.Rank) cards.Card {
	if r == cards.JokerRank {
		return cards.Joker
	}
	return cards.New(r, cards.Clubs)
}
