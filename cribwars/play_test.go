package cribwars_test

// Whole games between bots: PlayGame, RunSelfPlay, and what they show.

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

func TestPlayGame(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		players := make([]crib.Strategy, l.Seats)
		for s := range players {
			players[s] = bot.Random{}
		}
		run := func() (string, cribwars.Result) {
			g := newGame(t, cribwars.Config{Layout: l}, 5)
			var b strings.Builder
			g, err := cribwars.PlayGame(g, players, cards.NewRand(5), func(e crib.Event) {
				b.WriteString(e.Describe(names[:l.Seats]))
				b.WriteByte('\n')
			})
			if err != nil {
				t.Fatal(err)
			}
			res, ok := g.Result()
			if !ok {
				t.Fatal("not over")
			}
			return b.String(), res
		}
		log1, res1 := run()
		log2, res2 := run()
		if log1 != log2 || !cmp.Equal(res1, res2) {
			t.Errorf("%d seats: not deterministic", l.Seats)
		}
		if !strings.Contains(log1, "the game hole 363") {
			t.Errorf("%d seats: %s", l.Seats, log1[max(0, len(log1)-500):])
		}
	}
	// A penalty applied before the game is played: Bob, at 98, declines
	// the 2 that would land him in the penalty box.
	g := newGame(t, cribwars.Config{}, 1)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Place{Side: 1, Peg: main(98)}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"}))
	var first string
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), func(e crib.Event) {
		if first == "" {
			first = e.Describe(names[:2])
		}
	}); err != nil || first != "Bob declines 2 points." {
		t.Errorf("%v: %q", err, first)
	}
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}}, cards.NewRand(1), nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("one player: %v", err)
	}
	g = newGame(t, cribwars.Config{Claimed: true}, 1)
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), nil); err == nil {
		t.Error("a claimed game played by bots")
	}
}

func TestRunSelfPlay(t *testing.T) {
	ctx := context.Background()
	cfg := cribwars.SelfPlay{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Games: 12, Seed: 3}
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Random{}}
	run := func(workers int) crib.Report {
		c := cfg
		c.Workers = workers
		rep, err := cribwars.RunSelfPlay(ctx, c, players)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, four := run(1), run(4)
	if d := cmp.Diff(one, four, cmpopts.IgnoreUnexported(crib.Report{})); d != "" {
		t.Errorf("workers change the report (-+):\n%s", d)
	}
	if one.Wins[0]+one.Wins[1]+one.Wins[2] != 12 || one.Stat("deals", crib.Whole).N != 12 || one.Count("time traps", crib.Whole) == 0 {
		t.Errorf("%v", one)
	}
	won := 0
	for e := range 3 {
		won += one.Count("games won", e)
		if one.Count("games won", e) < one.Wins[e] || one.Count("skunks", e) > one.Wins[e] {
			t.Errorf("%s: won %d, games won %d, skunks %d", one.Entrants[e], one.Wins[e], one.Count("games won", e), one.Count("skunks", e))
		}
	}
	if won < 12*2 {
		t.Errorf("games won %d: each win is at least one game from each of two losers", won)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no strategies: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("no games: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1, Config: cribwars.Config{Claimed: true}}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("claimed mode: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, []crib.Strategy{nil, bot.Random{}}); !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("a nil strategy: %v", err)
	}
}

// The play's scores come in PlayMoves order.
func TestPlayMovesOrder(t *testing.T) {
	g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 9)
	var moves []int
	var want []int
	_, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}, cards.NewRand(9), func(e crib.Event) {
		switch e := e.(type) {
		case crib.Laid:
			want = cribwars.AppendPlayMoves(want, e.Step.Score, e.Step.GoPoint || e.Step.LastCard)
		case cribwars.Pegged:
			switch e.Score.Kind {
			case crib.ScorePlay, crib.ScoreGo, crib.ScoreLast:
				moves = append(moves, e.Score.Points)
			}
		case crib.GameOver, cribwars.GameOver:
			want = want[:len(moves)] // the last card's go may not come
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(moves, want) {
		t.Errorf("moves %v\nwant  %v", moves, want)
	}
	_ = score.Play
}

// His heels near the end: crib's NoHeelsWithin, read on crib's Front (the
// peg's progress), agrees with Rules.JackTurnedUp at every position of the
// board, side paths included.
func TestHeelsAgreeWithJackTurnedUp(t *testing.T) {
	for _, b := range []cribwars.Board{cribwars.DefaultBoard(), cribwars.PlainBoard()} {
		for _, h := range []cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree} {
			r := cribwars.Rules{Heels: h}
			cr, err := cribwars.Config{Board: b, Rules: r}.CribRules()
			if err != nil {
				t.Fatal(err)
			}
			for p := range b.Positions() {
				want, _ := r.JackTurnedUp(b, p)
				n := cr.NoHeelsWithin
				got := 0
				if n == 0 || b.Progress(p) <= cr.GameHole-n {
					got = cribwars.HeelsPoints
				}
				if got != want {
					t.Errorf("%s, %v at %v: crib %d, JackTurnedUp %d", b.Name(), h, p, got, want)
				}
			}
		}
	}
}

