package crib

import (
	"errors"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// foldPegger leapfrogs, folds a side whose forward score ends on a multiple
// of every, and allows muggins below hole mugBelow.
type foldPegger struct{ Every, MugBelow int } // exported fields, for the driver's cmp

func (p foldPegger) Peg(b Board, sc Score) Pegging {
	pg := TwoPegBoard{}.Peg(b, sc)
	pg.Fold = sc.Points > 0 && pg.Board.Pegs[sc.Side].Front%p.Every == 0
	return pg
}

func (p foldPegger) Muggins(b Board, side int) bool { return b.Score(side) < p.MugBelow }

// MarshalJSON stores the test's pegger: {"every": 7, "mug_below": 40}.
func (p foldPegger) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"every":%d,"mug_below":%d}`, p.Every, p.MugBelow)), nil
}

// DecodePegger reads a foldPegger back.
func (foldPegger) DecodePegger(data []byte) (Pegger, error) {
	var v struct {
		Every    int `json:"every"`
		MugBelow int `json:"mug_below"`
	}
	if err := pkg.Strict(data, &v); err != nil {
		return nil, err
	}
	if v.Every < 1 {
		return nil, fmt.Errorf("every %d", v.Every)
	}
	return foldPegger{v.Every, v.MugBelow}, nil
}

// TestWholeGamesWithHooks plays whole games with every hook in use: a
// board that folds sides where scores land and limits muggins, points
// offered to be taken or declined, sides sitting out deals, penalties
// applied at random moments. No card is lost or duplicated, scores never go
// back without a rule, and every game ends with one winner.
func TestWholeGamesWithHooks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		claimed := rapid.Bool().Draw(t, "claimed")
		rules := Rules{
			Layout:     drawLayout(t),
			GameHole:   61,
			Claimed:    claimed,
			Muggins:    claimed && rapid.Bool().Draw(t, "muggins"),
			Declinable: rapid.Bool().Draw(t, "declinable"),

			ClaimPenalties: claimed && rapid.Bool().Draw(t, "claim penalties"),
			Pegger:         foldPegger{Every: rapid.IntRange(5, 13).Draw(t, "every"), MugBelow: rapid.IntRange(0, 61).Draw(t, "mug below")},
		}
		g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		d := &driver{t: t, g: g.Recording()}
		for d.g.phase != PhaseOver {
			d.hookStep(claimed)
		}
		d.checkRecord()
		out := 0
		for s := range d.g.board().Sides {
			if d.g.board().Out(s) {
				out++
			}
		}
		if out != 1 || int(d.g.winner) < 0 || len(d.g.off) != 0 || len(d.g.owe) != 0 {
			t.Fatalf("%d sides out, winner %d, %d offers", out, int(d.g.winner), len(d.g.off))
		}
	})
}

// hookStep takes one step of a game with every hook in use: now and then a
// penalty, a muggins call or a correction, a side sitting out a deal; else
// what the game waits for, with choices drawn by rapid.
func (d *driver) hookStep(claimed bool) {
	t := d.t
	if d.steps > 5000 {
		t.Fatalf("no end after %d actions: %v", d.steps, d.g.board())
	}
	act, seat := d.g.Next()
	n := d.g.Seats()
	sides := d.g.board().Sides
	if rapid.IntRange(0, 29).Draw(t, "penalty") == 0 {
		off := rapid.IntRange(0, n-1).Draw(t, "offender")
		if err := d.do("penalty", applyFn(ApplyRuling{Offender: off, Ruling: Ruling{Rule: "test", Award: 2}})); err != nil && !errors.Is(err, ErrOfferPending) {
			t.Fatal(err)
		}
		return
	}
	if (d.g.phase == PhasePlay || d.g.phase == PhaseShow) && rapid.IntRange(0, 59).Draw(t, "mix") == 0 {
		s, crib := rapid.IntRange(0, n-1).Draw(t, "mixer"), rapid.Bool().Draw(t, "mix crib")
		err := d.do("mix", applyFn(Mix{Seat: s, Crib: crib}))
		if err != nil && !errors.Is(err, ErrSitsOut) && !errors.Is(err, ErrMustPegOut) && !errors.Is(err, ErrOfferPending) {
			t.Fatal(err)
		}
		return
	}
	if claimed && rapid.IntRange(0, 9).Draw(t, "extra") == 0 {
		a := rapid.IntRange(0, n-1).Draw(t, "a")
		b := rapid.IntRange(0, n-1).Draw(t, "b")
		if rapid.Bool().Draw(t, "muggins or correct") {
			asked := rapid.IntRange(1, 4).Draw(t, "asked")
			_ = d.do("muggins", applyFn(CallMuggins{Caller: a, Target: b, Asked: asked}))
		} else {
			_ = d.do("correct", applyFn(Correct{Caller: a, Target: b}))
		}
		return
	}
	switch act {
	case StepOffer:
		side := d.g.off[rapid.IntRange(0, len(d.g.off)-1).Draw(t, "which offer")].Side
		if rapid.Bool().Draw(t, "take") {
			d.must("take", applyFn(TakeOffer{Side: side}))
		} else {
			d.must("decline", applyFn(DeclineOffer{Side: side}))
		}
	case StepCutForDeal:
		d.must("cut for deal", applyFn(CutForDeal{}))
	case StepDeal:
		if sides == 3 && d.g.out == 0 && rapid.IntRange(0, 3).Draw(t, "sit out") == 0 {
			side := rapid.IntRange(0, 2).Draw(t, "side out")
			d.must("sit out", applyFn(SitOut{Side: side}))
			if d.g.Dealer()%sides == side {
				t.Fatalf("the dealer's side sits out")
			}
			return
		}
		d.must("deal", applyFn(Deal{}))
	case StepDiscard:
		hand := d.g.hands[seat].AppendTo(nil)
		throw := rapid.Permutation(hand).Draw(t, "throw")[:d.g.DealLayout().Throw]
		d.must("discard", applyFn(Discard{Seat: seat, Cards: cards.SetOf(throw...)}))
	case StepCut:
		d.must("cut", applyFn(Cut{}))
	case StepLay:
		for s := range n {
			if d.g.MaySayGo(s) && rapid.Bool().Draw(t, "say go") {
				d.must("go", applyFn(Go{Seat: s}))
				return
			}
		}
		if ps, ok := d.g.Pending(); ok && rapid.Bool().Draw(t, "claim first") {
			c := max(0, pendingTruth(d.g)+rapid.IntRange(-1, 1).Draw(t, "delta"))
			if err := d.do("claim", applyFn(Claim{Seat: ps, Points: c})); err != nil && !errors.Is(err, ErrMustPegOut) {
				t.Fatal(err)
			}
			return
		}
		if seat < 0 || d.g.out&(1<<seat) != 0 || d.g.folded&(1<<seat) != 0 {
			t.Fatalf("seat %d lays though it is out or folded: %v folded %b out %b %v", seat, d.g.play, d.g.folded, d.g.out, d.g.board())
		}
		c := rapid.SampledFrom(d.g.play.Legal().AppendTo(nil)).Draw(t, "card")
		err := d.do("lay", applyFn(Lay{Seat: seat, Card: c}))
		if errors.Is(err, ErrMustPegOut) {
			ps, _ := d.g.Pending()
			d.must("claim before lay", func(g Game) (Game, []Event, error) { return g.Apply(Claim{Seat: ps, Points: pendingTruth(g)}) })
		} else if err != nil {
			t.Fatal(err)
		}
	case StepCount:
		if skip := d.g.folded | d.g.out; skip&(1<<d.g.counter()) != 0 {
			t.Fatalf("seat %d counted though folded or out", d.g.counter())
		}
		d.must("count", applyFn(Count{}))
	case StepClaim:
		if ps, ok := d.g.Pending(); ok {
			d.must("claim last", func(g Game) (Game, []Event, error) { return g.Apply(Claim{Seat: ps, Points: pendingTruth(g)}) })
			return
		}
		c := max(0, countTruth(d.g)+rapid.IntRange(-2, 1).Draw(t, "count delta"))
		d.must("claim count", applyFn(Claim{Seat: seat, Points: c}))
	case StepAccept:
		d.must("accept", applyFn(Accept{Seat: seat}))
	case StepOwed:
		c := max(0, d.g.owe[0].Points+rapid.IntRange(-1, 1).Draw(t, "owed delta"))
		d.must("claim owed", applyFn(Claim{Seat: seat, Points: c}))
	case StepPegOut:
		d.must("peg out", applyFn(PegOut{Seat: seat}))
	default:
		t.Fatalf("action %v", act)
	}
}
