package pegjokers

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
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
	return codec.Read(pkg, "Move", m, text, func(s string) (Move, error) {
		v, err := parseMoveText(s)
		switch {
		case err != nil:
			return v, fmt.Errorf("pegjokers: %w: %w: %q: %w", ErrBadRecord, ErrSyntax, s, err)
		case v.plausible() != nil:
			return v, fmt.Errorf("pegjokers: %w: %q: %w", ErrBadRecord, s, v.plausible())
		case v.String() != s:
			return v, fmt.Errorf("pegjokers: %w: %w: %q is not the canonical text %q", ErrBadRecord, ErrSyntax, s, v.String())
		}
		return v, nil
	})
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
	if m.Rank.UnmarshalText([]byte(rk)) != nil || m.Rank.String() != rk {
		return Move{}, fmt.Errorf("rank %q", rk)
	}
	parts := strings.Split(body, ", ")
	if len(parts) > 2 {
		return Move{}, fmt.Errorf("%d parts", len(parts))
	}
	for i, pt := range parts {
		p := &m.Parts[i]
		color, rest, ok := strings.Cut(pt, " ")
		if !ok || p.Seat.UnmarshalText([]byte(color)) != nil {
			return Move{}, fmt.Errorf("part %q: no seat", pt)
		}
		from, to, jump := strings.Cut(rest, "=>")
		if jump {
			p.Kind = Jump
		} else if from, to, ok = strings.Cut(rest, "->"); !ok {
			return Move{}, fmt.Errorf("part %q: want -> or =>", pt)
		} else if from, p.Kind, p.Steps, ok = cutSteps(from); !ok {
			return Move{}, fmt.Errorf("part %q: steps %q", pt, from[strings.IndexAny(from, "+-")+1:])
		}
		if p.From, ok = parsePlaceExact(from); ok {
			p.To, ok = parsePlaceExact(to)
		}
		if !ok {
			return Move{}, fmt.Errorf("part %q: places", pt)
		}
	}
	m.Seat = m.Parts[0].Seat
	if hasBy && (m.Seat.UnmarshalText([]byte(by)) != nil || m.Seat == m.Parts[0].Seat) {
		return Move{}, fmt.Errorf("player %q", by)
	}
	return m, nil
}
