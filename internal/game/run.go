package game

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Config is a run of seeded games between entrants (strategies).
type Config struct {
	Games int // how many games, at least 1
	// Seed is the run's seed: the same seed gives the same report. 0 means
	// none given: the run draws an unpredictable seed (crypto/rand), so no
	// strategy can work its way back to the deals from what it draws, and
	// the report's Seed says which, to replay the run.
	Seed uint64
	// Workers is the number of goroutines (0: GOMAXPROCS). The report does
	// not depend on it.
	Workers int
	// Progress, if not nil, receives a line each twentieth of a run ("1200
	// of 20000 games, 850 a second, about 22 s left", and at the end "20000
	// of 20000 games in 23.5 s"), written by one goroutine at a time.
	Progress io.Writer
}

// Match is one game of a run as the runner hands it to the game: its
// index, the seed of its deal, the randomness for its strategies (from
// which the game draws its seats' sources with [SeatRands], so that what a
// strategy draws says nothing about the cards), and the entrant on each
// side.
type Match struct {
	Index int
	Seed  uint64
	Rand  *rand.Rand
	Sides []int // Sides[s] is the entrant playing side s
}

// PlayFunc plays one game of a run and returns the winning side (or -1
// with an error wrapping [ErrTurnLimit] for a game stopped by its limit,
// which the report counts as capped). It records what the report should
// count or summarise in t.
type PlayFunc func(m Match, t *Tally) (winner int, err error)

