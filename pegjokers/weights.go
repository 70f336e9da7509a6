package pegjokers

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// Weights is a model of the other players' hands for a [Sampler]: the
// weight of card c being in seat s's hand, a finite number ≥ 0. A world
// is drawn with probability proportional to the product, over every card
// in every other player's hand, of its weight (the draw pile's cards weigh
// 1): 0 rules a card out of a seat's hand, 2 makes it twice as likely
// there as a card of weight 1, equal weights are the uniform sampler. The
// weights of one seat matter only relative to each other.
type Weights func(s Seat, c cards.Card) float64

// NewWeightedSampler returns a sampler of the games consistent with v, as
// [NewSampler] does, drawing each with probability proportional to its
// weight under w (see [Weights]); a nil w is the uniform sampler. It calls
// w once for each other seat holding cards and each card unseen, and never
// again.
//
// The draw is exact, by rejection: each other hand is drawn in turn from
// the cards left, with probability proportional to its weight (by the
// elementary symmetric sums of the weights, in the manner of conditional
// Poisson sampling), and the whole is kept with a probability that makes
// up for the cards earlier hands took: the total weight of the hands the
// cards left allow, over the most it could be. Uniform weights keep every
// try; weights within a factor of two or so of each other most; a model
// that makes the hands compete for a few favoured cards may need many
// tries of a few microseconds each, and gives up after 65,536 (an error
// wrapping [ErrBadView]). A weight that is negative, NaN or infinite, or weights that give
// some seat no possible hand, are an error wrapping [ErrBadView].
func NewWeightedSampler(v View, w Weights) (*Sampler, error) {
	s, err := NewSampler(v)
	if err != nil || w == nil {
		return s, err
	}
	ws, err := game.NewWeighted(s.n, s.held[:s.k], func(i, j int) float64 { return w(s.seats[i], s.unseen[j]) },
		func(i, j int, x float64) error {
			return fmt.Errorf("pegjokers: %w: weight %v for %v holding %v", ErrBadView, x, s.seats[i], s.unseen[j])
		},
		func(i int) error {
			return fmt.Errorf("pegjokers: %w: the weights give %v no hand of %s", ErrBadView, s.seats[i], codec.Count(s.held[i], "card"))
		})
	if err != nil {
		return nil, err
	}
	s.w = ws
	return s, nil
}

// sampleWeighted draws a world from the weighted distribution: the other
// hands by [game.Weighted.Draw], each in a uniformly random order, and the
// cards left as the draw pile, in a uniformly random order.
func (s *Sampler) sampleWeighted(r *rand.Rand) (Game, error) {
	var taken [maxCards]bool
	var pick [MaxSeats][game.MaxHand]int
	if !s.w.Draw(r, taken[:s.n], pick[:s.k]) {
		return Game{}, fmt.Errorf("pegjokers: %w: no world drawn in %d tries: the weights leave the hands too little to share", ErrBadView, game.MaxTries)
	}
	g := s.base
	g.seed = r.Uint64()
	for i := range s.k {
		hand := g.hands[s.seats[i]][:s.held[i]]
		for m, j := range pick[i][:s.held[i]] {
			hand[m] = s.unseen[j]
		}
		shuffle(hand, r)
	}
	k := 0
	for j, c := range s.unseen[:s.n] {
		if !taken[j] {
			g.draw[k] = c
			k++
		}
	}
	shuffle(g.draw[:k], r)
	g.ndraw = uint8(k)
	return g, nil
}
