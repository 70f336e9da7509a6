package cribwars_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
)

// notOurs is an action of no game; embedsOurs is a type of another package
// that embeds one of this package's actions, which is not one of them.
type (
	notOurs    struct{}
	embedsOurs struct{ cribwars.LeaveBox }
	embedsCrib struct{ crib.Lay }
)

func (notOurs) String() string { return "not ours" }

// TestApplyRefusesNilTypedNilAndUnknownActions: nil, a nil pointer to an
// action of this package or of crib's, and an action of neither are
// refused with an error wrapping crib.ErrUnknownAction, on a fresh game,
// in the play and after the game, and the game is left as it was; a
// pointer to an action is the action.
func TestApplyRefusesNilTypedNilAndUnknownActions(t *testing.T) {
	fresh := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 4)
	inPlay := fresh
	bots, rands := analysisBots(3)
	for inPlay.Phase() != crib.PhasePlay {
		a, err := crib.NextAction(inPlay.Cribbage(), bots, rands)
		if err != nil {
			t.Fatal(err)
		}
		inPlay = must.Step[cribwars.Game, crib.Event](t)(inPlay.Apply(a))
	}
	over := playBots(t, cribwars.Config{}, 3)
	for name, g := range map[string]cribwars.Game{"a fresh game": fresh, "a game in the play": inPlay, "a game over": over} {
		before := saveJSON(t, g)
		for _, c := range []struct {
			a    crib.Action
			want string
		}{
			{nil, "cribwars: apply: not an action of this game: no action"},
			{(*cribwars.LeaveBox)(nil), "cribwars: apply: not an action of this game: a nil *cribwars.LeaveBox"},
			{(*cribwars.Irregularity)(nil), "cribwars: apply: not an action of this game: a nil *cribwars.Irregularity"},
			{(*crib.Lay)(nil), "cribwars: apply: not an action of this game: a nil *crib.Lay"},
			{(*crib.Deal)(nil), "cribwars: apply: not an action of this game: a nil *crib.Deal"},
			{notOurs{}, "cribwars: apply: not an action of this game: cribwars_test.notOurs"},
			{&notOurs{}, "cribwars: apply: not an action of this game: *cribwars_test.notOurs"},
			{embedsOurs{cribwars.LeaveBox{Side: 0}}, "cribwars: apply: not an action of this game: cribwars_test.embedsOurs"},
			{embedsCrib{crib.Lay{Seat: 0}}, "cribwars: apply: not an action of this game: cribwars_test.embedsCrib"},
			{cribwars.Rules{}, "cribwars: apply: not an action of this game: cribwars.Rules"},
		} {
			ng, ev, err := g.Apply(c.a)
			if !errors.Is(err, crib.ErrUnknownAction) || err.Error() != c.want || ev != nil {
				t.Errorf("%s: Apply(%#v) = %v, %d events; want %s", name, c.a, err, len(ev), c.want)
			}
			if after := saveJSON(t, ng); string(after) != string(before) {
				t.Errorf("%s: Apply(%#v) changed the game", name, c.a)
			}
		}
	}
	// A pointer to an action is the action: the same game, events and
	// record.
	a, err := crib.NextAction(inPlay.Cribbage(), bots, rands)
	if err != nil {
		t.Fatal(err)
	}
	rec := inPlay.Recording()
	byValue, evValue, err1 := rec.Apply(a)
	byPointer, evPointer, err2 := rec.Apply(pointerTo(a))
	if err1 != nil || err2 != nil || string(saveJSON(t, byValue)) != string(saveJSON(t, byPointer)) {
		t.Fatalf("Apply(%v) and Apply(&%v): %v, %v", a, a, err1, err2)
	}
	e1, _ := cribwars.MarshalEvents(evValue)
	e2, _ := cribwars.MarshalEvents(evPointer)
	r1, _ := byValue.Record()
	r2, _ := byPointer.Record()
	if string(e1) != string(e2) || r1.Actions[0] != r2.Actions[0] {
		t.Errorf("by pointer: events %s, recorded %#v; by value: %s, %#v", e2, r2.Actions[0], e1, r1.Actions[0])
	}
	box := cribwars.LeaveBox{Side: 0}
	_, _, errValue := fresh.Apply(box)
	_, _, errPointer := fresh.Apply(&box)
	if errValue == nil || errPointer == nil || errValue.Error() != errPointer.Error() {
		t.Errorf("LeaveBox by value: %v; by pointer: %v", errValue, errPointer)
	}
}

// pointerTo returns a pointer to a copy of a.
func pointerTo(a crib.Action) crib.Action {
	switch a := a.(type) {
	case crib.Lay:
		return &a
	case crib.Discard:
		return &a
	case crib.Go:
		return &a
	}
	panic("no pointer for " + a.String())
}

// analysisBots returns n analysis bots and their random sources.
func analysisBots(n int) ([]crib.Strategy, []*rand.Rand) {
	var ps []crib.Strategy
	var rs []*rand.Rand
	for i := range n {
		ps = append(ps, bot.Analysis{})
		rs = append(rs, cards.NewRand(uint64(i)))
	}
	return ps, rs
}
