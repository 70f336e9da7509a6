package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that keeps its failures instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "out.txt")
	r := &recorder{TB: t}
	Check(r, path, []byte("a\nb\n"), false, "test")
	if !r.failed {
		t.Error("a missing file passed")
	}
	r = &recorder{TB: t}
	Check(r, path, []byte("a\nb\n"), true, "test")
	if got, err := os.ReadFile(path); r.failed || err != nil || string(got) != "a\nb\n" {
		t.Fatalf("update wrote %q, %v (failed %v)", got, err, r.failed)
	}
	Check(r, path, []byte("a\nb\n"), false, "test")
	if r.failed {
		t.Error("the same bytes failed")
	}
	Check(r, path, []byte("a\nc\n"), false, "test")
	if !r.failed {
		t.Error("different bytes passed")
	}
}

func TestFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "corpus")
	makers := map[string]func(*testing.T) []byte{
		"a.txt": func(*testing.T) []byte { return []byte("A") },
		"b.txt": func(*testing.T) []byte { return []byte("B") },
	}
	read := map[string]string{}
	check := func(t *testing.T, data []byte) { read[filepath.Base(t.Name())] = string(data) }
	Files(t, dir, "*.txt", makers, true, check)
	if read["a.txt"] != "A" || read["b.txt"] != "B" || len(read) != 2 {
		t.Errorf("read %v", read)
	}
	// A file no maker makes, or a maker whose file is missing, fails.
	if err := os.WriteFile(filepath.Join(dir, "c.txt"), []byte("C"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := &recorder{TB: t}
	if corpus(r, dir, "*.txt", makers); !r.failed {
		t.Error("an extra file passed")
	}
	if err := os.Remove(filepath.Join(dir, "c.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "b.txt")); err != nil {
		t.Fatal(err)
	}
	r = &recorder{TB: t}
	if files := corpus(r, dir, "*.txt", makers); !r.failed || len(files) != 1 {
		t.Errorf("a missing file passed: %v", files)
	}
}
