package score_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// Every byte as a Kind has a name: the five kinds, "?" for the zero Kind,
// and Kind(N) for the rest.
func TestEveryKindByte(t *testing.T) {
	names := []string{"?", "fifteen", "pair", "run", "flush", "his nobs"}
	for b := range 256 {
		want := fmt.Sprintf("Kind(%d)", b)
		if b < len(names) {
			want = names[b]
		}
		if got := score.Kind(b).String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", b, got, want)
		}
	}
}

// A run's cards are listed in rank order, whatever order the hand was
// given in.
func TestRunItemsInRankOrder(t *testing.T) {
	b, err := score.HandBreakdown([4]cards.Card(cards.MustParseList("KS QH 2C JD")), cards.MustParse("9C"))
	if err != nil {
		t.Fatal(err)
	}
	var runs [][]cards.Card
	for _, it := range b.Items {
		if it.Kind == score.Run {
			runs = append(runs, it.Cards)
		}
	}
	if diff := cmp.Diff([][]cards.Card{cards.MustParseList("JD QH KS")}, runs); diff != "" {
		t.Errorf("runs (-want +got):\n%s", diff)
	}
}

// Say of a Breakdown put together by hand says what its items add up to,
// in words up to twenty-nine and in figures past it, and never panics.
func TestSayHandMade(t *testing.T) {
	fifteen := func(pts int) score.Item { return score.Item{Kind: score.Fifteen, Points: pts} }
	var fifteens []score.Item
	for range 15 {
		fifteens = append(fifteens, fifteen(2))
	}
	for _, tt := range []struct {
		items []score.Item
		want  string
	}{
		{nil, "nineteen"},
		{[]score.Item{fifteen(0)}, "fifteen zero"},
		{fifteens, "fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, " +
			"fifteen sixteen, fifteen eighteen, fifteen twenty, fifteen twenty-two, fifteen twenty-four, fifteen twenty-six, " +
			"fifteen twenty-eight, fifteen 30"},
		{[]score.Item{fifteen(-4)}, "fifteen -4"},
		{[]score.Item{{Kind: score.Pair, Points: 2}}, "a pair is two"},                                   // a pair with no cards
		{[]score.Item{{Kind: score.Pair, Cards: []cards.Card{cards.Joker}, Points: 2}}, "a pair is two"}, // a joker's rank
		{[]score.Item{{Kind: score.Run, Points: 3}}, "a run of zero is three"},
	} {
		if got := (score.Breakdown{Items: tt.items}).Say(); got != tt.want {
			t.Errorf("Say of %v = %q\nwant %q", tt.items, got, tt.want)
		}
	}
}

// An error names the bad card's place, counting from 1.
func TestErrorsNamePlaces(t *testing.T) {
	_, err := score.Discards(dealtOf("5H 5C 5S JD 4S 5H"), true)
	if want := "score: the same card twice: 5H (dealt card 6)"; err == nil || err.Error() != want {
		t.Errorf("Discards error = %v, want %s", err, want)
	}
	_, err = score.DiscardsOfFive([5]cards.Card{cards.Joker}, true)
	if want := "score: a joker is not a cribbage card (dealt card 1)"; err == nil || err.Error() != want {
		t.Errorf("DiscardsOfFive error = %v, want %s", err, want)
	}
	_, err = score.PlayBreakdown(cards.MustParseList("5H 6H 5H"))
	if want := "score: the same card twice: 5H (pile card 3)"; err == nil || err.Error() != want {
		t.Errorf("PlayBreakdown error = %v, want %s", err, want)
	}
	err = score.Validate([4]cards.Card{cards.MustParse("5H"), 200}, cards.MustParse("5C"))
	if want := "score: invalid card value: byte 200 (card 2)"; err == nil || err.Error() != want {
		t.Errorf("Validate error = %v, want %s", err, want)
	}
	err = score.Validate([4]cards.Card(cards.MustParseList("AC 2C 3C 4C")), cards.NoCard)
	if want := "score: no card (the zero Card) where a card belongs (the starter)"; err == nil || err.Error() != want {
		t.Errorf("Validate error = %v, want %s", err, want)
	}
}
