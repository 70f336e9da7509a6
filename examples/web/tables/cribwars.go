package tables

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// cwKind is Crib Wars: 2 or 3 players, or two or three teams of two (4
// or 6 players); scored automatically or claimed (with muggins in Muggers
// Alley, or without); on the default board, the plain one or a board given
// as JSON; with the readings' text (cribwars.Rules).
type cwKind struct{}

func (cwKind) Name() string { return "cribwars" }

var cwLayouts = map[int]crib.Layout{2: crib.TwoPlayer(), 3: crib.ThreePlayer(), 4: crib.FourPlayer(), 6: crib.SixPlayer()}

// cwOptions are a create request's options for Crib Wars: the players (2,
// 3, 4 or 6; zero: 2), claimed scoring, muggins (claimed only; unset: on,
// as the game has it), the board ("default", "plain", or a board's JSON
// object as cribwars.ParseTrack reads it; unset: default) and the
// readings (cribwars.Rules' text; "": default).
type cwOptions struct {
	Players int             `json:"players"`
	Claimed bool            `json:"claimed"`
	Muggins *bool           `json:"muggins"`
	Board   json.RawMessage `json:"board"`
	Rules   string          `json:"rules"`
}

// cwRecordHead is the first line of a Crib Wars record; the setup stored
// with a table is the record's headers after it (layout, board, rules,
// scoring), which the record reader reads back.
const cwRecordHead = "pegboard cribwars 1\n"

// cwConfig reads the stored setup: the record's headers, or, as tables
// stored before the other options came, "players: N".
func cwConfig(setup string) (cribwars.Config, error) {
	if n, ok := strings.CutPrefix(setup, "players: "); ok {
		p, err := strconv.Atoi(n)
		l, ok := cwLayouts[p]
		if err != nil || !ok || strconv.Itoa(p) != n {
			return cribwars.Config{}, fmt.Errorf("%w: a setup %q", errOptions, setup)
		}
		return cribwars.Config{Layout: l}, nil
	}
	rec, err := cribwars.ParseRecord(strings.NewReader(cwRecordHead + setup + "\n"))
	if err != nil {
		return cribwars.Config{}, fmt.Errorf("%w: a setup: %v", errOptions, err)
	}
	if again, err := cwSetup(rec.Config); err != nil || again != setup {
		return cribwars.Config{}, fmt.Errorf("%w: a setup %q is not as the table writes one", errOptions, setup)
	}
	return rec.Config, nil
}

// cwSetup is the setup text of c: its record's headers.
func cwSetup(c cribwars.Config) (string, error) {
	b, err := cribwars.Record{Config: c, Dealt: true}.MarshalText()
	if err != nil {
		return "", err
	}
	head, ok := strings.CutPrefix(string(b), cwRecordHead)
	if !ok {
		return "", fmt.Errorf("a Crib Wars record begins %q", b)
	}
	return strings.TrimSuffix(head, "\n"), nil
}

