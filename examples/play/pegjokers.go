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
		p.t.printf("%s\n", pegjokers.SeenBy(e, me).Describe(names)) // another's drawn card is not shown
	}
	return nil
}

// view is what the person may see: everything shown to them is built from
// it.
func (p *pjTable) view() pegjokers.View {
	v, err := p.g.SeatView(me)
	if err != nil {
		panic(err) // not reached: the game is a game and me a seat of it
	}
	return v
}

// legal lists the plays of the person's hand in the move notation, with
// what each does: those of the card named by arg, or of every card.
func (p *pjTable) legal(arg string) string {
	v := p.view()
	only, err := cards.Parse(arg)
	if arg != "" && (err != nil || !slices.Contains(v.Hand, only)) {
		return fmt.Sprintf("  %q is not a card in your hand: ? lists every legal play, ? 7H those of the 7H.", arg)
	}
	var b strings.Builder
	b.WriteString("  Legal plays:\n")
	for _, c := range v.Hand {
		if arg != "" && c != only {
			continue
		}
		ms := v.LegalMoves(c)
		if len(ms) == 0 {
			fmt.Fprintf(&b, "  %v pass — no move: discard it\n", c)
			continue
		}
		for _, m := range ms {
			fmt.Fprintf(&b, "  %v %s — %s\n", c, m.Notation(), m.Describe(v.Position))
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func (p *pjTable) askPlay() error {
	v := p.view()
	var hand []string
	for _, c := range v.Hand {
		hand = append(hand, c.String())
	}
	// The position's diagram: the game's would show every hand.
	p.t.printf("\n%s\n", v.Position.Diagram())
	if d := v.Discards; len(d) > 0 {
		p.t.printf("Discard pile: %d cards, %v on top; draw pile: %d cards.\n", len(d), d[len(d)-1], v.DrawPile)
	}
	prompt := fmt.Sprintf("Your cards: %s\nYour play (a card and its move, or a card alone when it has one move or none; ? lists the legal ones, ? 7H those of a card): ", strings.Join(hand, " "))
	return p.t.ask(prompt, p.legal, func(line string) error {
		if line == "" {
			return errors.New("type a card and its move, as 'QH s' or '6S t8+6' (? lists them)")
		}
		first, rest, _ := strings.Cut(line, " ")
		c, err := cards.Parse(strings.TrimSuffix(first, ":"))
		if err == nil && !slices.Contains(v.Hand, c) {
			return fmt.Errorf("%v is not in your hand (%s)", c, strings.Join(hand, " "))
		}
		if err == nil && strings.TrimSpace(rest) == "" { // a card alone: its one move, or a pass
			switch ms := v.LegalMoves(c); len(ms) {
			case 0:
				return p.apply(pegjokers.Choice{Card: c})
			case 1:
				return p.apply(pegjokers.Choice{Card: c, Move: ms[0]})
			default:
				return fmt.Errorf("%v has %d moves: type the one you want, as '%v %s' (? %v lists them)", c, len(ms), c, ms[0].Notation(), c)
			}
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
