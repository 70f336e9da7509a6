// Command expert-vs measures bot.Expert against another bot in the arena
// (package crib/arena): duplicate deals, each deal seed played once with
// each bot in each seat, on all cores, and prints the report with the 95%
// interval of each bot's win rate from the duplicate pairs:
//
//	go run ./examples/expert-vs                     # 20,000 games (10,000 pairs), against bot.Analysis, seed 1
//	go run ./examples/expert-vs -games 2000 -seed 7 -vs calculated
//	go run ./examples/expert-vs -players 4          # two partnerships of two
//	go run ./examples/expert-vs -ladder -games 400  # the ladder: every bot against every other, rated
//
// A progress line goes to stderr at most once a second, and the last at the
// end.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/arena"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/examples/internal/progress"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// level is a rung of the ladder: a bot, and what it does.
type level struct {
	name string
	bot  func(worlds int) crib.Strategy
	does string
}

// ladder is the pool of bots from the beginner to the expert.
var ladder = []level{
	{"random", func(int) crib.Strategy { return bot.Random{} }, "lays away and lays legal cards at random"},
	{"scripted", func(int) crib.Strategy { return bot.Scripted{} }, "keeps the four cards that count the most on their own; lays the card that scores the most at once"},
	{"calculated", func(int) crib.Strategy { return bot.Calculated{} }, "lays away by the exact expected hand and crib over every starter; lays the card that scores the most at once"},
	{"analysis", func(int) crib.Strategy { return bot.Analysis{} }, "lays away as calculated; lays by the points now less the reply it can expect from the unseen cards"},
	{"expert", func(w int) crib.Strategy { return bot.Expert{Worlds: w} }, "lays away as analysis plus the play's expected points; lays by solving exactly worlds sampled as the opponent likely kept; plays to the board near the end"},
}

// run is the program: flags from args, the report on stdout, progress and
// errors on stderr; it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("expert-vs", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 20_000, "the number of games (rounded up to whole duplicate sets); with -ladder, of each match")
	seed := fs.Uint64("seed", 1, "the run's seed")
	worlds := fs.Int("worlds", 0, "the expert's worlds a lay (0: its default)")
	vs := fs.String("vs", "analysis", "the opponent: "+strings.Join(names(), ", "))
	players := fs.Int("players", 2, "players at the table: 2, 3, 4 (two partnerships) or 6 (three)")
	doLadder := fs.Bool("ladder", false, "play every bot of the ladder against every other and print their ratings")
	workers := fs.Int("workers", 0, "goroutines (0: all cores); the results do not depend on it")
	quiet := fs.Bool("q", false, "no progress lines")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: expert-vs [-games N] [-seed S] [-vs BOT] [-players P] [-worlds W] [-ladder] [-workers N] [-q]

Measures the expert cribbage bot (bot.Expert) against the analysis bot
(bot.Analysis), or the bot -vs names, in the arena: duplicate deals, each
deal seed played once with each bot in each seat, so that each holds the
other's cards, on all cores. It prints the report and the expert's win rate
with its 95% interval from the duplicate pairs; a progress line goes to
stderr at most once a second. The same seed gives the same games.

With -ladder it plays every bot of the ladder (random, scripted, calculated,
analysis, expert) against every other and prints their Elo ratings as a
table.

Example:
  go run ./examples/expert-vs -games 2000 -seed 7

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	layout, lerr := layoutFor(*players)
	opp := slices.IndexFunc(ladder, func(l level) bool { return l.name == *vs })
	if fs.NArg() > 0 || *games < 1 || *games > 2*arena.MaxDeals || opp < 0 || lerr != nil || *workers < 0 {
		fs.Usage()
		return 2
	}
	cfg := arena.Config{Rules: crib.Rules{Layout: layout}, Deals: (*games + layout.Sides - 1) / layout.Sides, Seed: *seed, Workers: *workers}
	var p *progress.Writer
	if !*quiet {
		p = progress.New(stderr)
		cfg.Progress = p
	}
	var out string
	var err error
	if *doLadder {
		out, err = playLadder(ctx, cfg, *worlds)
	} else {
		out, err = playMatch(ctx, cfg, ladder[opp].bot(*worlds), *worlds)
	}
	if p != nil {
		p.Flush() // the last line, which says how the run ended
	}
	if err != nil {
		fmt.Fprintln(stderr, "expert-vs:", err)
		return 1
	}
	fmt.Fprintln(stdout, out)
	return 0
}

// playMatch measures the expert against opp: one expert side, the others
// opp's.
func playMatch(ctx context.Context, cfg arena.Config, opp crib.Strategy, worlds int) (string, error) {
	bots := []crib.Strategy{bot.Expert{Worlds: worlds}}
	for len(bots) < cfg.Rules.Layout.Sides {
		bots = append(bots, opp)
	}
	r, err := arena.Play(ctx, cfg, bots)
	if err != nil {
		return "", err
	}
	e := r.Bots[0]
	return fmt.Sprintf("%v\nexpert won %s of %s: %.2f%% (95%% interval %.2f%% to %.2f%%), from %s duplicate %s of deals",
		r, thousands(e.Wins), thousands(r.Games), 100*e.WinRate, 100*e.WinCI95[0], 100*e.WinCI95[1],
		thousands(r.Deals), map[bool]string{true: "pairs", false: "sets"}[r.Sides == 2]), nil
}

// playLadder plays the round robin of the ladder and returns its table,
// with what each level does, and the matrix of win rates.
func playLadder(ctx context.Context, cfg arena.Config, worlds int) (string, error) {
	pool := make([]crib.Strategy, len(ladder))
	for i, l := range ladder {
		pool[i] = l.bot(worlds)
	}
	cfg.Anchor = slices.IndexFunc(ladder, func(l level) bool { return l.name == "analysis" })
	l, err := arena.RoundRobin(ctx, cfg, pool)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The ladder, seed %d: every two bots on the same %s duplicate pairs of deals (%s games a match); Elo by Bradley–Terry, analysis at 0, 95%% intervals from %d resamples of the pairs.\n\n",
		l.Seed, thousands(l.Deals), thousands(2*l.Deals), arena.Resamples)
	b.WriteString("| level | bot | what it does | Elo | 95% interval | won |\n|---:|---|---|---:|---:|---:|\n")
	for i, lv := range ladder {
		r := l.Ratings[i]
		fmt.Fprintf(&b, "| %d | `%s` | %s | %.0f | %.0f to %.0f | %.1f%% |\n", i+1, r.Name, lv.does, r.Elo, r.CI95[0], r.CI95[1], 100*r.WinRate)
	}
	b.WriteString("\n")
	b.WriteString(l.String())
	return b.String(), nil
}

// layoutFor returns the arena's layout for a number of players.
func layoutFor(players int) (crib.Layout, error) {
	switch players {
	case 2, 3:
		return crib.LayoutFor(players, players)
	case 4:
		return crib.FourPlayer(), nil
	case 6:
		return crib.SixPlayer(), nil
	}
	return crib.Layout{}, fmt.Errorf("no table of %d players", players)
}

// names lists the ladder's bots.
func names() []string {
	out := make([]string, len(ladder))
	for i, l := range ladder {
		out[i] = l.name
	}
	return out
}

// thousands formats n with commas between groups of three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
