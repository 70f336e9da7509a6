package main

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// discardTally is the discard drill's running record: the deals played,
// the throws that were best, and the expected points lost against the best.
type discardTally struct {
	deals, best int
	lost        float64
}

// tie is how close two expectations must be to count as equal: they are
// exact rationals computed in floating point.
const tie = 1e-9

// discardDrill deals six cards (five with three players) and asks for the
// throw, then ranks it among every discard by score.Discards (or
// DiscardsOfFive). The crib is the bot's on odd deals, yours on even ones.
func (t *trainer) discardDrill() error {
	deal, throw := 6, 2
	if t.opts.players == 3 {
		deal, throw = 5, 1
	}
	t.say("Discard drill, %d players: %d cards dealt, throw %d. Expectations are exact, over every starter and crib.", t.opts.players, deal, throw)
	for n := 1; ; n++ {
		ownCrib := n%2 == 0
		pack, err := cards.StandardDeck().Shuffle(t.rng)
		if err != nil {
			return err
		}
		dealt, _, err := pack.Draw(deal)
		if err != nil {
			return err
		}
		dealt = cards.SetOf(dealt...).AppendTo(nil) // in rank order
		all, err := discardsOf(dealt, ownCrib)
		if err != nil {
			return err
		}
		whose := "the bot's crib"
		if t.opts.players == 3 {
			whose = "an opponent's crib"
		}
		if ownCrib {
			whose = "your crib"
		}
		t.say("\nDeal %d, %s. Dealt: %s", n, whose, cards.FormatList(dealt))
		chosen, err := t.askThrow(dealt, throw)
		if err != nil {
			return err
		}
		t.judgeThrow(all, chosen)
	}
}

// discardsOf returns every discard of dealt, best first.
func discardsOf(dealt []cards.Card, ownCrib bool) ([]score.Discard, error) {
	if len(dealt) == 5 {
		ds, err := score.DiscardsOfFive([5]cards.Card(dealt), ownCrib)
		return ds[:], err
	}
	ds, err := score.Discards([6]cards.Card(dealt), ownCrib)
	return ds[:], err
}

// askThrow asks until it gets n different cards of dealt.
func (t *trainer) askThrow(dealt []cards.Card, n int) (cards.Set, error) {
	prompt, want := "Throw two? ", "two cards"
	if n == 1 {
		prompt, want = "Throw one? ", "one card"
	}
	for {
		line, err := t.ask(prompt)
		if err != nil {
			return 0, err
		}
		cs, msg := t.cardsIn(line, cards.SetOf(dealt...))
		switch {
		case msg != "":
			t.say("%s", msg)
		case len(cs) != n:
			t.say("Throw %s, from %s.", want, cards.FormatList(dealt))
		default:
			return cards.SetOf(cs...), nil
		}
	}
}

// cardsIn reads the cards on line and checks that each is in held, once.
// It returns the cards, or a message saying what is wrong.
func (t *trainer) cardsIn(line string, held cards.Set) ([]cards.Card, string) {
	if line == "" {
		return nil, fmt.Sprintf("Type cards like 5h, JS or 10d, from %s.", cards.FormatList(held.AppendTo(nil)))
	}
	cs, err := cards.ParseList(line)
	if err != nil {
		return nil, fmt.Sprintf("%q is not a card: type cards like 5h, JS or 10d (q quits).", clip(badWord(line)))
	}
	seen := cards.Set(0)
	for _, c := range cs {
		switch {
		case !held.Has(c):
			return nil, fmt.Sprintf("You do not hold %s: your cards are %s.", c, cards.FormatList(held.AppendTo(nil)))
		case seen.Has(c):
			return nil, fmt.Sprintf("%s twice: name each card once.", c)
		}
		seen = seen.With(c)
	}
	return cs, ""
}

// badWord returns the first word of line that is not a card.
func badWord(line string) string {
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		if _, err := cards.Parse(w); err != nil {
			return w
		}
	}
	return line
}

// judgeThrow says where the throw ranks among all (best first) and what it
// lost against the best.
func (t *trainer) judgeThrow(all []score.Discard, thrown cards.Set) {
	var mine score.Discard
	for _, d := range all {
		if cards.SetOf(d.Throw[:]...) == thrown {
			mine = d
		}
	}
	rank, ties := 1, 0
	for _, d := range all {
		switch {
		case d.Net > mine.Net+tie:
			rank++
		case d.Net > mine.Net-tie && d.Throw != mine.Throw:
			ties++
		}
	}
	best := all[0]
	lost := best.Net - mine.Net
	t.discard.deals++
	t.say("You %s.", describeDiscard(mine))
	tied := ""
	if ties > 0 {
		tied = fmt.Sprintf(", tied with %d other%s", ties, plural(ties))
	}
	if rank == 1 {
		t.discard.best++
		t.say("That is the best of %d discards%s.", len(all), tied)
	} else {
		t.discard.lost += lost
		t.say("That ranks %s of %d%s, %.2f points below the best:", ordinal(rank), len(all), tied, lost)
		t.say("Best: %s.", describeDiscard(best))
	}
	t.say("Discards: %d of %d best, %.2f points lost a deal on average.", t.discard.best, t.discard.deals, t.discard.lost/float64(t.discard.deals))
}

// describeDiscard says a discard in the cards people type: "throw JD 9H,
// keep 5H 5C 4S 6S: hand 16.00 + crib 4.26 = 20.26".
func describeDiscard(d score.Discard) string {
	throw := d.Throw[:]
	if d.Throw[1] == cards.NoCard {
		throw = d.Throw[:1]
	}
	sign := "+"
	if !d.OwnCrib {
		sign = "-"
	}
	return fmt.Sprintf("throw %s, keep %s: hand %.2f %s crib %.2f = %.2f",
		cards.FormatList(throw), cards.FormatList(d.Keep[:]), d.Hand, sign, d.Crib, d.Net)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
