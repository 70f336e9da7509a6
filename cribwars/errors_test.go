package cribwars_test

import (
	"context"
	"encoding"
	"encoding/json"
	"io"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/must"
)

// hostileConfigs draws the setups of a game: every seating Crib Wars
// plays, the built-in boards, automatic and claimed.
func hostileConfigs() *rapid.Generator[cribwars.Config] {
	return rapid.Custom(func(t *rapid.T) cribwars.Config {
		c := cribwars.Config{
			Layout: rapid.OneOf(rapid.Just(crib.Layout{}), // the default, and every seating crib plays
				rapid.Map(cribtest.Rules(), func(r crib.Rules) crib.Layout { return r.Layout })).Draw(t, "layout"),
			Track: rapid.OneOf(rapid.SampledFrom([]cribwars.Track{{}, cribwars.DefaultTrack(), cribwars.PlainTrack()}),
				cribwarstest.Board()).Draw(t, "board"),
			Claimed: rapid.Bool().Draw(t, "claimed"),
			Rules:   hostileRulesOf().Draw(t, "rules"),
		}
		c.NoMuggins = c.Claimed && rapid.Bool().Draw(t, "no muggins")
		return c
	})
}

// played is a real game and what it said and did.
type played = hostile.Played[cribwars.Game, crib.Action, crib.Event]

// playedGames are real games and what they said: dealt from a seed, played
// some steps by the random bot and the table (leaving the box when due,
// taking points offered), then made to keep a record one time in two, from
// there (from its seed, or from the game part way through), and played on,
// now and then to its end (the events of a game's end: a skunk, a penalty
// box). A claimed game waiting for a claim, or an action refused, stops
// the play.
func playedGames() *rapid.Generator[played] {
	unrecorded := hostile.Plays(freshGames(), func(g cribwars.Game) cribwars.Game { return g }, 150, tablePlayer, cribwars.Game.Apply,
		func(error) bool { return true })
	return rapid.Custom(func(t *rapid.T) played {
		before := unrecorded.Draw(t, "before the record")
		p := hostile.Plays(rapid.Just(before.Game), cribwars.Game.Recording, 5000, tablePlayer, cribwars.Game.Apply,
			func(error) bool { return true }).Draw(t, "game")
		p.Events, p.Actions = append(before.Events, p.Events...), append(before.Actions, p.Actions...)
		return p
	})
}

// freshGames draws games dealt from a seed, of every setup that starts one.
func freshGames() *rapid.Generator[cribwars.Game] {
	return rapid.Custom(func(t *rapid.T) cribwars.Game {
		cfg, seed := hostileConfigs().Draw(t, "config"), rapid.Uint64().Draw(t, "seed")
		if _, err := cfg.CribRules(); err != nil {
			cfg.Rules = cribwars.Rules{} // readings no game has
		}
		g, err := cribwars.NewGame(cfg, seed)
		if err != nil { // a board too short for a game
			cfg.Track = cribwars.Track{}
			g = must.Get(cribwars.NewGame(cfg, seed))(t)
		}
		return g
	})
}

// tablePlayer plays a game as the random bot and the table: the side whose
// stay is due leaves the box, points offered are taken; it has no action
// once the game is over or waits for what the bot cannot do (a claim).
func tablePlayer(_ *rapid.T, g cribwars.Game) func(cribwars.Game) (crib.Action, bool) {
	random := cribtest.RandomTable(g.Seats())
	return func(g cribwars.Game) (crib.Action, bool) {
		if _, over := g.Winner(); over {
			return nil, false
		}
		act, side := g.Next()
		box, due := g.BoxDue()
		switch {
		case act == crib.StepOffer:
			return crib.TakeOffer{Side: side}, true
		case due:
			return cribwars.LeaveBox{Side: box}, true
		}
		return random(g.Cribbage())
	}
}

// peggersOf draws the peggers of the games drawn: on their board, with
// their readings.
func peggersOf(games *rapid.Generator[cribwars.Game]) *rapid.Generator[cribwars.Pegger] {
	return rapid.Map(games, func(g cribwars.Game) cribwars.Pegger { return cribwars.NewPegger(g.Track(), g.Config().Rules) })
}

