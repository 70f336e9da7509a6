package crib_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// Every case the text of rules 8.3 to 8.10 and 9.2 to 9.4 spells out, with
// the ruling it gives. Text is not compared.
var rulingTable = []struct {
	name string
	got  crib.Ruling
	want crib.Ruling
}{
	// 8.3
	{"8.3 underpeg stands", crib.Underpegged(), crib.Ruling{Rule: "8.3"}},
	// 8.4
	{"8.4c opponent finds the overpeg", crib.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 2, true),
		crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 18, Rear: 12}, Award: 2}},
	{"8.4c the pegger finds it first", crib.Overpegged(crib.Pegs{Front: 20, Rear: 12}, 2, false),
		crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: 18, Rear: 12}}},
	{"8.4b false claim of game from 117", crib.FalseClaimOfGame(117, 121),
		crib.Ruling{Rule: "8.4b", Judges: "confirm the false claim of game", Move: true, Pegs: crib.Pegs{Front: 117, Rear: 116}, Award: 4, Penalty: 15}},
	// 8.5a
	{"8.5a noticed before release", crib.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, crib.SlipBeforeRelease),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.SettleRecord}},
	{"8.5a pegged backward and released", crib.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, crib.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 25, Rear: 22}, Forfeit: 13, Count: crib.SettleForfeit}},
	{"8.5a pegged backward behind the rear peg", crib.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 12, crib.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 18}, Forfeit: 20, Count: crib.SettleForfeit}},
	{"8.5a first street back to fourth street", crib.RemovedFrontPeg(crib.Pegs{Front: 9, Rear: 4}, 12, crib.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 4, Rear: 3}, Forfeit: 17, Count: crib.SettleForfeit}},
	{"8.5a both pegs on fourth street: start again", crib.RemovedFrontPeg(crib.Pegs{Front: 6, Rear: 0}, 12, crib.SlipWrongDirection),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{}, Forfeit: 18, Count: crib.SettleForfeit}},
	{"8.5a noticed after pegging forward", crib.RemovedFrontPeg(crib.Pegs{Front: 30, Rear: 22}, 5, crib.SlipPeggedForward),
		crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: 22, Rear: 21}, Record: 5, Forfeit: 8, Count: crib.SettleRecord}},
	// 8.5b
	{"8.5b both pegs removed, agreed", crib.RemovedBothPegs(40, 6, true, false),
		crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.SettleForfeit}},
	{"8.5b players disagree: judges", crib.RemovedBothPegs(40, 6, false, false),
		crib.Ruling{Rule: "8.5b", Judges: "decide where the front peg was", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true, Count: crib.SettleForfeit}},
	{"8.5b physical impairment: 8.7, no forfeit", crib.RemovedBothPegs(40, 6, true, true),
		crib.Ruling{Rule: "8.5b, 8.7", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Record: 6, Count: crib.SettleRecord}},
	// 8.6
	{"8.6 own peg", crib.TouchedPeg(true), crib.Ruling{Rule: "8.6"}},
	{"8.6 opponent's peg", crib.TouchedPeg(false), crib.Ruling{Rule: "8.6"}},
	// 8.7
	{"8.7 front peg, agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 1, Agreed: true}), crib.Ruling{Rule: "8.7"}},
	{"8.7 front peg, not agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 1}), crib.Ruling{Rule: "8.7", Judges: "decide where the front peg belongs"}},
	{"8.7 both front pegs, not agreed", crib.DislodgedPegs(crib.Dislodged{FrontPegs: 2}), crib.Ruling{Rule: "8.7", Judges: "decide where both front pegs belong"}},
	{"8.7 back pegs only", crib.DislodgedPegs(crib.Dislodged{BackPegs: 2}), crib.Ruling{Rule: "8.7"}},
	// 8.8
	{"8.8 opponent's back peg", crib.UsedOpponentsPeg(4, false, true), crib.Ruling{Rule: "8.8", Award: 2, Record: 4, Count: crib.SettleRecord}},
	{"8.8 opponent's front peg, disputed", crib.UsedOpponentsPeg(4, true, false),
		crib.Ruling{Rule: "8.8, 8.7", Judges: "decide where the opponent's front peg belongs", Award: 2, Record: 4, Count: crib.SettleRecord}},
	// 8.9
	{"8.9 wrong track", crib.WrongTrack(3), crib.Ruling{Rule: "8.9", Record: 3, Count: crib.SettleRecord}},
	// 8.10
	{"8.10 go warranted", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 31, Rear: 30}, Points: 1, Count: 28, OpponentHand: set("KC 5D")}),
		crib.Ruling{Rule: "8.10"}},
	{"8.10 go not warranted, found by the opponent", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 31, Rear: 30}, Points: 1, Count: 28, OpponentHand: set("KC 3D"), FoundByOpponent: true}),
		crib.Ruling{Rule: "8.10, 8.4c", Move: true, Pegs: crib.Pegs{Front: 30, Rear: 30}, Award: 1}},
	{"8.10 go not warranted into the game hole: 8.4a", crib.GoPeggedEarly(crib.EarlyGo{Pegs: crib.Pegs{Front: 121, Rear: 120}, Points: 1, Count: 28, OpponentHand: set("AC")}),
		crib.Ruling{Rule: "8.10, 8.4b", Judges: "confirm the false claim of game", Move: true, Pegs: crib.Pegs{Front: 120, Rear: 119}, Award: 1, Penalty: 15}},
	// 9.2c
	{"9.2c dealer counts first", crib.CountedFirst(12), crib.Ruling{Rule: "9.2c"}},
	// 9.3a
	{"9.3a starter retrieved", crib.StarterMixed(crib.IntoHand, true, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "retrieve the starter and place it on top of the pack"}},
	{"9.3a reconstruction", crib.StarterMixed(crib.IntoCrib, false, true),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "rebuild the five cards from the players' statements and the pegging, and retrieve the starter"}},
	{"9.3a inconclusive: two cards drawn blindly", crib.StarterMixed(crib.IntoHand, false, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "direct the nonoffender to draw two cards blindly from the hand or crib and pick either as the starter"}},
	{"9.3a lost in the pack: a new starter", crib.StarterMixed(crib.IntoPack, false, false),
		crib.Ruling{Rule: "9.3a", Award: 2, Judges: "shuffle the pack; the nonoffender cuts and a judge turns a new starter"}},
	// 9.4
	{"9.4a hand mixed before the count", crib.HandMixed(crib.Pone, false, false, true, 8), crib.Ruling{Rule: "9.4a", Forfeit: 8, Count: crib.SettleForfeit}},
	{"9.4b dealer mixes the crib", crib.HandMixed(crib.Dealer, true, false, true, 5), crib.Ruling{Rule: "9.4b", Forfeit: 5}},
	{"9.4c pone mixes the crib", crib.HandMixed(crib.Pone, true, false, true, 5), crib.Ruling{Rule: "9.4c", Award: 2}},
	{"9.4c pone mixes the crib, disputed", crib.HandMixed(crib.Pone, true, false, false, 5),
		crib.Ruling{Rule: "9.4c", Award: 2, Judges: "rebuild the crib from the players' recollection; a judge shuffles the rest of the pack and makes up any missing cards from the top"}},
	{"9.4 after the count was confirmed", crib.HandMixed(crib.Dealer, false, true, true, 5), crib.Ruling{Rule: "9.4"}},
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

