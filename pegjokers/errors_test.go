package pegjokers_test

import (
	"context"
	"io"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// TestErrorTexts pins the exact text of representative refusals of the
// parsers and constructors: a message that names the wrong count, hole or
// seat misleads the person reading it as much as a wrong move would.
func TestErrorTexts(t *testing.T) {
	F, T, S := pegjokers.Finish, pegjokers.Track, pegjokers.Start
	solo2 := pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	pos := func(s string) func() error {
		return func() error { _, err := pegjokers.ParsePosition(s); return err }
	}
	positionOf := func(st pegjokers.Seating, turn pegjokers.Seat, pegs ...[5]pegjokers.Place) func() error {
		return func() error { _, err := pegjokers.PositionOf(st, turn, pegs); return err }
	}
	move := func(p, card, text string) func() error {
		return func() error {
			_, err := pegjokers.ParseMove(pegjokers.MustParsePosition(p), cards.MustParse(card), text)
			return err
		}
	}
	selfPlay := func(cfg pegjokers.SelfPlay, players ...pegjokers.Strategy) func() error {
		return func() error { _, err := pegjokers.RunSelfPlay(context.Background(), cfg, players); return err }
	}
	playGame := func(g pegjokers.Game, players ...pegjokers.Strategy) func() error {
		return func() error { _, err := pegjokers.PlayGame(g, players, cards.NewRand(1), nil); return err }
	}
	unmarshalMove := func(text string) func() error {
		return func() error { var m pegjokers.Move; return m.UnmarshalText([]byte(text)) }
	}
	pairs4 := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	for _, tt := range []struct {
		name string
		err  func() error
		want string
	}{
		// ParsePosition: each of its refusals.
		{"short head", pos("4 pairs"), `pegjokers: parsing "4 pairs": want "<seats> <arrangement> <seat to move>" before the first |`},
		{"seat count", pos("four pairs 0 | s s s s s"), `pegjokers: parsing "four pairs 0 | s s s s s": seat count "four" is not a number`},
		{"arrangement", pos("4 trios 0 | s s s s s"), `pegjokers: parsing "4 trios 0 | s s s s s": arrangement "trios" is not solo, pairs or teams`},
		{"seating", pos("3 pairs 0 | s s s s s | s s s s s | s s s s s"), `pegjokers: parsing "3 pairs 0 | s s s s s | s s s s s | s s s s s": no game of 3 seats pairs (solo 2-8, pairs 4/6/8, teams 6/8)`},
		{"seat to move", pos("2 solo x | s s s s s | s s s s s"), `pegjokers: parsing "2 solo x | s s s s s | s s s s s": seat to move "x" is not a number`},
		{"seat to move out of range", pos("2 solo 2 | s s s s s | s s s s s"), `pegjokers: parsing "2 solo 2 | s s s s s | s s s s s": seat to move 2 is not a seat of 2`},
		{"too few seats of pegs", pos("2 solo 0 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s": pegs for 1 seat in a game of 2`},
		{"too many seats of pegs", pos("2 solo 0 | s s s s s | s s s s s | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s | s s s s s | s s s s s": pegs for 3 seats in a game of 2`},
		{"no seats of pegs", pos("3 solo 0"), `pegjokers: parsing "3 solo 0": pegs for 0 seats in a game of 3`},
		{"four pegs", pos("2 solo 1 | s s s s s | s s s s"), `pegjokers: parsing "2 solo 1 | s s s s s | s s s s": Yellow (seat 1) has 4 pegs, want 5`},
		{"six pegs", pos("2 solo 0 | s s s s s s | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s s | s s s s s": Blue (seat 0) has 6 pegs, want 5`},
		{"hole out of range", pos("2 solo 0 | s s s s t36 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t36 | s s s s s": hole "t36" is out of range`},
		{"last hole in range", pos("2 solo 0 | s s s s t35 | s s s s t35"), `pegjokers: parsing "2 solo 0 | s s s s t35 | s s s s t35": two pegs on track hole 35`},
		{"finish out of range", pos("2 solo 0 | s s s s F6 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s F6 | s s s s s": hole "F6" is out of range`},
		{"f0", pos("2 solo 0 | s s s s f0 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s f0 | s s s s s": hole "f0" is out of range`},
		{"not a peg", pos("2 solo 0 | s s s s t | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t | s s s s s": peg "t" is not s, tH or fK`},
		{"long number", pos("2 solo 0 | s s s s t1000 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t1000 | s s s s s": peg "t1000" is not s, tH or fK`},
		{"two in a Finish hole", pos("2 solo 0 | s s s s s | s s s f2 f2"), `pegjokers: parsing "2 solo 0 | s s s s s | s s s f2 f2": two Yellow pegs in f2`},
		// PositionOf.
		{"PositionOf seating", positionOf(pegjokers.Seating{Seats: 3, Arrangement: pegjokers.Pairs}, 0), `pegjokers: no such seating: 3 pairs`},
		{"PositionOf seats", positionOf(solo2, 0, [5]pegjokers.Place{}), `pegjokers: invalid position: pegs for 1 seat in a 2-seat game`},
		{"PositionOf turn", positionOf(solo2, 2, [5]pegjokers.Place{}, [5]pegjokers.Place{}), `pegjokers: invalid position: seat to move 2 of 2 seats`},
		{"PositionOf hole", positionOf(solo2, 0, [5]pegjokers.Place{S, S, S, S, T(36)}, [5]pegjokers.Place{}), `pegjokers: invalid position: Blue peg on hole 36 of a 36-hole track`},
		{"PositionOf shared hole", positionOf(solo2, 1, [5]pegjokers.Place{S, S, S, S, T(35)}, [5]pegjokers.Place{T(35)}), `pegjokers: invalid position: two pegs on track hole 35`},
		{"PositionOf Finish", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{F(5), F(5)}), `pegjokers: invalid position: two Yellow pegs in f5`},
		{"PositionOf not a place", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{F(5) + 1}), `pegjokers: invalid position: Yellow peg at Place(246)`},
		{"PositionOf 0xF0", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{0xF0}), `pegjokers: invalid position: Yellow peg at Place(240)`},
		// ParseMove.
		{"move parts", move(aroundTrack, "7H", "t8+3 t39+4>f4 t1+1"), `pegjokers: invalid syntax: a move is one or two parts, or pass`},
		{"move no steps", move(aroundTrack, "7H", "t8+0"), `pegjokers: invalid syntax: "t8+0" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move 100 steps", move(aroundTrack, "7H", "t8+100"), `pegjokers: invalid syntax: "t8+100" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move 99 steps", move(aroundTrack, "7H", "t8+99"), `pegjokers: illegal move: 7H t8+99 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)`},
		{"move bare >", move(aroundTrack, "7H", "t8+3>"), `pegjokers: invalid syntax: "t8+3>" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move >s", move(aroundTrack, "7H", "t8+3>s"), `pegjokers: invalid syntax: "t8+3>s" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move illegal", move(aroundTrack, "7H", "t8+7"), `pegjokers: illegal move: 7H t8+7 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)`},
		{"move pass", move(aroundTrack, "7H", "pass"), `pegjokers: the card allows a move, so it must be played: 7H has 19 legal moves, such as t14+7`},
		// RunSelfPlay.
		{"self-play seating", selfPlay(pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, Games: 1}, pegjokers.RandomBot{}), `pegjokers: self-play: no such seating: 5 pairs`},
		{"self-play turns", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1, MaxTurns: -1}, pegjokers.RandomBot{}), `pegjokers: self-play: rules out of range: a turn limit of -1`},
		{"self-play no strategies", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1}), `pegjokers: self-play: no such seat: no strategies`},
		{"self-play nil", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1}, pegjokers.RandomBot{}, nil), `pegjokers: self-play: the strategy failed: entrant 1 is nil`},
		// PlayGame and the draw.
		{"play zero game", playGame(pegjokers.Game{}), `pegjokers: play game: zero value: make it with its constructor: the zero Game`},
		{"play player count", playGame(newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1), pegjokers.RandomBot{}), `pegjokers: play game: no such seat: 1 player for 4 seats`},
		{"play nil strategy", playGame(newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1), pegjokers.RandomBot{}, nil), `pegjokers: strategy by seat 1: the strategy failed: no strategy for Yellow`},
		{"play dealt game", playGame(dealtLike(t, newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)), pegjokers.RandomBot{}, pegjokers.RandomBot{}), `pegjokers: play game: no such draw: a game dealt by hand draws the cards typed in, so a runner cannot play it`},
		{"draw zero game", func() error { _, _, err := (pegjokers.Game{}).Apply(pegjokers.Draw{}); return err }, `pegjokers: draw: zero value: make it with its constructor: the zero Game`},
		// Move.UnmarshalText.
		{"move text steps", unmarshalMove("7: Blue t8+x->t11"), `pegjokers: bad record: invalid syntax: "7: Blue t8+x->t11": part "Blue t8+x->t11": steps "x"`},
		{"move text 100 steps", unmarshalMove("7: Blue t8+100->t108"), `pegjokers: bad record: invalid syntax: "7: Blue t8+100->t108": part "Blue t8+100->t108": steps "100"`},
		{"move text second part", unmarshalMove("7: Blue t8+3->t11, White t39+5->f4"), `pegjokers: bad record: "7: Blue t8+3->t11, White t39+5->f4": illegal move: part 2 of 7: Blue t8+3->t11, White t39+5->f4: White t39+5->f4 is not a forward part`},
		{"move text capital", unmarshalMove("7: Blue T8+7->t15"), `pegjokers: bad record: invalid syntax: "7: Blue T8+7->t15": part "Blue T8+7->t15": places`},
		{"move text no place", unmarshalMove("7: Blue +7->t15"), `pegjokers: bad record: invalid syntax: "7: Blue +7->t15": part "Blue +7->t15": places`},
	} {
		err := tt.err()
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: got\n\t%s\nwant\n\t%s", tt.name, got, tt.want)
		}
	}
}

