package pegjokers_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

func allCards() []cards.Card {
	var cs []cards.Card
	for _, rk := range pegjokers.Ranks() {
		cs = append(cs, pegjokers.CardOf(rk))
	}
	return cs
}

// benchGenerate generates, in a loop, the moves of every card kind (Ace to
// King and the Joker) in each of ps: one op is one generation, so ops/s is
// legal-move generations per second. With cardsFirst the position changes
// on every call (no reuse of the board's indexes); otherwise each position
// is asked about each card in turn, as a bot does with its hand.
func benchGenerate(b *testing.B, ps []pegjokers.Position, cardsFirst bool) {
	cs := allCards()
	var g pegjokers.Generator
	dst := make([]pegjokers.Move, 0, 4096)
	for _, p := range ps {
		for _, c := range cs {
			dst = g.AppendLegalMoves(dst[:0], p, c)
		}
	}
	b.ReportAllocs()
	i, moves := 0, 0
	for b.Loop() {
		p, c := ps[i/len(cs)%len(ps)], cs[i%len(cs)]
		if cardsFirst {
			p, c = ps[i%len(ps)], cs[i/len(ps)%len(cs)]
		}
		dst = g.AppendLegalMoves(dst[:0], p, c)
		moves += len(dst)
		i++
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkLegalMoves: the 36 busy positions (three per seating) with every
// card kind, the figure the README quotes.
func BenchmarkLegalMoves(b *testing.B) {
	b.Run("busy", func(b *testing.B) { benchGenerate(b, busyPositions(), false) })
	b.Run("busy-new-position-each-call", func(b *testing.B) { benchGenerate(b, busyPositions(), true) })
	var pairs []pegjokers.Position
	for _, p := range busyPositions() {
		if p.Seating() == (pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}) {
			pairs = append(pairs, p)
		}
	}
	b.Run("4-pairs", func(b *testing.B) { benchGenerate(b, pairs, false) })
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

// BenchmarkApply carries out a listed move with a Generator that has just
// listed it, as a game does after a bot's choice.
func BenchmarkApply(b *testing.B) {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	var g pegjokers.Generator
	c := cards.MustParse("7H")
	ms := g.LegalMoves(p, c)
	m := ms[len(ms)-1]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Apply(p, m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParsePosition(b *testing.B) {
	s := busyTexts[len(busyTexts)-1]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pegjokers.ParsePosition(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSelfPlay plays whole 4-player games in pairs with PlayGame: one
// op is one complete game (deal, every turn, the end), so ops/s is games
// per second on one core.
func BenchmarkSelfPlay(b *testing.B) {
	for _, bench := range []struct {
		name  string
		strat []pegjokers.Strategy
	}{
		{"random", all(pegjokers.RandomBot{}, 4)},
		{"heuristic", all(pegjokers.HeuristicBot{}, 4)},
		{"heuristic-v-random", []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}},
	} {
		b.Run(bench.name, func(b *testing.B) {
			turns, seed := 0, uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				g := newGame(b, pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
				g, err := pegjokers.PlayGame(g, bench.strat, cards.NewRand(seed), nil)
				if err != nil {
					b.Fatal(err)
				}
				turns += g.Turns()
				seed++
			}
			b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
		})
	}
}
