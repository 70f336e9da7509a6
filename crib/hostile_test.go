package crib_test

import (
	"context"
	"io"
	"reflect"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	cr "github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/must"
)

// played is a real game and what it said and did.
type played = hostile.Played[cr.Game, cr.Action, cr.Event]

// playedGames are real games and what they said: dealt from a seed, then
// some actions of the bots (an automatic game) or of the table (the next
// action a claimed game waits for, when a bot can take it; a claimed game
// waiting for a claim, or an action refused, stops the play).
func playedGames() *rapid.Generator[played] {
	games := rapid.Custom(func(t *rapid.T) cr.Game {
		return must.Get(cr.NewGame(cribtest.Rules().Draw(t, "rules"), rapid.Uint64().Draw(t, "seed")))(t)
	})
	return hostile.Plays(games, cr.Game.Recording, 150, func(_ *rapid.T, g cr.Game) func(cr.Game) (cr.Action, bool) {
		return cribtest.RandomTable(g.Seats())
	}, cr.Game.Apply, func(error) bool { return true })
}

// wildActions draws actions as a hostile caller gives them: any action
// type with any fields, a pointer to one, or a nil pointer of one.
func wildActions() *rapid.Generator[cr.Action] { return hostile.Forms(rapid.Custom(anyAction)) }

// hostileGens are the real values the walk draws beside its defaults.
func hostileGens() []hostile.Generator {
	games := playedGames()
	gameOf := rapid.Map(games, func(p played) cr.Game { return p.Game })
	eventOf := hostile.Pick(games, func(p played) []cr.Event { return p.Events }, nil)
	actionOf := hostile.Pick(games, func(p played) []cr.Action { return p.Actions }, cr.Action(cr.Deal{}))
	recordOf := hostile.Made(gameOf, cr.Game.Record, cr.Record{})
	matches := rapid.Custom(func(t *rapid.T) cr.Match {
		m, err := cr.NewMatch(cribtest.Rules().Draw(t, "rules"))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 3).Draw(t, "games") {
			m = m.Record(cr.GameOver{Winner: rapid.IntRange(0, 1).Draw(t, "winner"), GamePoints: 2})
		}
		return m
	})
	playStates := rapid.Custom(func(t *rapid.T) cr.PlayState {
		n := rapid.IntRange(2, 4).Draw(t, "seats")
		dealt := cardstest.Distinct(4*n).Draw(t, "cards")
		hands := make([]cards.Set, n)
		for i := range hands {
			hands[i] = cards.SetOf(dealt[4*i : 4*i+4]...)
		}
		p, err := cr.NewPlayState(hands, rapid.IntRange(0, n-1).Draw(t, "leader"))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 8).Draw(t, "laid") {
			legal := p.Legal()
			if legal == 0 {
				break
			}
			c := rapid.SampledFrom(legal.AppendTo(nil)).Draw(t, "card")
			if p, _, err = p.Lay(c); err != nil {
				t.Fatal(err)
			}
		}
		return p
	})
	texts := rapid.OneOf(
		rapid.Map(actionOf, cr.Action.String),
		hostile.Text(recordOf, cr.Record.MarshalText),
		hostile.Text(gameOf, cr.Game.MarshalJSON),
		hostile.Text(eventOf, func(e cr.Event) ([]byte, error) { return cr.MarshalEvents([]cr.Event{e}) }),
	)
	return []hostile.Generator{
		hostile.Gen(rapid.Just(context.Background())),
		hostile.Gen(cardstest.AnyCard()),
		hostile.Gen(rapid.Map(rapid.Uint64(), func(u uint64) cards.Set { return cards.Set(u) & cards.FullSet })),
		hostile.Gen(rapid.Map(cardstest.Distinct(4), func(c []cards.Card) [4]cards.Card { return [4]cards.Card(c) })),
		hostile.Gen(cribtest.Rules()),
		hostile.Gen(rapid.Map(cribtest.Rules(), func(r cr.Rules) cr.Layout { return r.Layout })),
		hostile.Gen(gameOf),
		hostile.Gen(rapid.Map(gameOf, cr.Game.Board)),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cr.LayView {
			g := gameOf.Draw(t, "game")
			return g.LayView(rapid.IntRange(0, g.Seats()-1).Draw(t, "seat"))
		})),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cr.DiscardView {
			g := gameOf.Draw(t, "game")
			return g.DiscardView(rapid.IntRange(0, g.Seats()-1).Draw(t, "seat"))
		})),
		hostile.Gen(rapid.Map(gameOf, cr.Game.Play)),
		hostile.Gen(rapid.Custom(func(t *rapid.T) cr.View {
			g := gameOf.Draw(t, "game")
			v, _ := g.View(rapid.IntRange(-2, g.Seats()).Draw(t, "seat"))
			return v
		})),
		hostile.Gen(playStates),
		hostile.Gen(matches),
		hostile.Gen(eventOf),
		hostile.Gen(actionOf),
		hostile.Gen(wildActions()),
		hostile.Gen(recordOf),
		hostile.Gen(texts),
		hostile.Gen(rapid.Just[cr.Strategy](bot.Random{})),
		hostile.Gen(rapid.Just[cr.Strategy](bot.Analysis{})),
		hostile.Gen(rapid.Just[cr.Strategy](bot.Expert{Worlds: 4})),
		hostile.Gen(rapid.Just[cr.Pegger](cr.TwoPegBoard{})),
		hostile.Gen(rapid.Just(new(cr.Solver))),
	}
}

