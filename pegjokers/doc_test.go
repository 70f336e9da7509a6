package pegjokers_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/pegjokers"
)

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

// Each seat's view holds its own hand and, of the others, only how many
// cards they hold; a draw is shown with its card to the drawer alone.
func ExampleGame_SeatView() {
	g, _ := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	v, _ := g.SeatView(2)
	fmt.Println("seat 2 holds", len(v.Hand), "cards; seat 0 holds", v.Held[0])
	spectator, _ := g.SeatView(pegjokers.NoSeat)
	fmt.Println("a spectator holds", len(spectator.Hand), "cards")
	// Output:
	// seat 2 holds 5 cards; seat 0 holds 5
	// a spectator holds 0 cards
}
