package crib_test

// Tests of the hooks a board with special holes (Crib Wars) plugs into:
// Board.Track, FoldingPegger, MugginsPegger, Game.Award, Rules.Declinable,
// Game.SitOut and LayoutFor.

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// trapPegger leapfrogs like the ACC board, counts in Board.Track the
// scores each side has pegged that moved its peg, folds a side whose forward
// score ends on hole fold, and allows muggins below hole mugBelow. It
// records the kind of the last score it saw in Track of side 5 (unused by
// two sides), so tests can see what the game passed it.
type trapPegger struct{ fold, mugBelow int }

func (p trapPegger) Peg(b crib.Board, sc crib.Score) (crib.Board, []crib.Event) {
	nb, ev, _ := p.PegFold(b, sc)
	return nb, ev
}

func (p trapPegger) PegFold(b crib.Board, sc crib.Score) (crib.Board, []crib.Event, bool) {
	b = b.Leapfrog(sc.Side, sc.Points)
	if sc.Points != 0 {
		b.Track[sc.Side]++
	}
	b.Track[5] = int(sc.Kind)
	return b, nil, sc.Points > 0 && b.Pegs[sc.Side].Front == p.fold
}

func (p trapPegger) Muggins(b crib.Board, side int) bool { return b.Score(side) < p.mugBelow }

func pegged(ev []crib.Event, side int, kind crib.ScoreKind) []crib.Pegged {
	var out []crib.Pegged
	for _, e := range ev {
		if p, ok := e.(crib.Pegged); ok && p.Score.Side == side && p.Score.Kind == kind {
			out = append(out, p)
		}
	}
	return out
}

func hasEvent[T crib.Event](ev []crib.Event) bool {
	for _, e := range ev {
		if _, ok := e.(T); ok {
			return true
		}
	}
	return false
}

// TestTrackIsThePeggers: the game keeps the Pegger's Board.Track from
// score to score and never reads it; a peg placed by a ruling goes back to
// track 0.
func TestTrackIsThePeggers(t *testing.T) {
	g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{}}, dealer: 1,
		dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{10, 20}})
	if tr := g.Board().Track; tr[0] != 1 || tr[1] != 1 {
		t.Fatalf("tracks %v after one score each", tr)
	}
	g, ev := lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
	if tr := g.Board().Track; tr[0] != 2 || tr[1] != 3 {
		t.Errorf("tracks %v after the play\n%s", tr, describe(ev))
	}
	g2, _, err := g.ApplyRuling(1, crib.RemovedBothPegs(20, 4, true, false))
	if err != nil {
		t.Fatal(err)
	}
	if tr := g2.Board().Track; tr[1] != 0 || tr[0] != 2 {
		t.Errorf("tracks %v after a ruling placed seat 1's pegs", tr)
	}
}

