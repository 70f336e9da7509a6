package bot

import "github.com/pegboard/pegboard/cards"

// MaxPile is the most cards a count's pile holds.
const MaxPile = maxPile

// ReplyPoints is the points each rank laid next on pile (at count) would
// score, as the analysis bot weighs the replies, for the tests.
func ReplyPoints(pile []cards.Card, count int, pts *[14]int) { replyPoints(pile, count, pts) }
