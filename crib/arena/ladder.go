package arena

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/crib"
)

// Resamples is the number of bootstrap resamples of the sets behind a
// rating's interval.
const Resamples = 200

// Ladder is the outcome of a round robin: every match, and a rating a bot.
type Ladder struct {
	Seed  uint64 `json:"seed"`
	Deals int    `json:"deals"` // duplicate sets of each match
	// Matches holds a match between every two bots i < j, in order: 0 and
	// 1, 0 and 2, ..., 1 and 2, ...; each match's first bot is i.
	Matches []Result `json:"matches"`
	Ratings []Rating `json:"ratings"` // in the order of the pool
}

// Rating is a bot's Elo rating in a round robin: the anchor (Config.Anchor)
// is 0, and a bot rated 400 more than another would be expected to
// win ten games of eleven against it.
type Rating struct {
	Name    string     `json:"name"`
	Elo     float64    `json:"elo"`
	CI95    [2]float64 `json:"ci95"`     // from resampling the sets
	WinRate float64    `json:"win_rate"` // the share of its games it won, every opponent together
}

// RoundRobin plays a match ([Play]) between every two bots of pool, each
// on the same cfg.Deals deal seeds, and rates them. The layout must have
// two sides (two players, or four in partnerships).
//
// The ratings are the Bradley–Terry model's, fitted by maximum likelihood
// to the games won between each two bots, on the Elo scale (400 log10 of
// the strengths' ratio), the anchor (cfg.Anchor) at 0. Each pair of bots is
// given one game more, shared half and half, so that a bot that won every
// game against another still gets a finite rating (its gap then grows
// with the games played, and says only that it is large). The interval
// of each rating is the 2.5th to 97.5th percentile of the ratings fitted
// to Resamples bootstrap resamples of the sets, the same sets drawn for
// every match (the matches share their deals), drawn from a generator
// seeded by cfg.Seed. It returns [Play]'s errors, and ErrBadRules for a
// pool of fewer than two bots, an anchor not in the pool, or a layout of
// more than two sides.
func RoundRobin(ctx context.Context, cfg Config, pool []crib.Strategy) (Ladder, error) {
	rules, _, err := check(cfg, pool)
	if err != nil {
		return Ladder{}, err
	}
	switch {
	case len(pool) < 2:
		return Ladder{}, fmt.Errorf("arena: %w: a round robin of %d bots", crib.ErrBadRules, len(pool))
	case cfg.Anchor < 0 || cfg.Anchor >= len(pool):
		return Ladder{}, fmt.Errorf("arena: %w: anchor %d of %d bots", crib.ErrBadRules, cfg.Anchor, len(pool))
	case rules.Layout.Sides != 2:
		return Ladder{}, fmt.Errorf("arena: %w: a round robin rates two sides, not %d", crib.ErrBadRules, rules.Layout.Sides)
	}
	l := Ladder{Seed: cfg.Seed, Deals: cfg.Deals}
	for i := range pool {
		for j := i + 1; j < len(pool); j++ {
			r, err := Play(ctx, cfg, []crib.Strategy{pool[i], pool[j]})
			if err != nil {
				return Ladder{}, err
			}
			l.Matches = append(l.Matches, r)
		}
	}
	l.Ratings = rate(l.Matches, len(pool), cfg.Deals, cfg.Seed, cfg.Anchor)
	return l, nil
}

// rate fits the ratings of n bots to the matches of a round robin.
func rate(matches []Result, n, deals int, seed uint64, anchor int) []Rating {
	all := make([]int, deals)
	for k := range all {
		all[k] = k
	}
	out := make([]Rating, n)
	elo := fit(matches, n, all, anchor)
	games := make([]int, n)
	wins := make([]int, n)
	m := 0
	for i := range n {
		for j := i + 1; j < n; j++ {
			r := matches[m]
			m++
			games[i] += r.Games
			games[j] += r.Games
			wins[i] += r.Bots[0].Wins
			wins[j] += r.Bots[1].Wins
			out[i].Name, out[j].Name = r.Bots[0].Name, r.Bots[1].Name
		}
	}
	boot := make([][]float64, n)
	rng := rand.New(rand.NewPCG(seed, 0x6c61646465725f62)) // "ladder_b"
	pick := make([]int, deals)
	for range Resamples {
		for k := range pick {
			pick[k] = rng.IntN(deals)
		}
		e := fit(matches, n, pick, anchor)
		for i := range n {
			boot[i] = append(boot[i], e[i])
		}
	}
	for i := range n {
		slices.Sort(boot[i])
		lo := boot[i][int(0.025*Resamples)]
		hi := boot[i][int(math.Ceil(0.975*Resamples))-1]
		out[i].Elo, out[i].CI95 = elo[i], [2]float64{lo, hi}
		out[i].WinRate = float64(wins[i]) / float64(games[i])
	}
	return out
}