// Run plays cfg.Games games, each by play, on cfg.Workers goroutines, and
// reports. entrants names the strategies; sides is the number of sides a
// game has. Game i is seeded from (cfg.Seed, i) alone and its sides are
// given entrants by [Schedule], so the report is the same for any number of
// workers. Any number of entrants may play: with more entrants than sides
// the run is a round robin (every ordered choice of entrants in turn, so
// every pair meets equally often with the seats alternated), and the report
// counts the games each played, each one's win rate over those, and who
// beat whom ([Report.Met], [Report.Beat]). A game's error other than a capped game ends the run with that
// error, naming the game; a panic in play becomes an error wrapping
// [ErrStrategy]. Cancelling ctx stops the run between games with ctx's
// error.
func Run(ctx context.Context, cfg Config, entrants []string, sides int, play PlayFunc) (Report, error) {
	switch {
	case cfg.Games < 1:
		return Report{}, fmt.Errorf("%w: %d games", ErrBadRules, cfg.Games)
	case len(entrants) < 1:
		return Report{}, fmt.Errorf("%w: no strategies", ErrBadSeat)
	case sides < 2:
		return Report{}, fmt.Errorf("%w: %d sides", ErrBadRules, sides)
	case play == nil:
		return Report{}, fmt.Errorf("%w: no game to play", ErrBadRules)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if cfg.Seed == 0 {
		cfg.Seed = Unpredictable()
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	type result struct {
		winner int
		sides  []int
		tally  Tally
		err    error
	}
	results := make([]result, cfg.Games)
	var next, done atomic.Int64
	var mu sync.Mutex // guards progress lines
	lastPct := 0      // the first line at a twentieth of the run
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				r := &results[i]
				m := NewMatch(cfg.Seed, i, len(entrants), sides)
				r.sides = m.Sides
				r.winner, r.err = safePlay(play, m, &r.tally)
				if r.err != nil && !errors.Is(r.err, ErrTurnLimit) {
					r.err = fmt.Errorf("game %d: %w", i, r.err)
				}
				n := int(done.Add(1))
				if cfg.Progress != nil {
					mu.Lock()
					if pct := n * 20 / cfg.Games; pct > lastPct || n == cfg.Games {
						lastPct = pct
						fmt.Fprintln(cfg.Progress, progressLine(n, cfg.Games, time.Since(start)))
					}
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Report{}, fmt.Errorf("run stopped after %d of %d games: %w", done.Load(), cfg.Games, err)
	}
	rep := newReport(entrants, cfg.Games)
	rep.Seed = cfg.Seed
	for _, r := range results {
		switch {
		case r.err != nil && errors.Is(r.err, ErrTurnLimit):
			rep.Capped++
			rep.game(r.sides, -1)
		case r.err != nil:
			return Report{}, r.err
		case r.winner < 0 || r.winner >= len(r.sides):
			return Report{}, fmt.Errorf("%w: a game won by side %d of %d", ErrBadSeat, r.winner, len(r.sides))
		default:
			rep.game(r.sides, r.winner)
		}
		rep.add(&r.tally)
	}
	rep.finish()
	return rep, nil
}

// progressLine says how far a run is after n of total games in elapsed
// time: the rate and the time left once they can be told.
func progressLine(n, total int, elapsed time.Duration) string {
	sec := elapsed.Seconds()
	switch {
	case n >= total:
		return fmt.Sprintf("%d of %d games in %.1f s", n, total, sec)
	case n == 0 || sec <= 0:
		return fmt.Sprintf("%d of %d games", n, total)
	}
	rate := float64(n) / sec
	return fmt.Sprintf("%d of %d games, %.0f a second, about %.0f s left", n, total, rate, float64(total-n)/rate)
}

func safePlay(play PlayFunc, m Match, t *Tally) (winner int, err error) {
	defer func() {
		if p := recover(); p != nil {
			winner, err = -1, fmt.Errorf("%w: panic: %v", ErrStrategy, p)
		}
	}()
	return play(m, t)
}

// NewMatch returns game i of a run seeded by seed between entrants
// entrants on sides sides, as [Run] makes it: the deal's seed and the
// strategies' randomness drawn from a PCG stream seeded by (seed, i), and
// the sides given entrants by [Schedule].
func NewMatch(seed uint64, i, entrants, sides int) Match {
	src := rand.New(rand.NewPCG(seed, uint64(i)))
	m := Match{Index: i, Seed: src.Uint64()}
	m.Rand = rand.New(rand.NewPCG(src.Uint64(), src.Uint64()))
	m.Sides = Schedule(i, entrants, sides)
	return m
}

// Schedule returns the entrant on each of sides sides in game i of a run
// between entrants entrants. With at least as many entrants as sides, the
// games cycle through every ordered choice of distinct entrants (with two
// entrants and two sides: 0 against 1, then 1 against 0), so every entrant
// meets every other equally often on every side. With fewer entrants than
// sides, side s plays entrant (s+i) mod entrants.
func Schedule(i, entrants, sides int) []int {
	out := make([]int, sides)
	if entrants < sides {
		for s := range out {
			out[s] = (s + i) % entrants
		}
		return out
	}
	// The i-th ordered choice (mod their number), i read as a mixed-radix
	// number whose first digit, the slowest to change, picks side 0's
	// entrant among all, the next side 1's among those left, and so on.
	total := 1
	for k := range sides {
		total *= entrants - k
	}
	x := i % total
	used := make([]bool, entrants)
	radix := total
	for s := range out {
		radix /= entrants - s
		d := x / radix
		x %= radix
		for e := range used {
			if used[e] {
				continue
			}
			if d == 0 {
				out[s] = e
				used[e] = true
				break
			}
			d--
		}
	}
	return out
}

// Entrants returns the names a run's report gives players: each one's
// String method if it has one ("analysis", "random"), otherwise its type.
// A nil player is an error wrapping [ErrStrategy] that names its place in
// the list, as the seat of an [Error] of pkg.
func Entrants[S any](pkg string, players []S) ([]string, error) {
	names := make([]string, len(players))
	for i, p := range players {
		switch v := any(p).(type) {
		case nil:
			return nil, &Error{Pkg: pkg, Op: "strategy", Seat: i, Err: fmt.Errorf("%w: no strategy", ErrStrategy)}
		case fmt.Stringer:
			names[i] = v.String()
		default:
			names[i] = fmt.Sprintf("%T", v)
		}
	}
	return names, nil
}

// OneAtATime returns records, a run's hand-off of each game's record (a
// SelfPlay's Records), made safe for the run's workers: the calls come one
// at a time, in the order the games end. A nil records gives nil.
func OneAtATime[R any](records func(i int, r R)) func(i int, r R) {
	if records == nil {
		return nil
	}
	var mu sync.Mutex
	return func(i int, r R) {
		mu.Lock()
		defer mu.Unlock()
		records(i, r)
	}
}
