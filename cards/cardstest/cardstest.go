// Package cardstest offers rapid (pgregory.net/rapid) generators of cards,
// for property tests of pegboard's own packages and of programs built on it,
// such as a bot's tests.
//
//	rapid.Check(t, func(t *rapid.T) {
//		hand := cardstest.Distinct(5).Draw(t, "hand")
//		...
//	})
package cardstest

import (
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// Card generates any of the 52 standard cards.
func Card() *rapid.Generator[cards.Card] {
	return rapid.Custom(func(t *rapid.T) cards.Card {
		return cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "index"))
	})
}

// AnyCard generates any valid card: a standard card or, now and then, a joker.
func AnyCard() *rapid.Generator[cards.Card] {
	return rapid.OneOf(Card(), Card(), Card(), rapid.Just(cards.Joker))
}

// Byte generates any byte as a Card, valid or not: for checking that code
// never panics on values that are not cards.
func Byte() *rapid.Generator[cards.Card] {
	return rapid.Custom(func(t *rapid.T) cards.Card {
		return cards.Card(rapid.Byte().Draw(t, "byte"))
	})
}

// Distinct generates n different standard cards (0 <= n <= 52) in random
// order, as dealt from one shuffled pack.
func Distinct(n int) *rapid.Generator[[]cards.Card] {
	return rapid.Custom(func(t *rapid.T) []cards.Card {
		p := rapid.Permutation(allCards()).Draw(t, "pack")
		return p[:n]
	})
}

// Hand generates four different standard cards and a starter different from
// them, the input of a cribbage show.
func Hand() *rapid.Generator[HandAndStarter] {
	return rapid.Custom(func(t *rapid.T) HandAndStarter {
		cs := Distinct(5).Draw(t, "cards")
		return HandAndStarter{Hand: [4]cards.Card(cs[:4]), Starter: cs[4]}
	})
}

// HandAndStarter is a cribbage hand (or crib) with its starter.
type HandAndStarter struct {
	Hand    [4]cards.Card
	Starter cards.Card
}

// Seed generates a seed for [cards.NewRand].
func Seed() *rapid.Generator[uint64] { return rapid.Uint64() }

func allCards() []cards.Card {
	cs := make([]cards.Card, 52)
	for i := range cs {
		cs[i] = cards.FromIndex(i)
	}
	return cs
}
