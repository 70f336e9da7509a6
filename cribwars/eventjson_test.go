package cribwars_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// gameEvents returns the events of a game of three sides through boxes,
// traps and slides, by type.
func gameEvents(t must.TB) map[string]crib.Event {
	_, evs := mustReplay(t, gametest.Text(t, gametest.Record(t, playBots(t, cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()}, 1))))
	out := map[string]crib.Event{}
	for _, e := range evs {
		data, err := cribwars.MarshalEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		var head struct{ Type string }
		_ = json.Unmarshal(data, &head)
		out[head.Type] = e
	}
	return out
}

// TestEventsTagged: the game's events carry their types, this package's
// and crib's, and read back.
func TestEventsTagged(t *testing.T) {
	evs := gameEvents(t)
	for _, tag := range []string{"cribwars-pegged", "board-event", "box-moved", "sent-to-box", "cribwars-deal-over", "cribwars-game-over",
		"dealt", "laid", "shown", "folded"} {
		e, ok := evs[tag]
		if !ok {
			t.Errorf("no event of type %s", tag)
			continue
		}
		checkEvents(t, []crib.Event{e})
	}
}

// TestEventsRefused: an event that cannot happen is refused both ways,
// with an error wrapping ErrBadRecord.
func TestEventsRefused(t *testing.T) {
	evs := gameEvents(t)
	for _, e := range []crib.Event{cribwars.SentToBox{Side: 3, Sides: 3, Box: 50, Hands: 3}, cribwars.NotPegged{Side: 0, Sides: 4, Points: 2},
		cribwars.MissedMove{Side: -1, Sides: 2}, cribwars.TrackEvent{Side: 0, Sides: 2, Event: cribwars.Effect{Kind: 99}},
		cribwars.RulingApplied{Ruling: cribwars.Ruling{Item: 17}}, cribwars.Pegged{}, cribwars.DealOver{}, cribwars.GameOver{}, cribwars.BoxMoved{}} {
		if data, err := cribwars.MarshalEvent(e); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%#v marshals as %s, %v", e, data, err)
		}
	}
	pegged, _ := cribwars.MarshalEvent(evs["cribwars-pegged"])
	over, _ := cribwars.MarshalEvent(evs["cribwars-game-over"])
	// Each refused with its text (empty: one that prints a board's
	// address).
	type r = codectest.Refusal
	const bad = "cribwars: bad record: "
	codectest.Refuses(t, func(b []byte) error { _, err := cribwars.UnmarshalEvent(b); return err },
		r{In: `{"type":"sent-to-box","side":0,"sides":3,"box":50,"hands":9}`, Want: bad + "cribwars.SentToBox {Side:0 Sides:3 Box:50 Hands:9} cannot happen"},
		r{In: `{"type":"sent-to-box","side":0,"sides":3,"box":50,"hands":3,"colour":"red"}`, Want: bad + `json: unknown field "colour"`},
		r{In: `{"type":"not-pegged","side":0,"sides":2,"points":1e40}`, Want: bad + "json: cannot unmarshal number 1e40 into Go struct field NotPegged.points of type int"},
		r{In: `{"type":"missed-move","side":5,"sides":3}`, Want: bad + "cribwars.MissedMove {Side:5 Sides:3} cannot happen"},
		r{In: `{"type":"board-event","side":0,"sides":2,"event":{"kind":"flew","hole":3,"to":"3","over":"plain hole","path_holes":0,"rejoin":0}}`,
			Want: bad + bad + `invalid syntax: "flew" is not a kind of board event (slid, trapped, took shortcut, landed in box, skipped past, reached game)`},
		r{In: `{"type":"fly"}`, Want: `crib: bad record: no event of type "fly"`},
		r{In: `[]`, Want: bad + `not an event: "[]"`},
		r{In: `{"type":"ruling-applied","ruling":{"item":0}}`, Want: bad + "cribwars.RulingApplied {Ruling:irregularity 0: no penalty} cannot happen"},
		r{In: strings.Replace(string(pegged), `"to":"`, `"to":"9`, 1)},
		r{In: strings.Replace(string(pegged), `"board":`, `"board":"crooked","x":`, 1),
			Want: "crib: bad record: crib: bad record: json: cannot unmarshal string into Go value of type crib.boardJSON"},
		r{In: strings.Replace(string(over), `"winner":`, `"winner":2,"x":`, 1), Want: `crib: bad record: json: unknown field "x"`},
		r{In: `{"type":"cribwars-deal-over","deal_over":{"type":"laid"},"pegs":[],"in_box":-1,"board":"default"}`,
			Want: "crib: bad record: crib.Laid {Step:{Seat:0 Card:-- Score:no score Gone:0 GoPoint:false LastCard:false NewCount:false Next:0}} cannot happen"})
	if _, err := cribwars.MarshalEvents([]crib.Event{nil}); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a nil event marshals: %v", err)
	}
}

