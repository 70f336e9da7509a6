// Package arena measures cribbage bots against each other as a tournament
// would: with duplicate deals, so that luck of the cards cancels out.
//
// A match ([Play]) plays a number of deal seeds, each once for every
// rotation of the bots round the sides: with two sides (two players, or
// four in two partnerships) each seed is played twice, the bots changing
// seats, so that each holds, deal by deal, exactly the cards the other held
// (the shuffles of a game come from its seed alone, never from the
// players' choices); with three sides (three players, or six in three
// partnerships) three times, the bots moving round the table together, so
// that each always sits to the left of the same one (the six orders would
// double the games). The games of one seed are a duplicate set,
// and the set is the unit of measure: a bot's result in a set is its mean
// over the set's games, and every interval comes from the spread of those
// means across sets, which is what pairing the deals buys.
//
// A round robin ([RoundRobin]) plays a match between every two bots of a
// pool on the same deal seeds and fits Elo ratings to the results
// (Bradley–Terry), with intervals from resampling the sets.
//
// Everything is seeded: the same Config gives the same results on any
// number of workers. Each seat's strategy draws from its own source,
// derived from the run's seed and the seed's set through ChaCha8 (see
// [crib.PlayGame]), so that no seat can see another's randomness or the
// deal; the source belongs to the seat, so in a set each bot is given the
// randomness the other had in its seat, as it is given its cards.
package arena

import (
	"context"
	"fmt"
	"io"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game"
)

// MaxDeals is the most deal seeds a match may play.
const MaxDeals = 1_000_000

// Config configures a match or a round robin.
type Config struct {
	// Rules of every game, in automatic mode; the zero Rules is the ACC
	// two-player game to 121. The layout says how many sides there are,
	// and so how many bots a match takes and how many rotations a seed is
	// played in.
	Rules crib.Rules
	Deals int    // deal seeds (duplicate sets) a match plays: 1 to MaxDeals
	Seed  uint64 // the run's seed: every deal and every seat's randomness comes from it (0 is a seed like any other)
	// Workers is the number of goroutines (0: GOMAXPROCS). The results do
	// not depend on it.
	Workers int
	// Progress, if not nil, is written a line each twentieth of a match
	// ("expert vs analysis: 1200 of 6000 games"), one line at a time.
	Progress io.Writer
	// Records, if not nil, is handed each game's record as it ends, one
	// call at a time: the set (the seed's number), the rotation, and the
	// record, which names the bot in each seat.
	Records func(set, rotation int, rec crib.Record)
	// Anchor is the bot of a round robin's pool (its index) rated 0, the
	// others rated from it; Play does not use it. A bot in the middle of
	// the pool gives the tightest intervals: one that loses (or wins)
	// nearly every game is rated only loosely, and so is every bot
	// against it.
	Anchor int
}

// Result is the outcome of a match: by bot, in the order given.
type Result struct {
	Seats int    `json:"seats"` // players at the table
	Sides int    `json:"sides"` // sides: the bots of the match, and the rotations of a set
	Hole  int    `json:"hole"`  // the game hole (121)
	Seed  uint64 `json:"seed"`
	Deals int    `json:"deals"` // duplicate sets played
	Games int    `json:"games"` // Deals × Sides
	// Bots holds each bot's standing, in the order the bots were given.
	Bots []Standing `json:"bots"`

	sets [][]float64 // sets[s][b]: bot b's games won in set s (for the ratings)
}

// Standing is one bot's result in a match. Every interval is a 95%
// interval from the set means (the mean plus or minus 1.96 standard
// errors), clamped to what the figure can be. When every set gave the
// same win rate (a deterministic bot against itself, which wins exactly
// one game of each pair, or a bot that wins every game) the spread says
// nothing, and the win rate's interval is the Wilson score interval with a
// set as one trial.
type Standing struct {
	Name    string     `json:"name"`
	Wins    int        `json:"wins"`     // games won
	WinRate float64    `json:"win_rate"` // Wins over Games
	WinCI95 [2]float64 `json:"win_ci95"`
	// GamePoints is the game points won, by the rules' [crib.MatchRules]
	// (a game lost scores none), and PointsPerGame their mean a game. The
	// ACC rules the library follows (8 to 10) do not set game points; the
	// defaults are the common reading of ACC tournament play: 2 for a
	// win, 3 for a skunk, and a double skunk no more than a skunk. With
	// three sides a win is a skunk only when both losers are skunked.
	GamePoints    int        `json:"game_points"`
	PointsPerGame float64    `json:"points_per_game"`
	PointsCI95    [2]float64 `json:"points_ci95"`
	// Margin is the mean final margin: the bot's side's score less the
	// best other side's when the game ended (positive when it won).
	Margin     float64    `json:"margin"`
	MarginCI95 [2]float64 `json:"margin_ci95"`
	Skunks     int        `json:"skunks"` // games it won with the losers skunked
}

