package cribwars_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
)

// The deal most of these tests play, two players, the dealer seat 1. The
// pone keeps 5H 5C 10S JD (AC 2C away), the dealer 4D 6D 4S 6H (KC QH
// away); the starter is 5S. The play 5H 4D 5C 6D 10S 4S JD 6H: the dealer's
// 6D a run of 3; the pone's 10S (30) the go; the dealer's 6H last card. The
// show: pone 20, dealer 24, crib 4.
const (
	cPone   = "5H 5C 10S JD AC 2C"
	cDealer = "4D 6D 4S 6H KC QH"
	cPlay   = "5H 4D 5C 6D 10S 4S JD 6H"
)

var names = []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}

// table is a game under test with the events so far.
type table struct {
	t  *testing.T
	g  cribwars.Game
	ev []crib.Event
}

// newTable starts a game by c with dealer dealing first and each side's peg
// placed at the hole given (0: the start).
func newTable(t *testing.T, c cribwars.Config, dealer int, holes ...int) *table {
	t.Helper()
	g, err := cribwars.NewGame(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g}
	tb.do(g.Apply(crib.ChooseDealer{Seat: dealer}))
	for side, h := range holes {
		if h > 0 {
			tb.do(tb.g.Apply(cribwars.Place{Side: side, Peg: main(h)}))
		}
	}
	tb.ev = nil
	return tb
}

func (tb *table) do(ng cribwars.Game, ev []crib.Event, err error) *table {
	tb.t.Helper()
	if err != nil {
		tb.t.Fatalf("%v\nso far:\n%s", err, tb.log())
	}
	tb.g, tb.ev = ng, append(tb.ev, ev...)
	return tb
}

func (tb *table) log() string {
	var b strings.Builder
	n := tb.g.Seats()
	for _, e := range tb.ev {
		b.WriteString(e.Describe(names[:n]))
		b.WriteByte('\n')
	}
	return b.String()
}

// has checks that the log says each of want.
func (tb *table) has(want ...string) {
	tb.t.Helper()
	log := tb.log()
	for _, w := range want {
		if !strings.Contains(log, w) {
			tb.t.Errorf("the log does not say %q:\n%s", w, log)
		}
	}
}

// deal stacks and deals dealt[s] to seat s ("" for a seat that sits out),
// lays away the last cards of each, and cuts starter.
func (tb *table) deal(dealt []string, starter string) *table {
	tb.t.Helper()
	g := tb.g
	n, sides := g.Seats(), g.Sides()
	out := -1
	if st := g.Stay(); st.In && (st.HandsLeft > 0 || st.Due()) {
		out = st.Side
	}
	l := g.Config().Layout
	if out >= 0 {
		l, _ = crib.LayoutFor(n-n/sides, sides-1)
	}
	dealer := g.Dealer()
	for dealer%sides == out {
		dealer = (dealer + 1) % n
	}
	var order []int
	for k := 1; k <= n; k++ {
		if s := (dealer + k) % n; s%sides != out {
			order = append(order, s)
		}
	}
	hands := make([][]cards.Card, n)
	var used cards.Set
	for _, s := range order {
		hands[s] = cards.MustParseList(dealt[s])
		used = used.Union(cards.SetOf(hands[s]...))
	}
	st := cards.MustParse(starter)
	var top []cards.Card
	for i := range l.Deal {
		for _, s := range order {
			top = append(top, hands[s][i])
		}
	}
	rest := used.With(st).Complement().AppendTo(nil)
	rest = slices.Insert(rest, l.FromPack+4, st)
	tb.do(g.Apply(crib.DealFromDeck(cards.DeckOf(append(top, rest...)...))))
	for _, s := range order {
		tb.do(tb.g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(hands[s][l.Deal-l.Throw:]...)}))
	}
	return tb.do(tb.g.Apply(crib.CutAt{Depth: 4}))
}

// lay lays the cards in order, each by the seat on turn.
func (tb *table) lay(cs string) *table {
	tb.t.Helper()
	for _, c := range cards.MustParseList(cs) {
		tb.do(tb.g.Apply(crib.Lay{Seat: tb.g.Cribbage().Play().Turn(), Card: c}))
	}
	return tb
}

