package crib_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
)

// TestStrategiesCannotRecoverTheDeal: a strategy that searches 1,024
// seeds for its deal finds nothing in self-play with no seed given (the
// default: deals and strategies' sources are unpredictable), and its
// predictions of the starter are right no more often than chance allows
// (at most the expected hits plus four standard deviations, plus two).
// As a control, with deals from small seeds in its range and no source
// given, the same strategy predicts every starter.
func TestStrategiesCannotRecoverTheDeal(t *testing.T) {
	h, c := &cribtest.SeedHunter{Span: fairtest.HuntSpan}, &cribtest.SeedHunter{Span: fairtest.HuntSpan}
	fairtest.DealsHidden(t, 120, 4, h, c, func(games int) (uint64, int, error) {
		rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: games, Workers: 1}, []crib.Strategy{h, bot.Random{}})
		return rep.Seed, games, err
	}, func(seed uint64) (int, error) {
		_, err := crib.PlayGame(must.Get(crib.NewGame(crib.Rules{}, seed))(t), []crib.Strategy{c, c}, nil, nil)
		return 2, err
	})
}

// TestSeatSourcesHideTheCallersSource: a caller who gives PlayGame a
// source seeded like the deal (cards.NewRand of the game's seed) gives
// nothing away: a strategy that reads its source's state by reflection
// and inverts the generator finds no seed. As a control, the same attack
// on a seat source drawn straight from such a source (as a careless
// runner would) finds the seed.
func TestSeatSourcesHideTheCallersSource(t *testing.T) {
	fairtest.SeatSources(t, func(seed uint64, caller *rand.Rand, see func(*rand.Rand)) error {
		g := must.Get(crib.NewGame(crib.Rules{}, seed))(t)
		_, err := crib.PlayGame(g, []crib.Strategy{cribtest.Spy{See: see}, bot.Random{}}, caller, nil)
		return err
	})
}

// TestSeededGamesReplay: with a caller's seed, the same game, players and
// source give the same game, event for event, and the same record.
func TestSeededGamesReplay(t *testing.T) {
	play := func() ([]crib.Event, string) {
		g := must.Get(crib.NewGame(crib.Rules{}, 11))(t)
		var ev []crib.Event
		g, err := crib.PlayGame(g.Recording(), []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(11), func(e crib.Event) { ev = append(ev, e) })
		if err != nil {
			t.Fatal(err)
		}
		return ev, gametest.Text(t, gametest.Record(t, g))
	}
	ev1, rec1 := play()
	ev2, rec2 := play()
	if !reflect.DeepEqual(ev1, ev2) || rec1 != rec2 {
		t.Errorf("the same seeds played two games:\n%s\n%s", rec1, rec2)
	}
}

// PlayGame with no observer makes no events; the game it plays is the
// same one, to the last card and the record, as with an observer.
func TestPropPlayGameWithoutObserverIsTheSame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		layout := rapid.SampledFrom(cribtest.Layouts()).Draw(t, "layout")
		seed := rapid.Uint64().Draw(t, "seed")
		bots := make([]crib.Strategy, layout.Seats)
		for s := range bots {
			bots[s] = rapid.SampledFrom([]crib.Strategy{bot.Analysis{}, bot.Random{}}).Draw(t, "bot")
		}
		g := must.Get(crib.NewGame(crib.Rules{Layout: layout}, seed))(t).Recording()
		quiet, err := crib.PlayGame(g, bots, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		events := 0
		told, err := crib.PlayGame(g, bots, cards.NewRand(seed), func(crib.Event) { events++ })
		if err != nil {
			t.Fatal(err)
		}
		if events == 0 {
			t.Fatal("the observer saw no events")
		}
		if !bytes.Equal(saveJSON(t, quiet), saveJSON(t, told)) {
			t.Fatalf("without an observer:\n%s\nwith one:\n%s", saveJSON(t, quiet), saveJSON(t, told))
		}
		if q, o := gametest.Text(t, gametest.Record(t, quiet)), gametest.Text(t, gametest.Record(t, told)); q != o {
			t.Fatalf("the records differ:\n%s\n%s", q, o)
		}
	})
}

// PlayGame with no observer and no record steps the game in place rather
// than through Apply; the game it plays, from the start or from part way,
// is the one an observer would see played, the one a loop of NextAction
// and Apply plays (PlayGame's loop when there is an observer).
func TestPropPlayGameInPlaceIsApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		layout := rapid.SampledFrom(cribtest.Layouts()).Draw(t, "layout")
		rules := crib.Rules{
			Layout:        layout,
			GameHole:      rapid.SampledFrom([]int{31, 61, 121, 181}).Draw(t, "hole"),
			Declinable:    rapid.Bool().Draw(t, "declinable"),
			NoHeelsWithin: rapid.IntRange(0, 5).Draw(t, "noHeels"),
		}
		seed := rapid.Uint64().Draw(t, "seed")
		bots := make([]crib.Strategy, layout.Seats)
		for s := range bots {
			bots[s] = rapid.SampledFrom([]crib.Strategy{bot.Analysis{}, bot.Random{}}).Draw(t, "bot")
		}
		g := must.Get(crib.NewGame(rules, seed))(t)
		rands := []*rand.Rand{}
		for range layout.Seats {
			rands = append(rands, cards.NewRand(rapid.Uint64().Draw(t, "rand")))
		}
		// Part way: some actions taken by hand first.
		for range rapid.IntRange(0, 80).Draw(t, "before") {
			if g.Phase() == crib.PhaseOver {
				break
			}
			a, err := crib.NextAction(g, bots, rands)
			if err != nil {
				t.Fatal(err)
			}
			if g, _, err = g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		before := saveJSON(t, g)
		quiet, err := crib.PlayGame(g, bots, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		if after := saveJSON(t, g); !bytes.Equal(before, after) {
			t.Fatalf("PlayGame changed its caller's game:\n%s\n%s", before, after)
		}
		told, err := crib.PlayGame(g, bots, cards.NewRand(seed), func(crib.Event) {})
		if err != nil {
			t.Fatal(err)
		}
		if q, o := saveJSON(t, quiet), saveJSON(t, told); !bytes.Equal(q, o) {
			t.Fatalf("in place:\n%s\nthrough Apply, with an observer:\n%s", q, o)
		}
	})
}

