package crib

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/google/go-cmp/cmp"
)

// tb is what the save helpers need of a test.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// reload saves g as JSON and reads it back, into a game whose rules hold
// g's pegger (the decoder of a pegger of its kind).
func reload(t tb, g Game) Game {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatalf("saving: %v", err)
	}
	var h Game
	h.rules.Pegger = g.rules.Pegger
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatalf("reading back %s: %v", data, err)
	}
	return h
}

// continueShadow plays the action f on the game saved and reloaded, if
// there is one, and checks that it does what it did to the game that
// never stopped: the same error or none, the same events, the same game.
func (d *driver) continueShadow(name string, f func(Game) (Game, []Event, error), g Game, ev []Event, err error) {
	if d.shadow == nil {
		return
	}
	sg, sev, serr := f(*d.shadow)
	switch {
	case (serr == nil) != (err == nil):
		d.t.Fatalf("%s: the reloaded game says %v, the game that never stopped %v", name, serr, err)
	case err != nil:
		return
	case !reflect.DeepEqual(sev, ev):
		d.t.Fatalf("%s: the reloaded game reports\n%s", name, cmp.Diff(ev, sev))
	case !sameGame(sg, g) || d.steps%16 == 0 && !cmp.Equal(withRecord(sg, g), g, gameCmp):
		d.t.Fatalf("%s: the reloaded game goes on differently:\n%s", name, cmp.Diff(g, sg, gameCmp))
	}
	d.shadow = &sg
}

// MarshalJSON stores the test's pegger: {"every": 7, "mug_below": 40}.
func (p foldPegger) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"every":%d,"mug_below":%d}`, p.Every, p.MugBelow)), nil
}

// DecodePegger reads a foldPegger back.
func (foldPegger) DecodePegger(data []byte) (Pegger, error) {
	var v struct {
		Every    int `json:"every"`
		MugBelow int `json:"mug_below"`
	}
	if err := pkg.Strict(data, &v); err != nil {
		return nil, err
	}
	if v.Every < 1 {
		return nil, fmt.Errorf("every %d", v.Every)
	}
	return foldPegger{v.Every, v.MugBelow}, nil
}

// checkRecord checks the game's record and events: every action's text
// reads back to it, the record (as text, when its rules have one) replays
// to the game and its events, and the events' JSON reads back to them.
func (d *driver) checkRecord() {
	t := d.t
	rec, err := d.g.Record()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range rec.Actions {
		text, err := actionText.Text(a)
		if err != nil {
			t.Fatalf("%#v: %v", a, err)
		}
		if back, err := ParseAction(string(text)); err != nil || back != a {
			t.Fatalf("%q reads back as %#v, %v; want %#v", text, back, err, a)
		}
	}
	if rec.Rules.Pegger == nil {
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if rec, err = ParseRecord(bytes.NewReader(text)); err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
	}
	g, evs, err := Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(withRecord(g, d.g), d.g, gameCmp) {
		t.Fatalf("the record replays to another game:\n%s", cmp.Diff(d.g, g, gameCmp))
	}
	if !reflect.DeepEqual(evs, d.events) {
		t.Fatalf("the record replays with other events:\n%s", cmp.Diff(d.events, evs))
	}
	data, err := MarshalEvents(d.events)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalEvents(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, d.events) {
		t.Fatalf("the events read back changed:\n%s", cmp.Diff(d.events, back))
	}
}

// withRecord returns g keeping the record h keeps, to compare them.
func withRecord(g, h Game) Game {
	g.rec = h.rec
	return g
}
