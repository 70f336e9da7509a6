package crib_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
)

// saveJSON saves g.
func saveJSON(t must.TB, g crib.Game) []byte { t.Helper(); return must.Get(json.Marshal(g))(t) }

// loadJSON reads a saved game.
func loadJSON(t must.TB, data []byte) crib.Game {
	t.Helper()
	return must.Unmarshal[crib.Game](t, data)
}

// TestSaveAnywhereEverySeating plays a game of every seating, scored
// automatically and claimed (with muggins, and with the players pegging
// the penalties owed them), and stops it at every action: the game saved
// there, read back and played on with the same actions ends as the game
// that never stopped, byte for byte.
func TestSaveAnywhereEverySeating(t *testing.T) {
	for _, l := range cribtest.Layouts() {
		for _, mode := range []crib.Rules{{}, {Claimed: true, Muggins: true}, {Claimed: true, ClaimPenalties: true, Match: crib.MatchRules{GamesToWin: 2}}} {
			rules := mode
			rules.Layout, rules.GameHole = l, 61
			t.Run(fmt.Sprintf("%v %v", l, rules), func(t *testing.T) {
				start, acts := playRecorded(t, rules, 7)
				games := []crib.Game{start}
				g := start
				for _, a := range acts {
					g, _ = stepEv(t)(g.Apply(a))
					games = append(games, g)
				}
				end := saveJSON(t, g)
				for k := 0; k < len(games); k += 1 + k%3 {
					h := loadJSON(t, saveJSON(t, games[k]))
					for _, a := range acts[k:] {
						h, _ = stepEv(t)(h.Apply(a))
					}
					if got := saveJSON(t, h); !bytes.Equal(got, end) {
						t.Fatalf("saved after action %d and played on, the game ends\n%s\nnot\n%s", k, got, end)
					}
				}
			})
		}
	}
}

// TestSavedGameFormat: a saved game begins with its format and version,
// and says what it holds by name.
func TestSavedGameFormat(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 42))(t)
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
	data := string(saveJSON(t, g))
	for _, want := range []string{`{"format":"pegboard crib game","version":1,`, `"layout":"4 players"`, `"claimed":true`,
		`"phase":"deal"`, `"seed":42`, `"dealer":1`} {
		if !strings.Contains(data, want) {
			t.Errorf("the saved game lacks %s:\n%s", want, data)
		}
	}
	if _, err := json.Marshal(crib.Game{}); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("the zero Game saves: %v", err)
	}
}

// tamper returns the saved game data with the members of edit set (or
// deleted, for a nil value), or the whole text replaced by raw.
func tamper(t *testing.T, data []byte, edit map[string]any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range edit {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSavedGameRefused: a saved game that the rules could not have made is
// refused with an error wrapping ErrBadRecord, and the game read into is
// left as it was.
func TestSavedGameRefused(t *testing.T) {
	g := theDeal(t, crib.Rules{})
	play := saveJSON(t, g)
	discard := saveJSON(t, step(t)(must.Get(crib.NewGame(crib.Rules{}, 3))(t).Apply(crib.ChooseDealer{Seat: 0})))
	discard = saveJSON(t, step(t)(loadJSON(t, discard).Apply(crib.Deal{})))
	var m map[string]any
	_ = json.Unmarshal(play, &m)
	hands := m["hands"].([]any)
	board := m["board"].(map[string]any)
	withBoard := func(pegs ...string) map[string]any {
		b := map[string]any{}
		for k, v := range board {
			b[k] = v
		}
		b["pegs"] = pegs
		return b
	}
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"a card twice", tamper(t, play, map[string]any{"hands": []any{hands[0], hands[0]}})},
		{"a hand of the wrong size", tamper(t, play, map[string]any{"hands": []any{"AC 2C 3C", hands[1]}})},
		{"a crib that is not the discards", tamper(t, discard, map[string]any{"crib": "AC"})},
		{"a score past the game hole", tamper(t, play, map[string]any{"board": withBoard("130/100", "0/0")})},
		{"a rear peg ahead of the front", tamper(t, play, map[string]any{"board": withBoard("40/45", "0/0")})},
		{"a phase that contradicts the hands", tamper(t, play, map[string]any{"phase": "discard"})},
		{"a winner while the game goes on", tamper(t, play, map[string]any{"winner": 1})},
		{"a starter not in the pack", tamper(t, play, map[string]any{"starter": hands[0].(string)[:2]})},
		{"a claim pending in an automatic game", tamper(t, play, map[string]any{"claims": map[string]any{"pending": []any{map[string]any{"kind": "go", "seat": 0, "points": 1}}}})},
		{"points offered the rules do not offer", tamper(t, play, map[string]any{"offers": []any{map[string]any{"type": "offered", "side": 0, "sides": 2, "seat": -1, "points": 2, "kind": "penalty", "rule": "x", "give_back": -1, "give_back_seat": -1}}})},
		{"an unknown format", tamper(t, play, map[string]any{"format": "pegboard cribbage game"})},
		{"an unknown version", tamper(t, play, map[string]any{"version": 3})},
		{"version 1 with cards laid away", tamper(t, play, map[string]any{"version": 1})},
		{"version 2 without cards laid away", tamper(t, play, map[string]any{"away": nil})},
		{"a hand laid away that is not in the crib", tamper(t, play, map[string]any{"away": []any{"AS 2S", ""}})},
		{"a seat that laid nothing away", tamper(t, play, map[string]any{"away": []any{"", ""}})},
		{"cards laid away for a seat too many", tamper(t, play, map[string]any{"away": []any{"", "", ""}})},
		{"a member missing", tamper(t, play, map[string]any{"phase": nil})},
		{"an unknown member", tamper(t, play, map[string]any{"extra": 1})},
		{"a huge number", tamper(t, play, map[string]any{"deal": 1e30})},
		{"a huge seat", tamper(t, play, map[string]any{"dealer": 1 << 40})},
		{"a generator without a seed", tamper(t, play, map[string]any{"seed": nil})},
		{"rules that do not resolve", tamper(t, play, map[string]any{"rules": map[string]any{"layout": "2 players", "game_hole": 5}})},
		{"rules not resolved", tamper(t, play, map[string]any{"rules": map[string]any{"layout": "2 players"}})},
		{"a pegger no one can read", tamper(t, play, map[string]any{"pegger": map[string]any{"kind": "trap"}})},
		{"deep nesting", []byte(strings.Repeat("[", 100000) + strings.Repeat("]", 100000))},
		{"more than 1 MiB", append(bytes.TrimSuffix(play, []byte("}")), []byte(`,"x":"`+strings.Repeat("a", 1<<20)+`"}`)...)},
		{"data after the game", append(append([]byte{}, play...), "{}"...)},
	} {
		h := g
		err := h.UnmarshalJSON(tt.data)
		if !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %v", tt.name, err)
		}
		if !bytes.Equal(saveJSON(t, h), play) {
			t.Errorf("%s: the game read into changed", tt.name)
		}
	}
}

