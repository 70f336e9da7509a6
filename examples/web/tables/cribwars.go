package tables

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// cwKind is Crib Wars, scored automatically, on the default track with
// the default readings: 2, 3, 4 (two teams) or 6 (three teams) players.
// Claimed mode, other tracks and readings are left for later.
type cwKind struct{}

func (cwKind) Name() string { return "cribwars" }

var cwLayouts = map[int]crib.Layout{2: crib.TwoPlayer(), 3: crib.ThreePlayer(), 4: crib.FourPlayer(), 6: crib.SixPlayer()}

// cwConfig reads the stored setup, "players: N".
func cwConfig(setup string) (cribwars.Config, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(setup, "players: "))
	l, ok := cwLayouts[n]
	if err != nil || !ok || !strings.HasPrefix(setup, "players: ") {
		return cribwars.Config{}, fmt.Errorf("%w: a setup %q", errOptions, setup)
	}
	return cribwars.Config{Layout: l}, nil
}

func (cwKind) Setup(options json.RawMessage) (string, int, error) {
	o := struct {
		Players int `json:"players"`
	}{Players: 2}
	if len(options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	setup := "players: " + strconv.Itoa(o.Players)
	if _, err := cwConfig(setup); err != nil {
		return "", 0, err
	}
	return setup, o.Players, nil
}

func (cwKind) New(setup string, seed uint64) (Game, error) {
	c, err := cwConfig(setup)
	if err != nil {
		return nil, err
	}
	g, err := cribwars.NewGame(c, seed)
	if err != nil {
		return nil, err
	}
	return cwGame{g.Recording()}, nil
}

func (cwKind) Commit(setup string, seed uint64, salt []byte) (string, error) {
	c, err := cwConfig(setup)
	if err != nil {
		return "", err
	}
	cm, err := cribwars.Record{Config: c, Seed: seed, Salt: salt}.Commitment()
	return cm.String(), err
}

func (cwKind) Bot(level string) bool { _, ok := cribLevels[level]; return ok }

// cwGame is a Crib Wars table's game. The table's part (leaving the
// penalty box when due, answering points offered as a careful player
// would: taken unless they land the peg in a box or a time trap) is the
// table's, as cribwars.PlayGame plays it.
type cwGame struct{ g cribwars.Game }

type cwEvents struct {
	a   crib.Action
	evs []crib.Event
}

func (es cwEvents) For(seat int) (json.RawMessage, error) {
	seen := make([]crib.Event, len(es.evs))
	for i, e := range es.evs {
		seen[i] = cribwars.SeenBy(e, seat)
	}
	return cribwars.MarshalEvents(seen)
}

func (es cwEvents) Action(seat int) string { return cribEvents{a: es.a}.Action(seat) }

func (c cwGame) Seats() int { return c.g.Seats() }

func (c cwGame) Over() bool { _, over := c.g.Result(); return over }

func (c cwGame) View(seat int) (json.RawMessage, error) {
	v, err := c.g.View(seat)
	if err != nil {
		return nil, err
	}
	return v.MarshalJSON()
}

func (c cwGame) Turn() []int {
	if c.Over() {
		return nil
	}
	if _, due := c.g.BoxDue(); due {
		return nil
	}
	return cribGame{g: c.g.Cribbage()}.Turn()
}

func (c cwGame) Apply(seat int, text string) (Game, string, Events, error) {
	a, err := cribwars.ParseAction(text)
	if err != nil {
		return c, "", nil, err
	}
	s, ok := actionSeat(a)
	switch a.(type) {
	case cribwars.LeaveBox, crib.DeclineOffer:
		s, ok = NoSeat, true
	}
	if !ok || s != seat {
		return c, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
	}
	next, evs, err := c.g.Apply(a)
	if err != nil {
		return c, "", nil, err
	}
	return cwGame{next}, a.String(), cwEvents{a, evs}, nil
}

func (c cwGame) Auto(bots []string, r *rand.Rand) (int, string, bool, error) {
	if c.Over() {
		return 0, "", false, nil
	}
	g := c.g
	act, _ := g.Next()
	if side, ok := g.BoxDue(); ok && act != crib.StepOffer {
		return NoSeat, cribwars.LeaveBox{Side: side}.String(), true, nil
	}
	if act == crib.StepOffer {
		o := g.Cribbage().Offers()[0]
		var a crib.Action = crib.TakeOffer{Side: o.Side}
		if _, moved, _ := g.Track().Move(g.Peg(o.Side), o.Points); avoid(moved) {
			a = crib.DeclineOffer{Side: o.Side}
		}
		return NoSeat, a.String(), true, nil
	}
	// The rest is cribbage's: the table's steps, and the bots' discards
	// and cards (automatic mode: no claims).
	return cribGame{g: g.Cribbage()}.Auto(bots, r)
}

// avoid reports whether a move's events put the peg in a penalty box or a
// time trap.
func avoid(moved []cribwars.Effect) bool {
	for _, e := range moved {
		if e.Kind == cribwars.LandedInBox || e.Kind == cribwars.Trapped {
			return true
		}
	}
	return false
}

func (c cwGame) Record(names []string, salt []byte) ([]byte, error) {
	rec, err := c.g.Record()
	if err != nil {
		return nil, err
	}
	rec.Names, rec.Salt = names, salt
	return rec.MarshalText()
}
