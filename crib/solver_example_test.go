package crib_test

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// A bot keeps one Solver and asks it about every position it meets; the
// table is reused, and once warm nothing is allocated.
func ExampleSolver() {
	hands := []cards.Set{
		cards.SetOf(cards.MustParseList("7C 8D 9H 6S")...), // the pone's
		cards.SetOf(cards.MustParseList("7D 8C 9S 6H")...), // the dealer's
	}
	p, err := crib.NewPlayState(hands, 0)
	if err != nil {
		panic(err)
	}
	var s crib.Solver
	var sol crib.Solution
	for !p.Over() {
		if err := s.SolveInto(&sol, p); err != nil {
			panic(err)
		}
		seat, best := p.Turn(), sol.Line[0]
		var step crib.PlayStep
		if p, step, err = p.Lay(best); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d lays %v (worth %+d to its side) and pegs %d\n", seat, best, sol.Value, step.Points())
	}
	// Output:
	// seat 0 lays 9H (worth -6 to its side) and pegs 0
	// seat 1 lays 6H (worth +6 to its side) and pegs 2
	// seat 0 lays 6S (worth -4 to its side) and pegs 2
	// seat 1 lays 9S (worth +6 to its side) and pegs 1
	// seat 0 lays 7C (worth -5 to its side) and pegs 0
	// seat 1 lays 7D (worth +5 to its side) and pegs 2
	// seat 0 lays 8D (worth -3 to its side) and pegs 0
	// seat 1 lays 8C (worth +3 to its side) and pegs 3
}
