package pegjokers

import (
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/cards"
)

// Events marshal to JSON as objects whose "type" names the event, then its
// fields, enums and positions by their text:
//
//	{"type": "played", "seat": "Blue", "card": "7H", "move": "7: Blue t8+3->t11, White t39+4->f4", "position": "4 pairs 0 | ..."}
//	{"type": "drew", "seat": "Blue", "late": false}
//	{"type": "missed", "seat": "Blue", "late": false}
//	{"type": "reshuffled", "shuffle": 1, "cards": 88}
//	{"type": "game-over", "team": 0, "seating": "4 pairs", "turns": 241}
//
// [UnmarshalEvent] reads any of them back to the same value, refusing
// (with an error wrapping [ErrBadRecord]) an event that cannot happen: a
// play that is not legal in its position under any rules, a seat or a
// team that is not in the game.

type playedJSON struct {
	Type     string     `json:"type"`
	Seat     Seat       `json:"seat"`
	Card     cards.Card `json:"card"`
	Move     Move       `json:"move"`
	Position Position   `json:"position"`
}

type drawJSON struct {
	Type string `json:"type"`
	Seat Seat   `json:"seat"`
	Late bool   `json:"late"`
}

type reshuffledJSON struct {
	Type    string `json:"type"`
	Shuffle int    `json:"shuffle"`
	Cards   int    `json:"cards"`
}

type gameOverJSON struct {
	Type    string  `json:"type"`
	Team    int     `json:"team"`
	Seating Seating `json:"seating"`
	Turns   int     `json:"turns"`
}

// The variants of the rules that change which moves are legal.
var moveRules = [...]Rules{{}, {NineForward: true}, {FaceValues: true}, {ForcedFinish: true},
	{NineForward: true, FaceValues: true}, {NineForward: true, ForcedFinish: true},
	{FaceValues: true, ForcedFinish: true}, {NineForward: true, FaceValues: true, ForcedFinish: true}}

// check reports why e cannot be a play of any game.
func (e Played) check() error {
	ch := Choice{Card: e.Card, Move: e.Move}
	if err := ch.plausible(); err != nil {
		return err
	}
	if !e.Position.IsValid() {
		return fmt.Errorf("pegjokers: %w: a play by %v in no position", ErrBadRecord, e.Seat)
	}
	if e.Seat != e.Position.Turn() || !e.Move.IsZero() && e.Move.Seat != e.Seat {
		return fmt.Errorf("pegjokers: %w: a play by %v with %v to move", ErrBadRecord, e.Seat, e.Position.Turn())
	}
	for _, r := range moveRules {
		if _, won := e.Position.Winner(); e.Move.IsZero() && !won && len(r.LegalMoves(e.Position, e.Card)) == 0 {
			return nil
		}
		if !e.Move.IsZero() {
			if _, err := r.Apply(e.Position, e.Move); err == nil {
				return nil
			}
		}
	}
	return fmt.Errorf("pegjokers: %w: %v is not a legal play in %v under any rules", ErrBadRecord, ch, e.Position)
}

// MarshalJSON implements json.Marshaler: {"type": "played", ...}. A play
// that cannot happen is refused.
func (e Played) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	return json.Marshal(playedJSON{"played", e.Seat, e.Card, e.Move, e.Position})
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Played) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Played")
	}
	var v playedJSON
	if err := decodeEvent(data, "played", &v, &v.Type); err != nil {
		return err
	}
	p := Played{v.Seat, v.Card, v.Move, v.Position}
	if err := p.check(); err != nil {
		return err
	}
	*e = p
	return nil
}

// MarshalJSON implements json.Marshaler: {"type": "drew", ...}.
func (e Drew) MarshalJSON() ([]byte, error) { return marshalDraw("drew", e.Seat, e.Late) }

// UnmarshalJSON implements json.Unmarshaler.
func (e *Drew) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Drew")
	}
	var v drawJSON
	if err := decodeEvent(data, "drew", &v, &v.Type); err != nil {
		return err
	}
	*e = Drew{v.Seat, v.Late}
	return nil
}

// MarshalJSON implements json.Marshaler: {"type": "missed", ...}.
func (e Missed) MarshalJSON() ([]byte, error) { return marshalDraw("missed", e.Seat, e.Late) }

// UnmarshalJSON implements json.Unmarshaler.
func (e *Missed) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Missed")
	}
	var v drawJSON
	if err := decodeEvent(data, "missed", &v, &v.Type); err != nil {
		return err
	}
	*e = Missed{v.Seat, v.Late}
	return nil
}

func marshalDraw(tag string, s Seat, late bool) ([]byte, error) {
	if int(s) >= MaxSeats {
		return nil, badValue("a seat", s)
	}
	return json.Marshal(drawJSON{tag, s, late})
}

