package crib_test

// Tests of the API's shape: actions and their text, the errors every
// transition returns, the zero Game, and the end of the game however it
// comes.

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/game"
)

func TestActionStrings(t *testing.T) {
	c := cards.MustParse
	for _, tc := range []struct {
		a       crib.Action
		op, say string
	}{
		{crib.CutForDeal{}, "cut for deal", "cut for deal"},
		{crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.NoCard, c("4H"), c("8C")}}, "cut for deal with", "cut for deal with -- 4H 8C"},
		{crib.ChooseDealer{Seat: 1}, "choose dealer", "choose dealer 1"},
		{crib.Deal{}, "deal", "deal"},
		{crib.Discard{Seat: 0, Cards: set("2C AC")}, "discard", "discard 0 AC 2C"},
		{crib.Cut{}, "cut", "cut"},
		{crib.CutAt{Depth: 10}, "cut at", "cut at 10"},
		{crib.Lay{Seat: 1, Card: c("5H")}, "lay", "lay 1 5H"},
		{crib.Count{}, "count", "count"},
		{crib.Claim{Seat: 1, Points: 2}, "claim", "claim 1 2"},
		{crib.Accept{Seat: 0}, "accept", "accept 0"},
		{crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}, "muggins", "muggins 0 1 3"},
		{crib.Correct{Caller: 0, Target: 1}, "correct", "correct 0 1"},
		{crib.Retract{Seat: 1}, "retract", "retract 1"},
		{crib.PegOut{Seat: 1}, "peg out", "peg out 1"},
		{crib.RefusePegOut{Seat: 1}, "refuse peg out", "refuse peg out 1"},
		{crib.TakeOffer{Side: 0}, "take offer", "take offer 0"},
		{crib.DeclineOffer{Side: 2}, "decline offer", "decline offer 2"},
		{crib.Adjust{Side: 1, Points: -15, Rule: "8.4b"}, "adjust", `adjust 1 -15 8.4b`},
		{crib.Adjust{Side: 1, Points: -2, Rule: "item #3"}, "adjust", `adjust 1 -2 "item \x233"`},
		{crib.Award{Side: 1, Points: 20, Rule: "a test"}, "award", `award 1 20 a test`},
		{crib.SitOut{Side: 1}, "sit out", "sit out 1"},
		{crib.Fold{Side: 1}, "fold", "fold 1"},
		{crib.Mix{Seat: 0}, "mix", "mix 0"},
		{crib.Mix{Seat: 1, Crib: true}, "mix", "mix 1 crib"},
		{crib.Concede{Seat: 1}, "concede", "concede 1"},
		{crib.Go{Seat: 0}, "go", "go 0"},
		{crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "8.8", Record: 4, Award: 2}}, "ruling", `ruling 0 8.8 record 4 award 2`},
		{crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true}},
			"ruling", `ruling 1 8.5b move 40/39 forfeit 6 no-muggins`},
		{crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "9.3a", Judges: "retrieve the starter", Award: 2, Count: crib.SettleRecord, Text: "say \"two\""}},
			"ruling", `ruling 1 9.3a judges "retrieve the starter" award 2 count record text "say \"two\""`},
		{crib.DealHands{Hands: [crib.MaxSeats]cards.Set{set("AS 3S 8S JH KC"), 0, set("AH 4C 5D 5S 10S")}, FromPack: set("3D")},
			"deal", "deal AS 3S 8S JH KC | - | AH 4C 5D 5S 10S crib 3D"},
		{crib.CutStarter{Card: c("JD")}, "cut", "cut JD"},
	} {
		// A refusal names the operation: the zero Game refuses them all.
		_, _, err := crib.Game{}.Apply(tc.a)
		var e *crib.Error
		if !errors.As(err, &e) || e.Op != tc.op || tc.a.String() != tc.say {
			t.Errorf("%#v: refused as %v, says %q; want op %q, %q", tc.a, err, tc.a.String(), tc.op, tc.say)
		}
		if back, err := crib.ParseAction(tc.say); err != nil || back != tc.a {
			t.Errorf("ParseAction(%q) = %#v, %v", tc.say, back, err)
		}
	}
	pack := crib.DealFromDeck(cards.StandardDeck())
	if s := pack.String(); !strings.HasPrefix(s, "deal from AC AD AH AS 2C") || !strings.HasSuffix(s, "KS") {
		t.Errorf("deal from: %q", s)
	}
	if pack != crib.DealFromDeck(cards.StandardDeck()) {
		t.Error("two DealFrom actions of one pack differ")
	}
}

// TestErrorsNameTheOperation: a refused transition is a *game.Error naming
// the package, the operation and the seat (or side), wrapping a sentinel
// shared by every game.
func TestErrorsNameTheOperation(t *testing.T) {
	g := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	for _, tc := range []struct {
		a    crib.Action
		want error
		seat int
		side bool
	}{
		{crib.Lay{Seat: 1, Card: cards.MustParse("4D")}, crib.ErrNotYourTurn, 1, false},
		{crib.Lay{Seat: 0, Card: cards.MustParse("4D")}, crib.ErrNotInHand, 0, false},
		{crib.Lay{Seat: 7, Card: cards.MustParse("4D")}, crib.ErrBadSeat, 7, false},
		{crib.Count{}, crib.ErrWrongPhase, crib.NoSeat, false},
		{crib.Fold{Side: 3}, crib.ErrBadSeat, 3, true},
		{crib.Award{Side: 1, Points: -1}, crib.ErrBadClaim, 1, true},
	} {
		_, _, err := g.Apply(tc.a)
		e, ok := errors.AsType[*crib.Error](err)
		if !ok || !errors.Is(err, tc.want) || e.Pkg != "crib" || e.Op != strings.Fields(tc.a.String())[0] || e.Seat != tc.seat || e.Side != tc.side {
			t.Errorf("%v: %#v (%v), want %v by %d", tc.a, e, err, tc.want, tc.seat)
		}
	}
	if crib.ErrGameOver != game.ErrGameOver || crib.ErrBadSeat != game.ErrBadSeat || crib.ErrStrategy != game.ErrStrategy || crib.Whole != game.Whole {
		t.Error("the shared sentinels are not the same values")
	}
	type other struct{ crib.Deal }
	if _, _, err := g.Apply(other{}); !errors.Is(err, crib.ErrUnknownAction) {
		t.Errorf("an unknown action: %v", err)
	}
	if _, _, err := g.Apply(nil); !errors.Is(err, crib.ErrUnknownAction) {
		t.Errorf("a nil action: %v", err)
	}
}

