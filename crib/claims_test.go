package crib_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// The claimed-mode deal of these tests. Pone (seat 0) keeps 5H 5C 10S JD,
// the dealer (seat 1) 4D 6D 4S 6H; the starter is 5S. The play
// 5H 4D 5C 6D 10S 4S JD 6H scores: the dealer's 6D a run of three (3); the
// pone's 10S (30) the go (1); the dealer's 6H last card (1). The show: the
// pone's hand 5 5 5 10 J is 20; the dealer's 4 6 4 6 5 is 24; the crib
// AC 2C KC QH with 5S is 4.
const (
	cPone   = "5H 5C 10S JD AC 2C"
	cDealer = "4D 6D 4S 6H KC QH"
)

type claimGame struct {
	t *testing.T
	g crib.Game
	e []crib.Event
}

func newClaimGame(t *testing.T, muggins bool, scores ...int) *claimGame {
	t.Helper()
	if len(scores) == 0 {
		scores = []int{0, 0}
	}
	g := setup(t, setupDeal{
		rules:  crib.Rules{Claimed: true, Muggins: muggins},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores,
	})
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
		c.do(c.g.Lay(c.g.Play().Turn(), card))
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

// Rule 8.3: an underpeg stands; without muggins nobody can take the points.
func TestRule8_3UnderpegStands(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 2)) // the run is 3
	c.lay("10S")
	c.scores(0, 2)
	c.fails(crib.ErrNoMuggins)(c.g.CallMuggins(0, 1, 1))
	c.fails(crib.ErrNoClaim)(c.g.Correct(0, 1))
}

// Rule 10.4a: the caller takes the lesser of the points asked and missed;
// a call with nothing missed gives the points asked to the other side.
func TestRule10_4aMuggins(t *testing.T) {
	c := newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 2))
	c.do(c.g.CallMuggins(0, 1, 3))
	c.scores(1, 2)
	c.do(c.g.CallMuggins(0, 1, 2)) // the window is closed now: no muggins
	c.scores(1, 4)
	last := c.e[len(c.e)-2].(crib.MugginsCalled)
	if !last.Wrong {
		t.Errorf("second call %+v", last)
	}
	// A call for less than was missed takes only what was asked.
	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))
	c.do(c.g.CallMuggins(0, 1, 2))
	c.scores(2, 0)
}

// Rule 10.4b: points missed in the play may be called until the player
// pegs a later score or the pone's hand is pegged.
func TestRule10_4bPlayWindow(t *testing.T) {
	c := newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0)) // misses the run of 3
	c.lay("10S")
	c.do(c.g.Claim(0, 1)) // the pone's go
	c.lay("4S JD")
	c.do(c.g.CallMuggins(0, 1, 3)) // still open: the dealer has pegged nothing since
	c.scores(4, 0)

	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))
	c.lay("10S 4S JD 6H")
	c.do(c.g.Claim(1, 1)) // the dealer pegs last card: the window closes
	c.do(c.g.CallMuggins(0, 1, 3))
	c.scores(0, 1+3)

	c = newClaimGame(t, true).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))
	c.lay("10S 4S JD 6H")
	c.do(c.g.Claim(0, 20)) // the pone's hand is pegged: the window closes
	c.do(c.g.CallMuggins(0, 1, 3))
	c.scores(20, 3)
}

// Rule 10.4c: the dealer calls muggins on the pone's hand before counting
// his own; the pone on the dealer's hand or crib before accepting it.
func TestRule10_4cShowWindows(t *testing.T) {
	play := func(c *claimGame) *claimGame {
		c.lay("5H 4D 5C 6D")
		c.do(c.g.Claim(1, 3))
		c.lay("10S")
		c.do(c.g.Claim(0, 1))
		c.lay("4S JD 6H")
		c.do(c.g.Claim(1, 1))
		c.scores(1, 4)
		return c
	}
	c := play(newClaimGame(t, true))
	c.do(c.g.Claim(0, 17)) // the pone's 20 counted as 17
	c.do(c.g.CallMuggins(1, 0, 4))
	c.scores(18, 7)
	c.do(c.g.Claim(1, 20)) // the dealer's 24 counted as 20
	c.do(c.g.CallMuggins(0, 1, 5))
	c.scores(22, 27)
	c.do(c.g.Accept(0))
	c.do(c.g.Claim(1, 4)) // the crib, right
	c.do(c.g.Accept(0))
	if c.g.Phase() != crib.PhaseDeal || c.g.Dealer() != 0 {
		t.Errorf("after the crib: %v", c.g.Phase())
	}

	// Too late: the dealer has counted; the pone has accepted.
	c = play(newClaimGame(t, true))
	c.do(c.g.Claim(0, 17))
	c.do(c.g.Claim(1, 20))
	c.do(c.g.CallMuggins(1, 0, 4)) // no muggins: the pone takes 4
	c.scores(22, 24)
	c.do(c.g.Accept(0))
	c.do(c.g.CallMuggins(0, 1, 2)) // no muggins: the dealer takes 2
	c.scores(22, 26)
}

