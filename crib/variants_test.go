package crib_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestFold: the dealer's side folds in the middle of the play (the Crib
// Wars penalty box): its cards leave the play, the pone plays out, and only
// the pone's hand is counted.
func TestFold(t *testing.T) {
	g := theDeal(t, crib.Rules{})
	g = lay(t, g, "5H 4D 5C") // 14, the dealer to lay
	g, ev, err := g.Apply(crib.Fold{Side: 1})
	if err != nil {
		t.Fatal(err)
	}
	if g.Play().Turn() != 0 || g.Play().Hand(1) != 0 {
		t.Fatalf("after the fold: %v\n%s", g.Play(), describe(ev))
	}
	g, ev = layEv(t, g, "10S JD") // 24: the J does not fit, so the go to the pone; the J alone for last card
	if g.Phase() != crib.PhaseShow || g.Score(0) != 2 {
		t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
	}
	g, ev, err = g.Apply(crib.Count{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != crib.PhaseDeal || g.Score(0) != 22 || g.Score(1) != 0 {
		t.Fatalf("%v %v\n%s", g.Phase(), g.Board(), describe(ev))
	}
	if _, _, err := g.Apply(crib.Fold{Side: 0}); !errors.Is(err, crib.ErrWrongPhase) {
		t.Errorf("fold in the deal: %v", err)
	}
}

// A side that has folded pegs nothing more in the deal, not even a go or
// last card its card laid earlier would have earned when a later fold ends
// the count (the Crib Wars penalty-box rule folds a side at once, and its
// game folds through these mechanics).
func TestFoldedSidePegsNoGo(t *testing.T) {
	for _, claimed := range []bool{false, true} {
		g := theDeal(t, crib.Rules{Claimed: claimed})
		g = lay(t, g, "5H") // the pone's 5: the last card laid
		g = step(t)(g.Apply(crib.Fold{Side: 0}))
		g, ev := stepEv(t)(g.Apply(crib.Fold{Side: 1})) // no one can lay: the count ends, with no go for the folded pone
		if g.Score(0) != 0 || g.Score(1) != 0 || g.Phase() != crib.PhaseDeal {
			t.Errorf("claimed %v: board %v, phase %v\n%s", claimed, g.Board(), g.Phase(), describe(ev))
		}
		if _, ok := g.Pending(); ok {
			t.Errorf("claimed %v: a score waits for the folded pone", claimed)
		}
	}
}

// TestFoldInTheShowAfterThePlay: a side that folded in the play is passed
// over when the show begins, whoever laid the last card.
func TestFoldInTheShowAfterThePlay(t *testing.T) {
	g := theDeal(t, crib.Rules{})
	g = lay(t, g, "5H")
	g, _, err := g.Apply(crib.Fold{Side: 0}) // the pone folds; the dealer plays out alone
	if err != nil {
		t.Fatal(err)
	}
	g = lay(t, g, "4D 6D 4S 6H")
	if g.Phase() != crib.PhaseShow {
		t.Fatalf("phase %v", g.Phase())
	}
	_, ev := stepEv(t)(g.Apply(crib.Count{}))
	if s, ok := ev[0].(crib.Shown); !ok || s.Seat != 1 || s.Crib {
		t.Fatalf("the folded pone was counted:\n%s", describe(ev))
	}
}

// TestAward: Game.Award pegs a ScoreAward through the Pegger; on the ACC
// board it is a leapfrog.
func TestAward(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Pegger: trapPegger{}}, 1))(t)
	g, ev, err := g.Apply(crib.Award{Side: 1, Points: 20, Rule: "a test"})
	if err != nil || g.Score(1) != 20 || record(t, g).last != crib.ScoreAward {
		t.Fatalf("%v %v %+v", err, g.Board(), g.Pegger())
	}
	if got := describe(ev); got != "Dee pegs 20 for an award (rule a test): 0 to 20.\n" {
		t.Errorf("describe: %q", got)
	}
	if _, _, err := g.Apply(crib.Award{Side: 1, Points: -1, Rule: ""}); !errors.Is(err, crib.ErrBadClaim) {
		t.Errorf("a negative award: %v", err)
	}
	if _, _, err := g.Apply(crib.Award{Side: 2, Points: 1, Rule: ""}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no such side: %v", err)
	}
	g = step(t)(g.Apply(crib.Award{Side: 1, Points: 200, Rule: ""}))
	if winnerOf(g) != 1 {
		t.Errorf("an award to the game hole: winner %d", winnerOf(g))
	}
}

// claimsJSON returns the claims part of g's JSON ("" when there is none).
func claimsJSON(t *testing.T, g crib.Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]json.RawMessage
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return string(v["claims"])
}

