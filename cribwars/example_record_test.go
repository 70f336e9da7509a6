package cribwars_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
)

// A game of Crib Wars saved part way, read back and played on; then the
// whole game's record, replayed.
func ExampleGame_MarshalJSON() {
	g, err := cribwars.NewGame(cribwars.Config{Layout: crib.ThreePlayer()}, 3)
	if err != nil {
		panic(err)
	}
	g = g.Recording() // keep a record of every action from here on
	for _, a := range []crib.Action{crib.CutForDeal{}, crib.Deal{}} {
		if g, _, err = g.Apply(a); err != nil {
			panic(err)
		}
	}
	data, err := json.Marshal(g) // a saved game: store it anywhere
	if err != nil {
		panic(err)
	}
	fmt.Println(string(data[:bytes.Index(data, []byte(`,"crib"`))]) + ", ...")

	var h cribwars.Game
	if err := json.Unmarshal(data, &h); err != nil {
		panic(err)
	}
	bots := []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Analysis{}}
	end, err := cribwars.PlayGame(h.Recording(), bots, cards.NewRand(3), nil)
	if err != nil {
		panic(err)
	}
	res, _ := end.Result()
	fmt.Println("winner:", cribwars.SideName(res.Winner), res.Pegs)

	// The first part's record, as text, replays to the game saved.
	rec, err := g.Record()
	if err != nil {
		panic(err)
	}
	text, err := rec.MarshalText()
	if err != nil {
		panic(err)
	}
	fmt.Print(string(text))
	back, err := cribwars.ParseRecord(strings.NewReader(string(text)))
	if err != nil {
		panic(err)
	}
	r, _, err := cribwars.Replay(back)
	if err != nil {
		panic(err)
	}
	again, _ := json.Marshal(r)
	fmt.Println("replays to the game saved:", bytes.Equal(again, data))
	// Output:
	// {"format":"pegboard cribwars game","version":1,"config":{"layout":"3 players","board":"default","rules":"default"},"hands_left":0, ...
	// winner: A [363 338 4:7]
	// pegboard cribwars 1
	// layout: 3 players
	// board: default
	// rules: default
	// scoring: automatic
	// seed: 3
	//
	// cut for deal
	// deal
	// replays to the game saved: true
}
