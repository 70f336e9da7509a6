package crib_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

// BenchmarkGame plays a whole automatic two-player game to 121, the
// analysis bot against the random bot. games/s = 1e9 / ns/op.
func BenchmarkGame(b *testing.B) {
	benchGames(b, []crib.Strategy{bot.Analysis{}, bot.Random{}})
}

// benchGames plays a whole automatic two-player game to 121 between
// players, from a new seed, each time round.
func benchGames(b *testing.B, players []crib.Strategy) {
	r := cards.NewRand(1)
	var seed uint64
	for b.Loop() {
		seed++
		if _, err := crib.PlayGame(must.Get(crib.NewGame(crib.Rules{}, seed))(b), players, r, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGameRandom is the same with two random bots: the engine's own
// cost, without the analysis bot's discard search.
func BenchmarkGameRandom(b *testing.B) {
	benchGames(b, []crib.Strategy{bot.Random{}, bot.Random{}})
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
	b.ReportAllocs()
	benchGames(b, []crib.Strategy{bot.Analysis{}, bot.Analysis{}})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// solverBenchDeals returns n seeded random two-player deals: the pone's
// four cards and the dealer's.
func solverBenchDeals(b *testing.B, n int) [][2][4]cards.Card {
	r := cards.NewRand(2026)
	deals := make([][2][4]cards.Card, n)
	for i := range deals {
		d, err := cards.StandardDeck().Shuffle(r)
		if err != nil {
			b.Fatal(err)
		}
		for j := range 8 {
			deals[i][j%2][j/2] = d.At(j)
		}
	}
	return deals
}

// solverBenchStates returns the deals as PlayStates, pone to lead.
func solverBenchStates(b *testing.B, n int) []crib.PlayState {
	var ps []crib.PlayState
	for _, d := range solverBenchDeals(b, n) {
		p, err := crib.NewPlayState([]cards.Set{cards.SetOf(d[0][:]...), cards.SetOf(d[1][:]...)}, 0)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkSolvePlayDeals solves the whole play of typical deals (1,024
// seeded random deals in turn) with SolvePlay, which makes a new Solver each
// time: the value, every first card's value and a principal variation.
func BenchmarkSolvePlayDeals(b *testing.B) {
	deals := solverBenchDeals(b, 1024)
	i := 0
	for b.Loop() {
		d := deals[i%len(deals)]
		i++
		if _, err := crib.SolvePlay(d[0], d[1]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolverSolve is the same with one Solver kept across deals and
// one Solution reused (SolveInto): the steady state of a bot.
func BenchmarkSolverSolve(b *testing.B) {
	ps := solverBenchStates(b, 1024)
	var s crib.Solver
	var sol crib.Solution
	i := 0
	for b.Loop() {
		if err := s.SolveInto(&sol, ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSolverValue finds only the value of whole deals with one Solver
// kept across them: the steady state allocates nothing.
func BenchmarkSolverValue(b *testing.B) {
	benchValues(b, solverBenchStates(b, 1024))
}

// benchValues finds the value of each of ps in turn with one Solver kept
// across them.
func benchValues(b *testing.B, ps []crib.PlayState) {
	var s crib.Solver
	i := 0
	for b.Loop() {
		if _, err := s.Value(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSolverValueFourSeats finds the value of whole four-player deals
// (two partnerships, four cards each) with one Solver kept across them.
func BenchmarkSolverValueFourSeats(b *testing.B) {
	r := cards.NewRand(2027)
	var ps []crib.PlayState
	for range 64 {
		d, err := cards.StandardDeck().Shuffle(r)
		if err != nil {
			b.Fatal(err)
		}
		hs := make([]cards.Set, 4)
		for j := range 16 {
			hs[j%4] = hs[j%4].With(d.At(j))
		}
		p, err := crib.NewPlayState(hs, 0)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	benchValues(b, ps)
}

// BenchmarkSample draws worlds: from a lay view at the start of a
// two-player play, and from a discard view.
func BenchmarkSample(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	dv, lv := cribtest.FirstViews(b, must.Get(crib.NewGame(crib.Rules{}, 11))(b), r)
	sd := must.Get(crib.NewDiscardSampler(dv))(b)
	sl := must.Get(crib.NewLaySampler(lv, 0))(b)
	for _, bb := range []struct {
		name string
		s    *crib.Sampler
	}{{"lay", sl}, {"discard", sd}} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bb.s.Sample(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
