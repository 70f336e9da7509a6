package cribwars_test

import (
	"context"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	cw "github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
	"github.com/pegboard/pegboard/internal/hostile"
)

// hostileConfigs draws the setups of a game: every seating Crib Wars
// plays, the built-in boards, automatic and claimed.
func hostileConfigs() *rapid.Generator[cw.Config] {
	return rapid.Custom(func(t *rapid.T) cw.Config {
		c := cw.Config{
			Layout: rapid.SampledFrom([]crib.Layout{{}, crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(),
				crib.SixPlayer()}).Draw(t, "layout"),
			Board: rapid.OneOf(rapid.SampledFrom([]cw.Board{{}, cw.DefaultBoard(), cw.PlainBoard()}),
				cribwarstest.Board()).Draw(t, "board"),
			Claimed: rapid.Bool().Draw(t, "claimed"),
		}
		c.NoMuggins = c.Claimed && rapid.Bool().Draw(t, "no muggins")
		return c
	})
}

// playedGame is a real game and what it said: dealt from a seed, then some
// actions of the random bot and the table (leaving the box when due, taking
// points offered).
type playedGame struct {
	g       cw.Game
	events  []crib.Event
	actions []crib.Action
}

func playedGames() *rapid.Generator[playedGame] {
	return rapid.Custom(func(t *rapid.T) playedGame {
		cfg, seed := hostileConfigs().Draw(t, "config"), rapid.Uint64().Draw(t, "seed")
		g, err := cw.NewGame(cfg, seed)
		if err != nil { // a board too short for a game
			cfg.Board = cw.Board{}
			if g, err = cw.NewGame(cfg, seed); err != nil {
				t.Fatal(err)
			}
		}
		bots := make([]crib.Strategy, g.Seats())
		rands := make([]*rand.Rand, g.Seats())
		for s := range bots {
			bots[s], rands[s] = bot.Random{}, cards.NewRand(uint64(s))
		}
		p := playedGame{g: g}
		// A game that keeps a record, from the start (from its seed) or from
		// part way through (from the game then), or none.
		recordFrom := rapid.IntRange(-1, 150).Draw(t, "record from")
		steps := rapid.IntRange(0, 150).Draw(t, "steps")
		if rapid.Bool().Draw(t, "to the end") {
			steps = 5000 // the events of a game's end: a skunk, a penalty box
		}
		for i := range steps {
			if i == recordFrom {
				g = g.Recording()
			}
			if _, over := g.Winner(); over {
				break
			}
			act, side := g.Next()
			var a crib.Action
			if box, ok := g.BoxDue(); ok && act != crib.ActOffer {
				a = cw.LeaveBox{Side: box}
			} else if act == crib.ActOffer {
				a = crib.TakeOffer{Side: side}
			} else if a, err = crib.NextAction(g.Cribbage(), bots, rands); err != nil {
				break // a claimed game waiting for a claim
			}
			next, ev, err := g.Apply(a)
			if err != nil {
				break
			}
			g, p.g, p.events, p.actions = next, next, append(p.events, ev...), append(p.actions, a)
		}
		return p
	})
}

