package pegjokers

import "fmt"

// The count of passes in a row each seat has made, which a position keeps
// for [Rules.StuckComeOut].
const (
	passBits    = 2 // bits of a seat's count in Position.passes
	passMask    = 1<<passBits - 1
	stuckPasses = 3 // the passes in a row after which any card comes out
)

// Passes returns how many turns in a row seat s has passed (discarded a
// card with no legal move), up to three: the count [Rules.StuckComeOut]
// goes by. Under rules without that option the count is not kept and
// stays 0 (or as a position was given it). It is 0 for a seat that is not
// in the game.
func (p Position) Passes(s Seat) int {
	if int(s) >= int(p.n) {
		return 0
	}
	return int(p.passWord()>>(passBits*s)) & passMask
}

// passWord returns the counts of passes of every seat, seat s's at bit 2·s.
func (p *Position) passWord() uint16 { return uint16(p.passes[0]) | uint16(p.passes[1])<<8 }

// setPassWord sets the counts of passes of every seat to w's (see
// passWord).
func (p *Position) setPassWord(w uint16) { p.passes = [2]uint8{uint8(w), uint8(w >> 8)} }

// WithPasses returns p with seat s's count of passes in a row set to k
// (see [Position.Passes]). A seat that is not in the game, or a count
// outside 0 to 3, is an error wrapping [ErrInvalidPosition].
func (p Position) WithPasses(s Seat, k int) (Position, error) {
	if int(s) >= int(p.n) || k < 0 || k > stuckPasses {
		return p, fmt.Errorf("pegjokers: %w: %d passes for seat %d of %d", ErrInvalidPosition, k, s, p.n)
	}
	p.setPassWord(p.passWord()&^(passMask<<(passBits*s)) | uint16(k)<<(passBits*s))
	return p, nil
}

// passed returns p with the seat to move's count of passes one more, up
// to three.
func (p Position) passed() Position {
	if k := p.Passes(p.turn); k < stuckPasses {
		p.setPassWord(p.passWord() + 1<<(passBits*p.turn))
	}
	return p
}

// passesWord begins a seat's count of passes in the position text.
const passesWord = "passes="
