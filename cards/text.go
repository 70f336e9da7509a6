package cards

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ErrSyntax is the module's one syntax sentinel: every error that [Parse],
// [ParseList] and [Card.UnmarshalText] return for text that is not a card
// wraps it, and so does every parser of the game packages (pegjokers and
// cribwars re-export it as their own ErrSyntax), so errors.Is(err,
// cards.ErrSyntax) tells text that could not be read from any other
// refusal. Its message is generic, as strconv.ErrSyntax's is; the error
// that wraps it ([*ParseError] here) says what is wrong.
var ErrSyntax = errors.New("invalid syntax")

// ErrInvalidCard is returned by [Card.AppendText] and [Card.MarshalText] for a
// byte that is neither the zero Card nor a valid card.
var ErrInvalidCard = errors.New("invalid card value")

// ParseError reports text that is not a card (or not a list of cards), in the
// style of strconv.NumError. It wraps [ErrSyntax], so
// errors.Is(err, cards.ErrSyntax) holds for every parse failure.
type ParseError struct {
	Input string // the text given to the parser
	Msg   string // what is wrong with it
}

func (e *ParseError) Error() string {
	if e == nil {
		return "cards: <nil> *ParseError"
	}
	return "cards: parsing " + strconv.Quote(e.Input) + ": " + e.Msg
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

// String returns the card's canonical ASCII form: rank then suit letter, as in
// "5H", "10S", "AC", "KD", and "JK" for a joker. [Parse] reads it back. The
// zero Card prints as "--" and a byte that is not a card as "Card(N)"; neither
// parses.
func (c Card) String() string {
	if c.IsStandard() {
		return cardText[c]
	}
	switch c {
	case Joker:
		return "JK"
	case NoCard:
		return "--"
	}
	return "Card(" + strconv.Itoa(int(c)) + ")"
}

// cardText is each standard card's text, made once, so that String and
// AppendText make no string.
var cardText = func() (t [Joker]string) {
	for c := Card(4); c < Joker; c++ {
		t[c] = rankText[c>>2] + suitText[c&3+1]
	}
	return t
}()

// Unicode returns the card for display with a suit symbol: "5♥", "10♠", "A♣",
// and "🃏" for a joker. [Parse] reads it back. Cards that are not valid print
// as [Card.String] does.
func (c Card) Unicode() string {
	if c.IsStandard() {
		return rankText[c>>2] + suitSymbols[c&3+1]
	}
	if c == Joker {
		return "🃏"
	}
	return c.String()
}

// GoString returns Go syntax for c, for %#v: "cards.New(cards.Five, cards.Hearts)",
// "cards.Joker", "cards.NoCard", or "cards.Card(N)".
func (c Card) GoString() string {
	if c.IsStandard() {
		return "cards.New(cards." + c.Rank().Name() + ", cards." + c.Suit().Name() + ")"
	}
	switch c {
	case Joker:
		return "cards.Joker"
	case NoCard:
		return "cards.NoCard"
	}
	return "cards.Card(" + strconv.Itoa(int(c)) + ")"
}

// AppendText appends the canonical form of c ([Card.String]) to b. The zero
// Card appends nothing, so it round-trips through [Card.UnmarshalText] as
// empty text, like the zero netip.Addr. A byte that is not a card is an
// error wrapping [ErrInvalidCard].
func (c Card) AppendText(b []byte) ([]byte, error) {
	if c == NoCard {
		return b, nil
	}
	if c.IsValid() {
		return append(b, c.String()...), nil
	}
	return b, &invalidCardError{c}
}

// MarshalText implements encoding.TextMarshaler; see [Card.AppendText].
func (c Card) MarshalText() ([]byte, error) {
	return c.AppendText(make([]byte, 0, 3))
}

// UnmarshalText implements encoding.TextUnmarshaler. Empty text gives the
// zero Card; anything else must be text [Parse] accepts. On error *c is left
// unchanged. A nil c has nowhere to put the card: the error wraps
// [ErrInvalidCard].
func (c *Card) UnmarshalText(text []byte) error {
	if c == nil {
		return fmt.Errorf("cards: UnmarshalText into a nil *Card: %w", ErrInvalidCard)
	}
	if len(text) == 0 {
		*c = NoCard
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

type invalidCardError struct{ c Card }

func (e *invalidCardError) Error() string {
	return "cards: " + ErrInvalidCard.Error() + " " + strconv.Itoa(int(e.c))
}
func (e *invalidCardError) Unwrap() error { return ErrInvalidCard }

// Parse reads one card as people type it. The rank is A, 2 to 9, 10 or T, J,
// Q, K; the suit a letter C, D, H, S or a symbol ♣ ♦ ♥ ♠ (the outline forms
// ♧ ♢ ♡ ♤ too, and an emoji variation selector after the symbol is allowed);
// letters in either case. "JK", "Joker" (any case) and "🃏" are the joker.
// Examples: "5H", "5h", "10S", "TS", "ts", "JD", "A♠", "Q♣", "10♥", "JK".
//
// There is no surrounding space, no "1" for an Ace and no "11" for a Jack.
// Any other text is a *[ParseError] wrapping [ErrSyntax]; Parse never panics.
func Parse(s string) (Card, error) {
	if s == "" {
		return NoCard, &ParseError{s, "empty text"}
	}
	if asciiEqualFold(s, "JK") || asciiEqualFold(s, "Joker") || s == "🃏" {
		return Joker, nil
	}
	r, rest, msg := parseRank(s)
	if msg != "" {
		return NoCard, &ParseError{s, msg}
	}
	su, msg := parseSuit(rest)
	if msg != "" {
		return NoCard, &ParseError{s, msg}
	}
	return New(r, su), nil
}

// asciiEqualFold reports whether s is t in any case of its ASCII letters
// alone: unlike strings.EqualFold it does not read the Kelvin sign (U+212A)
// as K, nor the long s (U+017F) as S, which Parse refuses everywhere else.
func asciiEqualFold(s, t string) bool {
	if len(s) != len(t) {
		return false
	}
	for i := range len(s) {
		a, b := s[i], t[i]
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}

// MustParse is like [Parse] but panics on error. It is for tests, examples and
// constant tables, never for text a user typed.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

func parseRank(s string) (Rank, string, string) {
	if strings.HasPrefix(s, "10") {
		return Ten, s[2:], ""
	}
	switch b := s[0]; b {
	case '2', '3', '4', '5', '6', '7', '8', '9':
		return Rank(b - '0'), s[1:], ""
	case 'A', 'a':
		return Ace, s[1:], ""
	case 'T', 't':
		return Ten, s[1:], ""
	case 'J', 'j':
		return Jack, s[1:], ""
	case 'Q', 'q':
		return Queen, s[1:], ""
	case 'K', 'k':
		return King, s[1:], ""
	case '1':
		// "10" was read above, so a second digit here is 1 to 9.
		if len(s) > 1 && '1' <= s[1] && s[1] <= '9' {
			return NoRank, "", "rank " + strconv.Quote(s[:2]) + " is not a rank (ranks are A, 2-10 or T, J, Q, K)"
		}
		return NoRank, "", `rank "1" is not a rank (an Ace is A)`
	}
	r, _ := utf8.DecodeRuneInString(s)
	return NoRank, "", "does not start with a rank (A, 2-10 or T, J, Q, K): " + strconv.QuoteRune(r)
}

func parseSuit(s string) (Suit, string) {
	if s == "" {
		return NoSuit, "no suit (C, D, H, S or ♣ ♦ ♥ ♠)"
	}
	if len(s) == 1 {
		switch s[0] {
		case 'C', 'c':
			return Clubs, ""
		case 'D', 'd':
			return Diamonds, ""
		case 'H', 'h':
			return Hearts, ""
		case 'S', 's':
			return Spades, ""
		}
	}
	r, n := utf8.DecodeRuneInString(s)
	var su Suit
	switch r {
	case '♣', '♧':
		su = Clubs
	case '♦', '♢':
		su = Diamonds
	case '♥', '♡':
		su = Hearts
	case '♠', '♤':
		su = Spades
	}
	if su != NoSuit {
		rest := s[n:]
		if rest == "" || rest == "\uFE0F" {
			return su, ""
		}
	}
	return NoSuit, "unknown suit " + strconv.Quote(s) + " (C, D, H, S or ♣ ♦ ♥ ♠)"
}

// ParseList reads a list of cards separated by spaces and/or commas, as in
// "5H 5C 5S JD" or "A♠, 10♥, JK". Each card is read by [Parse]. Empty text
// (or only separators) is an empty list. Duplicates are allowed: a deck of
// two packs holds every card twice; games check their own card counts.
// An error is a *[ParseError] on the whole text naming the bad card's
// position, and wraps [ErrSyntax].
func ParseList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
	})
	if len(fields) == 0 {
		return nil, nil
	}
	out := make([]Card, 0, len(fields))
	for i, f := range fields {
		c, err := Parse(f)
		if err != nil {
			var pe *ParseError
			msg := err.Error()
			if errors.As(err, &pe) {
				msg = pe.Msg
			}
			return nil, &ParseError{s, "card " + strconv.Itoa(i+1) + " " + strconv.Quote(f) + ": " + msg}
		}
		out = append(out, c)
	}
	return out, nil
}

// MustParseList is like [ParseList] but panics on error; for tests and
// examples.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// FormatList returns the cards' canonical forms separated by single spaces,
// "5H 5C 5S JD", which [ParseList] reads back.
func FormatList(cs []Card) string {
	var b strings.Builder
	b.Grow(3 * len(cs))
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// FormatUnicode is like [FormatList] but uses [Card.Unicode]: "5♥ 5♣ 5♠ J♦".
func FormatUnicode(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.Unicode())
	}
	return b.String()
}

// count says n of a thing: "1 card", "5 cards".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
