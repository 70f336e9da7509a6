package cribwars

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/pegboard/pegboard/crib"
)

// This package's events marshal to JSON as crib's do: objects whose
// "type" names the event, then its fields in snake case, pegs as their
// text ("45", "2:3"), enums by their names, and the board of an event that
// says where pegs are as a saved game holds it ("default", "plain" or the
// board's JSON). An event that wraps crib's holds crib's event's JSON:
//
//	{"type": "cribwars-pegged", "pegged": {"type": "pegged", ...}, "from": "37", "landed": "45", "to": "65", "board": "default"}
//	{"type": "board-event", "side": 1, "sides": 2, "event": {"kind": "slid", "hole": 45, "to": "65", ...}}
//	{"type": "sent-to-box", "side": 2, "sides": 3, "box": 100, "hands": 3}
//
// The types are: cribwars-pegged, board-event, box-moved, sent-to-box,
// not-pegged, missed-move, ruling-applied, cribwars-deal-over and
// cribwars-game-over. [UnmarshalEvent] reads any of them, and any of
// crib's, back to the same value. They refuse, with an error wrapping
// ErrBadRecord, an event that cannot happen: a side out of range, a peg
// off the board, an enum that is none.

// eventTypes are the package's events and their types' names.
var eventTypes = []struct {
	tag   string
	proto crib.Event
}{
	{"cribwars-pegged", Pegged{}}, {"board-event", BoardEvent{}}, {"box-moved", BoxMoved{}}, {"sent-to-box", SentToBox{}},
	{"not-pegged", NotPegged{}}, {"missed-move", MissedMove{}}, {"ruling-applied", RulingApplied{}},
	{"cribwars-deal-over", DealOver{}}, {"cribwars-game-over", GameOver{}},
}

// marshalTagged writes {"type": tag, ...the members of v}.
func marshalTagged(tag string, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		// A field refused itself (a play score no card makes, say): the
		// event cannot happen.
		return nil, fmt.Errorf("cribwars: %w: %s event: %w", ErrBadRecord, tag, err)
	}
	head := `{"type":"` + tag + `"`
	if len(data) > 2 {
		head += ","
	}
	return append([]byte(head), data[1:]...), nil
}

// decodeTagged decodes data, an event of type tag, into v (the event's
// members), refusing unknown members.
func decodeTagged(data []byte, tag string, v any) error {
	var m map[string]json.RawMessage
	if err := decodeStrict(data, &m); err != nil {
		return err
	}
	var t string
	if err := json.Unmarshal(m["type"], &t); err != nil || t != tag {
		return bad("an event of type %.40s, not %q", m["type"], tag)
	}
	delete(m, "type")
	rest, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	return decodeStrict(rest, v)
}

// innerEvent reads crib's event that one of this package's wraps into *e.
func innerEvent[E crib.Event](e *E, data []byte) error {
	x, err := crib.UnmarshalEvent(data)
	if err != nil {
		return err
	}
	v, ok := x.(E)
	if !ok {
		return bad("a %T where a %T belongs", x, *e)
	}
	*e = v
	return nil
}

func eventBad(e any) error { return bad("%T %+v cannot happen", e, e) }

func sidesOK(side, sides int) bool { return sides >= 2 && sides <= 3 && side >= 0 && side < sides }

// checkEvent reports a board event that cannot happen.
func (e Event) check() error {
	ok := e.Kind >= Slid && e.Kind <= ReachedGame && e.Over <= PenaltyBox && e.Hole >= 0 && e.Hole <= maxNumber &&
		e.To.Hole >= 0 && e.To.Hole <= maxNumber && e.PathHoles >= 0 && e.PathHoles <= maxNumber && e.Rejoin >= 0 && e.Rejoin <= maxNumber
	if !ok {
		return eventBad(e)
	}
	return nil
}

// peggedJSON is the JSON of Pegged.
type peggedJSON struct {
	Pegged json.RawMessage `json:"pegged"`
	From   Peg             `json:"from"`
	Landed Peg             `json:"landed"`
	To     Peg             `json:"to"`
	Board  json.RawMessage `json:"board"`
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e Pegged) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	inner, err := crib.MarshalEvent(e.Pegged)
	if err != nil {
		return nil, err
	}
	b, err := boardRef(e.board)
	if err != nil {
		return nil, err
	}
	return marshalTagged("cribwars-pegged", peggedJSON{inner, e.From, e.Landed, e.To, b})
}

