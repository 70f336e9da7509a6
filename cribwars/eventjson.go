package cribwars

import (
	"encoding/json"
	"reflect"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// Events are stored as crib's are ([MarshalEvent], [MarshalEvents]): JSON
// objects whose "type" names the event, then its fields in snake case,
// pegs as their text ("45", "2:3"), enums by their names, and the board of
// an event that says where pegs are as a saved game holds it ("default",
// "plain" or the board's JSON). An event that wraps crib's holds crib's
// event's JSON:
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
// off the board, an enum that is none. (encoding/json writes an event's
// fields alone, without its type.)

// events is the table of the package's events: one entry an event type,
// its tag and its check (in check.go); crib's events are crib's table's.
// Adding an event is one type and one entry here.
var events = codec.NewUnion(pkg, "event", func(u *codec.Union[crib.Event]) {
	u.Else = &codec.Foreign[crib.Event]{Has: isCribEvent, Marshal: crib.MarshalEvent, Unmarshal: crib.UnmarshalEvent}
	codec.MemberVia(u, "cribwars-pegged", Pegged.mirror, peggedJSON.event, Pegged.check)
	codec.Member(u, "board-event", TrackEvent.check)
	codec.MemberVia(u, "box-moved", BoxMoved.mirror, boxMovedJSON.event, BoxMoved.check)
	codec.Member(u, "sent-to-box", SentToBox.check)
	codec.Member(u, "not-pegged", NotPegged.check)
	codec.Member(u, "missed-move", MissedMove.check)
	codec.Member(u, "ruling-applied", RulingApplied.check)
	codec.MemberVia(u, "cribwars-deal-over", DealOver.mirror, dealOverJSON.event, DealOver.check)
	codec.MemberVia(u, "cribwars-game-over", GameOver.mirror, gameOverJSON.event, GameOver.check)
})

// MarshalEvent writes an event of this package or of crib's as its JSON
// object, which UnmarshalEvent reads back. An event of neither package,
// or one that cannot happen, is refused with an error wrapping
// ErrBadRecord.
func MarshalEvent(e crib.Event) ([]byte, error) { return events.Marshal(e) }

// UnmarshalEvent reads an event's JSON, as MarshalEvent writes it, into
// the event its "type" names: one of this package's, or of crib's
// ([crib.UnmarshalEvent]). Errors wrap ErrBadRecord.
func UnmarshalEvent(data []byte) (crib.Event, error) { return events.Unmarshal(data) }

// MarshalEvents writes a game's events, this package's and crib's, as a
// JSON array of their objects. An event of neither package is refused, and
// so is more than the 1 MiB that UnmarshalEvents reads (a whole game is
// better kept as its Record).
func MarshalEvents(evs []crib.Event) ([]byte, error) { return events.MarshalList(evs) }

// UnmarshalEvents reads what MarshalEvents writes.
func UnmarshalEvents(data []byte) ([]crib.Event, error) { return events.UnmarshalList(data) }

// cribPath is crib's import path: an event of a type declared there is
// crib's, which crib's table stores or refuses.
var cribPath = reflect.TypeFor[crib.Game]().PkgPath()

func isCribEvent(e crib.Event) bool {
	return e != nil && reflect.TypeOf(e).PkgPath() == cribPath
}

// innerEvent reads crib's event that one of this package's wraps.
func innerEvent[E crib.Event](data json.RawMessage) (E, error) {
	var zero E
	x, err := crib.UnmarshalEvent(data)
	if err != nil {
		return zero, err
	}
	v, ok := x.(E)
	if !ok {
		return zero, pkg.Bad("a %T where a %T belongs", x, zero)
	}
	return v, nil
}

// The JSON forms of the events that wrap crib's or hold a board.
type (
	peggedJSON struct {
		Pegged json.RawMessage `json:"pegged"`
		From   Peg             `json:"from"`
		Landed Peg             `json:"landed"`
		To     Peg             `json:"to"`
		Board  savedBoard      `json:"board"`
	}
	boxMovedJSON struct {
		Side  int        `json:"side"`
		Sides int        `json:"sides"`
		Move  BoxMove    `json:"move"`
		Board savedBoard `json:"board"`
	}
	dealOverJSON struct {
		DealOver json.RawMessage `json:"deal_over"`
		Pegs     []Peg           `json:"pegs"`
		InBox    int             `json:"in_box"`
		Board    savedBoard      `json:"board"`
	}
	gameOverJSON struct {
		GameOver json.RawMessage `json:"game_over"`
		Result   Result          `json:"result"`
		Board    savedBoard      `json:"board"`
	}
)

func (e Pegged) mirror() (peggedJSON, error) {
	inner, err := crib.MarshalEvent(e.Pegged)
	return peggedJSON{inner, e.From, e.Landed, e.To, savedBoard(e.board)}, err
}

func (m peggedJSON) event() (Pegged, error) {
	inner, err := innerEvent[crib.Pegged](m.Pegged)
	return Pegged{inner, m.From, m.Landed, m.To, Track(m.Board)}, err
}

func (e BoxMoved) mirror() (boxMovedJSON, error) {
	return boxMovedJSON{e.Side, e.Sides, e.Move, savedBoard(e.board)}, nil
}

func (m boxMovedJSON) event() (BoxMoved, error) {
	return BoxMoved{m.Side, m.Sides, m.Move, Track(m.Board)}, nil
}

func (e DealOver) mirror() (dealOverJSON, error) {
	inner, err := crib.MarshalEvent(e.DealOver)
	return dealOverJSON{inner, e.Pegs, e.InBox, savedBoard(e.board)}, err
}

func (m dealOverJSON) event() (DealOver, error) {
	inner, err := innerEvent[crib.DealOver](m.DealOver)
	return DealOver{inner, m.Pegs, m.InBox, Track(m.Board)}, err
}

func (e GameOver) mirror() (gameOverJSON, error) {
	inner, err := crib.MarshalEvent(e.GameOver)
	return gameOverJSON{inner, e.Result, savedBoard(e.board)}, err
}

func (m gameOverJSON) event() (GameOver, error) {
	inner, err := innerEvent[crib.GameOver](m.GameOver)
	return GameOver{inner, m.Result, Track(m.Board)}, err
}