func TestApplyRuling(t *testing.T) {
	g := newGame(t, crib.Rules{}, 1)
	g = must(t)(g.Apply(crib.Adjust{Side: 0, Points: 30, Rule: "test"}))
	g = must(t)(g.Apply(crib.Adjust{Side: 0, Points: 8, Rule: "test"})) // pegs 30 and 38
	g = must(t)(g.Apply(crib.Adjust{Side: 1, Points: 50, Rule: "test"}))
	// 8.8: seat 0 pegs 4 with the opponent's back peg.
	g2, ev, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.UsedOpponentsPeg(4, false, true)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Score(0) != 42 || g2.Score(1) != 52 {
		t.Errorf("8.8: %v\n%s", g2.Board(), describe(ev))
	}
	// 8.5a: the front peg lifted, noticed before release: the previous 8 is
	// forfeited and the 5 recorded from 30.
	g2, ev, err = g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.RemovedFrontPeg(g.Board().Pegs[0], 5, crib.SlipBeforeRelease)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Board().Pegs[0] != (crib.Pegs{Front: 35, Rear: 30}) {
		t.Errorf("8.5a: %+v\n%s", g2.Board().Pegs[0], describe(ev))
	}
	// 8.4b: seat 1 falsely claims the game from 50: seat 0 scores the 71
	// overclaimed, and seat 1 goes 15 back.
	g2, ev, err = g.Apply(crib.ApplyRuling{Offender: 1, Ruling: crib.FalseClaimOfGame(50, 121)})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Score(0) != 38+71 || g2.Score(1) != 35 {
		t.Errorf("8.4b: %v %v\n%s", g2.Phase(), g2.Board(), describe(ev))
	}
	if _, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Award: -2}}); err == nil {
		t.Error("a negative award applied")
	}
}

