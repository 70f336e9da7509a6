package crib_test

import (
	"context"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

// BenchmarkGame plays a whole automatic two-player game to 121, the
// analysis bot against the random bot. games/s = 1e9 / ns/op.
func BenchmarkGame(b *testing.B) {
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	r := cards.NewRand(1)
	var seed uint64
	for b.Loop() {
		seed++
		g, err := crib.NewGame(crib.Rules{}, seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := crib.PlayGame(g, players, r, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGameRandom is the same with two random bots: the engine's own
// cost, without the analysis bot's discard search.
func BenchmarkGameRandom(b *testing.B) {
	players := []crib.Strategy{bot.Random{}, bot.Random{}}
	r := cards.NewRand(1)
	var seed uint64
	for b.Loop() {
		seed++
		g, err := crib.NewGame(crib.Rules{}, seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := crib.PlayGame(g, players, r, nil); err != nil {
			b.Fatal(err)
		}
	}
}

var solverDeals = [][2]string{
	{"5C 5D 5H 5S", "10C 10D 10H 10S"},
	{"AC 2D 3H 4S", "AD 2C 3S 4H"},
	{"7C 8D 9H 6S", "7D 8C 9S 6H"},
	{"KC QD JH 10S", "5H 5D 4C 6S"},
}

// BenchmarkSolvePlay solves the play of a two-player deal exhaustively.
func BenchmarkSolvePlay(b *testing.B) {
	i := 0
	for b.Loop() {
		d := solverDeals[i%len(solverDeals)]
		i++
		if _, err := crib.SolvePlay(four(d[0]), four(d[1])); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayPoints replays a whole play.
func BenchmarkPlayPoints(b *testing.B) {
	pone, dealer := four("KC KD 2H 3S"), four("5C 5D AH AS")
	laid := cards.MustParseList("KC 5C KD 5D AH 2H AS 3S")
	for b.Loop() {
		if _, _, err := crib.PlayPoints(pone, dealer, laid); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSelfPlay100 runs 100 games of the analysis bot against the
// random bot on all cores.
func BenchmarkSelfPlay100(b *testing.B) {
	for b.Loop() {
		if _, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: 100, Seed: 1}, []crib.Strategy{bot.Analysis{}, bot.Random{}}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSelfPlayAnalysis plays whole two-player games to 121 on one
// goroutine, the analysis bot against itself, and reports games/s (run it
// with -cpu 1 for the one-core figure).
func BenchmarkSelfPlayAnalysis(b *testing.B) {
	players := []crib.Strategy{bot.Analysis{}, bot.Analysis{}}
	r := cards.NewRand(1)
	var seed uint64
	b.ReportAllocs()
	for b.Loop() {
		seed++
		g, err := crib.NewGame(crib.Rules{}, seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := crib.PlayGame(g, players, r, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
