package cribwars_test

import (
	"errors"
	"fmt"
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
	boardEv := func(set func(*cribwars.Effect, int)) func(int) crib.Event {
		return func(n int) crib.Event {
			e := cribwars.Effect{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}
			set(&e, n)
			return cribwars.TrackEvent{Side: 0, Sides: 2, Event: e}
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
			return cribwars.TrackEvent{Side: n, Sides: 3, Event: cribwars.Effect{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}}
		}, 0, 2},
		{"board event's sides", func(n int) crib.Event {
			return cribwars.TrackEvent{Side: 1, Sides: n, Event: cribwars.Effect{Kind: cribwars.Slid, Hole: 45, To: cribwars.Hole(65)}}
		}, 2, 3},
		{"kind", boardEv(func(e *cribwars.Effect, n int) { e.Kind = cribwars.EffectKind(n) }), int(cribwars.Slid), int(cribwars.ReachedGame)},
		{"over", boardEv(func(e *cribwars.Effect, n int) { e.Kind, e.Over = cribwars.SkippedPast, cribwars.Special(n) }), noBound, int(cribwars.PenaltyBox)},
		{"hole", boardEv(func(e *cribwars.Effect, n int) { e.Hole = n }), 0, maxNumber},
		{"to", boardEv(func(e *cribwars.Effect, n int) { e.To.Hole = n }), 0, maxNumber},
		{"path holes", boardEv(func(e *cribwars.Effect, n int) { e.Kind, e.PathHoles = cribwars.Trapped, n }), 0, maxNumber},
		{"rejoin", boardEv(func(e *cribwars.Effect, n int) { e.Kind, e.Rejoin = cribwars.Trapped, n }), 0, maxNumber},

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

// rotateOver returns the game-over event e with every side moved on by k
// (side s becomes side (s+k) mod the sides): the same game seen from
// another seat, still one that can happen.
func rotateOver(e cribwars.GameOver, k int) cribwars.GameOver {
	n := e.Board.Sides
	turn := func(s int) int { return (s + k) % n }
	r := e
	r.Result.Pegs = make([]cribwars.Peg, n)
	r.Board.Pegs, r.Board.Games, r.Skunk, r.Result.Lost = [crib.MaxSides]crib.Pegs{}, [crib.MaxSides]int{}, [crib.MaxSides]int{}, [crib.MaxSides]int{}
	for s := range n {
		t := turn(s)
		r.Board.Pegs[t], r.Board.Games[t], r.Skunk[t] = e.Board.Pegs[s], e.Board.Games[s], e.Skunk[s]
		r.Result.Pegs[t], r.Result.Lost[t] = e.Result.Pegs[s], e.Result.Lost[s]
	}
	r.Winner, r.Result.Winner = turn(e.Winner), turn(e.Result.Winner)
	return r
}

// TestGameOverBounds: a game-over event is written and read only when it
// can happen: two or three sides, a peg for each, the winner one of them
// (the first, the last, and one past either tried), its peg at the game
// hole, every peg on the board; anything else is refused with the event
// named.
func TestGameOverBounds(t *testing.T) {
	won := rotateOver(gameEvents(t)["cribwars-game-over"].(cribwars.GameOver), 0)
	won = rotateOver(won, 3-won.Winner) // the winner is side 0
	for _, c := range []struct {
		name string
		edit func(e *cribwars.GameOver)
		ok   bool
	}{
		{"the first side wins", func(e *cribwars.GameOver) {}, true},
		{"the second side wins", func(e *cribwars.GameOver) { *e = rotateOver(*e, 1) }, true},
		{"the last side wins", func(e *cribwars.GameOver) { *e = rotateOver(*e, 2) }, true},
		{"the winner one below the first side", func(e *cribwars.GameOver) { e.Winner, e.Result.Winner = -1, -1 }, false},
		{"the winner one past the last side", func(e *cribwars.GameOver) { e.Winner, e.Result.Winner = 3, 3 }, false},
		{"the result's winner not crib's", func(e *cribwars.GameOver) { e.Result.Winner = 1 }, false},
		{"the winner short of the game hole", func(e *cribwars.GameOver) {
			e.Result.Pegs[0] = cribwars.Hole(120)
			e.Board.Pegs[0] = crib.Pegs{Front: 120, Rear: 112}
		}, false},
		{"a loser's peg off the board", func(e *cribwars.GameOver) { e.Result.Pegs[2] = cribwars.Hole(122) }, false},
		{"a loser's peg at the start", func(e *cribwars.GameOver) { e.Result.Pegs[2] = cribwars.Hole(0) }, true},
		{"two sides", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 2, e.Result.Pegs[:2]
			e.Board.Pegs[2], e.Board.Games[2], e.Skunk[2], e.Result.Lost[2] = crib.Pegs{}, 0, 0, 0
			e.Result.Games = e.Result.Lost[1]
			e.GamePoints = e.Result.Games
		}, true},
		{"one side", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 1, e.Result.Pegs[:1]
			e.Board.Pegs[1], e.Board.Games[1], e.Skunk[1], e.Result.Lost[1] = crib.Pegs{}, 0, 0, 0
			e.Board.Pegs[2], e.Board.Games[2], e.Skunk[2], e.Result.Lost[2] = crib.Pegs{}, 0, 0, 0
			e.Result.Games, e.GamePoints = 0, 0
		}, false},
		{"four sides", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 4, append(e.Result.Pegs, cribwars.Hole(0))
			e.Result.Lost[3], e.Skunk[3] = 1, 1
			e.Result.Games++
			e.GamePoints++
		}, false},
		{"three pegs of two sides", func(e *cribwars.GameOver) { e.Board.Sides = 2 }, false},
	} {
		e := won
		e.Result.Pegs = append([]cribwars.Peg(nil), won.Result.Pegs...)
		c.edit(&e)
		checkEventBound(t, c.name, e, c.ok)
	}
}

