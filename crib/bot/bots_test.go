package bot_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/must"
)

// TestAnalysisBeatsRandom: the analysis bot wins at least 80% of 1,000
// seeded games against the random bot.
func TestAnalysisBeatsRandom(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: games, Seed: 2026}, []crib.Strategy{bot.Analysis{}, bot.Random{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("analysis vs random:\n%v", rep)
	if rep.Entrants[0] != "analysis" || rep.Entrants[1] != "random" {
		t.Errorf("entrants %q", rep.Entrants)
	}
	if rep.WinRate[0] < 0.80 {
		t.Errorf("win rate %.3f < 0.80", rep.WinRate[0])
	}
	if rep.Wins[0]+rep.Wins[1] != games {
		t.Errorf("wins %v", rep.Wins)
	}
	for e := range 2 {
		for _, name := range []string{"play points a deal", "hand points a deal", "crib points a deal"} {
			if rep.Stat(name, e).N == 0 {
				t.Errorf("no %q for %s", name, rep.Entrants[e])
			}
		}
	}
	if rep.Count("skunks", 0) == 0 || rep.Count("skunks", 0) < rep.Count("double skunks", 0) {
		t.Errorf("skunks %d, double %d", rep.Count("skunks", 0), rep.Count("double skunks", 0))
	}
}

// TestRunnerDeterministic: the same seed gives the same report whatever the
// number of goroutines.
func TestRunnerDeterministic(t *testing.T) {
	ctx := context.Background()
	bots := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	cfg := crib.SelfPlay{Games: 40, Seed: 7, Workers: 1}
	one, err := crib.RunSelfPlay(ctx, cfg, bots)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{2, 5, 0} {
		cfg.Workers = w
		rep, err := crib.RunSelfPlay(ctx, cfg, bots)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(one, rep, cmpopts.IgnoreUnexported(crib.Report{})); d != "" {
			t.Errorf("workers %d against 1 (-+):\n%s", w, d)
		}
	}
	cfg.Rules.Layout = crib.FourPlayer()
	if _, err := crib.RunSelfPlay(ctx, cfg, bots); err != nil {
		t.Errorf("four players: %v", err)
	}
	cfg.Rules.Layout = crib.ThreePlayer()
	if rep, err := crib.RunSelfPlay(ctx, cfg, bots); err != nil || rep.Wins[0]+rep.Wins[1] != cfg.Games {
		t.Errorf("three sides, two strategies: %v %v", rep.Wins, err)
	}
	cfg.Rules = crib.Rules{Claimed: true}
	if _, err := crib.RunSelfPlay(ctx, cfg, bots); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("claimed mode: %v", err)
	}
	cfg.Rules = crib.Rules{}
	if _, err := crib.RunSelfPlay(ctx, cfg, []crib.Strategy{bot.Random{}, nil}); !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("a nil strategy: %v", err)
	}
	if _, err := crib.RunSelfPlay(ctx, cfg, []crib.Strategy{bot.Random{}, badBot{}}); !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("a bad strategy: %v", err)
	}
}

// TestBotsEveryLayout plays whole games of bots in every layout: they end,
// with a winner, and the bots never choose an illegal card.
func TestBotsEveryLayout(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		for seed := range uint64(3) {
			g := must.Get(crib.NewGame(crib.Rules{Layout: l}, seed))(t)
			players := make([]crib.Strategy, l.Seats)
			for s := range players {
				players[s] = []crib.Strategy{bot.Analysis{}, bot.Random{}}[s%2]
			}
			g, err := crib.PlayGame(g, players, cards.NewRand(seed), nil)
			if err != nil {
				t.Fatalf("%d seats: %v", l.Seats, err)
			}
			if winner(g) < 0 {
				t.Errorf("%d seats: no winner", l.Seats)
			}
			if act, seat := g.Next(); act != crib.ActNone || seat != crib.NoSeat {
				t.Errorf("%d seats: next %v %d after the end", l.Seats, act, seat)
			}
		}
	}
}

type badBot struct{ bot.Random }

func (badBot) Lay(v crib.LayView, r *rand.Rand) cards.Card { return cards.Joker }

type panicBot struct{ bot.Random }

func (panicBot) Discard(v crib.DiscardView, r *rand.Rand) cards.Set { panic("boom") }

type greedyBot struct{ bot.Random }

func (greedyBot) Discard(v crib.DiscardView, r *rand.Rand) cards.Set { return v.Dealt }

// TestStrategyErrors: whatever a strategy does wrong, PlayGame returns an
// error naming the seat, never a panic, with the game before the step.
func TestStrategyErrors(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
	r := cards.NewRand(1)
	for _, tc := range []struct {
		name    string
		players []crib.Strategy
		r       *rand.Rand
		want    error
		seat    int
	}{
		{"illegal card", []crib.Strategy{badBot{}, badBot{}}, r, crib.ErrStrategy, -2},
		{"panic", []crib.Strategy{bot.Random{}, panicBot{}}, r, crib.ErrStrategy, 1},
		{"too many cards", []crib.Strategy{greedyBot{}, bot.Random{}}, r, crib.ErrStrategy, 0},
		{"nil strategy", []crib.Strategy{bot.Random{}, nil}, r, crib.ErrStrategy, 1},
		{"one player", []crib.Strategy{bot.Random{}}, r, crib.ErrBadSeat, -1},
	} {
		ng, err := crib.PlayGame(g, tc.players, tc.r, nil)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
			continue
		}
		e, ok := errors.AsType[*crib.Error](err)
		if !ok || (tc.seat != -2 && e.Seat != tc.seat) || e.Pkg != "crib" {
			t.Errorf("%s: %#v", tc.name, e)
		}
		if winner(ng) >= 0 {
			t.Errorf("%s: the game was won", tc.name)
		}
	}
	if _, err := crib.PlayGame(crib.Game{}, []crib.Strategy{bot.Random{}, bot.Random{}}, r, nil); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("the zero Game: %v", err)
	}
	claimed := must.Get(crib.NewGame(crib.Rules{Claimed: true}, 1))(t)
	if _, err := crib.PlayGame(claimed, []crib.Strategy{bot.Random{}, bot.Random{}}, r, nil); !errors.Is(err, crib.ErrWrongPhase) {
		t.Errorf("claimed mode: %v", err)
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

// TestPlayGameWithoutASeed: a nil random source is no seed given, and the
// strategies draw from unpredictable sources: the game plays to its end,
// and two such games of random bots from one deal's seed go their own ways.
func TestPlayGameWithoutASeed(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []crib.Strategy{bot.Random{}, bot.Random{}}
	var logs [2]string
	for i := range logs {
		end, err := crib.PlayGame(g, bots, nil, func(e crib.Event) { logs[i] += e.Describe(nil) + "\n" })
		if err != nil {
			t.Fatal(err)
		}
		if _, over := end.Winner(); !over {
			t.Fatal("the game did not end")
		}
	}
	if logs[0] == logs[1] {
		t.Error("two games without a seed played alike")
	}
}

// winner is the side that won g, or -1 while it goes on.
func winner(g crib.Game) int {
	if w, ok := g.Winner(); ok {
		return w
	}
	return -1
}
