// Package svg writes the SVG pictures of pegboard's boards (crib, cribwars,
// pegjokers): a small builder of elements whose attributes are escaped and
// whose numbers are printed the same way every time, so that the same board
// gives the same bytes. It is the standard library only, and it never panics.
//
// A picture is built in memory and written to its io.Writer in one Write, so
// a writer that fails leaves the error with [Doc.WriteTo] and nothing else
// to clean up.
package svg

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"strconv"
	"strings"
)

// Font is the font family of every label.
const Font = "Helvetica, Arial, sans-serif"

// Doc is an SVG document being built. The zero Doc is not ready; use [New].
type Doc struct {
	b    bytes.Buffer
	open []string // names of the elements opened and not yet closed
}

// New starts a document width by height user units, with its viewBox, a
// width and height in pixels, and a title (for screen readers and tooltips).
func New(width, height float64, title string) *Doc {
	d := &Doc{}
	d.b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	d.Open("svg", "xmlns", "http://www.w3.org/2000/svg",
		"viewBox", "0 0 "+Num(width)+" "+Num(height),
		"width", Num(width), "height", Num(height),
		"font-family", Font)
	d.Text("title", title)
	return d
}

// Num prints x rounded to hundredths, without trailing zeros: 12, 12.5,
// 12.25. Negative zero prints as 0, and a value that is not a finite number
// as 0, so no picture carries NaN.
func Num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "0"
	}
	x = math.Round(x*100) / 100
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// Int prints i in decimal.
func Int(i int) string { return strconv.Itoa(i) }

// attrs writes name="value" pairs; a name without a value is left out.
func (d *Doc) attrs(kv []string) {
	for i := 0; i+1 < len(kv); i += 2 {
		d.b.WriteByte(' ')
		d.b.WriteString(kv[i])
		d.b.WriteString(`="`)
		escape(&d.b, kv[i+1])
		d.b.WriteByte('"')
	}
}

// escape writes s with the characters XML gives meaning to, and the ones
// it cannot hold, escaped.
func escape(b *bytes.Buffer, s string) {
	_ = xml.EscapeText(b, []byte(s)) // a bytes.Buffer does not fail
}

// Open writes an opening tag with attributes given as name, value pairs.
func (d *Doc) Open(name string, attrs ...string) {
	d.indent()
	d.b.WriteByte('<')
	d.b.WriteString(name)
	d.attrs(attrs)
	d.b.WriteString(">\n")
	d.open = append(d.open, name)
}

// Close closes the element opened last.
func (d *Doc) Close() {
	if len(d.open) == 0 {
		return
	}
	name := d.open[len(d.open)-1]
	d.open = d.open[:len(d.open)-1]
	d.indent()
	d.b.WriteString("</" + name + ">\n")
}

// Elem writes an empty element: <circle cx="1" .../>.
func (d *Doc) Elem(name string, attrs ...string) {
	d.indent()
	d.b.WriteByte('<')
	d.b.WriteString(name)
	d.attrs(attrs)
	d.b.WriteString("/>\n")
}

// Text writes an element holding text: <text x="1" y="2">label</text>.
func (d *Doc) Text(name, text string, attrs ...string) {
	d.indent()
	d.b.WriteByte('<')
	d.b.WriteString(name)
	d.attrs(attrs)
	d.b.WriteByte('>')
	escape(&d.b, text)
	d.b.WriteString("</" + name + ">\n")
}

// Circle writes a circle at (x, y) of radius r.
func (d *Doc) Circle(x, y, r float64, attrs ...string) {
	d.Elem("circle", append([]string{"cx", Num(x), "cy", Num(y), "r", Num(r)}, attrs...)...)
}

// Label writes text centred at (x, y) (its middle on y) in size px.
func (d *Doc) Label(x, y, size float64, text string, attrs ...string) {
	d.Text("text", text, append([]string{"x", Num(x), "y", Num(y + size*0.35), "font-size", Num(size), "text-anchor", "middle"}, attrs...)...)
}

func (d *Doc) indent() {
	for range d.open {
		d.b.WriteString(" ")
	}
}

// WriteTo closes every element still open and writes the document to w in
// one Write. It returns w's error, if any.
func (d *Doc) WriteTo(w io.Writer) (int64, error) {
	for len(d.open) > 0 {
		d.Close()
	}
	n, err := w.Write(d.b.Bytes())
	if err == nil && n < d.b.Len() {
		err = io.ErrShortWrite
	}
	return int64(n), err
}

// Point is a point of the picture.
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p·k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len returns the distance of p from the origin.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Lerp returns the point t of the way from p to q.
func (p Point) Lerp(q Point, t float64) Point { return p.Add(q.Sub(p).Scale(t)) }

// PathData returns the path data of the polyline through pts: "M1 2L3 4...".
func PathData(pts []Point) string {
	var b strings.Builder
	for i, p := range pts {
		if i == 0 {
			b.WriteByte('M')
		} else {
			b.WriteByte('L')
		}
		b.WriteString(Num(p.X))
		b.WriteByte(' ')
		b.WriteString(Num(p.Y))
	}
	return b.String()
}

// Along returns the points that divide the polyline pts into n+1 equal
// lengths (n points, not counting its ends), and the polyline's length.
func Along(pts []Point, n int) ([]Point, float64) {
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += pts[i].Sub(pts[i-1]).Len()
	}
	out := make([]Point, 0, max(n, 0))
	if len(pts) == 0 {
		return out, 0
	}
	seg, done := 1, 0.0 // the segment being walked, and the length before it
	for k := 1; k <= n; k++ {
		want := total * float64(k) / float64(n+1)
		for seg < len(pts)-1 && done+pts[seg].Sub(pts[seg-1]).Len() < want {
			done += pts[seg].Sub(pts[seg-1]).Len()
			seg++
		}
		if seg >= len(pts) {
			out = append(out, pts[len(pts)-1])
			continue
		}
		l := pts[seg].Sub(pts[seg-1]).Len()
		t := 0.0
		if l > 0 {
			t = (want - done) / l
		}
		out = append(out, pts[seg-1].Lerp(pts[seg], min(max(t, 0), 1)))
	}
	return out, total
}

// Cubic returns n+1 points along the cubic Bézier curve from p0 to p3 with
// control points p1 and p2, from p0 to p3.
func Cubic(p0, p1, p2, p3 Point, n int) []Point {
	pts := make([]Point, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		pts = append(pts, p0.Scale(u*u*u).Add(p1.Scale(3*u*u*t)).Add(p2.Scale(3*u*t*t)).Add(p3.Scale(t*t*t)))
	}
	return pts
}
