package cribwars_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/score"
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
		case cribwars.TrackEvent, cribwars.BoxMoved, cribwars.GameOver:
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
			case cribwars.Pegged, cribwars.TrackEvent, cribwars.DealOver:
				fmt.Println(e.Describe(names))
			}
		}
	}
	fmt.Println(g.Peg(1), g.Track().Describe(g.Peg(1)))
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

// A dealer's scores moved one by one on the default board: each lands where
// it ends, and the special hole there acts.
func ExampleTrack_Move() {
	b := cribwars.DefaultTrack()
	peg := cribwars.Hole(37)
	for _, points := range []int{8, 9, 6, 5, 12} {
		to, events, err := b.Move(peg, points)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s + %d: %s\n", b.Describe(peg), points, b.Describe(to))
		for _, e := range events {
			fmt.Println("   ", e)
		}
		peg = to
	}
	// Output:
	// hole 37 + 8: hole 65
	//     lands on a red slide: slides from 45 to 65
	// hole 65 + 9: hole 74
	// hole 74 + 6: the time trap at 80, bound for blue path 1
	//     lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70)
	// the time trap at 80, bound for blue path 1 + 5: hole 5 of blue path 1 (from 80, rejoining at 70)
	// hole 5 of blue path 1 (from 80, rejoining at 70) + 12: hole 78
}

// The penalty box's award of 20 never lands in a box or a trap.
func ExampleTrack_Award() {
	b := cribwars.DefaultTrack()
	to, events, _ := b.Award(cribwars.Hole(80), 20)
	fmt.Println(to, events)
	to, events, _ = b.Move(cribwars.Hole(80), 20) // a score of 20 would
	fmt.Println(to, events)
	// Output:
	// 101 [an award cannot land in the penalty box at 100: skips to 101]
	// 100 [lands in the penalty box at 100]
}

// A player enters a board of their own as JSON.
func ExampleParseTrack() {
	b, err := cribwars.ParseTrack([]byte(`{
		"name": "short",
		"holes": 40,
		"slides": [{"from": 5, "to": 12}],
		"time_traps": [{"at": 20, "holes": 4, "rejoin": 15}],
		"green_advances": [{"at": 25, "holes": 2, "rejoin": 33}],
		"penalty_boxes": [30]
	}`))
	if err != nil {
		panic(err)
	}
	fmt.Print(b.Render(cribwars.Hole(12), cribwars.Peg{Path: 1, Hole: 2}))

	_, err = cribwars.ParseTrack([]byte(`{"holes": 40, "time_traps": [{"at": 20, "holes": 4}]}`))
	fmt.Println(err)
	// Output:
	// short: 40 holes, game hole 40, Muggers Alley 1-40
	//    1 ....S..... .A.......T ....G....P .........# 40
	// blue path 1 (time trap at 20, 4 holes, rejoins at 15): .B..
	// green path 1 (green advance area at 25, 2 holes, rejoins at 33): ..
	// . hole  S slide  s slide end  T time trap  G green advance  P penalty box  # game hole
	// cribwars: invalid board: side path does not rejoin the main path: blue path 1 from 20 rejoins at 0, not a hole of the main path 1 to 40
}

// Saving a board for people to edit.
func ExampleTrack_MarshalJSON() {
	b := cribwars.MustTrack(cribwars.Spec{Holes: 121, PenaltyBoxes: []int{100, 60},
		TimeTraps: []cribwars.Branch{{At: 80, Holes: 6, Rejoin: 72}}})
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		panic(err)
	}
	os.Stdout.Write(append(data, '\n'))
	// Output:
	// {
	//   "holes": 121,
	//   "time_traps": [
	//     {
	//       "at": 80,
	//       "holes": 6,
	//       "rejoin": 72
	//     }
	//   ],
	//   "penalty_boxes": [
	//     60,
	//     100
	//   ]
	// }
}

