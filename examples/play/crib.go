package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game"
)

// me is the person's seat.
const me = 0

// cribTable is a game of cribbage or Crib Wars between the person (seat 0)
// and bots, in claimed mode: every seat pegs its own scores. The bots lay
// and discard as bot.Analysis does, claim their true scores in the play
// and count their hands and crib as their counter does (exactly, or as
// bot.Miscounter misses), call muggins on the person's underpegs and correct
// the person's overpegs; the person accepts or challenges their counts.
type cribTable struct {
	t       *term
	names   []string
	cw      bool
	g       crib.Game     // the game, when !cw
	w       cribwars.Game // the game, when cw
	bots    []crib.Strategy
	counter bot.Miscounter // how the bots count their hands and crib
	seed    uint64
	steps   int

	// What the person has been told: the count starting again, said once
	// the go and claims of its card are settled; a bot's hand or crib laid
	// out, whose count is said once it is accepted or challenged; the last
	// card laid as its event showed it.
	restart  string
	botShown *crib.Shown
	seen     laidSeen
}

func layoutFor(players int) (crib.Layout, error) {
	switch players {
	case 0, 2:
		return crib.TwoPlayer(), nil
	case 3:
		return crib.ThreePlayer(), nil
	case 4:
		return crib.FourPlayer(), nil
	case 6:
		return crib.SixPlayer(), nil
	}
	return crib.Layout{}, fmt.Errorf("cribbage is for 2, 3, 4 or 6 players, not %d", players)
}

func newCrib(t *term, o options, cw bool) error {
	l, err := layoutFor(o.players)
	if err != nil {
		return err
	}
	c := &cribTable{t: t, names: names(o.name, l.Seats), cw: cw, seed: o.seed, counter: bot.Miscounter{Rate: o.miscount}}
	if cw {
		c.w, err = cribwars.NewGame(cribwars.Config{Layout: l, Claimed: true}, o.seed)
		t.printf("Crib Wars, %d players, seed %d.\n", l.Seats, o.seed)
	} else {
		c.g, err = crib.NewGame(crib.Rules{Layout: l, Claimed: true, Muggins: true}, o.seed)
		t.printf("ACC cribbage, %d players, seed %d: you peg your own scores, with muggins.\n", l.Seats, o.seed)
	}
	if err != nil {
		return err
	}
	c.describeSides()
	return c.play()
}

// describeCounter says how the bots count, when they miscount.
func (c *cribTable) describeCounter() {
	if c.counter.Rate > 0 {
		c.t.printf("The bots miss a combination in %g%% of their counts that score: accept a count, or call muggins on it.\n", min(c.counter.Rate, 1)*100)
	}
}

// resumeCrib takes up a saved game of cribbage, or of Crib Wars when
// s.Game is "cribwars".
func resumeCrib(t *term, s saved, o options) error {
	c := &cribTable{t: t, names: s.Names, cw: s.Game == "cribwars", seed: s.Seed, steps: s.Steps, counter: bot.Miscounter{Rate: o.miscount}}
	var err error
	if c.cw {
		err = c.w.UnmarshalJSON(s.State)
	} else {
		err = c.g.UnmarshalJSON(s.State)
	}
	if err != nil {
		return err
	}
	if g := c.game(); !g.Rules().Claimed || g.Seats() != len(s.Names) {
		return errors.New("the saved game is not one of this table's (claimed scoring, one name a seat)")
	}
	c.describeSides()
	c.board()
	return c.play()
}

func (c *cribTable) game() crib.Game {
	if c.cw {
		return c.w.Cribbage()
	}
	return c.g
}

func (c *cribTable) describeSides() {
	c.describeCounter()
	var sides []string
	for side := range c.game().Rules().Layout.Sides {
		sides = append(sides, c.sideName(side))
	}
	c.t.printf("Sides: %s. Type ? at any prompt for help.\n", strings.Join(sides, "; "))
}

func (c *cribTable) sideName(side int) string {
	l := c.game().Rules().Layout
	var who []string
	for s := range l.Seats {
		if l.Side(s) == side {
			who = append(who, c.names[s])
		}
	}
	return strings.Join(who, " and ")
}

