package cribwars_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// editJSON returns data, a JSON object, with edit applied to it.
func editJSON(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGameOverResultChecked: a game-over event of three sides reads only
// with a result the Crib Wars game-points rule allows: the winner loses
// nothing, each loser loses 1, 2 or 4 games (lost, lurched, skunked), no
// side past the sides loses any, and the games add up to the game points.
func TestGameOverResultChecked(t *testing.T) {
	over, err := cribwars.MarshalEvent(gameEvents(t)["cribwars-game-over"])
	if err != nil {
		t.Fatal(err)
	}
	var head struct{ Result cribwars.Result }
	if err := json.Unmarshal(over, &head); err != nil {
		t.Fatal(err)
	}
	w := head.Result.Winner
	a, b := (w+1)%3, (w+2)%3 // the losers
	for _, c := range []struct {
		lost   map[int]int // side -> games lost; the rest lose none
		games  int
		points int // the game points crib's event gives; games unless set
		ok     bool
	}{
		{lost: map[int]int{a: 2, b: 4}, games: 6, ok: true},
		{lost: map[int]int{a: 1, b: 2}, games: 3, ok: true},
		{lost: map[int]int{a: 4, b: 4}, games: 8, ok: true},
		{lost: map[int]int{a: 1, b: 1}, games: 2, ok: true},
		{lost: map[int]int{a: 3, b: 3}, games: 6},
		{lost: map[int]int{a: 1, b: 3}, games: 4},
		{lost: map[int]int{a: 5, b: 1}, games: 6},
		{lost: map[int]int{a: -1, b: 2}, games: 1},
		{lost: map[int]int{a: 0, b: 2}, games: 2},
		{lost: map[int]int{w: 1, a: 1, b: 1}, games: 3},
		{lost: map[int]int{a: 1, b: 1, 3: 1}, games: 3},
		{lost: map[int]int{a: 1, b: 1, 5: 2}, games: 4},
		{lost: map[int]int{a: 1, b: 2}, games: 4},
		{lost: map[int]int{a: 1, b: 2}, games: 2},
		{lost: map[int]int{a: 1, b: 2}, games: 3, points: 4},
	} {
		name := fmt.Sprintf("lost %v, games %d", c.lost, c.games)
		points := c.games
		if c.points != 0 {
			points = c.points
		}
		data := editJSON(t, over, func(m map[string]any) {
			var lost [6]int
			for s, l := range c.lost {
				lost[s] = l
			}
			r := m["result"].(map[string]any)
			r["lost"], r["games"] = lost, c.games
			m["game_over"].(map[string]any)["game_points"] = points
		})
		e, err := cribwars.UnmarshalEvent(data)
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", name, err)
		case c.ok:
			if again, err := cribwars.MarshalEvent(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
				t.Errorf("%s: %s marshals again as %s, %v", name, data, again, err)
			}
		case !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s: %s reads as %#v, %v", name, data, e, err)
		}
	}
}

// TestDealOverChecked: a deal-over event reads only with a peg on the
// board for each side and in_box naming a side or none.
func TestDealOverChecked(t *testing.T) {
	over, err := cribwars.MarshalEvent(gameEvents(t)["cribwars-deal-over"])
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		edit func(m map[string]any)
		ok   bool
	}{
		{"as it was", func(map[string]any) {}, true},
		{"no side in a box", func(m map[string]any) { m["in_box"] = cribwars.NoSide }, true},
		{"the last side in a box", func(m map[string]any) { m["in_box"] = 2 }, true},
		{"in_box past the sides", func(m map[string]any) { m["in_box"] = 3 }, false},
		{"in_box below none", func(m map[string]any) { m["in_box"] = -2 }, false},
		{"a peg at the game hole", func(m map[string]any) { m["pegs"].([]any)[1] = "121" }, true},
		{"a peg past the game hole", func(m map[string]any) { m["pegs"].([]any)[1] = "122" }, false},
		{"two pegs of three sides", func(m map[string]any) { m["pegs"] = m["pegs"].([]any)[:2] }, false},
		{"four pegs of three sides", func(m map[string]any) { m["pegs"] = append(m["pegs"].([]any), "1") }, false},
		{"no board", func(m map[string]any) { delete(m, "board") }, false},
	} {
		data := editJSON(t, over, c.edit)
		e, err := cribwars.UnmarshalEvent(data)
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.ok:
			if again, err := cribwars.MarshalEvent(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
				t.Errorf("%s: %s marshals again as %s, %v", c.name, data, again, err)
			}
		case !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s: %s reads as %#v, %v", c.name, data, e, err)
		}
	}
}