// namedBot is a random bot with a name of its own, so that a record's
// names tell the entrants apart.
type namedBot struct {
	bot.Random
	name string
}

func (b namedBot) String() string { return b.name }

// TestSelfPlayTallies: a run's counts agree with its games replayed from
// their records: each entrant's "games won" is the sum of its wins'
// Result.Games and its "skunks" the wins where a loser lost 2 games or
// more; "deals" is each game's deals dealt, and the counts of the special
// holes are the board events of each kind. Both layouts of sides are
// played, and the games hold wins with a skunk and without.
func TestSelfPlayTallies(t *testing.T) {
	for _, c := range []struct {
		layout  crib.Layout
		rules   cribwars.Rules
		players []crib.Strategy
	}{
		{crib.TwoPlayer(), cribwars.Rules{}, []crib.Strategy{bot.Analysis{}, namedBot{name: "Bob"}}},
		// Three sides on this board all but always leave a loser behind
		// the 90 line: a lower line, and no double skunk, makes plain
		// wins, wins of one skunk and of two.
		{crib.ThreePlayer(), cribwars.Rules{SkunkLine: 60, DoubleSkunkLine: -1},
			[]crib.Strategy{bot.Analysis{}, namedBot{name: "Bob"}, namedBot{name: "Cy"}}},
	} {
		var recs []cribwars.Record
		rep, err := cribwars.RunSelfPlay(context.Background(), cribwars.SelfPlay{Config: cribwars.Config{Layout: c.layout, Board: boxBoard(), Rules: c.rules},
			Games: 16, Seed: 5, Workers: 1, Records: func(_ int, rec cribwars.Record) { recs = append(recs, rec) }}, c.players)
		if err != nil {
			t.Fatal(err)
		}
		type tally struct{ Won, Skunks int }
		want, got := map[string]tally{}, map[string]tally{}
		holes := map[string]int{}
		var deals []float64
		plain, skunked := 0, 0
		for _, rec := range recs {
			g, evs, err := cribwars.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			res, over := g.Result()
			if !over || len(rec.Names) != c.layout.Seats {
				t.Fatalf("game %v: over %v, names %q", res, over, rec.Names)
			}
			w := want[rec.Names[slices.Index(sidesOf(c.layout), res.Winner)]]
			w.Won += res.Games
			if slices.ContainsFunc(res.Lost[:], func(l int) bool { return l >= 2 }) {
				w.Skunks++
				skunked++
			} else {
				plain++
			}
			want[rec.Names[slices.Index(sidesOf(c.layout), res.Winner)]] = w
			d := 0
			for _, e := range evs {
				switch e := e.(type) {
				case crib.Dealt:
					d++
				case cribwars.BoardEvent:
					holes[e.Event.Kind.String()]++
				}
			}
			deals = append(deals, float64(d))
		}
		for e, name := range rep.Entrants {
			if n, s := rep.Count("games won", e), rep.Count("skunks", e); n != 0 || s != 0 || want[name] != (tally{}) {
				got[name] = tally{n, s}
			}
		}
		if diff := cmp.Diff(want, got); diff != "" || plain == 0 || skunked == 0 {
			t.Errorf("%d sides: games won and skunks (-replayed +reported), %d plain wins and %d skunks:\n%s", c.layout.Sides, plain, skunked, diff)
		}
		slices.Sort(deals)
		var hist []float64
		for _, s := range rep.Stats {
			if s.Name == "deals" && s.Entrant == crib.Whole {
				for _, b := range s.Hist {
					for range b.N {
						hist = append(hist, b.Value)
					}
				}
			}
		}
		if diff := cmp.Diff(deals, hist); diff != "" {
			t.Errorf("%d sides: deals (-replayed +reported):\n%s", c.layout.Sides, diff)
		}
		for kind, name := range map[cribwars.EventKind]string{cribwars.Slid: "slides", cribwars.Trapped: "time traps",
			cribwars.TookShortcut: "shortcuts", cribwars.LandedInBox: "penalty boxes", cribwars.SkippedPast: "skips"} {
			if got, want := rep.Count(name, crib.Whole), holes[kind.String()]; got != want {
				t.Errorf("%d sides: %s: %d reported, %d replayed", c.layout.Sides, name, got, want)
			}
		}
	}
}

// sidesOf returns the side of each seat of l.
func sidesOf(l crib.Layout) []int {
	s := make([]int, l.Seats)
	for i := range s {
		s[i] = l.Side(i)
	}
	return s
}
