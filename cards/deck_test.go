package cards_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

func TestNewDeck(t *testing.T) {
	tests := []struct{ packs, jokers, n, jk int }{
		{1, 0, 52, 0},
		{2, 4, 108, 4},
		{0, 3, 3, 3},
		{4, 8, 216, 8},
	}
	for _, tt := range tests {
		d, err := cards.NewDeck(tt.packs, tt.jokers)
		if err != nil {
			t.Fatal(err)
		}
		if d.Len() != tt.n || d.Count(cards.Joker) != tt.jk {
			t.Errorf("NewDeck(%d, %d): %d cards, %d jokers", tt.packs, tt.jokers, d.Len(), d.Count(cards.Joker))
		}
		for c := range cards.FullSet.All() {
			if d.Count(c) != tt.packs {
				t.Errorf("NewDeck(%d, %d) holds %v %d times", tt.packs, tt.jokers, c, d.Count(c))
			}
		}
	}
	for _, bad := range [][2]int{{0, 0}, {-1, 0}, {1, -1}, {cards.MaxPacks + 1, 0}, {1, cards.MaxJokers + 1}} {
		if _, err := cards.NewDeck(bad[0], bad[1]); !errors.Is(err, cards.ErrBadCount) {
			t.Errorf("NewDeck(%d, %d) error = %v, want ErrBadCount", bad[0], bad[1], err)
		}
	}
	if !cards.StandardDeck().Equal(must(cards.NewDeck(1, 0))) {
		t.Error("StandardDeck differs from NewDeck(1, 0)")
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestDealOneAtATime(t *testing.T) {
	d := cards.DeckOf(cards.MustParseList("AC 2C 3C 4C 5C 6C 7C")...)
	hands, rest, err := d.Deal(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]cards.Card{cards.MustParseList("AC 4C"), cards.MustParseList("2C 5C"), cards.MustParseList("3C 6C")}
	if diff := cmp.Diff(want, hands); diff != "" {
		t.Errorf("Deal (-want +got):\n%s", diff)
	}
	if !rest.Equal(cards.DeckOf(cards.MustParse("7C"))) {
		t.Errorf("rest = %v", rest)
	}
	if d.Len() != 7 {
		t.Error("Deal changed its receiver")
	}
	if _, _, err := d.Deal(4, 2); !errors.Is(err, cards.ErrTooFewCards) {
		t.Errorf("Deal(4, 2) of 7 error = %v", err)
	}
	if _, _, err := d.Deal(0, 2); !errors.Is(err, cards.ErrBadCount) {
		t.Errorf("Deal(0, 2) error = %v", err)
	}
	if _, _, err := d.Deal(4, 1<<62); !errors.Is(err, cards.ErrTooFewCards) {
		t.Errorf("Deal(4, 1<<62) error = %v (the product overflows)", err)
	}
	// The number of hands is bounded even when no card is dealt, so a
	// count from a request cannot make Deal allocate without limit.
	if _, _, err := d.Deal(cards.MaxPlayers+1, 0); !errors.Is(err, cards.ErrBadCount) {
		t.Errorf("Deal(MaxPlayers+1, 0) error = %v", err)
	}
	if hands, rest, err := d.Deal(cards.MaxPlayers, 0); err != nil || len(hands) != cards.MaxPlayers || !rest.Equal(d) {
		t.Errorf("Deal(MaxPlayers, 0) = %d hands, %v, %v", len(hands), rest, err)
	}
}

func TestDrawCutPut(t *testing.T) {
	d := cards.DeckOf(cards.MustParseList("AC 2C 3C 4C")...)
	top, rest, err := d.Draw(1)
	if err != nil || !slices.Equal(top, cards.MustParseList("AC")) || rest.Len() != 3 {
		t.Errorf("Draw(1) = %v, %v, %v", top, rest, err)
	}
	if _, _, err := d.Draw(5); !errors.Is(err, cards.ErrTooFewCards) {
		t.Errorf("Draw(5) error = %v", err)
	}
	if _, _, err := d.Draw(-1); !errors.Is(err, cards.ErrBadCount) {
		t.Errorf("Draw(-1) error = %v", err)
	}
	cut, err := d.Cut(3)
	if err != nil || !cut.Equal(cards.DeckOf(cards.MustParseList("4C AC 2C 3C")...)) {
		t.Errorf("Cut(3) = %v, %v", cut, err)
	}
	for _, n := range []int{0, 4, -2} {
		if _, err := d.Cut(n); !errors.Is(err, cards.ErrBadCount) {
			t.Errorf("Cut(%d) error = %v", n, err)
		}
	}
	if got := rest.PutBottom(cards.MustParseList("KS QS")...).String(); got != "[2C 3C 4C KS QS]" {
		t.Errorf("PutBottom = %s", got)
	}
	if got := rest.PutTop(cards.Joker).String(); got != "[JK 2C 3C 4C]" {
		t.Errorf("PutTop = %s", got)
	}
	if d.String() != "[AC 2C 3C 4C]" {
		t.Errorf("receiver changed: %v", d)
	}
	if d.At(0) != cards.MustParse("AC") || d.At(4) != cards.NoCard || d.At(-1) != cards.NoCard {
		t.Error("At is wrong")
	}
}

func TestShuffleNilRand(t *testing.T) {
	if _, err := cards.StandardDeck().Shuffle(nil); !errors.Is(err, cards.ErrNilRand) {
		t.Errorf("Shuffle(nil) error = %v", err)
	}
}

// The same seed gives the same order; the pack is a permutation of the
// original; the receiver is untouched.
func TestPropShuffle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		packs := rapid.IntRange(0, 3).Draw(t, "packs")
		jokers := rapid.IntRange(0, 4).Draw(t, "jokers")
		if packs+jokers == 0 {
			jokers = 1
		}
		d := must(cards.NewDeck(packs, jokers))
		before := d.Cards()
		seed := cardstest.Seed().Draw(t, "seed")
		a := must(d.Shuffle(cards.NewRand(seed)))
		b := must(d.Shuffle(cards.NewRand(seed)))
		if !a.Equal(b) {
			t.Fatal("same seed, different shuffles")
		}
		if diff := cmp.Diff(before, d.Cards()); diff != "" {
			t.Fatalf("Shuffle changed its receiver:\n%s", diff)
		}
		x, y := a.Cards(), d.Cards()
		slices.Sort(x)
		slices.Sort(y)
		if diff := cmp.Diff(y, x); diff != "" {
			t.Fatalf("shuffle is not a permutation:\n%s", diff)
		}
		// Dealing conserves cards.
		players := rapid.IntRange(1, 8).Draw(t, "players")
		each := rapid.IntRange(0, a.Len()/players).Draw(t, "each")
		hands, rest, err := a.Deal(players, each)
		if err != nil {
			t.Fatal(err)
		}
		var all []cards.Card
		for _, h := range hands {
			if len(h) != each {
				t.Fatalf("hand of %d, want %d", len(h), each)
			}
			all = append(all, h...)
		}
		all = append(all, rest.Cards()...)
		slices.Sort(all)
		if diff := cmp.Diff(y, all); diff != "" {
			t.Fatalf("deal lost or made cards:\n%s", diff)
		}
	})
}

