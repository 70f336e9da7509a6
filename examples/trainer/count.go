package main

import (
	"fmt"
	"strconv"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	cribbot "github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/score"
)

// countTally is the counting drill's running accuracy.
type countTally struct{ asked, right int }

// You are seat 0, the bot seat 1.
const (
	you = 0
	bot = 1
)

// countDrill deals hand after hand of a claimed-score game (crib.Rules
// Claimed, and Muggins with -muggins): the bot discards for both seats and
// the play is pegged right, then in the show you claim your hand (and your
// crib when you deal) and the engine referees the claim. The bot calls
// muggins on an undercount and corrects an overcount.
func (t *trainer) countDrill() error {
	if t.opts.muggins {
		t.say("Counting drill, muggins in effect: what you miss, the bot takes.")
	} else {
		t.say("Counting drill.")
	}
	for deal := 1; ; deal++ {
		if err := t.countDeal(deal); err != nil {
			return err
		}
	}
}

// countDeal plays one deal to its show; the bot deals the odd deals.
func (t *trainer) countDeal(deal int) error {
	g, err := t.dealtToPlay(crib.Rules{Claimed: true, Muggins: t.opts.muggins}, deal)
	if err != nil {
		return err
	}
	if g.Dealer() == bot {
		t.say("\nDeal %d. The bot deals: you count your hand.", deal)
	} else {
		t.say("\nDeal %d. You deal: you count your hand, then your crib.", deal)
	}
	if g, err = peggedRight(g); err != nil {
		return err
	}
	var counted [2]bool // the dealer counts the hand, then the crib
	for g.Phase() == crib.PhaseShow {
		act, seat := g.Next()
		switch {
		case act == crib.StepClaim && seat == you:
			if g, err = t.claim(g, counted[you]); err != nil {
				return err
			}
			counted[you] = true
		case act == crib.StepClaim:
			if g, err = t.botCounts(g, counted[bot]); err != nil {
				return err
			}
			counted[bot] = true
		case act == crib.StepAccept:
			if g, _, err = g.Apply(crib.Accept{Seat: seat}); err != nil {
				return err
			}
		default:
			return fmt.Errorf("the show waits for %v by seat %d", act, seat)
		}
	}
	return nil
}

// dealtToPlay starts a game with the dealer of deal (the bot on odd deals),
// deals, lays away for both seats with the analysis bot and cuts.
func (t *trainer) dealtToPlay(rules crib.Rules, deal int) (crib.Game, error) {
	g, err := crib.NewGame(rules, t.rng.Uint64())
	if err != nil {
		return g, err
	}
	dealer := bot
	if deal%2 == 0 {
		dealer = you
	}
	if g, _, err = g.Apply(crib.ChooseDealer{Seat: dealer}); err != nil {
		return g, err
	}
	if g, _, err = g.Apply(crib.Deal{}); err != nil {
		return g, err
	}
	for s := range 2 {
		throw := cribbot.Analysis{}.Discard(g.DiscardView(s), t.rng)
		if g, _, err = g.Apply(crib.Discard{Seat: s, Cards: cards.SetOf(throw.AppendTo(nil)...)}); err != nil {
			return g, err
		}
	}
	g, _, err = g.Apply(crib.Cut{})
	return g, err
}

// peggedRight plays the play of a claimed-score game with the lowest legal
// card, each player claiming exactly what its cards (and his heels) scored.
func peggedRight(g crib.Game) (crib.Game, error) {
	var owed [2]int
	if g.Starter().Rank() == cards.Jack {
		owed[g.Dealer()] += 2
	}
	var err error
	for {
		if seat, ok := g.Pending(); ok { // the last card's point waits past the play
			if g, _, err = g.Apply(crib.Claim{Seat: seat, Points: owed[seat]}); err != nil {
				return g, err
			}
			owed[seat] = 0
			continue
		}
		act, seat := g.Next()
		if act != crib.StepLay {
			return g, nil
		}
		var ev []crib.Event
		if g, ev, err = g.Apply(crib.Lay{Seat: seat, Card: g.Play().Legal().AppendTo(nil)[0]}); err != nil {
			return g, err
		}
		for _, e := range ev {
			if l, ok := e.(crib.Laid); ok {
				owed[l.Step.Seat] += l.Step.Points()
			}
		}
	}
}

