package main

import (
	"context"
	"io"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/pegjokers"
)

// options is what every game's run is given: the same for all three.
type options struct {
	Games    int
	Seed     uint64 // 0: unpredictable, and the report says which
	Workers  int    // 0: all cores
	Progress io.Writer
}

// recorder receives the record of game i (counted from 0), to be written
// as text if it is wanted.
type recorder func(i int, text func() ([]byte, error))

// histogram is a measure of the report the chart draws: for the games as a
// whole, or one panel for each bot.
type histogram struct {
	Measure string
	Whole   bool
	Label   string // the axis: "points", "turns"
}

// contest is one game as a tournament plays it, the one shape the three
// games share: bots by name, the measures worth a histogram, and a run of
// seeded games between some of the bots on all cores, handing the record
// of each game to rec when rec is not nil.
type contest struct {
	Title   string
	Bots    []string // every bot, in the order usage lists them
	Default string   // the bots of a tournament when -bots is not given
	Sides   int
	Hists   []histogram
	// Counts names the report's counts for people: a count not here is
	// printed under the name the game gives it.
	Counts map[string]string
	Play   func(ctx context.Context, o options, bots []string, rec recorder) (game.Report, error)
}

var contests = map[string]contest{
	"crib": {
		Title:   "ACC cribbage, two players",
		Bots:    names(cribBots),
		Default: "random,analysis",
		Sides:   2,
		Hists: []histogram{
			{Measure: "final margin", Whole: true, Label: "points"},
			{Measure: "losing score", Label: "points"},
		},
		Play: playCrib,
	},
	"cribwars": {
		Title:   "Crib Wars, two players, the default board",
		Bots:    names(cribBots),
		Default: "random,analysis",
		Sides:   2,
		Hists:   []histogram{{Measure: "deals", Whole: true, Label: "deals"}},
		// cribwars counts a win's game points as "games won", beside the
		// report's own games won, and names its skips for what they skip.
		Counts: map[string]string{
			"games won":     "game points (a win takes 1 from each loser, 2 from one skunked, 4 from one double skunked)",
			"skunks":        "wins with a loser skunked or double skunked",
			"slides":        "red slides taken",
			"time traps":    "time traps landed in",
			"shortcuts":     "green shortcuts taken",
			"penalty boxes": "penalty boxes landed in",
			"skips":         "penalty-box awards of 20 that skipped past a box or trap",
		},
		Play: playCribWars,
	},
	"pegjokers": {
		Title:   "Pegs and Jokers, four players in pairs",
		Bots:    names(pegjokersBots),
		Default: "random,heuristic,search",
		Sides:   2,
		Hists:   []histogram{{Measure: "turns", Whole: true, Label: "turns"}},
		Play:    playPegJokers,
	},
}

// The bots by name. crib's serve Crib Wars too; a new bot joins a game's
// tournaments by its line here.
var (
	cribBots      = map[string]crib.Strategy{"random": bot.Random{}, "analysis": bot.Analysis{}}
	pegjokersBots = map[string]pegjokers.Strategy{"random": pegjokers.RandomBot{}, "heuristic": pegjokers.HeuristicBot{}, "search": pegjokers.SearchBot{}}
)

// names lists a table's bots, weakest first where the table is written so.
func names[S any](bots map[string]S) []string {
	order := []string{"random", "analysis", "heuristic", "search"}
	var out []string
	for _, n := range order {
		if _, ok := bots[n]; ok {
			out = append(out, n)
		}
	}
	for n := range bots {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// pick returns the strategies named by bots from table.
func pick[S any](table map[string]S, bots []string) []S {
	out := make([]S, len(bots))
	for i, b := range bots {
		out[i] = table[b]
	}
	return out
}

func playCrib(ctx context.Context, o options, bots []string, rec recorder) (game.Report, error) {
	cfg := crib.SelfPlay{Games: o.Games, Seed: o.Seed, Workers: o.Workers, Progress: o.Progress}
	if rec != nil {
		cfg.Records = func(i int, r crib.Record) { rec(i, r.MarshalText) }
	}
	return crib.RunSelfPlay(ctx, cfg, pick(cribBots, bots))
}

func playCribWars(ctx context.Context, o options, bots []string, rec recorder) (game.Report, error) {
	cfg := cribwars.SelfPlay{Games: o.Games, Seed: o.Seed, Workers: o.Workers, Progress: o.Progress}
	if rec != nil {
		cfg.Records = func(i int, r cribwars.Record) { rec(i, r.MarshalText) }
	}
	return cribwars.RunSelfPlay(ctx, cfg, pick(cribBots, bots))
}

func playPegJokers(ctx context.Context, o options, bots []string, rec recorder) (game.Report, error) {
	cfg := pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Games:   o.Games, Seed: o.Seed, Workers: o.Workers, Progress: o.Progress,
	}
	if rec != nil {
		cfg.Records = func(i int, r pegjokers.Record) { rec(i, r.MarshalText) }
	}
	return pegjokers.RunSelfPlay(ctx, cfg, pick(pegjokersBots, bots))
}

// gameNames lists the games, for usage and errors.
func gameNames() string {
	ns := make([]string, 0, len(contests))
	for n := range contests {
		ns = append(ns, n)
	}
	slices.Sort(ns)
	return strings.Join(ns, ", ")
}
