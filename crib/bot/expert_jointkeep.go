package bot

import (
	"math/rand/v2"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

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

// candidatesPer is the candidate worlds drawn for a two-player lay for
// each world searched, of which those are picked.
const candidatesPer = 4

// maxCandidates bounds the candidate worlds of a lay (and so the memory
// they take, 184 bytes each) for a large Expert.Worlds: past it, worlds
// repeat more.
const maxCandidates = 1 << 14

// drawCandidates draws m candidate worlds of two-player lay view v
// uniformly into wk.cands, with r, and the running sum of their weights
// into wk.cw: how likely Analysis is to keep the opponent's four
// (keepWeight), and 0 for a world that gives it a card that would have
// fitted a count at which it was seen unable to lay. It reports whether
// any weighs more than 0 (false too for a view the sampler refuses).
func (wk *expertWork) drawCandidates(v crib.LayView, m int, r *rand.Rand) bool {
	s, err := crib.NewLaySampler(v, 0)
	if err != nil {
		return false
	}
	opp := 1 - v.Seat
	dealer := opp == v.Dealer
	floor := 31 - cannotLay(v)[opp] // a card of this value or less is ruled out
	wk.cands = slices.Grow(wk.cands[:0], m)[:m]
	wk.cw = slices.Grow(wk.cw[:0], m)[:m]
	sum := 0.0
	for i := range m {
		w := &wk.cands[i]
		s.SampleInto(w, r)
		if floor < 0 || !holdsValueAtMost(w.Hands[opp], floor) {
			sum += keepWeight(w.Hands[opp]|wk.laid[opp], dealer)
		}
		wk.cw[i] = sum
	}
	return sum > 0
}

// holdsValueAtMost reports whether h holds a card of value at most x.
func holdsValueAtMost(h cards.Set, x int) bool {
	for c := range h.All() {
		if score.Value(c) <= x {
			return true
		}
	}
	return false
}
