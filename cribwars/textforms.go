package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
)

// The text forms of the small state types: the enums by their names, a peg
// ("45", "2:3") and the readings of the rules ("heels always, bumped
// leaves"); and a board as it is stored in a saved game: a built-in board
// by its name, any other as its JSON. Each MarshalText refuses a value
// that is none of its type's; each UnmarshalText reads the canonical form
// (any case, any spacing), its errors wrapping [crib.ErrBadRecord] and
// ErrSyntax, and leaves the value as it was on error.

// badText returns the error of text that is not a what.
func badText(what string, text any) error {
	return fmt.Errorf("cribwars: %w: %w: %q is not %s", crib.ErrBadRecord, ErrSyntax, text, what)
}

// badValue returns the error of marshalling a value that is not one.
func badValue(what string, v any) error {
	return fmt.Errorf("cribwars: %w: %v is not %s", crib.ErrBadRecord, v, what)
}

// errNil is the error of reading into a nil pointer.
var errNil = fmt.Errorf("cribwars: %w: %w: reading into a nil pointer", crib.ErrBadRecord, ErrSyntax)

// maxNumber bounds the numbers of the text forms.
const maxNumber = 1_000_000_000

// number reads a decimal integer within ±maxNumber.
func number(s string) (int, bool) {
	if len(s) > 11 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n <= maxNumber && n >= -maxNumber
}

// enumText is the MarshalText of an enum from first to last, named by
// String.
func enumText[T interface {
	~uint8
	String() string
}](v, first, last T, what string) ([]byte, error) {
	if v < first || v > last {
		return nil, badValue(what, uint8(v))
	}
	return []byte(v.String()), nil
}

// enumParse is the UnmarshalText of an enum from first to last.
func enumParse[T interface {
	~uint8
	String() string
}](p *T, text []byte, first, last T, what string) error {
	if p == nil {
		return errNil
	}
	s := strings.Join(strings.Fields(string(text)), " ")
	for v := first; v <= last; v++ {
		if strings.EqualFold(s, v.String()) {
			*p = v
			return nil
		}
	}
	return badText(what, text)
}