// pegsOf draws the pegs of the games drawn.
func pegsOf(games *rapid.Generator[cribwars.Game]) *rapid.Generator[cribwars.Peg] {
	return rapid.Custom(func(t *rapid.T) cribwars.Peg {
		g := games.Draw(t, "game")
		return g.Peg(rapid.IntRange(0, g.Sides()-1).Draw(t, "side"))
	})
}

// viewsOf draws the views of the games drawn: of a seat, the spectator's,
// or the zero View for a seat not at the table.
func viewsOf(games *rapid.Generator[cribwars.Game]) *rapid.Generator[cribwars.View] {
	return rapid.Custom(func(t *rapid.T) cribwars.View {
		g := games.Draw(t, "game")
		v, _ := g.View(rapid.IntRange(-2, g.Seats()).Draw(t, "seat"))
		return v
	})
}

// hostileGens are the real values the walk draws beside its defaults.
func hostileGens() []hostile.Generator {
	games := playedGames()
	gameOf := rapid.Map(games, func(p played) cribwars.Game { return p.Game })
	boards := rapid.SampledFrom([]cribwars.Track{cribwars.DefaultTrack(), cribwars.PlainTrack()})
	return append([]hostile.Generator{
		hostile.Gen(rapid.Just(context.Background())),
		hostile.Gen(cardstest.Byte()),
		hostile.Gen(hostileConfigs()),
		hostile.Gen(boards),
		hostile.Gen(rapid.Map(boards, func(b cribwars.Track) cribwars.Spec { return b.Spec() })),
		hostile.Gen(rapid.Custom(func(t *rapid.T) string {
			b, _ := boards.Draw(t, "board").MarshalJSON()
			return string(b)
		})),
		hostile.Gen(gameOf),
		hostile.Gen(rapid.Map(gameOf, cribwars.Game.Cribbage)),
		hostile.Gen(peggersOf(gameOf)),
		hostile.Gen(pegsOf(gameOf)),
		hostile.Gen(viewsOf(gameOf)),
		hostile.Gen(hostile.Pick(games, func(p played) []crib.Event { return p.Events }, nil)),
		hostile.Gen(hostile.Pick(games, func(p played) []crib.Action { return p.Actions }, crib.Action(crib.Deal{}))),
		hostile.Gen(wildActions()),
		hostile.Gen(rapid.Just[crib.Strategy](bot.Random{})),
		hostile.Gen(rapid.Just[crib.Strategy](bot.Analysis{})),
	}, recordGens(games)...)
}

