package cards_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

func TestParseAccepts(t *testing.T) {
	tests := []struct {
		in   string
		want cards.Card
	}{
		{"5H", cards.New(cards.Five, cards.Hearts)},
		{"5h", cards.New(cards.Five, cards.Hearts)},
		{"10S", cards.New(cards.Ten, cards.Spades)},
		{"TS", cards.New(cards.Ten, cards.Spades)},
		{"ts", cards.New(cards.Ten, cards.Spades)},
		{"JD", cards.New(cards.Jack, cards.Diamonds)},
		{"jd", cards.New(cards.Jack, cards.Diamonds)},
		{"A♠", cards.New(cards.Ace, cards.Spades)},
		{"a♤", cards.New(cards.Ace, cards.Spades)},
		{"Q♣", cards.New(cards.Queen, cards.Clubs)},
		{"Q♧", cards.New(cards.Queen, cards.Clubs)},
		{"10♥", cards.New(cards.Ten, cards.Hearts)},
		{"10♥\uFE0F", cards.New(cards.Ten, cards.Hearts)},
		{"K♦", cards.New(cards.King, cards.Diamonds)},
		{"2♢", cards.New(cards.Two, cards.Diamonds)},
		{"9♡", cards.New(cards.Nine, cards.Hearts)},
		{"AC", cards.New(cards.Ace, cards.Clubs)},
		{"KS", cards.New(cards.King, cards.Spades)},
		{"JK", cards.Joker},
		{"jk", cards.Joker},
		{"Joker", cards.Joker},
		{"JOKER", cards.Joker},
		{"🃏", cards.Joker},
	}
	for _, tt := range tests {
		got, err := cards.Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// TestParseRefusesTheKelvinSign is what a careful reader saw: Parse read
// "J\u212A" and "Jo\u212Aer" (the Kelvin sign, which Unicode folds to k) as
// the joker, while it refused the Kelvin sign as the rank K. No letter but
// ASCII's is read, in a card, a rank or a suit.
func TestParseRefusesTheKelvinSign(t *testing.T) {
	for _, s := range []string{"J\u212A", "j\u212A", "Jo\u212Aer", "\u212AH", "5\u017F"} {
		if c, err := cards.Parse(s); err == nil {
			t.Errorf("Parse(%q) = %v", s, c)
		}
	}
	var r cards.Rank
	if err := r.UnmarshalText([]byte("\u212A")); err == nil {
		t.Errorf("the Kelvin sign reads as the rank %v", r)
	}
	var su cards.Suit
	if err := su.UnmarshalText([]byte("\u017F")); err == nil {
		t.Errorf("the long s reads as the suit %v", su)
	}
}

func TestParseRefuses(t *testing.T) {
	for _, in := range []string{
		"", "1H", "11S", "5X", "5HH", "H5", "5", "10", "1", "0H", "JKK", "Jokers", " 5H", "5H ",
		"5♥♥", "5\uFE0F", "15H", "100H", "AH\x00", "\xff", "5\xffH", "♥5", "JH1", "joke", "J K",
	} {
		c, err := cards.Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) = %v, want an error", in, c)
			continue
		}
		if !errors.Is(err, cards.ErrSyntax) {
			t.Errorf("Parse(%q) error %v does not wrap ErrSyntax", in, err)
		}
		var pe *cards.ParseError
		if !errors.As(err, &pe) || pe.Input != in {
			t.Errorf("Parse(%q) error %#v is not a *ParseError on the input", in, err)
		}
		if c != cards.NoCard {
			t.Errorf("Parse(%q) returned card %v with its error", in, c)
		}
	}
}

func TestParseErrorMessages(t *testing.T) {
	tests := map[string]string{
		"1H":  `cards: parsing "1H": rank "1" is not a rank (an Ace is A)`,
		"11S": `cards: parsing "11S": rank "11" is not a rank (ranks are A, 2-10 or T, J, Q, K)`,
		"5X":  `cards: parsing "5X": unknown suit "X" (C, D, H, S or ♣ ♦ ♥ ♠)`,
		"5HH": `cards: parsing "5HH": unknown suit "HH" (C, D, H, S or ♣ ♦ ♥ ♠)`,
		"":    `cards: parsing "": empty text`,
		"5":   `cards: parsing "5": no suit (C, D, H, S or ♣ ♦ ♥ ♠)`,
	}
	for in, want := range tests {
		_, err := cards.Parse(in)
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q) error = %v\nwant %s", in, err, want)
		}
	}
}