// MarshalText implements encoding.TextMarshaler: "plain hole", "red
// slide", "time trap", "green advance area" or "penalty box".
func (s Special) MarshalText() ([]byte, error) {
	return enumText(s, Plain, PenaltyBox, "a kind of hole")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (s *Special) UnmarshalText(text []byte) error {
	return enumParse(s, text, Plain, PenaltyBox, "a kind of hole")
}

// MarshalText implements encoding.TextMarshaler: the reading's name ("not
// in the last three holes", "always", ...).
func (h HeelsRule) MarshalText() ([]byte, error) {
	return enumText(h, HeelsNotInLastThree, HeelsNotIn119To121, "a reading of the Jack near the end")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (h *HeelsRule) UnmarshalText(text []byte) error {
	return enumParse(h, text, HeelsNotInLastThree, HeelsNotIn119To121, "a reading of the Jack near the end")
}

var boxMoveNames = [...]string{"goes back", "goes ahead", "advances one"}

// String names the move: "goes back", "goes ahead", "advances one".
func (k BoxMoveKind) String() string {
	if k >= GoesBack && k <= AdvancesOne {
		return boxMoveNames[k-GoesBack]
	}
	return fmt.Sprintf("BoxMoveKind(%d)", uint8(k))
}

// MarshalText implements encoding.TextMarshaler with the name.
func (k BoxMoveKind) MarshalText() ([]byte, error) {
	return enumText(k, GoesBack, AdvancesOne, "a penalty box's move")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (k *BoxMoveKind) UnmarshalText(text []byte) error {
	return enumParse(k, text, GoesBack, AdvancesOne, "a penalty box's move")
}

// MarshalText implements encoding.TextMarshaler: "slid", "trapped", "took
// shortcut", "landed in box", "skipped past" or "reached game".
func (k EventKind) MarshalText() ([]byte, error) {
	return enumText(k, Slid, ReachedGame, "a kind of board event")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (k *EventKind) UnmarshalText(text []byte) error {
	return enumParse(k, text, Slid, ReachedGame, "a kind of board event")
}

// MarshalText implements encoding.TextMarshaler: the option's name ("call
// for a new deal", ...).
func (o Option) MarshalText() ([]byte, error) {
	return enumText(o, CallNewDeal, CorrectGo, "an option of a ruling")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (o *Option) UnmarshalText(text []byte) error {
	return enumParse(o, text, CallNewDeal, CorrectGo, "an option of a ruling")
}

var mishapNames = [...]string{"removed own both", "removed opponent's front", "dislodged own front", "dislodged own both",
	"both fronts dislodged", "moved out of turn"}

// String names the mishap: "removed own both", "removed opponent's front",
// "dislodged own front", "dislodged own both", "both fronts dislodged",
// "moved out of turn".
func (m PegMishap) String() string {
	if m >= RemovedOwnBoth && m <= MovedOutOfTurn {
		return mishapNames[m-RemovedOwnBoth]
	}
	return fmt.Sprintf("PegMishap(%d)", uint8(m))
}

// MarshalText implements encoding.TextMarshaler with the name.
func (m PegMishap) MarshalText() ([]byte, error) {
	return enumText(m, RemovedOwnBoth, MovedOutOfTurn, "a mishap with pegs")
}

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (m *PegMishap) UnmarshalText(text []byte) error {
	return enumParse(m, text, RemovedOwnBoth, MovedOutOfTurn, "a mishap with pegs")
}

// MarshalText implements encoding.TextMarshaler: [Peg.String], "45" for a
// main-path hole and "2:3" for hole 3 of side path 2. A hole below zero
// or past a billion is refused.
func (p Peg) MarshalText() ([]byte, error) {
	if p.Hole < 0 || p.Hole > maxNumber {
		return nil, badValue("a peg's hole", p.Hole)
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "45" or "2:3".
func (p *Peg) UnmarshalText(text []byte) error {
	if p == nil {
		return errNil
	}
	s := strings.TrimSpace(string(text))
	path, hole, side := strings.Cut(s, ":")
	var v Peg
	if side {
		id, ok := number(path)
		if !ok || id < 1 || id > MaxPaths {
			return badText("a peg (\"45\", or \"2:3\" for hole 3 of side path 2)", text)
		}
		v.Path = PathID(id)
	} else {
		hole = path
	}
	h, ok := number(hole)
	if !ok || h < 0 {
		return badText("a peg (\"45\", or \"2:3\" for hole 3 of side path 2)", text)
	}
	v.Hole = h
	*p = v
	return nil
}

// String says the readings as their text (see MarshalText).
func (r Rules) String() string {
	b, err := r.MarshalText()
	if err != nil {
		return fmt.Sprintf("invalid rules (%v)", r.Heels)
	}
	return string(b)
}

// MarshalText implements encoding.TextMarshaler: "default" for the zero
// Rules, else the readings that are not the default, separated by ", ":
//
//	heels always, skunk line 90, double skunk line 60, bumped leaves
//
// "heels" and the Jack's reading by its name ("always", "not into the last
// three holes", "not in holes 119 to 121"); "skunk line N" and "double
// skunk line N" (negative: none); "bumped leaves". A reading that is none
// of HeelsRule's, or a line beyond a billion, is refused. So Rules is a
// JSON string too.
func (r Rules) MarshalText() ([]byte, error) {
	if r.Heels > HeelsNotIn119To121 {
		return nil, badValue("a reading of the Jack near the end", uint8(r.Heels))
	}
	for _, n := range []int{r.SkunkLine, r.DoubleSkunkLine} {
		if n < -maxNumber || n > maxNumber {
			return nil, badValue("a skunk line", n)
		}
	}
	var items []string
	if r.Heels != HeelsNotInLastThree {
		items = append(items, "heels "+r.Heels.String())
	}
	if r.SkunkLine != 0 {
		items = append(items, "skunk line "+strconv.Itoa(r.SkunkLine))
	}
	if r.DoubleSkunkLine != 0 {
		items = append(items, "double skunk line "+strconv.Itoa(r.DoubleSkunkLine))
	}
	if r.BumpedLeaves {
		items = append(items, "bumped leaves")
	}
	if len(items) == 0 {
		return []byte("default"), nil
	}
	return []byte(strings.Join(items, ", ")), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the text
// MarshalText writes (items in any order, each at most once).
func (r *Rules) UnmarshalText(text []byte) error {
	if r == nil {
		return errNil
	}
	s := strings.ToLower(strings.TrimSpace(string(text)))
	var v Rules
	if s == "default" {
		*r = v
		return nil
	}
	seen := map[string]bool{}
	for item := range strings.SplitSeq(s, ",") {
		item = strings.Join(strings.Fields(item), " ")
		key := item
		switch {
		case strings.HasPrefix(item, "heels "):
			key = "heels"
			if err := v.Heels.UnmarshalText([]byte(strings.TrimPrefix(item, "heels "))); err != nil {
				return err
			}
		case strings.HasPrefix(item, "skunk line "), strings.HasPrefix(item, "double skunk line "):
			key = strings.TrimSuffix(item, item[strings.LastIndex(item, " "):])
			n, ok := number(item[strings.LastIndex(item, " ")+1:])
			if !ok {
				return badText("a skunk line", item)
			}
			if key == "skunk line" {
				v.SkunkLine = n
			} else {
				v.DoubleSkunkLine = n
			}
		case item == "bumped leaves":
			v.BumpedLeaves = true
		default:
			return badText("readings: \"default\", or heels ..., skunk line N, double skunk line N, bumped leaves", item)
		}
		if seen[key] {
			return badText("readings (each at most once)", text)
		}
		seen[key] = true
	}
	*r = v
	return nil
}

// The built-in boards, as a saved game names them.
const (
	defaultBoardName = "default"
	plainBoardName   = "plain"
)

// boardRef returns b as a saved game holds it: "default" for DefaultBoard,
// "plain" for PlainBoard, else the board's JSON.
func boardRef(b Board) (json.RawMessage, error) {
	switch {
	case b.Equal(DefaultBoard()):
		return json.RawMessage(`"` + defaultBoardName + `"`), nil
	case b.Equal(PlainBoard()):
		return json.RawMessage(`"` + plainBoardName + `"`), nil
	}
	return b.MarshalJSON()
}

// readBoardRef reads what boardRef writes.
func readBoardRef(data json.RawMessage) (Board, error) {
	switch string(bytes.TrimSpace(data)) {
	case `"` + defaultBoardName + `"`:
		return DefaultBoard(), nil
	case `"` + plainBoardName + `"`:
		return PlainBoard(), nil
	}
	b, err := ParseBoard(data)
	if err != nil {
		return Board{}, fmt.Errorf("%w: %w", crib.ErrBadRecord, err)
	}
	return b, nil
}
