package cards

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strings"
)

// Errors returned by [Deck] methods and [NewDeck]. Each is wrapped with
// context; test with errors.Is.
var (
	// ErrTooFewCards: the deck does not hold the cards asked for.
	ErrTooFewCards = errors.New("not enough cards in the deck")
	// ErrBadCount: a count (packs, jokers, players, cards, cut depth) is
	// out of range.
	ErrBadCount = errors.New("count out of range")
	// ErrNilRand: a shuffle was given a nil *rand.Rand.
	ErrNilRand = errors.New("nil *rand.Rand")
)

// Limits of [NewDeck] and [Deck.Deal].
const (
	MaxPacks   = 64
	MaxJokers  = 256
	MaxPlayers = 64 // more hands than any game deals; it bounds what a Deal allocates
)

// Deck is an ordered pile of cards, top first. It is a value: every method
// that changes the order or takes cards returns a new Deck and never modifies
// the receiver, and Decks share no mutable memory, so a game state holding a
// Deck can be copied and kept as history. The zero Deck is empty.
//
// Compare Decks with [Deck.Equal] (go-cmp uses it automatically).
type Deck struct {
	// cards is never written after the Deck that owns it is built; Draw and
	// Deal reslice it, Shuffle, Cut and PutBottom copy it.
	cards []Card
}

// NewDeck returns packs standard 52-card packs followed by jokers jokers, in
// order: each pack Ace of clubs to King of spades in [Card.Index] order, then
// the jokers. Cribbage uses NewDeck(1, 0); Pegs and Jokers NewDeck(2, 4).
// packs must be 0..[MaxPacks] and jokers 0..[MaxJokers], and the deck must not
// be empty; otherwise the error wraps [ErrBadCount].
func NewDeck(packs, jokers int) (Deck, error) {
	if packs < 0 || packs > MaxPacks || jokers < 0 || jokers > MaxJokers || packs+jokers == 0 {
		return Deck{}, fmt.Errorf("cards: %w: a deck of %s and %s (packs 0..%d, jokers 0..%d, not both 0)",
			ErrBadCount, count(packs, "pack"), count(jokers, "joker"), MaxPacks, MaxJokers)
	}
	cs := make([]Card, 0, 52*packs+jokers)
	for range packs {
		for i := range 52 {
			cs = append(cs, Card(i+4))
		}
	}
	for range jokers {
		cs = append(cs, Joker)
	}
	return Deck{cs}, nil
}

// StandardDeck returns one 52-card pack in index order, the cribbage deck.
// It allocates nothing: every standard deck shares one array, which no Deck
// ever writes.
func StandardDeck() Deck { return standard }

var standard, _ = NewDeck(1, 0)

// DeckOf returns a deck holding cs in order, top first (a stacked deck for a
// test, or a pack read back from a saved game). The slice is copied.
func DeckOf(cs ...Card) Deck {
	return Deck{slices.Clone(cs)}
}

// NewRand returns a *rand.Rand seeded with seed, using the PCG generator of
// math/rand/v2: the same seed gives the same sequence, on every machine.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9E3779B97F4A7C15))
}

// Len returns the number of cards in d.
func (d Deck) Len() int { return len(d.cards) }

// Cards returns a copy of d's cards, top first.
func (d Deck) Cards() []Card { return slices.Clone(d.cards) }

// All yields d's cards, top first.
func (d Deck) All() iter.Seq[Card] { return slices.Values(d.cards) }

// At returns the card at position i from the top (0 is the top card), or
// [NoCard] if i is out of range.
func (d Deck) At(i int) Card {
	if i < 0 || i >= len(d.cards) {
		return NoCard
	}
	return d.cards[i]
}

// Equal reports whether d and e hold the same cards in the same order.
func (d Deck) Equal(e Deck) bool { return slices.Equal(d.cards, e.cards) }

// Shuffle returns d's cards in a uniformly random order drawn from r
// (Fisher-Yates via r.Shuffle). The same seed gives the same order. A nil r
// is an error wrapping [ErrNilRand].
func (d Deck) Shuffle(r *rand.Rand) (Deck, error) {
	if r == nil {
		return d, fmt.Errorf("cards: shuffle: %w", ErrNilRand)
	}
	cs := slices.Clone(d.cards)
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return Deck{cs}, nil
}

