package cards_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

// TestSetArrays: Four, Five and Six give the cards of a set of that size in
// index order, and SetOf of what they give is the set again; any other size
// gives the zero array and false.
func TestSetArrays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 8).Draw(t, "n")
		cs := cardstest.Distinct(n).Draw(t, "cards")
		s := cards.SetOf(cs...)
		want := slices.Sorted(slices.Values(cs))
		check := func(name string, got []cards.Card, ok bool, size int) {
			if ok != (n == size) {
				t.Fatalf("%s of %v: ok %v", name, s, ok)
			}
			if !ok {
				if slices.ContainsFunc(got, func(c cards.Card) bool { return c != cards.NoCard }) {
					t.Fatalf("%s of %v: %v with ok false", name, s, got)
				}
				return
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s of %v (-want +got):\n%s", name, s, diff)
			}
			if back := cards.SetOf(got...); back != s {
				t.Fatalf("%s of %v: SetOf gives back %v", name, s, back)
			}
		}
		four, ok := s.Four()
		check("Four", four[:], ok, 4)
		five, ok := s.Five()
		check("Five", five[:], ok, 5)
		six, ok := s.Six()
		check("Six", six[:], ok, 6)
	})
}

func TestSetArraysIgnoreJokers(t *testing.T) {
	// A Set never holds a joker, so SetOf of four cards and a joker has four.
	s := cards.SetOf(cards.MustParseList("5H 5C JK JD 4S")...)
	four, ok := s.Four()
	if want := [4]cards.Card(cards.MustParseList("4S 5C 5H JD")); !ok || four != want {
		t.Errorf("Four() = %v, %v; want %v, true", four, ok, want)
	}
	if _, ok := s.Five(); ok {
		t.Error("Five() of four cards is ok")
	}
	if got, ok := cards.Set(0).Six(); ok || got != [6]cards.Card{} {
		t.Errorf("Six() of the empty set = %v, %v", got, ok)
	}
}
