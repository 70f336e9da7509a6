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
	//     Bob lays 4♦ Q♦ away to the crib.
	//     Ann cuts; the starter is 6♣.
	//     Ann lays J♠: 10.
	//     Bob lays 10♣: 20.
	//     Ann lays 6♥: 26.
	//     Bob: go.
	//     Ann lays 5♦: 31.
	//     Ann pegs 2 for thirty-one: 0 to 2.
	//     The count starts again; Bob leads.
	//     Bob lays Q♠: 10.
	//     Ann lays 7♣: 17.
	//     Bob lays 6♠: 23.
	//     Bob lays 7♠: 30.
	//     Bob pegs 1 for last card: 0 to 1.
	//     The play is over.
	//   Ann's hand: 5♦ 6♥ 7♣ J♠ with 6♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 2 to 12.
	//   Bob's hand: 6♠ 7♠ 10♣ Q♠ with 6♣: a pair is two.
	//     Bob pegs 2 for the hand: 1 to 3.
	//   Bob's crib: 4♦ 10♥ Q♦ K♣ with 6♣: nineteen.
	//     Bob pegs 0 for the crib: 3 to 3.
	//   End of deal 1: Ann 12, Bob 3. Ann deals next.
	//
	// Deal 2: Ann deals. Ann: 5♦ 5♥ 5♠ 7♣ 8♣ 8♠. Bob: 2♣ 7♠ 10♦ J♠ Q♣ K♣.
	//     Ann lays 5♦ 5♥ away to the crib.
	//     Bob lays 2♣ Q♣ away to the crib.
	//     Bob cuts; the starter is 10♣.
	//     Bob lays K♣: 10.
	//     Ann lays 5♠: 15.
	//     Ann pegs 2 for fifteen: 12 to 14.
	//     Bob lays J♠: 25.
	//     Ann: go.
	//     Bob pegs 1 for the go: 3 to 4.
	//     The count starts again; Ann leads.
	//     Ann lays 8♣: 8.
	//     Bob lays 7♠: 15.
	//     Bob pegs 2 for fifteen: 4 to 6.
	//     Ann lays 7♣: 22.
	//     Ann pegs 2 for a pair: 14 to 16.
	//     Bob: go.
	//     Ann lays 8♠: 30.
	//     Ann pegs 1 for the go: 16 to 17.
	//     The count starts again; Bob leads.
	//     Bob lays 10♦: 10.
	//     Bob pegs 1 for last card: 6 to 7.
	//     The play is over.
	//   Bob's hand: 7♠ 10♦ J♠ K♣ with 10♣: a pair is two.
	//     Bob pegs 2 for the hand: 7 to 9.
	//   Ann's hand: 5♠ 7♣ 8♣ 8♠ with 10♣: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 17 to 25.
	//   Ann's crib: 2♣ 5♦ 5♥ Q♣ with 10♣: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten.
	//     Ann pegs 10 for the crib: 25 to 35.
	//   End of deal 2: Ann 35, Bob 9. Bob deals next.
	//
	// Deal 3: Bob deals. Ann: 2♥ 3♦ 3♠ 5♥ 7♠ K♥. Bob: A♦ 2♠ 5♦ 6♣ Q♥ K♦.
	//     Ann lays 2♥ K♥ away to the crib.
	//     Bob lays 2♠ Q♥ away to the crib.
	//     Ann cuts; the starter is Q♠.
	//     Ann lays 3♦: 3.
	//     Bob lays A♦: 4.
	//     Ann lays 7♠: 11.
	//     Bob lays 6♣: 17.
	//     Ann lays 5♥: 22.
	//     Ann pegs 3 for a run of 3: 35 to 38.
	//     Bob lays 5♦: 27.
	//     Bob pegs 2 for a pair: 9 to 11.
	//     Ann lays 3♠: 30.
	//     Bob: go.
	//     Ann pegs 1 for the go: 38 to 39.
	//     The count starts again; Bob leads.
	//     Bob lays K♦: 10.
	//     Bob pegs 1 for last card: 11 to 12.
	//     The play is over.
	//   Ann's hand: 3♦ 3♠ 5♥ 7♠ with Q♠: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 39 to 47.
	//   Bob's hand: A♦ 5♦ 6♣ K♦ with Q♠: fifteen two, fifteen four.
	//     Bob pegs 4 for the hand: 12 to 16.
	//   Bob's crib: 2♥ 2♠ Q♥ K♥ with Q♠: a pair is two, and another pair is four.
	//     Bob pegs 4 for the crib: 16 to 20.
	//   End of deal 3: Ann 47, Bob 20. Ann deals next.
	//
	// Deal 4: Ann deals. Ann: 3♥ 7♦ 8♣ J♣ K♣ K♥. Bob: A♠ 2♦ 3♣ 5♠ 10♥ J♥.
	//     Ann lays 7♦ 8♣ away to the crib.
	//     Bob lays 2♦ 10♥ away to the crib.
	//     Bob cuts; the starter is 4♣.
	//     Bob lays A♠: 1.
	//     Ann lays K♣: 11.
	//     Bob lays 5♠: 16.
	//     Ann lays J♣: 26.
	//     Bob lays 3♣: 29.
	//     Ann: go.
	//     Bob pegs 1 for the go: 20 to 21.
	//     The count starts again; Ann leads.
	//     Ann lays 3♥: 3.
	//     Bob lays J♥: 13.
	//     Ann lays K♥: 23.
	//     Ann pegs 1 for last card: 47 to 48.
	//     The play is over.
	//   Bob's hand: A♠ 3♣ 5♠ J♥ with 4♣: fifteen two, fifteen four, and a run of three is seven.
	//     Bob pegs 7 for the hand: 21 to 28.
	//   Ann's hand: 3♥ J♣ K♣ K♥ with 4♣: a pair is two, and one for his nobs is three.
	//     Ann pegs 3 for the hand: 48 to 51.
	//   Ann's crib: 2♦ 7♦ 8♣ 10♥ with 4♣: fifteen two.
	//     Ann pegs 2 for the crib: 51 to 53.
	//   End of deal 4: Ann 53, Bob 28. Bob deals next.
	//
	// Deal 5: Bob deals. Ann: 3♠ 4♣ 5♣ 5♦ 10♦ 10♥. Bob: A♣ 2♥ 6♠ 7♥ 8♣ Q♠.
	//     Ann lays 3♠ 4♣ away to the crib.
	//     Bob lays 2♥ 8♣ away to the crib.
	//     Ann cuts; the starter is 8♥.
	//     Ann lays 10♦: 10.
	//     Bob lays 6♠: 16.
	//     Ann lays 10♥: 26.
	//     Bob lays A♣: 27.
	//     Ann: go.
	//     Bob pegs 1 for the go: 28 to 29.
	//     The count starts again; Ann leads.
	//     Ann lays 5♣: 5.
	//     Bob lays Q♠: 15.
	//     Bob pegs 2 for fifteen: 29 to 31.
	//     Ann lays 5♦: 20.
	//     Bob lays 7♥: 27.
	//     Bob pegs 1 for last card: 31 to 32.
	//     The play is over.
	//   Ann's hand: 5♣ 5♦ 10♦ 10♥ with 8♥: fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, and another pair is twelve.
	//     Ann pegs 12 for the hand: 53 to 65.
	//   Bob's hand: A♣ 6♠ 7♥ Q♠ with 8♥: fifteen two, fifteen four, and a run of three is seven.
	//     Bob pegs 7 for the hand: 32 to 39.
	//   Bob's crib: 2♥ 3♠ 4♣ 8♣ with 8♥: fifteen two, fifteen four, a run of three is seven, and a pair is nine.
	//     Bob pegs 9 for the crib: 39 to 48.
	//   End of deal 5: Ann 65, Bob 48. Ann deals next.
	//
	// Deal 6: Ann deals. Ann: 2♣ 5♥ 7♣ 9♠ Q♦ K♥. Bob: 3♣ 3♦ 8♠ 10♣ 10♦ Q♥.
	//     Ann lays 7♣ 9♠ away to the crib.
	//     Bob lays 3♦ 8♠ away to the crib.
	//     Bob cuts; the starter is 2♥.
	//     Bob lays 3♣: 3.
	//     Ann lays Q♦: 13.
	//     Bob lays Q♥: 23.
	//     Bob pegs 2 for a pair: 48 to 50.
	//     Ann lays 5♥: 28.
	//     Bob: go.
	//     Ann lays 2♣: 30.
	//     Ann pegs 1 for the go: 65 to 66.
	//     The count starts again; Bob leads.
	//     Bob lays 10♣: 10.
	//     Ann lays K♥: 20.
	//     Bob lays 10♦: 30.
	//     Bob pegs 1 for last card: 50 to 51.
	//     The play is over.
	//   Bob's hand: 3♣ 10♣ 10♦ Q♥ with 2♥: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Bob pegs 8 for the hand: 51 to 59.
	//   Ann's hand: 2♣ 5♥ Q♦ K♥ with 2♥: fifteen two, fifteen four, and a pair is six.
	//     Ann pegs 6 for the hand: 66 to 72.
	//   Ann's crib: 3♦ 7♣ 8♠ 9♠ with 2♥: fifteen two, and a run of three is five.
	//     Ann pegs 5 for the crib: 72 to 77.
	//   End of deal 6: Ann 77, Bob 59. Bob deals next.
	//
	// Deal 7: Bob deals. Ann: 3♥ 5♠ 6♦ 6♠ 8♦ J♣. Bob: 5♣ 10♦ 10♠ Q♦ Q♠ K♣.
	//     Ann lays 8♦ J♣ away to the crib.
	//     Bob lays Q♠ K♣ away to the crib.
	//     Ann cuts; the starter is 3♦.
	//     Ann lays 3♥: 3.
	//     Bob lays 5♣: 8.
	//     Ann lays 5♠: 13.
	//     Ann pegs 2 for a pair: 77 to 79.
	//     Bob lays 10♦: 23.
	//     Ann lays 6♦: 29.
	//     Bob: go.
	//     Ann pegs 1 for the go: 79 to 80.
	//     The count starts again; Bob leads.
	//     Bob lays Q♦: 10.
	//     Ann lays 6♠: 16.
	//     Bob lays 10♠: 26.
	//     Bob pegs 1 for last card: 59 to 60.
	//     The play is over.
	//   Ann's hand: 3♥ 5♠ 6♦ 6♠ with 3♦: fifteen two, fifteen four, a pair is six, and another pair is eight.
	//     Ann pegs 8 for the hand: 80 to 88.
	//   Bob's hand: 5♣ 10♦ 10♠ Q♦ with 3♦: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Bob pegs 8 for the hand: 60 to 68.
	//   Bob's crib: 8♦ J♣ Q♠ K♣ with 3♦: a run of three is three.
	//     Bob pegs 3 for the crib: 68 to 71.
	//   End of deal 7: Ann 88, Bob 71. Ann deals next.
	//
	// Deal 8: Ann deals. Ann: 5♣ 6♥ 7♦ 9♦ Q♥ K♣. Bob: A♠ 3♣ 3♥ 8♦ 10♦ J♣.
	//     Ann lays Q♥ K♣ away to the crib.
	//     Bob lays 8♦ J♣ away to the crib.
	//     Bob cuts; the starter is 7♣.
	//     Bob lays 3♣: 3.
	//     Ann lays 7♦: 10.
	//     Bob lays 3♥: 13.
	//     Ann lays 6♥: 19.
	//     Bob lays A♠: 20.
	//     Ann lays 9♦: 29.
	//     Bob: go.
	//     Ann pegs 1 for the go: 88 to 89.
	//     The count starts again; Bob leads.
	//     Bob lays 10♦: 10.
	//     Ann lays 5♣: 15.
	//     Ann pegs 2 for fifteen: 89 to 91.
	//     Ann pegs 1 for last card: 91 to 92.
	//     The play is over.
	//   Bob's hand: A♠ 3♣ 3♥ 10♦ with 7♣: a pair is two.
	//     Bob pegs 2 for the hand: 71 to 73.
	//   Ann's hand: 5♣ 6♥ 7♦ 9♦ with 7♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 92 to 102.
	//   Ann's crib: 8♦ J♣ Q♥ K♣ with 7♣: fifteen two, a run of three is five, and one for his nobs is six.
	//     Ann pegs 6 for the crib: 102 to 108.
	//   End of deal 8: Ann 108, Bob 73. Bob deals next.
	//
	// Deal 9: Bob deals. Ann: 5♣ 5♠ 6♥ 7♣ 8♠ 10♦. Bob: 2♥ 3♦ 10♣ J♥ J♠ Q♦.
	//     Ann lays 8♠ 10♦ away to the crib.
	//     Bob lays J♥ Q♦ away to the crib.
	//     Ann cuts; the starter is 3♠.
	//     Ann lays 7♣: 7.
	//     Bob lays 10♣: 17.
	//     Ann lays 5♣: 22.
	//     Bob lays 3♦: 25.
	//     Ann lays 6♥: 31.
	//     Ann pegs 2 for thirty-one: 108 to 110.
	//     The count starts again; Bob leads.
	//     Bob lays 2♥: 2.
	//     Ann lays 5♠: 7.
	//     Bob lays J♠: 17.
	//     Bob pegs 1 for last card: 73 to 74.
	//     The play is over.
	//   Ann's hand: 5♣ 5♠ 6♥ 7♣ with 3♠: fifteen two, fifteen four, and a double run of three is twelve.
	//     Ann pegs 12 for the hand: 110 to 121.
	//   Ann wins, Ann 121, Bob 74, a skunk (3 game points).
}
