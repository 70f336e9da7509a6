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
