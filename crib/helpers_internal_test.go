package crib

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

// The driver of the whole-game tests: it steps a game, checks what must
// hold after every step, and saves and reloads the game along the way.

// gameCmp compares games. The records games keep (Recording) are compared
// as pointers: a test that compares games keeping different records sets
// one's record to the other's first.
var gameCmp = cmp.Options{cmp.AllowUnexported(Game{}, PlayState{}, claims{}, moment{}, window{}, overpeg{}, ruled{}, claimState{}, record{}, goes{}, Owed{}),
	cmp.Comparer(func(a, b rand.PCG) bool { return a == b }), cmp.Comparer(func(a, b *gameLog) bool { return a == b })}

// pendingTruth returns the true points of the pending claim.
func pendingTruth(g Game) int {
	t := 0
	for _, m := range g.cl.pend[:g.cl.npend] {
		t += int(m.truth)
	}
	return t
}

// countTruth returns the true points of the next hand or crib to count.
func countTruth(g Game) int {
	var four [4]cards.Card
	if int(g.shown) >= g.Seats() {
		g.crib.AppendTo(four[:0])
		return score.Crib(four, g.start)
	}
	g.hands[g.counter()].AppendTo(four[:0])
	return score.Hand(four, g.start)
}

// checkScores checks that a side's score went down only through a backward
// peg that a rule names, and that every change of the board is reported.
// (What holds of one game alone, Game.check checks.)
func checkScores(t *rapid.T, before, after Game, ev []Event) {
	back := map[int]bool{}
	pegs := before.board().Pegs // the one road: every change of the board is reported
	for _, e := range ev {
		if p, ok := e.(Pegged); ok {
			pegs = p.Board.Pegs
		}
		if tb, ok := e.(ClaimTakenBack); ok {
			pegs = tb.Board.Pegs
			for s := range tb.Board.Sides {
				back[s] = true
			}
		}
		if p, ok := e.(Pegged); ok && p.Score.Points < 0 {
			if p.Score.Rule != "8.4b" && p.Score.Rule != "8.4c" && p.Score.Rule != "test" {
				t.Fatalf("backward peg without a rule: %+v", p)
			}
			back[p.Score.Side] = true
		}
	}
	for s := range after.board().Sides {
		if after.Score(s) < before.Score(s) && !back[s] {
			t.Fatalf("side %d went back from %d to %d without a rule: %v", s, before.Score(s), after.Score(s), ev)
		}
	}
	if pegs != after.board().Pegs {
		t.Fatalf("the board changed without a Pegged event: %v, reported %v", after.board().Pegs, pegs)
	}
	if act, seat := after.Next(); after.phase == PhaseOver && (act != StepNone || seat != NoSeat) {
		t.Fatalf("the game is over and waits for %v by %d", act, seat)
	}
}

type driver struct {
	t      *rapid.T
	g      Game
	steps  int
	shadow *Game   // the game saved and reloaded at some point, played on with the same actions
	events []Event // every event so far
}

// do applies a transition, checks invariants, and keeps the new game. An
// error must leave the game untouched.
func (d *driver) do(name string, f func(Game) (Game, []Event, error)) error {
	if d.shadow == nil && d.steps > 0 && rapid.IntRange(0, 29).Draw(d.t, "save here") == 0 {
		r := reload(d.t, d.g)
		d.shadow = &r
	}
	before := d.g
	g, ev, err := f(d.g)
	d.continueShadow(name, f, g, ev, err)
	// Transitions have value receivers; only shared memory (the pack)
	// could leak a change back, so a sample of calls is checked in full.
	if (err != nil || d.steps%16 == 0) && !cmp.Equal(before, d.g, gameCmp) {
		d.t.Fatalf("%s modified the game it was called on", name)
	}
	if err != nil {
		if !cmp.Equal(g, before, gameCmp) {
			d.t.Fatalf("%s failed (%v) but returned a changed game", name, err)
		}
		return err
	}
	checkScores(d.t, before, g, ev)
	d.events = append(d.events, ev...)
	for _, e := range ev {
		if e.Describe([]string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}) == "" {
			d.t.Fatalf("%T describes itself as nothing", e)
		}
	}
	if err := g.check(); err != nil {
		d.t.Fatalf("after %s: %v", name, err)
	}
	if d.steps%8 == 0 {
		if r := reload(d.t, g); !cmp.Equal(withRecord(r, g), g, gameCmp) {
			d.t.Fatalf("after %s the game reloads changed:\n%s", name, cmp.Diff(g, r, gameCmp))
		}
	}
	d.g = g
	d.steps++
	return nil
}

