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