// TestDealOverBounds: a deal-over event is written and read only with two
// or three sides, a peg on the board for each, and the side in a box one
// of them or none; the first and last of each are accepted and read back,
// one past either refused with the event named.
func TestDealOverBounds(t *testing.T) {
	three := gameEvents(t)["cribwars-deal-over"].(cribwars.DealOver)
	for _, c := range []struct {
		name string
		edit func(e *cribwars.DealOver)
		ok   bool
	}{
		{"three sides, none in a box", func(e *cribwars.DealOver) { e.InBox = cribwars.NoSide }, true},
		{"the first side in a box", func(e *cribwars.DealOver) { e.InBox = 0 }, true},
		{"the last side in a box", func(e *cribwars.DealOver) { e.InBox = 2 }, true},
		{"one past the last side in a box", func(e *cribwars.DealOver) { e.InBox = 3 }, false},
		{"one below none in a box", func(e *cribwars.DealOver) { e.InBox = cribwars.NoSide - 1 }, false},
		{"two sides", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[2], e.NextDealer, e.InBox = 2, e.Pegs[:2], crib.Pegs{}, 1, 1
		}, true},
		{"a box past two sides", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[2], e.NextDealer, e.InBox = 2, e.Pegs[:2], crib.Pegs{}, 1, 2
		}, false},
		{"one side", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[1], e.Board.Pegs[2], e.NextDealer, e.InBox = 1, e.Pegs[:1], crib.Pegs{}, crib.Pegs{}, 0, cribwars.NoSide
		}, false},
		{"four sides", func(e *cribwars.DealOver) { e.Board.Sides, e.Pegs = 4, append(e.Pegs, cribwars.Hole(0)) }, false},
		{"three pegs of two sides", func(e *cribwars.DealOver) { e.Board.Sides = 2 }, false},
		{"a peg at the game hole", func(e *cribwars.DealOver) { e.Pegs[1] = cribwars.Hole(121) }, true},
		{"a peg past the game hole", func(e *cribwars.DealOver) { e.Pegs[1] = cribwars.Hole(122) }, false},
	} {
		e := three
		e.Pegs = append([]cribwars.Peg(nil), three.Pegs...)
		c.edit(&e)
		checkEventBound(t, c.name, e, c.ok)
	}
}