// TestDiscardingAJoker: a set of cards laid away that holds what is no
// card of the cribbage pack (a bit past the 52 cards), or fewer cards than
// the deal lays away, is refused and named.
func TestDiscardingAJoker(t *testing.T) {
	g := newGame(t, crib.Rules{}, 1)
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
	g = must(t)(g.Apply(crib.Deal{}))
	h := g.Hand(0).AppendTo(nil)
	_, _, err := g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(h[0]) | 1<<60})
	if !errors.Is(err, crib.ErrBadCards) || !strings.Contains(err.Error(), "is not a card of the cribbage pack") {
		t.Errorf("no card laid away: %v", err)
	}
	_, _, err = g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(h[0], h[0])})
	if !errors.Is(err, crib.ErrBadCards) || err.Error() != "crib: discard by seat 0: bad cards: 1 cards laid away, want 2" {
		t.Errorf("a card laid away twice: %v", err)
	}
}

// TestTheZeroGame: the zero Game is not a game: it waits for nothing and
// refuses every action.
func TestTheZeroGame(t *testing.T) {
	var g crib.Game
	if act, seat := g.Next(); act != crib.ActNone || seat != crib.NoSeat {
		t.Errorf("next %v %d", act, seat)
	}
	for _, a := range []crib.Action{crib.CutForDeal{}, crib.ChooseDealer{}, crib.Deal{}, crib.DealFromDeck(cards.StandardDeck()),
		crib.Discard{}, crib.Cut{}, crib.CutAt{Depth: 4}, crib.Lay{}, crib.Count{}, crib.Claim{}, crib.Accept{},
		crib.CallMuggins{}, crib.Correct{}, crib.Retract{}, crib.PegOut{}, crib.RefusePegOut{}, crib.TakeOffer{},
		crib.DeclineOffer{}, crib.Adjust{}, crib.Award{}, crib.SitOut{}, crib.Fold{}, crib.ApplyRuling{}, crib.Mix{}, crib.Concede{}, crib.Go{}} {
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
		g := newGame(t, crib.Rules{Declinable: true, Layout: crib.ThreePlayer()}, 1)
		g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g = must(t)(g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.UsedOpponentsPeg(0, false, true)})) // 2 offered to sides 0 and 2
		if act, _ := g.Next(); act != crib.ActOffer {
			t.Fatalf("next %v", act)
		}
		g, ev := mustEv(t)(g.Apply(crib.TakeOffer{Side: 0}))
		if len(g.Offers()) != 1 {
			t.Fatalf("offers %+v\n%s", g.Offers(), describe(ev))
		}
		// The ruling is refused while an offer waits; once answered, a
		// ruling that puts side 1's pegs in the game hole wins.
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}}}); !errors.Is(err, crib.ErrOfferPending) {
			t.Errorf("a ruling with an offer waiting: %v", err)
		}
		g = must(t)(g.Apply(crib.DeclineOffer{Side: 2}))
		g, ev = mustEv(t)(g.Apply(crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}}}))
		over, ok := ev[len(ev)-1].(crib.GameOver)
		if !ok || over.Winner != 1 || winnerOf(g) != 1 || g.Phase() != crib.PhaseOver || g.Board().Games[1] != 1 {
			t.Fatalf("winner %d, phase %v\n%s", winnerOf(g), g.Phase(), describe(ev))
		}
		if act, seat := g.Next(); act != crib.ActNone || seat != crib.NoSeat {
			t.Errorf("next %v %d after the end", act, seat)
		}
		if p := pegged(ev, 1, crib.ScorePlace); len(p) != 1 || p[0].Score.Points != 121 {
			t.Errorf("the placement: %+v", p)
		}
	})
	t.Run("a reminder to peg out is open", func(t *testing.T) {
		g := setup(t, setupDeal{rules: crib.Rules{Claimed: true}, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 119}})
		g = lay(t, g, "5H 4D 5C 6D")
		g = must(t)(g.Apply(crib.Claim{Seat: 1, Points: 0})) // the run of 3 would take the dealer out: reminded
		if act, seat := g.Next(); act != crib.ActPegOut || seat != 1 {
			t.Fatalf("next %v %d", act, seat)
		}
		g, ev := mustEv(t)(g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "test", Move: true, Pegs: crib.Pegs{Front: 121, Rear: 100}}}))
		if winnerOf(g) != 0 {
			t.Fatalf("winner %d\n%s", winnerOf(g), describe(ev))
		}
		if act, seat := g.Next(); act != crib.ActNone || seat != crib.NoSeat {
			t.Errorf("next %v %d after the end", act, seat)
		}
		if _, _, err := g.Apply(crib.PegOut{Seat: 1}); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("peg out after the end: %v", err)
		}
	})
}
