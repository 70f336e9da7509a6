// Package score is cribbage arithmetic: the show of a hand or crib (fifteens,
// pairs, runs, flush, his nobs), the points for a card laid in the play (15,
// 31, pairs, runs), itemised breakdowns that say a count the way a player
// says it aloud, and exact expected values for every discard.
//
// Two faces on one truth. [Hand], [Crib] and [Play] are the fast faces for
// bots: table-driven, allocation-free, a few nanoseconds a hand. They check
// their input with a few bit operations and answer [NoScore] for anything
// that is not a hand (or a pile) of different standard cards, so a bad
// argument can never pass for a score; they never panic. [HandBreakdown],
// [CribBreakdown] and [PlayBreakdown] are the checked faces for people: they
// say what is wrong with an error that errors.Is matches ([ErrNoCard],
// [ErrJoker], [ErrInvalidCard], [ErrDuplicate], [ErrCountOver31],
// [ErrEmptyPile]) and list every scoring combination. A test holds the two
// equal on all 12,994,800 hands, and holds them to refuse the same input.
//
// Game rules that are not arithmetic (his heels for a Jack turned up, go and
// last card, who counts first) belong to package crib.
//
// A hand counted fast, then aloud, and the discard advised:
//
//	hand := [4]cards.Card(cards.MustParseList("5H 5C JD 10S"))
//	starter := cards.MustParse("5S")
//	fmt.Println(score.Hand(hand, starter))            // 20
//	b, err := score.HandBreakdown(hand, starter)
//	fmt.Println(b.Say())                               // "fifteen two, fifteen four, ... and three of a kind is twenty"
//	ds, err := score.Discards([6]cards.Card(cards.MustParseList("5H 5C JD 10S 2C 9D")), false)
//	fmt.Println(ds[0])                                 // "keep 5♥ 5♣ J♦ 10♠, throw 2♣ 9♦: hand 12.61 - crib 4.17 = 8.43"
package score

import (
	"math/bits"

	"github.com/pegboard/pegboard/cards"
)

//go:generate go run gen_tables.go

// rank0 maps a card byte to its rank index 0 (Ace) .. 12 (King). Bytes that
// are not standard cards map to 0, which keeps every lookup in bounds; the
// scorers refuse such bytes before they count anything.
var rank0 = func() (t [256]uint8) {
	for c := 4; c <= 55; c++ {
		t[c] = uint8(c>>2) - 1
	}
	return t
}()

// pips maps a card byte to its value in the count: Ace 1, Two to Ten their
// face value, Jack, Queen, King 10; 0 for anything that is not a standard
// card.
var pips = func() (t [256]uint8) {
	for c := 4; c <= 55; c++ {
		t[c] = uint8(min(c>>2, 10))
	}
	return t
}()

// NoScore is what [Hand], [Crib] and [Play] return for input they cannot
// score: a card that is not a standard card (the zero Card, a joker, a byte
// that is not a card), a card given twice, or a pile that counts past 31.
// It is negative, so it can never be taken for a score; [Validate],
// [HandBreakdown] and [PlayBreakdown] say what is wrong.
const NoScore = -1

// cardBit maps a card byte to its bit in a [cards.Set], and anything that is
// not a standard card to 0: five cards are five different standard cards
// exactly when their bits together have five ones.
var cardBit = func() (t [256]uint64) {
	for c := range t {
		t[c] = uint64(cards.SetOf(cards.Card(c)))
	}
	return t
}()

// fiveCards reports whether hand and starter are five different standard
// cards.
func fiveCards(hand *[4]cards.Card, starter cards.Card) bool {
	return bits.OnesCount64(cardBit[hand[0]]|cardBit[hand[1]]|cardBit[hand[2]]|cardBit[hand[3]]|cardBit[starter]) == 5
}

// Value returns the card's value in the count and in fifteens: Ace 1, Two to
// Ten their number, Jack, Queen and King 10. It is 0 for a joker, the zero
// Card and bytes that are not cards.
func Value(c cards.Card) int { return int(pips[c]) }

