package score_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/score"
)

// Real values for the walk, beside the hostile defaults: hands, deals and
// piles of different standard cards, and the breakdowns of real hands.
var (
	realHands = rapid.Custom(func(t *rapid.T) [4]cards.Card {
		return cardstest.Hand().Draw(t, "hand").Hand
	})
	realDeals = rapid.Custom(func(t *rapid.T) [6]cards.Card {
		return [6]cards.Card(cardstest.Distinct(6).Draw(t, "dealt"))
	})
	realDealsOfFive = rapid.Custom(func(t *rapid.T) [5]cards.Card {
		return [5]cards.Card(cardstest.Distinct(5).Draw(t, "dealt"))
	})
	realPiles = rapid.Custom(func(t *rapid.T) []cards.Card {
		var pile []cards.Card
		count := 0
		for _, c := range cardstest.Distinct(8).Draw(t, "cards") {
			if count+score.Value(c) > 31 {
				break
			}
			count += score.Value(c)
			pile = append(pile, c)
		}
		return pile
	})
	realBreakdowns = rapid.Custom(func(t *rapid.T) score.Breakdown {
		h := cardstest.Hand().Draw(t, "hand")
		b, err := score.HandBreakdown(h.Hand, h.Starter)
		if rapid.Bool().Draw(t, "crib") {
			b, err = score.CribBreakdown(h.Hand, h.Starter)
		}
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
)

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{score.ErrNoCard, score.ErrJoker, score.ErrInvalidCard, score.ErrDuplicate,
			score.ErrCountOver31, score.ErrEmptyPile, score.ErrBadScore},
		Funcs: []any{
			score.Value, score.Hand, score.Crib, score.HandByStarter, score.CribByStarter, score.Validate,
			score.HandBreakdown, score.CribBreakdown,
			score.Breakdown.Points, score.Breakdown.String, score.Breakdown.Say, score.Item.String, score.Kind.String,
			score.Play, score.PlayBreakdown,
			score.PlayScore.PairPoints, score.PlayScore.Points, score.PlayScore.String,
			score.PlayScore.MarshalJSON, (*score.PlayScore).UnmarshalJSON,
			score.Kind.MarshalText, (*score.Kind).UnmarshalText,
			score.Discards, score.DiscardsOfFive, score.Discard.String,
		},
		Gens: []hostile.Generator{
			hostile.Gen(cardstest.Byte()), hostile.Gen(cardstest.AnyCard()),
			hostile.Gen(realHands), hostile.Gen(realDeals), hostile.Gen(realDealsOfFive), hostile.Gen(realPiles),
			hostile.Gen(realBreakdowns),
		},
	})
}

// TestNilPlayScoreUnmarshal is the hostile walk's find: JSON null decoded
// into a nil *PlayScore wrote through the nil pointer.
func TestNilPlayScoreUnmarshal(t *testing.T) {
	var p *score.PlayScore
	if err := p.UnmarshalJSON([]byte("null")); !errors.Is(err, score.ErrBadScore) {
		t.Errorf("(*PlayScore)(nil).UnmarshalJSON(null) = %v, want ErrBadScore", err)
	}
	var k *score.Kind
	if err := k.UnmarshalText([]byte("fifteen")); !errors.Is(err, score.ErrBadScore) {
		t.Errorf("(*Kind)(nil).UnmarshalText(fifteen) = %v, want ErrBadScore", err)
	}
}