// checkEventBound writes e and, when ok, wants it read back the same;
// otherwise wants it refused as a bad record with the event named.
func checkEventBound[E crib.Event](t *testing.T, name string, e E, ok bool) {
	t.Helper()
	data, err := cribwars.MarshalEvent(e)
	if !ok {
		want := fmt.Sprintf("cribwars: bad record: %T %+v cannot happen", e, e)
		if err == nil || !errors.Is(err, cribwars.ErrBadRecord) || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: written as %s, %v; want %q", name, data, err, want)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	back, err := cribwars.UnmarshalEvent(data)
	if err != nil {
		t.Errorf("%s: %s does not read back: %v", name, data, err)
		return
	}
	if diff := cmp.Diff(crib.Event(e), back, cmp.AllowUnexported(*new(E)), cmp.Comparer(cribwars.Track.Equal)); diff != "" {
		t.Errorf("%s: read back (-wrote +read):\n%s", name, diff)
	}
}

// The invariants the whole-game driver checks after every action.

// checkEvents checks every score against the board: each Pegged event's
// move is Track.Move of its points (Back for a backward score, Award for
// crib's award), the board events after it are exactly those of the move, a
// landing in a penalty box is ruled as Rules.LandInBox says, and nothing
// else moves a peg.
func (d *gameDriver) checkEvents(before, after cribwars.Game, ev []crib.Event) {
	t := d.t
	b := before.Track()
	rules := before.Config().Rules
	pos := before.Pegs() // where each side stands, event by event
	box := make([]bool, before.Sides())
	curStay := before.Stay() // the stay as the events tell it
	if curStay.In {
		box[curStay.Side] = true
	}
	cur := before.Cribbage().Board()
	sides := before.Sides()
	names := []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}[:before.Seats()]
	for i := 0; i < len(ev); i++ {
		if ev[i].Describe(names) == "" {
			t.Fatalf("%T says nothing", ev[i])
		}
		switch e := ev[i].(type) {
		case crib.Pegged:
			t.Fatalf("crib's Pegged event passed on untranslated: %+v", e)
		case cribwars.TrackEvent, cribwars.BoxMoved, cribwars.SentToBox, cribwars.NotPegged:
			t.Fatalf("%T with no score before it: %s", e, e.Describe(names))
		case crib.GameOver:
			t.Fatalf("crib's GameOver passed on untranslated")
		case cribwars.GameOver:
			d.overs++
			if res, _ := after.Result(); e.Result.Winner != winnerOf(after) || e.GamePoints != e.Result.Games || !cmp.Equal(e.Result, res) {
				t.Fatalf("game over %+v, winner %d", e.Result, winnerOf(after))
			}
		case crib.Dealt:
			if st := after.Stay(); e.Out != 0 && (!st.In || e.Out != sideMask(st.Side, sides, before.Seats())) {
				t.Fatalf("seats %b sit out, stay %v", e.Out, st)
			}
		case crib.Laid:
			if after.Cribbage().SitsOut(e.Step.Seat) {
				t.Fatalf("seat %d lays though it sits out", e.Step.Seat)
			}
		case cribwars.Pegged:
			side, sc := e.Score.Side, e.Score
			if (sc.Kind == crib.ScoreGo || sc.Kind == crib.ScoreLast) && before.Cribbage().Folded(sc.Seat) {
				t.Fatalf("seat %d folded before and pegs %v", sc.Seat, sc)
			}
			from := pos[side]
			boxed := box[side]
			if e.From != from {
				t.Fatalf("Pegged from %v, the side stood at %v", e.From, from)
			}
			var to cribwars.Peg
			var moved []cribwars.Effect
			var err error
			switch {
			case sc.Kind == crib.ScorePlace:
				if e.To != main(sc.Place.Front) || e.Pegged.Board.Pegs[side] != sc.Place || sc.Rule != cribwars.PlaceRule {
					t.Fatalf("placed at %v, crib's pegs %v, score %+v", e.To, e.Pegged.Board.Pegs[side], sc)
				}
				pos[side], box[side] = e.To, false
				cur = e.Pegged.Board
				continue
			case boxed && sc.Kind != crib.ScoreAward:
				to = from
				if sc.Points != 0 {
					i++
					if _, ok := ev[i].(cribwars.NotPegged); !ok {
						t.Fatalf("%v for a side in the box: %T", sc, ev[i])
					}
				}
			case sc.Points < 0:
				to, err = b.Back(from, -sc.Points)
			case sc.Kind == crib.ScoreAward && !boxed:
				to, moved, err = b.Award(from, sc.Points)
			default:
				to, moved, err = b.Move(from, sc.Points)
			}
			if err != nil {
				t.Fatal(err)
			}
			// The board events of the move follow it, exactly.
			for _, m := range moved {
				i++
				be, ok := ev[i].(cribwars.TrackEvent)
				if !ok || be.Side != side || be.Event != m {
					t.Fatalf("after %s: event %v, want the move's %v", e.Describe(names), ev[i].Describe(names), m)
				}
			}
			want := append([]cribwars.Peg(nil), pos...)
			want[side] = to
			wantBox := make([]bool, sides)
			for s := range sides {
				wantBox[s] = box[s] && !(s == side && sc.Kind == crib.ScoreAward)
			}
			if n := len(moved); n > 0 && moved[n-1].Kind == cribwars.LandedInBox {
				// The penalty box, ruled at once.
				stay := cribwars.Stay{}
				for s := range sides {
					if s != side && box[s] {
						stay = curStay
						if !stay.In || stay.Side != s {
							t.Fatalf("side %d in the box, stay %v", s, stay)
						}
					}
				}
				ru, err := rules.LandInBox(b, want, side, stay)
				if err != nil {
					t.Fatal(err)
				}
				copy(want, ru.Pegs)
				curStay = ru.Stay
				if ru.SitsOut {
					wantBox[side] = true
					i++
					if st, ok := ev[i].(cribwars.SentToBox); !ok || st.Side != side || st.Hands != cribwars.SitOutHands {
						t.Fatalf("after landing: %T", ev[i])
					}
				}
				for _, m := range ru.Moves {
					i++
					bm, ok := ev[i].(cribwars.BoxMoved)
					if !ok || !cmp.Equal(bm.Move, m) {
						t.Fatalf("box move %v, want %+v", ev[i].Describe(names), m)
					}
					i += len(m.Events)
					if m.Kind == cribwars.AdvancesOne {
						wantBox[m.Side] = ru.Stay.In
					}
				}
				if after.Phase() != crib.PhaseOver && after.Phase() != crib.PhaseDeal && after.Phase() != crib.PhaseCutForDeal {
					if !after.Cribbage().Folded(side) && !after.Cribbage().SitsOut(side) {
						t.Fatalf("side %d landed in the box and did not fold", side)
					}
				}
			}
			if e.To != want[side] {
				t.Fatalf("after %s: side %d at %v, want %v", e.Describe(names), side, e.To, want[side])
			}
			for s := range sides {
				if got := e.Pegged.Board.Pegs[s].Front; got != max(0, b.Progress(want[s])) {
					t.Fatalf("after %s: side %d's front peg at %d on crib's board, want %v (progress %d)", e.Describe(names), s, got, want[s], b.Progress(want[s]))
				}
			}
			pos, box = want, wantBox
			cur = e.Pegged.Board
		}
	}
	afterBox := make([]bool, sides)
	if st := after.Stay(); st.In {
		afterBox[st.Side] = true
	}
	if cur.Pegs != after.Cribbage().Board().Pegs || !cmp.Equal(pos, after.Pegs()) || !cmp.Equal(box, afterBox) {
		t.Fatalf("a peg moved without a Pegged event: %v (box %v), the game says %v (box %v)", pos, box, after.Pegs(), afterBox)
	}
}

