package main

import (
	"strconv"
	"strings"
	"testing"
)

// overclaimer plays as cribPolicy does, but pegs a card's points two over
// once, a hand three over once and a hand as nothing once.
func overclaimer() func(string) string {
	var playOver, handOver, handNone bool
	return func(screen string) string {
		_, prompt := lastLines(screen)
		answer := cribPolicy(screen)
		n, err := strconv.Atoi(answer)
		switch {
		case err != nil:
		case strings.Contains(prompt, "You laid") && !playOver:
			playOver = true
			return strconv.Itoa(n + 2)
		case strings.Contains(prompt, "Count your hand") && !handOver:
			handOver = true
			return strconv.Itoa(n + 3)
		case strings.Contains(prompt, "Count your hand") && !handNone && n > 0:
			handNone = true
			return "0"
		}
		return answer
	}
}

// The rulings of claimed scoring, as the bots apply them to the person:
// an overpeg in the play and in the show found and corrected (ACC rule
// 8.4c), points missed taken by muggins (10.4a), a hand claimed as nothing
// taken whole; the game goes on to its end.
func TestCribRulings(t *testing.T) {
	screen := play(t, []string{"-seed", "3"}, nil, overclaimer())
	wants(t, screen,
		"You laid 5♣: count 5 (5♣). What do you peg? (Enter for nothing): 2\nAnn claims 2 for the 5♣.\nAnn pegs 2: 0 to 2.\nScore: Ann 2, Bob 0.\n"+
			"Bob finds Ann's overpeg of 2 (rule 8.4c).\nAnn pegs back 2, a correction (rule 8.4c): 2 to 0.\n"+
			"Bob pegs 2 for a correction (rule 8.4c): 0 to 2.\n",
		"Count your hand: 5♣ 6♠ 10♥ Q♠ with the starter A♣: 7\n",
		"Bob finds Ann's overpeg of 3 (rule 8.4c).",
		"Count your hand: 5♠ 6♣ 7♠ 9♦ with the starter J♣: 0\n",
		`Bob calls "muggins for 7" on Ann and takes 7 (rule 10.4a).`,
		`Bob calls "muggins for 1" on Ann and takes 1 (rule 10.4a).`,
	)
	finished(t, screen)
}
