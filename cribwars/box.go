package cribwars

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// The numbers of the Crib Wars penalty-box rule.
const (
	BoxHoles    = 20 // holes the lander goes back, and its opponents ahead
	SitOutHands = 3  // hands the first of three sides to land sits out
	ExtraHands  = 1  // more hands for a side that does not move its peg out when due
)

// Stay is the penalty-box state of a game of three sides: which side sits in
// a box and how many more hands it sits out. At most one side is in a box at a
// time: one that lands while another is in is ruled by the two-sided rule. The
// zero Stay is nobody in a box. It is a small comparable value.
//
// The life of a stay: [Rules.LandInBox] starts it with SitOutHands hands to
// sit out, starting with the next hand (the hand in which the side landed is
// folded, not sat out). After each hand the side sat out, [Stay.HandDone]
// counts one off. When none are left the stay is due: the side must move its
// own peg out of the box, and one that does not sits out one more hand.
// Before the next hand, [Rules.LeaveBox] says whether the side moved its peg
// out of the box.
type Stay struct {
	In        bool `json:"in"`         // a side is in a box
	Side      int  `json:"side"`       // the side in the box
	Box       int  `json:"box"`        // the main-path hole of the box
	HandsLeft int  `json:"hands_left"` // hands still to sit out; 0 when the stay is due
}

// SitsOut reports whether side sits out the next hand.
func (s Stay) SitsOut(side int) bool { return s.In && s.Side == side && s.HandsLeft > 0 }

// Due reports whether the side in the box has sat out its hands and must now
// move its peg out of the box (see [Rules.LeaveBox]).
func (s Stay) Due() bool { return s.In && s.HandsLeft == 0 }

// HandDone returns the stay after a hand the side in the box sat out: one
// hand fewer to sit out. Call it once at the end of each such hand, not for the
// hand in which the side landed. A stay that is due, or nobody in a box, is
// returned as it is.
func (s Stay) HandDone() Stay {
	if s.In && s.HandsLeft > 0 {
		s.HandsLeft--
	}
	return s
}

// String says who is in a box: "nobody in a penalty box", "side B in the
// penalty box at 100, 3 hands to sit out", "side B in the penalty box at 100,
// due to move its peg out".
func (s Stay) String() string {
	if !s.In {
		return "nobody in a penalty box"
	}
	if s.HandsLeft == 0 {
		return fmt.Sprintf("side %s in the penalty box at %d, due to move its peg out", SideName(s.Side), s.Box)
	}
	return fmt.Sprintf("side %s in the penalty box at %d, %d %s to sit out", SideName(s.Side), s.Box, s.HandsLeft, plural(s.HandsLeft, "hand", "hands"))
}

// BoxMoveKind says why the penalty box moved a peg.
type BoxMoveKind uint8

// The penalty box's moves.
const (
	GoesBack    BoxMoveKind = iota + 1 // the side that landed goes back 20 holes (Track.Back)
	GoesAhead                          // an opponent goes ahead 20 holes (an award: Track.Award)
	AdvancesOne                        // the side in the box advances one hole (no hole acts where it comes to)
)

// BoxMove is one peg moved by a penalty-box ruling.
type BoxMove struct {
	Side   int         `json:"side"`
	Kind   BoxMoveKind `json:"kind"`
	From   Peg         `json:"from"`
	To     Peg         `json:"to"`
	Events []Effect    `json:"events"` // what happened where the move ended (an award's skip, a slide, the game hole)
}

// BoxRuling is what happens when a side lands in a penalty box.
type BoxRuling struct {
	Side int `json:"side"` // the side that landed
	Box  int `json:"box"`  // the box's main-path hole

	// Fold is the side that folds its hands and crib (and its partner's) at
	// once, whether the peg landed there in the play or by a hand or crib
	// count. It is always Side; the game applies it, and the other sides
	// finish the play and the show.
	Fold int `json:"fold"`

	// SitsOut is true when the side that landed goes into the box to sit
	// out hands (three sides, nobody already in a box); Stay says for how
	// long.
	SitsOut bool `json:"sits_out"`

	Moves []BoxMove `json:"moves"` // the pegs moved, in order
	Pegs  []Peg     `json:"pegs"`  // every side's peg after the ruling (a new slice)
	Stay  Stay      `json:"stay"`  // the penalty-box state after the ruling
}

