package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A deal of Crib Wars: the person plays it as in cribbage, and the board is
// drawn after it.
func TestCribWarsDeal(t *testing.T) {
	moves := 0
	screen := play(t, []string{"-game", "cribwars", "-seed", "3"}, nil, func(screen string) string {
		if strings.Contains(screen, "End of deal 1:") {
			return "q"
		}
		moves++
		return cribPolicy(screen)
	})
	wants(t, screen,
		"Crib Wars, 2 players, seed 3.",
		"Lay away 2 to the crib",
		"What do you peg?",
		"Count your hand:",
		"End of deal 1:",
		"pegboard default: 363 holes, game hole 363, Muggers Alley 1-121",
		"  A: Ann at ",
		"  B: Bob at ",
		"Goodbye.",
	)
}

// A game of Crib Wars saved in the middle and taken up again goes on
// exactly as the game that never stopped: saved at a claim in the play
// (two players), and with the person's peg in a penalty box, at the
// prompt to move it out (three players).
func TestCribWarsSaveResume(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		at     func(screen string) bool // the screen at which the person saves
		cutAt  string                   // the game is compared from here to its end
		inFile string                   // what the saved file holds
	}{
		{"claim", []string{"-game", "cribwars", "-seed", "3"}, func(screen string) bool {
			_, prompt := lastLines(screen)
			return strings.Contains(screen, "Deal 5:") && strings.HasPrefix(prompt, "You laid")
		}, "End of deal 5:", `"pegs": [`},
		{"box", []string{"-game", "cribwars", "-players", "3", "-seed", "4"}, func(screen string) bool {
			_, prompt := lastLines(screen)
			return strings.Contains(prompt, "penalty box")
		}, "End of deal 21:", `"box": `},
	} {
		t.Run(tc.name, func(t *testing.T) {
			whole := play(t, tc.args, nil, cribPolicy)
			finished(t, whole)
			file := filepath.Join(t.TempDir(), "wars.json")
			stopped := 0
			first := play(t, tc.args, nil, func(screen string) string {
				if stopped == 0 && tc.at(screen) {
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
			wants(t, string(data), `"format": "pegboard play"`, `"game": "cribwars"`, `"pegboard cribwars game"`, tc.inFile)
			rest := play(t, []string{"-resume", file}, nil, cribPolicy)
			wants(t, rest, "Taking up the game saved in "+file+".", "Sides: ", "pegboard default: 363 holes")
			finished(t, rest)
			_, end, _ := strings.Cut(whole, tc.cutAt)
			_, restEnd, _ := strings.Cut(rest, tc.cutAt)
			if end == "" || end != restEnd {
				t.Errorf("the resumed game went otherwise:\n%s\nnot\n%s", tail(restEnd, 20), tail(end, 20))
			}
		})
	}
}

// A saved game of Crib Wars that is not one, or one tampered with, is
// refused.
func TestCribWarsResumeRefused(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	play(t, []string{"-game", "cribwars", "-seed", "3"}, []string{"save " + good, "q"}, nil)
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := run(strings.NewReader("q\n"), &out, []string{"-resume", good}); err != nil || !strings.Contains(out.String(), "Lay away 2 to the crib") {
		t.Fatalf("the good file: %v\n%s", err, out.String())
	}
	text := string(data)
	for name, text := range map[string]string{
		"format":     strings.Replace(text, `"pegboard cribwars game"`, `"pegboard cribwars gamble"`, 1),
		"as crib":    strings.Replace(text, `"game": "cribwars"`, `"game": "crib"`, 1),
		"card twice": strings.Replace(text, `"AS 3C 5C 6S 10H QS"`, `"AS AS 5C 6S 10H QS"`, 1),
		"hands left": strings.Replace(text, `"hands_left": 0`, `"hands_left": 9`, 1),
		"automatic":  strings.Replace(text, `"claimed": true`, `"claimed": false`, 1),
		"names":      strings.Replace(text, `"Bob"`, `"Bob", "Cat"`, 1),
		"unknown":    strings.Replace(text, `"hands_left"`, `"extra": 1, "hands_left"`, 1),
	} {
		if text == string(data) {
			t.Fatalf("%s: the file was not changed", name)
		}
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if err := run(strings.NewReader(""), &out, []string{"-resume", path}); err == nil {
			t.Errorf("%s: resumed:\n%s", name, out.String())
		}
	}
}

// A whole game of Crib Wars with three players, to the end: the person's
// side lands in a penalty box, sits out and moves its own peg out.
func TestCribWarsThree(t *testing.T) {
	stayed := false
	screen := play(t, []string{"-game", "cribwars", "-players", "3", "-seed", "4"}, nil, func(screen string) string {
		if _, prompt := lastLines(screen); strings.Contains(prompt, "penalty box") && !stayed {
			stayed = true
			return "stay"
		}
		return cribPolicy(screen)
	})
	wants(t, screen, "Crib Wars, 3 players", "Lay away 1 to the crib", "  C: Cat at ",
		"(in the penalty box)",
		"Move your peg out (out): stay\n  type out (or press Enter) to move your peg out of the box\n",
		"Move your peg out (out): out\nAnn leaves the penalty box: ")
	finished(t, screen)
}

// Pegs and Jokers, a few turns: the position drawn, the legal plays on
// "?", bad input refused, then saved, resumed and played to the end
// exactly as the game that never stopped.
func TestPegJokersTurns(t *testing.T) {
	args := []string{"-game", "pegjokers", "-seed", "3"}
	script := []string{"hello", "", "draw", "QH t99+1", "7C t99+1", "ZZ s", "? 5D", "? KS", "?"}
	screen := play(t, args, script, func(screen string) string {
		if strings.Count(screen, "Your play") > 16 {
			return "q"
		}
		return pjPolicy(screen)
	})
	wants(t, screen,
		"Pegs and Jokers, 4 players, pairs, seed 3.",
		"You are Blue. Teams: Blue+White; Yellow+Orange.",
		"4 pairs, Blue to move",
		`"hello" is not a play: type a card and its move, as 'QH s' or '6S t8+6' (? lists them)`,
		"type a card and its move, as 'QH s' or '6S t8+6' (? lists them)",
		"play a card first; you draw at the end of your turn",
		"QH is not in your hand (7C 5D 8H 10C 4C)",
		`"7C t99+1" is not a legal play (? lists the legal ones)`,
		`"ZZ s" is not a play`,
		"? 5D\n  Legal plays:\n  5D pass — no move: discard it\n  Also: save",
		`"KS" is not a card in your hand: ? lists every legal play, ? 7H those of the 7H.`,
		"  Legal plays:\n  7C pass — no move: discard it\n  5D pass",
		"Ann (Blue) discards 7♣: no legal move.",
		"Ann (Blue) draws ",
		"Bob (Yellow) ",
		"Goodbye.",
	)
	// Another seat's cards are never shown: its draws are "a card".
	for line := range strings.Lines(screen) {
		if strings.Contains(line, " draws ") && !strings.HasPrefix(line, "Ann (Blue)") &&
			!strings.Contains(line, " draws a card") && !strings.Contains(line, " draws an extra card") {
			t.Errorf("the screen shows another's card: %q", line)
		}
	}
	if !strings.Contains(screen, "Bob (Yellow) draws a card.") {
		t.Errorf("Bob's draw is not told:\n%s", screen)
	}
	whole := play(t, args, nil, pjPolicy)
	finished := strings.Contains(whole, " win after ")
	if !finished {
		t.Fatalf("no end:\n%s", tail(whole, 30))
	}
	file := filepath.Join(t.TempDir(), "pj.json")
	n := 0
	play(t, args, nil, func(screen string) string {
		if strings.Count(screen, "Your play") > 6 {
			n++
			return map[int]string{1: "save " + file, 2: "q"}[n]
		}
		return pjPolicy(screen)
	})
	rest := play(t, []string{"-resume", file}, nil, pjPolicy)
	if !strings.HasSuffix(whole, tail(rest, 25)) {
		t.Errorf("the resumed game ended otherwise:\n%s\nnot\n%s", tail(rest, 25), tail(whole, 25))
	}
}

// Seatings of Pegs and Jokers, and the ones refused.
func TestPegJokersSeatings(t *testing.T) {
	for _, args := range [][]string{{"-players", "3"}, {"-players", "6", "-teams", "teams"}, {"-players", "2"}} {
		screen := play(t, append([]string{"-game", "pegjokers", "-seed", "2"}, args...), []string{"q"}, nil)
		wants(t, screen, "Pegs and Jokers, "+args[1]+" players", "Goodbye.")
	}
	for _, args := range [][]string{{"-players", "9"}, {"-players", "3", "-teams", "pairs"}, {"-teams", "trios"}} {
		var out strings.Builder
		if err := run(strings.NewReader(""), &out, append([]string{"-game", "pegjokers"}, args...)); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

// Flags refused, and -h.
func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-players", "5"}, {"-game", "chess"}, {"-seed", "x"}, {"extra"}} {
		var out strings.Builder
		if err := run(strings.NewReader(""), &out, args); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
	var out strings.Builder
	if err := run(strings.NewReader(""), &out, []string{"-h"}); err != nil {
		t.Fatal(err)
	}
	golden(t, "help.golden", out.String())
	wants(t, out.String(), "-resume", "-seed")
	if strings.Contains(out.String(), "not available") {
		t.Errorf("-h says something is not available:\n%s", out.String())
	}
}

// TestPegJokersCardAloneIsItsOnlyPlay: a card typed alone, without its
// move, is played when it has one legal play: here, a discard with no move.
func TestPegJokersCardAloneIsItsOnlyPlay(t *testing.T) {
	screen := play(t, []string{"-game", "pegjokers", "-seed", "3"}, []string{"5D"}, func(string) string { return "q" })
	wants(t, screen, "Ann (Blue) discards 5♦: no legal move.")
}
