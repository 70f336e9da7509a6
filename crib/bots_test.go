package crib_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
)

// TestAnalysisBeatsRandom is the bar: the analysis bot wins at
// least 80% of 1,000 seeded games against the random bot.
func TestAnalysisBeatsRandom(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	rep, err := crib.RunSelfPlay(crib.SelfPlay{Games: games, Seed: 2026}, crib.AnalysisBot{}, crib.RandomBot{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("analysis vs random, %d games: %d-%d, win rate %.3f (95%% CI %.3f-%.3f), skunks %v, double %v",
		rep.Games, rep.Wins[0], rep.Wins[1], rep.WinRate, rep.CI95[0], rep.CI95[1], rep.Skunks, rep.DoubleSkunks)
	t.Logf("play: %v | %v", rep.Play[0], rep.Play[1])
	t.Logf("hand: %v | %v", rep.Hand[0], rep.Hand[1])
	t.Logf("crib: %v | %v", rep.Crib[0], rep.Crib[1])
	if rep.WinRate < 0.80 {
		t.Errorf("win rate %.3f < 0.80", rep.WinRate)
	}
	if rep.Wins[0]+rep.Wins[1] != games {
		t.Errorf("wins %v", rep.Wins)
	}
}

// TestRunnerDeterministic: the same seed gives the same report whatever the
// number of goroutines.
func TestRunnerDeterministic(t *testing.T) {
	cfg := crib.SelfPlay{Games: 40, Seed: 7, Workers: 1}
	one, err := crib.RunSelfPlay(cfg, crib.AnalysisBot{}, crib.RandomBot{})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{2, 5, 0} {
		cfg.Workers = w
		rep, err := crib.RunSelfPlay(cfg, crib.AnalysisBot{}, crib.RandomBot{})
		if err != nil {
			t.Fatal(err)
		}
		if rep != one {
			t.Errorf("workers %d: %+v\nworkers 1: %+v", w, rep, one)
		}
	}
	cfg.Rules.Layout = crib.FourPlayer()
	if _, err := crib.RunSelfPlay(cfg, crib.RandomBot{}, crib.AnalysisBot{}); err != nil {
		t.Errorf("four players: %v", err)
	}
	cfg.Rules.Layout = crib.ThreePlayer()
	if _, err := crib.RunSelfPlay(cfg, crib.RandomBot{}, crib.AnalysisBot{}); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("three sides: %v", err)
	}
}

// TestBotsEveryLayout plays whole games of bots in every layout: they end,
// with a winner, and the bots never choose an illegal card.
func TestBotsEveryLayout(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		for seed := range uint64(3) {
			g, err := crib.NewGame(crib.Rules{Layout: l}, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := make([]crib.Strategy, l.Seats)
			for s := range players {
				players[s] = []crib.Strategy{crib.AnalysisBot{}, crib.RandomBot{}}[s%2]
			}
			g, err = crib.PlayGame(g, players, cards.NewRand(seed), nil)
			if err != nil {
				t.Fatalf("%d seats: %v", l.Seats, err)
			}
			if g.Winner() < 0 {
				t.Errorf("%d seats: no winner", l.Seats)
			}
		}
	}
}

type badBot struct{ crib.RandomBot }

func (badBot) Lay(v crib.LayView, r *rand.Rand) cards.Card { return cards.Joker }

func TestStrategyErrors(t *testing.T) {
	g, _ := crib.NewGame(crib.Rules{}, 1)
	_, err := crib.PlayGame(g, []crib.Strategy{badBot{}, badBot{}}, cards.NewRand(1), nil)
	if !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("err = %v", err)
	}
}

// bruteForce is the solver's oracle: plain minimax over every card (no
// pruning, no merging of ranks), the pone's points minus the dealer's.
func bruteForce(p crib.PlayState) int {
	if p.Over() {
		return 0
	}
	me := p.Turn() % 2
	best := 0
	first := true
	for c := range p.Legal().All() {
		q, st, err := p.Lay(c)
		if err != nil {
			panic(err)
		}
		v := st.Points() // for the side on turn
		rest := bruteForce(q)
		if q.Over() {
			rest = 0
		}
		if !q.Over() && q.Turn()%2 != me {
			rest = -rest
		}
		v += rest
		if first || v > best {
			best, first = v, false
		}
	}
	return best
}

func TestSolverAgainstBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 4).Draw(t, "cards each")
		cs := cardstest.Distinct(2*n).Draw(t, "cards")
		hs := []cards.Set{cards.SetOf(cs[:n]...), cards.SetOf(cs[n:]...)}
		p, err := crib.NewPlayState(hs, rapid.IntRange(0, 1).Draw(t, "leader"))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := crib.Solve(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := bruteForce(p); sol.Value != want {
			t.Fatalf("Solve = %d, brute force %d", sol.Value, want)
		}
		// The line is legal, uses every card, and scores Value.
		q := p
		diff := 0
		for _, c := range sol.Line {
			var st crib.PlayStep
			q, st, err = q.Lay(c)
			if err != nil {
				t.Fatalf("line %v: %v", sol.Line, err)
			}
			if st.Seat%2 == p.Turn()%2 {
				diff += st.Points()
			} else {
				diff -= st.Points()
			}
		}
		if !q.Over() || diff != sol.Value {
			t.Fatalf("line %v scores %d, value %d", sol.Line, diff, sol.Value)
		}
	})
}

func TestSolvePlayKnown(t *testing.T) {
	// The pone holds four fives; the dealer four tens. Whatever the pone
	// leads, the dealer makes 15.
	sol, err := crib.SolvePlay(four("5C 5D 5H 5S"), four("10C 10D 10H 10S"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sol.Moves) != 4 || len(sol.Line) != 8 {
		t.Errorf("%+v", sol)
	}
	if _, err := crib.SolvePlay(four("5C 5D 5H 5S"), four("5C 10D 10H 10S")); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("shared card: %v", err)
	}
}
