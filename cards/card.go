// Package cards is the card model shared by every game in pegboard: ranks,
// suits and jokers, a one-byte comparable [Card], the text forms people type
// and read, a 64-bit [Set] of standard cards, and [Deck] values of any number of
// packs and jokers with seeded shuffles and dealing.
//
// No game rules live here: what a card is worth is the business of the game
// packages (score, crib, cribwars, pegjokers).
//
// Everything is a value. A [Deck] method that shuffles, cuts, draws or deals
// returns a new Deck and leaves the one it was called on as it was, so a game
// state that holds a Deck can be copied and replayed freely. Randomness comes
// in only as a *rand.Rand from math/rand/v2 (see [NewRand]).
//
// Cards as people type them, and a seeded deal:
//
//	hand, err := cards.ParseList("5H 5C JD 10S")  // or "5h,5c,jd,10s", "5♥ 5♣ J♦ 10♠"
//	deck, err := cards.StandardDeck().Shuffle(cards.NewRand(42))
//	hands, rest, err := deck.Deal(2, 6)              // two hands of six; rest is the pack left
//	fmt.Println(cards.SetOf(hands[0]...))            // a Set prints in order: "{3S 5C 7H 7S 8D 9H}"
package cards

import (
	"strconv"
)

// Rank is a card's rank: [Ace] (1) to [King] (13), or [JokerRank] for a joker.
// The zero Rank is [NoRank], the rank of the zero [Card].
type Rank uint8

// The ranks. Ace is low (1), as in cribbage and Pegs and Jokers.
const (
	NoRank Rank = iota
	Ace
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	JokerRank
)

// Suit is a card's suit. The zero Suit is [NoSuit], the suit of a joker and of
// the zero [Card]. The order (clubs, diamonds, hearts, spades) is the bridge
// order; no game in pegboard ranks suits.
type Suit uint8

// The suits.
const (
	NoSuit Suit = iota
	Clubs
	Diamonds
	Hearts
	Spades
)

// Card is a playing card in one byte. It is comparable with ==, usable as a map
// key, and its zero value is "no card" (like the zero netip.Addr), which is
// never a valid card.
//
// Bit layout:
//
//	bit   7 6 5 4 3 2 1 0
//	      0 0 r r r r s s
//
// rrrr is the rank, 1 (Ace) to 13 (King), or 14 for a joker; ss is the suit
// minus one (0 clubs, 1 diamonds, 2 hearts, 3 spades), and 0 for a joker. So
// the 52 standard cards are the bytes 4 to 55 (Ace of clubs = 4, King of
// spades = 55), c>>2 is the rank, c&3 the suit index, c-4 the card's index
// 0..51 (see [Card.Index]), and [Joker] is 56. Every joker is the same value:
// a deck with four jokers holds the card 56 four times.
//
// Any other byte is not a card; [Card.IsValid] says which. Methods never panic
// on such bytes.
type Card uint8

// NoCard is the zero Card, "no card".
const NoCard Card = 0

// Joker is the joker. All jokers are equal.
const Joker Card = Card(JokerRank) << 2

// New returns the standard card of rank r and suit s, or [NoCard] if r is not
// Ace..King or s is not one of the four suits. Use [Joker] for a joker.
func New(r Rank, s Suit) Card {
	if r < Ace || r > King || s < Clubs || s > Spades {
		return NoCard
	}
	return Card(r)<<2 | Card(s-1)
}

// FromIndex returns the standard card with [Card.Index] i (0..51), or [NoCard]
// if i is out of range. Index order is rank-major: 0 is the Ace of clubs,
// 1 the Ace of diamonds, ..., 51 the King of spades.
func FromIndex(i int) Card {
	if i < 0 || i > 51 {
		return NoCard
	}
	return Card(i + 4)
}

// Rank returns c's rank: Ace..King, [JokerRank] for a joker, [NoRank] for
// anything that is not a card.
func (c Card) Rank() Rank {
	if !c.IsValid() {
		return NoRank
	}
	return Rank(c >> 2)
}

// Suit returns c's suit, or [NoSuit] for a joker or anything that is not a
// standard card.
func (c Card) Suit() Suit {
	if !c.IsStandard() {
		return NoSuit
	}
	return Suit(c&3) + 1
}

