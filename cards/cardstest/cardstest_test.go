package cardstest_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
)

func TestGenerators(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		if c := cardstest.Card().Draw(t, "card"); !c.IsStandard() {
			t.Fatalf("Card() gave %v", c)
		}
		if c := cardstest.AnyCard().Draw(t, "any"); !c.IsValid() {
			t.Fatalf("AnyCard() gave %v", c)
		}
		n := rapid.IntRange(0, 52).Draw(t, "n")
		cs := cardstest.Distinct(n).Draw(t, "distinct")
		if len(cs) != n || cards.SetOf(cs...).Len() != n {
			t.Fatalf("Distinct(%d) gave %v", n, cs)
		}
		h := cardstest.Hand().Draw(t, "hand")
		if cards.SetOf(append(h.Hand[:], h.Starter)...).Len() != 5 {
			t.Fatalf("Hand() gave %v %v", h.Hand, h.Starter)
		}
	})
}
