package tables

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pegboard/pegboard/pegjokers"
)

// pjKind is Pegs and Jokers: any seating the guide allows, any rules.
type pjKind struct{}

func (pjKind) Name() string { return "pegjokers" }

// pjOptions are a create request's options for Pegs and Jokers: the
// seating ("4 pairs", as pegjokers.ParseSeating reads it) and the rules'
// text (pegjokers.ParseRules; empty: the guide's).
type pjOptions struct {
	Seating string `json:"seating"`
	Rules   string `json:"rules"`
}

// pjSetup is the stored setup: the seating and the rules, a line each.
func pjSetup(s pegjokers.Seating, r pegjokers.Rules) string {
	return "seating: " + s.String() + "\nrules: " + r.String()
}

func parsePJSetup(setup string) (pegjokers.Seating, pegjokers.Rules, error) {
	seat, rules, ok := strings.Cut(setup, "\n")
	if !ok || !strings.HasPrefix(seat, "seating: ") || !strings.HasPrefix(rules, "rules: ") {
		return pegjokers.Seating{}, pegjokers.Rules{}, fmt.Errorf("%w: a setup %q", errOptions, setup)
	}
	s, err := pegjokers.ParseSeating(strings.TrimPrefix(seat, "seating: "))
	if err != nil {
		return s, pegjokers.Rules{}, fmt.Errorf("%w: %v", errOptions, err)
	}
	r, err := pegjokers.ParseRules(strings.TrimPrefix(rules, "rules: "))
	if err != nil {
		return s, r, fmt.Errorf("%w: %v", errOptions, err)
	}
	return s, r, nil
}

func (pjKind) Setup(options json.RawMessage) (string, int, error) {
	o := pjOptions{Seating: "4 pairs"}
	if len(options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	s, err := pegjokers.ParseSeating(o.Seating)
	if err != nil || !s.Valid() {
		return "", 0, fmt.Errorf("%w: seating %q: %v", errOptions, o.Seating, err)
	}
	var r pegjokers.Rules
	if o.Rules != "" {
		if r, err = pegjokers.ParseRules(o.Rules); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	setup := pjSetup(s, r)
	if _, _, err := parsePJSetup(setup); err != nil {
		return "", 0, err
	}
	return setup, s.Seats, nil
}

func (pjKind) New(setup string, seed uint64) (Game, error) {
	s, r, err := parsePJSetup(setup)
	if err != nil {
		return nil, err
	}
	g, err := pegjokers.NewGame(r, s.Seats, s.Arrangement, seed)
	if err != nil {
		return nil, err
	}
	return pjGame{g.Recording()}, nil
}

func (pjKind) Commit(setup string, seed uint64, salt []byte) (string, error) {
	s, r, err := parsePJSetup(setup)
	if err != nil {
		return "", err
	}
	c, err := pegjokers.Record{Rules: r, Seating: s, Seed: seed, Salt: salt}.Commitment()
	return c.String(), err
}

// pjLevels are the bots that play a seat. The search bot
// (pegjokers.SearchBot at its default budget) takes about 1 ms a move with
// two players, 2.4 ms with four and 8 ms with eight on the 2-core
// development machine (BenchmarkPegJokersLevels), the heuristic bot 2 to 3
// µs: a table of eight search bots plays a whole game of some hundreds of
// moves inside the request that starts it, a few seconds, until the
// table's bots run off the request.
var pjLevels = map[string]pegjokers.Strategy{"random": pegjokers.RandomBot{}, "heuristic": pegjokers.HeuristicBot{}, "search": pegjokers.SearchBot{}}

func (pjKind) Bot(level string) bool { _, ok := pjLevels[level]; return ok }

// pjGame is a Pegs and Jokers table's game. Draws are the table's: it
// draws for a player as soon as they have played, so no draw is missed
// (the guide's rule 12 does not arise at the table).
type pjGame struct{ g pegjokers.Game }

type pjEvents struct {
	a   pegjokers.Action
	evs []pegjokers.Event
}

func (es pjEvents) For(seat int) (json.RawMessage, error) {
	return seenJSON(es.evs, seat, pegjokers.SeenBy, pegjokers.MarshalEvents)
}

// Action is the action's text: a play is seen by all; a draw names no
// card (its Drew event shows the card to the drawer alone).
func (es pjEvents) Action(int) string { return es.a.String() }

func (p pjGame) Seats() int { return p.g.Position().Seats() }

func (p pjGame) Over() bool { return p.g.Over() }

func (p pjGame) View(seat int) (json.RawMessage, error) {
	v, err := p.g.SeatView(seat)
	if err != nil {
		return nil, err
	}
	return v.MarshalJSON()
}

func (p pjGame) Turn() []int {
	if st, s := p.g.Next(); st == pegjokers.StepPlay {
		return []int{int(s)}
	}
	return nil
}

func (p pjGame) Apply(seat int, text string) (Game, string, Events, error) {
	a, err := p.g.ParseAction(text)
	if err != nil {
		return p, "", nil, err
	}
	st, who := p.g.Next()
	switch a := a.(type) {
	case pegjokers.Draw:
		// The table's: a draw naming its card would bring a card of its own.
		if seat != NoSeat || a.Card != 0 || (st != pegjokers.StepDraw && st != pegjokers.StepLateDraw) {
			return p, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
		}
	case pegjokers.Choice:
		if st != pegjokers.StepPlay || seat != int(who) {
			return p, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
		}
	default:
		return p, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
	}
	next, evs, err := p.g.Apply(a)
	if err != nil {
		return p, "", nil, err
	}
	return pjGame{next}, a.String(), pjEvents{a, evs}, nil
}

func (p pjGame) Auto(bots []string, r *rand.Rand) (int, string, bool, error) {
	st, who := p.g.Next()
	switch st {
	case pegjokers.StepDraw, pegjokers.StepLateDraw:
		return NoSeat, pegjokers.Draw{}.String(), true, nil
	case pegjokers.StepPlay:
		s := int(who)
		if s >= len(bots) || bots[s] == "" {
			return 0, "", false, nil
		}
		v, err := p.g.SeatView(s)
		if err != nil {
			return 0, "", false, err
		}
		return s, pjLevels[bots[s]].Choose(v, r).String(), true, nil
	}
	return 0, "", false, nil
}

func (p pjGame) Record(names []string, salt []byte) ([]byte, error) {
	rec, err := p.g.Record()
	if err != nil {
		return nil, err
	}
	rec.Names, rec.Salt = names, salt
	return rec.MarshalText()
}