// gameResult is what a match keeps of one game.
type gameResult struct {
	winner int                // side
	score  [crib.MaxSides]int // by side
	points int                // the winner's game points
	skunk  bool               // won with every loser skunked (or worse)
	err    error              // the game's error
}

// Play plays a match between players, one bot a side, on cfg.Deals deal
// seeds, each once per rotation, and reports each bot's standing. Seed
// k's deals are those of crib.NewGame with the k-th seed drawn from
// cfg.Seed; in its rotation r side s is played by players[(s+r) mod
// sides]. Errors: ErrBadRules for rules or a Config that cannot be run
// (claimed mode, no deals or more than MaxDeals, negative workers, a
// number of bots that is not the number of sides); ErrStrategy for a nil
// strategy or one that fails, naming the game; the context's error when
// it is cancelled.
func Play(ctx context.Context, cfg Config, players []crib.Strategy) (Result, error) {
	rules, names, err := check(cfg, players)
	if err != nil {
		return Result{}, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	sides := rules.Layout.Sides
	if len(players) != sides {
		return Result{}, fmt.Errorf("arena: %w: %d bots for %d sides", crib.ErrBadRules, len(players), sides)
	}
	games := cfg.Deals * sides
	results := make([]gameResult, games)
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, games)
	title := names[0]
	for _, n := range names[1:] {
		title += " vs " + n
	}
	var next, done atomic.Int64
	var mu sync.Mutex // one progress line, one record at a time
	lastPct := 0
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= games {
					return
				}
				set, rot := i/sides, i%sides
				results[i] = playOne(rules, cfg, players, names, set, rot, &mu)
				n := int(done.Add(1))
				if cfg.Progress != nil {
					mu.Lock()
					if pct := n * 20 / games; pct > lastPct || n == games {
						lastPct = pct
						fmt.Fprintf(cfg.Progress, "%s: %d of %d games\n", title, n, games)
					}
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("arena: stopped after %d of %d games: %w", done.Load(), games, err)
	}
	for i, r := range results {
		if r.err != nil {
			return Result{}, fmt.Errorf("arena: set %d, rotation %d: %w", i/sides, i%sides, r.err)
		}
	}
	return summarise(rules, cfg, names, results), nil
}

// check checks a Config and a list of bots, and returns the resolved rules
// and the bots' names.
func check(cfg Config, players []crib.Strategy) (crib.Rules, []string, error) {
	rules, err := cfg.Rules.Resolve()
	switch {
	case err != nil:
		return rules, nil, fmt.Errorf("arena: %w", err)
	case rules.Claimed:
		return rules, nil, fmt.Errorf("arena: %w: the arena plays automatic games", crib.ErrBadRules)
	case cfg.Deals < 1 || cfg.Deals > MaxDeals:
		return rules, nil, fmt.Errorf("arena: %w: %d deals (1 to %d)", crib.ErrBadRules, cfg.Deals, MaxDeals)
	case cfg.Workers < 0:
		return rules, nil, fmt.Errorf("arena: %w: %d workers", crib.ErrBadRules, cfg.Workers)
	case len(players) == 0:
		return rules, nil, fmt.Errorf("arena: %w: no bots", crib.ErrBadRules)
	}
	names, err := game.Entrants("arena", players)
	if err != nil {
		return rules, nil, err
	}
	return rules, names, nil
}

