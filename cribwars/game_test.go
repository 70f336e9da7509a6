package cribwars_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/score"
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
	bot := crib.AnalysisBot{}
	dealt := tb.g.Phase() != crib.PhaseDeal
	for tb.g.Phase() != crib.PhaseOver {
		act, seat := tb.g.Next()
		if act == crib.ActDeal && dealt {
			return tb
		}
		if side, ok := tb.g.BoxDue(); ok && move {
			tb.do(tb.g.Apply(cribwars.LeaveBox{Side: side}))
			continue
		}
		switch act {
		case crib.ActDeal:
			dealt = true
			tb.do(tb.g.Apply(crib.Deal{}))
		case crib.ActDiscard:
			tb.do(tb.g.Apply(crib.Discard{Seat: seat, Cards: bot.Discard(tb.g.Cribbage().DiscardView(seat), r)}))
		case crib.ActCut:
			tb.do(tb.g.Apply(crib.Cut{}))
		case crib.ActLay:
			tb.do(tb.g.Apply(crib.Lay{Seat: seat, Card: bot.Lay(tb.g.Cribbage().LayView(seat), r)}))
		case crib.ActCount:
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
	if c.Layout != crib.TwoPlayer() || !c.Board.Equal(cribwars.DefaultBoard()) || g.Sides() != 2 || g.Phase() != crib.PhaseCutForDeal {
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
	plain, _ := cribwars.Config{Board: cribwars.PlainBoard(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways, SkunkLine: -1}}.CribRules()
	if plain.GameHole != 121 || plain.SkunkBelow != -1 || plain.DoubleSkunkBelow != 61 || plain.NoHeelsWithin != 0 {
		t.Errorf("plain: %+v", plain)
	}
	for _, c := range []cribwars.Config{
		{Layout: crib.Layout{Seats: 4, Sides: 4, Deal: 5, Throw: 1, Cutter: 3}},
		{Layout: crib.Layout{Seats: 7}},
		{Board: cribwars.MustBoard(cribwars.Spec{Holes: 30})},
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

// "All players must cut the deck to see who deals first, the person with
// the lowest card": the player to the dealer's right cuts for the starter;
// counting goes clockwise from the dealer's left, dealer last, then the crib.
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
		_, ev := mustEv(t)(tb.g.Apply(crib.Count{}))
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
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must(t)(g.Apply(crib.Deal{}))
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

// "When counting during the pegging part of the game, if you match or have
// a run that totals 31 you count all the points including the two points for
// the 31 at the same time, if you match or have a run and did not end with
// 31 you count only those points first, then if you get the go you count one
// point separate from your other points." On the board it matters.
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

// "Any player or team that pegs or lands on the first red box ... will slide
// immediately to the second red box"; "Any player or team that lands in
// either of the two GREEN Advance areas must follow the GREEN short cuts";
// "If your hand count lands you in the Trap Area, your crib count would
// continue down the blue path."
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

// The penalty box with two sides: "the team that hit the penalty box goes
// back twenty holes, and your opponents go ahead twenty holes. Then the other
// player or team will finish pegging and counting their hands and crib."
// "At no time can an award of twenty points land you in a PENALTY BOX or TIME
// TRAP."
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
		if tb.g.Winner() != 0 || tb.g.Peg(0) != main(363) {
			t.Fatalf("winner %d\n%s", tb.g.Winner(), tb.log())
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

// The penalty box with three sides: "the first player or team to hit the
// penalty box will sit out for three consecutive hands. The player(s) in the
// penalty box is responsible for moving their own peg. If they miss moving
// their peg they must stay in the box for one extra hand. If a second player
// or team hits the penalty box while a team or player is already in the
// penalty box, the two player rules apply. The player or team already in the
// penalty box, advances one peg hole."
func TestPenaltyBoxThreeSidesInADeal(t *testing.T) {
	// A board with two penalty boxes and nothing else, so that the bots'
	// deals land nowhere else.
	boxes := cribwars.MustBoard(cribwars.Spec{Name: "boxes", Holes: 363, PenaltyBoxes: []int{100, 300}})
	three := cribwars.Config{Layout: crib.ThreePlayer(), Board: boxes}
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
			c.Rules.BumpedStaysIn = bumpedStays
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

// "If a Jack comes up, the dealer counts 2 points, except within the last
// three holes".
func TestJackNearTheEnd(t *testing.T) {
	for _, tc := range []struct {
		heels cribwars.HeelsRule
		at    int
		want  cribwars.Peg
	}{
		{cribwars.HeelsNotInLastThree, 360, main(362)},
		{cribwars.HeelsNotInLastThree, 361, main(361)},
		{cribwars.HeelsNotInLastThree, 362, main(362)},
		{cribwars.HeelsAlways, 361, main(363)},
		{cribwars.HeelsNotIntoLastThree, 358, main(360)},
		{cribwars.HeelsNotIntoLastThree, 359, main(359)},
	} {
		tb := newTable(t, cribwars.Config{Rules: cribwars.Rules{Heels: tc.heels}}, 1, 0, tc.at)
		tb.deal([]string{cPone, cDealer}, "JS")
		if got := tb.g.Peg(1); got != tc.want {
			t.Errorf("%v from %d: %v, want %v\n%s", tc.heels, tc.at, got, tc.want, tb.log())
		}
		want, _ := cribwars.Rules{Heels: tc.heels}.JackTurnedUp(cribwars.DefaultBoard(), main(tc.at))
		if got := tb.g.Peg(1).Hole - tc.at; got != want {
			t.Errorf("%v from %d: heels %d, JackTurnedUp %d", tc.heels, tc.at, got, want)
		}
		if tc.want == main(363) && (tb.g.Winner() != 1 || tb.g.Phase() != crib.PhaseOver) {
			t.Errorf("heels into the game hole: winner %d", tb.g.Winner())
		}
	}
}

// "If you or your opponent can't get past the 60 point mark when someone
// reaches the 121 point mark you are double skunked, this is worth 4 games.
// ... can't get past the 90 point mark ... you are skunked, this is worth 2
// games." On the default board the lines are scaled: 270 and 180.
func TestSkunkLinesInAGame(t *testing.T) {
	for _, tc := range []struct {
		board  cribwars.Board
		layout crib.Layout
		holes  []int
		lost   []int
	}{
		{cribwars.PlainBoard(), crib.TwoPlayer(), []int{0, 90}, []int{0, 2}},
		{cribwars.PlainBoard(), crib.TwoPlayer(), []int{0, 91}, []int{0, 1}},
		{cribwars.PlainBoard(), crib.TwoPlayer(), []int{0, 60}, []int{0, 4}},
		{cribwars.DefaultBoard(), crib.TwoPlayer(), []int{0, 270}, []int{0, 2}},
		{cribwars.DefaultBoard(), crib.TwoPlayer(), []int{0, 271}, []int{0, 1}},
		{cribwars.DefaultBoard(), crib.TwoPlayer(), []int{0, 180}, []int{0, 4}},
		{cribwars.DefaultBoard(), crib.ThreePlayer(), []int{0, 300, 100}, []int{0, 1, 4}},
		{cribwars.DefaultBoard(), crib.SixPlayer(), []int{0, 200, 270}, []int{0, 2, 2}},
	} {
		tb := newTable(t, cribwars.Config{Board: tc.board, Layout: tc.layout}, 0, tc.holes...)
		tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(tc.board.GameHole())}))
		res, ok := tb.g.Result()
		if !ok || res.Winner != 0 || !slices.Equal(res.Lost[:len(tc.lost)], tc.lost) {
			t.Errorf("%v: %+v", tc.holes, res)
		}
		sum := 0
		for _, l := range tc.lost {
			sum += l
		}
		if res.Games != sum {
			t.Errorf("%v: games %d", tc.holes, res.Games)
		}
		over := tb.ev[len(tb.ev)-1].(cribwars.GameOver)
		if over.Result.Games != sum || (len(tc.lost) == 2 && over.GamePoints != sum) {
			t.Errorf("%v: game over %+v", tc.holes, over)
		}
	}
	tb := newTable(t, cribwars.Config{Layout: crib.ThreePlayer()}, 0, 0, 300, 100)
	tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(363)}))
	tb.has("Ann wins at 363. Bob, at 300, loses 1 game. Cat, at 100, is double skunked: 4 games.")
}

