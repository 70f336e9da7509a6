package fairtest_test

import (
	"math"
	"testing"

	"github.com/pegboard/pegboard/internal/game/fairtest"
)

// TestGammaQ checks the p-values against the chi-square table: the
// critical values at 0.05 and 0.001 for 1, 3 and 13 degrees of freedom.
func TestGammaQ(t *testing.T) {
	for _, tt := range []struct{ df, x, p float64 }{
		{1, 3.841, 0.05}, {1, 10.828, 0.001}, {3, 7.815, 0.05}, {3, 16.266, 0.001},
		{13, 22.362, 0.05}, {13, 34.528, 0.001}, {2, 0, 1},
	} {
		if got := fairtest.GammaQ(tt.df/2, tt.x/2); math.Abs(got-tt.p) > 1e-3*max(tt.p, 0.01) {
			t.Errorf("Q(%v/2, %v/2) = %v, want %v", tt.df, tt.x, got, tt.p)
		}
	}
}

func TestChiSquare(t *testing.T) {
	// Even counts of a fair die: no evidence against it.
	if x, p := fairtest.ChiSquare([]int{10, 10, 10, 10, 10, 10}, []float64{1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6}); x != 0 || p != 1 {
		t.Errorf("even counts: %v, %v", x, p)
	}
	// A face expected never and seen.
	if x, p := fairtest.ChiSquare([]int{5, 1}, []float64{1, 0}); !math.IsInf(x, 1) || p != 0 {
		t.Errorf("an impossible face seen: %v, %v", x, p)
	}
	// 30 heads in 40 tosses: 10 on one degree of freedom, p about 0.0016.
	if x, p := fairtest.ChiSquare([]int{30, 10}, []float64{0.5, 0.5}); x != 10 || math.Abs(p-0.00157) > 1e-4 {
		t.Errorf("30 heads in 40: %v, %v", x, p)
	}
}
