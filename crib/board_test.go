package crib_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/must"
)

func TestBoardLeapfrog(t *testing.T) {
	b := crib.NewBoard(2, 121)
	b = b.Leapfrog(0, 5)
	b = b.Leapfrog(0, 0) // rule 8.2: a zero score touches no peg
	b = b.Leapfrog(0, 7)
	if b.Pegs[0] != (crib.Pegs{Front: 12, Rear: 5}) {
		t.Errorf("pegs %+v", b.Pegs[0])
	}
	b = b.Leapfrog(0, -15)
	if b.Pegs[0] != (crib.Pegs{Front: 0, Rear: 0}) {
		t.Errorf("15 back from 12: %+v", b.Pegs[0])
	}
	b = b.Leapfrog(1, 130)
	if !b.Out(1) || b.Score(1) != 121 {
		t.Errorf("game hole: %+v", b.Pegs[1])
	}
}

// TestLeapfrogAtItsEdges: scores that reach the game hole exactly, go past
// it, take the front peg back to the start exactly or past it, leave the
// rear peg level with the front, and a score of zero on pegs that share a
// hole.
func TestLeapfrogAtItsEdges(t *testing.T) {
	for _, tc := range []struct {
		from crib.Pegs
		n    int
		want crib.Pegs
	}{
		{crib.Pegs{Front: 100, Rear: 90}, 21, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, 20, crib.Pegs{Front: 120, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, 22, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 100, Rear: 90}, math.MaxInt, crib.Pegs{Front: 121, Rear: 100}},
		{crib.Pegs{Front: 15, Rear: 3}, -15, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -14, crib.Pegs{Front: 1, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -16, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, math.MinInt, crib.Pegs{Front: 0, Rear: 0}},
		{crib.Pegs{Front: 15, Rear: 3}, -12, crib.Pegs{Front: 3, Rear: 2}},
		{crib.Pegs{Front: 15, Rear: 3}, -11, crib.Pegs{Front: 4, Rear: 3}},
		{crib.Pegs{Front: 50, Rear: 50}, 0, crib.Pegs{Front: 50, Rear: 50}},
		{crib.Pegs{Front: 50, Rear: 40}, 0, crib.Pegs{Front: 50, Rear: 40}},
	} {
		b := crib.NewBoard(2, 121)
		b.Pegs[1] = tc.from
		if got := b.Leapfrog(1, tc.n).Pegs[1]; got != tc.want {
			t.Errorf("%v by %d: %v, want %v", tc.from, tc.n, got, tc.want)
		}
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
			must.Is(t, "WriteSVG of an odd board", err, crib.ErrBadRules)
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

// trapPegger is a toy board with special holes that keeps a record of its
// own: it leapfrogs like the ACC board, counts the scores of each side that
// moved its peg (a placement by a ruling starts the count again) and the
// kind of the last score it saw, folds a side whose forward score ends on
// hole fold, and allows muggins below hole mugBelow.
type trapPegger struct {
	fold, mugBelow int
	moved          [crib.MaxSides]int
	last           crib.ScoreKind
}

func (p trapPegger) Peg(b crib.Board, sc crib.Score) crib.PegResult {
	pg := crib.TwoPegBoard{}.Peg(b, sc)
	switch {
	case sc.Kind == crib.ScorePlace:
		p.moved[sc.Side] = 0
	case sc.Points != 0:
		p.moved[sc.Side]++
	}
	p.last = sc.Kind
	pg.Pegger = p
	pg.Fold = sc.Points > 0 && pg.Board.Pegs[sc.Side].Front == p.fold
	return pg
}

func (p trapPegger) Muggins(b crib.Board, side int) bool { return b.Score(side) < p.mugBelow }

// record returns the toy pegger's record as the game has kept it.
func record(t *testing.T, g crib.Game) trapPegger {
	t.Helper()
	p, ok := g.Pegger().(trapPegger)
	if !ok {
		t.Fatalf("the game's pegger is a %T", g.Pegger())
	}
	return p
}

// TestPeggerKeepsItsRecord: the game keeps the pegger each score returns,
// from score to score, and never reads its record; a peg placed by a ruling
// goes through the pegger as a ScorePlace.
func TestPeggerKeepsItsRecord(t *testing.T) {
	g := theDeal(t, crib.Rules{Pegger: trapPegger{}}, 10, 20)
	if m := record(t, g).moved; m[0] != 1 || m[1] != 1 {
		t.Fatalf("record %v after one score each", m)
	}
	g, ev := layEv(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
	if m := record(t, g).moved; m[0] != 2 || m[1] != 3 {
		t.Errorf("record %v after the play\n%s", m, describe(ev))
	}
	if (trapPegger{}) != g.Rules().Pegger {
		t.Errorf("the rules' pegger changed: %+v", g.Rules().Pegger)
	}
	g2, ev := stepEv(t)(g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.RemovedBothPegs(20, 4, true, false)}))
	if p := record(t, g2); p.moved[1] != 0 || p.moved[0] != 2 || p.last != crib.ScorePlace {
		t.Errorf("record %+v after a ruling placed seat 1's pegs", p)
	}
	if pl := pegged(ev, 1, crib.ScorePlace); len(pl) != 1 || pl[0].Score.Place != (crib.Pegs{Front: 20, Rear: 19}) {
		t.Errorf("the placement: %+v\n%s", pl, describe(ev))
	}
}

// TestFoldWhereAScoreLands: a Pegger folds a side at once wherever
// its score lands: in the play (no go for the card), in the show (its crib is
// not counted), on his heels, before the play.
func TestFoldWhereAScoreLands(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		// The dealer's 6D makes a run of 3 from 7: it lands on 10 and the
		// dealer folds. The pone plays out alone: 10S (30) and the go, JD
		// last card; only the pone's hand is counted.
		g := theDeal(t, crib.Rules{Pegger: trapPegger{fold: 10}}, 0, 7)
		g, ev := layEv(t, g, "5H 4D 5C 6D")
		if !g.Folded(1) || g.Folded(0) || g.Play().Turn() != 0 || g.Play().Hand(1) != 0 {
			t.Fatalf("after the run: folded %v %v, %v\n%s", g.Folded(0), g.Folded(1), g.Play(), describe(ev))
		}
		g, ev = layEv(t, g, "10S JD")
		if g.Phase() != crib.PhaseShow || g.Score(0) != 2 || g.Score(1) != 10 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		g, ev, err := g.Apply(crib.Count{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Phase() != crib.PhaseDeal || g.Score(0) != 22 || g.Score(1) != 10 || !hasEvent[crib.DealOver](ev) {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
	})
	t.Run("card and go", func(t *testing.T) {
		// The pone's 10S makes 30, with no 15, pair or run: no landing. But
		// with the dealer at 8, the run of 3 (11) does not land either;
		// put the pone at 0 and fold at 1: the pone's go point is its
		// first score, and lands.
		g := theDeal(t, crib.Rules{Pegger: trapPegger{fold: 1}}, 0, 20)
		g, ev := layEv(t, g, "5H 4D 5C 6D 10S")
		if !g.Folded(0) || g.Score(0) != 1 {
			t.Fatalf("the go to 1 should fold the pone: %v\n%s", g.Board(), describe(ev))
		}
		// The dealer leads and plays out alone: 4S, 6H last card.
		if g.Play().Turn() != 1 {
			t.Fatalf("turn %d", g.Play().Turn())
		}
		g, ev = layEv(t, g, "4S 6H")
		if g.Phase() != crib.PhaseShow || g.Score(1) != 20+3+1 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		// The pone's hand is not counted: the dealer counts, then the crib.
		_, ev = stepEv(t)(g.Apply(crib.Count{}))
		if s, ok := ev[0].(crib.Shown); !ok || s.Seat != 1 || s.Crib {
			t.Fatalf("first count %v", describe(ev))
		}
	})
	t.Run("card whose go is lost", func(t *testing.T) {
		// Pone keeps 10S 5H 5C JD, dealer 10D 4D 6D 6H (3H 9C away).
		// 10S, 10D (pair, 2), 5H (25), 6D (31? 31 with nothing else: 2);
		// set the dealer at 8 so the pair lands on 10: the dealer folds,
		// and its later go never comes.
		g := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 10}}, dealer: 1,
			dealt: []string{"10S 5H 5C JD AC 2C", "10D 4D 6D 6H 3H 9C"}, starter: "KS", scores: []int{0, 8}})
		g, ev := layEv(t, g, "10S 10D")
		if !g.Folded(1) || g.Score(1) != 10 {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		g, ev = layEv(t, g, "5H 5C JD")
		if g.Score(1) != 10 || len(pegged(ev, 1, crib.ScoreGo)) != 0 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
	})
	t.Run("card that ends the count", func(t *testing.T) {
		// Pone keeps 10S 5H AC JD; dealer 10D 6D 4D 6H. 10S, 10D (pair,
		// 2, lands on 10 from 8): the dealer folds. The pone plays on: 5H
		// (25), AC (26), JD does not fit: the go to the pone, who leads JD
		// for last card.
		g := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 10}}, dealer: 1,
			dealt: []string{"10S 5H AC JD 5C 2C", "10D 6D 4D 6H 3H 9C"}, starter: "KS", scores: []int{0, 8}})
		g, ev := layEv(t, g, "10S 10D 5H AC")
		if g.Score(0) != 1 || !hasEvent[crib.CountRestarted](ev) {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		g, ev = layEv(t, g, "JD")
		if g.Score(0) != 2 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
	})
	t.Run("show", func(t *testing.T) {
		// The pone's hand (20) lands on 30 from 10 and folds; the dealer's
		// hand and crib are counted.
		g := theDeal(t, crib.Rules{Pegger: trapPegger{fold: 32}}, 10, 0)
		g = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H") // the pone pegs 1, to 11
		g, ev := stepEv(t)(g.Apply(crib.Count{})) // 20 from 11 is 31: no
		if g.Folded(0) {
			t.Fatalf("folded at %d\n%s", g.Score(0), describe(ev))
		}
		g = theDeal(t, crib.Rules{Pegger: trapPegger{fold: 31}}, 10, 0)
		g = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		g, ev = stepEv(t)(g.Apply(crib.Count{}))
		if !g.Folded(0) || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		g = step(t)(g.Apply(crib.Count{}))       // the dealer's hand
		g, ev = stepEv(t)(g.Apply(crib.Count{})) // the crib
		if g.Phase() != crib.PhaseDeal || g.Score(1) != 4+24+4 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		// The dealer's hand lands: the crib is not counted.
		g = theDeal(t, crib.Rules{Pegger: trapPegger{fold: 28}}, 10, 0)
		g = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		g = step(t)(g.Apply(crib.Count{}))
		g, ev = stepEv(t)(g.Apply(crib.Count{}))
		if g.Phase() != crib.PhaseDeal || g.Score(1) != 28 || g.Dealer() != 0 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
	})
	t.Run("heels", func(t *testing.T) {
		g, ev := setupEv(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 2}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "JS"})
		if !g.Folded(1) || g.Play().Hand(1) != 0 || g.Play().Turn() != 0 {
			t.Fatalf("%v\n%s", g.Play(), describe(ev))
		}
	})
	t.Run("before the play", func(t *testing.T) {
		// A penalty taken in the discard lands: the side's hands leave the
		// play when it begins, and the discards still make the crib.
		rules := crib.Rules{Pegger: trapPegger{fold: 2}}
		g := must.Get(crib.NewGame(rules, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
		g = step(t)(g.Apply(crib.Deal{}))
		g, ev, err := g.Apply(crib.ApplyRuling{Offender: 1, Ruling: ruling.UsedOpponentsPeg(0, false, true)}) // 2 to seat 0
		if err != nil || !g.Folded(0) || !hasEvent[crib.Folded](ev) {
			t.Fatalf("%v %v\n%s", err, g.Board(), describe(ev))
		}
		for s := range 2 {
			h := g.Hand(s).AppendTo(nil)
			g = step(t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[:2]...)}))
		}
		g = step(t)(g.Apply(crib.CutAt{Depth: 10}))
		if g.Play().Hand(0) != 0 || g.Play().Turn() != 1 || g.Crib().Len() != 4 {
			t.Fatalf("%v crib %v", g.Play(), g.Crib())
		}
	})
}