// count counts n hands or cribs.
func (tb *table) count(n int) *table {
	tb.t.Helper()
	for range n {
		tb.do(tb.g.Apply(crib.Count{}))
	}
	return tb
}

// at checks every side's peg.
func (tb *table) at(want ...cribwars.Peg) {
	tb.t.Helper()
	if d := cmp.Diff(want, tb.g.Pegs()); d != "" {
		tb.t.Errorf("pegs (-want +got):\n%s\n%s", d, tb.log())
	}
}

// pegged returns this package's Pegged events so far.
func (tb *table) pegged() []cribwars.Pegged {
	var out []cribwars.Pegged
	for _, e := range tb.ev {
		if p, ok := e.(cribwars.Pegged); ok {
			out = append(out, p)
		}
	}
	return out
}

// playDeal plays the rest of the deal (or the next deal) with the analysis
// bot, moving a peg out of the box when due if move.
func (tb *table) playDeal(move bool) *table {
	tb.t.Helper()
	r := cards.NewRand(7)
	bot := bot.Analysis{}
	dealt := tb.g.Phase() != crib.PhaseDeal
	for tb.g.Phase() != crib.PhaseOver {
		act, seat := tb.g.Next()
		if act == crib.StepDeal && dealt {
			return tb
		}
		if side, ok := tb.g.BoxDue(); ok && move {
			tb.do(tb.g.Apply(cribwars.LeaveBox{Side: side}))
			continue
		}
		switch act {
		case crib.StepDeal:
			dealt = true
			tb.do(tb.g.Apply(crib.Deal{}))
		case crib.StepDiscard:
			tb.do(tb.g.Apply(crib.Discard{Seat: seat, Cards: bot.Discard(tb.g.Cribbage().DiscardView(seat), r)}))
		case crib.StepCut:
			tb.do(tb.g.Apply(crib.Cut{}))
		case crib.StepLay:
			tb.do(tb.g.Apply(crib.Lay{Seat: seat, Card: bot.Lay(tb.g.Cribbage().LayView(seat), r)}))
		case crib.StepCount:
			tb.do(tb.g.Apply(crib.Count{}))
		default:
			tb.t.Fatalf("action %v", act)
		}
	}
	return tb
}

