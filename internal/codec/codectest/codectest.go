// Package codectest holds the checks every game's storage tests share, in
// the manner of net/netip's shared text-marshaler tests: a text round trip
// over a table of values, a JSON round trip, values a marshaller must
// refuse, a table of refused inputs with the exact text of each error, and
// a decoder that reads exactly codec.MaxJSON bytes and refuses one more;
// record texts refused with the line named; the walk of a package's
// exported types that finds every state type stored in JSON; and fuzz
// targets of text forms and decoders.
// A game's test passes its own values and decoders; the checks are the
// same for all. It is imported only by _test.go files.
package codectest

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// Same reports whether a and b are equal: with == when their type is
// comparable, else reflect.DeepEqual. It is the equality the checks use
// when given none.
func Same(a, b any) bool {
	if a == nil || b == nil || reflect.TypeOf(a) != reflect.TypeOf(b) {
		return a == nil && b == nil
	}
	if reflect.TypeOf(a).Comparable() {
		return a == b
	}
	return reflect.DeepEqual(a, b)
}

// TextRoundTrip checks each value's text form: MarshalText writes text
// that UnmarshalText reads back, into a new value of its type, to an equal
// one; json.Marshal writes it as a JSON string that reads back alike; and
// the text with junk after it is refused, leaving the value read into as
// it was. Values are compared with [Same].
func TextRoundTrip(t testing.TB, values ...encoding.TextMarshaler) {
	t.Helper()
	for _, v := range values {
		text, err := v.MarshalText()
		if err != nil {
			t.Errorf("%T %v: MarshalText: %v", v, v, err)
			continue
		}
		back := newOf(v)
		if err := back.Interface().(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
			t.Errorf("%T: UnmarshalText(%q): %v", v, text, err)
		} else if got := back.Elem().Interface(); !Same(got, v) {
			t.Errorf("%T: %q reads back as %v, not %v", v, text, got, v)
		}
		data, err := json.Marshal(v)
		if err != nil || !bytes.HasPrefix(data, []byte(`"`)) {
			t.Errorf("%T %v: json.Marshal = %s, %v; want a JSON string", v, v, data, err)
			continue
		}
		q := newOf(v)
		if err := json.Unmarshal(data, q.Interface()); err != nil || !Same(q.Elem().Interface(), v) {
			t.Errorf("%T: JSON %s reads back as %v, %v", v, data, q.Elem().Interface(), err)
		}
		junk := append(append([]byte(nil), text...), " x"...)
		r := newOf(v)
		r.Elem().Set(reflect.ValueOf(v))
		if err := r.Interface().(encoding.TextUnmarshaler).UnmarshalText(junk); err == nil || !Same(r.Elem().Interface(), v) {
			t.Errorf("%T: UnmarshalText(%q): %v, leaving %v", v, junk, err, r.Elem().Interface())
		}
	}
}

func newOf(v any) reflect.Value { return reflect.New(reflect.TypeOf(v)) }

// MarshalRefuses checks that MarshalText refuses each value, one that is
// none of its type's (an enum past its last name, say): an error wrapping
// one of wraps (any error when none are given), never text that would not
// read back.
func MarshalRefuses(t testing.TB, wraps []error, values ...encoding.TextMarshaler) {
	t.Helper()
	for _, v := range values {
		b, err := v.MarshalText()
		if err == nil {
			t.Errorf("%T %#v marshals as %q", v, v, b)
		} else if !wrapsOne(err, wraps) {
			t.Errorf("%T %#v: %v wraps none of %v", v, v, err, wraps)
		}
	}
}

func wrapsOne(err error, wraps []error) bool {
	for _, w := range wraps {
		if errors.Is(err, w) {
			return true
		}
	}
	return len(wraps) == 0
}

// Edge is a value at an edge of its type's text form, and what it gives:
// the text it marshals to, or else the exact text of the error that
// refuses it; and its String, when that is not the text.
type Edge struct {
	V               encoding.TextMarshaler
	Text, Err, Says string
}

