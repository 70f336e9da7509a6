package cribtest_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib/cribtest"
)

// TestGenerators: the generators draw what they say: rules that resolve,
// views of real deals, samplers of cards unseen.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		if _, err := cribtest.Rules().Draw(t, "rules").Resolve(); err != nil {
			t.Fatal(err)
		}
		if v := cribtest.DiscardViews().Draw(t, "discard"); v.Dealt.Len() > v.Layout.Deal {
			t.Fatalf("dealt %v of %d", v.Dealt, v.Layout.Deal)
		}
		if v := cribtest.LayViews().Draw(t, "lay"); v.Hand().Len() > 4 {
			t.Fatalf("hand %v", v.Hand())
		}
		if s := cribtest.Samplers().Draw(t, "sampler"); s != nil && s.Unseen() == 0 {
			t.Fatal("a sampler with no card unseen")
		}
	})
}
