package codectest

import (
	"encoding"
	"errors"
	"reflect"
	"testing"

	"github.com/pegboard/pegboard/internal/game"
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
	for _, s := range seeds {
		f.Add(s)
	}
	if eq == nil {
		eq = func(a, b T) bool { return Same(a, b) }
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := decode(data)
		if err != nil {
			if !errors.Is(err, game.ErrBadRecord) {
				t.Fatalf("%v does not wrap ErrBadRecord", err)
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
	})
}
