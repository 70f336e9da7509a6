package tables

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/pegjokers"
)

// Snapshots. Each kind's state is the library's saved game (crib.Game,
// cribwars.Game, pegjokers.Game as JSON), which keeps the seed and so
// deals on as the replay would; cribbage and Crib Wars keep beside it the
// points each seat is owed in claimed mode (worked out from events, which
// a restore does not see again):
//
//	{"game": <the saved game>, "owed": [0, 3]}   crib, cribwars ("owed" left out when none)
//	<the saved game>                             pegjokers
//
// The saved games leave their record of actions out, so a restored game
// cannot give its Record: the table builds the record by replaying the
// stored actions (table.record). Restore refuses a state whose rules or
// seed are not the table's: a snapshot of another deal is never taken.

// errSnapshot is a snapshot refused.
var errSnapshot = errors.New("bad snapshot")

// owedState is the state of a cribbage or Crib Wars game.
type owedState struct {
	Game json.RawMessage `json:"game"`
	Owed []int           `json:"owed,omitempty"`
}

func (o owed) state(game []byte, seats int) ([]byte, error) {
	st := owedState{Game: game}
	if o != (owed{}) && seats <= len(o) {
		st.Owed = o[:seats]
	}
	return json.Marshal(st)
}

func readOwed(state []byte, seats int) (json.RawMessage, owed, error) {
	var st owedState
	dec := json.NewDecoder(bytes.NewReader(state))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&st); err != nil || st.Game == nil || dec.More() {
		return nil, owed{}, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	var o owed
	if len(st.Owed) > len(o) || (st.Owed != nil && len(st.Owed) != seats) {
		return nil, o, fmt.Errorf("%w: owed for %d seats", errSnapshot, len(st.Owed))
	}
	for i, p := range st.Owed {
		if p < 0 || p > 200 {
			return nil, o, fmt.Errorf("%w: %d points owed", errSnapshot, p)
		}
		o[i] = p
	}
	return st.Game, o, nil
}

// sameStart checks that the saved game restored has the rules (JSON) and
// seed of the table's new game.
func sameStart(gotRules, wantRules []byte, gotSeed *uint64, seed uint64) error {
	if !bytes.Equal(gotRules, wantRules) {
		return fmt.Errorf("%w: the rules are not the table's", errSnapshot)
	}
	if gotSeed == nil || *gotSeed != seed {
		return fmt.Errorf("%w: the seed is not the table's", errSnapshot)
	}
	return nil
}

// savedSeed reads the "seed" member of a saved game.
func savedSeed(saved []byte) *uint64 {
	var v struct {
		Seed *uint64 `json:"seed"`
	}
	if json.Unmarshal(saved, &v) != nil {
		return nil
	}
	return v.Seed
}

func (c cribGame) Snapshot() ([]byte, error) {
	b, err := c.g.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return c.owed.state(b, c.g.Seats())
}

func (c cribGame) DealEnded() bool {
	act, _ := c.g.Next()
	return c.Over() || act == crib.StepDeal
}

func (cribKind) Restore(setup string, seed uint64, state []byte) (Game, error) {
	fresh, err := cribKind{}.New(setup, seed)
	if err != nil {
		return nil, err
	}
	raw, o, err := readOwed(state, fresh.Seats())
	if err != nil {
		return nil, err
	}
	var g crib.Game
	if err := g.UnmarshalJSON(raw); err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	got, err := g.Rules().MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	want, err := fresh.(cribGame).g.Rules().MarshalJSON()
	if err != nil {
		return nil, err
	}
	if err := sameStart(got, want, savedSeed(raw), seed); err != nil {
		return nil, err
	}
	return cribGame{g: g, owed: o}, nil
}

func (c cwGame) Snapshot() ([]byte, error) {
	b, err := c.g.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return c.owed.state(b, c.g.Seats())
}

func (c cwGame) DealEnded() bool {
	act, _ := c.g.Next()
	return c.Over() || act == crib.StepDeal
}

func (cwKind) Restore(setup string, seed uint64, state []byte) (Game, error) {
	fresh, err := cwKind{}.New(setup, seed)
	if err != nil {
		return nil, err
	}
	raw, o, err := readOwed(state, fresh.Seats())
	if err != nil {
		return nil, err
	}
	var g cribwars.Game
	if err := g.UnmarshalJSON(raw); err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	got, err := g.Config().MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	want, err := fresh.(cwGame).g.Config().MarshalJSON()
	if err != nil {
		return nil, err
	}
	var inner struct {
		Crib json.RawMessage `json:"crib"`
	}
	if err := json.Unmarshal(raw, &inner); err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	if err := sameStart(got, want, savedSeed(inner.Crib), seed); err != nil {
		return nil, err
	}
	return cwGame{g: g, owed: o}, nil
}

func (p pjGame) Snapshot() ([]byte, error) { return p.g.MarshalJSON() }

// DealEnded: Pegs and Jokers has no deals (a player draws after each
// play); its snapshots are every Options.SnapshotEvery actions, and at the end.
func (p pjGame) DealEnded() bool { return p.Over() }

func (pjKind) Restore(setup string, seed uint64, state []byte) (Game, error) {
	fresh, err := pjKind{}.New(setup, seed)
	if err != nil {
		return nil, err
	}
	var g pegjokers.Game
	if err := g.UnmarshalJSON(state); err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	f := fresh.(pjGame).g
	got, err := g.Rules().MarshalText()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	want, err := f.Rules().MarshalText()
	if err != nil {
		return nil, err
	}
	if g.Position().Seats() != f.Position().Seats() {
		return nil, fmt.Errorf("%w: %d seats, not the table's %d", errSnapshot, g.Position().Seats(), f.Position().Seats())
	}
	s := g.Seed()
	if err := sameStart(got, want, &s, seed); err != nil {
		return nil, err
	}
	return pjGame{g}, nil
}

// The kinds all snapshot.
var (
	_ Restorer    = cribKind{}
	_ Restorer    = cwKind{}
	_ Restorer    = pjKind{}
	_ Snapshotter = cribGame{}
	_ Snapshotter = cwGame{}
	_ Snapshotter = pjGame{}
)