func (e Pegged) check() error {
	b := e.board
	if b.d == nil || !b.Valid(e.From) || !b.Valid(e.Landed) || !b.Valid(e.To) {
		return eventBad(e)
	}
	return nil
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]). On
// error *e is left as it was.
func (e *Pegged) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errNil
	}
	var v peggedJSON
	if err := decodeTagged(data, "cribwars-pegged", &v); err != nil {
		return err
	}
	x := Pegged{From: v.From, Landed: v.Landed, To: v.To}
	if err := innerEvent(&x.Pegged, v.Pegged); err != nil {
		return err
	}
	b, err := readBoardRef(v.Board)
	if err != nil {
		return err
	}
	x.board = b
	if err := x.check(); err != nil {
		return err
	}
	*e = x
	return nil
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e BoardEvent) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	type plain BoardEvent
	return marshalTagged("board-event", plain(e))
}

func (e BoardEvent) check() error {
	if !sidesOK(e.Side, e.Sides) {
		return eventBad(e)
	}
	return e.Event.check()
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *BoardEvent) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errNil
	}
	type plain BoardEvent
	var v plain
	if err := decodeTagged(data, "board-event", &v); err != nil {
		return err
	}
	if err := BoardEvent(v).check(); err != nil {
		return err
	}
	*e = BoardEvent(v)
	return nil
}

// boxMovedJSON is the JSON of BoxMoved.
type boxMovedJSON struct {
	Side  int             `json:"side"`
	Sides int             `json:"sides"`
	Move  BoxMove         `json:"move"`
	Board json.RawMessage `json:"board"`
}

func (e BoxMoved) check() error {
	m := e.Move
	if !sidesOK(e.Side, e.Sides) || e.board.d == nil || m.Side != e.Side || m.Kind < GoesBack || m.Kind > AdvancesOne ||
		!e.board.Valid(m.From) || !e.board.Valid(m.To) || len(m.Events) > 16 {
		return eventBad(e)
	}
	for _, x := range m.Events {
		if err := x.check(); err != nil {
			return err
		}
	}
	return nil
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e BoxMoved) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	b, err := boardRef(e.board)
	if err != nil {
		return nil, err
	}
	return marshalTagged("box-moved", boxMovedJSON{e.Side, e.Sides, e.Move, b})
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *BoxMoved) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errNil
	}
	var v boxMovedJSON
	if err := decodeTagged(data, "box-moved", &v); err != nil {
		return err
	}
	b, err := readBoardRef(v.Board)
	if err != nil {
		return err
	}
	x := BoxMoved{Side: v.Side, Sides: v.Sides, Move: v.Move, board: b}
	if err := x.check(); err != nil {
		return err
	}
	*e = x
	return nil
}

// plainEvent is the JSON of an event whose members are its fields.
type plainEvent interface {
	crib.Event
	check() error
}

// marshalPlain writes e, of type tag, with its fields as its members.
func marshalPlain[E plainEvent, P any](tag string, e E, p P) ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	return marshalTagged(tag, p)
}

// unmarshalPlain reads an event of type tag, through its plain form P.
func unmarshalPlain[E plainEvent, P any](data []byte, tag string, e *E, conv func(P) E) error {
	if e == nil {
		return errNil
	}
	var v P
	if err := decodeTagged(data, tag, &v); err != nil {
		return err
	}
	x := conv(v)
	if err := x.check(); err != nil {
		return err
	}
	*e = x
	return nil
}

type (
	sentToBoxJSON     SentToBox
	notPeggedJSON     NotPegged
	missedMoveJSON    MissedMove
	rulingAppliedJSON RulingApplied
)

func (e SentToBox) check() error {
	if !sidesOK(e.Side, e.Sides) || e.Sides != 3 || e.Box < 1 || e.Box > maxNumber || e.Hands < 0 || e.Hands > SitOutHands {
		return eventBad(e)
	}
	return nil
}

func (e NotPegged) check() error {
	if !sidesOK(e.Side, e.Sides) || e.Points < -maxNumber || e.Points > maxNumber || e.Points == 0 {
		return eventBad(e)
	}
	return nil
}

func (e MissedMove) check() error {
	if !sidesOK(e.Side, e.Sides) {
		return eventBad(e)
	}
	return nil
}