// TestFoldClosesOnlyItsSidesClaims: in claimed mode a fold drops what waits
// on the folding side's players (their scores waiting for a claim, their
// open claim, the reminder to peg out of rule 8.11) and leaves the other
// side's as they were.
func TestFoldClosesOnlyItsSidesClaims(t *testing.T) {
	const (
		pending = `{"pending":[{"kind":"play","seat":0,"points":0,"play":{"count":5}}]}`
		open    = `{"open_claim":{"seat":0,"points":0,"before":` + pending + `,"shown":0,"board":{"sides":2,"game_hole":121,"pegs":["0/0","0/0"],"games":[0,0]}}}`
		pegOut  = `{"peg_out":{"seat":1,"points":1},"open_claim":{"seat":1,"points":2,"before":{"pending":[{"kind":"play","seat":1,"points":3,"play":{"count":20,"run":3}}]},"shown":0,"board":{"sides":2,"game_hole":121,"pegs":["0/0","118/0"],"games":[0,0]}}}`
	)
	pendingGame := func() *claimGame { return newClaimGame(t, false).lay("5H") }
	openGame := func() *claimGame {
		c := pendingGame()
		return c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 0}))
	}
	pegOutGame := func() *claimGame {
		c := newClaimGame(t, false, 0, 118).lay("5H 4D 5C 6D")
		return c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	}
	for _, tc := range []struct {
		name         string
		game         func() *claimGame
		before       string
		owner        int       // the side whose fold closes it
		next         crib.Step // what comes next while it waits
		afterOwnFold crib.Step
	}{
		{"the pone's card waiting for its claim", pendingGame, pending, 0, crib.StepLay, crib.StepLay},
		{"the pone's open claim", openGame, open, 0, crib.StepLay, crib.StepLay},
		{"the dealer reminded to peg out, with its open claim", pegOutGame, pegOut, 1, crib.StepPegOut, crib.StepLay},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.game()
			if diff := cmp.Diff(tc.before, claimsJSON(t, c.g)); diff != "" {
				t.Fatalf("before the fold (-want +got):\n%s", diff)
			}
			other := c.do(tc.game().g.Apply(crib.Fold{Side: 1 - tc.owner}))
			if diff := cmp.Diff(tc.before, claimsJSON(t, other.g)); diff != "" {
				t.Errorf("after the other side's fold (-want +got):\n%s", diff)
			}
			if act, _ := other.g.Next(); act != tc.next {
				t.Errorf("after the other side's fold: next %v, want %v", act, tc.next)
			}
			own := tc.game()
			own.do(own.g.Apply(crib.Fold{Side: tc.owner}))
			if got := claimsJSON(t, own.g); got != "" {
				t.Errorf("after its own side's fold: claims %s", got)
			}
			if act, seat := own.g.Next(); act != tc.afterOwnFold || seat != 1-tc.owner {
				t.Errorf("after its own side's fold: next %v %d, want %v %d", act, seat, tc.afterOwnFold, 1-tc.owner)
			}
		})
	}
}