// selfPlays draws self-play runs, hostile ones among them, of a few games
// (a run's length is work the caller asks for).
func selfPlays() *rapid.Generator[cribwars.SelfPlay] {
	return rapid.Custom(func(t *rapid.T) cribwars.SelfPlay {
		cfg := cribwars.SelfPlay{
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
		Sentinels: []error{cribwars.ErrSyntax, cribwars.ErrInvalidBoard, cribwars.ErrOffBoard, cribwars.ErrOverlap, cribwars.ErrNoRejoin,
			cribwars.ErrBadPath, cribwars.ErrLoop, cribwars.ErrNoSuchHole, cribwars.ErrNegative, cribwars.ErrNotInBox, cribwars.ErrStay,
			cribwars.ErrNoIrregularity, cribwars.ErrNotCovered, cribwars.ErrBadCards,
			// A game's errors are crib's.
			crib.ErrBadRules, crib.ErrBadSeat, crib.ErrNotYourTurn, crib.ErrNotInHand, crib.ErrGameOver,
			crib.ErrStrategy, crib.ErrTurnLimit, crib.ErrZeroValue, crib.ErrBadRecord, crib.ErrWrongPhase,
			crib.ErrMustLay, crib.ErrOver31, crib.ErrUnplayed, crib.ErrExtraCards, crib.ErrCountOrder,
			crib.ErrNoClaim, crib.ErrNotClaimed, crib.ErrNoMuggins, crib.ErrBadClaim, crib.ErrMustPegOut,
			crib.ErrOfferPending, crib.ErrSitsOut, crib.ErrTooLate, crib.ErrNoConcession, crib.ErrBadPosition,
			crib.ErrUnknownAction},
		Funcs: append([]any{
			(*cribwars.Track).UnmarshalJSON, slow(cribwars.AppendPlayMoves), cribwars.AskedForHelp, cribwars.Track.At, cribwars.Track.Award, cribwars.Track.Back,
			cribwars.Track.Describe, cribwars.Track.Equal, cribwars.Track.GameHole, cribwars.Track.Holes, cribwars.Track.InMuggersAlley, cribwars.Track.MainHole,
			cribwars.Track.MarshalJSON, cribwars.Track.Move, cribwars.Track.Name, cribwars.Track.Path, cribwars.Track.PathAt, cribwars.Track.Paths,
			cribwars.Track.PenaltyBoxes, cribwars.Track.Positions, cribwars.Track.Progress, cribwars.Track.Render, cribwars.Track.SlideAt, cribwars.Track.Slides,
			cribwars.Track.Spec, cribwars.Track.ToGo, cribwars.Track.Valid, cribwars.Track.Where, cribwars.Track.Won, cribwars.Track.WriteSVG,
			cribwars.TrackEvent.Describe, cribwars.BoxMoved.Describe, cribwars.BoxRuling.String, cribwars.Config.CribRules, cribwars.DealOver.Describe,
			cribwars.DealerCardExposed, cribwars.DealerTooMany, cribwars.DefaultTrack, cribwars.DefaultBoard, cribwars.Game.Board, cribwars.NewBoard, cribwars.ParseBoard, cribwars.PlainBoard, cribwars.ReadBoard, cribwars.DefaultSpec, cribwars.Effect.String, cribwars.EffectKind.String,
			cribwars.FaceUpInPack, cribwars.FalseGo, cribwars.Game.Apply, cribwars.Game.Track, cribwars.Game.BoxDue, cribwars.Game.Config, cribwars.Game.Cribbage,
			cribwars.Game.Dealer, cribwars.Game.Next, cribwars.Game.Peg, cribwars.Game.Pegs, cribwars.Game.Phase, cribwars.Game.Result, cribwars.Game.Seats,
			cribwars.Game.Sides, cribwars.Game.Stay, cribwars.Game.Winner, cribwars.GameOver.Describe, cribwars.HandledDeck, cribwars.HeelsRule.String, cribwars.Hole,
			cribwars.Irregularity.String, cribwars.LeaveBox.String, cribwars.MiscountAtCrib,
			cribwars.MissedMove.Describe, cribwars.MixedWithCrib, cribwars.NewTrack, cribwars.NewGame, cribwars.NewPegger, cribwars.NonDealerCardExposed,
			cribwars.NonDealerTooMany, cribwars.NotOneAtATime, cribwars.NotPegged.Describe, cribwars.Option.String, cribwars.OverPegged, cribwars.ParseTrack,
			cribwars.Path.Color, cribwars.Path.Name, cribwars.Peg.String, cribwars.PegRuling, cribwars.Pegged.Describe, cribwars.Pegger.Track, cribwars.Pegger.Equal,
			cribwars.Pegger.Front, cribwars.Pegger.InBox, cribwars.Pegger.Muggins, cribwars.Pegger.Peg, cribwars.Pegger.Position, cribwars.Penalty.String,
			cribwars.Place.String, cribwars.PlainTrack, slow(cribwars.PlayGame), slow(cribwars.PlayMoves), cribwars.ReadTrack,
			cribwars.RefusedPenalty, cribwars.Rules.GamesWon, cribwars.Rules.JackTurnedUp, cribwars.Rules.LandInBox, cribwars.Rules.LeaveBox,
			cribwars.Rules.SkunkLines, cribwars.Ruling.Irregularity, cribwars.Ruling.String, cribwars.RulingApplied.Describe, cribwars.SentToBox.Describe,
			cribwars.SideName, cribwars.Special.String, cribwars.Stay.Due, cribwars.Stay.HandDone, cribwars.Stay.SitsOut, cribwars.Stay.String, cribwars.Table.Penalty,
			cribwars.Table.Pone, cribwars.TooFewCards,
			// Saved games, records, text forms and events' JSON.
			cribwars.BoxMoveKind.MarshalText, cribwars.BoxMoveKind.String,
			cribwars.Config.MarshalJSON, cribwars.DealtGame,
			cribwars.EffectKind.MarshalText, cribwars.Game.MarshalJSON, cribwars.Game.Record, cribwars.Game.Recording,
			cribwars.HeelsRule.MarshalText, cribwars.MarshalEvent, cribwars.MarshalEvents,
			cribwars.Option.MarshalText,
			cribwars.ParseRecord, cribwars.Peg.MarshalText, cribwars.PegMishap.MarshalText, cribwars.PegMishap.String,
			cribwars.Remedy.MarshalText, cribwars.Remedy.String, cribwars.Game.Void,
			cribwars.Pegger.MarshalJSON, cribwars.Game.View, cribwars.SeenBy, cribwars.View.BoxDue, cribwars.View.MarshalJSON,
			cribwars.View.MarshalText,
			cribwars.Record.MarshalText, cribwars.Record.WriteTo, cribwars.Record.Commitment, slow(cribwars.Record.Verify), slow(cribwars.Replay), cribwars.Rules.MarshalText, cribwars.Rules.String,
			cribwars.Special.MarshalText,
			hostile.Func{Fn: cribwars.RunSelfPlay, Gens: []hostile.Generator{hostile.Gen(selfPlays())}, Replace: true,
				Deadline: 20 * time.Second},
		}, decoders(playedGames())...),
		// For tests, examples and built-in boards; documented to panic on a
		// bad board.
		Panics: []any{cribwars.MustTrack, cribwars.MustBoard},
		Gens:   hostileGens(),
		// A reader is read.
		Mutable: []reflect.Type{reflect.TypeFor[*strings.Reader]()},
	})
}

// eventsOf draws the events of type E that real games said (the zero E
// when the game drawn said none).
func eventsOf[E crib.Event](games *rapid.Generator[played]) *rapid.Generator[E] {
	var zero E
	return hostile.Pick(games, func(p played) []E { return only[E](p.Events) }, zero)
}

// only returns the items of xs of type T.
func only[T, X any](xs []X) []T {
	var of []T
	for _, x := range xs {
		if v, ok := any(x).(T); ok {
			of = append(of, v)
		}
	}
	return of
}

// recordGens are the real values for the saved games, records, text forms
// and events' JSON: records of real games (from their seed, or from a game
// part way through, with names or without), each event type as games say
// it, and texts of every form the package reads, for the decoders to get
// as they are and mutated.
func recordGens(games *rapid.Generator[played]) []hostile.Generator {
	gameOf := rapid.Map(games, func(p played) cribwars.Game { return p.Game })
	records := rapid.OneOf(hostile.Made(gameOf, cribwars.Game.Record, cribwars.Record{}), hostile.Made(gameOf, namedRecord, cribwars.Record{}))
	events := rapid.Map(games, func(p played) []crib.Event { return p.Events })
	sent, notPegged, missed := boxEvents()
	texts := rapid.OneOf(
		hostile.Text(records, cribwars.Record.MarshalText),
		hostile.Text(gameOf, cribwars.Game.MarshalJSON),
		hostile.Text(hostile.Pick(games, func(p played) []crib.Event { return p.Events }, nil), cribwars.MarshalEvent),
		hostile.Text(events, cribwars.MarshalEvents),
		rapid.Map(hostile.Pick(games, func(p played) []crib.Action { return p.Actions }, nil), func(a crib.Action) string {
			if a == nil {
				return ""
			}
			return a.String()
		}),
		hostile.Text(peggersOf(gameOf), cribwars.Pegger.MarshalJSON),
		hostile.Text(hostileConfigs(), cribwars.Config.MarshalJSON),
		hostile.Text(hostileRulesOf(), cribwars.Rules.MarshalText),
		hostile.Text(pegsOf(gameOf), cribwars.Peg.MarshalText),
		hostile.Text(viewsOf(gameOf), cribwars.View.MarshalText),
	)
	return []hostile.Generator{
		hostile.Gen(records),
		hostile.Gen(events),
		hostile.Gen(texts),
		hostile.Gen(hostileRulesOf()),
		hostile.Gen(eventsOf[cribwars.Pegged](games)),
		hostile.Gen(eventsOf[cribwars.TrackEvent](games)),
		hostile.Gen(eventsOf[cribwars.BoxMoved](games)),
		hostile.Gen(sent),
		hostile.Gen(notPegged),
		hostile.Gen(missed),
		hostile.Gen(rulings()),
		hostile.Gen(rapid.Map(rulings(), func(r cribwars.Ruling) cribwars.RulingApplied { return cribwars.RulingApplied{Ruling: r} })),
		hostile.Gen(eventsOf[cribwars.GameOver](games)),
		hostile.Gen(eventsOf[cribwars.DealOver](games)),
		hostile.Gen(rapid.Just(io.Discard)),
		hostile.Gen(rapid.Map(texts, func(s string) io.Reader { return strings.NewReader(s) })),
	}
}

// namedRecord returns the record g keeps with its players' names.
func namedRecord(g cribwars.Game) (cribwars.Record, error) {
	rec, err := g.Record()
	rec.Names = []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}[:g.Seats()]
	return rec, err
}