// apply applies a, prints what happened and keeps the game.
func (c *cribTable) apply(a crib.Action) error {
	var ev []crib.Event
	var err error
	if c.cw {
		var w cribwars.Game
		w, ev, err = c.w.Apply(a)
		if err == nil {
			c.w = w
		}
	} else {
		var g crib.Game
		g, ev, err = c.g.Apply(a)
		if err == nil {
			c.g = g
		}
	}
	if err != nil {
		return refusal(err)
	}
	c.steps++
	c.say(ev)
	return nil
}

// trial returns the events a would cause, leaving the game as it is.
func (c *cribTable) trial(a crib.Action) ([]crib.Event, error) {
	if c.cw {
		_, ev, err := c.w.Apply(a)
		return ev, err
	}
	_, ev, err := c.g.Apply(a)
	return ev, err
}

// refusal says a refused action in a person's words: the reason, without
// the package's name and operation.
func refusal(err error) error {
	var e *game.Error
	if errors.As(err, &e) && e.Err != nil {
		return fmt.Errorf("not allowed: %w", e.Err)
	}
	return err
}

// board draws the board: each side's two pegs on a line of the game hole's
// length (crib), or the Crib Wars board with every peg.
func (c *cribTable) board() {
	if c.cw {
		c.t.printf("\n%s", c.w.Track().Render(c.w.Pegs()...))
		for side := range c.w.Sides() {
			c.t.printf("  %s: %s at %v\n", cribwars.SideName(side), c.sideName(side), c.w.Peg(side))
		}
		c.t.printf("\n")
		return
	}
	b := c.g.Board()
	const width = 61
	c.t.printf("\n")
	for side := range b.Sides {
		p := b.Pegs[side]
		line := []byte(strings.Repeat("-", width))
		for _, h := range []int{p.Rear, p.Front} {
			if h > 0 {
				line[min(width-1, (h-1)*width/b.GameHole)] = 'o'
			}
		}
		c.t.printf("  |%s| %3d  %s (rear peg %d)\n", line, p.Front, c.sideName(side), p.Rear)
	}
	c.t.printf("  game hole %d\n\n", b.GameHole)
}

// play runs the table until the game ends or the person stops.
func (c *cribTable) play() error {
	c.t.save, c.t.offerSave = c.saveTo, !c.cw
	c.bots = make([]crib.Strategy, c.game().Seats())
	for s := range c.bots {
		c.bots[s] = bot.Analysis{}
	}
	for {
		if done, err := c.step(); done || err != nil {
			return err
		}
	}
}

// step takes the game one step on: the table's own steps and the bots'
// at once, the person's by asking. It reports whether the game is over.
func (c *cribTable) step() (bool, error) {
	g := c.game()
	if g.Phase() == crib.PhaseOver {
		return true, nil
	}
	act, seat := g.Next()
	if c.cw {
		act, seat = c.w.Next()
		if side, ok := c.w.BoxDue(); ok && act != crib.StepOffer {
			return false, c.leaveBox(side)
		}
	}
	// Go is said before any score is pegged, so a claim is always for
	// everything its card scored.
	for s := range g.Seats() {
		if g.MaySayGo(s) {
			if s == me {
				return false, c.askGo()
			}
			return false, c.apply(crib.Go{Seat: s})
		}
	}
	if s, ok := g.Pending(); ok {
		if s == me {
			return false, c.askPeg()
		}
		return false, c.apply(crib.Claim{Seat: s, Points: pendingPoints(g)})
	}
	c.sayRestart() // the go and the claims of the card are settled
	switch act {
	case crib.StepCutForDeal:
		return false, c.apply(crib.CutForDeal{})
	case crib.StepDeal:
		return false, c.apply(crib.Deal{})
	case crib.StepCut:
		if seat == me {
			return false, c.askCut()
		}
		return false, c.apply(crib.Cut{})
	case crib.StepCount:
		return false, c.apply(crib.Count{})
	case crib.StepClaim:
		if seat == me {
			return false, c.askCount()
		}
		return false, c.botCount(seat)
	case crib.StepAccept:
		if seat == me {
			return false, c.askAccept()
		}
		return false, c.apply(crib.Accept{Seat: seat})
	case crib.StepPegOut:
		return false, c.apply(crib.PegOut{Seat: seat})
	case crib.StepOwed:
		return false, c.apply(crib.Claim{Seat: seat, Points: g.Owed()[0].Points})
	case crib.StepOffer:
		if g.Rules().Layout.Side(me) == seat {
			return false, c.askOffer(seat)
		}
		return false, c.apply(crib.TakeOffer{Side: seat})
	case crib.StepDiscard:
		if seat == me {
			return false, c.askDiscard()
		}
	case crib.StepLay:
		if seat == me {
			return false, c.askLay()
		}
	}
	// The bots draw from sources seeded by the seed and the step, so a game
	// taken up from a save goes on exactly as if it had never stopped.
	a, err := crib.NextAction(g, c.bots, seatRands(c.seed, c.steps, g.Seats()))
	if err != nil {
		return false, err
	}
	return false, c.apply(a)
}