// FuzzUnmarshalEvent: reading an event never panics, and an event it
// reads marshals to JSON that reads back to the same JSON.
func FuzzUnmarshalEvent(f *testing.F) {
	for _, e := range gameEvents(f) {
		data, _ := cribwars.MarshalEvent(e)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := cribwars.UnmarshalEvent(data)
		if err != nil {
			if !errors.Is(err, cribwars.ErrBadRecord) {
				t.Fatalf("%v does not wrap ErrBadRecord", err)
			}
			return
		}
		out, err := cribwars.MarshalEvent(e)
		if err != nil {
			t.Fatalf("%s reads as %#v, which does not marshal: %v", data, e, err)
		}
		back, err := cribwars.UnmarshalEvent(out)
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		if again, err := cribwars.MarshalEvent(back); err != nil || string(again) != string(out) {
			t.Fatalf("%s reads back as %s, %v", out, again, err)
		}
	})
}

// foreignEvent is an event of neither Crib Wars nor crib.
type foreignEvent struct{ N int }

func (foreignEvent) Describe([]string) string { return "something else" }

// TestMarshalEventsOnlyCribWars: MarshalEvents writes every event type of
// this package and crib's, and refuses, naming it and its place, an event
// of another package, a pointer to an event, or nil.
func TestMarshalEventsOnlyCribWars(t *testing.T) {
	evs := gameEvents(t)
	ours := []crib.Event{cribwars.NotPegged{Side: 0, Sides: 2, Points: 2}, cribwars.MissedMove{Side: 1, Sides: 2},
		cribwars.RulingApplied{Ruling: cribwars.Ruling{Item: 9, Offender: 1}}}
	for _, tag := range []string{"cribwars-pegged", "board-event", "box-moved", "sent-to-box", "cribwars-deal-over", "cribwars-game-over",
		"dealt", "laid", "shown", "folded"} {
		ours = append(ours, evs[tag])
	}
	for _, e := range ours {
		if _, err := cribwars.MarshalEvents([]crib.Event{e}); err != nil {
			t.Errorf("%T: %v", e, err)
		}
	}
	if len(ours) != 13 {
		t.Fatalf("%d events", len(ours))
	}
	laid := evs["laid"].(crib.Laid)
	for _, c := range []struct {
		e    crib.Event
		want string
	}{
		{foreignEvent{N: 1}, "a cribwars_test.foreignEvent"},
		{&cribwars.NotPegged{Side: 0, Sides: 2, Points: 2}, "a *cribwars.NotPegged"},
		{&laid, "a *crib.Laid"},
		{nil, "a <nil>"},
	} {
		for _, at := range []int{0, 1, len(ours)} {
			list := slices.Insert(slices.Clone(ours[:at]), at, c.e)
			want := fmt.Sprintf("cribwars: bad record: event %d, %s, is not an event of this package", at, c.want)
			if data, err := cribwars.MarshalEvents(list); err == nil || !errors.Is(err, cribwars.ErrBadRecord) || err.Error() != want {
				t.Errorf("%T at %d: %s, %v; want %q", c.e, at, data, err, want)
			}
		}
	}
}

// eventsOfSize returns not-pegged events whose MarshalEvents array takes
// exactly size bytes: one digit of points each, some with two to make
// up the rest.
func eventsOfSize(t *testing.T, size int) []crib.Event {
	t.Helper()
	one, err := cribwars.MarshalEvent(cribwars.NotPegged{Side: 0, Sides: 2, Points: 1})
	if err != nil {
		t.Fatal(err)
	}
	per := len(one) + 1                   // an event and its comma
	n, rest := (size-1)/per, (size-1)%per // the brackets less a last comma
	evs := make([]crib.Event, n)
	for i := range evs {
		p := 1
		if i < rest {
			p = 10
		}
		evs[i] = cribwars.NotPegged{Side: 0, Sides: 2, Points: p}
	}
	return evs
}

// TestEventsJSONSizeBound: events of up to 1 MiB of JSON are written, and
// read, an array of them or one alone (spaces make up the size); one byte
// more is refused.
func TestEventsJSONSizeBound(t *testing.T) {
	const mib = 1 << 20
	for _, size := range []int{mib, mib + 1} {
		evs := eventsOfSize(t, size)
		data, err := cribwars.MarshalEvents(evs)
		if size > mib {
			want := fmt.Sprintf("cribwars: bad record: %d events make more than %d bytes", len(evs), mib)
			if err == nil || !errors.Is(err, cribwars.ErrBadRecord) || err.Error() != want {
				t.Errorf("%d bytes of events: %v, want %q", size, err, want)
			}
			continue
		}
		if err != nil || len(data) != size {
			t.Errorf("%d bytes of events: %d bytes, %v", size, len(data), err)
		}
	}
	one, err := cribwars.MarshalEvent(cribwars.MissedMove{Side: 1, Sides: 2})
	if err != nil {
		t.Fatal(err)
	}
	pad := func(data []byte) func(int) []byte { return func(n int) []byte { return codectest.PadJSON(data, n) } }
	codectest.AtTheLimit(t, "an event", func(b []byte) error { _, err := cribwars.UnmarshalEvent(b); return err }, pad(one),
		fmt.Sprintf("cribwars: bad record: not an event: %.80q", codectest.PadJSON(one, mib+1)))
	codectest.AtTheLimit(t, "an array of events", func(b []byte) error { _, err := cribwars.UnmarshalEvents(b); return err },
		pad(append(append([]byte("["), one...), ']')), "cribwars: bad record: more than 1048576 bytes")
}

