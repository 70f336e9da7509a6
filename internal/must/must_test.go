package must_test

import (
	"errors"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/must"
)

// fake records what a check asks of its test.
type fake struct {
	helped int
	fatal  []any
}

func (f *fake) Helper()           { f.helped++ }
func (f *fake) Fatal(args ...any) { f.fatal = append(f.fatal, args...) }

func step(n int, fail bool) (int, []string, error) {
	if fail {
		return n, nil, errors.New("refused")
	}
	return n + 1, []string{fmt.Sprint("to ", n+1)}, nil
}

func TestChecks(t *testing.T) {
	var f fake
	if g := must.Step[int, string](&f)(step(1, false)); g != 2 || f.fatal != nil {
		t.Errorf("Step = %d, fatal %v", g, f.fatal)
	}
	if g, ev := must.Events[int, string](&f)(step(2, false)); g != 3 || len(ev) != 1 || ev[0] != "to 3" || f.fatal != nil {
		t.Errorf("Events = %d %v, fatal %v", g, ev, f.fatal)
	}
	if v := must.Get(7, nil)(&f); v != 7 || f.fatal != nil {
		t.Errorf("Get = %d, fatal %v", v, f.fatal)
	}
	must.Step[int, string](&f)(step(1, true))
	must.Events[int, string](&f)(step(1, true))
	must.Get(0, errors.New("no"))(&f)
	if len(f.fatal) != 3 || fmt.Sprint(f.fatal...) != "refused refused no" || f.helped == 0 {
		t.Errorf("fatal %v, helped %d", f.fatal, f.helped)
	}
	// A *testing.T and a *rapid.T are tests of the checks.
	must.Step[int, string](t)(step(1, false))
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 9).Draw(rt, "n")
		if g := must.Step[int, string](rt)(step(n, false)); g != n+1 {
			rt.Fatalf("Step = %d", g)
		}
	})
}