// AtTheEdges checks each value's MarshalText, its text or the exact text
// of its error, and its String.
func AtTheEdges(t testing.TB, edges ...Edge) {
	t.Helper()
	for _, e := range edges {
		b, err := e.V.MarshalText()
		got, want := string(b), e.Text
		if err != nil || e.Err != "" {
			got, want = fmt.Sprint(err), e.Err
		}
		if got != want {
			t.Errorf("%#v.MarshalText() = %q, want %q", e.V, got, want)
		}
		says := e.Says
		if says == "" {
			says = e.Text
		}
		if s := e.V.(fmt.Stringer).String(); s != says {
			t.Errorf("%#v.String() = %q, want %q", e.V, s, says)
		}
	}
}

// JSONRoundTrip checks that each of ptrs, pointers to values, marshals to
// JSON that is not {} and reads back into a new value equal to it under eq
// ([Same] when eq is nil), which is given the value and what was read.
func JSONRoundTrip(t testing.TB, eq func(want, got any) bool, ptrs ...any) {
	t.Helper()
	if eq == nil {
		eq = Same
	}
	for _, p := range ptrs {
		data, err := json.Marshal(p)
		if err != nil || string(data) == "{}" {
			t.Errorf("%T: json.Marshal = %s, %v", p, data, err)
			continue
		}
		back := reflect.New(reflect.TypeOf(p).Elem())
		if err := json.Unmarshal(data, back.Interface()); err != nil {
			t.Errorf("%T: json.Unmarshal(%s): %v", p, data, err)
			continue
		}
		if want, got := reflect.ValueOf(p).Elem().Interface(), back.Elem().Interface(); !eq(want, got) {
			t.Errorf("%T: %s reads back as %#v, not %#v", p, data, got, want)
		}
	}
}

// Refusal is an input a decoder must refuse and the exact text of its
// error; an empty Want takes any text, for refusals another package words
// (encoding/json's own, say).
type Refusal struct {
	In, Want string
}

// Refuses checks that decode refuses each input with an error that wraps
// game.ErrBadRecord and whose text is Want.
func Refuses(t testing.TB, decode func(in []byte) error, cases ...Refusal) {
	t.Helper()
	for _, c := range cases {
		check(t, c, decode([]byte(c.In)))
	}
}

func check(t testing.TB, c Refusal, err error) {
	t.Helper()
	switch {
	case err == nil:
		t.Errorf("%.200q is read", c.In)
	case !errors.Is(err, game.ErrBadRecord):
		t.Errorf("%.200q: %v does not wrap ErrBadRecord", c.In, err)
	case c.Want != "" && err.Error() != c.Want:
		t.Errorf("%.200q:\n got %v\nwant %s", c.In, err, c.Want)
	}
}

// Parse is a text a reader is given and what it makes of it: the value
// Want, or, when Err is not empty, a refusal whose exact text is Err (and
// Want, the zero value, beside it).
type Parse[T any] struct {
	In   string
	Want T
	Err  string
}

// Parses checks that parse reads each case's text as the case says: to a
// value equal to Want (by go-cmp), or refused, wrapping refusal, with the
// error Err and no other value than Want.
func Parses[T any](t testing.TB, parse func(string) (T, error), refusal error, cases ...Parse[T]) {
	t.Helper()
	for _, c := range cases {
		got, err := parse(c.In)
		switch {
		case c.Err != "":
			if err == nil || err.Error() != c.Err || !errors.Is(err, refusal) || cmp.Diff(c.Want, got) != "" {
				t.Errorf("%.80q reads as %#v, %v; want the error %s", c.In, got, err, c.Err)
			}
		case err != nil:
			t.Errorf("%.80q: %v", c.In, err)
		default:
			if d := cmp.Diff(c.Want, got); d != "" {
				t.Errorf("%.80q reads as (-want +got):\n%s", c.In, d)
			}
		}
	}
}

// Line is a record's text a reader refuses and the line its error names;
// Want, when not empty, is the exact text of the error, and Also, when not
// nil, another error it wraps (the reason: an illegal move, say).
type Line struct {
	Text string
	Line int
	Want string
	Also error
}

