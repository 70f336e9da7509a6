package cribwars_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
)

// One owner for where a peg stands: the Pegger. Crib's game keeps no front
// pegs of a Crib Wars game; it reads them from the pegger, so the two
// cannot disagree, and a saved game in which they do is refused.

// TestBoardIsThePegger: over whole games of Crib Wars (any board, every
// seating crib plays: two and three sides, automatic and claimed scoring),
// crib's board as the game reports it, after every action, has each side's
// front peg where the pegger has it ([cribwars.Pegger.Front], the peg's
// progress), its rear peg no further on, and no pegs for sides past the
// last; so do the views, the board of each Pegged event, and now and then
// the saved game's board and pegger.
func TestBoardIsThePegger(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawConfig(t, rapid.Bool().Draw(t, "claimed"))
		steps := 0
		playWhole(t, c, func(g cribwars.Game, ev []crib.Event) {
			checkBoardIsPegger(t, g, ev, steps%40 == 0)
			steps++
		})
	})
}

// checkBoardIsPegger checks g's boards against its pegger (see
// TestBoardIsThePegger), the saved ones when saved is set.
func checkBoardIsPegger(t *rapid.T, g cribwars.Game, ev []crib.Event, saved bool) {
	p, ok := g.Cribbage().Pegger().(cribwars.Pegger)
	if !ok {
		t.Fatalf("the game's pegger is a %T", g.Cribbage().Pegger())
	}
	b := g.Cribbage().Board()
	checkFronts(t, "crib's board", g, p, b)
	for s := range g.Sides() {
		if f := max(0, g.Track().Progress(g.Peg(s))); p.Front(s) != f || g.Cribbage().Score(s) != f {
			t.Fatalf("side %d at %v, progress %d: the pegger's front %d, crib's score %d", s, g.Peg(s), f, p.Front(s), g.Cribbage().Score(s))
		}
	}
	v, err := g.View(crib.NoSeat)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(b, v.Board); diff != "" {
		t.Fatalf("the view's board is not the game's (-game +view):\n%s", diff)
	}
	for _, e := range ev {
		if e, ok := e.(cribwars.Pegged); ok {
			if f := max(0, g.Track().Progress(e.To)); e.Board.Pegs[e.Score.Side].Front != f {
				t.Fatalf("%s: the event's board %v, its peg at %v (%d)", e.Describe(nil), e.Board, e.To, f)
			}
		}
	}
	if !saved {
		return
	}
	var v2 struct {
		Crib struct {
			Board  crib.Board      `json:"board"`
			Pegger cribwars.Pegger `json:"pegger"`
		} `json:"crib"`
	}
	data := saveJSON(t, g)
	if err := json.Unmarshal(data, &v2); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if diff := cmp.Diff(b, v2.Crib.Board); diff != "" {
		t.Fatalf("the saved board is not the game's (-game +saved):\n%s", diff)
	}
	checkFronts(t, "the saved board", g, v2.Crib.Pegger, v2.Crib.Board)
}

// checkFronts checks that b, the board called what, has every side's front
// peg where p has it and its rear peg behind, and nothing for a side past
// g's last.
func checkFronts(t *rapid.T, what string, g cribwars.Game, p cribwars.Pegger, b crib.Board) {
	var pegger, board []int
	for s := range crib.MaxSides {
		if s >= g.Sides() {
			if b.Pegs[s] != (crib.Pegs{}) {
				t.Fatalf("%s has pegs %v for side %d of %d", what, b.Pegs[s], s, g.Sides())
			}
			continue
		}
		if r := b.Pegs[s].Rear; r < 0 || r > b.Pegs[s].Front {
			t.Fatalf("%s has side %d's pegs at %v", what, s, b.Pegs[s])
		}
		pegger, board = append(pegger, p.Front(s)), append(board, b.Pegs[s].Front)
	}
	if diff := cmp.Diff(pegger, board); diff != "" {
		t.Fatalf("%s's front pegs are not the pegger's (-pegger +board):\n%s", what, diff)
	}
}

