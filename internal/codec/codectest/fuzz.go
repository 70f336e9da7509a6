package codectest

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"testing"

	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// FuzzText fuzzes the UnmarshalText of the types of values, seeded with
// each value's text: a refusal wraps game.ErrBadRecord, and a value read
// marshals to text that reads back to an equal value ([Same]).
func FuzzText(f *testing.F, values ...encoding.TextMarshaler) {
	for i, v := range values {
		b, _ := v.MarshalText()
		f.Add(uint8(i), b)
	}
	f.Fuzz(func(t *testing.T, which uint8, text []byte) {
		typ := reflect.TypeOf(values[int(which)%len(values)])
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
			if !errors.Is(err, game.ErrBadRecord) {
				t.Fatalf("%v: %v does not wrap ErrBadRecord", typ, err)
			}
			return
		}
		again, err := p.Elem().Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			t.Fatalf("%v: %q reads as %#v, which does not marshal: %v", typ, text, p.Elem().Interface(), err)
		}
		q := reflect.New(typ)
		if err := q.Interface().(encoding.TextUnmarshaler).UnmarshalText(again); err != nil || !Same(q.Elem().Interface(), p.Elem().Interface()) {
			t.Fatalf("%v: %q reads back as %#v, %v", typ, again, q.Elem().Interface(), err)
		}
	})
}

// FuzzRoundTrip fuzzes decode, seeded with seeds: a refusal wraps
// game.ErrBadRecord, and a value decoded encodes to data that decodes to a
// value equal to it under eq ([Same] when eq is nil).
func FuzzRoundTrip[T any](f *testing.F, seeds [][]byte, decode func([]byte) (T, error), encode func(T) ([]byte, error), eq func(a, b T) bool) {
	if eq == nil {
		eq = func(a, b T) bool { return Same(a, b) }
	}
	roundTrips(f, seeds, decode, encode, eq, game.ErrBadRecord, nil)
}

// roundTrips fuzzes decode, seeded with seeds: a refusal wraps refusal,
// and a value decoded encodes to data that decodes to a value equal to it
// under eq; then after, when not nil, checks the value decoded.
func roundTrips[T any](f *testing.F, seeds [][]byte, decode func([]byte) (T, error), encode func(T) ([]byte, error),
	eq func(a, b T) bool, refusal error, after func(t *testing.T, v T)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := decode(data)
		if err != nil {
			if !errors.Is(err, refusal) {
				t.Fatalf("%.200q: %v does not wrap %v", data, err, refusal)
			}
			return
		}
		again, err := encode(v)
		if err != nil {
			t.Fatalf("%.200q reads as %#v, which does not encode: %v", data, v, err)
		}
		back, err := decode(again)
		if err != nil || !eq(v, back) {
			t.Fatalf("%.200q reads back as %#v, %v; want %#v", again, back, err, v)
		}
		if after != nil {
			after(t, v)
		}
	})
}

// FuzzJSON fuzzes encoding/json's reading of each type of ptrs (pointers
// to values, new(T) say), seeded with seeds: whatever a type reads
// marshals to JSON that reads back into a new value equal to it under eq
// (by default, one whose JSON is the same).
func FuzzJSON(f *testing.F, seeds [][]byte, eq func(want, got any) bool, ptrs ...any) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, p := range ptrs {
			v := reflect.New(reflect.TypeOf(p).Elem())
			if err := json.Unmarshal(data, v.Interface()); err != nil {
				continue
			}
			again, err := json.Marshal(v.Interface())
			if err != nil {
				t.Fatalf("%T read from %.200q does not marshal: %v", p, data, err)
			}
			back := reflect.New(reflect.TypeOf(p).Elem())
			if err := json.Unmarshal(again, back.Interface()); err != nil {
				t.Fatalf("%T: %s does not read back: %v", p, again, err)
			}
			if eq != nil && !eq(v.Elem().Interface(), back.Elem().Interface()) {
				t.Fatalf("%T: %s reads back as %#v", p, again, back.Elem().Interface())
			}
			if third, err := json.Marshal(back.Interface()); eq == nil && (err != nil || !bytes.Equal(third, again)) {
				t.Fatalf("%T: %s reads back as %s, %v", p, again, third, err)
			}
		}
	})
}

// FuzzParse fuzzes parse, a reader of a text form (an action, a
// position), seeded with seeds: a refusal wraps refusal (ErrSyntax, say),
// and a value read has a text, written by text, that reads back to an
// equal value (==) whose text is the same again.
func FuzzParse[T comparable](f *testing.F, seeds []string, parse func(string) (T, error), text func(T) (string, error), refusal error) {
	var data [][]byte
	for _, s := range seeds {
		data = append(data, []byte(s))
	}
	encode := func(v T) ([]byte, error) {
		s, err := text(v)
		return []byte(s), err
	}
	roundTrips(f, data, func(b []byte) (T, error) { return parse(string(b)) }, encode, func(a, b T) bool {
		x, errx := text(a)
		y, erry := text(b)
		return a == b && errx == nil && erry == nil && x == y
	}, refusal, nil)
}

// FuzzRecord fuzzes a game's record reader, parse, seeded with seeds: a
// refusal wraps game.ErrBadRecord; a record read writes text (with text)
// that reads back to a record that writes the same text; and replay plays
// it, or refuses it with a *record.LineError wrapping game.ErrBadRecord
// (any other error of replay, such as a game that fails its check, fails
// the fuzz).
func FuzzRecord[R any](f *testing.F, seeds [][]byte, parse func(io.Reader) (R, error), text func(R) ([]byte, error), replay func(R) error) {
	same := func(a, b R) bool {
		x, errx := text(a)
		y, erry := text(b)
		return errx == nil && erry == nil && bytes.Equal(x, y)
	}
	roundTrips(f, seeds, func(b []byte) (R, error) { return parse(bytes.NewReader(b)) }, text, same, game.ErrBadRecord, func(t *testing.T, rec R) {
		if err := replay(rec); err != nil {
			var le *record.LineError
			if !errors.As(err, &le) || !errors.Is(err, game.ErrBadRecord) {
				t.Fatalf("replay: %v", err)
			}
		}
	})
}