// Muggers Alley: "Any player or players who neglects to tally all their own
// points, may have the missed points stolen by the opponent in the game who
// says "muggins" first. If the accusing player can prove the missing points by
// recounting the hand, they may choose to keep the points or give them back."
func TestMuggersAlley(t *testing.T) {
	claimed := cribwars.Config{Claimed: true}
	// The dealer, at dealerAt, pegs 0 for the run of 3; the pone calls
	// muggins for 3.
	call := func(t *testing.T, c cribwars.Config, dealerAt int) (*table, error) {
		tb := newTable(t, c, 1, 0, dealerAt)
		tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D")
		tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 0}))
		ng, ev, err := tb.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})
		if err == nil {
			tb.do(ng, ev, err)
		}
		return tb, err
	}
	t.Run("keep", func(t *testing.T) {
		tb, err := call(t, claimed, 10)
		if err != nil {
			t.Fatal(err)
		}
		if o := tb.g.Cribbage().Offers(); len(o) != 1 || o[0].Side != 0 || o[0].GiveBack != 1 {
			t.Fatalf("offers %+v", o)
		}
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		tb.at(main(3), main(10))
		tb.has("Ann calls \"muggins for 3\" on Bob and takes 3", "Ann may keep 3 points for muggins (rule 10.4a) or give them back to Bob.",
			"Ann pegs 3 for muggins (rule 10.4a): the start to 3.")
	})
	t.Run("give back", func(t *testing.T) {
		// Given back, the 3 take Bob from 97 into the box at 100.
		tb, err := call(t, claimed, 97)
		if err != nil {
			t.Fatal(err)
		}
		tb.do(tb.g.Apply(crib.DeclineOffer{Side: 0}))
		tb.at(main(20), main(80))
		tb.has("Ann gives 3 points back to Bob.", "Bob lands in the penalty box at 100.")
	})
	t.Run("outside the alley", func(t *testing.T) {
		tb, err := call(t, claimed, 150)
		if !errors.Is(err, crib.ErrNoMuggins) {
			t.Fatalf("muggins at 150: %v", err)
		}
		tb.at(main(0), main(150)) // the underpeg stands
	})
	t.Run("the last hole of the alley", func(t *testing.T) {
		if _, err := call(t, claimed, 121); err != nil {
			t.Errorf("at 121: %v", err)
		}
		if _, err := call(t, claimed, 122); !errors.Is(err, crib.ErrNoMuggins) {
			t.Errorf("at 122: %v", err)
		}
	})
	t.Run("a friendly game", func(t *testing.T) {
		if _, err := call(t, cribwars.Config{Claimed: true, NoMuggins: true}, 10); !errors.Is(err, crib.ErrNoMuggins) {
			t.Errorf("muggins in a friendly game: %v", err)
		}
	})
}