func (e Reshuffled) check() error {
	if e.Shuffle < 1 || e.Cards < 1 || e.Cards > maxCards {
		return fmt.Errorf("pegjokers: %w: reshuffle %d of %d cards", ErrBadRecord, e.Shuffle, e.Cards)
	}
	return nil
}

// MarshalJSON implements json.Marshaler: {"type": "reshuffled", ...}.
func (e Reshuffled) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	return json.Marshal(reshuffledJSON{"reshuffled", e.Shuffle, e.Cards})
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Reshuffled) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Reshuffled")
	}
	var v reshuffledJSON
	if err := decodeEvent(data, "reshuffled", &v, &v.Type); err != nil {
		return err
	}
	r := Reshuffled{v.Shuffle, v.Cards}
	if err := r.check(); err != nil {
		return err
	}
	*e = r
	return nil
}

func (e GameOver) check() error {
	if !e.Seating.Valid() || e.Team < 0 || e.Team >= e.Seating.Teams() || e.Turns < 1 || e.Turns > 1<<32-1 {
		return fmt.Errorf("pegjokers: %w: team %d of %v won after %d turns", ErrBadRecord, e.Team, e.Seating, e.Turns)
	}
	return nil
}

// MarshalJSON implements json.Marshaler: {"type": "game-over", ...}.
func (e GameOver) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	return json.Marshal(gameOverJSON{"game-over", e.Team, e.Seating, e.Turns})
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *GameOver) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("GameOver")
	}
	var v gameOverJSON
	if err := decodeEvent(data, "game-over", &v, &v.Type); err != nil {
		return err
	}
	o := GameOver{v.Team, v.Seating, v.Turns}
	if err := o.check(); err != nil {
		return err
	}
	*e = o
	return nil
}

// decodeEvent decodes data into v, whose type tag *tag must be want.
func decodeEvent(data []byte, want string, v any, tag *string) error {
	if err := decodeStrict(data, v); err != nil {
		return err
	}
	if *tag != want {
		return fmt.Errorf("pegjokers: %w: an event of type %q, not %q", ErrBadRecord, *tag, want)
	}
	return nil
}

// UnmarshalEvent reads an event's JSON, as its MarshalJSON writes it, into
// the event its "type" names. Errors wrap [ErrBadRecord].
func UnmarshalEvent(data []byte) (Event, error) {
	var head struct {
		Type string `json:"type"`
	}
	if len(data) > maxJSON || json.Unmarshal(data, &head) != nil {
		return nil, fmt.Errorf("pegjokers: %w: not an event: %.80q", ErrBadRecord, data)
	}
	var e interface {
		Event
		json.Unmarshaler
	}
	switch head.Type {
	case "played":
		e = new(Played)
	case "drew":
		e = new(Drew)
	case "missed":
		e = new(Missed)
	case "reshuffled":
		e = new(Reshuffled)
	case "game-over":
		e = new(GameOver)
	default:
		return nil, fmt.Errorf("pegjokers: %w: no event of type %q", ErrBadRecord, head.Type)
	}
	if err := e.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	switch e := e.(type) {
	case *Played:
		return *e, nil
	case *Drew:
		return *e, nil
	case *Missed:
		return *e, nil
	case *Reshuffled:
		return *e, nil
	default:
		return *e.(*GameOver), nil
	}
}

// MarshalEvents writes events as a JSON array of their objects. An event
// that is not one of the package's is refused, and so is more than the 1
// MiB that [UnmarshalEvents] reads (some thousands of events: a whole long
// game is better kept as its [Record]).
func MarshalEvents(evs []Event) ([]byte, error) {
	out := make([]json.RawMessage, len(evs))
	for i, e := range evs {
		var err error
		switch e.(type) {
		case Played, Drew, Missed, Reshuffled, GameOver:
			out[i], err = json.Marshal(e)
		default:
			err = fmt.Errorf("pegjokers: %w: %T is not an event of Pegs and Jokers", ErrBadRecord, e)
		}
		if err != nil {
			return nil, err
		}
	}
	data, err := json.Marshal(out)
	if err == nil && len(data) > maxJSON {
		return nil, fmt.Errorf("pegjokers: %w: %d events make more than %d bytes", ErrBadRecord, len(evs), maxJSON)
	}
	return data, err
}

// UnmarshalEvents reads what [MarshalEvents] writes.
func UnmarshalEvents(data []byte) ([]Event, error) {
	var raw []json.RawMessage
	if err := decodeStrict(data, &raw); err != nil {
		return nil, err
	}
	evs := make([]Event, 0, len(raw))
	for i, r := range raw {
		e, err := UnmarshalEvent(r)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		evs = append(evs, e)
	}
	return evs, nil
}
