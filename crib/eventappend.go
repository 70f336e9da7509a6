package crib

import (
	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The JSON of the events every deal makes (those a table server sends
// after nearly every action), written by hand (see objectWriter):
// json.Marshal's bytes of the event, its fields in order by their tags.
// The union (events) writes its type first; TestEventWritersAreMarshal
// holds each writer to json.Marshal on events of every value. The rarer
// events are written by json.Marshal itself.

// appendEvent appends e's JSON as MarshalEvent writes it, without making
// an Event of it.
func appendEvent[E Event](b []byte, e E) ([]byte, error) { return codec.AppendMember(events, b, e) }

func (e Dealt) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("deal", e.Deal)
		o.num("dealer", e.Dealer)
		o.num("seats", e.Seats)
		array(o, "hands", e.Hands[:], func(s cards.Set) { o.set("", s) })
		o.set("from_pack", e.FromPack)
		o.num("out", int(e.Out))
		o.num("held,omitzero", e.Held)
		o.num("pack_cards,omitzero", e.PackCards)
	})
}

func (e Discarded) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		o.set("cards", e.Cards)
		o.flag("to_crib", e.ToCrib)
		o.num("count,omitzero", e.Count)
	})
}

func (e StarterTurned) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("cutter", e.Cutter)
		o.num("depth", e.Depth)
		o.card("starter", e.Starter)
	})
}

func (e Laid) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		s := &e.Step
		o.obj("step", func() {
			o.num("seat", s.Seat)
			o.card("card", s.Card)
			o.playScore("score", s.Score)
			o.num("gone,omitempty", int(s.Gone))
			o.flag("go_point,omitempty", s.GoPoint)
			o.flag("last_card,omitempty", s.LastCard)
			o.flag("new_count,omitempty", s.NewCount)
			o.num("next", s.Next)
		})
	})
}

func (e GoSaid) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		o.num("count", e.Count)
	})
}

func (e CountRestarted) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) { o.num("leader", e.Leader) })
}

func (e Shown) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		o.num("side", e.Side)
		o.flag("crib", e.Crib)
		array(o, "cards", e.Cards[:], func(c cards.Card) { o.card("", c) })
		o.card("starter", e.Starter)
		o.num("points", e.Points)
	})
}

func (e Pegged) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		s := &e.Score
		o.obj("score", func() {
			name(o, "kind", &scoreKinds, s.Kind)
			o.num("seat", s.Seat)
			o.num("side", s.Side)
			o.num("points", s.Points)
			o.playScore("play,omitzero", s.Play)
			o.str("rule,omitempty", s.Rule)
			o.flag("claimed,omitempty", s.Claimed)
			o.pegs("place,omitzero", s.Place)
		})
		o.pegs("from", e.From)
		o.board("board", &e.Board)
	})
}

func (e DealOver) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("deal", e.Deal)
		o.num("next_dealer", e.NextDealer)
		o.board("board", &e.Board)
	})
}

func (e GameOver) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("winner", e.Winner)
		o.board("board", &e.Board)
		o.ints("skunk", e.Skunk[:])
		o.num("game_points", e.GamePoints)
	})
}

func (e Offered) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("side", e.Side)
		o.num("sides", e.Sides)
		o.num("seat", e.Seat)
		o.num("points", e.Points)
		name(o, "kind", &scoreKinds, e.Kind)
		o.str("rule", e.Rule)
		o.num("give_back", e.GiveBack)
		o.num("give_back_seat", e.GiveBackSeat)
	})
}

func (e Claimed) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		name(o, "kind", &scoreKinds, e.Kind)
		o.num("points", e.Points)
	})
}

func (e Accepted) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		o.flag("crib", e.Crib)
	})
}

func (e Owed) appendJSON(b []byte) ([]byte, bool) {
	return writeObject(b, func(o *objectWriter) {
		o.num("seat", e.Seat)
		o.num("side", e.Side)
		o.num("sides", e.Sides)
		o.num("points", e.Points)
		name(o, "kind", &scoreKinds, e.Kind)
		o.str("rule", e.Rule)
	})
}
