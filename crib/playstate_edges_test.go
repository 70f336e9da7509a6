package crib_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// playThrough starts a play of hands (each a list of cards) led by seat 0
// and lays the cards of order in turn, checking each lay.
func playThrough(t *testing.T, hands []string, order string) crib.PlayState {
	t.Helper()
	hs := make([]cards.Set, len(hands))
	for i, h := range hands {
		hs[i] = set(h)
	}
	p, err := crib.NewPlayState(hs, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards.MustParseList(order) {
		if p, _, err = p.Lay(c); err != nil {
			t.Fatalf("lay %v: %v", c, err)
		}
	}
	return p
}

// TestPlayStateJSONAtItsEdges: plays at the edges of what a play can be
// (six seats with every card laid, a count of twelve cards, a count of
// 30) write JSON that reads back to them; the same JSON one past
// an edge is refused.
func TestPlayStateJSONAtItsEdges(t *testing.T) {
	six := []string{"AC 2C 3C 4C", "AD 2D 3D 4D", "AH 2H 3H 4H", "AS 2S 3S 4S", "5C 6C 7C 8C", "5D 6D 7D 8D"}
	all := playThrough(t, six, "")
	for !all.Over() {
		var err error
		if all, _, err = all.Lay(all.Legal().AppendTo(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	long := playThrough(t, []string{"AC 2C 3C 4C", "AD 2D 3D 5D", "AH 2H 3H 6H", "AS 2S 3S 7S"}, "AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S")
	thirty := playThrough(t, []string{"KC QC", "KD AC"}, "KC KD QC")
	if long.Count() != 24 || thirty.Count() != 30 {
		t.Fatalf("counts %d and %d", long.Count(), thirty.Count())
	}
	for _, tc := range []struct {
		name     string
		p        crib.PlayState
		old, new string // an edit of the JSON that puts it one past an edge
	}{
		{"every card of six seats laid", all, `"seats":6`, `"seats":7`},
		{"twelve cards in the count", long, `"pile":12`, `"pile":13`},
		{"a count of 30", thirty, `"count":30`, `"count":31`},
		{"the last seat to lay", thirty, `"turn":1`, `"turn":2`},
	} {
		data, err := json.Marshal(tc.p)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var back crib.PlayState
		if err := json.Unmarshal(data, &back); err != nil || back != tc.p {
			t.Errorf("%s: %s reads back as %v, %v", tc.name, data, back, err)
		}
		if !strings.Contains(string(data), tc.old) {
			t.Fatalf("%s: %s holds no %s", tc.name, data, tc.old)
		}
		past := strings.Replace(string(data), tc.old, tc.new, 1)
		if err := json.Unmarshal([]byte(past), &back); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %s reads as %v, %v", tc.name, past, back, err)
		}
	}
}

// TestPlayStateJSONRefusals: each field of a play's JSON one past what a
// play can hold is refused, with the reason.
func TestPlayStateJSONRefusals(t *testing.T) {
	base := `{"seats":3,"turn":2,"count":20,"pile":2,"hands":["QC","AC","5H"],"laid":[{"seat":0,"card":"KC"},{"seat":1,"card":"KD"}]}`
	var p crib.PlayState
	if err := json.Unmarshal([]byte(base), &p); err != nil {
		t.Fatal(err)
	}
	const shape = "crib: bad record: a play of %s seats with 3 hands, 2 cards laid"
	for _, tc := range []struct{ old, new, want string }{
		{`"seats":3,`, `"seats":0,`, "crib: bad record: a play of no seats"},
		{`"seats":3`, `"seats":1`, strings.Replace(shape, "%s", "1", 1)},
		{`"seats":3`, `"seats":2`, strings.Replace(shape, "%s", "2", 1)},
		{`"seats":3`, `"seats":7`, strings.Replace(shape, "%s", "7", 1)},
		{`"turn":2`, `"turn":3`, strings.Replace(shape, "%s", "3", 1)},
		{`"turn":2`, `"turn":-2`, strings.Replace(shape, "%s", "3", 1)},
		{`"turn":2`, `"turn":-1`, "crib: bad record: the play is over with cards held"},
		{`"count":20`, `"count":31`, strings.Replace(shape, "%s", "3", 1)},
		{`"count":20`, `"count":-1`, strings.Replace(shape, "%s", "3", 1)},
		{`"pile":2`, `"pile":3`, strings.Replace(shape, "%s", "3", 1)},
		{`"pile":2`, `"pile":-1`, strings.Replace(shape, "%s", "3", 1)},
		{`{"seat":1,"card":"KD"}`, `{"seat":3,"card":"KD"}`, "crib: bad record: card 2 of the play laid by seat 3"},
		{`{"seat":0,"card":"KC"}`, `{"seat":-1,"card":"KC"}`, "crib: bad record: card 1 of the play laid by seat -1"},
	} {
		q := p
		past := strings.Replace(base, tc.old, tc.new, 1)
		err := json.Unmarshal([]byte(past), &q)
		if err == nil || err.Error() != tc.want || !errors.Is(err, crib.ErrBadRecord) || q != p {
			t.Errorf("%s: %v, want %q", past, err, tc.want)
		}
	}
}
