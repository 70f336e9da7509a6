package crib_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

// TestEventsRoundTrip: every event of many seeded games, of every seating
// and mode, writes JSON with its type that reads back to the same event,
// one at a time and as a list; and every event type is among them.
func TestEventsRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, rules := range []crib.Rules{{}, {Layout: crib.ThreePlayer()}, {Layout: crib.FourPlayer(), Claimed: true, Muggins: true},
		{Layout: crib.SixPlayer(), GameHole: 61, Claimed: true, ClaimPenalties: true, Match: crib.MatchRules{GamesToWin: 1}},
		{Claimed: true, Declinable: true, Muggins: true}} {
		for seed := range uint64(4) {
			start, acts := playRecorded(t, rules, seed)
			g := start
			var evs []crib.Event
			for _, a := range acts {
				var ev []crib.Event
				g, ev = stepEv(t)(g.Apply(a))
				evs = append(evs, ev...)
			}
			checkEvents(t, evs, seen)
		}
	}
	checkEvents(t, sampleEvents(), seen)
	for _, typ := range []string{"DealerCut", "Dealt", "Discarded", "StarterTurned", "Laid", "GoSaid", "CountRestarted", "Shown", "Pegged",
		"DealOver", "GameOver", "Claimed", "MugginsCalled", "OverpegCorrected", "JudgesCalled", "PegOutReminded", "Accepted", "Forfeited",
		"ClaimTakenBack", "Mixed", "Conceded", "Owed", "Folded", "SatOut", "Redealt", "Offered", "Declined"} {
		if !seen[typ] {
			t.Errorf("no %s event read back", typ)
		}
	}
}

// checkEvents checks that each event reads back from its JSON, alone and
// in a list, noting its type in seen.
func checkEvents(t *testing.T, evs []crib.Event, seen map[string]bool) {
	t.Helper()
	for _, e := range evs {
		data, err := crib.MarshalEvent(e)
		if err != nil {
			t.Fatalf("%#v: %v", e, err)
		}
		if !strings.HasPrefix(string(data), `{"type":"`) {
			t.Fatalf("%s has no type first", data)
		}
		back, err := crib.UnmarshalEvent(data)
		if err != nil || !cmp.Equal(back, e) {
			t.Fatalf("%s reads back as %#v, %v; want %#v", data, back, err, e)
		}
		seen[reflect.TypeOf(e).Name()] = true
	}
	data, err := crib.MarshalEvents(evs)
	if err != nil {
		t.Fatal(err)
	}
	back, err := crib.UnmarshalEvents(data)
	if err != nil || !reflect.DeepEqual(back, evs) && len(evs) > 0 {
		t.Fatalf("the list reads back otherwise: %v", err)
	}
}

// TestEventsRefused: events that cannot happen are refused, both ways,
// with errors wrapping ErrBadRecord.
func TestEventsRefused(t *testing.T) {
	b := crib.NewBoard(2, 121)
	past := b
	past.Pegs[0] = crib.Pegs{Front: 130, Rear: 100}
	shown := crib.Shown{Seat: 0, Cards: four("5H 5C 5S JD"), Starter: cards.MustParse("5D"), Points: 28}
	for _, e := range []crib.Event{
		shown, // 29 points, not 28
		crib.Shown{Seat: 0, Cards: four("5H 5C 5S 5S"), Starter: cards.MustParse("5D")},
		crib.DealerCut{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("5H")}, Dealer: 0},
		crib.Dealt{Deal: 1, Dealer: 3, Seats: 2},
		crib.Laid{Step: crib.PlayStep{Seat: 9, Card: cards.MustParse("5H"), Next: 1}},
		crib.Pegged{Score: crib.Score{Kind: crib.ScoreHand, Side: 0, Points: 8}, Board: past},
		crib.Pegged{Score: crib.Score{Kind: crib.ScoreKind(99), Side: 0, Points: 8}, Board: b},
		crib.GameOver{Winner: 1, Board: b},
		crib.MugginsCalled{Caller: 1, Target: 1, Asked: 2, Awarded: 2},
		crib.Mixed{Seat: 0, Rule: "1.1"},
		crib.Owed{Seat: 0, Side: 1, Sides: 2, Points: 2, Kind: crib.ScorePenalty},
		crib.Offered{Side: 3, Sides: 2, Points: 2, Kind: crib.ScorePenalty, GiveBack: -1, GiveBackSeat: -1},
	} {
		if data, err := crib.MarshalEvent(e); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%#v marshals: %s, %v", e, data, err)
		}
	}
	good, _ := crib.MarshalEvent(crib.GoSaid{Seat: 1, Count: 20})
	type r = codectest.Refusal
	codectest.Refuses(t, func(b []byte) error { _, err := crib.UnmarshalEvent(b); return err },
		r{In: `{"type":"go-said","seat":9,"count":20}`},
		r{In: `{"type":"go-said","seat":1,"count":20,"extra":1}`},
		r{In: `{"type":"went","seat":1}`},
		r{In: `{"seat":1,"count":20}`},
		r{In: `[]`},
		r{In: strings.Replace(string(good), "go-said", "accepted", 1)},
		r{In: `{"type":"shown","seat":0,"side":0,"cards":["5H","5C","5S","JD"],"starter":"5D","points":28,"crib":false}`},
	)
	if _, err := crib.MarshalEvents([]crib.Event{otherEvent{}}); !errors.Is(err, crib.ErrBadRecord) {
		t.Errorf("another package's event: %v", err)
	}
}

