package main

// Example checks the refereed deal, word for word.
func Example() {
	if err := run(); err != nil {
		panic(err)
	}
	// Output:
	// Dee deals.
	//     Deal 1: Dee deals. Pat: A♣ 2♣ 5♣ 5♥ 10♠ J♦. Dee: 4♦ 4♠ 6♦ 6♥ Q♥ K♣.
	//     Pat lays A♣ 2♣ away to the crib.
	//     Dee lays Q♥ K♣ away to the crib.
	//     Pat cuts; the starter is 5♠.
	// The play.
	//     Pat lays 5♥: 5.
	//     Dee lays 4♦: 9.
	//     Pat lays 5♣: 14.
	//     Dee lays 6♦: 20.
	// Dee's 6 makes a run of three, but Dee pegs only 2.
	//     Dee claims 2.
	//     Dee pegs 2: 0 to 2.
	// Pat: "Muggins for 3!" Only 1 was missed, so Pat takes 1 (rule 10.4a).
	//     Pat calls "muggins for 3" on Dee and takes 1 (rule 10.4a).
	//     Pat pegs 1 for muggins (rule 10.4a): 0 to 1.
	//     Pat lays 10♠: 30.
	//     The count starts again; Dee leads.
	// Dee cannot lay on 30 and says go; then Pat pegs the go.
	//     Dee: go.
	//     Pat claims 1.
	//     Pat pegs 1: 1 to 2.
	//     Dee lays 4♠: 4.
	//     Pat lays J♦: 14.
	//     Dee lays 6♥: 20.
	//     The play is over.
	// Dee pegs one for last card.
	//     Dee claims 1.
	//     Dee pegs 1: 2 to 3.
	// The show. Pat counts first (rule 9.2a) and claims 16; the hand is worth 20.
	//     Pat's hand: 5♣ 5♥ 10♠ J♦ with 5♠: fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, and three of a kind is twenty.
	//     Pat claims 16 for the hand.
	//     Pat pegs 16: 2 to 18.
	// Dee calls "muggins for 4" before counting (rule 10.4c).
	//     Dee calls "muggins for 4" on Pat and takes 4 (rule 10.4a).
	//     Dee pegs 4 for muggins (rule 10.4a): 3 to 7.
	// Dee counts the double double run right.
	//     Dee's hand: 4♦ 4♠ 6♦ 6♥ with 5♠: fifteen two, fifteen four, fifteen six, fifteen eight, and a double double run of three is twenty-four.
	//     Dee claims 24 for the hand.
	//     Dee pegs 24: 7 to 31.
	// Pat calls muggins on it anyway: wrong, so Dee takes the 2 (rule 10.4a).
	//     Pat calls "muggins for 2" on Dee: no muggins; Dee takes the 2 (rule 10.4a).
	//     Dee pegs 2 for a penalty (rule 10.4a): 31 to 33.
	// Pat accepts Dee's hand (rule 9.2b).
	//     Pat accepts the hand count.
	// Dee claims 6 for a crib worth 4: an overpeg.
	//     Dee's crib: A♣ 2♣ Q♥ K♣ with 5♠: fifteen two, fifteen four.
	//     Dee claims 6 for the crib.
	//     Dee pegs 6: 33 to 39.
	// Pat finds it before accepting (rule 8.4c).
	//     Pat finds Dee's overpeg of 2 (rule 8.4c).
	//     Dee pegs back 2, a correction (rule 8.4c): 39 to 37.
	//     Pat pegs 2 for a correction (rule 8.4c): 18 to 20.
	// Pat gathers the crib into the pack, which accepts it (rule 9.2d); the deal passes.
	//     Pat mixes the crib with other cards, accepting its count (rule 9.2d).
	//     Pat accepts the crib count.
	//     End of deal 1: Pat 20, Dee 37. Pat deals next.
	// Pat 20, Dee 37.
}
