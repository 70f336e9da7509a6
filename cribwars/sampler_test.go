package cribwars_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
)

// worldChecker plays as the analysis bot does and, at every view the game
// shows it, draws worlds with crib's samplers and checks each against the
// view: Crib Wars shows its strategies crib's views, so crib's samplers are
// the sampled worlds of a Crib Wars game too, penalty boxes and folded
// sides included.
type worldChecker struct {
	errs *[]string
}

func (c worldChecker) fail(format string, args ...any) {
	if len(*c.errs) < 10 {
		*c.errs = append(*c.errs, fmt.Sprintf(format, args...))
	}
}

func (c worldChecker) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	s, err := crib.NewDiscardSampler(v)
	if err != nil {
		c.fail("seat %d: NewDiscardSampler: %v", v.Seat, err)
		return bot.Analysis{}.Discard(v, r)
	}
	for range 4 {
		w, err := s.Sample(r)
		if err != nil {
			c.fail("seat %d: Sample: %v", v.Seat, err)
			break
		}
		all := w.Crib
		if w.Starter.IsStandard() {
			all = all.With(w.Starter)
		}
		n := all.Len()
		for t := range v.Layout.Seats {
			n += w.Hands[t].Len()
			all = all.Union(w.Hands[t])
		}
		if w.Hands[v.Seat] != v.Dealt || all.Len() != n {
			c.fail("seat %d: a world that does not keep the dealt cards or deals a card twice: %+v", v.Seat, w)
		}
	}
	return bot.Analysis{}.Discard(v, r)
}

func (c worldChecker) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	s, err := crib.NewLaySampler(v, 0)
	if err != nil {
		c.fail("seat %d: NewLaySampler: %v", v.Seat, err)
		return bot.Analysis{}.Lay(v, r)
	}
	seen := v.Kept.With(v.Starter)
	for _, c := range v.Laid() {
		seen = seen.With(c)
	}
	for range 4 {
		w, err := s.Sample(r)
		if err != nil {
			c.fail("seat %d: Sample: %v", v.Seat, err)
			break
		}
		for t := range v.Layout.Seats {
			h := w.Hands[t]
			switch {
			case t == v.Seat && h != v.Hand():
				c.fail("seat %d: its own hand %v in the world, %v in the view", v.Seat, h, v.Hand())
			case h.Len() != v.Held(t):
				c.fail("seat %d: seat %d holds %d in the world, %d in the view", v.Seat, t, h.Len(), v.Held(t))
			case t != v.Seat && h.Intersect(seen) != 0:
				c.fail("seat %d: seat %d is given cards the player has seen: %v", v.Seat, t, h.Intersect(seen))
			}
		}
		if w.Play.Count() != v.Count() || w.Starter != v.Starter {
			c.fail("seat %d: the world's count or starter differs from the view's", v.Seat)
		}
	}
	return bot.Analysis{}.Lay(v, r)
}

// TestSampledWorlds plays whole Crib Wars games of every seating whose
// players draw worlds from every view they are shown.
func TestSampledWorlds(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		for seed := range uint64(2) {
			var errs []string
			g := newGame(t, cribwars.Config{Layout: l}, seed+1)
			players := make([]crib.Strategy, l.Seats)
			for i := range players {
				players[i] = worldChecker{&errs}
			}
			g, err := cribwars.PlayGame(g, players, cards.NewRand(seed), nil)
			if err != nil {
				t.Fatalf("%d seats, seed %d: %v", l.Seats, seed, err)
			}
			if _, over := g.Winner(); !over {
				t.Fatalf("%d seats, seed %d: the game did not end", l.Seats, seed)
			}
			for _, e := range errs {
				t.Errorf("%d seats, seed %d: %s", l.Seats, seed, e)
			}
		}
	}
}