// hostileRulesOf draws the readings a game may take.
func hostileRulesOf() *rapid.Generator[cribwars.Rules] {
	line := rapid.OneOf(rapid.IntRange(-1, 130), rapid.SampledFrom([]int{math.MinInt, -1_000_000_001, -2, 1 << 40, math.MaxInt}))
	return rapid.Custom(func(t *rapid.T) cribwars.Rules {
		return cribwars.Rules{
			Heels:           cribwars.HeelsRule(rapid.OneOf(rapid.IntRange(0, 4), rapid.Just(255)).Draw(t, "heels")),
			SkunkLine:       line.Draw(t, "skunk"),
			DoubleSkunkLine: line.Draw(t, "double"),
			BumpedLeaves:    rapid.Bool().Draw(t, "bumped leaves"),
		}
	})
}

// wildActions draws actions as a hostile caller gives them: this
// package's with any fields, a pointer to one, or a nil pointer of one
// (crib's own are crib's walk's).
func wildActions() *rapid.Generator[crib.Action] {
	n := rapid.OneOf(rapid.IntRange(-2, 20), rapid.SampledFrom([]int{math.MinInt, math.MaxInt, -1_000_000_001}))
	return hostile.Forms(rapid.Custom(func(t *rapid.T) crib.Action {
		switch rapid.IntRange(0, 4).Draw(t, "type") {
		case 0:
			return cribwars.LeaveBox{Side: n.Draw(t, "side")}
		case 1:
			return cribwars.Penalty{Offender: n.Draw(t, "side"), Rule: rapid.String().Draw(t, "rule")}
		case 2:
			return cribwars.Place{Side: n.Draw(t, "side"), Peg: cribwars.Peg{Path: cribwars.PathID(rapid.IntRange(0, 4).Draw(t, "path")), Hole: n.Draw(t, "hole")}}
		case 3:
			return crib.Redeal{}
		}
		ir := cribwars.Irregularity{Item: n.Draw(t, "item"), Offender: n.Draw(t, "offender"), Then: cribwars.Remedy(rapid.IntRange(0, 7).Draw(t, "remedy")),
			Claimer: n.Draw(t, "claimer"), Back: n.Draw(t, "back"), Front: cribwars.Hole(n.Draw(t, "front"))}
		for s := range ir.Points {
			ir.Points[s] = n.Draw(t, "points")
		}
		return ir
	}))
}