// TestFoldEvents: a fold in the play ends the count only when there is a
// count to end and no one left can lay on it; the go goes to the last to
// lay unless that side folded, and in claimed mode it waits for a claim.
func TestFoldEvents(t *testing.T) {
	folds := "Pat folds for the rest of the deal.\n"
	foldd := "Dee folds for the rest of the deal.\n"
	over := "End of deal 1: Pat 0, Dee 0. Pat deals next.\n"
	for _, tc := range []struct {
		laid        string
		folds       []int
		want, claim string // the events described, in plain and claimed mode
	}{
		{"", []int{0, 1}, folds + foldd + over, ""},
		{"", []int{1, 0}, foldd + folds + over, ""},
		{"KH", []int{0, 1}, folds + foldd + "The play is over.\n" + over, ""},
		{"KH KD 9C", []int{1}, foldd + "Pat pegs 1 for the go: 0 to 1.\nThe count starts again; Pat leads.\n", foldd + "The count starts again; Pat leads.\n"},
		{"KH KD 9C", []int{0}, folds, ""},
		{"KH KD", []int{1}, foldd, ""},
	} {
		for _, claimed := range []bool{false, true} {
			g := setup(t, setupDeal{rules: crib.Rules{Claimed: claimed}, dealer: 1, dealt: []string{"KH QH 9C 9D AC 3C", "KD 2C 5C 5D AD 3D"}, starter: "4S"})
			g = lay(t, g, tc.laid)
			var all []crib.Event
			for _, s := range tc.folds {
				var ev []crib.Event
				g, ev = stepEv(t)(g.Apply(crib.Fold{Side: s}))
				all = append(all, ev...)
			}
			want := tc.want
			if claimed && tc.claim != "" {
				want = tc.claim
			}
			if diff := cmp.Diff(want, describe(all)); diff != "" {
				t.Errorf("claimed %v, %q laid, folds %v (-want +got):\n%s", claimed, tc.laid, tc.folds, diff)
			}
		}
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
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
		// Bob, the dealer, sits out: Cat deals to Ann and herself, six
		// cards each and two each to the crib, nothing from the pack.
		g, ev, err := g.Apply(crib.SitOut{Side: 1})
		if err != nil || g.Dealer() != 2 || !g.SitsOut(1) {
			t.Fatalf("%v dealer %d\n%s", err, g.Dealer(), describe(ev))
		}
		if got := ev[0].Describe([]string{"Ann", "Bob", "Cat"}); got != "Bob sits out the deal; Cat deals." {
			t.Errorf("describe %q", got)
		}
		if l := g.DealLayout(); l != crib.TwoPlayer() {
			t.Errorf("deal layout %+v", l)
		}
		g, ev, err = g.Apply(crib.DealFromDeck(dealWithout(g, []string{cPone, "", cDealer}, "5S")))
		if err != nil {
			t.Fatal(err)
		}
		if d := ev[0].(crib.Dealt); d.Out != 2 || d.Hands[1] != 0 || d.Hands[0].Len() != 6 || d.FromPack != 0 {
			t.Fatalf("%+v", d)
		}
		if !strings.Contains(ev[0].Describe([]string{"Ann", "Bob", "Cat"}), "Bob sits out.") {
			t.Errorf("describe %q", ev[0].Describe(nil))
		}
		if act, seat := g.Next(); act != crib.StepDiscard || seat != 0 {
			t.Errorf("next %v %d", act, seat)
		}
		if _, _, err := g.Apply(crib.Discard{Seat: 1, Cards: cards.SetOf(cards.MustParse("AS"))}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("discard by Bob: %v", err)
		}
		if v := g.DiscardView(0); v.Throw != 2 || !v.ToCrib || v.OwnCrib {
			t.Errorf("view %+v", v)
		}
		g, _, err = g.Apply(crib.Discard{Seat: 0, Cards: cards.SetOf(cards.MustParseList("AC 2C")...)})
		if err != nil {
			t.Fatal(err)
		}
		g = step(t)(g.Apply(crib.Discard{Seat: 2, Cards: cards.SetOf(cards.MustParseList("KC QH")...)}))
		g, ev = stepEv(t)(g.Apply(crib.CutAt{Depth: 4}))
		if st := ev[0].(crib.StarterTurned); st.Cutter != 0 || st.Starter != cards.MustParse("5S") {
			t.Errorf("cut %+v: Ann, at the dealer's right, cuts", st)
		}
		// Ann leads; Bob is passed over in the play and the show.
		g, ev = layEv(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
		if g.Score(0) != 1 || g.Score(2) != 4 || g.Phase() != crib.PhaseShow {
			t.Fatalf("%v\n%s", g.Board(), describe(ev))
		}
		var counted []int
		for g.Phase() == crib.PhaseShow {
			g, ev = stepEv(t)(g.Apply(crib.Count{}))
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
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.SixPlayer()}, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g, _, err := g.Apply(crib.SitOut{Side: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g.DealLayout() != crib.FourPlayer() {
			t.Errorf("deal layout %+v", g.DealLayout())
		}
		g, ev := stepEv(t)(g.Apply(crib.Deal{}))
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
			g, ev, err = g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(g.Hand(s).AppendTo(nil)[0])})
			if err != nil || !ev[0].(crib.Discarded).ToCrib {
				t.Fatalf("seat %d: %v %v", s, err, describe(ev))
			}
		}
		if g.Crib().Len() != 4 || g.Phase() != crib.PhaseStarter || g.Pack().Len() != 52-20 {
			t.Errorf("crib %v, pack %d", g.Crib(), g.Pack().Len())
		}
		g, ev = stepEv(t)(g.Apply(crib.Cut{}))
		if c := ev[0].(crib.StarterTurned).Cutter; c != 5 {
			t.Errorf("cutter %d", c)
		}
		if g.Play().Turn() != 2 {
			t.Errorf("leader %d", g.Play().Turn())
		}
	})
	t.Run("claimed", func(t *testing.T) {
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer(), Claimed: true, Muggins: true}, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		g = step(t)(g.Apply(crib.SitOut{Side: 1}))
		g = step(t)(g.Apply(crib.Deal{}))
		if _, _, err := g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins by a player sitting out: %v", err)
		}
		if _, _, err := g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("muggins on a player sitting out: %v", err)
		}
	})
	t.Run("errors", func(t *testing.T) {
		g := must.Get(crib.NewGame(crib.Rules{}, 1))(t)
		if _, _, err := g.Apply(crib.SitOut{Side: 0}); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("before the cut for deal: %v", err)
		}
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		if _, _, err := g.Apply(crib.SitOut{Side: 0}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("two players: %v", err)
		}
		g = must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 1))(t)
		g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
		if _, _, err := g.Apply(crib.SitOut{Side: 3}); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("side 3: %v", err)
		}
		g = step(t)(g.Apply(crib.SitOut{Side: 2}))
		if _, _, err := g.Apply(crib.SitOut{Side: 2}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("twice: %v", err)
		}
		if _, _, err := g.Apply(crib.SitOut{Side: 1}); !errors.Is(err, crib.ErrSitsOut) {
			t.Errorf("one side left: %v", err)
		}
		g = step(t)(g.Apply(crib.Deal{}))
		if _, _, err := g.Apply(crib.SitOut{Side: 1}); !errors.Is(err, crib.ErrWrongPhase) {
			t.Errorf("after the deal: %v", err)
		}
	})
}

