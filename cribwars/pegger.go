package cribwars

import (
	"github.com/pegboard/pegboard/crib"
)

// Pegger records the scores of a [crib.Game] on a Crib Wars board: it is the
// [crib.Pegger] that plugs this package's board into crib's game machinery.
// [Game] uses it; a program that drives a [crib.Game] itself can plug it into
// [crib.Rules].Pegger (see [Config.CribRules]).
//
// A Pegger is a value that holds where each side stands: which path its peg
// is on and where, and whether it sits in a penalty box. It is the one
// record of that state: each score returns the Pegger after it, which the
// game keeps ([crib.Game.Pegger]), and crib's game reads each side's front
// peg from it ([Pegger.Front]) and keeps no copy.
//
// Every score moves the side's peg hole by hole along its way with
// [Track.Move] (a backward score with [Track.Back]; crib's award,
// [crib.ScoreAward], with [Track.Award]), and the special hole where it ends
// acts. A peg that lands in a penalty box is ruled by [Rules.LandInBox] at
// once, inside the score (the Crib Wars penalty-box rule): with two sides
// the lander goes back 20 and the others ahead 20; with three, the first to
// land stays in the box, a second is ruled as with two and the side in the
// box advances one hole. Either way the lander folds its hands and crib at
// once. Muggins applies to a side while its peg is in Muggers Alley
// ([Track.InMuggersAlley]) before the score. A placement by a ruling
// ([crib.ScorePlace]) puts the peg on a main-path hole, out of any box, and
// no special hole acts there.
//
// On crib's board a side's Front is its [Track.Progress] ([Pegger.Front]),
// so crib's tests of the game hole, the skunk lines and his heels near the
// end read the Crib Wars board; crib's game keeps the rear pegs. A side sitting in a
// box (three sides) pegs nothing, forward or back, until it moves out:
// crib's award ([crib.Award]) is that move (see [LeaveBox]).
type Pegger struct {
	board Track
	rules Rules
	sides [crib.MaxSides]standing
}

// standing is where one side stands: its peg, and the penalty box it sits
// in, if it does.
type standing struct {
	peg   Peg
	inBox bool
	box   int // the main-path hole of the box it sits in
}

// NewPegger returns the pegger for board b and the readings r, every peg at
// the start.
func NewPegger(b Track, r Rules) Pegger { return Pegger{board: b, rules: r} }

// Track returns the pegger's board.
func (p Pegger) Track() Track { return p.board }

// Equal reports whether p and o are alike: the same board and readings, and
// every side standing in the same place.
func (p Pegger) Equal(o Pegger) bool {
	return p.board.Equal(o.board) && p.rules == o.rules && p.sides == o.sides
}

// Front returns side's front peg on crib's board: its peg's
// [Track.Progress], the game hole less the holes it has to go, or 0 while
// that is below 0 (as on a long side path near the start: crib's board has
// no hole behind the start). It makes the Pegger the owner of crib's front
// pegs (see [crib.Pegger]).
func (p Pegger) Front(side int) int { return max(0, p.board.Progress(p.Position(side))) }

// onBoard returns cb with the front pegs where p has them.
func (p Pegger) onBoard(cb crib.Board) crib.Board {
	for s := range min(max(cb.Sides, 0), crib.MaxSides) {
		cb.Pegs[s].Front = p.Front(s)
	}
	return cb
}

// Position returns side's peg.
func (p Pegger) Position(side int) Peg {
	if side < 0 || side >= crib.MaxSides {
		return Peg{Hole: -1}
	}
	return p.sides[side].peg
}

// InBox reports whether side sits in a penalty box (three sides: the first
// to land there, until it moves out or is bumped out), and the main-path
// hole of the box.
func (p Pegger) InBox(side int) (box int, in bool) {
	if side < 0 || side >= crib.MaxSides || !p.sides[side].inBox {
		return 0, false
	}
	return p.sides[side].box, true
}

// boxed returns the side sitting in a penalty box, if one does.
func (p Pegger) boxed() (side int, ok bool) {
	for s, st := range p.sides {
		if st.inBox {
			return s, true
		}
	}
	return NoSide, false
}

// place puts side's peg at q, and moves crib's pegs on cb to match: the
// rear peg where the front one was for a forward move (rule 8.1's leapfrog)
// or behind it for a backward one. box is the box it sits in, or 0 for
// none.
func (p *Pegger) place(cb *crib.Board, side int, q Peg, box int) {
	pg := &cb.Pegs[side]
	f := max(0, p.board.Progress(q))
	switch {
	case f > pg.Front:
		pg.Rear = pg.Front
	case f < pg.Front && pg.Rear >= f:
		pg.Rear = max(0, f-1)
	}
	pg.Front = f
	p.sides[side] = standing{peg: q, inBox: box > 0, box: box}
}

