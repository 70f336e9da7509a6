package crib_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/score"
)

func ExamplePlayPoints() {
	pone := [4]cards.Card(cards.MustParseList("KC KD 2H 3S"))
	dealer := [4]cards.Card(cards.MustParseList("5C 5D AH AS"))
	// K (10), 5 (15: 2 to the dealer), K (25), 5 (30); the pone cannot lay,
	// the dealer's A makes 31 (2). Then 2, A, 3: a run of three for the
	// pone (3) and one for last card.
	laid := cards.MustParseList("KC 5C KD 5D AH 2H AS 3S")
	p, d, err := crib.PlayPoints(pone, dealer, laid)
	fmt.Println(p, d, err)

	_, _, err = crib.PlayPoints(pone, dealer, cards.MustParseList("KC KD"))
	fmt.Println(err)
	// Output:
	// 4 4 <nil>
	// crib: a player who can lay must lay: seat 1 to lay on 10, but seat 0's KD was laid (card 2 of the play)
}

// A game is a value; each transition returns the next one and what
// happened, or an error naming the operation and the seat.
func ExampleGame() {
	g, err := crib.NewGame(crib.Rules{}, 42) // ACC two-player game to 121
	check(err)
	g, _, err = g.Apply(crib.ChooseDealer{Seat: 1})
	check(err)
	g, ev, err := g.Apply(crib.Deal{})
	check(err)
	names := []string{"Ann", "Bob"}
	fmt.Println(ev[0].Describe(names))
	// Each player lays two away, here the first two cards dealt.
	for s := range 2 {
		h := g.Hand(s).AppendTo(nil)
		g, _, err = g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[:2]...)})
		check(err)
	}
	g, ev, err = g.Apply(crib.CutAt{Depth: 10})
	check(err)
	fmt.Println(ev[0].Describe(names))
	act, seat := g.Next()
	fmt.Println(act, names[seat], g.Play().Legal())
	_, _, err = g.Apply(crib.Lay{Seat: 1, Card: g.Hand(1).AppendTo(nil)[0]})
	fmt.Println(err)
	// Output:
	// Deal 1: Bob deals. Ann: 6♥ 7♣ 7♦ 8♣ Q♥ K♥. Bob: 2♥ 2♠ 3♦ 5♥ 8♥ Q♦.
	// Ann cuts; the starter is J♠.
	// lay Ann {7D 8C QH KH}
	// crib: lay by seat 1: not your turn: seat 0 to lay
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// Every transition is also an Action value, which Apply applies: a game is
// its rules, its seed and a list of actions.
func ExampleGame_Apply() {
	g, err := crib.NewGame(crib.Rules{}, 42)
	check(err)
	actions := []crib.Action{
		crib.ChooseDealer{Seat: 1},
		crib.Deal{},
		crib.Discard{Seat: 0, Cards: set("QH KH")},
		crib.Discard{Seat: 1, Cards: set("2S QD")},
		crib.CutAt{Depth: 10},
		crib.Lay{Seat: 0, Card: cards.MustParse("7D")},
		crib.Lay{Seat: 1, Card: cards.MustParse("8H")},
	}
	for _, a := range actions {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		check(err)
		for _, e := range ev {
			if _, ok := e.(crib.Pegged); ok {
				fmt.Printf("%v: %s\n", a, e.Describe([]string{"Ann", "Bob"}))
			}
		}
	}
	_, _, err = g.Apply(crib.Lay{Seat: 1, Card: cards.MustParse("5H")})
	fmt.Println(err)
	fmt.Println(errors.Is(err, crib.ErrNotYourTurn))
	// Output:
	// cut at 10: Bob pegs 2 for his heels: 0 to 2.
	// lay 1 8H: Bob pegs 2 for fifteen: 2 to 4.
	// crib: lay by seat 1: not your turn: seat 0 to lay
	// true
}

// PlayGame plays a whole game between strategies, each seat drawing from
// its own random source.
func ExamplePlayGame() {
	g, err := crib.NewGame(crib.Rules{}, 7)
	check(err)
	bots := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	deals := 0
	g, err = crib.PlayGame(g, bots, cards.NewRand(7), func(e crib.Event) {
		if _, ok := e.(crib.Dealt); ok {
			deals++
		}
	})
	check(err)
	res, _ := g.Result()
	fmt.Printf("%d deals: %s\n", deals, res.Describe([]string{"analysis", "random"}))
	// Output:
	// 9 deals: analysis wins, analysis 121, random 76, a skunk (3 game points).
}