// nearlyValid returns data as it is, or with one of its numbers (or the
// first byte of a number) changed to one at an edge: a saved form that
// reads but says what cannot be, for the checks behind the decoders.
func nearlyValid(t *rapid.T, data []byte) []byte {
	nums := numbers.FindAllIndex(data, -1)
	if len(nums) == 0 || rapid.Bool().Draw(t, "as it is") {
		return data
	}
	at := rapid.SampledFrom(nums).Draw(t, "number")
	n := rapid.SampledFrom([]string{"-1", "0", "1", "2", "3", "7", "99", "1000", "9223372036854775807"}).Draw(t, "to")
	return slices.Concat(data[:at[0]], []byte(n), data[at[1]:])
}

var numbers = regexp.MustCompile(`-?[0-9]+`)

// savedForms draws the saved form of real values of type T (by marshal),
// as they are and nearly valid, as the data of a decoder's argument.
func savedForms[T any](g *rapid.Generator[T], marshal func(T) ([]byte, error)) hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) []byte {
		data, err := marshal(g.Draw(t, "value"))
		if err != nil {
			return nil
		}
		return nearlyValid(t, data)
	}))
}

// savedTexts draws the text of real actions of type A, as they are and
// nearly valid, as the text ParseAction is given.
func savedTexts[A crib.Action](g *rapid.Generator[A]) hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) string {
		a := g.Draw(t, "action")
		if any(a) == nil {
			return ""
		}
		return string(nearlyValid(t, []byte(a.String())))
	}))
}

