package pegjokers_test

import (
	"context"
	"io"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/hostile"
	pj "github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// hostileRules draws the rules a table may choose.
func hostileRules() *rapid.Generator[pj.Rules] {
	return rapid.Custom(func(t *rapid.T) pj.Rules {
		return pj.Rules{NineForward: rapid.Bool().Draw(t, "nine"), FaceValues: rapid.Bool().Draw(t, "face"),
			ForcedFinish: rapid.Bool().Draw(t, "forced"), CatchUp: rapid.Bool().Draw(t, "catchup"),
			Packs: rapid.IntRange(0, pj.MaxPacks).Draw(t, "packs")}
	})
}

// playedGame is a real game and what it said: dealt from a seed for a
// seating, then some turns of random choices.
type playedGame struct {
	g      pj.Game
	events []pj.Event
}

func playedGames() *rapid.Generator[playedGame] {
	return rapid.Custom(func(t *rapid.T) playedGame {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g, err := pj.NewGame(hostileRules().Draw(t, "rules"), st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		if rapid.Bool().Draw(t, "recording") {
			g = g.Recording()
		}
		var events []pj.Event
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play"), 0))
		for range rapid.IntRange(0, 400).Draw(t, "turns") {
			if g.Over() {
				break
			}
			ch := pj.RandomBot{}.Choose(g.View(), r)
			next, ev, err := g.Play(ch)
			if err != nil {
				t.Fatal(err)
			}
			g, events = next, append(events, ev...)
		}
		return playedGame{g, events}
	})
}

// hostileGens are the real values the walk draws beside its defaults.
func hostileGens() []hostile.Generator {
	games := playedGames()
	gameOf := rapid.Map(games, func(p playedGame) pj.Game { return p.g })
	eventOf := rapid.Custom(func(t *rapid.T) pj.Event {
		p := games.Draw(t, "game")
		if len(p.events) == 0 {
			return nil
		}
		return rapid.SampledFrom(p.events).Draw(t, "event")
	})
	choiceOf := rapid.Custom(func(t *rapid.T) pj.Choice {
		g := gameOf.Draw(t, "game")
		chs := g.Choices()
		if len(chs) == 0 {
			return pj.Choice{}
		}
		return rapid.SampledFrom(chs).Draw(t, "choice")
	})
	recordOf := rapid.Custom(func(t *rapid.T) pj.Record {
		g := gameOf.Draw(t, "game")
		rec, err := g.Record()
		if err != nil {
			return pj.Record{}
		}
		return rec
	})
	texts := rapid.Custom(func(t *rapid.T) string {
		switch rapid.IntRange(0, 4).Draw(t, "which") {
		case 0:
			return pegjokerstest.Position().Draw(t, "pos").String()
		case 1:
			return pegjokerstest.Move().Draw(t, "move").String()
		case 2:
			rec := recordOf.Draw(t, "rec")
			b, _ := rec.MarshalText()
			return string(b)
		case 3:
			b, _ := gameOf.Draw(t, "game").MarshalJSON()
			return string(b)
		}
		b, _ := pj.MarshalEvents([]pj.Event{eventOf.Draw(t, "event")})
		return string(b)
	})
	return []hostile.Generator{
		hostile.Gen(rapid.Just(context.Background())),
		hostile.Gen(reports()),
		hostile.Gen(cardstest.AnyCard()),
		hostile.Gen(hostileRules()),
		hostile.Gen(pegjokerstest.Seating()),
		hostile.Gen(pegjokerstest.Position()),
		hostile.Gen(pegjokerstest.Move()),
		hostile.Gen(gameOf),
		hostile.Gen(rapid.Map(gameOf, pj.Game.View)),
		hostile.Gen(eventOf),
		hostile.Gen(choiceOf),
		hostile.Gen(recordOf),
		hostile.Gen(texts),
		hostile.Gen(rapid.Just[pj.Strategy](pj.RandomBot{})),
		hostile.Gen(rapid.Just[pj.Strategy](pj.HeuristicBot{})),
		hostile.Gen(rapid.Map(searchBots(), func(b pj.SearchBot) pj.Strategy { return b })),
		hostile.Gen(rapid.Just(&pj.Generator{})),
	}
}

// searchBots draws search bots of small budgets: a budget is work the
// caller asks for, and a billion worlds take their time.
func searchBots() *rapid.Generator[pj.SearchBot] {
	return rapid.Custom(func(t *rapid.T) pj.SearchBot {
		return pj.SearchBot{Worlds: rapid.IntRange(-2, 3).Draw(t, "worlds"),
			Candidates: rapid.IntRange(-2, 3).Draw(t, "candidates"), Rounds: rapid.IntRange(-2, 3).Draw(t, "rounds")}
	})
}

// selfPlays draws self-play runs, hostile ones among them, of a few games
// (a run's length is work the caller asks for).
func selfPlays() *rapid.Generator[pj.SelfPlay] {
	return rapid.Custom(func(t *rapid.T) pj.SelfPlay {
		cfg := pj.SelfPlay{
			Rules:    pj.Rules{Packs: rapid.IntRange(-1, pj.MaxPacks+1).Draw(t, "packs")},
			Seating:  pegjokerstest.Seating().Draw(t, "seating"),
			MaxTurns: rapid.SampledFrom([]int{-1, 0, 1, 40}).Draw(t, "maxTurns"),
			Games:    rapid.IntRange(-2, 3).Draw(t, "games"),
			Seed:     rapid.Uint64().Draw(t, "seed"),
			Workers:  rapid.IntRange(-1, 2).Draw(t, "workers"),
		}
		if rapid.Bool().Draw(t, "odd seating") {
			cfg.Seating = pj.Seating{Seats: rapid.IntRange(-1, 10).Draw(t, "seats"),
				Arrangement: pj.Arrangement(rapid.IntRange(0, 4).Draw(t, "arrangement"))}
		}
		if rapid.Bool().Draw(t, "progress") {
			cfg.Progress = io.Discard
		}
		if rapid.Bool().Draw(t, "records") {
			cfg.Records = func(int, pj.Record) {}
		}
		return cfg
	})
}

// reports draws reports whose slices need not agree.
func reports() *rapid.Generator[pj.Report] {
	return rapid.Custom(func(t *rapid.T) pj.Report {
		n := func(name string) int { return rapid.IntRange(0, 3).Draw(t, name) }
		r := pj.Report{Games: rapid.IntRange(-1, 5).Draw(t, "games"), Capped: rapid.IntRange(-1, 5).Draw(t, "capped")}
		r.Entrants = rapid.SliceOfN(rapid.String(), n("entrants"), 3).Draw(t, "entrants")
		r.Wins = rapid.SliceOfN(rapid.IntRange(-1, 5), n("wins"), 3).Draw(t, "wins")
		r.WinRate = rapid.SliceOfN(rapid.Float64(), n("rates"), 3).Draw(t, "rates")
		r.CI95 = make([][2]float64, n("ci"))
		for range n("counts") {
			r.Counts = append(r.Counts, game.Count{Name: rapid.SampledFrom([]string{"a", "b"}).Draw(t, "name"),
				Entrant: rapid.IntRange(-2, 4).Draw(t, "entrant"), N: rapid.IntRange(-1, 5).Draw(t, "n")})
		}
		for range n("stats") {
			r.Stats = append(r.Stats, game.Stat{Name: "s", Entrant: rapid.IntRange(-2, 4).Draw(t, "entrant")})
		}
		return r
	})
}

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	slow := func(fn any) hostile.Func { return hostile.Func{Fn: fn, Deadline: 20 * time.Second} }
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{pj.ErrSyntax, pj.ErrBadRules, pj.ErrBadSeat, pj.ErrNotYourTurn, pj.ErrNotInHand,
			pj.ErrGameOver, pj.ErrStrategy, pj.ErrTurnLimit, pj.ErrBadRecord, pj.ErrZeroValue, pj.ErrSeating,
			pj.ErrInvalidPosition, pj.ErrIllegalMove, pj.ErrBadDraw, pj.ErrMustMove, pj.ErrBadView, pj.ErrUnknownAction},
		Funcs: []any{
			pj.Apply, pj.CardOf, pj.DealtGame, pj.Explain, pj.Finish, pj.LegalMoves, pj.MarshalEvent, pj.MarshalEvents,
			pj.NewGame, pj.NewPosition, pj.NewSampler, pj.NewWeightedSampler, pj.ParseAction, pj.ParseArrangement,
			pj.ParseMove, pj.ParsePosition, pj.ParseRecord, pj.ParseRules, pj.ParseSeat, pj.ParseSeating, pj.Pass,
			slow(pj.PlayGame), pj.PositionOf, pj.Ranks, pj.Replay, hostile.Func{Fn: pj.RunSelfPlay, Gens: []hostile.Generator{hostile.Gen(selfPlays())}, Replace: true,
				Deadline: 20 * time.Second}, pj.Seatings, pj.Track,
			pj.UnmarshalEvent, pj.UnmarshalEvents, pj.ValidSeating,
			(*pj.Arrangement).UnmarshalText, (*pj.Choice).UnmarshalJSON, (*pj.Game).UnmarshalJSON, (*pj.Generator).All, (*pj.Generator).AppendLegalMoves,
			(*pj.Generator).Apply, (*pj.Generator).Count, (*pj.Generator).LegalMoves, (*pj.Generator).Pass,
			(*pj.Generator).Results, (*pj.Kind).UnmarshalText,
			(*pj.Move).UnmarshalText, (*pj.ParseError).Error, (*pj.ParseError).Unwrap,
			(*pj.Place).UnmarshalText, (*pj.Position).UnmarshalText,
			(*pj.Record).UnmarshalText, (*pj.Rules).UnmarshalText,
			slow((*pj.Sampler).Sample), (*pj.Sampler).View, (*pj.Seat).UnmarshalText, (*pj.Seating).UnmarshalText,
			(*pj.Step).UnmarshalText,
			pj.Arrangement.MarshalText, pj.Arrangement.String,
			pj.Choice.MarshalJSON, pj.Choice.String, pj.Draw.String, pj.Drew.Describe, pj.Explanation.Describe, pj.Explanation.String,
			pj.Game.Apply, pj.Game.Choices, pj.Game.Dealt, pj.Game.Diagram, pj.Game.Discards, pj.Game.DrawPile,
			pj.Game.Hand, pj.Game.Held, pj.Game.LateDraws, pj.Game.LegalMoves, pj.Game.MarshalJSON,
			pj.Game.MissedDraws, pj.Game.Next, pj.Game.Over, pj.Game.Owed, pj.Game.ParseAction, pj.Game.Play,
			pj.Game.PlayWith, pj.Game.Position, pj.Game.Record, pj.Game.Recording, pj.Game.Rules, pj.Game.Sampled,
			pj.Game.Seed, pj.Game.Shuffles, pj.Game.Turn, pj.Game.Turns, pj.Game.View, pj.Game.Winner,
			pj.GameOver.Describe, slow(pj.HeuristicBot.Choose), pj.HeuristicBot.String,
			pj.Kind.MarshalText, pj.Kind.String, pj.Missed.Describe,
			pj.Move.Describe, pj.Move.IsSplit, pj.Move.IsZero, pj.Move.MarshalText, pj.Move.Notation, pj.Move.String,
			pj.Part.IsZero, pj.Part.String,
			pj.Place.FinishHole, pj.Place.Hole, pj.Place.IsFinish, pj.Place.IsStart, pj.Place.IsTrack,
			pj.Place.IsValid, pj.Place.MarshalText, pj.Place.String, pj.Played.Describe,
			pj.Position.AppendText, pj.Position.Arrangement, pj.Position.At, pj.Position.Diagram, pj.Position.Done,
			pj.Position.InFinish, pj.Position.InStart, pj.Position.IsValid, pj.Position.MarshalText,
			pj.Position.Pegs, pj.Position.Remaining, pj.Position.Seating, pj.Position.Seats, pj.Position.String,
			pj.Position.Team, pj.Position.Teams, pj.Position.TrackLen, pj.Position.Turn, pj.Position.Winner,
			pj.Position.WithTurn, pj.Position.WriteSVG,
			slow(pj.RandomBot.Choose), pj.RandomBot.String, pj.Record.MarshalText, pj.Record.WriteTo,
			pj.Reshuffled.Describe,
			pj.Rules.Apply, pj.Rules.Deck, pj.Rules.LegalMoves, pj.Rules.MarshalText, pj.Rules.ParseMove,
			pj.Rules.Pass, pj.Rules.String, pj.Rules.Validate,
			hostile.Func{Fn: pj.SearchBot.Choose, Gens: []hostile.Generator{hostile.Gen(searchBots())}, Replace: true,
				Deadline: 20 * time.Second},
			pj.SearchBot.String,
			pj.Seat.Color, pj.Seat.ComeOut, pj.Seat.Corner, pj.Seat.InSpot, pj.Seat.Letter, pj.Seat.MarshalText,
			pj.Seat.String, pj.Seating.MarshalText, pj.Seating.Members, pj.Seating.String, pj.Seating.Team,
			pj.Seating.TeamName, pj.Seating.Teams, pj.Seating.TrackLen, pj.Seating.Valid,
			pj.Step.MarshalText, pj.Step.String,
			pj.View.All, pj.View.LegalMoves, pj.View.Seat,
			pj.Written.String,
		},
		// The methods of types the package gives through aliases of
		// internal types; the interfaces' methods (Action, Event, Strategy)
		// are walked through every implementation above.
		Foreign: []any{(*pj.Error).Error, (*pj.Error).Unwrap, (*pj.LineError).Error, (*pj.LineError).Unwrap,
			pj.Report.Count, pj.Report.Stat, pj.Report.String},
		Panics: []any{pj.MustParsePosition},
		// A Generator is scratch memory a call may use; a View carries
		// one for its listings.
		Mutable: []reflect.Type{reflect.TypeFor[*pj.Generator]()},
		Gens:    hostileGens(),
	})
}