func ExampleBoard_Leapfrog() {
	b := crib.NewBoard(2, 121)
	b = b.Leapfrog(0, 6) // the first score: a peg in hole 6
	b = b.Leapfrog(0, 0) // a zero hand touches no peg (rule 8.2)
	b = b.Leapfrog(0, 4) // the rear peg jumps the front one (rule 8.1)
	fmt.Printf("%v %v (front peg %d, rear %d)\n", b.Pegs[0], b, b.Pegs[0].Front, b.Pegs[0].Rear)
	// Output: 10/6 10-0 (front peg 10, rear 6)
}

// A player lifts both pegs with 6 to record: the front peg goes back, the
// 6 is forfeited and muggins does not apply (rule 8.5b).
func ExampleRemovedBothPegs() {
	r := ruling.RemovedBothPegs(40, 6, true, false)
	fmt.Printf("%s: pegs %v (front/rear), forfeit %d, no muggins %v\n%s\n", r.Rule, r.Pegs, r.Forfeit, r.NoMuggins, r.Text)
	r = ruling.RemovedBothPegs(40, 6, false, false)
	fmt.Println("judges:", r.Judges)
	// Output:
	// 8.5b: pegs 40/39 (front/rear), forfeit 6, no muggins true
	// the front peg is replaced and the other behind it; the unpegged score is forfeited, and muggins does not apply to it
	// judges: decide where the front peg was
}

func ExampleSolvePlay() {
	pone := [4]cards.Card(cards.MustParseList("7C 8D 9H 6S"))
	dealer := [4]cards.Card(cards.MustParseList("7D 8C 9S 6H"))
	sol, _ := crib.SolvePlay(pone, dealer)
	fmt.Println("value for the pone:", sol.Value)
	fmt.Println("line:", cards.FormatList(sol.Line))
	for _, m := range sol.Moves {
		fmt.Println(m.Card, m.Value)
	}
	// Output:
	// value for the pone: -6
	// line: 9H 6H 6S 9S 7C 7D 8D 8C
	// 6S -7
	// 7C -7
	// 8D -7
	// 9H -6
}

func ExampleRunSelfPlay() {
	bots := []crib.Strategy{bot.Analysis{}, bot.Random{}}
	rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Games: 200, Seed: 1}, bots)
	check(err)
	fmt.Printf("analysis bot %d, random bot %d (95%% interval for the win rate %.2f-%.2f)\n",
		rep.Wins[0], rep.Wins[1], rep.CI95[0][0], rep.CI95[0][1])
	fmt.Printf("hand points a deal: %.1f against %.1f\n", rep.Stat("hand points a deal", 0).Mean, rep.Stat("hand points a deal", 1).Mean)
	fmt.Printf("skunks: %d\n", rep.Count("skunks", 0))
	// Output:
	// analysis bot 199, random bot 1 (95% interval for the win rate 0.97-1.00)
	// hand points a deal: 7.9 against 4.6
	// skunks: 167
}

func ExampleLayout() {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		fmt.Printf("%d players, %d sides: deal %d, lay away %d, from the pack %d; counting order when seat 0 deals %v\n",
			l.Seats, l.Sides, l.Deal, l.Throw, l.FromPack, l.CountingOrder(0))
	}
	// Output:
	// 2 players, 2 sides: deal 6, lay away 2, from the pack 0; counting order when seat 0 deals [1 0]
	// 3 players, 3 sides: deal 5, lay away 1, from the pack 1; counting order when seat 0 deals [1 2 0]
	// 4 players, 2 sides: deal 5, lay away 1, from the pack 0; counting order when seat 0 deals [1 2 3 0]
	// 6 players, 3 sides: deal 5, lay away 1, from the pack 0; counting order when seat 0 deals [1 2 3 4 5 0]
}