// otherEvent is an event of no package of this module.
type otherEvent struct{}

func (otherEvent) Describe([]string) string { return "something else" }

// FuzzUnmarshalEvent: reading an event never panics; an event it reads
// writes JSON that reads back to it.
func FuzzUnmarshalEvent(f *testing.F) {
	var seeds [][]byte
	evs := sampleEvents()
	start, acts := playRecorded(f, crib.Rules{Layout: crib.ThreePlayer(), Claimed: true, Muggins: true}, 1)
	g := start
	for _, a := range acts[:40] {
		var ev []crib.Event
		g, ev = stepEv(f)(g.Apply(a))
		evs = append(evs, ev...)
	}
	for _, e := range evs {
		data, _ := crib.MarshalEvent(e)
		seeds = append(seeds, data)
	}
	codectest.FuzzRoundTrip(f, seeds, crib.UnmarshalEvent, crib.MarshalEvent, func(a, b crib.Event) bool { return cmp.Equal(a, b) })
}

// TestEventsAtTheLimit: an event, and a list of them, of exactly
// codec.MaxJSON bytes (padded with spaces inside their JSON) is read; one
// byte more is refused (an event, as internal/codec words it, as not an
// event).
func TestEventsAtTheLimit(t *testing.T) {
	one := must.Get(crib.MarshalEvent(sampleEvents()[0]))(t)
	list := must.Get(crib.MarshalEvents(sampleEvents()))(t)
	codectest.AtTheLimit(t, "an event", func(b []byte) error { _, err := crib.UnmarshalEvent(b); return err },
		func(n int) []byte { return codectest.PadJSON(one, n) },
		`crib: bad record: not an event: "{                                                                               "`)
	codectest.AtTheLimit(t, "events", func(b []byte) error { _, err := crib.UnmarshalEvents(b); return err },
		func(n int) []byte { return codectest.PadJSON(list, n) }, "crib: bad record: more than 1048576 bytes")
}

