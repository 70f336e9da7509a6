package golden

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
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

// Records keeps a game's corpus of records in testdata/records with
// [Files]: each record corpus makes, by file name, is written as its text
// (with update), and each file must read (parse), replay (replay) to a
// game that is over and write back (text) byte for byte. A game is over
// when its last event is an End (a game's GameOver) and over, given the
// game and that event, says so:
//
//	golden.Records(t, corpus, *updateCorpus, pegjokers.ParseRecord, pegjokers.Replay,
//		pegjokers.Record.MarshalText, func(g pegjokers.Game, _ pegjokers.GameOver) bool { return g.Over() })
func Records[R, G, E, End any](t *testing.T, corpus map[string]func(*testing.T) R, update bool,
	parse func(io.Reader) (R, error), replay func(R) (G, []E, error), text func(R) ([]byte, error), over func(g G, last End) bool) {
	t.Helper()
	makers := map[string]func(*testing.T) []byte{}
	for name, make := range corpus {
		makers[name] = func(t *testing.T) []byte {
			b, err := text(make(t))
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	Files(t, filepath.Join("testdata", "records"), "*.txt", makers, update, func(t *testing.T, data []byte) {
		replays(t, data, parse, replay, text, over)
	})
}

// replays checks one record of a corpus (see [Records]).
func replays[R, G, E, End any](t testing.TB, data []byte, parse func(io.Reader) (R, error), replay func(R) (G, []E, error),
	text func(R) ([]byte, error), over func(g G, last End) bool) {
	t.Helper()
	rec, err := parse(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
		return
	}
	g, ev, err := replay(rec)
	if err != nil {
		t.Fatal(err)
		return
	}
	var last End
	ok := len(ev) > 0
	if ok {
		last, ok = any(ev[len(ev)-1]).(End)
	}
	if !ok || !over(g, last) {
		t.Errorf("the game is not over: its last event is %#v", ev[max(len(ev)-1, 0):])
	}
	if got, err := text(rec); err != nil || !bytes.Equal(got, data) {
		t.Errorf("the record does not write back byte for byte (%v):\n%s", err, cmp.Diff(string(data), string(got)))
	}
}
