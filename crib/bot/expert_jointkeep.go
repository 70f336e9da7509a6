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

// jointMode: 0 no joint weights, 1 uniform worlds weighted by the joint
// table, 2 marginal worlds weighted by the joint table over the marginals.
var jointMode = 2

// worldWeight returns the weight of a world in which the opponent holds
// held, having laid laid, as the dealer or the pone.
func worldWeight(held, laid cards.Set, dealer bool) float64 {
	w := keepWeight(held|laid, dealer)
	if jointMode == 2 {
		for c := range held.All() {
			w /= keepRate[b2i(dealer)][c.Rank()]
		}
	}
	return w
}
