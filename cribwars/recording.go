package cribwars

import (
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// gameLog is the record a game keeps: how it starts and every action
// since.
type gameLog = record.Log[crib.Action, logStart]

// logStart is how a game that keeps a record starts: the game, and
// whether NewGame(its setup, Seed) or, Dealt, DealtGame(its setup) makes
// it (Fresh), so that its record says the seed rather than the game.
type logStart struct {
	game         Game
	fresh, dealt bool
	seed         uint64
}

// Recording returns g keeping a record: every action applied to it, and
// to the games that follow from it, from now on (a record started earlier
// is left behind). [Game.Record] returns it. Games that keep a record
// share their past, so copying one and appending to it costs a small node
// an action; games keep none by default, so bots pay nothing. The saved
// form ([Game.MarshalJSON]) leaves the record out. The zero Game is
// returned as it is.
func (g Game) Recording() Game {
	if g.zero() {
		return g
	}
	st := logStart{game: g}
	st.game.rec = nil
	// Crib's record of the crib game says whether it is a fresh game of
	// its seed, or dealt at a table: then so is g, if it is the game
	// NewGame or DealtGame makes.
	if cr, err := g.g.Recording().Record(); err == nil && cr.Start == nil && cr.Position == nil && g.handsLeft == 0 {
		h, err := Record{Config: g.cfg, Seed: cr.Seed, Dealt: cr.Dealt}.dealt()
		if err == nil && codec.SameJSON(h, st.game) {
			st.fresh, st.seed, st.dealt = true, cr.Seed, cr.Dealt
		}
	}
	g.rec = record.Begin[crib.Action](st)
	return g
}

// Record returns the record g keeps (see [Game.Recording]): its setup,
// how it starts (its seed, or else the game it starts from) and every
// action since. A game that keeps no record is an error wrapping
// ErrBadRecord.
func (g Game) Record() (Record, error) {
	st, acts, err := g.rec.Kept(pkg)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Config: st.game.cfg, Actions: acts, Seed: st.seed, Dealt: st.dealt}
	if !st.fresh {
		rec.Start = &st.game
	}
	return rec, nil
}
