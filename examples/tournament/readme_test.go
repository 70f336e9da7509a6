package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The README's tournament is what the command plays now: its chart,
// docs/tournament.svg, is the one the README's command writes, and every
// line of the output it quotes is printed. A change to the bots or the
// chart that leaves them stale fails here; to refresh them, run the
// README's command from the repository's root and copy its output.
func TestReadmeTournamentIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 2,000 games")
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	const command = "go run ./examples/tournament "
	text := string(readme)
	i := strings.Index(text, "\n"+command)
	if i < 0 {
		t.Fatal("the README shows no tournament command")
	}
	line := text[i+1:]
	line = line[:strings.Index(line, "\n")]
	args := strings.Fields(strings.TrimPrefix(line, command))
	chartFile := filepath.Join(t.TempDir(), "tournament.svg")
	for k := range args {
		if k > 0 && args[k-1] == "-svg" {
			args[k] = chartFile
		}
	}
	out, _, err := tournament(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := os.ReadFile(chartFile)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(filepath.Join("..", "..", "docs", "tournament.svg"))
	if err != nil || !bytes.Equal(fresh, committed) {
		t.Errorf("docs/tournament.svg is stale (%v): run %s from the repository's root", err, line)
	}
	// The output quoted: the block after the command's own.
	quoted := text[i+1+len(line):]
	quoted = quoted[strings.Index(quoted, "```\n\n```\n")+len("```\n\n```\n"):]
	quoted = quoted[:strings.Index(quoted, "```")]
	lines := strings.Split(strings.TrimSpace(quoted), "\n")
	if len(lines) < 4 || !strings.HasPrefix(lines[0], "ACC cribbage") {
		t.Fatalf("the README's quoted output is not found: %q", lines)
	}
	for _, l := range lines {
		if l != "..." && !strings.Contains(out, l+"\n") {
			t.Errorf("the README quotes %q, which the command no longer prints:\n%s", l, out)
		}
	}
}
