package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/examples/internal/progtest"
)

// TestMain lets the tests run the program as a person does, in a process
// of its own: the test binary, started again with PEGJOKERS_SAVE_MAIN set, is
// the program.
func TestMain(m *testing.M) { progtest.Main(m, "PEGJOKERS_SAVE_MAIN", main) }

// program runs the program with args in dir and returns its output and
// exit status.
func program(t *testing.T, dir string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	return progtest.Run(t, "PEGJOKERS_SAVE_MAIN", dir, args...)
}

func TestSaveAndResume(t *testing.T) {
	dir := t.TempDir()
	out, errOut, status := program(t, dir, "-dir", ".")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr:\n%s", status, errOut)
	}
	progtest.Has(t, "output", out,
		"Pegs and Jokers, 4 pairs, seed 1, heuristic bots.\n",
		"Played without a stop: Yellow and Orange won after 198 turns.\n",
		"Stopped after turn 99, waiting for White's draw: 4 pairs 3 | ",
		"Saved the game to pegjokers-save.json (",
		"and its record to pegjokers-save.txt (197 actions).\n",
		"Read pegjokers-save.json back, and replayed pegjokers-save.txt: both are the game saved.\n",
		"Finished the saved game: Yellow and Orange won after 198 turns.\n",
		"The resumed game is the game played without a stop.\n")
	saved, err := os.ReadFile(filepath.Join(dir, "pegjokers-save.json"))
	if err != nil || !bytes.HasPrefix(saved, []byte(`{"format":"pegboard pegjokers game","version":1,`)) {
		t.Fatalf("saved game: %s, %v", saved, err)
	}
	rec, err := os.ReadFile(filepath.Join(dir, "pegjokers-save.txt"))
	if err != nil || !bytes.HasPrefix(rec, []byte("pegboard pegjokers 1\nrules: default\nseating: 4 pairs\nseed: 1\n\n")) {
		t.Fatalf("record: %s, %v", rec, err)
	}

	out, _, status = program(t, dir, "-resume", "pegjokers-save.json")
	if status != 0 {
		t.Fatalf("-resume: status %d", status)
	}
	progtest.Has(t, "-resume", out, "pegjokers-save.json: 4 pairs after turn 99, waiting for White's draw.\n",
		"Finished by heuristic bots: Yellow and Orange won after 198 turns.\n")
	out, _, status = program(t, dir, "-replay", "pegjokers-save.txt")
	if status != 0 {
		t.Fatalf("-replay: status %d", status)
	}
	progtest.Has(t, "-replay", out, "pegjokers-save.txt replays to turn 99, waiting for White's draw:\n4 pairs, Orange to move")

	out, _, status = program(t, dir, "-seed", "4", "-seating", "6 teams", "-save", "six.json", "-record", "six.txt")
	if status != 0 {
		t.Fatalf("six teams: status %d", status)
	}
	progtest.Has(t, "six teams", out, "Pegs and Jokers, 6 teams, seed 4", "Blue, White and Red won after 249 turns.",
		"The resumed game is the game played without a stop.")
}