// TestFoldWhereAScoreLands: a FoldingPegger folds a side at once wherever
// its score lands: in the play (no go for the card), in the show (its crib is
// not counted), on his heels, before the play.
func TestFoldWhereAScoreLands(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		// The dealer's 6D makes a run of 3 from 7: it lands on 10 and the
		// dealer folds. The pone plays out alone: 10S (30) and the go, JD
		// last card; only the pone's hand is counted.
		g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 10}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 7}})
		g, ev := lay(t, g, "5H 4D 5C 6D")
		if !g.Folded(1) || g.Folded(0) || g.Play().Turn() != 0 || g.Play().Hand(1) != 0 {
			t.Fatalf("after the run: folded %v %v, %v\n%s", g.Folded(0), g.Folded(1), g.Play(), describe(ev))
		}
		g, ev = lay(t, g, "10S JD")
		if g.Phase() != crib.PhaseShow || g.Score(0) != 2 || g.Score(1) != 10 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		g, ev, err := g.Count()
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
		g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 1}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 20}})
		g, ev := lay(t, g, "5H 4D 5C 6D 10S")
		if !g.Folded(0) || g.Score(0) != 1 {
			t.Fatalf("the go to 1 should fold the pone: %v\n%s", g.Board(), describe(ev))
		}
		// The dealer leads and plays out alone: 4S, 6H last card.
		if g.Play().Turn() != 1 {
			t.Fatalf("turn %d", g.Play().Turn())
		}
		g, ev = lay(t, g, "4S 6H")
		if g.Phase() != crib.PhaseShow || g.Score(1) != 20+3+1 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		// The pone's hand is not counted: the dealer counts, then the crib.
		_, ev, _ = g.Count()
		if s, ok := ev[0].(crib.Shown); !ok || s.Seat != 1 || s.Crib {
			t.Fatalf("first count %v", describe(ev))
		}
	})
	t.Run("card whose go is lost", func(t *testing.T) {
		// Pone keeps 10S 5H 5C JD, dealer 10D 4D 6D 6H (3H 9C away).
		// 10S, 10D (pair, 2), 5H (25), 6D (31? 31 with nothing else: 2);
		// set the dealer at 8 so the pair lands on 10: the dealer folds,
		// and its later go never comes.
		g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 10}}, dealer: 1,
			dealt: []string{"10S 5H 5C JD AC 2C", "10D 4D 6D 6H 3H 9C"}, starter: "KS", scores: []int{0, 8}})
		g, ev := lay(t, g, "10S 10D")
		if !g.Folded(1) || g.Score(1) != 10 {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		g, ev = lay(t, g, "5H 5C JD")
		if g.Score(1) != 10 || len(pegged(ev, 1, crib.ScoreGo)) != 0 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
	})
	t.Run("card that ends the count", func(t *testing.T) {
		// Pone keeps 10S 5H AC JD; dealer 10D 6D 4D 6H. 10S, 10D (pair,
		// 2, lands on 10 from 8): the dealer folds. The pone plays on: 5H
		// (25), AC (26), JD does not fit: the go to the pone, who leads JD
		// for last card.
		g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 10}}, dealer: 1,
			dealt: []string{"10S 5H AC JD 5C 2C", "10D 6D 4D 6H 3H 9C"}, starter: "KS", scores: []int{0, 8}})
		g, ev := lay(t, g, "10S 10D 5H AC")
		if g.Score(0) != 1 || !hasEvent[crib.CountRestarted](ev) {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		g, ev = lay(t, g, "JD")
		if g.Score(0) != 2 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
	})
	t.Run("show", func(t *testing.T) {
		// The pone's hand (20) lands on 30 from 10 and folds; the dealer's
		// hand and crib are counted.
		g, _ := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 32}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{10, 0}})
		g, _ = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H") // the pone pegs 1, to 11
		g, ev, _ := g.Count()                        // 20 from 11 is 31: no
		if g.Folded(0) {
			t.Fatalf("folded at %d\n%s", g.Score(0), describe(ev))
		}
		g, _ = setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 31}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{10, 0}})
		g, _ = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		g, ev, _ = g.Count()
		if !g.Folded(0) || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		g, _, _ = g.Count()  // the dealer's hand
		g, ev, _ = g.Count() // the crib
		if g.Phase() != crib.PhaseDeal || g.Score(1) != 4+24+4 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
		// The dealer's hand lands: the crib is not counted.
		g, _ = setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 28}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{10, 0}})
		g, _ = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		g, _, _ = g.Count()
		g, ev, _ = g.Count()
		if g.Phase() != crib.PhaseDeal || g.Score(1) != 28 || g.Dealer() != 0 {
			t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
		}
	})
	t.Run("heels", func(t *testing.T) {
		g, ev := setup(t, setupDeal{rules: crib.Rules{Pegger: trapPegger{fold: 2}}, dealer: 1,
			dealt: []string{cPone, cDealer}, starter: "JS"})
		if !g.Folded(1) || g.Play().Hand(1) != 0 || g.Play().Turn() != 0 {
			t.Fatalf("%v\n%s", g.Play(), describe(ev))
		}
	})
	t.Run("before the play", func(t *testing.T) {
		// A penalty taken in the discard lands: the side's hands leave the
		// play when it begins, and the discards still make the crib.
		rules := crib.Rules{Pegger: trapPegger{fold: 2}}
		g, _ := crib.NewGame(rules, 1)
		g, _, _ = g.ChooseDealer(1)
		g, _, _ = g.Deal()
		g, ev, err := g.ApplyRuling(1, crib.UsedOpponentsPeg(0, false, true)) // 2 to seat 0
		if err != nil || !g.Folded(0) || !hasEvent[crib.Folded](ev) {
			t.Fatalf("%v %v\n%s", err, g.Board(), describe(ev))
		}
		for s := range 2 {
			h := g.Hand(s).AppendTo(nil)
			g, _, _ = g.Discard(s, h[:2]...)
		}
		g, _, _ = g.CutAt(10)
		if g.Play().Hand(0) != 0 || g.Play().Turn() != 1 || g.Crib().Len() != 4 {
			t.Fatalf("%v crib %v", g.Play(), g.Crib())
		}
	})
}