var updateReport = flag.Bool("update-report", false, "write testdata/selfplay afresh from RunSelfPlay as it is")

// TestSelfPlayReportGolden keeps the reports of small seeded runs (two
// players, three, and four in partnerships) in testdata/selfplay, so that
// every count and measure a run takes (wins, skunks, losing scores, the
// final margin, the points of the play, hands and crib) is checked to the
// figure; go test -run TestSelfPlayReportGolden -update-report writes it
// afresh.
func TestSelfPlayReportGolden(t *testing.T) {
	var out strings.Builder
	for _, run := range []struct {
		name  string
		rules crib.Rules
		bots  []crib.Strategy
	}{
		{"two players", crib.Rules{}, []crib.Strategy{bot.Analysis{}, bot.Random{}}},
		{"three players to 61", crib.Rules{Layout: crib.ThreePlayer(), GameHole: 61}, []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Analysis{}}},
		{"four in partnerships", crib.Rules{Layout: crib.FourPlayer()}, []crib.Strategy{bot.Random{}, bot.Analysis{}}},
	} {
		rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Rules: run.rules, Games: 30, Seed: 5}, run.bots)
		if err != nil {
			t.Fatalf("%s: %v", run.name, err)
		}
		fmt.Fprintf(&out, "== %s\n%s\n", run.name, rep)
	}
	golden.Check(t, filepath.Join("testdata", "selfplay", "reports.txt"), []byte(out.String()), *updateReport, "go test ./crib -run TestSelfPlayReportGolden -update-report")
}

// TestPlayGameRecords: PlayGame keeps the record of a game that keeps one,
// and it replays to the same game.
func TestPlayGameRecords(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 9))(t)
	end, err := crib.PlayGame(g.Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Analysis{}}, cards.NewRand(9), nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := mustReplay(t, gametest.Text(t, gametest.Record(t, end)))
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, end)) {
		t.Error("the record replays to another game")
	}
}

// TestSelfPlayRecords: the self-play runner hands over every game's
// record, named by the strategies, one call at a time.
func TestSelfPlayRecords(t *testing.T) {
	records, got := gametest.Records[crib.Record](t)
	cfg := crib.SelfPlay{Rules: crib.Rules{GameHole: 61}, Games: 6, Seed: 3, Workers: 3, Records: records}
	rep, err := crib.RunSelfPlay(context.Background(), cfg, []crib.Strategy{bot.Analysis{}, bot.Random{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 6 {
		t.Fatalf("%d records", len(got))
	}
	wins := 0
	for i, r := range got {
		if len(r.Names) != 2 || r.Names[0] == r.Names[1] {
			t.Errorf("game %d names %v", i, r.Names)
		}
		g, _ := mustReplay(t, gametest.Text(t, r))
		if _, ok := g.Winner(); ok {
			wins++
		}
	}
	if wins != 6 || rep.Games != 6 {
		t.Errorf("%d games replay to a win of %d", wins, rep.Games)
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
		if winnerOf(ng) >= 0 {
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

func TestHostileRunSelfPlayNilStrategy(t *testing.T) {
	_, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: 2}, []crib.Strategy{nil, bot.Random{}})
	must.Is(t, "RunSelfPlay with a nil strategy", err, crib.ErrStrategy)
}

func TestHostilePlayGameZeroGame(t *testing.T) {
	must.Within(t, "PlayGame of the zero Game", func() {
		_, err := crib.PlayGame(crib.Game{}, []crib.Strategy{}, cards.NewRand(1), nil)
		must.Is(t, "PlayGame of the zero Game", err, crib.ErrZeroValue)
	})
}

func TestHostilePlayGameNilStrategy(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	_, err = crib.PlayGame(g, []crib.Strategy{bot.Random{}, nil}, cards.NewRand(1), nil)
	must.Is(t, "PlayGame with a nil strategy", err, crib.ErrStrategy)
	var e *crib.Error
	if !errors.As(err, &e) || e.Seat != 1 {
		t.Errorf("PlayGame with a nil strategy: %v does not name seat 1", err)
	}
}

func TestHostilePlayGameNilRand(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	must.Within(t, "PlayGame with a nil *rand.Rand", func() {
		g, err := crib.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Analysis{}}, nil, nil)
		if _, over := g.Winner(); err != nil || !over {
			t.Errorf("PlayGame with a nil *rand.Rand: over %v, %v", over, err)
		}
	})
}
