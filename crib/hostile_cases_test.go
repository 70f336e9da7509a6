package crib_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/ruling"
)

// The cases a new user reported and those the hostile walk found, each
// kept as a test of its own: every one is refused with an error, or
// answered, and none panics or hangs.

// isErr fails t unless err wraps want.
func isErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got %v, want an error wrapping %v", what, err, want)
	}
}

// within fails t if f does not return within a few seconds.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s did not return", what)
	}
}

// finished plays a two-player game to its end with the random bot.
func finished(t *testing.T) crib.Game {
	g, err := crib.NewGame(crib.ACC(), 7)
	if err != nil {
		t.Fatal(err)
	}
	g, err = crib.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestHostileRunSelfPlayNilStrategy(t *testing.T) {
	_, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: 2}, []crib.Strategy{nil, bot.Random{}})
	isErr(t, "RunSelfPlay with a nil strategy", err, crib.ErrStrategy)
}

func TestHostilePlayGameZeroGame(t *testing.T) {
	within(t, "PlayGame of the zero Game", func() {
		_, err := crib.PlayGame(crib.Game{}, []crib.Strategy{}, cards.NewRand(1), nil)
		isErr(t, "PlayGame of the zero Game", err, crib.ErrZeroValue)
	})
}

func TestHostilePlayGameNilStrategy(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	_, err = crib.PlayGame(g, []crib.Strategy{bot.Random{}, nil}, cards.NewRand(1), nil)
	isErr(t, "PlayGame with a nil strategy", err, crib.ErrStrategy)
	var e *crib.Error
	if !errors.As(err, &e) || e.Seat != 1 {
		t.Errorf("PlayGame with a nil strategy: %v does not name seat 1", err)
	}
}

func TestHostilePlayGameNilRand(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	within(t, "PlayGame with a nil *rand.Rand", func() {
		g, err := crib.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Analysis{}}, nil, nil)
		if _, over := g.Winner(); err != nil || !over {
			t.Errorf("PlayGame with a nil *rand.Rand: over %v, %v", over, err)
		}
	})
}

func TestHostileBotsZeroView(t *testing.T) {
	for _, bot := range []crib.Strategy{bot.Random{}, bot.Analysis{}} {
		if c := bot.Lay(crib.LayView{}, nil); c != cards.NoCard {
			t.Errorf("%v: Lay of the zero view = %v, want NoCard", bot, c)
		}
		if s := bot.Discard(crib.DiscardView{}, nil); s != 0 {
			t.Errorf("%v: Discard of the zero view = %v, want none", bot, s)
		}
		if s := bot.Discard(crib.DiscardView{Throw: -1, Dealt: 0xfff}, nil); s != 0 {
			t.Errorf("%v: Discard of -1 cards = %v, want none", bot, s)
		}
	}
}

func TestHostileDiscardedNegativeSeat(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []int{-1, math.MinInt, 64, math.MaxInt} {
		if g.Discarded(s) || g.Folded(s) || g.SitsOut(s) {
			t.Errorf("seat %d: Discarded, Folded or SitsOut", s)
		}
	}
}

func TestHostileZeroGameAccessors(t *testing.T) {
	var g crib.Game
	_ = g.Seats() + g.Side(0) + g.Side(-1) + g.Score(0) + g.Dealer() + g.DealNumber()
	_ = g.Hand(0) | g.Kept(0) | g.Crib()
	_, _ = g.Next()
	_, _ = g.Winner()
	_, _ = g.Result()
	_ = g.DiscardView(0)
	_ = g.LayView(0).Legal()
	_ = g.Board().String()
	_ = g.Play().String()
	_, err := g.MarshalJSON()
	isErr(t, "the zero Game's MarshalJSON", err, crib.ErrZeroValue)
}

func TestHostileZeroGameCutForDeal(t *testing.T) {
	_, _, err := crib.Game{}.Apply(crib.CutForDeal{})
	isErr(t, "the zero Game's CutForDeal", err, crib.ErrZeroValue)
}

func TestHostileZeroLayout(t *testing.T) {
	var l crib.Layout
	if l.Side(3) != 3 || !l.Partners(1, 1) || l.Partners(0, 1) || l.CountingOrder(0) != nil {
		t.Errorf("zero Layout: Side(3) %d, Partners(1, 1) %v, Partners(0, 1) %v, CountingOrder(0) %v",
			l.Side(3), l.Partners(1, 1), l.Partners(0, 1), l.CountingOrder(0))
	}
	_ = l.ToCrib(0, 1)
	isErr(t, "the zero Layout's Validate", l.Validate(), crib.ErrBadRules)
}