// TestFoldInTheShowAfterThePlay: a side that folded in the play is passed
// over when the show begins, whoever laid the last card.
func TestFoldInTheShowAfterThePlay(t *testing.T) {
	g, _ := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	g, _ = lay(t, g, "5H")
	g, _, err := g.Fold(0) // the pone folds; the dealer plays out alone
	if err != nil {
		t.Fatal(err)
	}
	g, _ = lay(t, g, "4D 6D 4S 6H")
	if g.Phase() != crib.PhaseShow {
		t.Fatalf("phase %v", g.Phase())
	}
	_, ev, _ := g.Count()
	if s, ok := ev[0].(crib.Shown); !ok || s.Seat != 1 || s.Crib {
		t.Fatalf("the folded pone was counted:\n%s", describe(ev))
	}
}

// TestClaimedFold: in claimed mode a claim that lands where the side folds
// opens no window for muggins or correction on it.
func TestClaimedFold(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Pegger: trapPegger{fold: 9, mugBelow: 1000}}
	g, _ := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 7}})
	g, _ = lay(t, g, "5H 4D 5C 6D")
	g, ev, err := g.Claim(1, 2) // the run is 3: an underpeg, to 9, where it folds
	if err != nil || !g.Folded(1) {
		t.Fatalf("%v %v\n%s", err, g.Board(), describe(ev))
	}
	// No window is open: the call is wrong, and the dealer scores its 1.
	g2, ev, err := g.CallMuggins(0, 1, 1)
	if err != nil || g2.Score(0) != 0 || g2.Score(1) != 10 {
		t.Errorf("muggins on a folded side's score: %v %v\n%s", err, g2.Board(), describe(ev))
	}
	// An overpeg that folds: no correction.
	g, _ = setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 5}})
	g, _ = lay(t, g, "5H 4D 5C 6D")
	g, _, _ = g.Claim(1, 4)
	if !g.Folded(1) {
		t.Fatalf("not folded at %v", g.Board())
	}
	if _, _, err := g.Correct(0, 1); !errors.Is(err, crib.ErrNoClaim) {
		t.Errorf("correct: %v", err)
	}
}

// TestMugginsPegger: muggins applies where the board says, judged where the
// side stood before the score.
func TestMugginsPegger(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Pegger: trapPegger{mugBelow: 50}}
	run := func(dealerAt int) (crib.Game, error) {
		g, _ := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, dealerAt}})
		g, _ = lay(t, g, "5H 4D 5C 6D")
		g, _, _ = g.Claim(1, 0) // misses the run of 3
		g, _, err := g.CallMuggins(0, 1, 3)
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
	g, _ := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 119}})
	g, _ = lay(t, g, "5H 4D 5C 6D")
	g, ev, _ := g.Claim(1, 0)
	if act, seat := g.Next(); act != crib.ActPegOut || seat != 1 {
		t.Errorf("next %v %d\n%s", act, seat, describe(ev))
	}
}

// TestAward: Game.Award pegs a ScoreAward through the Pegger; on the ACC
// board it is a leapfrog.
func TestAward(t *testing.T) {
	g, _ := crib.NewGame(crib.Rules{Pegger: trapPegger{}}, 1)
	g, ev, err := g.Award(1, 20, "a test")
	if err != nil || g.Score(1) != 20 || g.Board().Track[5] != int(crib.ScoreAward) {
		t.Fatalf("%v %v %v", err, g.Board(), g.Board().Track)
	}
	if got := describe(ev); got != "Dee pegs 20 for an award (rule a test): 0 to 20.\n" {
		t.Errorf("describe: %q", got)
	}
	if _, _, err := g.Award(1, -1, ""); !errors.Is(err, crib.ErrBadClaim) {
		t.Errorf("a negative award: %v", err)
	}
	if _, _, err := g.Award(2, 1, ""); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no such side: %v", err)
	}
	g, _, _ = g.Award(1, 200, "")
	if g.Winner() != 1 {
		t.Errorf("an award to the game hole: winner %d", g.Winner())
	}
}

