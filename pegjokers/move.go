package pegjokers

import (
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Kind is the kind of one part of a move.
type Kind uint8

// The kinds of part.
const (
	// NoKind marks the zero Part: no part (the second part of a move that is
	// not a split).
	NoKind Kind = iota
	// ComeOut: a peg from Start onto its seat's come-out hole (Ace, Jack,
	// Queen, King).
	ComeOut
	// Forward: a peg on the track or in Finish forward Steps holes (Ace 1,
	// 2-6, 7 or part of a split 7 or 9, 10, face cards).
	Forward
	// Backward: a peg on the track backward Steps holes (8, 9, or part of a
	// split 9).
	Backward
	// Jump: a peg from Start or the track jumps to a track hole held by
	// another seat's peg (Joker).
	Jump
)

// Part is one peg's movement: a whole card's move has one part, a split 7 or
// 9 two. To is where the moving peg stops (before anything it lands on is
// moved away): the come-out hole, a track hole, one of its seat's Finish
// holes, or the Joker's target hole. Steps is the count moved for Forward
// and Backward parts, 0 for ComeOut and Jump.
type Part struct {
	Kind  Kind
	Seat  Seat  // whose peg moves
	From  Place // where it stands when the part begins
	To    Place // where it stops
	Steps uint8 // holes moved (Forward, Backward)
}

// IsZero reports whether pt is the zero Part (no part).
func (pt Part) IsZero() bool { return pt == Part{} }

// String returns the part in the compact form of [Move.String]:
// "Blue s->t8" (come-out), "Blue t8+3->t11" (forward), "Blue t8-8->t0"
// (backward), "Blue t30=>t1" (jump).
func (pt Part) String() string {
	var b strings.Builder
	b.WriteString(pt.Seat.Color())
	b.WriteByte(' ')
	b.WriteString(pt.From.String())
	switch pt.Kind {
	case Forward:
		b.WriteString("+" + strconv.Itoa(int(pt.Steps)) + "->")
	case Backward:
		b.WriteString("-" + strconv.Itoa(int(pt.Steps)) + "->")
	case Jump:
		b.WriteString("=>")
	default:
		b.WriteString("->")
	}
	b.WriteString(pt.To.String())
	return b.String()
}

// Move is one legal way to play a card: the card's rank, the seat that plays
// it (the seat to move) and one or two parts. It is a small comparable value;
// the moves of a card in a position are listed by [LegalMoves] and carried
// out by [Apply]. Parts[1] is the zero Part unless the move is a split 7 or
// 9 (or 10, under [Rules.TenSplit]).
//
// A seat whose pegs are all in Finish plays for a teammate (the guide's rule
// 10): then Seat is the player and Parts[0].Seat the teammate whose pegs the
// card moves.
type Move struct {
	Rank  cards.Rank
	Seat  Seat
	Parts [2]Part
}

// IsZero reports whether m is the zero Move, which stands for "no move" in a
// [Choice].
func (m Move) IsZero() bool { return m == Move{} }

// IsSplit reports whether m moves two pegs (a split 7 or 9, or a split 10
// under [Rules.TenSplit]).
func (m Move) IsSplit() bool { return m.Parts[1].Kind != NoKind }

// String returns a compact form of m: the rank, then the parts, as in
//
//	7: Blue t8+3->t11, White t39+4->f4
//	JK: Blue s=>t19
//	7 by Blue: White t39+1->f1, White t40+6->t46
//
// ("by" marks a player moving a teammate's pegs). [Move.Describe] says the
// same in words.
func (m Move) String() string {
	if m.IsZero() {
		return "no move"
	}
	var b strings.Builder
	b.WriteString(m.Rank.String())
	if m.Parts[0].Seat != m.Seat {
		b.WriteString(" by " + m.Seat.Color())
	}
	b.WriteString(": ")
	b.WriteString(m.Parts[0].String())
	if m.IsSplit() {
		b.WriteString(", ")
		b.WriteString(m.Parts[1].String())
	}
	return b.String()
}
