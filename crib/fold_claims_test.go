package crib_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
)

// claimsJSON returns the claims part of g's JSON ("" when there is none).
func claimsJSON(t *testing.T, g crib.Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]json.RawMessage
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return string(v["claims"])
}

// TestFoldClosesOnlyItsSidesClaims: in claimed mode a fold drops what waits
// on the folding side's players (their scores waiting for a claim, their
// open claim, the reminder to peg out of rule 8.11) and leaves the other
// side's as they were.
func TestFoldClosesOnlyItsSidesClaims(t *testing.T) {
	const (
		pending = `{"pending":[{"kind":"play","seat":0,"points":0,"play":{"count":5}}]}`
		open    = `{"open_claim":{"seat":0,"points":0,"before":` + pending + `,"shown":0,"board":{"sides":2,"game_hole":121,"pegs":["0/0","0/0"],"games":[0,0]}}}`
		pegOut  = `{"peg_out":{"seat":1,"points":1},"open_claim":{"seat":1,"points":2,"before":{"pending":[{"kind":"play","seat":1,"points":3,"play":{"count":20,"run":3}}]},"shown":0,"board":{"sides":2,"game_hole":121,"pegs":["0/0","118/0"],"games":[0,0]}}}`
	)
	pendingGame := func() *claimGame { return newClaimGame(t, false).lay("5H") }
	openGame := func() *claimGame {
		c := pendingGame()
		return c.do(c.g.Apply(crib.Claim{Seat: 0, Points: 0}))
	}
	pegOutGame := func() *claimGame {
		c := newClaimGame(t, false, 0, 118).lay("5H 4D 5C 6D")
		return c.do(c.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	}
	for _, tc := range []struct {
		name         string
		game         func() *claimGame
		before       string
		owner        int      // the side whose fold closes it
		next         crib.Act // what comes next while it waits
		afterOwnFold crib.Act
	}{
		{"the pone's card waiting for its claim", pendingGame, pending, 0, crib.ActLay, crib.ActLay},
		{"the pone's open claim", openGame, open, 0, crib.ActLay, crib.ActLay},
		{"the dealer reminded to peg out, with its open claim", pegOutGame, pegOut, 1, crib.ActPegOut, crib.ActLay},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.game()
			if diff := cmp.Diff(tc.before, claimsJSON(t, c.g)); diff != "" {
				t.Fatalf("before the fold (-want +got):\n%s", diff)
			}
			other := c.do(tc.game().g.Apply(crib.Fold{Side: 1 - tc.owner}))
			if diff := cmp.Diff(tc.before, claimsJSON(t, other.g)); diff != "" {
				t.Errorf("after the other side's fold (-want +got):\n%s", diff)
			}
			if act, _ := other.g.Next(); act != tc.next {
				t.Errorf("after the other side's fold: next %v, want %v", act, tc.next)
			}
			own := tc.game()
			own.do(own.g.Apply(crib.Fold{Side: tc.owner}))
			if got := claimsJSON(t, own.g); got != "" {
				t.Errorf("after its own side's fold: claims %s", got)
			}
			if act, seat := own.g.Next(); act != tc.afterOwnFold || seat != 1-tc.owner {
				t.Errorf("after its own side's fold: next %v %d, want %v %d", act, seat, tc.afterOwnFold, 1-tc.owner)
			}
		})
	}
}
