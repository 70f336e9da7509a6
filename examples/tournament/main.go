// Command tournament plays a round robin between bots of one of pegboard's
// games: every pair of bots meets equally often, the seats alternated, in
// seeded games on all cores. It prints each bot's wins with a 95% interval,
// who beat whom, and what the games measured; it can draw the results as
// an SVG chart and write the records of the games asked for.
//
//	go run ./examples/tournament -game crib -games 2000 -bots random,analysis
//	go run ./examples/tournament -game pegjokers -games 200 -bots random,heuristic,search
//	go run ./examples/tournament -game cribwars -seed 7 -svg wars.svg
//	go run ./examples/tournament -records games -record-games 1,5
//
// The same -seed gives the same results on any number of -workers; with no
// seed the run draws one unpredictably and prints it. Runs of 1,000 games
// or more write a progress line to stderr at most once a second, and the
// last line at the end; an interrupt
// (Ctrl-C) stops the run between games.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/pegboard/pegboard/examples/internal/progress"
	"github.com/pegboard/pegboard/internal/game"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "tournament:", err)
		os.Exit(2)
	}
}

// progressFrom is the number of games from which a run writes progress,
// a line at most every progressEvery by the clock now.
const progressFrom = 1000

var (
	progressEvery = progress.Every
	now           = time.Now
)

// config is what the flags ask for.
type config struct {
	name    string
	c       contest
	bots    []string
	opts    options
	svg     string
	records string
	wanted  []int // games to record, counted from 1; nil: every game
}

func run(ctx context.Context, args []string, w, errw io.Writer) error {
	cfg, err := parseFlags(args, errw)
	if err != nil {
		return err
	}
	var p *progress.Writer
	if cfg.opts.Games >= progressFrom {
		p = progress.NewClock(errw, progressEvery, now)
		cfg.opts.Progress = p
	}
	rec, done := cfg.recorder()
	rep, err := cfg.c.Play(ctx, cfg.opts, cfg.bots, rec)
	if p != nil {
		p.Flush() // the last line, which says how the run ended; stderr's errors are not the run's
	}
	if err == nil {
		err = done()
	}
	if err != nil {
		return fmt.Errorf("%s: %w", cfg.name, err)
	}
	printReport(w, cfg, rep)
	if cfg.svg != "" {
		if err := writeChart(cfg.svg, cfg, rep); err != nil {
			return err
		}
		fmt.Fprintf(w, "The chart is in %s.\n", cfg.svg)
	}
	return nil
}

func parseFlags(args []string, errw io.Writer) (config, error) {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(errw)
	name := fs.String("game", "crib", "the game: "+gameNames())
	games := fs.Int("games", 2000, "games to play, at least 1")
	bots := fs.String("bots", "", "the bots, two or more separated by commas (default: each game's own)")
	seed := fs.Uint64("seed", 0, "the run's seed (0: an unpredictable one, printed)")
	workers := fs.Int("workers", 0, "goroutines playing games (0: one for each core)")
	svgFile := fs.String("svg", "", "write an SVG chart of the results to `FILE`")
	records := fs.String("records", "", "write game records into the directory `DIR`")
	recordGames := fs.String("record-games", "", "the games to record, counted from 1, as 1,5 (default: every game)")
	fs.Usage = func() {
		fmt.Fprintf(errw, "Usage: tournament [flags]\n\nA round robin between bots of one game: every pair meets equally often, seats\nalternated, in seeded games on all cores. The bots of each game:\n\n")
		for _, n := range strings.Split(gameNames(), ", ") {
			c := contests[n]
			fmt.Fprintf(errw, "  %-10s %s (default %s)\n", n, strings.Join(c.Bots, ", "), c.Default)
		}
		fmt.Fprintf(errw, "\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected argument %q (flags only: see -h)", fs.Arg(0))
	}
	c, ok := contests[*name]
	if !ok {
		return config{}, fmt.Errorf("unknown game %q (choose from %s)", *name, gameNames())
	}
	cfg := config{name: *name, c: c, svg: *svgFile, records: *records,
		opts: options{Games: *games, Seed: *seed, Workers: *workers}}
	switch {
	case *games < 1:
		return config{}, fmt.Errorf("-games %d: a tournament plays at least 1 game", *games)
	case *workers < 0:
		return config{}, fmt.Errorf("-workers %d: give a count of goroutines, or 0 for one for each core", *workers)
	}
	list := *bots
	if list == "" {
		list = c.Default
	}
	for _, b := range strings.Split(list, ",") {
		b = strings.TrimSpace(b)
		switch {
		case !slices.Contains(c.Bots, b):
			return config{}, fmt.Errorf("unknown bot %q for %s (choose from %s)", b, *name, strings.Join(c.Bots, ", "))
		case slices.Contains(cfg.bots, b):
			return config{}, fmt.Errorf("bot %q named twice in -bots", b)
		}
		cfg.bots = append(cfg.bots, b)
	}
	if len(cfg.bots) < 2 {
		return config{}, fmt.Errorf("-bots %q: a tournament needs at least two bots", list)
	}
	if *recordGames != "" {
		if *records == "" {
			return config{}, errors.New("-record-games needs -records DIR, the directory to write them in")
		}
		for _, f := range strings.Split(*recordGames, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 || n > *games {
				return config{}, fmt.Errorf("-record-games: %q is not a game of 1 to %d", f, *games)
			}
			cfg.wanted = append(cfg.wanted, n)
		}
	}
	return cfg, nil
}