func (d *driver) must(name string, f func(Game) (Game, []Event, error)) {
	if err := d.do(name, f); err != nil {
		d.t.Fatalf("%s: %v", name, err)
	}
}

// tryIllegal attempts an action that must fail and checks that it does.
func (d *driver) tryIllegal(name string, f func(Game) (Game, []Event, error)) {
	if err := d.do(name, f); err == nil {
		d.t.Fatalf("%s succeeded", name)
	}
}

// reload saves g as JSON and reads it back, into a game whose rules hold
// g's pegger (the decoder of a pegger of its kind).
func reload(t must.TB, g Game) Game {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatalf("saving: %v", err)
	}
	var h Game
	h.rules.Pegger = g.rules.Pegger
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatalf("reading back %s: %v", data, err)
	}
	return h
}

// continueShadow plays the action f on the game saved and reloaded, if
// there is one, and checks that it does what it did to the game that
// never stopped: the same error or none, the same events, the same game.
func (d *driver) continueShadow(name string, f func(Game) (Game, []Event, error), g Game, ev []Event, err error) {
	if d.shadow == nil {
		return
	}
	sg, sev, serr := f(*d.shadow)
	switch {
	case (serr == nil) != (err == nil):
		d.t.Fatalf("%s: the reloaded game says %v, the game that never stopped %v", name, serr, err)
	case err != nil:
		return
	case !reflect.DeepEqual(sev, ev):
		d.t.Fatalf("%s: the reloaded game reports\n%s", name, cmp.Diff(ev, sev))
	case !codec.SameJSON(sg, g) || d.steps%16 == 0 && !cmp.Equal(withRecord(sg, g), g, gameCmp):
		d.t.Fatalf("%s: the reloaded game goes on differently:\n%s", name, cmp.Diff(g, sg, gameCmp))
	}
	d.shadow = &sg
}

// checkRecord checks the game's record and events: every action's text
// reads back to it, the record (as text, when its rules have one) replays
// to the game and its events, and the events' JSON reads back to them.
func (d *driver) checkRecord() {
	t := d.t
	rec, err := d.g.Record()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range rec.Actions {
		text, err := actionText.Text(a)
		if err != nil {
			t.Fatalf("%#v: %v", a, err)
		}
		if back, err := ParseAction(string(text)); err != nil || back != a {
			t.Fatalf("%q reads back as %#v, %v; want %#v", text, back, err, a)
		}
	}
	if rec.Rules.Pegger == nil {
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if rec, err = ParseRecord(bytes.NewReader(text)); err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
	}
	g, evs, err := Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(withRecord(g, d.g), d.g, gameCmp) {
		t.Fatalf("the record replays to another game:\n%s", cmp.Diff(d.g, g, gameCmp))
	}
	if !reflect.DeepEqual(evs, d.events) {
		t.Fatalf("the record replays with other events:\n%s", cmp.Diff(d.events, evs))
	}
	data, err := MarshalEvents(d.events)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalEvents(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, d.events) {
		t.Fatalf("the events read back changed:\n%s", cmp.Diff(d.events, back))
	}
}

// withRecord returns g keeping the record h keeps, to compare them.
func withRecord(g, h Game) Game {
	g.rec = h.rec
	return g
}

func drawLayout(t *rapid.T) Layout {
	return rapid.SampledFrom([]Layout{TwoPlayer(), ThreePlayer(), FourPlayer(), SixPlayer()}).Draw(t, "layout")
}

// applyFn returns a transition that applies a, for the tests that step games
// by functions.
func applyFn(a Action) func(Game) (Game, []Event, error) {
	return func(g Game) (Game, []Event, error) { return g.Apply(a) }
}

// randomPlayer lays away and lays at random, as the random bot of package
// crib/bot does (which a test inside package crib cannot import).
type randomPlayer struct{}

func (randomPlayer) String() string { return "random" }

func (randomPlayer) Discard(v DiscardView, r *rand.Rand) cards.Set {
	if r == nil {
		r = cards.NewRand(uint64(v.Dealt))
	}
	cs := v.Dealt.AppendTo(nil)
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cards.SetOf(cs[:min(max(v.Throw, 0), len(cs))]...)
}

func (randomPlayer) Lay(v LayView, r *rand.Rand) cards.Card {
	l := v.Legal().AppendTo(nil)
	if len(l) == 0 {
		return cards.NoCard
	}
	if r == nil {
		r = cards.NewRand(uint64(v.Hand()))
	}
	return l[r.IntN(len(l))]
}
