package score

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Errors of the checked entry points. Each is wrapped with context naming the
// card; test with errors.Is.
var (
	ErrNoCard = errors.New("no card (the zero Card) where a card belongs")
	ErrJoker  = errors.New("a joker is not a cribbage card")
	// ErrInvalidCard is [cards.ErrInvalidCard]: a byte that is not a card.
	ErrInvalidCard = cards.ErrInvalidCard
	ErrDuplicate   = errors.New("the same card twice")
	ErrCountOver31 = errors.New("the count passes 31")
	ErrEmptyPile   = errors.New("no card has been laid")
)

// checkCard refuses anything but a standard card not yet seen. The card's
// place is named as what and, when pos > 0, its 1-based position.
func checkCard(c cards.Card, seen cards.Set, what string, pos int) error {
	if c.IsStandard() && !seen.Has(c) {
		return nil
	}
	where := what
	if pos > 0 {
		where = fmt.Sprintf("%s %d", what, pos)
	}
	if c.IsStandard() {
		return fmt.Errorf("score: %w: %v (%s)", ErrDuplicate, c, where)
	}
	switch c {
	case cards.NoCard:
		return fmt.Errorf("score: %w (%s)", ErrNoCard, where)
	case cards.Joker:
		return fmt.Errorf("score: %w (%s)", ErrJoker, where)
	}
	return fmt.Errorf("score: %w: byte %d (%s)", ErrInvalidCard, uint8(c), where)
}

// Validate reports whether four cards and a starter are fit to score: five
// different standard cards. The error wraps [ErrNoCard], [ErrJoker],
// [ErrInvalidCard] or [ErrDuplicate]. It allocates nothing when the cards
// are fine.
func Validate(hand [4]cards.Card, starter cards.Card) error {
	var seen cards.Set
	for i, c := range hand {
		if err := checkCard(c, seen, "card", i+1); err != nil {
			return err
		}
		seen = seen.With(c)
	}
	if err := checkCard(starter, seen, "the starter", 0); err != nil {
		return err
	}
	return nil
}

// Kind is a kind of scoring combination in the show.
type Kind uint8

// The kinds, in the order a player counts them.
const (
	_       Kind = iota // the zero Kind is no kind
	Fifteen             // cards adding to 15: 2
	Pair                // two cards of a rank: 2 (three of a kind is three pairs, four of a kind six)
	Run                 // three or more consecutive ranks: 1 a card
	Flush               // four or five cards of a suit: 4 or 5
	Nobs                // his nobs, the Jack of the starter's suit: 1
)

