package bot

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// The two public baselines of the ladder (package crib/arena measures
// them): Scripted, a player who counts only what is in front of it, and
// Calculated, who discards by the book. Neither uses randomness; both play
// at every seating (two, three, four and six players).

// Scripted is a beginner who plays by two fixed rules, with no look ahead.
//
// It lays away by keeping the four cards that count the most on their own:
// the show of the four without a starter (fifteens, pairs, runs, a flush
// of four; no his nobs, which needs a starter), whoever owns the crib.
// Among keeps that count the same it keeps the one that lays away the
// cards that come first in [cards.Set] order (lowest rank first, then
// suit), which makes the choice deterministic.
//
// It lays the legal card that scores the most at once ([crib.LayView.Points]:
// fifteen, thirty-one, pairs and runs; not the go, which depends on what the
// others hold), ties going to the card first in [cards.Set] order (the
// lowest). It uses no randomness.
type Scripted struct{}

// String names the bot in reports: "scripted".
func (Scripted) String() string { return "scripted" }

// Discard implements Strategy.
func (Scripted) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	var buf [6]cards.Card
	dealt := v.Dealt.AppendTo(buf[:0])
	throw := min(max(v.Throw, 0), len(dealt))
	if len(dealt)-throw != 4 { // a view made by hand: the first cards
		return cards.SetOf(dealt[:throw]...)
	}
	best, bestV := cards.Set(0), -1
	// Every set of throw cards to lay away, in Set order: the first found of
	// the best keeps wins ties.
	forEachSubset(dealt, throw, func(away cards.Set) {
		kept, _ := v.Dealt.Minus(away).Four()
		if p := countFour(kept); p > bestV {
			best, bestV = away, p
		}
	})
	return best
}

// Lay implements Strategy.
func (Scripted) Lay(v crib.LayView, r *rand.Rand) cards.Card { return greedyLay(v) }

// Calculated discards by the book and pegs greedily.
//
// It lays away by the exact expected value over every starter of
// [score.Discards] (six cards dealt, two laid away) or
// [score.DiscardsOfFive] (five dealt, one laid away): the expected hand plus
// the crib's expected show when the crib is its side's, minus it when it is
// an opponent's (the opponents' discards taken as random unseen cards);
// when its cards do not go to the crib (the dealer's side with three
// partnerships lays them under the pack) the best expected hand alone.
// Ties keep the score package's order (by the net, then the hand, then the
// order dealt).
//
// It lays as [Scripted] does: the legal card that scores the most at once,
// ties going to the card first in [cards.Set] order. It uses no randomness.
type Calculated struct{}

// String names the bot in reports: "calculated".
func (Calculated) String() string { return "calculated" }

// Discard implements Strategy.
func (Calculated) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	var buf [6]cards.Card
	dealt := v.Dealt.AppendTo(buf[:0])
	var ds []score.Discard
	switch {
	case len(dealt) == 6 && v.Throw == 2:
		if all, err := score.Discards([6]cards.Card(dealt), v.OwnCrib); err == nil {
			ds = all[:]
		}
	case len(dealt) == 5 && v.Throw == 1:
		if all, err := score.DiscardsOfFive([5]cards.Card(dealt), v.OwnCrib); err == nil {
			ds = all[:]
		}
	}
	if len(ds) == 0 { // a view made by hand: the first cards
		return cards.SetOf(dealt[:min(max(v.Throw, 0), len(dealt))]...)
	}
	best := ds[0]
	if !v.ToCrib {
		for _, d := range ds {
			if d.Hand > best.Hand {
				best = d
			}
		}
	}
	return cards.SetOf(best.Throw[:v.Throw]...)
}

// Lay implements Strategy.
func (Calculated) Lay(v crib.LayView, r *rand.Rand) cards.Card { return greedyLay(v) }

// greedyLay returns the legal card of v that scores the most at once, the
// first in Set order among equals, or NoCard when none is legal.
func greedyLay(v crib.LayView) cards.Card {
	best, bestP := cards.NoCard, -1
	for c := range v.Legal().All() {
		if p := v.Points(c); p > bestP {
			best, bestP = c, p
		}
	}
	return best
}

// forEachSubset calls f with every set of k of cs (which are in Set
// order), in lexicographic order of their positions.
func forEachSubset(cs []cards.Card, k int, f func(cards.Set)) {
	var rec func(from, left int, s cards.Set)
	rec = func(from, left int, s cards.Set) {
		if left == 0 {
			f(s)
			return
		}
		for i := from; i <= len(cs)-left; i++ {
			rec(i+1, left-1, s.With(cs[i]))
		}
	}
	rec(0, k, 0)
}

// countFour returns the show of four cards without a starter: fifteens 2
// each, pairs 2 each, runs of three or four once for each way to make them,
// and 4 for four of a suit.
func countFour(h [4]cards.Card) int {
	pts := 0
	for m := 1; m < 16; m++ { // fifteens over every subset
		sum := 0
		for i := range 4 {
			if m&(1<<i) != 0 {
				sum += score.Value(h[i])
			}
		}
		if sum == 15 {
			pts += 2
		}
	}
	var ranks [15]int
	for i := range 4 {
		ranks[h[i].Rank()]++
		for j := i + 1; j < 4; j++ {
			if h[i].Rank() == h[j].Rank() {
				pts += 2
			}
		}
	}
	// Runs: the longest stretch of consecutive ranks of three or more,
	// counted once for each way to pick one card of each rank.
	for lo := 1; lo <= 13; lo++ {
		n, ways := 0, 1
		for r := lo; r <= 13 && ranks[r] > 0; r++ {
			n++
			ways *= ranks[r]
		}
		if n >= 3 && (lo == 1 || ranks[lo-1] == 0) {
			pts += n * ways
		}
	}
	if s := h[0].Suit(); h[1].Suit() == s && h[2].Suit() == s && h[3].Suit() == s {
		pts += 4
	}
	return pts
}
