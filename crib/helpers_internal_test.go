package crib

// applyFn returns a transition that applies a, for the tests that step games
// by functions.
func applyFn(a Action) func(Game) (Game, []Event, error) {
	return func(g Game) (Game, []Event, error) { return g.Apply(a) }
}