// sampleEvents returns an event of each type, with values a game reports.
func sampleEvents() []crib.Event {
	b := crib.NewBoard(2, 121)
	won := b
	won.Pegs[0] = crib.Pegs{Front: 121, Rear: 100}
	return []crib.Event{
		crib.DealerCut{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("2C")}, Dealer: 1},
		crib.DealerCut{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("5C")}, Dealer: -1, Tied: 3},
		crib.Dealt{Deal: 1, Dealer: 0, Seats: 2, Hands: [crib.MaxSeats]cards.Set{cards.SetOf(cards.MustParseList("AC 2C 3C 4C 5C 6C")...), cards.SetOf(cards.MustParseList("AD 2D 3D 4D 5D 6D")...)}},
		crib.Discarded{Seat: 1, Cards: cards.SetOf(cards.MustParseList("AC 2C")...), ToCrib: true},
		crib.StarterTurned{Cutter: 1, Depth: 20, Starter: cards.MustParse("JD")},
		crib.GoSaid{Seat: 1, Count: 27}, crib.CountRestarted{Leader: -1},
		crib.Shown{Seat: 0, Side: 0, Cards: four("5H 5C 5S JD"), Starter: cards.MustParse("5D"), Points: 29},
		crib.DealOver{Deal: 3, NextDealer: 1, Board: b},
		crib.GameOver{Winner: 0, Board: won, Skunk: [crib.MaxSides]int{0, 2}, GamePoints: 3},
		crib.Claimed{Seat: 0, Kind: crib.ScoreHand, Points: 8}, crib.MugginsCalled{Caller: 1, Target: 0, Asked: 3, Awarded: 2},
		crib.OverpegCorrected{By: 1, Target: 0, Excess: 2}, crib.JudgesCalled{Rule: "8.4a", Reason: "a false claim"},
		crib.PegOutReminded{Seat: 1}, crib.Accepted{Seat: 1, Crib: true}, crib.Forfeited{Seat: 0, Points: 4, Rule: "9.4a"},
		crib.ClaimTakenBack{Seat: 0, Points: 4, Rule: "10.4d", Board: b}, crib.Mixed{Seat: 1, Crib: true, Rule: "9.4c"},
		crib.Conceded{Seat: 1, Winner: 0, Sides: 2},
		crib.Owed{Seat: 1, Side: 1, Sides: 2, Points: 2, Kind: crib.ScorePenalty, Rule: "10.4a"},
		crib.Folded{Side: 1, Sides: 3}, crib.SatOut{Side: 2, Sides: 3, Dealer: 0},
		crib.Redealt{Deal: 4, Dealer: 1},
		crib.Offered{Side: 1, Sides: 2, Seat: crib.NoSeat, Points: 2, Kind: crib.ScorePenalty, Rule: "8.8", GiveBack: crib.NoSeat, GiveBackSeat: crib.NoSeat},
		crib.Declined{Side: 1, Sides: 2, Points: 2, GiveBack: 0},
		crib.Pegged{Score: crib.Score{Kind: crib.ScoreHand, Seat: 0, Side: 0, Points: 8}, From: crib.Pegs{Front: 113, Rear: 101}, Board: won},
	}
}

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
		{"first deal called off", crib.Redealt{Deal: 1, Dealer: 5}, crib.Redealt{Deal: 0, Dealer: 5}},
		{"last deal called off", crib.Redealt{Deal: 1e9, Dealer: 0}, crib.Redealt{Deal: 1e9 + 1, Dealer: 0}},
		{"deal called off, the last dealer", crib.Redealt{Deal: 2, Dealer: 5}, crib.Redealt{Deal: 2, Dealer: 6}},
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

