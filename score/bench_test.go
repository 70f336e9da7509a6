package score_test

import (
	"math/bits"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// plainHand is the plain scorer the README compares against: it tries every
// subset for fifteens, every two cards for pairs, and counts runs from rank
// counts, as most open-source scorers do. It is a baseline for speed, not an
// oracle.
func plainHand(hand [4]cards.Card, starter cards.Card) int {
	all := [5]cards.Card{hand[0], hand[1], hand[2], hand[3], starter}
	pts := 0
	for mask := 1; mask < 32; mask++ {
		sum := 0
		for i := range 5 {
			if mask&(1<<i) != 0 {
				sum += score.Value(all[i])
			}
		}
		if sum == 15 {
			pts += 2
		}
	}
	var count [14]int
	for i := range 5 {
		count[all[i].Rank()]++
		for j := i + 1; j < 5; j++ {
			if all[i].Rank() == all[j].Rank() {
				pts += 2
			}
		}
	}
	for lo := 1; lo <= 11; lo++ {
		n, mult := 0, 1
		for r := lo; r <= 13 && count[r] > 0; r++ {
			n++
			mult *= count[r]
		}
		if n >= 3 {
			pts += n * mult
			break
		}
	}
	s := hand[0].Suit()
	if hand[1].Suit() == s && hand[2].Suit() == s && hand[3].Suit() == s {
		pts += 4
		if starter.Suit() == s {
			pts++
		}
	}
	for _, c := range hand {
		if c.Rank() == cards.Jack && c.Suit() == starter.Suit() {
			pts++
		}
	}
	return pts
}

// everyHand calls f on all 12,994,800 four-card hands and starters (or on one
// four-card hand in `every`, with all its starters) and returns how many.
func everyHand(every int, f func(h [4]cards.Card, st cards.Card) int) (n, sum int) {
	k := 0
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					k++
					if k%every != 0 {
						continue
					}
					h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(b), cards.FromIndex(c), cards.FromIndex(d)}
					used := uint64(1)<<a | 1<<b | 1<<c | 1<<d
					for w := ^used & (1<<52 - 1); w != 0; w &= w - 1 {
						sum += f(h, cards.FromIndex(bits.TrailingZeros64(w)))
						n++
					}
				}
			}
		}
	}
	return n, sum
}

var sink int

func benchEvery(b *testing.B, every int, f func([4]cards.Card, cards.Card) int) {
	b.ReportAllocs()
	hands := 0
	for b.Loop() {
		n, s := everyHand(every, f)
		hands += n
		sink += s
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(hands), "ns/hand")
}

