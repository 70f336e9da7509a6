package cribtest

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

// TB is what the helpers need of a test: *testing.T, *testing.B and
// *rapid.T all have it.
type TB interface {
	Helper()
	Fatal(args ...any)
}

// Layouts returns the four seatings of ACC cribbage: two players, three,
// four in partnerships and six in three partnerships.
func Layouts() []crib.Layout {
	return []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}
}

// Advance plays g on with the analysis bot in every seat, drawing from r,
// until a seat has the turn to act with want (crib.StepDiscard or
// crib.StepLay) for the (skip+1)-th time, and returns the game then and that
// seat; ok is false when the game ends first. dealt holds each seat's cards
// as dealt in the deal under way. A refused step fails t.
func Advance(t TB, g crib.Game, want crib.Step, skip int, r *rand.Rand) (_ crib.Game, seat int, ok bool, dealt [crib.MaxSeats]cards.Set) {
	t.Helper()
	players := make([]crib.Strategy, g.Seats())
	rands := make([]*rand.Rand, g.Seats())
	for s := range players {
		players[s], rands[s] = bot.Analysis{}, r
	}
	for range crib.StepLimit {
		act, seat := g.Next()
		if act == crib.StepNone || g.Phase() == crib.PhaseOver {
			return g, 0, false, dealt
		}
		if act == crib.StepDiscard {
			dealt[seat] = g.DiscardView(seat).Dealt
		}
		if act == want {
			if skip == 0 {
				return g, seat, true, dealt
			}
			skip--
		}
		a, err := crib.NextAction(g, players, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return g, 0, false, dealt
}

// FirstViews returns the views of the first seat to lay away in g and of
// the first to lay, g played on as [Advance] plays it; a game that ends
// before either fails t.
func FirstViews(t TB, g crib.Game, r *rand.Rand) (crib.DiscardView, crib.LayView) {
	t.Helper()
	gd, ds, ok, _ := Advance(t, g, crib.StepDiscard, 0, r)
	gl, ls, ok2, _ := Advance(t, g, crib.StepLay, 0, r)
	if !ok || !ok2 {
		t.Fatal("cribtest: the game ends before a seat lays away and lays")
	}
	return gd.DiscardView(ds), gl.LayView(ls)
}

// RandomTable returns a player of a game of seats seats for the hostile
// tests: the next action as the random bot plays every seat (seat s drawing
// from cards.NewRand(s)) and the table takes what a claimed game waits for
// when a bot can; ok is false once the game is won or when no bot can act.
func RandomTable(seats int) func(g crib.Game) (a crib.Action, ok bool) {
	bots := make([]crib.Strategy, seats)
	rands := make([]*rand.Rand, seats)
	for s := range bots {
		bots[s], rands[s] = bot.Random{}, cards.NewRand(uint64(s))
	}
	return func(g crib.Game) (crib.Action, bool) {
		if _, over := g.Winner(); over {
			return nil, false
		}
		a, err := crib.NextAction(g, bots, rands)
		return a, err == nil
	}
}
