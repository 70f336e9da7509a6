package score

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// The stored forms of score's values that games keep: a Kind by its name
// and a PlayScore as a JSON object.

// ErrBadScore is wrapped by the errors of the decoders below for a value
// no card can score.
var ErrBadScore = errors.New("no such score")

// MarshalText implements encoding.TextMarshaler: the kind's name,
// "fifteen", "pair", "run", "flush" or "his nobs". A Kind that is none of
// them is refused with an error wrapping ErrBadScore.
func (k Kind) MarshalText() ([]byte, error) {
	if k < Fifteen || k > Nobs {
		return nil, fmt.Errorf("score: %w: %v", ErrBadScore, k)
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the names
// MarshalText writes.
func (k *Kind) UnmarshalText(text []byte) error {
	if k == nil {
		return fmt.Errorf("score: UnmarshalText into a nil *Kind: %w", ErrBadScore)
	}
	for v := Fifteen; v <= Nobs; v++ {
		if string(text) == kindNames[v] {
			*k = v
			return nil
		}
	}
	return fmt.Errorf("score: %w: %q is not a kind of score", ErrBadScore, text)
}

// playScoreJSON is the JSON form of a PlayScore.
type playScoreJSON struct {
	Count     int  `json:"count"`
	Fifteen   bool `json:"fifteen,omitempty"`
	ThirtyOne bool `json:"thirty_one,omitempty"`
	Pair      int  `json:"pair,omitempty"`
	Run       int  `json:"run,omitempty"`
}

// check reports why p is no card's score in the play: a count outside 0
// to 31, a fifteen or 31 that is not the count's (or a count of 15 or 31
// without it), a pair of other than 2, 3 or 4
// cards, a run of other than 3 to 7, or a score with no count (the zero
// PlayScore is the score of no card, and allowed).
func (p PlayScore) check() error {
	bad := p.Count < 0 || p.Count > 31 || p.Fifteen != (p.Count == 15) || p.ThirtyOne != (p.Count == 31) ||
		p.Pair != 0 && (p.Pair < 2 || p.Pair > 4) || p.Run != 0 && (p.Run < 3 || p.Run > 7) ||
		p.Count == 0 && p != PlayScore{}
	if bad {
		return fmt.Errorf("score: %w: %+v is no card's score in the play", ErrBadScore, p)
	}
	return nil
}

// MarshalJSON implements json.Marshaler: {"count": 15, "fifteen": true,
// "pair": 2}, the members that are not zero after the count. A score no
// card makes is refused with an error wrapping ErrBadScore.
func (p PlayScore) MarshalJSON() ([]byte, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	return json.Marshal(playScoreJSON(p))
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes and refusing an unknown member or a score no card makes. On
// error *p is left as it was.
func (p *PlayScore) UnmarshalJSON(data []byte) error {
	if p == nil {
		return fmt.Errorf("score: UnmarshalJSON into a nil *PlayScore: %w", ErrBadScore)
	}
	var v playScoreJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("score: %w: %w", ErrBadScore, err)
	}
	if dec.More() {
		return fmt.Errorf("score: %w: data after the score", ErrBadScore)
	}
	if err := PlayScore(v).check(); err != nil {
		return err
	}
	*p = PlayScore(v)
	return nil
}
