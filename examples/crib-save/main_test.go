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
// of its own: the test binary, started again with CRIB_SAVE_MAIN set, is
// the program.
func TestMain(m *testing.M) { progtest.Main(m, "CRIB_SAVE_MAIN", main) }

// program runs the program with args in dir and returns its output and
// exit status.
func program(t *testing.T, dir string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	return progtest.Run(t, "CRIB_SAVE_MAIN", dir, args...)
}

func TestSaveAndResume(t *testing.T) {
	dir := t.TempDir()
	out, errOut, status := program(t, dir, "-dir", ".")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr:\n%s", status, errOut)
	}
	progtest.Has(t, "output", out,
		"ACC cribbage, 2 players, seed 1, analysis bots.\n",
		"Played without a stop: side B won in deal 10, A 117, B 121, in 147 actions.\n",
		"Stopped after action 73: deal 5, the show, waiting for seat 0 to count; A 51, B 47.\n",
		"Saved the game to crib-save.json (911 bytes) and its record to crib-save.txt (77 lines).\n",
		"Read crib-save.json back, and replayed crib-save.txt: both are the game saved.\n",
		"Finished the saved game: side B won in deal 10, A 117, B 121.\n",
		"The resumed game is the game played without a stop.\n")
	saved, err := os.ReadFile(filepath.Join(dir, "crib-save.json"))
	if err != nil || !bytes.HasPrefix(saved, []byte(`{"format":"pegboard crib game","version":2,`)) {
		t.Fatalf("saved game: %s, %v", saved, err)
	}
	rec, err := os.ReadFile(filepath.Join(dir, "crib-save.txt"))
	if err != nil || !bytes.HasPrefix(rec, []byte("pegboard crib 1\nrules: 2 players\nseed: 1\n\ncut for deal\ndeal\n")) {
		t.Fatalf("record: %s, %v", rec, err)
	}

	out, _, status = program(t, dir, "-resume", "crib-save.json")
	if status != 0 {
		t.Fatalf("-resume: status %d", status)
	}
	progtest.Has(t, "-resume", out, "crib-save.json: deal 5, the show, waiting for seat 0 to count; A 51, B 47.\n",
		"Finished by analysis bots: side B won in deal 10, A 117, B 121.\n")
	out, _, status = program(t, dir, "-replay", "crib-save.txt")
	if status != 0 {
		t.Fatalf("-replay: status %d", status)
	}
	progtest.Has(t, "-replay", out, "crib-save.txt replays to: deal 5, the show, waiting for seat 0 to count; A 51, B 47.\n")

	out, _, status = program(t, dir, "-game", "cribwars", "-players", "3", "-seed", "2", "-save", "w.json", "-record", "w.txt")
	if status != 0 {
		t.Fatalf("Crib Wars: status %d", status)
	}
	progtest.Has(t, "Crib Wars", out, "Crib Wars, 3 players, seed 2, analysis bots.\n",
		"Played without a stop: side B won in deal 30, A 321, B 363, C 349, in 629 actions.\n",
		"Stopped after action 314: deal 15, the show, waiting for seat 2 to count; A 125, B 167, C 185.\n",
		"The resumed game is the game played without a stop.\n")
	out, _, status = program(t, dir, "-resume", "w.json")
	if status != 0 {
		t.Fatalf("-resume w.json: status %d", status)
	}
	progtest.Has(t, "-resume w.json", out, "Finished by analysis bots: side B won in deal 30, A 321, B 363, C 349.\n")
	out, _, status = program(t, dir, "-replay", "w.txt")
	if status != 0 {
		t.Fatalf("-replay w.txt: status %d", status)
	}
	progtest.Has(t, "-replay w.txt", out, "w.txt replays to: deal 15, the show, waiting for seat 2 to count; A 125, B 167, C 185.\n")
}

// TestLeavesTheWorkingDirectoryUnchanged: it was seen that a run left
// crib-save.json and crib-save.txt in the directory it ran from. Now a run
// writes them in a temporary directory and removes it; -dir keeps them
// where it says.
func TestLeavesTheWorkingDirectoryUnchanged(t *testing.T) {
	for _, game := range []string{"crib", "cribwars"} {
		dir, tmp := t.TempDir(), t.TempDir()
		cmd := exec.Command(os.Args[0], "-game", game, "-players", "3")
		cmd.Env = append(os.Environ(), "CRIB_SAVE_MAIN=1", "TMPDIR="+tmp)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v\n%s", game, err, out)
		}
		progtest.Has(t, game, string(out), "Saved the game to crib-save.json (", "The resumed game is the game played without a stop.\n",
			"The files were in a temporary directory, now removed: -dir DIR keeps them.\n")
		for what, d := range map[string]string{"the working directory": dir, "the temporary directory": tmp} {
			if left, _ := os.ReadDir(d); len(left) != 0 {
				t.Errorf("%s: %s holds %v", game, what, left)
			}
		}
	}
	dir := t.TempDir()
	out, errOut, status := program(t, dir, "-dir", "kept")
	if status != 0 || strings.Contains(out, "temporary") {
		t.Fatalf("-dir kept: status %d, %s\n%s", status, errOut, out)
	}
	progtest.Has(t, "-dir kept", out, "Saved the game to "+filepath.Join("kept", "crib-save.json")+" (")
	for _, f := range []string{"crib-save.json", "crib-save.txt"} {
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
	tampered := bytes.Replace(saved, []byte(`"dealer":`), []byte(`"dealer":7,"x":`), 1)
	os.WriteFile(filepath.Join(dir, "tampered.json"), tampered, 0o644)
	rec, _ := os.ReadFile(filepath.Join(dir, "g.txt"))
	lines := strings.Split(string(rec), "\n")
	lines[8] = "discard 0 5H 5H 5H"
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte(strings.Join(lines, "\n")), 0o644)
	lines[8] = "lay 1 AS"
	os.WriteFile(filepath.Join(dir, "illegal.txt"), []byte(strings.Join(lines, "\n")), 0o644)

	for _, tt := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"-players", "5"}, 2, "-players 5: want 2, 3, 4 or 6"},
		{[]string{"-game", "chess"}, 2, `-game "chess": want crib or cribwars`},
		{[]string{"-seed", "minus one"}, 2, `invalid value "minus one" for flag -seed`},
		{[]string{"-colour", "red"}, 2, "flag provided but not defined: -colour"},
		{[]string{"now"}, 2, `unexpected "now"`},
		{[]string{"-resume", "g.json", "-replay", "g.txt"}, 2, "unexpected"},
		{[]string{"-resume", "missing.json"}, 1, "open missing.json: no such file or directory"},
		{[]string{"-resume", "g.txt"}, 1, "reading g.txt: "},
		{[]string{"-resume", "tampered.json"}, 1, "reading tampered.json: crib: bad record: "},
		{[]string{"-replay", "g.json"}, 1, "reading g.json: crib: bad record: invalid syntax: "},
		{[]string{"-replay", "bad.txt"}, 1, "reading bad.txt: crib: line 9: bad record: "},
		{[]string{"-replay", "illegal.txt"}, 1, "reading illegal.txt: crib: line 9: bad record: lay 1 AS: "},
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
		progtest.Has(t, arg, out, "Usage:\n  crib-save [-game crib|cribwars] [-seed N] [-players N] [-dir DIR] [-save FILE] [-record FILE]\n",
			"-resume string", "-replay string", "-game string", "Flags:\n")
	}
	// Usage goes with every command line the program cannot use.
	_, errOut, _ := program(t, t.TempDir(), "-colour", "red")
	progtest.Has(t, "stderr", errOut, "Usage:")
}
