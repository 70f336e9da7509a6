package tables

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/crib"
	cribbot "github.com/pegboard/pegboard/crib/bot"
)

// miscountLevel is the cribbage bot that plays as the analysis bot but,
// in claimed mode, miscounts some of its hands and cribs in the show as a
// careless player does (cribbot.Miscounter): it misses a combination and
// underpegs (ACC rule 8.3), for a person to catch with muggins (rule 10.4c).
// It never overpegs, and pegs its points of the play exactly.
const miscountLevel = "miscount"

// miscountRate is the share of its scoring counts the miscounting bot
// gets wrong.
const miscountRate = 0.5

// showClaim is what a bot of level claims for the count sh laid out.
func showClaim(level string, sh crib.Shown, r *rand.Rand) int {
	if level != miscountLevel {
		return sh.Points
	}
	b, err := sh.Breakdown()
	if err != nil {
		return sh.Points
	}
	return cribbot.Miscounter{Rate: miscountRate}.Count(b, r)
}
