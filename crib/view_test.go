package crib_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// checkView holds v, seat's view of g, to what seat may know: no card
// beyond it, and in a deal everything it knows.
func checkView(k *cribtest.Knowledge, t *rapid.T, g crib.Game, seat int, v crib.View) {
	if g.Phase() == crib.PhaseShow {
		k.InShow()
	}
	if extra := gametest.SetIn(v) &^ k.Known(seat); extra != 0 {
		t.Fatalf("seat %d's view in the %v holds %v, which it cannot know:\n%s", seat, g.Phase(), extra, must.Get(v.MarshalText())(t))
	}
	step, turn := g.Next()
	if v.Next != step || v.Turn != turn || v.Board != g.Board() || v.Phase != g.Phase() || v.Dealer != g.Dealer() {
		t.Fatalf("seat %d's view says %v by %d on %v; the game %v by %d on %v", seat, v.Next, v.Turn, v.Board, step, turn, g.Board())
	}
	if g.Phase() < crib.PhaseDiscard || g.Phase() == crib.PhaseOver {
		return
	}
	if d := k.ViewDiff(g, seat, v); d != "" {
		t.Fatalf("seat %d's view in the %v lacks what it knows (-want +got):\n%s", seat, g.Phase(), d)
	}
}

// checkSeen holds each event as seat sees it to what seat knows after it,
// and shows it the seat's own cards whole.
func checkSeen(k *cribtest.Knowledge, t *rapid.T, e crib.Event, seat int) {
	se := crib.SeenBy(e, seat)
	if err := k.Seen(e, se, seat); err != nil {
		t.Fatal(err)
	}
	data := must.Get(crib.MarshalEvent(se))(t)
	back := must.Get(crib.UnmarshalEvent(data))(t)
	if !reflect.DeepEqual(back, se) {
		t.Fatalf("%s reads back as %#v, want %#v", data, back, se)
	}
	if strings.Contains(se.Describe(nil), "invalid") {
		t.Fatalf("%#v says %q", se, se.Describe(nil))
	}
}

// stirs are the actions a test throws in beside the game's own: claims of
// any count, calls of muggins, corrections, goes, mixed hands; most are
// refused, and the game must stay a game either way.
func stir(t *rapid.T, g crib.Game) crib.Action {
	n := g.Seats()
	s := rapid.IntRange(0, n-1).Draw(t, "stirrer")
	o := rapid.IntRange(0, n-1).Draw(t, "target")
	return rapid.SampledFrom([]crib.Action{
		crib.Claim{Seat: s, Points: rapid.IntRange(0, 29).Draw(t, "claim")},
		crib.CallMuggins{Caller: s, Target: o, Asked: rapid.IntRange(0, 6).Draw(t, "asked")},
		crib.Correct{Caller: s, Target: o}, crib.Retract{Seat: s}, crib.Go{Seat: s}, crib.Accept{Seat: s},
		crib.Mix{Seat: s, Crib: rapid.Bool().Draw(t, "mix crib")}, crib.PegOut{Seat: s}, crib.RefusePegOut{Seat: s},
	}).Draw(t, "stir")
}

// TestViewsHoldWhatASeatKnows plays whole games of every seating, automatic
// and claimed, and after every action holds each seat's view and the
// spectator's, and every event as each sees it, to what that seat may know
// worked out from the whole game: never a card more, and in a deal every
// card it knows. Views read back from their JSON and their text.
func TestViewsHoldWhatASeatKnows(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := must.Get(crib.NewGame(cribtest.Rules().Draw(t, "rules"), rapid.Uint64().Draw(t, "seed")))(t)
		n := g.Seats()
		p := newTablePlayer(g, rapid.Uint64().Draw(t, "table seed"))
		p.fix = rapid.Bool().Draw(t, "fix")
		k := &cribtest.Knowledge{}
		roundTrip := rapid.IntRange(0, 20).Draw(t, "round trip every")
		stirs := 0
		for i := 0; g.Phase() != crib.PhaseOver; i++ {
			if i > 20000 {
				t.Fatalf("no end after %d actions", i)
			}
			a := p.next(g)
			stirred := g.Rules().Claimed && rapid.IntRange(0, 5).Draw(t, "stir?") == 0
			if stirred {
				a, stirs = stir(t, g), stirs+1
			}
			next, ev, err := g.Apply(a)
			if err != nil {
				if stirs == 0 || errors.Is(err, crib.ErrUnknownAction) {
					t.Fatalf("%v: %v", a, err)
				}
				p.over, p.short, p.none = -1, -1, -1 // a stir may have spoilt the player's plan
				continue
			}
			g = next
			p.after(ev)
			for _, e := range ev {
				k.Learn(e)
				for s := -1; s < n; s++ {
					checkSeen(k, t, e, s)
				}
			}
			for s := -1; s < n; s++ {
				v := must.Get(g.View(s))(t)
				checkView(k, t, g, s, v)
				checkBotViews(t, g, s, v)
				if roundTrip > 0 && i%roundTrip == 0 {
					checkViewForms(t, v)
				}
			}
		}
	})
}

// checkViewForms reads v back from its JSON and its text.
func checkViewForms(t must.TB, v crib.View) {
	js := must.Get(json.Marshal(v))(t)
	back := must.Unmarshal[crib.View](t, js)
	if again := must.Get(json.Marshal(back))(t); string(again) != string(js) {
		t.Fatalf("a view's JSON\n%s\nreads back as\n%s", js, again)
	}
	text := must.Get(v.MarshalText())(t)
	var fromText crib.View
	if err := fromText.UnmarshalText(text); err != nil {
		t.Fatalf("a view's text\n%s\ndoes not read: %v", text, err)
	}
	if again := must.Get(json.Marshal(fromText))(t); string(again) != string(js) {
		t.Fatalf("a view's text\n%s\nreads back as\n%s", text, again)
	}
}

// checkBotViews holds the views a Strategy is given, which the game makes
// apart for speed, to the seat's View: the same, where the bots use them.
func checkBotViews(t *rapid.T, g crib.Game, seat int, v crib.View) {
	if seat < 0 {
		return
	}
	if step, _ := g.Next(); step == crib.StepDiscard && !g.Discarded(seat) {
		if got, want := g.DiscardView(seat), v.ViewedDiscard(); got != want {
			t.Fatalf("seat %d's discard view is\n%+v\nits View makes\n%+v", seat, got, want)
		}
	}
	if g.Phase() == crib.PhasePlay {
		if got, want := g.LayView(seat), v.ViewedLay(); got != want {
			t.Fatalf("seat %d's lay view is\n%+v\nits View makes\n%+v", seat, got, want)
		}
	}
}
