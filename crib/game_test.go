package crib_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/score"
)

// stack returns a pack that deals dealt[s] to seat s (the dealer deals one
// at a time from the left) and has starter four cards down in what is left,
// so CutAt(4) turns it.
func stack(l crib.Layout, dealer int, dealt []string, starter string) cards.Deck {
	hands := make([][]cards.Card, l.Seats)
	var used cards.Set
	for s, h := range dealt {
		hands[s] = cards.MustParseList(h)
		used = used.Union(cards.SetOf(hands[s]...))
	}
	st := cards.MustParse(starter)
	used = used.With(st)
	var top []cards.Card
	for i := range l.Deal {
		for k := range l.Seats {
			top = append(top, hands[(dealer+1+k)%l.Seats][i])
		}
	}
	rest := used.Complement().AppendTo(nil)
	rest = slices.Insert(rest, l.FromPack+4, st)
	return cards.DeckOf(append(top, rest...)...)
}

type setupDeal struct {
	rules   crib.Rules
	dealer  int
	dealt   []string // each seat's cards, the ones laid away last
	starter string
	scores  []int // each side's score before the deal
}

// setupEv deals d and cuts the starter; it returns the game and the events
// of the cut.
func setupEv(t *testing.T, d setupDeal) (crib.Game, []crib.Event) {
	t.Helper()
	g := newGame(t, d.rules, 1)
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: d.dealer}))
	for side, s := range d.scores {
		if s > 0 {
			g = must(t)(g.Apply(crib.Adjust{Side: side, Points: s, Rule: "test"}))
		}
	}
	l := g.Rules().Layout
	g = must(t)(g.Apply(crib.DealFromDeck(stack(l, d.dealer, d.dealt, d.starter))))
	for s, h := range d.dealt {
		cs := cards.MustParseList(h)
		g = must(t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(cs[len(cs)-l.Throw:]...)}))
	}
	return mustEv(t)(g.Apply(crib.CutAt{Depth: 4}))
}

// setup is setupEv without the events.
func setup(t *testing.T, d setupDeal) crib.Game {
	t.Helper()
	g, _ := setupEv(t, d)
	return g
}

// newGame starts a game by rules and seed, failing the test if it cannot.
func newGame(t testing.TB, rules crib.Rules, seed uint64) crib.Game {
	t.Helper()
	g, err := crib.NewGame(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// layEv lays the cards in order, each by the seat on turn, as Lay actions.
func layEv(t *testing.T, g crib.Game, laid string) (crib.Game, []crib.Event) {
	t.Helper()
	var all []crib.Event
	for _, c := range cards.MustParseList(laid) {
		var ev []crib.Event
		g, ev = apply(t, g, crib.Lay{Seat: g.Play().Turn(), Card: c})
		all = append(all, ev...)
	}
	return g, all
}

// lay is layEv without the events.
func lay(t *testing.T, g crib.Game, laid string) crib.Game {
	t.Helper()
	g, _ = layEv(t, g, laid)
	return g
}

func describe(ev []crib.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.Describe([]string{"Pat", "Dee"}))
		b.WriteString("\n")
	}
	return b.String()
}

func TestDealerWinsOnHeelsAt119(t *testing.T) {
	d := setupDeal{
		dealer:  1,
		dealt:   []string{"AC 2C 3C 4C 5C 6C", "AD 2D 3D 4D 5D 6D"},
		starter: "JS",
		scores:  []int{80, 119},
	}
	g, ev := setupEv(t, d)
	if g.Phase() != crib.PhaseOver || winnerOf(g) != 1 || g.Score(1) != 121 {
		t.Fatalf("phase %v winner %d board %v\n%s", g.Phase(), winnerOf(g), g.Board(), describe(ev))
	}
	res, _ := g.Result()
	if res.Skunk[0] != 1 || res.GamePoints != 3 || res.Board.Games != [crib.MaxSides]int{0, 1} {
		t.Errorf("result %+v: want a skunk for 3", res)
	}
	if _, _, err := g.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("AC")}); !errors.Is(err, crib.ErrGameOver) {
		t.Errorf("lay after the end: %v", err)
	}
	// With the Crib Wars option, no heels in the last three holes.
	d.rules.NoHeelsWithin = 3
	g = setup(t, d)
	if g.Phase() != crib.PhasePlay || g.Score(1) != 119 {
		t.Errorf("NoHeelsWithin 3: phase %v, board %v", g.Phase(), g.Board())
	}
	d.scores = []int{80, 118}
	g = setup(t, d)
	if g.Score(1) != 120 {
		t.Errorf("NoHeelsWithin 3 at 118: board %v", g.Board())
	}
}

