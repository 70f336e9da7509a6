package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pegboard/pegboard/cards"
	"pgregory.net/rapid"
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
			"8",                         // right
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
	{
		name: "discard",
		args: []string{"-drill", "discard", "-seed", "3", "-echo"},
		keys: []string{
			"", "zz 5h", "kh", "ah ah", "ah", "ah 2d 2s", // not a throw
			"ah 10D", // the best
			"4c, 4S", // not the best
			"q",
		},
		want: []string{
			"Deal 1, the bot's crib. Dealt: AH 2D 2S 6D 9H 10D",
			"Type cards like 5h, JS or 10d, from AH 2D 2S 6D 9H 10D.",
			`"zz" is not a card: type cards like 5h, JS or 10d (q quits).`,
			"You do not hold KH: your cards are AH 2D 2S 6D 9H 10D.",
			"AH twice: name each card once.",
			"Throw two cards, from AH 2D 2S 6D 9H 10D.",
			"You throw AH 10D, keep 2D 2S 6D 9H: hand 5.65 - crib 4.08 = 1.57.",
			"That is the best of 15 discards.",
			"Deal 2, your crib. Dealt: AC 4C 4S QC QS KH",
			"You throw 4C 4S, keep AC QC QS KH: hand 3.74 + crib 6.32 = 10.06.",
			"That ranks 6th of 15, 3.76 points below the best:",
			"Best: throw QC QS, keep AC 4C 4S KH: hand 8.43 + crib 5.39 = 13.82.",
			"  discards: 1 of 2 best, 1.88 points lost a deal on average",
		},
	},
	{
		name: "discard-three-players",
		args: []string{"-drill", "discard", "-seed", "3", "-players", "3", "-echo"},
		keys: []string{"2", "9h 10d", "ah"}, // the input ends at the next deal
		want: []string{
			"Deal 1, an opponent's crib. Dealt: AH 2S 6D 9H 10D",
			`"2" is not a card: type cards like 5h, JS or 10d (q quits).`,
			"Throw one card, from AH 2S 6D 9H 10D.",
			"You throw AH, keep 2S 6D 9H 10D: hand 3.96 - crib 4.53 = -0.58.",
			"That ranks 2nd of 5, 0.03 points below the best:",
			"Best: throw 10D, keep AH 2S 6D 9H: hand 4.00 - crib 4.54 = -0.54.",
		},
	},
	{
		name: "peg",
		args: []string{"-drill", "peg", "-seed", "4", "-echo"},
		keys: []string{
			"", "zz", "kh", "qc qh", // not a card to lay
			"QC", "QH",
			"4h", // past 31
			"AS", "4H",
			"JH", "9H", "8h", "5H", // 8H is not the best
			"q",
		},
		want: []string{
			"Deal 1. The bot deals; you lead.",
			"Starter 8C. Your cards (kept for you by the analysis bot): AS 4H QC QH.",
			"Lay one card at a time.",
			"You lay QC: 10.",
			"  Solver: QC is best (as is QH): you net +1 from here, both playing best.",
			"4H would take the count to 34, past 31: lay a card that fits (AS).",
			"You lay AS: 31, thirty-one for 2.",
			"The bot lays 3S: 10. The bot pegs 1 for last card.",
			"  Solver: 5H was best (you net +2 from here, both playing best); 8H nets even: 2 points lost.",
			"The bot lays 10H: 28. You say go. The bot pegs 1 for the go.",
			"You lay 5H: 5. You peg 1 for last card.",
			"The play is over: you pegged 3, the bot 1.",
			"  pegging: 7 of 8 cards best, 2 points lost against the solver",
		},
	},
	{
		name: "menu",
		args: []string{"-seed", "5"}, // no -echo: the screen as the person sees it
		keys: []string{"x", "2"},
		want: []string{
			"Which drill? Type 1, 2 or 3 (or q to quit).",
			"Which drill? Discard drill, 2 players: 6 cards dealt, throw 2. Expectations are exact, over every starter and crib.",
			"  nothing played.",
		},
	},
}

func TestBadCommandLines(t *testing.T) {
	for _, args := range [][]string{
		{"-drill", "poker"},
		{"-players", "4"},
		{"-players", "x"},
		{"-seed", "-3"},
		{"-seed", "abc"},
		{"-nope"},
		{"count"},
	} {
		var out strings.Builder
		if err := run(strings.NewReader("1\n"), &out, args); err == nil {
			t.Errorf("run %v: no error; screen:\n%s", args, out.String())
		}
	}
}

func TestQuitsAtOnce(t *testing.T) {
	for _, drill := range []string{"count", "discard", "peg"} {
		for _, keys := range []string{"", "q\n", "QUIT\n"} {
			var out strings.Builder
			if err := run(strings.NewReader(keys), &out, []string{"-drill", drill, "-seed", "9"}); err != nil {
				t.Fatalf("%s, keys %q: %v", drill, keys, err)
			}
			if !strings.HasSuffix(out.String(), "\nSummary:\n  nothing played.\n") {
				t.Errorf("%s, keys %q: no summary:\n%s", drill, keys, out.String())
			}
		}
	}
}

