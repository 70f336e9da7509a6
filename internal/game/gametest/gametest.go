// Package gametest holds what the games' tests of their runners share. It
// is imported only by _test.go files.
package gametest

import (
	"sync"
	"testing"
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