// A claimed-score deal with muggins on: each player pegs what it claims and
// the engine referees. The play is pegged honestly here; in the show the
// pone claims two less than the hand is worth, and the dealer calls muggins
// for the two (rule 10.4c) before counting.
func ExampleClaim() {
	g, err := crib.NewGame(crib.Rules{Claimed: true, Muggins: true}, 7)
	check(err)
	g, _, err = g.Apply(crib.ChooseDealer{Seat: 1})
	check(err)
	g, _, err = g.Apply(crib.Deal{})
	check(err)
	for s := range 2 {
		h := g.Hand(s).AppendTo(nil)
		g, _, err = g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(h[4:]...)}) // lay the two highest away
		check(err)
	}
	g, _, err = g.Apply(crib.CutAt{Depth: 20})
	check(err)
	names := []string{"Pat", "Dee"}
	owed := [2]int{} // what each player's cards have scored and it has not claimed
	for g.Phase() == crib.PhasePlay {
		var ev []crib.Event
		if seat, ok := g.Pending(); ok {
			g, _, err = g.Apply(crib.Claim{Seat: seat, Points: owed[seat]})
			check(err)
			owed[seat] = 0
			continue
		}
		_, seat := g.Next()
		g, ev, err = g.Apply(crib.Lay{Seat: seat, Card: g.Play().Legal().AppendTo(nil)[0]}) // the lowest card
		check(err)
		for _, e := range ev {
			if l, ok := e.(crib.Laid); ok {
				owed[l.Step.Seat] += l.Step.Points()
			}
		}
	}
	say := func(ng crib.Game, ev []crib.Event, err error) {
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range ev {
			fmt.Println(e.Describe(names))
		}
		g = ng
	}
	fmt.Printf("After the play: Pat %d, Dee %d.\n", g.Score(0), g.Score(1))
	hand, err := score.HandBreakdown([4]cards.Card(g.Kept(0).AppendTo(nil)), g.Starter())
	check(err)
	say(g.Apply(crib.Claim{Seat: 0, Points: hand.Total - 2}))
	say(g.Apply(crib.CallMuggins{Caller: 1, Target: 0, Asked: 2}))
	// Output:
	// After the play: Pat 6, Dee 2.
	// Pat's hand: A♦ 2♣ 2♥ 4♠ with Q♠: fifteen two, fifteen four, and a pair is six.
	// Pat claims 4 for the hand.
	// Pat pegs 4: 6 to 10.
	// Dee calls "muggins for 2" on Pat and takes 2 (rule 10.4a).
	// Dee pegs 2 for muggins (rule 10.4a): 2 to 4.
}

// trapBoard is a board with special holes, for the Pegger example: a side
// whose score ends on hole 31 falls through a trapdoor back to hole 10 and
// folds at once, and the board counts the trapdoor's victims, a record of
// its own that it returns with each score.
type trapBoard struct{ fallen [crib.MaxSides]int }

func (p trapBoard) Peg(b crib.Board, sc crib.Score) crib.PegResult {
	pg := crib.TwoPegBoard{}.Peg(b, sc) // leapfrog, and report it as a Pegged event
	if sc.Points > 0 && pg.Board.Pegs[sc.Side].Front == 31 {
		pg.Board = pg.Board.Place(sc.Side, crib.Pegs{Front: 10, Rear: 9})
		p.fallen[sc.Side]++
		pg.Pegger, pg.Fold = p, true
	}
	return pg
}

func (trapBoard) Muggins(crib.Board, int) bool { return true }

// A variant's board plugs in as the rules' Pegger: every score goes through
// it, and it says where the peg lands, what it keeps of its own, and
// whether the side folds.
func ExamplePegger() {
	g, err := crib.NewGame(crib.Rules{Pegger: trapBoard{}}, 42)
	check(err)
	for _, a := range []crib.Action{
		crib.ChooseDealer{Seat: 1},
		crib.Adjust{Side: 1, Points: 27, Rule: "a head start"},
		crib.Deal{},
		crib.Discard{Seat: 0, Cards: set("QH KH")},
		crib.Discard{Seat: 1, Cards: set("2S QD")},
		crib.CutAt{Depth: 10}, // a Jack: 2 for his heels, 27 to 29
		crib.Lay{Seat: 0, Card: cards.MustParse("7D")},
		crib.Lay{Seat: 1, Card: cards.MustParse("8H")}, // fifteen 2: 29 to 31, the trapdoor
	} {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		check(err)
		for _, e := range ev {
			switch e.(type) {
			case crib.Pegged, crib.Folded:
				fmt.Println(e.Describe([]string{"Ann", "Bob"}))
			}
		}
	}
	fmt.Println(g.Score(1), g.Folded(1), g.Pegger().(trapBoard).fallen[1])
	// Output:
	// Bob pegs 27 for a penalty (rule a head start): 0 to 27.
	// Bob pegs 2 for his heels: 27 to 29.
	// Bob pegs 2 for fifteen: 29 to 31.
	// Bob folds for the rest of the deal.
	// 10 true 1
}

