package score

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// PlayScore itemises what the last card laid in the play scores. Go and last
// card are not here: they depend on whether the other players can lay, which
// is the game's business (package crib).
type PlayScore struct {
	Count     int  // the count after the card, 1..31 for a legal pile
	Fifteen   bool // the count is exactly 15: 2 points
	ThirtyOne bool // the count is exactly 31: 2 points
	Pair      int  // cards of one rank ending the pile: 0, or 2 (a pair, 2), 3 (pair royal, 6), 4 (double pair royal, 12)
	Run       int  // cards in the run the card completes: 0, or 3 to 7 (one point each)
}

// PairPoints returns the points for the pair, pair royal or double pair
// royal, 0 if there is none.
func (p PlayScore) PairPoints() int { return p.Pair * (p.Pair - 1) }

// Points returns the total pegged for the card.
func (p PlayScore) Points() int {
	pts := p.PairPoints() + p.Run
	if p.Fifteen {
		pts += 2
	}
	if p.ThirtyOne {
		pts += 2
	}
	return pts
}

// String says what the card scores the way a player pegs it: "fifteen for 2",
// "31 for 2 and a pair for 4", "a run of 4 for 4", or "no score".
func (p PlayScore) String() string {
	var parts []string
	if p.Fifteen {
		parts = append(parts, "fifteen")
	}
	if p.ThirtyOne {
		parts = append(parts, "thirty-one")
	}
	switch p.Pair {
	case 0:
	case 2:
		parts = append(parts, "a pair")
	case 3:
		parts = append(parts, "pair royal")
	case 4:
		parts = append(parts, "double pair royal")
	default:
		parts = append(parts, fmt.Sprintf("%d of a kind", p.Pair))
	}
	if p.Run > 0 {
		parts = append(parts, fmt.Sprintf("a run of %d", p.Run))
	}
	if len(parts) == 0 {
		return "no score"
	}
	return strings.Join(parts, " and ") + fmt.Sprintf(" for %d", p.Points())
}

// Play returns the points pegged by the player who laid the last card of
// pile. The pile is the cards laid since the count last started from zero, in
// the order laid; the player scores 2 if the count is 15, 2 if it is 31, 2, 6
// or 12 for a pair, pair royal or double pair royal made by the unbroken run
// of equal ranks at the end of the pile, and one a card for the longest run
// (3 to 7 cards of consecutive ranks, in any order, no rank twice) at the end
// of the pile. Go and last card are not included; see package crib.
//
// An empty pile scores 0. A pile that holds anything but different standard
// cards, or counts past 31, scores [NoScore]; [PlayBreakdown] says what is
// wrong with it. Play allocates nothing and never panics.
func Play(pile []cards.Card) int {
	p, ok := playScore(pile)
	if !ok {
		return NoScore
	}
	return p.Points()
}

// playScore itemises what the last card of pile scores, or reports false if
// the pile is not different standard cards counting 31 or less.
func playScore(pile []cards.Card) (PlayScore, bool) {
	n := len(pile)
	if n == 0 {
		return PlayScore{}, true
	}
	var p PlayScore
	var seen uint64
	for _, c := range pile {
		b := cardBit[c]
		if b == 0 || seen&b != 0 {
			return PlayScore{}, false
		}
		seen |= b
		p.Count += int(pips[c])
	}
	if p.Count > 31 {
		return PlayScore{}, false
	}
	p.Fifteen = p.Count == 15
	p.ThirtyOne = p.Count == 31

	last := rank0[pile[n-1]]
	p.Pair = 1
	for i := n - 2; i >= 0 && rank0[pile[i]] == last; i-- {
		p.Pair++
	}
	if p.Pair == 1 {
		p.Pair = 0
	}

	// Runs: walk back from the last card, collecting ranks in a bit mask
	// until a rank repeats; whenever the k cards seen so far are k
	// consecutive ranks (k >= 3), that is a run of k.
	var mask uint16
	for i, k := n-1, 1; i >= 0; i, k = i-1, k+1 {
		b := uint16(1) << rank0[pile[i]]
		if mask&b != 0 {
			break
		}
		mask |= b
		if k >= 3 && mask>>bits.TrailingZeros16(mask) == 1<<k-1 {
			p.Run = k
		}
	}
	return p, true
}

// PlayBreakdown is the checked form of [Play]: it itemises what the last card
// of pile scores, or returns an error if the pile is empty ([ErrEmptyPile]), holds a card that
// is not a standard card ([ErrNoCard], [ErrJoker], [ErrInvalidCard]), holds a
// card twice ([ErrDuplicate]) or counts past 31 ([ErrCountOver31]).
// It allocates nothing.
func PlayBreakdown(pile []cards.Card) (PlayScore, error) {
	if len(pile) == 0 {
		return PlayScore{}, fmt.Errorf("score: %w", ErrEmptyPile)
	}
	var seen cards.Set
	count := 0
	for i, c := range pile {
		if err := checkCard(c, seen, "pile card", i+1); err != nil {
			return PlayScore{}, err
		}
		seen = seen.With(c)
		count += Value(c)
	}
	if count > 31 {
		return PlayScore{}, fmt.Errorf("score: %w: the pile counts %d", ErrCountOver31, count)
	}
	p, _ := playScore(pile)
	return p, nil
}
