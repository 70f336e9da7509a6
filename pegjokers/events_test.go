package pegjokers_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// seededEvents returns every event of a few whole games of every seating,
// with missed draws and extra cards.
func seededEvents(t must.TB) []pegjokers.Event {
	t.Helper()
	var evs []pegjokers.Event
	for i, st := range pegjokers.Seatings() {
		g := newGame(t, pegjokers.Rules{CatchUp: i%2 == 0}, st.Seats, st.Arrangement, uint64(i))
		_, ev := applyAll(t, g, randomActions(t, g, cards.NewRand(uint64(i)), 4, 2500))
		evs = append(evs, ev...)
	}
	return evs
}

// TestEventsRoundTrip: every event of many games marshals with its type
// tag and reads back to the same value, one by one and as a list.
func TestEventsRoundTrip(t *testing.T) {
	evs := seededEvents(t)
	seen := map[string]bool{}
	for _, e := range evs {
		data, err := pegjokers.MarshalEvent(e)
		if err != nil {
			t.Fatalf("MarshalEvent(%#v): %v", e, err)
		}
		var head struct{ Type string }
		if json.Unmarshal(data, &head) != nil || !strings.HasPrefix(string(data), `{"type":"`+head.Type+`",`) {
			t.Fatalf("%s does not begin with its type", data)
		}
		seen[head.Type] = true
		if m, ok := e.(pegjokers.Missed); ok && m.Late {
			seen["missed late"] = true
		}
		back, err := pegjokers.UnmarshalEvent(data)
		if err != nil || back != e {
			t.Fatalf("UnmarshalEvent(%s) = %#v, %v", data, back, err)
		}
	}
	for _, typ := range []string{"played", "drew", "missed", "missed late", "reshuffled", "game-over"} {
		if !seen[typ] {
			t.Errorf("no %s event in the games", typ)
		}
	}
	data, err := pegjokers.MarshalEvents(evs[:2000])
	if err != nil {
		t.Fatal(err)
	}
	back, err := pegjokers.UnmarshalEvents(data)
	if err != nil || !cmp.Equal(back, evs[:2000], posEqual) {
		t.Fatalf("UnmarshalEvents: %v", err)
	}
	if _, err := pegjokers.MarshalEvents(evs); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("MarshalEvents of %d events, more than 1 MiB: %v", len(evs), err)
	}
	// One event as a list is the event in brackets.
	if one := mustEvents(t, evs[:1]); string(one) != "["+string(mustEvent(t, evs[0]))+"]" {
		t.Errorf("MarshalEvents of one event: %s", one)
	}
}

func mustEvent(t must.TB, e pegjokers.Event) []byte {
	t.Helper()
	return must.Get(pegjokers.MarshalEvent(e))(t)
}

func mustEvents(t must.TB, evs []pegjokers.Event) []byte {
	t.Helper()
	return must.Get(pegjokers.MarshalEvents(evs))(t)
}

