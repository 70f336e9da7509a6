package pegjokers

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"

	"github.com/pegboard/pegboard/internal/record"
)

// DefaultMaxTurns bounds a game played by [PlayGame]: a game still going
// after this many turns is stopped with an error wrapping [ErrTurnLimit],
// never left to run for ever. Games of random legal moves take a few
// thousand turns at most (eight seats solo being the longest); the cap is
// far above that.
const DefaultMaxTurns = 100_000

// PlayGame plays g to its end, each seat's turn chosen by players[seat]
// (one strategy for each seat, so len(players) must be the seat count, or
// the error wraps [ErrBadSeat]), and returns the finished game. Each event
// of each turn is passed to observe, which may be nil, whole: a [Drew]
// names its card, so an observer showing a player the game shows it the
// events as [SeenBy] gives them.
//
// Each seat's strategy draws from a random source of its own, drawn from r
// once at the start through a cryptographic generator, so that what one
// seat's strategy draws neither shows nor changes what another's sees nor
// gives r away, and the same game, players and r give the same game and
// events; a nil r seeds them unpredictably, so that no strategy can work
// its way back to the deal (see "Fair play" in the package doc). A nil strategy is an error
// wrapping [ErrStrategy]; so is a strategy that panics and a choice the rules refuse,
// each an [*Error] naming the seat, and the game is returned as it was
// before the failed turn. The runner carries out exactly the choice the
// strategy returned, checked by value against the rules, and makes every
// draw as it falls due (including one g already waits for, and an extra
// card owed: the runner's players never miss a draw). A game not over
// after [DefaultMaxTurns] turns is returned with an error wrapping
// [ErrTurnLimit]. A [DealtGame], whose draws are typed in, is refused with
// an error wrapping [ErrBadDraw].
func PlayGame(g Game, players []Strategy, r *rand.Rand, observe func(Event)) (Game, error) {
	if !g.pos.IsValid() {
		return g, refuse("play game", -1, fmt.Errorf("%w: the zero Game", ErrZeroValue))
	}
	if len(players) != g.pos.Seats() {
		return g, refuse("play game", -1, fmt.Errorf("%w: %s for %s", ErrBadSeat, codec.Count(len(players), "player"), codec.Count(g.pos.Seats(), "seat")))
	}
	return playGame(g, players, game.SeatRands(r, len(players)), observe, DefaultMaxTurns)
}

// playGame plays g to its end on the one game loop of every game, at most
// limit turns, with rands[s] the random source of seat s. The runner makes
// every draw as it falls due; strategies choose the plays.
func playGame(g Game, players []Strategy, rands []*rand.Rand, observe func(Event), limit int) (Game, error) {
	for s, p := range players {
		if p == nil {
			return g, refuse("strategy", s, fmt.Errorf("%w: no strategy for %v", ErrStrategy, Seat(s)))
		}
	}
	if g.dealt {
		return g, refuse("play game", -1, fmt.Errorf("%w: a game dealt by hand draws the cards typed in, so a runner cannot play it", ErrBadDraw))
	}
	// Each seat lists moves with generators of its own, so that nothing
	// one seat's strategy asked about (the cards of its hand it tried) is
	// reachable from another seat's view.
	gens := make([]struct{ gen, lm Generator }, len(players))
	var arena []cards.Card
	// step is one action of the loop: a draw, or a strategy's choice (a
	// concrete type, so that no action is boxed into an interface).
	type step struct {
		draw bool
		ch   Choice
	}
	next := func(g Game) (step, error) {
		if g.step == StepDraw || g.step == StepLateDraw {
			return step{draw: true}, nil
		}
		s := g.pos.turn
		v := g.view(int(s), &gens[s].gen, &gens[s].lm, &arena)
		ch, err := game.Ask("pegjokers", int(s), func() Choice { return players[s].Choose(v, rands[s]) })
		return step{ch: ch}, err
	}
	apply := func(g Game, a step) (Game, []Event, error) {
		var ev []Event
		evp := &ev
		if observe == nil {
			evp = nil // no one listens: make no events
		}
		if a.draw {
			err := (Draw{}).apply(&g, nil, evp)
			return g, ev, err
		}
		s := g.pos.turn
		// Check the choice with the generator that last listed its card's
		// moves here, if one did: the strategy saw only copies of them.
		pg := &gens[s].gen
		if gens[s].lm.lists(g.rules, g.pos, a.ch.Move.Rank) {
			pg = &gens[s].lm
		}
		if err := a.ch.apply(&g, pg, evp); err != nil {
			if e, ok := errors.AsType[*game.Error](err); ok {
				err = e.Err
			}
			return g, nil, refuse("strategy", int(s), fmt.Errorf("%w: %v chose %v: %w", ErrStrategy, players[s], a.ch, err))
		}
		// The draws that end the turn, in the same step of the loop.
		for g.step == StepDraw || g.step == StepLateDraw {
			if err := (Draw{}).apply(&g, nil, evp); err != nil {
				return g, nil, err
			}
		}
		return g, ev, nil
	}
	start := g.turns
	over := func(g Game) bool { return g.Over() || int(g.turns-start) >= limit }
	// Each turn is a play and at most a few draws: the loop's own limit is
	// a backstop.
	g, err := game.Play(g, over, next, apply, observe, 3*limit+3)
	if err == nil && !g.Over() {
		err = fmt.Errorf("%w: %s", ErrTurnLimit, codec.Count(limit, "turn"))
	}
	return g, game.Refuse("pegjokers", "play game", -1, err)
}

