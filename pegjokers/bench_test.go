package pegjokers_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// BenchmarkLegalMoves generates the moves of every card kind (Ace to King
// and the Joker) in each of the busy positions (three per seating): one op
// is one generation, so ops/s is legal-move generations per second.
func BenchmarkLegalMoves(b *testing.B) {
	ps := busyPositions()
	var cs []cards.Card
	for _, rk := range pegjokers.Ranks() {
		cs = append(cs, pegjokers.CardOf(rk))
	}
	var g pegjokers.Generator
	dst := make([]pegjokers.Move, 0, 4096)
	for _, p := range ps {
		for _, c := range cs {
			dst = g.AppendLegalMoves(dst[:0], p, c)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := ps[i/len(cs)%len(ps)]
		dst = g.AppendLegalMoves(dst[:0], p, cs[i%len(cs)])
		i++
	}
}

// BenchmarkLegalMovesByRank breaks the figure down by card kind.
func BenchmarkLegalMovesByRank(b *testing.B) {
	ps := busyPositions()
	for _, rk := range pegjokers.Ranks() {
		b.Run(rk.String(), func(b *testing.B) {
			var g pegjokers.Generator
			c := pegjokers.CardOf(rk)
			for _, p := range ps {
				g.LegalMoves(p, c)
			}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				g.LegalMoves(ps[i%len(ps)], c)
				i++
			}
		})
	}
}

// BenchmarkSelfPlay plays whole 4-player games in pairs: one op is one
// complete game, so ops/s is games per second on one core.
func BenchmarkSelfPlay(b *testing.B) {
	for _, bench := range []struct {
		name  string
		strat []pegjokers.Strategy
	}{
		{"random", []pegjokers.Strategy{pegjokers.Random{}}},
		{"heuristic", []pegjokers.Strategy{pegjokers.Heuristic{}}},
		{"heuristic-v-random", []pegjokers.Strategy{pegjokers.Heuristic{}, pegjokers.Random{}}},
	} {
		b.Run(bench.name, func(b *testing.B) {
			sp := pegjokers.SelfPlay{
				Seating:    pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
				Strategies: bench.strat,
				Games:      1,
			}
			turns := 0
			b.ReportAllocs()
			for b.Loop() {
				rep, err := sp.Run()
				if err != nil || rep.Capped > 0 {
					b.Fatal(rep, err)
				}
				turns += int(rep.Mean)
				sp.Seed++
			}
			b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
		})
	}
}
