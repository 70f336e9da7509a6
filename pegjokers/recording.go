package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// recNode is one action of a game's record: a persistent list, newest
// first, so that copies of a game share their past and appending never
// copies. The first node holds the game the record starts from and no
// action.
type recNode struct {
	prev  *recNode
	a     Action
	start *Game
}

// record appends a to g's record (g.rec must not be nil).
func (g *Game) record(a Action) { g.rec = &recNode{prev: g.rec, a: a} }

// Recording returns g keeping a record: every action applied to it, and to
// the games that follow from it, from now on (a record started earlier is
// left behind). [Game.Record] returns it. Games that keep a record share
// their past, so copying one and appending to it costs a small node an
// action; games keep none by default, so bots pay nothing. Two games that
// keep records are == only when they share them; the saved form
// ([Game.MarshalJSON]) leaves the record out. The zero Game is returned as
// it is.
func (g Game) Recording() Game {
	if !g.pos.IsValid() {
		return g
	}
	start := g
	start.rec = nil
	g.rec = &recNode{start: &start}
	return g
}

// Record returns the record g keeps (see [Game.Recording]): its rules and
// seating; its seed when it starts at a game's deal from a seed, its hands
// when it starts at the deal of a [DealtGame], or else the game it starts
// from; and every action since, the plays as the [Choice] each made. A
// game that keeps no record is an error wrapping [ErrBadRecord].
func (g Game) Record() (Record, error) {
	if g.rec == nil {
		return Record{}, fmt.Errorf("pegjokers: %w: the game keeps no record: make it with Recording", ErrBadRecord)
	}
	var acts []Action
	n := g.rec
	for ; n.start == nil; n = n.prev {
		acts = append(acts, n.a)
	}
	slices.Reverse(acts)
	start := *n.start
	rec := Record{Rules: start.rules, Seating: start.pos.Seating(), Actions: acts}
	st := rec.Seating
	var hands [][]cards.Card
	for s := range st.Seats {
		hands = append(hands, start.Hand(Seat(s)))
	}
	fresh, err := NewGame(start.rules, st.Seats, st.Arrangement, start.seed)
	if start.dealt {
		fresh, err = DealtGame(start.rules, st.Seats, st.Arrangement, hands)
	}
	switch {
	case err != nil || fresh != start:
		rec.Start = &start
	case start.dealt:
		rec.Hands = hands
	default:
		rec.Seed = start.seed
	}
	return rec, nil
}
