package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/pegboard/pegboard/internal/codec"
)

// MaxTrackJSON is the most bytes ParseTrack reads: far more than any board
// within the limits needs.
const MaxTrackJSON = codec.MaxJSON

// ParseTrack reads a board from its JSON form (see [Spec] for the format) and
// checks it with [NewTrack]. Field names must be spelled as documented: an
// unknown field (a typo such as "penalty_box") is an error, as is anything
// after the board's closing brace. Text that is not a board in JSON gives an
// error wrapping ErrSyntax; a board whose data is inconsistent, one wrapping
// ErrInvalidBoard. ParseTrack never panics.
func ParseTrack(data []byte) (Track, error) {
	var s Spec
	if err := codec.Decode(data, &s); err != nil {
		return Track{}, fmt.Errorf("%s: %w: not a board in JSON: %v", pkg, ErrSyntax, err)
	}
	return NewTrack(s)
}

// ReadTrack reads a board in JSON from r (see [ParseTrack]).
func ReadTrack(r io.Reader) (Track, error) {
	if r == nil {
		return Track{}, fmt.Errorf("cribwars: %w: reading a board from a nil io.Reader", ErrSyntax)
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxTrackJSON+1))
	if err != nil {
		return Track{}, fmt.Errorf("cribwars: reading a board: %w", err)
	}
	return ParseTrack(data)
}

// MarshalJSON implements json.Marshaler: the board's [Spec] in JSON, its
// lists sorted by hole. json.MarshalIndent(b, "", "  ") gives the form to
// save for people to edit. The zero Board has no JSON form (it is not a
// board); MarshalJSON refuses it with an error wrapping ErrInvalidBoard.
func (b Track) MarshalJSON() ([]byte, error) {
	d := b.data()
	if len(d.kind) == 0 {
		return nil, fmt.Errorf("cribwars: %w: the zero Board has no holes", ErrInvalidBoard)
	}
	return json.Marshal(d.spec)
}

// UnmarshalJSON implements json.Unmarshaler with [ParseTrack]. On error *b
// is left as it was.
func (b *Track) UnmarshalJSON(data []byte) error {
	return codec.Read(pkg, "Board", b, data, func(string) (Track, error) { return ParseTrack(data) })
}

// savedBoard is a board as a saved game, a pegger, a setup or an event
// holds it: "default" for DefaultTrack, "plain" for PlainTrack, else the
// board's JSON.
type savedBoard Track

// The built-in boards, as a saved game names them.
var builtIn = map[string]func() Track{`"default"`: DefaultTrack, `"plain"`: PlainTrack}

func (b savedBoard) MarshalJSON() ([]byte, error) {
	for name, f := range builtIn {
		if Track(b).Equal(f()) {
			return []byte(name), nil
		}
	}
	return Track(b).MarshalJSON()
}

func (b *savedBoard) UnmarshalJSON(data []byte) error {
	return codec.Read(pkg, "Board", b, data, func(string) (savedBoard, error) {
		if f, ok := builtIn[string(bytes.TrimSpace(data))]; ok {
			return savedBoard(f()), nil
		}
		t, err := ParseTrack(data)
		return savedBoard(t), err
	})
}
