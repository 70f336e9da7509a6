package cribwars_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	cw "github.com/pegboard/pegboard/cribwars"
)

// The cases a new user reported and those the hostile walk found, each
// kept as a test of its own: every one is refused with an error, or
// answered, and none panics.

// isErr fails t unless err wraps want.
func isErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got %v, want an error wrapping %v", what, err, want)
	}
}

func TestHostileZeroGame(t *testing.T) {
	var g cw.Game
	_ = g.Sides() + g.Seats() + g.Dealer()
	_ = g.Peg(0)
	_ = g.Peg(-1)
	_ = g.Pegs()
	_ = g.Stay()
	_ = g.Phase()
	_, _ = g.Next()
	_, _ = g.Winner()
	_, _ = g.BoxDue()
	_, _ = g.Result()
	_ = g.Config()
	_ = g.Board()
	_ = g.Cribbage()
	_, _, err := g.Apply(crib.Deal{})
	isErr(t, "the zero Game's Apply", err, crib.ErrZeroValue)
	_, err = cw.PlayGame(g, nil, nil, nil)
	isErr(t, "PlayGame of the zero Game", err, crib.ErrZeroValue)
}

func TestHostileEventsDescribeFewNames(t *testing.T) {
	g, err := cw.NewGame(cw.Config{Layout: crib.SixPlayer()}, 5)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]crib.Strategy, g.Seats())
	for s := range bots {
		bots[s] = bot.Random{}
	}
	var events []crib.Event
	if _, err := cw.PlayGame(g, bots, cards.NewRand(3), func(e crib.Event) { events = append(events, e) }); err != nil {
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
		cw.BoxMoved{Side: math.MinInt + 1, Sides: 1},
		cw.MissedMove{Side: -1, Sides: 1},
		cw.NotPegged{Side: -1, Sides: 26, Points: -2},
		cw.SentToBox{Side: math.MinInt, Sides: 7, Box: 286897, Hands: 2},
		cw.GameOver{},
		cw.GameOver{Result: cw.Result{Winner: 9, Pegs: make([]cw.Peg, 9)}},
	}
	for _, e := range odd {
		if !strings.Contains(e.Describe([]string{"Ann", "Bob"}), " ") {
			t.Errorf("%#v.Describe: no text", e)
		}
	}
}

func TestHostilePeggerOddBoard(t *testing.T) {
	p := cw.NewPegger(cw.DefaultBoard(), cw.Rules{})
	for _, side := range []int{-1, 6, math.MaxInt} {
		pg := p.Peg(crib.Board{Sides: math.MaxInt}, crib.Score{Side: side, Points: 2})
		if pg.Board.Sides != math.MaxInt {
			t.Errorf("side %d: the board changed: %+v", side, pg.Board)
		}
	}
}

func TestHostileUnknownHeelsRule(t *testing.T) {
	_, err := cw.Rules{Heels: 255}.JackTurnedUp(cw.DefaultBoard(), cw.Peg{})
	isErr(t, "an unknown HeelsRule", err, crib.ErrBadRules)
}

func TestHostileNilBoardReaderAndWriter(t *testing.T) {
	_, err := cw.ReadBoard(nil)
	isErr(t, "ReadBoard(nil)", err, cw.ErrSyntax)
	data, err := cw.PlainBoard().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	isErr(t, "decoding into a nil *Board", (*cw.Board)(nil).UnmarshalJSON(data), cw.ErrSyntax)
	isErr(t, "Board.WriteSVG(nil)", cw.DefaultBoard().WriteSVG(nil, nil), crib.ErrZeroValue)
}

func TestHostileNilRecordReaderAndWriter(t *testing.T) {
	_, err := cw.ParseRecord(nil)
	isErr(t, "ParseRecord(nil)", err, cw.ErrBadRecord)
	g, err := cw.NewGame(cw.Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.Recording().Record()
	if err != nil {
		t.Fatal(err)
	}
	_, err = rec.WriteTo(nil)
	isErr(t, "Record.WriteTo(nil)", err, crib.ErrZeroValue)
}
