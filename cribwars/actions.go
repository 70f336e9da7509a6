package cribwars

import (
	"fmt"
	"reflect"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// The actions of Crib Wars beyond crib's. Each is a [crib.Action], so a game
// of Crib Wars is its setup, its seed and a list of crib's actions and
// these.

// LeaveBox is Side moving its own peg out of the penalty box when its stay
// is due ([Game.BoxDue]), before the next deal (the Crib Wars penalty-box
// rule: a side in the box moves its own peg). The peg advances one hole out
// of the box ([Rules.LeaveBox]: a slide or green advance area there acts; a
// peg already bumped on by a second arrival stays where it is) and the stay
// ends. The move is crib's award ([crib.Award], with rule LeaveBoxRule) and
// may win the game. Errors wrap ErrStay (no stay of Side's is due) or
// [crib.ErrWrongPhase] (not between deals).
type LeaveBox struct{ Side int }

// Penalty rules a penalty against Offender's side (the Crib Wars penalty
// rule: every other side is offered [PenaltyPoints], each to take or
// decline with [crib.TakeOffer] or [crib.DeclineOffer]); Rule names the rule
// for the record. It is crib's ruling with an award ([crib.ApplyRuling]),
// which crib offers because the rules are Declinable.
type Penalty struct {
	Offender int
	Rule     string
}

// PlaceRule is the rule crib's Pegged event names when Place puts a peg.
const PlaceRule = "pegs placed"

// Place puts Side's peg at Peg on the main path, where the players agree it
// belongs (a peg dislodged and put back, the Crib Wars irregularity 14; a
// game taken up from a record): no special hole acts where it is put, a side
// in a penalty box is taken out of it, and a peg put in the game hole wins.
// It is crib's ruling that moves pegs ([crib.ApplyRuling]). Errors:
// [crib.ErrBadSeat] for no such side; ErrNoSuchHole for a position that is not
// a main-path hole of the board (a peg is put on a side path only by the
// scores that lead there).
type Place struct {
	Side int
	Peg  Peg
}

// move is what each action of this package is.
type move interface {
	crib.Action
	// do carries the action out on g, returning the next game and what
	// happened; g itself never changes.
	do(g Game) (Game, []crib.Event, error)
}

// actionText is the grammar of the actions' text: this package's, one
// entry an action type, and crib's through crib's own grammar. The
// package doc gives it in full.
var actionText = func() *codec.Grammar[crib.Action] {
	g := &codec.Grammar[crib.Action]{Pkg: pkg, Else: &codec.OtherActions[crib.Action]{
		Parse: func(s string) (crib.Action, bool, error) {
			a, err := crib.ParseAction(s)
			return a, err == nil, err
		},
		String: func(a crib.Action) (string, bool) {
			if a == nil || reflect.TypeOf(a).PkgPath() != cribPath {
				return "", false
			}
			return a.String(), true
		},
		Verbatim: true,
	}}
	codec.Verb[LeaveBox](g, "leave box SIDE")
	codec.Verb[Penalty](g, `penalty OFFENDER "RULE"`)
	codec.Verb[Place](g, "place SIDE PEG")
	codec.Custom(g, "irregularity", "irregularity ITEM OFFENDER POINTS... [REMEDY]", Irregularity.text, parseIrregularity)
	return g
}()

// ParseAction reads an action's text, as its String writes it: this
// package's actions ("leave box 1", `penalty 0 "item 16"`, "place 1 52",
// "irregularity 16 2 0 2") and crib's ([crib.ParseAction]: "deal", "lay 1
// 5H", "claim 0 8", ...). Errors wrap ErrSyntax.
func ParseAction(s string) (crib.Action, error) { return actionText.Parse(s) }

// String says the action: "leave box 1".
func (a LeaveBox) String() string { return actionText.String(a) }

// String says the action: `penalty 0 "item 16"`, the rule always quoted.
func (a Penalty) String() string { return actionText.String(a) }

// String says the action: "place 1 52" (a main-path hole; "place 1 2:3" for
// hole 3 of side path 2, which Apply refuses).
func (a Place) String() string { return actionText.String(a) }

// Apply applies the action a, or what a non-nil pointer a points to: one
// of this package's ([LeaveBox], [Penalty], [Place], [Irregularity]) or
// one of crib's, which crib carries out on the Crib Wars board. A deal
// ([crib.Deal], [crib.DealFrom], [crib.DealHands]) first takes out of it
// the side sitting out its stay in a penalty box (three sides; the two
// sides left play the deal as the layout of the players left, and if it
// was the dealer's turn the deal passes to the next player to the left); a
// side whose stay was due and which has not moved its peg out
// ([LeaveBox]) missed it, and sits out one more hand ([Rules.LeaveBox]).
//
// It returns the next Game and what happened, or an error: a *crib.Error
// naming the operation (the action's verb) and who acted, wrapping a
// sentinel. g itself never changes. nil, a nil pointer, or an action of a
// type that is neither this package's nor crib's is refused with
// [crib.ErrUnknownAction].
func (g Game) Apply(a crib.Action) (Game, []crib.Event, error) {
	a, m, err := actionOf(a)
	if err != nil {
		return g, nil, &game.Error{Pkg: string(pkg), Op: "apply", Seat: NoSide, Err: err}
	}
	var ng Game
	var ev []crib.Event
	switch {
	case g.zero():
		return g, nil, &game.Error{Pkg: string(pkg), Op: actionText.Verb(a), Seat: NoSide, Err: crib.ErrZeroValue}
	case g.void:
		return g, nil, &game.Error{Pkg: string(pkg), Op: actionText.Verb(a), Seat: NoSide, Err: fmt.Errorf("%w: the game is void", crib.ErrGameOver)}
	case m != nil:
		ng, ev, err = m.do(g)
	default:
		ng, ev, err = g.cribAction(a)
	}
	if err == nil && g.rec != nil {
		ng.rec = g.rec.Add(a)
	}
	return ng, ev, err
}

// ownPath is this package's import path.
var ownPath = reflect.TypeFor[Game]().PkgPath()

// actionOf returns a as an action of Crib Wars (a itself, or what a
// non-nil pointer to one points to) and, when it is one of this
// package's, as a move. crib judges whether a type of its own is an
// action.
func actionOf(a crib.Action) (crib.Action, move, error) {
	orig := a
	if a != nil && reflect.TypeOf(a).Kind() == reflect.Pointer {
		v := reflect.ValueOf(a)
		if v.IsNil() {
			return nil, nil, codec.Unknown(crib.ErrUnknownAction, orig)
		}
		a, _ = v.Elem().Interface().(crib.Action)
	}
	if a != nil {
		switch reflect.TypeOf(a).PkgPath() {
		case ownPath:
			if m, ok := a.(move); ok {
				return a, m, nil
			}
		case cribPath:
			return a, nil, nil
		}
	}
	return nil, nil, codec.Unknown(crib.ErrUnknownAction, orig)
}

// cribAction applies one of crib's actions: a deal as the Crib Wars
// penalty-box rule says, any other as crib does.
//
// Two of crib's actions would leave a game Crib Wars cannot go on with, and
// are refused with ErrStay: [crib.SitOut] (a side sits out a deal here only
// by the penalty-box rule) and a [crib.Award] to a side in a penalty box
// (it moves out by [LeaveBox], which checks its stay is due).
func (g Game) cribAction(a crib.Action) (Game, []crib.Event, error) {
	switch a := a.(type) {
	case crib.Deal, crib.DealFrom, crib.DealHands:
		return g.deal(a)
	case crib.SitOut:
		return g, nil, refuse(a, a.Side, fmt.Errorf("%w: a side sits out a deal of Crib Wars only by the penalty-box rule", ErrStay))
	case crib.Award:
		if s, in := g.pegger().boxed(); in && s == a.Side {
			return g, nil, refuse(a, a.Side, fmt.Errorf("%w: side %s sits in a penalty box and moves out by leave box", ErrStay, SideName(s)))
		}
	}
	return g.crib(a)
}

// crib applies a crib action to g's [crib.Game] and brings the rest of g up
// to date; on error g is returned untouched.
func (g Game) crib(a crib.Action) (Game, []crib.Event, error) {
	cg, ev, err := g.g.Apply(a)
	if err != nil {
		return g, nil, err
	}
	ng, ev := g.settle(cg, ev)
	return ng, ev, nil
}

func (g Game) checkSide(side int) error {
	if side < 0 || side >= g.Sides() {
		return fmt.Errorf("%w: side %d of %d", crib.ErrBadSeat, side, g.Sides())
	}
	return nil
}

// refuse returns err as the *crib.Error of action a by a side.
func refuse(a crib.Action, side int, err error) error {
	return &game.Error{Pkg: string(pkg), Op: actionText.Verb(a), Seat: side, Side: true, Err: err}
}

func (g Game) deal(a crib.Action) (Game, []crib.Event, error) {
	if g.g.Phase() != crib.PhaseDeal {
		return g.crib(a) // crib says why not
	}
	cg, left := g.g, g.handsLeft
	stay := g.Stay()
	var pre []crib.Event
	if stay.Due() {
		ns, _, _, err := g.cfg.Rules.LeaveBox(g.cfg.Track, stay, g.Peg(stay.Side), false)
		if err != nil {
			return g, nil, refuse(a, stay.Side, err)
		}
		stay, left = ns, int8(ns.HandsLeft)
		pre = append(pre, MissedMove{Side: stay.Side, Sides: g.Sides()})
	}
	if stay.SitsOut(stay.Side) {
		ng, ev, err := cg.Apply(crib.SitOut{Side: stay.Side})
		if err != nil {
			return g, nil, err
		}
		cg = ng
		pre = append(pre, ev...)
	}
	cg, ev, err := cg.Apply(a)
	if err != nil {
		return g, nil, err
	}
	g.handsLeft = left
	ng, ev := g.settle(cg, append(pre, ev...))
	return ng, ev, nil
}

func (a LeaveBox) do(g Game) (Game, []crib.Event, error) {
	if p := g.g.Phase(); p != crib.PhaseDeal {
		return g, nil, refuse(a, a.Side, fmt.Errorf("%w: leaving the penalty box during the %v", crib.ErrWrongPhase, p))
	}
	stay := g.Stay()
	if !stay.Due() || stay.Side != a.Side {
		return g, nil, refuse(a, a.Side, fmt.Errorf("%w: side %s has no stay due: %v", ErrStay, SideName(a.Side), stay))
	}
	from := g.Peg(a.Side)
	_, to, _, err := g.cfg.Rules.LeaveBox(g.cfg.Track, stay, from, true)
	if err != nil {
		return g, nil, refuse(a, a.Side, err)
	}
	holes := 0
	if from == Hole(stay.Box) {
		holes = 1
	}
	ng, ev, err := g.crib(crib.Award{Side: a.Side, Points: holes, Rule: LeaveBoxRule})
	if err != nil {
		return g, nil, err
	}
	if got := ng.Peg(a.Side); got != to {
		return g, nil, refuse(a, a.Side, fmt.Errorf("leaving the box took side %s to %v, not %v", SideName(a.Side), got, to)) // not reached
	}
	return ng, ev, nil
}

func (a Penalty) do(g Game) (Game, []crib.Event, error) {
	if err := g.checkSide(a.Offender); err != nil {
		return g, nil, refuse(a, a.Offender, err)
	}
	return g.crib(crib.ApplyRuling{Offender: a.Offender, Ruling: crib.Ruling{Rule: a.Rule, Award: PenaltyPoints}})
}

func (a Place) do(g Game) (Game, []crib.Event, error) {
	if err := g.checkSide(a.Side); err != nil {
		return g, nil, refuse(a, a.Side, err)
	}
	if a.Peg.Path != Main || !g.cfg.Track.Valid(a.Peg) {
		return g, nil, refuse(a, a.Side, fmt.Errorf("%w: pegs are placed on main-path holes, not %v", ErrNoSuchHole, a.Peg))
	}
	h := a.Peg.Hole
	return g.crib(crib.ApplyRuling{Offender: a.Side, Ruling: crib.Ruling{Rule: PlaceRule, Move: true, Pegs: crib.Pegs{Front: h, Rear: max(0, h-1)}}})
}
