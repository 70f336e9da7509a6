package main

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// What the cribbage table prints: every event as the person's seat sees it
// (crib.SeenBy), in the order a person at a table hears it.

// say prints events as the person's seat sees them: another's cards dealt
// or laid away are counts, a bot's hand or crib is laid out without its
// count until the count is accepted or challenged, and the count starting
// again is said once the go and the claims of the card that caused it are
// settled. After a score it prints the score line.
func (c *cribTable) say(ev []crib.Event) {
	scored, answered := false, false
	for _, e := range ev {
		e = crib.SeenBy(e, me)
		switch e := e.(type) {
		case crib.Dealt:
			c.restart, c.botShown, c.seen = "", nil, laidSeen{}
			c.t.printf("\nDeal %d: %s deals.\n", e.Deal, c.names[e.Dealer])
		case crib.CountRestarted:
			c.restart = e.Describe(c.names) // said once the go and the claims are settled
		case crib.Laid:
			c.sayRestart()
			if c.seen.ok && c.seen.step.NewCount {
				c.seen.pile = c.seen.pile[:0]
			}
			c.seen.step, c.seen.ok = e.Step, true
			c.seen.pile = append(c.seen.pile, e.Step.Card)
			c.t.printf("%s\n", e.Describe(c.names))
		case crib.Shown:
			if e.Seat == me {
				c.t.printf("%s\n", e.Describe(c.names))
				continue
			}
			what := "hand"
			if e.Crib {
				what = "crib"
			}
			c.t.printf("%s lays out the %s: %s with %s.\n", c.names[e.Seat], what, cardList(e.Cards[:]), e.Starter.Unicode())
			sh := e
			c.botShown = &sh
		case crib.Claimed:
			if e.Seat != me && e.Points == 0 && e.Kind != crib.ScoreHand && e.Kind != crib.ScoreCrib {
				continue // a bot's card that scored nothing
			}
			c.t.printf("%s\n", c.claimLine(e))
		case crib.Accepted, crib.MugginsCalled, crib.OverpegCorrected:
			c.t.printf("%s\n", e.Describe(c.names))
			answered = true
		case crib.Pegged:
			c.t.printf("%s\n", e.Describe(c.names))
			scored = true
		case crib.DealOver, cribwars.DealOver, crib.GameOver, cribwars.GameOver:
			if answered {
				c.sayCount()
			}
			c.sayRestart()
			c.t.printf("%s\n", e.Describe(c.names))
			c.board()
			scored = false
		default:
			c.t.printf("%s\n", e.Describe(c.names))
		}
	}
	if answered {
		c.sayCount()
	}
	if scored && c.game().Phase() != crib.PhaseOver {
		c.scoreLine()
	}
}

// sayRestart says the count starting again, if it waits to be said.
func (c *cribTable) sayRestart() {
	if c.restart != "" {
		c.t.printf("%s\n", c.restart)
		c.restart = ""
	}
}

// sayCount says aloud the count of a bot's hand or crib laid out, once its
// claim is accepted or challenged.
func (c *cribTable) sayCount() {
	sh := c.botShown
	if sh == nil {
		return
	}
	c.botShown = nil
	what := "hand"
	if sh.Crib {
		what = "crib"
	}
	say := "nothing"
	if b, err := sh.Breakdown(); err == nil && b.Total > 0 {
		say = b.Say()
	}
	c.t.printf("%s's %s: %s (%d).\n", c.names[sh.Seat], what, say, sh.Points)
}

// scoreLine prints each side's score.
func (c *cribTable) scoreLine() {
	g := c.game()
	var parts []string
	for side := range g.Rules().Layout.Sides {
		parts = append(parts, fmt.Sprintf("%s %d", c.sideName(side), g.Score(side)))
	}
	c.t.printf("Score: %s.\n", strings.Join(parts, ", "))
}

// claimLine says a claim and what it is for: "Bob claims 2 for a pair.",
// "Bob claims 3 for fifteen and the go.", "Ann claims 6 for the hand.".
// A claim of the play that is not what the card scored says the card.
func (c *cribTable) claimLine(e crib.Claimed) string {
	who := c.names[e.Seat]
	switch e.Kind {
	case crib.ScorePlay, crib.ScoreGo, crib.ScoreLast, crib.ScoreClaim:
	default:
		return e.Describe(c.names)
	}
	st, _, ok := c.lastLaid()
	if !ok || st.Seat != e.Seat {
		return e.Describe(c.names)
	}
	var parts []string
	if st.Score.Points() > 0 && e.Kind != crib.ScoreGo && e.Kind != crib.ScoreLast {
		parts = append(parts, strings.TrimSuffix(st.Score.String(), fmt.Sprintf(" for %d", st.Score.Points())))
	}
	if st.GoPoint && e.Kind != crib.ScorePlay {
		parts = append(parts, "the go")
	}
	if st.LastCard && e.Kind != crib.ScorePlay {
		parts = append(parts, "last card")
	}
	truth := 0
	if e.Kind != crib.ScoreGo && e.Kind != crib.ScoreLast {
		truth += st.Score.Points()
	}
	if (st.GoPoint || st.LastCard) && e.Kind != crib.ScorePlay {
		truth++
	}
	if e.Points == 0 {
		return fmt.Sprintf("%s claims nothing for the %s.", who, st.Card.Unicode())
	}
	if e.Points != truth || len(parts) == 0 {
		return fmt.Sprintf("%s claims %d for the %s.", who, e.Points, st.Card.Unicode())
	}
	return fmt.Sprintf("%s claims %d for %s.", who, e.Points, strings.Join(parts, " and "))
}

// listCards writes cards as the table shows them, in order: 5♥ 10♠.
func listCards(s cards.Set) string {
	var out []string
	for c := range s.All() {
		out = append(out, c.Unicode())
	}
	return strings.Join(out, " ")
}

// cardList writes cards as the table shows them, in the order given.
func cardList(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Unicode()
	}
	return strings.Join(out, " ")
}

// plural says n things: "1 card", "2 cards".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// held says how many cards each other seat still holds in the play, from
// the person's view: "Bob holds 2 cards." or "Bob holds 2, Cat 1, Dan 0.".
func (c *cribTable) held() string {
	g := c.game()
	v, err := g.View(me)
	if err != nil {
		return ""
	}
	var parts []string
	for s := range g.Seats() {
		if s == me || g.SitsOut(s) {
			continue
		}
		if len(parts) == 0 {
			parts = append(parts, fmt.Sprintf("%s holds %s", c.names[s], plural(v.Held[s], "card")))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d", c.names[s], v.Held[s]))
	}
	return strings.Join(parts, ", ") + "."
}

// laidSeen is the last card laid as the table saw it (its Laid event), and
// the cards of its count.
type laidSeen struct {
	step crib.PlayStep
	pile []cards.Card
	ok   bool
}

// lastLaid returns what the last card laid did and the cards of its count,
// as the table saw it laid; in a game taken up from a save before a card
// of this deal was seen, as lastStep replays it.
func (c *cribTable) lastLaid() (crib.PlayStep, []cards.Card, bool) {
	if c.seen.ok {
		return c.seen.step, c.seen.pile, true
	}
	return lastStep(c.game())
}
