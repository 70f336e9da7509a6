package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows every kind of
// special hole at work.
func TestRun(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 1, false); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 1, false); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the output is not deterministic")
	}
	out := a.String()
	for _, want := range []string{
		"Cut for deal: Ann 8♣, Bob 4♥, Cat 6♣; Bob cuts low and deals.",
		"Deal 1: Bob deals; Ann cuts the A♥.",
		"lands on a red slide: slides from 45 to 65.",
		"Ann lands in a time trap: follows the blue path from 140 (10 holes, rejoining at 128).",
		"lands in a green advance area: takes the green shortcut from 150 to 175 (10 holes).",
		// The penalty box, three players: the first to land stays and
		// sits out; a second is ruled as with two, and bumps the first.
		"  Cat pegs 2 for the hand: 208 to 210.\n    Cat lands in the penalty box at 210.\n    Cat stays in the penalty box at 210 and sits out the next 3 hands.\n    Cat folds for the rest of the deal.",
		"Cat sits out the deal; Bob deals.",
		"    Bob lands in the penalty box at 210.\n    Bob goes back 20 from 210 to 190.\n    Ann goes ahead 20 from 202 to 222.\n    Cat, in the penalty box, advances one hole from 210 to 211.",
		"Bob stays in the penalty box at 210 and sits out the next 3 hands.",
		"End of deal 25: Ann 241, Bob 210 (in the penalty box), Cat 6 on green path 2. Ann deals next.\n  Bob leaves the penalty box: 210 to 211.",
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
	if err := run(&a, 1, true); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 1, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(a.String(), "Ann lays ") || !strings.Contains(a.String(), "Cat lands in the penalty box at 210.") {
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
