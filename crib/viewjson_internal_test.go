package crib

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// The view's JSON written by hand is json.Marshal's of its viewJSON, byte
// for byte, for every seat and the spectator, in games of every layout,
// claimed or not (offers and owed points), played by random actions, in
// every phase; and it is what json.Marshal writes of the View (which
// compacts a Marshaler's JSON), what the view's slow path writes and what
// AppendJSON appends (or, refusing, b as it was).
func TestViewAppendIsMarshal(t *testing.T) {
	var compared, owed, offers int
	phases := map[Phase]bool{}
	rapid.Check(t, func(t *rapid.T) {
		g := drawJSONGame(t)
		for range 200 {
			for seat := NoSeat; seat < g.Seats(); seat++ {
				v := g.view(seat)
				got, err := v.MarshalJSON()
				if err != nil { // a state no game shows, from a random action
					if b, aerr := v.AppendJSON([]byte("x")); aerr == nil || string(b) != "x" {
						t.Fatalf("seat %d: MarshalJSON refused (%v), AppendJSON gave %q, %v", seat, err, b, aerr)
					}
					continue
				}
				want, err := json.Marshal(viewJSONOf(t, v))
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != string(want) {
					t.Fatalf("seat %d:\n%s", seat, cmp.Diff(string(want), string(got)))
				}
				for what, marshal := range map[string]func() ([]byte, error){
					"json.Marshal": func() ([]byte, error) { return json.Marshal(v) }, "marshalForm": v.marshalForm,
					"AppendJSON": func() ([]byte, error) {
						b, err := v.AppendJSON([]byte("x"))
						if len(b) == 0 || b[0] != 'x' {
							return nil, errors.New("AppendJSON lost what b held")
						}
						return b[1:], err
					},
				} {
					if other, err := marshal(); err != nil || string(other) != string(got) {
						t.Fatalf("seat %d: %s: %v\n%s", seat, what, err, cmp.Diff(string(got), string(other)))
					}
				}
				compared++
				phases[v.Phase] = true
				checkRulesBoardJSON(t, v.Rules, v.Board)
				owed += min(len(v.Owed), 1)
				offers += min(len(v.Offers), 1)
			}
			if g.phase == PhaseOver {
				break
			}
			if next, _, err := g.Apply(drawAction(t, g)); err == nil {
				g = next
			}
		}
	})
	t.Logf("%d views compared, %d with points owed, %d with offers, in %d phases", compared, owed, offers, len(phases))
	if compared == 0 || owed == 0 || offers == 0 || len(phases) <= int(PhaseOver) {
		t.Errorf("%d views compared, %d with points owed, %d with offers, in phases %v", compared, owed, offers, phases)
	}
}

