// Package gametest holds what the games' tests of their runners and their
// records share. It is imported only by _test.go files.
package gametest

import (
	"bytes"
	"encoding"
	"io"
	"sync"
	"testing"

	"github.com/pegboard/pegboard/internal/must"
)

// Records returns a hook for a runner's SelfPlay.Records that keeps each
// game's record by its number, failing t when the runner calls it while
// another call is under way (the hook is promised one call at a time), and
// the map it fills, to read once the run is over.
func Records[R any](t testing.TB) (hook func(int, R), got map[int]R) {
	var mu sync.Mutex
	busy := false
	got = map[int]R{}
	hook = func(i int, r R) {
		mu.Lock()
		if busy {
			t.Errorf("Records called while another call is under way")
		}
		busy = true
		mu.Unlock()
		got[i] = r
		mu.Lock()
		busy = false
		mu.Unlock()
	}
	return hook, got
}

// Replay reads a record's text with parse and plays it with replay,
// failing t, with the text, when either refuses; it returns the record,
// the game and the events.
func Replay[R, G, E any](t must.TB, text []byte, parse func(io.Reader) (R, error), replay func(R) (G, []E, error)) (R, G, []E) {
	t.Helper()
	rec, err := parse(bytes.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g, ev, err := replay(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return rec, g, ev
}

// Replayer returns [Replay] of a game's parse and replay for a record's
// text, returning the game and the events: a game's tests make their
// mustReplay with it once.
//
//	var mustReplay = gametest.Replayer(crib.ParseRecord, crib.Replay)
func Replayer[R, G, E any](parse func(io.Reader) (R, error), replay func(R) (G, []E, error)) func(t must.TB, text string) (G, []E) {
	return func(t must.TB, text string) (G, []E) {
		t.Helper()
		_, g, ev := Replay(t, []byte(text), parse, replay)
		return g, ev
	}
}

// Record returns the record g keeps (g.Record()), failing t when it keeps
// none.
func Record[R any, G interface{ Record() (R, error) }](t must.TB, g G) R {
	t.Helper()
	return must.Get(g.Record())(t)
}

// Text returns the text v writes (a record's, v.MarshalText()), failing t
// when v refuses.
func Text(t must.TB, v encoding.TextMarshaler) string {
	t.Helper()
	return string(must.Get(v.MarshalText())(t))
}
