package cards_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
)

// The edges of every range the package checks, one value each side, so a
// comparison that slips by one is caught.

// Every byte as a Rank: its text forms and validity.
func TestEveryRankByte(t *testing.T) {
	short := []string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK"}
	names := []string{"no rank", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
		"Jack", "Queen", "King", "Joker"}
	for b := range 256 {
		r := cards.Rank(b)
		wantS, wantN, wantP := fmt.Sprintf("Rank(%d)", b), fmt.Sprintf("Rank(%d)", b), fmt.Sprintf("Rank(%d)", b)
		if b < len(short) {
			wantS, wantN = short[b], names[b]
			wantP = names[b] + "s"
			switch r {
			case cards.NoRank:
				wantP = "no ranks"
			case cards.Six:
				wantP = "Sixes"
			}
		}
		if got := [3]string{r.String(), r.Name(), r.Plural()}; got != [3]string{wantS, wantN, wantP} {
			t.Errorf("Rank(%d): String, Name, Plural = %q, want %q", b, got, [3]string{wantS, wantN, wantP})
		}
		if got, want := r.IsValid(), b >= 1 && b <= 14; got != want {
			t.Errorf("Rank(%d).IsValid() = %v", b, got)
		}
	}
}

// Every byte as a Suit: its text forms and validity.
func TestEverySuitByte(t *testing.T) {
	forms := [][3]string{{"?", "no suit", "?"}, {"C", "Clubs", "♣"}, {"D", "Diamonds", "♦"}, {"H", "Hearts", "♥"}, {"S", "Spades", "♠"}}
	for b := range 256 {
		s := cards.Suit(b)
		want := [3]string{fmt.Sprintf("Suit(%d)", b), fmt.Sprintf("Suit(%d)", b), fmt.Sprintf("Suit(%d)", b)}
		if b < len(forms) {
			want = forms[b]
		}
		if got := [3]string{s.String(), s.Name(), s.Symbol()}; got != want {
			t.Errorf("Suit(%d): String, Name, Symbol = %q, want %q", b, got, want)
		}
		if got := s.IsValid(); got != (b >= 1 && b <= 4) {
			t.Errorf("Suit(%d).IsValid() = %v", b, got)
		}
	}
}

// OfRank and OfSuit pick four cards of each rank and thirteen of each suit
// from a full set, and nothing for any other byte.
func TestSetOfEveryRankAndSuit(t *testing.T) {
	for b := range 256 {
		want := 0
		if b >= 1 && b <= 13 {
			want = 4
		}
		got := cards.FullSet.OfRank(cards.Rank(b))
		if got.Len() != want {
			t.Errorf("FullSet.OfRank(%d) = %v", b, got)
		}
		for c := range got.All() {
			if c.Rank() != cards.Rank(b) {
				t.Errorf("FullSet.OfRank(%d) holds %v", b, c)
			}
		}
		want = 0
		if b >= 1 && b <= 4 {
			want = 13
		}
		got = cards.FullSet.OfSuit(cards.Suit(b))
		if got.Len() != want {
			t.Errorf("FullSet.OfSuit(%d) = %v", b, got)
		}
		for c := range got.All() {
			if c.Suit() != cards.Suit(b) {
				t.Errorf("FullSet.OfSuit(%d) holds %v", b, c)
			}
		}
	}
	if cards.FullSet.Len() != 52 || cards.FullSet.Complement() != 0 || cards.Set(0).Complement() != cards.FullSet {
		t.Errorf("FullSet = %v", cards.FullSet)
	}
}

func TestNewDeckLimits(t *testing.T) {
	for _, tt := range []struct {
		packs, jokers, len int // len -1: refused
	}{
		{cards.MaxPacks, 0, 52 * cards.MaxPacks},
		{cards.MaxPacks + 1, 0, -1},
		{0, cards.MaxJokers, cards.MaxJokers},
		{0, cards.MaxJokers + 1, -1},
		{0, 1, 1},
		{1, 0, 52},
		{0, 0, -1},
		{-1, 5, -1},
		{1, -1, -1},
	} {
		d, err := cards.NewDeck(tt.packs, tt.jokers)
		switch {
		case tt.len < 0 && !errors.Is(err, cards.ErrBadCount):
			t.Errorf("NewDeck(%d, %d) error = %v, want ErrBadCount", tt.packs, tt.jokers, err)
		case tt.len >= 0 && (err != nil || d.Len() != tt.len || d.Count(cards.Joker) != tt.jokers):
			t.Errorf("NewDeck(%d, %d) = %d cards, %v", tt.packs, tt.jokers, d.Len(), err)
		}
	}
}