// drawJSONGame draws a new game of any layout, claimed (with muggins,
// declinable points, points owed) or automatic, to 61 or 121.
func drawJSONGame(t *rapid.T) Game {
	claimed := rapid.Bool().Draw(t, "claimed")
	rules := Rules{Layout: drawLayout(t), GameHole: rapid.SampledFrom([]int{61, 121}).Draw(t, "game hole"), Claimed: claimed,
		Muggins: claimed && rapid.Bool().Draw(t, "muggins"), Declinable: rapid.Bool().Draw(t, "declinable"),
		Match: MatchRules{GamesToWin: rapid.IntRange(0, 2).Draw(t, "games to win")}, ClaimPenalties: rapid.Bool().Draw(t, "claim penalties")}
	g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// escPegger is a two-peg board whose JSON is its data: JSON with spaces
// and bytes json.Marshal escapes, or none.
type escPegger struct {
	TwoPegBoard
	data string
}

func (p escPegger) MarshalJSON() ([]byte, error) {
	if p.data == "" {
		return nil, errors.New("no JSON")
	}
	return []byte(p.data), nil
}

// A pegger's JSON that the writer cannot write (a byte json.Marshal
// escapes) is written by json.Marshal; one that refuses itself refuses
// the view and the rules, as json.Marshal refuses them.
func TestViewWithPeggerJSON(t *testing.T) {
	for _, data := range []string{`{"holes": [5, 10], "name": "plain"}`, `{"name": "<b> & é"}`, `"\u00e9 <"`, ""} {
		g, err := NewGame(Rules{Pegger: escPegger{data: data}}, 7)
		if err != nil {
			t.Fatal(err)
		}
		players, rands := []Strategy{randomPlayer{}, randomPlayer{}}, []*rand.Rand{cards.NewRand(1), cards.NewRand(2)}
		for i := 0; i < 12 && err == nil; i++ { // into the play
			var a Action
			if a, err = NextAction(g, players, rands); err == nil {
				g, _, err = g.Apply(a)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		v := g.view(0)
		got, err := v.MarshalJSON()
		rules, rerr := v.Rules.marshalForm()
		if data == "" {
			if err == nil || rerr == nil || err.Error() != rerr.Error() {
				t.Errorf("a pegger that refuses itself: %v; the rules' form: %v", err, rerr)
			}
			if _, jerr := json.Marshal(v); jerr == nil {
				t.Error("json.Marshal wrote the view")
			}
			continue
		}
		if err != nil || rerr != nil {
			t.Fatalf("%s: %v, %v", data, err, rerr)
		}
		want, err := json.Marshal(v.saved(rules))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s:\n%s", data, cmp.Diff(string(want), string(got)))
		}
		if r, err := v.Rules.MarshalJSON(); err != nil || string(r) != string(rules) {
			t.Errorf("%s: the rules' JSON %s, %v; want %s", data, r, err, rules)
		}
	}
}

// viewJSONOf is v's viewJSON, as MarshalJSON makes it.
func viewJSONOf(t *rapid.T, v View) viewJSON {
	rules, err := v.Rules.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return v.saved(rules)
}

// checkRulesBoardJSON: the rules' and the board's JSON written by hand are
// json.Marshal's of their JSON forms.
func checkRulesBoardJSON(t *rapid.T, r Rules, b Board) {
	v := rulesJSON{r.Layout, r.GameHole, r.SkunkBelow, r.DoubleSkunkBelow, r.TripleSkunkBelow, r.Claimed, r.Muggins,
		r.ClaimPenalties, r.Declinable, r.NoHeelsWithin, r.NoHeelsAt, r.Match, nil}
	if r.Pegger != nil {
		p, err := marshalPegger(r.Pegger)
		if err != nil {
			t.Fatal(err)
		}
		v.Pegger = p
	}
	for _, c := range []struct {
		what      string
		got       func() ([]byte, error)
		jsonValue any
	}{
		{"rules", r.MarshalJSON, v},
		{"board", b.MarshalJSON, boardJSON{b.Sides, b.GameHole, b.Pegs[:b.Sides], b.Games[:b.Sides]}},
	} {
		got, err := c.got()
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(c.jsonValue)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("%s:\n%s", c.what, cmp.Diff(string(want), string(got)))
		}
	}
}

// Rules of every kind write json.Marshal's bytes: every field set or
// not, match rules, the two-peg board.
func TestRulesAppendIsMarshal(t *testing.T) {
	checked := 0
	defer func() {
		if t.Logf("%d rules checked", checked); checked == 0 {
			t.Error("no rules checked")
		}
	}()
	rapid.Check(t, func(t *rapid.T) {
		n := func(label string, v int) int { return rapid.SampledFrom([]int{0, v}).Draw(t, label) }
		claimed := rapid.Bool().Draw(t, "claimed")
		r := Rules{Layout: drawLayout(t), GameHole: n("hole", 121), SkunkBelow: n("skunk", 91), DoubleSkunkBelow: n("double", 61),
			TripleSkunkBelow: n("triple", 31), Claimed: claimed, Muggins: claimed && rapid.Bool().Draw(t, "muggins"),
			ClaimPenalties: rapid.Bool().Draw(t, "penalties"), Declinable: rapid.Bool().Draw(t, "declinable"),
			NoHeelsWithin: n("within", 5), NoHeelsAt: n("at", 120),
			Match: MatchRules{Win: n("win", 2), Skunk: n("mskunk", 3), DoubleSkunk: n("mdouble", 4), TripleSkunk: n("mtriple", 5), GamesToWin: n("games", 3)}}
		if rapid.Bool().Draw(t, "two-peg") {
			r.Pegger = TwoPegBoard{}
		}
		if r.check() != nil {
			t.Skip("rules the package refuses")
		}
		checked++
		checkRulesBoardJSON(t, r, NewBoard(2, max(r.GameHole, 31)))
	})
}

// TestViewJSONOfAViewNoGameShows: a view whose seat count is out of range
// (as the hostile test made one, 6.9e9 seats) is refused by MarshalJSON
// and AppendJSON before its buffer is sized from it; it had asked for a
// buffer of 165 GB (a negative count would have panicked).
func TestViewJSONOfAViewNoGameShows(t *testing.T) {
	for _, seats := range []int{0x19a512b0e, 1 << 40, -1, -1 << 40} {
		var v View
		v.Rules.Layout.Seats = seats
		if b, err := v.MarshalJSON(); err == nil || b != nil {
			t.Errorf("seats %d: MarshalJSON gave %d bytes, %v", seats, len(b), err)
		}
		if b, err := v.AppendJSON([]byte("x")); err == nil || string(b) != "x" {
			t.Errorf("seats %d: AppendJSON gave %q, %v", seats, b, err)
		}
	}
}
