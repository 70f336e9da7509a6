package cards_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/internal/hostile"
)

// decks draws real decks in the states a game leaves them: built by
// NewDeck, shuffled, cut, partly dealt, stacked with DeckOf (any bytes).
func decks() *rapid.Generator[cards.Deck] {
	return rapid.Custom(func(t *rapid.T) cards.Deck {
		if rapid.Bool().Draw(t, "stacked") {
			return cards.DeckOf(rapid.SliceOfN(cardstest.Byte(), 0, 60).Draw(t, "cards")...)
		}
		d, err := cards.NewDeck(rapid.IntRange(0, 3).Draw(t, "packs"), rapid.IntRange(1, 4).Draw(t, "jokers"))
		if err != nil {
			t.Fatal(err)
		}
		if rapid.Bool().Draw(t, "shuffle") {
			d, _ = d.Shuffle(cards.NewRand(rapid.Uint64().Draw(t, "seed")))
		}
		_, d, _ = d.Draw(rapid.IntRange(0, d.Len()).Draw(t, "drawn"))
		return d
	})
}

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	var strs []hostile.Generator
	for _, s := range append(append(typedCards(), typedLists()...), nearMisses()...) {
		strs = append(strs, hostile.Gen(rapid.Just(s)))
	}
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{cards.ErrSyntax, cards.ErrInvalidCard, cards.ErrTooFewCards, cards.ErrBadCount,
			cards.ErrNilRand, cards.ErrNotCommitted},
		Funcs: []any{
			// Cards, ranks and suits.
			cards.New, cards.FromIndex,
			cards.Card.Rank, cards.Card.Suit, cards.Card.IsStandard, cards.Card.IsJoker, cards.Card.IsValid,
			cards.Card.Index, cards.Card.Name, cards.Card.String, cards.Card.Unicode, cards.Card.GoString,
			cards.Rank.String, cards.Rank.Name, cards.Rank.Plural, cards.Rank.IsValid,
			cards.Suit.String, cards.Suit.Name, cards.Suit.Symbol, cards.Suit.IsValid,
			// Text.
			cards.Parse, cards.ParseList, cards.FormatList, cards.FormatUnicode,
			cards.Card.AppendText, cards.Card.MarshalText, (*cards.Card).UnmarshalText,
			cards.Rank.MarshalText, (*cards.Rank).UnmarshalText, cards.Suit.MarshalText, (*cards.Suit).UnmarshalText,
			cards.Set.MarshalText, (*cards.Set).UnmarshalText, cards.Deck.MarshalText, (*cards.Deck).UnmarshalText,
			(*cards.ParseError).Error, (*cards.ParseError).Unwrap,
			// Decks.
			cards.NewDeck, cards.StandardDeck, cards.DeckOf, cards.NewRand,
			cards.Deck.Len, cards.Deck.Cards, cards.Deck.All, cards.Deck.At, cards.Deck.Equal,
			cards.Deck.Shuffle, cards.Deck.Cut, cards.Deck.Draw, cards.Deck.Deal, cards.Deck.PutBottom,
			cards.Deck.PutTop, cards.Deck.String, cards.Deck.Set, cards.Deck.Count, cards.Deck.GoString,
			// Sets.
			cards.SetOf, cards.Set.Has, cards.Set.With, cards.Set.Without, cards.Set.Len, cards.Set.Union,
			cards.Set.Intersect, cards.Set.Minus, cards.Set.Complement, cards.Set.OfSuit, cards.Set.OfRank,
			cards.Set.All, cards.Set.AppendTo, cards.Set.String, cards.Set.Four, cards.Set.Five, cards.Set.Six,
			// Commitments.
			cards.Commit, cards.Commitment.Verify, cards.Commitment.String, cards.Commitment.MarshalText,
			(*cards.Commitment).UnmarshalText,
		},
		// For tests and examples only; documented to panic on bad text.
		Panics: []any{cards.MustParse, cards.MustParseList},
		Gens: append(strs,
			hostile.Gen(cardstest.AnyCard()),
			hostile.Gen(decks()),
			hostile.Gen(rapid.Map(rapid.SliceOfN(rapid.Byte(), 32, 32), func(b []byte) cards.Commitment { return cards.Commitment(b) })),
			hostile.Gen(rapid.SliceOfN(rapid.Byte(), 0, 80)),
			hostile.Gen(rapid.Map(rapid.Uint64(), func(u uint64) cards.Set { return cards.Set(u) & cards.FullSet })),
		),
	})
}
