package must_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/must"
)

// recorder keeps what a helper reports instead of failing the test; a
// fatal report stops the helper as testing's FailNow does, by a panic the
// caller recovers.
type recorder struct {
	errs  []string
	fatal bool
}

type stopped struct{}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}
func (r *recorder) Fatal(a ...any) {
	r.errs, r.fatal = append(r.errs, fmt.Sprint(a...)), true
	panic(stopped{})
}
func (r *recorder) Fatalf(format string, a ...any) {
	r.Fatal(fmt.Sprintf(format, a...))
}

// run calls f with a recorder, and returns it once f returns or a fatal
// report stops it.
func run(f func(r *recorder)) (r *recorder) {
	r = &recorder{}
	defer func() {
		if p := recover(); p != nil && p != (stopped{}) {
			panic(p)
		}
	}()
	f(r)
	return r
}

// expect checks what r reported: the texts want, in order, and whether
// the last report was fatal.
func (r *recorder) expect(t *testing.T, fatal bool, want ...string) {
	t.Helper()
	if len(r.errs) != len(want) || r.fatal != fatal {
		t.Fatalf("reports %q (fatal %v), want %d (fatal %v)", r.errs, r.fatal, len(want), fatal)
	}
	for i, w := range want {
		if !strings.Contains(r.errs[i], w) {
			t.Errorf("report %q, want %q", r.errs[i], w)
		}
	}
}

type game struct{ n int }

func (g game) step(fail bool) (game, []string, error) {
	if fail {
		return g, nil, errors.New("refused")
	}
	return game{g.n + 1}, []string{"stepped"}, nil
}

func TestStep(t *testing.T) {
	var g game
	g = must.Step[game, string](t)(g.step(false))
	g, ev := must.Events[game, string](t)(g.step(false))
	if g.n != 2 || len(ev) != 1 {
		t.Errorf("game %v, events %v", g, ev)
	}
	run(func(r *recorder) { must.Step[game, string](r)(g.step(true)) }).expect(t, true, "refused")
	run(func(r *recorder) { must.Events[game, string](r)(g.step(true)) }).expect(t, true, "refused")
}

func TestGet(t *testing.T) {
	if n := must.Get(7, nil)(t); n != 7 {
		t.Errorf("Get = %d", n)
	}
	run(func(r *recorder) { must.Get(0, errors.New("no value"))(r) }).expect(t, true, "no value")
}

// TestTB: the helpers take a rapid.T as they take a testing.T.
func TestTB(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 3).Draw(rt, "n")
		if got := must.Get(n, nil)(rt); got != n {
			rt.Fatalf("Get = %d", got)
		}
		must.Is(rt, "a wrapped error", fmt.Errorf("x: %w", errSentinel), errSentinel)
	})
}

var errSentinel = errors.New("sentinel")

func TestIs(t *testing.T) {
	must.Is(t, "a wrapped error", fmt.Errorf("x: %w", errSentinel), errSentinel)
	r := run(func(r *recorder) {
		must.Is(r, "no error", nil, errSentinel)
		must.Is(r, "another error", errors.New("other"), errSentinel)
	})
	r.expect(t, false, "no error: got <nil>, want an error wrapping sentinel", "another error: got other")
}

func TestWithin(t *testing.T) {
	ran := false
	must.Within(t, "a quick call", func() { ran = true })
	if !ran {
		t.Error("Within did not call f")
	}
}

func TestUnmarshal(t *testing.T) {
	if g := must.Unmarshal[struct{ N int }](t, []byte(`{"N":3}`)); g.N != 3 {
		t.Errorf("Unmarshal = %+v", g)
	}
	run(func(r *recorder) { must.Unmarshal[struct{ N int }](r, []byte(`{"N":"x"}`)) }).expect(t, true, `{"N":"x"}`)
}
