package crib_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

// The helpers the package's tests share: the checks of a step that must
// not fail, the deals stacked for table tests, the claimed deal of the
// rules' worked examples, and a player who plays a game as people at a
// table do.

// step and stepEv are must.Step and must.Events of a crib game:
//
//	g = step(t)(g.Apply(crib.Deal{}))
//	g, ev = stepEv(t)(g.Apply(crib.Count{}))
func step(t must.TB) func(crib.Game, []crib.Event, error) crib.Game {
	return must.Step[crib.Game, crib.Event](t)
}

func stepEv(t must.TB) func(crib.Game, []crib.Event, error) (crib.Game, []crib.Event) {
	return must.Events[crib.Game, crib.Event](t)
}

// winnerOf returns x's winner, or -1 while there is none.
func winnerOf[T interface{ Winner() (int, bool) }](x T) int {
	w, ok := x.Winner()
	if !ok {
		return -1
	}
	return w
}

// four returns the first four cards of the list s.
func four(s string) [4]cards.Card { return [4]cards.Card(cards.MustParseList(s)) }

func set(s string) cards.Set { return cards.SetOf(cards.MustParseList(s)...) }

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
	g := must.Get(crib.NewGame(d.rules, 1))(t)
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: d.dealer}))
	for side, s := range d.scores {
		if s > 0 {
			g = step(t)(g.Apply(crib.Adjust{Side: side, Points: s, Rule: "test"}))
		}
	}
	l := g.Rules().Layout
	g = step(t)(g.Apply(crib.DealFromDeck(stack(l, d.dealer, d.dealt, d.starter))))
	for s, h := range d.dealt {
		cs := cards.MustParseList(h)
		g = step(t)(g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(cs[len(cs)-l.Throw:]...)}))
	}
	return stepEv(t)(g.Apply(crib.CutAt{Depth: 4}))
}

// setup is setupEv without the events.
func setup(t *testing.T, d setupDeal) crib.Game {
	t.Helper()
	g, _ := setupEv(t, d)
	return g
}

// layEv lays the cards in order, each by the seat on turn, as Lay actions.
func layEv(t *testing.T, g crib.Game, laid string) (crib.Game, []crib.Event) {
	t.Helper()
	var all []crib.Event
	for _, c := range cards.MustParseList(laid) {
		var ev []crib.Event
		g, ev = stepEv(t)(g.Apply(crib.Lay{Seat: g.Play().Turn(), Card: c}))
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

// The deal of these tests, the worked example of the rules' claimed
// scoring. Pone (seat 0) keeps 5H 5C 10S JD,
// the dealer (seat 1) 4D 6D 4S 6H; the starter is 5S. The play
// 5H 4D 5C 6D 10S 4S JD 6H scores: the dealer's 6D a run of three (3); the
// pone's 10S (30) the go (1); the dealer's 6H last card (1). The show: the
// pone's hand 5 5 5 10 J is 20; the dealer's 4 6 4 6 5 is 24; the crib
// AC 2C KC QH with 5S is 4.
const (
	cPone   = "5H 5C 10S JD AC 2C"
	cDealer = "4D 6D 4S 6H KC QH"
)

// theDeal deals the deal of these tests in a game of rules, seat 1 dealing
// and each side at the score given first (none for 0), and cuts the 5S.
func theDeal(t *testing.T, rules crib.Rules, scores ...int) crib.Game {
	t.Helper()
	return setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores})
}

// theClaimedPlay is the play of the deal: the cards laid in turn, and
// after some the claim of the score they make (seat -1 for none).
var theClaimedPlay = []struct {
	card         string
	seat, points int
}{{"5H", -1, 0}, {"4D", -1, 0}, {"5C", -1, 0}, {"6D", 1, 3}, {"10S", 0, 1}, {"4S", -1, 0}, {"JD", -1, 0}, {"6H", 1, 1}}

type claimGame struct {
	t *testing.T
	g crib.Game
	e []crib.Event
}

