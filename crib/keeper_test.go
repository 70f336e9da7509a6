package crib_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/must"
)

// frontPegger is the ACC board kept as a board with special holes keeps its
// own (package cribwars' Pegger): a Pegger with a Front method, the one
// owner of the front pegs, which the game then reads from it. It saves as
// the list of its front pegs.
type frontPegger struct{ front [crib.MaxSides]int }

func (p frontPegger) Peg(b crib.Board, sc crib.Score) crib.PegResult {
	r := crib.TwoPegBoard{}.Peg(b, sc)
	for s := range r.Board.Sides {
		p.front[s] = r.Board.Pegs[s].Front
	}
	r.Pegger = p
	return r
}

func (frontPegger) Muggins(crib.Board, int) bool { return true }

func (p frontPegger) Front(side int) int {
	if side < 0 || side >= crib.MaxSides {
		return 0
	}
	return p.front[side]
}

func (p frontPegger) MarshalJSON() ([]byte, error) { return json.Marshal(p.front) }

func (frontPegger) DecodePegger(data []byte) (crib.Pegger, error) {
	var p frontPegger
	if err := json.Unmarshal(data, &p.front); err != nil {
		return nil, err
	}
	return p, nil
}

// TestFrontPeggerOwnsTheFronts: a game whose pegger owns the front pegs
// plays the ACC board's game exactly: after every action of a whole game
// (every seating, to 121 and 61), its board, its events and its saved
// board are those of the same game on the two-peg board, and it saves and
// reads back byte for byte.
func TestFrontPeggerOwnsTheFronts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := crib.Rules{Layout: rapid.SampledFrom([]crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}).Draw(t, "layout")}
		if rapid.Bool().Draw(t, "short") {
			rules.GameHole = 61
		}
		seed := rapid.Uint64().Draw(t, "seed")
		two := must.Get(crib.NewGame(rules, seed))(t).Recording()
		bots := make([]crib.Strategy, two.Seats())
		for s := range bots {
			bots[s] = bot.Random{}
		}
		end := must.Get(crib.PlayGame(two, bots, cards.NewRand(seed), nil))(t)
		rec := must.Get(end.Record())(t)
		rules.Pegger = frontPegger{}
		kept := must.Get(crib.NewGame(rules, seed))(t)
		every := rapid.IntRange(1, 40).Draw(t, "save every")
		for i, a := range rec.Actions {
			var evTwo, evKept []crib.Event
			two, evTwo = must.Events[crib.Game, crib.Event](t)(two.Apply(a))
			kept, evKept = must.Events[crib.Game, crib.Event](t)(kept.Apply(a))
			if diff := cmp.Diff(two.Board(), kept.Board()); diff != "" {
				t.Fatalf("after %v the board is not the two-peg board's (-two +kept):\n%s", a, diff)
			}
			if diff := cmp.Diff(evTwo, evKept); diff != "" {
				t.Fatalf("after %v the events are not the two-peg board's (-two +kept):\n%s", a, diff)
			}
			if i%every == 0 || i == len(rec.Actions)-1 {
				checkFrontPeggerSaves(t, two, kept)
			}
		}
	})
}

// checkFrontPeggerSaves: kept, a game on a frontPegger, saves the board
// that two, the same game on the two-peg board, saves, and reads back to
// the same bytes.
func checkFrontPeggerSaves(t *rapid.T, two, kept crib.Game) {
	var a, b struct {
		Board json.RawMessage `json:"board"`
	}
	dataTwo, dataKept := must.Get(json.Marshal(two))(t), must.Get(json.Marshal(kept))(t)
	if json.Unmarshal(dataTwo, &a) != nil || json.Unmarshal(dataKept, &b) != nil || !bytes.Equal(a.Board, b.Board) {
		t.Fatalf("the saved board %s, not the two-peg board's %s", b.Board, a.Board)
	}
	back := must.Get(crib.NewGame(kept.Rules(), 0))(t)
	if err := json.Unmarshal(dataKept, &back); err != nil {
		t.Fatalf("%v\n%s", err, dataKept)
	}
	if again := must.Get(json.Marshal(back))(t); !bytes.Equal(again, dataKept) {
		t.Fatalf("the game read back saves as\n%s\nnot\n%s", again, dataKept)
	}
}

// TestFrontPeggerOutOfStep: a saved game whose board's front peg is not
// where its pegger has it is refused (ErrBadRecord), saying so, and the game
// read into is left as it was; the two-peg board has no such check to make.
func TestFrontPeggerOutOfStep(t *testing.T) {
	g := theDeal(t, crib.Rules{Pegger: frontPegger{}}, 10, 20)
	data := must.Get(json.Marshal(g))(t)
	for _, tt := range []struct {
		name, from, to string
	}{
		{"the board", `"pegs":["10/0","20/0"]`, `"pegs":["11/0","20/0"]`},
		{"the pegger", `"pegger":[10,20,`, `"pegger":[10,21,`},
	} {
		if !bytes.Contains(data, []byte(tt.from)) {
			t.Fatalf("%s: no %s in %s", tt.name, tt.from, data)
		}
		bad := bytes.Replace(data, []byte(tt.from), []byte(tt.to), 1)
		into := must.Get(crib.NewGame(crib.Rules{Pegger: frontPegger{}}, 7))(t)
		before := must.Get(json.Marshal(into))(t)
		err := json.Unmarshal(bad, &into)
		if want := "its pegger at"; !errors.Is(err, crib.ErrBadRecord) || err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", tt.name, err, want)
		}
		if after := must.Get(json.Marshal(into))(t); !bytes.Equal(after, before) {
			t.Errorf("%s: the game read into changed", tt.name)
		}
	}
}