func TestStringForms(t *testing.T) {
	tests := []struct {
		c                  cards.Card
		str, uni, goS, nam string
	}{
		{cards.New(cards.Five, cards.Hearts), "5H", "5♥", "cards.New(cards.Five, cards.Hearts)", "Five of Hearts"},
		{cards.New(cards.Ten, cards.Spades), "10S", "10♠", "cards.New(cards.Ten, cards.Spades)", "Ten of Spades"},
		{cards.New(cards.Ace, cards.Clubs), "AC", "A♣", "cards.New(cards.Ace, cards.Clubs)", "Ace of Clubs"},
		{cards.New(cards.King, cards.Diamonds), "KD", "K♦", "cards.New(cards.King, cards.Diamonds)", "King of Diamonds"},
		{cards.Joker, "JK", "🃏", "cards.Joker", "Joker"},
		{cards.NoCard, "--", "--", "cards.NoCard", "no card"},
		{cards.Card(200), "Card(200)", "Card(200)", "cards.Card(200)", "cards.Card(200)"},
		{cards.Card(57), "Card(57)", "Card(57)", "cards.Card(57)", "cards.Card(57)"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.str {
			t.Errorf("%d.String() = %q, want %q", tt.c, got, tt.str)
		}
		if got := tt.c.Unicode(); got != tt.uni {
			t.Errorf("%d.Unicode() = %q, want %q", tt.c, got, tt.uni)
		}
		if got := tt.c.GoString(); got != tt.goS {
			t.Errorf("%d.GoString() = %q, want %q", tt.c, got, tt.goS)
		}
		if got := tt.c.Name(); got != tt.nam {
			t.Errorf("%d.Name() = %q, want %q", tt.c, got, tt.nam)
		}
	}
}

// Every card's ASCII and Unicode forms parse back to the card, and so does its
// text marshalling.
func TestRoundTripEveryCard(t *testing.T) {
	all := append(cards.FullSet.AppendTo(nil), cards.Joker)
	for _, c := range all {
		for _, s := range []string{c.String(), c.Unicode(), strings.ToLower(c.String())} {
			got, err := cards.Parse(s)
			if err != nil || got != c {
				t.Errorf("Parse(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
		b, err := c.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back cards.Card
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, c)
		}
	}
}

// A card's text is made once: String and AppendText make nothing, so a
// writer of JSON on a server's hot path can use them.
func TestCardTextAllocatesNothing(t *testing.T) {
	all := append(cards.FullSet.AppendTo(nil), cards.Joker)
	b := make([]byte, 0, 4)
	n := testing.AllocsPerRun(10, func() {
		for _, c := range all {
			_ = c.String()
			b, _ = c.AppendText(b[:0])
		}
	})
	if n != 0 {
		t.Errorf("String and AppendText of every card: %v allocations, want 0", n)
	}
}

func TestTextMarshalling(t *testing.T) {
	b, err := cards.NoCard.MarshalText()
	if err != nil || len(b) != 0 {
		t.Errorf("NoCard.MarshalText() = %q, %v; want empty", b, err)
	}
	c := cards.MustParse("5H")
	if err := c.UnmarshalText(nil); err != nil || c != cards.NoCard {
		t.Errorf("UnmarshalText(empty) = %v, %v; want NoCard", c, err)
	}
	c = cards.MustParse("5H")
	if err := c.UnmarshalText([]byte("5X")); !errors.Is(err, cards.ErrSyntax) || c != cards.MustParse("5H") {
		t.Errorf("UnmarshalText(5X) = %v, %v; want ErrSyntax and the card untouched", c, err)
	}
	if _, err := cards.Card(99).MarshalText(); !errors.Is(err, cards.ErrInvalidCard) {
		t.Errorf("Card(99).MarshalText() error = %v, want ErrInvalidCard", err)
	}
	got, err := cards.MustParse("10S").AppendText([]byte("x="))
	if err != nil || string(got) != "x=10S" {
		t.Errorf("AppendText = %q, %v", got, err)
	}
}

func TestParseList(t *testing.T) {
	got, err := cards.ParseList("5H 5C 5S JD")
	want := []cards.Card{cards.MustParse("5H"), cards.MustParse("5C"), cards.MustParse("5S"), cards.MustParse("JD")}
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseList mismatch (-want +got):\n%s", diff)
	}
	got, err = cards.ParseList(" A♠,10♥ , JK\t2c\n")
	want = []cards.Card{cards.MustParse("AS"), cards.MustParse("10H"), cards.Joker, cards.MustParse("2C")}
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseList mismatch (-want +got):\n%s", diff)
	}
	if got, err := cards.ParseList("  , "); err != nil || len(got) != 0 {
		t.Errorf("ParseList(separators) = %v, %v; want empty", got, err)
	}
	_, err = cards.ParseList("5H 5X JD")
	if !errors.Is(err, cards.ErrSyntax) {
		t.Fatalf("ParseList(5H 5X JD) error = %v", err)
	}
	const wantMsg = `cards: parsing "5H 5X JD": card 2 "5X": unknown suit "X" (C, D, H, S or ♣ ♦ ♥ ♠)`
	if err.Error() != wantMsg {
		t.Errorf("error = %q\nwant    %q", err, wantMsg)
	}
	if s := cards.FormatList(want); s != "AS 10H JK 2C" {
		t.Errorf("FormatList = %q", s)
	}
	if s := cards.FormatUnicode(want); s != "A♠ 10♥ 🃏 2♣" {
		t.Errorf("FormatUnicode = %q", s)
	}
}

func TestPropParseRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := cardstest.AnyCard().Draw(t, "card")
		for _, s := range []string{c.String(), c.Unicode()} {
			got, err := cards.Parse(s)
			if err != nil || got != c {
				t.Fatalf("Parse(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
	})
}

func TestPropListRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cs := rapid.SliceOf(cardstest.AnyCard()).Draw(t, "cards")
		got, err := cards.ParseList(cards.FormatList(cs))
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) == 0 {
			cs = nil
		}
		if diff := cmp.Diff(cs, got); diff != "" {
			t.Fatalf("list round trip (-want +got):\n%s", diff)
		}
		got, err = cards.ParseList(cards.FormatUnicode(cs))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(cs, got); diff != "" {
			t.Fatalf("unicode list round trip (-want +got):\n%s", diff)
		}
	})
}

// checkParsed holds what must be true of any Parse result, whatever the text.
func checkParsed(t testing.TB, s string, c cards.Card, err error) {
	if err != nil {
		if !errors.Is(err, cards.ErrSyntax) {
			t.Fatalf("Parse(%q) error %v does not wrap ErrSyntax", s, err)
		}
		if c != cards.NoCard {
			t.Fatalf("Parse(%q) returned %v with an error", s, c)
		}
		return
	}
	if !c.IsValid() {
		t.Fatalf("Parse(%q) = invalid card %d", s, c)
	}
	// What parses must print canonically and parse back to the same card.
	back, err := cards.Parse(c.String())
	if err != nil || back != c {
		t.Fatalf("Parse(%q) = %v, which does not round trip: %v, %v", s, c, back, err)
	}
	if !utf8.ValidString(s) {
		t.Fatalf("Parse accepted invalid UTF-8 %q", s)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range append(typedCards(), nearMisses()...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := cards.Parse(s)
		checkParsed(t, s, c, err)
	})
}

func FuzzParseList(f *testing.F) {
	for _, s := range append(typedLists(), nearMisses()...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := cards.ParseList(s)
		// A list is good exactly when each of its fields is a card.
		fields := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(", \t\n\r", r) })
		var firstBad error
		for _, f := range fields {
			if _, err := cards.Parse(f); err != nil {
				firstBad = err
				break
			}
		}
		if (err == nil) != (firstBad == nil) {
			t.Fatalf("ParseList(%q) error %v, but Parse of its fields says %v", s, err, firstBad)
		}
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) || cs != nil {
				t.Fatalf("ParseList(%q) = %v, %v", s, cs, err)
			}
			return
		}
		if len(cs) != len(fields) {
			t.Fatalf("ParseList(%q) = %d cards from %d fields", s, len(cs), len(fields))
		}
		back, err := cards.ParseList(cards.FormatList(cs))
		if err != nil || !slices.Equal(cs, back) {
			t.Fatalf("ParseList(%q) = %v does not round trip: %v, %v", s, cs, back, err)
		}
	})
}

func FuzzUnmarshalText(f *testing.F) {
	for _, s := range append(typedCards(), nearMisses()...) {
		f.Add([]byte(s))
	}
	f.Add([]byte("\x00\x01"))
	f.Fuzz(func(t *testing.T, b []byte) {
		c := cards.MustParse("2C")
		err := c.UnmarshalText(b)
		switch {
		case err != nil && c != cards.MustParse("2C"):
			t.Fatalf("UnmarshalText(%q) changed the card on error", b)
		case err == nil && len(b) == 0 && c != cards.NoCard:
			t.Fatalf("UnmarshalText(empty) = %v", c)
		case err == nil && len(b) > 0:
			checkParsed(t, string(b), c, nil)
		}
	})
}
