package main

import (
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var b strings.Builder
	if err := run(nil, &b); err != nil {
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
	run(nil, &again)
	if again.String() != out {
		t.Error("the game does not replay")
	}
	var q strings.Builder
	if err := run([]string{"-quiet", "-seed", "3", "-blue", "random", "-every", "0"}, &q); err != nil {
		t.Fatal(err)
	}
	if strings.Count(q.String(), "\n") >= strings.Count(out, "\n") {
		t.Errorf("quiet output is not shorter")
	}
	if err := run([]string{"-blue", "clever"}, &q); err == nil {
		t.Error("unknown strategy accepted")
	}
}