func (e RulingApplied) check() error {
	r := e.Ruling
	ok := r.Item >= 1 && r.Item <= 16 && r.Offender >= NoSide && r.Offender < crib.MaxSides &&
		len(r.Points)+len(r.Choices)+len(r.Corrections)+len(r.Dead)+len(r.Pegs) <= 64 && len(r.Note) <= 1000
	for _, p := range r.Points {
		ok = ok && p.Side >= 0 && p.Side < crib.MaxSides && p.Points > 0 && p.Points <= maxNumber
	}
	for _, c := range r.Choices {
		ok = ok && c.Side >= 0 && c.Side < crib.MaxSides && c.Option <= CorrectGo && c.Of >= NoSide && c.Of < crib.MaxSides &&
			c.Points >= -maxNumber && c.Points <= maxNumber && c.Cards >= -52 && c.Cards <= 52
	}
	for _, c := range r.Corrections {
		ok = ok && c.Side >= NoSide && c.Side < crib.MaxSides && c.Cards >= -52 && c.Cards <= 52
	}
	for _, c := range r.Dead {
		ok = ok && c.IsStandard()
	}
	for _, p := range r.Pegs {
		ok = ok && p.Side >= 0 && p.Side < crib.MaxSides && p.Front.Hole >= 0 && p.Front.Hole <= maxNumber && p.Back.Hole >= 0 && p.Back.Hole <= maxNumber
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e SentToBox) MarshalJSON() ([]byte, error) {
	return marshalPlain("sent-to-box", e, sentToBoxJSON(e))
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *SentToBox) UnmarshalJSON(data []byte) error {
	return unmarshalPlain(data, "sent-to-box", e, func(v sentToBoxJSON) SentToBox { return SentToBox(v) })
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e NotPegged) MarshalJSON() ([]byte, error) {
	return marshalPlain("not-pegged", e, notPeggedJSON(e))
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *NotPegged) UnmarshalJSON(data []byte) error {
	return unmarshalPlain(data, "not-pegged", e, func(v notPeggedJSON) NotPegged { return NotPegged(v) })
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e MissedMove) MarshalJSON() ([]byte, error) {
	return marshalPlain("missed-move", e, missedMoveJSON(e))
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *MissedMove) UnmarshalJSON(data []byte) error {
	return unmarshalPlain(data, "missed-move", e, func(v missedMoveJSON) MissedMove { return MissedMove(v) })
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e RulingApplied) MarshalJSON() ([]byte, error) {
	return marshalPlain("ruling-applied", e, rulingAppliedJSON(e))
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *RulingApplied) UnmarshalJSON(data []byte) error {
	return unmarshalPlain(data, "ruling-applied", e, func(v rulingAppliedJSON) RulingApplied { return RulingApplied(v) })
}

// UnmarshalEvent reads an event's JSON, as its MarshalJSON writes it, into
// the event its "type" names: one of this package's, or of crib's
// ([crib.UnmarshalEvent]). Errors wrap ErrBadRecord.
func UnmarshalEvent(data []byte) (crib.Event, error) {
	var head struct {
		Type string `json:"type"`
	}
	if len(data) > maxJSON || json.Unmarshal(data, &head) != nil {
		return nil, bad("not an event: %.80q", data)
	}
	for _, t := range eventTypes {
		if t.tag == head.Type {
			p := reflect.New(reflect.TypeOf(t.proto))
			if err := p.Interface().(json.Unmarshaler).UnmarshalJSON(data); err != nil {
				return nil, err
			}
			return p.Elem().Interface().(crib.Event), nil
		}
	}
	return crib.UnmarshalEvent(data)
}

// MarshalEvent writes an event of this package or of crib's as its JSON
// object, which UnmarshalEvent reads back. An event of neither package is
// refused with an error wrapping ErrBadRecord.
func MarshalEvent(e crib.Event) ([]byte, error) {
	if !isEvent(e) {
		return nil, bad("a %T is not an event of Crib Wars", e)
	}
	if m, own := e.(json.Marshaler); own {
		return m.MarshalJSON()
	}
	return crib.MarshalEvent(e)
}

// isEvent reports whether e is one of this package's events or crib's.
func isEvent(e crib.Event) bool {
	if e == nil {
		return false
	}
	t := reflect.TypeOf(e)
	for _, p := range eventTypes {
		if t == reflect.TypeOf(p.proto) {
			return true
		}
	}
	return t.PkgPath() == reflect.TypeOf(crib.Laid{}).PkgPath()
}

// MarshalEvents writes a game's events, this package's and crib's, as a
// JSON array of their objects. An event of neither package is refused, and
// so is more than the 1 MiB that UnmarshalEvents reads (a whole game is
// better kept as its Record).
func MarshalEvents(evs []crib.Event) ([]byte, error) {
	out := make([]json.RawMessage, len(evs))
	for i, e := range evs {
		if !isEvent(e) {
			return nil, bad("event %d, a %T, is not an event of Crib Wars", i, e)
		}
		data, err := MarshalEvent(e)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		out[i] = data
	}
	data, err := json.Marshal(out)
	if err == nil && len(data) > maxJSON {
		return nil, bad("%d events make more than %d bytes", len(evs), maxJSON)
	}
	return data, err
}

// UnmarshalEvents reads what MarshalEvents writes.
func UnmarshalEvents(data []byte) ([]crib.Event, error) {
	var raw []json.RawMessage
	if err := decodeStrict(data, &raw); err != nil {
		return nil, err
	}
	evs := make([]crib.Event, 0, len(raw))
	for i, r := range raw {
		e, err := UnmarshalEvent(r)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		evs = append(evs, e)
	}
	return evs, nil
}