func TestLayoutFor(t *testing.T) {
	for _, l := range cribtest.Layouts() {
		got, err := crib.LayoutFor(l.Seats, l.Sides)
		if err != nil || got != l {
			t.Errorf("%d/%d: %+v %v", l.Seats, l.Sides, got, err)
		}
	}
	if _, err := crib.LayoutFor(4, 4); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("4/4: %v", err)
	}
}

// TestRedeal: a deal called off in the play keeps the points pegged in it;
// the side that sat it out is back, the same dealer deals again from the
// next shuffle, and the game saves and replays through it.
func TestRedeal(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 7))(t).Recording()
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	if _, _, err := g.Apply(crib.Redeal{}); !errors.Is(err, crib.ErrWrongPhase) {
		t.Errorf("redeal before the deal: %v", err)
	}
	g = step(t)(g.Apply(crib.SitOut{Side: 0})) // Bob deals to Cat and himself
	g = step(t)(g.Apply(crib.Deal{}))
	first := [2]cards.Set{g.Hand(1), g.Hand(2)}
	for _, s := range []int{2, 1} {
		g = step(t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(g.Hand(s).AppendTo(nil)[:2]...)}))
	}
	g = step(t)(g.Apply(crib.Cut{}))
	for len(g.Play().Laid()) < 3 {
		g = step(t)(g.Apply(crib.Lay{Seat: g.Play().Turn(), Card: g.Play().Legal().AppendTo(nil)[0]}))
	}
	board, dealer := g.Board(), g.Dealer()
	g, ev := stepEv(t)(g.Apply(crib.Redeal{}))
	if got, want := ev[0].Describe([]string{"Ann", "Bob", "Cat"}), "Deal 1 is called off; Bob deals again."; got != want {
		t.Errorf("describe %q, want %q", got, want)
	}
	if g.Phase() != crib.PhaseDeal || g.Dealer() != dealer || g.Board() != board || g.SitsOut(0) {
		t.Fatalf("after the redeal: %v, dealer %d, %v, Ann out %v", g.Phase(), g.Dealer(), g.Board(), g.SitsOut(0))
	}
	if act, seat := g.Next(); act != crib.StepDeal || seat != dealer {
		t.Errorf("next %v %d", act, seat)
	}
	if again := loadJSON(t, saveJSON(t, g)); !bytes.Equal(saveJSON(t, again), saveJSON(t, g)) || again.Phase() != crib.PhaseDeal {
		t.Errorf("saved after the redeal, read back as %v", again.Phase())
	}
	g = step(t)(g.Apply(crib.SitOut{Side: 0}))
	g = step(t)(g.Apply(crib.Deal{}))
	if g.DealNumber() != 2 || g.Hand(0) != 0 || (first == [2]cards.Set{g.Hand(1), g.Hand(2)}) {
		t.Errorf("the deal again: number %d, hands %v %v %v", g.DealNumber(), g.Hand(0), g.Hand(1), g.Hand(2))
	}
	rec := must.Get(g.Record())(t)
	text := string(must.Get(rec.MarshalText())(t))
	if !strings.Contains(text, "\nredeal\n") {
		t.Errorf("the record has no redeal:\n%s", text)
	}
	again, _, err := crib.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g.Board(), again.Board()); diff != "" || again.Hand(1) != g.Hand(1) {
		t.Errorf("replayed (-played +replayed):\n%s", diff)
	}
}
