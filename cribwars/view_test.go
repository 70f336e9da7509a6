package cribwars_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/google/go-cmp/cmp"
	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// checkView holds v, seat's view of g, to what seat may know: no card
// beyond it, the Crib Wars board as the game has it, and in a deal every
// card it knows.
func checkView(k *cribtest.Knowledge, t *rapid.T, g cribwars.Game, seat int, v cribwars.View) {
	if g.Phase() == crib.PhaseShow {
		k.InShow() // every hand counted or passed over: the crib is turned up
	}
	if extra := gametest.SetIn(v) &^ k.Known(seat); extra != 0 {
		t.Fatalf("seat %d's view in the %v holds %v, which it cannot know:\n%s", seat, g.Phase(), extra, must.Get(v.MarshalText())(t))
	}
	cg := g.Cribbage()
	step, turn := g.Next()
	if v.Seat != seat || v.Next != step || v.Turn != turn || v.Board != cg.Board() || v.Phase != g.Phase() || v.Dealer != g.Dealer() {
		t.Fatalf("seat %d's view says %v by %d on %v; the game %v by %d on %v", seat, v.Next, v.Turn, v.Board, step, turn, cg.Board())
	}
	side, due := g.BoxDue()
	vside, vdue := v.BoxDue()
	vc, gc := v.Config, g.Config()
	sameConfig := vc.Track.Equal(gc.Track) && vc.Layout == gc.Layout && vc.Rules == gc.Rules && vc.Claimed == gc.Claimed && vc.NoMuggins == gc.NoMuggins
	if !slices.Equal(v.Pegs, g.Pegs()) || v.Stay != g.Stay() || v.Void != g.Void() || side != vside || due != vdue || !sameConfig {
		t.Fatalf("seat %d's view has pegs %v, %v, void %v, due %v; the game %v, %v, void %v, due %v",
			seat, v.Pegs, v.Stay, v.Void, vdue, g.Pegs(), g.Stay(), g.Void(), due)
	}
	if g.Phase() < crib.PhaseDiscard || g.Phase() == crib.PhaseOver {
		return
	}
	if d := k.ViewDiff(cg, seat, v.View); d != "" {
		t.Fatalf("seat %d's view in the %v lacks what it knows (-want +got):\n%s", seat, g.Phase(), d)
	}
	var legal cards.Set
	if seat >= 0 && cg.Play().Turn() == seat { // the seat to lay, though an offer may come first
		legal = cg.Play().Legal()
	}
	if got := v.Play().Legal(); got != legal {
		t.Fatalf("seat %d's view in the %v may lay %v, not %v", seat, g.Phase(), got, legal)
	}
}

// checkSeen holds each event as seat sees it to what seat knows after it:
// crib's deal and discards as crib hides them, every other event whole. It
// reads back from its JSON.
func checkSeen(k *cribtest.Knowledge, t *rapid.T, e crib.Event, seat int) {
	se := cribwars.SeenBy(e, seat)
	if err := k.Seen(e, se, seat); err != nil {
		t.Fatal(err)
	}
	if seat != crib.NoSeat && reflect.DeepEqual(se, e) {
		return // read back once, for the spectator
	}
	data := must.Get(cribwars.MarshalEvent(se))(t)
	back := must.Get(cribwars.UnmarshalEvent(data))(t)
	if again := must.Get(cribwars.MarshalEvent(back))(t); string(again) != string(data) {
		t.Fatalf("%s reads back as %s", data, again)
	}
	if strings.Contains(se.Describe(nil), "invalid") {
		t.Fatalf("%#v says %q", se, se.Describe(nil))
	}
}

// TestViewsHoldWhatASeatKnows plays whole games of Crib Wars (two and three
// sides, teams, automatic and claimed, boards thick with special holes, now
// and then made void) with the whole-game driver, and after every action
// holds each seat's view and the spectator's, and every event as each sees
// it, to what that seat may know worked out from the whole game: never a
// card more, in a deal every card it knows, and the board and box as the
// game has them. Views read back from their JSON and their text.
func TestViewsHoldWhatASeatKnows(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawConfig(t, rapid.Bool().Draw(t, "claimed"))
		roundTrip := rapid.IntRange(20, 200).Draw(t, "round trip every")
		k := &cribtest.Knowledge{}
		steps := 0
		playWhole(t, c, func(g cribwars.Game, ev []crib.Event) {
			for _, e := range ev {
				k.Learn(e)
				for s := crib.NoSeat; s < g.Seats(); s++ {
					checkSeen(k, t, e, s)
				}
			}
			for s := crib.NoSeat; s < g.Seats(); s++ {
				v := must.Get(g.View(s))(t)
				checkView(k, t, g, s, v)
				if steps%roundTrip == 0 || g.Phase() == crib.PhaseOver {
					checkViewForms(t, v)
				}
			}
			steps++
		})
	})
}

// viewForm is a view's JSON form as the package documents it: its JSON,
// written by hand, is json.Marshal's bytes of this.
type viewForm struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Config  json.RawMessage `json:"config"`
	Pegs    []cribwars.Peg  `json:"pegs"`
	Stay    cribwars.Stay   `json:"stay,omitzero"`
	Void    bool            `json:"void,omitempty"`
	Crib    json.RawMessage `json:"crib"`
}

