package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/svg"
)

// tournament runs the command as a person would, and returns what it
// printed on stdout and stderr.
func tournament(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errs strings.Builder
	err := run(context.Background(), args, &out, &errs)
	return out.String(), errs.String(), err
}

// A tiny crib tournament prints the report with intervals, the same for
// the same seed on any number of workers, and writes a chart that reads
// back as the results drawn.
func TestCribTournament(t *testing.T) {
	dir := t.TempDir()
	chartFile := filepath.Join(dir, "chart.svg")
	out, _, err := tournament(t, "-game", "crib", "-games", "40", "-seed", "3", "-bots", "random,analysis", "-svg", chartFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"ACC cribbage, two players: random v analysis, seed 3\n40 games\n",
		"random: won ", "analysis: won ", "95% interval ",
		"final margin, all: mean ",
		"The chart is in " + chartFile,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	again, _, err := tournament(t, "-game", "crib", "-games", "40", "-seed", "3", "-workers", "1")
	if err != nil {
		t.Fatal(err)
	}
	if report := func(s string) string { return s[:strings.Index(s, "The chart")] }; report(out) != again {
		t.Errorf("the same seed gave another report on one worker:\n%s\n%s", out, again)
	}

	data, err := os.ReadFile(chartFile)
	if err != nil {
		t.Fatal(err)
	}
	pic, err := svg.Read(data)
	if err != nil {
		t.Fatalf("the chart is not a picture: %v", err)
	}
	bars, cis := pic.Class("winrate"), pic.Class("ci")
	if len(bars) != 2 || len(cis) != 2 {
		t.Fatalf("%d win-rate bars and %d intervals, want 2 and 2", len(bars), len(cis))
	}
	plotW := chartWidth - plotLeft - plotRight
	var widths []float64
	var rates []float64
	for i, b := range bars {
		w, _ := b.Float("width")
		rate, _ := b.Float("data-rate")
		lo, _ := cis[i].Float("data-low")
		hi, _ := cis[i].Float("data-high")
		if rate < lo-0.01 || rate > hi+0.01 || lo > hi {
			t.Errorf("bar %d: rate %.3f outside its interval %.3f-%.3f", i, rate, lo, hi)
		}
		if want := math.Max(minBar, rate*plotW); math.Abs(w-want) > 0.01 {
			t.Errorf("bar %d: %v wide for a rate of %v, want %v", i, w, rate, want)
		}
		widths = append(widths, w)
		rates = append(rates, rate)
	}
	if math.Abs(rates[0]+rates[1]-1) > 1e-9 {
		t.Errorf("the win rates of a two-bot game do not add up to 1: %v (bars %v of %v)", rates, widths, plotW)
	}
	hists := pic.Class("hist")
	if len(hists) < 2 || hists[0].Attr["data-measure"] != "final margin" {
		t.Fatalf("histograms: %v", hists)
	}
	// Each histogram's bins hold every value measured.
	total := 0
	for _, b := range pic.Class("bin") {
		n, _ := b.Float("data-n")
		total += int(n)
	}
	want := 0
	for _, h := range hists {
		n, _ := h.Float("data-n")
		want += int(n)
	}
	if total != want || want < 40 {
		t.Errorf("the bins hold %d values, the histograms %d", total, want)
	}
}

// Three bots meet in pairs, each pair equally often, and the table of who
// beat whom is printed; the records asked for are written and read back.
func TestRoundRobinAndRecords(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	out, _, err := tournament(t, "-game", "pegjokers", "-games", "6", "-seed", "2", "-bots", "random,heuristic,search",
		"-records", dir, "-record-games", "1,5")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"random: won 0 of 4 (", "heuristic: won ", "search: won ",
		"Games won (row) against each bot (column):",
		"The records of games 1, 5 are in " + dir,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) != 2 || filepath.Base(files[0]) != "pegjokers-0001.txt" || filepath.Base(files[1]) != "pegjokers-0005.txt" {
		t.Fatalf("records written: %v, %v", files, err)
	}
	data, err := os.ReadFile(files[0])
	if err != nil || !strings.HasPrefix(string(data), "pegboard pegjokers 1\n") {
		t.Errorf("a record: %q, %v", data, err)
	}
}