// String says the ruling: "side A lands in the penalty box at 100 and folds
// its hand and crib; side A goes back 20 from 100 to 80; side B goes ahead 20
// from 50 to 70".
func (r BoxRuling) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "side %s lands in the penalty box at %d and folds its hand and crib", SideName(r.Side), r.Box)
	if r.SitsOut {
		fmt.Fprintf(&sb, "; it sits out the next %s", codec.Count(r.Stay.HandsLeft, "hand"))
	}
	for _, m := range r.Moves {
		switch m.Kind {
		case GoesBack:
			fmt.Fprintf(&sb, "; side %s goes back %d from %v to %v", SideName(m.Side), BoxHoles, m.From, m.To)
		case GoesAhead:
			fmt.Fprintf(&sb, "; side %s goes ahead %d from %v to %v", SideName(m.Side), BoxHoles, m.From, m.To)
		case AdvancesOne:
			fmt.Fprintf(&sb, "; side %s, in the box, advances one hole from %v to %v", SideName(m.Side), m.From, m.To)
		}
		for _, e := range m.Events {
			fmt.Fprintf(&sb, " (%v)", e)
		}
	}
	if r.Stay.In && !r.SitsOut {
		fmt.Fprintf(&sb, "; %v", r.Stay)
	}
	return sb.String()
}

// LandInBox rules on a side whose peg has landed in a penalty box (a move
// whose events include LandedInBox). pegs holds every side's peg, indexed by
// side: 2 sides (two players or two teams) or 3 (three players or three
// teams). stay is the penalty-box state (the zero Stay in a game of two).
//
// The Crib Wars penalty-box rule, in this package's words:
//
// Two sides: the side that landed goes back 20 holes ([Track.Back]: no
// special hole acts where it ends) and its opponent goes ahead 20 by an award
// ([Track.Award]: never into a box or trap); the opponent then finishes the
// play and the show.
//
// Three sides, nobody in a box: the first side to land sits out the next
// three hands. Its peg stays in the box and Stay counts its hands. "First"
// is read as first while the boxes are empty: once a stay ends the next side
// to land is first again.
//
// Three sides, a side already in a box: a second side to land is ruled as
// with two sides: it goes back 20, the side not in a box goes ahead 20, and
// the side in the box advances one hole instead of going ahead 20. Nothing
// in the rule ends its stay, so by default it sits out the rest of its
// hands (and when they are done its peg, out of the box already, stays
// where it is). This package reads the bump as a move by the rule, not a
// score: the hole the peg comes to does not act, whatever it is (another
// box, a trap, a slide), as no hole acts where a peg is placed; a side
// bumped twice stands two holes on, still in its stay. With r.BumpedLeaves
// the hole it advances is its leaving the box ([Track.Move] of 1, as
// [Rules.LeaveBox] moves it, so that hole acts), and its stay ends.
// "In the penalty box" is read as in any of the board's boxes: the rule is
// about a side sitting out, and two sides sitting out would leave one to
// play alone.
//
// In every case the lander folds its hand and crib (Fold). The moves are
// made in order (the lander, then the other sides in turn); a move that
// reaches the game hole wins the game at once, and the moves after it are
// not made. Errors: [crib.ErrBadSeat] for a side count other than 2 or 3 or a
// side out of range, ErrNoSuchHole for a peg not on b, ErrNotInBox if the
// lander's peg is not in a penalty box, ErrStay for a stay that does not fit
// (any stay in a game of two, or the side in the box landing). pegs is not
// changed.
func (r Rules) LandInBox(b Track, pegs []Peg, side int, stay Stay) (BoxRuling, error) {
	n := len(pegs)
	if n != 2 && n != 3 {
		return BoxRuling{}, fmt.Errorf("cribwars: %w: %s; Crib Wars has 2 or 3", crib.ErrBadSeat, codec.Count(n, "side"))
	}
	if side < 0 || side >= n {
		return BoxRuling{}, fmt.Errorf("cribwars: %w: side %d of %d", crib.ErrBadSeat, side, n)
	}
	for i, p := range pegs {
		if err := b.check(p); err != nil {
			return BoxRuling{}, fmt.Errorf("side %s: %w", SideName(i), err)
		}
	}
	at := pegs[side]
	if at.Path != Main || b.At(at.Hole) != PenaltyBox {
		return BoxRuling{}, fmt.Errorf("cribwars: %w: side %s is at %s", ErrNotInBox, SideName(side), b.Describe(at))
	}
	if stay.In {
		switch {
		case n == 2:
			return BoxRuling{}, fmt.Errorf("cribwars: %w: a game of two sides has no one sitting in a box", ErrStay)
		case stay.Side < 0 || stay.Side >= n || stay.HandsLeft < 0 || b.At(stay.Box) != PenaltyBox:
			return BoxRuling{}, fmt.Errorf("cribwars: %w: %+v", ErrStay, stay)
		case stay.Side == side:
			return BoxRuling{}, fmt.Errorf("cribwars: %w: side %s is sitting in a box and cannot land in one", ErrStay, SideName(side))
		}
	}
	out := BoxRuling{Side: side, Box: at.Hole, Fold: side, Pegs: slices.Clone(pegs), Stay: stay}
	if n == 3 && !stay.In {
		out.SitsOut = true
		out.Stay = Stay{In: true, Side: side, Box: at.Hole, HandsLeft: SitOutHands}
		return out, nil
	}
	back, err := b.Back(at, BoxHoles)
	if err != nil {
		return BoxRuling{}, err
	}
	out.Pegs[side] = back
	out.Moves = append(out.Moves, BoxMove{Side: side, Kind: GoesBack, From: at, To: back})
	for i := range n {
		if i == side {
			continue
		}
		from := pegs[i]
		m := BoxMove{Side: i, Kind: GoesAhead, From: from}
		if stay.In && i == stay.Side {
			m.Kind = AdvancesOne
			if r.BumpedLeaves {
				// The bump is its leaving the box: the hole it comes to acts,
				// as when it moves its own peg out (LeaveBox).
				m.To, m.Events, err = b.Move(from, 1)
				out.Stay = Stay{}
			} else {
				// It stays in: the hole it comes to, by the rule and not
				// by a score, does not act, whatever it is.
				m.To = b.bumped(from)
			}
		} else {
			m.To, m.Events, err = b.Award(from, BoxHoles)
		}
		if err != nil {
			return BoxRuling{}, err
		}
		out.Pegs[i] = m.To
		out.Moves = append(out.Moves, m)
		if b.Won(m.To) {
			break // the game is won at once: no peg moves after it
		}
	}
	return out, nil
}

