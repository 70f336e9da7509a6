package crib_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
)

// TestRulingsAtTheirEdges: rulings whose parts turn on a bound, each in
// full, texts included.
func TestRulingsAtTheirEdges(t *testing.T) {
	const (
		noFront   = "no front peg moved"
		disagree  = "the players do not agree: judges place the front peg"
		backPegs  = "; a back peg may be placed anywhere behind its front peg"
		stay      = "both pegs stay where they are; this score and the previous one are forfeited"
		falseGame = "the front peg goes to the points actually scored, the opponent scores the points overclaimed, and the offender goes 15 back"
		confirm   = "confirm the false claim of game"
		earlyGo   = "the opponent can still lay: the go is an overpeg; the peg goes back to the correct hole without penalty"
	)
	for _, tc := range []struct {
		name      string
		got, want crib.Ruling
	}{
		{"8.7 nothing moved", crib.DislodgedPegs(crib.Dislodged{}), crib.Ruling{Rule: "8.7", Text: noFront}},
		{"8.7 a back peg", crib.DislodgedPegs(crib.Dislodged{BackPegs: 1, Agreed: true}), crib.Ruling{Rule: "8.7", Text: noFront + backPegs}},
		{"8.7 a front peg, not agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs", Text: disagree}},
		{"8.7 a front and a back peg, not agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 1, BackPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs", Text: disagree + backPegs}},
		{"8.7 both front pegs and a back peg, not agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 2, BackPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where both front pegs belong", Text: disagree + backPegs}},
		{"8.7 a front peg, agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 1, Agreed: true}),
			crib.Ruling{Rule: "8.7", Text: "the front peg is replaced where both players agree it belongs"}},
		{"8.5a taken back to the start hole", crib.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 0}, 12, crib.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Forfeit: 24, Count: crib.SettleForfeit, Text: stay}},
		{"8.5a taken back past the rear peg", crib.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 5}, 12, crib.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 5}, Forfeit: 19, Count: crib.SettleForfeit, Text: stay}},
		{"8.5a taken back one past the start", crib.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 1}, 13, crib.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 1}, Forfeit: 24, Count: crib.SettleForfeit,
				Text: "the peg taken back round to fourth street goes behind the other; this score and the previous one are forfeited"}},
		{"8.5a pegged forward from the first hole", crib.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, crib.SlipPeggedForward),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.SettleRecord,
				Text: "the front peg goes behind the rear peg and the latest score is recorded; the previous score is forfeited, with no overpegging penalty"}},
		{"8.5a before release from the first hole", crib.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, crib.SlipBeforeRelease),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.SettleRecord,
				Text: "the peg in hand becomes the rear peg and only the latest score is recorded; the previous score is forfeited"}},
		{"8.5b from the start hole", crib.RemovedBothPegs(0, 2, true, false),
			crib.Ruling{Rule: "8.5b", Move: true, Forfeit: 2, NoMuggins: true, Count: crib.SettleForfeit,
				Text: "the front peg is replaced and the other behind it; the unpegged score is forfeited, and muggins does not apply to it"}},
		{"8.4b from nothing", crib.FalseClaimOfGame(0, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Award: 121, Penalty: 15, Text: falseGame}},
		{"8.4b from the game hole", crib.FalseClaimOfGame(121, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}, Penalty: 15, Text: falseGame}},
		{"8.4b from past the game hole", crib.FalseClaimOfGame(125, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 125, Rear: 124}, Penalty: 15, Text: falseGame}},
		{"8.10 into the game hole of 61", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 61, Rear: 60}, Points: 1, Count: 28, OpponentHand: set("AC"), GameHole: 61}),
			crib.Ruling{Rule: "8.10, 8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 60, Rear: 59}, Award: 1, Penalty: 15, Text: falseGame}},
		{"8.10 a hole short of the game hole of 61", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 60, Rear: 59}, Points: 1, Count: 28, OpponentHand: set("AC"), GameHole: 61}),
			crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 59, Rear: 59}, Text: earlyGo}},
		{"8.10 a hole short of 121", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 120, Rear: 119}, Points: 1, Count: 28, OpponentHand: set("AC")}),
			crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 119, Rear: 119}, Text: earlyGo}},
		{"8.10 only a card that makes 32", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 120, Rear: 119}, Points: 1, Count: 28, OpponentHand: set("4C")}),
			crib.Ruling{Rule: "8.10", Text: "the opponent cannot lay: the go was warranted and stands"}},
		{"8.4c back past the rear peg", crib.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 9, true),
			crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 12, Rear: 12}, Award: 9, Text: "the peg goes back to the correct hole and the opponent scores the error"}},
	} {
		if d := cmp.Diff(tc.want, tc.got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
}

// TestApplyRulingPartsOfNothing: a ruling's forfeit, award, record and
// penalty each happen when they are one point, and not when they are none.
func TestApplyRulingPartsOfNothing(t *testing.T) {
	g := newGame(t, crib.Rules{}, 1)
	g = must(t)(g.Apply(crib.Adjust{Side: 0, Points: 30, Rule: "test"}))
	g = must(t)(g.Apply(crib.Adjust{Side: 1, Points: 50, Rule: "test"}))
	for _, tc := range []struct {
		r    crib.Ruling
		want string
	}{
		{crib.Ruling{Rule: "8.7"}, ""},
		{crib.Ruling{Rule: "x", Forfeit: 1}, "Pat forfeits 1 point (rule x).\n"},
		{crib.Ruling{Rule: "x", Award: 1}, "Dee pegs 1 for a penalty (rule x): 50 to 51.\n"},
		{crib.Ruling{Rule: "x", Record: 1}, "Pat pegs 1 for the claim (rule x): 30 to 31.\n"},
		{crib.Ruling{Rule: "x", Penalty: 1}, "Pat pegs back 1, a penalty (rule x): 30 to 29.\n"},
	} {
		_, ev := mustEv(t)(g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.r}))
		if got := describe(ev); got != tc.want {
			t.Errorf("%+v: events\n%s\nwant\n%s", tc.r, got, tc.want)
		}
	}
}

