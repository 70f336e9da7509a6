package crib

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// TestApplyInPlaceIsApply: an action stepped in place, as PlayGame steps a
// game no one observes, does exactly what Apply does, success or failure,
// in games of every kind played by random actions; and every action played
// has a text that reads back.
func TestApplyInPlaceIsApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		claimed := rapid.Bool().Draw(t, "claimed")
		rules := Rules{Layout: drawLayout(t), GameHole: 61, Claimed: claimed,
			Muggins: claimed && rapid.Bool().Draw(t, "muggins"), Declinable: rapid.Bool().Draw(t, "declinable"),
			Match: MatchRules{GamesToWin: rapid.IntRange(0, 2).Draw(t, "games to win")}, ClaimPenalties: rapid.Bool().Draw(t, "claim penalties")}
		g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			if g.phase == PhaseOver {
				break
			}
			a := drawAction(t, g)
			ga, _, erra := g.Apply(a)
			// The same action stepped in place, as PlayGame steps a
			// quiet game, leaves the same game and the same error.
			q := g
			q.quiet = true
			gm, evm, errm := q.applyInPlace(a)
			gm.quiet = false
			if (erra == nil) != (errm == nil) || (erra != nil && erra.Error() != errm.Error()) {
				t.Fatalf("%v: Apply says %v, in place %v", a, erra, errm)
			}
			if !cmp.Equal(ga, *gm, gameCmp) {
				t.Fatalf("%v: Apply and the step in place leave different games:\n%s", a, cmp.Diff(ga, *gm, gameCmp))
			}
			if len(evm) > 0 {
				t.Fatalf("%v: a quiet game made events %v", a, evm)
			}
			if erra == nil && a.String() == "" {
				t.Fatalf("%#v says nothing", a)
			}
			checkActionText(t, a, erra == nil)
			g = ga
		}
	})
}

// drawAction draws an action for g: most often what the game waits for,
// with a legal choice, otherwise any action with fields near the game's.
func drawAction(t *rapid.T, g Game) Action {
	n := g.Seats()
	seat := func(label string) int { return rapid.IntRange(-1, n).Draw(t, label) }
	act, who := g.Next()
	if rapid.IntRange(0, 3).Draw(t, "legal") > 0 {
		switch act {
		case StepCutForDeal:
			return CutForDeal{}
		case StepDeal:
			if rapid.Bool().Draw(t, "hands given") {
				return dealtHands(t, g)
			}
			return Deal{}
		case StepDiscard:
			h := g.hands[who].AppendTo(nil)
			throw := rapid.Permutation(h).Draw(t, "throw")[:g.dealLayout().Throw]
			return Discard{Seat: who, Cards: cards.SetOf(throw...)}
		case StepCut:
			if rapid.Bool().Draw(t, "starter named") {
				return CutStarter{Card: rapid.SampledFrom(g.deck.Cards()).Draw(t, "starter")}
			}
			return Cut{}
		case StepLay:
			return Lay{Seat: who, Card: rapid.SampledFrom(g.play.Legal().AppendTo(nil)).Draw(t, "card")}
		case StepCount:
			return Count{}
		case StepClaim, StepAccept, StepPegOut, StepOffer:
			// drawn below
		}
	}
	var cuts [MaxSeats]cards.Card
	for s := range n {
		cuts[s] = cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "cut"))
	}
	return rapid.SampledFrom([]Action{
		CutForDealWith{Cuts: cuts},
		ChooseDealer{Seat: seat("dealer")},
		CutAt{Depth: rapid.IntRange(0, 40).Draw(t, "depth")},
		Lay{Seat: seat("lay seat"), Card: cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "any card"))},
		Claim{Seat: seat("claim seat"), Points: rapid.IntRange(-1, 30).Draw(t, "points")},
		Accept{Seat: seat("accept seat")},
		CallMuggins{Caller: seat("caller"), Target: seat("target"), Asked: rapid.IntRange(0, 5).Draw(t, "asked")},
		Correct{Caller: seat("corrector"), Target: seat("corrected")},
		Retract{Seat: seat("retract seat")},
		PegOut{Seat: seat("peg out seat")},
		RefusePegOut{Seat: seat("refuse seat")},
		TakeOffer{Side: seat("take side")},
		DeclineOffer{Side: seat("decline side")},
		Adjust{Side: seat("adjust side"), Points: rapid.IntRange(-5, 5).Draw(t, "adjust"), Rule: "test"},
		Award{Side: seat("award side"), Points: rapid.IntRange(-1, 20).Draw(t, "award"), Rule: "test"},
		SitOut{Side: seat("sit out side")},
		Fold{Side: seat("fold side")},
		ApplyRuling{Offender: seat("offender"), Ruling: Ruling{Rule: "test", Award: rapid.IntRange(0, 2).Draw(t, "ruling award"),
			Move: rapid.Bool().Draw(t, "move"), Pegs: Pegs{Front: 30, Rear: 29}, Record: rapid.IntRange(0, 3).Draw(t, "ruling record"),
			Count: Settle(rapid.IntRange(0, 3).Draw(t, "ruling count"))}},
		Mix{Seat: seat("mix seat"), Crib: rapid.Bool().Draw(t, "mix crib")},
		Concede{Seat: seat("concede seat")},
		Go{Seat: seat("go seat")}, Go{Seat: seat("go seat")},
		Cut{}, Deal{}, Count{}, CutForDeal{},
	}).Draw(t, "action")
}

// dealtHands draws the hands of a deal for g, as a table deals them.
func dealtHands(t *rapid.T, g Game) DealHands {
	l := g.dealLayout()
	pack := rapid.Permutation(cards.StandardDeck().Cards()).Draw(t, "pack")
	var a DealHands
	for s := range g.Seats() {
		if g.out&(1<<s) == 0 {
			a.Hands[s] = cards.SetOf(pack[:l.Deal]...)
			pack = pack[l.Deal:]
		}
	}
	a.FromPack = cards.SetOf(pack[:l.FromPack]...)
	return a
}

// checkActionText checks that a's text reads back to a, and that an
// action a game accepted has a text.
func checkActionText(t interface{ Fatalf(string, ...any) }, a Action, accepted bool) {
	text, err := actionText.Text(a)
	if err != nil {
		if accepted {
			t.Fatalf("%#v was played and has no text: %v", a, err)
		}
		return
	}
	if back, err := ParseAction(string(text)); err != nil || back != a {
		t.Fatalf("%q reads back as %#v, %v; want %#v", text, back, err, a)
	}
}
