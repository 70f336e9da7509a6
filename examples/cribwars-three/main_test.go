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
		"Cut for deal: Ann Q♥, Bob 4♦, Cat 7♦; Bob cuts low and deals.",
		"Deal 1: Bob deals; Ann cuts the 9♦.",
		"Cat lands on a red slide: slides from 45 to 65.",
		"Ann lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70).",
		"Bob lands in a green advance area: takes the green shortcut from 150 to 175 (10 holes).",
		// The penalty box, three players: the first to land stays and
		// sits out; a second is ruled as with two, and bumps the first.
		"  Ann pegs 7 for the hand: 93 to 100.\n    Ann lands in the penalty box at 100.\n    Ann stays in the penalty box at 100 and sits out the next 3 hands.\n    Ann folds for the rest of the deal.",
		"Ann sits out the deal; Cat deals.",
		"  Cat pegs 1 for last card: 99 to 100.\n    Cat lands in the penalty box at 100.\n    Cat goes back 20 from 100 to 80.\n    Ann, in the penalty box, advances one hole from 100 to 101.\n    Bob goes ahead 20 from 120 to 141.\n    Bob: an award cannot land in the time trap at 140: skips to 141.",
		"Bob stays in the penalty box at 210 and sits out the next 3 hands.",
		// The side bumped sits on in the box, and when its hands are done
		// its peg is out already.
		"  End of deal 13: Ann 101 (in the penalty box), Bob 147, Cat 80. Ann deals next.\n  Ann leaves the penalty box, the peg already out at 101.",
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
	if !strings.Contains(a.String(), "Ann lays ") || !strings.Contains(a.String(), "Ann lands in the penalty box at 210.") {
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