// TestLeavesTheWorkingDirectoryUnchanged: it was seen that a run left
// pegjokers-save.json and pegjokers-save.txt in the directory it ran from.
// Now a run writes them in a temporary directory and removes it; -dir
// keeps them where it says.
func TestLeavesTheWorkingDirectoryUnchanged(t *testing.T) {
	dir, tmp := t.TempDir(), t.TempDir()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "PEGJOKERS_SAVE_MAIN=1", "TMPDIR="+tmp)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	progtest.Has(t, "output", string(out), "Saved the game to pegjokers-save.json (", "The resumed game is the game played without a stop.\n",
		"The files were in a temporary directory, now removed: -dir DIR keeps them.\n")
	for what, d := range map[string]string{"the working directory": dir, "the temporary directory": tmp} {
		if left, _ := os.ReadDir(d); len(left) != 0 {
			t.Errorf("%s holds %v", what, left)
		}
	}
	dir = t.TempDir()
	o, errOut, status := program(t, dir, "-dir", "kept")
	if status != 0 || strings.Contains(o, "temporary") {
		t.Fatalf("-dir kept: status %d, %s\n%s", status, errOut, o)
	}
	progtest.Has(t, "-dir kept", o, "Saved the game to "+filepath.Join("kept", "pegjokers-save.json")+" (")
	for _, f := range []string{"pegjokers-save.json", "pegjokers-save.txt"} {
		if _, err := os.Stat(filepath.Join(dir, "kept", f)); err != nil {
			t.Errorf("-dir kept: %v", err)
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	if _, _, status := program(t, dir, "-save", "g.json", "-record", "g.txt"); status != 0 {
		t.Fatalf("status %d", status)
	}
	saved, _ := os.ReadFile(filepath.Join(dir, "g.json"))
	tampered := bytes.Replace(saved, []byte(`"missed":0`), []byte(`"missed":3`), 1)
	os.WriteFile(filepath.Join(dir, "tampered.json"), tampered, 0o644)
	rec, _ := os.ReadFile(filepath.Join(dir, "g.txt"))
	lines := strings.Split(string(rec), "\n")
	lines[9] = "JK t1000+1"
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte(strings.Join(lines, "\n")), 0o644)
	lines[9] = "AS t50+1"
	os.WriteFile(filepath.Join(dir, "illegal.txt"), []byte(strings.Join(lines, "\n")), 0o644)

	for _, tt := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"-seating", "5 pairs"}, 2, `-seating "5 pairs": want a seat count and solo, pairs or teams`},
		{[]string{"-seed", "minus one"}, 2, `invalid value "minus one" for flag -seed`},
		{[]string{"-colour", "red"}, 2, "flag provided but not defined: -colour"},
		{[]string{"now"}, 2, `unexpected "now"`},
		{[]string{"-resume", "g.json", "-replay", "g.txt"}, 2, "unexpected"},
		{[]string{"-resume", "missing.json"}, 1, "open missing.json: no such file or directory"},
		{[]string{"-resume", "g.txt"}, 1, "reading g.txt: "},
		{[]string{"-resume", "tampered.json"}, 1, "reading tampered.json: pegjokers: bad record: the hands are 0 cards short, but 3 draws missed less 0 made up is 3"},
		{[]string{"-replay", "g.json"}, 1, "reading g.json: pegjokers: bad record: invalid syntax: line 1: "},
		{[]string{"-replay", "bad.txt"}, 1, `reading bad.txt: pegjokers: line 10: bad record: `},
		{[]string{"-replay", "illegal.txt"}, 1, `reading illegal.txt: pegjokers: line 10: bad record: AS t50+1: `},
		{[]string{"-save", filepath.Join("no", "such", "dir.json")}, 1, "no such file or directory"},
	} {
		out, errOut, status := program(t, dir, tt.args...)
		if status != tt.status || !strings.Contains(errOut, tt.want) {
			t.Errorf("%q: status %d, stderr:\n%s\nwant status %d and %q (stdout:\n%s)", tt.args, status, errOut, tt.status, tt.want, out)
		}
	}
}

func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--help"} {
		out, errOut, status := program(t, t.TempDir(), arg)
		if status != 0 || errOut != "" {
			t.Errorf("%s: status %d, stderr %q", arg, status, errOut)
		}
		progtest.Has(t, arg, out, "Usage:\n  pegjokers-save [-seed N] [-seating S] [-dir DIR] [-save FILE] [-record FILE]\n", "-resume string", "-replay string",
			"seats and arrangement", "Flags:\n")
	}
	// Usage goes with every command line the program cannot use.
	_, errOut, _ := program(t, t.TempDir(), "-colour", "red")
	progtest.Has(t, "stderr", errOut, "Usage:")
}
