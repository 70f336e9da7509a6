package crib

import (
	"encoding"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The view's JSON written by hand: the bytes json.Marshal writes of its
// viewJSON (TestViewAppendIsMarshal checks it on views of every kind of
// game), without reflection and without json.Marshal's second pass over
// the rules and the board, which are json.Marshal's output already. A
// server writes a view for every seat after every action.

// objectWriter writes a JSON object's members in order, byte for byte as
// json.Marshal writes them, each named by its field's tag ("turn",
// "turn,omitempty"); failed is set when a member refuses itself (then
// json.Marshal says why).
type objectWriter struct {
	b      []byte
	n      int // the members written
	failed bool
}

// key writes the name of the member tag names and reports whether to
// write its value: not when the tag says omitempty and it is empty.
func (o *objectWriter) key(tag string, empty bool) bool {
	name, omit := strings.CutSuffix(tag, ",omitempty")
	if omit && empty {
		return false
	}
	if o.n > 0 {
		o.b = append(o.b, ',')
	}
	o.n++
	o.b = append(append(append(o.b, '"'), name...), `":`...)
	return true
}

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

// set writes s's text (Set.MarshalText's) as a JSON string.
func (o *objectWriter) set(tag string, s cards.Set) {
	o.key(tag, false)
	o.failed = o.failed || s&^cards.FullSet != 0
	o.b = append(o.b, '"')
	var buf [52]cards.Card
	for i, c := range s.AppendTo(buf[:0]) {
		if i > 0 {
			o.b = append(o.b, ' ')
		}
		o.b = append(o.b, c.String()...) // a standard card's: no byte to escape
	}
	o.b = append(o.b, '"')
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
	if tag == "" || o.key(tag, false) {
		n := o.n
		o.b, o.n = append(o.b, '{'), 0
		fill()
		o.b, o.n = append(o.b, '}'), n
	}
}

// text writes t's text as a JSON string, as json.Marshal writes a
// TextMarshaler (with no tag, an element of an array).
func text[T encoding.TextMarshaler](o *objectWriter, tag string, t T) {
	if tag == "" || o.key(tag, false) {
		s, err := t.MarshalText()
		o.failed = o.failed || err != nil
		o.b = codec.AppendString(o.b, string(s))
	}
}

// appendJSON appends j's JSON to b; ok false when a member refuses
// itself.
func (j *viewJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	o := &objectWriter{b: b}
	o.obj("", func() {
		o.key("format", false)
		o.b = codec.AppendString(o.b, j.Format)
		o.num("version", j.Version)
		o.num("seat", j.Seat)
		o.raw("rules", j.Rules) // Rules.MarshalJSON: json.Marshal's
		text(o, "phase", j.Phase)
		o.num("dealer", j.Dealer)
		o.num("deal", j.Deal)
		text(o, "next", j.Next)
		o.num("turn", j.Turn)
		o.set("hand", j.Hand)
		o.set("kept", j.Kept)
		o.set("away", j.Away)
		o.ints("held", j.Held)
		o.ints("out,omitempty", j.Out)
		o.ints("folded,omitempty", j.Folded)
		o.set("crib", j.Crib)
		o.num("crib_size", j.CribSize)
		text(o, "starter", j.Starter)
		if j.Play != nil {
			o.obj("play", func() { j.Play.appendJSON(o) })
		}
		var board []byte // none refuses itself, as json.Marshal writes null
		var err error
		if j.Board != nil {
			board, err = j.Board.MarshalJSON() // json.Marshal's
		}
		o.failed = o.failed || err != nil
		o.raw("board", board)
		o.num("winner", j.Winner)
		o.num("pending", j.Pending)
		eventArray(o, "offers,omitempty", j.Offers)
		eventArray(o, "owed,omitempty", j.Owed)
	})
	return o.b, !o.failed
}

// eventArray writes the events' JSON (each json.Marshal's, through the
// union).
func eventArray[E Event](o *objectWriter, tag string, es []asEvent[E]) {
	array(o, tag, es, func(e asEvent[E]) {
		data, err := e.MarshalJSON()
		o.failed = o.failed || err != nil
		o.b = append(o.b, data...)
	})
}

// appendJSON writes a view's play (whose hands are not shown).
func (p *playJSON) appendJSON(o *objectWriter) {
	o.failed = o.failed || p.Hands != nil
	o.num("seats", p.Seats)
	o.num("turn,omitempty", p.Turn)
	o.num("count,omitempty", p.Count)
	o.num("pile,omitempty", p.Pile)
	o.ints("gone,omitempty", p.Gone)
	array(o, "laid,omitempty", p.Laid, func(l laidJSON) {
		o.obj("", func() {
			o.num("seat", l.Seat)
			text(o, "card", l.Card)
		})
	})
}

// appendJSON appends the rules' JSON, json.Marshal's of v; ok false when
// a member refuses itself or the pegger's JSON has a byte json.Marshal
// would escape (then json.Marshal writes it).
func (v *rulesJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	o := &objectWriter{b: b}
	o.obj("", func() {
		text(o, "layout", v.Layout)
		o.num("game_hole,omitempty", v.GameHole)
		o.num("skunk_below,omitempty", v.SkunkBelow)
		o.num("double_skunk_below,omitempty", v.DoubleSkunkBelow)
		o.num("triple_skunk_below,omitempty", v.TripleSkunkBelow)
		o.flag("claimed,omitempty", v.Claimed)
		o.flag("muggins,omitempty", v.Muggins)
		o.flag("claim_penalties,omitempty", v.ClaimPenalties)
		o.flag("declinable,omitempty", v.Declinable)
		o.num("no_heels_within,omitempty", v.NoHeelsWithin)
		o.num("no_heels_at,omitempty", v.NoHeelsAt)
		if m := v.Match; m != (MatchRules{}) {
			o.obj("match", func() {
				o.num("win,omitempty", m.Win)
				o.num("skunk,omitempty", m.Skunk)
				o.num("double_skunk,omitempty", m.DoubleSkunk)
				o.num("triple_skunk,omitempty", m.TripleSkunk)
				o.num("games_to_win,omitempty", m.GamesToWin)
			})
		}
		for _, c := range v.Pegger {
			o.failed = o.failed || c == '<' || c == '>' || c == '&' || c >= 0x80
		}
		o.raw("pegger,omitempty", v.Pegger) // compact already (marshalPegger)
	})
	return o.b, !o.failed
}

// appendJSON appends the board's JSON, json.Marshal's of v.
func (v *boardJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	o := &objectWriter{b: b}
	o.obj("", func() {
		o.num("sides", v.Sides)
		o.num("game_hole", v.GameHole)
		array(o, "pegs", v.Pegs, func(p Pegs) { text(o, "", p) })
		o.ints("games", v.Games)
	})
	return o.b, !o.failed
}
