package crib

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The JSON forms of the composite state types a game is made of: the
// board, the rules (with the board's pegger), a match, the play. Each
// decoder refuses unknown members, data after the value, more than 1 MiB,
// and values the rules cannot produce, with errors wrapping ErrBadRecord.

// bad returns an error wrapping ErrBadRecord.
func bad(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
}

// named returns err said as this package's, "crib: ERR"; nil for nil.
func named(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("crib: %w", err)
}

// boardJSON is the JSON form of a Board.
type boardJSON struct {
	Sides    int    `json:"sides"`
	GameHole int    `json:"game_hole"`
	Pegs     []Pegs `json:"pegs"`
	Games    []int  `json:"games"`
}

// MarshalJSON implements json.Marshaler: {"sides": 2, "game_hole": 121,
// "pegs": ["45/40", "30/22"], "games": [0, 1]}, each side's pegs as their
// text (front/rear) and the games it has won. A board no game can show
// (the zero Board among them) is refused with an error wrapping
// ErrBadRecord.
func (b Board) MarshalJSON() ([]byte, error) {
	if err := b.check(); err != nil {
		return nil, fmt.Errorf("crib: %w", err)
	}
	if out, ok := codec.Write(make([]byte, 0, 48+16*b.Sides), func(w *codec.Writer) { writeBoard(w, "", &b) }); ok {
		return out, nil
	}
	return json.Marshal(boardJSON{b.Sides, b.GameHole, b.Pegs[:b.Sides], b.Games[:b.Sides]}) // says which member refused itself
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes and refusing a board no game can show. On error *b is left as it
// was.
func (b *Board) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "Board", b, data, boardJSON.board)
}

func (v boardJSON) board() (Board, error) {
	if v.Sides < 2 || v.Sides > MaxSides || len(v.Pegs) != v.Sides || len(v.Games) != v.Sides {
		return Board{}, pkg.Bad("a board of %s with %s and %s of games", codec.Count(v.Sides, "side"), codec.Count(len(v.Pegs), "peg"), codec.Count(len(v.Games), "count"))
	}
	b := Board{Sides: v.Sides, GameHole: v.GameHole}
	copy(b.Pegs[:], v.Pegs)
	copy(b.Games[:], v.Games)
	return b, named(b.check())
}

// A PeggerDecoder is a Pegger that reads its kind of pegger back from JSON,
// so that a game on its board stores and loads faithfully: a game's JSON
// holds its peggers as their own JSON (a Pegger other than TwoPegBoard must
// implement json.Marshaler), and a Game made with a PeggerDecoder in its
// rules reads them through DecodePegger. Package cribwars' Pegger is one.
type PeggerDecoder interface {
	Pegger
	// DecodePegger reads a pegger of the receiver's kind from the JSON its
	// MarshalJSON wrote, refusing (with an error) what is not one.
	DecodePegger(data []byte) (Pegger, error)
}

// twoPegJSON is TwoPegBoard's JSON.
const twoPegJSON = `"two-peg board"`

// MarshalJSON implements json.Marshaler: the string "two-peg board".
func (TwoPegBoard) MarshalJSON() ([]byte, error) { return []byte(twoPegJSON), nil }

// UnmarshalJSON implements json.Unmarshaler: only "two-peg board".
func (*TwoPegBoard) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) != twoPegJSON {
		return fmt.Errorf("crib: %w: %.40q is not the two-peg board", ErrBadRecord, data)
	}
	return nil
}

// marshalPegger returns p's JSON: TwoPegBoard's string, or the JSON of a
// pegger that implements json.Marshaler; any other is refused.
func marshalPegger(p Pegger) (json.RawMessage, error) {
	switch p := p.(type) {
	case TwoPegBoard:
		return json.RawMessage(twoPegJSON), nil
	case json.Marshaler:
		data, err := p.MarshalJSON()
		if err != nil {
			return nil, fmt.Errorf("crib: %w: the pegger: %w", ErrBadRecord, err)
		}
		var c bytes.Buffer
		if err := json.Compact(&c, data); err != nil {
			return nil, fmt.Errorf("crib: %w: the pegger's JSON: %w", ErrBadRecord, err)
		}
		return c.Bytes(), nil
	case nil:
		return nil, fmt.Errorf("crib: %w: no pegger", ErrBadRecord)
	}
	return nil, fmt.Errorf("crib: %w: a %T cannot store itself (a Pegger stores itself with json.Marshaler and is read back by a PeggerDecoder)", ErrBadRecord, p)
}

