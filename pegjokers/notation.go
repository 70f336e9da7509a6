package pegjokers

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// Notation returns m in the move notation, the short form a person types
// at a table, which [ParseMove] reads back in m's position: the parts
// separated by a space, each the peg that moves and where it goes.
//
//	s          a peg out of Start onto its come-out hole (Ace, face cards)
//	t8+3       the peg on track hole 8 forward 3
//	t39+4>f4   forward 4 into Finish hole 4 (">fK" ends every part that
//	           goes from the track into Finish; without it the peg stays
//	           on the track)
//	f1+2       a peg in Finish forward 2 (to f3)
//	t20-8      the peg on hole 20 backward 8
//	s>t19      a Joker: a peg from Start onto the peg on hole 19
//	t30>t1     a Joker: the peg on hole 30 onto the peg on hole 1
//
// A split 7 or 9 is its two parts in the order played, "t8+3 t39+4>f4",
// "t20-6 t11+3". A peg on the track is named by its hole alone, whoever it
// belongs to; a peg in Start or Finish is the player's own unless its
// seat's letter comes first ([Seat.Letter]: "Ws" is White's Start, "Wf1+2"
// a White peg in Finish), as when a player whose pegs are all home plays
// for a teammate (the guide's rule 10). The zero Move, a card discarded
// without moving, is "pass". A play is written with its card first:
// "7H t8+3 t39+4>f4", "5C pass" ([Choice.String]).
func (m Move) Notation() string {
	n := notation{pass: m.IsZero()}
	for _, pt := range m.Parts {
		if pt.Kind == NoKind {
			break
		}
		n.parts[n.n], n.n = m.notePart(pt, notePart{}), n.n+1
	}
	return n.String()
}

// notePart is one part of a move as the notation writes it: its kind, where
// the peg stands and its steps; its Seat when a seat letter is written; its
// To when written (a Joker's target, or the Finish hole a track peg enters;
// Start when not written).
type notePart struct {
	Part
	hasSeat bool // a seat letter is written
}

// notation is a move as the notation writes it, read without a position.
type notation struct {
	pass  bool
	n     int
	parts [2]notePart
}

// notePart returns part pt of m as the notation writes it, or as like
// writes it: with the seat letter when like has one, and where a forward
// part goes when like says it.
func (m Move) notePart(pt Part, like notePart) notePart {
	np := notePart{Part: Part{Kind: pt.Kind, From: pt.From}}
	if np.hasSeat = like.hasSeat || !pt.From.IsTrack() && pt.Seat != m.Seat; np.hasSeat {
		np.Seat = pt.Seat
	}
	if pt.Kind == Forward || pt.Kind == Backward {
		np.Steps = pt.Steps
	}
	if pt.Kind == Jump || pt.Kind == Forward && (like.To != Start || pt.From.IsTrack() && pt.To.IsFinish()) {
		np.To = pt.To
	}
	return np
}

func (np notePart) appendTo(b *strings.Builder) {
	if np.hasSeat {
		b.WriteByte(np.Seat.Letter())
	}
	b.WriteString(np.From.String())
	switch np.Kind {
	case Forward:
		b.WriteString("+" + strconv.Itoa(int(np.Steps)))
	case Backward:
		b.WriteString("-" + strconv.Itoa(int(np.Steps)))
	}
	if np.To != Start {
		b.WriteString(">" + np.To.String())
	}
}

// String returns the notation's canonical text: as written, in the
// canonical case and spacing.
func (n notation) String() string {
	if n.pass {
		return "pass"
	}
	var b strings.Builder
	for i, np := range n.parts[:n.n] {
		if i > 0 {
			b.WriteByte(' ')
		}
		np.appendTo(&b)
	}
	return b.String()
}

// parseNotation reads the move notation, without a position. Letters may
// be of either case and parts separated by any white space.
func parseNotation(s string) (notation, error) {
	fs := strings.Fields(s)
	var n notation
	switch {
	case len(fs) == 1 && codec.EqualFold(fs[0], "pass"):
		n.pass = true
		return n, nil
	case len(fs) == 0 || len(fs) > 2:
		return n, fmt.Errorf("%w: a move is one or two parts, or pass", ErrSyntax)
	}
	for i, f := range fs {
		np, ok := parseNotePart(f)
		if !ok {
			return n, fmt.Errorf("%w: %q is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)", ErrSyntax, f)
		}
		n.parts[i] = np
	}
	n.n = len(fs)
	return n, nil
}

// letterSeat returns the seat whose letter is c (either case).
func letterSeat(c byte) (Seat, bool) {
	i := bytes.IndexByte(seatLetters[:], c&^('a'-'A'))
	return Seat(max(i, 0)), i >= 0
}

