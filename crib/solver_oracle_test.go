package crib

// The exhaustive alpha-beta search the package shipped before the fast
// Solver, kept word for word (only the names are changed) as the oracle the
// fast search is checked against.

import (
	"fmt"
	"math/bits"

	"github.com/pegboard/pegboard/cards"
)

// oracleSolve finds the best play for each side of a position with two sides (two
// players, or four in partnerships) by exhaustive search: alpha-beta minimax
// on the difference of the points pegged (15s, 31s, pairs, runs, go, last
// card), through the same PlayState rules the game uses. Cards of one rank
// are interchangeable in the play, so one of each rank is searched. It is
// for post-game analysis and teaching: "what was the best card?".
func oracleSolve(p PlayState) (Solution, error) {
	if p.seats != 2 && p.seats != 4 {
		return Solution{}, fmt.Errorf("crib: %w: the solver plays two sides (2 or 4 seats), not %d", ErrBadSeat, p.seats)
	}
	var sol Solution
	if p.Over() {
		return sol, nil
	}
	me := p.Turn()
	for c := range p.Legal().All() {
		sol.Moves = append(sol.Moves, MoveValue{Card: c, Value: oracleChildValue(p, c, me)})
	}
	sol.Value = sol.Moves[0].Value
	for _, m := range sol.Moves {
		sol.Value = max(sol.Value, m.Value)
	}
	// The line: at each position, the first card whose value is the best.
	q := p
	for !q.Over() {
		who := q.Turn()
		best, bestV := cards.NoCard, -1<<30
		for c := range oracleDistinctRanks(q.Legal()).All() {
			if v := oracleChildValue(q, c, who); v > bestV {
				best, bestV = c, v
			}
		}
		sol.Line = append(sol.Line, best)
		q, _, _ = q.lay(best)
	}
	return sol, nil
}

// oracleSolvePlay solves the play of a two-player deal from its start: the pone
// leads. Value is the pone's points minus the dealer's.
func oracleSolvePlay(pone, dealer [4]cards.Card) (Solution, error) {
	hs := []cards.Set{cards.SetOf(pone[:]...), cards.SetOf(dealer[:]...)}
	if hs[0].Len() != 4 || hs[1].Len() != 4 || hs[0].Intersect(hs[1]) != 0 {
		return Solution{}, fmt.Errorf("crib: %w: two hands of four different standard cards", ErrBadCards)
	}
	p, err := NewPlayState(hs, 0)
	if err != nil {
		return Solution{}, err
	}
	return oracleSolve(p)
}

// oracleChildValue is the value for seat me's side of laying c in p.
func oracleChildValue(p PlayState, c cards.Card, me int) int {
	q, st, _ := p.lay(c)
	v := st.Points()
	if q.Over() {
		return v
	}
	if q.Turn()%2 == me%2 {
		return v + oracleNegamax(q, -1<<30, 1<<30)
	}
	return v - oracleNegamax(q, -1<<30, 1<<30)
}

// oracleDistinctRanks returns one card of each rank in s (the lowest index).
func oracleDistinctRanks(s cards.Set) cards.Set {
	var out cards.Set
	for s != 0 {
		i := bits.TrailingZeros64(uint64(s))
		out |= 1 << i
		s &^= 0xF << (i &^ 3) // the four cards of that rank
	}
	return out
}

// oracleNegamax returns the value of p for the side on turn, within the window
// (alpha, beta).
func oracleNegamax(p PlayState, alpha, beta int) int {
	me := p.Turn()
	best := -1 << 30
	for moves := oracleDistinctRanks(p.Legal()); moves != 0; moves &= moves - 1 {
		c := cards.FromIndex(bits.TrailingZeros64(uint64(moves)))
		q, st, _ := p.lay(c)
		g := st.Points()
		var v int
		switch {
		case q.Over():
			v = g
		case q.Turn()%2 == me%2:
			v = g + oracleNegamax(q, alpha-g, beta-g)
		default:
			v = g - oracleNegamax(q, g-beta, g-alpha)
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}