// TestEventsRefused: events that cannot happen do not marshal or read.
func TestEventsRefused(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	legal := pegjokers.LegalMoves(p, seven)[0]
	// The texts of the refusals below, in order.
	marshalWant := []string{
		`pegjokers: bad record: a play by Yellow with Blue to move`,
		`pegjokers: bad record: 8H with 7: Blue t14+7->t21`,
		`pegjokers: bad record: 7H pass is not a legal play in 4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s under any rules`,
		`pegjokers: bad record: a play by Blue in no position`,
		`pegjokers: bad record: a play by Blue with White to move`,
		`pegjokers: bad record: reshuffle 0 of 10 cards`,
		`pegjokers: bad record: reshuffle 1 of 999 cards`,
		`pegjokers: bad record: team 2 of 4 pairs won after 9 turns`,
		`pegjokers: bad record: team 0 of 5 pairs won after 9 turns`,
		`pegjokers: bad record: team 0 of 4 pairs won after 0 turns`,
		`pegjokers: bad record: Seat(9) is not a seat`,
	}
	for i, e := range []pegjokers.Event{
		pegjokers.Played{Seat: 1, Card: seven, Move: legal, Position: p},                 // not Yellow's turn
		pegjokers.Played{Seat: 0, Card: cards.MustParse("8H"), Move: legal, Position: p}, // a 7's move with an 8
		pegjokers.Played{Seat: 0, Card: seven, Position: p},                              // no move with a card that has one
		pegjokers.Played{Seat: 0, Card: seven, Move: pegjokers.LegalMoves(p, seven)[0]},  // no position
		pegjokers.Played{Seat: 0, Card: cards.Joker, Move: pegjokers.LegalMoves(p, cards.Joker)[0], Position: p.WithTurn(2)},
		pegjokers.Reshuffled{Shuffle: 0, Cards: 10},
		pegjokers.Reshuffled{Shuffle: 1, Cards: 999},
		pegjokers.GameOver{Team: 2, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Turns: 9},
		pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, Turns: 9},
		pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}},
		pegjokers.Drew{Seat: 9},
	} {
		if data, err := pegjokers.MarshalEvents([]pegjokers.Event{e}); err == nil {
			t.Errorf("MarshalEvents(%#v) = %s", e, data)
		}
		if _, err := pegjokers.MarshalEvent(e); err == nil || err.Error() != marshalWant[i] {
			t.Errorf("MarshalEvent(%#v):\n got %v\nwant %s", e, err, marshalWant[i])
		}
	}
	good := string(mustEvent(t, pegjokers.Played{Seat: 0, Card: seven, Move: legal, Position: p}))
	// Each refused with its text (empty: encoding/json's own, not checked).
	type r = codectest.Refusal
	codectest.Refuses(t, func(b []byte) error { _, err := pegjokers.UnmarshalEvent(b); return err },
		r{In: strings.Replace(good, `"played"`, `"drew"`, 1), Want: ``},
		r{In: strings.Replace(good, `"played"`, `"shouted"`, 1), Want: `pegjokers: bad record: no event of type "shouted"`},
		r{In: strings.Replace(good, `"card":"7H"`, `"card":"7H","extra":1`, 1), Want: ``},
		r{In: strings.Replace(good, `"seat":"Blue"`, `"seat":"Purple"`, 1), Want: `pegjokers: bad record: pegjokers: bad record: invalid syntax: "Purple" is not a seat's colour (Blue, Yellow, White, Orange, Red, Green, Natural, Black)`},
		r{In: strings.Replace(good, `t14+7`, `t14+6`, 1), Want: `pegjokers: bad record: pegjokers: bad record: "7: Blue t14+6->t21": illegal move: part 1 of 7: Blue t14+6->t21: Blue t14+6->t21 is not a forward part`},
		r{In: `{"type":"drew","seat":"Blue","late":false} {}`, Want: `pegjokers: bad record: not an event: "{\"type\":\"drew\",\"seat\":\"Blue\",\"late\":false} {}"`},
		r{In: `{"type":"reshuffled","shuffle":1,"cards":1e10}`, Want: ``},
		r{In: `{"type":"game-over","team":0,"seating":"4 pairs","turns":0}`, Want: `pegjokers: bad record: team 0 of 4 pairs won after 0 turns`},
		r{In: `{"type":5}`, Want: `pegjokers: bad record: not an event: "{\"type\":5}"`},
		r{In: `[]`, Want: `pegjokers: bad record: not an event: "[]"`},
		r{In: ``, Want: `pegjokers: bad record: not an event: ""`},
		r{In: `{"type":"played"}`, Want: `pegjokers: bad record: -- with no move`})
	if _, err := pegjokers.MarshalEvents([]pegjokers.Event{notAnEvent{}}); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("MarshalEvents of a foreign event: %v", err)
	}
	if _, err := pegjokers.UnmarshalEvents([]byte(`[{"type":"drew","seat":"Blue","late":false},{"type":"x"}]`)); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("UnmarshalEvents with a bad event: %v", err)
	}
}

type notAnEvent struct{}

func (notAnEvent) Describe([]string) string { return "nothing" }

// FuzzUnmarshalEvent: UnmarshalEvent never panics, and what it accepts
// marshals to JSON that reads back to the same event. Its seeds are the
// first few events of each type and a few more (a played event holds a
// whole position: six hundred seeds took all of .ci/fuzz's ten seconds to
// replay on a busy machine, leaving none to fuzz).
func FuzzUnmarshalEvent(f *testing.F) {
	var seeds [][]byte
	kinds := map[reflect.Type]int{}
	for i, e := range seededEvents(f) {
		if k := reflect.TypeOf(e); kinds[k] < 4 || i%401 == 0 {
			kinds[k]++
			seeds = append(seeds, mustEvent(f, e))
		}
	}
	codectest.FuzzRoundTrip(f, seeds, pegjokers.UnmarshalEvent, pegjokers.MarshalEvent, nil)
}

