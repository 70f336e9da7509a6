package cribwars_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

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

// TestCribActionsLeaveALegalGame is what a hostile caller saw: crib's
// Award of a side in the penalty box took it out with hands still to sit
// out, skipping leave box's check, and crib's SitOut of the boxed side, or
// of another while one was boxed, was accepted, after which every deal was
// refused and the game could never go on. In games of three sides (where a
// side sits in a box), rapid's state machine mixes crib's actions, this
// package's and rulings on irregularities (new deals, moves back, pegs put
// back, claimed and void games) among the steps the bots take: each is
// refused or leaves a game that saves and reads back, and the game plays
// on to its end.
func TestCribActionsLeaveALegalGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()} // a box every 15 holes
		g := must.Get(cribwars.NewGame(c, rapid.Uint64().Draw(t, "seed")))(t)
		bots := []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}
		r := cards.NewRand(1)
		rands := []*rand.Rand{r, r, r}
		side := rapid.IntRange(-1, 3)
		try := func(a crib.Action) {
			if ng, _, err := g.Apply(a); err == nil {
				g = ng
			}
		}
		t.Repeat(map[string]func(*rapid.T){
			"sit out": func(t *rapid.T) { try(crib.SitOut{Side: side.Draw(t, "sit out")}) },
			"award": func(t *rapid.T) {
				try(crib.Award{Side: side.Draw(t, "award"), Points: rapid.IntRange(0, 30).Draw(t, "points"), Rule: "test"})
			},
			"leave box": func(t *rapid.T) { try(cribwars.LeaveBox{Side: side.Draw(t, "leave")}) },
			"place": func(t *rapid.T) {
				try(cribwars.Place{Side: side.Draw(t, "place"), Peg: cribwars.Hole(rapid.IntRange(0, 120).Draw(t, "hole"))})
			},
			"redeal": func(*rapid.T) { try(crib.Redeal{}) },
			"ruling": func(t *rapid.T) {
				pts := rapid.IntRange(0, 3).Draw(t, "points")
				a := cribwars.Irregularity{Item: rapid.IntRange(0, 17).Draw(t, "item"), Offender: side.Draw(t, "offender"),
					Points: [crib.MaxSides]int{pts, pts, pts}, Then: cribwars.Remedy(rapid.IntRange(0, 6).Draw(t, "remedy"))}
				if a.Offender >= 0 {
					a.Points[a.Offender] = 0
				}
				switch a.Then {
				case cribwars.MoveBack:
					a.Back = rapid.IntRange(0, 30).Draw(t, "back")
				case cribwars.PutBack:
					a.Front = cribwars.Hole(rapid.IntRange(0, 120).Draw(t, "front"))
				case cribwars.ClaimedGame:
					a.Claimer = side.Draw(t, "claimer")
				}
				try(a)
			},
			"bots' step": func(t *rapid.T) {
				for range rapid.IntRange(1, 20).Draw(t, "steps") {
					act, _ := g.Next()
					switch s, due := g.BoxDue(); {
					case act == crib.StepNone:
						return
					case due && act != crib.StepOffer:
						try(cribwars.LeaveBox{Side: s})
					case act == crib.StepOffer:
						try(crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side})
					default:
						try(must.Get(crib.NextAction(g.Cribbage(), bots, rands))(t))
					}
				}
			},
			"": func(t *rapid.T) { checkLoads(t, g) },
		})
		if _, err := cribwars.PlayGame(g, bots, cards.NewRand(2), nil); err != nil {
			t.Fatalf("the game cannot go on: %v", err)
		}
	})
}

// TestCribActionsOnASideInTheBoxAreRefused: with a side sitting in a
// penalty box, crib's Award of it and crib's SitOut of any side are
// refused with ErrStay, and the game goes on to its end.
func TestCribActionsOnASideInTheBoxAreRefused(t *testing.T) {
	g := inBox(t)
	boxed := g.Stay().Side
	for _, a := range []crib.Action{crib.Award{Side: boxed, Points: 1, Rule: "test"}, crib.SitOut{Side: boxed},
		crib.SitOut{Side: (boxed + 1) % 3}} {
		if _, _, err := g.Apply(a); !errors.Is(err, cribwars.ErrStay) {
			t.Errorf("%v with side %s in the box: %v, want ErrStay", a, cribwars.SideName(boxed), err)
		}
	}
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}, cards.NewRand(1), nil); err != nil {
		t.Fatal(err)
	}
}