// The penalty box with two sides, and with three.
func ExampleRules_LandInBox() {
	b := cribwars.DefaultTrack()
	var rules cribwars.Rules

	// Two sides: A's crib count lands in the box at 210; B stands at 60.
	ru, err := rules.LandInBox(b, []cribwars.Peg{cribwars.Hole(210), cribwars.Hole(60)}, 0, cribwars.Stay{})
	if err != nil {
		panic(err)
	}
	fmt.Println(ru)

	// Three sides: the first to land sits out, a second is ruled as with two;
	// the side in the box advances one hole and sits out the rest of its
	// hands (nothing in the rule ends its stay).
	pegs := []cribwars.Peg{cribwars.Hole(100), cribwars.Hole(150), cribwars.Hole(90)}
	ru, _ = rules.LandInBox(b, pegs, 0, cribwars.Stay{})
	fmt.Println(ru)
	pegs[1] = cribwars.Hole(210)
	ru, _ = rules.LandInBox(b, pegs, 1, ru.Stay)
	fmt.Println(ru)
	fmt.Println(ru.Stay)
	// Output:
	// side A lands in the penalty box at 210 and folds its hand and crib; side A goes back 20 from 210 to 190; side B goes ahead 20 from 60 to 81 (an award cannot land in the time trap at 80: skips to 81)
	// side A lands in the penalty box at 100 and folds its hand and crib; it sits out the next 3 hands
	// side B lands in the penalty box at 210 and folds its hand and crib; side B goes back 20 from 210 to 190; side A, in the box, advances one hole from 100 to 101; side C goes ahead 20 from 90 to 110; side A in the penalty box at 100, 3 hands to sit out
	// side A in the penalty box at 100, 3 hands to sit out
}

// A side that has sat out its hands must move its own peg out of the box.
func ExampleRules_LeaveBox() {
	b := cribwars.DefaultTrack()
	var rules cribwars.Rules
	stay := cribwars.Stay{In: true, Side: 2, Box: 340, HandsLeft: 1}
	stay = stay.HandDone()
	fmt.Println(stay)
	missed, peg, _, _ := rules.LeaveBox(b, stay, cribwars.Hole(340), false)
	fmt.Println(missed, peg)
	left, peg, _, _ := rules.LeaveBox(b, missed.HandDone(), peg, true)
	fmt.Println(left, peg)
	// Output:
	// side C in the penalty box at 340, due to move its peg out
	// side C in the penalty box at 340, 1 hand to sit out 340
	// nobody in a penalty box 341
}

// Ruling on an irregularity: a false go found after the opponent played.
func ExampleFalseGo() {
	table := cribwars.Table{Sides: 2, Dealer: 0}
	r, err := cribwars.FalseGo(table, 1, cards.MustParseList("3H KS AC"), 27, true)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// irregularity 10: side A scores 2 (may decline); 3H AC dead [item 10 is cut off after "scores two": read as two points]
}

// Ruling on a wrong count when the cards go to the crib.
func ExampleMiscountAtCrib() {
	table := cribwars.Table{Sides: 3, Dealer: 1}
	r, _ := cribwars.MiscountAtCrib(table, cribwars.NoSide, 0, -1) // the crib is a card short
	fmt.Println(r)
	r, _ = cribwars.MiscountAtCrib(cribwars.Table{Sides: 2}, 1, 1, 0) // B holds a card too many
	fmt.Println(r)
	// Output:
	// irregularity 9: side A scores 2 (may decline); side C scores 2 (may decline); the crib is corrected by adding 1 card
	// irregularity 9: side A may call for a new deal; side A may score 2 and correct side B's hand by taking away 1 card
}

// A penalty's 2 points go to every opponent of the offender.
func ExampleTable_Penalty() {
	ps, err := cribwars.Table{Sides: 3}.Penalty(1)
	check(err)
	fmt.Println(ps)
	// Output: [{0 2} {2 2}]
}

