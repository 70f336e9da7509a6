package crib_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestGameJSONAtItsEdges: a claimed game waiting for the crib's acceptance
// (every count shown, a claim open on the crib) reads back from its JSON
// and writes the same bytes; the same JSON with a count past the crib is
// refused.
func TestGameJSONAtItsEdges(t *testing.T) {
	c := toShow(newClaimGame(t, true))
	c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 20}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 24}))
	c.do(c.g.Apply(crib.Accept{Seat: 0}))
	c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	data, err := json.Marshal(c.g)
	if err != nil {
		t.Fatal(err)
	}
	var back crib.Game
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if again, err := json.Marshal(back); err != nil || string(again) != string(data) {
		t.Fatalf("%s\nwrites back as\n%s, %v", data, again, err)
	}
	for _, edit := range [][2]string{{`"shown":3,"claims"`, `"shown":4,"claims"`}, {`"shown":2,"board"`, `"shown":4,"board"`}, {`"shown":3,"claims"`, `"shown":-1,"claims"`}} {
		if !strings.Contains(string(data), edit[0]) {
			t.Fatalf("%s holds no %s", data, edit[0])
		}
		past := strings.Replace(string(data), edit[0], edit[1], 1)
		if err := json.Unmarshal([]byte(past), &back); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s for %s: %v", edit[1], edit[0], err)
		}
	}
}
