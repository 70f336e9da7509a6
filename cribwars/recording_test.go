package cribwars_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestRecordFromASavedGame: a game taken up from a saved game part way
// records its start as the saved game, and replays.
func TestRecordFromASavedGame(t *testing.T) {
	c := cribwars.Config{Layout: crib.FourPlayer(), Track: cribwars.PlainTrack(), Claimed: true}
	g := newGame(t, c, 3)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.CutForDeal{}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	g = loadJSON(t, saveJSON(t, g)).Recording()
	for s := range g.Seats() {
		h := g.Cribbage().Hand(s).AppendTo(nil)
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[0])}))
	}
	text := gametest.Text(t, gametest.Record(t, g))
	if !strings.Contains(text, "\nstart: {\"format\":\"pegboard cribwars game\"") || !strings.Contains(text, "scoring: claimed\n") ||
		!strings.Contains(text, "board: plain\n") || strings.Contains(text, "seed:") {
		t.Errorf("the record of a game taken up:\n%s", text)
	}
	back, _ := mustReplay(t, text)
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) {
		t.Error("the record replays to another game")
	}
}

// TestRecordingShares: games that keep a record share their past.
func TestRecordingShares(t *testing.T) {
	g := newGame(t, cribwars.Config{}, 1).Recording()
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	a := must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	b := must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Penalty{Offender: 1, Rule: "item 16"}))
	ra, rb, rg := gametest.Record(t, a), gametest.Record(t, b), gametest.Record(t, g)
	if len(ra.Actions) != 2 || len(rb.Actions) != 2 || len(rg.Actions) != 1 || ra.Actions[1] != (crib.Deal{}) ||
		rb.Actions[1] != (cribwars.Penalty{Offender: 1, Rule: "item 16"}) {
		t.Errorf("records %v, %v and %v", ra.Actions, rb.Actions, rg.Actions)
	}
}

// TestDealtGame: a game typed in at a table (DealtGame) records no seed,
// refuses to shuffle, and saves, reads back and plays on to the same end.
func TestDealtGame(t *testing.T) {
	c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()}
	end := typedIn(t, c, 2, nil)
	rec := gametest.Record(t, end)
	if text := gametest.Text(t, rec); strings.Contains(text, "seed:") || !rec.Dealt {
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

// typedIn returns the game a table plays, seeded, as it is typed in:
// each shuffle and cut given as the cards it turned (DealtGame).
func typedIn(t *testing.T, c cribwars.Config, seed uint64, extra map[int]crib.Action) cribwars.Game {
	seeded := newGame(t, c, seed)
	acts := gametest.Record(t, newBotTable(seeded, seed, extra).play(t, seeded)).Actions
	g, err := cribwars.DealtGame(c)
	if err != nil {
		t.Fatal(err)
	}
	g = g.Recording()
	for _, a := range acts {
		ns, ev, err := seeded.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		seeded = ns
		for _, e := range ev {
			switch e := e.(type) {
			case crib.DealerCut:
				a = crib.CutForDealWith{Cuts: e.Cuts}
			case crib.Dealt:
				a = crib.DealHands{Hands: e.Hands, FromPack: e.FromPack}
			case crib.StarterTurned:
				a = crib.CutStarter{Card: e.Starter}
			}
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	if winnerOf(g) != winnerOf(seeded) || !cmp.Equal(g.Pegs(), seeded.Pegs()) || g.Cribbage().Board() != seeded.Cribbage().Board() {
		t.Fatalf("the game typed in ends at %v, the game played at %v", g.Pegs(), seeded.Pegs())
	}
	return g
}
