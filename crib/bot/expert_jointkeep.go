package bot

import "github.com/pegboard/pegboard/cards"

// keptRanksIndex returns keptIndex of the four cards of kept, and false
// when kept does not hold four cards.
func keptRanksIndex(kept cards.Set) (int, bool) {
	four, ok := kept.Four()
	if !ok {
		return 0, false
	}
	return keptIndex(four), true
}

// keepWeight returns how much likelier Analysis is to keep the four cards
// of kept, as the pone (dealer false) or the dealer, than a player keeping
// four of its six cards at random (jointTable): the weight of a world in
// which the opponent kept them. It is 1 when kept does not hold four
// cards.
func keepWeight(kept cards.Set, dealer bool) float64 {
	i, ok := keptRanksIndex(kept)
	if !ok {
		return 1
	}
	return float64(jointTable[i][b2i(dealer)]) / jointScale
}

// jointScale is the unit of jointTable: its figures are thousandths.
const jointScale = 1000

// worldWeight returns the weight of a two-player world in which the
// opponent holds held, having laid laid in the deal, as the dealer or the
// pone: how likely Analysis is to keep the four (keepWeight), over how
// likely the world's sampler was to give it held (1, or with marginal,
// the product of the keepRate of its cards).
func worldWeight(held, laid cards.Set, dealer, marginal bool) float64 {
	w := keepWeight(held|laid, dealer)
	if marginal {
		for c := range held.All() {
			w /= keepRate[b2i(dealer)][c.Rank()]
		}
	}
	return w
}