// TestClaimedFold: in claimed mode a claim that lands where the side folds
// opens no window for muggins or correction on it.
func TestClaimedFold(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Pegger: trapPegger{fold: 9, mugBelow: 1000}}
	g := theDeal(t, rules, 0, 7)
	g = lay(t, g, "5H 4D 5C 6D")
	g, ev, err := g.Apply(crib.Claim{Seat: 1, Points: 2}) // the run is 3: an underpeg, to 9, where it folds
	if err != nil || !g.Folded(1) {
		t.Fatalf("%v %v\n%s", err, g.Board(), describe(ev))
	}
	// No window is open: the call is wrong, and the dealer scores its 1.
	g2, ev, err := g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 1})
	if err != nil || g2.Score(0) != 0 || g2.Score(1) != 10 {
		t.Errorf("muggins on a folded side's score: %v %v\n%s", err, g2.Board(), describe(ev))
	}
	// An overpeg that folds: no correction.
	g = theDeal(t, rules, 0, 5)
	g = lay(t, g, "5H 4D 5C 6D")
	g = step(t)(g.Apply(crib.Claim{Seat: 1, Points: 4}))
	if !g.Folded(1) {
		t.Fatalf("not folded at %v", g.Board())
	}
	if _, _, err := g.Apply(crib.Correct{Caller: 0, Target: 1}); !errors.Is(err, crib.ErrNoClaim) {
		t.Errorf("correct: %v", err)
	}
}

