package crib

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/exp/stats"
)

// SelfPlay configures a run of games between two strategies.
type SelfPlay struct {
	// Rules of every game, in automatic mode, with two sides (two players,
	// or four in partnerships).
	Rules Rules
	Games int    // how many games
	Seed  uint64 // the run's seed: the same seed gives the same report
	// Workers is the number of goroutines (0: GOMAXPROCS). The report
	// does not depend on it.
	Workers int
}

// Stats summarises points per deal.
type Stats struct {
	N         int        // deals counted
	Mean      float64    // mean points per deal
	StdDev    float64    // sample standard deviation
	Quartiles [3]float64 // 25th, 50th and 75th percentiles
}

// String formats the summary: "mean 7.88, sd 3.70, quartiles 6/8/10 (n=8257)".
func (s Stats) String() string {
	return fmt.Sprintf("mean %.2f, sd %.2f, quartiles %g/%g/%g (n=%d)", s.Mean, s.StdDev, s.Quartiles[0], s.Quartiles[1], s.Quartiles[2], s.N)
}

// Report is the outcome of a SelfPlay run. Index 0 is strategy A, 1 is B.
type Report struct {
	Games int
	Wins  [2]int
	// WinRate is A's share of the games won, with CI95 its 95% Wilson score
	// interval.
	WinRate float64
	CI95    [2]float64
	// Skunks counts the games each strategy won by a skunk or worse;
	// DoubleSkunks by a double skunk or worse.
	Skunks, DoubleSkunks [2]int
	// Points per deal for each strategy's side: pegged in the play (15s,
	// 31s, pairs, runs, go, last card), shown in hand(s), and in the crib
	// (deals where the side dealt). Deals cut short by the end of the game
	// are not counted.
	Play, Hand, Crib [2]Stats
}

// gameStats is what one game contributes to a report.
type gameStats struct {
	winner           int // 0 for A, 1 for B
	skunk            int
	play, hand, crib [2][]float64
}

// RunSelfPlay plays cfg.Games games between a and b and reports. Game i is
// seeded from (cfg.Seed, i) alone, and strategy A sits in seat 0 in even
// games and seat 1 in odd ones (partners share a strategy), so the report is
// the same for any number of workers.
func RunSelfPlay(cfg SelfPlay, a, b Strategy) (Report, error) {
	rules, err := cfg.Rules.Resolve()
	if err != nil {
		return Report{}, err
	}
	if rules.Claimed || rules.Layout.Sides != 2 {
		return Report{}, fmt.Errorf("crib: %w: self-play needs automatic rules with two sides", ErrBadRules)
	}
	if cfg.Games < 1 {
		return Report{}, fmt.Errorf("crib: %w: %d games", ErrBadRules, cfg.Games)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	results := make([]gameStats, cfg.Games)
	errs := make([]error, cfg.Games)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				results[i], errs[i] = playOne(rules, cfg.Seed, i, a, b)
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return Report{}, fmt.Errorf("game %d: %w", i, err)
		}
	}
	return summarise(results), nil
}

func playOne(rules Rules, seed uint64, i int, a, b Strategy) (gameStats, error) {
	src := rand.New(rand.NewPCG(seed, uint64(i)))
	g, err := NewGame(rules, src.Uint64())
	if err != nil {
		return gameStats{}, err
	}
	r := rand.New(rand.NewPCG(src.Uint64(), src.Uint64()))
	n := rules.Layout.Seats
	players := make([]Strategy, n)
	aSide := i % 2
	for s := range n {
		if rules.Layout.Side(s) == aSide {
			players[s] = a
		} else {
			players[s] = b
		}
	}
	who := func(side int) int { // 0 for A's side, 1 for B's
		if side == aSide {
			return 0
		}
		return 1
	}
	var gs gameStats
	var play, hand, crib [2]float64
	observe := func(e Event) {
		switch e := e.(type) {
		case Dealt:
			play, hand, crib = [2]float64{}, [2]float64{}, [2]float64{}
		case Pegged:
			w := who(e.Score.Side)
			switch e.Score.Kind {
			case ScorePlay, ScoreGo, ScoreLast:
				play[w] += float64(e.Score.Points)
			case ScoreHand:
				hand[w] += float64(e.Score.Points)
			case ScoreCrib:
				crib[w] += float64(e.Score.Points)
			}
		case DealOver:
			dealer := who(rules.Layout.Side((e.NextDealer + n - 1) % n))
			for w := range 2 {
				gs.play[w] = append(gs.play[w], play[w])
				gs.hand[w] = append(gs.hand[w], hand[w])
			}
			gs.crib[dealer] = append(gs.crib[dealer], crib[dealer])
		}
	}
	g, err = PlayGame(g, players, r, observe)
	if err != nil {
		return gs, err
	}
	res, _ := g.Result()
	gs.winner = who(res.Winner)
	gs.skunk = res.Skunk[1-res.Winner]
	return gs, nil
}

func summarise(results []gameStats) Report {
	rep := Report{Games: len(results)}
	var play, hand, crib [2][]float64
	for _, gs := range results {
		rep.Wins[gs.winner]++
		if gs.skunk >= 1 {
			rep.Skunks[gs.winner]++
		}
		if gs.skunk >= 2 {
			rep.DoubleSkunks[gs.winner]++
		}
		for w := range 2 {
			play[w] = append(play[w], gs.play[w]...)
			hand[w] = append(hand[w], gs.hand[w]...)
			crib[w] = append(crib[w], gs.crib[w]...)
		}
	}
	n := float64(rep.Games)
	p := float64(rep.Wins[0]) / n
	rep.WinRate = p
	rep.CI95 = wilson(p, n, 1.959963984540054)
	for w := range 2 {
		rep.Play[w] = summary(play[w])
		rep.Hand[w] = summary(hand[w])
		rep.Crib[w] = summary(crib[w])
	}
	return rep
}

// wilson returns the Wilson score interval of a proportion p of n trials.
func wilson(p, n, z float64) [2]float64 {
	z2 := z * z
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z * math.Sqrt(p*(1-p)/n+z2/(4*n*n)) / (1 + z2/n)
	return [2]float64{centre - half, centre + half}
}

func summary(xs []float64) Stats {
	if len(xs) == 0 {
		return Stats{}
	}
	s := Stats{N: len(xs)}
	if len(xs) == 1 {
		s.Mean = xs[0]
	} else {
		s.Mean, s.StdDev = stats.MeanAndStdDev(xs)
	}
	q := stats.Quantiles(xs, 0.25, 0.5, 0.75)
	copy(s.Quartiles[:], q)
	return s
}
