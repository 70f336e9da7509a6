package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	cribbot "github.com/pegboard/pegboard/crib/bot"
)

// The person sits in seat 0 and the bot in seat 1 of a two-player game.
const (
	you = 0
	bot = 1
)

// maxLog is how many lines of what happened a table keeps.
const maxLog = 60

// table is one game at the web table: the game value, the bot and its own
// random source, and what the page tells the person about the game so far.
type table struct {
	id      string
	g       crib.Game
	bot     crib.Strategy
	botName string
	names   []string           // the person's name, then the bot's
	rng     *rand.Rand         // the bot's random source, so that a seed replays a game
	counter cribbot.Miscounter // how the bot counts its hand and crib
	owed    int                // the points the bot has scored in the play and not yet claimed
	log     []string           // what happened this deal, in words, as the person's seat sees it, the newest last
	show    []showLine         // the counts of the last show, said aloud
	laid    crib.PlayStep      // the last card laid, as its event showed it
	pile    []cards.Card       // the cards of its count, up to it
	used    uint64             // when the table was last used, for the store's eviction
}

// showLine is one count of the show: the cards laid out, the count said
// aloud, and what the player claimed for it.
type showLine struct {
	Seat    int
	Who     string
	Crib    bool
	Cards   []cardView
	Starter cardView
	Say     string
	Points  int
	Claimed int
	Said    bool // whether Claimed is known yet
	Open    bool // the count is said aloud: the person's own, or the bot's once accepted or challenged
}

// newTable deals a new game in claimed mode: the person pegs their own
// scores; the bot corrects an overpeg of theirs (ACC rule 8.4c) and calls
// muggins on an underpeg when the rules have it (rule 10), and counts its
// own hand and crib as a Miscounter of rate miscount does (0: exactly),
// for the person to accept or challenge.
func newTable(id string, seed uint64, name, botName string, muggins bool, hole int, miscount float64) (*table, error) {
	var strat crib.Strategy = cribbot.Analysis{}
	if botName == "random" {
		strat = cribbot.Random{}
	}
	g, err := crib.NewGame(crib.Rules{Claimed: true, Muggins: muggins, GameHole: hole}, seed)
	if err != nil {
		return nil, err
	}
	t := &table{
		id: id, g: g, bot: strat, botName: botName, counter: cribbot.Miscounter{Rate: miscount},
		names: []string{name, "Bot"},
		rng:   cards.NewRand(seed ^ 0x5bd1e995),
	}
	return t, t.advance()
}

// do applies the person's actions, all or none, then lets the table and the
// bot act until the person has something to do again. A refused action
// leaves the table as it was.
func (t *table) do(actions ...crib.Action) error {
	g := t.g
	var evs []crib.Event
	for _, a := range actions {
		next, ev, err := g.Apply(a)
		if err != nil {
			return err
		}
		g, evs = next, append(evs, ev...)
	}
	t.g = g
	t.record(evs)
	if err := t.advance(); err != nil {
		return tableError{err}
	}
	return nil
}

// tableError is the table failing to go on after the person's action: a
// bug, not bad input.
type tableError struct{ err error }

func (e tableError) Error() string { return e.err.Error() }
func (e tableError) Unwrap() error { return e.err }

// errStuck reports a table that does not come back to the person: a bug.
var errStuck = errors.New("the table did not come back to the player")

// advance plays the table's own steps (the cut for deal, the deal, the
// starter) and the bot's (its discard and cards, its claims, go, muggins,
// accepting the person's counts) until the person is to act or the game is
// over.
func (t *table) advance() error {
	for range 1000 {
		a, err := t.botAction()
		if err != nil {
			return err
		}
		if a == nil {
			return nil
		}
		next, ev, err := t.g.Apply(a)
		if err != nil {
			return fmt.Errorf("the bot's %v: %w", a, err)
		}
		if c, ok := a.(crib.Claim); ok && c.Seat == bot {
			t.owed = 0
		}
		t.g = next
		t.record(ev)
	}
	return errStuck
}