// rotateOver returns the game-over event e with every side moved on by k
// (side s becomes side (s+k) mod the sides): the same game seen from
// another seat, still one that can happen.
func rotateOver(e cribwars.GameOver, k int) cribwars.GameOver {
	n := e.Board.Sides
	turn := func(s int) int { return (s + k) % n }
	r := e
	r.Result.Pegs = make([]cribwars.Peg, n)
	r.Board.Pegs, r.Board.Games, r.Skunk, r.Result.Lost = [crib.MaxSides]crib.Pegs{}, [crib.MaxSides]int{}, [crib.MaxSides]int{}, [crib.MaxSides]int{}
	for s := range n {
		t := turn(s)
		r.Board.Pegs[t], r.Board.Games[t], r.Skunk[t] = e.Board.Pegs[s], e.Board.Games[s], e.Skunk[s]
		r.Result.Pegs[t], r.Result.Lost[t] = e.Result.Pegs[s], e.Result.Lost[s]
	}
	r.Winner, r.Result.Winner = turn(e.Winner), turn(e.Result.Winner)
	return r
}

// TestGameOverBounds: a game-over event is written and read only when it
// can happen: two or three sides, a peg for each, the winner one of them
// (the first, the last, and one past either tried), its peg at the game
// hole, every peg on the board; anything else is refused with the event
// named.
func TestGameOverBounds(t *testing.T) {
	won := rotateOver(gameEvents(t)["cribwars-game-over"].(cribwars.GameOver), 0)
	won = rotateOver(won, 3-won.Winner) // the winner is side 0
	for _, c := range []struct {
		name string
		edit func(e *cribwars.GameOver)
		ok   bool
	}{
		{"the first side wins", func(e *cribwars.GameOver) {}, true},
		{"the second side wins", func(e *cribwars.GameOver) { *e = rotateOver(*e, 1) }, true},
		{"the last side wins", func(e *cribwars.GameOver) { *e = rotateOver(*e, 2) }, true},
		{"the winner one below the first side", func(e *cribwars.GameOver) { e.Winner, e.Result.Winner = -1, -1 }, false},
		{"the winner one past the last side", func(e *cribwars.GameOver) { e.Winner, e.Result.Winner = 3, 3 }, false},
		{"the result's winner not crib's", func(e *cribwars.GameOver) { e.Result.Winner = 1 }, false},
		{"the winner short of the game hole", func(e *cribwars.GameOver) {
			e.Result.Pegs[0] = cribwars.Hole(120)
			e.Board.Pegs[0] = crib.Pegs{Front: 120, Rear: 112}
		}, false},
		{"a loser's peg off the board", func(e *cribwars.GameOver) { e.Result.Pegs[2] = cribwars.Hole(122) }, false},
		{"a loser's peg at the start", func(e *cribwars.GameOver) { e.Result.Pegs[2] = cribwars.Hole(0) }, true},
		{"two sides", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 2, e.Result.Pegs[:2]
			e.Board.Pegs[2], e.Board.Games[2], e.Skunk[2], e.Result.Lost[2] = crib.Pegs{}, 0, 0, 0
			e.Result.Games = e.Result.Lost[1]
			e.GamePoints = e.Result.Games
		}, true},
		{"one side", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 1, e.Result.Pegs[:1]
			e.Board.Pegs[1], e.Board.Games[1], e.Skunk[1], e.Result.Lost[1] = crib.Pegs{}, 0, 0, 0
			e.Board.Pegs[2], e.Board.Games[2], e.Skunk[2], e.Result.Lost[2] = crib.Pegs{}, 0, 0, 0
			e.Result.Games, e.GamePoints = 0, 0
		}, false},
		{"four sides", func(e *cribwars.GameOver) {
			e.Board.Sides, e.Result.Pegs = 4, append(e.Result.Pegs, cribwars.Hole(0))
			e.Result.Lost[3], e.Skunk[3] = 1, 1
			e.Result.Games++
			e.GamePoints++
		}, false},
		{"three pegs of two sides", func(e *cribwars.GameOver) { e.Board.Sides = 2 }, false},
	} {
		e := won
		e.Result.Pegs = append([]cribwars.Peg(nil), won.Result.Pegs...)
		c.edit(&e)
		checkEventBound(t, c.name, e, c.ok)
	}
}

