package crib_test

import (
	"errors"
	"math"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/must"
)

// TestTheZeroGame: the zero Game is not a game: it waits for nothing and
// refuses every action.
func TestTheZeroGame(t *testing.T) {
	var g crib.Game
	if act, seat := g.Next(); act != crib.StepNone || seat != crib.NoSeat {
		t.Errorf("next %v %d", act, seat)
	}
	for _, a := range []crib.Action{crib.CutForDeal{}, crib.ChooseDealer{}, crib.Deal{}, crib.DealFromDeck(cards.StandardDeck()),
		crib.Discard{}, crib.Cut{}, crib.CutAt{Depth: 4}, crib.Lay{}, crib.Count{}, crib.Claim{}, crib.Accept{},
		crib.CallMuggins{}, crib.Correct{}, crib.Retract{}, crib.PegOut{}, crib.RefusePegOut{}, crib.TakeOffer{},
		crib.DeclineOffer{}, crib.Adjust{}, crib.Award{}, crib.SitOut{}, crib.Fold{}, crib.Redeal{}, crib.ApplyRuling{}, crib.Mix{}, crib.Concede{}, crib.Go{}} {
		if _, _, err := g.Apply(a); !errors.Is(err, crib.ErrZeroValue) {
			t.Errorf("%v: %v", a, err)
		}
	}
}

// TestEveryEndIsTheEnd: however the game ends (a ruling that places pegs
// in the game hole, with a reminder to peg out and offers waiting), it
// reports the end once and waits for nothing more.
func TestEveryEndIsTheEnd(t *testing.T) {
	t.Run("a ruling places the pegs in the game hole", func(t *testing.T) {
		g := must.Get(crib.NewGame(crib.Rules{Declinable: true, Layout: crib.ThreePlayer()}, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g = step(t)(g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.UsedOpponentsPeg(0, false, true)})) // 2 offered to sides 0 and 2
		if act, _ := g.Next(); act != crib.StepOffer {
			t.Fatalf("next %v", act)
		}
		g, ev := stepEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
		if len(g.Offers()) != 1 {
			t.Fatalf("offers %+v\n%s", g.Offers(), describe(ev))
		}
		// The ruling is refused while an offer waits; once answered, a
		// ruling that puts side 1's pegs in the game hole wins.
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}}}); !errors.Is(err, crib.ErrOfferPending) {
			t.Errorf("a ruling with an offer waiting: %v", err)
		}
		g = step(t)(g.Apply(crib.DeclineOffer{Side: 2}))
		g, ev = stepEv(t)(g.Apply(crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}}}))
		over, ok := ev[len(ev)-1].(crib.GameOver)
		if !ok || over.Winner != 1 || winnerOf(g) != 1 || g.Phase() != crib.PhaseOver || g.Board().Games[1] != 1 {
			t.Fatalf("winner %d, phase %v\n%s", winnerOf(g), g.Phase(), describe(ev))
		}
		if act, seat := g.Next(); act != crib.StepNone || seat != crib.NoSeat {
			t.Errorf("next %v %d after the end", act, seat)
		}
		if p := pegged(ev, 1, crib.ScorePlace); len(p) != 1 || p[0].Score.Points != 121 {
			t.Errorf("the placement: %+v", p)
		}
	})
	t.Run("a reminder to peg out is open", func(t *testing.T) {
		g := theDeal(t, crib.Rules{Claimed: true}, 0, 119)
		g = lay(t, g, "5H 4D 5C 6D")
		g = step(t)(g.Apply(crib.Claim{Seat: 1, Points: 0})) // the run of 3 would take the dealer out: reminded
		if act, seat := g.Next(); act != crib.StepPegOut || seat != 1 {
			t.Fatalf("next %v %d", act, seat)
		}
		g, ev := stepEv(t)(g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 100}}}))
		if winnerOf(g) != 0 {
			t.Fatalf("winner %d\n%s", winnerOf(g), describe(ev))
		}
		if act, seat := g.Next(); act != crib.StepNone || seat != crib.NoSeat {
			t.Errorf("next %v %d after the end", act, seat)
		}
		if _, _, err := g.Apply(crib.PegOut{Seat: 1}); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("peg out after the end: %v", err)
		}
	})
}

func TestHostileZeroGameAccessors(t *testing.T) {
	var g crib.Game
	_ = g.Seats() + g.Side(0) + g.Side(-1) + g.Score(0) + g.Dealer() + g.DealNumber()
	_ = g.Hand(0) | g.Kept(0) | g.Crib()
	_, _ = g.Next()
	_, _ = g.Winner()
	_, _ = g.Result()
	_ = g.DiscardView(0)
	_ = g.LayView(0).Legal()
	_ = g.Board().String()
	_ = g.Play().String()
	_, err := g.MarshalJSON()
	must.Is(t, "the zero Game's MarshalJSON", err, crib.ErrZeroValue)
}

func TestHostileZeroGameCutForDeal(t *testing.T) {
	_, _, err := crib.Game{}.Apply(crib.CutForDeal{})
	must.Is(t, "the zero Game's CutForDeal", err, crib.ErrZeroValue)
}

func TestHostileDiscardedNegativeSeat(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []int{-1, math.MinInt, 64, math.MaxInt} {
		if g.Discarded(s) || g.Folded(s) || g.SitsOut(s) {
			t.Errorf("seat %d: Discarded, Folded or SitsOut", s)
		}
	}
}