// "If a player would get two points in cribbage because of a penalty, then
// all other opponents will count two points except the offender. If they
// want the points."
func TestPenalties(t *testing.T) {
	tb := newTable(t, cribwars.Config{Layout: crib.SixPlayer()}, 0, 10, 98, 20)
	tb.do(tb.g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"}))
	if o := tb.g.Cribbage().Offers(); len(o) != 2 || o[0].Side != 1 || o[1].Side != 2 || o[0].Points != 2 {
		t.Fatalf("offers %+v", o)
	}
	if _, _, err := tb.g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrOfferPending) {
		t.Errorf("deal before the answers: %v", err)
	}
	tb.do(tb.g.Apply(crib.DeclineOffer{Side: 1})) // 2 would land Bob & Eve in the box at 100
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 2}))
	tb.at(main(10), main(98), main(22))
	tb.has("Bob & Eve may take 2 points for a penalty (rule item 16) or decline them.", "Bob & Eve decline 2 points.")

	// An irregularity's ruling: its points are offered the same way.
	r, err := cribwars.HandledDeck(cribwars.Table{Sides: 3, Dealer: 0}, 2)
	if err != nil {
		t.Fatal(err)
	}
	a, err := r.Irregularity()
	if err != nil {
		t.Fatal(err)
	}
	tb.ev = nil
	tb.do(tb.g.Apply(a))
	if o := tb.g.Cribbage().Offers(); len(o) != 2 || o[0].Side != 0 || o[1].Side != 1 {
		t.Fatalf("offers %+v", o)
	}
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 1})) // Bob & Eve take it this time: the box
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
	tb.at(main(12), main(100), main(22))
	if !tb.g.Stay().In {
		t.Errorf("stay %v", tb.g.Stay())
	}
	tb.has("Ruling on irregularity 16: side A scores 2 (may decline); side B scores 2 (may decline).")
	bad, err := cribwars.Ruling{Item: 12, Offender: 0, Points: []cribwars.Points{{Side: 1, Points: 2}}}.Irregularity()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := tb.g.Apply(bad); !errors.Is(err, cribwars.ErrNotCovered) {
		t.Errorf("points to one side of two: %v", err)
	}
	twice := cribwars.Ruling{Item: 12, Offender: 0, Points: []cribwars.Points{{Side: 1, Points: 2}, {Side: 1, Points: 2}}}
	if _, err := twice.Irregularity(); !errors.Is(err, cribwars.ErrNotCovered) {
		t.Errorf("points to one side twice: %v", err)
	}
	if _, _, err := tb.g.Apply(cribwars.Penalty{Offender: 3, Rule: ""}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no such side: %v", err)
	}
}

