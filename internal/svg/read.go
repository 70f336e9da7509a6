package svg

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Element is one element of a picture read back by [Read]: its name, its
// attributes and the text directly inside it.
type Element struct {
	Name string
	Attr map[string]string
	Text string
}

// Float returns the attribute name as a number, and whether it is one.
func (e Element) Float(name string) (float64, bool) {
	v, ok := e.Attr[name]
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(v, 64)
	return f, err == nil
}

// Int returns the attribute name as a whole number, or missing when the
// element has no such attribute; one that is no whole number is an error.
func (e Element) Int(name string, missing int) (int, error) {
	v, ok := e.Attr[name]
	if !ok {
		return missing, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("svg: %s=%q on %v is not a whole number", name, v, e.Attr)
	}
	return n, nil
}

// Centre returns a circle's centre (cx, cy), and whether it has one.
func (e Element) Centre() (Point, bool) {
	x, okx := e.Float("cx")
	y, oky := e.Float("cy")
	return Point{x, y}, okx && oky
}

// Picture is a picture read back: its viewBox and its elements in document
// order (the root svg element first).
type Picture struct {
	ViewBox  [4]float64
	Elements []Element
}

// Class returns the elements whose class attribute lists class.
func (p Picture) Class(class string) []Element {
	var es []Element
	for _, e := range p.Elements {
		if hasWord(e.Attr["class"], class) {
			es = append(es, e)
		}
	}
	return es
}

func hasWord(list, w string) bool {
	for _, f := range strings.Fields(list) {
		if f == w {
			return true
		}
	}
	return false
}

// Read reads a picture back, for tests and for programs that check one: it
// must be well-formed XML whose root is an svg element with a viewBox of
// four numbers and a positive size, and no circle may lie outside the
// viewBox.
func Read(data []byte) (Picture, error) {
	var p Picture
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	depth := 0
	var stack []int // indexes into p.Elements of the open elements
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return p, fmt.Errorf("svg: not well-formed: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if depth == 0 && len(p.Elements) > 0 {
				return p, errors.New("svg: more than one root element")
			}
			e := Element{Name: t.Name.Local, Attr: map[string]string{}}
			for _, a := range t.Attr {
				name := a.Name.Local
				if a.Name.Space != "" && a.Name.Space != "xmlns" {
					name = a.Name.Space + ":" + name
				}
				if _, dup := e.Attr[name]; dup {
					return p, fmt.Errorf("svg: attribute %s twice on %s", name, e.Name)
				}
				e.Attr[name] = a.Value
			}
			stack = append(stack, len(p.Elements))
			p.Elements = append(p.Elements, e)
			depth++
		case xml.EndElement:
			depth--
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				p.Elements[stack[len(stack)-1]].Text += string(t)
			}
		}
	}
	if len(p.Elements) == 0 || p.Elements[0].Name != "svg" {
		return p, errors.New("svg: the root element is not svg")
	}
	vb := strings.Fields(p.Elements[0].Attr["viewBox"])
	if len(vb) != 4 {
		return p, fmt.Errorf("svg: viewBox %q", p.Elements[0].Attr["viewBox"])
	}
	for i, f := range vb {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return p, fmt.Errorf("svg: viewBox %q", p.Elements[0].Attr["viewBox"])
		}
		p.ViewBox[i] = v
	}
	if p.ViewBox[2] <= 0 || p.ViewBox[3] <= 0 {
		return p, fmt.Errorf("svg: viewBox %q has no area", p.Elements[0].Attr["viewBox"])
	}
	for _, e := range p.Elements {
		if e.Name != "circle" {
			continue
		}
		c, ok := e.Centre()
		r, okr := e.Float("r")
		if !ok || !okr {
			return p, fmt.Errorf("svg: circle without a centre and radius: %v", e.Attr)
		}
		if c.X-r < p.ViewBox[0] || c.Y-r < p.ViewBox[1] || c.X+r > p.ViewBox[0]+p.ViewBox[2] || c.Y+r > p.ViewBox[1]+p.ViewBox[3] {
			return p, fmt.Errorf("svg: circle at %v radius %v outside the viewBox", c, r)
		}
	}
	return p, nil
}
