package cribwars_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

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
	over, err := json.Marshal(gameEvents(t)["cribwars-game-over"])
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
			if again, err := json.Marshal(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
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
	over, err := json.Marshal(gameEvents(t)["cribwars-deal-over"])
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
			if again, err := json.Marshal(e); err != nil || string(editJSON(t, again, func(map[string]any) {})) != string(data) {
				t.Errorf("%s: %s marshals again as %s, %v", c.name, data, again, err)
			}
		case !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s: %s reads as %#v, %v", c.name, data, e, err)
		}
	}
}
