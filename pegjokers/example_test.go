package pegjokers_test

import (
	"context"
	"fmt"
	"math/rand/v2"

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
		// Score: how far Yellow and Orange still have to go, less how far
		// Blue and White have.
		score := q.Remaining(1) + q.Remaining(3) - q.Remaining(0) - q.Remaining(2)
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
		var events []pegjokers.Event
		if g, events, err = g.Play(ch); err != nil {
			panic(err)
		}
		for _, e := range events {
			fmt.Println(e.Describe(nil))
		}
	}
	fmt.Println(g.Position())
	// A card the player does not hold is refused, and g stays as it was.
	_, _, err = g.Play(pegjokers.Choice{Card: cards.Joker})
	fmt.Println(err)
	// Output:
	// Blue holds 6S 10S KD 6C 6S
	// Blue plays K♦, a King: a peg out of Start onto hole 8.
	// Blue draws a card.
	// Yellow plays Q♣, a Queen: a peg out of Start onto hole 26.
	// Yellow draws a card.
	// White plays J♦, a Jack: a peg out of Start onto hole 44.
	// White draws a card.
	// Orange plays J♣, a Jack: a peg out of Start onto hole 62.
	// Orange draws a card.
	// Blue plays 6♠, a 6: the peg on hole 8 forward 6 to hole 14.
	// Blue draws a card.
	// Yellow plays 7♠, a 7: the peg on hole 26 forward 7 to hole 33.
	// Yellow draws a card.
	// 4 pairs 2 | s s s s t14 | s s s s t33 | s s s s t44 | s s s s t62
	// pegjokers: play by seat 2: card not in that player's hand: White does not hold JK
}

func ExampleGame_Apply() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 7)
	if err != nil {
		panic(err)
	}
	// A Choice is an Action: Apply plays it as Play does.
	var a pegjokers.Action = g.Choices()[0]
	fmt.Println(a)
	g, events, err := g.Apply(a)
	if err != nil {
		panic(err)
	}
	fmt.Println(events[0].Describe([]string{"Ann", "Bob"}))
	fmt.Println(g.Turn(), "to move")
	// Output:
	// 3S pass
	// Ann discards 3♠: no legal move.
	// Yellow to move
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

func ExampleRunSelfPlay() {
	// Two entrants, one for each team: the runner gives each team each
	// entrant in turn.
	rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Games:   20,
		Seed:    1,
	}, []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}})
	if err != nil {
		panic(err)
	}
	fmt.Println(rep)
	// Output:
	// 20 games
	// heuristic: won 20 (100.0%, 95% interval 83.9-100.0%)
	// random: won 0 (0.0%, 95% interval 0.0-16.1%)
	// turns, all: mean 186.30, sd 55.54, quartiles 147/192.5/216.75, range 106-330 (n=20)
}

func ExampleHeuristicBot() {
	// The guide's "mitigating damage": Blue's last peg is just past its
	// in-spot and no card brings it in, so Blue plays the card that keeps it
	// nearest home, hoping for a backward card.
	v := pegjokers.View{
		Position: pegjokers.MustParsePosition("4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s"),
		Hand:     cards.MustParseList("10C 6D 5S 4H 3C"),
	}
	ch := pegjokers.HeuristicBot{}.Choose(v, nil)
	fmt.Println(ch.Move.Describe(v.Position))
	// Output:
	// Blue plays a 3: the peg on hole 4 forward 3 to hole 7
}

func ExamplePlayGame() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 6, pegjokers.Teams, 8)
	if err != nil {
		panic(err)
	}
	bots := []pegjokers.Strategy{
		pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{},
		pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{},
	}
	reshuffles := 0
	g, err = pegjokers.PlayGame(g, bots, rand.New(rand.NewPCG(8, 8)), func(e pegjokers.Event) {
		switch e.(type) {
		case pegjokers.Reshuffled:
			reshuffles++
		case pegjokers.GameOver:
			fmt.Println(e.Describe(nil))
		}
	})
	if err != nil {
		panic(err)
	}
	team, _ := g.Winner()
	fmt.Printf("team %d (%s) won; the discards were reshuffled %d times\n", team, g.Position().Seating().TeamName(team), reshuffles)
	// Output:
	// Blue, White and Red win after 381 turns.
	// team 0 (Blue+White+Red) won; the discards were reshuffled 4 times
}

// A whole game: deal, play it out between bots, read the winner.
func Example() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	if err != nil {
		panic(err)
	}
	bots := []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}
	names := []string{"Ann", "Bob", "Cat", "Dan"}
	g, err = pegjokers.PlayGame(g, bots, rand.New(rand.NewPCG(1, 1)), func(e pegjokers.Event) {
		if _, over := e.(pegjokers.GameOver); over {
			fmt.Println(e.Describe(names))
		}
	})
	if err != nil {
		panic(err)
	}
	team, _ := g.Winner()
	fmt.Println("winning team:", team)
	// Output:
	// Ann and Cat win after 147 turns.
	// winning team: 0
}