func TestNewGame(t *testing.T) {
	g, err := cribwars.NewGame(cribwars.Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Config()
	if c.Layout != crib.TwoPlayer() || !c.Track.Equal(cribwars.DefaultTrack()) || g.Sides() != 2 || g.Phase() != crib.PhaseCutForDeal {
		t.Errorf("config %+v", c)
	}
	r := g.Cribbage().Rules()
	if r.GameHole != 363 || r.SkunkBelow != 271 || r.DoubleSkunkBelow != 181 || r.NoHeelsWithin != 3 || !r.Declinable || r.Claimed || r.Muggins {
		t.Errorf("crib rules %+v", r)
	}
	if r.Match.Win != 1 || r.Match.Skunk != 2 || r.Match.DoubleSkunk != 4 {
		t.Errorf("game points %+v", r.Match)
	}
	claimed, _ := cribwars.Config{Claimed: true}.CribRules()
	friendly, _ := cribwars.Config{Claimed: true, NoMuggins: true}.CribRules()
	if !claimed.Muggins || friendly.Muggins {
		t.Errorf("muggins: %v, friendly %v", claimed.Muggins, friendly.Muggins)
	}
	plain, _ := cribwars.Config{Track: cribwars.PlainTrack(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways, SkunkLine: -1}}.CribRules()
	if plain.GameHole != 121 || plain.SkunkBelow != -1 || plain.DoubleSkunkBelow != 61 || plain.NoHeelsWithin != 0 {
		t.Errorf("plain: %+v", plain)
	}
	for _, c := range []cribwars.Config{
		{Layout: crib.Layout{Seats: 4, Sides: 4, Deal: 5, Throw: 1, Cutter: 3}},
		{Layout: crib.Layout{Seats: 7}},
		{Track: cribwars.MustTrack(cribwars.Spec{Holes: 30})},
		{Rules: cribwars.Rules{Heels: 9}},
	} {
		if _, err := cribwars.NewGame(c, 1); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
	if _, err := cribwars.NewGame(cribwars.Config{Layout: crib.Layout{Seats: 4, Sides: 4, Deal: 5, Throw: 1, Cutter: 3}}, 1); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("four sides: %v", err)
	}
}

// The cut for deal (the lowest card deals), the cut for the starter by the
// player at the dealer's right, and the counting order: clockwise from the
// dealer's left, the dealer last, then the crib.
func TestSeatsAndTheDeal(t *testing.T) {
	g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 1)
	g, ev, err := g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("9C"), cards.MustParse("4D"), cards.MustParse("KH")}})
	if err != nil || g.Dealer() != 1 {
		t.Fatalf("%v dealer %d", err, g.Dealer())
	}
	if got := ev[0].Describe(names[:3]); got != "Cut for deal: Ann 9♣, Bob 4♦, Cat K♥; Bob cuts low and deals." {
		t.Errorf("%q", got)
	}
	tb := &table{t: t, g: g}
	tb.deal([]string{"5H 5C 10S JD AC", "4D 6D 4S 6H KC", "2H 3H 7S 8S QH"}, "5S")
	var cut crib.StarterTurned
	for _, e := range tb.ev {
		if e, ok := e.(crib.StarterTurned); ok {
			cut = e
		}
	}
	if cut.Cutter != 0 {
		t.Errorf("cutter %d: the player to the dealer's right cuts", cut.Cutter)
	}
	if d := tb.g.Cribbage().Crib(); d.Len() != 4 {
		t.Errorf("crib %v: one each and one from the pack", d)
	}
	for tb.g.Cribbage().Play().Turn() >= 0 {
		tb.do(tb.g.Apply(crib.Lay{Seat: tb.g.Cribbage().Play().Turn(), Card: tb.g.Cribbage().Play().Legal().AppendTo(nil)[0]}))
	}
	var counted []string
	for tb.g.Phase() == crib.PhaseShow {
		_, ev := must.Events[cribwars.Game, crib.Event](t)(tb.g.Apply(crib.Count{}))
		s := ev[0].(crib.Shown)
		counted = append(counted, names[s.Seat]+map[bool]string{true: " crib"}[s.Crib])
		tb.do(tb.g.Apply(crib.Count{}))
	}
	if want := []string{"Cat", "Ann", "Bob", "Bob crib"}; !slices.Equal(counted, want) {
		t.Errorf("counted %v, want %v", counted, want)
	}
	// Six players: the crib comes from the two other teams; the dealer's
	// and partner's discards go to the bottom of the pack.
	g = newGame(t, cribwars.Config{Layout: crib.SixPlayer()}, 1)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.Deal{}))
	for s := range 6 {
		ng, ev, err := g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(g.Cribbage().Hand(s).AppendTo(nil)[0])})
		if err != nil {
			t.Fatal(err)
		}
		if to := ev[0].(crib.Discarded).ToCrib; to != (s%3 != 0) {
			t.Errorf("seat %d to the crib: %v", s, to)
		}
		g = ng
	}
	if g.Cribbage().Crib().Len() != 4 || g.Cribbage().Pack().Len() != 52-30+2 {
		t.Errorf("crib %v pack %d", g.Cribbage().Crib(), g.Cribbage().Pack().Len())
	}
}

