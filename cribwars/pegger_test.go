package cribwars_test

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// TestPeggerSideBounds: a Pegger answers for sides 0 to crib.MaxSides-1,
// the last of them as any other, and for a side below or past those
// says: no peg (hole -1), in no box, no muggins.
func TestPeggerSideBounds(t *testing.T) {
	decode := func(data string) cribwars.Pegger {
		q, err := cribwars.Pegger{}.DecodePegger([]byte(`{"board":"default","rules":"default",` + data + `}`))
		if err != nil {
			t.Fatal(err)
		}
		return q.(cribwars.Pegger)
	}
	// The first side in a box, or the last.
	first := decode(`"pegs":["100","3","0","0","0","150"],"box":[100,0,0,0,0,0]`)
	last := decode(`"pegs":["3","0","0","0","150","100"],"box":[0,0,0,0,0,100]`)
	type answer struct {
		Peg     cribwars.Peg
		Box     int
		InBox   bool
		Muggins bool
	}
	none := answer{Peg: cribwars.Peg{Hole: -1}}
	boxed := answer{Peg: cribwars.Hole(100), Box: 100, InBox: true, Muggins: true}
	end := crib.MaxSides - 1
	for i, c := range []struct {
		p    cribwars.Pegger
		side int
		want answer
	}{
		{first, -1, none},
		{first, 0, boxed},
		{first, 1, answer{Peg: cribwars.Hole(3), Muggins: true}},
		{first, end, answer{Peg: cribwars.Hole(150)}},
		{first, end + 1, none},
		{last, -1, none},
		{last, 0, answer{Peg: cribwars.Hole(3), Muggins: true}},
		{last, end - 1, answer{Peg: cribwars.Hole(150)}},
		{last, end, boxed},
		{last, end + 1, none},
	} {
		var got answer
		got.Peg = c.p.Position(c.side)
		got.Box, got.InBox = c.p.InBox(c.side)
		got.Muggins = c.p.Muggins(crib.NewBoard(3, 121), c.side)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("case %d, side %d (-want +got):\n%s", i, c.side, diff)
		}
	}
}

// TestPeggerPegSideBounds: Peg moves the peg of a side of crib's board,
// the first and the last of two or three, and leaves the board as it was,
// with no events, for a side below or past them, and for a side past
// crib.MaxSides of a board made by hand that says it has more.
func TestPeggerPegSideBounds(t *testing.T) {
	p := cribwars.NewPegger(cribwars.DefaultTrack(), cribwars.Rules{})
	for _, sides := range []int{2, 3} {
		cb := crib.NewBoard(sides, 121)
		for _, side := range []int{-1, 0, sides - 1, sides, crib.MaxSides} {
			name := fmt.Sprintf("side %d of %d", side, sides)
			pg := p.Peg(cb, crib.Score{Kind: crib.ScorePlay, Seat: side, Side: side, Points: 2})
			if side < 0 || side >= sides {
				if diff := cmp.Diff(crib.PegResult{Board: cb}, pg); diff != "" {
					t.Errorf("%s (-want +got):\n%s", name, diff)
				}
				continue
			}
			want := cb
			want.Pegs[side] = crib.Pegs{Front: 2}
			if diff := cmp.Diff(want, pg.Board); diff != "" {
				t.Errorf("%s: crib's board (-want +got):\n%s", name, diff)
			}
			np, ok := pg.Pegger.(cribwars.Pegger)
			if !ok || np.Position(side) != cribwars.Hole(2) || len(pg.Events) != 1 || pg.Fold {
				t.Errorf("%s: %+v", name, pg)
			}
		}
	}
	odd := crib.Board{Sides: crib.MaxSides + 1, GameHole: 121}
	if diff := cmp.Diff(crib.PegResult{Board: odd}, p.Peg(odd, crib.Score{Side: crib.MaxSides, Points: 2})); diff != "" {
		t.Errorf("side %d of a board of %d sides (-want +got):\n%s", crib.MaxSides, odd.Sides, diff)
	}
}

// The Crib Wars penalty-box rule in live deals.