// TestApplyRulingRefusesPastTheGameHole: a ruling's points may be up to
// the game hole, and its pegs in order; one past is refused.
func TestApplyRulingRefusesPastTheGameHole(t *testing.T) {
	g := newGame(t, crib.Rules{GameHole: 61}, 1)
	for _, tc := range []struct {
		ok, past crib.Ruling
	}{
		{crib.Ruling{Rule: "x", Record: 61}, crib.Ruling{Rule: "x", Record: 62}},
		{crib.Ruling{Rule: "x", Forfeit: 61}, crib.Ruling{Rule: "x", Forfeit: 62}},
		{crib.Ruling{Rule: "x", Award: 61}, crib.Ruling{Rule: "x", Award: 62}},
		{crib.Ruling{Rule: "x", Penalty: 61}, crib.Ruling{Rule: "x", Penalty: 62}},
		{crib.Ruling{Rule: "x", Record: 0}, crib.Ruling{Rule: "x", Record: -1}},
		{crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 5, Rear: 5}}, crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 5, Rear: 6}}},
		{crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 0, Rear: 0}}, crib.Ruling{Rule: "x", Move: true, Pegs: crib.Pegs{Front: 0, Rear: -1}}},
		{crib.Ruling{Rule: "x", Count: crib.SettleForfeit}, crib.Ruling{Rule: "x", Count: crib.SettleForfeit + 1}},
	} {
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.ok}); err != nil {
			t.Errorf("%+v: %v", tc.ok, err)
		}
		if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: tc.past}); !errors.Is(err, crib.ErrBadClaim) {
			t.Errorf("%+v: %v, want ErrBadClaim", tc.past, err)
		}
	}
}
