package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
)

// MoveValue is a card the side to lay could lay, with the points difference
// it leads to under best play by both sides.
type MoveValue struct {
	Card  cards.Card
	Value int
}

// Solution is the perfect-information value of a play position.
type Solution struct {
	// Value is the points the side on turn pegs from here to the end of the
	// play minus the points the other side pegs, when both sides see all the
	// cards and play their best (minimax on the points difference).
	Value int
	// Line is a principal variation: the cards laid, in order, by best play
	// from here to the end. At each position it takes the lowest-ranked of
	// the best cards, and of that rank the card of lowest index (clubs
	// first).
	Line []cards.Card
	// Moves lists every card the seat on turn may lay, in index order, with
	// the Value (from the same side's point of view) that laying it leads to.
	Moves []MoveValue
}

// A Solver finds the perfect-information value of play positions with two
// sides (two players, or four in two partnerships: seats 0 and 2 against 1
// and 3): alpha-beta minimax on the difference of the points pegged (15s,
// 31s, pairs, runs, go, last card), with the rules of PlayState. It is exact,
// and fast enough for bots that search many positions: suits never matter in
// the play, so it searches one card of each rank, keeps what it has solved in
// a transposition table keyed by the cards still held and the part of the
// pile that can still score, and tries first the card that was best before.
//
// The zero Solver is ready to use. It allocates its table (64 KiB) on first
// use and reuses it for every later position; Value and SolveInto allocate
// nothing after that. A Solver is not safe for use by several goroutines at
// once: give each goroutine its own.
type Solver struct {
	table []ttEntry
	shift uint // 64 minus the table's size in bits
	gen   uint32
	root  root
}

// Value returns the value of p for the side on turn: the points it pegs from
// here to the end of the play minus the points the other side pegs, under
// best play by both. It is 0 when the play is over. The error wraps
// ErrBadSeat when p has neither 2 nor 4 seats (the zero PlayState has none).
func (s *Solver) Value(p PlayState) (int, error) {
	if err := s.start(p); err != nil {
		return 0, err
	}
	if p.Over() {
		return 0, nil
	}
	return s.value(s.root.start), nil
}

// Solve returns the value of p, every legal card's value and a principal
// variation (see Solution), as Value does. The Solution's slices are new.
func (s *Solver) Solve(p PlayState) (Solution, error) {
	var sol Solution
	err := s.SolveInto(&sol, p)
	return sol, err
}

// SolveInto is Solve writing into sol, reusing the capacity of its Moves and
// Line: with slices long enough (4 moves, 16 cards of line) it allocates
// nothing. On error sol is left empty.
func (s *Solver) SolveInto(sol *Solution, p PlayState) error {
	sol.Value, sol.Line, sol.Moves = 0, sol.Line[:0], sol.Moves[:0]
	if err := s.start(p); err != nil {
		return err
	}
	if p.Over() {
		return nil
	}
	r := &s.root
	// The value of each rank the seat on turn can lay, by slot.
	var vals [4 * maxSolveSeats]int
	x := r.start
	for m := r.moves(x); m != 0; m &= m - 1 {
		i := lowSlot(m)
		vals[i] = s.child(x, i)
	}
	for c := range p.Legal().All() {
		v := vals[s.slotOf(x, c.Rank())]
		sol.Moves = append(sol.Moves, MoveValue{Card: c, Value: v})
		if len(sol.Moves) == 1 || v > sol.Value {
			sol.Value = v
		}
	}
	// The line: at each position, the lowest rank whose value is the best.
	hands := r.hands
	for {
		best, bestV := -1, -1<<30
		for m := r.moves(x); m != 0; m &= m - 1 {
			i := lowSlot(m)
			if v := s.child(x, i); v > bestV {
				best, bestV = i, v
			}
		}
		seat := x.turn()
		c := lowestOfRank(hands[seat], r.rank[best])
		hands[seat] = hands[seat].Without(c)
		sol.Line = append(sol.Line, c)
		if x, _ = r.lay(x, best); x == 0 {
			return nil
		}
	}
}

// start checks p and readies the solver for it: a new generation of the
// table, and the search's view of p.
func (s *Solver) start(p PlayState) error {
	if err := s.root.setRoot(p); err != nil {
		return err
	}
	s.newGeneration(s.root.seats)
	return nil
}

// slotOf returns the slot the search lays for a card of rank rk from the
// hand of the seat on turn in x.
func (s *Solver) slotOf(x spos, rk cards.Rank) int {
	r := &s.root
	for m := r.moves(x); m != 0; m &= m - 1 {
		if i := lowSlot(m); r.rank[i] == uint8(rk) {
			return i
		}
	}
	return -1 // not reached: every legal card's rank has a slot
}

// Solve finds the best play for each side of a position with two sides (two
// players, or four in partnerships) with a new Solver (see Solver). It is
// for post-game analysis and teaching: "what was the best card?". Bots that
// solve many positions should keep a Solver and call its methods, which
// reuse its table.
func Solve(p PlayState) (Solution, error) {
	// A table for two players on the stack: no garbage for one position.
	var s Solver
	var table [1 << ttBits2]ttEntry
	s.table = table[:]
	return s.Solve(p)
}

// SolvePlay solves the play of a two-player deal from its start: the pone
// leads. Value is the pone's points minus the dealer's.
func SolvePlay(pone, dealer [4]cards.Card) (Solution, error) {
	hs := []cards.Set{cards.SetOf(pone[:]...), cards.SetOf(dealer[:]...)}
	if hs[0].Len() != 4 || hs[1].Len() != 4 || hs[0].Intersect(hs[1]) != 0 {
		return Solution{}, fmt.Errorf("crib: %w: two hands of four different standard cards", ErrBadCards)
	}
	p, err := NewPlayState(hs, 0)
	if err != nil {
		return Solution{}, err
	}
	return Solve(p)
}
