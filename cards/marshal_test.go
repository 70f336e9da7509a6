package cards_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

func TestSetAndDeckText(t *testing.T) {
	for _, tt := range []struct {
		v    encoding.TextMarshaler
		text string
	}{
		{cards.SetOf(cards.MustParseList("KS 5H AC")...), "AC 5H KS"},
		{cards.Set(0), ""},
		{cards.FullSet, cards.FormatList(cards.StandardDeck().Cards())},
		{cards.DeckOf(cards.MustParseList("5H 5C JK 5H")...), "5H 5C JK 5H"},
		{cards.Deck{}, ""},
		{cards.Ace, "A"}, {cards.Ten, "10"}, {cards.JokerRank, "JK"}, {cards.NoRank, ""},
		{cards.Hearts, "H"}, {cards.NoSuit, ""},
	} {
		b, err := tt.v.MarshalText()
		if err != nil || string(b) != tt.text {
			t.Errorf("%v.MarshalText() = %q, %v; want %q", tt.v, b, err, tt.text)
		}
		js, err := json.Marshal(tt.v)
		if want, _ := json.Marshal(tt.text); err != nil || string(js) != string(want) {
			t.Errorf("json.Marshal(%v) = %s, %v; want %s", tt.v, js, err, want)
		}
	}
	// Any order and spacing reads; the text written is canonical.
	var s cards.Set
	if err := s.UnmarshalText([]byte("ks, 5h  AC")); err != nil || s != cards.SetOf(cards.MustParseList("AC 5H KS")...) {
		t.Errorf("UnmarshalText: %v, %v", s, err)
	}
}

func TestTextRefused(t *testing.T) {
	for _, v := range []encoding.TextMarshaler{cards.Set(1 << 60), cards.DeckOf(cards.NoCard), cards.DeckOf(cards.Card(99)), cards.Rank(15), cards.Suit(5)} {
		if b, err := v.MarshalText(); !errors.Is(err, cards.ErrInvalidCard) {
			t.Errorf("%#v.MarshalText() = %q, %v; want ErrInvalidCard", v, b, err)
		}
	}
	set := cards.SetOf(cards.MustParse("AC"))
	for _, text := range []string{"AC AC", "JK", "5H 1C", "X", "AC 🃏"} {
		if err := set.UnmarshalText([]byte(text)); !errors.Is(err, cards.ErrSyntax) || set != cards.SetOf(cards.MustParse("AC")) {
			t.Errorf("Set.UnmarshalText(%q) = %v, set %v", text, err, set)
		}
	}
	var d cards.Deck
	if err := d.UnmarshalText([]byte(strings.Repeat("AC ", cards.MaxDeckCards+1))); !errors.Is(err, cards.ErrBadCount) {
		t.Errorf("a huge deck: %v", err)
	}
	if err := d.UnmarshalText([]byte("AC ZZ")); !errors.Is(err, cards.ErrSyntax) || d.Len() != 0 {
		t.Errorf("Deck.UnmarshalText(AC ZZ) = %v, %v", err, d)
	}
	var r cards.Rank
	var su cards.Suit
	if r.UnmarshalText([]byte("1")) == nil || su.UnmarshalText([]byte("X")) == nil {
		t.Error("a rank 1 or a suit X read")
	}
}

// TestTextRoundTrip: every Set, Deck, Rank and Suit writes text that reads
// back to an equal value, and so does its JSON.
func TestTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := cards.Set(rapid.Uint64Range(0, uint64(cards.FullSet)).Draw(t, "set"))
		d := cards.DeckOf(rapid.SliceOf(cardstest.AnyCard()).Draw(t, "deck")...)
		r := cards.Rank(rapid.IntRange(0, int(cards.JokerRank)).Draw(t, "rank"))
		su := cards.Suit(rapid.IntRange(0, int(cards.Spades)).Draw(t, "suit"))
		for _, v := range []any{s, d, r, su} {
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("%v: %v", v, err)
			}
			back := reflect.New(reflect.TypeOf(v))
			if err := json.Unmarshal(data, back.Interface()); err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if !cmp.Equal(back.Elem().Interface(), v) {
				t.Fatalf("%s reads back as %v, not %v", data, back.Elem().Interface(), v)
			}
		}
	})
}

// textTypes are a value of each type with a text form, for the fuzz target.
var textTypes = []encoding.TextMarshaler{cards.Set(0), cards.Deck{}, cards.Rank(0), cards.Suit(0), cards.Card(0)}

