// Command expert-vs measures bot.Expert against bot.Analysis:
// seeded two-player games to 121, the seats alternated, on all cores, and
// prints the report with the 95% interval of each bot's win rate:
//
//	go run ./examples/expert-vs                 # 20,000 games, seed 1
//	go run ./examples/expert-vs -games 2000 -seed 7
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

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/examples/internal/progress"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run is the program: flags from args, the report on stdout, progress and
// errors on stderr; it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("expert-vs", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 20_000, "the number of games")
	seed := fs.Uint64("seed", 1, "the run's seed")
	worlds := fs.Int("worlds", 0, "the expert's worlds a lay (0: its default)")
	quiet := fs.Bool("q", false, "no progress lines")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: expert-vs [-games N] [-seed S] [-worlds W] [-q]

Measures the expert cribbage bot (bot.Expert) against the analysis bot
(bot.Analysis): seeded two-player games to 121, the seats alternated, on all
cores. It prints the report and the expert's win rate with its 95% interval;
a progress line goes to stderr at most once a second. The same seed gives
the same games.

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
	if fs.NArg() > 0 || *games < 1 {
		fs.Usage()
		return 2
	}
	cfg := crib.SelfPlay{Games: *games, Seed: *seed}
	var p *progress.Writer
	if !*quiet {
		p = progress.New(stderr)
		cfg.Progress = p
	}
	rep, err := crib.RunSelfPlay(ctx, cfg, []crib.Strategy{bot.Expert{Worlds: *worlds}, bot.Analysis{}})
	if p != nil {
		p.Flush() // the last line, which says how the run ended
	}
	if err != nil {
		fmt.Fprintln(stderr, "expert-vs:", err)
		return 1
	}
	fmt.Fprintln(stdout, rep)
	fmt.Fprintf(stdout, "expert won %d of %d: %.2f%% (95%% interval %.2f%% to %.2f%%)\n",
		rep.Wins[0], rep.Games, 100*rep.WinRate[0], 100*rep.CI95[0][0], 100*rep.CI95[0][1])
	return 0
}
