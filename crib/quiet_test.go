package crib_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

// PlayGame with no observer makes no events; the game it plays is the
// same one, to the last card and the record, as with an observer.
func TestPropPlayGameWithoutObserverIsTheSame(t *testing.T) {
	tb := t
	rapid.Check(t, func(t *rapid.T) {
		layout := rapid.SampledFrom([]crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}).Draw(t, "layout")
		seed := rapid.Uint64().Draw(t, "seed")
		bots := make([]crib.Strategy, layout.Seats)
		for s := range bots {
			bots[s] = rapid.SampledFrom([]crib.Strategy{bot.Analysis{}, bot.Random{}}).Draw(t, "bot")
		}
		g := newGame(tb, crib.Rules{Layout: layout}, seed).Recording()
		quiet, err := crib.PlayGame(g, bots, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		events := 0
		told, err := crib.PlayGame(g, bots, cards.NewRand(seed), func(crib.Event) { events++ })
		if err != nil {
			t.Fatal(err)
		}
		if events == 0 {
			t.Fatal("the observer saw no events")
		}
		if !bytes.Equal(saveJSON(tb, quiet), saveJSON(tb, told)) {
			t.Fatalf("without an observer:\n%s\nwith one:\n%s", saveJSON(tb, quiet), saveJSON(tb, told))
		}
		rq, err := quiet.Record()
		if err != nil {
			t.Fatal(err)
		}
		rt, err := told.Record()
		if err != nil {
			t.Fatal(err)
		}
		q, _ := rq.MarshalText()
		o, _ := rt.MarshalText()
		if !bytes.Equal(q, o) {
			t.Fatalf("the records differ:\n%s\n%s", q, o)
		}
	})
}

// PlayGame with no observer and no record steps the game in place rather
// than through Apply; the game it plays, from the start or from part way,
// is the one an observer would see played, the one a loop of NextAction
// and Apply plays (PlayGame's loop when there is an observer).
func TestPropPlayGameInPlaceIsApply(t *testing.T) {
	tb := t
	rapid.Check(t, func(t *rapid.T) {
		layout := rapid.SampledFrom([]crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}).Draw(t, "layout")
		rules := crib.Rules{
			Layout:        layout,
			GameHole:      rapid.SampledFrom([]int{31, 61, 121, 181}).Draw(t, "hole"),
			Declinable:    rapid.Bool().Draw(t, "declinable"),
			NoHeelsWithin: rapid.IntRange(0, 5).Draw(t, "noHeels"),
		}
		seed := rapid.Uint64().Draw(t, "seed")
		bots := make([]crib.Strategy, layout.Seats)
		for s := range bots {
			bots[s] = rapid.SampledFrom([]crib.Strategy{bot.Analysis{}, bot.Random{}}).Draw(t, "bot")
		}
		g := newGame(tb, rules, seed)
		rands := []*rand.Rand{}
		for range layout.Seats {
			rands = append(rands, cards.NewRand(rapid.Uint64().Draw(t, "rand")))
		}
		// Part way: some actions taken by hand first.
		for range rapid.IntRange(0, 80).Draw(t, "before") {
			if g.Phase() == crib.PhaseOver {
				break
			}
			a, err := crib.NextAction(g, bots, rands)
			if err != nil {
				t.Fatal(err)
			}
			if g, _, err = g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		before := saveJSON(tb, g)
		quiet, err := crib.PlayGame(g, bots, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		if after := saveJSON(tb, g); !bytes.Equal(before, after) {
			t.Fatalf("PlayGame changed its caller's game:\n%s\n%s", before, after)
		}
		told, err := crib.PlayGame(g, bots, cards.NewRand(seed), func(crib.Event) {})
		if err != nil {
			t.Fatal(err)
		}
		if q, o := saveJSON(tb, quiet), saveJSON(tb, told); !bytes.Equal(q, o) {
			t.Fatalf("in place:\n%s\nthrough Apply, with an observer:\n%s", q, o)
		}
	})
}
