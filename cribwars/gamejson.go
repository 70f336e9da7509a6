package cribwars

import (
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// The saved game's format: its name and newest version, the first two
// members of its JSON object. Version 2 adds "void"; a game that is not
// void is written as version 1, byte for byte as before.
const (
	GameFormat  = "pegboard cribwars game"
	GameVersion = 2
)

// savedGame is the head of a saved game's JSON, version 1; a void game's
// is version 2.
var savedGame = codec.Saved{Format: GameFormat, Version: 1}

// peggerJSON is the saved form of a Pegger.
type peggerJSON struct {
	Board savedBoard `json:"board"`
	Rules Rules      `json:"rules"`
	Pegs  []Peg      `json:"pegs"`          // by side, up to the last side off the start
	Boxes []int      `json:"box,omitempty"` // by side: the box it sits in, or 0
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
		return nil, pkg.Bad("the zero Pegger has no board")
	}
	v := peggerJSON{Board: savedBoard(p.board), Rules: p.rules, Pegs: []Peg{}}
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
	var p Pegger
	if err := p.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return p, nil
}

// UnmarshalJSON implements json.Unmarshaler with [Pegger.DecodePegger].
// On error *p is left as it was.
func (p *Pegger) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "Pegger", p, data, peggerOf)
}

func peggerOf(v peggerJSON) (Pegger, error) {
	if v.Board.d == nil || v.Pegs == nil {
		return Pegger{}, pkg.Bad("a pegger without a board or pegs")
	}
	if len(v.Pegs) > crib.MaxSides || v.Boxes != nil && len(v.Boxes) != len(v.Pegs) {
		return Pegger{}, pkg.Bad("a pegger of %s and %d boxes", codec.Count(len(v.Pegs), "peg"), len(v.Boxes))
	}
	p := NewPegger(Track(v.Board), v.Rules)
	for s, q := range v.Pegs {
		p.sides[s].peg = q
		if v.Boxes != nil && v.Boxes[s] != 0 {
			p.sides[s].inBox, p.sides[s].box = true, v.Boxes[s]
		}
	}
	return p, p.check()
}

// configJSON is the saved form of a Config.
type configJSON struct {
	Layout    crib.Layout `json:"layout"`
	Board     savedBoard  `json:"board,omitzero"`
	Rules     Rules       `json:"rules"`
	Claimed   bool        `json:"claimed,omitempty"`
	NoMuggins bool        `json:"no_muggins,omitempty"`
}

// MarshalJSON implements json.Marshaler: the layout's text ("" for the
// default), the board ("default", "plain" or the board's JSON; absent for
// the zero Track, which means the default), the readings' text, and
// claimed and no_muggins when they are set:
//
//	{"layout": "3 players", "board": "default", "rules": "heels always", "claimed": true}
func (c Config) MarshalJSON() ([]byte, error) {
	return json.Marshal(configJSON{c.Layout, savedBoard(c.Track), c.Rules, c.Claimed, c.NoMuggins})
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes; a setup that starts no game (a layout of other than two or
// three sides, a board too short) is refused with an error wrapping
// ErrBadRecord. On error *c is left as it was.
func (c *Config) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "Config", c, data, configOf)
}

func configOf(v configJSON) (Config, error) {
	c := Config{v.Layout, Track(v.Board), v.Rules, v.Claimed, v.NoMuggins}
	_, err := c.CribRules()
	return c, pkg.Wrap(err)
}

// gameJSON is the saved form of a Game (version 1; version 2 with Void).
type gameJSON struct {
	codec.Saved
	Config    json.RawMessage `json:"config"`
	HandsLeft *int            `json:"hands_left"`
	Crib      json.RawMessage `json:"crib"`
	Void      bool            `json:"void,omitempty"`
}

// MarshalJSON implements json.Marshaler: the game as a JSON object of
// version 1 of the format "pegboard cribwars game" (version 2, with
// "void": true, for a void game), which [Game.UnmarshalJSON] reads back to
// the same game:
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
		return nil, fmt.Errorf("%s: %w: the zero Game is no game to save", pkg, crib.ErrZeroValue)
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
	v := gameJSON{Saved: savedGame, Config: c, HandsLeft: &h, Crib: cg, Void: g.void}
	if g.void {
		v.Version = GameVersion
	}
	return json.Marshal(v)
}

// UnmarshalJSON implements json.Unmarshaler, reading what
// [Game.MarshalJSON] writes. It refuses, with an error wrapping
// ErrBadRecord, anything that is not a game the rules could have reached
// ([Game]'s check): an unknown format, version or member, a member
// missing, more than 1 MiB, whatever [crib.Game]'s reader refuses (a card
// twice, a hand of the wrong size, a phase that contradicts the hands,
// ...), crib rules that are not the setup's, a peg off the board or not
// where crib's board has it, a box that is no penalty box, hands to sit
// out with nobody in a box. On error *g is left as it was.
func (g *Game) UnmarshalJSON(data []byte) error { return codec.ReadJSON(pkg, "Game", g, data, gameOf) }

func gameOf(v gameJSON) (Game, error) {
	head := savedGame
	if v.Void {
		head.Version = GameVersion
	}
	if err := v.Check(pkg, head); err != nil {
		return Game{}, err
	}
	if v.Config == nil || v.HandsLeft == nil || v.Crib == nil {
		return Game{}, pkg.Bad("a member is missing")
	}
	var c Config
	if err := c.UnmarshalJSON(v.Config); err != nil {
		return Game{}, err
	}
	g, err := NewGame(c, 0)
	if err != nil {
		return Game{}, pkg.Wrap(err)
	}
	if err := g.g.UnmarshalJSON(v.Crib); err != nil {
		return Game{}, err
	}
	if *v.HandsLeft < 0 || *v.HandsLeft > SitOutHands {
		return Game{}, pkg.Bad("%s left to sit out", codec.Count(*v.HandsLeft, "hand"))
	}
	g.handsLeft = int8(*v.HandsLeft)
	g.void = v.Void
	return g, g.check()
}