func newClaimGame(t *testing.T, muggins bool, scores ...int) *claimGame {
	t.Helper()
	g := theDeal(t, crib.Rules{Claimed: true, Muggins: muggins}, scores...)
	return &claimGame{t: t, g: g}
}

// do applies a transition that must succeed.
func (c *claimGame) do(ng crib.Game, ev []crib.Event, err error) *claimGame {
	c.t.Helper()
	if err != nil {
		c.t.Fatalf("%v\nso far:\n%s", err, describe(c.e))
	}
	c.g, c.e = ng, append(c.e, ev...)
	return c
}

// fails checks that a transition fails with want and changes nothing.
func (c *claimGame) fails(want error) func(crib.Game, []crib.Event, error) {
	c.t.Helper()
	return func(ng crib.Game, _ []crib.Event, err error) {
		c.t.Helper()
		if !errors.Is(err, want) {
			c.t.Fatalf("err = %v, want %v", err, want)
		}
		if ng.Board() != c.g.Board() || ng.Phase() != c.g.Phase() {
			c.t.Fatalf("a failed transition changed the game")
		}
	}
}

func (c *claimGame) lay(cs string) *claimGame {
	c.t.Helper()
	for _, card := range cards.MustParseList(cs) {
		c.do(c.g.Apply(crib.Lay{Seat: c.g.Play().Turn(), Card: card}))
	}
	return c
}

func (c *claimGame) scores(want ...int) {
	c.t.Helper()
	for s, w := range want {
		if c.g.Score(s) != w {
			c.t.Fatalf("board %v, want %v\n%s", c.g.Board(), want, describe(c.e))
		}
	}
}

// toShow plays the claimed deal to the show, every score of the play
// claimed right: the board is then 1-4 plus the scores given.
func toShow(c *claimGame) *claimGame { return c.playFrom(0) }

// playFrom plays the deal's play on from its card k (the cards before laid
// already), every score claimed right.
func (c *claimGame) playFrom(k int) *claimGame {
	c.t.Helper()
	for _, p := range theClaimedPlay[k:] {
		c.lay(p.card)
		if p.seat >= 0 {
			c.do(c.g.Apply(crib.Claim{Seat: p.seat, Points: p.points}))
		}
	}
	return c
}

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

// tablePlayer plays a claimed game as people at a table do: it lays what a
// bot would, claims its scores (now and then a point short, which the
// opponent may call muggins on, or a point over, open to correction),
// says go, and accepts the dealer's counts. An automatic game it plays
// with the bots alone.
type tablePlayer struct {
	bots  []crib.Strategy
	rands []*rand.Rand
	rng   *rand.Rand
	pend  int          // the true points waiting for their claim
	shown map[int]bool // the seats whose hands have been shown this deal
	short int          // the seat that claimed a point short, for muggins, or -1
	// With fix, a point over is put right (the opponent finds it, or the
	// player), and a count claimed as none is claimed again (rule 10.4d).
	fix  bool
	over int // the seat that claimed a point over, or -1
	none int // the seat that claimed no count, or -1
	was  int // what it should have claimed
}

func newTablePlayer(g crib.Game, seed uint64) *tablePlayer {
	p := &tablePlayer{rng: cards.NewRand(seed), shown: map[int]bool{}, short: -1, over: -1, none: -1}
	for s := range g.Seats() {
		p.bots = append(p.bots, bot.Analysis{})
		p.rands = append(p.rands, cards.NewRand(seed+uint64(s)))
	}
	return p
}

