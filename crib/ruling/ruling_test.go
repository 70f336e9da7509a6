package ruling_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// Every case the text of rules 8.3 to 8.10 and 9.2 to 9.4 spells out, with
// the ruling it gives. Text is not compared.
var rulingTable = []struct {
	name string
	got  crib.Ruling
	want crib.Ruling
}{
	// 8.3
	{"8.3 underpeg stands", ruling.Underpegged(), crib.Ruling{Rule: "8.3"}},
	// 8.4
	{"8.4c opponent finds the overpeg", ruling.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 2, true),
		crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 18, Rear: 12}, Award: 2}},
	{"8.4c the pegger finds it first", ruling.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 2, false),
		crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 18, Rear: 12}}},
	{"8.4b false claim of game from 117", ruling.FalseClaimOfGame(117, 121),
		crib.Ruling{Rule: "8.4b", Judges: "confirm the false claim of game", Move: true, Pegs: crib.Pegs{Front: 117, Rear: 116}, Award: 4, Penalty: 15}},
	// 8.5a
	{"8.5a noticed before release", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, ruling.SlipBeforeRelease),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.SettleRecord}},
	{"8.5a pegged backward and released", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 25, Rear: 22}, Forfeit: 13, Count: crib.SettleForfeit}},
	{"8.5a pegged backward behind the rear peg", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 18}, Forfeit: 20, Count: crib.SettleForfeit}},
	{"8.5a first street back to fourth street", ruling.RemovedFrontPeg(crib.Pegs{Front: 9, Rear: 4}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 4, Rear: 3}, Forfeit: 17, Count: crib.SettleForfeit}},
	{"8.5a both pegs on fourth street: start again", ruling.RemovedFrontPeg(crib.Pegs{Front: 6, Rear: 0}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{}, Forfeit: 18, Count: crib.SettleForfeit}},
	{"8.5a noticed after pegging forward", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, ruling.SlipPeggedForward),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.SettleRecord}},
	// 8.5b
	{"8.5b both pegs removed, agreed", ruling.RemovedBothPegs(40, 6, true, false),
		crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.SettleForfeit}},
	{"8.5b players disagree: judges", ruling.RemovedBothPegs(40, 6, false, false),
		crib.Ruling{Rule: "8.5b", Judges: "decide where the front peg was", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.SettleForfeit}},
	{"8.5b physical impairment: 8.7, no forfeit", ruling.RemovedBothPegs(40, 6, true, true),
		crib.Ruling{Rule: "8.5b, 8.7", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Record: 6, Count: crib.SettleRecord}},
	// 8.6
	{"8.6 own peg", ruling.TouchedPeg(true), crib.Ruling{Rule: "8.6"}},
	{"8.6 opponent's peg", ruling.TouchedPeg(false), crib.Ruling{Rule: "8.6"}},
	// 8.7
	{"8.7 front peg, agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1, Agreed: true}), crib.Ruling{Rule: "8.7"}},
	{"8.7 front peg, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1}), crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs"}},
	{"8.7 both front pegs, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 2}), crib.Ruling{Rule: "8.7", Judges: "decide where both front pegs belong"}},
	{"8.7 back pegs only", ruling.DislodgedPegs(ruling.Dislodged{BackPegs: 2}), crib.Ruling{Rule: "8.7"}},
	// 8.8
	{"8.8 opponent's back peg", ruling.UsedOpponentsPeg(4, false, true), crib.Ruling{Rule: "8.8", Award: 2, Record: 4, Count: crib.SettleRecord}},
	{"8.8 opponent's front peg, disputed", ruling.UsedOpponentsPeg(4, true, false),
		crib.Ruling{Rule: "8.8, 8.7", Judges: "decide where the opponent's front peg belongs", Award: 2, Record: 4, Count: crib.SettleRecord}},
	// 8.9
	{"8.9 wrong track", ruling.WrongTrack(3), crib.Ruling{Rule: "8.9", Record: 3, Count: crib.SettleRecord}},
	// 8.10
	{"8.10 go warranted", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 31, Rear: 30}, Points: 1, Count: 28, OpponentHand: set("KC 5D")}),
		crib.Ruling{Rule: "8.10"}},
	{"8.10 go not warranted, found by the opponent", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 31, Rear: 30}, Points: 1, Count: 28, OpponentHand: set("KC 3D"), FoundByOpponent: true}),
		crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 30, Rear: 30}, Award: 1}},
	{"8.10 go not warranted into the game hole: 8.4a", ruling.GoPeggedEarly(ruling.EarlyGo{Pegs: crib.Pegs{Front: 121, Rear: 120}, Points: 1, Count: 28, OpponentHand: set("AC")}),
		crib.Ruling{Rule: "8.10, 8.4b", Judges: "confirm the false claim of game", Move: true, Pegs: crib.Pegs{Front: 120, Rear: 119}, Award: 1, Penalty: 15}},
	// 9.2c
	{"9.2c dealer counts first", ruling.CountedFirst(12), crib.Ruling{Rule: "9.2c"}},
	// 9.3a
	{"9.3a starter retrieved", ruling.StarterMixed(ruling.IntoHand, true, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "retrieve the starter and place it on top of the pack"}},
	{"9.3a reconstruction", ruling.StarterMixed(ruling.IntoCrib, false, true),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "rebuild the five cards from the players' statements and the pegging, and retrieve the starter"}},
	{"9.3a inconclusive: two cards drawn blindly", ruling.StarterMixed(ruling.IntoHand, false, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "direct the nonoffender to draw two cards blindly from the hand or crib and pick either as the starter"}},
	{"9.3a lost in the pack: a new starter", ruling.StarterMixed(ruling.IntoPack, false, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "shuffle the pack; the nonoffender cuts and a judge turns a new starter"}},
	// 9.4
	{"9.4a hand mixed before the count", ruling.HandMixed(ruling.Pone, false, false, true, 8), crib.Ruling{Rule: "9.4a", Forfeit: 8, Count: crib.SettleForfeit}},
	{"9.4b dealer mixes the crib", ruling.HandMixed(ruling.Dealer, true, false, true, 5), crib.Ruling{Rule: "9.4b", Forfeit: 5}},
	{"9.4c pone mixes the crib", ruling.HandMixed(ruling.Pone, true, false, true, 5), crib.Ruling{Rule: "9.4c", Award: 2}},
	{"9.4c pone mixes the crib, disputed", ruling.HandMixed(ruling.Pone, true, false, false, 5),
		crib.Ruling{Rule: "9.4c", Award: 2, Judges: "rebuild the crib from the players' recollection; a judge shuffles the rest of the pack and makes up any missing cards from the top"}},
	{"9.4 after the count was confirmed", ruling.HandMixed(ruling.Dealer, false, true, true, 5), crib.Ruling{Rule: "9.4"}},
}

func set(s string) cards.Set { return cards.SetOf(cards.MustParseList(s)...) }

func TestRulings(t *testing.T) {
	for _, tt := range rulingTable {
		if d := cmp.Diff(tt.want, tt.got, cmpopts.IgnoreFields(crib.Ruling{}, "Text")); d != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, d)
		}
		if tt.got.Text == "" {
			t.Errorf("%s: no text", tt.name)
		}
	}
}
