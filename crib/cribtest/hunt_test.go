package cribtest_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestSeedHunter: the hunter finds the seeds of its span and predicts the
// starter; beyond its span it finds none, and guesses.
func TestSeedHunter(t *testing.T) {
	play := func(h *cribtest.SeedHunter, seed uint64) {
		g := must.Get(crib.NewGame(crib.Rules{}, seed))(t)
		must.Get(crib.PlayGame(g, []crib.Strategy{h, h}, nil, nil))(t)
	}
	found := &cribtest.SeedHunter{Span: 16}
	for seed := range uint64(4) {
		play(found, seed*3)
	}
	found.CheckFound(t, "seeds in the span", 8)
	hidden := &cribtest.SeedHunter{Span: 16, Deal: func(seed uint64) (crib.Game, error) {
		return crib.NewGame(crib.Rules{}, seed)
	}}
	for seed := range uint64(4) {
		play(hidden, 1000+seed)
	}
	hidden.CheckHidden(t, "seeds past the span", 8)
	if hidden.String() != "seed hunter" {
		t.Errorf("String = %q", hidden.String())
	}
}
