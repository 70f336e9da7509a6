package crib_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/must"
)

func TestDealerWinsOnHeelsAt119(t *testing.T) {
	d := setupDeal{
		dealer:  1,
		dealt:   []string{"AC 2C 3C 4C 5C 6C", "AD 2D 3D 4D 5D 6D"},
		starter: "JS",
		scores:  []int{80, 119},
	}
	g, ev := setupEv(t, d)
	if g.Phase() != crib.PhaseOver || winnerOf(g) != 1 || g.Score(1) != 121 {
		t.Fatalf("phase %v winner %d board %v\n%s", g.Phase(), winnerOf(g), g.Board(), describe(ev))
	}
	res, _ := g.Result()
	if res.Skunk[0] != 1 || res.GamePoints != 3 || res.Board.Games != [crib.MaxSides]int{0, 1} {
		t.Errorf("result %+v: want a skunk for 3", res)
	}
	if _, _, err := g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("AC")}); !errors.Is(err, crib.ErrGameOver) {
		t.Errorf("lay after the end: %v", err)
	}
	// With the Crib Wars option, no heels in the last three holes.
	d.rules.NoHeelsWithin = 3
	g = setup(t, d)
	if g.Phase() != crib.PhasePlay || g.Score(1) != 119 {
		t.Errorf("NoHeelsWithin 3: phase %v, board %v", g.Phase(), g.Board())
	}
	d.scores = []int{80, 118}
	g = setup(t, d)
	if g.Score(1) != 120 {
		t.Errorf("NoHeelsWithin 3 at 118: board %v", g.Board())
	}
}

func TestCutForDealTies(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 1))(t)
	g, ev, err := g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card(append(cards.MustParseList("3C 3D KS"), 0, 0, 0))})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != crib.PhaseCutForDeal || ev[0].(crib.DealerCut).Tied != 0b011 {
		t.Fatalf("tie: %v %+v", g.Phase(), ev)
	}
	// Only the tied players cut again.
	if _, _, err := g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card(append(cards.MustParseList("AC 2D 4S"), 0, 0, 0))}); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("seat 2 cut again: %v", err)
	}
	g, _, err = g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("9C"), cards.MustParse("AD"), cards.NoCard}})
	if err != nil || g.Dealer() != 1 || g.Phase() != crib.PhaseDeal {
		t.Fatalf("recut: %v dealer %d", err, g.Dealer())
	}
}

// TestDiscardingAJoker: a set of cards laid away that holds what is no
// card of the cribbage pack (a bit past the 52 cards), or fewer cards than
// the deal lays away, is refused and named.
func TestDiscardingAJoker(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
	g = step(t)(g.Apply(crib.Deal{}))
	h := g.Hand(0).AppendTo(nil)
	_, _, err := g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(h[0]) | 1<<60})
	if !errors.Is(err, crib.ErrBadCards) || !strings.Contains(err.Error(), "is not a card of the cribbage pack") {
		t.Errorf("no card laid away: %v", err)
	}
	_, _, err = g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(h[0], h[0])})
	// "1 cards laid away" was what a careful reader saw: counts say their
	// noun in the singular for one.
	if !errors.Is(err, crib.ErrBadCards) || err.Error() != "crib: discard by seat 0: bad cards: 1 card laid away, want 2" {
		t.Errorf("a card laid away twice: %v", err)
	}
}

// TestCutStarterNotInThePack is what a careful reader saw: turning a card
// that is not in the pack (one dealt to a hand) said "card not in that
// player's hand". It is bad cards now, and says the pack.
func TestCutStarterNotInThePack(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
	g = step(t)(g.Apply(crib.Deal{}))
	for s := range 2 {
		h := g.Hand(s).AppendTo(nil)
		g = step(t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[:2]...)}))
	}
	c := g.Hand(0).AppendTo(nil)[0]
	_, _, err := g.Apply(crib.CutStarter{Card: c})
	if !errors.Is(err, crib.ErrBadCards) || err.Error() != "crib: cut: bad cards: "+c.String()+" is not in the pack" {
		t.Errorf("a starter from a hand: %v", err)
	}
}
