package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeBlock returns the lines of the fenced block that follows the
// README's line want (the command), after the block that holds it.
func readmeBlock(t *testing.T, want string) []string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(readme)
	i := strings.Index(s, "\n"+want+"\n```\n")
	if i < 0 {
		t.Fatalf("the README does not give %q", want)
	}
	rest := s[i+len(want)+6:]
	rest = strings.TrimLeft(rest, "\n")
	if strings.HasPrefix(rest, "```") { // a fenced block of output
		rest = rest[strings.Index(rest, "\n")+1:]
		return strings.Split(rest[:strings.Index(rest, "```")-1], "\n")
	}
	return strings.Split(rest[:strings.Index(rest, "\n\n")], "\n") // a table
}

// shape is a line with its numbers blanked, so that a short run's lines
// can be held to the README's.
func shape(line string) string {
	return regexp.MustCompile(`[+-]?[0-9][0-9,.]*`).ReplaceAllString(line, "N")
}

// The README quotes what the commands print: a short run of each prints
// lines of the same shape, in the same order (the README's figures come
// from the long runs its commands give).
func TestREADMEQuotesTheOutput(t *testing.T) {
	for _, c := range []struct{ command, args string }{
		{"go run ./examples/expert-vs -games 40000 -seed 1 -q", "-games 4 -seed 1 -q -worlds 4"},
		{"go run ./examples/expert-vs -ladder -games 4000 -seed 1 -q", "-ladder -games 4 -seed 1 -q -worlds 4"},
	} {
		quoted := readmeBlock(t, c.command)
		var out, errs bytes.Buffer
		if code := run(context.Background(), strings.Fields(c.args), &out, &errs); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.args, code, errs.String())
		}
		got := strings.Split(out.String(), "\n")
		for len(got) > 0 && shape(got[0]) != shape(quoted[0]) {
			got = got[1:] // the ladder's title, which the README says in words
		}
		if len(quoted) < 4 || len(got) < len(quoted) {
			t.Fatalf("%s: the README quotes %d lines, the command prints %d", c.command, len(quoted), len(got))
		}
		for i, q := range quoted {
			if strings.HasPrefix(q, "| bot | Elo |") || strings.HasPrefix(q, "|---|---:|---:|---:|---:|") {
				break // the matrix: its order is the ratings'
			}
			if shape(q) != shape(got[i]) {
				t.Errorf("%s: the README quotes\n\t%s\nthe command prints\n\t%s", c.command, q, got[i])
			}
		}
	}
}
