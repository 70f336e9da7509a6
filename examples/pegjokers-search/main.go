// Command pegjokers-search measures the search bot against the heuristic
// bot: seeded four-player games in pairs, the search bot's team against
// the heuristic bot's, the teams' places alternated game by game, on all
// cores. It prints the report, with the search bot's win rate and its 95%
// interval.
//
//	go run ./examples/pegjokers-search                 # 2,000 games, seed 1
//	go run ./examples/pegjokers-search -games 200 -seed 7 -worlds 8
//	go run ./examples/pegjokers-search -seed 0         # an unpredictable seed, printed
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/pegboard/pegboard/examples/internal/progress"
	"github.com/pegboard/pegboard/pegjokers"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "pegjokers-search:", err)
		os.Exit(2)
	}
}

func run(ctx context.Context, args []string, w, errw io.Writer) error {
	fs := flag.NewFlagSet("pegjokers-search", flag.ContinueOnError)
	fs.SetOutput(errw)
	games := fs.Int("games", 2000, "games to play")
	seed := fs.Uint64("seed", 1, "seed of the run (0: an unpredictable one, printed)")
	workers := fs.Int("workers", 0, "goroutines (0: one for each core)")
	worlds := fs.Int("worlds", 0, "worlds the search bot samples a decision (0: the default)")
	cands := fs.Int("candidates", 0, "choices the search bot weighs (0: the default)")
	rounds := fs.Int("rounds", 0, "rounds each rollout plays (0: the default)")
	quiet := fs.Bool("quiet", false, "no progress lines")
	fs.Usage = func() {
		fmt.Fprint(errw, `Usage: pegjokers-search [flags]

Measures the search bot of Pegs and Jokers against the heuristic bot:
seeded four-player games in pairs, the search bot's team against the
heuristic bot's, the teams' places alternated game by game, on all cores.
It prints the report and the search bot's win rate with its 95% interval;
a progress line goes to stderr at most once a second. The same seed gives
the same games on any number of workers.

Example:
  go run ./examples/pegjokers-search -games 200 -seed 7 -worlds 8

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	switch {
	case *games < 1:
		return fmt.Errorf("-games %d: at least 1", *games)
	case *worlds < 0 || *cands < 0 || *rounds < 0 || *workers < 0:
		return fmt.Errorf("-worlds, -candidates, -rounds and -workers may not be negative")
	}
	bot := pegjokers.SearchBot{Worlds: *worlds, Candidates: *cands, Rounds: *rounds}
	cfg := pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Games:   *games, Seed: *seed, Workers: *workers,
	}
	var lines *progress.Writer
	if !*quiet {
		lines = progress.New(errw)
		cfg.Progress = lines
	}
	start := time.Now()
	rep, err := pegjokers.RunSelfPlay(ctx, cfg, []pegjokers.Strategy{bot, pegjokers.HeuristicBot{}})
	if lines != nil {
		lines.Flush() // the last line, which says how the run ended
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Pegs and Jokers, 4 players in pairs: %v against %v, %d games, seed %d\n\n",
		bot, pegjokers.HeuristicBot{}, rep.Games, rep.Seed)
	fmt.Fprintln(w, rep)
	ci := rep.CI95[0]
	fmt.Fprintf(w, "\nThe search bot won %.1f%% of the games (95%% interval %.1f%% to %.1f%%) in %v.\n",
		100*rep.WinRate[0], 100*ci[0], 100*ci[1], time.Since(start).Round(time.Second))
	return nil
}
