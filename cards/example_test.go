package cards_test

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
)

func ExampleParse() {
	for _, s := range []string{"5h", "TS", "10♥", "Joker", "1H"} {
		c, err := cards.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(c, c.Unicode(), c.Name())
	}
	// Output:
	// 5H 5♥ Five of Hearts
	// 10S 10♠ Ten of Spades
	// 10H 10♥ Ten of Hearts
	// JK 🃏 Joker
	// cards: parsing "1H": rank "1" is not a rank (an Ace is A)
}

func ExampleParseList() {
	hand, err := cards.ParseList("5H 5C 5S JD")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(hand), cards.FormatUnicode(hand))
	// Output: 4 5♥ 5♣ 5♠ J♦
}

func ExampleCard_layout() {
	c := cards.New(cards.Queen, cards.Hearts)
	fmt.Println(c, uint8(c), c.Rank(), c.Suit(), c.Index())
	fmt.Printf("%#v\n", c)
	// Output:
	// QH 50 Q H 46
	// cards.New(cards.Queen, cards.Hearts)
}

func ExampleDeck_Deal() {
	deck, err := cards.StandardDeck().Shuffle(cards.NewRand(42))
	if err != nil {
		panic(err)
	}
	hands, rest, err := deck.Deal(2, 6)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(hands[0]), len(hands[1]), rest.Len())
	// The same seed always deals the same cards.
	again, _ := cards.StandardDeck().Shuffle(cards.NewRand(42))
	fmt.Println(again.Equal(deck))
	// Output:
	// 6 6 40
	// true
}

func ExampleNewDeck() {
	// Pegs and Jokers: two packs and four jokers.
	deck, err := cards.NewDeck(2, 4)
	if err != nil {
		panic(err)
	}
	fmt.Println(deck.Len(), deck.Count(cards.Joker), deck.Count(cards.MustParse("AS")))
	// Output: 108 4 2
}

func ExampleSet() {
	seen := cards.SetOf(cards.MustParseList("5H 5C JD 4S 6S 9H")...)
	unseen := seen.Complement()
	fmt.Println(unseen.Len(), unseen.OfRank(cards.Five).Len(), unseen.OfSuit(cards.Hearts).Len())
	// Output: 46 2 11
}

func ExampleSet_Six() {
	// A deal kept as a Set, handed to a scorer that takes six cards.
	dealt := cards.SetOf(cards.MustParseList("5H 5C JD 4S 6S 9H")...)
	six, ok := dealt.Six()
	fmt.Println(six, ok)
	_, ok = dealt.Without(cards.MustParse("9H")).Six()
	fmt.Println(ok)
	// Output:
	// [4S 5C 5H 6S 9H JD] true
	// false
}