// Rule 10.3c: no muggins on his heels.
func TestRule10_3cNoMugginsOnHeels(t *testing.T) {
	g := setup(t, setupDeal{
		rules:  crib.Rules{Claimed: true, Muggins: true},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "JS",
	})
	c := &claimGame{t: t, g: g}
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("heels not pending: %d %v", s, ok)
	}
	c.lay("5H") // the dealer did not peg his heels
	c.do(c.g.CallMuggins(0, 1, 2))
	c.scores(0, 2) // the call was no muggins: the dealer takes the 2
}

// Rule 8.4c: an overpeg found by the opponent goes back and the opponent
// scores the error; found by the pegger, back without penalty; rule 8.4d:
// after the next card it stands.
func TestRule8_4cOverpeg(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 5))
	c.scores(0, 5)
	c.do(c.g.Correct(0, 1))
	c.scores(2, 3)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 5))
	c.do(c.g.Retract(1))
	c.scores(0, 3)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 5))
	c.lay("10S")
	c.fails(crib.ErrNoClaim)(c.g.Correct(0, 1))
	c.scores(0, 5)
}

// Rule 8.10: a go pegged before it was said is judged by the opponent's
// cards: warranted at 30 (the dealer holds 4 and 6), an overpeg at 14.
func TestRule8_10GoPeggedEarly(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C")
	c.do(c.g.Claim(0, 1)) // "go" at 14: the dealer can lay
	c.do(c.g.Correct(1, 0))
	c.scores(0, 1)

	c = newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 3))
	c.lay("10S")
	c.do(c.g.Claim(0, 1)) // at 30 the dealer cannot lay: the go is good
	c.fails(crib.ErrNoClaim)(c.g.Correct(1, 0))
	c.scores(1, 3)
}

// Rule 8.4a-b: a false claim of game. The offender's peg goes to the true
// score, the opponent gets the points overclaimed, then the offender goes
// 15 back, even when the award wins the game for the opponent.
func TestRule8_4bFalseClaimOfGame(t *testing.T) {
	c := newClaimGame(t, false, 100, 115).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 6)) // 115+6 = 121, but the run is 3: 118
	c.scores(103, 118-15)
	judges := false
	for _, e := range c.e {
		if j, ok := e.(crib.JudgesCalled); ok && j.Rule == "8.4a" {
			judges = true
		}
	}
	if !judges || c.g.Phase() != crib.PhasePlay {
		t.Errorf("judges %v, phase %v", judges, c.g.Phase())
	}

	c = newClaimGame(t, false, 119, 115).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 9))
	if winnerOf(c.g) != 0 {
		t.Fatalf("winner %d, board %v", winnerOf(c.g), c.g.Board())
	}
	c.scores(121, 103)
	res, _ := c.g.Result()
	if res.Board.Score(1) != 103 {
		t.Errorf("result %+v", res)
	}
}

