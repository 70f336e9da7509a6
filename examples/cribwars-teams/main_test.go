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
		"Cut for deal: Ann 7♥, Bob K♣, Cat 5♣, Dan 10♥, Eve 8♠, Fay 7♠; Cat cuts low and deals.",
		"Ann & Dan land on a red slide: slide from 165 to 185.",
		"Bob & Eve land in a time trap: follow the blue path from 140 (10 holes, rejoining at 128).",
		"Ann & Dan land in a green advance area: take the green shortcut from 250 to 280 (12 holes).",
		// The first team in a box stays and sits out; the deal passes on.
		"  Dan pegs 2 for thirty-one: 98 to 100.\n    Ann & Dan land in the penalty box at 100.\n    Ann & Dan stay in the penalty box at 100 and sit out the next 3 hands.\n    Ann & Dan fold for the rest of the deal.",
		"Ann & Dan sit out the deal; Bob deals.",
		"  Ann & Dan leave the penalty box: 100 to 101.",
		// A second team lands: two-team rules, and the team in the box
		// advances one hole and sits on.
		"    Ann & Dan land in the penalty box at 340.\n    Ann & Dan go back 20 from 340 to 320.\n    Bob & Eve go ahead 20 from 305 to 325.\n    Cat & Fay, in the penalty box, advance one hole from 210 to 211.",
		"End of deal 19: Ann & Dan 341, Bob & Eve 320, Cat & Fay 212 (in the penalty box). Fay deals next.",
		// Again, and the award skips a penalty box.
		"    Bob & Eve go back 20 from 340 to 320.\n    Ann & Dan go ahead 20 from 320 to 341.\n    Ann & Dan: an award cannot land in the penalty box at 340: skips to 341.\n    Cat & Fay, in the penalty box, advance one hole from 211 to 212.",
		"Ann & Dan win at 363. Bob & Eve, at 328, lose 1 game. Cat & Fay, at 212, are skunked: 2 games.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// With one team out, the deal is played by four players in two teams.
	if !strings.Contains(out, "Deal 18: Dan deals; Bob cuts the Q♦.\n  The play: Ann & Dan 6, Bob & Eve 6.") {
		t.Error("the deal with Cat & Fay out")
	}
}

func TestVerbose(t *testing.T) {
	var a strings.Builder
	if err := run(&a, setup.Seed, true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Cat lays ", "away to the bottom of the pack.", "Deal 18: Dan deals. Ann: 4♦ 4♠ 9♠ 10♥ Q♥. Bob: A♣ 2♣ 5♣ 7♦ 9♦. Cat sits out. Dan: A♦ A♠ 2♥ 7♣ Q♣. Eve: 3♣ 8♦ 9♥ J♣ J♠. Fay sits out.", "Ann & Dan win at 363."} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("the verbose log does not say %q", want)
		}
	}
}
