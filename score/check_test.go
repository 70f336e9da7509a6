package score

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

// cribUnchecked is Crib without the check of its input, as handUnchecked is
// Hand without it.
func cribUnchecked(crib [4]cards.Card, starter cards.Card) int {
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

// Hand and Crib check their input before they score it: on input Validate
// accepts they answer
// what the unchecked scorers do, and they refuse everything else. The cards
// are drawn from a small pool of cards and bytes, so that duplicates, jokers,
// NoCard and bytes that are not cards come often, alone and together.
func TestPropCheckedIsUnchecked(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pool := rapid.SliceOfN(rapid.OneOf(cardstest.Card(), cardstest.Card(), cardstest.Byte(), cardstest.AnyCard()), 1, 6).Draw(t, "pool")
		pick := rapid.SampledFrom(pool)
		h := [4]cards.Card{pick.Draw(t, "c0"), pick.Draw(t, "c1"), pick.Draw(t, "c2"), pick.Draw(t, "c3")}
		st := pick.Draw(t, "starter")
		hand, crib := Hand(h, st), Crib(h, st)
		if err := Validate(h, st); err != nil {
			if hand != NoScore || crib != NoScore {
				t.Fatalf("Hand, Crib(%v, %v) = %d, %d; Validate refuses them: %v", h, st, hand, crib, err)
			}
			return
		}
		if want := handUnchecked(h, st); hand != want {
			t.Fatalf("Hand(%v, %v) = %d, unchecked %d", h, st, hand, want)
		}
		if want := cribUnchecked(h, st); crib != want {
			t.Fatalf("Crib(%v, %v) = %d, unchecked %d", h, st, crib, want)
		}
	})
}

// The check, over every way to lay five bytes out of a pool that holds the
// edges of the card bytes (the lowest and highest standard cards, NoCard,
// the byte under the Ace of clubs, the joker, the bytes past it, one that
// aliases a card in six bits, the largest byte), refuses exactly the
// layouts that are not five different standard cards.
func TestCheckOverBytePool(t *testing.T) {
	pool := []cards.Card{0, 1, 3, 4, 5, 7, 8, 44, 47, 54, 55, 56, 57, 63, 64, 68, 128, 255}
	n := len(pool)
	total := n * n * n * n * n
	for k := range total {
		var five [5]cards.Card
		for i, x := 0, k; i < 5; i, x = i+1, x/n {
			five[i] = pool[x%n]
		}
		h, st := [4]cards.Card(five[:4]), five[4]
		good := true
		for i, c := range five {
			good = good && c.IsStandard()
			for _, d := range five[:i] {
				good = good && c != d
			}
		}
		if hand, crib := Hand(h, st), Crib(h, st); (hand != NoScore) != good || (crib != NoScore) != good {
			t.Fatalf("Hand, Crib(%v, %v) = %d, %d; five different standard cards: %v", h, st, hand, crib, good)
		}
	}
}

// Hand and Crib allocate nothing, on good input or bad.
func TestHandAllocatesNothing(t *testing.T) {
	h := [4]cards.Card(cards.MustParseList("5H 5C JD 10S"))
	for _, st := range []cards.Card{cards.MustParse("5S"), cards.Joker, h[0]} {
		if a := testing.AllocsPerRun(100, func() { _, _ = Hand(h, st), Crib(h, st) }); a != 0 {
			t.Errorf("Hand and Crib with starter %v allocate %v times", st, a)
		}
	}
}
