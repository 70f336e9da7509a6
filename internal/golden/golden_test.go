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