// TestPeggerMuggins: muggins applies where the board says, judged where the
// side stood before the score.
func TestPeggerMuggins(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Pegger: trapPegger{mugBelow: 50}}
	run := func(dealerAt int) (crib.Game, error) {
		g := theDeal(t, rules, 0, dealerAt)
		g = lay(t, g, "5H 4D 5C 6D")
		g = step(t)(g.Apply(crib.Claim{Seat: 1, Points: 0})) // misses the run of 3
		g, _, err := g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})
		return g, err
	}
	if g, err := run(49); err != nil || g.Score(0) != 3 {
		t.Errorf("at 49: %v %v", err, g.Board())
	}
	if _, err := run(50); !errors.Is(err, crib.ErrNoMuggins) {
		t.Errorf("at 50: %v", err)
	}
	// Where muggins does not apply, an underpeg that would have gone out
	// calls for the reminder of rule 8.11.
	g := theDeal(t, rules, 0, 119)
	g = lay(t, g, "5H 4D 5C 6D")
	g, ev := stepEv(t)(g.Apply(crib.Claim{Seat: 1, Points: 0}))
	if act, seat := g.Next(); act != crib.StepPegOut || seat != 1 {
		t.Errorf("next %v %d\n%s", act, seat, describe(ev))
	}
}
