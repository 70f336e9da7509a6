package tables

import (
	"encoding/json"
	"testing"
)

// kindList is the kinds in a fixed order, for the fuzz targets.
var kindList = []Kind{cribKind{}, cwKind{}, pjKind{}}

// Any create request's options: Setup refuses them with errOptions or
// returns a setup that starts a game of as many seats as it says, to which
// a commitment is made, and reads back to the same setup.
func FuzzSetup(f *testing.F) {
	for _, s := range []struct {
		k    uint8
		opts string
	}{
		{0, `{}`}, {0, `{"players":6,"claimed":true,"muggins":true,"hole":61}`}, {0, `{"players":5}`},
		{1, `{"players":3,"claimed":true,"board":"plain","rules":"heels always"}`}, {1, `{"board":` + cwSmallBoard + `}`},
		{1, `{"muggins":false,"claimed":true,"rules":"skunk line 90, double skunk line 60"}`},
		{2, `{"seating":"8 teams","rules":"packs=3 tens=may-split"}`}, {2, `{"seating":"3 solo"}`},
	} {
		f.Add(s.k, []byte(s.opts))
	}
	f.Fuzz(func(t *testing.T, ki uint8, opts []byte) {
		k := kindList[int(ki)%len(kindList)]
		setup, seats, err := k.Setup(json.RawMessage(opts))
		if err != nil {
			return
		}
		if seats < 2 || seats > 8 {
			t.Fatalf("%s %s: %d seats", k.Name(), opts, seats)
		}
		g, err := k.New(setup, 1)
		if err != nil {
			t.Fatalf("%s %s: setup %q: %v", k.Name(), opts, setup, err)
		}
		if g.Seats() != seats {
			t.Fatalf("%s %s: %d seats, the setup said %d", k.Name(), opts, g.Seats(), seats)
		}
		if _, err := k.Commit(setup, 1, make([]byte, 16)); err != nil {
			t.Fatalf("%s %s: commit: %v", k.Name(), opts, err)
		}
		if g.Over() {
			t.Fatalf("%s %s: over before it starts", k.Name(), opts)
		}
	})
}

// Any stored setup text (tampered, or from an older release): New and
// Commit refuse it or take it, never panic, and agree.
func FuzzStoredSetup(f *testing.F) {
	for i, k := range kindList {
		for _, o := range []string{`{}`, `{"players":4,"claimed":true}`, `{"seating":"6 pairs","rules":"hand=3"}`} {
			if setup, _, err := k.Setup(json.RawMessage(o)); err == nil {
				f.Add(uint8(i), setup)
			}
		}
	}
	f.Add(uint8(1), "players: 3")
	f.Add(uint8(1), "layout: 2 players\nboard: plain\nrules: default\nscoring: claimed\nseed: 3")
	f.Fuzz(func(t *testing.T, ki uint8, setup string) {
		k := kindList[int(ki)%len(kindList)]
		_, errNew := k.New(setup, 1)
		_, errCommit := k.Commit(setup, 1, make([]byte, 16))
		if errNew == nil && errCommit != nil {
			t.Fatalf("%s %q: a game but no commitment: %v", k.Name(), setup, errCommit)
		}
	})
}
