package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/crib"
)

// The saved game's format: its name and version, the first two members of
// its JSON object.
const (
	GameFormat  = "pegboard cribwars game"
	GameVersion = 1
)

// maxJSON is the most bytes a saved game, a pegger, a setup or an event
// may take.
const maxJSON = 1 << 20

// decodeStrict decodes one JSON value from data into v, refusing unknown
// members, more than maxJSON bytes and anything after the value.
func decodeStrict(data []byte, v any) error {
	if len(data) > maxJSON {
		return fmt.Errorf("cribwars: %w: more than %d bytes", ErrBadRecord, maxJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("cribwars: %w: data after the value", ErrBadRecord)
	}
	return nil
}

// bad returns an error wrapping ErrBadRecord.
func bad(format string, args ...any) error {
	return fmt.Errorf("cribwars: %w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
}

// peggerJSON is the saved form of a Pegger.
type peggerJSON struct {
	Board json.RawMessage `json:"board"`
	Rules Rules           `json:"rules"`
	Pegs  []Peg           `json:"pegs"`          // by side, up to the last side off the start
	Boxes []int           `json:"box,omitempty"` // by side: the box it sits in, or 0
}

// MarshalJSON implements json.Marshaler, so that a [crib.Game] on the Crib
// Wars board saves ([crib.PeggerDecoder]): the board ("default", "plain"
// or the board's JSON), the readings' text, each side's peg (up to the
// last side off the start) and, when a side sits in a penalty box, the
// box each side sits in (0 for none):
//
//	{"board": "default", "rules": "default", "pegs": ["45", "2:3", "0"], "box": [0, 100, 0]}
//
// A Pegger without a board (the zero Pegger) is refused.
func (p Pegger) MarshalJSON() ([]byte, error) {
	if p.board.d == nil {
		return nil, bad("the zero Pegger has no board")
	}
	b, err := boardRef(p.board)
	if err != nil {
		return nil, err
	}
	v := peggerJSON{Board: b, Rules: p.rules}
	n := len(p.sides)
	for n > 0 && p.sides[n-1] == (standing{}) {
		n--
	}
	boxed := false
	for _, st := range p.sides[:n] {
		v.Pegs = append(v.Pegs, st.peg)
		v.Boxes = append(v.Boxes, st.box)
		boxed = boxed || st.inBox
	}
	if v.Pegs == nil {
		v.Pegs = []Peg{}
	}
	if !boxed {
		v.Boxes = nil
	}
	return json.Marshal(v)
}

// DecodePegger implements [crib.PeggerDecoder]: it reads a Pegger from the
// JSON MarshalJSON writes, refusing (with an error wrapping ErrBadRecord)
// a board that is none, a peg off the board, a box that is no penalty box
// or more than one side in a box. The receiver plays no part.
func (Pegger) DecodePegger(data []byte) (crib.Pegger, error) {
	var v peggerJSON
	if err := decodeStrict(data, &v); err != nil {
		return nil, err
	}
	if v.Board == nil || v.Pegs == nil {
		return nil, bad("a pegger without a board or pegs")
	}
	b, err := readBoardRef(v.Board)
	if err != nil {
		return nil, err
	}
	if len(v.Pegs) > crib.MaxSides || v.Boxes != nil && len(v.Boxes) != len(v.Pegs) {
		return nil, bad("a pegger of %d pegs and %d boxes", len(v.Pegs), len(v.Boxes))
	}
	p := NewPegger(b, v.Rules)
	in := 0
	for s, q := range v.Pegs {
		if !b.Valid(q) {
			return nil, bad("side %s's peg at %v is not on the board", SideName(s), q)
		}
		p.sides[s].peg = q
		if v.Boxes == nil || v.Boxes[s] == 0 {
			continue
		}
		box := v.Boxes[s]
		if b.At(box) != PenaltyBox || b.MainHole(q) < box { // At says Plain for a hole off the board
			return nil, bad("side %s at %v sits in a box at %d", SideName(s), q, box)
		}
		p.sides[s].inBox, p.sides[s].box = true, box
		in++
	}
	if in > 1 || in == 1 && v.Boxes == nil {
		return nil, bad("%d sides in penalty boxes", in)
	}
	return p, nil
}

// UnmarshalJSON implements json.Unmarshaler with [Pegger.DecodePegger].
// On error *p is left as it was.
func (p *Pegger) UnmarshalJSON(data []byte) error {
	if p == nil {
		return errNil
	}
	q, err := p.DecodePegger(data)
	if err != nil {
		return err
	}
	*p = q.(Pegger)
	return nil
}

// configJSON is the saved form of a Config.
type configJSON struct {
	Layout    crib.Layout     `json:"layout"`
	Board     json.RawMessage `json:"board,omitempty"`
	Rules     Rules           `json:"rules"`
	Claimed   bool            `json:"claimed,omitempty"`
	NoMuggins bool            `json:"no_muggins,omitempty"`
}

// MarshalJSON implements json.Marshaler: the layout's text ("" for the
// default), the board ("default", "plain" or the board's JSON; absent for
// the zero Board, which means the default), the readings' text, and
// claimed and no_muggins when they are set:
//
//	{"layout": "3 players", "board": "default", "rules": "heels always", "claimed": true}
func (c Config) MarshalJSON() ([]byte, error) {
	v := configJSON{Layout: c.Layout, Rules: c.Rules, Claimed: c.Claimed, NoMuggins: c.NoMuggins}
	if c.Board.d != nil {
		b, err := boardRef(c.Board)
		if err != nil {
			return nil, err
		}
		v.Board = b
	}
	return json.Marshal(v)
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes; a setup that starts no game (a layout of other than two or
// three sides, a board too short) is refused with an error wrapping
// ErrBadRecord. On error *c is left as it was.
func (c *Config) UnmarshalJSON(data []byte) error {
	if c == nil {
		return errNil
	}
	var v configJSON
	if err := decodeStrict(data, &v); err != nil {
		return err
	}
	nc := Config{Layout: v.Layout, Rules: v.Rules, Claimed: v.Claimed, NoMuggins: v.NoMuggins}
	if v.Board != nil {
		b, err := readBoardRef(v.Board)
		if err != nil {
			return err
		}
		nc.Board = b
	}
	if _, err := nc.CribRules(); err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	*c = nc
	return nil
}

// gameJSON is the saved form of a Game (version 1).
type gameJSON struct {
	Format    string          `json:"format"`
	Version   int             `json:"version"`
	Config    json.RawMessage `json:"config"`
	HandsLeft *int            `json:"hands_left"`
	Crib      json.RawMessage `json:"crib"`
}

// MarshalJSON implements json.Marshaler: the game as a JSON object of
// version 1 of the format "pegboard cribwars game", which
// [Game.UnmarshalJSON] reads back to the same game:
//
//	{"format": "pegboard cribwars game", "version": 1,
//	 "config": {"layout": "3 players", "board": "default", "rules": "default"},
//	 "hands_left": 2,
//	 "crib": {"format": "pegboard crib game", "version": 1, ...}}
//
// config is the setup (Config's JSON, with its defaults filled in);
// hands_left the hands the side in a penalty box has still to sit out;
// crib the game as crib keeps it ([crib.Game]'s JSON, whose pegger members
// are the [Pegger]'s JSON). The record a game keeps ([Game.Recording]) is
// not part of it. The zero Game is refused ([crib.ErrZeroValue]).
func (g Game) MarshalJSON() ([]byte, error) {
	if g.zero() {
		return nil, fmt.Errorf("cribwars: %w: the zero Game is no game to save", crib.ErrZeroValue)
	}
	c, err := g.cfg.MarshalJSON()
	if err != nil {
		return nil, err
	}
	cg, err := g.g.MarshalJSON()
	if err != nil {
		return nil, err
	}
	h := int(g.handsLeft)
	return json.Marshal(gameJSON{Format: GameFormat, Version: GameVersion, Config: c, HandsLeft: &h, Crib: cg})
}

// UnmarshalJSON implements json.Unmarshaler, reading what
// [Game.MarshalJSON] writes. It refuses, with an error wrapping
// ErrBadRecord, anything that is not a game the rules could have reached:
// an unknown format, version or member, a member missing, more than 1 MiB,
// whatever [crib.Game]'s reader refuses (a card twice, a hand of the wrong
// size, a phase that contradicts the hands, ...), crib rules that are not
// the setup's, a peg off the board or not where crib's board has it, a box
// that is no penalty box, hands to sit out with nobody in a box. On error
// *g is left as it was.
func (g *Game) UnmarshalJSON(data []byte) error {
	if g == nil {
		return errNil
	}
	var v gameJSON
	if err := decodeStrict(data, &v); err != nil {
		return err
	}
	switch {
	case v.Format != GameFormat:
		return bad("format %.40q, want %q", v.Format, GameFormat)
	case v.Version != GameVersion:
		return bad("version %d of %q (this reader knows %d)", v.Version, GameFormat, GameVersion)
	case v.Config == nil || v.HandsLeft == nil || v.Crib == nil:
		return bad("a member is missing")
	}
	var c Config
	if err := c.UnmarshalJSON(v.Config); err != nil {
		return err
	}
	h, err := NewGame(c, 0)
	if err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	if err := h.g.UnmarshalJSON(v.Crib); err != nil {
		return err
	}
	if *v.HandsLeft < 0 || *v.HandsLeft > SitOutHands {
		return bad("%d hands left to sit out", *v.HandsLeft)
	}
	h.handsLeft = int8(*v.HandsLeft)
	if err := h.check(); err != nil {
		return err
	}
	*g = h
	return nil
}

// check reports why g is no game of Crib Wars the rules could reach: crib
// rules that are not its setup's, a pegger on another board or with other
// readings, a peg off the board or not where crib's board has it, a side
// in a box in a game of two sides, hands to sit out with nobody in a box.
// Crib's own checks of its game are [crib.Game]'s reader's.
func (g Game) check() error {
	if g.zero() {
		return bad("the zero Game")
	}
	want, err := g.cfg.CribRules()
	if err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	a, err1 := json.Marshal(want)
	b, err2 := json.Marshal(g.g.Rules())
	if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
		return bad("crib's rules %s are not the setup's %s", b, a)
	}
	p, ok := g.g.Pegger().(Pegger)
	if !ok || !p.board.Equal(g.cfg.Board) || p.rules != g.cfg.Rules {
		return bad("the pegger is not of the game's board and readings")
	}
	cb := g.g.Board()
	for s := range p.sides {
		st := p.sides[s]
		if s >= g.Sides() {
			if st != (standing{}) {
				return bad("a peg for side %s of %d", SideName(s), g.Sides())
			}
			continue
		}
		if !p.board.Valid(st.peg) {
			return bad("side %s's peg at %v is off the board", SideName(s), st.peg)
		}
		if f := max(0, p.board.Progress(st.peg)); cb.Pegs[s].Front != f {
			return bad("side %s's peg at %v is %d on the board, not crib's %v", SideName(s), st.peg, f, cb.Pegs[s])
		}
	}
	side, in := p.boxed()
	switch {
	case in && g.Sides() != 3:
		return bad("side %s sits in a penalty box in a game of %d sides", SideName(side), g.Sides())
	case !in && g.handsLeft != 0:
		return bad("%d hands to sit out with nobody in a penalty box", g.handsLeft)
	case g.handsLeft < 0 || g.handsLeft > SitOutHands:
		return bad("%d hands to sit out", g.handsLeft)
	}
	return nil
}
