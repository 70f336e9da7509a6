package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/must"
)

// The JSON a table server writes after every action: each seat's view,
// and the action's events.

// replayUntil replays the recorded game of rules from seed and returns
// the first state (and the events of the action that made it) where
// found holds.
func replayUntil(b *testing.B, rules crib.Rules, seed uint64, found func(crib.Game, []crib.Event) bool) (crib.Game, []crib.Event) {
	b.Helper()
	g, acts := playRecorded(b, rules, seed)
	for _, a := range acts {
		var ev []crib.Event
		g, ev = stepEv(b)(g.Apply(a))
		if found(g, ev) {
			return g, ev
		}
	}
	b.Fatalf("no state found in the game of %v from seed %d", rules, seed)
	return crib.Game{}, nil
}

// benchViews are views a server writes: two players in the play, a
// discard, claimed games with points offered and points owed, four
// players in the play.
func benchViews(b *testing.B) []crib.View {
	inPlay := func(laid int) func(crib.Game, []crib.Event) bool {
		return func(g crib.Game, _ []crib.Event) bool {
			return g.Phase() == crib.PhasePlay && len(g.Play().Laid()) == laid
		}
	}
	discard := func(g crib.Game, _ []crib.Event) bool {
		step, _ := g.Next()
		return step == crib.StepDiscard && g.Score(0)+g.Score(1) > 0 // not the first deal
	}
	offers := func(g crib.Game, _ []crib.Event) bool { return len(g.Offers()) > 0 }
	owed := func(g crib.Game, _ []crib.Event) bool { return len(g.Owed()) > 0 }
	var views []crib.View
	for _, c := range []struct {
		rules crib.Rules
		found func(crib.Game, []crib.Event) bool
	}{
		{crib.Rules{}, inPlay(5)},
		{crib.Rules{}, discard},
		{crib.Rules{Claimed: true, Muggins: true, Declinable: true}, offers},
		{crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true}, owed},
		{crib.Rules{Layout: crib.FourPlayer()}, inPlay(9)},
	} {
		g, _ := replayUntil(b, c.rules, 3, c.found)
		views = append(views, must.Get(g.View(0))(b))
	}
	return views
}

// BenchmarkViewMarshalJSON writes the JSON of a seat's view.
func BenchmarkViewMarshalJSON(b *testing.B) {
	views := benchViews(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := views[i%len(views)].MarshalJSON(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkMarshalEvents writes the events of an action: a card laid
// that scores (the lay and its peg), a hand shown and pegged, and the
// crib shown and pegged and the deal's end.
func BenchmarkMarshalEvents(b *testing.B) {
	_, scored := replayUntil(b, crib.Rules{}, 3, func(_ crib.Game, ev []crib.Event) bool {
		if len(ev) < 2 {
			return false
		}
		_, laid := ev[0].(crib.Laid)
		_, pegged := ev[1].(crib.Pegged)
		return laid && pegged
	})
	shown := func(n int) func(crib.Game, []crib.Event) bool {
		return func(_ crib.Game, ev []crib.Event) bool {
			_, shown := ev[0].(crib.Shown)
			return shown && len(ev) == n
		}
	}
	_, hand := replayUntil(b, crib.Rules{}, 3, shown(2))
	_, cribShow := replayUntil(b, crib.Rules{}, 3, shown(3))
	actions := [][]crib.Event{scored, hand, cribShow}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := crib.MarshalEvents(actions[i%len(actions)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkApply applies a whole recorded two-player game's actions one
// after another, as a table server applies each action it takes (an op is
// the whole game).
func BenchmarkApply(b *testing.B) {
	g0, acts := playRecorded(b, crib.Rules{}, 3)
	step := stepEv(b)
	b.ReportAllocs()
	for b.Loop() {
		g := g0
		for _, a := range acts {
			g, _ = step(g.Apply(a))
		}
	}
}