// checkViewForms holds v's JSON to json.Marshal's of its form, and reads v
// back from its JSON and its text.
func checkViewForms(t must.TB, v cribwars.View) {
	js := must.Get(json.Marshal(v))(t)
	form := viewForm{"pegboard cribwars view", 1, must.Get(json.Marshal(v.Config))(t), v.Pegs, v.Stay, v.Void, must.Get(json.Marshal(v.View))(t)}
	if want := must.Get(json.Marshal(form))(t); string(js) != string(want) {
		t.Fatalf("a view's JSON is not json.Marshal's of its form:\n%s", cmp.Diff(string(want), string(js)))
	}
	back := must.Unmarshal[cribwars.View](t, js)
	if again := must.Get(json.Marshal(back))(t); string(again) != string(js) {
		t.Fatalf("a view's JSON\n%s\nreads back as\n%s", js, again)
	}
	if !slices.Equal(back.Pegs, v.Pegs) || back.Stay != v.Stay || back.Void != v.Void || back.Hand != v.Hand {
		t.Fatalf("a view's JSON\n%s\nreads back as %+v", js, back)
	}
	text := must.Get(v.MarshalText())(t)
	var fromText cribwars.View
	if err := fromText.UnmarshalText(text); err != nil {
		t.Fatalf("a view's text\n%s\ndoes not read: %v", text, err)
	}
	if again := must.Get(json.Marshal(fromText))(t); string(again) != string(js) {
		t.Fatalf("a view's text\n%s\nreads back as\n%s", text, again)
	}
}

// TestViewJSONOfABoardNamedInUnicode: a board whose name holds bytes
// json.Marshal escapes (and letters past ASCII) is written in the view's
// JSON as json.Marshal writes it, and reads back.
func TestViewJSONOfABoardNamedInUnicode(t *testing.T) {
	track := cribwars.MustTrack(cribwars.Spec{Name: "Café <Ann & Bob>", Holes: 200})
	g := must.Get(cribwars.NewGame(cribwars.Config{Track: track}, 3))(t)
	for s := crib.NoSeat; s < g.Seats(); s++ {
		v := must.Get(g.View(s))(t)
		checkViewForms(t, v)
		if js := must.Get(json.Marshal(v))(t); !strings.Contains(string(js), `Café \u003cAnn \u0026 Bob\u003e`) {
			t.Errorf("the board's name is not escaped as json.Marshal escapes it:\n%s", js)
		}
	}
}

// TestViewErrors: the zero Game has no view, a seat not at the table none,
// and a view no game shows neither writes nor reads.
func TestViewErrors(t *testing.T) {
	if _, err := (cribwars.Game{}).View(0); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("the zero Game's view: %v", err)
	}
	g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 1)
	for _, seat := range []int{-2, 3} {
		if _, err := g.View(seat); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("seat %d's view: %v", seat, err)
		}
	}
	if _, err := json.Marshal(cribwars.View{}); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("the zero View's JSON: %v", err)
	}
	if _, err := (cribwars.View{}).MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("the zero View's text: %v", err)
	}
	v := must.Get(g.View(1))(t)
	checkViewForms(t, v)
	for name, bad := range map[string]func(*cribwars.View){
		"a peg short":    func(v *cribwars.View) { v.Pegs = v.Pegs[:2] },
		"a peg ahead":    func(v *cribwars.View) { v.Pegs = []cribwars.Peg{cribwars.Hole(5), v.Pegs[1], v.Pegs[2]} },
		"a stay":         func(v *cribwars.View) { v.Stay = cribwars.Stay{In: true, Side: 1, Box: 3} },
		"void, not over": func(v *cribwars.View) { v.Void = true },
		"another board":  func(v *cribwars.View) { v.Config.Track = cribwars.PlainTrack() },
		"more sides":     func(v *cribwars.View) { v.Config.Layout = crib.FourPlayer() },
	} {
		w := v
		w.Pegs = append([]cribwars.Peg(nil), v.Pegs...)
		bad(&w)
		if _, err := json.Marshal(w); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%s: %v", name, err)
		}
	}
	js := string(must.Get(json.Marshal(v))(t))
	for _, c := range []struct{ from, to string }{
		{`"pegs":["0","0","0"]`, `"pegs":["0","0"]`},
		{`"pegs":["0","0","0"]`, `"pegs":["0","7","0"]`},
		{`"pegs":["0","0","0"]`, `"pegs":["0","0","0"],"stay":{"in":true,"side":0,"box":50,"hands_left":2}`},
		{`"pegs":["0","0","0"]`, `"pegs":["0","0","0"],"void":true`},
		{`"version":1`, `"version":2`},
		{`"pegboard cribwars view"`, `"pegboard crib view"`},
		{`"hand":""`, `"hand":"AS"`},
	} {
		data := strings.Replace(js, c.from, c.to, 1)
		if data == js {
			t.Fatalf("%q is not in %s", c.from, js)
		}
		w := v
		if err := json.Unmarshal([]byte(data), &w); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%s reads: %v", data, err)
		}
		if !codec.SameJSON(w, v) {
			t.Errorf("a refused read changed the view")
		}
	}
}
