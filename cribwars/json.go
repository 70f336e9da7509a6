package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// MaxBoardJSON is the most bytes ParseBoard reads: far more than any board
// within the limits needs.
const MaxBoardJSON = 1 << 20

// ParseBoard reads a board from its JSON form (see [Spec] for the format) and
// checks it with [NewBoard]. Field names must be spelled as documented: an
// unknown field (a typo such as "penalty_box") is an error, as is anything
// after the board's closing brace. Text that is not a board in JSON gives an
// error wrapping ErrSyntax; a board whose data is inconsistent, one wrapping
// ErrInvalidBoard. ParseBoard never panics.
func ParseBoard(data []byte) (Board, error) {
	if len(data) > MaxBoardJSON {
		return Board{}, fmt.Errorf("cribwars: %w: a board in JSON: %d bytes is more than a board takes (%d)", ErrSyntax, len(data), MaxBoardJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Spec
	if err := dec.Decode(&s); err != nil {
		return Board{}, fmt.Errorf("cribwars: %w: not a board in JSON: %v", ErrSyntax, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Board{}, fmt.Errorf("cribwars: %w: not a board in JSON: text after the board", ErrSyntax)
	}
	return NewBoard(s)
}

// ReadBoard reads a board in JSON from r (see [ParseBoard]).
func ReadBoard(r io.Reader) (Board, error) {
	if r == nil {
		return Board{}, fmt.Errorf("cribwars: %w: reading a board from a nil io.Reader", ErrSyntax)
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxBoardJSON+1))
	if err != nil {
		return Board{}, fmt.Errorf("cribwars: reading a board: %w", err)
	}
	return ParseBoard(data)
}

// MarshalJSON implements json.Marshaler: the board's [Spec] in JSON, its
// lists sorted by hole. json.MarshalIndent(b, "", "  ") gives the form to
// save for people to edit. The zero Board has no JSON form (it is not a
// board); MarshalJSON refuses it with an error wrapping ErrInvalidBoard.
func (b Board) MarshalJSON() ([]byte, error) {
	d := b.data()
	if len(d.kind) == 0 {
		return nil, fmt.Errorf("cribwars: %w: the zero Board has no holes", ErrInvalidBoard)
	}
	return json.Marshal(d.spec)
}

// UnmarshalJSON implements json.Unmarshaler with [ParseBoard]. On error *b
// is left as it was.
func (b *Board) UnmarshalJSON(data []byte) error {
	if b == nil {
		return pkg.NilTarget("Board")
	}
	nb, err := ParseBoard(data)
	if err != nil {
		return err
	}
	*b = nb
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
	return b, pkg.Wrap(err)
}
