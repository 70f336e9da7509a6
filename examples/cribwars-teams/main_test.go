package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows the special holes
// and the penalty box at work for teams.
func TestRun(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 380, false); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 380, false); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the output is not deterministic")
	}
	out := a.String()
	for _, want := range []string{
		"Cut for deal: Ann 6♦, Fay 10♣; Ann cuts low and deals.",
		"  Fay pegs 2 for fifteen: 43 to 45.\n    Cat & Fay land on a red slide: slide from 45 to 65.",
		"Bob & Eve land in a time trap: follow the blue path from 80 (8 holes, rejoining at 70).",
		"Cat & Fay land in a green advance area: take the green shortcut from 150 to 175 (10 holes).",
		// The first team in a box stays and sits out; the deal passes on.
		"    Ann & Dan land in the penalty box at 100.\n    Ann & Dan stay in the penalty box at 100 and sit out the next 3 hands.\n    Ann & Dan fold for the rest of the deal.",
		"Ann & Dan sit out the deal; Bob deals.",
		// A second team lands: two-team rules, and the team in the box
		// advances one hole.
		"    Cat & Fay land in the penalty box at 100.\n    Cat & Fay go back 20 from 100 to 80.\n    Ann & Dan, in the penalty box, advance one hole from 100 to 101.\n    Bob & Eve go ahead 20 from 2 on blue path 1 to 83.",
		// Again, and the award skips a time trap.
		"    Ann & Dan go back 20 from 340 to 320.\n    Bob & Eve go ahead 20 from 8 on blue path 3 to 231.\n    Bob & Eve: an award cannot land in the time trap at 230: skips to 231.\n    Cat & Fay, in the penalty box, advance one hole from 210 to 211.",
		"  Bob & Eve leave the penalty box: 100 to 101.",
		"Ann & Dan land on a red slide: slide from 285 to 305.",
		"Ann & Dan win at 363. Bob & Eve, at 294, lose 1 game. Cat & Fay, at 244, are skunked: 2 games.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// With one team out, the deal is played by four players in two teams.
	if !strings.Contains(out, "Deal 8: Cat deals; Ann cuts the 10♣.\n  The play: Ann & Dan 4, Cat & Fay 4.") {
		t.Error("the deal with Bob & Eve out")
	}
}

func TestVerbose(t *testing.T) {
	var a strings.Builder
	if err := run(&a, 380, true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Cat lays ", "away to the bottom of the pack.", "Deal 7: Bob deals. Ann sits out. Bob: 2♥ 4♠ J♦ J♥ K♥. Cat: 3♥ 5♣ 8♦ 8♠ 10♦. Dan sits out.", "Ann & Dan win at 363."} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("the verbose log does not say %q", want)
		}
	}
}