// FuzzUnmarshalGame: reading a saved game never panics, and a game it
// accepts saves to JSON that reads back to the same game.
func FuzzUnmarshalGame(f *testing.F) {
	var seeds [][]byte
	for _, rules := range []crib.Rules{{}, {Layout: crib.SixPlayer(), Claimed: true, Muggins: true}} {
		start, acts := playRecorded(f, rules, 3)
		g := start
		for i, a := range acts {
			g = step(f)(g.Apply(a))
			if i%37 == 0 {
				seeds = append(seeds, saveJSON(f, g))
			}
		}
	}
	decode := func(data []byte) (crib.Game, error) {
		var g crib.Game
		err := g.UnmarshalJSON(data)
		return g, err
	}
	codectest.FuzzRoundTrip(f, seeds, decode, crib.Game.MarshalJSON, func(a, b crib.Game) bool {
		x, errx := a.MarshalJSON()
		y, erry := b.MarshalJSON()
		return errx == nil && erry == nil && bytes.Equal(x, y)
	})
}

// TestSavedGameAtTheLimit: a saved game of exactly codec.MaxJSON bytes
// (padded with spaces inside its JSON) is read; one byte more is refused.
func TestSavedGameAtTheLimit(t *testing.T) {
	data := saveJSON(t, theDeal(t, crib.Rules{}))
	codectest.AtTheLimit(t, "a saved game", func(b []byte) error { var g crib.Game; return g.UnmarshalJSON(b) },
		func(n int) []byte { return codectest.PadJSON(data, n) }, "crib: bad record: more than 1048576 bytes")
}

// TestGameJSONAtItsEdges: a claimed game waiting for the crib's acceptance
// (every count shown, a claim open on the crib) reads back from its JSON
// and writes the same bytes; the same JSON with a count past the crib is
// refused.
func TestGameJSONAtItsEdges(t *testing.T) {
	c := toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	data, err := json.Marshal(c.g)
	if err != nil {
		t.Fatal(err)
	}
	var back crib.Game
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if again, err := json.Marshal(back); err != nil || string(again) != string(data) {
		t.Fatalf("%s\nwrites back as\n%s, %v", data, again, err)
	}
	for _, edit := range [][2]string{{`"shown":3,"claims"`, `"shown":4,"claims"`}, {`"shown":2,"board"`, `"shown":4,"board"`}, {`"shown":3,"claims"`, `"shown":-1,"claims"`}} {
		if !strings.Contains(string(data), edit[0]) {
			t.Fatalf("%s holds no %s", data, edit[0])
		}
		past := strings.Replace(string(data), edit[0], edit[1], 1)
		if err := json.Unmarshal([]byte(past), &back); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s for %s: %v", edit[1], edit[0], err)
		}
	}
}

// TestSavedGameOfVersion1MidDeal: a game saved in the play by the release
// before the saved game kept the cards laid away (version 1) reads back and
// writes the same bytes; only its seats' views lack their own discards.
func TestSavedGameOfVersion1MidDeal(t *testing.T) {
	v2 := saveJSON(t, theDeal(t, crib.Rules{}))
	v1 := regexp.MustCompile(`,"away":\[[^]]*\]`).ReplaceAll(bytes.Replace(v2, []byte(`"version":2`), []byte(`"version":1`), 1), nil)
	h := must.Unmarshal[crib.Game](t, v1)
	if got := saveJSON(t, h); !bytes.Equal(got, v1) {
		t.Errorf("version 1 writes back as\n%s\nwant\n%s", got, v1)
	}
	if !bytes.Contains(v2, []byte(`"version":2`)) || !bytes.Contains(v2, []byte(`"away":[`)) {
		t.Errorf("a game in the play saves as %s", v2)
	}
}