// TestEventTexts pins what each event says, with names and with the
// colours that stand in for a missing or empty name.
func TestEventTexts(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	m := must.Get(pegjokers.ParseMove(p, seven, "t14+7"))(t)
	names := []string{"Ann", "", "Cat"} // Yellow has no name, Orange none given
	teams8 := pegjokers.Seating{Seats: 8, Arrangement: pegjokers.Teams}
	for _, tt := range []struct {
		e     pegjokers.Event
		names []string
		want  string
	}{
		{pegjokers.Played{Seat: 0, Card: seven, Move: m, Position: p}, names, `Ann plays 7♥, a 7: the peg on hole 14 forward 7 to hole 21.`},
		{pegjokers.Played{Seat: 3, Card: seven, Position: p}, names, `Orange discards 7♥: no legal move.`},
		{pegjokers.Played{Seat: 1, Card: seven, Move: m}, names, `Yellow plays 7♥: 7: Blue t14+7->t21.`}, // a move that cannot be explained
		{pegjokers.Drew{Seat: 2}, names, `Cat draws a card.`},
		{pegjokers.Drew{Seat: 1, Late: true}, names, `Yellow draws an extra card for the draw it missed.`},
		{pegjokers.Drew{Seat: 3}, names, `Orange draws a card.`},
		{pegjokers.Missed{Seat: 0}, names, `Ann did not draw, and may draw an extra card at the end of its next turn.`},
		{pegjokers.Missed{Seat: 2, Late: true}, nil, `White did not take the extra card it was owed.`},
		{pegjokers.Reshuffled{Shuffle: 2, Cards: 88}, names, `The discards are shuffled into a new draw pile of 88 cards.`},
		{pegjokers.GameOver{Team: 1, Seating: pegjokers.Seating{Seats: 3, Arrangement: pegjokers.Solo}, Turns: 41}, names, `Yellow wins after 41 turns.`},
		{pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Turns: 241}, names, `Ann and Cat win after 241 turns.`},
		{pegjokers.GameOver{Team: 1, Seating: teams8, Turns: 300}, nil, `Yellow, Orange, Green and Black win after 300 turns.`},
		{pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Teams}, Turns: 1}, names, `Ann, Cat and Red win after 1 turn.`},
		{pegjokers.GameOver{Team: 2, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Turns: 9}, nil, `Team 2 wins after 9 turns.`},
	} {
		if got := tt.e.Describe(tt.names); got != tt.want {
			t.Errorf("%#v.Describe(%q):\n got %q\nwant %q", tt.e, tt.names, got, tt.want)
		}
	}
}

// TestHostileEventsDescribeFewNames: every event of a game of eight in
// teams says something, given no names, one or three.
func TestHostileEventsDescribeFewNames(t *testing.T) {
	g := newGame(t, pegjokers.Rules{CatchUp: true}, 8, pegjokers.Teams, 8)
	_, ev := applyAll(t, g, randomActions(t, g, cards.NewRand(8), 4, 3000))
	hostile.FewNames(t, ev)
}

// TestEventsAtTheLimit: a list of events and one event (padded with spaces
// inside their JSON) of 1 MiB exactly read, one byte more do not.
func TestEventsAtTheLimit(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)
	_, evs := mustApply(t, g, first(t, g))
	events, event := mustEvents(t, evs), mustEvent(t, evs[0])
	codectest.AtTheLimit(t, "events", func(b []byte) error { _, err := pegjokers.UnmarshalEvents(b); return err },
		func(n int) []byte { return codectest.PadJSON(events, n) }, `pegjokers: bad record: more than 1048576 bytes`)
	codectest.AtTheLimit(t, "an event", func(b []byte) error { _, err := pegjokers.UnmarshalEvent(b); return err },
		func(n int) []byte { return codectest.PadJSON(event, n) },
		`pegjokers: bad record: not an event: "{                                                                               "`)
}
