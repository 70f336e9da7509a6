package bot

import (
	"math/bits"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// Random lays away and lays cards at random (legal ones): the baseline
// every other strategy should beat.
type Random struct{}

// String names the bot in reports: "random".
func (Random) String() string { return "random" }

// Discard lays away v.Throw cards chosen at random (with a nil r, from a
// source seeded by the cards dealt, so that a direct call still replays).
func (Random) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	if r == nil {
		r = cards.NewRand(uint64(v.Dealt))
	}
	cs := v.Dealt.AppendTo(nil)
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cards.SetOf(cs[:min(max(v.Throw, 0), len(cs))]...)
}

// Lay lays a legal card chosen at random (with a nil r, from a source
// seeded by the hand), or NoCard when none is legal.
func (Random) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	var buf [4]cards.Card
	l := v.Legal().AppendTo(buf[:0])
	if len(l) == 0 {
		return cards.NoCard
	}
	if r == nil {
		r = cards.NewRand(uint64(v.Hand()))
	}
	return l[r.IntN(len(l))]
}

// Analysis discards by the exact expected value of [score.Discards] (six
// cards dealt, two laid away) or [score.DiscardsOfFive] (five dealt, one laid
// away): the expected hand plus the expected crib when the crib is its
// side's, minus it when it is an opponent's; when its cards do not go to the
// crib (the dealer's side with three partnerships lays them under the pack),
// the best expected hand. It lays by a heuristic: the points the card scores
// now, less the points the next player can expect to answer with from the
// unseen cards, preferring high cards when all else is equal so that low
// ones are kept for the go. It uses no randomness.
type Analysis struct{}

// String names the bot in reports: "analysis".
func (Analysis) String() string { return "analysis" }

// Discard implements Strategy.
func (Analysis) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	var buf [6]cards.Card
	dealt := v.Dealt.AppendTo(buf[:0])
	var ds []score.Discard
	switch {
	case len(dealt) == 6 && v.Throw == 2:
		all, err := score.Discards([6]cards.Card(dealt), v.OwnCrib)
		if err == nil {
			ds = all[:]
		}
	case len(dealt) == 5 && v.Throw == 1:
		all, err := score.DiscardsOfFive([5]cards.Card(dealt), v.OwnCrib)
		if err == nil {
			ds = all[:]
		}
	}
	if len(ds) == 0 {
		return cards.SetOf(dealt[:min(max(v.Throw, 0), len(dealt))]...)
	}
	best := ds[0] // ranked by Net: hand and crib
	if !v.ToCrib {
		for _, d := range ds {
			if d.Hand > best.Hand {
				best = d
			}
		}
	}
	return cards.SetOf(best.Throw[:v.Throw]...)
}

// Lay implements Strategy. A card that wins the game on the spot is laid
// whatever the reply could have scored.
func (Analysis) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	legal := v.Legal()
	if v.Layout.Seats <= 0 { // a view made by hand: its lowest legal card, if any
		for c := range legal.All() {
			return c
		}
		return cards.NoCard
	}
	if c, ok := winNow(v); ok {
		return c
	}
	unseen := v.Unseen()
	n := max(1, unseen.Len())
	// What a reply scores depends on its rank alone: one unseen card of
	// each rank stands for them all, weighted by how many are unseen.
	var some [13]cards.Card
	var many [13]int
	for u := range unseen.All() {
		k := int(u.Rank()) - 1
		some[k] = u
		many[k]++
	}
	next := (v.Seat + 1) % v.Layout.Seats
	held := float64(v.Held(next))
	count := v.Count()
	var best cards.Card
	bestV := -1e9
	var pile [maxPile + 1]cards.Card
	np := len(v.Play().AppendPile(pile[:0]))
	for c := range legal.All() {
		pile[np] = c
		val := float64(score.Play(pile[:np+1]))
		after := count + score.Value(c)
		if after < 31 {
			var pts [14]int
			replyPoints(pile[:np+1], after, &pts)
			reply := 0
			for k, m := range many {
				reply += m * pts[k+1]
			}
			val -= 0.9 * float64(reply) / float64(n) * held
		}
		if after == 5 || after == 21 {
			val -= 0.3
		}
		val += 0.01 * float64(score.Value(c))
		if val > bestV {
			best, bestV = c, val
		}
	}
	return best
}

// replyPoints sets pts[r] to what a card of rank r (1 to 13) would score
// laid on pile, which counts count, as [score.Play] reckons it (15 and 31,
// pairs, runs); ranks that do not fit under 31 score 0. It scores by rank
// alone, which is all the play looks at, without checking the pile.
func replyPoints(pile []cards.Card, count int, pts *[14]int) {
	n := len(pile)
	var rk [maxPile + 1]uint8
	for i, c := range pile {
		rk[i] = uint8(c.Rank())
	}
	for r := 1; r <= 13; r++ {
		after := count + score.Value(cards.New(cards.Rank(r), cards.Clubs))
		if after > 31 {
			continue
		}
		p := 0
		if after == 15 || after == 31 {
			p = 2
		}
		t := 0 // cards of rank r that end the pile: a pair royal makes t+1 of a kind
		for i := n - 1; i >= 0 && rk[i] == uint8(r); i-- {
			t++
		}
		p += (t + 1) * t
		// Runs: read back from the card laid until a rank repeats; the
		// longest stretch of k >= 3 consecutive ranks counts k.
		mask, run := uint16(1)<<r, 0
		for i, k := n-1, 2; i >= 0; i, k = i-1, k+1 {
			b := uint16(1) << rk[i]
			if mask&b != 0 {
				break
			}
			mask |= b
			if k >= 3 && mask>>bits.TrailingZeros16(mask) == 1<<k-1 {
				run = k
			}
		}
		pts[r] = p + run
	}
}

// winNow returns the lowest legal card of v that takes the player's side to
// the game hole on the spot, by its own points or as the play's last card,
// and whether there is one.
func winNow(v crib.LayView) (cards.Card, bool) {
	l := v.Layout
	if l.Seats <= 0 || l.Seats > crib.MaxSeats || v.Board.GameHole <= 0 {
		return cards.NoCard, false
	}
	need := v.Board.GameHole - v.Board.Score(l.Side(v.Seat))
	last := v.Hand().Len() == 1
	for s := range l.Seats {
		if s != v.Seat && v.Held(s) > 0 {
			last = false
		}
	}
	for c := range v.Legal().All() {
		p := v.Points(c)
		if last && v.Count()+score.Value(c) != 31 {
			p++
		}
		if p >= need {
			return c, true
		}
	}
	return cards.NoCard, false
}

// maxPile is the most cards the count of the play can hold (31 in Aces,
// twos and threes: four of each and one more).
const maxPile = 13

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