// The go pegged apart, in claimed mode: Dee's 5 pairs Pat's at 25 and no
// one can lay. Dee pegs the pair, Pat says go, and Dee pegs the go: two
// claims (rule 8.10: a go is pegged once it is announced, or when the
// cards make it plain).
func ExampleGo() {
	g, err := crib.NewGame(crib.Rules{Claimed: true, Muggins: true}, 1)
	check(err)
	pack := stack(crib.TwoPlayer(), 1, []string{"6H 5S KH QC AC 2C", "9C 5D JD 10C 3H 4H"}, "8S")
	names := []string{"Pat", "Dee"}
	for _, a := range []crib.Action{
		crib.ChooseDealer{Seat: 1}, crib.DealFromDeck(pack),
		crib.Discard{Seat: 0, Cards: set("AC 2C")}, crib.Discard{Seat: 1, Cards: set("3H 4H")}, crib.CutAt{Depth: 4},
		crib.Lay{Seat: 0, Card: cards.MustParse("6H")}, crib.Lay{Seat: 1, Card: cards.MustParse("9C")},
		crib.Claim{Seat: 1, Points: 2},
		crib.Lay{Seat: 0, Card: cards.MustParse("5S")}, crib.Lay{Seat: 1, Card: cards.MustParse("5D")},
		crib.Claim{Seat: 1, Points: 2}, // the pair
		crib.Go{Seat: 0},               // Pat cannot lay on 25
		crib.Claim{Seat: 1, Points: 1}, // the go
	} {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		check(err)
		for _, e := range ev {
			switch e.(type) {
			case crib.Laid, crib.GoSaid, crib.Pegged:
				fmt.Println(e.Describe(names))
			}
		}
	}
	// Output:
	// Pat lays 6♥: 6.
	// Dee lays 9♣: 15.
	// Dee pegs 2: 0 to 2.
	// Pat lays 5♠: 20.
	// Dee lays 5♦: 25.
	// Dee pegs 2: 2 to 4.
	// Pat: go.
	// Dee pegs 1: 4 to 5.
}

// A game taken up at the table as it is: Ann at 110 and Bob at 118, Bob to
// deal; a Jack turned up gives him his heels and the game.
func ExampleNewGameAt() {
	g, err := crib.NewGameAt(crib.Rules{}, 7, crib.Position{
		Dealer: 1,
		Pegs:   [crib.MaxSides]crib.Pegs{{Front: 110, Rear: 104}, {Front: 119, Rear: 111}},
	})
	check(err)
	fmt.Println(g.Board(), g.Phase(), g.Dealer())
	pack := stack(crib.TwoPlayer(), 1, []string{"5H 5C 10S JD AC 2C", "4D 6D 4S 6H KC QH"}, "JS")
	for _, a := range []crib.Action{crib.DealFromDeck(pack),
		crib.Discard{Seat: 0, Cards: set("AC 2C")}, crib.Discard{Seat: 1, Cards: set("KC QH")}, crib.CutAt{Depth: 4}} {
		var ev []crib.Event
		g, ev, err = g.Apply(a)
		check(err)
		for _, e := range ev {
			switch e.(type) {
			case crib.Pegged, crib.GameOver:
				fmt.Println(e.Describe([]string{"Ann", "Bob"}))
			}
		}
	}
	// Output:
	// 110-119 deal 1
	// Bob pegs 2 for his heels: 119 to 121.
	// Bob wins, Ann 110, Bob 121 (2 game points).
}

