package bot_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
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

// TestBotsEveryLayout plays whole games of bots in every layout: they end,
// with a winner, and the bots never choose an illegal card.
func TestBotsEveryLayout(t *testing.T) {
	for _, l := range cribtest.Layouts() {
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
			if _, ok := g.Winner(); !ok {
				t.Errorf("%d seats: no winner", l.Seats)
			}
			if act, seat := g.Next(); act != crib.StepNone || seat != crib.NoSeat {
				t.Errorf("%d seats: next %v %d after the end", l.Seats, act, seat)
			}
		}
	}
}

// replyPoints agrees with score.Play for every rank with a card left, on random piles of the
// play (their ranks drawn close together, so that pairs and runs are
// common).
func TestPropReplyPointsIsPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lo := rapid.IntRange(1, 13).Draw(t, "lowest rank")
		hi := min(13, lo+rapid.IntRange(0, 5).Draw(t, "spread"))
		size := rapid.IntRange(0, bot.MaxPile).Draw(t, "size")
		var pile []cards.Card
		var in cards.Set
		count := 0
		for range size {
			r := rapid.IntRange(lo, hi).Draw(t, "rank")
			c := cards.Card(r)<<2 | cards.Card(rapid.IntRange(0, 3).Draw(t, "suit"))
			if in.Has(c) || count+score.Value(c) > 31 {
				continue
			}
			pile, in, count = append(pile, c), in.With(c), count+score.Value(c)
		}
		var got [14]int
		bot.ReplyPoints(pile, count, &got)
		for r := 1; r <= 13; r++ {
			want := got[r] // no card of rank r left: nothing to compare
			for s := range 4 {
				c := cards.Card(r)<<2 | cards.Card(s)
				if !in.Has(c) {
					want = 0
					if count+score.Value(c) <= 31 {
						want = score.Play(append(pile[:len(pile):len(pile)], c))
					}
					break
				}
			}
			if got[r] != want {
				t.Fatalf("replyPoints(%v) for rank %d = %d, score.Play says %d", pile, r, got[r], want)
			}
		}
	})
}

// The analysis bot's choices allocate nothing.
func TestAnalysisBotAllocatesNothing(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []crib.Strategy{bot.Analysis{}, bot.Analysis{}}
	rands := []*rand.Rand{cards.NewRand(1), cards.NewRand(2)}
	discards, lays := 0, 0
	for g.Phase() != crib.PhaseOver && (discards == 0 || lays < 10) {
		switch act, seat := g.Next(); act {
		case crib.StepDiscard:
			v := g.DiscardView(seat)
			if a := testing.AllocsPerRun(20, func() { bot.Analysis{}.Discard(v, nil) }); a != 0 {
				t.Errorf("Discard allocates %v times a call", a)
			}
			discards++
		case crib.StepLay:
			v := g.LayView(seat)
			if a := testing.AllocsPerRun(20, func() { bot.Analysis{}.Lay(v, nil) }); a != 0 {
				t.Errorf("Lay allocates %v times a call", a)
			}
			lays++
		}
		a, err := crib.NextAction(g, bots, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if discards == 0 || lays < 10 {
		t.Fatalf("asked %d discards and %d lays", discards, lays)
	}
}

func TestHostileBotsZeroView(t *testing.T) {
	for _, bot := range []crib.Strategy{bot.Random{}, bot.Analysis{}} {
		if c := bot.Lay(crib.LayView{}, nil); c != cards.NoCard {
			t.Errorf("%v: Lay of the zero view = %v, want NoCard", bot, c)
		}
		if s := bot.Discard(crib.DiscardView{}, nil); s != 0 {
			t.Errorf("%v: Discard of the zero view = %v, want none", bot, s)
		}
		if s := bot.Discard(crib.DiscardView{Throw: -1, Dealt: 0xfff}, nil); s != 0 {
			t.Errorf("%v: Discard of -1 cards = %v, want none", bot, s)
		}
	}
}