// The cases the hostile walk found, and those a new user reported, are
// each kept as a test of its own (TestHostile...), beside the tests of
// what they call.

func TestHostileNilErrors(t *testing.T) {
	for _, err := range []error{(*pegjokers.ParseError)(nil), (*pegjokers.Error)(nil), (*pegjokers.LineError)(nil), &pegjokers.LineError{Line: 3}} {
		if s := err.Error(); s == "" {
			t.Errorf("%T: empty text", err)
		}
	}
	must.Is(t, "(*ParseError)(nil)", (*pegjokers.ParseError)(nil), pegjokers.ErrSyntax)
	if (*pegjokers.Error)(nil).Unwrap() != nil || (*pegjokers.LineError)(nil).Unwrap() != nil {
		t.Error("a nil error unwraps to something")
	}
}

func TestHostileNilDecodeTargets(t *testing.T) {
	g := newGame(t, pegjokers.Rules{}, 4, pegjokers.Solo, 1)
	gj, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position().String()
	for name, decode := range map[string]func() error{
		"Position":    func() error { return (*pegjokers.Position)(nil).UnmarshalText([]byte(pos)) },
		"Seat":        func() error { return (*pegjokers.Seat)(nil).UnmarshalText([]byte("red")) },
		"Arrangement": func() error { return (*pegjokers.Arrangement)(nil).UnmarshalText([]byte("solo")) },
		"Seating":     func() error { return (*pegjokers.Seating)(nil).UnmarshalText([]byte("4")) },
		"Kind":        func() error { return (*pegjokers.Kind)(nil).UnmarshalText([]byte("move")) },
		"Place":       func() error { return (*pegjokers.Place)(nil).UnmarshalText([]byte("t1")) },
		"Step":        func() error { return (*pegjokers.Step)(nil).UnmarshalText([]byte("play")) },
		"Rules":       func() error { return (*pegjokers.Rules)(nil).UnmarshalText([]byte("")) },
		"Move":        func() error { return (*pegjokers.Move)(nil).UnmarshalText([]byte("5 red s-t1")) },
		"Record":      func() error { return (*pegjokers.Record)(nil).UnmarshalText([]byte("")) },
		"Game":        func() error { return (*pegjokers.Game)(nil).UnmarshalJSON(gj) },
		"Choice":      func() error { return (*pegjokers.Choice)(nil).UnmarshalJSON([]byte(`{}`)) },
		"View":        func() error { return (*pegjokers.View)(nil).UnmarshalJSON([]byte(`{}`)) },
		"View text":   func() error { return (*pegjokers.View)(nil).UnmarshalText([]byte("")) },
	} {
		must.Is(t, "decoding into a nil *"+name, decode(), pegjokers.ErrBadRecord)
	}
}

