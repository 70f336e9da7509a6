package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// pjTable is a game of Pegs and Jokers between the person (seat 0, Blue)
// and heuristic bots.
type pjTable struct {
	t     *term
	names []string
	g     pegjokers.Game
	bots  []pegjokers.Strategy
	seed  uint64
	steps int
}

func newPegJokers(t *term, o options) error {
	n := o.players
	if n == 0 {
		n = 4
	}
	if n < pegjokers.MinSeats || n > pegjokers.MaxSeats {
		return fmt.Errorf("-players %d: Pegs and Jokers is for %d to %d players", n, pegjokers.MinSeats, pegjokers.MaxSeats)
	}
	teams := o.teams
	if teams == "" {
		teams = "solo"
		if pegjokers.ValidSeating(n, pegjokers.Pairs) {
			teams = "pairs"
		}
	}
	a, err := pegjokers.ParseArrangement(teams)
	if err != nil {
		return fmt.Errorf("-teams %q: solo, pairs or teams", teams)
	}
	if !pegjokers.ValidSeating(n, a) {
		return fmt.Errorf("%d players cannot play %v (pairs: 4, 6 or 8; teams: 6 or 8)", n, a)
	}
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, n, a, o.seed)
	if err != nil {
		return err
	}
	p := &pjTable{t: t, names: names(o.name, n), g: g, seed: o.seed}
	t.printf("Pegs and Jokers, %d players, %v, seed %d.\n", n, a, o.seed)
	return p.play()
}

func resumePegJokers(t *term, s saved) error {
	var g pegjokers.Game
	if err := g.UnmarshalJSON(s.State); err != nil {
		return err
	}
	if g.Position().Seats() != len(s.Names) {
		return errors.New("the saved game does not have one name a seat")
	}
	p := &pjTable{t: t, names: s.Names, g: g, seed: s.Seed, steps: s.Steps}
	return p.play()
}

// seatNames are the names events use: the player's and its colour.
func (p *pjTable) seatNames() []string {
	out := make([]string, len(p.names))
	for s, name := range p.names {
		out[s] = fmt.Sprintf("%s (%s)", name, pegjokers.Seat(s).Color())
	}
	return out
}

func (p *pjTable) play() error {
	p.t.save = func(path string) error {
		return writeSaved(path, "pegjokers", p.names, p.seed, p.steps, p.g)
	}
	n := p.g.Position().Seats()
	for range n {
		p.bots = append(p.bots, pegjokers.HeuristicBot{})
	}
	st := p.g.Position().Seating()
	var teams []string
	for team := range n {
		if name := st.TeamName(team); name != "" {
			teams = append(teams, name)
		}
	}
	p.t.printf("You are Blue. Teams: %s. Type ? at your turn for the legal moves.\n", strings.Join(teams, "; "))
	for !p.g.Over() {
		step, seat := p.g.Next()
		var err error
		switch {
		case step != pegjokers.StepPlay:
			err = p.apply(pegjokers.Draw{})
		case int(seat) == me:
			err = p.askPlay()
		default:
			// Sources seeded by the seed and the step: a resumed game goes
			// on exactly as if it had never stopped.
			ch := p.bots[seat].Choose(p.g.View(), seatRands(p.seed, p.steps, n)[seat])
			err = p.apply(ch)
		}
		if err != nil {
			return err
		}
	}
	team, _ := p.g.Winner()
	p.t.printf("\n%s\n%s win after %d turns.\n", p.g.Position().Diagram(), st.TeamName(team), p.g.Turns())
	return nil
}

// apply plays a (a whole turn, for a Choice) and prints what happened.
func (p *pjTable) apply(a pegjokers.Action) error {
	var (
		g   pegjokers.Game
		ev  []pegjokers.Event
		err error
	)
	if ch, ok := a.(pegjokers.Choice); ok {
		g, ev, err = p.g.Play(ch)
	} else {
		g, ev, err = p.g.Apply(a)
	}
	if err != nil {
		return refusal(err)
	}
	p.g = g
	p.steps++
	names := p.seatNames()
	for _, e := range ev {
		if d, ok := e.(pegjokers.Drew); ok && int(d.Seat) != me {
			continue // another's card is not shown
		}
		p.t.printf("%s\n", e.Describe(names))
	}
	return nil
}

// legal lists the plays of the person's hand in the move notation, with
// what each does: those of the card named by arg, or of every card.
func (p *pjTable) legal(arg string) string {
	only, err := cards.Parse(arg)
	if arg != "" && (err != nil || !slices.Contains(p.g.Hand(me), only)) {
		return fmt.Sprintf("  %q is not a card in your hand: ? lists every legal play, ? 7H those of the 7H.", arg)
	}
	var b strings.Builder
	b.WriteString("  Legal plays:\n")
	for _, c := range p.g.Hand(me) {
		if arg != "" && c != only {
			continue
		}
		ms := p.g.LegalMoves(c)
		if len(ms) == 0 {
			fmt.Fprintf(&b, "  %v pass — no move: discard it\n", c)
			continue
		}
		for _, m := range ms {
			fmt.Fprintf(&b, "  %v %s — %s\n", c, m.Notation(), m.Describe(p.g.Position()))
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func (p *pjTable) askPlay() error {
	var hand []string
	for _, c := range p.g.Hand(me) {
		hand = append(hand, c.String())
	}
	// The position's diagram: the game's would show every hand.
	p.t.printf("\n%s\n", p.g.Position().Diagram())
	if d := p.g.Discards(); len(d) > 0 {
		p.t.printf("Discard pile: %d cards, %v on top; draw pile: %d cards.\n", len(d), d[len(d)-1], p.g.DrawPile())
	}
	prompt := fmt.Sprintf("Your cards: %s\nYour play (a card and its move; ? lists the legal ones, ? 7H those of a card): ", strings.Join(hand, " "))
	return p.t.ask(prompt, p.legal, func(line string) error {
		if line == "" {
			return errors.New("type a card and its move, as 'QH s' or '6S t8+6' (? lists them)")
		}
		first, _, _ := strings.Cut(line, " ")
		if c, err := cards.Parse(strings.TrimSuffix(first, ":")); err == nil && !slices.Contains(p.g.Hand(me), c) {
			return fmt.Errorf("%v is not in your hand (%s)", c, strings.Join(hand, " "))
		}
		a, err := p.g.ParseAction(line)
		switch {
		case errors.Is(err, pegjokers.ErrSyntax):
			return fmt.Errorf("%q is not a play: type a card and its move, as 'QH s' or '6S t8+6' (? lists them)", line)
		case err != nil:
			return fmt.Errorf("%q is not a legal play (? lists the legal ones)", line)
		}
		ch, ok := a.(pegjokers.Choice)
		if !ok {
			return errors.New("play a card first; you draw at the end of your turn")
		}
		return p.apply(ch)
	})
}
