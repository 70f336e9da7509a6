package tables

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	cribbot "github.com/pegboard/pegboard/crib/bot"
)

// cribKind is ACC cribbage for 2, 3, 4 (two partnerships) or 6 (three
// partnerships): automatic or claimed, muggins on or off, to 121 or 61.
type cribKind struct{}

func (cribKind) Name() string { return "crib" }

// cribOptions are a create request's options for cribbage: the players
// (2, 3, 4 or 6; zero: 2), claimed scoring, muggins (claimed only) and the
// game hole (121 or 61; zero: 121).
type cribOptions struct {
	Players int  `json:"players"`
	Claimed bool `json:"claimed"`
	Muggins bool `json:"muggins"`
	Hole    int  `json:"hole"`
}

// cribLayouts are the seatings a table plays, by players: crib's standard
// layouts (four and six in partnerships of two sitting opposite).
var cribLayouts = map[int]crib.Layout{2: crib.TwoPlayer(), 3: crib.ThreePlayer(), 4: crib.FourPlayer(), 6: crib.SixPlayer()}

var errOptions = errors.New("bad options")

func (cribKind) Setup(options json.RawMessage) (string, int, error) {
	var o cribOptions
	if len(options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	if o.Hole == 0 {
		o.Hole = 121
	}
	if o.Players == 0 {
		o.Players = 2
	}
	l, ok := cribLayouts[o.Players]
	if !ok {
		return "", 0, fmt.Errorf("%w: cribbage is for 2, 3, 4 or 6 players, not %d", errOptions, o.Players)
	}
	if o.Hole != 121 && o.Hole != 61 {
		return "", 0, fmt.Errorf("%w: the game is to 121 or to 61, not %d", errOptions, o.Hole)
	}
	if o.Muggins && !o.Claimed {
		return "", 0, fmt.Errorf("%w: muggins needs claimed scoring", errOptions)
	}
	r := crib.ACC()
	r.Claimed, r.Muggins, r.GameHole = o.Claimed, o.Muggins, o.Hole
	if o.Hole != 121 {
		// ACC() spells out the skunk lines of a game to 121 (91 and 61),
		// which in a game to 61 would make every loss a double skunk: the
		// short game's are crib's defaults for it (31, and none).
		r.SkunkBelow, r.DoubleSkunkBelow = 0, 0
		var err error
		if r, err = r.Resolve(); err != nil {
			return "", 0, fmt.Errorf("%w: %v", errOptions, err)
		}
	}
	if o.Players != 2 {
		r.Layout = l // two players: ACC's own, so that the text is as it was
	}
	text, err := r.MarshalText()
	if err != nil {
		return "", 0, err
	}
	return string(text), l.Seats, nil
}

func cribRules(setup string) (crib.Rules, error) {
	var r crib.Rules
	err := r.UnmarshalText([]byte(setup))
	return r, err
}

func (cribKind) New(setup string, seed uint64) (Game, error) {
	r, err := cribRules(setup)
	if err != nil {
		return nil, err
	}
	g, err := crib.NewGame(r, seed)
	if err != nil {
		return nil, err
	}
	if _, ok := cribLayouts[g.Seats()]; !ok || g.Rules().Layout != cribLayouts[g.Seats()] {
		return nil, fmt.Errorf("%w: the table plays cribbage's standard seatings, not %v", errOptions, g.Rules().Layout)
	}
	return cribGame{g: g.Recording()}, nil
}

func (cribKind) Commit(setup string, seed uint64, salt []byte) (string, error) {
	r, err := cribRules(setup)
	if err != nil {
		return "", err
	}
	c, err := crib.Record{Rules: r, Seed: seed, Salt: salt}.Commitment()
	return c.String(), err
}

// cribLevels are the bots that play a seat, a ladder from beginner to
// expert (the README's ladder rates them in the arena): random (any legal
// card), scripted (the public baseline: the best four on their own, the
// most points now), calculated (the baseline that lays away by exact
// expectation), analysis, and expert; miscount plays as analysis and
// underclaims. Every one plays every seating (bot.Expert plays as
// bot.Analysis with three or six, and searches uniformly over the unseen
// cards with four).
var cribLevels = map[string]crib.Strategy{
	"random": cribbot.Random{}, "scripted": cribbot.Scripted{}, "calculated": cribbot.Calculated{},
	"analysis": cribbot.Analysis{}, "expert": cribbot.Expert{}, miscountLevel: cribbot.Analysis{},
}

func (cribKind) Bot(level string) bool { _, ok := cribLevels[level]; return ok }

// cribGame is a cribbage table's game, and the points of the play each
// seat has scored and not yet claimed (claimed mode), which a bot claims:
// worked out from the events, so that a replay gives them again.
type cribGame struct {
	g    crib.Game
	owed owed
	// try applies an action to a copy of the game the table plays (nil:
	// g itself), for a bot's look at what a call or claim would do; Crib
	// Wars sets it to its own game, whose board rules muggins.
	try func(crib.Action) ([]crib.Event, error)
}

// owed are the points of the play (and his heels) each seat has scored
// and not yet claimed, while its claim is pending.
type owed [crib.MaxSeats]int

// after returns the points owed once action a, whose events are evs, has
// made the game next.
func (o owed) after(a crib.Action, evs []crib.Event, next crib.Game) owed {
	if cl, ok := a.(crib.Claim); ok && cl.Seat >= 0 && cl.Seat < len(o) {
		o[cl.Seat] = 0
	}
	for _, e := range evs {
		switch e := e.(type) {
		case crib.Dealt:
			o = owed{}
		case crib.Laid:
			if s := e.Step.Seat; s >= 0 && s < len(o) {
				o[s] += e.Step.Points()
			}
		case crib.StarterTurned:
			if d := next.Dealer(); e.Starter.Rank() == cards.Jack && d >= 0 && d < len(o) {
				o[d] += 2 // his heels, if the rules count them here (Pending says)
			}
		}
	}
	for s := range o {
		if p, ok := next.Pending(); !ok || p != s {
			o[s] = 0 // what a seat scored is owed while its claim is pending
		}
	}
	return o
}

// cribEvents are an action and its events, whole; For shows them as a
// seat sees them (crib.SeenBy), Action the action.
type cribEvents struct {
	a   crib.Action
	evs []crib.Event
	// whole is the events' JSON when every seat sees them whole (no deal
	// and no discard among them: crib.SeenBy shows every other event
	// whole), made once for all the seats; nil otherwise.
	whole *wholeJSON
}

// wholeJSON is JSON made once, by the first to ask.
type wholeJSON struct {
	once sync.Once
	data json.RawMessage
	err  error
}

// newCribEvents returns a's events, sharing their JSON among the seats
// when every seat sees them whole.
func newCribEvents(a crib.Action, evs []crib.Event) cribEvents {
	for _, e := range evs {
		switch e.(type) {
		case crib.Dealt, crib.Discarded:
			return cribEvents{a: a, evs: evs}
		}
	}
	return cribEvents{a: a, evs: evs, whole: new(wholeJSON)}
}

func (es cribEvents) For(seat int) (json.RawMessage, error) {
	if w := es.whole; w != nil {
		w.once.Do(func() { w.data, w.err = crib.MarshalEvents(es.evs) })
		return w.data, w.err
	}
	return seenJSON(es.evs, seat, crib.SeenBy, crib.MarshalEvents)
}

// Action is the action's text for seat: another seat's discard names no
// cards (its Discarded event, seen by seat, says how many).
func (es cribEvents) Action(seat int) string {
	if d, ok := es.a.(crib.Discard); ok && d.Seat != seat {
		return ""
	}
	return es.a.String()
}

func (c cribGame) Seats() int { return c.g.Seats() }

func (c cribGame) Turn() []int {
	g := c.g
	if c.Over() {
		return nil
	}
	var out []int
	add := func(s int) {
		for _, t := range out {
			if t == s {
				return
			}
		}
		out = append(out, s)
	}
	if s, ok := g.Pending(); ok {
		add(s)
	}
	for s := range g.Seats() {
		if g.Rules().Claimed && g.MaySayGo(s) {
			add(s)
		}
	}
	switch act, seat := g.Next(); act {
	case crib.StepCutForDeal, crib.StepDeal, crib.StepCut, crib.StepCount, crib.StepOffer:
	case crib.StepDiscard:
		for s := range g.Seats() {
			if v, err := g.View(s); err == nil && v.Away == 0 && v.Out&(1<<s) == 0 {
				add(s)
			}
		}
	default:
		if seat >= 0 {
			add(seat)
		}
	}
	return out
}

func (c cribGame) Over() bool { _, over := c.g.Result(); return over }

func (c cribGame) View(seat int) (json.RawMessage, error) {
	v, err := c.g.View(seat)
	if err != nil {
		return nil, err
	}
	return v.MarshalJSON()
}

// AppendView appends seat's view to b (see viewAppender).
func (c cribGame) AppendView(b []byte, seat int) ([]byte, error) {
	v, err := c.g.View(seat)
	if err != nil {
		return b, err
	}
	return v.AppendJSON(b)
}

// errNotYours is an action refused for the seat that sent it.
var errNotYours = errors.New("not your action")

// actionSeat returns the seat an action is taken for, or NoSeat for the
// table's own steps; ok is false for an action that brings its own cards
// (a pack, hands, a cut card, a dealer chosen) or that no seat sends here.
func actionSeat(a crib.Action) (seat int, ok bool) {
	switch a := a.(type) {
	case crib.CutForDeal, crib.Deal, crib.Cut, crib.Count:
		return NoSeat, true
	case crib.TakeOffer:
		return NoSeat, true
	case crib.Discard:
		return a.Seat, true
	case crib.Lay:
		return a.Seat, true
	case crib.Go:
		return a.Seat, true
	case crib.Claim:
		return a.Seat, true
	case crib.Accept:
		return a.Seat, true
	case crib.CallMuggins:
		return a.Caller, true
	case crib.Correct:
		return a.Caller, true
	case crib.Retract:
		return a.Seat, true
	case crib.PegOut:
		return a.Seat, true
	case crib.RefusePegOut:
		return a.Seat, true
	case crib.Mix:
		return a.Seat, true
	}
	return NoSeat, false
}

func (c cribGame) Apply(seat int, text string) (Game, string, Events, error) {
	a, err := crib.ParseAction(text)
	if err != nil {
		return c, "", nil, err
	}
	if s, ok := actionSeat(a); !ok || s != seat {
		return c, "", nil, fmt.Errorf("%w: %q", errNotYours, text)
	}
	next, evs, err := c.g.Apply(a)
	if err != nil {
		return c, "", nil, err
	}
	return cribGame{g: next, owed: c.owed.after(a, evs, next)}, a.String(), newCribEvents(a, evs), nil
}

func (c cribGame) Record(names []string, salt []byte) ([]byte, error) {
	rec, err := c.g.Record()
	if err != nil {
		return nil, err
	}
	rec.Names, rec.Salt = names, salt
	return rec.MarshalText()
}

// Auto returns the table's step or a bot's action. In claimed mode a bot
// corrects an overpeg of a seat of another side (ACC rule 8.4c), calls
// muggins on points such a seat missed (rule 10; the rule speaks of "the
// opponent", and crib takes a call from any seat of another side playing
// the deal), claims its own points exactly and accepts others' counts.
func (c cribGame) Auto(bots []string, r *rand.Rand) (int, string, bool, error) {
	a, err := c.auto(bots, r)
	if err != nil || a == nil {
		return NoSeat, "", false, err
	}
	s, _ := actionSeat(a)
	return s, a.String(), true, nil
}

func (c cribGame) auto(bots []string, r *rand.Rand) (crib.Action, error) {
	g := c.g
	if c.Over() {
		return nil, nil
	}
	isBot := func(s int) bool { return s >= 0 && s < len(bots) && bots[s] != "" }
	players := make([]crib.Strategy, g.Seats())
	rands := make([]*rand.Rand, g.Seats())
	for s := range players {
		if isBot(s) {
			players[s], rands[s] = cribLevels[bots[s]], r
		}
	}
	if g.Rules().Claimed {
		for b := range g.Seats() {
			if !isBot(b) {
				continue
			}
			for o := range g.Seats() {
				if g.Side(o) == g.Side(b) {
					continue
				}
				if a := (crib.Correct{Caller: b, Target: o}); c.tries(a) {
					return a, nil
				}
				if a := c.muggins(b, o); a != nil {
					return a, nil
				}
			}
		}
		if s, ok := g.Pending(); ok {
			if isBot(s) {
				return crib.Claim{Seat: s, Points: c.owed[s]}, nil
			}
			return nil, nil
		}
		for s := range g.Seats() {
			if g.MaySayGo(s) {
				if isBot(s) {
					return crib.Go{Seat: s}, nil
				}
				return nil, nil
			}
		}
	}
	act, seat := g.Next()
	switch act {
	case crib.StepNone:
		return nil, nil
	case crib.StepCutForDeal, crib.StepDeal, crib.StepCut, crib.StepCount, crib.StepOffer:
		return crib.NextAction(g, players, rands)
	case crib.StepDiscard:
		for s := range g.Seats() {
			if v, err := g.View(s); err == nil && v.Away == 0 && v.Out&(1<<s) == 0 && isBot(s) {
				d := g.DiscardView(s)
				return crib.Discard{Seat: s, Cards: players[s].Discard(d, r)}, nil
			}
		}
		return nil, nil
	}
	if !isBot(seat) {
		return nil, nil
	}
	switch act {
	case crib.StepLay:
		return crib.NextAction(g, players, rands)
	case crib.StepClaim:
		ev, err := c.apply(crib.Claim{Seat: seat, Points: 0})
		if err != nil {
			return nil, err
		}
		for _, e := range ev {
			if sh, ok := e.(crib.Shown); ok {
				return crib.Claim{Seat: seat, Points: showClaim(bots[seat], sh, r)}, nil
			}
		}
		return nil, fmt.Errorf("no count laid out for seat %d", seat)
	case crib.StepAccept:
		return crib.Accept{Seat: seat}, nil
	case crib.StepPegOut:
		return crib.PegOut{Seat: seat}, nil
	}
	return nil, fmt.Errorf("the table cannot take step %v for seat %d", act, seat)
}

// apply applies a to a copy of the game the table plays and returns its
// events.
func (c cribGame) apply(a crib.Action) ([]crib.Event, error) {
	if c.try != nil {
		return c.try(a)
	}
	_, ev, err := c.g.Apply(a)
	return ev, err
}

// tries reports whether the rules take a, trying it on a copy.
func (c cribGame) tries(a crib.Action) bool {
	_, err := c.apply(a)
	return err == nil
}

// muggins returns caller's call of muggins on the points target has just
// missed, or nil: a call tried on a copy says what would be awarded.
func (c cribGame) muggins(caller, target int) crib.Action {
	if !c.g.Rules().Muggins {
		return nil
	}
	ev, err := c.apply(crib.CallMuggins{Caller: caller, Target: target, Asked: 29})
	if err != nil {
		return nil
	}
	for _, e := range ev {
		if m, ok := e.(crib.MugginsCalled); ok && !m.Wrong && m.Awarded > 0 {
			return crib.CallMuggins{Caller: caller, Target: target, Asked: m.Awarded}
		}
	}
	return nil
}
