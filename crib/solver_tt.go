package crib

import "math/bits"

// The search: alpha-beta minimax with a transposition table. The table is a
// direct-mapped array of entries, each holding a position (which is its own
// exact key, so a hit is never a collision), what the search learnt of its
// value (the value, or a bound on it) and the best move found. An entry
// belongs to the generation that wrote it; a new root bumps the Solver's
// generation, which empties the table in one step.

// ttEntry is what the search learnt of one position.
type ttEntry struct {
	pos    spos
	gen    uint32
	lo, hi int16 // the value (for the side on turn) is between lo and hi
	move   uint8 // the best slot found: tried first next time
}

// Table sizes, as powers of two: room for the positions of a two-player
// deal (a few hundred, a few thousand for the hardest) and of a four-player
// one (tens of thousands).
const (
	ttBits2 = 10
	ttBits4 = 16
)

// newGeneration readies the table for a root with seats seats: big enough
// (allocated or grown on first need) and empty.
func (s *Solver) newGeneration(seats int) {
	b := ttBits2
	if seats > 2 {
		b = ttBits4
	}
	if len(s.table) < 1<<b {
		s.table = make([]ttEntry, 1<<b)
		s.gen = 0
	}
	s.shift = 64 - uint(b)
	s.gen++
	if s.gen == 0 { // wrapped: old entries could look current
		clear(s.table)
		s.gen = 1
	}
}

// search returns the value of x for the side on turn when it lies strictly
// between alpha and beta, and otherwise a bound on the same side of the
// window (fail-soft alpha-beta): minimax over one card of each rank. A
// forced card and the last card are followed without the table.
func (s *Solver) search(x spos, alpha, beta int) int {
	r := &s.root
	if rem := x.rem(); rem&(rem-1) == 0 { // the last card
		return r.lastCard(x)
	}
	if moves := r.moves(x); moves&(moves-1) == 0 { // one rank to lay
		y, v := r.lay(x, lowSlot(moves))
		switch {
		case y == 0:
			return v
		case (x^y)&(1<<posTurn) == 0:
			return v + s.search(y, alpha-v, beta-v)
		default:
			return v - s.search(y, v-beta, v-alpha)
		}
	}
	e := &s.table[(uint64(x)*0x9E3779B97F4A7C15)>>s.shift]
	first := -1
	lo, hi := -infinity, infinity
	if e.pos == x && e.gen == s.gen {
		lo, hi = int(e.lo), int(e.hi)
		switch {
		case lo >= beta, lo == hi:
			return lo
		case hi <= alpha:
			return hi
		}
		// Not enough to answer: narrow the window to what is known (a
		// result at its edge is then exact), and try the best move first.
		alpha, beta = max(alpha, lo), min(beta, hi)
		first = int(e.move)
	}
	// The order of the moves: the best found before, then the cards that
	// score at once (15, 31, a pair), then the others, high ranks first.
	var order [4]uint8
	n := 0
	moves := r.moves(x)
	if first >= 0 && moves&(1<<first) != 0 {
		order[0], n = uint8(first), 1
		moves &^= 1 << first
	}
	c := x.count()
	scoring := r.ofValue[(15-c)&31] | r.ofValue[(31-c)&31] | r.ofRank[x.last()]
	for _, set := range [2]uint16{moves & scoring, moves &^ scoring} {
		for ; set != 0; set &^= 1 << (15 - bits.LeadingZeros16(set)) {
			order[n&3] = uint8(15 - bits.LeadingZeros16(set))
			n++
		}
	}
	alpha0 := alpha
	best, bestMove := -1<<30, 0
	for _, i := range order[:n] {
		y, v := r.lay(x, int(i))
		if y != 0 {
			if (x^y)&(1<<posTurn) == 0 {
				v += s.search(y, alpha-v, beta-v)
			} else {
				v -= s.search(y, v-beta, v-alpha)
			}
		}
		if v > best {
			best, bestMove = v, int(i)
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	switch {
	case best <= alpha0:
		hi = best
	case best >= beta:
		lo = best
	default:
		lo, hi = best, best
	}
	*e = ttEntry{pos: x, gen: s.gen, lo: int16(lo), hi: int16(hi), move: uint8(bestMove)}
	return best
}

// infinity is beyond any value: a play has at most 16 cards, and none pegs
// more than 15.
const infinity = 1 << 10

// child returns the value, for the side on turn in x, of laying slot i.
func (s *Solver) child(x spos, i int) int {
	y, g := s.root.lay(x, i)
	switch {
	case y == 0:
		return g
	case (x^y)&(1<<posTurn) == 0:
		return g + s.search(y, -infinity, infinity)
	default:
		return g - s.search(y, -infinity, infinity)
	}
}

// reaches reports whether laying slot i in x is worth at least v to the
// side on turn, and returns the position after it and that position's
// value if so (for its own side on turn): a null-window search, cheaper
// than finding the value.
func (s *Solver) reaches(x spos, i, v int) (spos, int, bool) {
	y, g := s.root.lay(x, i)
	switch {
	case y == 0:
		return y, 0, g >= v
	case (x^y)&(1<<posTurn) == 0: // g + value(y) >= v
		w := v - g
		return y, w, s.search(y, w-1, w) >= w
	default: // g - value(y) >= v
		w := g - v
		return y, w, s.search(y, w, w+1) <= w
	}
}