// Peg implements [crib.Pegger]: it moves the peg of sc's side for the score,
// applies the special hole where it ends, rules on a penalty box, and
// reports whether the side folds. Its events are a [Pegged] event (where the
// peg was, where the score landed, where it ended), then [TrackEvent],
// [BoxMoved], [SentToBox] and [NotPegged] values. Of cb it reads the sides,
// the game hole and the rear pegs: the front pegs are its own ([Pegger.Front]).
func (p Pegger) Peg(cb crib.Board, sc crib.Score) crib.PegResult {
	side := sc.Side
	if side < 0 || side >= cb.Sides || side >= crib.MaxSides {
		return crib.PegResult{Board: cb}
	}
	cb = p.onBoard(cb) // the fronts are p's, whatever cb says; the rears, the game's
	before := cb
	from := p.sides[side].peg
	if !p.board.Valid(from) {
		from = Hole(min(max(cb.Pegs[side].Front, 0), p.board.GameHole()))
	}
	report := func(p Pegger, cb crib.Board, landed Peg, ev []crib.Event, fold bool) crib.PegResult {
		e := Pegged{Pegged: crib.Pegged{Score: sc, From: before.Pegs[side], Board: cb}, From: from, Landed: landed, To: p.sides[side].peg, board: p.board}
		return crib.PegResult{Board: cb, Pegger: p, Events: append([]crib.Event{e}, ev...), Fold: fold}
	}
	var to Peg
	var moved []Effect
	var err error
	switch boxed := p.sides[side].inBox; {
	case sc.Kind == crib.ScorePlace:
		h := min(max(sc.Place.Front, 0), p.board.GameHole())
		p.sides[side] = standing{peg: Hole(h)}
		cb = cb.Place(side, crib.Pegs{Front: h, Rear: min(sc.Place.Rear, h)})
		return report(p, cb, Hole(h), nil, false)
	case boxed && sc.Kind != crib.ScoreAward:
		if sc.Points == 0 {
			return report(p, cb, from, nil, false)
		}
		return report(p, cb, from, []crib.Event{NotPegged{Side: side, Sides: cb.Sides, Points: sc.Points}}, false)
	case sc.Points < 0:
		to, err = p.board.Back(from, -sc.Points)
	case boxed || sc.Kind != crib.ScoreAward:
		// A score, or the side in the box moving its own peg out: a move.
		to, moved, err = p.board.Move(from, sc.Points)
	default:
		to, moved, err = p.board.Award(from, sc.Points)
	}
	if err != nil { // not reached: from is on the board and points are checked
		return crib.PegResult{Board: cb}
	}
	p.place(&cb, side, to, 0)
	landed := to
	for _, e := range moved {
		switch e.Kind {
		case Slid, Trapped, TookShortcut, LandedInBox:
			landed = Hole(e.Hole)
		}
	}
	ev := boardEvents(nil, side, cb.Sides, moved)
	if !landedInBox(moved) {
		return report(p, cb, landed, ev, false)
	}
	ev = p.box(&cb, side, ev)
	return report(p, cb, landed, ev, true)
}

func boardEvents(ev []crib.Event, side, sides int, es []Effect) []crib.Event {
	for _, e := range es {
		ev = append(ev, TrackEvent{Side: side, Sides: sides, Event: e})
	}
	return ev
}

func landedInBox(es []Effect) bool {
	for _, e := range es {
		if e.Kind == LandedInBox {
			return true
		}
	}
	return false
}

// box rules on side landing in a penalty box ([Rules.LandInBox]) and moves the
// pegs as the ruling says, on p and cb.
func (p *Pegger) box(cb *crib.Board, side int, ev []crib.Event) []crib.Event {
	n := cb.Sides
	pegs := make([]Peg, n)
	stay := Stay{}
	for s := range n {
		pegs[s] = p.sides[s].peg
		if st := p.sides[s]; s != side && st.inBox {
			stay = Stay{In: true, Side: s, Box: st.box, HandsLeft: 1}
		}
	}
	ru, err := p.rules.LandInBox(p.board, pegs, side, stay)
	if err != nil { // not reached: Game plays two or three sides
		return ev
	}
	if ru.SitsOut {
		p.place(cb, side, pegs[side], ru.Box)
		ev = append(ev, SentToBox{Side: side, Sides: n, Box: ru.Box, Hands: ru.Stay.HandsLeft})
	}
	for _, m := range ru.Moves {
		box := 0
		if m.Kind == AdvancesOne && ru.Stay.In {
			box = p.sides[m.Side].box // bumped on, but it stays in (unless Rules.BumpedLeaves)
		}
		p.place(cb, m.Side, m.To, box)
		ev = append(ev, BoxMoved{Side: m.Side, Sides: n, Move: m, board: p.board})
		ev = boardEvents(ev, m.Side, n, m.Events)
	}
	return ev
}

// Muggins implements [crib.Pegger]: muggins applies to a side whose peg is in
// Muggers Alley, the first 121 holes ([Track.InMuggersAlley]), where it
// stood before the score it underpegged (the pegger's own record; cb is
// crib's board at that moment).
func (p Pegger) Muggins(cb crib.Board, side int) bool {
	return p.board.InMuggersAlley(p.Position(side))
}