// LeaveBox rules on a side whose stay in a penalty box is due (it has sat
// out its hands), before the next hand: moved says whether the side moved
// its own peg out of the box. If it did, its peg advances one hole out of the
// box (a [Track.Move] of 1, so a slide or green advance area on the next hole
// acts, and the events say so; a peg already moved on by a bump stays where it
// is) and the stay ends. If it missed, the side stays in the box for
// ExtraHands more hands. peg is the side's
// peg. Errors: ErrStay if nobody is in a box or the stay is not due,
// ErrNoSuchHole for a peg not on b.
func (r Rules) LeaveBox(b Track, stay Stay, peg Peg, moved bool) (Stay, Peg, []Effect, error) {
	if err := b.check(peg); err != nil {
		return stay, peg, nil, err
	}
	if !stay.Due() {
		return stay, peg, nil, fmt.Errorf("cribwars: %w: %v", ErrStay, stay)
	}
	if !moved {
		stay.HandsLeft = ExtraHands
		return stay, peg, nil, nil
	}
	if peg != Hole(stay.Box) {
		return Stay{}, peg, nil, nil
	}
	to, ev, err := b.Move(peg, 1)
	if err != nil {
		return stay, peg, nil, err
	}
	return Stay{}, to, ev, nil
}

// SideName returns the letter of side i: "A" for side 0, "B" for 1, "C" for 2,
// as the board drawings mark pegs ("?" beyond Z).
func SideName(i int) string {
	if i < 0 || i >= 26 {
		return "?"
	}
	return string(rune('A' + i))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// bumped returns where a peg in a penalty box stands after a bump: the next
// hole of the main path (the game hole at most), which does not act.
func (b Track) bumped(p Peg) Peg {
	if p.Path != Main {
		return p
	}
	return Hole(min(p.Hole+1, b.GameHole()))
}
