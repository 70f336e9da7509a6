package cribwars_test

import (
	"context"
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
)

// A seeded game of Crib Wars between two bots, every score moved along the
// default board; the board's events are printed as they happen.
func ExamplePlayGame() {
	g, err := cribwars.NewGame(cribwars.Config{}, 7) // two players, the default board
	if err != nil {
		panic(err)
	}
	names := []string{"Ann", "Bob"}
	players := []crib.Strategy{bot.Analysis{}, bot.Analysis{}}
	g, err = cribwars.PlayGame(g, players, cards.NewRand(7), func(e crib.Event) {
		switch e.(type) {
		case cribwars.BoardEvent, cribwars.BoxMoved, cribwars.GameOver:
			fmt.Println(e.Describe(names))
		}
	})
	if err != nil {
		panic(err)
	}
	res, _ := g.Result()
	fmt.Println(res.Winner, res.Games)
	// Output:
	// Bob lands on a red slide: slides from 45 to 65.
	// Ann lands in a time trap: follows the blue path from 140 (10 holes, rejoining at 128).
	// Ann lands in a time trap: follows the blue path from 140 (10 holes, rejoining at 128).
	// Ann lands in a green advance area: takes the green shortcut from 150 to 175 (10 holes).
	// Bob lands in the penalty box at 210.
	// Bob goes back 20 from 210 to 190.
	// Ann goes ahead 20 from 188 to 208.
	// Ann lands in a time trap: follows the blue path from 230 (12 holes, rejoining at 215).
	// Bob lands in a time trap: follows the blue path from 230 (12 holes, rejoining at 215).
	// Bob lands in a green advance area: takes the green shortcut from 250 to 280 (12 holes).
	// Ann lands on a red slide: slides from 285 to 305.
	// Bob lands on a red slide: slides from 285 to 305.
	// Bob lands in a time trap: follows the blue path from 330 (14 holes, rejoining at 312).
	// Ann reaches the game hole 363.
	// Ann wins at 363. Bob, at 319, loses 1 game.
	// 0 1
}

// A deal of known cards, as a list of actions: the dealer's hand count
// lands in the time trap at 80, so the crib count continues down the blue
// path.
func ExampleGame_Apply() {
	g, err := cribwars.NewGame(cribwars.Config{}, 1)
	if err != nil {
		panic(err)
	}
	// Ann (the pone) keeps 5H 5C 10S JD, Bob 4D 6D 4S 6H; the starter is 5S.
	pack := cards.MustParseList("5H 4D 5C 6D 10S 4S JD 6H AC KC 2C QH")
	rest := cards.SetOf(append(pack, cards.MustParse("5S"))...).Complement().AppendTo(nil)
	pack = append(append(pack, rest[:4]...), append(cards.MustParseList("5S"), rest[4:]...)...)
	actions := []crib.Action{
		crib.ChooseDealer{Seat: 1},
		cribwars.Place{Side: 1, Peg: cribwars.Hole(52)},
		crib.DealFromDeck(cards.DeckOf(pack...)),
		crib.Discard{Seat: 0, Cards: cards.SetOf(cards.MustParseList("AC 2C")...)},
		crib.Discard{Seat: 1, Cards: cards.SetOf(cards.MustParseList("KC QH")...)},
		crib.CutAt{Depth: 4},
	}
	for i, c := range cards.MustParseList("5H 4D 5C 6D 10S 4S JD 6H") {
		actions = append(actions, crib.Lay{Seat: i % 2, Card: c})
	}
	actions = append(actions, crib.Count{}, crib.Count{}, crib.Count{})
	names := []string{"Ann", "Bob"}
	for _, a := range actions {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		if err != nil {
			panic(err)
		}
		for _, e := range ev {
			switch e.(type) {
			case cribwars.Pegged, cribwars.BoardEvent, cribwars.DealOver:
				fmt.Println(e.Describe(names))
			}
		}
	}
	fmt.Println(g.Peg(1), g.Board().Describe(g.Peg(1)))
	// Output:
	// Bob: the peg is placed at 52 (from the start).
	// Bob pegs 3 for a run of 3: 52 to 55.
	// Ann pegs 1 for the go: the start to 1.
	// Bob pegs 1 for last card: 55 to 56.
	// Ann pegs 20 for the hand: 1 to 21.
	// Bob pegs 24 for the hand: 56 to 80.
	// Bob lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70).
	// Bob pegs 4 for the crib: 80 to 4 on blue path 1.
	// End of deal 1: Ann 21, Bob 4 on blue path 1. Ann deals next.
	// 1:4 hole 4 of blue path 1 (from 80, rejoining at 70)
}

// A penalty: 2 points to every opponent of the offender, each of whom may
// take or decline them (here Bob declines: 2 would land him in the penalty
// box at 100).
func ExamplePenalty() {
	g, err := cribwars.NewGame(cribwars.Config{Layout: crib.ThreePlayer()}, 1)
	if err != nil {
		panic(err)
	}
	names := []string{"Ann", "Bob", "Cat"}
	for _, a := range []crib.Action{
		crib.ChooseDealer{Seat: 0},
		cribwars.Place{Side: 1, Peg: cribwars.Hole(98)},
		cribwars.Penalty{Offender: 0, Rule: "item 16: Ann handled the deck"},
		crib.DeclineOffer{Side: 1},
		crib.TakeOffer{Side: 2},
	} {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		if err != nil {
			panic(err)
		}
		for _, e := range ev {
			if _, placed := a.(cribwars.Place); !placed {
				fmt.Println(e.Describe(names))
			}
		}
	}
	fmt.Println(g.Pegs())
	// Output:
	// Bob may take 2 points for a penalty (rule item 16: Ann handled the deck) or decline them.
	// Cat may take 2 points for a penalty (rule item 16: Ann handled the deck) or decline them.
	// Bob declines 2 points.
	// Cat pegs 2 for a penalty (rule item 16: Ann handled the deck): the start to 2.
	// [0 98 2]
}

// The crib rules a Crib Wars game runs on.
func ExampleConfig_CribRules() {
	r, _ := cribwars.Config{Layout: crib.SixPlayer(), Claimed: true}.CribRules()
	fmt.Println(r.Layout.Seats, r.Layout.Sides, r.GameHole, r.SkunkBelow, r.DoubleSkunkBelow, r.NoHeelsWithin)
	fmt.Println(r.Claimed, r.Muggins, r.Declinable, r.Match.Win, r.Match.Skunk, r.Match.DoubleSkunk)
	// Output:
	// 6 3 363 271 181 3
	// true true true 1 2 4
}

// A seeded self-play run: the analysis bot against two random bots, three
// players on the default board.
func ExampleRunSelfPlay() {
	rep, err := cribwars.RunSelfPlay(context.Background(), cribwars.SelfPlay{
		Config: cribwars.Config{Layout: crib.ThreePlayer()},
		Games:  20, Seed: 1,
	}, []crib.Strategy{bot.Analysis{}, bot.Random{}})
	check(err)
	fmt.Println(rep.Entrants, rep.Games, rep.Wins[0] > rep.Wins[1], rep.Count("penalty boxes", crib.Whole) > 0, rep.Stat("deals", crib.Whole).Mean > 20)
	// Output: [analysis random] 20 true true true
}
