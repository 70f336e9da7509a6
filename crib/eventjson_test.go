package crib_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
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
				g, ev = apply(t, g, a)
				evs = append(evs, ev...)
			}
			checkEvents(t, evs, seen)
		}
	}
	checkEvents(t, sampleEvents(), seen)
	for _, typ := range []string{"DealerCut", "Dealt", "Discarded", "StarterTurned", "Laid", "GoSaid", "CountRestarted", "Shown", "Pegged",
		"DealOver", "GameOver", "Claimed", "MugginsCalled", "OverpegCorrected", "JudgesCalled", "PegOutReminded", "Accepted", "Forfeited",
		"ClaimTakenBack", "Mixed", "Conceded", "Owed", "Folded", "SatOut", "Offered", "Declined"} {
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
	shown := crib.Shown{Seat: 0, Cards: [4]cards.Card(cards.MustParseList("5H 5C 5S JD")), Starter: cards.MustParse("5D"), Points: 28}
	for _, e := range []crib.Event{
		shown, // 29 points, not 28
		crib.Shown{Seat: 0, Cards: [4]cards.Card(cards.MustParseList("5H 5C 5S 5S")), Starter: cards.MustParse("5D")},
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
	for _, s := range []string{
		`{"type":"go-said","seat":9,"count":20}`,
		`{"type":"go-said","seat":1,"count":20,"extra":1}`,
		`{"type":"went","seat":1}`,
		`{"seat":1,"count":20}`,
		`[]`,
		strings.Replace(string(good), "go-said", "accepted", 1),
		`{"type":"shown","seat":0,"side":0,"cards":["5H","5C","5S","JD"],"starter":"5D","points":28,"crib":false}`,
	} {
		if e, err := crib.UnmarshalEvent([]byte(s)); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s reads as %#v, %v", s, e, err)
		}
	}
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
	for _, e := range sampleEvents() {
		data, _ := crib.MarshalEvent(e)
		f.Add(data)
	}
	start, acts := playRecorded(f, crib.Rules{Layout: crib.ThreePlayer(), Claimed: true, Muggins: true}, 1)
	g := start
	for _, a := range acts[:40] {
		var ev []crib.Event
		g, ev = apply(f, g, a)
		for _, e := range ev {
			data, _ := crib.MarshalEvent(e)
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := crib.UnmarshalEvent(data)
		if err != nil {
			if !errors.Is(err, crib.ErrBadRecord) {
				t.Fatalf("%v does not wrap ErrBadRecord", err)
			}
			return
		}
		again, err := crib.MarshalEvent(e)
		if err != nil {
			t.Fatalf("%s reads as %#v, which does not marshal: %v", data, e, err)
		}
		back, err := crib.UnmarshalEvent(again)
		if err != nil || !cmp.Equal(back, e) {
			t.Fatalf("%s reads back as %#v, %v", again, back, err)
		}
	})
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
