package score_test

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

func ExampleHand() {
	hand := [4]cards.Card(cards.MustParseList("5C 5D 5H JS"))
	fmt.Println(score.Hand(hand, cards.MustParse("5S")))
	// Output: 29
}

// A hand with a joker, or a card twice, is not a hand: Hand answers NoScore
// rather than a number, and HandBreakdown says what is wrong.
func ExampleHand_noScore() {
	hand := [4]cards.Card(cards.MustParseList("5C 5D 5H JK"))
	starter := cards.MustParse("5S")
	if pts := score.Hand(hand, starter); pts == score.NoScore {
		_, err := score.HandBreakdown(hand, starter)
		fmt.Println(err)
	}
	// Output: score: a joker is not a cribbage card (card 4)
}

func ExampleCrib() {
	// Four hearts and a spade starter: a flush in hand, none in the crib.
	four := [4]cards.Card(cards.MustParseList("2H 4H 8H QH"))
	starter := cards.MustParse("6S")
	fmt.Println(score.Hand(four, starter), score.Crib(four, starter))
	// Output: 4 0
}

func ExamplePlay() {
	pile := cards.MustParseList("7C 8D 6H 4S 5C")
	for i := range pile {
		fmt.Printf("%v pegs %d\n", pile[i], score.Play(pile[:i+1]))
	}
	// Output:
	// 7C pegs 0
	// 8D pegs 2
	// 6H pegs 3
	// 4S pegs 0
	// 5C pegs 5
}

func ExamplePlayBreakdown() {
	ps, err := score.PlayBreakdown(cards.MustParseList("KC 4D 5H 6S 6C"))
	if err != nil {
		panic(err)
	}
	fmt.Println(ps.Count, ps)
	_, err = score.PlayBreakdown(cards.MustParseList("KC QD JH 2S"))
	fmt.Println(err)
	// Output:
	// 31 thirty-one and a pair for 4
	// score: the count passes 31: the pile counts 32
}

func ExampleHandBreakdown() {
	hand := [4]cards.Card(cards.MustParseList("4C 5D 5H 6S"))
	b, err := score.HandBreakdown(hand, cards.MustParse("KD"))
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Say())
	fmt.Println(b)
	// Output:
	// fifteen two, fifteen four, fifteen six, fifteen eight, and a double run of three is sixteen
	// hand 4♣ 5♦ 5♥ 6♠, starter K♦
	// fifteen 5♦ K♦ for 2
	// fifteen 5♥ K♦ for 2
	// fifteen 4♣ 5♦ 6♠ for 2
	// fifteen 4♣ 5♥ 6♠ for 2
	// pair 5♦ 5♥ for 2
	// run 4♣ 5♦ 6♠ for 3
	// run 4♣ 5♥ 6♠ for 3
	// total 16
}

func ExampleHandBreakdown_errors() {
	_, err := score.HandBreakdown([4]cards.Card(cards.MustParseList("5C 5D JK JS")), cards.MustParse("5S"))
	fmt.Println(err)
	_, err = score.HandBreakdown([4]cards.Card(cards.MustParseList("5C 5D 5H JS")), cards.MustParse("5C"))
	fmt.Println(err)
	// Output:
	// score: a joker is not a cribbage card (card 3)
	// score: the same card twice: 5C (the starter)
}

func ExampleDiscards() {
	dealt := [6]cards.Card(cards.MustParseList("5H 5C JD 4S 6S 9H"))
	ds, err := score.Discards(dealt, true) // our crib: we are the dealer
	if err != nil {
		panic(err)
	}
	for _, d := range ds[:3] {
		fmt.Println(d)
	}
	// Output:
	// keep 5♥ 5♣ 4♠ 6♠, throw J♦ 9♥: hand 16.00 + crib 4.26 = 20.26
	// keep 5♣ 4♠ 6♠ 9♥, throw 5♥ J♦: hand 9.78 + crib 7.16 = 16.95
	// keep 5♥ 4♠ 6♠ 9♥, throw 5♣ J♦: hand 9.78 + crib 7.16 = 16.95
}

func ExampleHandByStarter() {
	hand := [4]cards.Card(cards.MustParseList("5C 5D 5H JS"))
	scores := score.HandByStarter(hand)
	best, total, n := cards.NoCard, 0, 0
	for i, s := range scores {
		if s == score.NotAStarter {
			continue // one of the hand's own cards
		}
		if best == cards.NoCard || s > scores[best.Index()] {
			best = cards.FromIndex(i)
		}
		total += int(s)
		n++
	}
	fmt.Printf("best %d with %v, mean %.2f over %d starters\n", scores[best.Index()], best, float64(total)/float64(n), n)
	// Output: best 29 with 5S, mean 16.54 over 48 starters
}

func ExampleDiscardsOfFive() {
	// Four players in partnerships: five cards each, one to the crib, which
	// is our side's.
	dealt := [5]cards.Card(cards.MustParseList("5H 5C JD 4S 6S"))
	ds, err := score.DiscardsOfFive(dealt, true)
	if err != nil {
		panic(err)
	}
	fmt.Println(ds[0])
	// Output: keep 5♥ 5♣ 4♠ 6♠, throw J♦: hand 15.96 + crib 4.34 = 20.30
}

func ExampleDiscards_set() {
	// A bot that keeps its deal as a cards.Set hands it to Discards with
	// Set.Six (the cards come in index order). The crib is the opponent's.
	dealt := cards.SetOf(cards.MustParseList("5H 5C JD 4S 6S 9H")...)
	six, ok := dealt.Six()
	if !ok {
		panic("not six cards")
	}
	ds, err := score.Discards(six, false)
	if err != nil {
		panic(err)
	}
	fmt.Println(ds[0])
	// Output: keep 4♠ 5♣ 5♥ 6♠, throw 9♥ J♦: hand 16.00 - crib 4.26 = 11.74
}