// TestDeclinable: penalty points go to every side but the offender's, each
// of which takes or declines them; the game waits.
func TestDeclinable(t *testing.T) {
	rules := crib.Rules{Layout: crib.ThreePlayer(), Declinable: true}
	g, _ := crib.NewGame(rules, 1)
	g, _, _ = g.ChooseDealer(0)
	g, ev, err := g.ApplyRuling(1, crib.UsedOpponentsPeg(0, false, true))
	if err != nil {
		t.Fatal(err)
	}
	offers := g.Offers()
	if len(offers) != 2 || offers[0].Side != 0 || offers[1].Side != 2 || offers[0].Points != 2 {
		t.Fatalf("offers %+v\n%s", offers, describe(ev))
	}
	if act, seat := g.Next(); act != crib.ActOffer || seat != 0 {
		t.Errorf("next %v %d", act, seat)
	}
	if _, _, err := g.Deal(); !errors.Is(err, crib.ErrOfferPending) {
		t.Errorf("deal with an offer waiting: %v", err)
	}
	if _, _, err := g.TakeOffer(1); !errors.Is(err, crib.ErrNoClaim) {
		t.Errorf("the offender takes: %v", err)
	}
	g, _, _ = g.DeclineOffer(2)
	g, ev, _ = g.TakeOffer(0)
	if g.Score(0) != 2 || g.Score(1) != 0 || g.Score(2) != 0 || len(g.Offers()) != 0 {
		t.Errorf("board %v\n%s", g.Board(), describe(ev))
	}
	if _, _, err := g.Deal(); err != nil {
		t.Errorf("deal after the answers: %v", err)
	}
	want := "Ann may take 2 points for a penalty (rule 8.8) or decline them."
	if got := (crib.Offered{Side: 0, Sides: 3, Points: 2, Kind: crib.ScorePenalty, Rule: "8.8", GiveBack: -1}).Describe([]string{"Ann", "Bob", "Cat"}); got != want {
		t.Errorf("describe %q", got)
	}
}

// TestDeclinableMuggins: the muggins caller keeps the points or gives them
// back; a wrong call and a correction are penalties offered to every other
// side.
func TestDeclinableMuggins(t *testing.T) {
	rules := crib.Rules{Claimed: true, Muggins: true, Declinable: true}
	start := func() crib.Game {
		g, _ := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
		g, _ = lay(t, g, "5H 4D 5C 6D")
		g, _, _ = g.Claim(1, 0) // misses the run of 3
		return g
	}
	g, ev, err := start().CallMuggins(0, 1, 3)
	if err != nil || g.Score(0) != 0 || len(g.Offers()) != 1 || g.Offers()[0].GiveBack != 1 {
		t.Fatalf("%v %v %+v\n%s", err, g.Board(), g.Offers(), describe(ev))
	}
	kept, ev, _ := g.TakeOffer(0)
	if kept.Score(0) != 3 || pegged(ev, 0, crib.ScoreMuggins) == nil {
		t.Errorf("kept: %v\n%s", kept.Board(), describe(ev))
	}
	back, ev, _ := g.DeclineOffer(0)
	if back.Score(0) != 0 || back.Score(1) != 3 {
		t.Errorf("given back: %v\n%s", back.Board(), describe(ev))
	}
	if !strings.Contains(describe(ev), "Pat gives 3 points back to Dee.") {
		t.Errorf("given back:\n%s", describe(ev))
	}
	// A wrong call: the points are offered to the target's side.
	g, _, _ = start().CallMuggins(0, 1, 3)
	g, _, _ = g.TakeOffer(0)
	g, _, _ = g.CallMuggins(0, 1, 2)
	if o := g.Offers(); len(o) != 1 || o[0].Side != 1 || o[0].Points != 2 || o[0].Kind != crib.ScorePenalty {
		t.Errorf("wrong call: %+v", o)
	}
	// A false claim of game (8.4b): the points overclaimed are offered;
	// the 15 back is not a choice.
	g, _ = setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: []int{0, 110}})
	g, _ = lay(t, g, "5H 4D 5C 6D")
	g, ev, _ = g.Claim(1, 12) // the run is 3: 110 + 12 claims the game
	if o := g.Offers(); len(o) != 1 || o[0].Side != 0 || o[0].Points != 8 || o[0].Kind != crib.ScoreCorrection || o[0].Rule != "8.4b" || g.Score(1) != 98 {
		t.Errorf("false claim: %v %+v\n%s", g.Board(), o, describe(ev))
	}
	// A correction: the overpegger goes back, the error is offered.
	g, _ = setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	g, _ = lay(t, g, "5H 4D 5C 6D")
	g, _, _ = g.Claim(1, 5)
	g, _, _ = g.Correct(0, 1)
	if g.Score(1) != 3 || len(g.Offers()) != 1 || g.Offers()[0].Points != 2 {
		t.Errorf("correction: %v %+v", g.Board(), g.Offers())
	}
}