// A cut may leave one card in either packet, and no fewer; a deal may use
// the whole deck, and no more.
func TestCutAndDealEdges(t *testing.T) {
	d := cards.DeckOf(cards.MustParseList("AC 2C 3C 4C")...)
	for n, want := range map[int]string{1: "[2C 3C 4C AC]", 3: "[4C AC 2C 3C]"} {
		if got, err := d.Cut(n); err != nil || got.String() != want {
			t.Errorf("Cut(%d) = %v, %v; want %s", n, got, err, want)
		}
	}
	hands, rest, err := d.Deal(1, 4)
	if err != nil || rest.Len() != 0 || cards.FormatList(hands[0]) != "AC 2C 3C 4C" {
		t.Errorf("Deal(1, 4) of four = %v, %v, %v", hands, rest, err)
	}
	hands, rest, err = d.Deal(2, 2)
	if diff := cmp.Diff([][]cards.Card{cards.MustParseList("AC 3C"), cards.MustParseList("2C 4C")}, hands); diff != "" || err != nil || rest.Len() != 0 {
		t.Errorf("Deal(2, 2) of four: %v, %v (-want +got):\n%s", rest, err, diff)
	}
	if _, _, err := d.Deal(1, 5); !errors.Is(err, cards.ErrTooFewCards) {
		t.Errorf("Deal(1, 5) of four error = %v", err)
	}
	if _, _, err := d.Deal(1, -1); !errors.Is(err, cards.ErrBadCount) {
		t.Errorf("Deal(1, -1) error = %v", err)
	}
	if got, rest, err := d.Draw(4); err != nil || len(got) != 4 || rest.Len() != 0 {
		t.Errorf("Draw(4) of four = %v, %v, %v", got, rest, err)
	}
	if got, rest, err := d.Draw(0); err != nil || len(got) != 0 || !rest.Equal(d) {
		t.Errorf("Draw(0) = %v, %v, %v", got, rest, err)
	}
}

func TestDeckGoString(t *testing.T) {
	for d, want := range map[*cards.Deck]string{
		new(cards.Deck):                                                 "cards.DeckOf()",
		ptr(cards.DeckOf(cards.MustParse("5H"))):                        "cards.DeckOf(cards.New(cards.Five, cards.Hearts))",
		ptr(cards.DeckOf(cards.MustParse("5H"), cards.Joker, 0, 200)):   "cards.DeckOf(cards.New(cards.Five, cards.Hearts), cards.Joker, cards.NoCard, cards.Card(200))",
		ptr(cards.DeckOf(cards.MustParseList("AS KD")...).PutTop(0x3a)): "cards.DeckOf(cards.Card(58), cards.New(cards.Ace, cards.Spades), cards.New(cards.King, cards.Diamonds))",
	} {
		if got := d.GoString(); got != want {
			t.Errorf("GoString = %s\nwant %s", got, want)
		}
		if got := fmt.Sprintf("%#v", *d); got != want {
			t.Errorf("%%#v = %s", got)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// A 1 followed by any digit is a two-digit number, never an Ace: each gets
// the message that says so, and a 1 followed by anything else is read as
// someone typing 1 for an Ace.
func TestParseOne(t *testing.T) {
	for d := '1'; d <= '9'; d++ {
		in := "1" + string(d) + "H"
		want := `rank "1` + string(d) + `" is not a rank (ranks are A, 2-10 or T, J, Q, K)`
		var pe *cards.ParseError
		if _, err := cards.Parse(in); !errors.As(err, &pe) || pe.Msg != want {
			t.Errorf("Parse(%q) error = %v, want %s", in, err, want)
		}
	}
	for _, in := range []string{"1", "1H", "1/", "1:", "1♥"} {
		var pe *cards.ParseError
		if _, err := cards.Parse(in); !errors.As(err, &pe) || !strings.Contains(pe.Msg, "an Ace is A") {
			t.Errorf("Parse(%q) error = %v", in, err)
		}
	}
}

// A nil receiver is refused, not dereferenced.
func TestNilReceivers(t *testing.T) {
	var c *cards.Card
	if err := c.UnmarshalText([]byte("5H")); !errors.Is(err, cards.ErrInvalidCard) {
		t.Errorf("(*Card)(nil).UnmarshalText error = %v", err)
	}
	var pe *cards.ParseError
	if got := pe.Error(); got != "cards: <nil> *ParseError" || !errors.Is(pe, cards.ErrSyntax) {
		t.Errorf("(*ParseError)(nil).Error() = %q", got)
	}
}
