// Package golden keeps what a test makes in a file under testdata and
// compares with it: any change to the output, a coordinate of a picture or a
// bot's choice, shows as a line-by-line difference, and the test's update
// flag writes the file afresh once the change is meant.
package golden

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Check compares got with the file at path and fails t with the difference
// when they differ. With update set it writes got to path instead, making its
// directory. how is the command that writes the file, named when it is missing.
func Check(t testing.TB, path string, got []byte, update bool, how string) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (%s writes it)", err, how)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (-want +got):\n%s", path, cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")))
	}
}