// checkStay checks that a side sent to a box sits out three whole hands
// (the Crib Wars penalty-box rule) before its stay is due, however the box
// was emptied before it landed.
func (d *gameDriver) checkStay(g cribwars.Game, ev []crib.Event) {
	for _, e := range ev {
		switch e := e.(type) {
		case cribwars.SentToBox:
			d.boxed, d.sat = e.Side, 0
		case crib.Dealt:
			if d.boxed != cribwars.NoSide && e.Out&sideMask(d.boxed, g.Sides(), g.Seats()) != 0 {
				d.sat++
			}
		}
	}
	st := g.Stay()
	switch {
	case !st.In || st.Side != d.boxed:
		d.boxed = cribwars.NoSide
	case st.Due() && d.sat < cribwars.SitOutHands:
		d.t.Fatalf("side %d's stay is due after %d hands sat out", st.Side, d.sat)
	case st.HandsLeft+d.sat < cribwars.SitOutHands:
		d.t.Fatalf("side %d has sat out %d hands and has %d left", st.Side, d.sat, st.HandsLeft)
	}
}

func sideMask(side, sides, seats int) uint8 {
	var m uint8
	for s := side; s < seats; s += sides {
		m |= 1 << s
	}
	return m
}

// checkCards checks that no card is lost or duplicated: the pack, the crib
// and the hands (the cards dealt until laid away, then the four kept) are
// the 52 cards once each; in the play, the cards held and laid are the hands
// kept, less those folded.
func (d *gameDriver) checkCards(g cribwars.Game) {
	t := d.t
	cg := g.Cribbage()
	if g.Phase() == crib.PhaseCutForDeal || cg.DealNumber() == 0 {
		return
	}
	all := cg.Pack().Set()
	n := cg.Pack().Len()
	if all.Len() != n || all.Intersect(cg.Crib()) != 0 {
		t.Fatalf("pack %v and crib %v", cg.Pack(), cg.Crib())
	}
	all, n = all.Union(cg.Crib()), n+cg.Crib().Len()
	for s := range g.Seats() {
		h := cg.Kept(s)
		if all.Intersect(h) != 0 {
			t.Fatalf("seat %d's %v are elsewhere too", s, h)
		}
		all, n = all.Union(h), n+h.Len()
		if cg.SitsOut(s) && h != 0 {
			t.Fatalf("seat %d sits out and holds %v", s, h)
		}
	}
	if n != 52 || all != cards.FullSet {
		t.Fatalf("%d cards; missing %v", n, all.Complement())
	}
	if p := g.Phase(); p == crib.PhasePlay || p == crib.PhaseShow {
		var held, laid cards.Set
		for _, c := range cg.Play().Laid() {
			if laid.Has(c) {
				t.Fatalf("%v laid twice", c)
			}
			laid = laid.With(c)
		}
		for s := range g.Seats() {
			h := cg.Play().Hand(s)
			held = held.Union(h)
			if h.Minus(cg.Kept(s)) != 0 || (h != 0 && (cg.Folded(s) || cg.SitsOut(s))) {
				t.Fatalf("seat %d holds %v, kept %v", s, h, cg.Kept(s))
			}
		}
		if held.Intersect(laid) != 0 {
			t.Fatalf("held and laid: %v", held.Intersect(laid))
		}
	}
}