// next returns the action to take in g.
func (p *tablePlayer) next(g crib.Game) crib.Action {
	act, seat := g.Next()
	if !g.Rules().Claimed || act == crib.StepDiscard || act == crib.StepCutForDeal || act == crib.StepDeal || act == crib.StepCut {
		a, err := crib.NextAction(g, p.bots, p.rands)
		if err != nil {
			panic(err)
		}
		return a
	}
	switch act {
	case crib.StepPegOut:
		return crib.PegOut{Seat: seat}
	case crib.StepOwed:
		return crib.Claim{Seat: seat, Points: g.Owed()[0].Points}
	case crib.StepOffer:
		if p.rng.IntN(2) == 0 {
			return crib.DeclineOffer{Side: seat}
		}
		return crib.TakeOffer{Side: seat}
	}
	if s := p.over; s >= 0 {
		p.over = -1
		if p.rng.IntN(2) == 0 {
			return crib.Retract{Seat: s}
		}
		return crib.Correct{Caller: (s + 1) % g.Seats(), Target: s}
	}
	if s := p.none; s >= 0 {
		p.none = -1
		return crib.Claim{Seat: s, Points: p.was}
	}
	if s := p.short; s >= 0 {
		p.short = -1
		if g.Rules().Muggins {
			return crib.CallMuggins{Caller: (s + 1) % g.Seats(), Target: s, Asked: 1}
		}
	}
	off := 0
	switch p.rng.IntN(8) {
	case 0:
		off = -1
	case 1:
		off = 1
	}
	if ps, ok := g.Pending(); ok && (act != crib.StepLay || p.rng.IntN(3) > 0) {
		if off < 0 && p.pend > 0 {
			p.short = ps
		}
		if off > 0 && p.fix {
			p.over = ps
		}
		return crib.Claim{Seat: ps, Points: max(0, p.pend+off)}
	}
	for s := range g.Seats() {
		if g.MaySayGo(s) {
			return crib.Go{Seat: s}
		}
	}
	switch act {
	case crib.StepLay:
		a, _ := crib.NextAction(g, p.bots, p.rands)
		return a
	case crib.StepClaim:
		cs, _ := g.Kept(seat).Four()
		truth := score.Hand(cs, g.Starter())
		if p.shown[seat] { // the dealer's hand is counted: now the crib
			cs, _ = g.Crib().Four()
			truth = score.Crib(cs, g.Starter())
		}
		if off < 0 && truth > 0 {
			p.short = seat
		}
		if off > 0 && p.fix {
			p.over = seat
		}
		if p.fix && truth > 0 && p.rng.IntN(5) == 0 {
			p.none, p.was = seat, truth
			return crib.Claim{Seat: seat, Points: 0}
		}
		return crib.Claim{Seat: seat, Points: max(0, truth+off)}
	case crib.StepAccept:
		return crib.Accept{Seat: seat}
	}
	panic(fmt.Sprintf("waits for %v", act))
}

// after notes what the events say: the points the next claim of the play
// is worth, and the hands shown.
func (p *tablePlayer) after(ev []crib.Event) {
	for _, e := range ev {
		switch e := e.(type) {
		case crib.Dealt:
			clear(p.shown)
		case crib.Laid:
			p.pend = e.Step.Points()
		case crib.StarterTurned:
			p.pend = 2
		case crib.Shown:
			if !e.Crib {
				p.shown[e.Seat] = true
			}
		case crib.Claimed:
			p.pend = max(0, p.pend-e.Points)
		}
	}
}

// playRecorded plays a game of rules from seed to the end with a
// tablePlayer, and returns the actions.
func playRecorded(t must.TB, rules crib.Rules, seed uint64) (crib.Game, []crib.Action) {
	t.Helper()
	g := must.Get(crib.NewGame(rules, seed))(t)
	start := g
	p := newTablePlayer(g, seed)
	var acts []crib.Action
	for g.Phase() != crib.PhaseOver && len(acts) < 5000 {
		a := p.next(g)
		ng, ev, err := g.Apply(a)
		switch a.(type) {
		case crib.CallMuggins, crib.Correct, crib.Retract:
			if errors.Is(err, crib.ErrNoClaim) || errors.Is(err, crib.ErrNoMuggins) {
				continue // the claim won the game, ended the deal, or opened no window
			}
		case crib.Claim:
			if errors.Is(err, crib.ErrTooLate) {
				continue // the correction of no count came too late
			}
		}
		if err != nil {
			t.Fatalf("action %d, %v: %v", len(acts), a, err)
		}
		p.after(ev)
		acts = append(acts, a)
		g = ng
	}
	if g.Phase() != crib.PhaseOver {
		t.Fatalf("no end after %d actions", len(acts))
	}
	return start, acts
}
