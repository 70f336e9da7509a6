package crib

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
	rectext "github.com/pegboard/pegboard/internal/record"
)

// StepLimit is the most actions PlayGame takes in one game (a game to 121
// takes a few hundred): more is an error wrapping ErrTurnLimit, not a hang.
const StepLimit = 100_000

// PlayGame plays g to the end in automatic mode, seat s choosing by
// players[s] and drawing from its own random source, drawn from r through
// ChaCha8 so that it gives neither r nor the deal away (a nil r: seeded
// unpredictably; a seeded r replays the game exactly). Each event goes to
// observe, which may be nil; points offered are taken. It returns the
// finished game, or the game before the step that failed and an error:
// ErrStrategy naming the seat (a nil strategy, a panic, a choice the rules
// refuse), ErrZeroValue, ErrBadSeat, ErrWrongPhase for claimed mode, or
// ErrTurnLimit after StepLimit actions.
func PlayGame(g Game, players []Strategy, r *rand.Rand, observe func(Event)) (Game, error) {
	if err := checkPlayers(g, players, r); err != nil {
		return g, err
	}
	rands := game.SeatRands(r, g.Seats())
	if observe == nil && g.rec == nil {
		// No one to tell and no record to keep: the game is stepped in
		// place (see applyInPlace), which is what makes self-play fast.
		g.quiet = true // make no events
		next := func(g *Game) (Action, error) { return nextAction(g, players, rands) }
		gp, err := game.Play(&g, (*Game).over, next, (*Game).applyInPlace, nil, StepLimit)
		g = *gp
		g.quiet = false
		return g, err
	}
	next := func(g Game) (Action, error) { return nextAction(&g, players, rands) }
	return game.Play(g, Game.over, next, Game.Apply, observe, StepLimit)
}

func (g Game) over() bool { return g.phase == PhaseOver }

// applyInPlace carries a out on g itself and returns g: the same game as
// g.Apply(a) would return, without Apply's copies of the game (a game is
// some hundreds of bytes, copied several times an action on the way in and
// out). It is PlayGame's step for a game that makes no events and keeps no
// record: the transition runs on g directly, and an action that fails goes
// through Apply, so that every error is exactly Apply's. On error g is left
// as it was.
func (g *Game) applyInPlace(a Action) (*Game, []Event, error) {
	if t, ok := a.(transition); ok && g.quiet && g.rec == nil && !g.zero() && g.phase != PhaseOver && len(g.off) == 0 && len(g.owe) == 0 {
		saved := *g
		if t.do(g, nil) == nil {
			return g, nil, nil
		}
		*g = saved
	}
	ng, ev, err := g.Apply(a)
	if err == nil {
		*g = ng
	}
	return g, ev, err
}

// checkPlayers checks what PlayGame is given.
func checkPlayers(g Game, players []Strategy, r *rand.Rand) error {
	const op = "play"
	switch {
	case g.zero():
		return refuse(op, NoSeat, false, ErrZeroValue)
	case g.rules.Claimed:
		return refuse(op, NoSeat, false, fmt.Errorf("%w: PlayGame plays automatic games", ErrWrongPhase))
	case len(players) != g.Seats():
		return refuse(op, NoSeat, false, fmt.Errorf("%w: %s for %s", ErrBadSeat, codec.Count(len(players), "player"), codec.Count(g.Seats(), "seat")))
	}
	_, err := game.Entrants("crib", players)
	return err
}

// NextAction returns the action an automatic game takes now: the table's
// own step (the cuts, the deal, a count), points offered taken, or the
// choice of the seat on turn's strategy (players[s], drawing from
// rands[s]), a panic turned into an error. The choice is checked by value:
// one the rules refuse is an error wrapping ErrStrategy naming the seat.
// It is PlayGame's step; a variant's runner builds on it.
func NextAction(g Game, players []Strategy, rands []*rand.Rand) (Action, error) {
	return nextAction(&g, players, rands)
}

func nextAction(g *Game, players []Strategy, rands []*rand.Rand) (Action, error) {
	act, seat := g.next()
	switch act {
	case StepCutForDeal:
		return CutForDeal{}, nil
	case StepDeal:
		return Deal{}, nil
	case StepCut:
		return Cut{}, nil
	case StepCount:
		return Count{}, nil
	case StepOffer:
		return TakeOffer{Side: seat}, nil
	case StepDiscard, StepLay:
		if seat >= len(players) || seat >= len(rands) || players[seat] == nil {
			return nil, strategyError(seat, fmt.Errorf("%w: no strategy", ErrStrategy))
		}
		p, r := players[seat], rands[seat]
		if act == StepDiscard {
			v := g.DiscardView(seat)
			cs, err := game.Ask("crib", seat, func() cards.Set { return p.Discard(v, r) })
			if err == nil && (cs.Len() != v.Throw || cs.Minus(v.Dealt) != 0) {
				err = strategyError(seat, fmt.Errorf("%w: lays away %v, want %d of %v", ErrStrategy, cs, v.Throw, v.Dealt))
			}
			return Discard{Seat: seat, Cards: cs}, err
		}
		v := g.LayView(seat)
		c, err := game.Ask("crib", seat, func() cards.Card { return p.Lay(v, r) })
		if err == nil && !v.Legal().Has(c) {
			err = strategyError(seat, fmt.Errorf("%w: lays %v, not one of %v", ErrStrategy, c, v.Legal()))
		}
		return layAction(seat, c), err
	}
	return nil, refuse("play", seat, false, fmt.Errorf("%w: the game waits for %v", ErrWrongPhase, act))
}

