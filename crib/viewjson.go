package crib

import (
	"github.com/pegboard/pegboard/cards"
)

// The view's JSON, the rules' and the board's, written by hand (see
// objectWriter): json.Marshal's bytes of their JSON forms (viewJSON,
// rulesJSON, boardJSON), written from the values themselves into one
// buffer.

// appendJSON appends the view's JSON to b, json.Marshal's of its saved
// form; ok false when a member refuses itself. v is checked.
func (v *View) appendJSON(b []byte) (_ []byte, ok bool) {
	return writeObject(b, func(o *objectWriter) {
		o.str("format", viewHead.Format)
		o.num("version", viewHead.Version)
		o.num("seat", v.Seat)
		o.rules("rules", &v.Rules)
		name(o, "phase", &phases, v.Phase)
		o.num("dealer", v.Dealer)
		o.num("deal", v.Deal)
		name(o, "next", &steps, v.Next)
		o.num("turn", v.Turn)
		o.set("hand", v.Hand)
		o.set("kept", v.Kept)
		o.set("away", v.Away)
		o.ints("held", v.Held[:v.Rules.Layout.Seats])
		o.seats("out,omitempty", v.Out)
		o.seats("folded,omitempty", v.Folded)
		o.set("crib", v.Crib)
		o.num("crib_size", v.CribSize)
		o.card("starter", v.Starter)
		if p := &v.play; p.seats > 0 {
			o.obj("play", func() { p.writeSeen(o) })
		}
		o.board("board", &v.Board)
		o.num("winner", v.Winner)
		o.num("pending", v.Pending)
		eventArray(o, "offers,omitempty", v.Offers)
		eventArray(o, "owed,omitempty", v.Owed)
	})
}

// jsonSize is at least about the length of the view's JSON (of random
// games' views, at most 572 bytes but the cards laid, the seats, the
// points offered and owed), to make its buffer once.
func (v *View) jsonSize() int {
	return 600 + 28*int(v.play.nlaid) + 24*v.Rules.Layout.Seats + 160*(len(v.Offers)+len(v.Owed))
}

// eventArray writes the events' JSON, each an object of the union's.
func eventArray[E Event](o *objectWriter, tag string, es []E) {
	array(o, tag, es, func(e E) {
		var err error
		o.b, err = appendEvent(o.b, e)
		o.failed = o.failed || err != nil
	})
}

// writeSeen writes a view's play, its playJSON (whose hands are not
// shown).
func (p *PlayState) writeSeen(o *objectWriter) {
	o.num("seats", int(p.seats))
	o.num("turn,omitempty", int(p.turn))
	o.num("count,omitempty", int(p.count))
	o.num("pile,omitempty", int(p.npile))
	o.seats("gone,omitempty", p.gone)
	i := 0
	array(o, "laid,omitempty", p.laid[:max(p.nlaid, 0)], func(c cards.Card) {
		o.obj("", func() {
			o.num("seat", int(p.by[i]))
			o.card("card", c)
		})
		i++
	})
}

// rules writes r's JSON, Rules.MarshalJSON's (json.Marshal's of its
// rulesJSON); r is checked. A pegger of another kind than the two-peg
// board writes its own JSON, compacted; one with a byte json.Marshal would
// escape refuses itself (then json.Marshal writes it).
func (o *objectWriter) rules(tag string, r *Rules) {
	o.obj(tag, func() {
		o.layout("layout", r.Layout)
		o.num("game_hole,omitempty", r.GameHole)
		o.num("skunk_below,omitempty", r.SkunkBelow)
		o.num("double_skunk_below,omitempty", r.DoubleSkunkBelow)
		o.num("triple_skunk_below,omitempty", r.TripleSkunkBelow)
		o.flag("claimed,omitempty", r.Claimed)
		o.flag("muggins,omitempty", r.Muggins)
		o.flag("claim_penalties,omitempty", r.ClaimPenalties)
		o.flag("declinable,omitempty", r.Declinable)
		o.num("no_heels_within,omitempty", r.NoHeelsWithin)
		o.num("no_heels_at,omitempty", r.NoHeelsAt)
		if m := r.Match; m != (MatchRules{}) {
			o.obj("match", func() {
				o.num("win,omitempty", m.Win)
				o.num("skunk,omitempty", m.Skunk)
				o.num("double_skunk,omitempty", m.DoubleSkunk)
				o.num("triple_skunk,omitempty", m.TripleSkunk)
				o.num("games_to_win,omitempty", m.GamesToWin)
			})
		}
		switch p := r.Pegger.(type) {
		case nil:
		case TwoPegBoard:
			o.key("pegger", false)
			o.b = append(o.b, twoPegJSON...)
		default:
			data, err := marshalPegger(p) // compact
			for _, c := range data {
				o.failed = o.failed || c == '<' || c == '>' || c == '&' || c >= 0x80
			}
			o.failed = o.failed || err != nil
			o.raw("pegger,omitempty", data)
		}
	})
}

// layout writes l's text, Layout.MarshalText's, as a JSON string.
func (o *objectWriter) layout(tag string, l Layout) {
	if l == (Layout{}) {
		o.str(tag, "")
		return
	}
	for name, standard := range layoutNames {
		if standard() == l {
			o.str(tag, name)
			return
		}
	}
	text(o, tag, l)
}