// decodePegger reads a pegger's JSON: the two-peg board's (or none, the
// two-peg board of a game), or one that dec (the pegger of the value being
// read into) decodes.
func decodePegger(data json.RawMessage, dec Pegger) (Pegger, error) {
	if data == nil || string(bytes.TrimSpace(data)) == twoPegJSON {
		return TwoPegBoard{}, nil
	}
	d, ok := dec.(PeggerDecoder)
	if !ok {
		return nil, fmt.Errorf("%w: a pegger this reader cannot decode (read it into a value made with a PeggerDecoder of its kind): %.60s", ErrBadRecord, data)
	}
	p, err := d.DecodePegger(data)
	if err != nil {
		return nil, fmt.Errorf("%w: the pegger: %w", ErrBadRecord, err)
	}
	if p == nil {
		return nil, fmt.Errorf("%w: the pegger decodes as nil", ErrBadRecord)
	}
	return p, nil
}

// rulesJSON is the JSON form of Rules.
type rulesJSON struct {
	Layout           Layout          `json:"layout"` // "" for the default
	GameHole         int             `json:"game_hole,omitempty"`
	SkunkBelow       int             `json:"skunk_below,omitempty"`
	DoubleSkunkBelow int             `json:"double_skunk_below,omitempty"`
	TripleSkunkBelow int             `json:"triple_skunk_below,omitempty"`
	Claimed          bool            `json:"claimed,omitempty"`
	Muggins          bool            `json:"muggins,omitempty"`
	ClaimPenalties   bool            `json:"claim_penalties,omitempty"`
	Declinable       bool            `json:"declinable,omitempty"`
	NoHeelsWithin    int             `json:"no_heels_within,omitempty"`
	NoHeelsAt        int             `json:"no_heels_at,omitempty"`
	Match            MatchRules      `json:"match,omitzero"`
	Pegger           json.RawMessage `json:"pegger,omitempty"`
}

// MarshalJSON implements json.Marshaler: an object of the fields that are
// set, as {"layout": "4 players", "game_hole": 121, "claimed": true,
// "match": {"win": 2}, "pegger": "two-peg board"}; rules MarshalText
// refuses, and a Pegger that cannot store itself, are refused.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	if out, ok := codec.Write(make([]byte, 0, 256), func(w *codec.Writer) { writeRules(w, "", &r) }); ok {
		return out, nil
	}
	return r.marshalForm()
}

// marshalForm is json.Marshal's JSON of the rules' JSON form, which says
// which member refuses itself.
func (r Rules) marshalForm() ([]byte, error) {
	v := rulesJSON{r.Layout, r.GameHole, r.SkunkBelow, r.DoubleSkunkBelow, r.TripleSkunkBelow, r.Claimed, r.Muggins,
		r.ClaimPenalties, r.Declinable, r.NoHeelsWithin, r.NoHeelsAt, r.Match, nil}
	if r.Pegger != nil {
		p, err := marshalPegger(r.Pegger)
		if err != nil {
			return nil, err
		}
		v.Pegger = p
	}
	return json.Marshal(v)
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes. A pegger other than the two-peg board is read by the receiver's
// own Pegger, which must be a PeggerDecoder of its kind. On error *r is
// left as it was.
func (r *Rules) UnmarshalJSON(data []byte) error {
	return codec.Read(pkg, "Rules", r, data, func(string) (Rules, error) { return decodeRules(data, r.Pegger) })
}

// decodeRules reads rules' JSON, their pegger decoded by dec.
func decodeRules(data []byte, dec Pegger) (Rules, error) {
	var v rulesJSON
	if err := pkg.Strict(data, &v); err != nil {
		return Rules{}, err
	}
	r := Rules{v.Layout, v.GameHole, v.SkunkBelow, v.DoubleSkunkBelow, v.TripleSkunkBelow, v.Claimed, v.Muggins,
		v.ClaimPenalties, v.Declinable, v.NoHeelsWithin, v.NoHeelsAt, v.Match, nil}
	if v.Pegger != nil {
		p, err := decodePegger(v.Pegger, dec)
		if err != nil {
			return Rules{}, named(err)
		}
		r.Pegger = p
	}
	return r, r.check()
}

// matchJSON is the JSON form of a Match.
type matchJSON struct {
	Rules  json.RawMessage `json:"rules"`
	Played int             `json:"played"`
	Games  []int           `json:"games"`
	Points []int           `json:"points"`
	Loser  int             `json:"loser"`
}

// MarshalJSON implements json.Marshaler: {"rules": ..., "played": 3,
// "games": [2, 1], "points": [5, 2], "loser": 1}, the rules resolved, the
// games and game points of each side, and the side that lost the last
// game (-1 before the first). The zero Match (not made by NewMatch) and a
// match that games recorded by Record could not make are refused.
func (m Match) MarshalJSON() ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("crib: %w", err)
	}
	rules, err := m.rules.MarshalJSON()
	if err != nil {
		return nil, err
	}
	sides := m.rules.Layout.Sides
	return json.Marshal(matchJSON{rules, m.Played, m.Games[:sides], m.Points[:sides], m.loser})
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes (a pegger other than the two-peg board is read as Rules'
// UnmarshalJSON reads it, by the receiver's). On error *m is left as it
// was.
func (m *Match) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "Match", m, data, func(v matchJSON) (Match, error) {
		r, err := decodeRules(v.Rules, m.rules.Pegger)
		if err != nil {
			return Match{}, err
		}
		sides := r.Layout.Sides
		if sides == 0 || len(v.Games) != sides || len(v.Points) != sides {
			return Match{}, pkg.Bad("a match of %s with %s of games and %d of points", codec.Count(sides, "side"), codec.Count(len(v.Games), "count"), len(v.Points))
		}
		nm := Match{rules: r, Played: v.Played, loser: v.Loser}
		copy(nm.Games[:], v.Games)
		copy(nm.Points[:], v.Points)
		return nm, named(nm.check())
	})
}