// Cut returns d cut n cards deep: the top n cards go under the rest, so the
// card that was at position n is on top. n must leave at least one card in
// each packet (1 <= n < Len); otherwise the error wraps [ErrBadCount].
// Cribbage's rule of at least four cards in each packet is the game's to
// enforce.
func (d Deck) Cut(n int) (Deck, error) {
	if n < 1 || n >= len(d.cards) {
		return d, fmt.Errorf("cards: %w: cut %d deep in a deck of %d", ErrBadCount, n, len(d.cards))
	}
	cs := make([]Card, 0, len(d.cards))
	cs = append(cs, d.cards[n:]...)
	cs = append(cs, d.cards[:n]...)
	return Deck{cs}, nil
}

// Draw takes n cards from the top of d. It returns them in the order drawn
// and the deck that remains. n must be 0..Len; otherwise the error wraps
// [ErrBadCount] (negative n) or [ErrTooFewCards].
func (d Deck) Draw(n int) ([]Card, Deck, error) {
	if n < 0 {
		return nil, d, fmt.Errorf("cards: %w: draw %s", ErrBadCount, count(n, "card"))
	}
	if n > len(d.cards) {
		return nil, d, fmt.Errorf("cards: %w: draw %d from a deck of %d", ErrTooFewCards, n, len(d.cards))
	}
	return slices.Clone(d.cards[:n]), Deck{d.cards[n:]}, nil
}

// Deal deals each cards to each of players hands, one card at a time in turn
// from the top (hand 0 gets the first card, hand 1 the second, ...), as a
// dealer deals starting from the player on the left. It returns the hands and
// the deck that remains. players must be 1..[MaxPlayers] and each at least 0,
// or the error wraps [ErrBadCount]; a deck too small for the deal is an error
// wrapping [ErrTooFewCards].
func (d Deck) Deal(players, each int) ([][]Card, Deck, error) {
	if players < 1 || players > MaxPlayers || each < 0 {
		return nil, d, fmt.Errorf("cards: %w: deal %s to %s (players 1..%d)", ErrBadCount, count(each, "card"), count(players, "player"), MaxPlayers)
	}
	// Guard the product against overflow before comparing it to the deck.
	if each > len(d.cards) || players*each > len(d.cards) {
		return nil, d, fmt.Errorf("cards: %w: deal %s to %s from a deck of %d",
			ErrTooFewCards, count(each, "card"), count(players, "player"), len(d.cards))
	}
	hands := make([][]Card, players)
	for p := range hands {
		hands[p] = make([]Card, each)
		for k := range each {
			hands[p][k] = d.cards[k*players+p]
		}
	}
	return hands, Deck{d.cards[players*each:]}, nil
}

// PutBottom returns d with cs placed under it, in order (cs[0] nearest the
// top of what was the bottom).
func (d Deck) PutBottom(cs ...Card) Deck {
	out := make([]Card, 0, len(d.cards)+len(cs))
	out = append(out, d.cards...)
	out = append(out, cs...)
	return Deck{out}
}

// PutTop returns d with cs placed on top, cs[0] becoming the top card.
func (d Deck) PutTop(cs ...Card) Deck {
	out := make([]Card, 0, len(d.cards)+len(cs))
	out = append(out, cs...)
	out = append(out, d.cards...)
	return Deck{out}
}

// String lists the cards top first: "[5H 5C JK]".
func (d Deck) String() string {
	return "[" + FormatList(d.cards) + "]"
}

// Set returns the standard cards in d as a [Set] (duplicates and jokers are
// not counted).
func (d Deck) Set() Set { return SetOf(d.cards...) }

// Count returns how many cards in d equal c.
func (d Deck) Count(c Card) int {
	n := 0
	for _, x := range d.cards {
		if x == c {
			n++
		}
	}
	return n
}

// GoString returns Go syntax that rebuilds d, for %#v.
func (d Deck) GoString() string {
	var b strings.Builder
	b.WriteString("cards.DeckOf(")
	for i, c := range d.cards {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.GoString())
	}
	b.WriteString(")")
	return b.String()
}
