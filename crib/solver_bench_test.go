package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

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
	ps := solverBenchStates(b, 1024)
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
	var s crib.Solver
	i := 0
	for b.Loop() {
		if _, err := s.Value(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
