// Command crib-muggins referees one claimed-score deal of two-player ACC
// cribbage with muggins in effect: the players announce and peg their own
// scores, the engine knows the true ones, and applies ACC rules 8 and 10 —
// an underpeg stands and the opponent may call muggins for it (for the
// lesser of what is asked and what was missed), a call with nothing missed
// gives the points to the other side, and an overpeg found by the opponent
// goes back with the error to the finder. The go is announced by the player
// who cannot lay, and pegged by the other once it is said; mixing the
// counted crib into the pack accepts it.
//
//	go run ./examples/crib-muggins
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

var names = []string{"Pat", "Dee"} // Pat is the pone, Dee deals

const usage = `usage: crib-muggins

Referees one claimed-score deal of two-player ACC cribbage with muggins in
effect, step by step: the players announce and peg their own scores, and the
engine applies ACC rules 8 and 10 to underpegs, overpegs and muggins calls.
It takes no arguments.
`

func main() {
	flag.Usage = func() { fmt.Fprint(flag.CommandLine.Output(), usage) }
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
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

// lays returns the cards cs laid in turn, first by seat first, then
// alternately.
func lays(first int, cs string) []crib.Action {
	var out []crib.Action
	for i, c := range cards.MustParseList(cs) {
		out = append(out, crib.Lay{Seat: (first + i) % 2, Card: c})
	}
	return out
}

// step is a moment of the script: what to say, then the actions.
type step struct {
	say     string
	actions []crib.Action
}

func do(say string, a ...crib.Action) step { return step{say, a} }

func run() error {
	g, err := crib.NewGame(crib.Rules{Claimed: true, Muggins: true}, 1)
	if err != nil {
		return err
	}
	script := []step{
		do("Dee deals.", crib.ChooseDealer{Seat: 1},
			crib.DealFromDeck(stacked("5H 5C 10S JD AC 2C", "4D 6D 4S 6H KC QH", "5S")),
			crib.Discard{Seat: 0, Cards: cards.SetOf(cards.MustParseList("AC 2C")...)},
			crib.Discard{Seat: 1, Cards: cards.SetOf(cards.MustParseList("KC QH")...)},
			crib.CutAt{Depth: 4}),
		do("The play."),
		do("", lays(0, "5H 4D 5C 6D")...),
		do("Dee's 6 makes a run of three, but Dee pegs only 2.", crib.Claim{Seat: 1, Points: 2}),
		do("Pat: \"Muggins for 3!\" Only 1 was missed, so Pat takes 1 (rule 10.4a).", crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}),
		do("", lays(0, "10S")...),
		do("Dee cannot lay on 30 and says go; then Pat pegs the go.", crib.Go{Seat: 1}, crib.Claim{Seat: 0, Points: 1}),
		do("", lays(1, "4S JD 6H")...),
		do("Dee pegs one for last card.", crib.Claim{Seat: 1, Points: 1}),
		do("The show. Pat counts first (rule 9.2a) and claims 16; the hand is worth 20.", crib.Claim{Seat: 0, Points: 16}),
		do("Dee calls \"muggins for 4\" before counting (rule 10.4c).", crib.CallMuggins{Caller: 1, Target: 0, Asked: 4}),
		do("Dee counts the double double run right.", crib.Claim{Seat: 1, Points: 24}),
		do("Pat calls muggins on it anyway: wrong, so Dee takes the 2 (rule 10.4a).", crib.CallMuggins{Caller: 0, Target: 1, Asked: 2}),
		do("Pat accepts Dee's hand (rule 9.2b).", crib.Accept{Seat: 0}),
		do("Dee claims 6 for a crib worth 4: an overpeg.", crib.Claim{Seat: 1, Points: 6}),
		do("Pat finds it before accepting (rule 8.4c).", crib.Correct{Caller: 0, Target: 1}),
		do("Pat gathers the crib into the pack, which accepts it (rule 9.2d); the deal passes.", crib.Mix{Seat: 0, Crib: true}),
	}
	for _, st := range script {
		if st.say != "" {
			fmt.Println(st.say)
		}
		for _, a := range st.actions {
			var ev []crib.Event
			g, ev, err = g.Apply(a)
			if err != nil {
				return err
			}
			for _, e := range ev {
				fmt.Println("   ", e.Describe(names))
			}
		}
	}
	fmt.Printf("Pat %d, Dee %d.\n", g.Score(0), g.Score(1))
	return nil
}