// botAction returns what the table or the bot does next, or nil when the
// game waits for the person (or is over).
func (t *table) botAction() (crib.Action, error) {
	g := t.g
	if _, over := g.Result(); over {
		return nil, nil
	}
	if a := t.correct(); a != nil {
		return a, nil
	}
	if a := t.muggins(); a != nil {
		return a, nil
	}
	if s, ok := g.Pending(); !ok || s != bot {
		t.owed = 0 // what the bot scored is pending as long as it is owed
	}
	if s, ok := g.Pending(); ok {
		if s == you {
			return nil, nil // what do you peg?
		}
		return crib.Claim{Seat: bot, Points: t.owed}, nil
	}
	if g.MaySayGo(bot) {
		return crib.Go{Seat: bot}, nil
	}
	if g.MaySayGo(you) {
		return nil, nil
	}
	act, seat := g.Next()
	players := []crib.Strategy{nil, t.bot}
	rands := []*rand.Rand{nil, t.rng}
	switch act {
	case crib.StepCutForDeal, crib.StepCut:
		return crib.NextAction(g, players, rands)
	case crib.StepDeal:
		if g.DealNumber() > 0 {
			return nil, nil // the person reads the show, then deals on
		}
		return crib.Deal{}, nil
	case crib.StepDiscard, crib.StepLay:
		if seat == you {
			return nil, nil
		}
		return crib.NextAction(g, players, rands)
	case crib.StepClaim:
		if seat == you {
			return nil, nil
		}
		sh, err := layOut(g, bot)
		if err != nil {
			return nil, err
		}
		n := sh.Points
		if b, err := sh.Breakdown(); err == nil {
			n = t.counter.Count(b, t.rng)
		}
		return crib.Claim{Seat: bot, Points: n}, nil
	case crib.StepAccept:
		if seat == you {
			return nil, nil
		}
		return crib.Accept{Seat: bot}, nil
	case crib.StepPegOut:
		if seat == you {
			return nil, nil
		}
		return crib.PegOut{Seat: bot}, nil
	case crib.StepOffer:
		return crib.TakeOffer{Side: seat}, nil
	}
	return nil, nil
}

// trueCount is the count of the hand or crib seat is to claim now, as the
// cards laid out in the show say it: the engine lays them out (a Shown
// event) on a claim, so a claim tried on a copy of the game says it.
func trueCount(g crib.Game, seat int) (int, error) {
	sh, err := layOut(g, seat)
	return sh.Points, err
}

// layOut returns the hand or crib seat is to claim now, laid out as the
// count begins: the engine lays it out (a Shown event) on a claim, so a
// claim tried on a copy of the game says it. It is what every player sees
// once the count begins; crib.View shows the crib only after its count, so
// the page shows the person's own crib to count from this.
func layOut(g crib.Game, seat int) (crib.Shown, error) {
	_, ev, err := g.Apply(crib.Claim{Seat: seat, Points: 0})
	if err != nil {
		return crib.Shown{}, err
	}
	for _, e := range ev {
		if s, ok := e.(crib.Shown); ok {
			return s, nil
		}
	}
	return crib.Shown{}, fmt.Errorf("no count is laid out for seat %d", seat)
}

// correct returns the bot's finding of the person's overpeg while it is
// open (ACC rule 8.4c), or nil: the cards of a count are on the table for
// both players, so the bot asks the referee, trying it on a copy.
func (t *table) correct() crib.Action {
	a := crib.Correct{Caller: bot, Target: you}
	if _, _, err := t.g.Apply(a); err != nil {
		return nil
	}
	return a
}

// muggins returns the bot's call of muggins on the points the person has
// just missed, or nil. Everything a count is made of is on the table for
// both players to see (the cards laid in the play, the hand or crib laid out
// in the show), so the bot asks the referee what was missed: a call tried
// on a copy of the game says whether it would be muggins, and for how much.
func (t *table) muggins() crib.Action {
	if !t.g.Rules().Muggins {
		return nil
	}
	_, ev, err := t.g.Apply(crib.CallMuggins{Caller: bot, Target: you, Asked: 29})
	if err != nil {
		return nil
	}
	for _, e := range ev {
		if m, ok := e.(crib.MugginsCalled); ok && !m.Wrong && m.Awarded > 0 {
			return crib.CallMuggins{Caller: bot, Target: you, Asked: m.Awarded}
		}
	}
	return nil
}

