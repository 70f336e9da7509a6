package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestCribWarsReportNamesGamesWonAndGamePoints: it was seen that the Crib
// Wars report said "random: won 9" and then "games won: random 10" (game
// points: a skunk counts 2), and "skips: all 14" with nothing to say what
// was skipped. Each figure is named for what it is now, and the figures
// agree: the wins add up to the games, and each bot's game points are its
// wins plus 1 for each skunk win (plus 2 more for a double skunk).
func TestCribWarsReportNamesGamesWonAndGamePoints(t *testing.T) {
	out, _, err := tournament(t, "-game", "cribwars", "-games", "8", "-seed", "7")
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"games won:", "skips:", ": all "} {
		if strings.Contains(out, gone) {
			t.Errorf("the report still says %q:\n%s", gone, out)
		}
	}
	find := func(re string) []string {
		t.Helper()
		m := regexp.MustCompile(re).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("the report lacks %s:\n%s", re, out)
		}
		return m
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	find(`(?m)^penalty-box awards of 20 that skipped past a box or trap: \d+$`)
	find(`(?m)^red slides taken: \d+$`)
	wins := map[string]int{}
	total := 0
	for _, bot := range []string{"random", "analysis"} {
		wins[bot] = num(find(`(?m)^` + bot + `: won (\d+) `)[1])
		total += wins[bot]
	}
	if total != 8 {
		t.Errorf("the wins add up to %d of 8 games:\n%s", total, out)
	}
	points := find(`(?m)^game points \(a win takes 1 from each loser, 2 from one skunked, 4 from one double skunked\): random (\d+), analysis (\d+)$`)
	skunks := find(`(?m)^wins with a loser skunked or double skunked: random (\d+), analysis (\d+)$`)
	for i, bot := range []string{"random", "analysis"} {
		p, s, w := num(points[i+1]), num(skunks[i+1]), wins[bot]
		if s > w || p < w+s || p > w+3*s {
			t.Errorf("%s: won %d, %d of them by a skunk, for %d game points", bot, w, s, p)
		}
	}
}
