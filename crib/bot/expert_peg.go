package bot

import "github.com/pegboard/pegboard/cards"

// keptIndex returns the index of the ranks of four cards among the 1,820
// multisets of four ranks: with the ranks sorted r0 ≤ r1 ≤ r2 ≤ r3
// (0-based) and c_i = r_i + i strictly increasing, the combinatorial
// number C(c0,1) + C(c1,2) + C(c2,3) + C(c3,4).
func keptIndex(kept [4]cards.Card) int {
	var r [4]int
	for i, c := range kept {
		r[i] = int(c.Rank()) - 1
	}
	// Sort four by a network.
	for _, p := range [5][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}} {
		if r[p[0]] > r[p[1]] {
			r[p[0]], r[p[1]] = r[p[1]], r[p[0]]
		}
	}
	c0, c1, c2, c3 := r[0], r[1]+1, r[2]+2, r[3]+3
	return c0 + c1*(c1-1)/2 + c2*(c2-1)*(c2-2)/6 + c3*(c3-1)*(c3-2)*(c3-3)/24
}

// keptPlay returns the expected points difference the play brings the
// player keeping kept (its pegging less its opponent's), as the pone
// (dealer false) or the dealer, in a two-player deal, from pegTable.
func keptPlay(kept [4]cards.Card, dealer bool) float64 {
	return float64(pegTable[keptIndex(kept)][b2i(dealer)]) / 100
}
