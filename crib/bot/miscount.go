package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// Miscounter counts a hand or crib in the show as a careless player does,
// for a table in claimed mode that lets a person call muggins on a bot: on
// a count that scores, with probability Rate (0 to 1) it misses one scoring
// combination, chosen at random among those of the count (a fifteen, a pair,
// a run, the flush or his nobs), and claims the count less that
// combination's points; otherwise it counts exactly. A count of nothing it
// always claims as nothing, and it never claims more than the count, so its
// errors are underpegs (ACC rule 8.3), open to muggins when muggins is on
// (rule 10.4c), never overpegs. Rate 0 counts exactly, 1 misses on every
// count that scores. Only the show: what it pegs in the play is a table's
// business.
type Miscounter struct {
	Rate float64 // the chance of missing a combination in a count that scores
}

// String names the counter in reports: "miscounter 25%".
func (m Miscounter) String() string { return fmt.Sprintf("miscounter %g%%", m.rate()*100) }

// rate is Rate held to 0 to 1 (NaN: 0).
func (m Miscounter) rate() float64 {
	if !(m.Rate > 0) {
		return 0
	}
	return min(m.Rate, 1)
}

// Count returns the points the counter claims for the hand or crib b
// itemises: b.Total, or, on a miss, b.Total less one of b.Items' points.
// With a nil r it draws from a source seeded by the cards, so a direct call
// still replays.
func (m Miscounter) Count(b score.Breakdown, r *rand.Rand) int {
	if len(b.Items) == 0 || b.Total <= 0 || m.rate() == 0 {
		return max(b.Total, 0)
	}
	if r == nil {
		r = cards.NewRand(uint64(cards.SetOf(b.Cards[:]...).With(b.Starter)))
	}
	if r.Float64() >= m.rate() {
		return b.Total
	}
	it := b.Items[r.IntN(len(b.Items))]
	return max(b.Total-it.Points, 0)
}
