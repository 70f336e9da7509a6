package cribwars

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/exp/stats"

	"github.com/pegboard/pegboard/crib"
)

// PlayGame plays g to the end in automatic mode, seat s choosing by
// players[s] (crib's strategies: crib.RandomBot, crib.AnalysisBot, or your
// own), with the shuffles from g's seed and the strategies' randomness from
// r. A side whose stay in a penalty box is due always moves its peg out
// (a bot does not forget), and a side offered points (a penalty applied
// before the game was passed in) takes them unless they would land its peg
// in a penalty box or a time trap. Each event is passed to observe, which
// may be nil. A strategy's illegal choice ends the game with an error
// wrapping crib.ErrStrategy.
func PlayGame(g Game, players []crib.Strategy, r *rand.Rand, observe func(crib.Event)) (Game, error) {
	if g.cfg.Claimed {
		return g, fmt.Errorf("cribwars: %w: PlayGame plays automatic games", crib.ErrWrongPhase)
	}
	if len(players) != g.Seats() {
		return g, fmt.Errorf("cribwars: %w: %d players for %d seats", crib.ErrBadSeat, len(players), g.Seats())
	}
	for g.Phase() != crib.PhaseOver {
		var ng Game
		var ev []crib.Event
		var err error
		act, seat := g.Next()
		if side, ok := g.BoxDue(); ok && act != crib.ActOffer {
			act = crib.ActNone
			ng, ev, err = g.LeaveBox(side)
		} else {
			switch act {
			case crib.ActCutForDeal:
				ng, ev, err = g.CutForDeal()
			case crib.ActDeal:
				ng, ev, err = g.Deal()
			case crib.ActDiscard:
				ng, ev, err = g.Discard(seat, players[seat].Discard(g.DiscardView(seat), r)...)
			case crib.ActCut:
				ng, ev, err = g.Cut()
			case crib.ActLay:
				ng, ev, err = g.Lay(seat, players[seat].Lay(g.LayView(seat), r))
			case crib.ActCount:
				ng, ev, err = g.Count()
			case crib.ActOffer:
				o := g.Offers()[0]
				if _, moved, _ := g.Board().Move(g.Peg(o.Side), o.Points); avoid(moved) {
					ng, ev, err = g.DeclineOffer(o.Side)
				} else {
					ng, ev, err = g.TakeOffer(o.Side)
				}
			default:
				return g, fmt.Errorf("cribwars: %w: %v", crib.ErrWrongPhase, act)
			}
		}
		if err != nil {
			if act == crib.ActDiscard || act == crib.ActLay {
				return g, fmt.Errorf("cribwars: %w: seat %d: %w", crib.ErrStrategy, seat, err)
			}
			return g, err
		}
		if observe != nil {
			for _, e := range ev {
				observe(e)
			}
		}
		g = ng
	}
	return g, nil
}

// SelfPlay configures a run of seeded games between strategies.
type SelfPlay struct {
	Config Config // every game's setup (automatic mode)
	Games  int    // how many games
	Seed   uint64 // the run's seed: the same seed gives the same report
	// Workers is the number of goroutines (0: GOMAXPROCS). The report
	// does not depend on it.
	Workers int
}

// Report is the outcome of a SelfPlay run, by strategy: index i is the
// strategy players[i] of RunSelfPlay.
type Report struct {
	Games int
	Wins  [3]int // games won by each strategy's side
	// GamesWon adds up Result.Games: a win counts 1 game from each loser, 2
	// for a skunk, 4 for a double skunk.
	GamesWon [3]int
	Skunks   [3]int // wins with at least one loser skunked or worse
	// Deals per game (deals begun, the last cut short by the win).
	Deals crib.Stats
	// Landings counts, over all games, the special holes' effects: slides,
	// time traps, green shortcuts, penalty boxes, and awards skipping past a
	// box or trap.
	Slides, Traps, Shortcuts, Boxes, Skips int
}

// RunSelfPlay plays cfg.Games games of cfg.Config between players, one
// strategy a side (partners share one), and reports. In game i side s plays
// strategy (s+i) mod sides, so every strategy plays every side equally often;
// game i is seeded from (cfg.Seed, i) alone, so the report is the same for
// any number of workers.
func RunSelfPlay(cfg SelfPlay, players []crib.Strategy) (Report, error) {
	c, err := cfg.Config.resolve()
	if err != nil {
		return Report{}, err
	}
	if c.Claimed {
		return Report{}, fmt.Errorf("cribwars: %w: self-play plays automatic games", crib.ErrBadRules)
	}
	sides := c.Layout.Sides
	if len(players) != sides {
		return Report{}, fmt.Errorf("cribwars: %w: %d strategies for %d sides", crib.ErrBadSeat, len(players), sides)
	}
	if cfg.Games < 1 {
		return Report{}, fmt.Errorf("cribwars: %w: %d games", crib.ErrBadRules, cfg.Games)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	type one struct {
		res    Result
		deals  int
		counts [7]int // by EventKind, and boxes
		err    error
	}
	out := make([]one, cfg.Games)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				src := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
				g, err := NewGame(c, src.Uint64())
				if err != nil {
					out[i].err = err
					continue
				}
				r := rand.New(rand.NewPCG(src.Uint64(), src.Uint64()))
				seats := make([]crib.Strategy, c.Layout.Seats)
				for s := range seats {
					seats[s] = players[(c.Layout.Side(s)+i)%sides]
				}
				o := &out[i]
				g, err = PlayGame(g, seats, r, func(e crib.Event) {
					switch e := e.(type) {
					case crib.Dealt:
						o.deals++
					case BoardEvent:
						o.counts[e.Event.Kind]++
					}
				})
				o.err = err
				if err == nil {
					o.res, _ = g.Result()
				}
			}
		})
	}
	wg.Wait()
	rep := Report{Games: cfg.Games}
	deals := make([]float64, cfg.Games)
	for i, o := range out {
		if o.err != nil {
			return Report{}, fmt.Errorf("game %d: %w", i, o.err)
		}
		w := (o.res.Winner + i) % sides
		rep.Wins[w]++
		rep.GamesWon[w] += o.res.Games
		if o.res.Games > sides-1 {
			rep.Skunks[w]++
		}
		deals[i] = float64(o.deals)
		rep.Slides += o.counts[Slid]
		rep.Traps += o.counts[Trapped]
		rep.Shortcuts += o.counts[TookShortcut]
		rep.Boxes += o.counts[LandedInBox]
		rep.Skips += o.counts[SkippedPast]
	}
	rep.Deals = summarise(deals)
	return rep, nil
}

func summarise(xs []float64) crib.Stats {
	s := crib.Stats{N: len(xs)}
	if len(xs) == 1 {
		s.Mean = xs[0]
	} else {
		s.Mean, s.StdDev = stats.MeanAndStdDev(xs)
	}
	copy(s.Quartiles[:], stats.Quantiles(xs, 0.25, 0.5, 0.75))
	return s
}

// avoid reports whether a move's events put the peg in a penalty box or a
// time trap.
func avoid(moved []Event) bool {
	for _, e := range moved {
		if e.Kind == LandedInBox || e.Kind == Trapped {
			return true
		}
	}
	return false
}
