package bot_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

// fourCards draws four different standard cards.
func fourCards() *rapid.Generator[[4]cards.Card] {
	return rapid.Custom(func(t *rapid.T) [4]cards.Card {
		idx := rapid.SliceOfNDistinct(rapid.IntRange(0, 51), 4, 4, rapid.ID).Draw(t, "cards")
		var h [4]cards.Card
		for i, x := range idx {
			h[i] = cards.Card(x/4+1)<<2 | cards.Card(x%4)
		}
		return h
	})
}

// CountFour is the show's itemisation of the four cards with a starter
// that can join nothing but fifteens: a rank no card of the hand is next to
// or shares, of a suit not the hand's, the items with the starter and his
// nobs left out.
func TestPropCountFourIsTheShowWithoutAStarter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := fourCards().Draw(t, "hand")
		var near [15]bool
		for _, c := range h {
			r := int(c.Rank())
			near[r-1], near[r], near[r+1] = true, true, true
		}
		var starter cards.Card
		for r := 1; r <= 13 && starter == 0; r++ {
			if !near[r] {
				starter = cards.Card(r)<<2 | (h[0]&3+1)%4 // not h[0]'s suit
			}
		}
		b, err := score.HandBreakdown(h, starter)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, it := range b.Items {
			switch {
			case it.Kind == score.Nobs:
			case it.Kind == score.Flush:
				want += 4
			case !cards.SetOf(it.Cards...).Has(starter):
				want += it.Points
			}
		}
		if got := bot.CountFour(h); got != want {
			t.Fatalf("CountFour(%v) = %d, the show without %v says %d:\n%v", h, got, starter, want, b)
		}
	})
}

func TestCountFour(t *testing.T) {
	for hand, want := range map[string]int{
		"5H 5C 5S JD": 14, // four fifteens and a pair royal
		"3C 4C 5C 6C": 4 + 4 + 2,
		"AH 2D 3S KC": 2 + 3,
		"7H 7D 8S 8C": 2*4 + 4,
		"AH 3D 9S KC": 0,
	} {
		h := [4]cards.Card(cards.MustParseList(hand))
		if got := bot.CountFour(h); got != want {
			t.Errorf("CountFour(%s) = %d, want %d", hand, got, want)
		}
	}
}

// Scripted keeps a best-counting four, and both baselines lay a card that
// scores the most at once, on real views of every seating.
func TestPropBaselinesChoose(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := cribtest.DiscardViews().Draw(t, "discard view")
		for _, b := range []crib.Strategy{bot.Scripted{}, bot.Calculated{}} {
			away := b.Discard(v, nil)
			if away.Len() != v.Throw || away.Minus(v.Dealt) != 0 {
				t.Fatalf("%v lays away %v of %v, want %d", b, away, v.Dealt, v.Throw)
			}
		}
		if kept, ok := v.Dealt.Minus(bot.Scripted{}.Discard(v, nil)).Four(); ok {
			got := bot.CountFour(kept)
			for _, c := range v.Dealt.AppendTo(nil) {
				for _, d := range v.Dealt.AppendTo(nil) {
					other, ok := v.Dealt.Without(c).Without(d).Four()
					if ok && v.Dealt.Len()-v.Throw == 4 && bot.CountFour(other) > got {
						t.Fatalf("scripted keeps %v (%d), %v counts %d", kept, got, other, bot.CountFour(other))
					}
				}
			}
		}
		lv := cribtest.LayViews().Draw(t, "lay view")
		if lv.Legal() == 0 {
			return
		}
		for _, b := range []crib.Strategy{bot.Scripted{}, bot.Calculated{}} {
			c := b.Lay(lv, nil)
			if !lv.Legal().Has(c) {
				t.Fatalf("%v lays %v, not one of %v", b, c, lv.Legal())
			}
			for o := range lv.Legal().All() {
				if lv.Points(o) > lv.Points(c) {
					t.Fatalf("%v lays %v for %d, %v scores %d", b, c, lv.Points(c), o, lv.Points(o))
				}
			}
		}
	})
}

// Calculated keeps what the discard analysis ranks first.
func TestCalculatedDiscardsByTheBook(t *testing.T) {
	dealt := cards.SetOf(cards.MustParseList("5H 5C JD 10S 2C 9D")...)
	six, _ := dealt.Six()
	ds := must.Get(score.Discards(six, false))(t)
	v := crib.DiscardView{Seat: 0, Dealer: 1, Layout: crib.TwoPlayer(), Dealt: dealt, Throw: 2, ToCrib: true}
	got, want := bot.Calculated{}.Discard(v, nil), cards.SetOf(ds[0].Throw[:2]...)
	if got != want {
		t.Errorf("calculated lays away %v, the analysis ranks %v first", got, want)
	}
}

// The baselines play whole games at every seating, against each other and
// the others.
func TestBaselinesEveryLayout(t *testing.T) {
	pool := []crib.Strategy{bot.Scripted{}, bot.Calculated{}, bot.Analysis{}, bot.Random{}}
	for _, l := range cribtest.Layouts() {
		for seed := range uint64(2) {
			g := must.Get(crib.NewGame(crib.Rules{Layout: l}, seed))(t)
			players := make([]crib.Strategy, l.Seats)
			for s := range players {
				players[s] = pool[(s+int(seed))%len(pool)]
			}
			g, err := crib.PlayGame(g, players, cards.NewRand(seed), nil)
			if err != nil {
				t.Fatalf("%d seats: %v", l.Seats, err)
			}
			if _, ok := g.Winner(); !ok {
				t.Errorf("%d seats: no winner", l.Seats)
			}
		}
	}
}