// TestBoardOutOfStepRefused: a saved game cannot hold crib's board and the
// pegger out of step. A board whose front peg is not where the pegger has
// it, or a pegger moved under the board, in the game or in the open claim
// it may take back, is refused with an error wrapping ErrBadRecord that
// says so, whether read as a Crib Wars game or as crib's game on the Crib
// Wars board; the same game untouched reads back.
func TestBoardOutOfStepRefused(t *testing.T) {
	two := stopWhen(t, cribwars.Config{}, 5, func(g cribwars.Game) bool {
		return g.Phase() == crib.PhasePlay && g.Peg(0).Hole > 10 && g.Peg(1).Hole > 10
	})
	tb := newTable(t, cribwars.Config{Claimed: true}, 1, 0, 43)
	tb.deal([]string{"10H 5C KS QS 2C 3C", "10D 5D 9S 9C 4D 6H"}, "7H")
	tb.lay("10H 10D")
	claimed := tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 2})).g // open to a ruling until the next card
	if !bytes.Contains(saveJSON(t, claimed), []byte(`"open_claim"`)) {
		t.Fatalf("no open claim: %s", saveJSON(t, claimed))
	}
	const want = "its pegger at"
	for _, tt := range []struct {
		name string
		g    cribwars.Game
		edit func(crib map[string]any)
	}{
		{"the board's front peg on", two, func(m map[string]any) { m["board"] = nudge(t, m["board"], 0, 1) }},
		{"the board's front peg back", two, func(m map[string]any) { m["board"] = nudge(t, m["board"], 1, -1) }},
		{"three sides, one in a box", inBox(t), func(m map[string]any) { m["board"] = nudge(t, m["board"], 2, 1) }},
		{"the pegger's peg moved", two, func(m map[string]any) {
			p := m["pegger"].(map[string]any)
			p["pegs"].([]any)[0] = "3"
		}},
		{"the open claim's board", claimed, func(m map[string]any) {
			o := m["claims"].(map[string]any)["open_claim"].(map[string]any)
			o["board"] = nudge(t, o["board"], 1, 1)
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkLoads(t, tt.g) // untouched, it reads back
			var m map[string]any
			noErr(t, json.Unmarshal(saveJSON(t, tt.g), &m))
			tt.edit(m["crib"].(map[string]any))
			data, err := json.Marshal(m)
			noErr(t, err)
			var g cribwars.Game
			if err := json.Unmarshal(data, &g); !errors.Is(err, cribwars.ErrBadRecord) || !strings.Contains(err.Error(), want) {
				t.Errorf("as a Crib Wars game: %v, want an error saying %q", err, want)
			}
			r, err := tt.g.Config().CribRules()
			noErr(t, err)
			cg, err := crib.NewGame(r, 0)
			noErr(t, err)
			inner, err := json.Marshal(m["crib"])
			noErr(t, err)
			if err := json.Unmarshal(inner, &cg); !errors.Is(err, crib.ErrBadRecord) || !strings.Contains(err.Error(), want) {
				t.Errorf("as crib's game: %v, want an error saying %q", err, want)
			}
		})
	}
}

// nudge returns the board b (its JSON, as decoded into any) with side's
// front peg moved by d, its rear peg kept behind it.
func nudge(t *testing.T, b any, side, d int) any {
	t.Helper()
	data, err := json.Marshal(b)
	noErr(t, err)
	var cb crib.Board
	noErr(t, json.Unmarshal(data, &cb))
	p := cb.Pegs[side]
	p.Front += d
	p.Rear = min(p.Rear, p.Front)
	if p.Front < 0 || p.Front >= cb.GameHole {
		t.Fatalf("side %d's pegs %v cannot move by %d", side, cb.Pegs[side], d)
	}
	cb.Pegs[side] = p
	return cb
}

// noErr fails the test on err.
func noErr(t must.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