// The Crib Wars penalty-box rule with two sides: the lander goes back 20,
// its opponent ahead 20 by an award that never lands in a box or trap, and
// the opponent finishes the play and the show.
func TestPenaltyBoxTwoSidesInADeal(t *testing.T) {
	t.Run("mid-play", func(t *testing.T) {
		// The dealer's run from 97 lands in the box at 100: the dealer
		// folds and goes back to 80; the pone's 20 from 60 would end in the
		// trap at 80 and skips to 81. The pone plays out alone and counts;
		// the dealer's hand and crib are not counted.
		tb := newTable(t, cribwars.Config{}, 1, 60, 97)
		tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D")
		tb.at(main(81), main(80))
		tb.has("Bob pegs 3 for a run of 3: 97 to 100.", "Bob lands in the penalty box at 100.",
			"Bob goes back 20 from 100 to 80.", "Ann goes ahead 20 from 60 to 81.",
			"Ann: an award cannot land in the time trap at 80: skips to 81.", "Bob folds for the rest of the deal.")
		tb.lay("10S JD").count(1)
		if tb.g.Phase() != crib.PhaseDeal {
			t.Fatalf("the deal goes on: %v\n%s", tb.g.Phase(), tb.log())
		}
		tb.at(main(103), main(80))
		// From 80, put there by going back, Bob's next score goes on along
		// the main path: his 10S makes 30, the go.
		tb.deal([]string{cDealer, cPone}, "5S").lay("5H 4D 5C 6D 10S")
		tb.at(main(106), main(81))
	})
	t.Run("the award would land in a box", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 80, 97)
		tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D")
		tb.at(main(101), main(80))
		tb.has("Ann: an award cannot land in the penalty box at 100: skips to 101.")
	})
	t.Run("mid-show", func(t *testing.T) {
		// The dealer's hand from 76 lands in the box: back to 80; the pone
		// (21) ahead to 41; the crib is not counted and the deal ends.
		tb := newTable(t, cribwars.Config{}, 1, 0, 72)
		tb.deal([]string{cPone, cDealer}, "5S").lay(cPlay).count(2)
		tb.at(main(41), main(80))
		if tb.g.Phase() != crib.PhaseDeal || tb.g.Dealer() != 0 {
			t.Errorf("the crib was counted: %v\n%s", tb.g.Phase(), tb.log())
		}
	})
	t.Run("the award wins", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 345, 97)
		tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D")
		if winnerOf(tb.g) != 0 || tb.g.Peg(0) != main(363) {
			t.Fatalf("winner %d\n%s", winnerOf(tb.g), tb.log())
		}
		if _, _, err := tb.g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("10S")}); !errors.Is(err, crib.ErrGameOver) {
			t.Errorf("a card after the end: %v", err)
		}
	})
	t.Run("teams fold both hands", func(t *testing.T) {
		// Four players: seat 1 (side 1, with seat 3) lands; both partners'
		// cards leave the play.
		tb := newTable(t, cribwars.Config{Layout: crib.FourPlayer()}, 3, 0, 98)
		tb.deal([]string{"10H 9C 8D KS 2C", "5D QH QD 7C 3C", "AH AS AD JS 4C", "6S 6H 6D 6C 4H"}, "2D")
		tb.lay("10H 5D") // fifteen for side 1: 98 to 100
		if !tb.g.Cribbage().Folded(1) || !tb.g.Cribbage().Folded(3) || tb.g.Cribbage().Play().Hand(3) != 0 {
			t.Fatalf("partners fold: %s", tb.log())
		}
		tb.at(main(20), main(80))
		tb.has("Bob & Dan fold for the rest of the deal.", "Bob & Dan go back 20 from 100 to 80.")
	})
}

