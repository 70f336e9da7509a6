package crib

import (
	"unsafe"

	"github.com/pegboard/pegboard/cards"
)

// ActionText is the text of a, by the grammar of the actions' text, or the
// error that says why it has none, for the tests.
func ActionText(a Action) ([]byte, error) { return actionText.Text(a) }

// WithLaid returns p with its i-th card laid changed to c, laid by seat
// (in the pile too, when the card is in the count), past what the rules
// allow, for the tests of the play's checks.
func (p PlayState) WithLaid(i int, seat int8, c cards.Card) PlayState {
	p.laid[i], p.by[i] = c, seat
	if j := i - (int(p.nlaid) - int(p.npile)); j >= 0 {
		p.pile[j] = c
	}
	return p
}

// SetGeneration sets the generation of s's table, for the test of its
// wrap.
func (s *Solver) SetGeneration(gen uint32) { s.gen = gen }

// TableBytes is the size of s's table in bytes.
func (s *Solver) TableBytes() int { return len(s.table) * int(unsafe.Sizeof(ttEntry{})) }

// TableFilled counts the entries of s's table that its last search filled.
func (s *Solver) TableFilled() int {
	n := 0
	for _, e := range s.table {
		if e.gen == s.gen && e.pos != 0 {
			n++
		}
	}
	return n
}

// RunInfo is what the search's table of runs says of the set m<<1 of
// ranks: the least the count must have room for to make a run with them
// (127 for none), and whether they are a run themselves.
func RunInfo(m int) (cost int, run bool) {
	return int(runInfo[m] & runCostMask), runInfo[m]&isRun != 0
}

// MayRun is the search's quick test of a run: whether cards of the ranks
// in avail, of total value at most room, may make a run with the ranks of
// set.
func MayRun(set, avail, room uint64) bool { return mayRun(set, avail, room) }

// ViewedDiscard and ViewedLay are the bots' views made from the seat's
// View, for the test that holds them equal to Game.DiscardView and
// Game.LayView.
func (v View) ViewedDiscard() DiscardView { return v.discardView() }
func (v View) ViewedLay() LayView         { return v.layView() }
