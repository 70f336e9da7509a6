package cribwars

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// PlayGame plays g to the end in automatic mode, seat s choosing by
// players[s] (crib's strategies: [bot.Random], [bot.Analysis], or your
// own), the shuffles drawn from g's seed and each seat's strategy drawing
// from its own random source, drawn from r as [crib.PlayGame] draws them
// (nil: seeded unpredictably; see "Fair play" in the package doc). The table's part is played as a
// careful player would: a side whose stay in a penalty box is due always
// moves its peg out, and a side offered points takes them unless they would
// land its peg in a penalty box or a time trap. Each event is passed to
// observe, which may be nil. A game that keeps a record ([Game.Recording])
// records every action played, so its [Game.Record] replays to the game
// returned. The errors are [crib.PlayGame]'s: a *crib.Error
// wrapping [crib.ErrStrategy] and naming the seat for a nil strategy, a
// strategy's panic or a choice the rules refuse; [crib.ErrZeroValue],
// [crib.ErrBadSeat], [crib.ErrWrongPhase] (claimed mode) and [crib.ErrTurnLimit]
// after [crib.StepLimit] actions.
func PlayGame(g Game, players []crib.Strategy, r *rand.Rand, observe func(crib.Event)) (Game, error) {
	const op = "play"
	switch {
	case g.zero():
		return g, &game.Error{Pkg: "cribwars", Op: op, Seat: NoSide, Err: crib.ErrZeroValue}
	case g.cfg.Claimed:
		return g, &game.Error{Pkg: "cribwars", Op: op, Seat: NoSide, Err: fmt.Errorf("%w: PlayGame plays automatic games", crib.ErrWrongPhase)}
	case len(players) != g.Seats():
		return g, &game.Error{Pkg: "cribwars", Op: op, Seat: NoSide, Err: fmt.Errorf("%w: %s for %s", crib.ErrBadSeat, codec.Count(len(players), "player"), codec.Count(g.Seats(), "seat"))}
	}
	if _, err := game.Entrants("cribwars", players); err != nil {
		return g, err
	}
	rands := game.SeatRands(r, g.Seats())
	next := func(g Game) (crib.Action, error) { return g.next(players, rands) }
	return game.Play(g, Game.over, next, Game.Apply, observe, crib.StepLimit)
}

func (g Game) over() bool { return g.Phase() == crib.PhaseOver }

// next is [crib.NextAction] with the table's part of Crib Wars: leaving the
// box when it is due, and answering points offered.
func (g Game) next(players []crib.Strategy, rands []*rand.Rand) (crib.Action, error) {
	act, _ := g.Next()
	if side, ok := g.BoxDue(); ok && act != crib.StepOffer {
		return LeaveBox{Side: side}, nil
	}
	if act == crib.StepOffer {
		o := g.g.Offers()[0]
		if _, moved, _ := g.Track().Move(g.Peg(o.Side), o.Points); avoid(moved) {
			return crib.DeclineOffer{Side: o.Side}, nil
		}
		return crib.TakeOffer{Side: o.Side}, nil
	}
	return crib.NextAction(g.g, players, rands)
}

// avoid reports whether a move's events put the peg in a penalty box or a
// time trap.
func avoid(moved []Effect) bool {
	for _, e := range moved {
		if e.Kind == LandedInBox || e.Kind == Trapped {
			return true
		}
	}
	return false
}

// SelfPlay configures a run of seeded games between strategies.
type SelfPlay struct {
	Config Config // every game's setup (automatic mode)
	Games  int    // how many games, at least 1
	Seed   uint64 // the run's seed: the same seed gives the same report
	// Workers is the number of goroutines (0: GOMAXPROCS). The report
	// does not depend on it.
	Workers int
	// Progress, if not nil, receives a line now and then ("1200 of 20000
	// games").
	Progress io.Writer
	// Records, if not nil, is handed the record of every game played, with
	// the index of the game and, as its names, the strategy of each seat
	// (left out when a name cannot be a record's). Calls are one at a
	// time, in the order the games end.
	Records func(i int, r Record)
}

