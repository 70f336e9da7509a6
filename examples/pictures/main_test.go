package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/svg"
)

// The committed pictures are what the program draws now: a change to a
// drawing that leaves docs/ stale fails here. To refresh them, run
// go run ./examples/pictures from the repository's root.
func TestCommittedPicturesAreCurrent(t *testing.T) {
	dir := t.TempDir()
	var out, errs bytes.Buffer
	if code := run([]string{"-dir", dir}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, p := range pictures() {
		fresh, err := os.ReadFile(filepath.Join(dir, p.name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svg.Read(fresh); err != nil {
			t.Errorf("%s: %v", p.name, err)
		}
		committed, err := os.ReadFile(filepath.Join("..", "..", "docs", p.name))
		if err != nil {
			t.Errorf("docs/%s: %v (run go run ./examples/pictures)", p.name, err)
			continue
		}
		if !bytes.Equal(fresh, committed) {
			t.Errorf("docs/%s is stale: run go run ./examples/pictures and commit the pictures", p.name)
		}
		if !strings.Contains(out.String(), "wrote "+filepath.Join(dir, p.name)) {
			t.Errorf("output does not say it wrote %s:\n%s", p.name, out.String())
		}
	}
}

func TestUsage(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "usage: pictures [-dir DIR]") || out.Len() != 0 {
		t.Fatalf("-h: exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
}

func TestRefusesBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for name, args := range map[string][]string{
		"unknown flag":   {"-size", "3"},
		"extra argument": {"docs", "more"},
		"dir is a file":  {"-dir", file},
		"dir in a file":  {"-dir", filepath.Join(file, "sub")},
	} {
		var out, errs bytes.Buffer
		code := run(args, &out, &errs)
		if code == 0 || errs.Len() == 0 {
			t.Errorf("%s: exit %d, stderr %q", name, code, errs.String())
		}
		if name != "dir is a file" && name != "dir in a file" && !strings.Contains(errs.String(), "usage:") {
			t.Errorf("%s: no usage in %q", name, errs.String())
		}
	}
}