// TestOfferedAndOwedAtTheirBounds: Offered and Owed events are written and
// read back with each field at each bound of its check, and refused with
// the field one past it.
func TestOfferedAndOwedAtTheirBounds(t *testing.T) {
	// A muggins offer: side 1 may keep 5 points its seat 1 called on seat 0
	// of side 0, or give them back; a penalty offer gives back to no one.
	mug := crib.Offered{Side: 1, Sides: 2, Seat: 1, Points: 5, Kind: crib.ScoreMuggins, Rule: "10.4a", GiveBack: 0, GiveBackSeat: 0}
	pen := crib.Offered{Side: 1, Sides: 2, Seat: crib.NoSeat, Points: 5, Kind: crib.ScorePenalty, Rule: "8.4b", GiveBack: crib.NoSeat, GiveBackSeat: crib.NoSeat}
	off := func(o crib.Offered, edit func(*crib.Offered)) crib.Offered { edit(&o); return o }
	owed := crib.Owed{Seat: 1, Side: 1, Sides: 2, Points: 5, Kind: crib.ScorePenalty, Rule: "8.4b"}
	owe := func(edit func(*crib.Owed)) crib.Owed { o := owed; edit(&o); return o }
	for _, tc := range []struct {
		name     string
		ok, past crib.Event
	}{
		{"offer to side 0", off(mug, func(o *crib.Offered) { o.Side, o.GiveBack = 0, 1 }), off(mug, func(o *crib.Offered) { o.Side, o.GiveBack = -1, 1 })},
		{"offer to the last side", off(mug, func(o *crib.Offered) { o.Side, o.Sides = 5, 6 }), off(mug, func(o *crib.Offered) { o.Side, o.Sides = 6, 6 })},
		{"offer among two sides", mug, off(mug, func(o *crib.Offered) { o.Side, o.Sides, o.GiveBack = 0, 1, 0 })},
		{"offer among six sides", off(mug, func(o *crib.Offered) { o.Sides = 6 }), off(mug, func(o *crib.Offered) { o.Sides = 7 })},
		{"offer to a side", pen, off(pen, func(o *crib.Offered) { o.Seat = crib.NoSeat - 1 })},
		{"offer for the last seat", off(mug, func(o *crib.Offered) { o.Seat = 5 }), off(mug, func(o *crib.Offered) { o.Seat = 6 })},
		{"offer for seat 0", off(mug, func(o *crib.Offered) { o.Seat = 0 }), off(mug, func(o *crib.Offered) { o.Seat = crib.NoSeat - 1 })},
		{"offer of 1", off(mug, func(o *crib.Offered) { o.Points = 1 }), off(mug, func(o *crib.Offered) { o.Points = 0 })},
		{"offer of 10000", off(mug, func(o *crib.Offered) { o.Points = 10000 }), off(mug, func(o *crib.Offered) { o.Points = 10001 })},
		{"offer of a correction", off(pen, func(o *crib.Offered) { o.Kind = crib.ScoreCorrection }), off(pen, func(o *crib.Offered) { o.Kind = crib.ScoreHand })},
		{"offer of a penalty", pen, off(pen, func(o *crib.Offered) { o.Kind = crib.ScorePlay })},
		{"offer given back to the last side", off(mug, func(o *crib.Offered) { o.Sides, o.GiveBack = 6, 5 }), off(mug, func(o *crib.Offered) { o.Sides, o.GiveBack = 6, 6 })},
		{"offer given back to none", pen, off(pen, func(o *crib.Offered) { o.GiveBack, o.GiveBackSeat = crib.NoSeat-1, crib.NoSeat-1 })},
		{"offer given back from the last seat", off(mug, func(o *crib.Offered) { o.GiveBackSeat = 5 }), off(mug, func(o *crib.Offered) { o.GiveBackSeat = 6 })},
		{"offer given back from no seat", pen, off(pen, func(o *crib.Offered) { o.GiveBackSeat = 0 })},
		{"offer given back to no side", pen, off(mug, func(o *crib.Offered) { o.GiveBack = crib.NoSeat })},
		{"owed to seat 0", owe(func(o *crib.Owed) { o.Seat, o.Side = 0, 0 }), owe(func(o *crib.Owed) { o.Seat, o.Side = -1, 0 })},
		{"owed to the last seat", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 6 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 6, 0, 6 })},
		{"owed among six sides", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 6 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 7 })},
		{"owed among two sides", owed, owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 1, 0, 1 })},
		{"owed to the seat's side", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 4, 1, 3 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 4, 2, 3 })},
		{"owed to side 0", owe(func(o *crib.Owed) { o.Seat, o.Side = 2, 0 }), owe(func(o *crib.Owed) { o.Seat, o.Side = 2, -1 })},
		{"owed 1", owe(func(o *crib.Owed) { o.Points = 1 }), owe(func(o *crib.Owed) { o.Points = 0 })},
		{"owed 10000", owe(func(o *crib.Owed) { o.Points = 10000 }), owe(func(o *crib.Owed) { o.Points = 10001 })},
		{"owed for muggins", owe(func(o *crib.Owed) { o.Kind = crib.ScoreMuggins }), owe(func(o *crib.Owed) { o.Kind = crib.ScoreGo })},
		{"owed for a correction", owe(func(o *crib.Owed) { o.Kind = crib.ScoreCorrection }), owe(func(o *crib.Owed) { o.Kind = crib.ScoreHand })},
	} {
		checkEventAtBound(t, tc.name, tc.ok, tc.past)
		// The same events written by hand: the one at the bound reads back,
		// the one past it is refused.
		if back, err := crib.UnmarshalEvent(handWritten(t, tc.ok)); err != nil || back != tc.ok {
			t.Errorf("%s: written by hand, reads as %#v, %v", tc.name, back, err)
		}
		data := handWritten(t, tc.past)
		if e, err := crib.UnmarshalEvent(data); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %s reads as %#v, %v", tc.name, data, e, err)
		}
	}
}

