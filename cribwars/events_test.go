package cribwars_test

import (
	"math"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
)

func TestHostileEventsDescribeFewNames(t *testing.T) {
	g, err := cribwars.NewGame(cribwars.Config{Layout: crib.SixPlayer()}, 5)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]crib.Strategy, g.Seats())
	for s := range bots {
		bots[s] = bot.Random{}
	}
	var events []crib.Event
	if _, err := cribwars.PlayGame(g, bots, cards.NewRand(3), func(e crib.Event) { events = append(events, e) }); err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		for _, names := range [][]string{nil, {"Ann"}, {"Ann", "Bob", "Cat"}} {
			if s := e.Describe(names); s == "" {
				t.Errorf("%#v.Describe(%q) is empty", e, names)
			}
		}
	}
	odd := []crib.Event{
		cribwars.BoxMoved{Side: math.MinInt + 1, Sides: 1},
		cribwars.MissedMove{Side: -1, Sides: 1},
		cribwars.NotPegged{Side: -1, Sides: 26, Points: -2},
		cribwars.SentToBox{Side: math.MinInt, Sides: 7, Box: 286897, Hands: 2},
		cribwars.GameOver{},
		cribwars.GameOver{Result: cribwars.Result{Winner: 9, Pegs: make([]cribwars.Peg, 9)}},
	}
	for _, e := range odd {
		if !strings.Contains(e.Describe([]string{"Ann", "Bob"}), " ") {
			t.Errorf("%#v.Describe: no text", e)
		}
	}
}