// The Crib Wars rule for pegging in the play: a pair or run making 31 is
// pegged in one move, otherwise the pair or run first and the go apart. On
// the board it matters.
func TestPlayPointsOnTheBoard(t *testing.T) {
	t.Run("a pair, then the go apart", func(t *testing.T) {
		// 10H 10D 5C 5D: the dealer's 5D pairs at 30 and no one can lay:
		// the pair from 43 lands on the slide at 45, then the go.
		tb := newTable(t, cribwars.Config{}, 1, 0, 43)
		tb.deal([]string{"10H 5C KS QS 2C 3C", "10D 5D 9S 9C 4D 6H"}, "7H")
		tb.lay("10H 10D") // the dealer's pair: 43 to 45, slides to 65
		tb.lay("5C 5D")
		tb.at(main(0), main(68))
		tb.has("Bob pegs 2 for a pair: 43 to 45.", "Bob lands on a red slide: slides from 45 to 65.",
			"Bob pegs 2 for a pair: 65 to 67.", "Bob pegs 1 for the go: 67 to 68.")
	})
	t.Run("a 31 with a pair at once", func(t *testing.T) {
		// 10H JD 5C 3D 3S: the pone's 3S makes 31 with a pair, 4 at once
		// from 43 to 47; pegged apart, the pair would have slid.
		tb := newTable(t, cribwars.Config{}, 1, 43, 0)
		tb.deal([]string{"10H 5C 3S KS 2C 4C", "JD 3D 9S 9C 4D 6H"}, "7H")
		tb.lay("10H JD 5C 3D 3S")
		ps := tb.pegged()
		last := ps[len(ps)-1]
		if last.Score.Points != 4 || last.Landed != main(47) || !last.Score.Play.ThirtyOne {
			t.Errorf("the 31 and pair: %+v\n%s", last, tb.log())
		}
		if got := cribwars.PlayMoves(last.Score.Play, false); !slices.Equal(got, []int{4}) {
			t.Errorf("PlayMoves %v", got)
		}
		tb.at(main(47), main(0))
	})
}

// The special holes in a live deal: a red slide, a green shortcut, and a
// time trap reached by a hand count, which sends the crib count down the
// blue path.
func TestSpecialHolesInADeal(t *testing.T) {
	t.Run("hand count into a time trap, crib count down the blue path", func(t *testing.T) {
		// The dealer from 52: the run (55), last card (56), the hand 24 to
		// 80, the time trap; the crib's 4 goes down blue path 1.
		tb := newTable(t, cribwars.Config{}, 1, 0, 52)
		tb.deal([]string{cPone, cDealer}, "5S").lay(cPlay).count(2)
		tb.at(main(21), cribwars.Peg{Path: 1})
		tb.count(1)
		tb.at(main(21), cribwars.Peg{Path: 1, Hole: 4})
		tb.has("Bob pegs 24 for the hand: 56 to 80.",
			"Bob lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70).",
			"Bob pegs 4 for the crib: 80 to 4 on blue path 1.",
			"End of deal 1: Ann 21, Bob 4 on blue path 1. Ann deals next.")
	})
	t.Run("the shortcut", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 0, 122)
		tb.deal([]string{cPone, cDealer}, "5S").lay(cPlay).count(3)
		tb.at(main(21), cribwars.Peg{Path: 5, Hole: 4})
		tb.has("Bob pegs 24 for the hand: 126 to 150.",
			"Bob lands in a green advance area: takes the green shortcut from 150 to 175 (10 holes).",
			"Bob pegs 4 for the crib: 150 to 4 on green path 1.")
		if p := tb.g.Cribbage().Score(1); p != 175-10-1+4 {
			t.Errorf("crib's score is the progress: %d", p)
		}
	})
	t.Run("the slide", func(t *testing.T) {
		tb := newTable(t, cribwars.Config{}, 1, 25, 0)
		tb.deal([]string{cPone, cDealer}, "5S").lay(cPlay).count(1) // the pone: 26, then 20 to 46
		tb.at(main(46), main(4))
		tb = newTable(t, cribwars.Config{}, 1, 24, 0)
		tb.deal([]string{cPone, cDealer}, "5S").lay(cPlay).count(1) // 25, then 20 to 45: slides to 65
		tb.at(main(65), main(4))
		tb.has("Ann lands on a red slide: slides from 45 to 65.")
	})
}

