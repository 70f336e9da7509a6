package crib

import (
	"encoding/json"
	"fmt"

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
	case !cmp.Equal(sev, ev):
		d.t.Fatalf("%s: the reloaded game reports\n%s", name, cmp.Diff(ev, sev))
	case !cmp.Equal(sg, g, gameCmp):
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
	if err := decodeStrict(data, &v); err != nil {
		return nil, err
	}
	if v.Every < 1 {
		return nil, fmt.Errorf("every %d", v.Every)
	}
	return foldPegger{v.Every, v.MugBelow}, nil
}
