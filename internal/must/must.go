// Package must holds the helpers the games' tests share for steps that must
// not fail, and for the checks every game's tests make of an error: a test
// that steps a game checks every error, so that a refused step can never
// pass silently.
//
//	g = must.Step[crib.Game, crib.Event](t)(g.Apply(crib.Deal{}))
//	g, ev = must.Events[crib.Game, crib.Event](t)(g.Apply(crib.Count{}))
//	g := must.Get(crib.NewGame(rules, seed))(t)
//	h := must.Unmarshal[crib.Game](t, saved)
//	must.Is(t, "a lay out of turn", err, crib.ErrNotYourTurn)
//	must.Within(t, "PlayGame of the zero Game", func() { ... })
//
// The helpers take a [TB], which *testing.T, *testing.B, *testing.F and
// rapid's *rapid.T all are, so that a property test steps games as a table
// test does.
package must

import (
	"encoding/json"
	"errors"
	"time"
)

// TB is what the helpers need of a test: the methods *testing.T,
// *testing.B, *testing.F and *rapid.T share.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// Step returns a checker of a transition's results that fails the test at
// once if the transition was refused, and returns the next game.
func Step[G, E any](t TB) func(G, []E, error) G {
	t.Helper()
	return func(g G, _ []E, err error) G {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// Events is Step keeping the events.
func Events[G, E any](t TB) func(G, []E, error) (G, []E) {
	t.Helper()
	return func(g G, ev []E, err error) (G, []E) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g, ev
	}
}

// Get returns v, failing the test at once on err; the test is given last,
// so that Go infers T from the call it checks.
func Get[T any](v T, err error) func(TB) T {
	return func(t TB) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// Unmarshal returns data, JSON, read into a new T, failing the test at
// once, naming the data, when it is refused: a saved game that must load.
func Unmarshal[T any](t TB, data []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return v
}

// Is fails the test (and goes on) unless err wraps want; what names the
// call that returned err.
func Is(t TB, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got %v, want an error wrapping %v", what, err, want)
	}
}

// Deadline is how long [Within] waits.
const Deadline = 10 * time.Second

// Within fails the test at once if f has not returned within [Deadline]:
// a call that must never hang, whatever it is given. what names the call.
func Within(t TB, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(Deadline):
		t.Fatalf("%s did not return within %v", what, Deadline)
	}
}
