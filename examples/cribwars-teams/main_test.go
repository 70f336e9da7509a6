package main

import (
	"strings"
	"testing"
)

// The seeded game prints the same every time, and shows the special holes
// and the penalty box at work for teams.
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
		"Cut for deal: Ann 8♥, Bob 3♣, Cat K♣, Dan 6♦, Eve A♠, Fay J♠; Eve cuts low and deals.",
		"  Dan pegs 6 for the hand: 39 to 45.\n    Ann & Dan land on a red slide: slide from 45 to 65.",
		"Cat & Fay land in a time trap: follow the blue path from 80 (8 holes, rejoining at 70).",
		"Cat & Fay land in a green advance area: take the green shortcut from 150 to 175 (10 holes).",
		// The first team in a box stays and sits out; the deal passes on.
		"    Bob & Eve land in the penalty box at 100.\n    Bob & Eve stay in the penalty box at 100 and sit out the next 3 hands.\n    Bob & Eve fold for the rest of the deal.",
		"Bob & Eve sit out the deal; Fay deals.",
		"  Bob & Eve leave the penalty box: 100 to 101.",
		// A second team lands: two-team rules, and the team in the box
		// advances one hole.
		"    Ann & Dan land in the penalty box at 210.\n    Ann & Dan go back 20 from 210 to 190.\n    Bob & Eve go ahead 20 from 123 to 143.\n    Cat & Fay, in the penalty box, advance one hole from 100 to 101.",
		// Again, and the award skips a penalty box.
		"    Bob & Eve go back 20 from 340 to 320.\n    Ann & Dan, in the penalty box, advance one hole from 340 to 341.\n    Cat & Fay go ahead 20 from 190 to 211.\n    Cat & Fay: an award cannot land in the penalty box at 210: skips to 211.",
		"Bob & Eve land on a red slide: slide from 285 to 305.",
		"Ann & Dan win at 363. Bob & Eve, at 336, lose 1 game. Cat & Fay, at 222, are skunked: 2 games.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// With one team out, the deal is played by four players in two teams.
	if !strings.Contains(out, "Deal 6: Dan deals; Cat cuts the 9♦.\n  The play: Ann & Dan 7, Cat & Fay 2.") {
		t.Error("the deal with Bob & Eve out")
	}
}

func TestVerbose(t *testing.T) {
	var a strings.Builder
	if err := run(&a, setup.Seed, true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Cat lays ", "away to the bottom of the pack.", "Deal 5: Cat deals. Ann: A♠ 3♣ 7♦ 8♠ Q♥. Bob sits out. Cat: A♥ 3♠ 9♦ J♥ Q♦. Dan: A♣ 2♥ 4♠ 6♣ 10♠. Eve sits out. Fay: 3♦ 6♥ 7♠ 9♣ J♠.", "Ann & Dan win at 363."} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("the verbose log does not say %q", want)
		}
	}
}
