package cards_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

// The bit layout is documented on Card; these pin it down.
func TestBitLayout(t *testing.T) {
	tests := []struct {
		c    cards.Card
		b    uint8
		r    cards.Rank
		s    cards.Suit
		idx  int
		std  bool
		jok  bool
		vali bool
	}{
		{cards.New(cards.Ace, cards.Clubs), 4, cards.Ace, cards.Clubs, 0, true, false, true},
		{cards.New(cards.Ace, cards.Spades), 7, cards.Ace, cards.Spades, 3, true, false, true},
		{cards.New(cards.Five, cards.Hearts), 5<<2 | 2, cards.Five, cards.Hearts, 18, true, false, true},
		{cards.New(cards.King, cards.Spades), 55, cards.King, cards.Spades, 51, true, false, true},
		{cards.Joker, 56, cards.JokerRank, cards.NoSuit, -1, false, true, true},
		{cards.NoCard, 0, cards.NoRank, cards.NoSuit, -1, false, false, false},
		{cards.Card(3), 3, cards.NoRank, cards.NoSuit, -1, false, false, false},
		{cards.Card(57), 57, cards.NoRank, cards.NoSuit, -1, false, false, false},
		{cards.Card(255), 255, cards.NoRank, cards.NoSuit, -1, false, false, false},
	}
	for _, tt := range tests {
		c := tt.c
		if uint8(c) != tt.b || c.Rank() != tt.r || c.Suit() != tt.s || c.Index() != tt.idx ||
			c.IsStandard() != tt.std || c.IsJoker() != tt.jok || c.IsValid() != tt.vali {
			t.Errorf("card %d: byte %d rank %v suit %v index %d std %v joker %v valid %v; want %+v",
				c, uint8(c), c.Rank(), c.Suit(), c.Index(), c.IsStandard(), c.IsJoker(), c.IsValid(), tt)
		}
	}
}

func TestNewRefusesBadRankOrSuit(t *testing.T) {
	for _, rs := range []struct {
		r cards.Rank
		s cards.Suit
	}{{cards.NoRank, cards.Hearts}, {cards.JokerRank, cards.Hearts}, {14, cards.Clubs}, {cards.Five, cards.NoSuit}, {cards.Five, 5}, {200, 200}} {
		if c := cards.New(rs.r, rs.s); c != cards.NoCard {
			t.Errorf("New(%d, %d) = %v, want NoCard", rs.r, rs.s, c)
		}
	}
}

func TestRankAndSuitNames(t *testing.T) {
	if got := cards.Six.Plural(); got != "Sixes" {
		t.Errorf("Six.Plural() = %q", got)
	}
	if got := cards.Ten.String(); got != "10" {
		t.Errorf("Ten.String() = %q", got)
	}
	if got := cards.Queen.Name(); got != "Queen" {
		t.Errorf("Queen.Name() = %q", got)
	}
	if got := cards.Rank(99).String(); got != "Rank(99)" {
		t.Errorf("Rank(99).String() = %q", got)
	}
	if got := cards.Hearts.Symbol() + cards.Spades.Name() + cards.Clubs.String(); got != "♥SpadesC" {
		t.Errorf("suit names = %q", got)
	}
	if got := cards.Suit(9).Name(); got != "Suit(9)" {
		t.Errorf("Suit(9).Name() = %q", got)
	}
}

// Every one of the 256 bytes is handled without a panic, and only the 53
// documented values are valid.
func TestEveryByte(t *testing.T) {
	valid := 0
	for b := range 256 {
		c := cards.Card(b)
		_ = c.String() + c.Unicode() + c.GoString() + c.Name() + c.Rank().String() + c.Suit().String()
		if c.IsValid() {
			valid++
			if c.IsStandard() && cards.FromIndex(c.Index()) != c {
				t.Errorf("FromIndex(Index(%v)) != %v", c, c)
			}
		}
	}
	if valid != 53 {
		t.Errorf("%d valid bytes, want 53", valid)
	}
	for _, i := range []int{-1, 52, 1000} {
		if cards.FromIndex(i) != cards.NoCard {
			t.Errorf("FromIndex(%d) should be NoCard", i)
		}
	}
}

func TestPropNewRankSuit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := cardstest.Card().Draw(t, "card")
		if cards.New(c.Rank(), c.Suit()) != c {
			t.Fatalf("New(Rank(%v), Suit(%v)) != %v", c, c, c)
		}
		b := cardstest.Byte().Draw(t, "byte")
		_ = b.String() + b.Unicode() + b.Name()
	})
}
