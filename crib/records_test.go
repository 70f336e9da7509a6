package crib_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

// recordText writes a record.
func recordText(t testing.TB, rec crib.Record) string {
	t.Helper()
	b, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mustRecord returns the record g keeps.
func mustRecord(t testing.TB, g crib.Game) crib.Record {
	t.Helper()
	rec, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// mustReplay reads a record's text and replays it.
func mustReplay(t testing.TB, text string) (crib.Game, []crib.Event) {
	t.Helper()
	rec, err := crib.ParseRecord(strings.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g, ev, err := crib.Replay(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return g, ev
}

// TestRecordRoundTrip: the record of a game of every seating and mode
// writes text that reads back and replays to the same game and events,
// and writes back the same text.
func TestRecordRoundTrip(t *testing.T) {
	for _, rules := range []crib.Rules{{}, {Layout: crib.ThreePlayer()}, {Layout: crib.FourPlayer(), Claimed: true, Muggins: true},
		{Layout: crib.SixPlayer(), GameHole: 61, Claimed: true, ClaimPenalties: true}} {
		start, acts := playRecorded(t, rules, 11)
		g := start.Recording()
		var evs []crib.Event
		for _, a := range acts {
			var ev []crib.Event
			g, ev = apply(t, g, a)
			evs = append(evs, ev...)
		}
		text := recordText(t, mustRecord(t, g))
		back, bev := mustReplay(t, text)
		if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) || !cmp.Equal(bev, evs) {
			t.Fatalf("%v: the record replays otherwise", rules)
		}
		if again := recordText(t, mustRecord(t, back)); again != text {
			t.Fatalf("the replayed game's record differs:\n%s", cmp.Diff(text, again))
		}
	}
}

// TestRecordFormat: a record's text, header by header.
func TestRecordFormat(t *testing.T) {
	g := newGame(t, crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 2024).Recording()
	g = must(t)(g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("8C"), cards.MustParse("4H"), cards.MustParse("KD"), cards.MustParse("9S")}}))
	g = must(t)(g.Apply(crib.Deal{}))
	rec := mustRecord(t, g)
	rec.Names = []string{"Ann", "Ben", "Cat", "Dan"}
	want := "pegboard crib 1\nrules: 4 players, claimed, muggins\nnames: Ann, Ben, Cat, Dan\nseed: 2024\n\ncut for deal with 8C 4H KD 9S\ndeal\n"
	if got := recordText(t, rec); got != want {
		t.Errorf("record:\n%s\nwant\n%s", got, want)
	}
	// A game taken up at a position, and one dealt at a table.
	at := crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 100, Rear: 90}, {Front: 80, Rear: 70}}}
	g, err := crib.DealtGameAt(crib.Rules{}, at)
	if err != nil {
		t.Fatal(err)
	}
	want = "pegboard crib 1\nrules: 2 players\nposition: dealer 1, pegs 100/90 80/70\n"
	if got := recordText(t, mustRecord(t, g.Recording())); got != want {
		t.Errorf("record:\n%s\nwant\n%s", got, want)
	}
}

// TestRecordTypedAtATable: a game typed in at a table, with no seed (the
// cut for deal, the hands and the starters given), replays; its shuffles
// are refused.
func TestRecordTypedAtATable(t *testing.T) {
	text := `pegboard crib 1
# Typed in from the score sheet.
rules: 2 players, game 61, claimed
names: Ann, Ben

cut for deal with 8C 4H       # Ben cuts low and deals
deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D
discard 0 10H KS
discard 1 2C 7D
cut JH                        # his heels for Ben
claim 1 2
lay 0 5H
lay 1 5D
claim 1 2                     # a pair
lay 0 5C
claim 0 8                     # fifteen two and a pair royal
`
	g, ev := mustReplay(t, text)
	if !g.Dealt() || g.Score(1) != 4 || g.Score(0) != 8 || g.Play().Count() != 15 {
		t.Fatalf("scores %v, count %d", g.Board(), g.Play().Count())
	}
	if len(ev) == 0 {
		t.Fatal("no events")
	}
	if _, _, err := g.Apply(crib.Deal{}); err == nil {
		t.Error("a deal in the play")
	}
	h, err := crib.DealtGame(crib.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []crib.Action{crib.CutForDeal{}} {
		if _, _, err := h.Apply(a); !errors.Is(err, crib.ErrBadCards) {
			t.Errorf("%v in a game dealt at a table: %v", a, err)
		}
	}
	h = must(t)(h.Apply(crib.ChooseDealer{Seat: 0}))
	if _, _, err := h.Apply(crib.Deal{}); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("a shuffle in a game dealt at a table: %v", err)
	}
}