// handWritten returns the JSON an Offered or Owed event would have if it
// were written without its check.
func handWritten(t *testing.T, e crib.Event) []byte {
	t.Helper()
	type offered crib.Offered // the fields without the methods
	type owed crib.Owed
	var tag string
	var plain any
	switch e := e.(type) {
	case crib.Offered:
		tag, plain = "offered", offered(e)
	case crib.Owed:
		tag, plain = "owed", owed(e)
	default:
		t.Fatalf("%T", e)
	}
	data, err := json.Marshal(plain)
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(`{"type":"`+tag+`",`), data[1:]...)
}

// TestGameOverWinnerBounds: a game won by the first or the last side of
// two and of six is written and read back; a winner one past the last
// side or before the first, or a side not in the game hole, is refused
// written and read, with the event in the reason.
func TestGameOverWinnerBounds(t *testing.T) {
	out := func(sides, side int) crib.Board {
		b := crib.NewBoard(sides, 121)
		b.Pegs[side] = crib.Pegs{Front: 121, Rear: 100}
		return b
	}
	over := func(winner int, b crib.Board) crib.GameOver {
		return crib.GameOver{Winner: winner, Board: b, GamePoints: 1}
	}
	for _, tc := range []struct {
		name     string
		ok, past crib.GameOver
	}{
		{"the last of two sides", over(1, out(2, 1)), over(2, out(2, 1))},
		{"the first of two sides", over(0, out(2, 0)), over(-1, out(2, 0))},
		{"the last of six sides", over(5, out(6, 5)), over(6, out(6, 5))},
		{"the first of six sides", over(0, out(6, 0)), over(-1, out(6, 0))},
		{"a side in the game hole", over(1, out(2, 1)), over(0, out(2, 1))},
	} {
		data, err := crib.MarshalEvent(tc.ok)
		if err != nil {
			t.Errorf("%s: %+v: %v", tc.name, tc.ok, err)
			continue
		}
		if back, err := crib.UnmarshalEvent(data); err != nil {
			t.Errorf("%s: %s: %v", tc.name, data, err)
		} else if d := cmp.Diff(crib.Event(tc.ok), back); d != "" {
			t.Errorf("%s: read back (-want +got):\n%s", tc.name, d)
		}
		want := fmt.Sprintf("crib: bad record: crib.GameOver %+v cannot happen", tc.past)
		if got, err := crib.MarshalEvent(tc.past); err == nil || err.Error() != want || !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: MarshalJSON = %s, %v; want %q", tc.name, got, err, want)
		}
		past := strings.Replace(string(data), fmt.Sprintf(`"winner":%d`, tc.ok.Winner), fmt.Sprintf(`"winner":%d`, tc.past.Winner), 1)
		if e, err := crib.UnmarshalEvent([]byte(past)); err == nil || err.Error() != want || !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: UnmarshalEvent(%s) = %+v, %v; want %q", tc.name, past, e, err, want)
		}
	}
}

// TestHostileLaidRunOfOne is the case the hostile walk shrank to: a Laid
// step whose play score is no card's (a run of one card) passes the
// event's own check, and the score then refused itself inside
// json.Marshal with an error that named no crib sentinel. It is now
// refused as a bad record, the score's own reason kept.
func TestHostileLaidRunOfOne(t *testing.T) {
	e := crib.Laid{Step: crib.PlayStep{Card: cards.New(cards.Ace, cards.Clubs), Score: score.PlayScore{Count: 1, Run: 1}}}
	data, err := crib.MarshalEvent(e)
	if !errors.Is(err, crib.ErrBadRecord) || !errors.Is(err, score.ErrBadScore) {
		t.Errorf("MarshalEvent(%#v) = %s, %v; want ErrBadRecord and ErrBadScore", e, data, err)
	}
	if data, err := crib.MarshalEvents([]crib.Event{e}); !errors.Is(err, crib.ErrBadRecord) {
		t.Errorf("MarshalEvents(%#v) = %s, %v; want ErrBadRecord", e, data, err)
	}
}
