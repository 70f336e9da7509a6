package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// The person's decisions at the cribbage table.

// parseCards reads the cards the person typed, each as cards.Parse reads
// it, and checks they are in hand.
func parseCards(line string, hand cards.Set) (cards.Set, error) {
	cs, err := cards.ParseList(line)
	if err != nil {
		return 0, fmt.Errorf("%q is not a list of cards (type them as 5h 10d QS)", line)
	}
	var set cards.Set
	for _, c := range cs {
		if !hand.Has(c) {
			return 0, fmt.Errorf("%s is not in your hand (%s)", c.Unicode(), listCards(hand))
		}
		if set.Has(c) {
			return 0, fmt.Errorf("%s twice", c.Unicode())
		}
		set = set.With(c)
	}
	return set, nil
}

// parseNumber reads a count: a whole number from 0 to 29 (empty is 0 when
// empty0 is set).
func parseNumber(line string, empty0 bool) (int, error) {
	if line == "" && empty0 {
		return 0, nil
	}
	n, err := strconv.Atoi(line)
	if err != nil || n < 0 || n > 29 {
		return 0, fmt.Errorf("%q is not a count: type a number from 0 to 29", line)
	}
	return n, nil
}

func (c *cribTable) askDiscard() error {
	g := c.game()
	v := g.DiscardView(me)
	prompt := fmt.Sprintf("Your cards: %s\nLay away %d to the crib (%s's): ", listCards(v.Dealt), v.Throw, c.names[g.Dealer()])
	help := fmt.Sprintf("  Type the %s to lay away, as 5h 10d (or 5♥ 10♦).", plural(v.Throw, "card"))
	return c.t.ask(prompt, fixed(help), func(line string) error {
		cs, err := parseCards(line, v.Dealt)
		if err != nil {
			return err
		}
		if cs.Len() != v.Throw {
			return fmt.Errorf("lay away %s, not %d", plural(v.Throw, "card"), cs.Len())
		}
		return c.apply(crib.Discard{Seat: me, Cards: cs})
	})
}

func (c *cribTable) askCut() error {
	n := c.game().Pack().Len()
	lo, hi := 4, n-4 // at least four cards left in each packet
	help := fmt.Sprintf("  Press Enter to cut the pack, or type how many cards deep to cut, %d to %d.", lo, hi)
	return c.t.ask("Cut the pack for the starter (Enter, or a depth): ", fixed(help), func(line string) error {
		if line == "" {
			return c.apply(crib.Cut{})
		}
		d, err := strconv.Atoi(line)
		if err != nil {
			return fmt.Errorf("%q is not a depth: press Enter, or type a number from %d to %d", line, lo, hi)
		}
		if d < lo || d > hi {
			return fmt.Errorf("a cut %d deep leaves fewer than four cards in a packet: cut %d to %d deep in these %d cards", d, lo, hi, n)
		}
		return c.apply(crib.CutAt{Depth: d})
	})
}

// pile says the count and the cards of the count, as the person sees them.
func pile(v crib.View) string {
	p := v.Play()
	if len(p.Pile()) == 0 {
		return "Count 0"
	}
	return fmt.Sprintf("Count %d (%s)", p.Count(), cardList(p.Pile()))
}

func (c *cribTable) askLay() error {
	v, err := c.game().View(me)
	if err != nil {
		return err
	}
	hand, legal := v.Hand, v.Play().Legal() // empty unless it is my turn: the others' hands are empty in my view
	prompt := fmt.Sprintf("%s. %s Your cards: %s; you may lay %s.\nLay a card: ", pile(v), c.held(), listCards(hand), listCards(legal))
	help := "  Type a card from your hand, as 5h or 10d (\"go\" only when you cannot lay)."
	return c.t.ask(prompt, fixed(help), func(line string) error {
		if strings.EqualFold(line, "go") {
			return fmt.Errorf("you can lay %s: no go while you can lay", listCards(legal))
		}
		card, err := cards.Parse(line)
		if err != nil {
			return fmt.Errorf("%q is not a card (type it as 5h, 10d, QS)", line)
		}
		if !hand.Has(card) {
			return fmt.Errorf("%s is not in your hand (%s)", card.Unicode(), listCards(hand))
		}
		if !legal.Has(card) {
			return fmt.Errorf("%s would pass 31; you may lay %s", card.Unicode(), listCards(legal))
		}
		return c.apply(crib.Lay{Seat: me, Card: card})
	})
}

// askGo asks the person to say go. The count they cannot lay on is the
// one the last card made (the table asks at once): the game has already
// started the next count, which the table says after the go.
func (c *cribTable) askGo() error {
	v, err := c.game().View(me)
	if err != nil {
		return err
	}
	count := pile(v)
	if st, cs, ok := c.lastLaid(); ok {
		count = fmt.Sprintf("Count %d (%s)", st.Score.Count, cardList(cs))
	}
	prompt := fmt.Sprintf("%s. %s Your cards: %s; none fits.\nSay go: ", count, c.held(), listCards(v.Hand))
	help := "  No card of yours fits under 31: type go."
	return c.t.ask(prompt, fixed(help), func(line string) error {
		if !strings.EqualFold(line, "go") {
			return errors.New("no card of yours fits under 31: type go")
		}
		return c.apply(crib.Go{Seat: me})
	})
}