// Claimed mode in teams: every score a player claims is pegged on the board,
// and the board's holes act on it.
func TestClaimedScoresOnTheBoard(t *testing.T) {
	tb := newTable(t, cribwars.Config{Claimed: true}, 1, 0, 43)
	tb.deal([]string{"10H 5C KS QS 2C 3C", "10D 5D 9S 9C 4D 6H"}, "7H")
	tb.lay("10H 10D")
	tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	tb.at(main(0), main(65))
	// An overpeg corrected: Bob back, the error offered to Ann.
	tb.lay("5C 5D")
	tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 5}))
	tb.do(tb.g.Apply(crib.Correct{Caller: 0, Target: 1}))
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
	tb.at(main(2), main(68))
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

func TestPlayGame(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		players := make([]crib.Strategy, l.Seats)
		for s := range players {
			players[s] = crib.RandomBot{}
		}
		run := func() (string, cribwars.Result) {
			g := newGame(t, cribwars.Config{Layout: l}, 5)
			var b strings.Builder
			g, err := cribwars.PlayGame(g, players, cards.NewRand(5), func(e crib.Event) {
				b.WriteString(e.Describe(names[:l.Seats]))
				b.WriteByte('\n')
			})
			if err != nil {
				t.Fatal(err)
			}
			res, ok := g.Result()
			if !ok {
				t.Fatal("not over")
			}
			return b.String(), res
		}
		log1, res1 := run()
		log2, res2 := run()
		if log1 != log2 || !cmp.Equal(res1, res2) {
			t.Errorf("%d seats: not deterministic", l.Seats)
		}
		if !strings.Contains(log1, "the game hole 363") {
			t.Errorf("%d seats: %s", l.Seats, log1[max(0, len(log1)-500):])
		}
	}
	// A penalty applied before the game is played: Bob, at 98, declines
	// the 2 that would land him in the penalty box.
	g := newGame(t, cribwars.Config{}, 1)
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must(t)(g.Apply(cribwars.Place{Side: 1, Peg: main(98)}))
	g = must(t)(g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"}))
	var first string
	if _, err := cribwars.PlayGame(g, []crib.Strategy{crib.RandomBot{}, crib.RandomBot{}}, cards.NewRand(1), func(e crib.Event) {
		if first == "" {
			first = e.Describe(names[:2])
		}
	}); err != nil || first != "Bob declines 2 points." {
		t.Errorf("%v: %q", err, first)
	}
	if _, err := cribwars.PlayGame(g, []crib.Strategy{crib.RandomBot{}}, cards.NewRand(1), nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("one player: %v", err)
	}
	g = newGame(t, cribwars.Config{Claimed: true}, 1)
	if _, err := cribwars.PlayGame(g, []crib.Strategy{crib.RandomBot{}, crib.RandomBot{}}, cards.NewRand(1), nil); err == nil {
		t.Error("a claimed game played by bots")
	}
}

