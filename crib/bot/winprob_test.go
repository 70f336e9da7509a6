package bot_test

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib/bot"
)

// TestWinChance: chances are between 0 and 1, a player's chance and its
// opponent's add up to 1, a score at 121 has won, and more points never
// cost more than the table's noise.
func TestWinChance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		me := rapid.IntRange(-5, 130).Draw(t, "me")
		opp := rapid.IntRange(-5, 130).Draw(t, "opp")
		deals := rapid.Bool().Draw(t, "deals")
		p := bot.WinChance(me, opp, deals)
		q := bot.WinChance(opp, me, !deals)
		switch {
		case p < 0 || p > 1 || math.IsNaN(p):
			t.Fatalf("WinChance(%d, %d, %v) = %v", me, opp, deals, p)
		case me < 121 && math.Abs(p+q-1) > 1e-9:
			t.Fatalf("WinChance(%d, %d, %v) = %v and its opponent's %v", me, opp, deals, p, q)
		case me >= 121 && p != 1, me < 121 && opp >= 121 && p != 0:
			t.Fatalf("WinChance(%d, %d, %v) = %v", me, opp, deals, p)
		case me < 111 && bot.WinChance(me+10, opp, deals) < p-0.01:
			t.Fatalf("ten more points lose: %v then %v", p, bot.WinChance(me+10, opp, deals))
		}
	})
	if p := bot.WinChance(0, 0, true); p < 0.55 || p > 0.57 {
		t.Errorf("the first dealer wins %v", p)
	}
}
