package cribwars_test

import (
	"bytes"
	"encoding/json"
	"reflect"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// fataler is what the helpers need of a *testing.T or a *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// saveJSON saves g.
func saveJSON(t fataler, g cribwars.Game) []byte {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// loadJSON reads a saved game.
func loadJSON(t fataler, data []byte) cribwars.Game {
	t.Helper()
	var g cribwars.Game
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return g
}

// checkLoads: g saves, reads back and saves again byte for byte, with the
// same pegs, stay and phase.
func checkLoads(t fataler, g cribwars.Game) {
	t.Helper()
	data := saveJSON(t, g)
	h := loadJSON(t, data)
	if again := saveJSON(t, h); !bytes.Equal(again, data) {
		t.Fatalf("the saved game reads back and saves as\n%s\nnot\n%s", again, data)
	}
	if diff := cmp.Diff(snap(g), snap(h)); diff != "" {
		t.Fatalf("the game read back differs (-want +got):\n%s", diff)
	}
}

// checkSaved: the game end, recorded from start, stopped after any action
// (rapid draws which), saved, read back and played on with the same
// actions ends as end, byte for byte; its record replays to it, as values
// and as text.
func checkSaved(t *rapid.T, start, end cribwars.Game) {
	rec, err := end.Record()
	if err != nil {
		t.Fatal(err)
	}
	k := rapid.IntRange(0, len(rec.Actions)).Draw(t, "stop after")
	g := start
	for _, a := range rec.Actions[:k] {
		g = must(t)(g.Apply(a))
	}
	g = loadJSON(t, saveJSON(t, g))
	for _, a := range rec.Actions[k:] {
		g = must(t)(g.Apply(a))
	}
	want := saveJSON(t, end)
	if got := saveJSON(t, g); !bytes.Equal(got, want) {
		t.Fatalf("stopped after action %d of %d and played on, the game ends\n%s\nnot\n%s", k, len(rec.Actions), got, want)
	}
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := cribwars.ParseRecord(bytes.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	r, evs, err := cribwars.Replay(back)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	checkEvents(t, evs)
	if got := saveJSON(t, r); !bytes.Equal(got, want) {
		t.Fatalf("the record replays to\n%s\nnot\n%s", got, want)
	}
	for _, a := range rec.Actions {
		if b, err := cribwars.ParseAction(a.String()); err != nil || b != a {
			t.Fatalf("%v reads back as %v, %v", a, b, err)
		}
	}
}

// checkEvents: the events marshal, read back, and marshal again byte for
// byte, as a list and one by one.
func checkEvents(t fataler, evs []crib.Event) {
	t.Helper()
	data, err := cribwars.MarshalEvents(evs)
	if err != nil {
		t.Fatal(err)
	}
	back, err := cribwars.UnmarshalEvents(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	again, err := cribwars.MarshalEvents(back)
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("the events read back as\n%s\nnot\n%s (%v)", again, data, err)
	}
	for i, e := range back {
		if reflect.TypeOf(e) != reflect.TypeOf(evs[i]) || e.Describe(nil) != evs[i].Describe(nil) {
			t.Fatalf("event %d reads back as %T %q, not %T %q", i, e, e.Describe(nil), evs[i], evs[i].Describe(nil))
		}
	}
}
