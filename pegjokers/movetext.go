package pegjokers

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// MarshalText implements encoding.TextMarshaler with [Move.String], the
// exact form that names every peg's seat and both ends of each part, so
// it reads back without a position: "7: Blue t8+3->t11, White t39+4->f4",
// "no move" for the zero Move. A Move no card could make is refused.
func (m Move) MarshalText() ([]byte, error) {
	if err := m.plausible(); err != nil {
		return nil, fmt.Errorf("pegjokers: %w: %w", ErrBadRecord, err)
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads the text
// [Move.String] writes, exactly, and refuses a move no card could make
// under any rules (a part that does not go where its kind goes, steps that
// do not fit the rank, a split that is not a 7 or a 9, ...). Errors wrap
// [ErrBadRecord], and [ErrSyntax] or [ErrIllegalMove]; *m is left as it
// was.
func (m *Move) UnmarshalText(text []byte) error {
	if m == nil {
		return nilTarget("Move")
	}
	v, err := parseMoveText(string(text))
	if err != nil {
		return fmt.Errorf("pegjokers: %w: %w: %q: %w", ErrBadRecord, ErrSyntax, text, err)
	}
	if err := v.plausible(); err != nil {
		return fmt.Errorf("pegjokers: %w: %q: %w", ErrBadRecord, text, err)
	}
	if v.String() != string(text) {
		return fmt.Errorf("pegjokers: %w: %w: %q is not the canonical text %q", ErrBadRecord, ErrSyntax, text, v.String())
	}
	*m = v
	return nil
}

// parseRank reads a rank as [cards.Rank.String] writes it.
func parseRank(s string) (cards.Rank, bool) {
	for _, r := range allRanks {
		if r.String() == s {
			return r, true
		}
	}
	return 0, false
}

// parseMoveText reads the form of [Move.String]; plausible checks the rest.
func parseMoveText(s string) (Move, error) {
	if s == "no move" {
		return Move{}, nil
	}
	head, body, ok := strings.Cut(s, ": ")
	if !ok {
		return Move{}, fmt.Errorf("want \"RANK: PARTS\"")
	}
	var m Move
	rk, by, hasBy := strings.Cut(head, " by ")
	if m.Rank, ok = parseRank(rk); !ok {
		return Move{}, fmt.Errorf("rank %q", rk)
	}
	parts := strings.Split(body, ", ")
	if len(parts) > 2 {
		return Move{}, fmt.Errorf("%d parts", len(parts))
	}
	for i, pt := range parts {
		color, rest, ok := strings.Cut(pt, " ")
		s, err := ParseSeat(color)
		if !ok || err != nil || s.Color() != color {
			return Move{}, fmt.Errorf("part %q: no seat", pt)
		}
		p := Part{Seat: s}
		from, to, jump := strings.Cut(rest, "=>")
		if jump {
			p.Kind = Jump
		} else if from, to, ok = strings.Cut(rest, "->"); !ok {
			return Move{}, fmt.Errorf("part %q: want -> or =>", pt)
		} else {
			p.Kind = ComeOut
			if i := strings.IndexAny(from, "+-"); i >= 0 {
				p.Kind = Forward
				if from[i] == '-' {
					p.Kind = Backward
				}
				steps, ok := smallNumber(from[i+1:])
				if !ok || steps > 99 {
					return Move{}, fmt.Errorf("part %q: steps %q", pt, from[i+1:])
				}
				from, p.Steps = from[:i], uint8(steps)
			}
		}
		var okFrom, okTo bool
		p.From, okFrom = parsePlaceExact(from)
		p.To, okTo = parsePlaceExact(to)
		if !okFrom || !okTo {
			return Move{}, fmt.Errorf("part %q: places", pt)
		}
		m.Parts[i] = p
	}
	m.Seat = m.Parts[0].Seat
	if hasBy {
		s, err := ParseSeat(by)
		if err != nil || s.Color() != by || s == m.Seat {
			return Move{}, fmt.Errorf("player %q", by)
		}
		m.Seat = s
	}
	return m, nil
}

// parsePlaceExact reads a place in its canonical text only.
func parsePlaceExact(s string) (Place, bool) {
	pl, ok := parsePlace(s, MaxTrackHoles)
	return pl, ok && string(pl.appendText(nil)) == s
}

// plausible reports why m could not be a move of any card under any rules
// in any position (nil for the zero Move): it checks each part's kind,
// places and steps, and the parts against the rank. Whether m is legal in
// a position is for [Apply].
func (m Move) plausible() error {
	if m.IsZero() {
		return nil
	}
	if !m.Rank.IsValid() || int(m.Seat) >= MaxSeats {
		return fmt.Errorf("%w: no card or seat in %#v", ErrIllegalMove, m)
	}
	for i, pt := range m.Parts {
		if pt.Kind == NoKind && i == 1 && pt.IsZero() {
			continue
		}
		if err := pt.plausible(); err != nil {
			return fmt.Errorf("%w: part %d of %v: %w", ErrIllegalMove, i+1, m, err)
		}
	}
	p0, p1 := m.Parts[0], m.Parts[1]
	bad := func(why string) error { return fmt.Errorf("%w: %v: %s", ErrIllegalMove, m, why) }
	if m.IsSplit() {
		sum := int(p0.Steps) + int(p1.Steps)
		switch {
		case m.Rank == cards.Seven && p0.Kind == Forward && p1.Kind == Forward && sum == 7:
		case m.Rank == cards.Nine && sum == 9 && (p0.Kind == Forward && p1.Kind == Backward || p0.Kind == Backward && p1.Kind == Forward):
		default:
			return bad("a split is a 7 forward or a 9 forward and backward, in all 7 or 9")
		}
		return nil
	}
	var ok bool
	switch n := int(p0.Steps); p0.Kind {
	case ComeOut:
		ok = comesOut(m.Rank)
	case Jump:
		ok = m.Rank == cards.JokerRank
	case Forward:
		ok = n == (Rules{}).forward(m.Rank) || n == (Rules{NineForward: true, FaceValues: true}).forward(m.Rank)
	case Backward:
		ok = n == (Rules{}).backward(m.Rank)
	}
	if !ok {
		return bad("not a move of a " + m.Rank.String())
	}
	return nil
}

// plausible reports why pt could not be one part of a move on a track of
// any length.
func (pt Part) plausible() error {
	if int(pt.Seat) >= MaxSeats || !pt.From.IsValid() || !pt.To.IsValid() {
		return fmt.Errorf("no seat or place")
	}
	from, to, n := pt.From.Hole(), pt.To.Hole(), int(pt.Steps)
	// onSomeTrack reports whether some track of 2 to 8 boards that has
	// pt's seat, from and to takes a peg from from to to by f.
	onSomeTrack := func(f func(L int) bool) bool {
		for seats := max(int(pt.Seat)+1, MinSeats); seats <= MaxSeats; seats++ {
			L := HolesPerSeat * seats
			if from < L && to < L && f(L) {
				return true
			}
		}
		return false
	}
	ok := false
	switch pt.Kind {
	case ComeOut:
		ok = pt.From.IsStart() && to == pt.Seat.ComeOut() && n == 0
	case Jump:
		ok = !pt.From.IsFinish() && pt.To.IsTrack() && n == 0 && pt.From != pt.To
	case Forward:
		switch {
		case n < 1 || n > int(cards.King) || pt.From.IsStart() || pt.To.IsStart():
		case pt.From.IsFinish():
			ok = pt.To.FinishHole() == pt.From.FinishHole()+n
		case pt.To.IsFinish():
			k := pt.To.FinishHole()
			ok = onSomeTrack(func(L int) bool { return (pt.Seat.InSpot()-from+L)%L+k == n })
		default:
			ok = onSomeTrack(func(L int) bool { return (from+n)%L == to })
		}
	case Backward:
		ok = pt.From.IsTrack() && pt.To.IsTrack() && n >= 1 && n <= 9 &&
			onSomeTrack(func(L int) bool { return (from-n+L)%L == to })
	}
	if !ok {
		return fmt.Errorf("%v is not a %v part", pt, pt.Kind)
	}
	return nil
}