func marshalJSON[T any](x T) ([]byte, error) { return json.Marshal(x) }

func marshalEvent[E crib.Event](e E) ([]byte, error) { return cribwars.MarshalEvent(e) }

func marshalText[T encoding.TextMarshaler](x T) ([]byte, error) { return x.MarshalText() }

// actionsOf draws the actions of type A that real games took (the zero A
// when the game drawn took none).
func actionsOf[A crib.Action](games *rapid.Generator[played]) *rapid.Generator[A] {
	var zero A
	return hostile.Pick(games, func(p played) []A { return only[A](p.Actions) }, zero)
}

// enums draws the values of an enumeration, and some past its end.
func enums[T ~uint8]() *rapid.Generator[T] {
	return rapid.Map(rapid.IntRange(0, 12), func(i int) T { return T(i) })
}

// decoders are the walk's entries for the decoders, each given the saved
// forms of real values of its type, as they are and nearly valid.
func decoders(games *rapid.Generator[played]) []any {
	gameOf := rapid.Map(games, func(p played) cribwars.Game { return p.Game })
	peggers, pegs := peggersOf(gameOf), pegsOf(gameOf)
	records := hostile.Made(gameOf, cribwars.Game.Record, cribwars.Record{})
	sent, notPegged, missed := boxEvents()
	rulingsApplied := rapid.Map(rulings(), func(r cribwars.Ruling) cribwars.RulingApplied { return cribwars.RulingApplied{Ruling: r} })
	with := func(fn any, g hostile.Generator) hostile.Func {
		return hostile.Func{Fn: fn, Gens: []hostile.Generator{g}}
	}
	return []any{
		hostile.Func{Fn: cribwars.UnmarshalEvent, Gens: []hostile.Generator{
			savedForms(eventsOf[cribwars.TrackEvent](games), marshalEvent),
			savedForms(eventsOf[cribwars.BoxMoved](games), marshalEvent),
			savedForms(eventsOf[cribwars.DealOver](games), marshalEvent),
			savedForms(eventsOf[cribwars.GameOver](games), marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cribwars.MissedMove](games), missed), marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cribwars.NotPegged](games), notPegged), marshalEvent),
			savedForms(eventsOf[cribwars.Pegged](games), marshalEvent),
			savedForms(rulingsApplied, marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cribwars.SentToBox](games), sent), marshalEvent),
			savedForms(eventsOf[crib.Event](games), marshalEvent),
		}},
		with(cribwars.UnmarshalEvents, savedForms(rapid.Map(games, func(p played) []crib.Event { return p.Events }), cribwars.MarshalEvents)),
		with((*cribwars.Config).UnmarshalJSON, savedForms(hostileConfigs(), marshalJSON)),
		with((*cribwars.Game).UnmarshalJSON, savedForms(gameOf, marshalJSON)),
		with((*cribwars.Pegger).UnmarshalJSON, savedForms(peggers, marshalJSON)),
		with((*cribwars.View).UnmarshalJSON, savedForms(viewsOf(gameOf), marshalJSON)),
		with((*cribwars.View).UnmarshalText, savedForms(viewsOf(gameOf), marshalText)),
		with(cribwars.Pegger.DecodePegger, savedForms(peggers, marshalJSON)),
		with((*cribwars.Peg).UnmarshalText, savedForms(pegs, marshalText)),
		with((*cribwars.Rules).UnmarshalText, savedForms(hostileRulesOf(), marshalText)),
		with((*cribwars.Record).UnmarshalText, savedForms(records, marshalText)),
		hostile.Func{Fn: cribwars.ParseAction, Gens: []hostile.Generator{
			savedTexts(actionsOf[cribwars.LeaveBox](games)), savedTexts(actionsOf[cribwars.Penalty](games)),
			savedTexts(actionsOf[cribwars.Place](games)), savedTexts(actionsOf[cribwars.Irregularity](games)),
			savedTexts(actionsOf[crib.Action](games)),
		}},
		with((*cribwars.BoxMoveKind).UnmarshalText, savedForms(enums[cribwars.BoxMoveKind](), marshalText)),
		with((*cribwars.EffectKind).UnmarshalText, savedForms(enums[cribwars.EffectKind](), marshalText)),
		with((*cribwars.HeelsRule).UnmarshalText, savedForms(enums[cribwars.HeelsRule](), marshalText)),
		with((*cribwars.Option).UnmarshalText, savedForms(enums[cribwars.Option](), marshalText)),
		with((*cribwars.PegMishap).UnmarshalText, savedForms(enums[cribwars.PegMishap](), marshalText)),
		with((*cribwars.Remedy).UnmarshalText, savedForms(enums[cribwars.Remedy](), marshalText)),
		with((*cribwars.Special).UnmarshalText, savedForms(enums[cribwars.Special](), marshalText)),
	}
}

