package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wants fails t for each of want that screen lacks.
func wants(t *testing.T, screen string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(screen, w) {
			t.Errorf("the screen lacks %q; it ends:\n%s", w, tail(screen, 50))
		}
	}
}

// finished fails t unless the game on screen reached its end.
func finished(t *testing.T, screen string) {
	t.Helper()
	if !strings.Contains(screen, " wins") || strings.Contains(screen, "End of input") || strings.Contains(screen, "Goodbye") {
		t.Errorf("the game did not reach its end:\n%s", tail(screen, 40))
	}
}

// A whole two-player game of cribbage, the person's seat played by a
// scripted person to its end: the person counts truly and forgets the go
// and last card, which the bot takes by muggins.
func TestCribWholeGame(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, nil, cribPolicy)
	wants(t, screen,
		"ACC cribbage, 2 players, seed 3",
		"Your cards: A♠ 3♣ 5♣ 6♠ 10♥ Q♠\nLay away 2 to the crib (Bob's): A♠ 3♣\nAnn lays A♠ 3♣ away to the crib.\n",
		"Count 26 (5♣ 8♥ 6♠ 7♥). Bob holds 2 cards. Your cards: 10♥ Q♠; none fits.\nSay go: go\nAnn: go.\n",
		"You laid Q♠: count 23 (10♥ 3♦ Q♠). What do you peg? (Enter for nothing): 0\n",
		`Bob calls "muggins for 1" on Ann and takes 1 (rule 10.4a).`,
		"Count your hand: 5♣ 6♠ 10♥ Q♠ with the starter A♣: 4\nAnn's hand: 5♣ 6♠ 10♥ Q♠ with A♣: fifteen two, fifteen four.\n",
		"Count your crib: 2♠ 3♣ 10♣ Q♦ with the starter J♣: 9\n",
		"The starter is J♣. What do you peg? (Enter for nothing): 2\nAnn claims 2 for his heels.\n",
		"End of deal 1: Ann 4, Bob 23. Ann deals next.\n\n  |-o-----",
		"game hole 121",
		"Bob wins, Ann 65, Bob 121, a skunk (3 game points).",
	)
	finished(t, screen)
	// The same seed and the same answers: the same game.
	if again := play(t, []string{"-seed", "3"}, nil, cribPolicy); again != screen {
		t.Error("the same seed and answers played another game")
	}
}

// Three, four and six players: the person throws one card with three,
// plays with a partner with four and six, to the end.
func TestCribMorePlayers(t *testing.T) {
	for _, n := range []string{"3", "4", "6"} {
		screen := play(t, []string{"-players", n, "-seed", "5"}, nil, cribPolicy)
		wants(t, screen, "ACC cribbage, "+n+" players")
		finished(t, screen)
		switch n {
		case "3":
			wants(t, screen, "Lay away 1 to the crib")
		case "4":
			wants(t, screen, "Sides: Ann and Cat; Bob and Dan.")
		}
	}
}

// mischief types bad answers the first time it meets each kind of prompt,
// then answers as the simple policy does.
func mischief() func(string) string {
	done := map[string]int{}
	bad := map[string][]string{
		"Lay away":     {"garbage", "AH 2C", "AS", "AS AS", "AS 3C 5C", ""},
		"Cut the pack": {"deep"},
		"Lay a card":   {"go", "KH", "xx", ""},
		"What do you":  {"five", "40", "-1", "3.5"},
		"Count your":   {"", "lots", "30"},
		"Say go":       {"10H", "pass"},
	}
	return func(screen string) string {
		above, prompt := lastLines(screen)
		for key, answers := range bad {
			if strings.Contains(prompt, key) && done[key] < len(answers) {
				done[key]++
				return answers[done[key]-1]
			}
		}
		// A card that passes 31, once.
		if strings.HasPrefix(prompt, "Lay a card") && done["31"] == 0 {
			hand := strings.Fields(yourCards.FindStringSubmatch(above)[1])
			legal := mayLay.FindStringSubmatch(above)[1]
			for _, c := range hand {
				if !strings.Contains(legal, c) {
					done["31"]++
					return c
				}
			}
		}
		return cribPolicy(screen)
	}
}

