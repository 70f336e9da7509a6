package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows every kind of
// special hole at work.
func TestRun(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 6, false); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 6, false); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the output is not deterministic")
	}
	out := a.String()
	for _, want := range []string{
		"Cut for deal: Ann 8♥, Bob 6♠, Cat 9♠; Bob cuts low and deals.",
		"Deal 1: Bob deals; Ann cuts the J♠.",
		"lands on a red slide: slides from 45 to 65.",
		"Ann lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70).",
		"Ann lands in a green advance area: takes the green shortcut from 250 to 280 (12 holes).",
		// The penalty box, three players: the first to land stays and
		// sits out; a second is ruled as with two, and bumps the first.
		"  Bob pegs 2 for a pair: 98 to 100.\n    Bob lands in the penalty box at 100.\n    Bob stays in the penalty box at 100 and sits out the next 3 hands.\n    Bob folds for the rest of the deal.",
		"Bob sits out the deal; Ann deals.",
		"  End of deal 14: Ann 131, Bob 100 (in the penalty box), Cat 130. Bob deals next.\n  Bob leaves the penalty box: 100 to 101.",
		"  Bob pegs 6 for the hand: 334 to 340.\n    Bob lands in the penalty box at 340.\n    Bob goes back 20 from 340 to 320.\n    Ann, in the penalty box, advances one hole from 340 to 341.\n    Cat goes ahead 20 from 327 to 347.",
		"Ann stays in the penalty box at 340 and sits out the next 3 hands.",
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
	if err := run(&a, 6, true); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 6, false); err != nil {
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
