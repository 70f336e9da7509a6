package ruling_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/codec/codectest"
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
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.CountRecorded}},
	{"8.5a pegged backward and released", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 25, Rear: 22}, Forfeit: 13, Count: crib.CountForfeited}},
	{"8.5a pegged backward behind the rear peg", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 18}, Forfeit: 20, Count: crib.CountForfeited}},
	{"8.5a first street back to fourth street", ruling.RemovedFrontPeg(crib.Pegs{Front: 9, Rear: 4}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 4, Rear: 3}, Forfeit: 17, Count: crib.CountForfeited}},
	{"8.5a both pegs on fourth street: start again", ruling.RemovedFrontPeg(crib.Pegs{Front: 6, Rear: 0}, 12, ruling.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{}, Forfeit: 18, Count: crib.CountForfeited}},
	{"8.5a noticed after pegging forward", ruling.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, ruling.SlipPeggedForward),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.CountRecorded}},
	// 8.5b
	{"8.5b both pegs removed, agreed", ruling.RemovedBothPegs(40, 6, true, false),
		crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.CountForfeited}},
	{"8.5b players disagree: judges", ruling.RemovedBothPegs(40, 6, false, false),
		crib.Ruling{Rule: "8.5b", Judges: "decide where the front peg was", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.CountForfeited}},
	{"8.5b physical impairment: 8.7, no forfeit", ruling.RemovedBothPegs(40, 6, true, true),
		crib.Ruling{Rule: "8.5b, 8.7", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Record: 6, Count: crib.CountRecorded}},
	// 8.6
	{"8.6 own peg", ruling.TouchedPeg(true), crib.Ruling{Rule: "8.6"}},
	{"8.6 opponent's peg", ruling.TouchedPeg(false), crib.Ruling{Rule: "8.6"}},
	// 8.7
	{"8.7 front peg, agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1, Agreed: true}), crib.Ruling{Rule: "8.7"}},
	{"8.7 front peg, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 1}), crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs"}},
	{"8.7 both front pegs, not agreed", ruling.DislodgedPegs(ruling.Dislodged{FrontPegs: 2}), crib.Ruling{Rule: "8.7", Judges: "decide where both front pegs belong"}},
	{"8.7 back pegs only", ruling.DislodgedPegs(ruling.Dislodged{BackPegs: 2}), crib.Ruling{Rule: "8.7"}},
	// 8.8
	{"8.8 opponent's back peg", ruling.UsedOpponentsPeg(4, false, true), crib.Ruling{Rule: "8.8", Award: 2, Record: 4, Count: crib.CountRecorded}},
	{"8.8 opponent's front peg, disputed", ruling.UsedOpponentsPeg(4, true, false),
		crib.Ruling{Rule: "8.8, 8.7", Judges: "decide where the opponent's front peg belongs", Award: 2, Record: 4, Count: crib.CountRecorded}},
	// 8.9
	{"8.9 wrong track", ruling.WrongTrack(3), crib.Ruling{Rule: "8.9", Record: 3, Count: crib.CountRecorded}},
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
	{"9.4a hand mixed before the count", ruling.HandMixed(ruling.Pone, false, false, true, 8), crib.Ruling{Rule: "9.4a", Forfeit: 8, Count: crib.CountForfeited}},
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
			crib.Ruling{Rule: "8.5a", Move: true, Forfeit: 24, Count: crib.CountForfeited, Text: stay}},
		{"8.5a taken back past the rear peg", ruling.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 5}, 12, ruling.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 5}, Forfeit: 19, Count: crib.CountForfeited, Text: stay}},
		{"8.5a taken back one past the start", ruling.RemovedFrontPeg(crib.Pegs{Front: 12, Rear: 1}, 13, ruling.SlipWrongDirection),
			crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 1}, Forfeit: 24, Count: crib.CountForfeited,
				Text: "the peg taken back round to fourth street goes behind the other; this score and the previous one are forfeited"}},
		{"8.5a pegged forward from the first hole", ruling.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, ruling.SlipPeggedForward),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.CountRecorded,
				Text: "the front peg goes behind the rear peg and the latest score is recorded; the previous score is forfeited, with no overpegging penalty"}},
		{"8.5a before release from the first hole", ruling.RemovedFrontPeg(crib.Pegs{Front: 1, Rear: 0}, 1, ruling.SlipBeforeRelease),
			crib.Ruling{Rule: "8.5a", Move: true, Record: 1, Forfeit: 1, Count: crib.CountRecorded,
				Text: "the peg in hand becomes the rear peg and only the latest score is recorded; the previous score is forfeited"}},
		{"8.5b from the start hole", ruling.RemovedBothPegs(0, 2, true, false),
			crib.Ruling{Rule: "8.5b", Move: true, Forfeit: 2, NoMuggins: true, Count: crib.CountForfeited,
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

// TestText: the text forms of a slip of rule 8.5a, a place a card strays
// into and a role, at their edges and one past, and each read back.
func TestText(t *testing.T) {
	type e = codectest.Edge
	codectest.AtTheEdges(t,
		e{V: ruling.FrontPegSlip(0), Text: "before release"},
		e{V: ruling.FrontPegSlip(2), Text: "pegged forward"},
		e{V: ruling.FrontPegSlip(3), Err: "ruling: bad record: 3 is not a slip of rule 8.5a", Says: "FrontPegSlip(3)"},
		e{V: ruling.MixedInto(0), Err: "ruling: bad record: 0 is not a place a card strays into", Says: "MixedInto(0)"},
		e{V: ruling.MixedInto(1), Text: "hand"},
		e{V: ruling.MixedInto(3), Text: "pack"},
		e{V: ruling.MixedInto(4), Err: "ruling: bad record: 4 is not a place a card strays into", Says: "MixedInto(4)"},
		e{V: ruling.Mixer(0), Err: "ruling: bad record: 0 is not a role", Says: "Mixer(0)"},
		e{V: ruling.Mixer(1), Text: "pone"},
		e{V: ruling.Mixer(2), Text: "dealer"},
		e{V: ruling.Mixer(3), Err: "ruling: bad record: 3 is not a role", Says: "Mixer(3)"},
		e{V: ruling.SlipPeggedForward, Text: "pegged forward"}, e{V: ruling.IntoPack, Text: "pack"}, e{V: ruling.Pone, Text: "pone"},
	)
	codectest.MarshalRefuses(t, []error{crib.ErrBadRecord}, ruling.MixedInto(0), ruling.Mixer(3))
	codectest.TextRoundTrip(t, ruling.SlipWrongDirection, ruling.IntoCrib, ruling.Dealer)
}

// FuzzText: the enums' UnmarshalText never panics, and what it accepts
// writes back to text that reads back to the same value.
func FuzzText(f *testing.F) {
	codectest.FuzzText(f, ruling.SlipWrongDirection, ruling.IntoCrib, ruling.Dealer)
}

// TestNoStateMarshalsEmpty walks the package's exported types: each is
// stored in JSON that reads back equal.
func TestNoStateMarshalsEmpty(t *testing.T) {
	codectest.StateTypes(t, ".", map[string][]any{
		"FrontPegSlip": {ruling.SlipBeforeRelease},
		"MixedInto":    {ruling.IntoHand},
		"Mixer":        {ruling.Dealer},
		"Dislodged":    {ruling.Dislodged{Agreed: true}},
		"EarlyGo":      {ruling.EarlyGo{Pegs: crib.Pegs{Front: 31, Rear: 30}, Points: 1, Count: 28, OpponentHand: set("KC 5D")}},
	}, map[string]string{"Where": "an alias of MixedInto", "Role": "an alias of Mixer"}, nil)
}