// record keeps what happened: each event in words as the person's seat
// sees it (crib.SeenBy), the bot's points of the play still to claim, and
// the counts of the show. The log is this deal's: a card named in it is one
// the person has seen in this deal.
func (t *table) record(evs []crib.Event) {
	for _, e := range evs {
		switch e := e.(type) {
		case crib.Dealt:
			t.show, t.owed, t.log, t.pile, t.laid = nil, 0, nil, nil, crib.PlayStep{}
		case crib.Laid:
			if e.Step.Seat == bot {
				t.owed += e.Step.Points()
			}
			if t.laid.NewCount || len(t.pile) == 0 {
				t.pile = t.pile[:0]
			}
			t.laid, t.pile = e.Step, append(t.pile, e.Step.Card)
		case crib.StarterTurned:
			if e.Starter.Rank() == cards.Jack && t.g.Dealer() == bot {
				t.owed += 2 // his heels, if the rules count them here (Pending says)
			}
		case crib.Shown:
			t.show = append(t.show, t.showLine(e))
		case crib.Claimed:
			if n := len(t.show); n > 0 && (e.Kind == crib.ScoreHand || e.Kind == crib.ScoreCrib) && !t.show[n-1].Said {
				t.show[n-1].Claimed, t.show[n-1].Said = e.Points, true
			}
		case crib.Accepted:
			t.open(e.Seat == you)
		case crib.MugginsCalled:
			t.open(e.Target == bot)
		case crib.OverpegCorrected:
			t.open(e.Target == bot)
		case crib.DealOver, crib.GameOver:
			t.open(true)
		}
		t.log = append(t.log, t.describe(crib.SeenBy(e, you)))
	}
	if n := len(t.log); n > maxLog {
		t.log = append([]string(nil), t.log[n-maxLog:]...)
	}
}

// open says the counts of the show laid out so far aloud, when the person
// has answered the bot's count (accepted or challenged it).
func (t *table) open(answered bool) {
	for i := range t.show {
		t.show[i].Open = t.show[i].Open || answered
	}
}

// describe says an event as the person sees it: a count of the bot's is
// laid out without its count (the person counts it, to accept or
// challenge), and a claim in the play says what it is for.
func (t *table) describe(e crib.Event) string {
	switch e := e.(type) {
	case crib.Shown:
		if e.Seat == bot {
			what := "hand"
			if e.Crib {
				what = "crib"
			}
			return fmt.Sprintf("%s lays out the %s: %s with %s.", t.names[bot], what, faces(e.Cards[:]), e.Starter.Unicode())
		}
	case crib.Claimed:
		st := t.laid
		if e.Seat != st.Seat || len(t.pile) == 0 || (e.Kind != crib.ScorePlay && e.Kind != crib.ScoreClaim) {
			break
		}
		var parts []string
		if st.Score.Points() > 0 {
			parts = append(parts, strings.TrimSuffix(st.Score.String(), fmt.Sprintf(" for %d", st.Score.Points())))
		}
		if e.Kind == crib.ScoreClaim && st.GoPoint {
			parts = append(parts, "the go")
		}
		if e.Kind == crib.ScoreClaim && st.LastCard {
			parts = append(parts, "last card")
		}
		truth := st.Score.Points()
		if e.Kind == crib.ScoreClaim && (st.GoPoint || st.LastCard) {
			truth++
		}
		switch {
		case e.Points == 0:
			return fmt.Sprintf("%s claims nothing for the %s.", t.names[e.Seat], st.Card.Unicode())
		case e.Points != truth || len(parts) == 0:
			return fmt.Sprintf("%s claims %d for the %s.", t.names[e.Seat], e.Points, st.Card.Unicode())
		}
		return fmt.Sprintf("%s claims %d for %s.", t.names[e.Seat], e.Points, strings.Join(parts, " and "))
	}
	return e.Describe(t.names)
}

// faces writes cards as a person reads them: 5♥ 10♠.
func faces(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Unicode()
	}
	return strings.Join(out, " ")
}

// showLine says a count of the show aloud.
func (t *table) showLine(e crib.Shown) showLine {
	l := showLine{Seat: e.Seat, Who: t.names[e.Seat], Crib: e.Crib, Starter: viewCard(e.Starter, false), Points: e.Points, Open: e.Seat == you}
	for _, c := range e.Cards {
		l.Cards = append(l.Cards, viewCard(c, false))
	}
	if b, err := e.Breakdown(); err == nil {
		l.Say = b.Say()
	}
	return l
}

// logText is the table's log, a line an event.
func (t *table) logText() string { return strings.Join(t.log, "\n") }
