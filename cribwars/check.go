package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// What only this package can judge: whether a value is one the rules of
// Crib Wars could produce. The readers of saved games, peggers and events
// refuse what these checks refuse, and the writers will not write it; the
// tests run them after every action. Crib judges its own game and events;
// a board is judged once, by NewTrack.

// check reports why g is no game of Crib Wars the rules could reach: crib
// rules that are not its setup's, a pegger on another board or with other
// readings, a peg off the board, a side in a box in a game of two sides,
// hands to sit out with nobody in a box. Crib's own checks of its game are
// [crib.Game]'s reader's, and so is a saved board whose pegs are not where
// the pegger has them (crib's board reads its front pegs from the pegger).
func (g Game) check() error {
	if g.zero() {
		return pkg.Bad("the zero Game")
	}
	want, err := g.cfg.CribRules()
	if err != nil {
		return pkg.Wrap(err)
	}
	a, err1 := json.Marshal(want)
	b, err2 := json.Marshal(g.g.Rules())
	if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
		return pkg.Bad("crib's rules %s are not the setup's %s", b, a)
	}
	p, ok := g.g.Pegger().(Pegger)
	if !ok || !p.board.Equal(g.cfg.Track) || p.rules != g.cfg.Rules {
		return pkg.Bad("the pegger is not of the game's board and readings")
	}
	for s, st := range p.sides {
		if s >= g.Sides() {
			if st != (standing{}) {
				return pkg.Bad("a peg for side %s of %d", SideName(s), g.Sides())
			}
			continue
		}
		if !p.board.Valid(st.peg) {
			return pkg.Bad("side %s's peg at %v is off the board", SideName(s), st.peg)
		}
	}
	side, in := p.boxed()
	switch {
	case in && g.Sides() != 3:
		return pkg.Bad("side %s sits in a penalty box in a game of %s", SideName(side), codec.Count(g.Sides(), "side"))
	case !in && g.handsLeft != 0:
		return pkg.Bad("%s to sit out with nobody in a penalty box", codec.Count(g.handsLeft, "hand"))
	case g.handsLeft < 0 || g.handsLeft > SitOutHands:
		return pkg.Bad("%s to sit out", codec.Count(g.handsLeft, "hand"))
	case g.void && g.g.Phase() == crib.PhaseOver:
		return pkg.Bad("a game won and void")
	}
	return nil
}

// check reports why p is no pegger a game keeps: a peg off its board, a
// side sitting in a box that is no penalty box or ahead of its peg, more
// than one side in a box.
func (p Pegger) check() error {
	in := 0
	for s, st := range p.sides {
		if !p.board.Valid(st.peg) {
			return pkg.Bad("side %s's peg at %v is not on the board", SideName(s), st.peg)
		}
		if !st.inBox && st.box == 0 {
			continue
		}
		if !st.inBox || p.board.At(st.box) != PenaltyBox || p.board.MainHole(st.peg) < st.box { // At says Plain for a hole off the board
			return pkg.Bad("side %s at %v sits in a box at %d", SideName(s), st.peg, st.box)
		}
		in++
	}
	if in > 1 {
		return pkg.Bad("%s in penalty boxes", codec.Count(in, "side"))
	}
	return nil
}

// eventBad returns the error of an event that cannot happen.
func eventBad(e any) error { return pkg.Bad("%T %+v cannot happen", e, e) }

func sidesOK(side, sides int) bool { return sides >= 2 && sides <= 3 && side >= 0 && side < sides }

func numberOK(n, least int) bool { return n >= least && n <= codec.MaxNumber }

// check reports a board event that cannot happen.
func (e Effect) check() error {
	ok := e.Kind >= Slid && e.Kind <= ReachedGame && e.Over <= PenaltyBox && numberOK(e.Hole, 0) &&
		numberOK(e.To.Hole, 0) && numberOK(e.PathHoles, 0) && numberOK(e.Rejoin, 0)
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e Pegged) check() error {
	b := e.board
	if b.d == nil || !b.Valid(e.From) || !b.Valid(e.Landed) || !b.Valid(e.To) {
		return eventBad(e)
	}
	return nil
}

func (e TrackEvent) check() error {
	if !sidesOK(e.Side, e.Sides) {
		return eventBad(e)
	}
	return e.Event.check()
}

func (e BoxMoved) check() error {
	m := e.Move
	if !sidesOK(e.Side, e.Sides) || e.board.d == nil || m.Side != e.Side || m.Kind < GoesBack || m.Kind > AdvancesOne ||
		!e.board.Valid(m.From) || !e.board.Valid(m.To) || len(m.Events) > 16 {
		return eventBad(e)
	}
	for _, x := range m.Events {
		if err := x.check(); err != nil {
			return err
		}
	}
	return nil
}

