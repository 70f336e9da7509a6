package arena_test

import (
	"context"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/arena"
	"github.com/pegboard/pegboard/crib/bot"
)

// A match of two bots on 100 duplicate pairs of deals: each deal seed is
// played twice, the bots changing seats.
func ExamplePlay() {
	r, err := arena.Play(context.Background(), arena.Config{Deals: 100, Seed: 1}, []crib.Strategy{bot.Calculated{}, bot.Scripted{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	c := r.Bots[0]
	fmt.Printf("%s won %.1f%% of %d games (95%% interval %.1f%% to %.1f%%)\n", c.Name, 100*c.WinRate, r.Games, 100*c.WinCI95[0], 100*c.WinCI95[1])
	// Output:
	// calculated vs scripted, 2 players, seed 1: 100 duplicate pairs of deals, 200 games
	// calculated: won 118 (59.0%, 95% interval 54.7% to 63.3%); 1.30 game points a game (1.21 to 1.40); final margin +4.9 (+3.2 to +6.6); 25 skunks
	// scripted: won 82 (41.0%, 95% interval 36.7% to 45.3%); 0.89 game points a game (0.79 to 0.99); final margin -4.9 (-6.6 to -3.2); 14 skunks
	// calculated won 59.0% of 200 games (95% interval 54.7% to 63.3%)
}

// Four players in two partnerships: the partners are the same bot, and
// each deal is played twice with the partnerships changing places.
func ExamplePlay_partners() {
	cfg := arena.Config{Rules: crib.Rules{Layout: crib.FourPlayer()}, Deals: 50, Seed: 1}
	r, err := arena.Play(context.Background(), cfg, []crib.Strategy{bot.Analysis{}, bot.Random{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s won %d of %d games\n", r.Bots[0].Name, r.Bots[0].Wins, r.Games)
	// Output:
	// analysis won 97 of 100 games
}

// A round robin of three bots rates them on the Elo scale, the first at 0.
func ExampleRoundRobin() {
	pool := []crib.Strategy{bot.Random{}, bot.Scripted{}, bot.Calculated{}}
	l, err := arena.RoundRobin(context.Background(), arena.Config{Deals: 100, Seed: 1}, pool)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(l)
	// Output:
	// | bot | Elo | 95% interval | won | vs calculated | vs scripted | vs random |
	// |---|---:|---:|---:|---:|---:|---:|
	// | calculated | 675 | 577 to 832 | 79.0% | | 59.0% | 99.0% |
	// | scripted | 606 | 506 to 769 | 68.8% | 41.0% | | 96.5% |
	// | random | 0 | 0 to 0 | 2.2% | 1.0% | 3.5% | |
}
