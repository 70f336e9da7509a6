package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/examples/internal/progtest"
)

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	start := time.Now()
	if code := run(context.Background(), []string{"-games", "4", "-seed", "3", "-worlds", "4"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	// A short run printed a progress line for each twentieth of it: now at
	// most one a second, and the last.
	if lines, most := strings.Count(errs.String(), "\n"), 1+int(time.Since(start)/time.Second); lines > most {
		t.Errorf("%d progress lines in a run of %v:\n%s", lines, time.Since(start), errs.String())
	}
	for _, want := range []string{"4 games", "expert: won", "analysis: won", "expert won "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(errs.String(), "4 of 4 games") {
		t.Errorf("no progress line: %q", errs.String())
	}
}

func TestRefusesBadInput(t *testing.T) {
	for name, args := range map[string][]string{
		"no games":       {"-games", "0"},
		"not a number":   {"-games", "many"},
		"extra argument": {"more"},
		"unknown bot":    {"-vs", "nobody"},
		"five players":   {"-players", "5"},
		"workers":        {"-workers", "-1"},
		"too many games": {"-games", "3000000"},
		"unknown flag":   {"-x"},
	} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, &out, &errs); code != 2 || out.Len() != 0 || errs.Len() == 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", name, code, out.String(), errs.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, &out, &errs); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}

// Against each bot of the ladder, at every table: the report names the
// bots and gives the expert's line.
func TestVersusAndPlayers(t *testing.T) {
	for _, args := range [][]string{
		{"-vs", "calculated"}, {"-vs", "scripted", "-players", "4"}, {"-vs", "random", "-players", "3"},
		{"-vs", "analysis", "-players", "6"},
	} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), append([]string{"-games", "6", "-worlds", "4", "-q"}, args...), &out, &errs); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs.String())
		}
		for _, want := range []string{"expert: won", args[1] + ": won", "expert won ", "95% interval"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%v: output lacks %q:\n%s", args, want, out.String())
			}
		}
	}
}

func TestLadder(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-ladder", "-games", "4", "-worlds", "4", "-q"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"| level | bot |", "| 1 | `random` |", "| 5 | `expert` |", "| bot | Elo |", "2 duplicate pairs"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := run(ctx, []string{"-games", "50", "-q"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "expert-vs:") {
		t.Errorf("cancelled: exit %d, stderr %q", code, errs.String())
	}
}

// TestHelpSaysWhatItDoes: it was seen that -h printed a bare list of flags.
// It says what the program does, gives an example, then the flags; the
// example's flags are the program's (a cancelled run of it stops at the
// first game, not at its flags).
func TestHelpSaysWhatItDoes(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, &out, &errs); code != 0 || out.Len() != 0 {
		t.Fatalf("-h: exit %d, stdout %q", code, out.String())
	}
	help := errs.String()
	const example = "go run ./examples/expert-vs -games 2000 -seed 7"
	progtest.Help(t, help, example, "Usage: expert-vs ", "Measures the expert cribbage bot (bot.Expert) against the analysis bot",
		"95% interval", "-games int", "-worlds int", "-q\t")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	errs.Reset()
	if code := run(ctx, strings.Fields(example)[3:], &out, &errs); code != 1 || strings.Contains(errs.String(), "Usage") {
		t.Errorf("the example: exit %d, %s", code, errs.String())
	}
}
