package score_test

import (
	"runtime"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// The published distribution of hand scores over all 12,994,800 pairs of a
// four-card hand and a starter (C(52,4) hands times 48 starters).
var publishedHand = map[int]int{
	0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268,
	7: 751324, 8: 1137236, 9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656,
	14: 90100, 15: 9168, 16: 58248, 17: 11196, 18: 2708, 20: 8068, 21: 2496, 22: 444,
	23: 356, 24: 3680, 28: 76, 29: 4,
}

// forEachHand calls f for every four-card hand and starter, split over the
// machine's cores; each worker gets its own index w to keep its own tallies.
func forEachHand(workers int, f func(w int, h [4]cards.Card, st cards.Card)) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for a := w; a < 52; a += workers {
				for b := a + 1; b < 52; b++ {
					for c := b + 1; c < 52; c++ {
						for d := c + 1; d < 52; d++ {
							h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(b), cards.FromIndex(c), cards.FromIndex(d)}
							for s := range 52 {
								if s != a && s != b && s != c && s != d {
									f(w, h, cards.FromIndex(s))
								}
							}
						}
					}
				}
			}
		}()
	}
	wg.Wait()
}

func TestEveryHandAndCrib(t *testing.T) {
	workers := runtime.GOMAXPROCS(0)
	type tally struct {
		hand, crib [30]int
		n          int
		bad        []string
	}
	tallies := make([]tally, workers)
	// Every hand's fast score is tallied; every hand's breakdown is checked
	// against it, or one hand in 97 under -short.
	every := 1
	if testing.Short() {
		every = 97
	}
	forEachHand(workers, func(w int, h [4]cards.Card, st cards.Card) {
		tl := &tallies[w]
		tl.n++
		hs, cs := score.Hand(h, st), score.Crib(h, st)
		tl.hand[hs]++
		tl.crib[cs]++
		if len(tl.bad) > 10 {
			return
		}
		if tl.n%every == 0 {
			hb, err := score.HandBreakdown(h, st)
			if err != nil || hb.Total != hs {
				tl.bad = append(tl.bad, "hand breakdown "+hb.String())
			}
			cb, err := score.CribBreakdown(h, st)
			if err != nil || cb.Total != cs {
				tl.bad = append(tl.bad, "crib breakdown "+cb.String())
			}
		}
	})
	var sum tally
	for _, tl := range tallies {
		sum.n += tl.n
		for i := range sum.hand {
			sum.hand[i] += tl.hand[i]
			sum.crib[i] += tl.crib[i]
		}
		sum.bad = append(sum.bad, tl.bad...)
	}
	if sum.n != 12994800 {
		t.Fatalf("enumerated %d hands, want 12,994,800", sum.n)
	}
	for _, b := range sum.bad {
		t.Error(b)
	}
	got := map[int]int{}
	for s, n := range sum.hand {
		if n > 0 {
			got[s] = n
		}
	}
	if diff := cmp.Diff(publishedHand, got); diff != "" {
		t.Errorf("hand distribution differs from the published one (-published +got):\n%s", diff)
	}
	gotCrib := map[int]int{}
	for s, n := range sum.crib {
		if n > 0 {
			gotCrib[s] = n
		}
	}
	if diff := cmp.Diff(cribDistribution, gotCrib); diff != "" {
		t.Errorf("crib distribution changed (-recorded +got):\n%s", diff)
	}
}

// The crib rule's distribution over the same 12,994,800 cases: only the
// flush differs from the hand (no four-card flush), so it moves 4 points off
// the 4-card flushes with an off-suit starter.
var cribDistribution = map[int]int{
	0: 1022208, 1: 99792, 2: 2839800, 3: 508908, 4: 2868960, 5: 703496, 6: 1787176,
	7: 755320, 8: 1118336, 9: 358368, 10: 378240, 11: 43880, 12: 310956, 13: 16548,
	14: 88132, 15: 9072, 16: 57288, 17: 11196, 18: 2264, 20: 7828, 21: 2472, 22: 444,
	23: 356, 24: 3680, 28: 76, 29: 4,
}

// Every entry of the generated rank table that a deck can deal (four ranks
// and a starter rank; only five of a rank is impossible) gives the oracle's
// score. The hand's suits are clubs, diamonds, hearts, spades, so there is
// no flush and no repeated card; the starter takes a suit no hand card of its
// rank has.
func TestRankTableMatchesOracle(t *testing.T) {
	hs := [4]cards.Suit{cards.Clubs, cards.Diamonds, cards.Hearts, cards.Spades}
	checked := 0
	for a := cards.Ace; a <= cards.King; a++ {
		for b := a; b <= cards.King; b++ {
			for c := b; c <= cards.King; c++ {
				for d := c; d <= cards.King; d++ {
					h := [4]cards.Card{cards.New(a, hs[0]), cards.New(b, hs[1]), cards.New(c, hs[2]), cards.New(d, hs[3])}
					for r := cards.Ace; r <= cards.King; r++ {
						st := cards.NoCard
						for _, su := range hs {
							if c := cards.New(r, su); c != h[0] && c != h[1] && c != h[2] && c != h[3] {
								st = c
								break
							}
						}
						if st == cards.NoCard {
							continue // five of a rank
						}
						for _, crib := range []bool{false, true} {
							want := oracleShow(h, st, crib)
							got := score.Hand(h, st)
							if crib {
								got = score.Crib(h, st)
							}
							if got != want {
								t.Fatalf("%v %v (crib %v): fast %d, oracle %d", h, st, crib, got, want)
							}
						}
						checked++
					}
				}
			}
		}
	}
	if want := 1820*13 - 13; checked != want {
		t.Fatalf("checked %d table entries, want %d", checked, want)
	}
}
