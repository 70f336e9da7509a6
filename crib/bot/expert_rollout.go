package bot

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// rolloutWorlds is the worlds a lay with three sides samples.
const rolloutWorlds = 128

// layByRollouts chooses a lay with three sides (three or six players),
// which the Solver does not play: in each of rolloutWorlds worlds drawn as
// for a search ([worlds]), each rank it may lay is followed by the rest of
// the play with every seat laying greedily ([greedy]), and scored by the
// points its side pegs less the mean of the other sides'. It lays the rank
// with the best total. legal holds cards of at least two ranks (ranks).
func layByRollouts(v crib.LayView, r *rand.Rand, legal cards.Set, ranks *[14]bool) (cards.Card, bool) {
	s, weighted, err := worlds(v)
	if err != nil {
		return cards.NoCard, false
	}
	l := v.Layout
	if l.Sides < 2 || l.Sides > crib.MaxSides {
		return cards.NoCard, false
	}
	mine := l.Side(v.Seat)
	var total [14]float64
	var w crib.World
	for range rolloutWorlds {
		if weighted {
			if w, err = s.Sample(r); err != nil {
				return cards.NoCard, false
			}
		} else {
			s.SampleInto(&w, r)
		}
		for rk := range ranks {
			if !ranks[rk] {
				continue
			}
			var pts [crib.MaxSides]int
			p := w.Play
			c := lowest(legal & rankSet(cards.Rank(rk)))
			for steps := 0; !p.Over() && steps < 4*crib.MaxSeats; steps++ {
				q, st, err := p.Lay(c)
				if err != nil {
					return cards.NoCard, false
				}
				pts[l.Side(st.Seat)] += st.Points()
				if p = q; !p.Over() {
					c = greedy(p)
				}
			}
			others := 0
			for side := range l.Sides {
				if side != mine {
					others += pts[side]
				}
			}
			total[rk] += float64(pts[mine]) - float64(others)/float64(l.Sides-1)
		}
	}
	best, bestV := 0, 0.0
	for rk := range ranks {
		if ranks[rk] && (best == 0 || total[rk] > bestV) {
			best, bestV = rk, total[rk]
		}
	}
	return lowest(legal & rankSet(cards.Rank(best))), true
}

// greedy returns the card the seat on turn in p lays in a rollout: the
// legal card that scores most at once, of the highest value among those
// (low cards are kept for the go).
func greedy(p crib.PlayState) cards.Card {
	best, bestV := cards.NoCard, -1
	for c := range p.Legal().All() {
		_, st, err := p.Lay(c)
		if err != nil {
			continue
		}
		if v := 16*st.Score.Points() + int(c.Rank()); v > bestV {
			best, bestV = c, v
		}
	}
	return best
}
