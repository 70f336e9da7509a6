package tables

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/pegjokers"
)

// BenchmarkPegJokersLevels measures one move of each level the table
// offers, on the views of the seat to play taken every few turns through
// games of heuristic bots at the smallest, the default and the largest
// seatings: the time a bot seat holds its table (the table's bots run
// inside the request that woke them).
func BenchmarkPegJokersLevels(b *testing.B) {
	for _, seating := range []string{"2 solo", "4 pairs", "8 teams"} {
		var vs []pegjokers.View
		s, err := pegjokers.ParseSeating(seating)
		if err != nil {
			b.Fatal(err)
		}
		g, err := pegjokers.NewGame(pegjokers.Rules{}, s.Seats, s.Arrangement, 9)
		if err != nil {
			b.Fatal(err)
		}
		for i := 0; !g.Over() && len(vs) < 40; i++ {
			if st, who := g.Next(); st == pegjokers.StepPlay {
				v, err := g.SeatView(int(who))
				if err != nil {
					b.Fatal(err)
				}
				if i%7 == 3 {
					vs = append(vs, v)
				}
				if g, _, err = g.Apply(pegjokers.HeuristicBot{}.Choose(v, nil)); err != nil {
					b.Fatal(err)
				}
				continue
			}
			if g, _, err = g.Apply(pegjokers.Draw{}); err != nil {
				b.Fatal(err)
			}
		}
		for _, level := range []string{"heuristic", "search"} {
			b.Run(seating+"/"+level, func(b *testing.B) {
				bot := pjLevels[level]
				r := rand.New(rand.NewPCG(1, 2))
				i := 0
				for b.Loop() {
					bot.Choose(vs[i%len(vs)], r)
					i++
				}
			})
		}
	}
}
