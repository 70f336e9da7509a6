package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows every kind of
// special hole at work.
func TestRun(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, setup.Seed, false); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, setup.Seed, false); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the output is not deterministic")
	}
	out := a.String()
	for _, want := range []string{
		"Cut for deal: Ann 3♥, Bob J♥, Cat 7♣; Ann cuts low and deals.",
		"Deal 1: Ann deals; Cat cuts the J♥.",
		"Bob lands on a red slide: slides from 165 to 185.",
		"Bob lands in a time trap: follows the blue path from 230 (12 holes, rejoining at 215).",
		"Bob lands in a green advance area: takes the green shortcut from 250 to 280 (12 holes).",
		// The penalty box, three players: the first to land stays and
		// sits out; a second is ruled as with two, and bumps the first.
		"  Ann pegs 2 for thirty-one: 98 to 100.\n    Ann lands in the penalty box at 100.\n    Ann stays in the penalty box at 100 and sits out the next 3 hands.\n    Ann folds for the rest of the deal.",
		"Ann sits out the deal; Bob deals.",
		"  Cat pegs 1 for last card: 99 to 100.\n    Cat lands in the penalty box at 100.\n    Cat goes back 20 from 100 to 80.\n    Ann, in the penalty box, advances one hole from 100 to 101.\n    Bob goes ahead 20 from 120 to 141.\n    Bob: an award cannot land in the time trap at 140: skips to 141.",
		"Bob stays in the penalty box at 340 and sits out the next 3 hands.",
		// The side bumped sits on in the box, and when its hands are done
		// its peg is out already.
		"  End of deal 11: Ann 101 (in the penalty box), Bob 149, Cat 80. Ann deals next.\n  Ann leaves the penalty box, the peg already out at 101.",
		"pegs 2 for his heels",
		"wins at 363.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// Every special hole's event comes under the score that caused it.
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "    ") && !strings.HasPrefix(lines[i-1], "  ") {
			t.Errorf("line %d %q follows %q", i, l, lines[i-1])
		}
	}
}

// With -v every event is printed: every card laid, and the same game.
func TestVerbose(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, setup.Seed, true); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, setup.Seed, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(a.String(), "Ann lays ") || !strings.Contains(a.String(), "Bob lands in the penalty box at 340.") {
		t.Error("the verbose log lacks the cards or the board")
	}
	last := func(s string) string {
		ls := strings.Split(strings.TrimSpace(s), "\n")
		return strings.TrimSpace(ls[len(ls)-1])
	}
	if last(a.String()) != last(b.String()) {
		t.Errorf("different ends:\n%s\n%s", last(a.String()), last(b.String()))
	}
}
