package cribwars

import (
	"github.com/pegboard/pegboard/crib"
)

// Pegger records the scores of a [crib.Game] on a Crib Wars board: it is the
// [crib.Pegger] (with [crib.FoldingPegger] and [crib.MugginsPegger]) that
// plugs this package's board into crib's game machinery. [Game] uses it; a
// program that drives a crib.Game itself can plug it into crib.Rules.Pegger
// (see [Config.CribRules]).
//
// Every score moves the side's peg hole by hole along its way with
// [Board.Move] (a backward score with [Board.Back]; crib's award,
// [crib.ScoreAward], with [Board.Award]), and the special hole where it ends
// acts. A peg that lands in a penalty box is ruled by [Rules.LandInBox] at
// once, inside the score: with two sides the lander goes back 20 and the
// others ahead 20; with three, the first to land stays in the box, a second
// is ruled as with two and the side in the box advances one hole. Either way
// the lander folds its hands and crib at once (PegFold reports the fold).
// Muggins applies to a side while its peg is in Muggers Alley
// ([Board.InMuggersAlley]) before the score.
//
// On crib's board a side's Front is its [Board.Progress] (the game hole less
// the holes it has to go), so crib's tests of the game hole, the skunk lines
// and his heels near the end read the Crib Wars board; Board.Track holds the
// side path the peg is on and whether the side sits in a penalty box. Use
// [Pegger.Position] to read a side's [Peg]. A side sitting in a box (three
// sides) pegs nothing, forward or back, until it moves out: crib's award
// ([crib.Game.Award]) is that move (see [Game.LeaveBox]).
type Pegger struct {
	board Board
	rules Rules
}

// NewPegger returns the pegger for board b and the readings r.
func NewPegger(b Board, r Rules) Pegger { return Pegger{board: b, rules: r} }

// Board returns the pegger's board.
func (p Pegger) Board() Board { return p.board }

// Equal reports whether p and o peg alike: the same board and readings.
func (p Pegger) Equal(o Pegger) bool { return p.board.Equal(o.board) && p.rules == o.rules }

// The bits of crib.Board.Track: the path (a PathID) and whether the side
// sits in a penalty box.
const (
	trackPath = 0xff
	trackBox  = 1 << 8
)

// Position returns side's peg on the board, from crib's board cb.
func (p Pegger) Position(cb crib.Board, side int) Peg {
	if side < 0 || side >= crib.MaxSides {
		return Peg{Hole: -1}
	}
	f := cb.Pegs[side].Front
	id := PathID(cb.Track[side] & trackPath)
	if id == Main {
		return Peg{Hole: f}
	}
	pa, ok := p.board.Path(id)
	if !ok {
		return Peg{Path: id, Hole: -1}
	}
	return Peg{Path: id, Hole: f - (pa.Rejoin - pa.Holes - 1)} // Progress inverted
}

// InBox reports whether side sits in a penalty box (three sides: the first
// to land there, until it moves out or is bumped out).
func (p Pegger) InBox(cb crib.Board, side int) bool {
	return side >= 0 && side < crib.MaxSides && cb.Track[side]&trackBox != 0
}

// place puts side's peg at q on cb, with the rear peg where the front one
// was for a forward move (rule 8.1's leapfrog) or behind it for a backward
// one.
func (p Pegger) place(cb *crib.Board, side int, q Peg, boxed bool) {
	pg := &cb.Pegs[side]
	f := p.board.Progress(q)
	switch {
	case f > pg.Front:
		pg.Rear = pg.Front
	case f < pg.Front && pg.Rear >= f:
		pg.Rear = max(0, f-1)
	}
	pg.Front = f
	t := int(q.Path)
	if boxed {
		t |= trackBox
	}
	cb.Track[side] = t
}

// Peg implements crib.Pegger (see PegFold).
func (p Pegger) Peg(cb crib.Board, sc crib.Score) (crib.Board, []crib.Event) {
	nb, ev, _ := p.PegFold(cb, sc)
	return nb, ev
}