// claim shows you your hand (or crib), asks for the count and claims it;
// the bot then calls muggins on an undercount, or corrects an overcount.
func (t *trainer) claim(g crib.Game, isCrib bool) (crib.Game, error) {
	what := "Your hand"
	if isCrib {
		what = "Your crib"
	}
	b, err := showOf(g, you, isCrib)
	if err != nil {
		return g, err
	}
	t.say("%s: %s   starter: %s", what, cards.FormatList(b.Cards[:]), g.Starter())
	n, err := t.askCount()
	if err != nil {
		return g, err
	}
	t.count.asked++
	if g, err = claimShow(g, you, n, b); err != nil {
		return g, err
	}
	switch {
	case n == b.Total:
		t.count.right++
		t.say("Right: %s.", b.Say())
	case n < b.Total && t.opts.muggins:
		var ev []crib.Event
		if g, ev, err = g.Apply(crib.CallMuggins{Caller: bot, Target: you, Asked: b.Total - n}); err != nil {
			return g, err
		}
		for _, e := range ev {
			if m, ok := e.(crib.MugginsCalled); ok {
				t.say("The bot: \"Muggins for %d!\" It takes the %d you missed (ACC rule 10.4).", m.Asked, m.Awarded)
			}
		}
		t.say("The count: %s.", b.Say())
	case n < b.Total:
		t.say("Short by %d: an underpeg stands (ACC rule 8.3). The count: %s.", b.Total-n, b.Say())
	default:
		var ev []crib.Event
		if g, ev, err = g.Apply(crib.Correct{Caller: bot, Target: you}); err != nil {
			return g, err
		}
		for _, e := range ev {
			if c, ok := e.(crib.OverpegCorrected); ok {
				t.say("Too many by %d: the bot finds the overpeg, your peg goes back and the bot takes %d (ACC rule 8.4c).", c.Excess, c.Excess)
			}
		}
		t.say("The count: %s.", b.Say())
	}
	t.say("Counting: %d of %d right (%s).", t.count.right, t.count.asked, percent(t.count.right, t.count.asked))
	return g, nil
}

// askCount asks until it gets a count a hand could score.
func (t *trainer) askCount() (int, error) {
	for {
		line, err := t.ask("Your count? ")
		if err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(line)
		switch {
		case line == "":
			t.say("Type the count as a number, 0 to 29 (q quits).")
		case err != nil:
			t.say("%q is not a number: type the count, 0 to 29 (q quits).", clip(line))
		case n < 0 || n > 29:
			t.say("A hand scores 0 to 29: type the count again.")
		case n == 19:
			t.say("No hand scores 19 (it is the player's word for nothing): type 0 for no score.")
		default:
			return n, nil
		}
	}
}

// botCounts is the bot claiming its hand, or its crib, right.
func (t *trainer) botCounts(g crib.Game, isCrib bool) (crib.Game, error) {
	b, err := showOf(g, bot, isCrib)
	if err != nil {
		return g, err
	}
	what := "hand"
	if isCrib {
		what = "crib"
	}
	t.say("The bot counts its %s, %s with %s: %s.", what, cards.FormatList(b.Cards[:]), b.Starter, b.Say())
	return claimShow(g, bot, b.Total, b)
}

// claimShow claims n for seat's count in the show, and checks that the
// engine laid out the count b itemises: the same cards, crib or hand, and
// the same true points.
func claimShow(g crib.Game, seat, n int, b score.Breakdown) (crib.Game, error) {
	next, ev, err := g.Apply(crib.Claim{Seat: seat, Points: n})
	if err != nil {
		return g, err
	}
	for _, e := range ev {
		if s, ok := e.(crib.Shown); ok && s.Seat == seat && s.Crib == b.IsCrib && s.Cards == b.Cards && s.Points == b.Total {
			return next, nil
		}
	}
	return g, fmt.Errorf("the claim of %d by seat %d was not for the count of %s", n, seat, cards.FormatList(b.Cards[:]))
}

// showOf itemises seat's hand, or the crib, with the starter.
func showOf(g crib.Game, seat int, isCrib bool) (score.Breakdown, error) {
	if isCrib {
		four, _ := g.Crib().Four()
		return score.CribBreakdown(four, g.Starter())
	}
	four, _ := g.Kept(seat).Four()
	return score.HandBreakdown(four, g.Starter())
}
