package cribwars_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// saveJSON saves g.
func saveJSON(t must.TB, g cribwars.Game) []byte {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// loadJSON reads a saved game.
func loadJSON(t must.TB, data []byte) cribwars.Game {
	t.Helper()
	return must.Unmarshal[cribwars.Game](t, data)
}

// checkLoads: g saves, reads back and saves again byte for byte, with the
// same pegs, stay and phase.
func checkLoads(t must.TB, g cribwars.Game) {
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
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	g = loadJSON(t, saveJSON(t, g))
	for _, a := range rec.Actions[k:] {
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
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
	if len(evs) > 300 {
		evs = append(evs[:150:150], evs[len(evs)-150:]...) // the start and the end: enough of every kind
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
func checkEvents(t must.TB, evs []crib.Event) {
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

// boxBoard is a board with many penalty boxes, a time trap and a slide.
func boxBoard() cribwars.Track {
	return cribwars.MustTrack(cribwars.Spec{Holes: 121, PenaltyBoxes: []int{20, 35, 50, 65, 80, 95, 110},
		TimeTraps: []cribwars.Branch{{At: 40, Holes: 3, Rejoin: 30}}, Slides: []cribwars.Slide{{From: 10, To: 25}}})
}

// stopWhen replays the record of a bots' game of c from seed until stop
// says so, and returns the game there.
func stopWhen(t must.TB, c cribwars.Config, seed uint64, stop func(cribwars.Game) bool) cribwars.Game {
	t.Helper()
	rec := gametest.Record(t, playBots(t, c, seed))
	g := newGame(t, c, seed)
	for _, a := range rec.Actions {
		if stop(g) {
			return g
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	t.Fatalf("the game of seed %d never stops", seed)
	return g
}

// inBox is a game of three sides with a side in a penalty box.
func inBox(t must.TB) cribwars.Game {
	t.Helper()
	c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()}
	for seed := uint64(1); ; seed++ {
		g := playBots(t, c, seed)
		rec := gametest.Record(t, g)
		h := newGame(t, c, seed)
		for _, a := range rec.Actions {
			h = must.Step[cribwars.Game, crib.Event](t)(h.Apply(a))
			if h.Stay().In && h.Phase() == crib.PhasePlay {
				return h
			}
		}
	}
}

// TestSavedFormsSizeBound: a saved game, a setup and a pegger of up to
// 1 MiB read (spaces make up the size); one byte more is refused.
func TestSavedFormsSizeBound(t *testing.T) {
	g := inBox(t)
	const want = "cribwars: bad record: more than 1048576 bytes"
	for name, c := range map[string]struct {
		v      any
		decode func([]byte) error
	}{
		"a saved game": {g, func(b []byte) error { var g cribwars.Game; return g.UnmarshalJSON(b) }},
		"a setup":      {g.Config(), func(b []byte) error { var c cribwars.Config; return c.UnmarshalJSON(b) }},
		"a pegger":     {g.Cribbage().Pegger(), func(b []byte) error { _, err := cribwars.Pegger{}.DecodePegger(b); return err }},
	} {
		data, err := json.Marshal(c.v)
		if err != nil {
			t.Fatal(err)
		}
		codectest.AtTheLimit(t, name, c.decode, func(n int) []byte { return codectest.PadJSON(data, n) }, want)
	}
}

// TestSavedGameFormat: a saved game begins with its format and version,
// and says what it holds by name.
func TestSavedGameFormat(t *testing.T) {
	g := inBox(t)
	data := string(saveJSON(t, g))
	for _, want := range []string{`{"format":"pegboard cribwars game","version":1,"config":{"layout":"3 players","board":{"holes":121,`,
		`"rules":"default"},"hands_left":3,"crib":{"format":"pegboard crib game","version":2,`, `"pegger":{"board":{"holes":121`, `"away":[`,
		`"phase":"play"`} {
		if !strings.Contains(data, want) {
			t.Errorf("the saved game lacks %s:\n%s", want, data)
		}
	}
	if !regexp.MustCompile(`"box":\[[0-9,]*[1-9]`).MatchString(data) {
		t.Errorf("the saved game has nobody in a box:\n%s", data)
	}
	d := string(saveJSON(t, newGame(t, cribwars.Config{Claimed: true, NoMuggins: true}, 4)))
	if !strings.HasPrefix(d, `{"format":"pegboard cribwars game","version":1,"config":{"layout":"2 players","board":"default","rules":"default","claimed":true,"no_muggins":true},"hands_left":0,`) {
		t.Errorf("a new game saves as %s", d)
	}
	if _, err := json.Marshal(cribwars.Game{}); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("the zero Game saves: %v", err)
	}
}

// edit returns data (a JSON object) with the member at path set to v, or
// deleted for a nil v.
func edit(t *testing.T, data []byte, v any, path ...string) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	at := m
	for _, k := range path[:len(path)-1] {
		at = at[k].(map[string]any)
	}
	if v == nil {
		delete(at, path[len(path)-1])
	} else {
		at[path[len(path)-1]] = v
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSavedGameRefused: a saved game that the rules could not have made is
// refused with an error wrapping ErrBadRecord (JSON's own syntax error for
// text that is no JSON) that says why, and the game read into is left as
// it was.
func TestSavedGameRefused(t *testing.T) {
	boxed := saveJSON(t, inBox(t))
	two := saveJSON(t, stopWhen(t, cribwars.Config{}, 5, func(g cribwars.Game) bool {
		return g.Phase() == crib.PhasePlay && g.Peg(0).Hole > 10 && g.Peg(1).Hole > 10
	}))
	var m map[string]any
	_ = json.Unmarshal(two, &m)
	hands := m["crib"].(map[string]any)["hands"].([]any)
	pegs := m["crib"].(map[string]any)["pegger"].(map[string]any)["pegs"].([]any)
	for _, tt := range []struct {
		name string
		data []byte
		want string // the error, or its start
	}{
		{"version 2", edit(t, two, 2, "version"), "cribwars: bad record: version 2 of \"pegboard cribwars game\" (this reader knows 1)"},
		{"crib's format", edit(t, two, "pegboard crib game", "format"), "cribwars: bad record: format \"pegboard crib game\", want \"pegboard cribwars game\""},
		{"an unknown member", edit(t, two, "red", "colour"), "cribwars: bad record: json: unknown field \"colour\""},
		{"no crib", edit(t, two, nil, "crib"), "cribwars: bad record: a member is missing"},
		{"no hands left", edit(t, two, nil, "hands_left"), "cribwars: bad record: a member is missing"},
		{"a huge number", edit(t, two, 1e30, "hands_left"), "cribwars: bad record: json: cannot unmarshal number 1e+30 into Go struct field gameJSON.hands_left of type int"},
		{"hands to sit out with nobody in a box", edit(t, two, 2, "hands_left"), "cribwars: bad record: 2 hands to sit out with nobody in a penalty box"},
		{"hands below zero", edit(t, boxed, -1, "hands_left"), "cribwars: bad record: -1 hands left to sit out"},
		{"four hands to sit out", edit(t, boxed, 4, "hands_left"), "cribwars: bad record: 4 hands left to sit out"},
		{"another layout", edit(t, two, map[string]any{"layout": "3 players", "board": "default", "rules": "default"}, "config"), "cribwars: bad record: crib's rules {"},
		{"four sides", edit(t, two, map[string]any{"layout": "seats 4 sides 4 deal 5 throw 1 pack 0 cutter 1", "rules": "default"}, "config"), "cribwars: bad record: cribwars: no such seat: 4 sides; Crib Wars has 2 or 3"},
		{"another board", edit(t, two, map[string]any{"layout": "2 players", "board": "plain", "rules": "default"}, "config"), "cribwars: bad record: crib's rules {"},
		{"other readings", edit(t, two, map[string]any{"layout": "2 players", "rules": "heels always"}, "config"), "cribwars: bad record: crib's rules {"},
		{"a card twice", edit(t, two, []any{hands[1], hands[1]}, "crib", "hands"), "crib: bad record: seat 1 holds {AD AS QC KS}"},
		{"a peg past the end", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": []string{"500", "0"}}, "crib", "pegger"), "crib: bad record: the pegger: cribwars: bad record: side A's peg at 500 is not on the board"},
		{"a peg on no path", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": []string{"9:1", "0"}}, "crib", "pegger"), "crib: bad record: the pegger: cribwars: bad record: side A's peg at 9:1 is not on the board"},
		{"a peg not where crib's board has it", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": []string{"3", "4"}}, "crib", "pegger"), "crib: bad record: the board has side 0's front peg at 17, its pegger at 3"},
		{"a side out of range", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": append(slices.Clone(pegs), "0", "7")}, "crib", "pegger"), "cribwars: bad record: a peg for side D of 2"},
		{"a peg for the side one past the last", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": append(slices.Clone(pegs), "7")}, "crib", "pegger"), "cribwars: bad record: a peg for side C of 2"},
		{"seven sides", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": []string{"0", "0", "0", "0", "0", "0", "0"}}, "crib", "pegger"), "crib: bad record: the pegger: cribwars: bad record: a pegger of 7 pegs and 0 boxes"},
		{"a box that is none", edit(t, two, map[string]any{"board": "default", "rules": "default", "pegs": []string{"0", "0"}, "box": []int{0, 3}}, "crib", "pegger"), "crib: bad record: the pegger: cribwars: bad record: side B at 0 sits in a box at 3"},
		{"a pegger on another board", edit(t, two, map[string]any{"board": "plain", "rules": "default", "pegs": pegs}, "crib", "pegger"), "cribwars: bad record: the pegger is not of the game's board and readings"},
		{"another board's pegger", edit(t, two, "two-peg board", "crib", "pegger"), "cribwars: bad record: the pegger is not of the game's board and readings"},
		{"deep nesting", []byte(strings.Repeat("[", 100000) + strings.Repeat("]", 100000)), "invalid character '[' exceeded max depth"},
		{"more than 1 MiB", append(append([]byte(`{"format":"`), bytes.Repeat([]byte("x"), 1<<20)...), `"}`...), "cribwars: bad record: more than 1048576 bytes"},
		{"text after the game", append(slices.Clone(two), " {}"...), "invalid character '{' after top-level value"},
		{"not JSON", []byte("pegboard cribwars game"), "invalid character 'p' looking for beginning of value"},
	} {
		g := newGame(t, cribwars.Config{}, 9)
		before := saveJSON(t, g)
		err := json.Unmarshal(tt.data, &g)
		if !errors.Is(err, cribwars.ErrBadRecord) && !errors.As(err, new(*json.SyntaxError)) || err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
		if err == nil {
			continue
		}
		if !bytes.Equal(saveJSON(t, g), before) {
			t.Errorf("%s: the game read into changed", tt.name)
		}
	}
}

// FuzzUnmarshalGame: reading a saved game never panics; a game it accepts
// saves again to the same bytes, and plays on.
func FuzzUnmarshalGame(f *testing.F) {
	f.Add(saveJSON(f, inBox(f)))
	f.Add(saveJSON(f, newGame(f, cribwars.Config{Layout: crib.FourPlayer(), Claimed: true}, 2)))
	f.Add(saveJSON(f, stopWhen(f, cribwars.Config{Track: boxBoard()}, 3, func(g cribwars.Game) bool { return g.Peg(0).Hole > 40 })))
	f.Fuzz(func(t *testing.T, data []byte) {
		var g cribwars.Game
		if err := json.Unmarshal(data, &g); err != nil {
			return
		}
		out := saveJSON(t, g)
		h := loadJSON(t, out)
		if again := saveJSON(t, h); !bytes.Equal(again, out) {
			t.Fatalf("%s saves as %s", out, again)
		}
		if act, _ := g.Next(); act == crib.StepCutForDeal {
			if _, _, err := g.Apply(crib.CutForDeal{}); err != nil && !errors.Is(err, crib.ErrWrongPhase) {
				t.Fatalf("a game read back refuses the cut for deal: %v", err)
			}
		}
	})
}

// TestSaveAnywhereEverySeating plays a game of every seating Crib Wars has
// (two players, three, two teams, three teams) on a board of many penalty
// boxes, a time trap and a slide, with the table's penalties, a peg placed
// and an irregularity's points, and stops it after every few actions: the
// game saved there, read back and played on with the same actions ends as
// the game that never stopped, byte for byte. The rapid tests of whole
// games (TestWholeGames, TestWholeGamesClaimed) stop theirs anywhere too.
func TestSaveAnywhereEverySeating(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		t.Run(l.String(), func(t *testing.T) {
			c := cribwars.Config{Layout: l, Track: boxBoard()}
			start := newGame(t, c, 5)
			extra := map[int]crib.Action{2: cribwars.Penalty{Offender: 1, Rule: "penalty"}, 3: cribwars.Place{Side: 0, Peg: cribwars.Hole(12)},
				4: cribwars.Irregularity{Item: 16, Offender: 0, Points: [crib.MaxSides]int{0, 2, 2 * (l.Sides - 2)}}}
			end := newBotTable(start, 5, extra).play(t, start.Recording())
			acts := gametest.Record(t, end).Actions
			want := saveJSON(t, end)
			g := start
			for k, a := range acts {
				if k%5 == 0 {
					h := loadJSON(t, saveJSON(t, g))
					for _, b := range acts[k:] {
						h = must.Step[cribwars.Game, crib.Event](t)(h.Apply(b))
					}
					if got := saveJSON(t, h); !bytes.Equal(got, want) {
						t.Fatalf("saved after action %d and played on, the game ends\n%s\nnot\n%s", k, got, want)
					}
				}
				g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
			}
		})
	}
}

// TestDecodePeggerBoxes: a saved pegger's box must be a penalty box of its
// board at or behind the side's peg, and at most one side sits in one.
func TestDecodePeggerBoxes(t *testing.T) {
	for _, c := range []struct {
		json string
		ok   bool
	}{
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,100,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","105","0"],"box":[0,100,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,0,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","99","0"],"box":[0,100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,-100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","363","0"],"box":[0,363,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","363","0"],"box":[0,464,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,99,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["210","100","0"],"box":[210,100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,100]}`, false},
	} {
		p, err := cribwars.Pegger{}.DecodePegger([]byte(c.json))
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", c.json, err)
		case !c.ok && !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s reads as %v, %v", c.json, p, err)
		}
	}
}

// FuzzStateJSON: the JSON readers of a setup, a pegger and a board never
// panic, and what they accept writes JSON that reads back alike.
func FuzzStateJSON(f *testing.F) {
	g := inBox(f)
	for _, v := range []any{g.Config(), g.Cribbage().Pegger(), boxBoard(), cribwars.Config{Claimed: true}} {
		data, _ := json.Marshal(v)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, p := range []any{new(cribwars.Config), new(cribwars.Pegger), new(cribwars.Track)} {
			if err := json.Unmarshal(data, p); err != nil {
				continue
			}
			again, err := json.Marshal(p)
			if err != nil {
				t.Fatalf("%T read from %s does not marshal: %v", p, data, err)
			}
			q := reflect.New(reflect.TypeOf(p).Elem())
			if err := json.Unmarshal(again, q.Interface()); err != nil {
				t.Fatalf("%s: %v", again, err)
			}
			if third, err := json.Marshal(q.Interface()); err != nil || string(third) != string(again) {
				t.Fatalf("%s reads back as %s, %v", again, third, err)
			}
		}
	})
}