// A bot keeps one Solver and asks it about every position it meets; the
// table is reused, and once warm nothing is allocated.
func ExampleSolver() {
	hands := []cards.Set{
		cards.SetOf(cards.MustParseList("7C 8D 9H 6S")...), // the pone's
		cards.SetOf(cards.MustParseList("7D 8C 9S 6H")...), // the dealer's
	}
	p, err := crib.NewPlayState(hands, 0)
	if err != nil {
		panic(err)
	}
	var s crib.Solver
	var sol crib.Solution
	for !p.Over() {
		if err := s.SolveInto(&sol, p); err != nil {
			panic(err)
		}
		seat, best := p.Turn(), sol.Line[0]
		var step crib.PlayStep
		if p, step, err = p.Lay(best); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d lays %v (worth %+d to its side) and pegs %d\n", seat, best, sol.Value, step.Points())
	}
	// Output:
	// seat 0 lays 9H (worth -6 to its side) and pegs 0
	// seat 1 lays 6H (worth +6 to its side) and pegs 2
	// seat 0 lays 6S (worth -4 to its side) and pegs 2
	// seat 1 lays 9S (worth +6 to its side) and pegs 1
	// seat 0 lays 7C (worth -5 to its side) and pegs 0
	// seat 1 lays 7D (worth +5 to its side) and pegs 2
	// seat 0 lays 8D (worth -3 to its side) and pegs 0
	// seat 1 lays 8C (worth +3 to its side) and pegs 3
}

// A picture of a game in progress: Ann's pegs at 87 and 40, Bob's at 72 and
// 60, and a game won by Ann.
func ExampleBoard_WriteSVG() {
	b := crib.NewBoard(2, 121).Leapfrog(0, 40).Leapfrog(0, 47).Leapfrog(1, 60).Leapfrog(1, 12)
	b.Games[0] = 1
	var out strings.Builder
	if err := b.WriteSVG(&out, "Ann", "Bob"); err != nil {
		fmt.Println(err)
		return
	}
	pic := out.String() // write it to a file, or serve it as image/svg+xml
	fmt.Println(strings.Count(pic, `class="hole"`), "track holes,", strings.Count(pic, `class="peg"`), "pegs")
	fmt.Println(pic[strings.Index(pic, "<title>") : strings.Index(pic, "</title>")+8])
	// Output:
	// 240 track holes, 6 pegs
	// <title>Cribbage board, game to 121: Ann 87, Bob 72</title>
}

// A deal that anyone can check was fair: the server commits to its seed
// (with a secret salt) before the first card and publishes the commitment;
// when the game is over its record reveals the seed and salt, and anyone
// verifies the record against the commitment published.
func ExampleRecord_Verify() {
	salt := []byte("keep this secret until the end!!") // from crypto/rand in a real server
	rules := crib.Rules{}
	c, _ := crib.Record{Rules: rules, Seed: 2026, Salt: salt}.Commitment()
	fmt.Println("published before the deal:", c.String()[:16]+"...")

	g, _ := crib.NewGame(rules, 2026)
	g, _ = crib.PlayGame(g.Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}}, cards.NewRand(1), nil)
	rec, _ := g.Record()
	rec.Salt = salt // revealed with the seed once the game is over

	fmt.Println("verified:", rec.Verify(c) == nil)
	rec.Seed++
	fmt.Println("another seed:", rec.Verify(c) != nil)
	// Output:
	// published before the deal: 01ddede23c14afcb...
	// verified: true
	// another seed: true
}

// A seat's view holds its own cards and, of the other hands, only how many
// cards they hold; an event is shown to a seat as SeenBy makes it.
func ExampleGame_View() {
	g, _ := crib.NewGame(crib.Rules{}, 7)
	g, _, _ = g.Apply(crib.ChooseDealer{Seat: 0})
	g, ev, _ := g.Apply(crib.Deal{})

	v, _ := g.View(1)
	fmt.Println("seat 1 holds:", v.Hand.Len(), "cards; seat 0 holds:", v.Held[0])
	fmt.Println(crib.SeenBy(ev[0], 1).Describe([]string{"Ann", "Bob"})[:32])

	spectator, _ := g.View(crib.NoSeat)
	fmt.Println("a spectator holds:", spectator.Hand.Len(), "cards")
	// Output:
	// seat 1 holds: 6 cards; seat 0 holds: 6
	// Deal 1: Ann deals. Ann: 6 cards.
	// a spectator holds: 0 cards
}