// played is a real game and what it said: dealt from a seed for a
// seating, then some turns of random choices.
type played = hostile.Played[pegjokers.Game, pegjokers.Choice, pegjokers.Event]

func playedGames() *rapid.Generator[played] {
	games := rapid.Custom(func(t *rapid.T) pegjokers.Game {
		g, _ := drawnGame(t)
		return g
	})
	return hostile.Plays(games, pegjokers.Game.Recording, 400, func(t *rapid.T, _ pegjokers.Game) func(pegjokers.Game) (pegjokers.Choice, bool) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play"), 0))
		return func(g pegjokers.Game) (pegjokers.Choice, bool) {
			if g.Over() {
				return pegjokers.Choice{}, false
			}
			return pegjokers.RandomBot{}.Choose(g.View(), r), true
		}
	}, pegjokers.Game.Play, nil)
}

// hostileGens are the real values the walk draws beside its defaults.
func hostileGens() []hostile.Generator {
	games := playedGames()
	gameOf := rapid.Map(games, func(p played) pegjokers.Game { return p.Game })
	eventOf := hostile.Pick(games, func(p played) []pegjokers.Event { return p.Events }, nil)
	choiceOf := hostile.Pick(gameOf, pegjokers.Game.Choices, pegjokers.Choice{})
	recordOf := hostile.Made(gameOf, pegjokers.Game.Record, pegjokers.Record{})
	salted := rapid.Custom(func(t *rapid.T) pegjokers.Record {
		r := recordOf.Draw(t, "record")
		r.Salt = rapid.SliceOfN(rapid.Byte(), 0, 70).Draw(t, "salt")
		return r
	})
	texts := rapid.OneOf(
		rapid.Map(pegjokerstest.Position(), pegjokers.Position.String),
		rapid.Map(pegjokerstest.Move(), pegjokers.Move.String),
		hostile.Text(recordOf, pegjokers.Record.MarshalText),
		hostile.Text(gameOf, pegjokers.Game.MarshalJSON),
		hostile.Text(eventOf, func(e pegjokers.Event) ([]byte, error) { return pegjokers.MarshalEvents([]pegjokers.Event{e}) }),
		hostile.Text(gameOf, func(g pegjokers.Game) ([]byte, error) { return g.View().MarshalJSON() }),
		hostile.Text(gameOf, func(g pegjokers.Game) ([]byte, error) { return g.View().MarshalText() }),
	)
	return []hostile.Generator{
		hostile.Gen(rapid.Just(context.Background())),
		hostile.Gen(reports()),
		hostile.Gen(cardstest.AnyCard()),
		hostile.Gen(anyRules()),
		hostile.Gen(pegjokerstest.AnyRules()),
		hostile.Gen(pegjokerstest.Seating()),
		hostile.Gen(pegjokerstest.Position()),
		hostile.Gen(pegjokerstest.Move()),
		hostile.Gen(gameOf),
		hostile.Gen(rapid.Map(gameOf, pegjokers.Game.View)),
		hostile.Gen(rapid.Custom(func(t *rapid.T) pegjokers.View {
			g := gameOf.Draw(t, "game")
			v, _ := g.SeatView(rapid.IntRange(pegjokers.NoSeat, max(g.Position().Seats()-1, 0)).Draw(t, "seat"))
			return v
		})),
		hostile.Gen(eventOf),
		hostile.Gen(choiceOf),
		// Actions as a hostile caller gives them: a play, a written play or
		// a draw, as it is, by pointer, or a nil pointer of its type.
		hostile.Gen(hostile.Forms(rapid.OneOf(
			rapid.Map(choiceOf, func(c pegjokers.Choice) pegjokers.Action { return c }),
			rapid.Map(cardstest.AnyCard(), func(c cards.Card) pegjokers.Action { return pegjokers.Draw{Card: c} }),
			rapid.Custom(func(t *rapid.T) pegjokers.Action {
				return pegjokers.Written{Card: cardstest.AnyCard().Draw(t, "card"), Move: rapid.SampledFrom([]string{"pass", "s", "t8+3", "x"}).Draw(t, "move")}
			})))),
		hostile.Gen(recordOf),
		hostile.Gen(salted),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cards.Commitment {
			c, _ := salted.Draw(t, "record").Commitment()
			return c
		})),
		hostile.Gen(texts),
		hostile.Gen(rapid.Just[pegjokers.Strategy](pegjokers.RandomBot{})),
		hostile.Gen(rapid.Just[pegjokers.Strategy](pegjokers.HeuristicBot{})),
		hostile.Gen(rapid.Map(searchBots(), func(b pegjokers.SearchBot) pegjokers.Strategy { return b })),
		hostile.Gen(rapid.Just(&pegjokers.Generator{})),
	}
}