// editJSON returns data, a JSON object, with edit applied to it.
func editJSON(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGameOverResultChecked: a game-over event of three sides reads only
// with a result the Crib Wars game-points rule allows: the winner loses
// nothing, each loser loses 1, 2 or 4 games (lost, lurched, skunked), no
// side past the sides loses any, and the games add up to the game points.
func TestGameOverResultChecked(t *testing.T) {
	over, err := cribwars.MarshalEvent(gameEvents(t)["cribwars-game-over"])
	if err != nil {
		t.Fatal(err)
	}
	var head struct{ Result cribwars.Result }
	if err := json.Unmarshal(over, &head); err != nil {
		t.Fatal(err)
	}
	w := head.Result.Winner
	a, b := (w+1)%3, (w+2)%3 // the losers
	for _, c := range []struct {
		lost   map[int]int // side -> games lost; the rest lose none
		games  int
		points int // the game points crib's event gives; games unless set
		ok     bool
	}{
		{lost: map[int]int{a: 2, b: 4}, games: 6, ok: true},
		{lost: map[int]int{a: 1, b: 2}, games: 3, ok: true},
		{lost: map[int]int{a: 4, b: 4}, games: 8, ok: true},
		{lost: map[int]int{a: 1, b: 1}, games: 2, ok: true},
		{lost: map[int]int{a: 3, b: 3}, games: 6},
		{lost: map[int]int{a: 1, b: 3}, games: 4},
		{lost: map[int]int{a: 5, b: 1}, games: 6},
		{lost: map[int]int{a: -1, b: 2}, games: 1},
		{lost: map[int]int{a: 0, b: 2}, games: 2},
		{lost: map[int]int{w: 1, a: 1, b: 1}, games: 3},
		{lost: map[int]int{a: 1, b: 1, 3: 1}, games: 3},
		{lost: map[int]int{a: 1, b: 1, 5: 2}, games: 4},
		{lost: map[int]int{a: 1, b: 2}, games: 4},
		{lost: map[int]int{a: 1, b: 2}, games: 2},
		{lost: map[int]int{a: 1, b: 2}, games: 3, points: 4},
	} {
		name := fmt.Sprintf("lost %v, games %d", c.lost, c.games)
		points := c.games
		if c.points != 0 {
			points = c.points
		}
		data := editJSON(t, over, func(m map[string]any) {
			var lost [6]int
			for s, l := range c.lost {
				lost[s] = l
			}
			r := m["result"].(map[string]any)
			r["lost"], r["games"] = lost, c.games
			m["game_over"].(map[string]any)["game_points"] = points
		})
		e, err := cribwars.UnmarshalEvent(data)
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", name, err)
		case c.ok:
			if again, err := cribwars.MarshalEvent(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
				t.Errorf("%s: %s marshals again as %s, %v", name, data, again, err)
			}
		case !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s: %s reads as %#v, %v", name, data, e, err)
		}
	}
}

// TestDealOverChecked: a deal-over event reads only with a peg on the
// board for each side and in_box naming a side or none.
func TestDealOverChecked(t *testing.T) {
	over, err := cribwars.MarshalEvent(gameEvents(t)["cribwars-deal-over"])
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		edit func(m map[string]any)
		ok   bool
	}{
		{"as it was", func(map[string]any) {}, true},
		{"no side in a box", func(m map[string]any) { m["in_box"] = cribwars.NoSide }, true},
		{"the last side in a box", func(m map[string]any) { m["in_box"] = 2 }, true},
		{"in_box past the sides", func(m map[string]any) { m["in_box"] = 3 }, false},
		{"in_box below none", func(m map[string]any) { m["in_box"] = -2 }, false},
		{"a peg at the game hole", func(m map[string]any) { m["pegs"].([]any)[1] = "121" }, true},
		{"a peg past the game hole", func(m map[string]any) { m["pegs"].([]any)[1] = "122" }, false},
		{"two pegs of three sides", func(m map[string]any) { m["pegs"] = m["pegs"].([]any)[:2] }, false},
		{"four pegs of three sides", func(m map[string]any) { m["pegs"] = append(m["pegs"].([]any), "1") }, false},
		{"no board", func(m map[string]any) { delete(m, "board") }, false},
	} {
		data := editJSON(t, over, c.edit)
		e, err := cribwars.UnmarshalEvent(data)
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.ok:
			if again, err := cribwars.MarshalEvent(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
				t.Errorf("%s: %s marshals again as %s, %v", c.name, data, again, err)
			}
		case !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s: %s reads as %#v, %v", c.name, data, e, err)
		}
	}
}