// RefusesAt checks that read refuses each text with a *record.LineError
// that names its line and wraps game.ErrBadRecord (and the case's Also),
// with the case's Want as its text when it gives one.
func RefusesAt(t testing.TB, read func(text string) error, cases ...Line) {
	t.Helper()
	for _, c := range cases {
		err := read(c.Text)
		var le *record.LineError
		switch {
		case !errors.As(err, &le) || le.Line != c.Line || !errors.Is(err, game.ErrBadRecord):
			t.Errorf("%.200q: %v, want an error on line %d wrapping ErrBadRecord", c.Text, err, c.Line)
		case c.Also != nil && !errors.Is(err, c.Also):
			t.Errorf("%.200q: %v does not wrap %v", c.Text, err, c.Also)
		case c.Want != "" && err.Error() != c.Want:
			t.Errorf("%.200q:\n got %v\nwant %s", c.Text, err, c.Want)
		}
	}
}

// Replays returns a reader of a record's text for [RefusesAt]: parse reads
// it and replay plays it, and the reader returns the first refusal.
func Replays[R, G, E any](parse func(io.Reader) (R, error), replay func(R) (G, []E, error)) func(text string) error {
	return func(text string) error {
		rec, err := parse(strings.NewReader(text))
		if err == nil {
			_, _, err = replay(rec)
		}
		return err
	}
}

// TextRefuses is [Refuses] of v's UnmarshalText (v a pointer to a value),
// checking too that each refusal leaves the value as it was.
func TextRefuses(t testing.TB, v encoding.TextUnmarshaler, cases ...Refusal) {
	t.Helper()
	for _, c := range cases {
		before := reflect.ValueOf(v).Elem().Interface()
		err := v.UnmarshalText([]byte(c.In))
		check(t, c, err)
		if after := reflect.ValueOf(v).Elem().Interface(); err != nil && !Same(before, after) {
			t.Errorf("%T: refusing %q changed the value from %v to %v", v, c.In, before, after)
		}
	}
}

// AtTheLimit checks that decode reads data(codec.MaxJSON), exactly
// codec.MaxJSON bytes, and refuses data(codec.MaxJSON+1) with the exact
// text want, wrapping game.ErrBadRecord.
func AtTheLimit(t testing.TB, name string, decode func([]byte) error, data func(n int) []byte, want string) {
	t.Helper()
	if d := data(codec.MaxJSON); len(d) != codec.MaxJSON {
		t.Errorf("%s: %d bytes, not %d", name, len(d), codec.MaxJSON)
	} else if err := decode(d); err != nil {
		t.Errorf("%s of exactly %d bytes: %v", name, codec.MaxJSON, err)
	}
	d := data(codec.MaxJSON + 1)
	if err := decode(d); err == nil || !errors.Is(err, game.ErrBadRecord) || err.Error() != want {
		t.Errorf("%s of %d bytes and one more:\n got %v\nwant %s", name, codec.MaxJSON, err, want)
	}
}

// PadJSON returns data, JSON, with spaces after its first byte, n bytes in
// all: the same value, at the size a limit is checked at.
func PadJSON(data []byte, n int) []byte {
	out := make([]byte, 0, n)
	out = append(out, data[:1]...)
	out = append(out, bytes.Repeat([]byte(" "), n-len(data))...)
	return append(out, data[1:]...)
}

// PadRecord returns the record text head followed by comment lines, n
// bytes in all: the same record, at the size a limit is checked at.
func PadRecord(head string, n int) []byte {
	need := n - len(head)
	lines := strings.Repeat("# padding\n", (need-2)/10)
	return []byte(head + lines + "#" + strings.Repeat("x", need-len(lines)-2) + "\n")
}

// IsMarshal checks what a JSON writer written by hand (codec.Writer's)
// wrote of v after prefix: json.Marshal's bytes of v after prefix when ok,
// and a refusal (ok false) exactly where json.Marshal refuses v. It
// returns ok, for the caller's count of values written and refused.
func IsMarshal(t interface {
	Helper()
	Fatalf(format string, args ...any)
}, v any, prefix, got []byte, ok bool) bool {
	t.Helper()
	want, err := json.Marshal(v)
	switch {
	case ok != (err == nil):
		t.Fatalf("%#v: written %v; json.Marshal: %v", v, ok, err)
	case ok && string(got) != string(prefix)+string(want):
		t.Fatalf("%#v:\n%s", v, cmp.Diff(string(prefix)+string(want), string(got)))
	}
	return ok
}