// Colex ranks of a sorted multiset of four ranks a <= b <= c <= d:
// C(a,1) + C(b+1,2) + C(c+2,3) + C(d+3,4).
var (
	colex2 = [13]uint16{0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78}
	colex3 = [13]uint16{0, 1, 4, 10, 20, 35, 56, 84, 120, 165, 220, 286, 364}
	colex4 = [13]uint16{0, 1, 5, 15, 35, 70, 126, 210, 330, 495, 715, 1001, 1365}
)

// multiset4 returns the row of rankTable for four rank indexes in any order.
func multiset4(a, b, c, d uint8) int {
	// A sorting network of five compare-exchanges; min and max compile to
	// conditional moves, so there are no branches to mispredict.
	a, b = min(a, b), max(a, b)
	c, d = min(c, d), max(c, d)
	a, c = min(a, c), max(a, c)
	b, d = min(b, d), max(b, d)
	b, c = min(b, c), max(b, c)
	return int(a) + int(colex2[b]) + int(colex3[c]) + int(colex4[d])
}

// pairRow maps two card bytes below 64, as two bytes of a word (x, y<<8:
// see pairIndex), to the index 0..90 of their sorted pair of rank indexes,
// hi*(hi+1)/2 + lo. Bytes that are not standard cards count as Aces, as in
// rank0. Indexing by the bytes as they lie in the word saves the shifts that
// would pack them into 12 bits; the entries touched by standard cards are
// about 5 kB of it.
var pairRow = func() (t [0x3f3f + 1]uint8) {
	for x := range 64 {
		for y := range 64 {
			lo, hi := min(rank0[x], rank0[y]), max(rank0[x], rank0[y])
			t[pairIndex(uint32(x|y<<8))] = hi*(hi+1)/2 + lo
		}
	}
	return t
}()

// pairIndex returns the index in pairRow of the two low bytes of x, each
// taken modulo 64 (a standard card's byte is below 64).
func pairIndex(x uint32) uint32 { return x & 0x3f3f }

// quadRow maps two pair indexes p, q (see pairRow) to the offset in
// rankTable of the four ranks' row (the row times 13), at quadIndex(p, q):
// p<<7|q, which needs no multiply, and a power-of-two length, which needs
// no bounds check.
var quadRow = func() (t [1 << 14]uint16) {
	var lo, hi [91]uint8
	for h := range uint8(13) {
		for l := range h + 1 {
			i := int(h)*(int(h)+1)/2 + int(l)
			lo[i], hi[i] = l, h
		}
	}
	for p := range 91 {
		for q := range 91 {
			t[quadIndex(uint8(p), uint8(q))] = uint16(multiset4(lo[p], hi[p], lo[q], hi[q]) * 13)
		}
	}
	return t
}()

// quadIndex returns the index in quadRow of the pair indexes p and q (each
// below 91, so below 128).
func quadIndex(p, q uint8) int { return (int(p)<<7 | int(q)) & (1<<14 - 1) }

// oneSuit reports whether four cards share a suit: the low two bits of every
// card byte agree.
func oneSuit(h0, h1, h2, h3 cards.Card) bool { return ((h0^h1)|(h0^h2)|(h0^h3))&3 == 0 }

// nobsOf returns the byte of the Jack of the starter's suit.
func nobsOf(st cards.Card) cards.Card { return cards.Card(cards.Jack)<<2 | st&3 }