// askPeg asks the person what they peg for the card they laid (or his
// heels): nothing is a claim too, so the prompt gives nothing away.
func (c *cribTable) askPeg() error {
	g := c.game()
	truth := pendingPoints(g)
	what := fmt.Sprintf("The starter is %s", g.Starter().Unicode())
	if st, cs, ok := c.lastLaid(); ok {
		what = fmt.Sprintf("You laid %s: count %d (%s)", st.Card.Unicode(), st.Score.Count, cardList(cs))
	}
	prompt := fmt.Sprintf("%s. What do you peg? (Enter for nothing): ", what)
	help := "  Type the points you score: 15 and 31 are two, a pair two, a run one a card,\n  one for the go or last card; his heels (a Jack turned) two to the dealer."
	return c.t.ask(prompt, fixed(help), func(line string) error {
		n, err := parseNumber(line, true)
		if err != nil {
			return err
		}
		if err := c.apply(crib.Claim{Seat: me, Points: n}); err != nil {
			return err
		}
		c.judge(n, truth)
		return nil
	})
}

// askCount asks the person to count their hand or crib.
func (c *cribTable) askCount() error {
	ev, err := c.trial(crib.Claim{Seat: me})
	if err != nil {
		return err
	}
	sh, ok := shown(ev)
	if !ok {
		return errors.New("no hand to count")
	}
	what := "hand"
	if sh.Crib {
		what = "crib"
	}
	prompt := fmt.Sprintf("Count your %s: %s with the starter %s: ", what, listCards(cards.SetOf(sh.Cards[:]...)), sh.Starter.Unicode())
	help := "  Type your count, a number: fifteens two each, pairs two, runs one a card,\n  a flush four (five with the starter), his nobs one. Points you miss, the bots take (muggins)."
	return c.t.ask(prompt, fixed(help), func(line string) error {
		n, err := parseNumber(line, false)
		if err != nil {
			return err
		}
		if err := c.apply(crib.Claim{Seat: me, Points: n}); err != nil {
			return err
		}
		c.judge(n, sh.Points)
		return nil
	})
}

// askOffer asks whether the person's side takes points offered (Crib Wars:
// every opponent of an offender may decline them).
func (c *cribTable) askOffer(side int) error {
	o := c.game().Offers()[0]
	prompt := fmt.Sprintf("You are offered %d points (%s). Take them? (y/n): ", o.Points, o.Rule)
	help := "  y takes the points (your peg moves), n declines them (it stays)."
	return c.t.ask(prompt, fixed(help), func(line string) error {
		switch strings.ToLower(line) {
		case "y", "yes", "take":
			return c.apply(crib.TakeOffer{Side: side})
		case "n", "no", "decline":
			return c.apply(crib.DeclineOffer{Side: side})
		}
		return errors.New("type y to take the points or n to decline them")
	})
}

// leaveBox moves a side's peg out of the penalty box when its stay is due
// (Crib Wars): the person's side by asking.
func (c *cribTable) leaveBox(side int) error {
	if c.game().Rules().Layout.Side(me) != side {
		return c.apply(cribwars.LeaveBox{Side: side})
	}
	help := "  Your stay in the penalty box is over: type out to move your peg out."
	return c.t.ask("Your stay in the penalty box is over. Move your peg out (out): ", fixed(help), func(line string) error {
		if !strings.EqualFold(line, "out") && line != "" {
			return errors.New("type out (or press Enter) to move your peg out of the box")
		}
		return c.apply(cribwars.LeaveBox{Side: side})
	})
}

// saveTo saves the game in path: cribbage's saved JSON, or Crib Wars'.
func (c *cribTable) saveTo(path string) error {
	if c.cw {
		return writeSaved(path, "cribwars", c.names, c.seed, c.steps, c.w)
	}
	return writeSaved(path, "crib", c.names, c.seed, c.steps, c.g)
}

// askAccept asks the person to accept the count a bot claimed for its hand
// or crib (ACC rule 9.2), or to challenge it: muggins for points it missed
// (rule 10.4c), which takes them and is a penalty when nothing was missed
// (10.4a), or its overpeg found (8.4c).
func (c *cribTable) askAccept() error {
	target := c.opponent(me)
	if c.botShown != nil {
		target = c.botShown.Seat
	}
	who := c.names[target]
	prompt := fmt.Sprintf("Accept %s's count (Enter), call muggins for points missed (m N), or find an overpeg (o): ", who)
	help := fmt.Sprintf("  Enter (or a) accepts %s's count. m N calls \"muggins\" for N points %s missed: you take them,\n"+
		"  but if nothing was missed %s takes N (rule 10.4a). o says %s pegged too many (rule 8.4c).", who, who, who, who)
	return c.t.ask(prompt, fixed(help), func(line string) error {
		word, arg, _ := strings.Cut(strings.ToLower(line), " ")
		switch word {
		case "", "a", "accept", "y", "yes":
			return c.apply(crib.Accept{Seat: me})
		case "m", "muggins":
			n, err := strconv.Atoi(strings.TrimSpace(arg))
			if err != nil || n < 1 || n > 29 {
				return fmt.Errorf("say how many points %s missed: m and a number from 1 to 29, as m 2", who)
			}
			return c.apply(crib.CallMuggins{Caller: me, Target: target, Asked: n})
		case "o", "overpeg", "correct":
			return c.apply(crib.Correct{Caller: me, Target: target})
		}
		return fmt.Errorf("%q: press Enter to accept, m N for muggins, o for an overpeg", line)
	})
}