// TestBothCanGoOutInTheShow: the pone counts first (rule 9.2), so the pone
// wins though the dealer's hand would also have gone out.
func TestBothCanGoOutInTheShow(t *testing.T) {
	pone := "5H 5C 10S JD AC 2C"  // keeps 5 5 10 J: with the 5S starter, 5 5 5 10 J
	dealer := "4D 6D 4S 6H KC QH" // keeps 4 6 4 6
	laid := "5H 4D 5C 6D 10S 4S JD 6H"
	var kp, kd [4]cards.Card
	copy(kp[:], cards.MustParseList(pone)[:4])
	copy(kd[:], cards.MustParseList(dealer)[:4])
	st := cards.MustParse("5S")
	pp, dp, err := crib.PlayPoints(kp, kd, cards.MustParseList(laid))
	if err != nil {
		t.Fatal(err)
	}
	hp, hd := score.Hand(kp, st), score.Hand(kd, st)
	g := setup(t, setupDeal{
		dealer: 1, dealt: []string{pone, dealer}, starter: "5S",
		scores: []int{121 - pp - hp, 121 - dp - hd},
	})
	g, ev := layEv(t, g, laid)
	if g.Phase() != crib.PhaseShow || g.Score(0) >= 121 || g.Score(1) >= 121 {
		t.Fatalf("after the play: %v %v\n%s", g.Phase(), g.Board(), describe(ev))
	}
	g, ev, err = g.Apply(crib.Count{})
	if err != nil {
		t.Fatal(err)
	}
	if winnerOf(g) != 0 || g.Score(1) != 121-hd {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(g), g.Board(), describe(ev))
	}
	if _, ok := ev[len(ev)-1].(crib.GameOver); !ok {
		t.Errorf("last event %T", ev[len(ev)-1])
	}
}

// TestAutomaticDeal plays a whole deal of known cards and checks every
// score: the play as PlayPoints has it, then pone, dealer and crib.
func TestAutomaticDeal(t *testing.T) {
	pone := "5H 5C 10S JD AC 2C"
	dealer := "4D 6D 4S 6H KC QH"
	g := setup(t, setupDeal{dealer: 1, dealt: []string{pone, dealer}, starter: "5S"})
	g = lay(t, g, "5H 4D 5C 6D 10S 4S JD 6H")
	var kp, kd [4]cards.Card
	copy(kp[:], cards.MustParseList(pone)[:4])
	copy(kd[:], cards.MustParseList(dealer)[:4])
	pp, dp, err := crib.PlayPoints(kp, kd, cards.MustParseList("5H 4D 5C 6D 10S 4S JD 6H"))
	if err != nil {
		t.Fatal(err)
	}
	if g.Score(0) != pp || g.Score(1) != dp {
		t.Fatalf("after the play %v, PlayPoints %d %d", g.Board(), pp, dp)
	}
	st := cards.MustParse("5S")
	crib4 := [4]cards.Card{cards.MustParse("AC"), cards.MustParse("2C"), cards.MustParse("KC"), cards.MustParse("QH")}
	want := []struct{ side, score int }{
		{0, pp + score.Hand(kp, st)},
		{1, dp + score.Hand(kd, st)},
		{1, dp + score.Hand(kd, st) + score.Crib(crib4, st)},
	}
	for i, w := range want {
		var err error
		var ev []crib.Event
		g, ev, err = g.Apply(crib.Count{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Score(w.side) != w.score {
			t.Errorf("count %d: board %v, want side %d on %d\n%s", i, g.Board(), w.side, w.score, describe(ev))
		}
	}
	if g.Phase() != crib.PhaseDeal || g.Dealer() != 0 {
		t.Errorf("after the show: %v, dealer %d", g.Phase(), g.Dealer())
	}
}

func TestLayoutsValidate(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		if err := l.Validate(); err != nil {
			t.Errorf("%+v: %v", l, err)
		}
	}
	bad := []crib.Layout{
		{Seats: 1, Sides: 1, Deal: 6, Throw: 2, Cutter: 1},
		{Seats: 7, Sides: 7, Deal: 5, Throw: 1, Cutter: 1},
		{Seats: 4, Sides: 3, Deal: 5, Throw: 1, Cutter: 3},
		{Seats: 2, Sides: 2, Deal: 5, Throw: 2, Cutter: 1},
		{Seats: 3, Sides: 3, Deal: 5, Throw: 1, Cutter: 2}, // crib of 3
		{Seats: 2, Sides: 2, Deal: 6, Throw: 2, Cutter: 0},
	}
	for _, l := range bad {
		if err := l.Validate(); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("%+v: %v", l, err)
		}
	}
	if got := crib.FourPlayer().CountingOrder(3); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("counting order %v", got)
	}
}

