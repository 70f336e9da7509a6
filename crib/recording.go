package crib

import (
	"bytes"
	"encoding/json"

	rectext "github.com/pegboard/pegboard/internal/record"
)

// gameLog is the record a game keeps: the game it starts from and every
// action since.
type gameLog = rectext.Log[Action, Game]

// record appends a to g's record (g.rec must not be nil).
func (g *Game) record(a Action) { g.rec = g.rec.Add(a) }

// Recording returns g keeping a record: every action applied to it, and
// to the games that follow from it, from now on (a record started earlier
// is left behind). [Game.Record] returns it. Games that keep a record
// share their past, so copying one and appending to it costs a small
// node an action; games keep none by default, so bots pay nothing. The
// saved form ([Game.MarshalJSON]) leaves the record out. The zero Game is
// returned as it is.
func (g Game) Recording() Game {
	if g.zero() {
		return g
	}
	start := g
	start.rec = nil
	g.rec = rectext.Begin[Action](start)
	return g
}

// Record returns the record g keeps (see [Game.Recording]): its rules (as
// few as give the game's, with the layout), how it starts (its seed; no
// seed for a game dealt at a table; the position a game was taken up at;
// or else the game it starts from) and every action since, a shuffle or
// a cut as the action that made it (Deal, not the pack it dealt). A game
// that keeps no record is an error wrapping ErrBadRecord.
func (g Game) Record() (Record, error) {
	if g.rec == nil {
		return Record{}, rectext.NoLog("crib")
	}
	start, acts := g.rec.Read()
	rec := Record{Rules: start.rules.minimal(), Actions: acts, Seed: start.seed, Dealt: start.dealt}
	fresh := func(at *Position) (Game, error) {
		switch {
		case at != nil && start.dealt:
			return DealtGameAt(rec.Rules, *at)
		case at != nil:
			return NewGameAt(rec.Rules, start.seed, *at)
		case start.dealt:
			return DealtGame(rec.Rules)
		}
		return NewGame(rec.Rules, start.seed)
	}
	if h, err := fresh(nil); err == nil && sameGame(h, start) {
		return rec, nil
	}
	if start.phase == PhaseDeal && start.deal == 0 {
		at := start.position()
		if h, err := fresh(&at); err == nil && sameGame(h, start) {
			rec.Position = &at
			return rec, nil
		}
	}
	rec.Seed, rec.Dealt, rec.Start = 0, false, &start
	return rec, nil
}

// sameGame reports whether a and b save alike (and so are the same game).
func sameGame(a, b Game) bool {
	da, err1 := json.Marshal(a)
	db, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(da, db)
}

// minimal returns the fewest rules that resolve to r, r being resolved:
// each field that its default gives left zero, except the layout, so that
// a record says "rules: 2 players" rather than every default.
func (r Rules) minimal() Rules {
	want, err := r.Resolve()
	if err != nil {
		return r
	}
	m := r
	for _, f := range []*int{&m.GameHole, &m.SkunkBelow, &m.DoubleSkunkBelow, &m.TripleSkunkBelow, &m.NoHeelsWithin,
		&m.NoHeelsAt, &m.Match.Win, &m.Match.Skunk, &m.Match.DoubleSkunk, &m.Match.TripleSkunk, &m.Match.GamesToWin} {
		v := *f
		*f = 0
		if got, err := m.Resolve(); err != nil || !equalRules(got, want) {
			*f = v
		}
	}
	if _, two := m.Pegger.(TwoPegBoard); two {
		m.Pegger = nil
	}
	return m
}