// SelfPlay configures a run of seeded games between strategies, for any
// seating: [RunSelfPlay] plays it.
type SelfPlay struct {
	Rules   Rules
	Seating Seating
	// MaxTurns bounds each game (0: [DefaultMaxTurns]); a game stopped by it
	// counts in the report as capped, won by no one.
	MaxTurns int
	Games    int    // how many games, at least 1
	Seed     uint64 // the run's seed: the same seed gives the same report
	// Workers is the number of goroutines (0: GOMAXPROCS). The report does
	// not depend on it.
	Workers int
	// Progress, if not nil, receives a line now and then on a long run.
	Progress io.Writer
	// Records, if not nil, is handed the record of every game played to
	// its end or its turn limit, with the index of the game and, as its
	// names, the strategy of each seat. Calls are one at a time, in the
	// order the games end.
	Records func(i int, r Record)
}

// Report is the outcome of a run: by entrant, the games won with a 95%
// confidence interval, the games capped at the turn limit, and the
// measure "turns" of the games as a whole, the length of the finished games
// in turns: rep.Stat("turns", pegjokers.Whole).
type Report = game.Report

// Whole is the entrant number of a [Report]'s counts and measures that
// belong to the games as a whole rather than to one entrant.
const Whole = game.Whole

// RunSelfPlay plays cfg.Games games between players, the entrants, and
// reports. Each game gives each team one entrant (all the team's seats play
// its strategy) by a balanced schedule: with at least as many entrants as
// teams, the games cycle through every way to give the teams different
// entrants, so each meets each other equally often from every team's
// seats; with fewer, team t of game i plays entrant (t+i) mod len(players).
// Game i is dealt and its strategies' randomness drawn from (cfg.Seed, i)
// alone, so the report is the same for any number of workers. A strategy's
// failure ends the run with its error, naming the game and the seat;
// cancelling ctx stops it between games.
func RunSelfPlay(ctx context.Context, cfg SelfPlay, players []Strategy) (Report, error) {
	fail := func(err error) (Report, error) { return Report{}, refuse("self-play", -1, err) }
	if err := cfg.Rules.Validate(); err != nil {
		return fail(err)
	}
	st := cfg.Seating
	switch {
	case !st.Valid():
		return fail(fmt.Errorf("%w: %v", ErrSeating, st))
	case cfg.MaxTurns < 0:
		return fail(fmt.Errorf("%w: a turn limit of %d", ErrBadRules, cfg.MaxTurns))
	case len(players) == 0:
		return fail(fmt.Errorf("%w: no strategies", ErrBadSeat))
	}
	names := make([]string, len(players))
	for i, p := range players {
		if p == nil {
			return fail(fmt.Errorf("%w: entrant %d is nil", ErrStrategy, i))
		}
		names[i] = fmt.Sprint(p)
	}
	limit := cfg.MaxTurns
	if limit == 0 {
		limit = DefaultMaxTurns
	}
	records := game.OneAtATime(cfg.Records)
	play := func(m game.Match, t *game.Tally) (int, error) {
		g, err := NewGame(cfg.Rules, st.Seats, st.Arrangement, m.Seed)
		if err != nil {
			return -1, err
		}
		seats := make([]Strategy, st.Seats)
		for s := range seats {
			seats[s] = players[m.Sides[st.Team(Seat(s))]]
		}
		if records != nil {
			g = g.Recording()
		}
		g, err = playGame(g, seats, game.SeatRands(m.Rand, st.Seats), nil, limit)
		if records != nil && (err == nil || errors.Is(err, ErrTurnLimit)) {
			rec, _ := g.Record()
			rec.Names = record.SeatNames(names, st.Seats, func(s int) int { return m.Sides[st.Team(Seat(s))] })
			records(m.Index, rec)
		}
		if err != nil {
			return -1, err
		}
		t.Observe("turns", game.Whole, float64(g.Turns()))
		team, _ := g.Winner()
		return team, nil
	}
	rep, err := game.Run(ctx, game.Config{Games: cfg.Games, Seed: cfg.Seed, Workers: cfg.Workers, Progress: cfg.Progress},
		names, st.Teams(), play)
	if err != nil {
		return Report{}, game.Refuse("pegjokers", "self-play", -1, err)
	}
	return rep, nil
}
