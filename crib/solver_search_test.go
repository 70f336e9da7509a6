package crib_test

import (
	"math/bits"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// TestSolverRunTables: the search's table of runs and its quick test of a
// run agree with their definition (solverCanRun, in oracle_test.go) for
// every set of ranks.
func TestSolverRunTables(t *testing.T) {
	const allRanks = 1<<14 - 2
	r := cards.NewRand(13)
	for m := range 1 << 13 {
		set := uint64(m) << 1
		sum := 0
		for rk := 1; rk <= 13; rk++ {
			if set&(1<<rk) != 0 {
				sum += min(rk, 10)
			}
		}
		// runInfo: the least cost with every rank held, and whether set
		// is a run itself.
		cost := 127
		for room := 0; room < 127; room++ {
			if set != 0 && solverCanRun(set, allRanks, room) {
				cost = room
				break
			}
		}
		lo, hi := bits.TrailingZeros64(set), 63-bits.LeadingZeros64(set)
		run := bits.OnesCount64(set) >= 3 && hi-lo == bits.OnesCount64(set)-1
		gotCost, gotRun := crib.RunInfo(m)
		if gotCost != cost || gotRun != run {
			t.Fatalf("runInfo[%013b]: cost %d, run %v; want cost %d, run %v", m, gotCost, gotRun, cost, run)
		}
		if set == 0 || sum > 31 {
			continue // no pile holds these ranks
		}
		// mayRun after runInfo, as lay asks them: never no when the
		// answer is yes; exact for two ranks or more.
		for range 16 {
			avail := r.Uint64() & allRanks
			for room := 0; room <= 31-sum; room++ {
				want := solverCanRun(set, avail, room)
				got := gotCost <= room && crib.MayRun(set, avail, uint64(room))
				if want && !got || got != want && set&(set-1) != 0 {
					t.Fatalf("mayRun(%014b, %014b, %d) = %v, want %v", set, avail, room, got, want)
				}
			}
		}
	}
}
