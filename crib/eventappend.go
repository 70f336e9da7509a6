package crib

import (
	"github.com/pegboard/pegboard/internal/codec"
)

// The JSON of the events every deal makes (those a table server sends
// after nearly every action), written by hand (see jsonwriter.go):
// json.Marshal's bytes of the event, its fields in order by their tags.
// The union (events) writes its type first; TestEventWritersAreMarshal
// holds each writer to json.Marshal on events of every value. The rarer
// events are written by json.Marshal itself.

// appendEvent appends e's JSON as MarshalEvent writes it, without making
// an Event of it.
func appendEvent[E Event](b []byte, e E) ([]byte, error) { return codec.AppendMember(events, b, e) }

func (e Dealt) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("deal", e.Deal)
		w.Num("dealer", e.Dealer)
		w.Num("seats", e.Seats)
		w.Array("hands", len(e.Hands), false, func(i int) { w.Set("", e.Hands[i]) })
		w.Set("from_pack", e.FromPack)
		w.Num("out", int(e.Out))
		w.Num("held,omitzero", e.Held)
		w.Num("pack_cards,omitzero", e.PackCards)
	})
}

func (e Discarded) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		w.Set("cards", e.Cards)
		w.Flag("to_crib", e.ToCrib)
		w.Num("count,omitzero", e.Count)
	})
}

func (e StarterTurned) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("cutter", e.Cutter)
		w.Num("depth", e.Depth)
		w.Card("starter", e.Starter)
	})
}

func (e Laid) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		s := &e.Step
		w.Obj("step", func() {
			w.Num("seat", s.Seat)
			w.Card("card", s.Card)
			writePlayScore(w, "score", s.Score)
			w.Num("gone,omitempty", int(s.Gone))
			w.Flag("go_point,omitempty", s.GoPoint)
			w.Flag("last_card,omitempty", s.LastCard)
			w.Flag("new_count,omitempty", s.NewCount)
			w.Num("next", s.Next)
		})
	})
}

func (e GoSaid) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		w.Num("count", e.Count)
	})
}

func (e CountRestarted) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) { w.Num("leader", e.Leader) })
}

func (e Shown) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		w.Num("side", e.Side)
		w.Flag("crib", e.Crib)
		w.Array("cards", len(e.Cards), false, func(i int) { w.Card("", e.Cards[i]) })
		w.Card("starter", e.Starter)
		w.Num("points", e.Points)
	})
}

func (e Pegged) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		s := &e.Score
		w.Obj("score", func() {
			codec.Name(w, "kind", &scoreKinds, s.Kind)
			w.Num("seat", s.Seat)
			w.Num("side", s.Side)
			w.Num("points", s.Points)
			writePlayScore(w, "play,omitzero", s.Play)
			w.Str("rule,omitempty", s.Rule)
			w.Flag("claimed,omitempty", s.Claimed)
			writePegs(w, "place,omitzero", s.Place)
		})
		writePegs(w, "from", e.From)
		writeBoard(w, "board", &e.Board)
	})
}

func (e DealOver) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("deal", e.Deal)
		w.Num("next_dealer", e.NextDealer)
		writeBoard(w, "board", &e.Board)
	})
}

func (e GameOver) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("winner", e.Winner)
		writeBoard(w, "board", &e.Board)
		w.Ints("skunk", e.Skunk[:])
		w.Num("game_points", e.GamePoints)
	})
}

func (e Offered) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("side", e.Side)
		w.Num("sides", e.Sides)
		w.Num("seat", e.Seat)
		w.Num("points", e.Points)
		codec.Name(w, "kind", &scoreKinds, e.Kind)
		w.Str("rule", e.Rule)
		w.Num("give_back", e.GiveBack)
		w.Num("give_back_seat", e.GiveBackSeat)
	})
}

func (e Claimed) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		codec.Name(w, "kind", &scoreKinds, e.Kind)
		w.Num("points", e.Points)
	})
}

func (e Accepted) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		w.Flag("crib", e.Crib)
	})
}

func (e Owed) appendJSON(b []byte) ([]byte, bool) {
	return codec.WriteObject(b, func(w *codec.Writer) {
		w.Num("seat", e.Seat)
		w.Num("side", e.Side)
		w.Num("sides", e.Sides)
		w.Num("points", e.Points)
		codec.Name(w, "kind", &scoreKinds, e.Kind)
		w.Str("rule", e.Rule)
	})
}
