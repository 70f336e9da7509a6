package crib

// The transposition table: a direct-mapped array of entries, each holding a
// position (which is its own exact key, so a hit is never a collision) and
// its value. An entry belongs to the generation that wrote it; a new root
// bumps the Solver's generation, which empties the table in one step.

// ttEntry is one solved position: its value for the side on turn.
type ttEntry struct {
	pos spos
	gen uint32
	val int32
}

// Table sizes, as powers of two: ample for every position of a two-player
// deal (about 220 for a deal from the start) and of a four-player one
// (about 13,000).
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

// value returns the exact value of x for the side on turn: minimax over
// every card that can be laid, one of each rank, with every position met
// kept in the table.
func (s *Solver) value(x spos) int {
	r := &s.root
	if rem := x.rem(); rem&(rem-1) == 0 { // the last card
		_, g := r.lay(x, lowSlot(rem))
		return g
	}
	e := &s.table[(uint64(x)*0x9E3779B97F4A7C15)>>s.shift]
	if e.pos == x && e.gen == s.gen {
		return int(e.val)
	}
	best := -1 << 30
	for moves := r.moves(x); moves != 0; moves &= moves - 1 {
		y, v := r.lay(x, lowSlot(moves))
		if y != 0 {
			if (x^y)&(1<<posTurn) == 0 {
				v += s.value(y)
			} else {
				v -= s.value(y)
			}
		}
		best = max(best, v)
	}
	*e = ttEntry{pos: x, gen: s.gen, val: int32(best)}
	return best
}

// child returns the value, for the side on turn in x, of laying slot i.
func (s *Solver) child(x spos, i int) int {
	y, g := s.root.lay(x, i)
	switch {
	case y == 0:
		return g
	case (x^y)&(1<<posTurn) == 0:
		return g + s.value(y)
	default:
		return g - s.value(y)
	}
}