func TestHostileLayoutNegativeSeats(t *testing.T) {
	for _, l := range []crib.Layout{{Seats: -1}, {Seats: math.MaxInt}, {Seats: math.MinInt, Sides: -1}} {
		if o := l.CountingOrder(0); o != nil {
			t.Errorf("%+v.CountingOrder(0) = %v", l, o)
		}
		if l.Side(-1) != -1 {
			t.Errorf("%+v.Side(-1) = %d", l, l.Side(-1))
		}
	}
	if o := crib.TwoPlayer().CountingOrder(5); o != nil {
		t.Errorf("CountingOrder of a dealer who is not a seat = %v", o)
	}
}

func TestHostileNewBoardExtremeSizes(t *testing.T) {
	for _, n := range []int{math.MinInt, -1, 0, 1, 7, math.MaxInt} {
		b := crib.NewBoard(n, n)
		for _, side := range []int{-1, 0, 5, 6, math.MaxInt} {
			_ = b.Score(side)
			_ = b.Out(side)
			_ = b.Place(side, crib.Pegs{Front: n, Rear: n})
			_ = b.Leapfrog(side, n)
		}
		if s := b.String(); strings.Count(s, "-") > crib.MaxSides {
			t.Errorf("NewBoard(%d, %d).String() = %q", n, n, s)
		}
		_ = crib.TwoPegBoard{}.Peg(b, crib.Score{Side: 6, Points: 1})
		if err := b.WriteSVG(new(strings.Builder)); err != nil {
			isErr(t, "WriteSVG of an odd board", err, crib.ErrBadRules)
		}
	}
}

func TestHostileLeapfrogOverflow(t *testing.T) {
	b := crib.NewBoard(2, 121).Place(0, crib.Pegs{Front: 100, Rear: 90})
	if got := b.Leapfrog(0, math.MaxInt).Score(0); got != 121 {
		t.Errorf("a leapfrog of MaxInt from 100: score %d, want 121", got)
	}
	if got := b.Leapfrog(0, math.MinInt).Score(0); got != 0 {
		t.Errorf("a leapfrog of MinInt from 100: score %d, want 0", got)
	}
	odd := crib.Board{Sides: 2, GameHole: math.MaxInt, Pegs: [crib.MaxSides]crib.Pegs{{Front: -5}}}
	if got := odd.Leapfrog(0, math.MinInt).Score(0); got != 0 {
		t.Errorf("a leapfrog of MinInt from -5: score %d, want 0", got)
	}
	if got := odd.Leapfrog(0, math.MaxInt).Score(0); got < 0 {
		t.Errorf("a leapfrog of MaxInt from -5: score %d", got)
	}
}

func TestHostileSolveOddCards(t *testing.T) {
	for _, hands := range [][]cards.Set{
		{^cards.Set(0), 0xf},           // cards that are not cards
		{0xf, 0xf},                     // the same cards twice
		{0x1f, 0xf00},                  // five cards
		{0xf, 0xf0, 0xf00},             // three seats
		{0, 0},                         // nothing held
		{cards.FullSet, cards.FullSet}, // whole packs
	} {
		p, err := crib.NewPlayState(hands, 0)
		if err != nil {
			isErr(t, "NewPlayState of odd hands", err, crib.ErrBadCards)
			continue
		}
		if _, err := crib.Solve(p); err != nil && !errors.Is(err, crib.ErrBadSeat) && !errors.Is(err, crib.ErrBadCards) {
			t.Errorf("Solve(%v): %v", p, err)
		}
	}
	var s *crib.Solver
	if _, err := s.Value(crib.PlayState{}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("a nil Solver's Value of the zero PlayState: %v", err)
	}
	isErr(t, "SolveInto a nil *Solution", s.SolveInto(nil, crib.PlayState{}), crib.ErrZeroValue)
}

