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
		"Cut for deal: Ann 8♠, Bob 2♥, Cat K♣, Dan 8♦, Eve 4♦, Fay 10♥; Bob cuts low and deals.",
		"Bob & Eve land on a red slide: slide from 165 to 185.",
		"Cat & Fay land in a time trap: follow the blue path from 80 (8 holes, rejoining at 70).",
		"Ann & Dan land in a green advance area: take the green shortcut from 250 to 280 (12 holes).",
		// The first team in a box stays and sits out; the deal passes on.
		"  Cat pegs 4 for thirty-one and a pair: 96 to 100.\n    Cat & Fay land in the penalty box at 100.\n    Cat & Fay stay in the penalty box at 100 and sit out the next 3 hands.\n    Cat & Fay fold for the rest of the deal.",
		"Cat & Fay sit out the deal; Ann deals.",
		"  Cat & Fay leave the penalty box: 100 to 101.",
		// A second team lands: two-team rules, and the team in the box
		// advances one hole and sits on.
		"    Ann & Dan land in the penalty box at 340.\n    Ann & Dan go back 20 from 340 to 320.\n    Bob & Eve, in the penalty box, advance one hole from 340 to 341.\n    Cat & Fay go ahead 20 from 188 to 208.",
		"End of deal 19: Ann & Dan 320, Bob & Eve 341 (in the penalty box), Cat & Fay 208. Eve deals next.",
		// Again, and the award skips a penalty box.
		"    Cat & Fay go back 20 from 210 to 190.\n    Ann & Dan go ahead 20 from 320 to 341.\n    Ann & Dan: an award cannot land in the penalty box at 340: skips to 341.\n    Bob & Eve, in the penalty box, advance one hole from 341 to 342.",
		"Ann & Dan win at 363. Bob & Eve, at 342, lose 1 game. Cat & Fay, at 190, are skunked: 2 games.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output does not say:\n%s", want)
		}
	}
	// With one team out, the deal is played by four players in two teams.
	if !strings.Contains(out, "Deal 12: Bob deals; Ann cuts the 9♥.\n  The play: Ann & Dan 8, Bob & Eve 3.") {
		t.Error("the deal with Cat & Fay out")
	}
}

func TestVerbose(t *testing.T) {
	var a strings.Builder
	if err := run(&a, setup.Seed, true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Cat lays ", "away to the bottom of the pack.", "Deal 11: Ann deals. Ann: 2♦ 2♥ 3♣ 4♠ 7♥. Bob: A♣ A♥ 4♣ 8♠ J♦. Cat sits out. Dan: 5♣ 6♠ J♣ Q♦ K♠. Eve: 3♠ 7♦ 8♣ 9♦ K♣. Fay sits out.", "Ann & Dan win at 363."} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("the verbose log does not say %q", want)
		}
	}
}
