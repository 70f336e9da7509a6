package pegjokers_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// benchViews returns views of the player to move in the middle of games
// of each seating a bot meets most: four in pairs, six in teams, eight in
// pairs.
func benchViews(b *testing.B) []pegjokers.View {
	var vs []pegjokers.View
	for _, st := range []pegjokers.Seating{{Seats: 4, Arrangement: pegjokers.Pairs}, {Seats: 6, Arrangement: pegjokers.Teams}, {Seats: 8, Arrangement: pegjokers.Pairs}} {
		g := newGame(b, pegjokers.DefaultRules, st.Seats, st.Arrangement, 5)
		for range 40 {
			g, _ = mustPlay(b, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
		}
		vs = append(vs, g.View())
	}
	return vs
}

// BenchmarkSample draws one world a op from a mid-game view: the figure
// quoted for sampling a world.
func BenchmarkSample(b *testing.B) {
	for _, v := range benchViews(b) {
		b.Run(v.Position.Seating().String(), func(b *testing.B) {
			s, err := pegjokers.NewSampler(v)
			if err != nil {
				b.Fatal(err)
			}
			r := cards.NewRand(1)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.Sample(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("weighted-4-pairs", func(b *testing.B) {
		v := benchViews(b)[0]
		s, err := pegjokers.NewWeightedSampler(v, func(s pegjokers.Seat, c cards.Card) float64 { return 1 + float64(c.Rank()%3)/2 })
		if err != nil {
			b.Fatal(err)
		}
		r := cards.NewRand(1)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.Sample(r); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkNewSampler makes a sampler from a view.
func BenchmarkNewSampler(b *testing.B) {
	v := benchViews(b)[0]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pegjokers.NewSampler(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearchBot makes one decision a op at the default budget, in
// turn from views early, in the middle and late in a four-player game in
// pairs: the figure quoted for a search bot's decision.
func BenchmarkSearchBot(b *testing.B) {
	var vs []pegjokers.View
	g := newGame(b, pegjokers.DefaultRules, 4, pegjokers.Pairs, 9)
	for i := 0; !g.Over(); i++ {
		if i%20 == 10 {
			vs = append(vs, g.View())
		}
		g, _ = mustPlay(b, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
	}
	r := cards.NewRand(1)
	var bot pegjokers.SearchBot
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		bot.Choose(vs[i%len(vs)], r)
		i++
	}
	b.ReportMetric(float64(len(vs)), "views")
}