// BenchmarkHandEveryHand scores all 12,994,800 hands through the plain
// per-call Hand, enumeration included (see BenchmarkEnumerationOnly).
//
// It and BenchmarkCribEveryHand repeat their loop rather than share one
// that takes the scorer as a function value: a call through a function
// value cannot be inlined or made direct and added about 5 ns a hand, which
// would measure the loop rather than the scorer.
func BenchmarkHandEveryHand(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for a := 0; a < 52; a++ {
			for bb := a + 1; bb < 52; bb++ {
				for c := bb + 1; c < 52; c++ {
					for d := c + 1; d < 52; d++ {
						h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(bb), cards.FromIndex(c), cards.FromIndex(d)}
						used := uint64(1)<<a | 1<<bb | 1<<c | 1<<d
						for w := ^used & (1<<52 - 1); w != 0; w &= w - 1 {
							sink += score.Hand(h, cards.Card(bits.TrailingZeros64(w)+4))
						}
					}
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(12994800*b.N), "ns/hand")
}

// BenchmarkCribEveryHand does the same for Crib.
func BenchmarkCribEveryHand(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for a := 0; a < 52; a++ {
			for bb := a + 1; bb < 52; bb++ {
				for c := bb + 1; c < 52; c++ {
					for d := c + 1; d < 52; d++ {
						h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(bb), cards.FromIndex(c), cards.FromIndex(d)}
						used := uint64(1)<<a | 1<<bb | 1<<c | 1<<d
						for w := ^used & (1<<52 - 1); w != 0; w &= w - 1 {
							sink += score.Crib(h, cards.Card(bits.TrailingZeros64(w)+4))
						}
					}
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(12994800*b.N), "ns/hand")
}

// BenchmarkPlainEveryTenthHand runs the plain subset scorer on every tenth
// four-card hand with all its starters (1,299,480 hands).
func BenchmarkPlainEveryTenthHand(b *testing.B) { benchEvery(b, 10, plainHand) }

// BenchmarkEnumerationOnly measures the enumeration the two benchmarks above
// share, so it can be subtracted.
func BenchmarkEnumerationOnly(b *testing.B) {
	benchEvery(b, 1, func(h [4]cards.Card, st cards.Card) int { return int(h[0] ^ st) })
}

func BenchmarkPlay(b *testing.B) {
	pile := cards.MustParseList("7C 8D 6H 4S 5C")
	b.ReportAllocs()
	for b.Loop() {
		sink += score.Play(pile)
	}
}

func BenchmarkPlayBreakdown(b *testing.B) {
	pile := cards.MustParseList("7C 8D 6H 4S 5C")
	b.ReportAllocs()
	for b.Loop() {
		ps, _ := score.PlayBreakdown(pile)
		sink += ps.Points()
	}
}

func BenchmarkHandBreakdown(b *testing.B) {
	h, st := hand("5C 4D 6H JS 5S")
	b.ReportAllocs()
	for b.Loop() {
		bd, _ := score.HandBreakdown(h, st)
		sink += bd.Total
	}
}

// benchDeals are 64 fixed deals of six cards, shuffled from seed 1.
func benchDeals() [][6]cards.Card {
	r := cards.NewRand(1)
	var deals [][6]cards.Card
	for range 64 {
		d, _ := cards.StandardDeck().Shuffle(r)
		cs, _, _ := d.Draw(6)
		deals = append(deals, [6]cards.Card(cs))
	}
	return deals
}

// BenchmarkDiscards is the exact discard analysis, one op a deal.
func BenchmarkDiscards(b *testing.B) {
	deals := benchDeals()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ds, _ := score.Discards(deals[i%len(deals)], i%2 == 0)
		sink += int(ds[0].Net)
		i++
	}
}

// BenchmarkDiscardsBruteForce is the straightforward exhaustive method (15
// discards x 1,035 unseen pairs x 44 starters through Crib, plus the hands),
// one op a deal.
func BenchmarkDiscardsBruteForce(b *testing.B) {
	deals := benchDeals()
	i := 0
	for b.Loop() {
		ds := bruteDiscards(deals[i%len(deals)], i%2 == 0)
		sink += int(ds[0].Net)
		i++
	}
}

// BenchmarkHandByStarterEveryHand scores all 12,994,800 hands four cards at a
// time with every starter (HandByStarter), enumeration included.
func BenchmarkHandByStarterEveryHand(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for a := 0; a < 52; a++ {
			for bb := a + 1; bb < 52; bb++ {
				for c := bb + 1; c < 52; c++ {
					for d := c + 1; d < 52; d++ {
						s := score.HandByStarter([4]cards.Card{cards.FromIndex(a), cards.FromIndex(bb), cards.FromIndex(c), cards.FromIndex(d)})
						sink += int(s[0])
					}
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(12994800*b.N), "ns/hand")
}

// BenchmarkDiscardsOfFive is the exact analysis of a five-card deal (one card
// to the crib), one op a deal.
func BenchmarkDiscardsOfFive(b *testing.B) {
	deals := benchDeals()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		d := deals[i%len(deals)]
		ds, _ := score.DiscardsOfFive([5]cards.Card(d[:5]), i%2 == 0)
		sink += int(ds[0].Net)
		i++
	}
}
