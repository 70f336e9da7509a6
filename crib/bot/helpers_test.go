package bot_test

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

func four(s string) [4]cards.Card {
	var h [4]cards.Card
	copy(h[:], cards.MustParseList(s))
	return h
}

// advance plays g with analysis bots until a seat holds the turn to act
// with act (ActDiscard or ActLay) for the (skip+1)-th time; ok is false
// when the game ends first. dealt holds each seat's cards as dealt in the
// deal under way.
func advance(t interface {
	Helper()
	Fatal(...any)
}, g crib.Game, want crib.Act, skip int, r *rand.Rand) (_ crib.Game, seat int, ok bool, dealt [crib.MaxSeats]cards.Set) {
	t.Helper()
	players := []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}, bot.Analysis{}}[:g.Seats()]
	rands := []*rand.Rand{r, r, r, r, r, r}[:g.Seats()]
	for range crib.StepLimit {
		act, seat := g.Next()
		if act == crib.ActNone || g.Phase() == crib.PhaseOver {
			return g, 0, false, dealt
		}
		if act == crib.ActDiscard {
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

var layouts = []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}

// isErr fails t unless err wraps want.
func isErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got %v, want an error wrapping %v", what, err, want)
	}
}

// within fails t if f does not return within a few seconds.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s did not return", what)
	}
}
