package bot

import "github.com/pegboard/pegboard/cards"

// CountFour is the show of four cards without a starter, as Scripted
// counts a keep, for the tests.
func CountFour(h [4]cards.Card) int { return countFour(h) }
