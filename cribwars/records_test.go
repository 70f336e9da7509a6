package cribwars_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
)

// mustRecord returns the record g keeps.
func mustRecord(t fataler, g cribwars.Game) cribwars.Record {
	t.Helper()
	rec, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// recordText returns rec's text.
func recordText(t fataler, rec cribwars.Record) string {
	t.Helper()
	b, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mustReplay reads and replays a record's text.
func mustReplay(t fataler, text string) (cribwars.Game, []crib.Event) {
	t.Helper()
	rec, err := cribwars.ParseRecord(strings.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g, ev, err := cribwars.Replay(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return g, ev
}

// playBots plays a game of c with seed to its end with bots, keeping a
// record.
func playBots(t fataler, c cribwars.Config, seed uint64) cribwars.Game {
	t.Helper()
	g, err := cribwars.NewGame(c, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]crib.Strategy, g.Seats())
	for i := range players {
		players[i] = bot.Analysis{}
		if i%2 == 1 {
			players[i] = bot.Random{}
		}
	}
	g, err = cribwars.PlayGame(g.Recording(), players, cards.NewRand(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRecordFormat: a record begins with its first line and headers, one
// action a line, and reads back to the same text.
func TestRecordFormat(t *testing.T) {
	g := playBots(t, cribwars.Config{Layout: crib.ThreePlayer(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways}}, 7)
	rec := mustRecord(t, g)
	rec.Names = []string{"Ann", "Ben", "Cat"}
	text := recordText(t, rec)
	want := "pegboard cribwars 1\nlayout: 3 players\nboard: default\nrules: heels always\nscoring: automatic\nnames: Ann, Ben, Cat\nseed: 7\n\ncut for deal\ndeal\n"
	if !strings.HasPrefix(text, want) {
		t.Errorf("the record begins\n%s\nnot\n%s", text[:min(len(text), len(want))], want)
	}
	back, _ := mustReplay(t, text)
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) {
		t.Error("the record replays to another game")
	}
	again := recordText(t, mustRecord(t, back))
	if again != strings.Replace(text, "names: Ann, Ben, Cat\n", "", 1) {
		t.Errorf("the replayed game's record is\n%s", again)
	}
}

// TestRecordFromASavedGame: a game taken up from a saved game part way
// records its start as the saved game, and replays.
func TestRecordFromASavedGame(t *testing.T) {
	c := cribwars.Config{Layout: crib.FourPlayer(), Board: cribwars.PlainBoard(), Claimed: true}
	g := newGame(t, c, 3)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.CutForDeal{}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	g = loadJSON(t, saveJSON(t, g)).Recording()
	for s := range g.Seats() {
		h := g.Cribbage().Hand(s).AppendTo(nil)
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[0])}))
	}
	text := recordText(t, mustRecord(t, g))
	if !strings.Contains(text, "\nstart: {\"format\":\"pegboard cribwars game\"") || !strings.Contains(text, "scoring: claimed\n") ||
		!strings.Contains(text, "board: plain\n") || strings.Contains(text, "seed:") {
		t.Errorf("the record of a game taken up:\n%s", text)
	}
	back, _ := mustReplay(t, text)
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) {
		t.Error("the record replays to another game")
	}
}

// TestRecordErrors: a record that cannot be read or replayed is an error
// naming the line and wrapping ErrBadRecord.
func TestRecordErrors(t *testing.T) {
	setup := "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: automatic\n"
	head := setup + "seed: 1\n\n"
	for _, tt := range []struct {
		text string
		line int
	}{
		{"pegboard cribwars 2\n", 1},
		{"pegboard crib 1\n", 1},
		{"pegboard cribwars 1\nlayout: 9 players\n", 2},
		{"pegboard cribwars 1\nlayout: 4 players\nboard: crooked\n", 3},
		{"pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: heels sometimes\n", 4},
		{"pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: by eye\n", 5},
		{"pegboard cribwars 1\nlayout: 2 players\nboard: {\"holes\": 10}\nrules: default\nscoring: automatic\nseed: 1\n", 6},
		{setup + "names: Ann\nseed: 1\n", 7},
		{setup + "colour: red\n", 6},
		{setup + "seed: -1\n", 6},
		{setup + "seed: 1\nstart: {}\n", 7},
		{setup + "\ncut for deal\n", 7}, // dealt at a table: the cards are typed in
		{setup + "\nchoose dealer 0\ndeal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D\n", 8},
		{"pegboard cribwars 1\nseed: 1\n", 1},
		{head + "cut for deal\ndeal\nfly away\n", 10},
		{head + "cut for deal\ncut for deal\n", 9},
		{head + "leave box 0\n", 8},
		{head + "leave box\n", 8},
		{head + "place 0 2:1\n", 8},
		{head + "place 7 50\n", 8},
		{head + "penalty 0 unquoted\n", 8},
		{head + "irregularity 3 0 0 2 0\n", 8},
		{head + "irregularity 3\n", 8},
		{head + "lay 0 5H\n", 8},
	} {
		rec, err := cribwars.ParseRecord(strings.NewReader(tt.text))
		if err == nil {
			_, _, err = cribwars.Replay(rec)
		}
		var le *cribwars.LineError
		if !errors.As(err, &le) || le.Line != tt.line || !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%q: %v, want an error on line %d", tt.text, err, tt.line)
		}
	}
	if _, err := newGame(t, cribwars.Config{}, 1).Record(); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a game that keeps no record: %v", err)
	}
	bad := cribwars.Record{Config: cribwars.Config{}, Actions: []crib.Action{cribwars.Penalty{Offender: 0, Rule: "a # b"}}}
	if _, err := bad.MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a rule with a #: %v", err)
	}
}

