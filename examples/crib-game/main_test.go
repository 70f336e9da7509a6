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
	//     Bob lays 10♣ Q♠ away to the crib.
	//     Ann cuts; the starter is 6♣.
	//     Ann lays J♠: 10.
	//     Bob lays Q♦: 20.
	//     Ann lays 6♥: 26.
	//     Bob lays 4♦: 30.
	//     Ann: go.
	//     Bob pegs 1 for the go: 0 to 1.
	//     The count starts again; Ann leads.
	//     Ann lays 7♣: 7.
	//     Bob lays 6♠: 13.
	//     Ann lays 5♦: 18.
	//     Ann pegs 3 for a run of 3: 0 to 3.
	//     Bob lays 7♠: 25.
	//     Bob pegs 3 for a run of 3: 1 to 4.
	//     Bob pegs 1 for last card: 4 to 5.
	//     The play is over.
	//   Ann's hand: 5♦ 6♥ 7♣ J♠ with 6♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 3 to 13.
	//   Bob's hand: 4♦ 6♠ 7♠ Q♦ with 6♣: a pair is two.
	//     Bob pegs 2 for the hand: 5 to 7.
	//   Bob's crib: 10♣ 10♥ Q♠ K♣ with 6♣: a pair is two.
	//     Bob pegs 2 for the crib: 7 to 9.
	//   End of deal 1: Ann 13, Bob 9. Ann deals next.
	//
	// Deal 2: Ann deals. Ann: 5♦ 5♥ 5♠ 7♣ 8♣ 8♠. Bob: 2♣ 7♠ 10♦ J♠ Q♣ K♣.
	//     Ann lays 5♦ 5♥ away to the crib.
	//     Bob lays 10♦ J♠ away to the crib.
	//     Bob cuts; the starter is 10♣.
	//     Bob lays Q♣: 10.
	//     Ann lays 5♠: 15.
	//     Ann pegs 2 for fifteen: 13 to 15.
	//     Bob lays K♣: 25.
	//     Ann: go.
	//     Bob lays 2♣: 27.
	//     Bob pegs 1 for the go: 9 to 10.
	//     The count starts again; Ann leads.
	//     Ann lays 8♣: 8.
	//     Bob lays 7♠: 15.
	//     Bob pegs 2 for fifteen: 10 to 12.
	//     Ann lays 7♣: 22.
	//     Ann pegs 2 for a pair: 15 to 17.
	//     Ann lays 8♠: 30.
	//     Ann pegs 1 for last card: 17 to 18.
	//     The play is over.
	//   Bob's hand: 2♣ 7♠ Q♣ K♣ with 10♣: nineteen.
	//     Bob pegs 0 for the hand: 12 to 12.
	//   Ann's hand: 5♠ 7♣ 8♣ 8♠ with 10♣: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 18 to 26.
	//   Ann's crib: 5♦ 5♥ 10♦ J♠ with 10♣: fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, a pair is fourteen, and another pair is sixteen.
	//     Ann pegs 16 for the crib: 26 to 42.
	//   End of deal 2: Ann 42, Bob 12. Bob deals next.
	//
	// Deal 3: Bob deals. Ann: 2♥ 3♦ 3♠ 5♥ 7♠ K♥. Bob: A♦ 2♠ 5♦ 6♣ Q♥ K♦.
	//     Ann lays 2♥ K♥ away to the crib.
	//     Bob lays 2♠ K♦ away to the crib.
	//     Ann cuts; the starter is Q♠.
	//     Ann lays 3♦: 3.
	//     Bob lays 6♣: 9.
	//     Ann lays 3♠: 12.
	//     Bob lays A♦: 13.
	//     Ann lays 7♠: 20.
	//     Bob lays 5♦: 25.
	//     Ann lays 5♥: 30.
	//     Ann pegs 2 for a pair: 42 to 44.
	//     Bob: go.
	//     Ann pegs 1 for the go: 44 to 45.
	//     The count starts again; Bob leads.
	//     Bob lays Q♥: 10.
	//     Bob pegs 1 for last card: 12 to 13.
	//     The play is over.
	//   Ann's hand: 3♦ 3♠ 5♥ 7♠ with Q♠: fifteen two, fifteen four, fifteen six, and a pair is eight.
	//     Ann pegs 8 for the hand: 45 to 53.
	//   Bob's hand: A♦ 5♦ 6♣ Q♥ with Q♠: fifteen two, fifteen four, and a pair is six.
	//     Bob pegs 6 for the hand: 13 to 19.
	//   Bob's crib: 2♥ 2♠ K♦ K♥ with Q♠: a pair is two, and another pair is four.
	//     Bob pegs 4 for the crib: 19 to 23.
	//   End of deal 3: Ann 53, Bob 23. Ann deals next.
	//
	// Deal 4: Ann deals. Ann: 3♥ 7♦ 8♣ J♣ K♣ K♥. Bob: A♠ 2♦ 3♣ 5♠ 10♥ J♥.
	//     Ann lays 7♦ 8♣ away to the crib.
	//     Bob lays 2♦ 3♣ away to the crib.
	//     Bob cuts; the starter is 4♣.
	//     Bob lays A♠: 1.
	//     Ann lays K♣: 11.
	//     Bob lays 5♠: 16.
	//     Ann lays J♣: 26.
	//     Bob: go.
	//     Ann lays 3♥: 29.
	//     Ann pegs 1 for the go: 53 to 54.
	//     The count starts again; Bob leads.
	//     Bob lays 10♥: 10.
	//     Ann lays K♥: 20.
	//     Bob lays J♥: 30.
	//     Bob pegs 1 for last card: 23 to 24.
	//     The play is over.
	//   Bob's hand: A♠ 5♠ 10♥ J♥ with 4♣: fifteen two, fifteen four, fifteen six, fifteen eight.
	//     Bob pegs 8 for the hand: 24 to 32.
	//   Ann's hand: 3♥ J♣ K♣ K♥ with 4♣: a pair is two, and one for his nobs is three.
	//     Ann pegs 3 for the hand: 54 to 57.
	//   Ann's crib: 2♦ 3♣ 7♦ 8♣ with 4♣: fifteen two, fifteen four, and a run of three is seven.
	//     Ann pegs 7 for the crib: 57 to 64.
	//   End of deal 4: Ann 64, Bob 32. Bob deals next.
	//
	// Deal 5: Bob deals. Ann: 3♠ 4♣ 5♣ 5♦ 10♦ 10♥. Bob: A♣ 2♥ 6♠ 7♥ 8♣ Q♠.
	//     Ann lays 3♠ 4♣ away to the crib.
	//     Bob lays A♣ 2♥ away to the crib.
	//     Ann cuts; the starter is 8♥.
	//     Ann lays 10♦: 10.
	//     Bob lays 7♥: 17.
	//     Ann lays 10♥: 27.
	//     Bob: go.
	//     Ann pegs 1 for the go: 64 to 65.
	//     The count starts again; Bob leads.
	//     Bob lays 8♣: 8.
	//     Ann lays 5♣: 13.
	//     Bob lays 6♠: 19.
	//     Ann lays 5♦: 24.
	//     Bob: go.
	//     Ann pegs 1 for the go: 65 to 66.
	//     The count starts again; Bob leads.
	//     Bob lays Q♠: 10.
	//     Bob pegs 1 for last card: 32 to 33.
	//     The play is over.
	//   Ann's hand: 5♣ 5♦ 10♦ 10♥ with 8♥: fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, and another pair is twelve.
	//     Ann pegs 12 for the hand: 66 to 78.
	//   Bob's hand: 6♠ 7♥ 8♣ Q♠ with 8♥: fifteen two, fifteen four, and a double run of three is twelve.
	//     Bob pegs 12 for the hand: 33 to 45.
	//   Bob's crib: A♣ 2♥ 3♠ 4♣ with 8♥: fifteen two, fifteen four, and a run of four is eight.
	//     Bob pegs 8 for the crib: 45 to 53.
	//   End of deal 5: Ann 78, Bob 53. Ann deals next.
	//
	// Deal 6: Ann deals. Ann: 2♣ 5♥ 7♣ 9♠ Q♦ K♥. Bob: 3♣ 3♦ 8♠ 10♣ 10♦ Q♥.
	//     Ann lays 7♣ 9♠ away to the crib.
	//     Bob lays 3♣ Q♥ away to the crib.
	//     Bob cuts; the starter is 2♥.
	//     Bob lays 3♦: 3.
	//     Ann lays Q♦: 13.
	//     Bob lays 8♠: 21.
	//     Ann lays K♥: 31.
	//     Ann pegs 2 for thirty-one: 78 to 80.
	//     The count starts again; Bob leads.
	//     Bob lays 10♦: 10.
	//     Ann lays 5♥: 15.
	//     Ann pegs 2 for fifteen: 80 to 82.
	//     Bob lays 10♣: 25.
	//     Ann lays 2♣: 27.
	//     Ann pegs 1 for last card: 82 to 83.
	//     The play is over.
	//   Bob's hand: 3♦ 8♠ 10♣ 10♦ with 2♥: fifteen two, fifteen four, and a pair is six.
	//     Bob pegs 6 for the hand: 53 to 59.
	//   Ann's hand: 2♣ 5♥ Q♦ K♥ with 2♥: fifteen two, fifteen four, and a pair is six.
	//     Ann pegs 6 for the hand: 83 to 89.
	//   Ann's crib: 3♣ 7♣ 9♠ Q♥ with 2♥: fifteen two.
	//     Ann pegs 2 for the crib: 89 to 91.
	//   End of deal 6: Ann 91, Bob 59. Bob deals next.
	//
	// Deal 7: Bob deals. Ann: 3♥ 5♠ 6♦ 6♠ 8♦ J♣. Bob: 5♣ 10♦ 10♠ Q♦ Q♠ K♣.
	//     Ann lays 8♦ J♣ away to the crib.
	//     Bob lays 5♣ Q♠ away to the crib.
	//     Ann cuts; the starter is 3♦.
	//     Ann lays 3♥: 3.
	//     Bob lays 10♠: 13.
	//     Ann lays 6♦: 19.
	//     Bob lays Q♦: 29.
	//     Ann: go.
	//     Bob pegs 1 for the go: 59 to 60.
	//     The count starts again; Ann leads.
	//     Ann lays 6♠: 6.
	//     Bob lays 10♦: 16.
	//     Ann lays 5♠: 21.
	//     Bob lays K♣: 31.
	//     Bob pegs 2 for thirty-one: 60 to 62.
	//     The play is over.
	//   Ann's hand: 3♥ 5♠ 6♦ 6♠ with 3♦: fifteen two, fifteen four, a pair is six, and another pair is eight.
	//     Ann pegs 8 for the hand: 91 to 99.
	//   Bob's hand: 10♦ 10♠ Q♦ K♣ with 3♦: a pair is two.
	//     Bob pegs 2 for the hand: 62 to 64.
	//   Bob's crib: 5♣ 8♦ J♣ Q♠ with 3♦: fifteen two, fifteen four.
	//     Bob pegs 4 for the crib: 64 to 68.
	//   End of deal 7: Ann 99, Bob 68. Ann deals next.
	//
	// Deal 8: Ann deals. Ann: 5♣ 6♥ 7♦ 9♦ Q♥ K♣. Bob: A♠ 3♣ 3♥ 8♦ 10♦ J♣.
	//     Ann lays Q♥ K♣ away to the crib.
	//     Bob lays 3♥ J♣ away to the crib.
	//     Bob cuts; the starter is 7♣.
	//     Bob lays 8♦: 8.
	//     Ann lays 7♦: 15.
	//     Ann pegs 2 for fifteen: 99 to 101.
	//     Bob lays A♠: 16.
	//     Ann lays 9♦: 25.
	//     Bob lays 3♣: 28.
	//     Ann: go.
	//     Bob pegs 1 for the go: 68 to 69.
	//     The count starts again; Ann leads.
	//     Ann lays 6♥: 6.
	//     Bob lays 10♦: 16.
	//     Ann lays 5♣: 21.
	//     Ann pegs 1 for last card: 101 to 102.
	//     The play is over.
	//   Bob's hand: A♠ 3♣ 8♦ 10♦ with 7♣: fifteen two.
	//     Bob pegs 2 for the hand: 69 to 71.
	//   Ann's hand: 5♣ 6♥ 7♦ 9♦ with 7♣: fifteen two, and a double run of three is ten.
	//     Ann pegs 10 for the hand: 102 to 112.
	//   Ann's crib: 3♥ J♣ Q♥ K♣ with 7♣: a run of three is three, and one for his nobs is four.
	//     Ann pegs 4 for the crib: 112 to 116.
	//   End of deal 8: Ann 116, Bob 71. Bob deals next.
	//
	// Deal 9: Bob deals. Ann: 5♣ 5♠ 6♥ 7♣ 8♠ 10♦. Bob: 2♥ 3♦ 10♣ J♥ J♠ Q♦.
	//     Ann lays 8♠ 10♦ away to the crib.
	//     Bob lays 2♥ J♥ away to the crib.
	//     Ann cuts; the starter is 3♠.
	//     Ann lays 7♣: 7.
	//     Bob lays 3♦: 10.
	//     Ann lays 5♣: 15.
	//     Ann pegs 2 for fifteen: 116 to 118.
	//     Bob lays J♠: 25.
	//     Ann lays 6♥: 31.
	//     Ann pegs 2 for thirty-one: 118 to 120.
	//     The count starts again; Bob leads.
	//     Bob lays Q♦: 10.
	//     Ann lays 5♠: 15.
	//     Ann pegs 2 for fifteen: 120 to 121.
	//   Ann wins, Ann 121, Bob 71, a skunk (3 game points).
}
