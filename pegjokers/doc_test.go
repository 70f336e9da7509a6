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