// The peg moves of the play: a 31 with a pair at once; a pair and the go
// apart.
func ExamplePlayMoves() {
	for _, pile := range []string{"KC 4D 5H 6S 6C", "9C 9D"} {
		ps, err := score.PlayBreakdown(cards.MustParseList(pile))
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s: %v, last card: moves %v\n", pile, ps, cribwars.PlayMoves(ps, true))
	}
	// Output:
	// KC 4D 5H 6S 6C: thirty-one and a pair for 4, last card: moves [4]
	// 9C 9D: a pair for 2, last card: moves [2 1]
}

// His heels near the end of the game.
func ExampleRules_JackTurnedUp() {
	b := cribwars.PlainTrack()
	for _, rules := range []cribwars.Rules{{}, {Heels: cribwars.HeelsAlways}} {
		for _, h := range []int{118, 119, 120} {
			pts, _ := rules.JackTurnedUp(b, cribwars.Hole(h))
			fmt.Printf("%s, dealer at %d: %d\n", rules.Heels, h, pts)
		}
	}
	// Output:
	// not in the last three holes, dealer at 118: 2
	// not in the last three holes, dealer at 119: 0
	// not in the last three holes, dealer at 120: 0
	// always, dealer at 118: 2
	// always, dealer at 119: 2
	// always, dealer at 120: 2
}

// Skunks on the 121-hole board and on the 363-hole one.
func ExampleRules_GamesWon() {
	var rules cribwars.Rules
	for _, b := range []cribwars.Track{cribwars.PlainTrack(), cribwars.DefaultTrack()} {
		skunk, double := rules.SkunkLines(b)
		fmt.Printf("%s: lines %d and %d:", b.Name(), skunk, double)
		for _, h := range []int{60, 90, 91, 180, 270, 271} {
			if h > b.GameHole() {
				continue
			}
			games, _ := rules.GamesWon(b, cribwars.Hole(h))
			fmt.Printf(" %d->%d", h, games)
		}
		fmt.Println()
	}
	// Output:
	// plain 121: lines 90 and 60: 60->4 90->2 91->1
	// pegboard default: lines 270 and 180: 60->4 90->4 91->4 180->4 270->2 271->1
}

// Drawing the board with the pegs.
func ExampleTrack_Render() {
	b := cribwars.PlainTrack()
	fmt.Print(b.Render(cribwars.Hole(31), cribwars.Hole(77), cribwars.Hole(31)))
	// Output:
	// plain 121: 121 holes, game hole 121, Muggers Alley 1-121
	//    1 .......... .......... .......... *......... .......... .......... 60
	//   61 .......... ......B... .......... .......... .......... .......... 120
	//  121 # 121
	// . hole  S slide  s slide end  T time trap  G green advance  P penalty box  # game hole
}

// The default board with three sides' pegs: one on the main path, one on a
// blue path, one in a penalty box.
func ExampleTrack_WriteSVG() {
	b := cribwars.DefaultTrack()
	pegs := []cribwars.Peg{cribwars.Hole(97), {Path: 2, Hole: 4}, cribwars.Hole(210)}
	var out strings.Builder
	if err := b.WriteSVG(&out, pegs); err != nil {
		fmt.Println(err)
		return
	}
	pic := out.String() // write it to a file, or serve it as image/svg+xml
	fmt.Println(strings.Count(pic, `class="hole"`), "holes,", strings.Count(pic, `class="peg"`), "pegs")
	// Output: 430 holes, 3 pegs
}

// A seat's view of Crib Wars is crib's view of the deal (its own cards, how
// many the others hold) with the Crib Wars board everyone sees.
func ExampleGame_View() {
	g, _ := cribwars.NewGame(cribwars.Config{}, 3)
	g, _, _ = g.Apply(crib.ChooseDealer{Seat: 0})
	g, _, _ = g.Apply(crib.Deal{})
	v, _ := g.View(1)
	fmt.Println("seat 1 holds", v.Hand.Len(), "cards; seat 0 holds", v.Held[0])
	fmt.Println("pegs:", v.Pegs)
	// Output:
	// seat 1 holds 6 cards; seat 0 holds 6
	// pegs: [0 0]
}
