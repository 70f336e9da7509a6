package codec

import (
	"encoding"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Writer writes JSON by hand, member by member, byte for byte as
// json.Marshal writes a struct by its fields' tags, into one buffer,
// without reflection and without a string made for each card, enum and
// number: for what a server writes after every action (a seat's view, the
// events). Each member is named by its field's tag ("turn",
// "turn,omitempty", "held,omitzero"; no tag for an element of an array),
// and the caller says which value of its field's type is empty. A game's
// writers are held to json.Marshal of its JSON forms by its tests.
//
// Failed is set when a value refuses itself (a set with bits past the
// cards, an enum without a name): the caller then writes with
// json.Marshal, which says why.
type Writer struct {
	B      []byte
	Failed bool
	n      int // the members written of the object being written
}

// Write appends the value fill writes (with no tag) to b; ok is false
// when a value refuses itself.
func Write(b []byte, fill func(w *Writer)) (_ []byte, ok bool) {
	w := Writer{B: b}
	fill(&w)
	return w.B, !w.Failed
}

// WriteObject appends the object whose members fill writes to b; ok is
// false when a member refuses itself.
func WriteObject(b []byte, fill func(w *Writer)) (_ []byte, ok bool) {
	return Write(b, func(w *Writer) { w.Obj("", func() { fill(w) }) })
}

// Key writes the name of the member tag names and reports whether to
// write its value: not when the tag says omitempty or omitzero and the
// value is empty. A writer of a value of its own calls it first.
func (w *Writer) Key(tag string, empty bool) bool {
	name := tag
	if i := strings.IndexByte(tag, ','); i >= 0 {
		if opt := tag[i+1:]; empty && (opt == "omitempty" || opt == "omitzero") {
			return false
		}
		name = tag[:i]
	}
	if w.n > 0 {
		w.B = append(w.B, ',')
	}
	w.n++
	w.B = append(append(append(w.B, '"'), name...), `":`...)
	return true
}

// Elem reports whether to write a value named by tag: as Key for a
// member, always for an element of an array (no tag).
func (w *Writer) Elem(tag string, empty bool) bool { return tag == "" || w.Key(tag, empty) }

// Num writes an int.
func (w *Writer) Num(tag string, n int) {
	if w.Elem(tag, n == 0) {
		w.B = strconv.AppendInt(w.B, int64(n), 10)
	}
}

// Flag writes a bool.
func (w *Writer) Flag(tag string, on bool) {
	if w.Elem(tag, !on) {
		w.B = strconv.AppendBool(w.B, on)
	}
}

// Str writes a string.
func (w *Writer) Str(tag string, s string) {
	if w.Elem(tag, s == "") {
		w.B = AppendString(w.B, s)
	}
}

// Raw writes JSON a value's MarshalJSON gave, as json.Marshal writes it.
// A member with none refuses itself, and so does JSON json.Marshal would
// not copy as it is: with space between its tokens, or a byte it escapes
// ('<', '>', '&', or any past ASCII: json.Marshal escapes U+2028 and
// U+2029).
func (w *Writer) Raw(tag string, data []byte) {
	if !w.Elem(tag, len(data) == 0) {
		return
	}
	in, esc := false, false
	for _, c := range data {
		switch {
		case c == '<' || c == '>' || c == '&' || c >= 0x80:
			w.Failed = true
		case esc:
			esc = false
		case in && c == '\\':
			esc = true
		case c == '"':
			in = !in
		case !in && (c == ' ' || c == '\n' || c == '\t' || c == '\r'):
			w.Failed = true
		}
	}
	w.Failed = w.Failed || len(data) == 0
	w.B = append(w.B, data...)
}

// Ints writes a list of ints (null for nil).
func (w *Writer) Ints(tag string, ns []int) {
	w.Array(tag, len(ns), ns == nil, func(i int) { w.B = strconv.AppendInt(w.B, int64(ns[i]), 10) })
}

// Seats writes the bits of a mask as the list of their numbers, lowest
// first, as json.Marshal writes that list (null for none).
func (w *Writer) Seats(tag string, mask uint8) {
	switch {
	case !w.Elem(tag, mask == 0):
	case mask == 0:
		w.B = append(w.B, "null"...)
	default:
		w.B = append(w.B, '[')
		for s := range 8 {
			if mask&(1<<s) != 0 {
				if w.B[len(w.B)-1] != '[' {
					w.B = append(w.B, ',')
				}
				w.B = strconv.AppendInt(w.B, int64(s), 10)
			}
		}
		w.B = append(w.B, ']')
	}
}

// Card writes a card's text ([cards.Card.MarshalText]) as a JSON string.
func (w *Writer) Card(tag string, c cards.Card) {
	if w.Elem(tag, false) {
		var err error
		w.B, err = c.AppendText(append(w.B, '"')) // no byte to escape
		w.B = append(w.B, '"')
		w.Failed = w.Failed || err != nil
	}
}

// Set writes a set's text ([cards.Set.MarshalText]) as a JSON string.
func (w *Writer) Set(tag string, s cards.Set) {
	if !w.Elem(tag, false) {
		return
	}
	w.Failed = w.Failed || s&^cards.FullSet != 0
	w.B = append(w.B, '"')
	for c := range (s & cards.FullSet).All() {
		if w.B[len(w.B)-1] != '"' {
			w.B = append(w.B, ' ')
		}
		w.B = append(w.B, c.String()...)
	}
	w.B = append(w.B, '"')
}

// Obj writes an object, its members written by fill.
func (w *Writer) Obj(tag string, fill func()) {
	if w.Elem(tag, false) {
		n := w.n
		w.B, w.n = append(w.B, '{'), 0
		fill()
		w.B, w.n = append(w.B, '}'), n
	}
}

// Name writes v's name in e as a JSON string, as e's Marshal does; a
// value without a name refuses itself.
func Name[T Integer](w *Writer, tag string, e *Enum[T], v T) {
	if w.Elem(tag, false) {
		s, ok := e.Name(v)
		w.Failed = w.Failed || !ok
		w.B = AppendString(w.B, s)
	}
}

// Array writes a JSON array of n elements, element i written by elem(i);
// null, as json.Marshal writes a nil slice, when null is true.
func (w *Writer) Array(tag string, n int, null bool, elem func(i int)) {
	switch {
	case !w.Elem(tag, n == 0):
	case null:
		w.B = append(w.B, "null"...)
	default:
		w.B = append(w.B, '[')
		for i := range n {
			if i > 0 {
				w.B = append(w.B, ',')
			}
			elem(i)
		}
		w.B = append(w.B, ']')
	}
}

// Text writes t's text as a JSON string, as json.Marshal writes a
// TextMarshaler: for the rare value no writer above writes.
func Text[T encoding.TextMarshaler](w *Writer, tag string, t T) {
	if w.Elem(tag, false) {
		s, err := t.MarshalText()
		w.Failed = w.Failed || err != nil
		w.B = AppendString(w.B, string(s))
	}
}