// checkPegs checks that every peg is on a hole of the board, that crib's
// score is its progress, and that at most one side sits in a box.
func (d *gameDriver) checkPegs(g cribwars.Game) {
	t := d.t
	b := g.Track()
	boxed := 0
	won := 0
	for s, p := range g.Pegs() {
		if !b.Valid(p) {
			t.Fatalf("side %d's peg %v is not on the board", s, p)
		}
		if max(0, b.Progress(p)) != g.Cribbage().Score(s) {
			t.Fatalf("side %d at %v: progress %d, crib's score %d", s, p, b.Progress(p), g.Cribbage().Score(s))
		}
		if _, in := g.Cribbage().Pegger().(cribwars.Pegger).InBox(s); in {
			boxed++
			if st := g.Stay(); !st.In || st.Side != s {
				t.Fatalf("side %d in the box, stay %v", s, st)
			}
		}
		if b.Won(p) {
			won++
		}
	}
	if boxed > 1 || (boxed == 0 && g.Stay().In) {
		t.Fatalf("%d sides in a box, stay %v", boxed, g.Stay())
	}
	if (won == 1) != (g.Phase() == crib.PhaseOver && !g.Void()) || won > 1 {
		t.Fatalf("%d pegs in the game hole, phase %v", won, g.Phase())
	}
}