var kindNames = [...]string{"?", "fifteen", "pair", "run", "flush", "his nobs"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Item is one scoring combination: its kind, the cards that make it, and
// its points.
type Item struct {
	Kind   Kind
	Cards  []cards.Card
	Points int
}

func (it Item) String() string {
	return fmt.Sprintf("%s %s for %d", it.Kind, cards.FormatUnicode(it.Cards), it.Points)
}

// Breakdown itemises the show of a hand or crib: every fifteen with its
// cards, every pair, every run, the flush and his nobs, in the order a player
// counts them, and the total, which always equals [Hand] or [Crib] of the
// same cards.
type Breakdown struct {
	Cards   [4]cards.Card // the hand or crib, as given
	Starter cards.Card
	IsCrib  bool
	Items   []Item
	Total   int
}

// HandBreakdown itemises the show of a hand (see [Hand] for the rules). It
// returns an error if the five cards are not five different standard cards
// (see [Validate]).
func HandBreakdown(hand [4]cards.Card, starter cards.Card) (Breakdown, error) {
	return breakdown(hand, starter, false)
}

// CribBreakdown itemises the show of a crib (see [Crib] for the rules). It
// returns an error if the five cards are not five different standard cards
// (see [Validate]).
func CribBreakdown(crib [4]cards.Card, starter cards.Card) (Breakdown, error) {
	return breakdown(crib, starter, true)
}

func breakdown(hand [4]cards.Card, starter cards.Card, crib bool) (Breakdown, error) {
	if err := Validate(hand, starter); err != nil {
		return Breakdown{}, err
	}
	b := Breakdown{Cards: hand, Starter: starter, IsCrib: crib}
	five := [5]cards.Card{hand[0], hand[1], hand[2], hand[3], starter}
	// One backing array for every item's cards: at most 16 fifteens of
	// two to five cards, 6 pairs, 4 runs of up to 5, flush, nobs.
	store := make([]cards.Card, 0, 96)
	take := func(cs ...cards.Card) []cards.Card {
		start := len(store)
		store = append(store, cs...)
		return store[start:len(store):len(store)]
	}
	b.Items = make([]Item, 0, 16) // a 29 hand has 15 items
	add := func(k Kind, pts int, cs ...cards.Card) {
		b.Items = append(b.Items, Item{Kind: k, Cards: take(cs...), Points: pts})
		b.Total += pts
	}

	// Fifteens, smallest combinations first, each in the order given. The
	// sum of each subset is the sum of a smaller one plus one card.
	var buf [5]cards.Card
	var sums [32]int
	for mask := 1; mask < 32; mask++ {
		low := bits.TrailingZeros(uint(mask))
		sums[mask] = sums[mask&(mask-1)] + Value(five[low])
	}
	for _, masks := range subsetsBySize[2:] {
		for _, mask := range masks {
			if sums[mask] == 15 {
				add(Fifteen, 2, pick(&buf, &five, mask)...)
			}
		}
	}
	// Pairs.
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			if five[i].Rank() == five[j].Rank() {
				add(Pair, 2, five[i], five[j])
			}
		}
	}
	// Runs: find the longest stretch of consecutive ranks present; if it is
	// three or more cards long, every combination of that many cards, one
	// of each rank in the stretch, is a run.
	var present uint16
	for _, c := range five {
		present |= 1 << c.Rank()
	}
	if size := longestStretch(present); size >= 3 {
		for _, mask := range subsetsBySize[size] {
			cs := pick(&buf, &five, mask)
			var ranks uint16
			for _, c := range cs {
				ranks |= 1 << c.Rank()
			}
			if bits.OnesCount16(ranks) == size && isRun(ranks, size) {
				slices.Sort(cs) // card bytes are rank-major: rank order
				add(Run, size, cs...)
			}
		}
	}
	// Flush.
	s := hand[0].Suit()
	if hand[1].Suit() == s && hand[2].Suit() == s && hand[3].Suit() == s {
		if starter.Suit() == s {
			add(Flush, 5, five[:]...)
		} else if !crib {
			add(Flush, 4, hand[:]...)
		}
	}
	// His nobs.
	for _, c := range hand {
		if c.Rank() == cards.Jack && c.Suit() == starter.Suit() {
			add(Nobs, 1, c)
		}
	}
	return b, nil
}

// subsetsBySize lists the subsets of five cards as bit masks, by size (the
// empty one too), each size in increasing mask order.
var subsetsBySize = func() (t [6][]uint8) {
	for mask := range 32 {
		n := bits.OnesCount(uint(mask))
		t[n] = append(t[n], uint8(mask))
	}
	return t
}()

// pick copies the cards of five selected by mask into buf, in order.
func pick(buf, five *[5]cards.Card, mask uint8) []cards.Card {
	n := 0
	for i, c := range five {
		if mask&(1<<i) != 0 {
			buf[n] = c
			n++
		}
	}
	return buf[:n]
}

// longestStretch returns the length of the longest run of consecutive set
// bits in ranks.
func longestStretch(ranks uint16) int {
	n := 0
	for ranks != 0 {
		ranks &= ranks << 1
		n++
	}
	return n
}

// isRun reports whether n cards whose ranks make the bit set ranks are n
// consecutive different ranks.
func isRun(ranks uint16, n int) bool {
	for ranks&1 == 0 {
		ranks >>= 1
	}
	return ranks == 1<<n-1
}

// Points returns the points the breakdown scores for one kind.
func (b Breakdown) Points(k Kind) int {
	n := 0
	for _, it := range b.Items {
		if it.Kind == k {
			n += it.Points
		}
	}
	return n
}

