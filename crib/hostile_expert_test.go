package crib_test

import (
	"io"
	"math"
	"math/rand/v2"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	cr "github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/hostile"
)

// gamesIn draws real games stopped in phase: dealt from a seed and played
// by the random bot some steps on, then on to the phase (a claimed game
// waiting for a claim, or one over, stops where it is). Half are
// two-player games to 121, the games the expert searches.
func gamesIn(phase cr.Phase) *rapid.Generator[cr.Game] {
	rules := rapid.OneOf(rapid.Just(cr.ACC()), hostileRules())
	return rapid.Custom(func(t *rapid.T) cr.Game {
		g, err := cr.NewGame(rules.Draw(t, "rules"), rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]cr.Strategy, g.Seats())
		rands := make([]*rand.Rand, g.Seats())
		for s := range bots {
			bots[s], rands[s] = cr.RandomBot{}, cards.NewRand(uint64(s))
		}
		steps := rapid.IntRange(0, 300).Draw(t, "steps")
		for i := 0; i < steps+200 && (i < steps || g.Phase() != phase); i++ {
			if _, over := g.Winner(); over {
				break
			}
			a, err := cr.NextAction(g, bots, rands)
			if err != nil {
				break
			}
			next, _, err := g.Apply(a)
			if err != nil {
				break
			}
			g = next
		}
		return g
	})
}

// nearTheEnd moves b's front pegs, sometimes, to scores near (or past) the
// game hole, where the expert plays to the board.
func nearTheEnd(t *rapid.T, b cr.Board) cr.Board {
	if rapid.Bool().Draw(t, "near the end") {
		for i := range b.Pegs {
			b.Pegs[i].Front = rapid.IntRange(60, 130).Draw(t, "score")
		}
	}
	return b
}

// discardViews draws the views of players laying away in real games.
func discardViews() *rapid.Generator[cr.DiscardView] {
	games := gamesIn(cr.PhaseDiscard)
	return rapid.Custom(func(t *rapid.T) cr.DiscardView {
		g := games.Draw(t, "game")
		v := g.DiscardView(rapid.IntRange(0, g.Seats()-1).Draw(t, "seat"))
		v.Board = nearTheEnd(t, v.Board)
		return v
	})
}

// layViews draws the views of players in the play of real games.
func layViews() *rapid.Generator[cr.LayView] {
	games := gamesIn(cr.PhasePlay)
	return rapid.Custom(func(t *rapid.T) cr.LayView {
		g := games.Draw(t, "game")
		seat := rapid.IntRange(0, g.Seats()-1).Draw(t, "seat")
		if _, turn := g.Next(); turn >= 0 && rapid.Bool().Draw(t, "to lay") {
			seat = turn
		}
		v := g.LayView(seat)
		v.Board = nearTheEnd(t, v.Board)
		return v
	})
}

// weights draws models of the other hands: uniform, by rank, random, with
// cards ruled out, and bad ones (negative, NaN, infinite weights).
func weights() *rapid.Generator[cr.Weights] {
	return rapid.Custom(func(t *rapid.T) cr.Weights {
		switch rapid.IntRange(0, 4).Draw(t, "model") {
		case 0:
			return func(int, cards.Card) float64 { return 1 }
		case 1:
			by := rapid.SliceOfN(rapid.Float64Range(0, 3), 14, 14).Draw(t, "by rank")
			return func(_ int, c cards.Card) float64 { return by[int(c.Rank())%14] }
		case 2:
			var w [8][64]float64
			for s := range w {
				for c := range w[s] {
					w[s][c] = rapid.SampledFrom([]float64{0, 0.001, 0.5, 1, 2, 1e6}).Draw(t, "weight")
				}
			}
			return func(seat int, c cards.Card) float64 { return w[seat&7][int(c)&63] }
		case 3:
			out := rapid.SliceOfN(cardstestAny(), 1, 30).Draw(t, "ruled out")
			return func(_ int, c cards.Card) float64 {
				for _, o := range out {
					if o == c {
						return 0
					}
				}
				return 1
			}
		}
		bad := rapid.SampledFrom([]float64{-1, math.NaN(), math.Inf(1), math.Inf(-1), math.MaxFloat64,
			math.SmallestNonzeroFloat64}).Draw(t, "bad")
		return func(int, cards.Card) float64 { return bad }
	})
}

// cardstestAny draws the standard cards.
func cardstestAny() *rapid.Generator[cards.Card] {
	return rapid.Map(rapid.IntRange(0, 51), func(i int) cards.Card { return cards.FullSet.AppendTo(nil)[i] })
}

// samplers draws samplers made from real views, uniform and weighted.
func samplers() *rapid.Generator[*cr.Sampler] {
	dvs, lvs, ws := discardViews(), layViews(), weights()
	return rapid.Custom(func(t *rapid.T) *cr.Sampler {
		var s *cr.Sampler
		var err error
		if rapid.Bool().Draw(t, "discard") {
			s, err = cr.NewDiscardSampler(dvs.Draw(t, "view"))
		} else {
			s, err = cr.NewLaySampler(lvs.Draw(t, "view"), 0)
		}
		if err != nil {
			return nil
		}
		if rapid.Bool().Draw(t, "weighted") {
			if w, err := cr.NewWeightedSampler(s, ws.Draw(t, "weights")); err == nil {
				s = w
			}
		}
		return s
	})
}

// expertGens are the real values for the expert bot and the samplers: views
// of real deals, samplers made from them, models of the hands, a writer.
func expertGens() []hostile.Generator {
	return []hostile.Generator{
		hostile.Gen(discardViews()),
		hostile.Gen(layViews()),
		hostile.Gen(samplers()),
		hostile.Gen(weights()),
		hostile.Gen(rapid.Just(io.Discard)),
	}
}

// expertBots draws expert bots of a few worlds a lay: the number of worlds
// is work the caller asks for, each taking a solve.
func expertBots() hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) cr.ExpertBot {
		return cr.ExpertBot{Worlds: rapid.IntRange(-2, 16).Draw(t, "worlds")}
	}))
}
