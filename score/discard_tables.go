package score

// The rank points (fifteens, pairs, runs) of a five-card show do not depend
// on which card is the starter, so the sum of them over every way to make up
// a show from some given cards and some cards drawn from a pack depends only
// on the ranks of the given cards. These tables hold those sums for the full
// pack; the discard analysis takes away, by inclusion and exclusion, the
// shows that would use a card the player holds.
//
// For a multiset M of m ranks (m = 1..4), standing for m cards taken out of
// the 52, showSum[m](M) is the sum of the rank points of M with every set of
// 5-m cards drawn from the 52-m cards left. With m = 4 that is a sum over the
// 48 starters; each smaller m follows from the next, since drawing 5-m cards
// is drawing one card x and then 4-m more, every set counted 5-m times:
//
//	showSum(M) = sum over ranks r of (4 - M's cards of rank r) * showSum(M+r) / (5-m)
//
// Every quotient is whole (the tests check the analysis that uses them
// against plain enumeration).
var (
	// showSum4[multiset4(a, b, c, d)]
	showSum4 [rankRows]int32
	// showSum3[a*169 + b*13 + c], in any order of a, b, c
	showSum3 [13 * 13 * 13]int32
	// showSum2[a*13 + b], in any order
	showSum2 [13 * 13]int32
	// showSum1[a]
	showSum1 [13]int32
)

func init() {
	var left [13]int32 // cards of each rank left in the pack
	for a := range uint8(13) {
		for b := a; b < 13; b++ {
			for c := b; c < 13; c++ {
				for d := c; d < 13; d++ {
					left = [13]int32{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
					left[a]--
					left[b]--
					left[c]--
					left[d]--
					row := multiset4(a, b, c, d)
					var s int32
					for r, n := range left {
						s += n * int32(rankTable[row*13+r])
					}
					showSum4[row] = s
				}
			}
		}
	}
	for a := range uint8(13) {
		for b := range uint8(13) {
			for c := range uint8(13) {
				left = [13]int32{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
				left[a]--
				left[b]--
				left[c]--
				var s int32
				for r, n := range left {
					if n > 0 {
						s += n * showSum4[multiset4(a, b, c, uint8(r))]
					}
				}
				showSum3[int(a)*169+int(b)*13+int(c)] = s / 2
			}
		}
	}
	for a := range 13 {
		for b := range 13 {
			left = [13]int32{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
			left[a]--
			left[b]--
			var s int32
			for r, n := range left {
				s += n * showSum3[a*169+b*13+r]
			}
			showSum2[a*13+b] = s / 3
		}
	}
	for a := range 13 {
		left = [13]int32{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
		left[a]--
		var s int32
		for r, n := range left {
			s += n * showSum2[a*13+r]
		}
		showSum1[a] = s / 4
	}
}