// pendingPoints returns what the scores waiting for their claim are truly
// worth: his heels before the play, else everything the last card laid
// pegs (its points, and the go or last card).
func pendingPoints(g crib.Game) int {
	st, _, ok := lastStep(g)
	if !ok {
		return 2 // his heels
	}
	return st.Points()
}

// lastStep returns what the last card laid did and the cards of its count,
// up to it. It replays the play so far from the hands, so it needs no
// memory of the events (a resumed game too). ok is false before the play.
func lastStep(g crib.Game) (st crib.PlayStep, pile []cards.Card, ok bool) {
	p := g.Play()
	laid := p.Laid()
	if len(laid) == 0 {
		return st, nil, false
	}
	hands := make([]cards.Set, p.Seats())
	for s := range hands {
		hands[s] = p.Hand(s)
	}
	for i, card := range laid {
		hands[p.LaidBy(i)] = hands[p.LaidBy(i)].With(card)
	}
	q, err := crib.NewPlayState(hands, p.LaidBy(0))
	if err != nil {
		return st, nil, false
	}
	for _, card := range laid {
		if st.NewCount {
			pile = pile[:0]
		}
		if q, st, err = q.Lay(card); err != nil {
			return crib.PlayStep{}, nil, false
		}
		pile = append(pile, card)
	}
	return st, pile, true
}

// opponent returns a seat of another side than seat's that plays the deal,
// the first to seat's left, to call muggins or find an overpeg.
func (c *cribTable) opponent(seat int) int {
	g := c.game()
	n := g.Seats()
	for i := 1; i < n; i++ {
		s := (seat + i) % n
		if g.Side(s) != g.Side(seat) && !g.SitsOut(s) {
			return s
		}
	}
	return (seat + 1) % n
}

// judge is the bots' answer to the person's claim of points worth truth:
// muggins for what was missed, a correction of an overpeg.
func (c *cribTable) judge(claimed, truth int) {
	if c.game().Phase() == crib.PhaseOver {
		return
	}
	opp := c.opponent(me)
	switch {
	case claimed < truth:
		err := c.apply(crib.CallMuggins{Caller: opp, Target: me, Asked: truth - claimed})
		if errors.Is(err, crib.ErrNoMuggins) {
			c.t.printf("You missed %d; no muggins here.\n", truth-claimed)
		} else if err != nil {
			c.t.printf("You missed %d: %v\n", truth-claimed, err)
		}
	case claimed > truth:
		if err := c.apply(crib.Correct{Caller: opp, Target: me}); err != nil {
			c.t.printf("Your overpeg stands: %v\n", err)
		}
	}
}

// botCount claims a bot's hand or crib as its counter counts it, drawing
// from a source seeded by the seed and the step, so a game replays.
func (c *cribTable) botCount(seat int) error {
	ev, err := c.trial(crib.Claim{Seat: seat})
	if err != nil {
		return err
	}
	sh, _ := shown(ev)
	n := sh.Points
	if b, err := sh.Breakdown(); err == nil {
		n = c.counter.Count(b, cards.NewRand(c.seed^uint64(c.steps)*0x2545f4914f6cdd1d))
	}
	return c.apply(crib.Claim{Seat: seat, Points: n})
}

// shown returns the hand or crib laid out among ev.
func shown(ev []crib.Event) (crib.Shown, bool) {
	for _, e := range ev {
		if sh, ok := e.(crib.Shown); ok {
			return sh, true
		}
	}
	return crib.Shown{}, false
}
