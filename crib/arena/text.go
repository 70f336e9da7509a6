package arena

import (
	"fmt"
	"strconv"
	"strings"
)

// String reports the match in a few lines, as the README quotes it: the
// bots, the seating, the seed and the number of duplicate sets and games,
// then a line a bot with its wins, win rate and interval, game points a
// game, mean final margin and skunks.
//
//	expert vs analysis, 2 players, seed 1: 3,000 duplicate pairs of deals, 6,000 games
//	expert: won 3,151 (52.5%, 95% interval 51.4% to 53.6%); 1.15 game points a game (1.12 to 1.18); final margin +2.3 (+0.9 to +3.7); 312 skunks
func (r Result) String() string {
	var b strings.Builder
	names := make([]string, len(r.Bots))
	for i, st := range r.Bots {
		names[i] = st.Name
	}
	sets := "duplicate pairs of deals"
	if r.Sides != 2 {
		sets = fmt.Sprintf("duplicate sets of %d games", r.Sides)
	}
	fmt.Fprintf(&b, "%s, %d players, seed %d: %s %s, %s games\n", strings.Join(names, " vs "), r.Seats, r.Seed,
		thousands(r.Deals), sets, thousands(r.Games))
	for _, st := range r.Bots {
		fmt.Fprintf(&b, "%s: won %s (%s, 95%% interval %s to %s); %.2f game points a game (%.2f to %.2f); final margin %+.1f (%+.1f to %+.1f); %s skunks\n",
			st.Name, thousands(st.Wins), pct(st.WinRate), pct(st.WinCI95[0]), pct(st.WinCI95[1]),
			st.PointsPerGame, st.PointsCI95[0], st.PointsCI95[1], st.Margin, st.MarginCI95[0], st.MarginCI95[1],
			thousands(st.Skunks))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// pct formats a share as a percentage with one decimal.
func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// thousands formats n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
