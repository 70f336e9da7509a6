package crib

import (
	"encoding"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// JSON written by hand: the bytes json.Marshal writes of the package's
// JSON forms (a view, the rules, a board, each event), into one buffer,
// without reflection and without a string made for each card, enum and
// peg. A server writes a view for every seat, and the events, after every
// action. The tests hold every writer to json.Marshal's bytes, on values
// of every kind of game and on values no game makes
// (TestViewAppendIsMarshal, TestEventAppendIsMarshal).

// objectWriter writes a JSON object's members in order, byte for byte as
// json.Marshal writes them, each named by its field's tag ("turn",
// "turn,omitempty", "held,omitzero"); failed is set when a member refuses
// itself (then json.Marshal says why).
type objectWriter struct {
	b      []byte
	n      int // the members written
	failed bool
}

// write appends the value fill writes (with no tag) to b; ok false when
// it refuses itself.
func write(b []byte, fill func(o *objectWriter)) (_ []byte, ok bool) {
	o := objectWriter{b: b}
	fill(&o)
	return o.b, !o.failed
}

// writeObject appends the object whose members fill writes to b; ok
// false when a member refuses itself.
func writeObject(b []byte, fill func(o *objectWriter)) (_ []byte, ok bool) {
	return write(b, func(o *objectWriter) { o.obj("", func() { fill(o) }) })
}

// key writes the name of the member tag names and reports whether to
// write its value: not when the tag says omitempty or omitzero and it is
// empty (the caller says which empty its field's type has).
func (o *objectWriter) key(tag string, empty bool) bool {
	name := tag
	if i := strings.IndexByte(tag, ','); i >= 0 {
		if opt := tag[i+1:]; empty && (opt == "omitempty" || opt == "omitzero") {
			return false
		}
		name = tag[:i]
	}
	if o.n > 0 {
		o.b = append(o.b, ',')
	}
	o.n++
	o.b = append(append(append(o.b, '"'), name...), `":`...)
	return true
}

// elem reports whether to write a value named by tag: a member, or (with
// no tag) an element of an array.
func (o *objectWriter) elem(tag string, empty bool) bool { return tag == "" || o.key(tag, empty) }

func (o *objectWriter) num(tag string, n int) {
	if o.key(tag, n == 0) {
		o.b = strconv.AppendInt(o.b, int64(n), 10)
	}
}

func (o *objectWriter) flag(tag string, on bool) {
	if o.key(tag, !on) {
		o.b = strconv.AppendBool(o.b, on)
	}
}

func (o *objectWriter) str(tag string, s string) {
	if o.key(tag, s == "") {
		o.b = codec.AppendString(o.b, s)
	}
}

// raw writes JSON that is json.Marshal's already.
func (o *objectWriter) raw(tag string, data []byte) {
	if o.key(tag, len(data) == 0) {
		o.failed = o.failed || len(data) == 0
		o.b = append(o.b, data...)
	}
}

func (o *objectWriter) ints(tag string, ns []int) {
	array(o, tag, ns, func(n int) { o.b = strconv.AppendInt(o.b, int64(n), 10) })
}

// seats writes the seats of a bit mask as a list of numbers, as
// json.Marshal writes seatList's (null for none).
func (o *objectWriter) seats(tag string, mask uint8) {
	switch {
	case !o.key(tag, mask == 0):
	case mask == 0:
		o.b = append(o.b, "null"...)
	default:
		o.b = append(o.b, '[')
		for s := range 8 {
			if mask&(1<<s) != 0 {
				if o.b[len(o.b)-1] != '[' {
					o.b = append(o.b, ',')
				}
				o.b = strconv.AppendInt(o.b, int64(s), 10)
			}
		}
		o.b = append(o.b, ']')
	}
}

// cardText is each standard card's text, Card.String's, made once:
// Card.String makes a new string each time.
var cardText = func() (t [cards.Joker]string) {
	for c := range cards.FullSet.All() {
		t[c] = c.String()
	}
	return t
}()

// appendCard appends c's text, Card.AppendText's.
func appendCard(b []byte, c cards.Card) ([]byte, error) {
	if c.IsStandard() {
		return append(b, cardText[c]...), nil
	}
	return c.AppendText(b)
}

// card writes c's text as a JSON string (with no tag, an element of an
// array).
func (o *objectWriter) card(tag string, c cards.Card) {
	if o.elem(tag, false) {
		var err error
		o.b, err = appendCard(append(o.b, '"'), c) // no byte to escape
		o.b = append(o.b, '"')
		o.failed = o.failed || err != nil
	}
}

// set writes s's text (Set.MarshalText's) as a JSON string (with no tag,
// an element of an array).
func (o *objectWriter) set(tag string, s cards.Set) {
	if !o.elem(tag, false) {
		return
	}
	o.failed = o.failed || s&^cards.FullSet != 0
	o.b = append(o.b, '"')
	for c := range (s & cards.FullSet).All() {
		if o.b[len(o.b)-1] != '"' {
			o.b = append(o.b, ' ')
		}
		o.b = append(o.b, cardText[c]...)
	}
	o.b = append(o.b, '"')
}

// name writes v's name in e as a JSON string, as its MarshalText does.
func name[T codec.Integer](o *objectWriter, tag string, e *codec.Enum[T], v T) {
	if o.key(tag, false) {
		s, ok := e.Name(v)
		o.failed = o.failed || !ok
		o.b = codec.AppendString(o.b, s)
	}
}

// pegs writes p's text, Pegs.MarshalText's, as a JSON string (with no
// tag, an element of an array).
func (o *objectWriter) pegs(tag string, p Pegs) {
	if o.elem(tag, p == Pegs{}) {
		o.failed = o.failed || max(p.Front, p.Rear) > codec.MaxNumber || min(p.Front, p.Rear) < -codec.MaxNumber
		o.b = strconv.AppendInt(append(o.b, '"'), int64(p.Front), 10)
		o.b = strconv.AppendInt(append(o.b, '/'), int64(p.Rear), 10)
		o.b = append(o.b, '"')
	}
}

// board writes b's JSON, Board.MarshalJSON's; a board no game shows
// refuses itself.
func (o *objectWriter) board(tag string, b *Board) {
	o.failed = o.failed || b.check() != nil
	if o.failed {
		return
	}
	o.obj(tag, func() {
		o.num("sides", b.Sides)
		o.num("game_hole", b.GameHole)
		array(o, "pegs", b.Pegs[:b.Sides], func(p Pegs) { o.pegs("", p) })
		o.ints("games", b.Games[:b.Sides])
	})
}

// playScore writes p's JSON, PlayScore.MarshalJSON's; a score no card
// makes refuses itself (as score's check says).
func (o *objectWriter) playScore(tag string, p score.PlayScore) {
	if !o.key(tag, p == score.PlayScore{}) {
		return
	}
	o.failed = o.failed || p.Count < 0 || p.Count > 31 || p.Fifteen != (p.Count == 15) || p.ThirtyOne != (p.Count == 31) ||
		p.Pair != 0 && (p.Pair < 2 || p.Pair > 4) || p.Run != 0 && (p.Run < 3 || p.Run > 7) ||
		p.Count == 0 && p != score.PlayScore{}
	o.obj("", func() {
		o.num("count", p.Count)
		o.flag("fifteen,omitempty", p.Fifteen)
		o.flag("thirty_one,omitempty", p.ThirtyOne)
		o.num("pair,omitempty", p.Pair)
		o.num("run,omitempty", p.Run)
	})
}

// array writes a JSON array of xs, each by elem (null for nil, as
// json.Marshal writes it).
func array[T any](o *objectWriter, tag string, xs []T, elem func(x T)) {
	switch {
	case !o.key(tag, len(xs) == 0):
	case xs == nil:
		o.b = append(o.b, "null"...)
	default:
		o.b = append(o.b, '[')
		for i, x := range xs {
			if i > 0 {
				o.b = append(o.b, ',')
			}
			elem(x)
		}
		o.b = append(o.b, ']')
	}
}

// obj writes an object, its members by fill (with no tag, an element of an
// array).
func (o *objectWriter) obj(tag string, fill func()) {
	if o.elem(tag, false) {
		n := o.n
		o.b, o.n = append(o.b, '{'), 0
		fill()
		o.b, o.n = append(o.b, '}'), n
	}
}

// text writes t's text as a JSON string, as json.Marshal writes a
// TextMarshaler (with no tag, an element of an array); for the rare
// value no writer above writes.
func text[T encoding.TextMarshaler](o *objectWriter, tag string, t T) {
	if o.elem(tag, false) {
		s, err := t.MarshalText()
		o.failed = o.failed || err != nil
		o.b = codec.AppendString(o.b, string(s))
	}
}