// RunSelfPlay plays cfg.Games games of cfg.Config between players, one
// strategy a side (partners share one), on all cores, and reports. Game i
// is seeded from (cfg.Seed, i) alone and its sides are given strategies in
// turn, so that every strategy plays every side equally often; the report
// is the same for any number of workers. Cancelling ctx stops the run
// between games.
//
// The report names each strategy by its String method and holds, by
// strategy, the count "games won" (each win's [Result.Games]: 1 from each
// loser, 2 for a skunk, 4 for a double skunk) and the count "skunks" (wins
// with at least one loser skunked or worse); and for the run as a whole
// ([crib.Whole]), the measure "deals" (deals begun in a game, the last
// cut short by the win) and the counts of what the special holes did:
// "slides", "time traps", "shortcuts", "penalty boxes" and "skips" (awards
// skipping past a box or trap).
//
// Errors: [crib.ErrBadRules] for a setup that cannot be played (or claimed
// mode) or no games; [crib.ErrBadSeat] for no strategies; [crib.ErrStrategy] for
// a nil strategy, or a game in which a strategy failed (naming the game).
func RunSelfPlay(ctx context.Context, cfg SelfPlay, players []crib.Strategy) (crib.Report, error) {
	c, err := cfg.Config.resolve()
	if err != nil {
		return crib.Report{}, err
	}
	if c.Claimed {
		return crib.Report{}, fmt.Errorf("cribwars: %w: self-play plays automatic games", crib.ErrBadRules)
	}
	names, err := game.Entrants("cribwars", players)
	if err != nil {
		return crib.Report{}, err
	}
	run := game.Config{Games: cfg.Games, Seed: cfg.Seed, Workers: cfg.Workers, Progress: cfg.Progress}
	records := game.OneAtATime(cfg.Records)
	return game.Run(ctx, run, names, c.Layout.Sides, func(m game.Match, t *game.Tally) (int, error) {
		return playMatch(c, players, names, m, t, records)
	})
}

// The counts of the special holes, by the kind of their event.
var holeCounts = map[EffectKind]string{
	Slid: "slides", Trapped: "time traps", TookShortcut: "shortcuts", LandedInBox: "penalty boxes", SkippedPast: "skips",
}

// playMatch plays one game of a run and tallies it, and hands its record
// to records if that is not nil.
func playMatch(c Config, players []crib.Strategy, names []string, m game.Match, t *game.Tally, records func(int, Record)) (int, error) {
	g, err := NewGame(c, m.Seed)
	if err != nil {
		return NoSide, err
	}
	seats := make([]crib.Strategy, c.Layout.Seats)
	for s := range seats {
		seats[s] = players[m.Sides[c.Layout.Side(s)]]
	}
	if records != nil {
		g = g.Recording()
	}
	deals := 0
	for _, name := range []string{"slides", "time traps", "shortcuts", "penalty boxes", "skips"} {
		t.Count(name, game.Whole, 0)
	}
	g, err = PlayGame(g, seats, m.Rand, func(e crib.Event) {
		switch e := e.(type) {
		case crib.Dealt:
			deals++
		case TrackEvent:
			if name, ok := holeCounts[e.Event.Kind]; ok {
				t.Count(name, game.Whole, 1)
			}
		}
	})
	if records != nil {
		if rec, rerr := g.Record(); rerr == nil {
			rec.Names = record.SeatNames(names, c.Layout.Seats, func(s int) int { return m.Sides[c.Layout.Side(s)] })
			records(m.Index, rec)
		}
	}
	if err != nil {
		return NoSide, err
	}
	res, _ := g.Result()
	t.Observe("deals", game.Whole, float64(deals))
	for side, e := range m.Sides {
		won, skunk := 0, 0
		if side == res.Winner {
			won = res.Games
			if res.Games > c.Layout.Sides-1 {
				skunk = 1
			}
		}
		t.Count("games won", e, won)
		t.Count("skunks", e, skunk)
	}
	return res.Winner, nil
}