// selfPlays draws self-play runs, hostile ones among them, of a few games
// (a run's length is work the caller asks for).
func selfPlays() *rapid.Generator[cr.SelfPlay] {
	return rapid.Custom(func(t *rapid.T) cr.SelfPlay {
		cfg := cr.SelfPlay{
			Rules:   cribtest.Rules().Draw(t, "rules"),
			Games:   rapid.IntRange(-2, 3).Draw(t, "games"),
			Seed:    rapid.Uint64().Draw(t, "seed"),
			Workers: rapid.IntRange(-1, 2).Draw(t, "workers"),
		}
		if rapid.Bool().Draw(t, "odd layout") {
			cfg.Rules.Layout = cr.Layout{Seats: rapid.IntRange(-1, 9).Draw(t, "seats"), Sides: rapid.IntRange(-1, 9).Draw(t, "sides")}
		}
		if rapid.Bool().Draw(t, "progress") {
			cfg.Progress = io.Discard
		}
		if rapid.Bool().Draw(t, "records") {
			cfg.Records = func(int, cr.Record) {}
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
		Sentinels: []error{cr.ErrBadRules, cr.ErrBadSeat, cr.ErrNotYourTurn, cr.ErrNotInHand, cr.ErrGameOver,
			cr.ErrStrategy, cr.ErrTurnLimit, cr.ErrZeroValue, cr.ErrBadRecord, cr.ErrSyntax, cr.ErrBadCards,
			cr.ErrWrongPhase, cr.ErrMustLay, cr.ErrOver31, cr.ErrUnplayed, cr.ErrExtraCards, cr.ErrCountOrder,
			cr.ErrNoClaim, cr.ErrNotClaimed, cr.ErrNoMuggins, cr.ErrBadClaim, cr.ErrMustPegOut, cr.ErrOfferPending,
			cr.ErrSitsOut, cr.ErrTooLate, cr.ErrNoConcession, cr.ErrBadPosition, cr.ErrUnknownAction},
		Funcs: []any{
			cr.ACC, cr.Accept.String, cr.Accepted.Describe,
			cr.Act.MarshalText, cr.Act.String, (*cr.Act).UnmarshalText,
			cr.Adjust.String, cr.ApplyRuling.String, cr.Award.String,
			cr.Board.Leapfrog, cr.Board.MarshalJSON, cr.Board.Out, cr.Board.Place, cr.Board.Score,
			cr.Board.String, (*cr.Board).UnmarshalJSON, cr.Board.WriteSVG,
			cr.CallMuggins.String,
			cr.ChooseDealer.String, cr.Claim.String,
			cr.ClaimTakenBack.Describe, cr.Claimed.Describe, cr.Concede.String, cr.Conceded.Describe,
			cr.Correct.String,
			cr.Count.String,
			cr.CountRestarted.Describe, cr.Cut.String,
			cr.CutAt.String, cr.CutForDeal.String,
			cr.CutForDealWith.String,
			cr.CutStarter.String,
			cr.Deal.String,
			cr.DealFrom.String, cr.DealFromDeck,
			cr.DealHands.String,
			cr.DealOver.Describe, cr.DealerCut.Describe,
			cr.Dealt.Describe, cr.DealtGame, cr.DealtGameAt,
			cr.DeclineOffer.String, cr.Declined.Describe, cr.Discard.String,
			cr.Discarded.Describe, cr.Fold.String,
			cr.Folded.Describe, cr.Forfeited.Describe,
			cr.FourPlayer, cr.Game.Apply,
			cr.Game.Board,
			cr.Game.Crib,
			cr.Game.DealLayout,
			cr.Game.DealNumber, cr.Game.Dealer, cr.Game.Dealt, cr.Game.DiscardView,
			cr.Game.Discarded, cr.Game.Folded, cr.Game.Hand, cr.Game.Kept,
			cr.Game.LayView, cr.Game.MarshalJSON, cr.Game.MaySayGo, cr.Game.Next, cr.Game.Offers, cr.Game.Owed,
			cr.Game.Pack, cr.Game.Pegger, cr.Game.Pending, cr.Game.Phase, cr.Game.Play, slow(cr.Game.Record),
			cr.Game.Recording, cr.Game.Result, cr.Game.Rules, cr.Game.Score,
			cr.Game.Seats, cr.Game.Side, cr.Game.SitsOut, cr.Game.Starter,
			(*cr.Game).UnmarshalJSON, cr.Game.Winner, cr.GameOver.Describe, cr.Go.String, cr.GoSaid.Describe, cr.JudgesCalled.Describe,
			cr.Laid.Describe, cr.Lay.String, cr.LayView.Count,
			cr.LayView.Hand, cr.LayView.Held, cr.LayView.Laid, cr.LayView.Legal, cr.LayView.Pile, cr.LayView.Points,
			cr.LayView.Unseen, cr.Layout.CountingOrder, cr.Layout.MarshalText, cr.Layout.Partners, cr.Layout.Side,
			cr.Layout.String, cr.Layout.ToCrib, (*cr.Layout).UnmarshalText, cr.Layout.Validate, cr.LayoutFor, cr.LayView.Play, cr.PlayState.AppendPile,
			cr.MarshalEvent, cr.MarshalEvents, cr.Match.MarshalJSON, slow(cr.Match.NewGame), cr.Match.Record, cr.Match.Rules,
			(*cr.Match).UnmarshalJSON, cr.Match.Winner, cr.MatchRules.Points, cr.Mix.String,
			cr.Mixed.Describe, cr.MugginsCalled.Describe, cr.NewBoard,
			cr.NewGame, cr.NewGameAt, cr.NewMatch, cr.NewPlayState, slow(cr.NextAction), cr.Offered.Describe,
			cr.OverpegCorrected.Describe,
			cr.Owed.Describe,
			cr.ParseAction, cr.ParseRecord,
			cr.PegOut.String, cr.PegOutReminded.Describe,
			cr.Pegged.Describe, cr.Pegs.MarshalText, cr.Pegs.String, (*cr.Pegs).UnmarshalText, cr.Phase.MarshalText,
			cr.Phase.String, (*cr.Phase).UnmarshalText, slow(cr.PlayGame), cr.PlayPoints, cr.PlayState.CanLay,
			cr.PlayState.Count, cr.PlayState.Fold, cr.PlayState.Gone, cr.PlayState.Hand, cr.PlayState.Laid,
			cr.PlayState.LaidBy, cr.PlayState.Lay, cr.PlayState.Legal, cr.PlayState.MarshalJSON, cr.PlayState.Over,
			cr.PlayState.Pile, cr.PlayState.Seats, cr.PlayState.String, cr.PlayState.Turn, (*cr.PlayState).UnmarshalJSON,
			cr.PlayStep.Points, cr.Position.MarshalText, cr.Position.String, (*cr.Position).UnmarshalText,
			cr.Record.MarshalText,
			(*cr.Record).UnmarshalText, cr.Record.WriteTo,
			cr.RefusePegOut.String, slow(cr.Replay),
			cr.Retract.String, cr.Rules.MarshalJSON, cr.Rules.MarshalText, cr.Rules.MatchPlay,
			cr.Rules.Resolve, cr.Rules.SkunkLevel, cr.Rules.String, (*cr.Rules).UnmarshalJSON, (*cr.Rules).UnmarshalText,
			cr.SatOut.Describe, cr.Redeal.String, cr.Redealt.Describe, cr.Score.What, cr.ScoreKind.MarshalText,
			cr.ScoreKind.String, (*cr.ScoreKind).UnmarshalText, cr.Settle.MarshalText, cr.Settle.String,
			(*cr.Settle).UnmarshalText, cr.Shown.Breakdown, cr.Shown.Describe, cr.SitOut.String,
			cr.SixPlayer, slow(cr.Solve), slow(cr.SolvePlay), slow((*cr.Solver).Solve), slow((*cr.Solver).SolveInto),
			slow((*cr.Solver).Value), cr.StarterTurned.Describe, cr.TakeOffer.String,
			cr.ThreePlayer, cr.TwoPegBoard.MarshalJSON, cr.TwoPegBoard.Muggins,
			cr.TwoPegBoard.Peg, (*cr.TwoPegBoard).UnmarshalJSON, cr.TwoPlayer, cr.UnmarshalEvent,
			cr.UnmarshalEvents, cr.Game.View, cr.SeenBy, cr.Record.Commitment, cr.Record.Verify,
			cr.View.AppendJSON, cr.View.MarshalJSON, cr.View.MarshalText, cr.View.Play, (*cr.View).UnmarshalJSON, (*cr.View).UnmarshalText,
			// The samplers.
			cr.NewDiscardSampler, cr.NewLaySampler, cr.NewWeightedSampler, (*cr.Sampler).Sample,
			(*cr.Sampler).SampleInto, (*cr.Sampler).Unseen, hostile.Func{Fn: cr.RunSelfPlay, Gens: []hostile.Generator{hostile.Gen(selfPlays())}, Replace: true,
				Deadline: 20 * time.Second},
		},
		// The methods of types the package gives through aliases of
		// internal types.
		Foreign: []any{(*cr.Error).Error, (*cr.Error).Unwrap, (*cr.LineError).Error, (*cr.LineError).Unwrap,
			cr.Report.Count, cr.Report.Stat, cr.Report.String},
		// A Solver is scratch memory its calls use; SolveInto writes its
		// Solution, and a Sampler's SampleInto its World.
		Mutable: []reflect.Type{reflect.TypeFor[*cr.Solver](), reflect.TypeFor[*cr.Solution](), reflect.TypeFor[*cr.World]()},
		Gens: append(hostileGens(), hostile.Gen(cribtest.DiscardViews()), hostile.Gen(cribtest.LayViews()),
			hostile.Gen(cribtest.Samplers()), hostile.Gen(cribtest.Weights()), hostile.Gen(rapid.Just(io.Discard))),
	})
}