// String lists the breakdown a line an item, then the total:
//
//	5♥ 5♣ 5♠ J♦, starter 5♦
//	fifteen 5♥ 5♣ 5♠ for 2
//	...
//	total 29
func (b Breakdown) String() string {
	var sb strings.Builder
	what := "hand"
	if b.IsCrib {
		what = "crib"
	}
	fmt.Fprintf(&sb, "%s %s, starter %s\n", what, cards.FormatUnicode(b.Cards[:]), b.Starter.Unicode())
	for _, it := range b.Items {
		sb.WriteString(it.String())
		sb.WriteByte('\n')
	}
	fmt.Fprintf(&sb, "total %d", b.Total)
	return sb.String()
}

var numberWords = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
	"nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
	"eighteen", "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four",
	"twenty-five", "twenty-six", "twenty-seven", "twenty-eight", "twenty-nine"}

func word(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return fmt.Sprint(n)
}

// Say returns the count the way a player says it aloud, the running total
// after each step: "fifteen two, fifteen four, and a pair is six". Fifteens
// come first, then pairs and runs (a run with a doubled rank is "a double
// run", and its pair is in it), then the flush and his nobs. A hand that
// scores nothing is "nineteen", the player's name for zero, since no hand
// scores 19. Say reads the items as [HandBreakdown] and [CribBreakdown] make
// them; of a Breakdown put together by hand it says what its items add up
// to, and never panics.
func (b Breakdown) Say() string {
	var parts []string
	total := 0
	for _, it := range b.Items {
		if it.Kind == Fifteen {
			total += it.Points
			parts = append(parts, "fifteen "+word(total))
		}
	}
	// Runs and the pairs inside them.
	runs, runLen := 0, 0
	var runRanks uint16
	for _, it := range b.Items {
		if it.Kind == Run {
			runs++
			runLen = len(it.Cards)
			for _, c := range it.Cards {
				runRanks |= 1 << c.Rank()
			}
		}
	}
	// Pairs outside any run, grouped by rank. (Rank is NoRank..JokerRank
	// for any byte; a pair item with no cards, which only a Breakdown built
	// by hand can hold, counts under NoRank.)
	var pairsOf [cards.JokerRank + 1]int
	for _, it := range b.Items {
		if it.Kind != Pair {
			continue
		}
		r := cards.NoRank
		if len(it.Cards) > 0 {
			r = it.Cards[0].Rank()
		}
		if runRanks&(1<<r) == 0 {
			pairsOf[r]++
		}
	}
	say := func(phrase string, pts int) {
		total += pts
		parts = append(parts, phrase+" is "+word(total))
	}
	if runs > 0 {
		inside := b.Points(Pair) - 2*sum(pairsOf[:])
		var phrase string
		switch runs {
		case 1:
			phrase = "a run of " + word(runLen)
		case 2:
			phrase = "a double run of " + word(runLen)
		case 3:
			phrase = "a triple run of " + word(runLen)
		case 4:
			phrase = "a double double run of " + word(runLen)
		default:
			phrase = fmt.Sprintf("%d runs of %s", runs, word(runLen))
		}
		say(phrase, b.Points(Run)+inside)
	}
	// Each group of a rank on its own, bigger first, as players count:
	// "three of a kind is eighteen, and a pair is twenty".
	pairsSaid := 0
	for _, g := range [...]struct {
		pairs  int
		phrase string
	}{{6, "four of a kind"}, {3, "three of a kind"}, {1, "a pair"}} {
		for _, n := range pairsOf {
			if n != g.pairs {
				continue
			}
			phrase := g.phrase
			if n == 1 && pairsSaid > 0 {
				phrase = "another pair"
			}
			if n == 1 {
				pairsSaid++
			}
			say(phrase, 2*n)
		}
	}
	if f := b.Points(Flush); f > 0 {
		say(word(f)+" for the flush", f)
	}
	if b.Points(Nobs) > 0 {
		say("one for his nobs", 1)
	}
	switch len(parts) {
	case 0:
		return "nineteen"
	case 1:
		return parts[0]
	}
	last := parts[len(parts)-1]
	if !strings.HasPrefix(last, "fifteen ") {
		last = "and " + last
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", " + last
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
