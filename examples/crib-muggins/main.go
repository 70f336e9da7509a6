// Command crib-muggins referees one claimed-score deal of two-player ACC
// cribbage with muggins in effect: the players announce and peg their own
// scores, the engine knows the true ones, and applies ACC rules 8 and 10 —
// an underpeg stands and the opponent may call muggins for it (for the
// lesser of what is asked and what was missed), a call with nothing missed
// gives the points to the other side, and an overpeg found by the opponent
// goes back with the error to the finder.
//
//	go run ./examples/crib-muggins
package main

import (
	"fmt"
	"os"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

var names = []string{"Pat", "Dee"} // Pat is the pone, Dee deals

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// stacked returns a pack that deals pone and dealer their six cards (one
// at a time, the pone first) and turns starter on a cut four cards deep.
func stacked(pone, dealer, starter string) cards.Deck {
	p, d := cards.MustParseList(pone), cards.MustParseList(dealer)
	st := cards.MustParse(starter)
	var top []cards.Card
	for i := range 6 {
		top = append(top, p[i], d[i])
	}
	rest := cards.SetOf(append(top, st)...).Complement().AppendTo(nil)
	return cards.DeckOf(append(top, slices.Insert(rest, 4, st)...)...)
}

func run() error {
	g, err := crib.NewGame(crib.Rules{Claimed: true, Muggins: true}, 1)
	if err != nil {
		return err
	}
	step := func(say string, do func() (crib.Game, []crib.Event, error)) error {
		ng, ev, err := do()
		if err != nil {
			return err
		}
		if say != "" {
			fmt.Println(say)
		}
		for _, e := range ev {
			fmt.Println("   ", e.Describe(names))
		}
		g = ng
		return nil
	}
	lay := func(cs string) error {
		for _, c := range cards.MustParseList(cs) {
			if err := step("", func() (crib.Game, []crib.Event, error) { return g.Lay(g.Play().Turn(), c) }); err != nil {
				return err
			}
		}
		return nil
	}
	type action struct {
		say string
		do  func() (crib.Game, []crib.Event, error)
	}
	script := []action{
		{"Dee deals.", func() (crib.Game, []crib.Event, error) { return g.ChooseDealer(1) }},
		{"", func() (crib.Game, []crib.Event, error) {
			return g.DealFrom(stacked("5H 5C 10S JD AC 2C", "4D 6D 4S 6H KC QH", "5S"))
		}},
		{"", func() (crib.Game, []crib.Event, error) { return g.Discard(0, cards.MustParseList("AC 2C")...) }},
		{"", func() (crib.Game, []crib.Event, error) { return g.Discard(1, cards.MustParseList("KC QH")...) }},
		{"", func() (crib.Game, []crib.Event, error) { return g.CutAt(4) }},
		{"The play.", nil},
		{"", func() (crib.Game, []crib.Event, error) { return g, nil, lay("5H 4D 5C 6D") }},
		{"Dee's 6 makes a run of three, but Dee pegs only 2.", func() (crib.Game, []crib.Event, error) { return g.Claim(1, 2) }},
		{"Pat: \"Muggins for 3!\" Only 1 was missed, so Pat takes 1 (rule 10.4a).", func() (crib.Game, []crib.Event, error) { return g.CallMuggins(0, 1, 3) }},
		{"", func() (crib.Game, []crib.Event, error) { return g, nil, lay("10S") }},
		{"Dee cannot lay on 30: Pat pegs the go.", func() (crib.Game, []crib.Event, error) { return g.Claim(0, 1) }},
		{"", func() (crib.Game, []crib.Event, error) { return g, nil, lay("4S JD 6H") }},
		{"Dee pegs one for last card.", func() (crib.Game, []crib.Event, error) { return g.Claim(1, 1) }},
		{"The show. Pat counts first (rule 9.2a) and claims 16; the hand is worth 20.", func() (crib.Game, []crib.Event, error) { return g.Claim(0, 16) }},
		{"Dee calls \"muggins for 4\" before counting (rule 10.4c).", func() (crib.Game, []crib.Event, error) { return g.CallMuggins(1, 0, 4) }},
		{"Dee counts the double double run right.", func() (crib.Game, []crib.Event, error) { return g.Claim(1, 24) }},
		{"Pat calls muggins on it anyway: wrong, so Dee takes the 2 (rule 10.4a).", func() (crib.Game, []crib.Event, error) { return g.CallMuggins(0, 1, 2) }},
		{"Pat accepts Dee's hand (rule 9.2b).", func() (crib.Game, []crib.Event, error) { return g.Accept(0) }},
		{"Dee claims 6 for a crib worth 4: an overpeg.", func() (crib.Game, []crib.Event, error) { return g.Claim(1, 6) }},
		{"Pat finds it before accepting (rule 8.4c).", func() (crib.Game, []crib.Event, error) { return g.Correct(0, 1) }},
		{"Pat accepts the crib; the deal passes.", func() (crib.Game, []crib.Event, error) { return g.Accept(0) }},
	}
	for _, a := range script {
		if a.do == nil {
			fmt.Println(a.say)
			continue
		}
		if err := step(a.say, a.do); err != nil {
			return err
		}
	}
	fmt.Printf("Pat %d, Dee %d.\n", g.Score(0), g.Score(1))
	return nil
}