// Rule 8.8: the offender who pegged with the opponent's peg records the
// proper score only after the nonoffender's two penalty points, so near the
// game hole the nonoffender wins first. Where the award waits for an answer
// (Rules.Declinable), the offender's score waits with it.
func TestRule8_8NonoffenderScoresFirst(t *testing.T) {
	at := func(rules crib.Rules) crib.Game {
		g, err := crib.NewGameAt(rules, 1, crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 118, Rear: 110}, {Front: 119, Rear: 117}}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// Seat 0 at 118 records 4 with seat 1's peg; seat 1 at 119 takes its 2
	// first and pegs out.
	g, ev := mustEv(t)(at(crib.Rules{}).Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.UsedOpponentsPeg(4, false, true)}))
	if winnerOf(g) != 1 || g.Score(0) != 118 || g.Score(1) != 121 {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(g), g.Board(), describe(ev))
	}
	if p := pegged(ev, 0, crib.ScoreClaim); len(p) != 0 {
		t.Errorf("the offender's score was pegged after the game: %+v", p)
	}
	// Declinable: the 2 offered; the offender's 4 waits for the answer.
	g = must(t)(at(crib.Rules{Declinable: true}).Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.UsedOpponentsPeg(4, false, true)}))
	if g.Score(0) != 118 || len(g.Offers()) != 1 {
		t.Fatalf("board %v, offers %+v", g.Board(), g.Offers())
	}
	if won := must(t)(g.Apply(crib.TakeOffer{Side: 1})); winnerOf(won) != 1 || won.Score(0) != 118 {
		t.Errorf("taken: winner %d, board %v", winnerOf(won), won.Board())
	}
	if declined := must(t)(g.Apply(crib.DeclineOffer{Side: 1})); winnerOf(declined) != 0 || declined.Score(1) != 119 {
		t.Errorf("declined: winner %d, board %v", winnerOf(declined), declined.Board())
	}
}

// One road to the end of the game: a ruling's points reach the game hole as
// every score does, and the game is over at once, whatever claims were
// open. Here the pone pegs its go with the dealer's peg (rule 8.8) while a
// muggins window is open on the dealer and the pone's own claim waits: the
// dealer's two penalty points take it out.
func TestRule8_8AwardPegsOutWithClaimsOpen(t *testing.T) {
	c := newClaimGame(t, true, 50, 119).lay("5H 4D 5C 6D")
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 1})) // the run of 3 pegged as 1: a window for muggins
	c.lay("10S")                                    // the pone's go waits for its claim
	if s, ok := c.g.Pending(); !ok || s != 0 {
		t.Fatalf("pending %d %v", s, ok)
	}
	c.do(c.g.Apply(crib.ApplyRuling{Offender: 0, Ruling: crib.UsedOpponentsPeg(1, false, true)}))
	if winnerOf(c.g) != 1 || c.g.Phase() != crib.PhaseOver {
		t.Fatalf("winner %d, phase %v\n%s", winnerOf(c.g), c.g.Phase(), describe(c.e))
	}
	c.scores(50, 121)
	overs := 0
	for _, e := range c.e {
		if _, ok := e.(crib.GameOver); ok {
			overs++
		}
	}
	if act, seat := c.g.Next(); act != crib.ActNone || seat != crib.NoSeat || overs != 1 {
		t.Errorf("next %v %d, %d GameOver events", act, seat, overs)
	}
	if _, ok := c.g.Pending(); ok {
		t.Error("a claim is still pending")
	}
	for _, a := range []crib.Action{crib.Claim{Seat: 0, Points: 1}, crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}, crib.PegOut{Seat: 1}, crib.Lay{Seat: 1, Card: cards.MustParse("4S")}} {
		if _, _, err := c.g.Apply(a); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("%v after the end: %v", a, err)
		}
	}
}
