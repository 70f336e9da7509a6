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
	Value int          // the points the side on turn pegs to the end of the play less the other side's, both playing best
	Line  []cards.Card // a best line of play to the end (the lowest of the best cards at each turn)
	Moves []MoveValue  // every card the seat on turn may lay, in index order, with the Value it leads to
}

// A Solver finds the exact perfect-information value of play positions of
// two sides (two players, or four in partnerships): minimax on the
// difference of the points pegged, by alpha-beta with a transposition
// table, in microseconds for a two-player deal. The zero Solver is ready to
// use; its table (24 KiB; 1.5 MiB for four seats) is made on first use and
// nothing after. It is not safe for use by several goroutines at once.
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
	if s == nil {
		s = new(Solver)
	}
	if err := s.start(p); err != nil {
		return 0, err
	}
	if p.Over() {
		return 0, nil
	}
	return s.search(s.root.start, -infinity, infinity), nil
}

// Solve returns the value of p, every legal card's value and a principal
// variation (see Solution), as Value does. The Solution's slices are new
// (nil when the play is over).
func (s *Solver) Solve(p PlayState) (Solution, error) {
	if s == nil {
		s = new(Solver)
	}
	var sol Solution
	if !p.Over() && p.seats > 0 && int(p.seats) <= len(p.hands) {
		held := 0
		for _, h := range p.hands[:p.seats] {
			held += h.Len()
		}
		sol.Moves = make([]MoveValue, 0, p.Legal().Len())
		sol.Line = make([]cards.Card, 0, held)
	}
	if err := s.SolveInto(&sol, p); err != nil {
		return Solution{}, err
	}
	return sol, nil
}

// SolveInto is Solve writing into sol, reusing the capacity of its Moves and
// Line: with slices long enough (4 moves, 16 cards of line) it allocates
// nothing. On error sol is left empty.
func (s *Solver) SolveInto(sol *Solution, p PlayState) error {
	if sol == nil {
		return fmt.Errorf("crib: %w: SolveInto a nil *Solution", ErrZeroValue)
	}
	if s == nil {
		s = new(Solver)
	}
	sol.Value, sol.Line, sol.Moves = 0, sol.Line[:0], sol.Moves[:0]
	if err := s.start(p); err != nil {
		return err
	}
	if p.Over() {
		return nil
	}
	r := &s.root
	// The value of each rank the seat on turn can lay.
	var byRank [14]int
	x := r.start
	for m := r.moves(x); m != 0; m &= m - 1 {
		i := lowSlot(m)
		byRank[r.rank[i]] = s.child(x, i)
	}
	for c := range p.Legal().All() {
		v := byRank[c.Rank()]
		sol.Moves = append(sol.Moves, MoveValue{Card: c, Value: v})
		if len(sol.Moves) == 1 || v > sol.Value {
			sol.Value = v
		}
	}
	// The line: at each position, the lowest rank whose value is the best
	// (the value is known: find the first card that reaches it).
	hands := r.hands
	for v := sol.Value; ; {
		best, y, w := -1, spos(0), 0
		for m := r.moves(x); m != 0; m &= m - 1 {
			var ok bool
			best = lowSlot(m)
			if y, w, ok = s.reaches(x, best, v); ok {
				break
			}
		}
		seat := x.turn()
		c := lowestOfRank(hands[seat], r.rank[best&15])
		hands[seat] = hands[seat].Without(c)
		sol.Line = append(sol.Line, c)
		if x, v = y, w; x == 0 {
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
