package pegjokers_test

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

func ExampleParsePosition() {
	// The guide's "Moving around the Track" board, pegs in any order.
	p, err := pegjokers.ParsePosition("4 pairs 0 | t14 s t8 s s | s s s t16 t0 | t11 s s s s | s s s s s")
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	fmt.Println(p.Turn(), "to move;", p.Seating().TeamName(p.Team(p.Turn())), "against", p.Seating().TeamName(1))
	s, _ := p.At(11)
	fmt.Println("hole 11:", s, "- Blue's in-spot:", pegjokers.Seat(0).InSpot(), "come-out:", pegjokers.Seat(0).ComeOut())

	_, err = pegjokers.ParsePosition("4 pairs 0 | s s s t8 t8 | s s s s s | s s s s s | s s s s s")
	fmt.Println(err)
	// Output:
	// 4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s
	// Blue to move; Blue+White against Yellow+Orange
	// hole 11: White - Blue's in-spot: 3 come-out: 8
	// pegjokers: parsing "4 pairs 0 | s s s t8 t8 | s s s s s | s s s s s | s s s s s": two pegs on track hole 8
}

func ExampleLegalMoves() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	for _, m := range pegjokers.LegalMoves(p, cards.MustParse("3H")) {
		fmt.Println(m)
		fmt.Println("  ", m.Describe(p))
	}
	fmt.Println(len(pegjokers.LegalMoves(p, cards.MustParse("7S"))), "moves with a 7")
	// Output:
	// 3: Blue t8+3->t11
	//    Blue plays a 3: the peg on hole 8 forward 3 onto White (hole 11), who goes next to White's Finish
	// 3: Blue t14+3->t17
	//    Blue plays a 3: the peg on hole 14 forward 3 to hole 17
	// 19 moves with a 7
}

func ExampleApply() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	for _, m := range pegjokers.LegalMoves(p, cards.MustParse("7D")) {
		if m.String() == "7: Blue t8+3->t11, White t39+4->f4" {
			q, err := pegjokers.Apply(p, m)
			if err != nil {
				panic(err)
			}
			fmt.Println(m.Describe(p))
			fmt.Println(q)
			// A move from another position, or of another card, is refused.
			_, err = pegjokers.Apply(q, m)
			fmt.Println(err != nil)
		}
	}
	// Output:
	// Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)
	// 4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s f4 | s s s s s
	// true
}

func ExampleGenerator() {
	// A Generator reuses its memory: no allocation once warmed up.
	var g pegjokers.Generator
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	best, bestScore := pegjokers.Move{}, -1
	for m, q := range g.All(p, cards.MustParse("9C")) {
		// Score: how far Blue and White have left to go, less how far
		// Yellow and Orange have.
		score := q.Progress(1) + q.Progress(3) - q.Progress(0) - q.Progress(2)
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	fmt.Println(best.Describe(p))
	// Output:
	// Blue plays a 9: 6 with the peg on hole 8 back to hole 2; 3 with White's peg on hole 11 onto Blue (hole 14), who goes next to Blue's Finish
}

func ExampleGame() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	if err != nil {
		panic(err)
	}
	fmt.Println(pegjokers.Seat(0), "holds", cards.FormatList(g.Hand(0)))
	// Play six turns, each with the first legal choice that moves a peg.
	for range 6 {
		chs := g.Choices()
		ch := chs[0]
		for _, c := range chs {
			if !c.Move.IsZero() {
				ch = c
				break
			}
		}
		if ch.Move.IsZero() {
			fmt.Printf("%v discards %v without moving\n", g.Turn(), ch.Card)
		} else {
			fmt.Println(ch.Move.Describe(g.Position()))
		}
		if g, err = g.Play(ch); err != nil {
			panic(err)
		}
	}
	fmt.Println(g.Position())
	// A card the player does not hold is refused, and g stays as it was.
	_, err = g.Play(pegjokers.Choice{Card: cards.Joker})
	fmt.Println(err)
	// Output:
	// Blue holds 6S 10S KD 6C 6S
	// Blue plays a King: a peg out of Start onto hole 8
	// Yellow plays a Queen: a peg out of Start onto hole 26
	// White plays a Jack: a peg out of Start onto hole 44
	// Orange plays a Jack: a peg out of Start onto hole 62
	// Blue plays a 6: the peg on hole 8 forward 6 to hole 14
	// Yellow plays a 7: the peg on hole 26 forward 7 to hole 33
	// 4 pairs 2 | s s s s t14 | s s s s t33 | s s s s t44 | s s s s t62
	// pegjokers: card not in hand: White does not hold JK
}

func ExamplePosition_Diagram() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s f1 f2")
	fmt.Print(p.Diagram())
	// Output:
	// 4 pairs, Blue to move; teams Blue+White, Yellow+Orange
	//   seat     holes    0  3    8       17  start  finish
	// > Blue       0- 17  Y..:....B..W..B.Y.  BBB..  .....
	//   Yellow    18- 35  ...:....o.........  YYY..  .....
	//   White     36- 53  ...:....o.........  WWWW.  .....
	//   Orange    54- 71  ...:....o.........  OOO..  OO...
}

func ExampleSelfPlay() {
	rep, err := pegjokers.SelfPlay{
		Seating:    pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Strategies: []pegjokers.Strategy{pegjokers.Heuristic{}, pegjokers.Random{}},
		Games:      20,
		Seed:       1,
	}.Run()
	if err != nil {
		panic(err)
	}
	fmt.Println(rep)
	// Output:
	// 4 pairs, 20 games: Blue+White (heuristic, heuristic) won 20, Yellow+Orange (random, random) won 0
	// length in turns: mean 179.6, sd 51.9, quartiles 144 / 168 / 224, range 107-291; 0 capped
}

func ExampleHeuristic() {
	// The guide's "mitigating damage": Blue's last peg is just past its
	// in-spot and no card brings it in, so Blue plays the card that keeps it
	// nearest home, hoping for a backward card.
	v := pegjokers.View{
		Position: pegjokers.MustParsePosition("4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s"),
		Hand:     cards.MustParseList("10C 6D 5S 4H 3C"),
	}
	ch := pegjokers.Heuristic{}.Choose(v)
	fmt.Println(ch.Move.Describe(v.Position))
	// Output:
	// Blue plays a 3: the peg on hole 4 forward 3 to hole 7
}

func ExamplePlayGame() {
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 6, pegjokers.Teams, 8)
	bots := []pegjokers.Strategy{pegjokers.Heuristic{}, pegjokers.Random{}}
	g, err := pegjokers.PlayGame(g, bots, cards.NewRand(8), 0)
	if err != nil {
		panic(err)
	}
	team, _ := g.Winner()
	fmt.Printf("%s won after %d turns\n", g.Position().Seating().TeamName(team), g.Turns())
	// Output:
	// Blue+White+Red won after 241 turns
}