// Rule 8.11: without muggins, a player who pegs short of the game hole is
// reminded to peg out; refusing forfeits the score and the game goes on.
// Rule 10.1c: with muggins, pegging out is mandatory: the shortfall is open
// to muggins.
func TestRule8_11PegOut(t *testing.T) {
	c := newClaimGame(t, false, 0, 118).lay("5H 4D 5C 6D")
	c.fails(crib.ErrMustPegOut)(c.g.Lay(0, cards.MustParse("10S"))) // cannot pass over it
	c.do(c.g.Claim(1, 2))
	if a, s := c.g.Next(); a != crib.ActPegOut || s != 1 {
		t.Fatalf("next %v %d", a, s)
	}
	c.fails(crib.ErrMustPegOut)(c.g.Lay(0, cards.MustParse("10S")))
	refused := *c
	c.do(c.g.PegOut(1))
	if winnerOf(c.g) != 1 {
		t.Errorf("winner %d", winnerOf(c.g))
	}
	c = &refused
	c.do(c.g.RefusePegOut(1))
	c.scores(0, 120)
	c.lay("10S")
	if c.g.Phase() != crib.PhasePlay {
		t.Errorf("phase %v", c.g.Phase())
	}

	c = newClaimGame(t, true, 0, 118).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 2))
	c.do(c.g.CallMuggins(0, 1, 1))
	c.scores(1, 120)

	// 10.4a: no more than the holes that could have been pegged: at 119 a
	// run of 3 could peg only 2 holes.
	c = newClaimGame(t, true, 0, 119).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))
	c.do(c.g.CallMuggins(0, 1, 3))
	c.scores(2, 119)
}

// Rule 9.2: the order of counting. The dealer who counts first is refused
// (9.2c: retract, the pone counts, then the dealer).
func TestRule9_2CountingOrder(t *testing.T) {
	c := newClaimGame(t, false).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 3))
	c.lay("10S")
	c.do(c.g.Claim(0, 1))
	c.lay("4S JD 6H")
	c.do(c.g.Claim(1, 1))
	c.fails(crib.ErrCountOrder)(c.g.Claim(1, 24)) // 9.2c: the dealer first
	c.do(c.g.Claim(0, 20))
	c.do(c.g.Claim(1, 24))
	c.fails(crib.ErrWrongPhase)(c.g.Claim(1, 4)) // 9.2b: the pone accepts first
	c.fails(crib.ErrNotYourTurn)(c.g.Accept(1))
	c.do(c.g.Accept(0))
	c.do(c.g.Claim(1, 4))
	c.do(c.g.Accept(0))
	c.scores(21, 32)
}

// Rule 10.4d: a player who claims no count may correct the claim until the
// opponent says "muggins"; after the word, not. A count pegged (not zero)
// stands (8.3), and a count accepted is past correcting: both are too late,
// not counts out of turn.
func TestRule10_4dNoCountCorrectedUntilMuggins(t *testing.T) {
	c := toShow(newClaimGame(t, true))
	c.do(c.g.Claim(0, 0)) // "no count" for a hand of 20
	c.do(c.g.Claim(0, 20))
	c.scores(21, 4)
	c.do(c.g.CallMuggins(1, 0, 2)) // nothing missed now: no muggins
	c.scores(23, 4)

	c = toShow(newClaimGame(t, true))
	c.do(c.g.Claim(0, 0))
	c.do(c.g.CallMuggins(1, 0, 20)) // the word is said
	c.scores(1, 24)
	c.fails(crib.ErrTooLate)(c.g.Claim(0, 20))

	// The dealer's no count, corrected before the pone accepts; the crib
	// is claimed after the acceptance.
	c = toShow(newClaimGame(t, false))
	c.do(c.g.Claim(0, 20))
	c.do(c.g.Claim(1, 0))
	c.do(c.g.Claim(1, 24))
	c.do(c.g.Accept(0))
	c.do(c.g.Claim(1, 4))
	c.scores(21, 32)

	// Not no count: the count pegged stands; and once the dealer has
	// counted, the pone's count is accepted.
	c = toShow(newClaimGame(t, true))
	c.do(c.g.Claim(0, 17))
	_, _, err := c.g.Claim(0, 20)
	c.fails(crib.ErrTooLate)(c.g, nil, err)
	if errors.Is(err, crib.ErrCountOrder) {
		t.Errorf("a correction refused as a count out of turn: %v", err)
	}
	c.do(c.g.Claim(1, 24))
	c.fails(crib.ErrTooLate)(c.g.Claim(0, 3))
}

