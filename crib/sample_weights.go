package crib

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
)

// esp holds e[j][m], the elementary symmetric sum of degree m of the
// weights of the free cards from the j-th on: the total weight of the
// m-card hands that can be made from them.
type esp struct {
	e    [53][7]float64
	free [52]int // the free cards, by index into the row
	n    int
}

// fill computes the table for the cards of row not taken and returns the
// total weight of the hands of h cards (h ≤ 6).
func (t *esp) fill(row []float64, taken *[52]bool, h int) float64 {
	t.n = 0
	for j := range row {
		if taken == nil || !taken[j] {
			t.free[t.n] = j
			t.n++
		}
	}
	t.e[t.n] = [7]float64{1}
	for j := t.n - 1; j >= 0; j-- {
		x := row[t.free[j]]
		next, cur := &t.e[j+1], &t.e[j]
		cur[0] = 1
		for m := 1; m <= h; m++ {
			cur[m] = next[m] + x*next[m-1]
		}
	}
	return t.e[0][h]
}

// sampleWeighted draws a world from the weighted distribution. A try draws
// the hand H_i of each other seat in turn from the cards R_i the seats
// before it left, with probability W_i(H_i)/e_i(R_i), where W_i is the
// product of seat i's weights and e_i(R_i) the total of W_i over the hands
// R_i allows. The world is wanted with probability proportional to the
// product of the W_i(H_i), so the try is kept with probability the product
// of e_i(R_i)/B_i, B_i the most e_i(R) can be: every world then comes out
// with probability proportional to its weight. The crib and the starter are
// drawn uniformly from the cards left.
func (s *Sampler) sampleWeighted(r *rand.Rand) (World, error) {
	var t esp
	var taken [52]bool
	var pick [MaxSeats][6]int
	for range maxTries {
		clear(taken[:s.n])
		u, keep := r.Float64(), 1.0
		for i, sl := range s.slots[:s.k] {
			row := s.w.w[i][:s.n]
			total := t.fill(row, &taken, sl.n)
			if keep *= total / s.w.bound[i]; keep <= u {
				break
			}
			// Take each free card in turn with the chance that the hand
			// drawn holds it, given the cards taken so far.
			m := sl.n
			for j := 0; m > 0; j++ {
				x := row[t.free[j]]
				if p := x * t.e[j+1][m-1] / t.e[j][m]; r.Float64() < p {
					m--
					pick[i][m] = t.free[j]
					taken[t.free[j]] = true
				}
			}
		}
		if keep <= u {
			continue
		}
		w := s.base
		for i, sl := range s.slots[:s.k] {
			for _, j := range pick[i][:sl.n] {
				w.Hands[sl.seat] = w.Hands[sl.seat].With(s.unseen[j])
			}
		}
		var left [52]cards.Card
		n := 0
		for j, c := range s.unseen[:s.n] {
			if !taken[j] {
				left[n] = c
				n++
			}
		}
		s.finish(&w, func() cards.Card {
			j := r.IntN(n)
			n--
			left[j], left[n] = left[n], left[j]
			return left[n]
		})
		return w, nil
	}
	return World{}, fmt.Errorf("crib: %w: no world drawn in %d tries: the weights leave the hands too little to share", ErrBadPosition, maxTries)
}