func TestRulesDefaults(t *testing.T) {
	r := crib.ACC()
	if r.GameHole != 121 || r.SkunkBelow != 91 || r.DoubleSkunkBelow != 61 || r.TripleSkunkBelow != 0 ||
		r.Match.Win != 2 || r.Match.Skunk != 3 || r.Muggins || r.Claimed || r.Layout != crib.TwoPlayer() {
		t.Errorf("ACC() = %+v", r)
	}
	short, err := crib.Rules{GameHole: 61}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	if short.SkunkBelow != 31 || short.DoubleSkunkBelow != -1 {
		t.Errorf("61: %+v", short)
	}
	for score, want := range map[int]int{90: 1, 91: 0, 60: 2, 61: 1, 30: 2} {
		if got := r.SkunkLevel(score); got != want {
			t.Errorf("SkunkLevel(%d) = %d, want %d", score, got, want)
		}
	}
	r.TripleSkunkBelow = 31
	if r.SkunkLevel(30) != 3 {
		t.Errorf("triple skunk")
	}
	if _, err := (crib.Rules{GameHole: 20}).Resolve(); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("game hole 20: %v", err)
	}
}

func TestCutForDealTies(t *testing.T) {
	g := newGame(t, crib.Rules{Layout: crib.ThreePlayer()}, 1)
	g, ev, err := g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card(append(cards.MustParseList("3C 3D KS"), 0, 0, 0))})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != crib.PhaseCutForDeal || ev[0].(crib.DealerCut).Tied != 0b011 {
		t.Fatalf("tie: %v %+v", g.Phase(), ev)
	}
	// Only the tied players cut again.
	if _, _, err := g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card(append(cards.MustParseList("AC 2D 4S"), 0, 0, 0))}); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("seat 2 cut again: %v", err)
	}
	g, _, err = g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("9C"), cards.MustParse("AD"), cards.NoCard}})
	if err != nil || g.Dealer() != 1 || g.Phase() != crib.PhaseDeal {
		t.Fatalf("recut: %v dealer %d", err, g.Dealer())
	}
}

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

func TestMatch(t *testing.T) {
	m, err := crib.NewMatch(crib.Rules{Match: crib.MatchRules{GamesToWin: 2}})
	if err != nil {
		t.Fatal(err)
	}
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	for seed := uint64(1); winnerOf(m) < 0; seed++ {
		g, err := m.NewGame(seed)
		if err != nil {
			t.Fatal(err)
		}
		if g.Board().Games != m.Games {
			t.Errorf("game-record pegs %v, games %v", g.Board().Games, m.Games)
		}
		if m.Played > 0 && g.Phase() != crib.PhaseDeal {
			t.Errorf("game %d begins with %v", m.Played+1, g.Phase())
		}
		g, err = crib.PlayGame(g, players, cards.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		res, _ := g.Result()
		prev := m.Points[res.Winner]
		m = m.Record(res)
		if m.Points[res.Winner]-prev != res.GamePoints || (res.GamePoints != 2 && res.GamePoints != 3) {
			t.Errorf("game points %d", res.GamePoints)
		}
		if seed > 10 {
			t.Fatal("the match does not end")
		}
	}
	if m.Games[winnerOf(m)] != 2 {
		t.Errorf("games %v", m.Games)
	}
	if _, err := m.NewGame(99); !errors.Is(err, crib.ErrGameOver) {
		t.Errorf("a game after the match: %v", err)
	}
}

// TestFold: the dealer's side folds in the middle of the play (the Crib
// Wars penalty box): its cards leave the play, the pone plays out, and only
// the pone's hand is counted.
func TestFold(t *testing.T) {
	g := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
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
		g := setup(t, setupDeal{rules: crib.Rules{Claimed: claimed}, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
		g = lay(t, g, "5H") // the pone's 5: the last card laid
		g = must(t)(g.Apply(crib.Fold{Side: 0}))
		g, ev := mustEv(t)(g.Apply(crib.Fold{Side: 1})) // no one can lay: the count ends, with no go for the folded pone
		if g.Score(0) != 0 || g.Score(1) != 0 || g.Phase() != crib.PhaseDeal {
			t.Errorf("claimed %v: board %v, phase %v\n%s", claimed, g.Board(), g.Phase(), describe(ev))
		}
		if _, ok := g.Pending(); ok {
			t.Errorf("claimed %v: a score waits for the folded pone", claimed)
		}
	}
}
