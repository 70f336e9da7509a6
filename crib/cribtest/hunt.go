package cribtest

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/game/fairtest"
)

// SeedHunter is a strategy that hunts for the deal's seed, for the tests
// that a runner gives its strategies no way to the deal. On each seat's
// first discard of a game (the board still empty), it deals every seed of
// [0, Span) with Deal, looking for one that deals it this hand, and
// predicts from it the starter; with no seed found it guesses the lowest
// card it was not dealt. When the seat next lays, the starter is turned
// and it scores the prediction. It plays as the random bot does. A run it
// plays in must play one game at a time.
type SeedHunter struct {
	Span uint64
	// Deal deals the game of a seed: crib.NewGame of the zero Rules when
	// nil (a game of crib's rules, or the cribbage of one built on them).
	Deal func(seed uint64) (crib.Game, error)

	h fairtest.Hunter[int, cards.Card]
}

func (h *SeedHunter) String() string { return "seed hunter" }

// Discard lays away as the random bot does, first predicting the starter
// on the seat's first discard of a game.
func (h *SeedHunter) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	cs := bot.Random{}.Discard(v, r)
	for s := range v.Layout.Sides {
		if v.Board.Score(s) != 0 {
			return cs
		}
	}
	guess, found := h.predict(v)
	p := 0.0
	if !found {
		p = 1 / float64(cards.FullSet.Minus(v.Dealt).Len())
	}
	h.h.Predict(v.Seat, guess, found, p)
	return cs
}

// Lay scores the seat's prediction against the starter turned, and lays
// as the random bot does.
func (h *SeedHunter) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	h.h.Reveal(v.Seat, v.Starter)
	return bot.Random{}.Lay(v, r)
}

// CheckHidden checks the hunt over deals whose seeds it cannot know: tries
// predictions scored, no seed found, and no more right than chance allows
// (the expected hits plus four standard deviations, plus two). what names
// the run in the log.
func (h *SeedHunter) CheckHidden(t testing.TB, what string, tries int) {
	t.Helper()
	h.h.CheckHidden(t, what, tries)
}

// CheckFound checks the hunt over deals from seeds in its span, the
// control: tries predictions scored, and nine in ten at least right.
func (h *SeedHunter) CheckFound(t testing.TB, what string, tries int) {
	t.Helper()
	h.h.CheckFound(t, what, tries)
}

// predict returns the starter of the deal v is a view of, as the seed it
// finds says, and whether it found one; else the lowest card not dealt.
func (h *SeedHunter) predict(v crib.DiscardView) (cards.Card, bool) {
	deal := h.Deal
	if deal == nil {
		deal = func(seed uint64) (crib.Game, error) { return crib.NewGame(crib.Rules{}, seed) }
	}
	if c, ok := fairtest.Hunt(h.Span, func(seed uint64) (cards.Card, bool) { return starterOf(deal, seed, v) }); ok {
		return c, true
	}
	for c := range cards.FullSet.Minus(v.Dealt).All() {
		return c, false
	}
	return cards.NoCard, false
}

// starterOf deals the game of seed and steps it to its first cut, each
// seat laying away its lowest cards, and returns the starter turned, and
// whether the deal is the one v is a view of: v's dealer dealing v's seat
// v's cards.
func starterOf(deal func(uint64) (crib.Game, error), seed uint64, v crib.DiscardView) (cards.Card, bool) {
	g, err := deal(seed)
	if err != nil {
		return cards.NoCard, false
	}
	for range 100 {
		act, seat := g.Next()
		var a crib.Action
		switch act {
		case crib.StepCutForDeal, crib.StepDeal:
			if a, err = crib.NextAction(g, nil, nil); err != nil {
				return cards.NoCard, false
			}
		case crib.StepDiscard:
			// While the seat still holds all it was dealt, it must be v.Dealt.
			if g.Hand(v.Seat).Len() == v.Dealt.Len() && (g.Dealer() != v.Dealer || g.Hand(v.Seat) != v.Dealt) {
				return cards.NoCard, false
			}
			// Any cards laid away: the starter is cut from the pack.
			throw := cards.Set(0)
			for c := range g.Hand(seat).All() {
				if throw.Len() < v.Throw {
					throw = throw.With(c)
				}
			}
			a = crib.Discard{Seat: seat, Cards: throw}
		case crib.StepCut:
			if g, _, err = g.Apply(crib.Cut{}); err != nil {
				return cards.NoCard, false
			}
			return g.Starter(), true
		default:
			return cards.NoCard, false
		}
		if g, _, err = g.Apply(a); err != nil {
			return cards.NoCard, false
		}
	}
	return cards.NoCard, false
}

// Spy plays as the random bot does, first handing See the random source it
// is given at each discard: the strategy of the tests that a runner's
// seat sources give nothing away ([fairtest.SeatSources]).
type Spy struct{ See func(*rand.Rand) }

// Discard hands See its source and lays away as the random bot does.
func (s Spy) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	s.See(r)
	return bot.Random{}.Discard(v, r)
}

// Lay lays as the random bot does.
func (s Spy) Lay(v crib.LayView, r *rand.Rand) cards.Card { return bot.Random{}.Lay(v, r) }
