package pegjokers_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

func ExampleParseMove() {
	// The guide's Seven: Blue's trailing peg onto White, then White home.
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	m, err := pegjokers.ParseMove(p, cards.MustParse("7H"), "t8+3 t39+4>f4")
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Notation())
	fmt.Println(m)
	fmt.Println(m.Describe(p))
	_, err = pegjokers.ParseMove(p, cards.MustParse("7H"), "t8+7")
	fmt.Println(err)
	// Output:
	// t8+3 t39+4>f4
	// 7: Blue t8+3->t11, White t39+4->f4
	// Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)
	// pegjokers: illegal move: 7H t8+7 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)
}

func ExampleGame_Next() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 2)
	if err != nil {
		panic(err)
	}
	say := func(g pegjokers.Game, ev []pegjokers.Event) {
		for _, e := range ev {
			fmt.Println(" ", e.Describe(nil))
		}
		step, seat := g.Next()
		fmt.Printf("waits for %v's %v; Blue holds %d\n", seat, step, g.Held(0))
	}
	// Blue plays and forgets to draw: Yellow plays.
	g, ev, _ := g.Apply(g.Choices()[0])
	say(g, ev)
	g, ev, _ = g.Apply(g.Choices()[0])
	say(g, ev)
	// Yellow draws; at the end of Blue's next turn Blue draws twice.
	g, ev, _ = g.Apply(pegjokers.Draw{})
	say(g, ev)
	g, ev, _ = g.Play(g.Choices()[0])
	say(g, ev)
	// Output:
	//   Blue discards 2♠: no legal move.
	// waits for Blue's draw; Blue holds 4
	//   Blue did not draw, and may draw an extra card at the end of its next turn.
	//   Yellow discards 3♠: no legal move.
	// waits for Yellow's draw; Blue holds 4
	//   Yellow draws a card.
	// waits for Blue's play; Blue holds 4
	//   Blue discards 4♠: no legal move.
	//   Blue draws a card.
	//   Blue draws an extra card for the draw it missed.
	// waits for Yellow's play; Blue holds 5
}

func ExampleGame_MarshalJSON() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 7)
	if err != nil {
		panic(err)
	}
	g, _, _ = g.Apply(g.Choices()[0]) // mid-turn: the draw is still due
	data, err := json.Marshal(g)
	if err != nil {
		panic(err)
	}
	var back pegjokers.Game
	if err := json.Unmarshal(data, &back); err != nil {
		panic(err)
	}
	fmt.Println(back == g)
	fmt.Println(string(data[:123]))
	// A tampered game is refused.
	bad := strings.Replace(string(data), `"turns":1`, `"turns":2`, 1)
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// true
	// {"format":"pegboard pegjokers game","version":1,"rules":"default","position":"2 solo 1 | s s s s s | s s s s s","next":"dra
	// pegjokers: bad record: 1 discards after 2 turns and 0 reshuffles
}

func ExampleGame_Recording() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	if err != nil {
		panic(err)
	}
	bots := []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}
	end, err := pegjokers.PlayGame(g.Recording(), bots, cards.NewRand(1), nil)
	if err != nil {
		panic(err)
	}
	rec, err := end.Record()
	if err != nil {
		panic(err)
	}
	text, _ := rec.MarshalText()
	fmt.Print(strings.Join(strings.SplitAfter(string(text), "\n")[:9], ""))
	// The text reads back, and replays to the same game.
	back, err := pegjokers.ParseRecord(strings.NewReader(string(text)))
	if err != nil {
		panic(err)
	}
	replayed, _, err := pegjokers.Replay(back)
	fmt.Println(err, replayed.Position() == end.Position(), replayed.Turns())
	// Output:
	// pegboard pegjokers 1
	// rules: default
	// seating: 4 pairs
	// seed: 2024
	//
	// KD s
	// draw
	// QS s
	// draw
	// <nil> true 129
}

func ExampleRecord_WriteTo() {
	// A game typed in at a table: the hands and every card drawn, no seed.
	rec := pegjokers.Record{
		Seating: pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo},
		Names:   []string{"Ann", "Ben"},
		Hands:   [][]cards.Card{cards.MustParseList("AS 2C 3D 4H 5S"), cards.MustParseList("KH 7C 8D 9S 10H")},
	}
	for _, s := range []string{"AS s", "draw QC", "KH s", "draw 6D", "2C t8+2"} {
		a, err := pegjokers.ParseAction(s)
		if err != nil {
			panic(err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	if _, err := rec.WriteTo(os.Stdout); err != nil {
		panic(err)
	}
	g, _, err := pegjokers.Replay(rec)
	fmt.Println(g.Position(), err)
	// Output:
	// pegboard pegjokers 1
	// rules: default
	// seating: 2 solo
	// names: Ann, Ben
	// hands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H
	//
	// AS s
	// draw QC
	// KH s
	// draw 6D
	// 2C t8+2
	// 2 solo 1 | s s s s t10 | s s s s t26 <nil>
}
