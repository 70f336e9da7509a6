package crib

import (
	"github.com/pegboard/pegboard/internal/codec"
)

// The view's JSON, the rules' and the board's, written by hand (see
// jsonwriter.go): json.Marshal's bytes of their JSON forms (viewJSON,
// rulesJSON, boardJSON), written from the values themselves into one
// buffer.

// appendJSON appends the view's JSON to b, json.Marshal's of its saved
// form; ok false when a member refuses itself. v is checked.
func (v *View) appendJSON(b []byte) (_ []byte, ok bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Str("format", viewHead.Format)
		w.Num("version", viewHead.Version)
		w.Num("seat", v.Seat)
		writeRules(w, "rules", &v.Rules)
		codec.Name(w, "phase", &phases, v.Phase)
		w.Num("dealer", v.Dealer)
		w.Num("deal", v.Deal)
		codec.Name(w, "next", &steps, v.Next)
		w.Num("turn", v.Turn)
		w.Set("hand", v.Hand)
		w.Set("kept", v.Kept)
		w.Set("away", v.Away)
		w.Ints("held", v.Held[:v.Rules.Layout.Seats])
		w.Seats("out,omitempty", v.Out)
		w.Seats("folded,omitempty", v.Folded)
		w.Set("crib", v.Crib)
		w.Num("crib_size", v.CribSize)
		w.Card("starter", v.Starter)
		if p := &v.play; p.seats > 0 {
			w.Obj("play", func() { p.writeSeen(w) })
		}
		writeBoard(w, "board", &v.Board)
		w.Num("winner", v.Winner)
		w.Num("pending", v.Pending)
		eventArray(w, "offers,omitempty", v.Offers)
		eventArray(w, "owed,omitempty", v.Owed)
	})
}

// jsonSize is at least about the length of the view's JSON (of random
// games' views, at most 572 bytes but the cards laid, the seats, the
// points offered and owed), to make its buffer once.
func (v *View) jsonSize() int {
	return 600 + 28*int(v.play.nlaid) + 24*v.Rules.Layout.Seats + 160*(len(v.Offers)+len(v.Owed))
}

// eventArray writes the events' JSON, each an object of the union's.
func eventArray[E Event](w *codec.Writer, tag string, es []E) {
	w.Array(tag, len(es), es == nil, func(i int) {
		var err error
		w.B, err = appendEvent(w.B, es[i])
		w.Failed = w.Failed || err != nil
	})
}

// writeSeen writes a view's play, its playJSON (whose hands are not
// shown).
func (p *PlayState) writeSeen(w *codec.Writer) {
	w.Num("seats", int(p.seats))
	w.Num("turn,omitempty", int(p.turn))
	w.Num("count,omitempty", int(p.count))
	w.Num("pile,omitempty", int(p.npile))
	w.Seats("gone,omitempty", p.gone)
	w.Array("laid,omitempty", int(max(p.nlaid, 0)), false, func(i int) {
		w.Obj("", func() {
			w.Num("seat", int(p.by[i]))
			w.Card("card", p.laid[i])
		})
	})
}

// writeRules writes r's JSON, Rules.MarshalJSON's (json.Marshal's of its
// rulesJSON); r is checked. A pegger of another kind than the two-peg
// board writes its own JSON, compacted; one with a byte json.Marshal would
// escape refuses itself (then json.Marshal writes it).
func writeRules(w *codec.Writer, tag string, r *Rules) {
	w.Obj(tag, func() {
		writeLayout(w, "layout", r.Layout)
		w.Num("game_hole,omitempty", r.GameHole)
		w.Num("skunk_below,omitempty", r.SkunkBelow)
		w.Num("double_skunk_below,omitempty", r.DoubleSkunkBelow)
		w.Num("triple_skunk_below,omitempty", r.TripleSkunkBelow)
		w.Flag("claimed,omitempty", r.Claimed)
		w.Flag("muggins,omitempty", r.Muggins)
		w.Flag("claim_penalties,omitempty", r.ClaimPenalties)
		w.Flag("declinable,omitempty", r.Declinable)
		w.Num("no_heels_within,omitempty", r.NoHeelsWithin)
		w.Num("no_heels_at,omitempty", r.NoHeelsAt)
		if m := r.Match; m != (MatchRules{}) {
			w.Obj("match", func() {
				w.Num("win,omitempty", m.Win)
				w.Num("skunk,omitempty", m.Skunk)
				w.Num("double_skunk,omitempty", m.DoubleSkunk)
				w.Num("triple_skunk,omitempty", m.TripleSkunk)
				w.Num("games_to_win,omitempty", m.GamesToWin)
			})
		}
		switch p := r.Pegger.(type) {
		case nil:
		case TwoPegBoard:
			w.Key("pegger", false)
			w.B = append(w.B, twoPegJSON...)
		default:
			data, err := marshalPegger(p) // compact
			w.Failed = w.Failed || err != nil
			w.Raw("pegger,omitempty", data)
		}
	})
}

// layout writes l's text, Layout.MarshalText's, as a JSON string.
func writeLayout(w *codec.Writer, tag string, l Layout) {
	if l == (Layout{}) {
		w.Str(tag, "")
		return
	}
	for name, standard := range layoutNames {
		if standard() == l {
			w.Str(tag, name)
			return
		}
	}
	codec.Text(w, tag, l)
}
