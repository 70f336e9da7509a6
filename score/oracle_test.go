package score_test

import (
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// The oracle: cribbage scoring written the slow, obviously right way, as a
// player would check a count by hand, sharing nothing with the package.

func pip(c cards.Card) int { return min(int(c.Rank()), 10) }

// oracleShow scores four cards and a starter. crib selects the crib's flush
// rule.
func oracleShow(hand [4]cards.Card, starter cards.Card, crib bool) int {
	all := [5]cards.Card{hand[0], hand[1], hand[2], hand[3], starter}
	pts := 0
	// Fifteens: every subset of the five cards.
	for mask := 1; mask < 1<<5; mask++ {
		sum := 0
		for i, c := range all {
			if mask&(1<<i) != 0 {
				sum += pip(c)
			}
		}
		if sum == 15 {
			pts += 2
		}
	}
	// Pairs: every two cards of a rank.
	for i := range all {
		for j := i + 1; j < len(all); j++ {
			if all[i].Rank() == all[j].Rank() {
				pts += 2
			}
		}
	}
	// Runs: every subset of the longest length that is a run.
	for size := 5; size >= 3; size-- {
		runs := 0
		for mask := 1; mask < 1<<5; mask++ {
			var buf [5]int
			ranks := buf[:0]
			for i, c := range all {
				if mask&(1<<i) != 0 {
					ranks = append(ranks, int(c.Rank()))
				}
			}
			if len(ranks) != size {
				continue
			}
			slices.Sort(ranks)
			ok := true
			for k := 1; k < len(ranks); k++ {
				if ranks[k] != ranks[k-1]+1 {
					ok = false
				}
			}
			if ok {
				runs++
			}
		}
		if runs > 0 {
			pts += runs * size
			break
		}
	}
	// Flush.
	s := hand[0].Suit()
	if hand[1].Suit() == s && hand[2].Suit() == s && hand[3].Suit() == s {
		if starter.Suit() == s {
			pts += 5
		} else if !crib {
			pts += 4
		}
	}
	// His nobs: a Jack in hand of the starter's suit.
	for _, c := range hand {
		if c.Rank() == cards.Jack && c.Suit() == starter.Suit() {
			pts++
		}
	}
	return pts
}

// oraclePlay scores the last card of a pile.
func oraclePlay(pile []cards.Card) int {
	if len(pile) == 0 {
		return 0
	}
	pts := 0
	count := 0
	for _, c := range pile {
		count += pip(c)
	}
	if count == 15 || count == 31 {
		pts += 2
	}
	// Pairs: how many cards at the end share the last card's rank.
	same := 1
	for i := len(pile) - 2; i >= 0 && pile[i].Rank() == pile[len(pile)-1].Rank(); i-- {
		same++
	}
	pts += same * (same - 1)
	// Runs: the longest tail of length k that, sorted, is consecutive.
	best := 0
	for k := 3; k <= len(pile); k++ {
		tail := make([]int, 0, k)
		for _, c := range pile[len(pile)-k:] {
			tail = append(tail, int(c.Rank()))
		}
		slices.Sort(tail)
		ok := true
		for i := 1; i < k; i++ {
			if tail[i] != tail[i-1]+1 {
				ok = false
			}
		}
		if ok {
			best = k
		}
	}
	return pts + best
}
