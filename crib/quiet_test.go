package crib_test

import (
	"bytes"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
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
			bots[s] = rapid.SampledFrom([]crib.Strategy{crib.AnalysisBot{}, crib.RandomBot{}}).Draw(t, "bot")
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
