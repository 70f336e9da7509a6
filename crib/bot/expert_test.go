package bot_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestExpertBeatsAnalysis guards the expert bot's edge loosely: over 300
// seeded games against Analysis, seats alternated, it wins at least
// 48%. (Its measured edge, over 20,000 games, is in its doc.)
func TestExpertBeatsAnalysis(t *testing.T) {
	if testing.Short() {
		t.Skip("300 games")
	}
	rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: 300, Seed: 42}, []crib.Strategy{bot.Expert{}, bot.Analysis{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(rep)
	if w := rep.Wins[0]; float64(w) < 0.48*300 {
		t.Errorf("expert won %d of 300", w)
	}
}

// TestExpertPlaysEveryLayout: the expert bot finishes a game of every
// layout, its choices accepted by the game.
func TestExpertPlaysEveryLayout(t *testing.T) {
	for _, l := range cribtest.Layouts() {
		g, err := crib.NewGame(crib.Rules{Layout: l}, 5)
		if err != nil {
			t.Fatal(err)
		}
		players := make([]crib.Strategy, l.Seats)
		for i := range players {
			players[i] = bot.Expert{Worlds: 4}
		}
		if g, err = crib.PlayGame(g, players, rand.New(rand.NewPCG(1, 1)), nil); err != nil {
			t.Fatalf("%v: %v", l, err)
		}
		if g.Phase() != crib.PhaseOver {
			t.Errorf("%v: the game did not end", l)
		}
	}
}

// BenchmarkExpert times the expert bot's choices: a discard, the first
// lay of a deal and the same lay near the end of the game (played to the
// board), and the first lay of a four-player deal and of a three-player one (by
// rollouts).
func BenchmarkExpert(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	dv, lv := cribtest.FirstViews(b, must.Get(crib.NewGame(crib.Rules{}, 11))(b), r)
	var bot bot.Expert
	board := crib.NewBoard(2, 121).Leapfrog(0, 110).Leapfrog(1, 112)
	b.Run("discard", func(b *testing.B) {
		for b.Loop() {
			bot.Discard(dv, r)
		}
	})
	b.Run("lay", func(b *testing.B) {
		for b.Loop() {
			bot.Lay(lv, r)
		}
	})
	b.Run("lay-board", func(b *testing.B) {
		v := lv
		v.Board = board
		for b.Loop() {
			bot.Lay(v, r)
		}
	})
	_, lv4 := cribtest.FirstViews(b, must.Get(crib.NewGame(crib.Rules{Layout: crib.FourPlayer()}, 11))(b), r)
	b.Run("lay-four", func(b *testing.B) {
		for b.Loop() {
			bot.Lay(lv4, r)
		}
	})
	_, lv3 := cribtest.FirstViews(b, must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 11))(b), r)
	b.Run("lay-three", func(b *testing.B) {
		for b.Loop() {
			bot.Lay(lv3, r)
		}
	})
	b.Run("discard-board", func(b *testing.B) {
		v := dv
		v.Board = board
		for b.Loop() {
			bot.Discard(v, r)
		}
	})
}

// inPlay plays a new game of rules on to the first turn in the play where
// the player to lay has cards of two ranks to choose from, and returns
// that player's view.
func inPlay(t *testing.T, rules crib.Rules) crib.LayView {
	t.Helper()
	g := must.Get(crib.NewGame(rules, 3))(t)
	for skip := range 40 {
		h, seat, ok, _ := cribtest.Advance(t, g, crib.StepLay, skip, cards.NewRand(3))
		if !ok {
			break
		}
		v := h.LayView(seat)
		ranks := map[cards.Rank]bool{}
		for c := range v.Legal().All() {
			ranks[c.Rank()] = true
		}
		if len(ranks) > 1 {
			return v
		}
	}
	t.Fatal("no turn in the play with a choice of ranks")
	return crib.LayView{}
}

func TestHostileExpertLayNilRand(t *testing.T) {
	for _, rules := range []crib.Rules{crib.ACC(), {Layout: crib.FourPlayer()}} {
		v := inPlay(t, rules)
		must.Within(t, "Expert.Lay with a nil random source", func() {
			if c := (bot.Expert{Worlds: 4}).Lay(v, nil); !v.Legal().Has(c) {
				t.Errorf("%d seats: Expert.Lay with a nil random source laid %v, not one of %v", rules.Layout.Seats, c, v.Legal())
			}
		})
	}
}

// BenchmarkExpertLate times lays later in a two-player play: the first
// turn with each number of cards held between the seats.
func BenchmarkExpertLate(b *testing.B) {
	g := must.Get(crib.NewGame(crib.Rules{}, 11))(b)
	r := cards.NewRand(5)
	done := map[int]bool{}
	for skip := range 8 {
		h, seat, ok, _ := cribtest.Advance(b, g, crib.StepLay, skip, r)
		if !ok {
			break
		}
		v := h.LayView(seat)
		n := v.Held(0) + v.Held(1)
		if done[n] || v.Legal().Len() < 2 {
			continue
		}
		done[n] = true
		b.Run(fmt.Sprintf("held-%d", n), func(b *testing.B) {
			for b.Loop() {
				bot.Expert{}.Lay(v, r)
			}
		})
	}
}