// hostileGens are the real values the walk draws beside its defaults.
func hostileGens() []hostile.Generator {
	games := playedGames()
	gameOf := rapid.Map(games, func(p playedGame) cw.Game { return p.g })
	boards := rapid.SampledFrom([]cw.Board{cw.DefaultBoard(), cw.PlainBoard()})
	return append([]hostile.Generator{
		hostile.Gen(rapid.Just(context.Background())),
		hostile.Gen(cardstestCards()),
		hostile.Gen(hostileConfigs()),
		hostile.Gen(boards),
		hostile.Gen(rapid.Map(boards, func(b cw.Board) cw.Spec { return b.Spec() })),
		hostile.Gen(rapid.Custom(func(t *rapid.T) string {
			b, _ := boards.Draw(t, "board").MarshalJSON()
			return string(b)
		})),
		hostile.Gen(gameOf),
		hostile.Gen(rapid.Map(gameOf, cw.Game.Cribbage)),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cw.Pegger {
			g := gameOf.Draw(t, "game")
			return cw.NewPegger(g.Board(), g.Config().Rules)
		})),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cw.Peg {
			g := gameOf.Draw(t, "game")
			return g.Peg(rapid.IntRange(0, g.Sides()-1).Draw(t, "side"))
		})),
		hostile.Gen(rapid.Custom(func(t *rapid.T) crib.Event {
			p := games.Draw(t, "game")
			if len(p.events) == 0 {
				return nil
			}
			return rapid.SampledFrom(p.events).Draw(t, "event")
		})),
		hostile.Gen(rapid.Custom(func(t *rapid.T) crib.Action {
			p := games.Draw(t, "game")
			if len(p.actions) == 0 {
				return crib.Deal{}
			}
			return rapid.SampledFrom(p.actions).Draw(t, "action")
		})),
		hostile.Gen(rapid.Just[crib.Strategy](bot.Random{})),
		hostile.Gen(rapid.Just[crib.Strategy](bot.Analysis{})),
	}, recordGens(games)...)
}

// cardstestCards draws any card byte.
func cardstestCards() *rapid.Generator[cards.Card] {
	return rapid.Map(rapid.Byte(), func(b byte) cards.Card { return cards.Card(b) })
}

