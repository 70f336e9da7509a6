package fairtest_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/game/fairtest"
)

// recorder keeps what a check reports instead of failing the test.
type recorder struct {
	testing.TB
	errs, logs []string
	skipped    bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}
func (r *recorder) Logf(format string, a ...any)   { r.logs = append(r.logs, fmt.Sprintf(format, a...)) }
func (r *recorder) Skipf(format string, a ...any)  { r.skipped = true }
func (r *recorder) Fatal(a ...any)                 { r.errs = append(r.errs, fmt.Sprint(a...)) }
func (r *recorder) Fatalf(format string, a ...any) { r.Errorf(format, a...) }

func TestHunter(t *testing.T) {
	var h fairtest.Hunter[int, string]
	h.Reveal(0, "AC") // nothing waits: nothing scored
	h.Predict(0, "AC", true, 0)
	h.Predict(1, "KD", false, 0.25)
	h.Reveal(0, "AC")
	h.Reveal(1, "QS")
	h.Reveal(1, "KD") // scored once only
	if h.Tries != 2 || h.Hits != 1 || h.Found != 1 || h.Chance != 0.25 {
		t.Errorf("tally %+v", &h.Guesses)
	}
	r := &recorder{TB: t}
	h.CheckHidden(r, "hidden", 2)
	h.CheckFound(r, "found", 3)
	if len(r.errs) != 2 || !strings.Contains(r.errs[0], "recovered deals") || !strings.Contains(r.errs[1], "the control failed") || len(r.logs) != 2 {
		t.Errorf("reports %q, logs %q", r.errs, r.logs)
	}
	var fair fairtest.Hunter[int, string]
	fair.Predict(0, "AC", false, 0.5)
	fair.Reveal(0, "KD")
	fair.CheckHidden(t, "fair", 1)
}

func TestHunt(t *testing.T) {
	c, ok := fairtest.Hunt(10, func(seed uint64) (uint64, bool) { return seed * 2, seed == 7 })
	if c != 14 || !ok {
		t.Errorf("Hunt = %d, %v", c, ok)
	}
	if c, ok := fairtest.Hunt(5, func(seed uint64) (uint64, bool) { return seed, seed == 7 }); c != 0 || ok {
		t.Errorf("Hunt past the span = %d, %v", c, ok)
	}
}

func TestSeatSources(t *testing.T) {
	// A runner that guards its caller's source passes; one that hands a
	// seat a source drawn straight from it fails.
	fairtest.SeatSources(t, func(seed uint64, caller *rand.Rand, spy func(*rand.Rand)) error {
		spy(rand.New(rand.NewPCG(caller.Uint64()^0xdeadbeef, caller.Uint64())))
		return nil
	})
	r := &recorder{TB: t}
	fairtest.SeatSources(r, func(seed uint64, caller *rand.Rand, spy func(*rand.Rand)) error {
		spy(fairtest.Careless(caller))
		return nil
	})
	if !r.skipped && (len(r.errs) != 1 || !strings.Contains(r.errs[0], "read the deal's seed")) {
		t.Errorf("a careless runner: %q", r.errs)
	}
	r = &recorder{TB: t}
	fairtest.SeatSources(r, func(uint64, *rand.Rand, func(*rand.Rand)) error { return nil })
	if !r.skipped && (len(r.errs) != 1 || !strings.Contains(r.errs[0], "never asked")) {
		t.Errorf("a spy never asked: %q", r.errs)
	}
}

// fakeHunted keeps the tries it is checked with.
type fakeHunted struct{ hidden, found int }

func (f *fakeHunted) CheckHidden(_ testing.TB, _ string, tries int) { f.hidden = tries }
func (f *fakeHunted) CheckFound(_ testing.TB, _ string, tries int)  { f.found = tries }

// TestDealsHidden: the run's tally is checked with the tries run returns,
// the control's with the sum of play's, one game for every every games of
// the run, from seeds in the span; an error fails the test.
func TestDealsHidden(t *testing.T) {
	var h, c fakeHunted
	var seeds []uint64
	ran := 0
	fairtest.DealsHidden(t, 40, 4, &h, &c, func(games int) (uint64, int, error) {
		ran = games
		return 7, 3 * games, nil
	}, func(seed uint64) (int, error) {
		seeds = append(seeds, seed)
		return 2, nil
	})
	want := 40
	if testing.Short() {
		want = 30
	}
	if ran != want || h.hidden != 3*want || c.found != 2*(want/4) || len(seeds) != want/4 || seeds[len(seeds)-1] >= fairtest.HuntSpan {
		t.Errorf("ran %d, checked %d and %d, control seeds %v", ran, h.hidden, c.found, seeds)
	}
	r := &recorder{TB: t}
	fairtest.DealsHidden(r, 8, 4, &h, &c, func(int) (uint64, int, error) { return 0, 0, nil },
		func(uint64) (int, error) { return 0, fmt.Errorf("no game") })
	if len(r.errs) == 0 {
		t.Error("a control game's error passed")
	}
}