// playOne plays rotation rot of set set.
func playOne(rules crib.Rules, cfg Config, players []crib.Strategy, names []string, set, rot int, mu *sync.Mutex) gameResult {
	l := rules.Layout
	m := game.NewMatch(cfg.Seed, set, 1, l.Sides) // the set's deal seed and seats' randomness
	g, err := crib.NewGame(rules, m.Seed)
	if err != nil {
		return gameResult{err: err}
	}
	seats := make([]crib.Strategy, l.Seats)
	for s := range seats {
		seats[s] = players[(l.Side(s)+rot)%l.Sides]
	}
	if cfg.Records != nil {
		g = g.Recording()
	}
	g, err = crib.PlayGame(g, seats, m.Rand, nil)
	if cfg.Records != nil {
		if rec, rerr := g.Record(); rerr == nil {
			for s := range seats {
				rec.Names = append(rec.Names, names[(l.Side(s)+rot)%l.Sides])
			}
			mu.Lock()
			cfg.Records(set, rot, rec)
			mu.Unlock()
		}
	}
	if err != nil {
		return gameResult{err: err}
	}
	res, ok := g.Result()
	if !ok {
		return gameResult{err: fmt.Errorf("%w: the game did not end", crib.ErrTurnLimit)}
	}
	out := gameResult{winner: res.Winner, points: res.GamePoints, skunk: true}
	for s := range l.Sides {
		out.score[s] = res.Board.Score(s)
		if s != res.Winner && res.Skunk[s] == 0 {
			out.skunk = false // a skunk only when every loser is below the line
		}
	}
	return out
}

// summarise turns a match's games into its result.
func summarise(rules crib.Rules, cfg Config, names []string, results []gameResult) Result {
	sides := rules.Layout.Sides
	r := Result{Seats: rules.Layout.Seats, Sides: sides, Hole: rules.GameHole, Seed: cfg.Seed, Deals: cfg.Deals,
		Games: len(results), Bots: make([]Standing, sides), sets: make([][]float64, cfg.Deals)}
	wins := make([][]float64, sides) // by bot, by set: the set's means
	pts := make([][]float64, sides)
	margins := make([][]float64, sides)
	for b := range sides {
		wins[b], pts[b], margins[b] = make([]float64, cfg.Deals), make([]float64, cfg.Deals), make([]float64, cfg.Deals)
		r.Bots[b].Name = names[b]
	}
	for set := range cfg.Deals {
		r.sets[set] = make([]float64, sides)
		for rot := range sides {
			g := results[set*sides+rot]
			for side := range sides {
				b := (side + rot) % sides
				best := 0
				for o := range sides {
					if o != side {
						best = max(best, g.score[o])
					}
				}
				margins[b][set] += float64(g.score[side]-best) / float64(sides)
				if side != g.winner {
					continue
				}
				st := &r.Bots[b]
				st.Wins++
				st.GamePoints += g.points
				st.Skunks += b2i(g.skunk)
				r.sets[set][b]++
				wins[b][set] += 1 / float64(sides)
				pts[b][set] += float64(g.points) / float64(sides)
			}
		}
	}
	maxPoints := float64(rules.Match.Points(3))
	for b := range sides {
		st := &r.Bots[b]
		st.WinRate = float64(st.Wins) / float64(r.Games)
		st.PointsPerGame = float64(st.GamePoints) / float64(r.Games)
		st.WinCI95 = interval(wins[b], st.WinRate, 0, 1)
		if spread(wins[b], st.WinRate) == 0 {
			st.WinCI95 = game.Wilson(st.WinRate, float64(cfg.Deals))
		}
		st.PointsCI95 = interval(pts[b], st.PointsPerGame, 0, max(maxPoints, float64(rules.Match.Points(1))))
		st.Margin = mean(margins[b])
		st.MarginCI95 = interval(margins[b], st.Margin, -float64(r.Hole), float64(r.Hole))
	}
	return r
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// interval returns the 95% interval of the mean m of the set means xs,
// clamped to [lo, hi]; with fewer than two sets, [lo, hi].
func interval(xs []float64, m, lo, hi float64) [2]float64 {
	n := float64(len(xs))
	if n < 2 {
		return [2]float64{lo, hi}
	}
	half := z95 * math.Sqrt(spread(xs, m)/(n-1)/n)
	return [2]float64{max(lo, m-half), min(hi, m+half)}
}

// spread returns the sum of the squared differences of xs from m.
func spread(xs []float64, m float64) float64 {
	ss := 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return ss
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