// selfPlays draws self-play runs, hostile ones among them, of a few games
// (a run's length is work the caller asks for).
func selfPlays() *rapid.Generator[cw.SelfPlay] {
	return rapid.Custom(func(t *rapid.T) cw.SelfPlay {
		cfg := cw.SelfPlay{
			Config:  hostileConfigs().Draw(t, "config"),
			Games:   rapid.IntRange(-2, 3).Draw(t, "games"),
			Seed:    rapid.Uint64().Draw(t, "seed"),
			Workers: rapid.IntRange(-1, 2).Draw(t, "workers"),
		}
		if rapid.Bool().Draw(t, "odd layout") {
			cfg.Config.Layout = crib.Layout{Seats: rapid.IntRange(-1, 9).Draw(t, "seats"), Sides: rapid.IntRange(-1, 9).Draw(t, "sides")}
		}
		if rapid.Bool().Draw(t, "progress") {
			cfg.Progress = io.Discard
		}
		return cfg
	})
}

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	slow := func(fn any) hostile.Func { return hostile.Func{Fn: fn, Deadline: 20 * time.Second} }
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{cw.ErrSyntax, cw.ErrInvalidBoard, cw.ErrOffBoard, cw.ErrOverlap, cw.ErrNoRejoin,
			cw.ErrBadPath, cw.ErrLoop, cw.ErrNoSuchHole, cw.ErrNegative, cw.ErrNotInBox, cw.ErrStay,
			cw.ErrNoIrregularity, cw.ErrNotCovered, cw.ErrBadCards,
			// A game's errors are crib's.
			crib.ErrBadRules, crib.ErrBadSeat, crib.ErrNotYourTurn, crib.ErrNotInHand, crib.ErrGameOver,
			crib.ErrStrategy, crib.ErrTurnLimit, crib.ErrZeroValue, crib.ErrBadRecord, crib.ErrWrongPhase,
			crib.ErrMustLay, crib.ErrOver31, crib.ErrUnplayed, crib.ErrExtraCards, crib.ErrCountOrder,
			crib.ErrNoClaim, crib.ErrNotClaimed, crib.ErrNoMuggins, crib.ErrBadClaim, crib.ErrMustPegOut,
			crib.ErrOfferPending, crib.ErrSitsOut, crib.ErrTooLate, crib.ErrNoConcession, crib.ErrBadPosition,
			crib.ErrUnknownAction},
		Funcs: append([]any{
			(*cw.Board).UnmarshalJSON, slow(cw.AppendPlayMoves), cw.AskedForHelp, cw.Board.At, cw.Board.Award, cw.Board.Back,
			cw.Board.Describe, cw.Board.Equal, cw.Board.GameHole, cw.Board.Holes, cw.Board.InMuggersAlley, cw.Board.MainHole,
			cw.Board.MarshalJSON, cw.Board.Move, cw.Board.Name, cw.Board.Path, cw.Board.PathAt, cw.Board.Paths,
			cw.Board.PenaltyBoxes, cw.Board.Positions, cw.Board.Progress, cw.Board.Render, cw.Board.SlideAt, cw.Board.Slides,
			cw.Board.Spec, cw.Board.ToGo, cw.Board.Valid, cw.Board.Where, cw.Board.Won, cw.Board.WriteSVG,
			cw.BoardEvent.Describe, cw.BoxMoved.Describe, cw.BoxRuling.String, cw.Config.CribRules, cw.DealOver.Describe,
			cw.DealerCardExposed, cw.DealerTooMany, cw.DefaultBoard, cw.DefaultSpec, cw.Event.String, cw.EventKind.String,
			cw.FaceUpInPack, cw.FalseGo, cw.Game.Apply, cw.Game.Board, cw.Game.BoxDue, cw.Game.Config, cw.Game.Cribbage,
			cw.Game.Dealer, cw.Game.Next, cw.Game.Peg, cw.Game.Pegs, cw.Game.Phase, cw.Game.Result, cw.Game.Seats,
			cw.Game.Sides, cw.Game.Stay, cw.Game.Winner, cw.GameOver.Describe, cw.HandledDeck, cw.HeelsRule.String, cw.Hole,
			cw.Irregularity.String, cw.LeaveBox.String, cw.MiscountAtCrib,
			cw.MissedMove.Describe, cw.MixedWithCrib, cw.NewBoard, cw.NewGame, cw.NewPegger, cw.NonDealerCardExposed,
			cw.NonDealerTooMany, cw.NotOneAtATime, cw.NotPegged.Describe, cw.Option.String, cw.OverPegged, cw.ParseBoard,
			cw.Path.Color, cw.Path.Name, cw.Peg.String, cw.PegRuling, cw.Pegged.Describe, cw.Pegger.Board, cw.Pegger.Equal,
			cw.Pegger.InBox, cw.Pegger.Muggins, cw.Pegger.Peg, cw.Pegger.Position, cw.Penalty.String,
			cw.Place.String, cw.PlainBoard, slow(cw.PlayGame), slow(cw.PlayMoves), cw.ReadBoard,
			cw.RefusedPenalty, cw.Rules.GamesWon, cw.Rules.JackTurnedUp, cw.Rules.LandInBox, cw.Rules.LeaveBox,
			cw.Rules.SkunkLines, cw.Ruling.Irregularity, cw.Ruling.String, cw.RulingApplied.Describe, cw.SentToBox.Describe,
			cw.SideName, cw.Special.String, cw.Stay.Due, cw.Stay.HandDone, cw.Stay.SitsOut, cw.Stay.String, cw.Table.Penalty,
			cw.Table.Pone, cw.TooFewCards,
			// Saved games, records, text forms and events' JSON.
			cw.BoxMoveKind.MarshalText, cw.BoxMoveKind.String,
			cw.Config.MarshalJSON, cw.DealtGame,
			cw.EventKind.MarshalText, cw.Game.MarshalJSON, cw.Game.Record, cw.Game.Recording,
			cw.HeelsRule.MarshalText, cw.MarshalEvent, cw.MarshalEvents,
			cw.Option.MarshalText,
			cw.ParseRecord, cw.Peg.MarshalText, cw.PegMishap.MarshalText, cw.PegMishap.String,
			cw.Pegger.MarshalJSON,
			cw.Record.MarshalText, cw.Record.WriteTo, slow(cw.Replay), cw.Rules.MarshalText, cw.Rules.String,
			cw.Special.MarshalText,
			hostile.Func{Fn: cw.RunSelfPlay, Gens: []hostile.Generator{hostile.Gen(selfPlays())}, Replace: true,
				Deadline: 20 * time.Second},
		}, decoders(playedGames())...),
		// For tests, examples and built-in boards; documented to panic on a
		// bad board.
		Panics: []any{cw.MustBoard},
		Gens:   hostileGens(),
		// A reader is read.
		Mutable: []reflect.Type{reflect.TypeFor[*strings.Reader]()},
	})
}
