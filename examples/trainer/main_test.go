package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata from the program as it is")

// session is a person at the keyboard: the command line, the keys typed
// (a line each), and lines the screen must show exactly, whatever the rest.
type session struct {
	name string
	args []string
	keys []string
	want []string
}

// play runs the trainer on the keys and returns the screen.
func play(t *testing.T, s session) string {
	t.Helper()
	var out strings.Builder
	in := strings.Join(s.keys, "\n")
	if len(s.keys) > 0 {
		in += "\n"
	}
	if err := run(strings.NewReader(in), &out, s.args); err != nil {
		t.Fatalf("run %v: %v\nscreen:\n%s", s.args, err, out.String())
	}
	return out.String()
}

// checkScreen compares the screen with the golden file and checks the key
// lines.
func checkScreen(t *testing.T, s session, screen string) {
	t.Helper()
	golden := filepath.Join("testdata", s.name+".golden")
	if *update {
		if err := os.WriteFile(golden, []byte(screen), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./examples/trainer -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), screen); diff != "" {
		t.Errorf("screen differs from %s (-want +got):\n%s", golden, diff)
	}
	lines := strings.Split(screen, "\n")
	for _, w := range s.want {
		if !hasLine(lines, w) {
			t.Errorf("the screen lacks the line %q:\n%s", w, screen)
		}
	}
}

func hasLine(lines []string, w string) bool {
	for _, l := range lines {
		if l == w {
			return true
		}
	}
	return false
}

func TestSessions(t *testing.T) {
	for _, s := range sessions {
		t.Run(s.name, func(t *testing.T) {
			screen := play(t, s)
			checkScreen(t, s, screen)
			if again := play(t, s); again != screen {
				t.Error("the same seed and keys gave two different screens")
			}
		})
	}
}

var sessions = []session{
	{
		name: "help",
		args: []string{"-h"},
		want: []string{
			"Usage: trainer [flags]",
			"  -drill string",
			"  -muggins",
			"  -players int",
			"  -seed uint",
		},
	},
	{
		name: "count-muggins",
		args: []string{"-drill", "count", "-seed", "1", "-muggins", "-echo"},
		keys: []string{
			"8",                        // right
			"abc", "35", "-1", "19", "", // not counts
			"12", // two short: muggins
			"3",  // the crib is worth 2: an overpeg
			"2",  // two short again
			"q",
		},
		want: []string{
			"Your hand: AD 4D JS QC   starter: JC",
			"Your count? 8",
			"Right: fifteen two, fifteen four, fifteen six, and a pair is eight.",
			"Counting: 1 of 1 right (100%).",
			`"abc" is not a number: type the count, 0 to 29 (q quits).`,
			"A hand scores 0 to 29: type the count again.",
			"No hand scores 19 (it is the player's word for nothing): type 0 for no score.",
			"Type the count as a number, 0 to 29 (q quits).",
			"Your hand: 5C 5S JD KC   starter: 10S",
			`The bot: "Muggins for 2!" It takes the 2 you missed (ACC rule 10.4).`,
			"Your crib: 3C 7D 9C 10C   starter: 10S",
			"Too many by 1: the bot finds the overpeg, your peg goes back and the bot takes 1 (ACC rule 8.4c).",
			"The count: a pair is two.",
			"  counting: 1 of 4 right (25%)",
		},
	},
	{
		name: "count-no-muggins-eof",
		args: []string{"-drill", "count", "-seed", "2", "-echo"},
		keys: []string{"4", "5"}, // the input ends in the middle of the second deal
		want: []string{
			"Counting drill.",
			"Short by 4: an underpeg stands (ACC rule 8.3). The count: fifteen two, fifteen four, a run of three is seven, and one for his nobs is eight.",
			"Right: fifteen two, and a run of three is five.",
			"  counting: 1 of 2 right (50%)",
		},
	},
	{
		// The crib's flush rule: four hearts in the crib and a diamond
		// turned are no flush; counting the four-card flush overpegs.
		name: "count-crib-flush",
		args: []string{"-drill", "count", "-seed", "106", "-echo"},
		keys: []string{"3", "7", "7", "7", "4", "9", "q"},
		want: []string{
			"Your crib: AH 3H 8H 9H   starter: 7D",
			"Your count? 9",
			"Too many by 4: the bot finds the overpeg, your peg goes back and the bot takes 4 (ACC rule 8.4c).",
			"The count: fifteen two, and a run of three is five.",
		},
	},
}
