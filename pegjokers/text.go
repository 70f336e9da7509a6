package pegjokers

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// ParseError reports position text that [ParsePosition] refuses, in the style
// of strconv.NumError. It always wraps [ErrSyntax], and also [ErrSeating]
// (and so [ErrBadRules]) or [ErrInvalidPosition] when the text is well
// formed but describes a seating or a placing of pegs that cannot be.
type ParseError struct {
	Input string // the text given to the parser
	Msg   string // what is wrong with it
	Err   error  // ErrSyntax, ErrSeating or ErrInvalidPosition
}

func (e *ParseError) Error() string {
	if e == nil {
		return "pegjokers: <nil> *ParseError"
	}
	return "pegjokers: parsing " + strconv.Quote(e.Input) + ": " + e.Msg
}

// Unwrap returns [ErrSyntax] and, when it is not that, the more precise
// sentinel in Err.
func (e *ParseError) Unwrap() []error {
	if e == nil || e.Err == nil || e.Err == ErrSyntax {
		return []error{ErrSyntax}
	}
	return []error{ErrSyntax, e.Err}
}

// ParsePosition reads a position in the text form
//
//	<N> <arrangement> <seat to move> | <seat 0 pegs> | <seat 1 pegs> | ...
//
// where the arrangement is solo, pairs or teams and each seat's pegs are five
// places separated by spaces: s (in Start), tH (track hole H, 0 ≤ H < 18·N),
// fK (Finish hole K, 1 ≤ K ≤ 5). For example
//
//	4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1
//
// A seat's pegs may be followed by passes=K, K from 1 to 3: the seat's
// passes in a row, which positions count under [Rules.StuckComeOut]
// ([Position.Passes]; absent when 0).
//
// Pegs may be listed in any order, and any amount of white space may separate
// the parts. ParsePosition refuses, with a [*ParseError], text that does not
// have this form, a seating the guide does not allow (wrapping [ErrSeating]),
// and pegs that cannot stand as written: two pegs in one track hole, two pegs
// of one seat in one Finish hole, a hole out of range, a seat with other than
// five pegs, a count of passes out of range (wrapping
// [ErrInvalidPosition]). It never panics.
//
// [Position.String] writes the canonical form, which ParsePosition reads back
// to the same Position.
func ParsePosition(s string) (Position, error) {
	fail := func(err error, msg string) (Position, error) {
		return Position{}, &ParseError{Input: s, Msg: msg, Err: err}
	}
	parts := strings.Split(s, "|")
	head := strings.Fields(parts[0])
	if len(head) != 3 {
		return fail(ErrSyntax, "want \"<seats> <arrangement> <seat to move>\" before the first |")
	}
	n, okSeats := smallNumber(head[0])
	arr, errArr := ParseArrangement(head[1])
	turn, okTurn := smallNumber(head[2])
	switch {
	case !okSeats:
		return fail(ErrSyntax, "seat count "+strconv.Quote(head[0])+" is not a number")
	case errArr != nil:
		return fail(ErrSeating, "arrangement "+strconv.Quote(head[1])+" is not solo, pairs or teams")
	case !ValidSeating(n, arr):
		return fail(ErrSeating, "no game of "+head[0]+" seats "+head[1]+" (solo 2-8, pairs 4/6/8, teams 6/8)")
	case !okTurn:
		return fail(ErrSyntax, "seat to move "+strconv.Quote(head[2])+" is not a number")
	case turn >= n:
		return fail(ErrInvalidPosition, "seat to move "+head[2]+" is not a seat of "+head[0])
	case len(parts)-1 != n:
		return fail(ErrInvalidPosition, "pegs for "+codec.Count(len(parts)-1, "seat")+" in a game of "+head[0])
	}
	p := Position{n: uint8(n), arr: arr, turn: Seat(turn)}
	L := p.TrackLen()
	for seat, part := range parts[1:] {
		fields := strings.Fields(part)
		if len(fields) == PegsPerSeat+1 && strings.HasPrefix(fields[PegsPerSeat], passesWord) {
			k, ok := smallNumber(fields[PegsPerSeat][len(passesWord):])
			if !ok || k < 1 || k > stuckPasses {
				return fail(ErrInvalidPosition, strconv.Quote(fields[PegsPerSeat])+" is not "+passesWord+"1 to 3")
			}
			p, _ = p.WithPasses(Seat(seat), k)
			fields = fields[:PegsPerSeat]
		}
		if len(fields) != PegsPerSeat {
			return fail(ErrInvalidPosition, Seat(seat).Color()+" (seat "+strconv.Itoa(seat)+") has "+strconv.Itoa(len(fields))+" pegs, want 5")
		}
		for i, f := range fields {
			pl, ok := parsePlace(f, L)
			if !ok {
				if _, isNum := smallNumber(f[1:]); isNum && strings.IndexByte("tfTF", f[0]) >= 0 {
					return fail(ErrInvalidPosition, "hole "+strconv.Quote(f)+" is out of range")
				}
				return fail(ErrSyntax, "peg "+strconv.Quote(f)+" is not s, tH or fK")
			}
			p.pegs[PegsPerSeat*seat+i] = pl
		}
		p.sortSeat(seat)
	}
	if err := p.check(); err != nil {
		kind := ErrInvalidPosition
		if errors.Is(err, ErrSeating) {
			kind = ErrSeating
		}
		return fail(kind, strings.TrimPrefix(err.Error(), kind.Error()+": "))
	}
	return p, nil
}

