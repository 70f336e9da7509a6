package codec_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/codec"
)

// TestFoldIsASCII: the Kelvin sign and the long s are not k and s, and
// lowering keeps every index.
func TestFoldIsASCII(t *testing.T) {
	for _, c := range []struct {
		s, t string
		want bool
	}{{"JK", "jk", true}, {"J\u212A", "jk", false}, {"Jo\u212Aer", "joker", false}, {"\u017Fhow", "show", false},
		{"Deal", "deal", true}, {"deal", "deals", false}, {"", "", true}} {
		if got := codec.EqualFold(c.s, c.t); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %v", c.s, c.t, got)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "s")
		if l := codec.Lower(s); len(l) != len(s) {
			t.Fatalf("Lower(%q) = %q, another length", s, l)
		}
	})
}
