package cards

import (
	"iter"
	"math/bits"
	"strings"
)

// Set is a set of standard cards in one 64-bit word: bit i is the card with
// [Card.Index] i. It answers "which cards" questions (what is unseen, is this
// card already dealt, how many hearts are left) without allocating. The zero
// Set is empty. Sets hold standard cards only: jokers, the zero Card and bytes
// that are not cards are never members, and adding or removing them leaves
// the set as it was.
type Set uint64

// FullSet holds all 52 standard cards: the low 52 bits.
const FullSet Set = 0x000F_FFFF_FFFF_FFFF

// SetOf returns the set of the standard cards among cs.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

func (c Card) bit() Set {
	if !c.IsStandard() {
		return 0
	}
	return 1 << (c - 4)
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s&c.bit() != 0 }

// With returns s with c added.
func (s Set) With(c Card) Set { return s | c.bit() }

// Without returns s with c removed.
func (s Set) Without(c Card) Set { return s &^ c.bit() }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s & FullSet)) }

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards in s and not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// Complement returns the standard cards not in s (for example, the unseen
// cards when s holds the seen ones).
func (s Set) Complement() Set { return FullSet &^ s }

// OfSuit returns the cards of s in suit su.
func (s Set) OfSuit(su Suit) Set {
	if !su.IsValid() {
		return 0
	}
	// Suit bits repeat every 4 positions: 0x1111... selects suit index 0.
	const clubs Set = 0x0001111111111111
	return s & (clubs << (su - 1))
}

// OfRank returns the cards of s of rank r.
func (s Set) OfRank(r Rank) Set {
	if r < Ace || r > King {
		return 0
	}
	return s & (0xF << (4 * (r - 1)))
}

// All yields the cards of s in [Card.Index] order (rank-major: all Aces,
// then all Twos, ...).
func (s Set) All() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for w := uint64(s & FullSet); w != 0; w &= w - 1 {
			if !yield(Card(bits.TrailingZeros64(w) + 4)) {
				return
			}
		}
	}
}

// AppendTo appends the cards of s to dst in [Card.Index] order and returns
// the extended slice.
func (s Set) AppendTo(dst []Card) []Card {
	for w := uint64(s & FullSet); w != 0; w &= w - 1 {
		dst = append(dst, Card(bits.TrailingZeros64(w)+4))
	}
	return dst
}

// String lists the cards in braces in index order: "{AC 5H KS}".
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for c := range s.All() {
		if !first {
			b.WriteByte(' ')
		}
		first = false
		b.WriteString(c.String())
	}
	b.WriteByte('}')
	return b.String()
}

// Four returns the cards of s in [Card.Index] order as the fixed-size array
// the scorer takes (score.Hand, score.Crib), and ok true, when s holds
// exactly four cards; otherwise the zero array and false.
func (s Set) Four() (cs [4]Card, ok bool) {
	ok = s.fill(cs[:])
	return cs, ok
}

// Five returns the cards of s in [Card.Index] order, and ok true, when s
// holds exactly five cards (the deal of score.DiscardsOfFive); otherwise the
// zero array and false.
func (s Set) Five() (cs [5]Card, ok bool) {
	ok = s.fill(cs[:])
	return cs, ok
}

// Six returns the cards of s in [Card.Index] order, and ok true, when s
// holds exactly six cards (the deal of score.Discards); otherwise the zero
// array and false.
func (s Set) Six() (cs [6]Card, ok bool) {
	ok = s.fill(cs[:])
	return cs, ok
}

// fill writes the cards of s into dst in index order and reports true when
// s holds exactly len(dst) cards; otherwise it leaves dst as it was.
func (s Set) fill(dst []Card) bool {
	if s.Len() != len(dst) {
		return false
	}
	s.AppendTo(dst[:0])
	return true
}