// TestDealOverBounds: a deal-over event is written and read only with two
// or three sides, a peg on the board for each, and the side in a box one
// of them or none; the first and last of each are accepted and read back,
// one past either refused with the event named.
func TestDealOverBounds(t *testing.T) {
	three := gameEvents(t)["cribwars-deal-over"].(cribwars.DealOver)
	for _, c := range []struct {
		name string
		edit func(e *cribwars.DealOver)
		ok   bool
	}{
		{"three sides, none in a box", func(e *cribwars.DealOver) { e.InBox = cribwars.NoSide }, true},
		{"the first side in a box", func(e *cribwars.DealOver) { e.InBox = 0 }, true},
		{"the last side in a box", func(e *cribwars.DealOver) { e.InBox = 2 }, true},
		{"one past the last side in a box", func(e *cribwars.DealOver) { e.InBox = 3 }, false},
		{"one below none in a box", func(e *cribwars.DealOver) { e.InBox = cribwars.NoSide - 1 }, false},
		{"two sides", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[2], e.NextDealer, e.InBox = 2, e.Pegs[:2], crib.Pegs{}, 1, 1
		}, true},
		{"a box past two sides", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[2], e.NextDealer, e.InBox = 2, e.Pegs[:2], crib.Pegs{}, 1, 2
		}, false},
		{"one side", func(e *cribwars.DealOver) {
			e.Board.Sides, e.Pegs, e.Board.Pegs[1], e.Board.Pegs[2], e.NextDealer, e.InBox = 1, e.Pegs[:1], crib.Pegs{}, crib.Pegs{}, 0, cribwars.NoSide
		}, false},
		{"four sides", func(e *cribwars.DealOver) { e.Board.Sides, e.Pegs = 4, append(e.Pegs, cribwars.Hole(0)) }, false},
		{"three pegs of two sides", func(e *cribwars.DealOver) { e.Board.Sides = 2 }, false},
		{"a peg at the game hole", func(e *cribwars.DealOver) { e.Pegs[1] = cribwars.Hole(121) }, true},
		{"a peg past the game hole", func(e *cribwars.DealOver) { e.Pegs[1] = cribwars.Hole(122) }, false},
	} {
		e := three
		e.Pegs = append([]cribwars.Peg(nil), three.Pegs...)
		c.edit(&e)
		checkEventBound(t, c.name, e, c.ok)
	}
}

// checkEventBound writes e and, when ok, wants it read back the same;
// otherwise wants it refused as a bad record with the event named.
func checkEventBound[E crib.Event](t *testing.T, name string, e E, ok bool) {
	t.Helper()
	data, err := cribwars.MarshalEvent(e)
	if !ok {
		want := fmt.Sprintf("cribwars: bad record: %T %+v cannot happen", e, e)
		if err == nil || !errors.Is(err, cribwars.ErrBadRecord) || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: written as %s, %v; want %q", name, data, err, want)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	back, err := cribwars.UnmarshalEvent(data)
	if err != nil {
		t.Errorf("%s: %s does not read back: %v", name, data, err)
		return
	}
	if diff := cmp.Diff(crib.Event(e), back, cmp.AllowUnexported(*new(E)), cmp.Comparer(cribwars.Board.Equal)); diff != "" {
		t.Errorf("%s: read back (-wrote +read):\n%s", name, diff)
	}
}
