package cards

import (
	"fmt"
)

// The stored forms of the card model: a Set and a Deck as text (and so as
// JSON strings), ranks and suits by their names. Every MarshalText refuses
// a value that would not read back (a byte that is not a card, a Set with
// bits past the 52 cards) rather than writing text that loses it, and
// every UnmarshalText reads only text that names a value exactly, leaving
// the receiver as it was on error.

// MaxDeckCards is the most cards a Deck's text may hold: [MaxPacks] packs
// and [MaxJokers] jokers, the largest deck [NewDeck] makes.
const MaxDeckCards = 3584 // 52*MaxPacks + MaxJokers; TestMaxDeckCards holds it to that

// MarshalText implements encoding.TextMarshaler: the cards of s in
// [Card.Index] order separated by single spaces, "AC 5H KS" (the empty Set
// is empty text), so a Set is the JSON string "AC 5H KS". A Set with bits
// past the 52 cards is not a set of cards: the error wraps
// [ErrInvalidCard].
func (s Set) MarshalText() ([]byte, error) {
	if s&^FullSet != 0 {
		return nil, fmt.Errorf("cards: %w: Set(%#x) has bits past the 52 cards", ErrInvalidCard, uint64(s))
	}
	return []byte(FormatList(s.AppendTo(make([]Card, 0, s.Len())))), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: a list of standard
// cards as [ParseList] reads it, in any order, each once ("5H 5C 5S JD";
// empty text is the empty Set). A joker, or a card given twice, is refused
// with an error wrapping [ErrSyntax]. On error *s is left as it was.
func (s *Set) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("cards: UnmarshalText into a nil *Set: %w", ErrSyntax)
	}
	cs, err := ParseList(string(text))
	if err != nil {
		return err
	}
	var v Set
	for _, c := range cs {
		switch {
		case !c.IsStandard():
			return &ParseError{string(text), "a set holds standard cards, not " + c.String()}
		case v.Has(c):
			return &ParseError{string(text), c.String() + " given twice in a set"}
		}
		v = v.With(c)
	}
	*s = v
	return nil
}

// MarshalText implements encoding.TextMarshaler: the cards top first
// separated by single spaces, "5H 5C JK" ([FormatList]; the empty Deck is
// empty text), so a Deck is the JSON string "5H 5C JK". A Deck holding a
// byte that is not a card (the zero Card among them) is refused with an
// error wrapping [ErrInvalidCard].
func (d Deck) MarshalText() ([]byte, error) {
	for i, c := range d.cards {
		if !c.IsValid() {
			return nil, fmt.Errorf("cards: %w: %v at position %d of the deck", ErrInvalidCard, c, i)
		}
	}
	return []byte(FormatList(d.cards)), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: a list of cards top
// first as [ParseList] reads it (repeats and jokers allowed, as a deck of
// several packs holds them). More than [MaxDeckCards] cards is refused
// with an error wrapping [ErrBadCount], text that is not cards with one
// wrapping [ErrSyntax]. On error *d is left as it was.
func (d *Deck) UnmarshalText(text []byte) error {
	if d == nil {
		return fmt.Errorf("cards: UnmarshalText into a nil *Deck: %w", ErrSyntax)
	}
	// Each card takes two bytes at least, a separator one: refuse a huge
	// text before reading it.
	if len(text) > 5*MaxDeckCards {
		return fmt.Errorf("cards: %w: %d bytes is more text than a deck of %s", ErrBadCount, len(text), count(MaxDeckCards, "card"))
	}
	cs, err := ParseList(string(text))
	if err != nil {
		return err
	}
	if len(cs) > MaxDeckCards {
		return fmt.Errorf("cards: %w: a deck of %s (at most %d)", ErrBadCount, count(len(cs), "card"), MaxDeckCards)
	}
	*d = Deck{cs}
	return nil
}

// MarshalText implements encoding.TextMarshaler: the rank's short form, "A",
// "2" to "10", "J", "Q", "K" or "JK" ([Rank.String]); [NoRank] is empty
// text. A byte that is not a rank is refused with an error wrapping
// [ErrInvalidCard].
func (r Rank) MarshalText() ([]byte, error) {
	if r == NoRank {
		return []byte{}, nil
	}
	if r.IsValid() {
		return []byte(r.String()), nil
	}
	return nil, fmt.Errorf("cards: %w: %v", ErrInvalidCard, r)
}

// UnmarshalText implements encoding.TextUnmarshaler: what MarshalText
// writes, letters in either case. Errors wrap [ErrSyntax].
func (r *Rank) UnmarshalText(text []byte) error {
	if r == nil {
		return fmt.Errorf("cards: UnmarshalText into a nil *Rank: %w", ErrSyntax)
	}
	if len(text) == 0 {
		*r = NoRank
		return nil
	}
	for v := Ace; v <= JokerRank; v++ {
		if asciiEqualFold(string(text), v.String()) {
			*r = v
			return nil
		}
	}
	return &ParseError{string(text), "not a rank (A, 2-10, J, Q, K or JK)"}
}

// MarshalText implements encoding.TextMarshaler: the suit's letter, "C",
// "D", "H" or "S" ([Suit.String]); [NoSuit] is empty text. A byte that is
// not a suit is refused with an error wrapping [ErrInvalidCard].
func (s Suit) MarshalText() ([]byte, error) {
	if s == NoSuit {
		return []byte{}, nil
	}
	if s.IsValid() {
		return []byte(s.String()), nil
	}
	return nil, fmt.Errorf("cards: %w: %v", ErrInvalidCard, s)
}

// UnmarshalText implements encoding.TextUnmarshaler: what MarshalText
// writes, in either case. Errors wrap [ErrSyntax].
func (s *Suit) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("cards: UnmarshalText into a nil *Suit: %w", ErrSyntax)
	}
	if len(text) == 0 {
		*s = NoSuit
		return nil
	}
	for v := Clubs; v <= Spades; v++ {
		if asciiEqualFold(string(text), v.String()) {
			*s = v
			return nil
		}
	}
	return &ParseError{string(text), "not a suit (C, D, H or S)"}
}
