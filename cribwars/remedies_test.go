package cribwars_test

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// ruled returns the action that carries out r with the choice taken.
func ruled(t *testing.T, r cribwars.Ruling, err error, taken ...cribwars.Choice) cribwars.Irregularity {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	a, err := r.Irregularity(taken...)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// inPlay deals the test deal at tb and lays the first two cards.
func inPlay(tb *table) *table {
	return tb.deal([]string{"5H 5C 10S JD AC 2C", "4D 6D 4S 6H KC QH"}, "5S").lay("5H 4D")
}

// TestIrregularityIsCheckedFirst is what a hostile caller saw: an
// Irregularity with no points was accepted after the game was over, and
// with an Offender of MinInt, or 5 in a game of two sides, although its doc
// promised ErrBadSeat: it returned before any side or phase check.
func TestIrregularityIsCheckedFirst(t *testing.T) {
	fresh := newGame(t, cribwars.Config{}, 1)
	over := playBots(t, cribwars.Config{}, 1)
	for _, c := range []struct {
		name string
		g    cribwars.Game
		a    cribwars.Irregularity
		want error
	}{
		{"no points after the game", over, cribwars.Irregularity{Item: 2, Offender: cribwars.NoSide}, crib.ErrGameOver},
		{"points after the game", over, cribwars.Irregularity{Item: 16, Offender: 0, Points: [crib.MaxSides]int{0, 2}}, crib.ErrGameOver},
		{"offender MinInt", fresh, cribwars.Irregularity{Item: 2, Offender: math.MinInt}, crib.ErrBadSeat},
		{"offender 5 of two sides", fresh, cribwars.Irregularity{Item: 2, Offender: 5}, crib.ErrBadSeat},
		{"offender 2 of two sides, with points", fresh, cribwars.Irregularity{Item: 16, Offender: 2, Points: [crib.MaxSides]int{2, 2}}, crib.ErrBadSeat},
		{"no offender, with points", fresh, cribwars.Irregularity{Item: 16, Offender: cribwars.NoSide, Points: [crib.MaxSides]int{2, 2}}, crib.ErrBadSeat},
		{"no offender moved back", fresh, cribwars.Irregularity{Item: 12, Offender: cribwars.NoSide, Then: cribwars.MoveBack, Back: 2}, crib.ErrBadSeat},
		{"item 0", fresh, cribwars.Irregularity{Item: 0, Offender: 0}, cribwars.ErrNoIrregularity},
		{"item 17", fresh, cribwars.Irregularity{Item: 17, Offender: 0}, cribwars.ErrNoIrregularity},
		{"a claim by the offender", fresh, cribwars.Irregularity{Item: 11, Offender: 1, Then: cribwars.ClaimedGame, Claimer: 1}, crib.ErrBadSeat},
		{"a claim by no side", fresh, cribwars.Irregularity{Item: 11, Offender: 1, Then: cribwars.ClaimedGame, Claimer: 2}, crib.ErrBadSeat},
		{"points with a claim", fresh, cribwars.Irregularity{Item: 11, Offender: 1, Points: [crib.MaxSides]int{2}, Then: cribwars.ClaimedGame}, cribwars.ErrNotCovered},
		{"points with a void game", fresh, cribwars.Irregularity{Item: 14, Offender: 1, Points: [crib.MaxSides]int{2}, Then: cribwars.VoidGame}, cribwars.ErrNotCovered},
		{"a move back of none", fresh, cribwars.Irregularity{Item: 12, Offender: 1, Then: cribwars.MoveBack}, cribwars.ErrNotCovered},
		{"a claimer with a new deal", fresh, cribwars.Irregularity{Item: 15, Offender: 1, Then: cribwars.Redeal, Claimer: 1}, cribwars.ErrNotCovered},
		{"holes back with no remedy", fresh, cribwars.Irregularity{Item: 12, Offender: 1, Back: 3}, cribwars.ErrNotCovered},
		{"a peg with a void game", fresh, cribwars.Irregularity{Item: 14, Offender: 1, Then: cribwars.VoidGame, Front: cribwars.Hole(4)}, cribwars.ErrNotCovered},
		{"an unknown remedy", fresh, cribwars.Irregularity{Item: 14, Offender: 1, Then: 9}, cribwars.ErrNotCovered},
		{"a new deal before the deal", fresh, cribwars.Irregularity{Item: 7, Offender: 0, Then: cribwars.Redeal}, crib.ErrWrongPhase},
		{"a peg put back on a side path", fresh, cribwars.Irregularity{Item: 14, Offender: 0, Then: cribwars.PutBack, Front: cribwars.Peg{Path: 2, Hole: 1}}, cribwars.ErrNoSuchHole},
	} {
		ng, ev, err := c.g.Apply(c.a)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
		if err == nil && len(ev) > 0 || !cmp.Equal(snap(ng), snap(c.g)) {
			t.Errorf("%s: a refused ruling changed the game", c.name)
		}
	}
}

// TestWholeRulingsCarriedOut is what a careful reader saw: where the Crib
// Wars rulings call for a new deal, a claimed game or a void game, nothing
// carried it out. Each ruling, with the choice its side takes, is one
// action that leaves the game as the ruling says.
func TestWholeRulingsCarriedOut(t *testing.T) {
	two := cribwars.Table{Sides: 2, Dealer: 1}
	t.Run("item 15: points and a new deal", func(t *testing.T) {
		tb := inPlay(newTable(t, cribwars.Config{}, 1, 10, 20))
		r, err := cribwars.MixedWithCrib(two, 1)
		tb.do(tb.g.Apply(ruled(t, r, err)))
		if tb.g.Phase() != crib.PhaseDeal || tb.g.Dealer() != 1 {
			t.Fatalf("after the ruling: %v, dealer %d\n%s", tb.g.Phase(), tb.g.Dealer(), tb.log())
		}
		if act, _ := tb.g.Next(); act != crib.StepOffer {
			t.Fatalf("next %v: Ann is offered 2", act)
		}
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		tb.at(main(12), main(20))
		tb.has("Ruling on irregularity 15: side A scores 2 (may decline); new deal.", "Deal 1 is called off; Bob deals again.")
		tb.deal([]string{"AH 2H 3H 4H 5D 6D", "7C 8C 9C 10C JC QC"}, "KS")
		if n := tb.g.Cribbage().DealNumber(); n != 2 {
			t.Errorf("deal number %d", n)
		}
	})
	t.Run("item 3: the owner calls for a new deal", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1).deal([]string{"5H 5C 10S JD AC 2C", "4D 6D 4S 6H KC QH"}, "5S")
		r, err := cribwars.NonDealerCardExposed(two, 0, []bool{false, true})
		tb.do(tb.g.Apply(ruled(t, r, err, r.Choices[0])))
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		if tb.g.Phase() != crib.PhaseDeal || tb.g.Peg(0) != main(2) {
			t.Errorf("%v, Ann at %v\n%s", tb.g.Phase(), tb.g.Peg(0), tb.log())
		}
	})
	t.Run("item 9: the opponent scores and corrects", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 10, 20)
		r, err := cribwars.MiscountAtCrib(two, 1, 1, 0)
		a := ruled(t, r, err, r.Choices[1])
		if a.Then != cribwars.NoRemedy || a.Points != [crib.MaxSides]int{2} {
			t.Fatalf("%+v", a)
		}
		tb.do(tb.g.Apply(a)).do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		tb.at(main(12), main(20))
	})
	t.Run("item 12: points, and the offender moves back", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 10, 30)
		r, err := cribwars.OverPegged(two, 1, 3)
		tb.do(tb.g.Apply(ruled(t, r, err, r.Choices[0])))
		tb.at(main(10), main(30)) // the move back waits for Ann's answer
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		tb.at(main(13), main(27))
	})
	t.Run("item 14: the front peg put behind the back peg", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 10, 30)
		r, err := cribwars.PegRuling(two, cribwars.DefaultTrack(), cribwars.PegIncident{Mishap: cribwars.DislodgedOwnFront, Side: 1, Back: main(24)})
		tb.do(tb.g.Apply(ruled(t, r, err)))
		tb.at(main(10), main(24))
		if p := tb.g.Cribbage().Board().Pegs[1]; p.Rear != 23 {
			t.Errorf("Bob's pegs %v", p)
		}
	})
	t.Run("item 11: the game claimed", func(t *testing.T) {
		tb := inPlay(newTable(t, cribwars.Config{}, 1, 10, 120))
		r, err := cribwars.RefusedPenalty(two, 1)
		tb.do(tb.g.Apply(ruled(t, r, err, r.Choices[0])))
		// As if Ann had pegged out: Bob, at 120 of 363, is double skunked.
		res, won := tb.g.Result()
		if !won || res.Winner != 0 || res.Games != 4 || tb.g.Phase() != crib.PhaseOver {
			t.Errorf("result %+v, %v\n%s", res, won, tb.log())
		}
		tb.has("Ann wins")
	})
	t.Run("item 14: both fronts dislodged, the game void", func(t *testing.T) {
		tb := inPlay(newTable(t, cribwars.Config{}, 1, 10, 20))
		tb.g = tb.g.Recording()
		r, err := cribwars.PegRuling(two, cribwars.DefaultTrack(), cribwars.PegIncident{Mishap: cribwars.BothFrontsDislodged, Side: 0})
		tb.do(tb.g.Apply(ruled(t, r, err)))
		g := tb.g
		if w, won := g.Winner(); !g.Void() || won || w != crib.NoSeat || g.Phase() != crib.PhaseOver {
			t.Fatalf("void %v, winner %d %v, %v", g.Void(), w, won, g.Phase())
		}
		if act, seat := g.Next(); act != crib.StepNone || seat != crib.NoSeat {
			t.Errorf("next %v %d", act, seat)
		}
		if _, won := g.Result(); won {
			t.Error("a void game has a result")
		}
		if _, _, err := g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("5C")}); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("a lay after the void: %v", err)
		}
		data := saveJSON(t, g)
		if !bytes.Contains(data, []byte(`"version":2`)) || !bytes.Contains(data, []byte(`"void":true`)) {
			t.Errorf("a void game saves as\n%s", data)
		}
		checkLoads(t, g)
		if !loadJSON(t, data).Void() {
			t.Error("read back, the game is not void")
		}
		if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), nil); err != nil {
			t.Errorf("PlayGame of a void game: %v", err)
		}
		again, _, err := cribwars.Replay(gametest.Record(t, g))
		if err != nil || !again.Void() {
			t.Errorf("replayed: void %v, %v", again.Void(), err)
		}
		// Version 2 is the void game's alone.
		for _, bad := range []string{strings.Replace(string(data), `"void":true`, `"void":false`, 1),
			strings.Replace(string(data), `"version":2`, `"version":1`, 1)} {
			var h cribwars.Game
			if err := h.UnmarshalJSON([]byte(bad)); !errors.Is(err, cribwars.ErrBadRecord) {
				t.Errorf("%.80s...: %v", bad, err)
			}
		}
	})
}

