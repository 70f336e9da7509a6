package main

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/examples/internal/progtest"
)

func TestRun(t *testing.T) {
	var b strings.Builder
	if err := run(nil, &b, io.Discard); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"Pegs and Jokers, 4 players in pairs, seed 1",
		"   1  Blue plays J♠, a Jack: a peg out of Start onto hole 8",
		" win after ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if lines := strings.Count(out, "\n"); lines > 400 {
		t.Errorf("%d lines of output", lines)
	}
	// Same seed, same game.
	var again strings.Builder
	run(nil, &again, io.Discard)
	if again.String() != out {
		t.Error("the game does not replay")
	}
	var q strings.Builder
	if err := run([]string{"-quiet", "-seed", "3", "-blue", "random", "-every", "0"}, &q, io.Discard); err != nil {
		t.Fatal(err)
	}
	if strings.Count(q.String(), "\n") >= strings.Count(out, "\n") {
		t.Errorf("quiet output is not shorter")
	}
	if err := run([]string{"-blue", "clever"}, &q, io.Discard); err == nil {
		t.Error("unknown strategy accepted")
	}
}

// TestHelpSaysWhatItDoes: it was seen that -h printed a bare list of flags.
// It says what the program does, gives an example, then the flags; the
// example runs.
func TestHelpSaysWhatItDoes(t *testing.T) {
	var out, errs strings.Builder
	if err := run([]string{"-h"}, &out, &errs); !errors.Is(err, flag.ErrHelp) || out.Len() != 0 {
		t.Fatalf("-h: %v, stdout %q", err, out.String())
	}
	help := errs.String()
	const example = "go run ./examples/pegjokers-game -seed 7 -blue random -every 20"
	progtest.Help(t, help, example, "Usage: pegjokers-game ", "Plays a seeded four-player game of Pegs and Jokers in pairs between bots",
		"-seed uint", "-blue string", "-quiet\n")
	errs.Reset()
	if err := run(strings.Fields(example)[3:], &out, &errs); err != nil || errs.Len() != 0 || !strings.Contains(out.String(), ", seed 7:") {
		t.Errorf("the example: %v, %s", err, errs.String())
	}
	// A flag it does not know is refused with the usage.
	errs.Reset()
	if err := run([]string{"-colour", "red"}, &out, &errs); err == nil || !strings.Contains(errs.String(), "Usage: pegjokers-game") {
		t.Errorf("-colour: %v, %q", err, errs.String())
	}
}
