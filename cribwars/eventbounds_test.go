package cribwars_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// maxNumber is the largest number, hole or points, an event's JSON holds.
const maxNumber = 1_000_000_000

// noBound marks a field's side with no bound to try.
const noBound = math.MinInt

// TestEventBounds: each number an event checks is accepted at its least
// and greatest value, where the event also reads back the same, and
// refused one past either, with an error wrapping ErrBadRecord.
func TestEventBounds(t *testing.T) {
	boardEv := func(set func(*cribwars.Event, int)) func(int) crib.Event {
		return func(n int) crib.Event {
			e := cribwars.Event{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}
			set(&e, n)
			return cribwars.BoardEvent{Side: 0, Sides: 2, Event: e}
		}
	}
	ruling := func(set func(*cribwars.Ruling, int)) func(int) crib.Event {
		return func(n int) crib.Event {
			r := cribwars.Ruling{Item: 9, Offender: 1}
			set(&r, n)
			return cribwars.RulingApplied{Ruling: r}
		}
	}
	choice := func(set func(*cribwars.Choice, int)) func(int) crib.Event {
		return ruling(func(r *cribwars.Ruling, n int) {
			c := cribwars.Choice{Side: 0, Option: cribwars.ScoreAndCorrect, Points: 2, Cards: 1, Of: 1}
			set(&c, n)
			r.Choices = []cribwars.Choice{c}
		})
	}
	for _, c := range []struct {
		name   string
		make   func(int) crib.Event
		lo, hi int
	}{
		{"board event's side", func(n int) crib.Event {
			return cribwars.BoardEvent{Side: n, Sides: 3, Event: cribwars.Event{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}}
		}, 0, 2},
		{"board event's sides", func(n int) crib.Event {
			return cribwars.BoardEvent{Side: 1, Sides: n, Event: cribwars.Event{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}}
		}, 2, 3},
		{"kind", boardEv(func(e *cribwars.Event, n int) { e.Kind = cribwars.EventKind(n) }), int(cribwars.Slid), int(cribwars.ReachedGame)},
		{"over", boardEv(func(e *cribwars.Event, n int) { e.Kind, e.Over = cribwars.SkippedPast, cribwars.Special(n) }), noBound, int(cribwars.PenaltyBox)},
		{"hole", boardEv(func(e *cribwars.Event, n int) { e.Hole = n }), 0, maxNumber},
		{"to", boardEv(func(e *cribwars.Event, n int) { e.To.Hole = n }), 0, maxNumber},
		{"path holes", boardEv(func(e *cribwars.Event, n int) { e.Kind, e.PathHoles = cribwars.Trapped, n }), 0, maxNumber},
		{"rejoin", boardEv(func(e *cribwars.Event, n int) { e.Kind, e.Rejoin = cribwars.Trapped, n }), 0, maxNumber},

		{"box", func(n int) crib.Event { return cribwars.SentToBox{Side: 2, Sides: 3, Box: n, Hands: 3} }, 1, maxNumber},
		{"hands", func(n int) crib.Event { return cribwars.SentToBox{Side: 0, Sides: 3, Box: 100, Hands: n} }, 0, cribwars.SitOutHands},
		{"box's sides", func(n int) crib.Event { return cribwars.SentToBox{Side: 0, Sides: n, Box: 100, Hands: 3} }, 3, 3},
		{"points not pegged", func(n int) crib.Event { return cribwars.NotPegged{Side: 1, Sides: 2, Points: n} }, -maxNumber, maxNumber},
		{"points not pegged, above 0", func(n int) crib.Event { return cribwars.NotPegged{Side: 1, Sides: 2, Points: n} }, 1, noBound},
		{"points not pegged, below 0", func(n int) crib.Event { return cribwars.NotPegged{Side: 1, Sides: 2, Points: n} }, noBound, -1},
		{"missed move's side", func(n int) crib.Event { return cribwars.MissedMove{Side: n, Sides: 2} }, 0, 1},

		{"item", ruling(func(r *cribwars.Ruling, n int) { r.Item = n }), 1, 16},
		{"offender", ruling(func(r *cribwars.Ruling, n int) { r.Offender = n }), cribwars.NoSide, crib.MaxSides - 1},
		{"penalty's side", ruling(func(r *cribwars.Ruling, n int) { r.Points = []cribwars.Points{{Side: n, Points: 2}} }), 0, crib.MaxSides - 1},
		{"penalty points", ruling(func(r *cribwars.Ruling, n int) { r.Points = []cribwars.Points{{Side: 0, Points: n}} }), 1, maxNumber},
		{"choice's side", choice(func(c *cribwars.Choice, n int) { c.Side = n }), 0, crib.MaxSides - 1},
		{"choice's option", choice(func(c *cribwars.Choice, n int) { c.Option = cribwars.Option(n) }), noBound, int(cribwars.CorrectGo)},
		{"choice's of", choice(func(c *cribwars.Choice, n int) { c.Of = n }), cribwars.NoSide, crib.MaxSides - 1},
		{"choice's points", choice(func(c *cribwars.Choice, n int) { c.Points = n }), -maxNumber, maxNumber},
		{"choice's cards", choice(func(c *cribwars.Choice, n int) { c.Cards = n }), -52, 52},
		{"correction's side", ruling(func(r *cribwars.Ruling, n int) { r.Corrections = []cribwars.Correction{{Side: n, Cards: 1}} }), cribwars.NoSide, crib.MaxSides - 1},
		{"correction's cards", ruling(func(r *cribwars.Ruling, n int) { r.Corrections = []cribwars.Correction{{Side: 0, Cards: n}} }), -52, 52},
		{"peg fix's side", ruling(func(r *cribwars.Ruling, n int) {
			r.Pegs = []cribwars.PegFix{{Side: n, Front: cribwars.Hole(20), Back: cribwars.Hole(12)}}
		}), 0, crib.MaxSides - 1},
		{"peg fix's front", ruling(func(r *cribwars.Ruling, n int) {
			r.Pegs = []cribwars.PegFix{{Side: 0, Front: cribwars.Hole(n), Back: cribwars.Hole(12)}}
		}), 0, maxNumber},
		{"peg fix's back", ruling(func(r *cribwars.Ruling, n int) {
			r.Pegs = []cribwars.PegFix{{Side: 0, Front: cribwars.Hole(20), Back: cribwars.Hole(n)}}
		}), 0, maxNumber},
		{"ruling's items", ruling(func(r *cribwars.Ruling, n int) {
			r.Points = make([]cribwars.Points, n)
			for i := range r.Points {
				r.Points[i] = cribwars.Points{Side: i % 3, Points: 1}
			}
		}), noBound, 64},
		{"ruling's items in every list", ruling(func(r *cribwars.Ruling, n int) {
			for i := range n {
				switch i % 5 {
				case 0:
					r.Points = append(r.Points, cribwars.Points{Side: 1, Points: 2})
				case 1:
					r.Choices = append(r.Choices, cribwars.Choice{Side: 0, Option: cribwars.ScoreAndCorrect, Points: 2, Cards: 1, Of: 1})
				case 2:
					r.Corrections = append(r.Corrections, cribwars.Correction{Side: 0, Cards: 1})
				case 3:
					r.Dead = append(r.Dead, cards.MustParse("5H"))
				case 4:
					r.Pegs = append(r.Pegs, cribwars.PegFix{Side: 0, Front: cribwars.Hole(20), Back: cribwars.Hole(12)})
				}
			}
		}), noBound, 64},
		{"note", ruling(func(r *cribwars.Ruling, n int) { r.Note = strings.Repeat("x", n) }), noBound, 1000},
	} {
		for _, n := range []int{c.lo, c.hi} {
			if n == noBound {
				continue
			}
			e := c.make(n)
			data, err := cribwars.MarshalEvent(e)
			if err != nil {
				t.Errorf("%s %d: %v", c.name, n, err)
				continue
			}
			back, err := cribwars.UnmarshalEvent(data)
			if err != nil {
				t.Errorf("%s %d: %s reads as %v", c.name, n, data, err)
				continue
			}
			if d := cmp.Diff(e, back); d != "" {
				t.Errorf("%s %d reads back (-want +got):\n%s", c.name, n, d)
			}
		}
		var past []int
		if c.lo != noBound {
			past = append(past, c.lo-1)
		}
		if c.hi != noBound {
			past = append(past, c.hi+1)
		}
		for _, n := range past {
			if data, err := cribwars.MarshalEvent(c.make(n)); !errors.Is(err, cribwars.ErrBadRecord) {
				t.Errorf("%s %d marshals as %s, %v", c.name, n, data, err)
			}
		}
	}
}