// playJSON is the JSON form of a PlayState.
type playJSON struct {
	Seats int         `json:"seats"`
	Turn  int         `json:"turn,omitempty"`
	Count int         `json:"count,omitempty"`
	Pile  int         `json:"pile,omitempty"`
	Gone  []int       `json:"gone,omitempty"`
	Hands []cards.Set `json:"hands,omitempty"`
	Laid  []laidJSON  `json:"laid,omitempty"`
}

// laidJSON is a card laid in the play and who laid it.
type laidJSON struct {
	Seat int        `json:"seat"`
	Card cards.Card `json:"card"`
}

// seatList lists the seats of a bit mask.
func seatList(mask uint8) []int {
	var out []int
	for s := range 8 {
		if mask&(1<<s) != 0 {
			out = append(out, s)
		}
	}
	return out
}

// seatMask makes the bit mask of seats, refusing a seat out of 0 to n-1
// or given twice.
func seatMask(seats []int, n int) (uint8, error) {
	var m uint8
	for _, s := range seats {
		if s < 0 || s >= n || m&(1<<s) != 0 {
			return 0, bad("seats %v of %d", seats, n)
		}
		m |= 1 << s
	}
	return m, nil
}

// MarshalJSON implements json.Marshaler: {"seats": 2, "turn": 1,
// "count": 15, "pile": 2, "gone": [0], "hands": ["5H 10D", "KS"],
// "laid": [{"seat": 0, "card": "5C"}, ...]}: the seats, the seat to lay
// (-1 when the play is over), the count and how many of the cards laid
// last are in it, the seats that said go in the count, what each seat
// holds, and every card laid in order. The zero PlayState is {"seats":
// 0}. A state no play reaches is refused.
func (p PlayState) MarshalJSON() ([]byte, error) {
	if err := p.valid(); err != nil {
		return nil, fmt.Errorf("crib: %w", err)
	}
	// The zero PlayState, the one valid one of no seats, has nothing else.
	v := playJSON{int(p.seats), int(p.turn), int(p.count), int(p.npile), seatList(p.gone), p.hands[:p.seats], nil}
	for i := range p.nlaid {
		v.Laid = append(v.Laid, laidJSON{int(p.by[i]), p.laid[i]})
	}
	return json.Marshal(v)
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes and refusing a state no play reaches. On error *p is left as it
// was.
func (p *PlayState) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "PlayState", p, data, func(v playJSON) (PlayState, error) {
		q, err := v.play()
		return q, named(err)
	})
}

// play builds the PlayState v describes.
func (v playJSON) play() (PlayState, error) {
	if v.Seats == 0 {
		if v.Turn != 0 || v.Count != 0 || v.Pile != 0 || v.Gone != nil || v.Hands != nil || v.Laid != nil {
			return PlayState{}, bad("a play of no seats")
		}
		return PlayState{}, nil
	}
	if v.Seats < 2 || v.Seats > MaxSeats || len(v.Hands) != v.Seats || len(v.Laid) > 4*MaxSeats ||
		v.Turn < -1 || v.Turn >= v.Seats || v.Count < 0 || v.Count > 30 || v.Pile < 0 || v.Pile > len(v.Laid) || v.Pile > maxPile {
		return PlayState{}, bad("a play of %s with %s, %s laid", codec.Count(v.Seats, "seat"), codec.Count(len(v.Hands), "hand"), codec.Count(len(v.Laid), "card"))
	}
	gone, err := seatMask(v.Gone, v.Seats)
	if err != nil {
		return PlayState{}, err
	}
	p := PlayState{seats: int8(v.Seats), turn: int8(v.Turn), count: int8(v.Count), npile: int8(v.Pile), nlaid: int8(len(v.Laid)), gone: gone}
	copy(p.hands[:], v.Hands)
	for i, l := range v.Laid {
		if l.Seat < 0 || l.Seat >= v.Seats {
			return PlayState{}, bad("card %d of the play laid by seat %d", i+1, l.Seat)
		}
		p.laid[i], p.by[i] = l.Card, int8(l.Seat)
	}
	copy(p.pile[:], p.laid[len(v.Laid)-v.Pile:len(v.Laid)])
	if err := p.valid(); err != nil {
		return PlayState{}, err
	}
	return p, nil
}