// fit returns the Bradley–Terry ratings (Elo scale, bot anchor at 0) of n bots
// from the matches' sets picked (indices, repeats allowed), by the
// minorise–maximise iteration, each pair of bots given one game more split
// half and half.
func fit(matches []Result, n int, picked []int, anchor int) []float64 {
	won := make([][]float64, n) // won[i][j]: games i won against j
	for i := range won {
		won[i] = make([]float64, n)
	}
	m := 0
	for i := range n {
		for j := i + 1; j < n; j++ {
			r := matches[m]
			m++
			won[i][j], won[j][i] = 0.5, 0.5
			for _, k := range picked {
				won[i][j] += r.sets[k][0]
				won[j][i] += r.sets[k][1]
			}
		}
	}
	p := make([]float64, n)
	for i := range p {
		p[i] = 1
	}
	next := make([]float64, n)
	for range 10_000 {
		change := 0.0
		for i := range n {
			w, d := 0.0, 0.0
			for j := range n {
				if j != i {
					w += won[i][j]
					d += (won[i][j] + won[j][i]) / (p[i] + p[j])
				}
			}
			next[i] = w / d
		}
		// Scale so that the geometric mean is 1: the model fixes ratios only.
		g := 0.0
		for i := range n {
			g += math.Log(next[i])
		}
		g = math.Exp(g / float64(n))
		for i := range n {
			next[i] /= g
			change = max(change, math.Abs(math.Log(next[i]/p[i])))
		}
		p, next = next, p
		if change < 1e-12 {
			break
		}
	}
	out := make([]float64, n)
	for i := range n {
		out[i] = 400 * math.Log10(p[i]/p[anchor])
	}
	return out
}

// String reports the round robin as a table in Markdown, the ratings from
// the top, and under it the win rate of each bot (a row) against each
// other (a column).
func (l Ladder) String() string {
	var b strings.Builder
	n := len(l.Ratings)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, c int) int {
		switch {
		case l.Ratings[a].Elo > l.Ratings[c].Elo:
			return -1
		case l.Ratings[a].Elo < l.Ratings[c].Elo:
			return 1
		}
		return 0
	})
	vs := l.versus()
	fmt.Fprintf(&b, "| bot | Elo | 95%% interval | won |")
	for _, j := range order {
		fmt.Fprintf(&b, " vs %s |", l.Ratings[j].Name)
	}
	b.WriteString("\n|---|---:|---:|---:|" + strings.Repeat("---:|", n) + "\n")
	for _, i := range order {
		r := l.Ratings[i]
		fmt.Fprintf(&b, "| %s | %.0f | %.0f to %.0f | %s |", r.Name, r.Elo, r.CI95[0], r.CI95[1], pct(r.WinRate))
		for _, j := range order {
			if rate, ok := vs[[2]int{i, j}]; ok {
				fmt.Fprintf(&b, " %s |", pct(rate))
			} else {
				b.WriteString(" |")
			}
		}
		b.WriteString("\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// versus returns the win rate of each bot (a row) against each other (a
// column), and whether they met: the matches read in the order RoundRobin
// plays them.
func (l Ladder) versus() map[[2]int]float64 {
	n := len(l.Ratings)
	out := make(map[[2]int]float64, len(l.Matches)*2)
	m := 0
	for a := 0; a < n && m < len(l.Matches); a++ {
		for c := a + 1; c < n && m < len(l.Matches); c++ {
			if r := l.Matches[m]; len(r.Bots) == 2 {
				out[[2]int{a, c}] = r.Bots[0].WinRate
				out[[2]int{c, a}] = r.Bots[1].WinRate
			}
			m++
		}
	}
	return out
}
