package cards_test

import (
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// typedCards is text people type for one card: every rank and every suit in
// the canonical and symbol forms, in lower case, with T for ten, with the
// outline suit symbols and with an emoji variation selector, and the
// joker's spellings. The fuzz targets start from it and the hostile walk
// mutates it.
func typedCards() []string {
	outline := strings.NewReplacer("♣", "♧", "♦", "♢", "♥", "♡", "♠", "♤")
	var out []string
	for r := cards.Ace; r <= cards.King; r++ {
		c := cards.New(r, cards.Suit(1+int(r)%4))
		out = append(out, c.String(), strings.ToLower(c.String()), c.Unicode())
	}
	for s := cards.Clubs; s <= cards.Spades; s++ {
		u := cards.New(cards.Queen, s).Unicode()
		out = append(out, outline.Replace(u), u+"\uFE0F")
	}
	return append(out, "TS", "th", "JK", "jk", "Joker", "JOKER", "🃏")
}

// typedLists is lists as people type them: a crib hand and starter, a deal,
// a pile, a whole pack in both forms, two packs with jokers, with commas,
// tabs, new lines and doubled separators.
func typedLists() []string {
	two, _ := cards.NewDeck(2, 4)
	return []string{
		"5H 5C 5S JD", "5H 5C 5S JD 5D", "4C 5D 5H 6S KD", "A♠, 10♥, JK", "5h,5c , 5s\tjd\n", "7C 8D 6H 4S 5C",
		"AS 2S 3S 4S 5S 6S", "ts jd qh", "K♠ Q♠ J♠ 10♠ 9♠", " , ", "", "5H\r\n5C",
		cards.FormatList(cards.StandardDeck().Cards()), cards.FormatUnicode(cards.StandardDeck().Cards()),
		two.String()[1 : len(two.String())-1],
	}
}

// nearMisses is text that is almost a card or a list, the mistakes people
// make: a 1 for an Ace, 11 for a Jack, a missing or doubled suit, spaces,
// a suit first, broken UTF-8.
func nearMisses() []string {
	return []string{
		"1H", "11S", "10", "H5", "5X", "5HH", "5", "H", "", " 5H", "5H ", "\xff", "5\xe2\x99", "JKR", "Jokers",
		"10♥♥", "A♠\uFE0F\uFE0F", "--", "Card(3)", "5H 5X", "5H,,5X", "0S", "1", "♠A", "AA", "🃏🃏",
	}
}
