package cribwars

import (
	"encoding/json"

	"github.com/pegboard/pegboard/crib"
)

// The JSON of the events that tell crib's DealOver and GameOver on the
// Crib Wars board (see UnmarshalEvent).

// dealOverJSON is the JSON of DealOver.
type dealOverJSON struct {
	DealOver json.RawMessage `json:"deal_over"`
	Pegs     []Peg           `json:"pegs"`
	InBox    int             `json:"in_box"`
	Board    json.RawMessage `json:"board"`
}

func (e DealOver) check() error {
	ok := e.board.d != nil && len(e.Pegs) == e.DealOver.Board.Sides && len(e.Pegs) >= 2 && len(e.Pegs) <= 3 &&
		e.InBox >= NoSide && e.InBox < len(e.Pegs)
	for _, p := range e.Pegs {
		ok = ok && e.board.Valid(p)
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e DealOver) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	inner, err := crib.MarshalEvent(e.DealOver)
	if err != nil {
		return nil, err
	}
	b, err := boardRef(e.board)
	if err != nil {
		return nil, err
	}
	return marshalTagged("cribwars-deal-over", dealOverJSON{inner, e.Pegs, e.InBox, b})
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *DealOver) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errNil
	}
	var v dealOverJSON
	if err := decodeTagged(data, "cribwars-deal-over", &v); err != nil {
		return err
	}
	x := DealOver{Pegs: v.Pegs, InBox: v.InBox}
	if err := innerEvent(&x.DealOver, v.DealOver); err != nil {
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

// gameOverJSON is the JSON of GameOver.
type gameOverJSON struct {
	GameOver json.RawMessage `json:"game_over"`
	Result   Result          `json:"result"`
	Board    json.RawMessage `json:"board"`
}

func (e GameOver) check() error {
	r := e.Result
	n := len(r.Pegs)
	ok := e.board.d != nil && n == e.GameOver.Board.Sides && n >= 2 && n <= 3 && r.Winner == e.Winner && r.Winner >= 0 && r.Winner < n &&
		e.board.Won(r.Pegs[r.Winner]) && r.Lost[r.Winner] == 0 && r.Games == e.GamePoints
	sum := 0
	for s, l := range r.Lost {
		ok = ok && (l == 0 || l == 1 || l == 2 || l == 4) && (s < n || l == 0) && (s == r.Winner || s >= n || l > 0)
		sum += l
	}
	for _, p := range r.Pegs {
		ok = ok && e.board.Valid(p)
	}
	if !ok || sum != r.Games {
		return eventBad(e)
	}
	return nil
}

// MarshalJSON implements json.Marshaler (see [UnmarshalEvent]).
func (e GameOver) MarshalJSON() ([]byte, error) {
	if err := e.check(); err != nil {
		return nil, err
	}
	inner, err := crib.MarshalEvent(e.GameOver)
	if err != nil {
		return nil, err
	}
	b, err := boardRef(e.board)
	if err != nil {
		return nil, err
	}
	return marshalTagged("cribwars-game-over", gameOverJSON{inner, e.Result, b})
}

// UnmarshalJSON implements json.Unmarshaler (see [UnmarshalEvent]).
func (e *GameOver) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errNil
	}
	var v gameOverJSON
	if err := decodeTagged(data, "cribwars-game-over", &v); err != nil {
		return err
	}
	x := GameOver{Result: v.Result}
	if err := innerEvent(&x.GameOver, v.GameOver); err != nil {
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