// TestRecordErrors: errors name the line.
func TestRecordErrors(t *testing.T) {
	head := "pegboard crib 1\nrules: 2 players\nseed: 1\n\n"
	for _, tt := range []struct {
		text string
		line int
	}{
		{"pegboard crib 2\n", 1},
		{"pegboard pegjokers 1\n", 1},
		{"pegboard crib 1\nseed: 1\n", 1},
		{"pegboard crib 1\nrules: 9 players\n", 2},
		{"pegboard crib 1\nrules: 2 players\nnames: Ann\n", 3},
		{"pegboard crib 1\nrules: 2 players\ncolour: red\n", 3},
		{"pegboard crib 1\nrules: 2 players\nseed: -1\n", 3},
		{"pegboard crib 1\nrules: 2 players\nseed: 1\nstart: {}\n", 4},
		{head + "cut for deal\ndeal\nfly away\n", 7},
		{head + "cut for deal\ncut for deal\n", 6},
		{head + "lay 0 5H\n", 5},
	} {
		rec, err := crib.ParseRecord(strings.NewReader(tt.text))
		if err == nil {
			_, _, err = crib.Replay(rec)
		}
		var le *crib.LineError
		if !errors.As(err, &le) || le.Line != tt.line || !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%q: %v, want an error on line %d", tt.text, err, tt.line)
		}
	}
}

// TestRecordingShares: games that keep a record share their past.
func TestRecordingShares(t *testing.T) {
	g := newGame(t, crib.Rules{}, 1).Recording()
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	a := must(t)(g.Apply(crib.Deal{}))
	b := must(t)(g.Apply(crib.DealFromDeck(cards.StandardDeck())))
	ra, rb, rg := mustRecord(t, a), mustRecord(t, b), mustRecord(t, g)
	if len(ra.Actions) != 2 || len(rb.Actions) != 2 || len(rg.Actions) != 1 || ra.Actions[1] != (crib.Deal{}) || rb.Actions[1] != crib.DealFromDeck(cards.StandardDeck()) {
		t.Errorf("records %v, %v and %v", ra.Actions, rb.Actions, rg.Actions)
	}
	if _, err := newGame(t, crib.Rules{}, 1).Record(); !errors.Is(err, crib.ErrBadRecord) {
		t.Errorf("a game that keeps no record: %v", err)
	}
}

// TestPlayGameRecords: PlayGame keeps the record of a game that keeps one,
// and it replays to the same game.
func TestPlayGameRecords(t *testing.T) {
	g := newGame(t, crib.Rules{Layout: crib.ThreePlayer()}, 9)
	end, err := crib.PlayGame(g.Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Analysis{}}, cards.NewRand(9), nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := mustReplay(t, recordText(t, mustRecord(t, end)))
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, end)) {
		t.Error("the record replays to another game")
	}
}

// TestSelfPlayRecords: the self-play runner hands over every game's
// record, named by the strategies, one call at a time.
func TestSelfPlayRecords(t *testing.T) {
	var mu sync.Mutex
	got := map[int]crib.Record{}
	busy := false
	cfg := crib.SelfPlay{Rules: crib.Rules{GameHole: 61}, Games: 6, Seed: 3, Workers: 3, Records: func(i int, r crib.Record) {
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
	rep, err := crib.RunSelfPlay(context.Background(), cfg, []crib.Strategy{bot.Analysis{}, bot.Random{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 6 {
		t.Fatalf("%d records", len(got))
	}
	wins := 0
	for i, r := range got {
		if len(r.Names) != 2 || r.Names[0] == r.Names[1] {
			t.Errorf("game %d names %v", i, r.Names)
		}
		g, _ := mustReplay(t, recordText(t, r))
		if _, ok := g.Winner(); ok {
			wins++
		}
	}
	if wins != 6 || rep.Games != 6 {
		t.Errorf("%d games replay to a win of %d", wins, rep.Games)
	}
}

// FuzzParseRecord: reading a record never panics; a record it reads writes
// text that reads back to the same record, and replays or names a line.
func FuzzParseRecord(f *testing.F) {
	f.Add("pegboard crib 1\nrules: 2 players, game 61\n\ncut for deal with 8C 4H\ndeal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D\ndiscard 0 10H KS\n")
	start, acts := playRecorded(f, crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 5)
	g := start.Recording()
	for _, a := range acts[:60] {
		g, _ = apply(f, g, a)
	}
	f.Add(recordText(f, mustRecord(f, g)))
	f.Add("pegboard crib 1\nrules: 2 players\nposition: dealer 1, pegs 100/90 80/70\nseed: 4\n\ndeal\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := crib.ParseRecord(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, crib.ErrBadRecord) {
				t.Fatalf("%v does not wrap ErrBadRecord", err)
			}
			return
		}
		out, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("a record read from %q does not write: %v", text, err)
		}
		again, err := crib.ParseRecord(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("%s does not read back: %v", out, err)
		}
		if out2 := recordText(t, again); out2 != string(out) {
			t.Fatalf("written twice:\n%s\n%s", out, out2)
		}
		if _, _, err := crib.Replay(rec); err != nil {
			var le *crib.LineError
			if !errors.As(err, &le) || !errors.Is(err, crib.ErrBadRecord) {
				t.Fatalf("replay: %v", err)
			}
		}
	})
}
