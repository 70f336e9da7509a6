package cribwars

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
)

// ParseAction reads an action's text, as its String writes it: this
// package's actions ("leave box 1", `penalty 0 "item 16"`, "place 1 52",
// "irregularity 16 2 0 2") and crib's ([crib.ParseAction]: "deal", "lay 1
// 5H", "claim 0 8", ...). Errors wrap ErrSyntax.
func ParseAction(s string) (crib.Action, error) {
	a, ok, err := parseOwn(s)
	if err != nil {
		return nil, fmt.Errorf("cribwars: %w: action %.80q: %v", ErrSyntax, s, err)
	}
	if ok {
		return a, nil
	}
	return crib.ParseAction(s)
}

// parseOwn reads one of this package's actions, reporting whether s is
// one (by its first words).
func parseOwn(s string) (crib.Action, bool, error) {
	if len(s) > 4096 || strings.ContainsAny(s, "\r\n") {
		return nil, false, nil // crib.ParseAction says why not
	}
	f := strings.Fields(s)
	nums := func(fs []string, n int) ([]int, error) {
		if len(fs) != n && n >= 0 {
			return nil, fmt.Errorf("%d numbers, not %d", len(fs), n)
		}
		out := make([]int, len(fs))
		for i, w := range fs {
			v, ok := number(w)
			if !ok {
				return nil, fmt.Errorf("%q is not a number", w)
			}
			out[i] = v
		}
		return out, nil
	}
	switch {
	case len(f) >= 2 && strings.EqualFold(f[0], "leave") && strings.EqualFold(f[1], "box"):
		n, err := nums(f[2:], 1)
		if err != nil {
			return nil, true, err
		}
		return LeaveBox{Side: n[0]}, true, nil
	case len(f) >= 1 && strings.EqualFold(f[0], "penalty"):
		if len(f) < 3 {
			return nil, true, fmt.Errorf("a penalty is an offender and a rule in quotes")
		}
		n, err := nums(f[1:2], 1)
		if err != nil {
			return nil, true, err
		}
		rest := strings.TrimSpace(s)
		rest = strings.TrimSpace(rest[len(f[0]):])
		rest = strings.TrimSpace(rest[len(f[1]):])
		rule, err := strconv.Unquote(rest)
		if err != nil || !strings.HasPrefix(rest, `"`) {
			return nil, true, fmt.Errorf("the rule %.40q is not in double quotes", rest)
		}
		return Penalty{Offender: n[0], Rule: rule}, true, nil
	case len(f) >= 1 && strings.EqualFold(f[0], "place"):
		if len(f) != 3 {
			return nil, true, fmt.Errorf("a placement is a side and a hole")
		}
		n, err := nums(f[1:2], 1)
		if err != nil {
			return nil, true, err
		}
		var p Peg
		if err := p.UnmarshalText([]byte(f[2])); err != nil {
			return nil, true, err
		}
		return Place{Side: n[0], Peg: p}, true, nil
	case len(f) >= 1 && strings.EqualFold(f[0], "irregularity"):
		if len(f) < 3 || len(f) > 3+crib.MaxSides {
			return nil, true, fmt.Errorf("an irregularity is its item, the offender and up to %d sides' points", crib.MaxSides)
		}
		n, err := nums(f[1:], -1)
		if err != nil {
			return nil, true, err
		}
		a := Irregularity{Item: n[0], Offender: n[1]}
		copy(a.Points[:], n[2:])
		if len(n) > 2 && n[len(n)-1] == 0 {
			return nil, true, fmt.Errorf("points end with the last side given any")
		}
		return a, true, nil
	}
	return nil, false, nil
}

// actionText returns a's text, refusing an action whose text does not
// read back to it (a rule with a '#', which a record reads as a comment).
func actionText(a crib.Action) ([]byte, error) {
	s := a.String()
	if b, err := ParseAction(s); err != nil || b != a || strings.Contains(s, "#") {
		return nil, fmt.Errorf("cribwars: %w: the action %+v has no text that reads back (%q)", ErrBadRecord, a, s)
	}
	return []byte(s), nil
}

// parseActionAs reads text as an action of the type of *p.
func parseActionAs[T crib.Action](text []byte, p *T) error {
	if p == nil {
		return errNil
	}
	a, err := ParseAction(string(text))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	v, ok := a.(T)
	if !ok {
		return fmt.Errorf("cribwars: %w: %q is a %T, not a %T", ErrBadRecord, text, a, *p)
	}
	*p = v
	return nil
}

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a LeaveBox) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction].
func (a *LeaveBox) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Penalty) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction].
func (a *Penalty) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Place) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction].
func (a *Place) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Irregularity) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction].
func (a *Irregularity) UnmarshalText(text []byte) error { return parseActionAs(text, a) }
