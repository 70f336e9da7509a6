package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// TestExpertWorldsDefault: an Expert with Worlds 0 or below samples
// 64 worlds for a lay, as one with Worlds 64 does: from the same random
// source it lays the same card and leaves the source at the same point;
// Worlds 1 samples one world, and leaves the source elsewhere.
func TestExpertWorldsDefault(t *testing.T) {
	_, ls := expertViews(t, crib.TwoPlayer(), 3, 0, 2)
	if len(ls) == 0 {
		t.Fatal("no lays")
	}
	type lay struct {
		Card cards.Card
		Next uint64 // the source's next number after the lay
	}
	layOf := func(worlds, i int, v crib.LayView) lay {
		r := rand.New(rand.NewPCG(11, uint64(i)))
		c := Expert{Worlds: worlds}.Lay(v, r)
		return lay{c, r.Uint64()}
	}
	for i, v := range ls {
		want := layOf(64, i, v)
		for _, worlds := range []int{0, -1} {
			if d := cmp.Diff(want, layOf(worlds, i, v)); d != "" {
				t.Errorf("lay %d, Worlds %d against 64 (-want +got):\n%s", i, worlds, d)
			}
		}
		if one := layOf(1, i, v); one.Next == want.Next {
			t.Errorf("lay %d: Worlds 1 leaves the source where 64 worlds do", i)
		}
	}
}
