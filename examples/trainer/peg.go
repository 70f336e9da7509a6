package main

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	cribbot "github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/score"
)

// pegTally is the pegging drill's running record: the cards you laid,
// how many were best by the solver, and the points lost against it.
type pegTally struct{ lays, best, lost int }

// pegDrill plays the play of deal after deal against the analysis bot
// (automatic scoring), the bot dealing the odd deals. The analysis bot lays
// away for both seats. Before each card you lay the solver values every card
// you may lay, seeing both hands; after it, the trainer shows the best and
// what your card lost.
func (t *trainer) pegDrill() error {
	t.say("Pegging drill against the analysis bot. The solver sees both hands, so its best card is exact with every card known.")
	var solver crib.Solver
	for deal := 1; ; deal++ {
		if err := t.pegDeal(&solver, deal); err != nil {
			return err
		}
	}
}

// pegDeal plays the play of one deal.
func (t *trainer) pegDeal(solver *crib.Solver, deal int) error {
	g, err := t.dealtToPlay(crib.Rules{}, deal)
	if err != nil {
		return err
	}
	lead := "The bot deals; you lead"
	if g.Dealer() == you {
		lead = "You deal; the bot leads"
	}
	t.say("\nDeal %d. %s.", deal, lead)
	heels := ""
	if g.Starter().Rank() == cards.Jack {
		heels = " (his heels: 2 for the dealer)"
	}
	t.say("Starter %s%s. Your cards (kept for you by the analysis bot): %s.", g.Starter(), heels, handOf(g))
	var pegged [2]int
	for g.Phase() == crib.PhasePlay {
		act, seat := g.Next()
		if act != crib.StepLay {
			break
		}
		var c cards.Card
		var sol crib.Solution
		if seat == bot {
			c = cribbot.Analysis{}.Lay(g.LayView(bot), t.rng)
		} else {
			if sol, err = solver.Solve(g.Play()); err != nil {
				return err
			}
			if c, err = t.askLay(g); err != nil {
				return err
			}
		}
		var ev []crib.Event
		if g, ev, err = g.Apply(crib.Lay{Seat: seat, Card: c}); err != nil {
			return err
		}
		for _, e := range ev {
			if l, ok := e.(crib.Laid); ok {
				t.say("%s", describeLay(l.Step))
				pegged[l.Step.Seat] += l.Step.Points()
			}
		}
		if seat == you {
			t.judgeLay(sol, c)
		}
	}
	t.say("The play is over: you pegged %d, the bot %d.", pegged[you], pegged[bot])
	t.say("Pegging: %d of %d cards best, %d points lost against the solver.", t.peg.best, t.peg.lays, t.peg.lost)
	return nil
}

// handOf lists the cards you hold.
func handOf(g crib.Game) string {
	return cards.FormatList(g.Play().Hand(you).AppendTo(nil))
}

// askLay asks until you name a card you hold that fits under 31.
func (t *trainer) askLay(g crib.Game) (cards.Card, error) {
	p := g.Play()
	for {
		pile := ""
		if len(p.Pile()) > 0 {
			pile = " (" + cards.FormatList(p.Pile()) + ")"
		}
		line, err := t.ask(fmt.Sprintf("Count %d%s. Your cards: %s. Lay? ", p.Count(), pile, handOf(g)))
		if err != nil {
			return 0, err
		}
		cs, msg := t.cardsIn(line, p.Hand(you))
		switch {
		case msg != "":
			t.say("%s", msg)
		case len(cs) != 1:
			t.say("Lay one card at a time.")
		case p.Count()+score.Value(cs[0]) > 31:
			t.say("%s would take the count to %d, past 31: lay a card that fits (%s).",
				cs[0], p.Count()+score.Value(cs[0]), cards.FormatList(p.Legal().AppendTo(nil)))
		default:
			return cs[0], nil
		}
	}
}

// describeLay says what a card laid did: "You lay 5H: 15, fifteen for 2."
func describeLay(s crib.PlayStep) string {
	var b strings.Builder
	if s.Seat == you {
		fmt.Fprintf(&b, "You lay %s: %d", s.Card, s.Score.Count)
	} else {
		fmt.Fprintf(&b, "The bot lays %s: %d", s.Card, s.Score.Count)
	}
	if s.Score.Points() > 0 {
		fmt.Fprintf(&b, ", %s", s.Score)
	}
	b.WriteString(".")
	for seat, who := range []string{"You say go.", "The bot says go."} {
		if s.Gone&(1<<seat) != 0 {
			b.WriteString(" " + who)
		}
	}
	who := "You peg"
	if s.Seat == bot {
		who = "The bot pegs"
	}
	switch {
	case s.GoPoint:
		b.WriteString(" " + who + " 1 for the go.")
	case s.LastCard:
		b.WriteString(" " + who + " 1 for last card.")
	}
	return b.String()
}

// judgeLay compares the card laid with the solver's values of every card
// you could lay (sol, solved before you laid).
func (t *trainer) judgeLay(sol crib.Solution, laid cards.Card) {
	var best []cards.Card
	mine := 0
	for _, m := range sol.Moves {
		if m.Value == sol.Value {
			best = append(best, m.Card)
		}
		if m.Card == laid {
			mine = m.Value
		}
	}
	t.peg.lays++
	if mine == sol.Value {
		t.peg.best++
		also := ""
		if len(best) > 1 {
			also = " (as is " + orList(best, laid) + ")"
		}
		t.say("  Solver: %s is best%s: you net %s from here, both playing best.", laid, also, signed(mine))
		return
	}
	lost := sol.Value - mine
	t.peg.lost += lost
	t.say("  Solver: %s was best (you net %s from here, both playing best); %s nets %s: %d point%s lost.",
		orList(best, 0), signed(sol.Value), laid, signed(mine), lost, plural(lost))
}

// signed says a points difference for you: "+3", "-1", "even".
func signed(v int) string {
	if v == 0 {
		return "even"
	}
	return fmt.Sprintf("%+d", v)
}

// orList lists cs but not leave: "8S or 8C".
func orList(cs []cards.Card, leave cards.Card) string {
	var names []string
	for _, c := range cs {
		if c != leave {
			names = append(names, c.String())
		}
	}
	return strings.Join(names, " or ")
}