// rulings draws rulings on irregularities at real tables.
func rulings() *rapid.Generator[cribwars.Ruling] {
	return rapid.Custom(func(t *rapid.T) cribwars.Ruling {
		sides := rapid.IntRange(2, 3).Draw(t, "sides")
		tb := cribwars.Table{Sides: sides, Dealer: rapid.IntRange(0, sides-1).Draw(t, "dealer")}
		side := rapid.IntRange(0, sides-1).Draw(t, "side")
		n := rapid.IntRange(1, 5).Draw(t, "n")
		var r cribwars.Ruling
		var err error
		switch rapid.IntRange(0, 8).Draw(t, "irregularity") {
		case 0:
			r, err = cribwars.AskedForHelp(tb, side)
		case 1:
			r, err = cribwars.TooFewCards(tb, n)
		case 2:
			r, err = cribwars.NonDealerTooMany(tb, side, rapid.Bool().Draw(t, "before pickup"))
		case 3:
			r, err = cribwars.DealerTooMany(tb, n)
		case 4:
			r, err = cribwars.NotOneAtATime(tb)
		case 5:
			r, err = cribwars.MiscountAtCrib(tb, side, rapid.IntRange(0, 29).Draw(t, "hand"), rapid.IntRange(0, 29).Draw(t, "crib"))
		case 6:
			r, err = cribwars.RefusedPenalty(tb, side)
		case 7:
			r, err = cribwars.OverPegged(tb, side, n)
		default:
			r, err = cribwars.HandledDeck(tb, side)
		}
		if err != nil {
			return cribwars.Ruling{}
		}
		return r
	})
}

// boxEvents draws the events of a side in a penalty box, which the random
// bot's games seldom say, as a game could say them and near that.
func boxEvents() (*rapid.Generator[cribwars.SentToBox], *rapid.Generator[cribwars.NotPegged], *rapid.Generator[cribwars.MissedMove]) {
	side := func(t *rapid.T) (int, int) {
		sides := rapid.IntRange(1, 4).Draw(t, "sides")
		return rapid.IntRange(-1, sides).Draw(t, "side"), sides
	}
	return rapid.Custom(func(t *rapid.T) cribwars.SentToBox {
			s, n := side(t)
			return cribwars.SentToBox{Side: s, Sides: n, Box: rapid.IntRange(0, 400).Draw(t, "box"), Hands: rapid.IntRange(-1, 4).Draw(t, "hands")}
		}), rapid.Custom(func(t *rapid.T) cribwars.NotPegged {
			s, n := side(t)
			return cribwars.NotPegged{Side: s, Sides: n, Points: rapid.IntRange(-2, 30).Draw(t, "points")}
		}), rapid.Custom(func(t *rapid.T) cribwars.MissedMove {
			s, n := side(t)
			return cribwars.MissedMove{Side: s, Sides: n}
		})
}