// FuzzStoredText: UnmarshalText of a Set, Deck, Rank, Suit or Card never
// panics, and what it accepts writes back to text that reads back to the
// same value.
func FuzzStoredText(f *testing.F) {
	for i, s := range []string{"AC 5H KS", "", "5H 5C JK 5H", "10", "H", "5h", "AC AC", "JK JK JK"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		typ := reflect.TypeOf(textTypes[int(which)%len(textTypes)])
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(text)); err != nil {
			return
		}
		again, err := p.Elem().Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			t.Fatalf("%v: %q reads as %v, which does not marshal: %v", typ, text, p.Elem().Interface(), err)
		}
		q := reflect.New(typ)
		if err := q.Interface().(encoding.TextUnmarshaler).UnmarshalText(again); err != nil || !cmp.Equal(q.Elem().Interface(), p.Elem().Interface()) {
			t.Fatalf("%v: %q reads back as %v, %v", typ, again, q.Elem().Interface(), err)
		}
	})
}

// stateValues are values of every exported type of the package that a
// program keeps, and notState the others, each with why it is not.
var (
	stateValues = map[string][]any{
		"Card":       {cards.MustParse("5H"), cards.NoCard, cards.Joker},
		"Rank":       {cards.Five, cards.NoRank},
		"Suit":       {cards.Hearts, cards.NoSuit},
		"Set":        {cards.Set(0), cards.FullSet},
		"Deck":       {cards.Deck{}, cards.StandardDeck()},
		"Commitment": {cards.Commitment{}, must(cards.Commit("crib", 1, salt16))},
	}
	notState = map[string]string{
		"ParseError": "an error",
	}
)

// exportedTypes lists the exported types declared in the package's
// non-test files in dir.
func exportedTypes(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					if n := s.(*ast.TypeSpec).Name.Name; ast.IsExported(n) {
						names = append(names, n)
					}
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// TestNoStateMarshalsEmpty walks the package's exported types: each is a
// state type whose values marshal to JSON that is not {} and read back
// equal, or is listed as no state.
func TestNoStateMarshalsEmpty(t *testing.T) {
	for _, name := range exportedTypes(t, ".") {
		vs, ok := stateValues[name]
		if _, skip := notState[name]; skip {
			continue
		}
		if !ok {
			t.Errorf("the exported type %s is in neither stateValues nor notState", name)
			continue
		}
		for _, v := range vs {
			data, err := json.Marshal(v)
			if err != nil || string(data) == "{}" {
				t.Errorf("%s: json.Marshal(%v) = %s, %v", name, v, data, err)
				continue
			}
			back := reflect.New(reflect.TypeOf(v))
			if err := json.Unmarshal(data, back.Interface()); err != nil || !cmp.Equal(back.Elem().Interface(), v) {
				t.Errorf("%s: %s reads back as %v, %v", name, data, back.Elem().Interface(), err)
			}
		}
	}
}

func TestMaxDeckCards(t *testing.T) {
	if cards.MaxDeckCards != 52*cards.MaxPacks+cards.MaxJokers {
		t.Errorf("MaxDeckCards = %d, want %d", cards.MaxDeckCards, 52*cards.MaxPacks+cards.MaxJokers)
	}
	d, err := cards.NewDeck(cards.MaxPacks, cards.MaxJokers)
	if err != nil || d.Len() != cards.MaxDeckCards {
		t.Errorf("the largest deck: %d cards, %v", d.Len(), err)
	}
	// The edges of Deck's UnmarshalText: exactly MaxDeckCards cards, and
	// exactly 5*MaxDeckCards bytes of text, are read.
	var deck cards.Deck
	full := strings.TrimSpace(strings.Repeat("AC ", cards.MaxDeckCards))
	if err := deck.UnmarshalText([]byte(full)); err != nil || deck.Len() != cards.MaxDeckCards {
		t.Errorf("a deck of MaxDeckCards cards: %d read, %v", deck.Len(), err)
	}
	padded := "AC" + strings.Repeat(" ", 5*cards.MaxDeckCards-2)
	if err := deck.UnmarshalText([]byte(padded)); err != nil || deck.Len() != 1 {
		t.Errorf("a card in 5*MaxDeckCards bytes: %d read, %v", deck.Len(), err)
	}
	for _, x := range []interface{ MarshalText() ([]byte, error) }{cards.NoRank, cards.NoSuit} {
		if b, err := x.MarshalText(); err != nil || len(b) != 0 {
			t.Errorf("%v.MarshalText() = %q, %v", x, b, err)
		}
	}
}