// searchBots draws search bots of small budgets: a budget is work the
// caller asks for, and a billion worlds take their time.
func searchBots() *rapid.Generator[pegjokers.SearchBot] {
	return rapid.Custom(func(t *rapid.T) pegjokers.SearchBot {
		return pegjokers.SearchBot{Worlds: rapid.IntRange(-2, 3).Draw(t, "worlds"),
			Candidates: rapid.IntRange(-2, 3).Draw(t, "candidates"), Rounds: rapid.IntRange(-2, 3).Draw(t, "rounds")}
	})
}

// selfPlays draws self-play runs, hostile ones among them, of a few games
// (a run's length is work the caller asks for).
func selfPlays() *rapid.Generator[pegjokers.SelfPlay] {
	return rapid.Custom(func(t *rapid.T) pegjokers.SelfPlay {
		cfg := pegjokers.SelfPlay{
			Rules:    pegjokerstest.AnyRules().Draw(t, "rules"),
			Seating:  pegjokerstest.Seating().Draw(t, "seating"),
			MaxTurns: rapid.SampledFrom([]int{-1, 0, 1, 40}).Draw(t, "maxTurns"),
			Games:    rapid.IntRange(-2, 3).Draw(t, "games"),
			Seed:     rapid.Uint64().Draw(t, "seed"),
			Workers:  rapid.IntRange(-1, 2).Draw(t, "workers"),
		}
		if rapid.Bool().Draw(t, "odd seating") {
			cfg.Seating = pegjokers.Seating{Seats: rapid.IntRange(-1, 10).Draw(t, "seats"),
				Arrangement: pegjokers.Arrangement(rapid.IntRange(0, 4).Draw(t, "arrangement"))}
		}
		if rapid.Bool().Draw(t, "progress") {
			cfg.Progress = io.Discard
		}
		if rapid.Bool().Draw(t, "records") {
			cfg.Records = func(int, pegjokers.Record) {}
		}
		return cfg
	})
}

