package pegboard_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// programs lists the commands under examples/: every directory there that
// holds a main package.
func programs(t *testing.T) []string {
	t.Helper()
	dirs, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range dirs {
		if !d.IsDir() || d.Name() == "internal" {
			continue
		}
		main, err := os.ReadFile(filepath.Join("examples", d.Name(), "main.go"))
		if err != nil || !regexp.MustCompile(`(?m)^package main$`).Match(main) {
			continue
		}
		names = append(names, d.Name())
	}
	if len(names) == 0 {
		t.Fatal("no programs under examples/")
	}
	return names
}

// TestProgramsPrintUsage builds every program under examples/ and runs it
// with -h, as a person trying it out would: each must print its usage and
// exit with status 0, without running anything.
func TestProgramsPrintUsage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every program")
	}
	bin := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	build := exec.CommandContext(ctx, "go", "build", "-o", bin+string(filepath.Separator), "./examples/...")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./examples/...: %v\n%s", err, out)
	}
	for _, name := range programs(t) {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, filepath.Join(bin, name), "-h")
			cmd.Stdin = strings.NewReader("")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("%s -h: %v\n%s", name, err, out)
			}
			if !strings.Contains(strings.ToLower(string(out)), "usage") || !strings.Contains(string(out), name) {
				t.Errorf("%s -h printed no usage naming the program:\n%s", name, out)
			}
		})
	}
}

// TestREADMEListsPrograms holds the README to list every program under
// examples/ with the one command that runs it and the one that installs it.
func TestREADMEListsPrograms(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for _, name := range programs(t) {
		for _, cmd := range []string{
			"go run ./examples/" + name,
			"go install github.com/pegboard/pegboard/examples/" + name + "@latest",
		} {
			if !strings.Contains(string(readme), cmd) {
				missing = append(missing, cmd)
			}
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("the README does not give these commands:\n\t%s", strings.Join(missing, "\n\t"))
	}
}