func TestRunSelfPlay(t *testing.T) {
	ctx := context.Background()
	cfg := cribwars.SelfPlay{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Games: 12, Seed: 3}
	players := []crib.Strategy{crib.AnalysisBot{}, crib.RandomBot{}, crib.RandomBot{}}
	run := func(workers int) crib.Report {
		c := cfg
		c.Workers = workers
		rep, err := cribwars.RunSelfPlay(ctx, c, players)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, four := run(1), run(4)
	if d := cmp.Diff(one, four, cmpopts.IgnoreUnexported(crib.Report{})); d != "" {
		t.Errorf("workers change the report (-+):\n%s", d)
	}
	if one.Wins[0]+one.Wins[1]+one.Wins[2] != 12 || one.Stat("deals", crib.Whole).N != 12 || one.Count("time traps", crib.Whole) == 0 {
		t.Errorf("%v", one)
	}
	won := 0
	for e := range 3 {
		won += one.Count("games won", e)
		if one.Count("games won", e) < one.Wins[e] || one.Count("skunks", e) > one.Wins[e] {
			t.Errorf("%s: won %d, games won %d, skunks %d", one.Entrants[e], one.Wins[e], one.Count("games won", e), one.Count("skunks", e))
		}
	}
	if won < 12*2 {
		t.Errorf("games won %d: each win is at least one game from each of two losers", won)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no strategies: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("no games: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1, Config: cribwars.Config{Claimed: true}}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("claimed mode: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, []crib.Strategy{nil, crib.RandomBot{}}); !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("a nil strategy: %v", err)
	}
}

// The play's scores come in PlayMoves order.
func TestPlayMovesOrder(t *testing.T) {
	g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 9)
	var moves []int
	var want []int
	_, err := cribwars.PlayGame(g, []crib.Strategy{crib.RandomBot{}, crib.RandomBot{}, crib.RandomBot{}}, cards.NewRand(9), func(e crib.Event) {
		switch e := e.(type) {
		case crib.Laid:
			want = cribwars.AppendPlayMoves(want, e.Step.Score, e.Step.GoPoint || e.Step.LastCard)
		case cribwars.Pegged:
			switch e.Score.Kind {
			case crib.ScorePlay, crib.ScoreGo, crib.ScoreLast:
				moves = append(moves, e.Score.Points)
			}
		case crib.GameOver, cribwars.GameOver:
			want = want[:len(moves)] // the last card's go may not come
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(moves, want) {
		t.Errorf("moves %v\nwant  %v", moves, want)
	}
	_ = score.Play
}

// His heels near the end: crib's NoHeelsWithin, read on crib's Front (the
// peg's progress), agrees with Rules.JackTurnedUp at every position of the
// board, side paths included.
func TestHeelsAgreeWithJackTurnedUp(t *testing.T) {
	for _, b := range []cribwars.Board{cribwars.DefaultBoard(), cribwars.PlainBoard()} {
		for _, h := range []cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree} {
			r := cribwars.Rules{Heels: h}
			cr, err := cribwars.Config{Board: b, Rules: r}.CribRules()
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
