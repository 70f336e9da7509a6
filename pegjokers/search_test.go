package pegjokers_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// quickSearch is a search bot on a small budget, for tests that ask it
// many questions.
var quickSearch = pegjokers.SearchBot{Worlds: 3, Candidates: 3, Rounds: 1}

// TestSearchBotChoosesLegally: in views of real games of any seating and
// rules, missed draws and a draw pending included, and in views made by
// hand, the search bot's choice is one the game accepts.
func TestSearchBotChoosesLegally(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seed := drawnGame(t)
		rng := cards.NewRand(seed)
		g = stepsOn(t, g, rng, rapid.IntRange(0, 300).Draw(t, "steps"), 2, 6)
		if g.Over() || len(g.Choices()) == 0 {
			return
		}
		v := g.View()
		ch := quickSearch.Choose(v, rng)
		if _, _, err := g.Apply(ch); err != nil {
			t.Fatalf("search chose %v: %v", ch, err)
		}
		hand := pegjokers.View{Position: v.Position, Hand: v.Hand, Rules: v.Rules}
		if ch := quickSearch.Choose(hand, rng); !legalChoice(hand, ch) {
			t.Fatalf("in a view made by hand search chose %v", ch)
		}
	})
}

// TestSearchBotReplays: the same view and source give the same choice,
// and so does a nil source; the zero view gets the zero Choice.
func TestSearchBotReplays(t *testing.T) {
	g := midGame(t, pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, 3, 30)
	v := g.View()
	bot := pegjokers.SearchBot{Worlds: 4}
	if a, b := bot.Choose(v, cards.NewRand(1)), bot.Choose(v, cards.NewRand(1)); a != b {
		t.Errorf("one source, two choices: %v and %v", a, b)
	}
	if a, b := bot.Choose(v, nil), bot.Choose(v, nil); a != b {
		t.Errorf("no source, two choices: %v and %v", a, b)
	}
	if ch := bot.Choose(pegjokers.View{}, nil); ch != (pegjokers.Choice{}) {
		t.Errorf("the zero view: %v", ch)
	}
	if s := bot.String(); s != "search" {
		t.Errorf("String() = %q", s)
	}
}

// TestSearchBotPlaysEverySeating: games of search bots end, in every
// seating.
func TestSearchBotPlaysEverySeating(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games of search")
	}
	for _, st := range pegjokers.Seatings() {
		rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: 1, Seed: 5},
			[]pegjokers.Strategy{quickSearch})
		if err != nil || rep.Capped != 0 {
			t.Errorf("%v: %v, %v", st, rep, err)
		}
	}
}

// TestSearchBotBeatsHeuristic: in four-player pairs, the search bot's
// team against the heuristic bot's, teams alternated, the search bot at
// its default budget wins more than half of 64 seeded games, clearly:
// at least 35 (55%), which a bot with its measured edge fails to reach
// less than once in a hundred seeds. The edge is measured over 2,000
// games by examples/pegjokers-search (68.9% with seed 1, the 95% interval
// 66.8% to 70.9%); this short run guards against losing it.
func TestSearchBotBeatsHeuristic(t *testing.T) {
	if testing.Short() {
		t.Skip("64 games of search")
	}
	const games = 64
	rep, err := pegjokers.RunSelfPlay(context.Background(),
		pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Games: games, Seed: 2026},
		[]pegjokers.Strategy{pegjokers.SearchBot{}, pegjokers.HeuristicBot{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v", rep)
	if rep.Wins[0] < 35 {
		t.Errorf("the search bot won %d of %d games against the heuristic bot:\n%v", rep.Wins[0], games, rep)
	}
}

// TestSearchBotsFirstCandidateIsTheHeuristics: the search weighs the
// heuristic bot's own choice first, so that with one candidate it plays
// exactly as the heuristic bot does.
func TestSearchBotsFirstCandidateIsTheHeuristics(t *testing.T) {
	bot := pegjokers.SearchBot{Candidates: 1}
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 12)
	for !g.Over() {
		v := g.View()
		h := pegjokers.HeuristicBot{}.Choose(v, nil)
		if s := bot.Choose(v, nil); s != h {
			t.Fatalf("turn %d: one candidate, search chose %v, the heuristic %v", g.Turns(), s, h)
		}
		g, _ = mustPlay(t, g, h)
	}
}

// BenchmarkSearchBot makes one decision a op at the default budget, in
// turn from views early, in the middle and late in a four-player game in
// pairs: the figure quoted for a search bot's decision.
func BenchmarkSearchBot(b *testing.B) {
	var vs []pegjokers.View
	g := newGame(b, pegjokers.DefaultRules, 4, pegjokers.Pairs, 9)
	for i := 0; !g.Over(); i++ {
		if i%20 == 10 {
			vs = append(vs, g.View())
		}
		g, _ = mustPlay(b, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
	}
	r := cards.NewRand(1)
	var bot pegjokers.SearchBot
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		bot.Choose(vs[i%len(vs)], r)
		i++
	}
	b.ReportMetric(float64(len(vs)), "views")
}

// A search bot's turn: it weighs the heuristic bot's best few choices in
// worlds drawn from its view, and may overrule the heuristic.
func ExampleSearchBot() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2)
	if err != nil {
		panic(err)
	}
	for range 12 {
		if g, _, err = g.Play(pegjokers.HeuristicBot{}.Choose(g.View(), nil)); err != nil {
			panic(err)
		}
	}
	v := g.View()
	fmt.Println(v.Seat(), "holds", cards.FormatList(v.Hand))
	fmt.Println("heuristic:", pegjokers.HeuristicBot{}.Choose(v, nil))
	fmt.Println("search:   ", pegjokers.SearchBot{}.Choose(v, rand.New(rand.NewPCG(1, 2))))
	// Output:
	// Blue holds 3C 10H 4H 5H 3D
	// heuristic: 10H t10+10
	// search:    3C t10+3
}
