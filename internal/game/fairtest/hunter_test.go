package fairtest_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/pegboard/pegboard/internal/game/fairtest"
)

// TestHunter: a prediction found in the seeds searched is scored as found
// and certain, a guess with its odds; each is scored once, when its card
// is shown, and a seat with none waiting scores nothing.
func TestHunter(t *testing.T) {
	var h fairtest.Hunter[string, int]
	deals := map[uint64]int{5: 42} // seed 5 deals "ann" a hand whose hidden card is 42
	h.Predict("ann", 10, func(seed uint64) (int, bool) { c, ok := deals[seed]; return c, ok }, 0, 0.5)
	h.Predict("bob", 4, func(seed uint64) (int, bool) { c, ok := deals[seed]; return c, ok }, 7, 0.25)
	h.Reveal("ann", 42)
	h.Reveal("bob", 8)
	h.Reveal("bob", 7) // already scored
	h.Reveal("cat", 1) // none waiting
	if h.Tries != 2 || h.Hits != 1 || h.Found != 1 || h.Chance != 0.25 || h.Chance2 != 0.25*0.75 {
		t.Errorf("tally: %d tries, %d hits, %d found, chance %v", h.Tries, h.Hits, h.Found, h.Chance)
	}
	// Concurrent seats.
	var c fairtest.Hunter[int, int]
	var wg sync.WaitGroup
	for s := range 8 {
		wg.Go(func() {
			c.Predict(s, 3, func(seed uint64) (int, bool) { return s, seed == 2 }, -1, 0.1)
			c.Reveal(s, s)
		})
	}
	wg.Wait()
	if c.Tries != 8 || c.Hits != 8 || c.Found != 8 {
		t.Errorf("concurrent tally: %d tries, %d hits, %d found", c.Tries, c.Hits, c.Found)
	}
}

// recorder is a testing.TB that keeps what a check says.
type recorder struct {
	testing.TB
	errs, logs []string
}

func (r *recorder) Helper()                      {}
func (r *recorder) Errorf(f string, args ...any) { r.errs = append(r.errs, fmt.Sprintf(f, args...)) }
func (r *recorder) Logf(f string, args ...any)   { r.logs = append(r.logs, fmt.Sprintf(f, args...)) }

// guesses returns a tally of tries predictions, hits right, found with a
// seed, and the chance hits and their variance.
func guesses(tries, hits, found int, chance, chance2 float64) *fairtest.Guesses {
	g := &fairtest.Guesses{}
	g.Tries, g.Hits, g.Found, g.Chance, g.Chance2 = tries, hits, found, chance, chance2
	return g
}

func TestChecks(t *testing.T) {
	for _, c := range []struct {
		g     *fairtest.Guesses
		tries int
		fails bool
	}{
		{guesses(100, 3, 0, 2, 1.9), 100, false},
		{guesses(100, 3, 0, 2, 1.9), 99, true},
		{guesses(100, 13, 0, 2, 1.9), 100, true},
		{guesses(100, 1, 1, 2, 1.9), 100, true},
	} {
		r := &recorder{}
		c.g.CheckBlind(r, c.tries)
		if (len(r.errs) > 0) != c.fails || len(r.logs) != 1 {
			t.Errorf("CheckBlind of %d hits in %d, %d found, for %d tries: %v", c.g.Hits, c.g.Tries, c.g.Found, c.tries, r.errs)
		}
	}
	for _, c := range []struct {
		g     *fairtest.Guesses
		tries int
		fails bool
	}{
		{guesses(30, 27, 0, 0, 0), 30, false},
		{guesses(30, 26, 0, 0, 0), 30, true},
		{guesses(30, 30, 0, 0, 0), 20, true},
	} {
		r := &recorder{}
		c.g.CheckControl(r, c.tries)
		if (len(r.errs) > 0) != c.fails || len(r.logs) != 1 || c.fails && !strings.Contains(r.errs[0], "the control failed") {
			t.Errorf("CheckControl of %d hits in %d for %d tries: %v", c.g.Hits, c.g.Tries, c.tries, r.errs)
		}
	}
}