// Crib Wars plays with crib's bots, and the records asked for are written
// and replay to finished games.
func TestCribWars(t *testing.T) {
	out, _, err := tournament(t, "-game", "cribwars", "-games", "4", "-seed", "5")
	if err != nil || !strings.Contains(out, "Crib Wars, two players, the default board: random v analysis, seed 5\n4 games\n") {
		t.Errorf("%v:\n%s", err, out)
	}
	dir := filepath.Join(t.TempDir(), "cribwars")
	recorded, _, err := tournament(t, "-game", "cribwars", "-games", "4", "-seed", "5", "-records", dir, "-record-games", "2,3")
	if err != nil || !strings.Contains(recorded, "The records of games 2, 3 are in "+dir) {
		t.Fatalf("%v:\n%s", err, recorded)
	}
	// Keeping records changes nothing else.
	if !strings.HasPrefix(recorded, out) {
		t.Errorf("the run with records printed otherwise:\n%s\nnot\n%s", recorded, out)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) != 2 || filepath.Base(files[0]) != "cribwars-0002.txt" || filepath.Base(files[1]) != "cribwars-0003.txt" {
		t.Fatalf("records written: %v, %v", files, err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil || !strings.HasPrefix(string(data), "pegboard cribwars 1\n") {
			t.Fatalf("%s: %q, %v", file, data, err)
		}
		rec, err := cribwars.ParseRecord(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		g, _, err := cribwars.Replay(rec)
		if err != nil || g.Cribbage().Phase() != crib.PhaseOver {
			t.Errorf("%s replays to %v, %v", file, g.Cribbage().Phase(), err)
		}
		// The record re-marshals byte for byte.
		if again, err := rec.MarshalText(); err != nil || !bytes.Equal(again, data) {
			t.Errorf("%s re-marshals otherwise (%v):\n%s", file, err, again)
		}
	}
}

// TestShortRunPrintsFewProgressLines: it was seen that a run of 0.3 s
// printed 20 progress lines. A run writes a line at most once a second, and
// its last; the clock is the test's, moved 15 ms at each look, so a run of
// 1,000 games seems to take a third of a second whatever the machine, and
// then ten seconds.
func TestShortRunPrintsFewProgressLines(t *testing.T) {
	for _, c := range []struct {
		tick time.Duration
		most int
	}{{15 * time.Millisecond, 1}, {500 * time.Millisecond, 11}} {
		clock := time.Unix(0, 0)
		var mu sync.Mutex
		now = func() time.Time {
			mu.Lock()
			defer mu.Unlock()
			clock = clock.Add(c.tick)
			return clock
		}
		_, errs, err := tournament(t, "-game", "pegjokers", "-bots", "heuristic,random", "-games", "1000", "-seed", "1")
		now = time.Now
		lines := strings.Split(strings.TrimSpace(errs), "\n")
		if err != nil || len(lines) > c.most || !strings.HasPrefix(lines[len(lines)-1], "1000 of 1000 games in ") {
			t.Errorf("a tick of %v: %d lines, want at most %d, the last the end (%v):\n%s", c.tick, len(lines), c.most, err, errs)
		}
		if c.most > 1 && len(lines) < 2 {
			t.Errorf("a tick of %v: only %q", c.tick, lines)
		}
	}
}

// Long runs write progress to stderr.
func TestProgress(t *testing.T) {
	var out, errs strings.Builder
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := run(ctx, []string{"-games", "1000"}, &out, &errs)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled run: %v", err)
	}
	if _, errs, err := tournament(t, "-game", "pegjokers", "-bots", "heuristic,random", "-games", "1000", "-seed", "1"); err != nil || !strings.Contains(errs, "1000 of 1000 games in ") {
		t.Errorf("progress %q, %v", errs, err)
	}
}

// Bad flags give a clear message, and -h the usage.
func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `unknown game "chess" (choose from crib, cribwars, pegjokers)`},
		{[]string{"-games", "0"}, "-games 0: a tournament plays at least 1 game"},
		{[]string{"-bots", "random,nobody"}, `unknown bot "nobody" for crib (choose from random, analysis)`},
		{[]string{"-game", "pegjokers", "-bots", "analysis"}, `unknown bot "analysis" for pegjokers (choose from random, heuristic, search)`},
		{[]string{"-bots", "random"}, "a tournament needs at least two bots"},
		{[]string{"-bots", "random,random"}, `bot "random" named twice`},
		{[]string{"-workers", "-1"}, "-workers -1"},
		{[]string{"-record-games", "1"}, "-record-games needs -records DIR"},
		{[]string{"-games", "3", "-records", "x", "-record-games", "4"}, `-record-games: "4" is not a game of 1 to 3`},
		{[]string{"-games", "ten"}, `invalid value "ten" for flag -games`},
		{[]string{"crib"}, `unexpected argument "crib"`},
	} {
		_, errs, err := tournament(t, tc.args...)
		if err == nil || !strings.Contains(err.Error()+errs, tc.want) {
			t.Errorf("%q: %v (%q), want %q", tc.args, err, errs, tc.want)
		}
	}
	_, errs, err := tournament(t, "-h")
	if !errors.Is(err, flag.ErrHelp) || !strings.Contains(errs, "Usage: tournament") || !strings.Contains(errs, "pegjokers  random, heuristic, search") || !strings.Contains(errs, "-record-games") {
		t.Errorf("-h: %v\n%s", err, errs)
	}
}

// Every game's record is written without -record-games, and each replays
// to a finished game; a directory that cannot be made is a clear error.
func TestEveryRecord(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "crib")
	out, _, err := tournament(t, "-games", "3", "-seed", "4", "-records", dir)
	if err != nil || !strings.Contains(out, "The records of every game are in "+dir) {
		t.Fatalf("%v:\n%s", err, out)
	}
	for n := 1; n <= 3; n++ {
		f, err := os.Open(filepath.Join(dir, "crib-000"+strconv.Itoa(n)+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := crib.ParseRecord(f)
		f.Close()
		if err != nil {
			t.Fatalf("game %d: %v", n, err)
		}
		if g, _, err := crib.Replay(rec); err != nil || g.Phase() != crib.PhaseOver {
			t.Errorf("game %d replays to %v, %v", n, g.Phase(), err)
		}
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := tournament(t, "-games", "2", "-records", filepath.Join(file, "sub")); err == nil || !strings.Contains(err.Error(), "the record of game ") {
		t.Errorf("records in a file: %v", err)
	}
}
