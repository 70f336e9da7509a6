package crib

import (
	"encoding"
	"strconv"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The view's JSON written by hand: the bytes json.Marshal writes of its
// viewJSON (TestViewAppendIsMarshal checks it on views of every kind of
// game), without reflection and without json.Marshal's second pass over
// the rules and the board, which are json.Marshal's output already. A
// server writes a view for every seat after every action.

// appendJSON appends j's JSON to b; ok false when a member refuses
// itself (then json.Marshal says why).
func (j *viewJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	b = append(b, `{"format":`...)
	b = codec.AppendString(b, j.Format)
	b = append(b, `,"version":`...)
	b = strconv.AppendInt(b, int64(j.Version), 10)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(j.Seat), 10)
	b = append(b, `,"rules":`...)
	if j.Rules == nil {
		return b, false
	}
	b = append(b, j.Rules...) // Rules.MarshalJSON: json.Marshal's
	if b, ok = appendText(b, `,"phase":`, j.Phase); !ok {
		return b, false
	}
	b = append(b, `,"dealer":`...)
	b = strconv.AppendInt(b, int64(j.Dealer), 10)
	b = append(b, `,"deal":`...)
	b = strconv.AppendInt(b, int64(j.Deal), 10)
	if b, ok = appendText(b, `,"next":`, j.Next); !ok {
		return b, false
	}
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(j.Turn), 10)
	for _, f := range [...]struct {
		name string
		s    cards.Set
	}{{`,"hand":`, j.Hand}, {`,"kept":`, j.Kept}, {`,"away":`, j.Away}} {
		if b, ok = appendSet(b, f.name, f.s); !ok {
			return b, false
		}
	}
	if j.Held == nil {
		return b, false
	}
	b = appendInts(append(b, `,"held":`...), j.Held)
	if len(j.Out) > 0 {
		b = appendInts(append(b, `,"out":`...), j.Out)
	}
	if len(j.Folded) > 0 {
		b = appendInts(append(b, `,"folded":`...), j.Folded)
	}
	if b, ok = appendSet(b, `,"crib":`, j.Crib); !ok {
		return b, false
	}
	b = append(b, `,"crib_size":`...)
	b = strconv.AppendInt(b, int64(j.CribSize), 10)
	if b, ok = appendText(b, `,"starter":`, j.Starter); !ok {
		return b, false
	}
	if p := j.Play; p != nil {
		if p.Hands != nil {
			return b, false
		}
		b = append(b, `,"play":{"seats":`...)
		b = strconv.AppendInt(b, int64(p.Seats), 10)
		for _, f := range []struct {
			name string
			n    int
		}{{`,"turn":`, p.Turn}, {`,"count":`, p.Count}, {`,"pile":`, p.Pile}} {
			if f.n != 0 {
				b = strconv.AppendInt(append(b, f.name...), int64(f.n), 10)
			}
		}
		if len(p.Gone) > 0 {
			b = appendInts(append(b, `,"gone":`...), p.Gone)
		}
		if len(p.Laid) > 0 {
			b = append(b, `,"laid":[`...)
			for i, l := range p.Laid {
				if i > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(append(b, `{"seat":`...), int64(l.Seat), 10)
				if b, ok = appendText(b, `,"card":`, l.Card); !ok {
					return b, false
				}
				b = append(b, '}')
			}
			b = append(b, ']')
		}
		b = append(b, '}')
	}
	if j.Board == nil {
		return b, false
	}
	board, err := j.Board.MarshalJSON() // json.Marshal's
	if err != nil {
		return b, false
	}
	b = append(append(b, `,"board":`...), board...)
	b = append(b, `,"winner":`...)
	b = strconv.AppendInt(b, int64(j.Winner), 10)
	b = append(b, `,"pending":`...)
	b = strconv.AppendInt(b, int64(j.Pending), 10)
	if b, ok = appendEvents(b, `,"offers":`, j.Offers); !ok {
		return b, false
	}
	if b, ok = appendEvents(b, `,"owed":`, j.Owed); !ok {
		return b, false
	}
	return append(b, '}'), true
}

// appendEvents appends the member name and the events' JSON (each
// json.Marshal's, through the union), none when there are none.
func appendEvents[E Event](b []byte, name string, es []asEvent[E]) ([]byte, bool) {
	if len(es) == 0 {
		return b, true
	}
	b = append(b, name...)
	for i, e := range es {
		data, err := e.MarshalJSON()
		if err != nil {
			return b, false
		}
		if i == 0 {
			b = append(b, '[')
		} else {
			b = append(b, ',')
		}
		b = append(b, data...)
	}
	return append(b, ']'), true
}