// TestRulingsChoicesTaken: a choice is one the ruling offers, one at a
// time, and a ruling carries out one remedy.
func TestRulingsChoicesTaken(t *testing.T) {
	three := cribwars.Table{Sides: 3, Dealer: 0}
	r, err := cribwars.MiscountAtCrib(three, 1, -1, 0)
	if err != nil {
		t.Fatal(err)
	}
	for name, taken := range map[string][]cribwars.Choice{
		"two choices":          {r.Choices[0], r.Choices[1]},
		"a choice not offered": {{Side: 1, Option: cribwars.CallNewDeal, Of: cribwars.NoSide}},
	} {
		if _, err := r.Irregularity(taken...); !errors.Is(err, cribwars.ErrNotCovered) {
			t.Errorf("%s: %v", name, err)
		}
	}
	a := ruled(t, r, nil, r.Choices[3]) // side C scores 2 and corrects B's hand: A and C score
	if a.Points != [crib.MaxSides]int{2, 0, 2} {
		t.Errorf("points %v", a.Points)
	}
	newDeal, err := cribwars.MixedWithCrib(three, 1)
	if err != nil {
		t.Fatal(err)
	}
	newDeal.Choices = []cribwars.Choice{{Side: 0, Option: cribwars.ClaimGame, Of: cribwars.NoSide}}
	if _, err := newDeal.Irregularity(newDeal.Choices[0]); !errors.Is(err, cribwars.ErrNotCovered) {
		t.Errorf("a claim and a new deal: %v", err)
	}
	off := cribwars.Ruling{Item: 14, Offender: 1, Pegs: []cribwars.PegFix{{Side: 1, Front: cribwars.Peg{Path: 1, Hole: 2}}}}
	if _, err := off.Irregularity(); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("a peg put back on a side path: %v", err)
	}
}

// TestNewDealKeepsTheStay: a deal called off while a side sits in a
// penalty box does not count as a hand it sat out, and the deal again
// leaves it out.
func TestNewDealKeepsTheStay(t *testing.T) {
	g := inBox(t)
	stay := g.Stay()
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Redeal{}))
	if g.Stay() != stay {
		t.Fatalf("after the redeal the stay is %v, was %v", g.Stay(), stay)
	}
	checkLoads(t, g)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	if !g.Cribbage().SitsOut(stay.Side) || g.Stay() != stay {
		t.Errorf("the deal again: side %s out %v, stay %v", cribwars.SideName(stay.Side), g.Cribbage().SitsOut(stay.Side), g.Stay())
	}
}
