package codectest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
)

const pkg codec.Pkg = "test"

// color is an enum read exactly; loose is one read in any case, whose text
// does not always read back.
type color uint8

var colors = codec.Enum[color]{Pkg: pkg, Type: "color", What: "a color", Names: []string{"red", "green"}, Exact: true}

func (c color) String() string                { return colors.String(c) }
func (c color) MarshalText() ([]byte, error)  { return colors.Marshal(c) }
func (c *color) UnmarshalText(b []byte) error { return colors.Parse(c, b) }

// broken writes a text it does not read back.
type broken int

func (b broken) MarshalText() ([]byte, error)  { return []byte("x"), nil }
func (b *broken) UnmarshalText(t []byte) error { *b = 7; return nil }

// doc decodes {"n": N} strictly.
type doc struct {
	N int `json:"n"`
}

func decodeDoc(data []byte) error { var d doc; return pkg.Strict(data, &d) }

// recorder keeps the failures a check reports instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}

// expect checks that the failures kept hold want's texts, one each.
func (r *recorder) expect(t *testing.T, want ...string) {
	t.Helper()
	if len(r.errs) != len(want) {
		t.Fatalf("failures %q, want %d", r.errs, len(want))
	}
	for i, w := range want {
		if !strings.Contains(r.errs[i], w) {
			t.Errorf("failure %q, want %q", r.errs[i], w)
		}
	}
}

func TestTextRoundTrip(t *testing.T) {
	codectest.TextRoundTrip(t, color(0), color(1))
	r := &recorder{TB: t}
	codectest.TextRoundTrip(r, broken(1), color(5))
	r.expect(t, `"x" reads back as 7, not 1`, `JSON "x" reads back as 7`, `UnmarshalText("x x"): <nil>, leaving 7`,
		"MarshalText: test: bad record: 5 is not a color")
}

func TestMarshalRefuses(t *testing.T) {
	codectest.MarshalRefuses(t, nil, color(2))
	r := &recorder{TB: t}
	codectest.MarshalRefuses(r, []error{errors.ErrUnsupported}, color(0), color(9))
	r.expect(t, `marshals as "red"`, "wraps none of")
}

func TestJSONRoundTrip(t *testing.T) {
	c := color(1)
	codectest.JSONRoundTrip(t, nil, &doc{N: 3}, &c)
	r := &recorder{TB: t}
	b := broken(1)
	codectest.JSONRoundTrip(r, func(want, got any) bool { return want == got }, &b)
	r.expect(t, `"x" reads back as 7`)
}

func TestRefuses(t *testing.T) {
	codectest.Refuses(t, decodeDoc,
		codectest.Refusal{In: `{"n":1,"m":2}`, Want: `test: bad record: json: unknown field "m"`},
		codectest.Refusal{In: `{"n":1} {}`, Want: `test: bad record: data after the value`},
		codectest.Refusal{In: `[`})
	r := &recorder{TB: t}
	codectest.Refuses(r, decodeDoc,
		codectest.Refusal{In: `{"n":1}`},
		codectest.Refusal{In: `{"n":1} x`, Want: "another text"})
	codectest.Refuses(r, func([]byte) error { return errors.New("plain") }, codectest.Refusal{In: "x"})
	r.expect(t, `"{\"n\":1}" is read`, "got test: bad record: data after the value\nwant another text", "plain does not wrap ErrBadRecord")
}

func TestTextRefuses(t *testing.T) {
	c := color(1)
	codectest.TextRefuses(t, &c,
		codectest.Refusal{In: "Red", Want: `test: bad record: invalid syntax: "Red" is not a color (red, green)`},
		codectest.Refusal{In: " red", Want: `test: bad record: invalid syntax: " red" is not a color (red, green)`})
	if c != 1 {
		t.Errorf("refusals changed the color to %v", c)
	}
	r := &recorder{TB: t}
	codectest.TextRefuses(r, new(changer), codectest.Refusal{In: "x"})
	r.expect(t, "changed the value from 0 to 1")
}

// changer changes itself and then refuses.
type changer int

func (c *changer) UnmarshalText([]byte) error { *c = 1; return pkg.Bad("no") }

func TestAtTheLimit(t *testing.T) {
	data, _ := json.Marshal(doc{N: 4})
	pad := func(n int) []byte { return codectest.PadJSON(data, n) }
	codectest.AtTheLimit(t, "a doc", decodeDoc, pad, "test: bad record: more than 1048576 bytes")
	if got := pad(20); string(got) != `{             "n":4}` {
		t.Errorf("PadJSON = %q", got)
	}
	head := "pegboard toy 1\n"
	rec := codectest.PadRecord(head, 1000)
	if len(rec) != 1000 || !strings.HasPrefix(string(rec), head+"# padding\n") || !strings.HasSuffix(string(rec), "x\n") {
		t.Errorf("PadRecord = %q", rec)
	}
	r := &recorder{TB: t}
	codectest.AtTheLimit(r, "short", decodeDoc, func(int) []byte { return data }, "")
	codectest.AtTheLimit(r, "lax", func([]byte) error { return nil }, pad, "x")
	r.expect(t, "short: 7 bytes, not 1048576", "short of 1048576 bytes and one more", "lax of 1048576 bytes and one more")
}

func TestSame(t *testing.T) {
	for _, c := range []struct {
		a, b any
		want bool
	}{{1, 1, true}, {1, 2, false}, {1, int8(1), false}, {nil, nil, true}, {nil, 1, false},
		{[]int{1}, []int{1}, true}, {[]int{1}, []int{2}, false}} {
		if got := codectest.Same(c.a, c.b); got != c.want {
			t.Errorf("Same(%v, %v) = %v", c.a, c.b, got)
		}
	}
}