// appendSet appends the member name and s's text (Set.MarshalText's) as
// a JSON string.
func appendSet(b []byte, name string, s cards.Set) ([]byte, bool) {
	if s&^cards.FullSet != 0 {
		return b, false
	}
	b = append(append(b, name...), '"')
	var buf [52]cards.Card
	for i, c := range s.AppendTo(buf[:0]) {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, c.String()...) // a standard card's: no byte to escape
	}
	return append(b, '"'), true
}

// appendText appends the member name and t's text as a JSON string.
func appendText[T encoding.TextMarshaler](b []byte, name string, t T) ([]byte, bool) {
	text, err := t.MarshalText()
	if err != nil {
		return b, false
	}
	return codec.AppendString(append(b, name...), string(text)), true
}

// appendInts appends a JSON array of ns.
func appendInts(b []byte, ns []int) []byte {
	b = append(b, '[')
	for i, n := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

// appendJSON appends the rules' JSON, json.Marshal's of v; ok false when
// a member refuses itself or the pegger's JSON has a byte json.Marshal
// would escape (then json.Marshal writes it).
func (v *rulesJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	if b, ok = appendText(append(b, '{'), `"layout":`, v.Layout); !ok {
		return b, false
	}
	for _, f := range []struct {
		name string
		n    int
	}{{`,"game_hole":`, v.GameHole}, {`,"skunk_below":`, v.SkunkBelow}, {`,"double_skunk_below":`, v.DoubleSkunkBelow},
		{`,"triple_skunk_below":`, v.TripleSkunkBelow}} {
		if f.n != 0 {
			b = strconv.AppendInt(append(b, f.name...), int64(f.n), 10)
		}
	}
	for _, f := range []struct {
		name string
		on   bool
	}{{`,"claimed":true`, v.Claimed}, {`,"muggins":true`, v.Muggins}, {`,"claim_penalties":true`, v.ClaimPenalties},
		{`,"declinable":true`, v.Declinable}} {
		if f.on {
			b = append(b, f.name...)
		}
	}
	for _, f := range []struct {
		name string
		n    int
	}{{`,"no_heels_within":`, v.NoHeelsWithin}, {`,"no_heels_at":`, v.NoHeelsAt}} {
		if f.n != 0 {
			b = strconv.AppendInt(append(b, f.name...), int64(f.n), 10)
		}
	}
	if m := v.Match; m != (MatchRules{}) {
		b = append(b, `,"match":{`...)
		first := true
		for _, f := range []struct {
			name string
			n    int
		}{{`"win":`, m.Win}, {`"skunk":`, m.Skunk}, {`"double_skunk":`, m.DoubleSkunk}, {`"triple_skunk":`, m.TripleSkunk},
			{`"games_to_win":`, m.GamesToWin}} {
			if f.n != 0 {
				if !first {
					b = append(b, ',')
				}
				first = false
				b = strconv.AppendInt(append(b, f.name...), int64(f.n), 10)
			}
		}
		b = append(b, '}')
	}
	if len(v.Pegger) > 0 {
		if string(v.Pegger) != twoPegJSON {
			for _, c := range v.Pegger {
				if c == '<' || c == '>' || c == '&' || c >= 0x80 {
					return b, false
				}
			}
		}
		b = append(append(b, `,"pegger":`...), v.Pegger...) // compact already (marshalPegger)
	}
	return append(b, '}'), true
}

// appendJSON appends the board's JSON, json.Marshal's of v.
func (v *boardJSON) appendJSON(b []byte) (_ []byte, ok bool) {
	b = strconv.AppendInt(append(b, `{"sides":`...), int64(v.Sides), 10)
	b = strconv.AppendInt(append(b, `,"game_hole":`...), int64(v.GameHole), 10)
	if v.Pegs == nil || v.Games == nil {
		return b, false
	}
	b = append(b, `,"pegs":[`...)
	for i, p := range v.Pegs {
		if i > 0 {
			b = append(b, ',')
		}
		if b, ok = appendText(b, "", p); !ok {
			return b, false
		}
	}
	b = appendInts(append(b, `],"games":`...), v.Games)
	return append(b, '}'), true
}
