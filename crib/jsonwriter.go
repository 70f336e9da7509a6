package crib

import (
	"strconv"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// JSON written by hand with codec.Writer: the bytes json.Marshal writes
// of the package's JSON forms (a view, the rules, a board, each event),
// into one buffer, without reflection. A server writes a view for every
// seat, and the events, after every action. The tests hold every writer
// to json.Marshal's bytes, on values of every kind of game and on values
// no game makes (TestViewAppendIsMarshal, TestEventAppendIsMarshal). This
// file holds the writers of crib's own values; viewjson.go and
// eventappend.go the view's and the events'.

// writePegs writes p's text, Pegs.MarshalText's, as a JSON string (with no
// tag, an element of an array).
func writePegs(w *codec.Writer, tag string, p Pegs) {
	if w.Elem(tag, p == Pegs{}) {
		w.Failed = w.Failed || max(p.Front, p.Rear) > codec.MaxNumber || min(p.Front, p.Rear) < -codec.MaxNumber
		w.B = strconv.AppendInt(append(w.B, '"'), int64(p.Front), 10)
		w.B = strconv.AppendInt(append(w.B, '/'), int64(p.Rear), 10)
		w.B = append(w.B, '"')
	}
}

// writeBoard writes b's JSON, Board.MarshalJSON's; a board no game shows
// refuses itself.
func writeBoard(w *codec.Writer, tag string, b *Board) {
	w.Failed = w.Failed || b.check() != nil
	if w.Failed {
		return
	}
	w.Obj(tag, func() {
		w.Num("sides", b.Sides)
		w.Num("game_hole", b.GameHole)
		w.Array("pegs", b.Sides, false, func(i int) { writePegs(w, "", b.Pegs[i]) })
		w.Ints("games", b.Games[:b.Sides])
	})
}

// writePlayScore writes p's JSON, PlayScore.MarshalJSON's; a score no card
// makes refuses itself (as score's check says).
func writePlayScore(w *codec.Writer, tag string, p score.PlayScore) {
	if !w.Key(tag, p == score.PlayScore{}) {
		return
	}
	w.Failed = w.Failed || p.Count < 0 || p.Count > 31 || p.Fifteen != (p.Count == 15) || p.ThirtyOne != (p.Count == 31) ||
		p.Pair != 0 && (p.Pair < 2 || p.Pair > 4) || p.Run != 0 && (p.Run < 3 || p.Run > 7) ||
		p.Count == 0 && p != score.PlayScore{}
	w.Obj("", func() {
		w.Num("count", p.Count)
		w.Flag("fifteen,omitempty", p.Fifteen)
		w.Flag("thirty_one,omitempty", p.ThirtyOne)
		w.Num("pair,omitempty", p.Pair)
		w.Num("run,omitempty", p.Run)
	})
}