// cutSteps cuts a signed count of steps ("+7", "-4") off the end of a
// part's place: the place, the part's kind (ComeOut with no sign, Forward
// or Backward) and the steps; ok false when the count is not 0 to 99.
func cutSteps(s string) (place string, kind Kind, steps uint8, ok bool) {
	i := strings.IndexAny(s, "+-")
	if i < 0 {
		return s, ComeOut, 0, true
	}
	kind = Forward
	if s[i] == '-' {
		kind = Backward
	}
	k, ok := smallNumber(s[i+1:])
	if !ok || k > 99 {
		return s, kind, 0, false
	}
	return s[:i], kind, uint8(k), true
}

// parseNotePart reads one part: [seat letter] place [op], places in
// either case.
func parseNotePart(f string) (np notePart, ok bool) {
	if s, ok := letterSeat(f[0]); ok {
		np.Seat, np.hasSeat, f = s, true, f[1:]
	}
	f, to, hasTo := strings.Cut(f, ">")
	f, np.Kind, np.Steps, ok = cutSteps(f)
	if !ok || np.Kind != ComeOut && np.Steps == 0 {
		return np, false
	}
	if np.From, ok = parsePlace(f, MaxTrackHoles); !ok {
		return np, false
	}
	if hasTo {
		to, ok := parsePlace(to, MaxTrackHoles)
		switch {
		case !ok:
			return np, false
		case np.Kind == ComeOut && to.IsTrack():
			np.Kind = Jump
		case np.Kind != Forward || !to.IsFinish():
			return np, false
		}
		np.To = to
	}
	return np, np.Kind != ComeOut || np.From.IsStart()
}

// matches reports whether move m (of the seat to move) is what n writes.
func (n *notation) matches(m *Move) bool {
	if n.pass || m.IsSplit() != (n.n == 2) {
		return false
	}
	for i, q := range n.parts[:n.n] {
		if m.notePart(m.Parts[i], q) != q {
			return false
		}
	}
	return true
}

// ParseMove reads a move of card c in position p, for the seat to move,
// written in the move notation ([Move.Notation]), under the default rules;
// see [Rules.ParseMove].
func ParseMove(p Position, c cards.Card, s string) (Move, error) {
	return DefaultRules.ParseMove(p, c, s)
}

// ParseMove reads a move of card c in position p, for the seat to move,
// written in the move notation ([Move.Notation]), and returns the legal
// move it names: "t8+3 t39+4>f4" for a 7, "pass" (the zero Move) for a
// card with no legal move. Letters may be of either case. Every legal
// move's Notation reads back to that move. Text that is not the notation
// is an error wrapping [ErrSyntax]; a move that is not legal, one wrapping
// [ErrIllegalMove] that lists the card's legal moves; "pass" with a card
// that has a move, one wrapping [ErrMustMove].
func (r Rules) ParseMove(p Position, c cards.Card, s string) (Move, error) {
	n, err := parseNotation(s)
	if err != nil {
		return Move{}, fmt.Errorf("pegjokers: %w", err)
	}
	m, err := r.resolve(p, c, &n)
	if err != nil {
		return Move{}, fmt.Errorf("pegjokers: %w", err)
	}
	return m, nil
}

// resolve returns the legal move of c in p that n writes.
func (r Rules) resolve(p Position, c cards.Card, n *notation) (Move, error) {
	if !p.IsValid() {
		return Move{}, fmt.Errorf("%w: %w: the zero Position", ErrIllegalMove, ErrZeroValue)
	}
	if !c.IsValid() {
		return Move{}, fmt.Errorf("%w: %v is not a card", ErrIllegalMove, c)
	}
	gen := Generator{Rules: r}
	ms := gen.LegalMoves(p, c)
	if n.pass {
		if len(ms) > 0 {
			return Move{}, fmt.Errorf("%w: %v has %d legal moves, such as %s", ErrMustMove, c, len(ms), ms[0].Notation())
		}
		return Move{}, nil
	}
	found := -1
	for i := range ms {
		if n.matches(&ms[i]) {
			if found >= 0 {
				return Move{}, fmt.Errorf("%w: %q is both %v and %v", ErrIllegalMove, n, ms[found], ms[i])
			}
			found = i
		}
	}
	if found < 0 {
		var legal []string
		for _, m := range ms {
			if len(legal) == 12 {
				legal = append(legal, "...")
				break
			}
			legal = append(legal, m.Notation())
		}
		list := "none: pass"
		if len(legal) > 0 {
			list = strings.Join(legal, ", ")
		}
		return Move{}, fmt.Errorf("%w: %v %v is not a legal move of %v (legal: %s)", ErrIllegalMove, c, n, p.turn, list)
	}
	return ms[found], nil
}