// IsStandard reports whether c is one of the 52 standard cards.
func (c Card) IsStandard() bool { return c >= 4 && c <= 55 }

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c == Joker }

// IsValid reports whether c is a standard card or a joker. The zero Card and
// bytes outside the documented layout are not valid.
func (c Card) IsValid() bool { return c.IsStandard() || c == Joker }

// Index returns c's position 0..51 in rank-major order (the bit [Set] uses),
// or -1 if c is not a standard card.
func (c Card) Index() int {
	if !c.IsStandard() {
		return -1
	}
	return int(c) - 4
}

var rankText = [...]string{NoRank: "?", Ace: "A", Two: "2", Three: "3", Four: "4", Five: "5",
	Six: "6", Seven: "7", Eight: "8", Nine: "9", Ten: "10", Jack: "J", Queen: "Q", King: "K", JokerRank: "JK"}

var rankNames = [...]string{NoRank: "no rank", Ace: "Ace", Two: "Two", Three: "Three", Four: "Four",
	Five: "Five", Six: "Six", Seven: "Seven", Eight: "Eight", Nine: "Nine", Ten: "Ten", Jack: "Jack",
	Queen: "Queen", King: "King", JokerRank: "Joker"}

var rankPlurals = [...]string{NoRank: "no ranks", Ace: "Aces", Two: "Twos", Three: "Threes", Four: "Fours",
	Five: "Fives", Six: "Sixes", Seven: "Sevens", Eight: "Eights", Nine: "Nines", Ten: "Tens",
	Jack: "Jacks", Queen: "Queens", King: "Kings", JokerRank: "Jokers"}

// String returns the rank's short form: "A", "2".."10", "J", "Q", "K", "JK",
// or "?" for [NoRank] and "Rank(N)" for anything else.
func (r Rank) String() string {
	if int(r) < len(rankText) {
		return rankText[r]
	}
	return "Rank(" + strconv.Itoa(int(r)) + ")"
}

// Name returns the rank's English name: "Ace", "Two", ..., "King", "Joker".
func (r Rank) Name() string {
	if int(r) < len(rankNames) {
		return rankNames[r]
	}
	return r.String()
}

// Plural returns the plural of [Rank.Name]: "Aces", "Sixes", "Kings".
func (r Rank) Plural() string {
	if int(r) < len(rankPlurals) {
		return rankPlurals[r]
	}
	return r.String()
}

// IsValid reports whether r is Ace..King or [JokerRank].
func (r Rank) IsValid() bool { return r >= Ace && r <= JokerRank }

var suitText = [...]string{NoSuit: "?", Clubs: "C", Diamonds: "D", Hearts: "H", Spades: "S"}
var suitNames = [...]string{NoSuit: "no suit", Clubs: "Clubs", Diamonds: "Diamonds", Hearts: "Hearts", Spades: "Spades"}
var suitSymbols = [...]string{NoSuit: "?", Clubs: "♣", Diamonds: "♦", Hearts: "♥", Spades: "♠"}

// String returns the suit's letter: "C", "D", "H" or "S" ("?" for [NoSuit]).
func (s Suit) String() string {
	if int(s) < len(suitText) {
		return suitText[s]
	}
	return "Suit(" + strconv.Itoa(int(s)) + ")"
}

// Name returns the suit's English name: "Clubs", "Diamonds", "Hearts", "Spades".
func (s Suit) Name() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return s.String()
}

// Symbol returns the suit's symbol: "♣", "♦", "♥" or "♠".
func (s Suit) Symbol() string {
	if int(s) < len(suitSymbols) {
		return suitSymbols[s]
	}
	return s.String()
}

// IsValid reports whether s is one of the four suits.
func (s Suit) IsValid() bool { return s >= Clubs && s <= Spades }

// Name returns the card's English name, "Five of Hearts", "Joker", or
// "no card".
func (c Card) Name() string {
	if c.IsStandard() {
		return c.Rank().Name() + " of " + c.Suit().Name()
	}
	switch c {
	case Joker:
		return "Joker"
	case NoCard:
		return "no card"
	}
	return c.GoString()
}