// The Crib Wars penalty-box rule with three sides: the first to land sits
// out three hands and must then move its own peg out (one more hand if it
// does not); a second to land is ruled as with two, and the side in the box
// advances one hole.
func TestPenaltyBoxThreeSidesInADeal(t *testing.T) {
	// A board with two penalty boxes and nothing else, so that the bots'
	// deals land nowhere else.
	boxes := cribwars.MustTrack(cribwars.Spec{Name: "boxes", Holes: 363, PenaltyBoxes: []int{100, 300}})
	three := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxes}
	// Cat deals; Ann leads 10H, Bob's 5D makes fifteen from 98: the box.
	start := func(t *testing.T, c cribwars.Config, holes ...int) *table {
		tb := newTable(t, c, 2, holes...)
		return tb.deal([]string{"10H 9C 8D KS 2C", "5D QH QD 7C 3C", "AH AS AD JS 4C"}, "2D").lay("10H 5D")
	}
	t.Run("mid-play", func(t *testing.T) {
		tb := start(t, three, 110, 98, 115)
		tb.at(main(110), main(100), main(115))
		if st := tb.g.Stay(); st != (cribwars.Stay{In: true, Side: 1, Box: 100, HandsLeft: 3}) {
			t.Fatalf("stay %v", st)
		}
		tb.has("Bob stays in the penalty box at 100 and sits out the next 3 hands.", "Bob folds for the rest of the deal.")
		// Ann and Cat finish the play and the show.
		for tb.g.Phase() == crib.PhasePlay {
			tb.do(tb.g.Apply(crib.Lay{Seat: tb.g.Cribbage().Play().Turn(), Card: tb.g.Cribbage().Play().Legal().AppendTo(nil)[0]}))
		}
		tb.ev = nil
		tb.count(3)
		var counted []int
		for _, e := range tb.ev {
			if s, ok := e.(crib.Shown); ok {
				counted = append(counted, s.Seat)
			}
		}
		if !slices.Equal(counted, []int{0, 2, 2}) || tb.g.Phase() != crib.PhaseDeal {
			t.Fatalf("counted %v\n%s", counted, tb.log())
		}
		// Three hands sat out: each dealt to Ann and Cat alone, six cards
		// each, two to the crib.
		for hand := 3; hand > 0; hand-- {
			if st := tb.g.Stay(); st.HandsLeft != hand || tb.g.Peg(1) != main(100) {
				t.Fatalf("stay %v, Bob at %v", st, tb.g.Peg(1))
			}
			tb.ev = nil
			tb.playDeal(true)
			d := tb.ev[0]
			if so, ok := d.(crib.SatOut); ok {
				d = tb.ev[1]
				_ = so
			} else {
				t.Fatalf("no sitting out:\n%s", tb.log())
			}
			if dl := d.(crib.Dealt); dl.Out != 2 || dl.Hands[0].Len() != 6 || dl.Hands[2].Len() != 6 {
				t.Fatalf("deal %+v", dl)
			}
		}
		side, ok := tb.g.BoxDue()
		if !ok || side != 1 {
			t.Fatalf("due %d %v, stay %v", side, ok, tb.g.Stay())
		}
		if _, _, err := tb.g.Apply(cribwars.LeaveBox{Side: 0}); !errors.Is(err, cribwars.ErrStay) {
			t.Errorf("Ann leaves Bob's box: %v", err)
		}
		tb.ev = nil
		tb.do(tb.g.Apply(cribwars.LeaveBox{Side: 1}))
		if tb.g.Peg(1) != main(101) || tb.g.Stay().In {
			t.Fatalf("after leaving: %v %v", tb.g.Peg(1), tb.g.Stay())
		}
		tb.has("Bob leaves the penalty box: 100 to 101.")
	})
	t.Run("missing the move", func(t *testing.T) {
		tb := start(t, three, 110, 98, 115)
		tb.playDeal(false)
		for range 3 {
			tb.playDeal(false)
		}
		if _, ok := tb.g.BoxDue(); !ok {
			t.Fatalf("not due: %v", tb.g.Stay())
		}
		tb.ev = nil
		tb.do(tb.g.Apply(crib.Deal{})) // Bob did not move his peg: one more hand
		tb.has("Bob did not move the peg out of the penalty box: sits out one more hand.", "Bob sits out the deal")
		tb.playDeal(false)
		tb.playDeal(true) // now he moves it, before the next deal
		if tb.g.Stay().In || tb.g.Peg(1) == main(100) {
			t.Errorf("stay %v, Bob at %v", tb.g.Stay(), tb.g.Peg(1))
		}
	})
	t.Run("second arrival", func(t *testing.T) {
		for _, bumpedStays := range []bool{false, true} {
			c := three
			c.Rules.BumpedLeaves = !bumpedStays
			tb := start(t, c, 110, 98, 115)
			tb.playDeal(true)
			// Next deal: Ann deals to Cat and herself; Ann's run from 297
			// lands in the box at 300. Two-sided rules: Ann goes back 20,
			// Cat ahead 20, and Bob, in the box, advances one hole.
			tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(297)}))
			cat := tb.g.Peg(2).Hole
			tb.ev = nil
			tb.deal([]string{cDealer, "", cPone}, "5S").lay("5H 4D 5C 6D")
			tb.at(main(280), main(101), main(cat+20))
			tb.has("Ann goes back 20 from 300 to 280.", "Cat goes ahead 20 from", "Bob, in the penalty box, advances one hole from 100 to 101.")
			if st := tb.g.Stay(); st.In != bumpedStays {
				t.Errorf("bumped stays %v: stay %v", bumpedStays, st)
			}
			// Cat plays out alone and counts; Ann's crib is folded.
			tb.lay("10S JD").count(1)
			if tb.g.Phase() != crib.PhaseDeal {
				t.Errorf("phase %v", tb.g.Phase())
			}
			if bumpedStays {
				// Bob sits out on, and when due leaves without moving.
				for tb.g.Stay().HandsLeft > 0 {
					tb.playDeal(true)
				}
				tb.do(tb.g.Apply(cribwars.LeaveBox{Side: 1}))
				if tb.g.Peg(1) != main(101) || tb.g.Stay().In {
					t.Errorf("after: %v %v", tb.g.Peg(1), tb.g.Stay())
				}
			}
		}
	})
	t.Run("mid-show", func(t *testing.T) {
		// Three players, Cat deals and her hand lands in the box: her crib
		// is not counted; she sits out.
		tb := newTable(t, three, 2, 0, 0, 65)
		tb.deal([]string{"10H 9C 8D KS 2C", "QH QD 7C 3C 4D", "5D 5C 5H JS 4C"}, "5S")
		for tb.g.Phase() == crib.PhasePlay {
			tb.do(tb.g.Apply(crib.Lay{Seat: tb.g.Cribbage().Play().Turn(), Card: tb.g.Cribbage().Play().Legal().AppendTo(nil)[0]}))
		}
		for tb.g.Phase() == crib.PhaseShow && tb.g.Stay() == (cribwars.Stay{}) {
			tb.count(1)
		}
		if st := tb.g.Stay(); !st.In || st.Side != 2 || tb.g.Phase() != crib.PhaseDeal {
			t.Fatalf("stay %v phase %v\n%s", st, tb.g.Phase(), tb.log())
		}
	})
	t.Run("a side in the box pegs nothing", func(t *testing.T) {
		tb := start(t, three, 110, 98, 115)
		tb.do(tb.g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"})) // Ann handled the deck
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 1}))
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 2}))
		tb.at(main(110), main(100), main(117))
		tb.has("Bob is in the penalty box: the 2 points are not pegged.")
	})
}

