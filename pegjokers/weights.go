package pegjokers

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// Weights is a model of the other players' hands for a [Sampler]: the
// weight of card c being in seat s's hand, a finite number ≥ 0. A world
// is drawn with probability proportional to the product, over every card
// in every other player's hand, of its weight (the draw pile's cards weigh
// 1): 0 rules a card out of a seat's hand, 2 makes it twice as likely
// there as a card of weight 1, equal weights are the uniform sampler. The
// weights of one seat matter only relative to each other.
type Weights func(s Seat, c cards.Card) float64

// maxTries bounds the proposals a weighted sample makes before giving up.
const maxTries = 1 << 16

// weights is a Weights read once for each seat and unseen card.
type weights struct {
	w     [MaxSeats][maxCards]float64 // by drawn seat and unseen card, each seat's greatest 1
	bound [MaxSeats]float64           // the most each seat's hands can weigh, summed (see sampleWeighted)
}

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
	ws := new(weights)
	taken := 0 // the cards the seats before seat i take
	for i := range s.k {
		seat := s.seats[i]
		row := ws.w[i][:s.n]
		top := 0.0
		for j, c := range s.unseen[:s.n] {
			x := w(seat, c)
			if x < 0 || math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("pegjokers: %w: weight %v for %v holding %v", ErrBadView, x, seat, c)
			}
			row[j] = x
			top = max(top, x)
		}
		if top > 0 {
			for j := range row {
				row[j] /= top
			}
		}
		// The most the hands of seat i can weigh, whatever the seats
		// before it take, is with the cards of least weight to it taken.
		var e espTable
		sorted := slices.Clone(row)
		slices.Sort(sorted)
		ws.bound[i] = e.fill(sorted[taken:], nil, s.held[i])
		if ws.bound[i] == 0 {
			return nil, fmt.Errorf("pegjokers: %w: the weights give %v no hand of %s", ErrBadView, seat, codec.Count(s.held[i], "card"))
		}
		taken += s.held[i]
	}
	s.w = ws
	return s, nil
}

// espTable holds e[j][m], the elementary symmetric sum of degree m of the
// weights of the free cards from the j-th on: the total weight of the
// m-card hands that can be made from them.
type espTable struct {
	e    [maxCards + 1][HandSize + 1]float64
	free [maxCards]int // the free cards, by index into the row
	n    int
}

// fill computes the table for the cards of row not taken and returns the
// total weight of the hands of h cards.
func (t *espTable) fill(row []float64, taken *[maxCards]bool, h int) float64 {
	t.n = 0
	for j := range row {
		if taken == nil || !taken[j] {
			t.free[t.n] = j
			t.n++
		}
	}
	t.e[t.n] = [HandSize + 1]float64{1}
	for j := t.n - 1; j >= 0; j-- {
		x := row[t.free[j]]
		next := &t.e[j+1]
		cur := &t.e[j]
		cur[0] = 1
		for m := 1; m <= h; m++ {
			cur[m] = next[m] + x*next[m-1]
		}
	}
	return t.e[0][h]
}

// sampleWeighted draws a world from the weighted distribution. A try
// draws hand H_i of each other seat in turn from the cards R_i the seats
// before it left, with probability W_i(H_i)/e_i(R_i), where W_i is the
// product of seat i's weights and e_i(R_i) the total of W_i over the hands
// R_i allows. The world the try makes is wanted with probability
// proportional to the product of the W_i(H_i), so it is kept with
// probability the product of e_i(R_i)/B_i, B_i the largest e_i(R) can be
// ([weights.bound]): every world then comes out with probability
// proportional to its weight. The cards left are the draw pile, in a
// uniformly random order.
func (s *Sampler) sampleWeighted(r *rand.Rand) (Game, error) {
	var t espTable
	var taken [maxCards]bool
	var pick [MaxSeats][HandSize]int
tries:
	for range maxTries {
		clear(taken[:s.n])
		u, keep := r.Float64(), 1.0
		for i := range s.k {
			row, h := s.w.w[i][:s.n], s.held[i]
			total := t.fill(row, &taken, h)
			if keep *= total / s.w.bound[i]; keep <= u {
				continue tries
			}
			// Take each free card in turn with the chance that the hand
			// drawn holds it, given the cards taken so far.
			m := h
			for j := 0; m > 0; j++ {
				x := row[t.free[j]]
				if p := x * t.e[j+1][m-1] / t.e[j][m]; r.Float64() < p {
					m--
					pick[i][m] = t.free[j]
					taken[t.free[j]] = true
				}
			}
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
	return Game{}, fmt.Errorf("pegjokers: %w: no world drawn in %d tries: the weights leave the hands too little to share", ErrBadView, maxTries)
}
