package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows the special holes
// and the penalty box at work for teams.
func TestRun(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 69, false); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 69, false); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the output is not deterministic")
	}
	out := a.String()
	for _, want := range []string{
		"Cat cuts low and deals.",
		"  Ann pegs 2 for fifteen: 43 to 45.\n    Ann & Dan land on a red slide: slide from 45 to 65.",
		"Ann & Dan land in a time trap: follow the blue path from 80 (8 holes, rejoining at 70).",
		"Bob & Eve land in a green advance area: take the green shortcut from 150 to 175 (10 holes).",
		// The first team in a box stays and sits out; the deal passes on.
		"    Bob & Eve land in the penalty box at 100.\n    Bob & Eve stay in the penalty box at 100 and sit out the next 3 hands.\n    Bob & Eve fold for the rest of the deal.",
		"Bob & Eve sit out the deal; Cat deals.",
		// A second team lands: two-team rules, the award skips a trap, and
		// the team in the box advances one hole.
		"    Cat & Fay go back 20 from 100 to 80.\n    Ann & Dan go ahead 20 from 120 to 141.\n    Ann & Dan: an award cannot land in the time trap at 140: skips to 141.\n    Bob & Eve, in the penalty box, advance one hole from 100 to 101.",
		"  Cat & Fay leave the penalty box: 210 to 211.",
		"Ann & Dan land on a red slide: slide from 285 to 305.",
		"Bob & Eve win at 363. Ann & Dan, at 340, lose 1 game. Cat & Fay, at 262, are skunked: 2 games.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// With one team out, the deal is played by four players in two teams.
	if !strings.Contains(out, "Deal 14: Eve deals; Dan cuts the 8♦.\n  The play: Ann & Dan 7, Bob & Eve 14.") {
		t.Error("the deal with Cat & Fay out")
	}
}

func TestVerbose(t *testing.T) {
	var a strings.Builder
	if err := run(&a, 69, true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Cat lays ", "away to the bottom of the pack.", "Bob sits out. Cat: A♣ 3♣ 6♠ Q♦ K♣. Dan: 3♠ 5♥ 5♠ J♥ K♠. Eve sits out.", "Bob & Eve win at 363."} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("the verbose log does not say %q", want)
		}
	}
}
