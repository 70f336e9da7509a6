package ruling_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
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
		{"8.7 nothing moved", ruling.DislodgedPegs(ruling.Dislodged{}), crib.Ruling{Rule: "8.7", Text: noFront}},
		{"8.7 a back peg", ruling.DislodgedPegs(ruling.Dislodged{BackPegs: 1, Agreed: true}), crib.Ruling{Rule: "8.7", Text: noFront + backPegs}},
		{"8.7 a front peg, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs", Text: disagree}},
		{"8.7 a front and a back peg, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1, BackPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs", Text: disagree + backPegs}},
		{"8.7 both front pegs and a back peg, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 2, BackPegs: 1}),
			crib.Ruling{Rule: "8.7", Judges: "decide where both front pegs belong", Text: disagree + backPegs}},
		{"8.7 a front peg, agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1, Agreed: true}),
			crib.Ruling{Rule: "8.7", Text: "the front peg is replaced where both players agree it belongs"}},
		{"8.5a taken back to the start hole", ruling.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 0}, 12, ruling.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Forfeit: 24, Count: crib.SettleForfeit, Text: stay}},
		{"8.5a taken back past the rear peg", ruling.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 5}, 12, ruling.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 5}, Forfeit: 19, Count: crib.SettleForfeit, Text: stay}},
		{"8.5a taken back one past the start", ruling.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 1}, 13, ruling.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 1}, Forfeit: 24, Count: crib.SettleForfeit,
				Text: "the peg taken back round to fourth street goes behind the other; this score and the previous one are forfeited"}},
		{"8.5a pegged forward from the first hole", ruling.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, ruling.SlipPeggedForward),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.SettleRecord,
				Text: "the front peg goes behind the rear peg and the latest score is recorded; the previous score is forfeited, with no overpegging penalty"}},
		{"8.5a before release from the first hole", ruling.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, ruling.SlipBeforeRelease),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.SettleRecord,
				Text: "the peg in hand becomes the rear peg and only the latest score is recorded; the previous score is forfeited"}},
		{"8.5b from the start hole", ruling.RemovedBothPegs(0, 2, true, false),
			crib.Ruling{Rule: "8.5b", Move: true, Forfeit: 2, NoMuggins: true, Count: crib.SettleForfeit,
				Text: "the front peg is replaced and the other behind it; the unpegged score is forfeited, and muggins does not apply to it"}},
		{"8.4b from nothing", ruling.FalseClaimOfGame(0, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Award: 121, Penalty: 15, Text: falseGame}},
		{"8.4b from the game hole", ruling.FalseClaimOfGame(121, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 121, Rear: 120}, Penalty: 15, Text: falseGame}},
		{"8.4b from past the game hole", ruling.FalseClaimOfGame(125, 121),
			crib.Ruling{Rule: "8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 125, Rear: 124}, Penalty: 15, Text: falseGame}},
		{"8.10 into the game hole of 61", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 61, Rear: 60}, Points: 1, Count: 28, OpponentHand: set("AC"), GameHole: 61}),
			crib.Ruling{Rule: "8.10, 8.4b", Judges: confirm, Move: true, Pegs: crib.Pegs{Front: 60, Rear: 59}, Award: 1, Penalty: 15, Text: falseGame}},
		{"8.10 a hole short of the game hole of 61", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 60, Rear: 59}, Points: 1, Count: 28, OpponentHand: set("AC"), GameHole: 61}),
			crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 59, Rear: 59}, Text: earlyGo}},
		{"8.10 a hole short of 121", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 120, Rear: 119}, Points: 1, Count: 28, OpponentHand: set("AC")}),
			crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 119, Rear: 119}, Text: earlyGo}},
		{"8.10 only a card that makes 32", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 120, Rear: 119}, Points: 1, Count: 28, OpponentHand: set("4C")}),
			crib.Ruling{Rule: "8.10", Text: "the opponent cannot lay: the go was warranted and stands"}},
		{"8.4c back past the rear peg", ruling.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 9, true),
			crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 12, Rear: 12}, Award: 9, Text: "the peg goes back to the correct hole and the opponent scores the error"}},
	} {
		if d := cmp.Diff(tc.want, tc.got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
}
