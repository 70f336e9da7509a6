package svg

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestNum(t *testing.T) {
	for x, want := range map[float64]string{
		0: "0", math.Copysign(0, -1): "0", 12: "12", 12.5: "12.5", 12.254: "12.25", -3.999: "-4", 1e-9: "0",
		math.NaN(): "0", math.Inf(1): "0",
	} {
		if got := Num(x); got != want {
			t.Errorf("Num(%v) = %q, want %q", x, got, want)
		}
	}
}

func TestDocRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.String().Draw(t, "text")
		attr := rapid.String().Draw(t, "attr")
		d := New(100, 50, text)
		d.Open("g", "class", "x")
		d.Circle(10, 10, 2, "class", "hole", "data-name", attr)
		d.Label(50, 25, 12, text)
		var out bytes.Buffer
		if _, err := d.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		pic, err := Read(out.Bytes())
		if err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		holes := pic.Class("hole")
		if len(holes) != 1 || pic.ViewBox != [4]float64{0, 0, 100, 50} {
			t.Fatalf("read back %+v", pic)
		}
		if c, _ := holes[0].Centre(); c != (Point{10, 10}) {
			t.Fatalf("centre %v", c)
		}
		// What XML can hold comes back as it was written; the rest becomes
		// U+FFFD, and the document stays well-formed.
		holdable := strings.ToValidUTF8(attr, "") == attr && !strings.ContainsFunc(attr, func(r rune) bool {
			return r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF
		})
		if got := holes[0].Attr["data-name"]; holdable && got != attr {
			t.Fatalf("attribute %q read back as %q", attr, got)
		}
	})
}

func TestReadRefuses(t *testing.T) {
	for name, doc := range map[string]string{
		"not xml":        "<svg",
		"not svg":        `<g viewBox="0 0 1 1"/>`,
		"no viewBox":     `<svg/>`,
		"bad viewBox":    `<svg viewBox="0 0 x 1"/>`,
		"empty viewBox":  `<svg viewBox="0 0 0 1"/>`,
		"circle outside": `<svg viewBox="0 0 10 10"><circle cx="9" cy="5" r="2"/></svg>`,
		"circle no r":    `<svg viewBox="0 0 10 10"><circle cx="9" cy="5"/></svg>`,
		"two roots":      `<svg viewBox="0 0 10 10"/><svg viewBox="0 0 10 10"/>`,
	} {
		if _, err := Read([]byte(doc)); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}

func TestElementInt(t *testing.T) {
	e := Element{Name: "circle", Attr: map[string]string{"data-hole": "12", "data-side": "-1", "data-kind": "x"}}
	for _, tc := range []struct {
		name string
		want int
		ok   bool
	}{{"data-hole", 12, true}, {"data-side", -1, true}, {"data-none", 7, true}, {"data-kind", 0, false}} {
		n, err := e.Int(tc.name, 7)
		if n != tc.want || (err == nil) != tc.ok {
			t.Errorf("Int(%q) = %d, %v", tc.name, n, err)
		}
	}
}

type shortWriter struct{}

func (shortWriter) Write(p []byte) (int, error) { return len(p) / 2, nil }

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("boom") }

func TestWriteToReportsErrors(t *testing.T) {
	if _, err := New(1, 1, "").WriteTo(shortWriter{}); !errors.Is(err, io.ErrShortWrite) {
		t.Errorf("short write: %v", err)
	}
	if _, err := New(1, 1, "").WriteTo(failWriter{}); err == nil {
		t.Error("failed write: no error")
	}
}

func TestAlong(t *testing.T) {
	pts, total := Along([]Point{{0, 0}, {10, 0}, {10, 10}}, 3)
	want := []Point{{5, 0}, {10, 0}, {10, 5}}
	if total != 20 || len(pts) != 3 {
		t.Fatalf("Along = %v, %v", pts, total)
	}
	for i := range want {
		if pts[i].Sub(want[i]).Len() > 1e-9 {
			t.Fatalf("Along = %v, want %v", pts, want)
		}
	}
	if pts, total := Along(nil, 2); len(pts) != 0 || total != 0 {
		t.Fatalf("Along(nil) = %v, %v", pts, total)
	}
}