// reports draws reports whose slices need not agree.
func reports() *rapid.Generator[pegjokers.Report] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Report {
		n := func(name string) int { return rapid.IntRange(0, 3).Draw(t, name) }
		r := pegjokers.Report{Games: rapid.IntRange(-1, 5).Draw(t, "games"), Capped: rapid.IntRange(-1, 5).Draw(t, "capped")}
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
	// slow gives a function the time a loaded machine needs: whole games,
	// and Explanation.Describe, whose text grows with the landings times the
	// names' lengths (hostile ones of both run to hundreds of megabytes;
	// under full load one took over the 2 s default once).
	slow := func(fn any) hostile.Func { return hostile.Func{Fn: fn, Deadline: 20 * time.Second} }
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{
			pegjokers.ErrSyntax, pegjokers.ErrBadRules, pegjokers.ErrBadSeat, pegjokers.ErrNotYourTurn, pegjokers.ErrNotInHand,
			pegjokers.ErrGameOver, pegjokers.ErrStrategy, pegjokers.ErrTurnLimit, pegjokers.ErrBadRecord, pegjokers.ErrZeroValue,
			pegjokers.ErrSeating, pegjokers.ErrInvalidPosition, pegjokers.ErrIllegalMove, pegjokers.ErrBadDraw,
			pegjokers.ErrMustMove, pegjokers.ErrBadView, pegjokers.ErrUnknownAction,
		},
		Funcs: []any{
			pegjokers.Apply, pegjokers.CardOf, pegjokers.DealtGame, pegjokers.Explain, pegjokers.Finish, pegjokers.LegalMoves,
			pegjokers.MarshalEvent, pegjokers.MarshalEvents, pegjokers.NewGame, pegjokers.NewPosition, pegjokers.NewSampler,
			pegjokers.NewWeightedSampler, pegjokers.ParseAction, pegjokers.ParseArrangement, pegjokers.ParseMove,
			pegjokers.ParsePosition, pegjokers.ParseRecord, pegjokers.ParseRules, pegjokers.ParseSeat, pegjokers.ParseSeating,
			pegjokers.Pass, slow(pegjokers.PlayGame), pegjokers.PositionOf, pegjokers.Ranks, pegjokers.Replay, pegjokers.SeenBy,
			hostile.Func{Fn: pegjokers.RunSelfPlay, Gens: []hostile.Generator{hostile.Gen(selfPlays())}, Replace: true, Deadline: 20 * time.Second},
			pegjokers.Seatings, pegjokers.Track, pegjokers.UnmarshalEvent, pegjokers.UnmarshalEvents, pegjokers.ValidSeating,
			(*pegjokers.Arrangement).UnmarshalText, (*pegjokers.Choice).UnmarshalJSON, (*pegjokers.Game).UnmarshalJSON,
			(*pegjokers.Generator).All, (*pegjokers.Generator).AppendLegalMoves, (*pegjokers.Generator).Apply,
			(*pegjokers.Generator).Count, (*pegjokers.Generator).LegalMoves, (*pegjokers.Generator).Pass,
			(*pegjokers.Generator).Results, (*pegjokers.Kind).UnmarshalText, (*pegjokers.Move).UnmarshalText,
			(*pegjokers.ParseError).Error, (*pegjokers.ParseError).Unwrap, (*pegjokers.Place).UnmarshalText,
			(*pegjokers.Position).UnmarshalText, (*pegjokers.Record).UnmarshalText, (*pegjokers.Rules).UnmarshalText,
			slow((*pegjokers.Sampler).Sample), (*pegjokers.Sampler).View, (*pegjokers.Seat).UnmarshalText,
			(*pegjokers.Seating).UnmarshalText, (*pegjokers.Step).UnmarshalText, (*pegjokers.View).UnmarshalJSON, (*pegjokers.View).UnmarshalText, (*pegjokers.TenSplit).UnmarshalText, pegjokers.Arrangement.MarshalText,
			pegjokers.Arrangement.String, pegjokers.Choice.MarshalJSON, pegjokers.Choice.String, pegjokers.Draw.String,
			pegjokers.Drew.Describe, slow(pegjokers.Explanation.Describe), pegjokers.Explanation.String, pegjokers.Game.Apply,
			pegjokers.Game.Choices, pegjokers.Game.Dealt, pegjokers.Game.Diagram, pegjokers.Game.Discards,
			pegjokers.Game.DrawPile, pegjokers.Game.Hand, pegjokers.Game.Held, pegjokers.Game.LateDraws,
			pegjokers.Game.LegalMoves, pegjokers.Game.MarshalJSON, pegjokers.Game.MissedDraws, pegjokers.Game.Next,
			pegjokers.Game.Over, pegjokers.Game.Owed, pegjokers.Game.ParseAction, pegjokers.Game.Play, pegjokers.Game.PlayWith,
			pegjokers.Game.Position, pegjokers.Game.Record, pegjokers.Game.Recording, pegjokers.Game.Rules,
			pegjokers.Game.Sampled, pegjokers.Game.SeatView, pegjokers.Game.Seed, pegjokers.Game.Shuffles, pegjokers.Game.Turn, pegjokers.Game.Turns,
			pegjokers.Game.View, pegjokers.Game.Winner, pegjokers.GameOver.Describe, slow(pegjokers.HeuristicBot.Choose),
			pegjokers.HeuristicBot.String, pegjokers.Kind.MarshalText, pegjokers.Kind.String, pegjokers.Missed.Describe,
			pegjokers.Move.Describe, pegjokers.Move.IsSplit, pegjokers.Move.IsZero, pegjokers.Move.MarshalText,
			pegjokers.Move.Notation, pegjokers.Move.String, pegjokers.Part.IsZero, pegjokers.Part.String,
			pegjokers.Place.FinishHole, pegjokers.Place.Hole, pegjokers.Place.IsFinish, pegjokers.Place.IsStart,
			pegjokers.Place.IsTrack, pegjokers.Place.IsValid, pegjokers.Place.MarshalText, pegjokers.Place.String,
			pegjokers.Played.Describe, pegjokers.Position.AppendText, pegjokers.Position.Arrangement, pegjokers.Position.At,
			pegjokers.Position.Diagram, pegjokers.Position.Done, pegjokers.Position.InFinish, pegjokers.Position.InStart,
			pegjokers.Position.IsValid, pegjokers.Position.MarshalText, pegjokers.Position.Pegs, pegjokers.Position.Remaining,
			pegjokers.Position.Seating, pegjokers.Position.Seats, pegjokers.Position.String, pegjokers.Position.Team,
			pegjokers.Position.Teams, pegjokers.Position.TrackLen, pegjokers.Position.Turn, pegjokers.Position.Winner,
			pegjokers.Position.WithTurn, pegjokers.Position.WriteSVG, pegjokers.Position.Passes, pegjokers.Position.WithPasses, slow(pegjokers.RandomBot.Choose),
			pegjokers.RandomBot.String, pegjokers.Record.Commitment, slow(pegjokers.Record.Verify), pegjokers.Record.MarshalText, pegjokers.Record.WriteTo, pegjokers.Reshuffled.Describe,
			pegjokers.Rules.Apply, pegjokers.Rules.Deck, pegjokers.Rules.Explain, pegjokers.Rules.LegalMoves, pegjokers.Rules.MarshalText,
			pegjokers.Rules.ParseMove, pegjokers.Rules.Pass, pegjokers.Rules.String, pegjokers.Rules.Validate,
			hostile.Func{Fn: pegjokers.SearchBot.Choose, Gens: []hostile.Generator{hostile.Gen(searchBots())}, Replace: true, Deadline: 20 * time.Second},
			pegjokers.SearchBot.String, pegjokers.Seat.Color, pegjokers.Seat.ComeOut, pegjokers.Seat.Corner,
			pegjokers.Seat.InSpot, pegjokers.Seat.Letter, pegjokers.Seat.MarshalText, pegjokers.Seat.String,
			pegjokers.Seating.MarshalText, pegjokers.Seating.Members, pegjokers.Seating.String, pegjokers.Seating.Team,
			pegjokers.Seating.TeamName, pegjokers.Seating.Teams, pegjokers.Seating.TrackLen, pegjokers.Seating.Valid,
			pegjokers.Step.MarshalText, pegjokers.Step.String, pegjokers.TenSplit.MarshalText, pegjokers.TenSplit.String, pegjokers.View.All, pegjokers.View.LegalMoves, pegjokers.View.Seat,
			pegjokers.View.MarshalJSON, pegjokers.View.MarshalText, pegjokers.View.Viewer,
			pegjokers.Written.String,
		},
		// The methods of types the package gives through aliases of
		// internal types; the interfaces' methods (Action, Event, Strategy)
		// are walked through every implementation above.
		Foreign: []any{(*pegjokers.Error).Error, (*pegjokers.Error).Unwrap, (*pegjokers.LineError).Error, (*pegjokers.LineError).Unwrap,
			pegjokers.Report.Count, pegjokers.Report.Stat, pegjokers.Report.String},
		Panics: []any{pegjokers.MustParsePosition},
		// A Generator is scratch memory a call may use; a View carries
		// one for its listings.
		Mutable: []reflect.Type{reflect.TypeFor[*pegjokers.Generator]()},
		Gens:    hostileGens(),
	})
}
