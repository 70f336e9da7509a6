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
	// hand back to five (a full hand, see HandSize), every missed draw made good. By default they may
	// draw one extra card, however many draws they missed in a row, as the
	// guide's "one additional card" says.
	CatchUp bool
	// Packs is the number of standard 52-card packs in the game's deck, each
	// with two jokers: 0 means the guide's 2 (108 cards, cards.NewDeck(2, 4)).
	// More packs are a common choice for six to eight players; 1 to MaxPacks
	// are allowed.
	Packs int

	// NineSplitOnly: a 9 must always be split, one peg forward and another
	// backward, the 9 in two parts (the split of the guide's 9, unchanged),
	// and is never played whole: the whole 9, one track peg backward 9, is
	// gone. Read as: when no split of the 9 is possible the card has no
	// move, and the player discards it without moving as with any such card
	// (the guide's rule 1). It contradicts NineForward, which changes the
	// whole 9: [Rules.Validate] refuses the two together.
	NineSplitOnly bool
	// TenSplit: whether a 10 may, or must, be split like a 7: two different
	// pegs forward, the first one of the mover's own and the second another
	// of the mover's or a teammate's, the two distances summing to 10, each
	// part a legal forward move by itself, as a split 7 is. The zero value,
	// [TenWhole], is the guide's 10, played whole only.
	TenSplit TenSplit
	// HandSize is the number of cards in a full hand: 0 means the guide's
	// 5 ([HandSize]), and 3 to 5 are allowed (3 is the common short-hand
	// game). The deal, each draw, the refill of [Rules.CatchUp] and of
	// [Rules.DiscardHand], the checks of saved games and views and the
	// sampler all go by it.
	HandSize int
	// InSpotSwap: read as: when a peg moving along the track (a forward or
	// backward move, or part of a split, starting on a track hole) would
	// end exactly on a teammate's peg that stands on the moving peg's own
	// in-spot (the track hole from which the mover's pegs enter their
	// Finish), the two pegs swap: the moving peg takes the in-spot and the
	// teammate's peg goes to the hole the moving peg started from, landing
	// on nothing and passing nothing. By default the teammate is sent on to
	// its own in-spot (the guide's rule 3). A peg coming out of Start or
	// jumping with a Joker, and a peg sent on in a chain of landings, never
	// swaps.
	InSpotSwap bool
	// StuckComeOut: a player who has passed on three turns in a row may
	// bring a peg out of Start with any card. Read as: a pass is a turn on
	// which the player discarded a card that had no legal move (the guide's
	// rule 1; [Pass]); the position counts each seat's passes in a row
	// ([Position.Passes], up to three) and any move the seat makes sets its
	// count back to 0. While its count is three, every card the seat plays
	// may also bring one of its pegs out of Start onto the come-out hole, as
	// an Ace does (a seat playing for a teammate under rule 10 brings out
	// the teammate's peg), until it moves.
	StuckComeOut bool
	// DiscardHand: a player with no legal move discards the whole hand, not
	// one card, and draws a full hand back. Read as: when none of the cards
	// the player holds has a legal move, the pass discards the card played
	// and then the rest of the hand, in the order held; the player then
	// draws one card at a time ([Draw]) until the hand is full again,
	// making good any draws missed before (counted as late draws). If the
	// next player plays first, each card not yet drawn is a missed draw
	// (the guide's rule 12). A player who holds a card with a legal move
	// and discards one without a move passes with that one card, as by
	// default.
	DiscardHand bool
}

// TenSplit is how a 10 may be played; see [Rules.TenSplit].
type TenSplit uint8

// The ways to play a 10.
const (
	// TenWhole: the guide's 10, one peg forward 10.
	TenWhole TenSplit = iota
	// TenMaySplit: one peg forward 10, or two pegs forward, a split as of a
	// 7, in all 10.
	TenMaySplit
	// TenMustSplit: only the split, never one peg forward 10 (when no split
	// is possible the 10 has no move).
	TenMustSplit
)

// DefaultRules is the zero Rules: the guide's game, read as the package doc
// says.
var DefaultRules = Rules{}

// MaxPacks is the most packs a Rules value may ask for.
const MaxPacks = 4

// Validate reports a field out of range, or options that contradict each
// other (NineForward with NineSplitOnly), wrapping [ErrBadRules].
func (r Rules) Validate() error {
	switch {
	case r.Packs < 0 || r.Packs > MaxPacks:
		return fmt.Errorf("pegjokers: %w: %s (0 for the default 2, or 1..%d)", ErrBadRules, codec.Count(r.Packs, "pack"), MaxPacks)
	case r.NineForward && r.NineSplitOnly:
		return fmt.Errorf("pegjokers: %w: nine-forward plays a 9 whole and nine-split-only never does: choose one", ErrBadRules)
	case r.TenSplit > TenMustSplit:
		return fmt.Errorf("pegjokers: %w: ten split %d (0 whole, 1 may split, 2 must split)", ErrBadRules, r.TenSplit)
	case r.HandSize != 0 && (r.HandSize < MinHandSize || r.HandSize > HandSize):
		return fmt.Errorf("pegjokers: %w: hands of %s (0 for the default %d, or %d..%d)", ErrBadRules, codec.Count(r.HandSize, "card"), HandSize, MinHandSize, HandSize)
	}
	return nil
}

// MinHandSize is the smallest hand a Rules value may ask for.
const MinHandSize = 3

// hand returns the size of a full hand: HandSize, or the guide's 5 when it
// is 0 (or out of range).
func (r Rules) hand() int {
	if r.HandSize < MinHandSize || r.HandSize > HandSize {
		return HandSize
	}
	return r.HandSize
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
	case cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven:
		return int(rk)
	case cards.Ten:
		if r.TenSplit != TenMustSplit {
			return 10
		}
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
		if !r.NineForward && !r.NineSplitOnly {
			return 9
		}
	}
	return 0
}

// split returns the total a card of rank rk splits into, and whether its
// split is a 9's (one part forward, the other backward), or 0 when it does
// not split.
func (r Rules) split(rk cards.Rank) (total int, nine bool) {
	switch rk {
	case cards.Seven:
		return 7, false
	case cards.Nine:
		return 9, true
	case cards.Ten:
		if r.TenSplit != TenWhole {
			return 10, false
		}
	}
	return 0, false
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
