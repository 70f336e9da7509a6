package game

import (
	"math"
	"math/rand/v2"
	"slices"
)

// MaxHand is the most cards a hand drawn by weight may hold: a crib hand
// of six.
const MaxHand = 6

// MaxUnseen is the most unseen cards a weighted draw deals from: the four
// packs of 54 a game of Pegs and Jokers may use.
const MaxUnseen = 4 * 54

// MaxTries bounds the tries a weighted draw makes before giving up.
const MaxTries = 1 << 16

// Weighted is a model of the hands a sampler deals, read once, and the
// weighted draw of them that the crib and pegjokers samplers share. The
// hands are its slots, in the order they are drawn; the cards they are
// drawn from are the sampler's unseen cards, by index. A world is drawn
// with probability proportional to the product, over every card in every
// hand, of that slot's weight for it.
type Weighted struct {
	hands []int       // the cards each slot's hand takes
	w     [][]float64 // by slot and unseen card, each slot's greatest 1
	bound []float64   // the most each slot's hands can weigh (see Draw)
}

// NewWeighted reads weight(i, j), the weight of unseen card j (of n, at
// most [MaxUnseen]) being in slot i's hand of hands[i] cards (at most
// [MaxHand]), once for each slot and card in that order. A weight that is
// negative, NaN or infinite is the error bad(i, j, weight) returns, and
// weights that give slot i no possible hand, whatever the slots before it
// take, the error none(i) returns.
func NewWeighted(n int, hands []int, weight func(slot, card int) float64,
	bad func(slot, card int, weight float64) error, none func(slot int) error) (*Weighted, error) {
	ws := &Weighted{hands: slices.Clone(hands), w: make([][]float64, len(hands)), bound: make([]float64, len(hands))}
	all := make([]float64, len(hands)*n)
	taken := 0 // the cards the slots before slot i take
	for i, h := range hands {
		row := all[i*n : (i+1)*n : (i+1)*n]
		ws.w[i] = row
		top := 0.0
		for j := range row {
			x := weight(i, j)
			if x < 0 || math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, bad(i, j, x)
			}
			row[j] = x
			top = max(top, x)
		}
		if top > 0 {
			for j := range row {
				row[j] /= top
			}
		}
		// The most slot i's hands can weigh, whatever the slots before it
		// take, is with the cards of least weight to it taken.
		var e sums
		var sorted [MaxUnseen]float64
		copy(sorted[:], row)
		slices.Sort(sorted[:n])
		if ws.bound[i] = e.fill(sorted[taken:n], nil, h); ws.bound[i] == 0 {
			return nil, none(i)
		}
		taken += h
	}
	return ws, nil
}

// Draw draws the hands of one world. A try draws the hand H_i of each slot
// in turn from the cards R_i the slots before it left, with probability
// W_i(H_i)/e_i(R_i), where W_i is the product of slot i's weights and
// e_i(R_i) the total of W_i over the hands R_i allows. The world is wanted
// with probability proportional to the product of the W_i(H_i), so the try
// is kept with probability the product of e_i(R_i)/B_i, B_i the most
// e_i(R) can be: every world then comes out with probability proportional
// to its weight.
//
// Draw marks in taken (an entry an unseen card) the cards the hands take
// and puts slot i's cards, by unseen index, in pick[i][:hands[i]]. It
// returns false when none of [MaxTries] tries is kept. It allocates
// nothing, and draws from r the same numbers in the same order for the
// same weights, so a seeded sampler gives the same worlds.
func (ws *Weighted) Draw(r *rand.Rand, taken []bool, pick [][MaxHand]int) bool {
	var t sums
	for range MaxTries {
		clear(taken)
		u, keep := r.Float64(), 1.0
		for i, h := range ws.hands {
			row := ws.w[i]
			total := t.fill(row, taken, h)
			if keep *= total / ws.bound[i]; keep <= u {
				break
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
		if keep > u {
			return true
		}
	}
	return false
}

// sums holds e[j][m], the elementary symmetric sum of degree m of the
// weights of the free cards from the j-th on: the total weight of the
// m-card hands that can be made from them.
type sums struct {
	e    [MaxUnseen + 1][MaxHand + 1]float64
	free [MaxUnseen]int // the free cards, by index into the row
	n    int
}

// fill computes the table for the cards of row not taken (taken nil: all
// of them) and returns the total weight of the hands of h cards.
func (t *sums) fill(row []float64, taken []bool, h int) float64 {
	t.n = 0
	for j := range row {
		if taken == nil || !taken[j] {
			t.free[t.n] = j
			t.n++
		}
	}
	t.e[t.n] = [MaxHand + 1]float64{1}
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
