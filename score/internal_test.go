package score

import "testing"

// binomial is exact at the edges the discard analysis relies on: none,
// all, and more than there are.
func TestBinomial(t *testing.T) {
	for _, tt := range []struct{ n, k, want int }{
		{5, 0, 1}, {5, 5, 1}, {5, 6, 0}, {5, -1, 0}, {0, 0, 1}, {46, 2, 1035}, {47, 3, 16215}, {4, 2, 6}, {13, 3, 286},
	} {
		if got := binomial(tt.n, tt.k); got != tt.want {
			t.Errorf("binomial(%d, %d) = %d, want %d", tt.n, tt.k, got, tt.want)
		}
	}
}
