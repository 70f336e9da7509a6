package main

import (
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{nil, []string{"Blue has 19 legal moves with the Seven of Hearts",
			"Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)"}},
		{[]string{"-card", "all"}, []string{"Nine   35 legal moves", "Ten    1 legal move\n"}},
		{[]string{"-forced-finish", "4 pairs 0 | s s s s t2 | s s s s s | s s s s s | s s s s s", "6H"},
			[]string{"Blue has 1 legal move with the Six of Hearts", "forward 6 into Finish (f5)"}},
		{[]string{"-card", "5C", "2 solo 1 | s s s s s | s s s s s"}, []string{"Yellow has no legal move"}},
	}
	for _, tt := range tests {
		var b strings.Builder
		if err := run(tt.args, &b); err != nil {
			t.Fatalf("%q: %v", tt.args, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%q: output lacks %q:\n%s", tt.args, w, b.String())
			}
		}
	}
	for _, bad := range [][]string{{"4 pairs 0 | bad"}, {"-card", "1H"}, {"-nosuch"}} {
		var b strings.Builder
		if err := run(bad, &b); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