// recorder returns what writes the records asked for (nil for none), and
// what reports the first error in writing them once the run is over.
func (cfg config) recorder() (recorder, func() error) {
	if cfg.records == "" {
		return nil, func() error { return nil }
	}
	var mu sync.Mutex
	var first error
	mkdir := os.MkdirAll(cfg.records, 0o755)
	rec := func(i int, marshal func() ([]byte, error)) {
		n := i + 1
		if cfg.wanted != nil && !slices.Contains(cfg.wanted, n) {
			return
		}
		text, err := marshal()
		if err == nil {
			err = mkdir
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(cfg.records, fmt.Sprintf("%s-%04d.txt", cfg.name, n)), text, 0o644)
		}
		mu.Lock()
		defer mu.Unlock()
		if err != nil && first == nil {
			first = fmt.Errorf("the record of game %d: %w", n, err)
		}
	}
	return rec, func() error { return first }
}

// reportText is the report as the game's report writes it, with its counts
// under the names the contest gives them: the games won, and each entrant's
// share, then the counts, "name: random 0, analysis 12" for an entrant's and
// "name: 14" for a count of every game, then the measures.
func reportText(c contest, rep game.Report) string {
	counts := rep.Counts
	rep.Counts = nil
	lines := strings.Split(rep.String(), "\n")
	head := min(len(lines), 1+len(rep.Entrants))
	var mine []string
	var names []string
	for _, k := range counts {
		if !slices.Contains(names, k.Name) {
			names = append(names, k.Name)
		}
	}
	for _, name := range names {
		label := name
		if l, ok := c.Counts[name]; ok {
			label = l
		}
		var parts []string
		for _, k := range counts {
			switch {
			case k.Name != name:
			case k.Entrant == game.Whole:
				parts = append(parts, strconv.Itoa(k.N))
			case k.Entrant >= 0 && k.Entrant < len(rep.Entrants):
				parts = append(parts, fmt.Sprintf("%s %d", rep.Entrants[k.Entrant], k.N))
			}
		}
		mine = append(mine, label+": "+strings.Join(parts, ", "))
	}
	return strings.Join(slices.Concat(lines[:head], mine, lines[head:]), "\n")
}

// printReport prints the run: what was played, the report, and who beat
// whom when there are more bots than a game has sides.
func printReport(w io.Writer, cfg config, rep game.Report) {
	fmt.Fprintf(w, "%s: %s, seed %d\n", cfg.c.Title, strings.Join(cfg.bots, " v "), rep.Seed)
	fmt.Fprintln(w, reportText(cfg.c, rep))
	if len(rep.Entrants) > cfg.c.Sides {
		fmt.Fprintln(w, "Games won (row) against each bot (column):")
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprint(tw, "\t")
		for _, n := range rep.Entrants {
			fmt.Fprintf(tw, "%s\t", n)
		}
		fmt.Fprintln(tw)
		for a, n := range rep.Entrants {
			fmt.Fprintf(tw, "%s\t", n)
			for b := range rep.Entrants {
				if a == b {
					fmt.Fprint(tw, "-\t")
					continue
				}
				fmt.Fprintf(tw, "%d of %d\t", rep.Beat[a][b], rep.Met[a][b])
			}
			fmt.Fprintln(tw)
		}
		tw.Flush()
	}
	if cfg.records != "" {
		what := "every game"
		if cfg.wanted != nil {
			what = "games " + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(cfg.wanted)), ", "), "[]")
		}
		fmt.Fprintf(w, "The records of %s are in %s.\n", what, cfg.records)
	}
}
