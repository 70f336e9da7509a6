package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A deal of Crib Wars: the person plays it as in cribbage, and the board is
// drawn after it; saving is refused with the reason.
func TestCribWarsDeal(t *testing.T) {
	moves := 0
	screen := play(t, []string{"-game", "cribwars", "-seed", "3"}, []string{"save x.json"}, func(screen string) string {
		if strings.Contains(screen, "End of deal 1:") {
			return "q"
		}
		moves++
		return cribPolicy(screen)
	})
	wants(t, screen,
		"Crib Wars, 2 players, seed 3.",
		"  Saving is not available for Crib Wars yet.\n",
		"Lay away 2 to the crib",
		"What do you peg?",
		"Count your hand:",
		"End of deal 1:",
		"pegboard default: 363 holes, game hole 363, Muggers Alley 1-121",
		"  A: Ann at ",
		"  B: Bob at ",
		"Goodbye.",
	)
	if _, err := os.Stat("x.json"); err == nil {
		t.Error("a Crib Wars game was saved")
		os.Remove("x.json")
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
	// Another seat's cards are never shown.
	if strings.Contains(screen, "reshuffles") || strings.Contains(screen, "Bob (Yellow) draws") {
		t.Errorf("the screen shows another's cards:\n%s", screen)
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
	wants(t, out.String(), "Saving is not available for Crib Wars yet.", "-resume", "-seed")
}