// Hand returns the show of a hand: the points a player pegs for four cards
// held and the starter. Fifteens 2 each; pairs 2, three of a kind 6, four of a
// kind 12; runs of three or more, once for every way to make them (a double
// run of three is 6 plus the pair's 2); a flush of the four cards in hand 4,
// or 5 with the starter of the same suit; his nobs 1 for a Jack in hand of the
// starter's suit. His heels (a Jack turned as the starter) is scored at the
// cut, not in the show (see package crib).
//
// The result is 0 to 29 and never 19, 25, 26 or 27, or [NoScore] when the
// five cards are not five different standard cards. Hand allocates nothing
// and never panics; [HandBreakdown] says what is wrong with input it
// refuses.
func Hand(hand [4]cards.Card, starter cards.Card) int {
	if !fiveCards(&hand, starter) {
		return NoScore
	}
	x := pack(&hand)
	pts := rankPointsWord(x, starter)
	// Flush: every byte's suit bits equal the first's.
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

// pack packs the four cards into one word, hand[0] in the low byte.
func pack(h *[4]cards.Card) uint32 {
	return uint32(h[0]) | uint32(h[1])<<8 | uint32(h[2])<<16 | uint32(h[3])<<24
}

// hasByte reports whether one of the four bytes of x is c, for c < 0x80 and
// bytes of x below 0x80 (card bytes are at most 56).
func hasByte(x uint32, c cards.Card) bool {
	y := x ^ uint32(c)*0x01010101
	return (y-0x01010101)&^y&0x80808080 != 0
}

// rankPointsWord returns the fifteens, pairs and runs of four cards packed
// by pack and a starter: two pair lookups, one lookup of the pair of pairs,
// then the table row.
func rankPointsWord(x uint32, st cards.Card) int {
	p := pairRow[pairIndex(x)]
	q := pairRow[pairIndex(x>>16)]
	return int(rankTable[(int(quadRow[quadIndex(p, q)])+int(rank0[st]))&(rankTableLen-1)])
}

// Crib returns the show of the crib: as [Hand], except that a flush counts
// only when all four crib cards and the starter are of one suit (5 points);
// four of a suit without the starter is no flush. It returns [NoScore] for
// input that is not five different standard cards, as Hand does.
func Crib(crib [4]cards.Card, starter cards.Card) int {
	if !fiveCards(&crib, starter) {
		return NoScore
	}
	x := pack(&crib)
	pts := rankPointsWord(x, starter)
	if s := x & 3; x&0x03030303 == s*0x01010101 && cards.Card(s) == starter&3 {
		pts += 5
	}
	if hasByte(x, nobsOf(starter)) {
		pts++
	}
	return pts
}

// NotAStarter marks, in the results of [HandByStarter] and [CribByStarter],
// the four cards that are in the hand and so cannot be its starter, and
// every card when the hand is not four different standard cards. It is
// never a score.
const NotAStarter = 255

// HandByStarter returns the show of hand (see [Hand]) with every possible
// starter at once: scores[c.Index()] is Hand(hand, c). The entries of the
// four cards in hand hold [NotAStarter]. It looks the hand's row up once, so
// a bot that wants a hand's whole distribution (its mean, its worst case)
// pays a fraction of 48 calls to Hand. When hand is not four different
// standard cards every entry is NotAStarter. It never panics.
func HandByStarter(hand [4]cards.Card) (scores [52]uint8) {
	return byStarter(hand, false)
}

// CribByStarter is [HandByStarter] with the crib's flush rule ([Crib]).
func CribByStarter(crib [4]cards.Card) (scores [52]uint8) {
	return byStarter(crib, true)
}

func byStarter(hand [4]cards.Card, crib bool) (scores [52]uint8) {
	h0, h1, h2, h3 := hand[0], hand[1], hand[2], hand[3]
	if bits.OnesCount64(cardBit[h0]|cardBit[h1]|cardBit[h2]|cardBit[h3]) != 4 {
		for i := range scores {
			scores[i] = NotAStarter
		}
		return scores
	}
	x := pack(&hand)
	p := pairRow[pairIndex(x)]
	q := pairRow[pairIndex(x>>16)]
	row := rankTable[quadRow[quadIndex(p, q)]:][:13]
	// Flush points by starter suit index; nobs by starter suit index.
	var flush, nobs [4]uint8
	if oneSuit(h0, h1, h2, h3) {
		s := h0 & 3
		if !crib {
			flush = [4]uint8{4, 4, 4, 4}
		}
		flush[s] = 5
	}
	for _, c := range hand {
		if c>>2 == cards.Card(cards.Jack) {
			nobs[c&3] = 1
		}
	}
	for i := range scores {
		scores[i] = row[i>>2] + flush[i&3] + nobs[i&3]
	}
	for _, c := range hand {
		scores[c.Index()] = NotAStarter
	}
	return scores
}