func TestHostileDescribeFewNames(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{Layout: crib.SixPlayer()}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
	var events []crib.Event
	if _, err := crib.PlayGame(g, bots, cards.NewRand(2), func(e crib.Event) { events = append(events, e) }); err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		for _, names := range [][]string{nil, {"Ann"}, {"Ann", "Bob", "Cat"}} {
			if s := e.Describe(names); s == "" {
				t.Errorf("%#v.Describe(%q) is empty", e, names)
			}
		}
	}
	odd := []crib.Event{
		crib.Conceded{Seat: math.MinInt, Winner: -1, Sides: 34},
		crib.Declined{Side: -4, Sides: 2},
		crib.Folded{Side: -114360, Sides: 1},
		crib.GameOver{Winner: -6, Board: crib.NewBoard(3, 121)},
		crib.Offered{Side: -2, Sides: 2, Seat: 64},
		crib.SatOut{Side: math.MinInt + 1, Sides: 64, Dealer: math.MaxInt},
		crib.Dealt{Seats: math.MaxInt},
		crib.DealOver{NextDealer: -14, Board: crib.Board{Sides: 29}},
		crib.Pegged{Score: crib.Score{Seat: 8, Side: 121, Points: 1}},
	}
	for _, e := range odd {
		if !strings.Contains(e.Describe([]string{"Ann", "Bob"}), " ") {
			t.Errorf("%#v.Describe: no text", e)
		}
	}
}

func TestHostileMatchRecord(t *testing.T) {
	if m := (crib.Match{}).Record(crib.GameOver{}); m != (crib.Match{}) {
		t.Errorf("the zero Match recorded a game: %+v", m)
	}
	m, err := crib.NewMatch(crib.ACC())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{-1, 2, 5, 6, math.MaxInt} {
		if got := m.Record(crib.GameOver{Winner: w, GamePoints: 2}); got != m {
			t.Errorf("a winner %d of a two-sided match was recorded: %+v", w, got)
		}
	}
}

func TestHostileApplyRulingAfterOver(t *testing.T) {
	g := finished(t)
	_, _, err := g.Apply(crib.ApplyRuling{Offender: 0, Ruling: ruling.Underpegged()})
	isErr(t, "ApplyRuling after the game is over", err, crib.ErrGameOver)
}

func TestHostileApplyRulingNotASide(t *testing.T) {
	g, err := crib.NewGame(crib.ACC(), 1)
	if err != nil {
		t.Fatal(err)
	}
	g = must(t)(g.Apply(crib.CutForDeal{}))
	for _, s := range []int{-1, 2, 6, math.MaxInt} {
		_, _, err := g.Apply(crib.ApplyRuling{Offender: s, Ruling: ruling.Underpegged()})
		isErr(t, "ApplyRuling with an offender who is not a seat", err, crib.ErrBadSeat)
	}
}

func TestHostileNilDecodeTargets(t *testing.T) {
	g := finished(t)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for name, decode := range map[string]func() error{
		"Game":   func() error { return (*crib.Game)(nil).UnmarshalJSON(data) },
		"Layout": func() error { return (*crib.Layout)(nil).UnmarshalText(nil) },
		"Rules":  func() error { return (*crib.Rules)(nil).UnmarshalJSON(nil) },
		"Act":    func() error { return (*crib.Act)(nil).UnmarshalText([]byte("deal")) },
		"Record": func() error { return (*crib.Record)(nil).UnmarshalText(nil) },
		"Match":  func() error { return (*crib.Match)(nil).UnmarshalJSON([]byte(`{}`)) },
	} {
		isErr(t, "decoding into a nil *"+name, decode(), crib.ErrBadRecord)
	}
}

func TestHostileNilReaderAndWriters(t *testing.T) {
	_, err := crib.ParseRecord(nil)
	isErr(t, "ParseRecord(nil)", err, crib.ErrBadRecord)
	_, err = crib.Record{}.WriteTo(nil)
	if err == nil {
		t.Error("the zero Record written to a nil writer: no error")
	}
	rec, err := finished(t).Recording().Record()
	if err == nil {
		_, err = rec.WriteTo(nil)
		isErr(t, "Record.WriteTo(nil)", err, crib.ErrZeroValue)
	}
	isErr(t, "Board.WriteSVG(nil)", crib.NewBoard(2, 121).WriteSVG(nil), crib.ErrZeroValue)
}

func TestHostileShownBreakdownZero(t *testing.T) {
	_, err := crib.Shown{}.Breakdown()
	isErr(t, "the zero Shown's Breakdown", err, crib.ErrBadCards)
}