// Every kind of bad input gets a clear message and the prompt again, and
// the game goes on to its end.
func TestCribBadInput(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, nil, mischief())
	wants(t, screen,
		`"garbage" is not a list of cards (type them as 5h 10d QS)`,
		"A♥ is not in your hand (A♠ 3♣ 5♣ 6♠ 10♥ Q♠)",
		"lay away 2 cards, not 1",
		"A♠ twice",
		"lay away 2 cards, not 3",
		"lay away 2 cards, not 0",
		`"deep" is not a depth: press Enter, or type a number`,
		"you can lay 5♣ 6♠ 10♥ Q♠: no go while you can lay",
		"K♥ is not in your hand (5♣ 6♠ 10♥ Q♠)",
		`"xx" is not a card (type it as 5h, 10d, QS)`,
		`"" is not a card`,
		`"five" is not a count: type a number from 0 to 29`,
		`"40" is not a count`, `"-1" is not a count`, `"3.5" is not a count`,
		`"" is not a count`, `"lots" is not a count`, `"30" is not a count`,
		"no card of yours fits under 31: type go",
		"would pass 31; you may lay",
	)
	finished(t, screen)
	// Each refusal shows the prompt again.
	if n := strings.Count(screen, "Lay away 2 to the crib (Bob's): "); n < 7 {
		t.Errorf("the discard prompt came %d times", n)
	}
}

// Help, quitting and the end of input.
func TestCribHelpQuitEOF(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, []string{"?", "help", "q"}, nil)
	wants(t, screen, "  Type the 2 cards to lay away, as 5h 10d (or 5♥ 10♦).\n  Also: save FILE (save the game), q (quit).\n",
		"q\nSave the game before you go? Type a file name to save it to, or Enter to quit without saving: \nGoodbye.\n")
	screen = play(t, []string{"-seed", "3"}, []string{"AS 3C"}, nil)
	wants(t, screen, "Cut the pack for the starter (Enter, or a depth): \nEnd of input: the game stops here.\n")
}

// A game saved in the middle and taken up again goes on exactly as the game
// that never stopped.
func TestCribSaveResume(t *testing.T) {
	whole := play(t, []string{"-seed", "3"}, nil, cribPolicy)
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	stopped := 0
	first := play(t, []string{"-seed", "3"}, nil, func(screen string) string {
		if strings.Contains(screen, "Deal 3:") && stopped == 0 {
			stopped++
			return "save " + file
		}
		if stopped == 1 {
			stopped++
			return "q"
		}
		return cribPolicy(screen)
	})
	wants(t, first, "Saved to "+file+"; go on, or take it up later with -resume "+file+".", "Goodbye.")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	wants(t, string(data), `"format": "pegboard play"`, `"game": "crib"`, `"pegboard crib game"`)
	rest := play(t, []string{"-resume", file}, nil, cribPolicy)
	wants(t, rest, "Taking up the game saved in "+file+".")
	finished(t, rest)
	_, end, _ := strings.Cut(whole, "End of deal 3:")
	_, restEnd, _ := strings.Cut(rest, "End of deal 3:")
	if end == "" || end != restEnd {
		t.Errorf("the resumed game went otherwise:\n%s\nnot\n%s", tail(restEnd, 20), tail(end, 20))
	}
	for _, bad := range []string{"save", "save " + filepath.Join(dir, "no", "such", "dir")} {
		screen := play(t, []string{"-seed", "3"}, []string{bad, "q"}, nil)
		wants(t, screen, map[bool]string{true: "Say where: save FILE.", false: "Not saved: "}[bad == "save"])
	}
}

// A file that is not a saved game, or one tampered with, is refused.
func TestResumeRefused(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	play(t, []string{"-seed", "3"}, []string{"save " + good, "q"}, nil)
	data, _ := os.ReadFile(good)
	for name, text := range map[string]string{
		"garbage":  "not json",
		"empty":    "",
		"format":   strings.Replace(string(data), "pegboard play", "pegboard other", 1),
		"unknown":  strings.Replace(string(data), `"seed"`, `"extra": 1, "seed"`, 1),
		"tampered": strings.Replace(string(data), `"pegboard crib game"`, `"pegboard crib gamble"`, 1),
		"game":     strings.Replace(string(data), `"game": "crib"`, `"game": "chess"`, 1),
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if err := run(strings.NewReader(""), &out, []string{"-resume", path}); err == nil {
			t.Errorf("%s: resumed:\n%s", name, out.String())
		}
	}
	var out strings.Builder
	if err := run(strings.NewReader(""), &out, []string{"-resume", filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing file resumed")
	}
}

// A line far too long is refused like any bad input, and the game goes on.
func TestCribLongLine(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, []string{strings.Repeat("5h ", 30000), "AS 3C", "q"}, nil)
	wants(t, screen, "  that line is longer than 1024 characters: nothing typed at a prompt is so long\nYour cards:", "Ann lays A♠ 3♣ away to the crib.", "Goodbye.")
}