func strategyError(seat int, err error) error {
	return &game.Error{Pkg: "crib", Op: "strategy", Seat: seat, Err: err}
}

// Report is the outcome of a run of games between strategies: by
// strategy, the games won with a confidence interval, and what the games
// counted and measured (see RunSelfPlay).
type Report = game.Report

// Whole is the entrant of a Report's counts that belong to the run, not to
// one strategy (deals in a game, say): rep.Count(name, crib.Whole).
const Whole = game.Whole

// SelfPlay configures a run of seeded games between strategies.
type SelfPlay struct {
	Rules    Rules     // of every game, in automatic mode
	Games    int       // how many games, at least 1
	Seed     uint64    // the same seed gives the same report
	Workers  int       // goroutines (0: GOMAXPROCS); the report does not depend on it
	Progress io.Writer // if not nil, a line now and then ("1200 of 20000 games")
	// Records, if not nil, is handed each game's record as the game ends,
	// one call at a time, named by the seats' strategies when it can be.
	Records func(i int, r Record)
}

// RunSelfPlay plays cfg.Games games between players, one strategy a side,
// on all cores. Game i is seeded from (cfg.Seed, i) alone and the sides
// take the strategies in turn, so that each plays every side equally often
// and the report is the same for any number of workers. Cancelling ctx
// stops the run between games. The report counts each strategy's
// "skunks", "double skunks", "play points a deal", "hand points a deal",
// "crib points a deal" and "losing score", and the run's ([Whole]) "final
// margin". ErrBadRules: rules that cannot be played, claimed mode, no
// games; ErrBadSeat: no strategies; ErrStrategy: a nil or failing one.
func RunSelfPlay(ctx context.Context, cfg SelfPlay, players []Strategy) (Report, error) {
	rules, err := cfg.Rules.Resolve()
	if err != nil {
		return Report{}, err
	}
	if rules.Claimed {
		return Report{}, fmt.Errorf("crib: %w: self-play plays automatic games", ErrBadRules)
	}
	names, err := game.Entrants("crib", players)
	if err != nil {
		return Report{}, err
	}
	run := game.Config{Games: cfg.Games, Seed: cfg.Seed, Workers: cfg.Workers, Progress: cfg.Progress}
	records := game.OneAtATime(cfg.Records)
	return game.Run(ctx, run, names, rules.Layout.Sides, func(m game.Match, t *game.Tally) (int, error) {
		return playMatch(rules, players, names, m, t, records)
	})
}

// playMatch plays one game of a run and tallies it, and hands its record
// to records if that is not nil.
func playMatch(rules Rules, players []Strategy, names []string, m game.Match, t *game.Tally, records func(int, Record)) (int, error) {
	g, err := NewGame(rules, m.Seed)
	if err != nil {
		return NoSeat, err
	}
	l := rules.Layout
	seats := make([]Strategy, l.Seats)
	for s := range seats {
		seats[s] = players[m.Sides[l.Side(s)]]
	}
	if records != nil {
		g = g.Recording()
	}
	var play, hand, crib [MaxSides]float64
	dealer := NoSeat
	observe := func(e Event) {
		switch e := e.(type) {
		case Dealt:
			play, hand, crib, dealer = [MaxSides]float64{}, [MaxSides]float64{}, [MaxSides]float64{}, e.Dealer
		case Pegged:
			switch sc := e.Score; sc.Kind {
			case ScorePlay, ScoreGo, ScoreLast:
				play[sc.Side] += float64(sc.Points)
			case ScoreHand:
				hand[sc.Side] += float64(sc.Points)
			case ScoreCrib:
				crib[sc.Side] += float64(sc.Points)
			}
		case DealOver:
			for side, e := range m.Sides {
				t.Observe("play points a deal", e, play[side])
				t.Observe("hand points a deal", e, hand[side])
			}
			if dealer >= 0 {
				d := l.Side(dealer)
				t.Observe("crib points a deal", m.Sides[d], crib[d])
			}
		}
	}
	g, err = PlayGame(g, seats, m.Rand, observe)
	if records != nil {
		if rec, rerr := g.Record(); rerr == nil {
			rec.Names = rectext.SeatNames(names, l.Seats, func(s int) int { return m.Sides[l.Side(s)] })
			records(m.Index, rec)
		}
	}
	if err != nil {
		return NoSeat, err
	}
	res, _ := g.Result()
	level := 3 // the best loser's skunk level
	for s := range l.Sides {
		if s != res.Winner {
			level = min(level, res.Skunk[s])
		}
	}
	best := 0 // the best loser's score
	for side, e := range m.Sides {
		won := side == res.Winner
		t.Count("skunks", e, b2i(won && level >= 1))
		t.Count("double skunks", e, b2i(won && level >= 2))
		if !won {
			t.Observe("losing score", e, float64(res.Board.Score(side)))
			best = max(best, res.Board.Score(side))
		}
	}
	t.Observe("final margin", Whole, float64(res.Board.Score(res.Winner)-best))
	return res.Winner, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