// PegFold implements crib.FoldingPegger: it moves the peg of sc's side for
// the score, applies the special hole where it ends, rules on a penalty box,
// and reports whether the side folds. Its events are [BoardEvent],
// [BoxMoved], [SentToBox] and [NotPegged] values.
func (p Pegger) PegFold(cb crib.Board, sc crib.Score) (crib.Board, []crib.Event, bool) {
	side := sc.Side
	if side < 0 || side >= cb.Sides {
		return cb, nil, false
	}
	from := p.Position(cb, side)
	if !p.board.Valid(from) {
		from = Hole(min(max(cb.Pegs[side].Front, 0), p.board.GameHole())) // placed by hand off the board's ways
	}
	boxed := p.InBox(cb, side)
	var to Peg
	var moved []Event
	var err error
	switch {
	case boxed && sc.Kind != crib.ScoreAward:
		if sc.Points == 0 {
			return cb, nil, false
		}
		return cb, []crib.Event{NotPegged{Side: side, Sides: cb.Sides, Points: sc.Points}}, false
	case sc.Points < 0:
		to, err = p.board.Back(from, -sc.Points)
	case boxed || sc.Kind != crib.ScoreAward:
		// A score, or the side in the box moving its own peg out: a move.
		to, moved, err = p.board.Move(from, sc.Points)
	default:
		to, moved, err = p.board.Award(from, sc.Points)
	}
	if err != nil { // not reached: from is on the board and points are checked
		return cb, nil, false
	}
	p.place(&cb, side, to, false)
	ev := boardEvents(nil, side, cb.Sides, moved)
	if !landedInBox(moved) {
		return cb, ev, false
	}
	return p.box(cb, side, ev)
}

func boardEvents(ev []crib.Event, side, sides int, es []Event) []crib.Event {
	for _, e := range es {
		ev = append(ev, BoardEvent{Side: side, Sides: sides, Event: e})
	}
	return ev
}

func landedInBox(es []Event) bool {
	for _, e := range es {
		if e.Kind == LandedInBox {
			return true
		}
	}
	return false
}

// box rules on side landing in a penalty box (Rules.LandInBox) and moves the
// pegs as the ruling says; the side folds.
func (p Pegger) box(cb crib.Board, side int, ev []crib.Event) (crib.Board, []crib.Event, bool) {
	n := cb.Sides
	pegs := make([]Peg, n)
	stay := Stay{}
	for s := range n {
		pegs[s] = p.Position(cb, s)
		if s != side && p.InBox(cb, s) {
			stay = Stay{In: true, Side: s, Box: p.boxAt(pegs[s]), HandsLeft: 1}
		}
	}
	ru, err := p.rules.LandInBox(p.board, pegs, side, stay)
	if err != nil { // not reached: Game plays two or three sides
		return cb, ev, true
	}
	if ru.SitsOut {
		p.place(&cb, side, pegs[side], true)
		ev = append(ev, SentToBox{Side: side, Sides: n, Box: ru.Box, Hands: ru.Stay.HandsLeft})
	}
	for _, m := range ru.Moves {
		stays := m.Kind == AdvancesOne && ru.Stay.In
		p.place(&cb, m.Side, m.To, stays)
		ev = append(ev, BoxMoved{Side: m.Side, Sides: n, Move: m, board: p.board})
		ev = boardEvents(ev, m.Side, n, m.Events)
	}
	return cb, ev, true
}

// boxAt returns the penalty box a side in a box sits in: its hole, or, for a
// side bumped on but staying in (Rules.BumpedStaysIn), the last box before
// its peg.
func (p Pegger) boxAt(q Peg) int {
	for h := p.board.MainHole(q); h > 0; h-- {
		if p.board.At(h) == PenaltyBox {
			return h
		}
	}
	return 0
}

// Muggins implements crib.MugginsPegger: muggins applies to a side whose peg
// is in Muggers Alley, the first 121 holes ([Board.InMuggersAlley]), where it
// stood before the score it underpegged. "Muggers Alley consists of the first
// 121 points on the game board ... Any player or players who neglects to tally
// all their own points, may have the missed points stolen by the opponent in
// the game who says "muggins" first."
func (p Pegger) Muggins(cb crib.Board, side int) bool {
	return p.board.InMuggersAlley(p.Position(cb, side))
}
