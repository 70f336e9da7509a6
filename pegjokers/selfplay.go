package pegjokers

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"golang.org/x/exp/stats"

	"github.com/pegboard/pegboard/cards"
)

// DefaultMaxTurns bounds a self-play game: a game still going after this
// many turns is stopped and counted as capped, never silently dropped. Games
// of random legal moves take a few thousand turns at most (eight seats solo
// being the longest); the cap is far above that.
const DefaultMaxTurns = 100_000

// PlayGame plays g to its end, each seat's turn chosen by strategies[seat]
// (a list shorter than the table is repeated round it), with rng as the
// strategies' randomness (nil: a source seeded from the game's seed). It
// returns the finished game. A strategy's illegal choice is an error
// wrapping [ErrStrategy]; a game not over after maxTurns turns (0:
// [DefaultMaxTurns]) is returned with an error wrapping [ErrTurnLimit].
func PlayGame(g Game, strategies []Strategy, rng *rand.Rand, maxTurns int) (Game, error) {
	var pl player
	return pl.play(g, strategies, rng, maxTurns)
}

// player holds the memory reused from turn to turn and game to game.
type player struct {
	gen  Generator
	view View
}

func (pl *player) play(g Game, strategies []Strategy, rng *rand.Rand, maxTurns int) (Game, error) {
	if len(strategies) == 0 {
		return g, fmt.Errorf("pegjokers: %w: no strategies", ErrStrategy)
	}
	if maxTurns <= 0 {
		maxTurns = DefaultMaxTurns
	}
	if rng == nil {
		rng = cards.NewRand(reshuffleSeed(g.seed^0xB0B0_B0B0, 0))
	}
	pl.view.gen = &pl.gen
	for !g.Over() {
		if int(g.turns) >= maxTurns {
			return g, fmt.Errorf("pegjokers: %w: %d turns", ErrTurnLimit, g.turns)
		}
		seat := g.pos.turn
		g.fillView(&pl.view, rng)
		ch := strategies[int(seat)%len(strategies)].Choose(pl.view)
		if err := g.play(&pl.gen, ch); err != nil {
			return g, fmt.Errorf("pegjokers: %w: %v (seat %d) chose %v: %w", ErrStrategy, strategies[int(seat)%len(strategies)], seat, ch, err)
		}
	}
	return g, nil
}

// SelfPlay runs many seeded games between strategies: the self-play runner
// for any seating. Game i is dealt from seed Seed+i and its strategies'
// randomness drawn from a source seeded from that too, so a run replays
// exactly.
type SelfPlay struct {
	Rules      Rules
	Seating    Seating
	Strategies []Strategy // by seat; a shorter list is repeated round the table
	Games      int
	Seed       uint64
	MaxTurns   int // per game; 0 means DefaultMaxTurns
}

// Report is the outcome of a [SelfPlay] run: each team's wins and the
// length of the games in turns (cards played).
type Report struct {
	Seating Seating
	Games   int
	Wins    []int // by team (see Seating.Team)
	// Capped counts games stopped at the turn limit without a winner; they
	// are left out of the length figures.
	Capped int
	// Game length in turns of the finished games: mean, standard deviation,
	// quartiles (25%, median, 75%) and extremes.
	Mean, StdDev float64
	Quartiles    [3]float64
	Min, Max     int
	Names        []string // the strategies by seat
}

// Run plays the games and reports.
func (sp SelfPlay) Run() (Report, error) {
	if err := sp.Rules.Validate(); err != nil {
		return Report{}, err
	}
	if !sp.Seating.Valid() {
		return Report{}, fmt.Errorf("pegjokers: %w: %v", ErrSeating, sp.Seating)
	}
	if len(sp.Strategies) == 0 {
		return Report{}, fmt.Errorf("pegjokers: %w: no strategies", ErrStrategy)
	}
	rep := Report{Seating: sp.Seating, Games: sp.Games, Wins: make([]int, sp.Seating.Teams())}
	for s := range sp.Seating.Seats {
		rep.Names = append(rep.Names, fmt.Sprint(sp.Strategies[s%len(sp.Strategies)]))
	}
	var pl player
	lengths := make([]float64, 0, sp.Games)
	for i := range sp.Games {
		seed := sp.Seed + uint64(i)
		g, err := NewGame(sp.Rules, sp.Seating.Seats, sp.Seating.Arrangement, seed)
		if err != nil {
			return rep, err
		}
		rng := rand.New(rand.NewPCG(seed, 0xB07_5EED))
		g, err = pl.play(g, sp.Strategies, rng, sp.MaxTurns)
		switch {
		case err == nil:
			t, _ := g.Winner()
			rep.Wins[t]++
			lengths = append(lengths, float64(g.turns))
			if len(lengths) == 1 || int(g.turns) < rep.Min {
				rep.Min = int(g.turns)
			}
			rep.Max = max(rep.Max, int(g.turns))
		case errors.Is(err, ErrTurnLimit):
			rep.Capped++
		default:
			return rep, fmt.Errorf("game %d (seed %d): %w", i, seed, err)
		}
	}
	if len(lengths) > 0 {
		rep.Mean, rep.StdDev = stats.MeanAndStdDev(lengths)
		copy(rep.Quartiles[:], stats.Quantiles(lengths, 0.25, 0.5, 0.75))
	}
	return rep, nil
}

// String reports in a few lines:
//
//	4 pairs, 1000 games: Blue+White (heuristic, heuristic) won 873, Yellow+Orange (random, random) won 127
//	length in turns: mean 412.3, sd 98.1, quartiles 342 / 401 / 468, range 201-911; 0 capped
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v, %d games:", r.Seating, r.Games)
	for t, w := range r.Wins {
		if t > 0 {
			b.WriteString(",")
		}
		var names []string
		for _, s := range r.Seating.Members(t) {
			if int(s) < len(r.Names) {
				names = append(names, r.Names[s])
			}
		}
		fmt.Fprintf(&b, " %s (%s) won %d", r.Seating.TeamName(t), strings.Join(names, ", "), w)
	}
	fmt.Fprintf(&b, "\nlength in turns: mean %.1f, sd %.1f, quartiles %.0f / %.0f / %.0f, range %d-%d; %d capped",
		r.Mean, r.StdDev, r.Quartiles[0], r.Quartiles[1], r.Quartiles[2], r.Min, r.Max, r.Capped)
	return b.String()
}
