package main

// Example checks the log of the seeded game, word for word.
func Example() {
	if err := run(1); err != nil {
		panic(err)
	}
	// Output:
	//     Cut for deal: Ann 8♣, Bob 4♥; Bob cuts low and deals.
	//
	// Deal 1: Bob deals. Ann: 5♦ 6♥ 7♣ 10♥ J♠ K♣. Bob: 4♦ 6♠ 7♠ 10♣ Q♦ Q♠.
	//     Ann lays 10♥ K♣ away to the crib.
	//     Bob lays 7♠ 10♣ away to the crib.
	//     Ann cuts; the starter is 6♣.
	//     Ann lays J♠: 10.
	//     Bob lays Q♠: 20.
	//     Ann lays 6♥: 26.
	//     Bob lays 4♦: 30.
	//     Ann: go.
	//     Bob pegs 1 for the go: 0 to 1.
	//     The count starts again; Ann leads.
	//     Ann lays 7♣: 7.
	//     Bob lays Q♦: 17.
	//     Ann lays 5♦: 22.
	//     Bob lays 6♠: 28.
	//     Bob pegs 1 for last card: 1 to 2.
	//     The play is over.
	//   Ann's hand: 5♦ 6♥ 7♣ J♠ with 6♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 0 to 10.
	//   Bob's hand: 4♦ 6♠ Q♦ Q♠ with 6♣: a pair is two, and another pair is four.
	//     Bob pegs 4 for the hand: 2 to 6.
	//   Bob's crib: 7♠ 10♣ 10♥ K♣ with 6♣: a pair is two.
	//     Bob pegs 2 for the crib: 6 to 8.
	//   End of deal 1: Ann 10, Bob 8. Ann deals next.
	//
	// Deal 2: Ann deals. Ann: 5♦ 5♥ 5♠ 7♣ 8♣ 8♠. Bob: 2♣ 7♠ 10♦ J♠ Q♣ K♣.
	//     Ann lays 5♦ 5♥ away to the crib.
	//     Bob lays 7♠ Q♣ away to the crib.
	//     Bob cuts; the starter is 10♣.
	//     Bob lays 2♣: 2.
	//     Ann lays 8♣: 10.
	//     Bob lays 10♦: 20.
	//     Ann lays 8♠: 28.
	//     Bob: go.
	//     Ann pegs 1 for the go: 10 to 11.
	//     The count starts again; Bob leads.
	//     Bob lays J♠: 10.
	//     Ann lays 5♠: 15.
	//     Ann pegs 2 for fifteen: 11 to 13.
	//     Bob lays K♣: 25.
	//     Ann: go.
	//     Bob pegs 1 for the go: 8 to 9.
	//     The count starts again; Ann leads.
	//     Ann lays 7♣: 7.
	//     Ann pegs 1 for last card: 13 to 14.
	//     The play is over.
	//   Bob's hand: 2♣ 10♦ J♠ K♣ with 10♣: a pair is two.
	//     Bob pegs 2 for the hand: 9 to 11.
	//   Ann's hand: 5♠ 7♣ 8♣ 8♠ with 10♣: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 14 to 22.
	//   Ann's crib: 5♦ 5♥ 7♠ Q♣ with 10♣: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten.
	//     Ann pegs 10 for the crib: 22 to 32.
	//   End of deal 2: Ann 32, Bob 11. Bob deals next.
	//
	// Deal 3: Bob deals. Ann: 2♥ 3♦ 3♠ 5♥ 7♠ K♥. Bob: A♦ 2♠ 5♦ 6♣ Q♥ K♦.
	//     Ann lays 2♥ K♥ away to the crib.
	//     Bob lays A♦ 2♠ away to the crib.
	//     Ann cuts; the starter is Q♠.
	//     Ann lays 3♦: 3.
	//     Bob lays K♦: 13.
	//     Ann lays 3♠: 16.
	//     Bob lays 5♦: 21.
	//     Ann lays 5♥: 26.
	//     Ann pegs 2 for a pair: 32 to 34.
	//     Bob: go.
	//     Ann pegs 1 for the go: 34 to 35.
	//     The count starts again; Bob leads.
	//     Bob lays 6♣: 6.
	//     Ann lays 7♠: 13.
	//     Bob lays Q♥: 23.
	//     Bob pegs 1 for last card: 11 to 12.
	//     The play is over.
	//   Ann's hand: 3♦ 3♠ 5♥ 7♠ with Q♠: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 35 to 43.
	//   Bob's hand: 5♦ 6♣ Q♥ K♦ with Q♠: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Bob pegs 8 for the hand: 12 to 20.
	//   Bob's crib: A♦ 2♥ 2♠ K♥ with Q♠: fifteen two, fifteen four, and a pair is six.
	//     Bob pegs 6 for the crib: 20 to 26.
	//   End of deal 3: Ann 43, Bob 26. Ann deals next.
	//
	// Deal 4: Ann deals. Ann: 3♥ 7♦ 8♣ J♣ K♣ K♥. Bob: A♠ 2♦ 3♣ 5♠ 10♥ J♥.
	//     Ann lays 7♦ 8♣ away to the crib.
	//     Bob lays 5♠ J♥ away to the crib.
	//     Bob cuts; the starter is 4♣.
	//     Bob lays 3♣: 3.
	//     Ann lays 3♥: 6.
	//     Ann pegs 2 for a pair: 43 to 45.
	//     Bob lays 10♥: 16.
	//     Ann lays J♣: 26.
	//     Bob lays A♠: 27.
	//     Ann: go.
	//     Bob lays 2♦: 29.
	//     Bob pegs 1 for the go: 26 to 27.
	//     The count starts again; Ann leads.
	//     Ann lays K♣: 10.
	//     Ann lays K♥: 20.
	//     Ann pegs 2 for a pair: 45 to 47.
	//     Ann pegs 1 for last card: 47 to 48.
	//     The play is over.
	//   Bob's hand: A♠ 2♦ 3♣ 10♥ with 4♣: fifteen two, fifteen four, and a run of four is eight.
	//     Bob pegs 8 for the hand: 27 to 35.
	//   Ann's hand: 3♥ J♣ K♣ K♥ with 4♣: a pair is two, and one for his nobs is three.
	//     Ann pegs 3 for the hand: 48 to 51.
	//   Ann's crib: 5♠ 7♦ 8♣ J♥ with 4♣: fifteen two, fifteen four.
	//     Ann pegs 4 for the crib: 51 to 55.
	//   End of deal 4: Ann 55, Bob 35. Bob deals next.
	//
	// Deal 5: Bob deals. Ann: 3♠ 4♣ 5♣ 5♦ 10♦ 10♥. Bob: A♣ 2♥ 6♠ 7♥ 8♣ Q♠.
	//     Ann lays 3♠ 4♣ away to the crib.
	//     Bob lays 7♥ 8♣ away to the crib.
	//     Ann cuts; the starter is 8♥.
	//     Ann lays 10♦: 10.
	//     Bob lays 2♥: 12.
	//     Ann lays 5♣: 17.
	//     Bob lays A♣: 18.
	//     Ann lays 10♥: 28.
	//     Bob: go.
	//     Ann pegs 1 for the go: 55 to 56.
	//     The count starts again; Bob leads.
	//     Bob lays Q♠: 10.
	//     Ann lays 5♦: 15.
	//     Ann pegs 2 for fifteen: 56 to 58.
	//     Bob lays 6♠: 21.
	//     Bob pegs 1 for last card: 35 to 36.
	//     The play is over.
	//   Ann's hand: 5♣ 5♦ 10♦ 10♥ with 8♥: fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, and another pair is twelve.
	//     Ann pegs 12 for the hand: 58 to 70.
	//   Bob's hand: A♣ 2♥ 6♠ Q♠ with 8♥: fifteen two.
	//     Bob pegs 2 for the hand: 36 to 38.
	//   Bob's crib: 3♠ 4♣ 7♥ 8♣ with 8♥: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten.
	//     Bob pegs 10 for the crib: 38 to 48.
	//   End of deal 5: Ann 70, Bob 48. Ann deals next.
	//
	// Deal 6: Ann deals. Ann: 2♣ 5♥ 7♣ 9♠ Q♦ K♥. Bob: 3♣ 3♦ 8♠ 10♣ 10♦ Q♥.
	//     Ann lays 7♣ 9♠ away to the crib.
	//     Bob lays 3♦ 10♣ away to the crib.
	//     Bob cuts; the starter is 2♥.
	//     Bob lays Q♥: 10.
	//     Ann lays 5♥: 15.
	//     Ann pegs 2 for fifteen: 70 to 72.
	//     Bob lays 10♦: 25.
	//     Ann lays 2♣: 27.
	//     Bob lays 3♣: 30.
	//     Ann: go.
	//     Bob pegs 1 for the go: 48 to 49.
	//     The count starts again; Ann leads.
	//     Ann lays Q♦: 10.
	//     Bob lays 8♠: 18.
	//     Ann lays K♥: 28.
	//     Ann pegs 1 for last card: 72 to 73.
	//     The play is over.
	//   Bob's hand: 3♣ 8♠ 10♦ Q♥ with 2♥: fifteen two, fifteen four.
	//     Bob pegs 4 for the hand: 49 to 53.
	//   Ann's hand: 2♣ 5♥ Q♦ K♥ with 2♥: fifteen two, fifteen four, and a pair is six.
	//     Ann pegs 6 for the hand: 73 to 79.
	//   Ann's crib: 3♦ 7♣ 9♠ 10♣ with 2♥: fifteen two.
	//     Ann pegs 2 for the crib: 79 to 81.
	//   End of deal 6: Ann 81, Bob 53. Bob deals next.
	//
	// Deal 7: Bob deals. Ann: 3♥ 5♠ 6♦ 6♠ 8♦ J♣. Bob: 5♣ 10♦ 10♠ Q♦ Q♠ K♣.
	//     Ann lays 8♦ J♣ away to the crib.
	//     Bob lays 10♠ Q♦ away to the crib.
	//     Ann cuts; the starter is 3♦.
	//     Ann lays 3♥: 3.
	//     Bob lays 5♣: 8.
	//     Ann lays 5♠: 13.
	//     Ann pegs 2 for a pair: 81 to 83.
	//     Bob lays 10♦: 23.
	//     Ann lays 6♦: 29.
	//     Bob: go.
	//     Ann pegs 1 for the go: 83 to 84.
	//     The count starts again; Bob leads.
	//     Bob lays K♣: 10.
	//     Ann lays 6♠: 16.
	//     Bob lays Q♠: 26.
	//     Bob pegs 1 for last card: 53 to 54.
	//     The play is over.
	//   Ann's hand: 3♥ 5♠ 6♦ 6♠ with 3♦: fifteen two, fifteen four, a pair is six, and another pair is eight.
	//     Ann pegs 8 for the hand: 84 to 92.
	//   Bob's hand: 5♣ 10♦ Q♠ K♣ with 3♦: fifteen two, fifteen four, fifteen six.
	//     Bob pegs 6 for the hand: 54 to 60.
	//   Bob's crib: 8♦ 10♠ J♣ Q♦ with 3♦: a run of three is three.
	//     Bob pegs 3 for the crib: 60 to 63.
	//   End of deal 7: Ann 92, Bob 63. Ann deals next.
	//
	// Deal 8: Ann deals. Ann: 5♣ 6♥ 7♦ 9♦ Q♥ K♣. Bob: A♠ 3♣ 3♥ 8♦ 10♦ J♣.
	//     Ann lays Q♥ K♣ away to the crib.
	//     Bob lays 8♦ J♣ away to the crib.
	//     Bob cuts; the starter is 7♣.
	//     Bob lays 10♦: 10.
	//     Ann lays 5♣: 15.
	//     Ann pegs 2 for fifteen: 92 to 94.
	//     Bob lays 3♣: 18.
	//     Ann lays 7♦: 25.
	//     Bob lays 3♥: 28.
	//     Ann: go.
	//     Bob lays A♠: 29.
	//     Bob pegs 1 for the go: 63 to 64.
	//     The count starts again; Ann leads.
	//     Ann lays 9♦: 9.
	//     Ann lays 6♥: 15.
	//     Ann pegs 2 for fifteen: 94 to 96.
	//     Ann pegs 1 for last card: 96 to 97.
	//     The play is over.
	//   Bob's hand: A♠ 3♣ 3♥ 10♦ with 7♣: a pair is two.
	//     Bob pegs 2 for the hand: 64 to 66.
	//   Ann's hand: 5♣ 6♥ 7♦ 9♦ with 7♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 97 to 107.
	//   Ann's crib: 8♦ J♣ Q♥ K♣ with 7♣: fifteen two, a run of three is five, and one for his nobs is six.
	//     Ann pegs 6 for the crib: 107 to 113.
	//   End of deal 8: Ann 113, Bob 66. Bob deals next.
	//
	// Deal 9: Bob deals. Ann: 5♣ 5♠ 6♥ 7♣ 8♠ 10♦. Bob: 2♥ 3♦ 10♣ J♥ J♠ Q♦.
	//     Ann lays 8♠ 10♦ away to the crib.
	//     Bob lays 2♥ J♠ away to the crib.
	//     Ann cuts; the starter is 3♠.
	//     Ann lays 7♣: 7.
	//     Bob lays J♥: 17.
	//     Ann lays 5♣: 22.
	//     Bob lays 3♦: 25.
	//     Ann lays 6♥: 31.
	//     Ann pegs 2 for thirty-one: 113 to 115.
	//     The count starts again; Bob leads.
	//     Bob lays Q♦: 10.
	//     Ann lays 5♠: 15.
	//     Ann pegs 2 for fifteen: 115 to 117.
	//     Bob lays 10♣: 25.
	//     Bob pegs 1 for last card: 66 to 67.
	//     The play is over.
	//   Ann's hand: 5♣ 5♠ 6♥ 7♣ with 3♠: fifteen two, fifteen four, and a double run of three is twelve.
	//     Ann pegs 12 for the hand: 117 to 121.
	//   Ann wins, Ann 121, Bob 67, a skunk (3 game points).
}