// keys a person might type at any prompt: counts, cards, throws, garbage.
var anyKey = rapid.SampledFrom([]string{
	"", " ", "q", "Q", "0", "5", "8", "12", "19", "29", "30", "-2", "1e3", "nine", "x",
	"ah", "5h", "JS", "10d", "td", "kc", "qs 3h", "5h,5c", "AH AH", "2c 3c 4c",
	"1", "2", "3", "count", "peg", "zz 5h", "🃏", "JK",
})

// Whatever is typed, the trainer answers, never fails and ends with a
// summary when the keys run out.
func TestAnyKeys(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		args := []string{"-seed", fmt.Sprint(rapid.Uint64Range(0, 1000).Draw(t, "seed"))}
		if d := rapid.SampledFrom([]string{"", "count", "discard", "peg"}).Draw(t, "drill"); d != "" {
			args = append(args, "-drill", d)
		}
		if rapid.Bool().Draw(t, "muggins") {
			args = append(args, "-muggins")
		}
		if rapid.Bool().Draw(t, "three") {
			args = append(args, "-players", "3")
		}
		keys := rapid.SliceOfN(anyKey, 0, 60).Draw(t, "keys")
		var out strings.Builder
		if err := run(strings.NewReader(strings.Join(keys, "\n")), &out, args); err != nil {
			t.Fatalf("run %v: %v\n%s", args, err, out.String())
		}
		if !strings.Contains(out.String(), "\nSummary:\n") {
			t.Fatalf("no summary:\n%s", out.String())
		}
	})
}

// The README's transcript of the counting drill is what the trainer prints.
func TestReadmeTranscript(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	const command = "$ go run ./examples/trainer "
	_, block, ok := strings.Cut(string(readme), "\n"+command)
	if !ok {
		t.Fatal("the README has no transcript of the trainer")
	}
	block, _, _ = strings.Cut(block, "\n```")
	args, transcript, _ := strings.Cut(block, "\n")
	var keys []string
	for _, l := range strings.Split(transcript, "\n") {
		if _, k, ok := strings.Cut(l, "Your count? "); ok {
			keys = append(keys, k)
		}
	}
	screen := play(t, session{args: append(strings.Fields(args), "-echo"), keys: keys})
	if !strings.HasPrefix(screen, transcript+"\n") {
		t.Errorf("the README's transcript is not what the trainer prints:\n%s", cmp.Diff(transcript, screen))
	}
}

// A line longer than any buffer, or a last line with no newline, is read
// like any other.
func TestLongAndUnfinishedLines(t *testing.T) {
	keys := strings.Repeat("x", 1<<20) + "\n8"
	var out strings.Builder
	if err := run(strings.NewReader(keys), &out, []string{"-drill", "count", "-seed", "1"}); err != nil {
		t.Fatal(err)
	}
	if out.Len() > 2000 {
		t.Errorf("the screen repeats the long line: %d bytes", out.Len())
	}
	for _, want := range []string{`"xxxxxxxxxxxxxxxxxxxx..." is not a number`, "Right: fifteen two, fifteen four, fifteen six, and a pair is eight."} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the screen lacks %q", want)
		}
	}
}

// Many deals counted all wrong, short and long, with muggins and without:
// every claim is refereed by the engine for the very count the trainer
// shows (claimShow checks it), so no deal ends in an error.
func TestManyDealsCounted(t *testing.T) {
	for seed := range 6 {
		for _, key := range []string{"0", "29"} {
			for _, muggins := range []bool{false, true} {
				args := []string{"-drill", "count", "-seed", fmt.Sprint(seed)}
				if muggins {
					args = append(args, "-muggins")
				}
				keys := strings.Repeat(key+"\n", 30)
				var out strings.Builder
				if err := run(strings.NewReader(keys), &out, args); err != nil {
					t.Fatalf("run %v: %v", args, err)
				}
				if n := strings.Count(out.String(), "Your count? "); n != 31 {
					t.Errorf("run %v: %d prompts for 30 counts", args, n)
				}
			}
		}
	}
}

// A person who types every card of the pack in turn, low to high, then
// high to low, plays deal after deal
// of the pegging drill: each card not held, or past 31, is refused and the
// next one tried.
func TestManyPlays(t *testing.T) {
	pack := cards.StandardDeck().Cards()
	var keys strings.Builder
	for range 5 {
		for _, c := range pack {
			fmt.Fprintln(&keys, c)
		}
		for i := range pack { // Kings first
			fmt.Fprintln(&keys, pack[len(pack)-1-i])
		}
	}
	var out strings.Builder
	if err := run(strings.NewReader(keys.String()), &out, []string{"-drill", "peg", "-seed", "7"}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "The play is over"); n < 5 {
		t.Errorf("%d plays finished:\n%s", n, out.String())
	}
	if !strings.Contains(out.String(), "past 31: lay a card that fits") {
		t.Error("no card past 31 was refused")
	}
}
