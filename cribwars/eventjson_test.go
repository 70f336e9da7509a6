package cribwars_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// gameEvents returns the events of a game of three sides through boxes,
// traps and slides, by type.
func gameEvents(t fataler) map[string]crib.Event {
	_, evs := mustReplay(t, recordText(t, mustRecord(t, playBots(t, cribwars.Config{Layout: crib.ThreePlayer(), Board: boxBoard()}, 1))))
	out := map[string]crib.Event{}
	for _, e := range evs {
		data, err := json.Marshal(e)
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
		cribwars.MissedMove{Side: -1, Sides: 2}, cribwars.BoardEvent{Side: 0, Sides: 2, Event: cribwars.Event{Kind: 99}},
		cribwars.RulingApplied{Ruling: cribwars.Ruling{Item: 17}}, cribwars.Pegged{}, cribwars.DealOver{}, cribwars.GameOver{}, cribwars.BoxMoved{}} {
		if data, err := json.Marshal(e); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%#v marshals as %s, %v", e, data, err)
		}
	}
	pegged, _ := json.Marshal(evs["cribwars-pegged"])
	over, _ := json.Marshal(evs["cribwars-game-over"])
	for _, s := range []string{
		`{"type":"sent-to-box","side":0,"sides":3,"box":50,"hands":9}`,
		`{"type":"sent-to-box","side":0,"sides":3,"box":50,"hands":3,"colour":"red"}`,
		`{"type":"not-pegged","side":0,"sides":2,"points":1e40}`,
		`{"type":"missed-move","side":5,"sides":3}`,
		`{"type":"board-event","side":0,"sides":2,"event":{"kind":"flew","hole":3,"to":"3","over":"plain hole","path_holes":0,"rejoin":0}}`,
		`{"type":"fly"}`, `[]`, `{"type":"ruling-applied","ruling":{"item":0}}`,
		strings.Replace(string(pegged), `"to":"`, `"to":"9`, 1),
		strings.Replace(string(pegged), `"board":`, `"board":"crooked","x":`, 1),
		strings.Replace(string(over), `"winner":`, `"winner":2,"x":`, 1),
	} {
		if e, err := cribwars.UnmarshalEvent([]byte(s)); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%s reads as %#v, %v", s, e, err)
		}
	}
	if _, err := cribwars.MarshalEvents([]crib.Event{nil}); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a nil event marshals: %v", err)
	}
}

// FuzzUnmarshalEvent: reading an event never panics, and an event it
// reads marshals to JSON that reads back to the same JSON.
func FuzzUnmarshalEvent(f *testing.F) {
	for _, e := range gameEvents(f) {
		data, _ := json.Marshal(e)
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
		out, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("%s reads as %#v, which does not marshal: %v", data, e, err)
		}
		back, err := cribwars.UnmarshalEvent(out)
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		if again, err := json.Marshal(back); err != nil || string(again) != string(out) {
			t.Fatalf("%s reads back as %s, %v", out, again, err)
		}
	})
}
