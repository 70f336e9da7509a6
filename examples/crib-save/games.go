package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
)

// game is a game of either kind, as the program uses it.
type game interface {
	recording() game
	step() (game, error)   // one action, as analysis bots and the table take it
	finish() (game, error) // to the end, by analysis bots
	actions() (int, error) // the actions of its record
	save() ([]byte, error)
	record() ([]byte, error)
	status() string // where the game stands
}

// kind is one of the two games.
type kind struct {
	name    string
	newGame func(l crib.Layout, seed uint64) (game, error)
	load    func(data []byte) (game, error)
	replay  func(text []byte) (game, error)
}

var kinds = map[string]kind{
	"crib": {
		name: "ACC cribbage",
		newGame: func(l crib.Layout, seed uint64) (game, error) {
			g, err := crib.NewGame(crib.Rules{Layout: l}, seed)
			return cribGame{g}, err
		},
		load: func(data []byte) (game, error) {
			var g crib.Game
			err := json.Unmarshal(data, &g)
			return cribGame{g}, err
		},
		replay: func(text []byte) (game, error) {
			rec, err := crib.ParseRecord(bytes.NewReader(text))
			if err != nil {
				return nil, err
			}
			g, _, err := crib.Replay(rec)
			return cribGame{g}, err
		},
	},
	"cribwars": {
		name: "Crib Wars",
		newGame: func(l crib.Layout, seed uint64) (game, error) {
			g, err := cribwars.NewGame(cribwars.Config{Layout: l}, seed)
			return warsGame{g}, err
		},
		load: func(data []byte) (game, error) {
			var g cribwars.Game
			err := json.Unmarshal(data, &g)
			return warsGame{g}, err
		},
		replay: func(text []byte) (game, error) {
			rec, err := cribwars.ParseRecord(bytes.NewReader(text))
			if err != nil {
				return nil, err
			}
			g, _, err := cribwars.Replay(rec)
			return warsGame{g}, err
		},
	},
}

// bots returns an analysis bot and a random source for each of n seats.
// The analysis bot draws nothing, so a game resumed with fresh sources
// goes on as it would have.
func bots(n int) ([]crib.Strategy, []*rand.Rand) {
	ps, rs := make([]crib.Strategy, n), make([]*rand.Rand, n)
	for i := range ps {
		ps[i], rs[i] = bot.Analysis{}, cards.NewRand(uint64(i))
	}
	return ps, rs
}

// board says where the sides' pegs are: "A 45, B 38".
func board(pegs []string) string {
	var b strings.Builder
	for s, p := range pegs {
		if s > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", cribwars.SideName(s), p)
	}
	return b.String()
}

type cribGame struct{ g crib.Game }

func (c cribGame) recording() game { return cribGame{c.g.Recording()} }

func (c cribGame) step() (game, error) {
	ps, rs := bots(c.g.Seats())
	a, err := crib.NextAction(c.g, ps, rs)
	if err != nil {
		return c, err
	}
	g, _, err := c.g.Apply(a)
	return cribGame{g}, err
}

func (c cribGame) finish() (game, error) {
	ps, _ := bots(c.g.Seats())
	g, err := crib.PlayGame(c.g, ps, cards.NewRand(1), nil)
	return cribGame{g}, err
}

func (c cribGame) actions() (int, error) {
	rec, err := c.g.Record()
	return len(rec.Actions), err
}

func (c cribGame) save() ([]byte, error) { return json.Marshal(c.g) }

func (c cribGame) record() ([]byte, error) {
	rec, err := c.g.Record()
	if err != nil {
		return nil, err
	}
	return rec.MarshalText()
}

func (c cribGame) status() string {
	b := c.g.Board()
	pegs := make([]string, b.Sides)
	for s := range pegs {
		pegs[s] = fmt.Sprint(b.Pegs[s].Front)
	}
	if w, ok := c.g.Winner(); ok {
		return fmt.Sprintf("side %s won in deal %d, %s", cribwars.SideName(w), c.g.DealNumber(), board(pegs))
	}
	act, seat := c.g.Next()
	return fmt.Sprintf("deal %d, the %v, waiting for seat %d to %v; %s", c.g.DealNumber(), c.g.Phase(), seat, act, board(pegs))
}

type warsGame struct{ g cribwars.Game }

func (c warsGame) recording() game { return warsGame{c.g.Recording()} }

func (c warsGame) step() (game, error) {
	var a crib.Action
	act, _ := c.g.Next()
	switch side, due := c.g.BoxDue(); {
	case act == crib.StepOffer:
		a = crib.TakeOffer{Side: c.g.Cribbage().Offers()[0].Side}
	case due:
		a = cribwars.LeaveBox{Side: side}
	default:
		ps, rs := bots(c.g.Seats())
		var err error
		if a, err = crib.NextAction(c.g.Cribbage(), ps, rs); err != nil {
			return c, err
		}
	}
	g, _, err := c.g.Apply(a)
	return warsGame{g}, err
}

func (c warsGame) finish() (game, error) {
	ps, _ := bots(c.g.Seats())
	g, err := cribwars.PlayGame(c.g, ps, cards.NewRand(1), nil)
	return warsGame{g}, err
}

func (c warsGame) actions() (int, error) {
	rec, err := c.g.Record()
	return len(rec.Actions), err
}

func (c warsGame) save() ([]byte, error) { return json.Marshal(c.g) }

func (c warsGame) record() ([]byte, error) {
	rec, err := c.g.Record()
	if err != nil {
		return nil, err
	}
	return rec.MarshalText()
}

func (c warsGame) status() string {
	pegs := make([]string, c.g.Sides())
	for s := range pegs {
		pegs[s] = c.g.Track().Where(c.g.Peg(s))
	}
	deal := c.g.Cribbage().DealNumber()
	if w, ok := c.g.Winner(); ok {
		return fmt.Sprintf("side %s won in deal %d, %s", cribwars.SideName(w), deal, board(pegs))
	}
	act, seat := c.g.Next()
	return fmt.Sprintf("deal %d, the %v, waiting for seat %d to %v; %s", deal, c.g.Phase(), seat, act, board(pegs))
}
