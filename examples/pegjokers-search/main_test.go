package main

import (
	"context"
	"errors"
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/examples/internal/progtest"
)

// TestRun runs a short measurement as a person would, and checks what it
// prints: the same seed gives the same report.
func TestRun(t *testing.T) {
	args := []string{"-games", "4", "-seed", "3", "-worlds", "2", "-rounds", "1"}
	var out, progress strings.Builder
	start := time.Now()
	if err := run(context.Background(), args, &out, &progress); err != nil {
		t.Fatal(err)
	}
	// A short run printed a progress line for each twentieth of it: now at
	// most one a second, and the last.
	if lines, most := strings.Count(progress.String(), "\n"), 1+int(time.Since(start)/time.Second); lines > most {
		t.Errorf("%d progress lines in a run of %v:\n%s", lines, time.Since(start), progress.String())
	}
	for _, want := range []string{
		"Pegs and Jokers, 4 players in pairs: search against heuristic, 4 games, seed 3",
		"search: won ",
		"heuristic: won ",
		"The search bot won ",
		"% of the games (95% interval ",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(progress.String(), "4 of 4 games") {
		t.Errorf("progress: %q", progress.String())
	}
	var again strings.Builder
	if err := run(context.Background(), append(args, "-quiet", "-workers", "1"), &again, &progress); err != nil {
		t.Fatal(err)
	}
	report := func(s string) string { return s[:strings.Index(s, "\nThe search bot")] }
	if report(again.String()) != report(out.String()) {
		t.Errorf("the same seed gave another report:\n%s\n%s", out.String(), again.String())
	}
}

// TestRunRefuses: bad flags are errors that say what is wrong, and -h
// prints the flags.
func TestRunRefuses(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-games", "0"}, "-games 0"},
		{[]string{"-worlds", "-1"}, "may not be negative"},
		{[]string{"-games", "many"}, "invalid value"},
		{[]string{"-colour", "blue"}, "not defined"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		var out, msg strings.Builder
		err := run(context.Background(), tt.args, &out, &msg)
		if err == nil || !strings.Contains(err.Error()+msg.String(), tt.want) {
			t.Errorf("%v: %v (%q), want %q", tt.args, err, msg.String(), tt.want)
		}
	}
	var out, msg strings.Builder
	if err := run(context.Background(), []string{"-h"}, &out, &msg); !errors.Is(err, flag.ErrHelp) || !strings.Contains(msg.String(), "-worlds") {
		t.Errorf("-h: %v, %q", err, msg.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := run(ctx, []string{"-games", "3"}, &out, &msg); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled run: %v", err)
	}
}

// TestHelpSaysWhatItDoes: it was seen that -h printed a bare list of flags.
// It says what the program does, gives an example, then the flags; the
// example's flags are the program's (a cancelled run of it stops at the
// first game, not at its flags).
func TestHelpSaysWhatItDoes(t *testing.T) {
	var out, msg strings.Builder
	if err := run(context.Background(), []string{"-h"}, &out, &msg); !errors.Is(err, flag.ErrHelp) || out.Len() != 0 {
		t.Fatalf("-h: %v, stdout %q", err, out.String())
	}
	help := msg.String()
	const example = "go run ./examples/pegjokers-search -games 200 -seed 7 -worlds 8"
	progtest.Help(t, help, example, "Usage: pegjokers-search ", "Measures the search bot of Pegs and Jokers against the heuristic bot",
		"95% interval", "-games int", "-worlds int", "-quiet\n")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	msg.Reset()
	if err := run(ctx, strings.Fields(example)[3:], &out, &msg); !errors.Is(err, context.Canceled) || strings.Contains(msg.String(), "Usage") {
		t.Errorf("the example: %v, %s", err, msg.String())
	}
}
