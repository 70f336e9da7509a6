package tables

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// BenchmarkCribAuto measures one Auto of a claimed game with muggins, every
// seat a bot (analysis), over the states of a whole game: the table's step
// or a bot's action, with the claimed-mode probes (each bot tries a
// correction and a muggins call on each seat of another side, on a copy of
// the game), at two, four and six players, cribbage and Crib Wars.
func BenchmarkCribAuto(b *testing.B) {
	for _, tc := range []struct {
		name string
		k    Kind
		opts string
	}{
		{"crib/2", cribKind{}, `{"players":2,"claimed":true,"muggins":true}`},
		{"crib/4", cribKind{}, `{"players":4,"claimed":true,"muggins":true}`},
		{"crib/6", cribKind{}, `{"players":6,"claimed":true,"muggins":true}`},
		{"cribwars/6", cwKind{}, `{"players":6,"claimed":true}`},
	} {
		setup, seats, err := tc.k.Setup(json.RawMessage(tc.opts))
		if err != nil {
			b.Fatal(err)
		}
		g, err := tc.k.New(setup, 3)
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]string, seats)
		for i := range bots {
			bots[i] = "analysis"
		}
		r := rand.New(rand.NewPCG(3, 3))
		var states []Game
		for n := 0; !g.Over() && n < 5000; n++ {
			states = append(states, g)
			seat, text, ok, err := g.Auto(bots, r)
			if err != nil || !ok {
				b.Fatal(text, ok, err)
			}
			if g, _, _, err = g.Apply(seat, text); err != nil {
				b.Fatal(err)
			}
		}
		b.Run(tc.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				if _, _, _, err := states[i%len(states)].Auto(bots, r); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(len(states)), "actions/game")
		})
	}
}