// Rule 8.11 applies except in match play: there a player who pegs short of
// the game hole is not reminded (the underpeg stands, 8.3, and the score
// not pegged may be passed over), and a player may concede the game, which
// is the same as the opponent pegging out (8.11b). In a qualifying round a
// concession is refused: play continues.
func TestRule8_11MatchPlay(t *testing.T) {
	match := crib.Rules{Claimed: true, Match: crib.MatchRules{GamesToWin: 2}}
	if !match.MatchPlay() || (crib.Rules{}).MatchPlay() {
		t.Fatal("MatchPlay does not read Match.GamesToWin")
	}
	deal := func(rules crib.Rules, scores ...int) *claimGame {
		g := setup(t, setupDeal{rules: rules, dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores})
		return &claimGame{t: t, g: g}
	}
	c := deal(match, 0, 118).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 2)) // the run of 3 would take the dealer out
	if act, _ := c.g.Next(); act != crib.ActLay {
		t.Fatalf("next %v: reminded in match play", act)
	}
	c.fails(crib.ErrNoClaim)(c.g.RefusePegOut(1))
	c.scores(0, 120)
	c.lay("10S 4S JD 6H")  // the dealer's last card would take it out ...
	c.do(c.g.Claim(0, 20)) // ... and is passed over as the pone counts
	c.scores(20, 120)

	// The dealer, at 120, concedes: the pone pegs out.
	c.do(c.g.Concede(1))
	if winnerOf(c.g) != 0 || c.g.Score(0) != 121 {
		t.Fatalf("winner %d, board %v\n%s", winnerOf(c.g), c.g.Board(), describe(c.e))
	}
	res, _ := c.g.Result()
	if res.Skunk[1] != 0 || res.Board.Score(1) != 120 {
		t.Errorf("result %+v", res)
	}

	// A qualifying round: reminded, and no concession.
	c = deal(crib.Rules{Claimed: true}, 0, 118).lay("5H 4D 5C 6D")
	c.fails(crib.ErrNoConcession)(c.g.Concede(1))
	c.do(c.g.Claim(1, 2))
	if act, seat := c.g.Next(); act != crib.ActPegOut || seat != 1 {
		t.Errorf("next %v %d, want the reminder", act, seat)
	}
	// A match's games are match play: the concession works in automatic
	// mode too.
	m, err := crib.NewMatch(crib.Rules{Layout: crib.ThreePlayer(), Match: crib.MatchRules{GamesToWin: 3}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := m.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := g.Concede(0); !errors.Is(err, crib.ErrNoConcession) {
		t.Errorf("a concession with three sides: %v", err)
	}
	m, _ = crib.NewMatch(crib.Rules{Match: crib.MatchRules{GamesToWin: 3}})
	g, _ = m.NewGame(1)
	g = must(t)(g.Concede(0))
	if winnerOf(g) != 1 {
		t.Errorf("winner %d", winnerOf(g))
	}
}

// Rule 8.10 and the go pegged apart: the dealer's 5D pairs the pone's 5S at
// 25, and no one can lay. The dealer pegs the pair; the pone says go; the
// dealer pegs the go: two claims. A go pegged with the pair before the pone
// said go is judged by the pone's cards: it cannot lay, so it stands.
func TestRule8_10GoPeggedApart(t *testing.T) {
	deal := func() *claimGame {
		g := setup(t, setupDeal{rules: crib.Rules{Claimed: true, Muggins: true}, dealer: 1,
			dealt: []string{"6H 5S KH QC AC 2C", "9C 5D JD 10C 3H 4H"}, starter: "8S"})
		c := &claimGame{t: t, g: g}
		c.lay("6H 9C")
		c.do(c.g.Claim(1, 2)) // fifteen
		return c.lay("5S 5D")
	}
	c := deal()
	c.do(c.g.Claim(1, 2)) // the pair
	c.fails(crib.ErrMustLay)(c.g.Go(1))
	c.do(c.g.Go(0))
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("the go does not wait for its claim: %d %v", s, ok)
	}
	c.do(c.g.Claim(1, 1)) // the go
	c.scores(0, 5)
	c.fails(crib.ErrMustLay)(c.g.Go(0)) // a new count: the pone leads
	// Both at once, before the pone said go (8.10): warranted.
	c = deal()
	c.do(c.g.Claim(1, 3))
	c.fails(crib.ErrNoClaim)(c.g.Correct(0, 1))
	c.scores(0, 5)
	// The pair pegged, and the pone leads again without saying go: the go
	// not pegged by then is missed (8.4d), and open to muggins (10.4b).
	c = deal()
	c.do(c.g.Claim(1, 2))
	c.lay("KH")
	c.do(c.g.CallMuggins(0, 1, 1))
	c.scores(1, 4)
	// Automatic mode says go itself.
	g := setup(t, setupDeal{dealer: 1, dealt: []string{"6H 5S KH QC AC 2C", "9C 5D JD 10C 3H 4H"}, starter: "8S"})
	g, ev := layEv(t, g, "6H 9C 5S 5D")
	if !hasEvent[crib.GoSaid](ev) || g.Score(1) != 5 {
		t.Errorf("automatic: board %v\n%s", g.Board(), describe(ev))
	}
	if _, _, err := g.Go(0); !errors.Is(err, crib.ErrNotClaimed) {
		t.Errorf("go in automatic mode: %v", err)
	}
}