// dealWithout stacks a pack for a deal with sides sitting out: dealt[s]
// for each seat that plays (nil for those out), one card at a time from
// the dealer's left, the starter four cards down in what is left.
func dealWithout(g crib.Game, dealt []string, starter string) cards.Deck {
	l := g.DealLayout()
	n := g.Seats()
	var order []int
	for k := 1; k <= n; k++ {
		s := (g.Dealer() + k) % n
		if dealt[s] != "" {
			order = append(order, s)
		}
	}
	var used cards.Set
	hands := make([][]cards.Card, n)
	for _, s := range order {
		hands[s] = cards.MustParseList(dealt[s])
		used = used.Union(cards.SetOf(hands[s]...))
	}
	st := cards.MustParse(starter)
	used = used.With(st)
	var top []cards.Card
	for i := range l.Deal {
		for _, s := range order {
			top = append(top, hands[s][i])
		}
	}
	rest := used.Complement().AppendTo(nil)
	rest = slices.Insert(rest, l.FromPack+4, st)
	return cards.DeckOf(append(top, rest...)...)
}

// TestSitOut: a side sits out a deal, which is dealt and played by the
// layout of the players left.
func TestSitOut(t *testing.T) {
	t.Run("three players", func(t *testing.T) {
		g, _ := crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 1)
		g, _, _ = g.ChooseDealer(1)
		// Bob, the dealer, sits out: Cat deals to Ann and herself, six
		// cards each and two each to the crib, nothing from the pack.
		g, ev, err := g.SitOut(1)
		if err != nil || g.Dealer() != 2 || !g.SitsOut(1) {
			t.Fatalf("%v dealer %d\n%s", err, g.Dealer(), describe(ev))
		}
		if got := ev[0].Describe([]string{"Ann", "Bob", "Cat"}); got != "Bob sits out the deal; Cat deals." {
			t.Errorf("describe %q", got)
		}
		if l := g.DealLayout(); l != crib.TwoPlayer() {
			t.Errorf("deal layout %+v", l)
		}
		g, ev, err = g.DealFrom(dealWithout(g, []string{cPone, "", cDealer}, "5S"))
		if err != nil {
			t.Fatal(err)
		}
		if d := ev[0].(crib.Dealt); d.Out != 2 || d.Hands[1] != 0 || d.Hands[0].Len() != 6 || d.FromPack != 0 {
			t.Fatalf("%+v", d)
		}
		if !strings.Contains(ev[0].Describe([]string{"Ann", "Bob", "Cat"}), "Bob sits out.") {
			t.Errorf("describe %q", ev[0].Describe(nil))
		}
		if act, seat := g.Next(); act != crib.ActDiscard || seat != 0 {
			t.Errorf("next %v %d", act, seat)
		}
		if _, _, err := g.Discard(1, cards.MustParse("AS")); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("discard by Bob: %v", err)
		}
		if v := g.DiscardView(0); v.Throw != 2 || !v.ToCrib || v.MyCrib {
			t.Errorf("view %+v", v)
		}
		g, _, err = g.Discard(0, cards.MustParseList("AC 2C")...)
		if err != nil {
			t.Fatal(err)
		}
		g, _, _ = g.Discard(2, cards.MustParseList("KC QH")...)
		g, ev, _ = g.CutAt(4)
		if st := ev[0].(crib.StarterTurned); st.Cutter != 0 || st.Starter != cards.MustParse("5S") {
			t.Errorf("cut %+v: Ann, at the dealer's right, cuts", st)
		}
		// Ann leads; Bob is passed over in the play and the show.
		g, ev = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		if g.Score(0) != 1 || g.Score(2) != 4 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		var counted []int
		for g.Phase() == crib.PhaseShow {
			g, ev, _ = g.Count()
			counted = append(counted, ev[0].(crib.Shown).Seat)
		}
		if !slices.Equal(counted, []int{0, 2, 2}) || g.Score(0) != 21 || g.Score(2) != 4+24+4 {
			t.Errorf("counted %v, board %v", counted, g.Board())
		}
		// The deal passes on from Cat, and Bob is back.
		if g.Dealer() != 0 || g.SitsOut(1) || g.DealLayout() != crib.ThreePlayer() {
			t.Errorf("dealer %d, Bob out %v", g.Dealer(), g.SitsOut(1))
		}
	})
	t.Run("three partnerships", func(t *testing.T) {
		g, _ := crib.NewGame(crib.Rules{Layout: crib.SixPlayer()}, 1)
		g, _, _ = g.ChooseDealer(0)
		g, _, err := g.SitOut(1)
		if err != nil {
			t.Fatal(err)
		}
		if g.DealLayout() != crib.FourPlayer() {
			t.Errorf("deal layout %+v", g.DealLayout())
		}
		g, ev, _ := g.Deal()
		d := ev[0].(crib.Dealt)
		for s := range 6 {
			want := 5
			if s%3 == 1 {
				want = 0
			}
			if d.Hands[s].Len() != want {
				t.Errorf("seat %d dealt %v", s, d.Hands[s])
			}
		}
		// The dealer's side lays away to the crib too: only two sides play.
		for _, s := range []int{0, 2, 3, 5} {
			g, ev, err = g.Discard(s, g.Hand(s).AppendTo(nil)[0])
			if err != nil || !ev[0].(crib.Discarded).ToCrib {
				t.Fatalf("seat %d: %v %v", s, err, describe(ev))
			}
		}
		if g.Crib().Len() != 4 || g.Phase() != crib.PhaseStarter || g.Pack().Len() != 52-20 {
			t.Errorf("crib %v, pack %d", g.Crib(), g.Pack().Len())
		}
		g, ev, _ = g.Cut()
		if c := ev[0].(crib.StarterTurned).Cutter; c != 5 {
			t.Errorf("cutter %d", c)
		}
		if g.Play().Turn() != 2 {
			t.Errorf("leader %d", g.Play().Turn())
		}
	})
	t.Run("claimed", func(t *testing.T) {
		g, _ := crib.NewGame(crib.Rules{Layout: crib.ThreePlayer(), Claimed: true, Muggins: true}, 1)
		g, _, _ = g.ChooseDealer(0)
		g, _, _ = g.SitOut(1)
		g, _, _ = g.Deal()
		if _, _, err := g.CallMuggins(1, 0, 2); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins by a player sitting out: %v", err)
		}
		if _, _, err := g.CallMuggins(0, 1, 2); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins on a player sitting out: %v", err)
		}
	})
	t.Run("errors", func(t *testing.T) {
		g, _ := crib.NewGame(crib.Rules{}, 1)
		if _, _, err := g.SitOut(0); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("before the cut for deal: %v", err)
		}
		g, _, _ = g.ChooseDealer(0)
		if _, _, err := g.SitOut(0); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("two players: %v", err)
		}
		g, _ = crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 1)
		g, _, _ = g.ChooseDealer(0)
		if _, _, err := g.SitOut(3); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("side 3: %v", err)
		}
		g, _, _ = g.SitOut(2)
		if _, _, err := g.SitOut(2); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("twice: %v", err)
		}
		if _, _, err := g.SitOut(1); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("one side left: %v", err)
		}
		g, _, _ = g.Deal()
		if _, _, err := g.SitOut(1); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("after the deal: %v", err)
		}
	})
}

func TestLayoutFor(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		got, err := crib.LayoutFor(l.Seats, l.Sides)
		if err != nil || got != l {
			t.Errorf("%d/%d: %+v %v", l.Seats, l.Sides, got, err)
		}
	}
	if _, err := crib.LayoutFor(4, 4); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("4/4: %v", err)
	}
}

func TestScoreWhat(t *testing.T) {
	g, _ := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	_, ev := lay(t, g, "5H 4D 5C 6D")
	p := pegged(ev, 1, crib.ScorePlay)
	got := []string{
		p[0].Score.What(),
		crib.Score{Kind: crib.ScoreHand}.What(),
		crib.Score{Kind: crib.ScorePenalty, Rule: "8.4b"}.What(),
		crib.Score{Kind: crib.ScoreKind(99)}.What(),
	}
	want := []string{"a run of 3", "the hand", "a penalty (rule 8.4b)", "ScoreKind(99)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Error(d)
	}
}
