package pegjokers_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// Worlds consistent with what Blue sees: Blue's own hand and the board are
// as they are, the cards Blue has not seen are dealt anew each time.
func ExampleNewSampler() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	if err != nil {
		panic(err)
	}
	v := g.View() // what Blue, to move, sees
	s, err := pegjokers.NewSampler(v)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		w, err := s.Sample(r)
		if err != nil {
			panic(err)
		}
		fmt.Println(cards.FormatList(w.Hand(0)), "|", cards.FormatList(w.Hand(1)), "| draw pile", w.DrawPile())
	}
	// A world is a Game to play on: here, with the heuristic bot.
	w, _ := s.Sample(r)
	w, err = pegjokers.PlayGame(w, []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{},
		pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}}, r, nil)
	fmt.Println(w.Over(), err)
	// Output:
	// 4H 3H JS 7C 4C | AH 4C JK JH 9D | draw pile 88
	// 4H 3H JS 7C 4C | 10H 7H 2D 5D JH | draw pile 88
	// 4H 3H JS 7C 4C | AH KS 9H KS 10D | draw pile 88
	// true <nil>
}

// A search bot's turn: it weighs the heuristic bot's best few choices in
// worlds drawn from its view, and may overrule the heuristic.
func ExampleSearchBot() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2)
	if err != nil {
		panic(err)
	}
	for range 12 {
		if g, _, err = g.Play(pegjokers.HeuristicBot{}.Choose(g.View(), nil)); err != nil {
			panic(err)
		}
	}
	v := g.View()
	fmt.Println(v.Seat(), "holds", cards.FormatList(v.Hand))
	fmt.Println("heuristic:", pegjokers.HeuristicBot{}.Choose(v, nil))
	fmt.Println("search:   ", pegjokers.SearchBot{}.Choose(v, rand.New(rand.NewPCG(1, 2))))
	// Output:
	// Blue holds 3C 10H 4H 5H 3D
	// heuristic: 10H t10+10
	// search:    3C t10+3
}
