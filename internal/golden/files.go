package golden

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Files keeps a corpus in dir: the files that match pattern there, each
// made by the maker of its name. With update it writes each maker's bytes
// to its file first, making dir. It fails t unless the files are exactly
// the makers' names, and runs check on each file's bytes in a subtest named
// by the file, so that every file, old or new, is read as the game reads it.
func Files(t *testing.T, dir, pattern string, makers map[string]func(*testing.T) []byte, update bool, check func(t *testing.T, data []byte)) {
	t.Helper()
	if update {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, make := range makers {
			if err := os.WriteFile(filepath.Join(dir, name), make(t), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, f := range corpus(t, dir, pattern, makers) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			check(t, data)
		})
	}
}

// corpus returns the files of dir that match pattern, failing t unless
// their names are the keys of makers.
func corpus[M any](t testing.TB, dir, pattern string, makers map[string]M) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, pattern))
	if err != nil {
		t.Fatal(err)
	}
	var names, want []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	for name := range makers {
		want = append(want, name)
	}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("%s holds %v, want %v", dir, names, want)
	}
	return files
}
