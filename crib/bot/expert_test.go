package bot_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
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

// BenchmarkExpert times the expert bot's choices: a discard, the first
// lay of a deal and the same lay near the end of the game (played to the
// board).
func BenchmarkExpert(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	g, err := crib.NewGame(crib.Rules{}, 11)
	if err != nil {
		b.Fatal(err)
	}
	gd, ds, ok, _ := advance(b, g, crib.ActDiscard, 0, r)
	gl, ls, ok2, _ := advance(b, g, crib.ActLay, 0, r)
	if !ok || !ok2 {
		b.Fatal("no view")
	}
	var bot bot.Expert
	b.Run("discard", func(b *testing.B) {
		v := gd.DiscardView(ds)
		for b.Loop() {
			bot.Discard(v, r)
		}
	})
	b.Run("lay", func(b *testing.B) {
		v := gl.LayView(ls)
		for b.Loop() {
			bot.Lay(v, r)
		}
	})
	b.Run("lay-board", func(b *testing.B) {
		v := gl.LayView(ls)
		v.Board = crib.NewBoard(2, 121).Leapfrog(0, 110).Leapfrog(1, 112)
		for b.Loop() {
			bot.Lay(v, r)
		}
	})
	b.Run("discard-board", func(b *testing.B) {
		v := gd.DiscardView(ds)
		v.Board = crib.NewBoard(2, 121).Leapfrog(0, 110).Leapfrog(1, 112)
		for b.Loop() {
			bot.Discard(v, r)
		}
	})
}

// TestExpertPlaysEveryLayout: the expert bot finishes a game of every
// layout, its choices accepted by the game.
func TestExpertPlaysEveryLayout(t *testing.T) {
	for _, l := range layouts {
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
