package crib_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestOfferedAndOwedAtTheirBounds: Offered and Owed events are written and
// read back with each field at each bound of its check, and refused with
// the field one past it.
func TestOfferedAndOwedAtTheirBounds(t *testing.T) {
	// A muggins offer: side 1 may keep 5 points its seat 1 called on seat 0
	// of side 0, or give them back; a penalty offer gives back to no one.
	mug := crib.Offered{Side: 1, Sides: 2, Seat: 1, Points: 5, Kind: crib.ScoreMuggins, Rule: "10.4a", GiveBack: 0, GiveBackSeat: 0}
	pen := crib.Offered{Side: 1, Sides: 2, Seat: crib.NoSeat, Points: 5, Kind: crib.ScorePenalty, Rule: "8.4b", GiveBack: crib.NoSeat, GiveBackSeat: crib.NoSeat}
	off := func(o crib.Offered, edit func(*crib.Offered)) crib.Offered { edit(&o); return o }
	owed := crib.Owed{Seat: 1, Side: 1, Sides: 2, Points: 5, Kind: crib.ScorePenalty, Rule: "8.4b"}
	owe := func(edit func(*crib.Owed)) crib.Owed { o := owed; edit(&o); return o }
	for _, tc := range []struct {
		name     string
		ok, past crib.Event
	}{
		{"offer to side 0", off(mug, func(o *crib.Offered) { o.Side, o.GiveBack = 0, 1 }), off(mug, func(o *crib.Offered) { o.Side, o.GiveBack = -1, 1 })},
		{"offer to the last side", off(mug, func(o *crib.Offered) { o.Side, o.Sides = 5, 6 }), off(mug, func(o *crib.Offered) { o.Side, o.Sides = 6, 6 })},
		{"offer among two sides", mug, off(mug, func(o *crib.Offered) { o.Side, o.Sides, o.GiveBack = 0, 1, 0 })},
		{"offer among six sides", off(mug, func(o *crib.Offered) { o.Sides = 6 }), off(mug, func(o *crib.Offered) { o.Sides = 7 })},
		{"offer to a side", pen, off(pen, func(o *crib.Offered) { o.Seat = crib.NoSeat - 1 })},
		{"offer for the last seat", off(mug, func(o *crib.Offered) { o.Seat = 5 }), off(mug, func(o *crib.Offered) { o.Seat = 6 })},
		{"offer for seat 0", off(mug, func(o *crib.Offered) { o.Seat = 0 }), off(mug, func(o *crib.Offered) { o.Seat = crib.NoSeat - 1 })},
		{"offer of 1", off(mug, func(o *crib.Offered) { o.Points = 1 }), off(mug, func(o *crib.Offered) { o.Points = 0 })},
		{"offer of 10000", off(mug, func(o *crib.Offered) { o.Points = 10000 }), off(mug, func(o *crib.Offered) { o.Points = 10001 })},
		{"offer of a correction", off(pen, func(o *crib.Offered) { o.Kind = crib.ScoreCorrection }), off(pen, func(o *crib.Offered) { o.Kind = crib.ScoreHand })},
		{"offer of a penalty", pen, off(pen, func(o *crib.Offered) { o.Kind = crib.ScorePlay })},
		{"offer given back to the last side", off(mug, func(o *crib.Offered) { o.Sides, o.GiveBack = 6, 5 }), off(mug, func(o *crib.Offered) { o.Sides, o.GiveBack = 6, 6 })},
		{"offer given back to none", pen, off(pen, func(o *crib.Offered) { o.GiveBack, o.GiveBackSeat = crib.NoSeat-1, crib.NoSeat-1 })},
		{"offer given back from the last seat", off(mug, func(o *crib.Offered) { o.GiveBackSeat = 5 }), off(mug, func(o *crib.Offered) { o.GiveBackSeat = 6 })},
		{"offer given back from no seat", pen, off(pen, func(o *crib.Offered) { o.GiveBackSeat = 0 })},
		{"offer given back to no side", pen, off(mug, func(o *crib.Offered) { o.GiveBack = crib.NoSeat })},
		{"owed to seat 0", owe(func(o *crib.Owed) { o.Seat, o.Side = 0, 0 }), owe(func(o *crib.Owed) { o.Seat, o.Side = -1, 0 })},
		{"owed to the last seat", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 6 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 6, 0, 6 })},
		{"owed among six sides", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 6 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 5, 5, 7 })},
		{"owed among two sides", owed, owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 1, 0, 1 })},
		{"owed to the seat's side", owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 4, 1, 3 }), owe(func(o *crib.Owed) { o.Seat, o.Side, o.Sides = 4, 2, 3 })},
		{"owed to side 0", owe(func(o *crib.Owed) { o.Seat, o.Side = 2, 0 }), owe(func(o *crib.Owed) { o.Seat, o.Side = 2, -1 })},
		{"owed 1", owe(func(o *crib.Owed) { o.Points = 1 }), owe(func(o *crib.Owed) { o.Points = 0 })},
		{"owed 10000", owe(func(o *crib.Owed) { o.Points = 10000 }), owe(func(o *crib.Owed) { o.Points = 10001 })},
		{"owed for muggins", owe(func(o *crib.Owed) { o.Kind = crib.ScoreMuggins }), owe(func(o *crib.Owed) { o.Kind = crib.ScoreGo })},
		{"owed for a correction", owe(func(o *crib.Owed) { o.Kind = crib.ScoreCorrection }), owe(func(o *crib.Owed) { o.Kind = crib.ScoreHand })},
	} {
		checkEventAtBound(t, tc.name, tc.ok, tc.past)
		// The same events written by hand: the one at the bound reads back,
		// the one past it is refused.
		if back, err := crib.UnmarshalEvent(handWritten(t, tc.ok)); err != nil || back != tc.ok {
			t.Errorf("%s: written by hand, reads as %#v, %v", tc.name, back, err)
		}
		data := handWritten(t, tc.past)
		if e, err := crib.UnmarshalEvent(data); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %s reads as %#v, %v", tc.name, data, e, err)
		}
	}
}

// handWritten returns the JSON an Offered or Owed event would have if it
// were written without its check.
func handWritten(t *testing.T, e crib.Event) []byte {
	t.Helper()
	type offered crib.Offered // the fields without the methods
	type owed crib.Owed
	var tag string
	var plain any
	switch e := e.(type) {
	case crib.Offered:
		tag, plain = "offered", offered(e)
	case crib.Owed:
		tag, plain = "owed", owed(e)
	default:
		t.Fatalf("%T", e)
	}
	data, err := json.Marshal(plain)
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(`{"type":"`+tag+`",`), data[1:]...)
}