func (cwKind) Setup(options json.RawMessage) (string, int, error) {
	var o cwOptions
	if len(options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	if o.Players == 0 {
		o.Players = 2
	}
	l, ok := cwLayouts[o.Players]
	if !ok {
		return "", 0, fmt.Errorf("%w: Crib Wars is for 2 or 3 players or two or three teams of two (4 or 6), not %d", errOptions, o.Players)
	}
	if o.Muggins != nil && *o.Muggins && !o.Claimed {
		return "", 0, fmt.Errorf("%w: muggins needs claimed scoring", errOptions)
	}
	c := cribwars.Config{Layout: l, Claimed: o.Claimed, NoMuggins: o.Claimed && o.Muggins != nil && !*o.Muggins}
	if err := c.Rules.UnmarshalText([]byte(o.Rules)); o.Rules != "" && err != nil {
		return "", 0, fmt.Errorf("%w: rules %q: %v", errOptions, o.Rules, err)
	}
	if len(o.Board) > 0 && !bytes.Equal(o.Board, []byte("null")) {
		var name string
		switch err := json.Unmarshal(o.Board, &name); {
		case err == nil && name == "default":
		case err == nil && name == "plain":
			c.Track = cribwars.PlainTrack()
		case err == nil:
			return "", 0, fmt.Errorf("%w: the board is \"default\", \"plain\" or a board as JSON, not %q", errOptions, name)
		default:
			t, err := cribwars.ParseTrack(o.Board)
			if err != nil {
				return "", 0, fmt.Errorf("%w: board: %v", errOptions, err)
			}
			c.Track = t
		}
	}
	if _, err := cribwars.NewGame(c, 0); err != nil {
		return "", 0, fmt.Errorf("%w: no game on that board with those readings: %v", errOptions, err)
	}
	setup, err := cwSetup(c)
	if err != nil {
		return "", 0, fmt.Errorf("%w: %v", errOptions, err)
	}
	if _, err := cwConfig(setup); err != nil {
		return "", 0, err
	}
	return setup, l.Seats, nil
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
	return cwGame{g: g.Recording()}, nil
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

// cwGame is a Crib Wars table's game, and in claimed mode the points each
// seat is owed (as cribGame keeps them). The table's part (leaving the
// penalty box when due, answering points offered as a careful player
// would: taken unless they land the peg in a box or a time trap; a
// muggins caller's choice to keep the points or give them back among
// them) is the table's, as cribwars.PlayGame plays it.
type cwGame struct {
	g    cribwars.Game
	owed owed
}

type cwEvents struct {
	a   crib.Action
	evs []crib.Event
}

func (es cwEvents) For(seat int) (json.RawMessage, error) {
	return seenJSON(es.evs, seat, cribwars.SeenBy, cribwars.MarshalEvents)
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
	out := cribGame{g: c.g.Cribbage()}.Turn()
	for _, o := range c.offers() {
		if o.Seat != NoSeat && !slices.Contains(out, o.Seat) {
			out = append(out, o.Seat)
		}
	}
	return out
}

// offers returns the offer each side offered points answers first, in
// the order they were made: TakeOffer and DeclineOffer answer a side's
// first.
func (c cwGame) offers() []crib.Offered {
	var out []crib.Offered
	var seen [crib.MaxSides]bool
	for _, o := range c.g.Cribbage().Offers() {
		if o.Side >= 0 && o.Side < len(seen) && !seen[o.Side] {
			seen[o.Side] = true
			out = append(out, o)
		}
	}
	return out
}

// answerer returns the seat that answers the points offered to side: the
// muggins caller they are offered to keep or give back (crib.Offered.Seat),
// or NoSeat, the table, for points offered to the side as a whole.
func (c cwGame) answerer(side int) (int, bool) {
	for _, o := range c.offers() {
		if o.Side == side {
			return o.Seat, true
		}
	}
	return NoSeat, false
}

func (c cwGame) Apply(seat int, text string) (Game, string, Events, error) {
	a, err := cribwars.ParseAction(text)
	if err != nil {
		return c, "", nil, err
	}
	s, ok := actionSeat(a)
	switch a := a.(type) {
	case cribwars.LeaveBox:
		s, ok = NoSeat, true
	case crib.TakeOffer, crib.DeclineOffer:
		// The caller of muggins keeps the points or gives them back; the
		// table answers for a bot's seat and for points offered to a side
		// (and did for every offer before callers answered: replays).
		s, ok = NoSeat, true
		if by, offered := c.answerer(offerSide(a)); offered && by != NoSeat && seat == by {
			s = by
		}
	}
	if !ok || s != seat {
		return c, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
	}
	next, evs, err := c.g.Apply(a)
	if err != nil {
		return c, "", nil, err
	}
	return cwGame{g: next, owed: c.owed.after(a, evs, next.Cribbage())}, a.String(), cwEvents{a, evs}, nil
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
		// A person who called muggins answers their offer; the table
		// answers the rest, for a bot caller as that seat.
		for _, o := range c.offers() {
			by := o.Seat
			if by != NoSeat && (by >= len(bots) || bots[by] == "") {
				continue
			}
			var a crib.Action = crib.TakeOffer{Side: o.Side}
			if _, moved, _ := g.Track().Move(g.Peg(o.Side), o.Points); avoid(moved) {
				a = crib.DeclineOffer{Side: o.Side}
			}
			return by, a.String(), true, nil
		}
		return NoSeat, "", false, nil
	}
	// The rest is cribbage's: the table's steps, the bots' discards and
	// cards, and in claimed mode their claims and calls, each tried on
	// the Crib Wars game (whose board rules where muggins may be called).
	try := func(a crib.Action) ([]crib.Event, error) {
		_, evs, err := g.Apply(a)
		return evs, err
	}
	return cribGame{g: g.Cribbage(), owed: c.owed, try: try}.Auto(bots, r)
}

// offerSide is the side a TakeOffer or DeclineOffer answers for.
func offerSide(a crib.Action) int {
	switch a := a.(type) {
	case crib.TakeOffer:
		return a.Side
	case crib.DeclineOffer:
		return a.Side
	}
	return NoSeat
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
