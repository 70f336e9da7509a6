// Package must holds the helpers the games' tests share for steps that must
// not fail: a test that steps a game checks every error, so that a refused
// step can never pass silently.
//
//	g = must.Step[crib.Game, crib.Event](t)(g.Apply(crib.Deal{}))
//	g, ev = must.Events[crib.Game, crib.Event](t)(g.Apply(crib.Count{}))
//	g := must.Get(crib.NewGame(rules, seed))(t)
package must

// T is what the checks need of a test: a *testing.T or *testing.B, or a
// *rapid.T in a property.
type T interface {
	Helper()
	Fatal(args ...any)
}

// Step returns a checker of a transition's results that fails the test at
// once if the transition was refused, and returns the next game.
func Step[G, E any](t T) func(G, []E, error) G {
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
func Events[G, E any](t T) func(G, []E, error) (G, []E) {
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
func Get[V any](v V, err error) func(T) V {
	return func(t T) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}
