package crib_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// TestEventChecksAtTheirBounds: each event is written and read back at
// each bound of its checks, and refused one past it.
func TestEventChecksAtTheirBounds(t *testing.T) {
	b := crib.NewBoard(2, 121)
	won := b
	won.Pegs[0] = crib.Pegs{Front: 121, Rear: 100}
	four := cards.SetOf(cards.MustParseList("AC 2C 3C 4C")...)
	five := four.With(cards.MustParse("5C"))
	long := func(n int) string { return strings.Repeat("x", n) }
	shown := crib.Shown{Seat: 1, Side: 1, Cards: [4]cards.Card(cards.MustParseList("5H 5C 5S JD")), Starter: cards.MustParse("5D"), Points: 29}
	shownPast := shown
	shownPast.Seat, shownPast.Side = 1, 2
	pegged := func(from crib.Pegs, sc crib.Score) crib.Pegged {
		return crib.Pegged{Score: sc, From: from, Board: b.Leapfrog(0, 8)}
	}
	hand := crib.Score{Kind: crib.ScoreHand, Side: 0, Points: 8}
	withRule := func(n int) crib.Score { s := hand; s.Rule = long(n); return s }
	withPoints := func(n int) crib.Score { s := hand; s.Points = n; return s }
	skunk := func(side, l int) crib.GameOver {
		e := crib.GameOver{Winner: 0, Board: won, GamePoints: 1}
		e.Skunk[side] = l
		return e
	}
	for _, tc := range []struct {
		name     string
		ok, past crib.Event
	}{
		{"discard of four", crib.Discarded{Seat: 5, Cards: four}, crib.Discarded{Seat: 5, Cards: five}},
		{"discarding seat", crib.Discarded{Seat: 5, Cards: four}, crib.Discarded{Seat: 6, Cards: four}},
		{"discarding seat 0", crib.Discarded{Seat: 0, Cards: four}, crib.Discarded{Seat: -1, Cards: four}},
		{"cut at the top", crib.StarterTurned{Cutter: 1, Depth: 0, Starter: cards.MustParse("JD")}, crib.StarterTurned{Cutter: 1, Depth: -1, Starter: cards.MustParse("JD")}},
		{"cut at the bottom", crib.StarterTurned{Cutter: 1, Depth: 51, Starter: cards.MustParse("JD")}, crib.StarterTurned{Cutter: 1, Depth: 52, Starter: cards.MustParse("JD")}},
		{"go at 30", crib.GoSaid{Seat: 5, Count: 30}, crib.GoSaid{Seat: 5, Count: 31}},
		{"go at 0", crib.GoSaid{Seat: 0, Count: 0}, crib.GoSaid{Seat: 0, Count: -1}},
		{"go of the last seat", crib.GoSaid{Seat: 5, Count: 3}, crib.GoSaid{Seat: 6, Count: 3}},
		{"restart with no leader", crib.CountRestarted{Leader: crib.NoSeat}, crib.CountRestarted{Leader: crib.NoSeat - 1}},
		{"restart led by the last seat", crib.CountRestarted{Leader: 5}, crib.CountRestarted{Leader: 6}},
		{"claim of 10000", crib.Claimed{Seat: 1, Kind: crib.ScoreHand, Points: 10000}, crib.Claimed{Seat: 1, Kind: crib.ScoreHand, Points: 10001}},
		{"claim of 0", crib.Claimed{Seat: 1, Kind: crib.ScoreHand, Points: 0}, crib.Claimed{Seat: 1, Kind: crib.ScoreHand, Points: -1}},
		{"claim of the first kind", crib.Claimed{Seat: 1, Kind: crib.ScoreHeels, Points: 2}, crib.Claimed{Seat: 1, Kind: crib.ScoreHeels - 1, Points: 2}},
		{"claim of the last kind", crib.Claimed{Seat: 1, Kind: crib.ScorePlace, Points: 2}, crib.Claimed{Seat: 1, Kind: crib.ScorePlace + 1, Points: 2}},
		{"muggins asked 29", crib.MugginsCalled{Caller: 0, Target: 1, Asked: 29, Awarded: 29}, crib.MugginsCalled{Caller: 0, Target: 1, Asked: 30, Awarded: 29}},
		{"muggins asked 1", crib.MugginsCalled{Caller: 0, Target: 1, Asked: 1, Awarded: 1}, crib.MugginsCalled{Caller: 0, Target: 1, Asked: 0, Awarded: 0, Wrong: true}},
		{"muggins awarded what was asked", crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Awarded: 5}, crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Awarded: 6}},
		{"muggins awarded 1", crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Awarded: 1}, crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Awarded: 0}},
		{"wrong muggins", crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Wrong: true}, crib.MugginsCalled{Caller: 0, Target: 1, Asked: 5, Awarded: 1, Wrong: true}},
		{"overpeg of 1", crib.OverpegCorrected{By: 1, Target: 0, Excess: 1}, crib.OverpegCorrected{By: 1, Target: 0, Excess: 0}},
		{"overpeg of 10000", crib.OverpegCorrected{By: 1, Target: 0, Excess: 10000}, crib.OverpegCorrected{By: 1, Target: 0, Excess: 10001}},
		{"judges' rule", crib.JudgesCalled{Rule: long(1000)}, crib.JudgesCalled{Rule: long(1001)}},
		{"judges' reason", crib.JudgesCalled{Reason: long(10000)}, crib.JudgesCalled{Reason: long(10001)}},
		{"forfeit of 10000", crib.Forfeited{Seat: 0, Points: 10000, Rule: long(1000)}, crib.Forfeited{Seat: 0, Points: 10001, Rule: long(1000)}},
		{"forfeit's rule", crib.Forfeited{Seat: 0, Points: 1, Rule: long(1000)}, crib.Forfeited{Seat: 0, Points: 1, Rule: long(1001)}},
		{"claim taken back", crib.ClaimTakenBack{Seat: 5, Points: 10000, Rule: "10.4d", Board: b}, crib.ClaimTakenBack{Seat: 5, Points: 10001, Rule: "10.4d", Board: b}},
		{"concession by seat 3", crib.Conceded{Seat: 3, Winner: 0, Sides: 2}, crib.Conceded{Seat: 3, Winner: 1, Sides: 2}},
		{"concession to side 1", crib.Conceded{Seat: 0, Winner: 1, Sides: 2}, crib.Conceded{Seat: 0, Winner: 2, Sides: 2}},
		{"fold of the last side", crib.Folded{Side: 5, Sides: 6}, crib.Folded{Side: 6, Sides: 6}},
		{"fold of six sides", crib.Folded{Side: 0, Sides: 6}, crib.Folded{Side: 0, Sides: 7}},
		{"fold of two sides", crib.Folded{Side: 0, Sides: 2}, crib.Folded{Side: 0, Sides: 1}},
		{"fold of side 0", crib.Folded{Side: 0, Sides: 3}, crib.Folded{Side: -1, Sides: 3}},
		{"sitting out", crib.SatOut{Side: 2, Sides: 3, Dealer: 5}, crib.SatOut{Side: 3, Sides: 3, Dealer: 5}},
		{"sitting out, the last dealer", crib.SatOut{Side: 2, Sides: 3, Dealer: 5}, crib.SatOut{Side: 2, Sides: 3, Dealer: 6}},
		{"declined 10000", crib.Declined{Side: 1, Sides: 2, Points: 10000, GiveBack: 1}, crib.Declined{Side: 1, Sides: 2, Points: 10001, GiveBack: 1}},
		{"declined 1", crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: crib.NoSeat}, crib.Declined{Side: 1, Sides: 2, Points: 0, GiveBack: crib.NoSeat}},
		{"declined, given back to none", crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: crib.NoSeat}, crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: crib.NoSeat - 1}},
		{"declined, given back to the last side", crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: 1}, crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: 2}},
		{"declined by the last side", crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: 0}, crib.Declined{Side: 2, Sides: 2, Points: 1, GiveBack: 0}},
		{"first deal over", crib.DealOver{Deal: 1, NextDealer: 5, Board: b}, crib.DealOver{Deal: 0, NextDealer: 5, Board: b}},
		{"last deal over", crib.DealOver{Deal: 1e9, NextDealer: 0, Board: b}, crib.DealOver{Deal: 1e9 + 1, NextDealer: 0, Board: b}},
		{"deal over, the last dealer", crib.DealOver{Deal: 3, NextDealer: 5, Board: b}, crib.DealOver{Deal: 3, NextDealer: 6, Board: b}},
		{"game points", crib.GameOver{Winner: 0, Board: won, GamePoints: 1e6}, crib.GameOver{Winner: 0, Board: won, GamePoints: 1e6 + 1}},
		{"no game points", crib.GameOver{Winner: 0, Board: won, GamePoints: 0}, crib.GameOver{Winner: 0, Board: won, GamePoints: -1}},
		{"triple skunk", skunk(1, 3), skunk(1, 4)},
		{"no skunk", skunk(1, 0), skunk(1, -1)},
		{"no skunk of a side the board lacks", skunk(2, 0), skunk(2, 1)},
		{"the show of a side's last seat", shown, shownPast},
		{"pegged from both pegs in a hole", pegged(crib.Pegs{Front: 0, Rear: 0}, hand), pegged(crib.Pegs{Front: 0, Rear: 1}, hand)},
		{"pegged from the game hole", pegged(crib.Pegs{Front: 121, Rear: 0}, hand), pegged(crib.Pegs{Front: 122, Rear: 0}, hand)},
		{"pegged, a score's rule", pegged(crib.Pegs{}, withRule(999)), pegged(crib.Pegs{}, withRule(1000))},
		{"pegged, a score of 10000", pegged(crib.Pegs{}, withPoints(10000)), pegged(crib.Pegs{}, withPoints(10001))},
		{"pegged, a score of -10000", pegged(crib.Pegs{}, withPoints(-10000)), pegged(crib.Pegs{}, withPoints(-10001))},
	} {
		checkEventAtBound(t, tc.name, tc.ok, tc.past)
	}
}

// checkEventAtBound wants ok, an event at a bound, written and read back
// the same, and past, one past that bound, refused as a bad record.
func checkEventAtBound(t *testing.T, name string, ok, past crib.Event) {
	t.Helper()
	data, err := crib.MarshalEvent(ok)
	if err != nil {
		t.Errorf("%s: %#v: %v", name, ok, err)
	} else if back, err := crib.UnmarshalEvent(data); err != nil {
		t.Errorf("%s: %s: %v", name, data, err)
	} else if d := cmp.Diff(ok, back); d != "" {
		t.Errorf("%s: read back (-want +got):\n%s", name, d)
	}
	if data, err := crib.MarshalEvent(past); !errors.Is(err, crib.ErrBadRecord) {
		t.Errorf("%s: %#v marshals: %s, %v", name, past, data, err)
	}
}