// A Deck that is drawn from and then extended must not write into memory an
// earlier Deck still reads.
func TestDeckValuesShareNothingMutable(t *testing.T) {
	d := cards.DeckOf(cards.MustParseList("AC 2C 3C 4C")...)
	_, rest, _ := d.Draw(1)
	_ = rest.PutBottom(cards.MustParse("KS"))
	_ = rest.PutTop(cards.MustParse("QS"))
	if d.String() != "[AC 2C 3C 4C]" || rest.String() != "[2C 3C 4C]" {
		t.Errorf("d = %v, rest = %v", d, rest)
	}
	cs := d.Cards()
	cs[0] = cards.Joker
	if d.At(0) != cards.MustParse("AC") {
		t.Error("Cards() exposed the deck's memory")
	}
}

func TestSet(t *testing.T) {
	s := cards.SetOf(cards.MustParseList("5H 5C JD JK")...)
	if s.Len() != 3 || !s.Has(cards.MustParse("5H")) || s.Has(cards.Joker) || s.Has(cards.MustParse("5S")) {
		t.Errorf("SetOf = %v", s)
	}
	if got := s.String(); got != "{5C 5H JD}" {
		t.Errorf("String = %q", got)
	}
	if got := s.OfRank(cards.Five).String(); got != "{5C 5H}" {
		t.Errorf("OfRank(5) = %q", got)
	}
	if got := s.OfSuit(cards.Diamonds).String(); got != "{JD}" {
		t.Errorf("OfSuit(D) = %q", got)
	}
	if cards.FullSet.Len() != 52 || cards.FullSet.OfSuit(cards.Hearts).Len() != 13 || cards.FullSet.OfRank(cards.King).Len() != 4 {
		t.Error("FullSet counts are wrong")
	}
	if s.With(cards.Joker) != s || s.Without(cards.NoCard) != s || s.With(cards.Card(200)) != s {
		t.Error("non-standard cards changed a set")
	}
	if s.Complement().Len() != 49 || s.Complement().Intersect(s) != 0 || s.Union(s.Complement()) != cards.FullSet {
		t.Error("Complement is wrong")
	}
	if s.OfSuit(cards.NoSuit) != 0 || s.OfRank(cards.JokerRank) != 0 {
		t.Error("bad suit or rank selected cards")
	}
}

func TestPropSet(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cs := rapid.SliceOf(cardstest.Card()).Draw(t, "cards")
		s := cards.SetOf(cs...)
		distinct := map[cards.Card]bool{}
		for _, c := range cs {
			distinct[c] = true
			if !s.Has(c) || s.Without(c).Has(c) {
				t.Fatalf("membership of %v", c)
			}
		}
		if s.Len() != len(distinct) {
			t.Fatalf("Len = %d, want %d", s.Len(), len(distinct))
		}
		listed := s.AppendTo(nil)
		if !slices.IsSorted(listed) || len(listed) != len(distinct) {
			t.Fatalf("AppendTo = %v", listed)
		}
		n := 0
		for su := cards.Clubs; su <= cards.Spades; su++ {
			n += s.OfSuit(su).Len()
		}
		if n != s.Len() {
			t.Fatalf("suits partition %d cards, set has %d", n, s.Len())
		}
	})
}