// owedGame returns the claimed deal with players pegging penalties and
// muggins scores themselves (Rules.ClaimPenalties).
func owedGame(t *testing.T, scores ...int) *claimGame {
	g := setup(t, setupDeal{rules: crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true},
		dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S", scores: scores})
	return &claimGame{t: t, g: g}
}

// Rule 10.3b: where players peg their own scores, a muggins score pegged
// short (or not at all) stands, and is no muggins for the opponent.
func TestRule10_3bMugginsScoreUnderpegged(t *testing.T) {
	c := owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))          // the run of 3 missed
	c.do(c.g.CallMuggins(0, 1, 3)) // Pat takes 3, and pegs them himself
	if act, seat := c.g.Next(); act != crib.ActOwed || seat != 0 || len(c.g.Owed()) != 1 || c.g.Owed()[0].Points != 3 {
		t.Fatalf("next %v %d, owed %+v", act, seat, c.g.Owed())
	}
	c.fails(crib.ErrOfferPending)(c.g.Lay(0, cards.MustParse("10S")))
	c.fails(crib.ErrOfferPending)(c.g.Claim(1, 1))
	c.do(c.g.Claim(0, 2)) // one short
	c.scores(2, 0)
	c.do(c.g.CallMuggins(1, 0, 1)) // no muggins on a muggins score: the call is wrong ...
	c.do(c.g.Claim(0, 1))          // ... and Pat pegs the penalty owed to him
	c.scores(3, 0)
	c.lay("10S")
	if a, _ := c.g.Next(); a != crib.ActLay {
		t.Errorf("next %v", a)
	}
	// Pegging a muggins score too far is an overpeg, found by the opponent.
	c = owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.Claim(1, 0))
	c.do(c.g.CallMuggins(0, 1, 3))
	c.do(c.g.Claim(0, 5))
	c.do(c.g.Correct(1, 0))
	c.do(c.g.Claim(1, 2)) // the error owed to Dee
	c.scores(3, 2)
}

// Rule 10.3a: a penalty pegged short by the player owed it stands, and is
// no muggins; and the offender's own score waits until the penalty is
// pegged (rule 8.8's order).
func TestRule10_3aPenaltyUnderpegged(t *testing.T) {
	c := owedGame(t).lay("5H 4D 5C 6D")
	c.do(c.g.ApplyRuling(0, crib.StarterMixed(crib.IntoHand, true, false))) // Pat put the starter in his hand: 2 to Dee
	c.do(c.g.Claim(1, 0))                                                   // Dee forgets the penalty
	c.scores(0, 0)
	if s, ok := c.g.Pending(); !ok || s != 1 {
		t.Fatalf("pending %d %v", s, ok)
	}
	c.do(c.g.Claim(1, 3))          // the run, still Dee's to claim
	c.do(c.g.CallMuggins(0, 1, 2)) // no muggins on a penalty: the call gives Dee 2 more, owed
	c.do(c.g.Claim(1, 1))
	c.scores(0, 4)

	// 8.8 near the end: the offender's score waits for the penalty's claim.
	c = owedGame(t, 118, 119).lay("5H 4D 5C")
	c.do(c.g.ApplyRuling(0, crib.UsedOpponentsPeg(3, false, true)))
	c.scores(118, 119)
	c.do(c.g.Claim(1, 2))
	if winnerOf(c.g) != 1 {
		t.Errorf("winner %d, board %v\n%s", winnerOf(c.g), c.g.Board(), describe(c.e))
	}
}