func (e SentToBox) check() error {
	if !sidesOK(e.Side, e.Sides) || e.Sides != 3 || !numberOK(e.Box, 1) || e.Hands < 0 || e.Hands > SitOutHands {
		return eventBad(e)
	}
	return nil
}

func (e NotPegged) check() error {
	if !sidesOK(e.Side, e.Sides) || !numberOK(e.Points, -codec.MaxNumber) || e.Points == 0 {
		return eventBad(e)
	}
	return nil
}

func (e MissedMove) check() error {
	if !sidesOK(e.Side, e.Sides) {
		return eventBad(e)
	}
	return nil
}

func (e RulingApplied) check() error {
	r := e.Ruling
	ok := r.Item >= 1 && r.Item <= 16 && r.Offender >= NoSide && r.Offender < crib.MaxSides &&
		len(r.Points)+len(r.Choices)+len(r.Corrections)+len(r.Dead)+len(r.Pegs) <= 64 && len(r.Note) <= 1000
	for _, p := range r.Points {
		ok = ok && p.Side >= 0 && p.Side < crib.MaxSides && numberOK(p.Points, 1)
	}
	for _, c := range r.Choices {
		ok = ok && c.Side >= 0 && c.Side < crib.MaxSides && c.Option <= CorrectGo && c.Of >= NoSide && c.Of < crib.MaxSides &&
			numberOK(c.Points, -codec.MaxNumber) && c.Cards >= -52 && c.Cards <= 52
	}
	for _, c := range r.Corrections {
		ok = ok && c.Side >= NoSide && c.Side < crib.MaxSides && c.Cards >= -52 && c.Cards <= 52
	}
	for _, c := range r.Dead {
		ok = ok && c.IsStandard()
	}
	for _, p := range r.Pegs {
		ok = ok && p.Side >= 0 && p.Side < crib.MaxSides && numberOK(p.Front.Hole, 0) && numberOK(p.Back.Hole, 0)
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e DealOver) check() error {
	ok := e.board.d != nil && len(e.Pegs) == e.DealOver.Board.Sides && len(e.Pegs) >= 2 && len(e.Pegs) <= 3 &&
		e.InBox >= NoSide && e.InBox < len(e.Pegs)
	for _, p := range e.Pegs {
		ok = ok && e.board.Valid(p)
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e GameOver) check() error {
	r := e.Result
	n := len(r.Pegs)
	ok := e.board.d != nil && n == e.GameOver.Board.Sides && n >= 2 && n <= 3 && r.Winner == e.Winner && r.Winner >= 0 && r.Winner < n &&
		e.board.Won(r.Pegs[r.Winner]) && r.Lost[r.Winner] == 0 && r.Games == e.GamePoints
	sum := 0
	for s, l := range r.Lost {
		ok = ok && (l == 0 || l == 1 || l == 2 || l == 4) && (s < n || l == 0) && (s == r.Winner || s >= n || l > 0)
		sum += l
	}
	for _, p := range r.Pegs {
		ok = ok && e.board.Valid(p)
	}
	if !ok || sum != r.Games {
		return eventBad(e)
	}
	return nil
}

// check refuses readings that have no text (so that a game could not be
// saved): a reading of the Jack that is none, a line beyond a billion.
// Errors wrap [crib.ErrBadRules].
func (r Rules) check() error {
	for _, l := range []int{r.SkunkLine, r.DoubleSkunkLine} {
		if l < -codec.MaxNumber || l > codec.MaxNumber {
			return fmt.Errorf("%w: a skunk line of %d", crib.ErrBadRules, l)
		}
	}
	if !heelsRules.Valid(r.Heels) {
		return fmt.Errorf("%w: %d is not a reading of the Jack near the end", crib.ErrBadRules, r.Heels)
	}
	return nil
}

// valid reports why the record cannot start a game.
func (r *Record) valid() error {
	c, err := r.Config.resolve()
	if err != nil {
		return pkg.Wrap(err)
	}
	if _, err := c.CribRules(); err != nil {
		return pkg.Wrap(err)
	}
	if _, _, err := record.Names(pkg, r.Names, c.Layout.Seats); err != nil {
		return err
	}
	if r.Dealt && r.Seed != 0 {
		return pkg.Bad("a game dealt at a table has no seed")
	}
	if r.Start != nil {
		if r.Seed != 0 || r.Dealt {
			return pkg.Bad("a record starts from a saved game, or from a seed or the cards dealt, not both")
		}
		a, _ := json.Marshal(c)
		b, _ := json.Marshal(r.Start.cfg)
		if !bytes.Equal(a, b) {
			return pkg.Bad("the start game's setup %s is not the record's %s", b, a)
		}
	}
	return nil
}