// The Crib Wars penalty-box rule folds the lander's hand and crib at once:
// it pegs nothing more in the deal, not even the go its last card would
// earn when the other side folds in turn and no one can lay.
func TestPenaltyBoxRuleFoldedSidePegsNoGo(t *testing.T) {
	boxes := cribwars.MustTrack(cribwars.Spec{Name: "boxes", Holes: 363, PenaltyBoxes: []int{82, 100}})
	tb := newTable(t, cribwars.Config{Track: boxes}, 1, 60, 97)
	tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D") // Bob's run lands in the box at 100
	tb.at(main(80), main(80))
	tb.do(tb.g.Apply(cribwars.Penalty{Offender: 1, Rule: "test"}))
	tb.ev = nil
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 0})) // Ann's 2 land her in the box at 82: she folds too
	tb.at(main(62), main(101))
	for _, p := range tb.pegged() {
		if p.Score.Side == 1 && (p.Score.Kind == crib.ScoreGo || p.Score.Kind == crib.ScoreLast) {
			t.Errorf("Bob, folded, pegs %v\n%s", p.Score, tb.log())
		}
	}
	if tb.g.Phase() != crib.PhaseDeal {
		t.Errorf("phase %v\n%s", tb.g.Phase(), tb.log())
	}
}

// The Crib Wars penalty-box rule: the first side of three to land in a box
// sits out three consecutive hands, whole ones, counted from the next hand,
// even when another side was bumped out of the box earlier in the same deal
// (here with Rules.BumpedLeaves, so that the box is empty when Cat lands).
func TestPenaltyBoxRuleThreeWholeHands(t *testing.T) {
	boxes := cribwars.MustTrack(cribwars.Spec{Name: "boxes", Holes: 363, PenaltyBoxes: []int{100, 140, 300}})
	c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxes, Rules: cribwars.Rules{BumpedLeaves: true}}
	tb := newTable(t, c, 2, 110, 98, 115)
	tb.deal([]string{"10H 9C 8D KS 2C", "5D QH QD 7C 3C", "AH AS AD JS 4C"}, "2D").lay("10H 5D") // Bob in the box at 100
	tb.playDeal(true)
	tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(297)}))
	tb.do(tb.g.Apply(cribwars.Place{Side: 2, Peg: main(98)}))
	// Bob sits out; Ann's run lands her in the box at 300 and bumps Bob
	// out; Cat, ahead 20 to 118, pegs her go, last card and hand to 140,
	// the box, and is the first in it now.
	tb.deal([]string{cDealer, "", cPone}, "5S").lay("5H 4D 5C 6D 10S JD").count(1)
	tb.has("Bob, in the penalty box, advances one hole from 100 to 101.", "Cat stays in the penalty box at 140 and sits out the next 3 hands.")
	// Ann and Bob play the next hands far from the boxes.
	tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(10)}))
	tb.do(tb.g.Apply(cribwars.Place{Side: 1, Peg: main(150)}))
	for hand := 3; hand > 0; hand-- {
		if st := tb.g.Stay(); st != (cribwars.Stay{In: true, Side: 2, Box: 140, HandsLeft: hand}) {
			t.Fatalf("before hand %d: %v\n%s", 4-hand, st, tb.log())
		}
		tb.ev = nil
		tb.playDeal(false)
		if d, ok := tb.ev[1].(crib.Dealt); !ok || d.Out != 1<<2 {
			t.Fatalf("Cat does not sit out hand %d:\n%s", 4-hand, tb.log())
		}
	}
	if side, ok := tb.g.BoxDue(); !ok || side != 2 {
		t.Errorf("due %d %v after three hands: %v", side, ok, tb.g.Stay())
	}
}

func TestHostilePeggerOddBoard(t *testing.T) {
	p := cribwars.NewPegger(cribwars.DefaultTrack(), cribwars.Rules{})
	for _, side := range []int{-1, 6, math.MaxInt} {
		pg := p.Peg(crib.Board{Sides: math.MaxInt}, crib.Score{Side: side, Points: 2})
		if pg.Board.Sides != math.MaxInt {
			t.Errorf("side %d: the board changed: %+v", side, pg.Board)
		}
	}
}

// BenchmarkPegger is one score recorded through the Pegger on crib's board,
// landing on a plain hole: the score's own Pegged event and nothing else.
func BenchmarkPegger(b *testing.B) {
	p := cribwars.NewPegger(cribwars.DefaultTrack(), cribwars.Rules{})
	cb := crib.NewBoard(2, 363)
	sc := crib.Score{Kind: crib.ScoreHand, Side: 0, Points: 7}
	b.ReportAllocs()
	for b.Loop() {
		if pg := p.Peg(cb, sc); len(pg.Events) != 1 || pg.Fold {
			b.Fatal(pg.Events)
		}
	}
}
