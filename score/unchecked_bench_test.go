package score

import (
	"math/bits"
	"testing"

	"github.com/pegboard/pegboard/cards"
)

// handUnchecked is Hand without the check of its input: the table scorer
// alone, the figure Hand's check is measured against. Its result is
// meaningless for input Hand refuses.
func handUnchecked(hand [4]cards.Card, starter cards.Card) int {
	x := pack(&hand)
	pts := rankPointsWord(x, starter)
	if s := x & 3; x&0x03030303 == s*0x01010101 {
		pts += 4
		if cards.Card(s) == starter&3 {
			pts++
		}
	}
	if hasByte(x, nobsOf(starter)) {
		pts++
	}
	return pts
}

// handUnchecked is Hand on every hand Hand accepts.
func TestHandUncheckedIsHand(t *testing.T) {
	for a := 0; a < 52; a += 3 {
		for b := a + 1; b < 52; b += 2 {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d += 5 {
					h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(b), cards.FromIndex(c), cards.FromIndex(d)}
					for st := range 52 {
						s := cards.FromIndex(st)
						if want := Hand(h, s); want != NoScore && handUnchecked(h, s) != want {
							t.Fatalf("%v %v: unchecked %d, Hand %d", h, s, handUnchecked(h, s), want)
						}
					}
				}
			}
		}
	}
}

var uncheckedSink int

// BenchmarkHandEveryHandUnchecked is BenchmarkHandEveryHand with the
// scorer that does not check its input: what Hand's check costs is the
// difference. The loop is repeated, not shared, for the reason
// BenchmarkHandEveryHand gives.
func BenchmarkHandEveryHandUnchecked(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for a := 0; a < 52; a++ {
			for bb := a + 1; bb < 52; bb++ {
				for c := bb + 1; c < 52; c++ {
					for d := c + 1; d < 52; d++ {
						h := [4]cards.Card{cards.FromIndex(a), cards.FromIndex(bb), cards.FromIndex(c), cards.FromIndex(d)}
						used := uint64(1)<<a | 1<<bb | 1<<c | 1<<d
						for w := ^used & (1<<52 - 1); w != 0; w &= w - 1 {
							uncheckedSink += handUnchecked(h, cards.Card(bits.TrailingZeros64(w)+4))
						}
					}
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(12994800*b.N), "ns/hand")
}