// smallNumber reads 1 to 3 decimal digits (no sign).
func smallNumber(s string) (int, bool) {
	n, err := strconv.ParseUint(s, 10, 16)
	return int(n), err == nil && len(s) <= 3
}

// parsePlace reads a place of a track of L holes, in either case; the empty
// text is none.
func parsePlace(f string, L int) (Place, bool) {
	if f == "" {
		return 0, false
	}
	switch f[0] {
	case 's', 'S':
		return Start, len(f) == 1
	case 't', 'T':
		h, ok := smallNumber(f[1:])
		if !ok || h >= L {
			return 0, false
		}
		return Track(h), true
	case 'f', 'F':
		k, ok := smallNumber(f[1:])
		if !ok || k < 1 || k > FinishHoles {
			return 0, false
		}
		return Finish(k), true
	}
	return 0, false
}

// MustParsePosition is like [ParsePosition] but panics on error. It is for
// tests, examples and constant tables.
func MustParsePosition(s string) Position {
	p, err := ParsePosition(s)
	if err != nil {
		panic(err)
	}
	return p
}

// String returns p's canonical text: each seat's pegs in Start, track
// (ascending) and Finish (ascending) order, single spaces, " | " between
// seats, as in
//
//	4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1
//
// [ParsePosition] reads it back. The zero Position prints as
// "invalid position".
func (p Position) String() string {
	if !p.IsValid() {
		return "invalid position"
	}
	b, _ := p.AppendText(make([]byte, 0, 24+int(p.n)*24))
	return string(b)
}

// AppendText appends p's canonical text ([Position.String]) to b. The zero
// Position is an error wrapping [ErrInvalidPosition] and [ErrZeroValue].
func (p Position) AppendText(b []byte) ([]byte, error) {
	if !p.IsValid() {
		return b, errInvalidZero
	}
	b = strconv.AppendInt(b, int64(p.n), 10)
	b = append(b, ' ')
	b = append(b, p.arr.String()...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.turn), 10)
	for s := range int(p.n) {
		b = append(b, " |"...)
		for _, pl := range p.pegs[PegsPerSeat*s : PegsPerSeat*s+PegsPerSeat] {
			b = pl.appendText(append(b, ' '))
		}
		if k := p.Passes(Seat(s)); k > 0 {
			b = strconv.AppendInt(append(b, " "+passesWord...), int64(k), 10)
		}
	}
	return b, nil
}

var errInvalidZero = fmt.Errorf("pegjokers: %w: %w: the zero Position", ErrInvalidPosition, ErrZeroValue)

// MarshalText implements encoding.TextMarshaler with the canonical text.
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParsePosition]:
// its errors wrap [ErrBadRecord] besides ParsePosition's. On error *p is
// left unchanged.
func (p *Position) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Position", p, text, func(s string) (Position, error) {
		q, err := ParsePosition(s)
		if err != nil {
			return q, fmt.Errorf("%w: %w", ErrBadRecord, err)
		}
		return q, nil
	})
}
