// Package cribtest draws values of package crib for property tests with
// pgregory.net/rapid: rules of every seating, real games stopped in a
// phase, the views a strategy sees in them, samplers and models of the
// hidden hands. It is for tests of strategies and of programs built on
// crib, this module's own among them.
package cribtest

import (
	"math"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"pgregory.net/rapid"
)

// Rules draws rules of every seating, automatic and claimed.
func Rules() *rapid.Generator[crib.Rules] {
	return rapid.Custom(func(t *rapid.T) crib.Rules {
		r := crib.Rules{Layout: rapid.SampledFrom([]crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(),
			crib.SixPlayer()}).Draw(t, "layout")}
		if rapid.Bool().Draw(t, "claimed") {
			r.Claimed = true
			r.Muggins = rapid.Bool().Draw(t, "muggins")
		}
		if rapid.Bool().Draw(t, "short") {
			r.GameHole = 61
		}
		return r
	})
}

// Games draws real games stopped in phase: dealt from a seed and played
// by the random bot some steps on, then on to the phase (a claimed game
// waiting for a claim, or one over, stops where it is). Half are
// two-player games to 121, the games the expert searches.
func Games(phase crib.Phase) *rapid.Generator[crib.Game] {
	rules := rapid.OneOf(rapid.Just(crib.ACC()), Rules())
	return rapid.Custom(func(t *rapid.T) crib.Game {
		g, err := crib.NewGame(rules.Draw(t, "rules"), rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]crib.Strategy, g.Seats())
		rands := make([]*rand.Rand, g.Seats())
		for s := range bots {
			bots[s], rands[s] = bot.Random{}, cards.NewRand(uint64(s))
		}
		steps := rapid.IntRange(0, 300).Draw(t, "steps")
		for i := 0; i < steps+200 && (i < steps || g.Phase() != phase); i++ {
			if _, over := g.Winner(); over {
				break
			}
			a, err := crib.NextAction(g, bots, rands)
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
func nearTheEnd(t *rapid.T, b crib.Board) crib.Board {
	if rapid.Bool().Draw(t, "near the end") {
		for i := range b.Pegs {
			b.Pegs[i].Front = rapid.IntRange(60, 130).Draw(t, "score")
		}
	}
	return b
}

// DiscardViews draws the views of players laying away in real games.
func DiscardViews() *rapid.Generator[crib.DiscardView] {
	games := Games(crib.PhaseDiscard)
	return rapid.Custom(func(t *rapid.T) crib.DiscardView {
		g := games.Draw(t, "game")
		v := g.DiscardView(rapid.IntRange(0, g.Seats()-1).Draw(t, "seat"))
		v.Board = nearTheEnd(t, v.Board)
		return v
	})
}

// LayViews draws the views of players in the play of real games.
func LayViews() *rapid.Generator[crib.LayView] {
	games := Games(crib.PhasePlay)
	return rapid.Custom(func(t *rapid.T) crib.LayView {
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

// Weights draws models of the other hands: uniform, by rank, random, with
// cards ruled out, and bad ones (negative, NaN, infinite weights).
func Weights() *rapid.Generator[crib.Weights] {
	return rapid.Custom(func(t *rapid.T) crib.Weights {
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
			out := rapid.SliceOfN(anyCard(), 1, 30).Draw(t, "ruled out")
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

// anyCard draws the standard cards.
func anyCard() *rapid.Generator[cards.Card] {
	return rapid.Map(rapid.IntRange(0, 51), func(i int) cards.Card { return cards.FullSet.AppendTo(nil)[i] })
}

// Samplers draws samplers made from real views, uniform and weighted.
func Samplers() *rapid.Generator[*crib.Sampler] {
	dvs, lvs, ws := DiscardViews(), LayViews(), Weights()
	return rapid.Custom(func(t *rapid.T) *crib.Sampler {
		var s *crib.Sampler
		var err error
		if rapid.Bool().Draw(t, "discard") {
			s, err = crib.NewDiscardSampler(dvs.Draw(t, "view"))
		} else {
			s, err = crib.NewLaySampler(lvs.Draw(t, "view"), 0)
		}
		if err != nil {
			return nil
		}
		if rapid.Bool().Draw(t, "weighted") {
			if w, err := crib.NewWeightedSampler(s, ws.Draw(t, "weights")); err == nil {
				s = w
			}
		}
		return s
	})
}