// TestRecordingShares: games that keep a record share their past.
func TestRecordingShares(t *testing.T) {
	g := newGame(t, cribwars.Config{}, 1).Recording()
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	a := must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	b := must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Penalty{Offender: 1, Rule: "item 16"}))
	ra, rb, rg := mustRecord(t, a), mustRecord(t, b), mustRecord(t, g)
	if len(ra.Actions) != 2 || len(rb.Actions) != 2 || len(rg.Actions) != 1 || ra.Actions[1] != (crib.Deal{}) ||
		rb.Actions[1] != (cribwars.Penalty{Offender: 1, Rule: "item 16"}) {
		t.Errorf("records %v, %v and %v", ra.Actions, rb.Actions, rg.Actions)
	}
}

// TestSelfPlayRecords: the self-play runner hands over every game's
// record, named by the strategies, one call at a time; each replays to a
// win.
func TestSelfPlayRecords(t *testing.T) {
	var mu sync.Mutex
	got := map[int]cribwars.Record{}
	busy := false
	cfg := cribwars.SelfPlay{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Games: 3, Seed: 3, Workers: 2, Records: func(i int, r cribwars.Record) {
		mu.Lock()
		if busy {
			t.Error("Records called while a call is under way")
		}
		busy = true
		mu.Unlock()
		got[i] = r
		mu.Lock()
		busy = false
		mu.Unlock()
	}}
	if _, err := cribwars.RunSelfPlay(context.Background(), cfg, []crib.Strategy{bot.Analysis{}, bot.Random{}}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d records", len(got))
	}
	for i, r := range got {
		if len(r.Names) != 3 {
			t.Errorf("game %d names %v", i, r.Names)
		}
		g, _ := mustReplay(t, recordText(t, r))
		if _, ok := g.Winner(); !ok {
			t.Errorf("game %d replays to no win", i)
		}
	}
}

// FuzzParseRecord: reading a record never panics; a record it reads writes
// text that reads back to the same text, and replays or names a line.
func FuzzParseRecord(f *testing.F) {
	f.Add("pegboard cribwars 1\nlayout: 2 players\nboard: plain\nrules: default\nscoring: claimed, no muggins\nseed: 3\n\ncut for deal\ndeal\npenalty 0 \"item 16\"\nleave box 1\nplace 0 50\nirregularity 16 1 0 2\n")
	g := playBots(f, cribwars.Config{Layout: crib.ThreePlayer()}, 11)
	f.Add(recordText(f, mustRecord(f, g)))
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := cribwars.ParseRecord(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, cribwars.ErrBadRecord) {
				t.Fatalf("%v does not wrap ErrBadRecord", err)
			}
			return
		}
		out, err := rec.MarshalText()
		if err != nil {
			return // an action whose text does not read back alike ("LAY 0 5h")
		}
		back, err := cribwars.ParseRecord(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("%q reads back with %v", out, err)
		}
		if again, err := back.MarshalText(); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("%q writes back as %q, %v", out, again, err)
		}
		if _, _, err := cribwars.Replay(rec); err != nil {
			var le *cribwars.LineError
			if !errors.As(err, &le) || !errors.Is(err, cribwars.ErrBadRecord) {
				t.Fatalf("replay: %v names no line", err)
			}
		}
	})
}

// TestDealtGame: a game typed in at a table (DealtGame) records no seed,
// refuses to shuffle, and saves, reads back and plays on to the same end.
func TestDealtGame(t *testing.T) {
	c := cribwars.Config{Layout: crib.ThreePlayer(), Board: boxBoard()}
	end := typedIn(t, c, 2, nil)
	rec := mustRecord(t, end)
	if text := recordText(t, rec); strings.Contains(text, "seed:") || !rec.Dealt {
		t.Errorf("the record of a game typed in:\n%s", text)
	}
	g, err := cribwars.DealtGame(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := g.Apply(crib.CutForDeal{}); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("a game dealt at a table shuffles: %v", err)
	}
	for i, a := range rec.Actions {
		if i == len(rec.Actions)/2 {
			g = loadJSON(t, saveJSON(t, g))
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	if !bytes.Equal(saveJSON(t, g), saveJSON(t, end)) {
		t.Error("the game saved half way and played on ends otherwise")
	}
}
