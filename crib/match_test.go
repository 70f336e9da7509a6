package crib_test

import (
	"errors"
	"math"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

func TestMatch(t *testing.T) {
	m, err := crib.NewMatch(crib.Rules{Match: crib.MatchRules{GamesToWin: 2}})
	if err != nil {
		t.Fatal(err)
	}
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	for seed := uint64(1); winnerOf(m) < 0; seed++ {
		g, err := m.NewGame(seed)
		if err != nil {
			t.Fatal(err)
		}
		if g.Board().Games != m.Games {
			t.Errorf("game-record pegs %v, games %v", g.Board().Games, m.Games)
		}
		if m.Played > 0 && g.Phase() != crib.PhaseDeal {
			t.Errorf("game %d begins with %v", m.Played+1, g.Phase())
		}
		g, err = crib.PlayGame(g, players, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		res, _ := g.Result()
		prev := m.Points[res.Winner]
		m = m.Record(res)
		if m.Points[res.Winner]-prev != res.GamePoints || (res.GamePoints != 2 && res.GamePoints != 3) {
			t.Errorf("game points %d", res.GamePoints)
		}
		if seed > 10 {
			t.Fatal("the match does not end")
		}
	}
	if m.Games[winnerOf(m)] != 2 {
		t.Errorf("games %v", m.Games)
	}
	if _, err := m.NewGame(99); !errors.Is(err, crib.ErrGameOver) {
		t.Errorf("a game after the match: %v", err)
	}
}

func TestHostileMatchRecord(t *testing.T) {
	if m := (crib.Match{}).Record(crib.GameOver{}); m != (crib.Match{}) {
		t.Errorf("the zero Match recorded a game: %+v", m)
	}
	m, err := crib.NewMatch(crib.ACC())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{-1, 2, 5, 6, math.MaxInt} {
		if got := m.Record(crib.GameOver{Winner: w, GamePoints: 2}); got != m {
			t.Errorf("a winner %d of a two-sided match was recorded: %+v", w, got)
		}
	}
}