// newGame starts a game by c and seed, failing the test if it cannot.
func newGame(t must.TB, c cribwars.Config, seed uint64) cribwars.Game {
	t.Helper()
	g, err := cribwars.NewGame(c, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// winnerOf returns x's winner, or -1 while there is none.
func winnerOf[T interface{ Winner() (int, bool) }](x T) int {
	w, ok := x.Winner()
	if !ok {
		return -1
	}
	return w
}

func TestHostileZeroGame(t *testing.T) {
	var g cribwars.Game
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
	_ = g.Track()
	_ = g.Cribbage()
	_, _, err := g.Apply(crib.Deal{})
	must.Is(t, "the zero Game's Apply", err, crib.ErrZeroValue)
	_, err = cribwars.PlayGame(g, nil, nil, nil)
	must.Is(t, "PlayGame of the zero Game", err, crib.ErrZeroValue)
}

// A Game is a value: a transition never changes the Game it is called on,
// and a failed one returns it as it was.
func TestGameIsAValue(t *testing.T) {
	tb := newTable(t, cribwars.Config{}, 1, 0, 97)
	tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C")
	before := tb.g
	pegs := before.Pegs()
	ng, _, err := before.Apply(crib.Lay{Seat: 1, Card: cards.MustParse("6D")}) // lands in the box
	if err != nil || ng.Peg(1) != main(80) {
		t.Fatal(err, ng.Peg(1))
	}
	if !cmp.Equal(before.Pegs(), pegs) || before.Cribbage().Board() != tb.g.Cribbage().Board() {
		t.Error("the transition changed the game it was called on")
	}
	if _, _, err := before.Apply(crib.Lay{Seat: 0, Card: cards.MustParse("6D")}); !errors.Is(err, crib.ErrNotYourTurn) {
		t.Errorf("out of turn: %v", err)
	}
	if _, _, err := before.Apply(cribwars.LeaveBox{Side: 1}); !errors.Is(err, crib.ErrWrongPhase) {
		t.Errorf("leave box in the play: %v", err)
	}
	if _, _, err := before.Apply(cribwars.Place{Side: 0, Peg: cribwars.Peg{Path: 1, Hole: 2}}); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("place on a path: %v", err)
	}
	if _, _, err := before.Apply(cribwars.Place{Side: 2, Peg: main(1)}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("place side 2: %v", err)
	}
}

// The Crib Wars skunk rule with three sides: each loser is judged alone and
// the games are summed, and the GameOver event says so as Result does, its
// game points and skunk levels included: one truth.
func TestSkunkRuleGameOverAgreesWithResult(t *testing.T) {
	for _, layout := range []crib.Layout{crib.ThreePlayer(), crib.SixPlayer(), crib.TwoPlayer()} {
		holes := []int{0, 300, 100}[:layout.Sides]
		tb := newTable(t, cribwars.Config{Layout: layout}, 0, holes...)
		tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(363)}))
		res, _ := tb.g.Result()
		over := tb.ev[len(tb.ev)-1].(cribwars.GameOver)
		if !cmp.Equal(over.Result, res) || over.GamePoints != res.Games {
			t.Errorf("%d sides: game over %+v, result %+v", layout.Sides, over, res)
		}
		for s, lost := range res.Lost {
			if want := map[int]int{0: 0, 1: 0, 2: 1, 4: 2}[lost]; over.Skunk[s] != want {
				t.Errorf("%d sides: side %d lost %d games, skunk level %d", layout.Sides, s, lost, over.Skunk[s])
			}
		}
	}
}

// His heels near the end: crib's NoHeelsWithin, read on crib's Front (the
// peg's progress), agrees with Rules.JackTurnedUp at every position of the
// board, side paths included.
func TestHeelsAgreeWithJackTurnedUp(t *testing.T) {
	for _, b := range []cribwars.Track{cribwars.DefaultTrack(), cribwars.PlainTrack()} {
		for _, h := range []cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree} {
			r := cribwars.Rules{Heels: h}
			cr, err := cribwars.Config{Track: b, Rules: r}.CribRules()
			if err != nil {
				t.Fatal(err)
			}
			for p := range b.Positions() {
				want, _ := r.JackTurnedUp(b, p)
				n := cr.NoHeelsWithin
				got := 0
				if n == 0 || b.Progress(p) <= cr.GameHole-n {
					got = cribwars.HeelsPoints
				}
				if got != want {
					t.Errorf("%s, %v at %v: crib %d, JackTurnedUp %d", b.Name(), h, p, got, want)
				}
			}
		}
	}
}
