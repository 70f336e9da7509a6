package crib

import (
	"fmt"
	"math/bits"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The search works on its own compact form of a PlayState, built once for
// the position the Solver is asked about (the root) and valid only for
// positions reached from it.
//
//   - Slots. The cards held at the root get slots, four to a seat (seat s
//     owns slots 4s to 4s+3), each seat's cards sorted by rank from its
//     lowest slot up. A position holds a 16-bit mask of the slots still
//     held. Suits never matter in the play, so the cards of one rank in one
//     hand are interchangeable: laying a rank gives up the highest slot of
//     that rank still held, so the held slots of a rank are always the
//     lowest ones, and positions that differ only in which card of a rank
//     was laid are one position, with one mask.
//   - The pile. Only three things about the pile can change what later
//     cards score: the count, how many cards of one rank end it (for
//     pairs), and its distinct-rank tail, the ranks read back from its last
//     card until a rank repeats (a run never reaches past a repeated rank).
//     The count limits that tail to seven ranks (A+2+...+7 = 28), and to
//     six that could still make a run. Parts that can no longer score are
//     dropped, so that more positions are one position: the last rank when
//     no card of it is held or fits under 31, and the older end of the tail
//     when no cards still held that fit could complete a run with it (see
//     runInfo and mayRun). A position the search only passes through (one
//     card left, or one rank to lay) keeps them all.
//
// A position is then one uint64, which is also its exact key in the
// transposition table:
//
//	bits  0-15  slots still held (0 when the play is over)
//	bits 16-20  the count
//	bits 21-22  the seat to lay
//	bits 23-25  how many cards of the last rank end the pile (0 when that rank is dropped)
//	bits 26-29  the last rank laid, 1 to 13 (0 when dropped)
//	bits 30-57  the tail, four bits a rank, newest lowest
type spos uint64

const (
	posCount = 16
	posTurn  = 21
	posPair  = 23
	posLast  = 26
	posTail  = 30
)

func (x spos) rem() uint16  { return uint16(x) }
func (x spos) count() uint  { return uint(x>>posCount) & 31 }
func (x spos) turn() uint   { return uint(x>>posTurn) & 3 }
func (x spos) pair() uint64 { return uint64(x>>posPair) & 7 }
func (x spos) last() uint64 { return uint64(x>>posLast) & 15 }
func (x spos) tail() uint64 { return uint64(x >> posTail) }

// maxSolveSeats is the most seats the solver plays (two partnerships).
const maxSolveSeats = 4

// root is what the search knows about the position it solves.
type root struct {
	seats    int
	rank     [4 * maxSolveSeats]uint8  // the rank (1..13) of each slot
	val      [4 * maxSolveSeats]uint8  // its value for the count
	seatMask [maxSolveSeats]uint16     // the slots of each seat
	sameNext uint16                    // slots whose next slot holds the same seat's same rank
	fit      [32]uint16                // fit[room]: the slots of value at most room
	ofValue  [32]uint16                // ofValue[v]: the slots of value v
	ofRank   [16]uint16                // ofRank[r]: the slots of rank r
	held     [maxSolveSeats][16]uint16 // held[s][m]: the ranks (bit r for rank r) of seat s's slots in m (its four bits of a slot mask)
	hands    [maxSolveSeats]cards.Set  // the cards held at the root
	start    spos                      // the root position
}

// values is each rank's value for the count (sixteen entries, so that an
// index masked with 15 needs no bounds check).
var values = [16]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

// setRoot checks p and builds the search's view of it.
func (r *root) setRoot(p PlayState) error {
	if p.seats != 2 && p.seats != 4 {
		return fmt.Errorf("crib: %w: the solver plays two sides (2 or 4 seats), not %d", ErrBadSeat, p.seats)
	}
	*r = root{seats: int(p.seats)}
	if p.turn < 0 {
		return nil
	}
	if int(p.turn) >= r.seats || p.count < 0 || p.count > 31 || p.npile < 0 || int(p.npile) > maxPile {
		return fmt.Errorf("crib: %w: not a position of the play (%v)", ErrBadCards, p)
	}
	sum := 0
	for _, c := range p.pile[:p.npile] {
		if !c.IsStandard() {
			return fmt.Errorf("crib: %w: %v in the pile", ErrBadCards, c)
		}
		sum += int(values[c.Rank()])
	}
	if sum != int(p.count) {
		return fmt.Errorf("crib: %w: the pile counts %d, not %d", ErrBadCards, sum, p.count)
	}
	var rem uint16
	for s := range r.seats {
		h := p.hands[s]
		if h.Len() > 4 {
			return fmt.Errorf("crib: %w: seat %d holds %s in the play", ErrBadCards, s, codec.Count(h.Len(), "card"))
		}
		r.hands[s] = h
		i := 4 * s
		prev := uint8(0)
		for w := uint64(h & cards.FullSet); w != 0; w &= w - 1 {
			rk := uint8(bits.TrailingZeros64(w)/4 + 1)
			r.rank[i], r.val[i] = rk, values[rk]
			r.seatMask[s] |= 1 << i
			r.fit[values[rk]] |= 1 << i
			r.ofValue[values[rk]] |= 1 << i
			r.ofRank[rk] |= 1 << i
			if rk == prev {
				r.sameNext |= 1 << (i - 1)
			}
			prev = rk
			rem |= 1 << i
			i++
		}
	}
	for room := 1; room < len(r.fit); room++ {
		r.fit[room] |= r.fit[room-1]
	}
	for s := range r.seats {
		t := &r.held[s]
		for m := 1; m < len(t); m++ {
			t[m] = t[m&(m-1)] | 1<<r.rank[4*s+bits.TrailingZeros8(uint8(m))]
		}
	}
	if rem&r.seatMask[p.turn]&r.fit[31-p.count] == 0 {
		return fmt.Errorf("crib: %w: seat %d is to lay but cannot (%v)", ErrBadCards, p.turn, p)
	}
	// The pile: replay its ranks to find the last rank, how many of it end
	// the pile, and the tail.
	var last, pair, tail uint64
	room := uint64(31)
	for _, c := range p.pile[:p.npile] {
		rk := uint64(c.Rank())
		room -= uint64(values[rk])
		if rk == last {
			pair++
		} else {
			pair = 1
		}
		last = rk
		tail = pushTail(tail, rk, room)
	}
	if last > 0 && uint64(values[last]) > room {
		last, pair = 0, 0
	}
	r.start = spos(uint64(rem) | uint64(p.count)<<posCount | uint64(p.turn)<<posTurn |
		pair<<posPair | last<<posLast | tail<<posTail)
	return nil
}

// pushTail returns the tail of a pile whose tail was tail after a card of
// rank rk is laid on it, leaving room under 31: rk, then tail up to rk's
// repeat, trimmed to what cards of any rank that fit could still make a run
// with (lay trims more, knowing which ranks are held; a longer tail is
// still right, only shared by fewer positions).
func pushTail(tail, rk, room uint64) uint64 {
	mask, keep, k := uint64(1)<<rk, 0, 1
	if uint64(runInfo[mask>>1]&runCostMask) <= room {
		keep = 1
	}
	for t := tail; t != 0 && t&15 != rk; t >>= 4 {
		mask |= 1 << (t & 15)
		k++
		if uint64(runInfo[mask>>1&(1<<13-1)]&runCostMask) <= room {
			keep = k
		}
	}
	return (tail<<4 | rk) & tailMask[keep&7]
}

// runInfo[m>>1] describes a set m of ranks (bit r for rank r) for runs in
// the play. Its low seven bits (runCostMask) are the least the count must
// still rise for later cards to make a run with all of m: the values of the
// cheapest ranks that, added to m, make three or more consecutive ranks (127
// when no ranks can, and for the empty set). Bit isRun says m itself is three
// or more consecutive ranks.
var runInfo = func() (t [1 << 13]uint8) {
	for m := range t {
		t[m] = runCostMask
		set := uint16(m) << 1
		if set == 0 {
			continue
		}
		lo, hi := bits.TrailingZeros16(set), 15-bits.LeadingZeros16(set)
		// Only the smallest intervals round m can be cheapest: reach at
		// most two ranks beyond it on either side.
		for a := max(1, lo-2); a <= lo; a++ {
			for b := hi; b <= min(13, hi+2); b++ {
				if b-a < 2 || uint16(1<<(b+1)-1<<a) == set {
					continue
				}
				cost := 0
				for r := a; r <= b; r++ {
					if set&(1<<r) == 0 {
						cost += int(values[r])
					}
				}
				t[m] = uint8(min(int(t[m]), cost))
			}
		}
		if n := bits.OnesCount16(set); n >= 3 && hi-lo == n-1 {
			t[m] |= isRun
		}
	}
	return t
}()

const (
	runCostMask = 0x7f
	isRun       = 0x80
)

// moves returns the slots the seat on turn may lay in x, one of each rank:
// the highest held slot of each rank that fits under 31.
func (r *root) moves(x spos) uint16 {
	rem := x.rem()
	reps := rem &^ (r.sameNext & (rem >> 1))
	return reps & r.seatMask[x.turn()] & r.fit[31-x.count()]
}

// newCount is the position with rem held and the count starting again
// after seat me laid the last card of a count: the next seat after me that
// holds a card leads (me itself last). It is 0 when no one holds a card.
func (r *root) newCount(rem uint16, me uint) spos {
	if rem == 0 {
		return 0
	}
	n := uint(r.seats)
	for k := uint(1); k <= n; k++ {
		t := me + k
		if t >= n {
			t -= n
		}
		if rem&r.seatMask[t] != 0 {
			return spos(uint64(rem) | uint64(t)<<posTurn)
		}
	}
	return 0 // not reached: rem is not empty
}

// lowSlot returns the lowest slot in m.
func lowSlot(m uint16) int { return bits.TrailingZeros16(m) }

// lowestOfRank returns the card of rank rk in h of lowest index.
func lowestOfRank(h cards.Set, rk uint8) cards.Card {
	return cards.FromIndex(bits.TrailingZeros64(uint64(h & (0xF << (4 * (uint(rk) - 1))))))
}

// mayRun reports whether cards still held, of the ranks in avail, could be
// laid with the count rising at most room to make a run (three or more
// consecutive ranks) with all of the ranks in set, given that runInfo
// says that they could if every rank were held. When it says no, no run
// will ever use them; it may say yes when the answer is no (for one rank,
// it does not add up the two cards needed), which costs only a missed
// merging of positions.
func mayRun(set, avail, room uint64) bool {
	lo := uint(bits.TrailingZeros64(set))
	hull := 2<<(63-bits.LeadingZeros64(set)) - uint64(1)<<lo
	if gaps := hull &^ set; gaps != 0 {
		return gaps&^avail == 0 // runInfo priced exactly these gaps
	}
	fit := avail & rankFits[room&31]
	if set&(set-1) != 0 { // two ranks or more, no gaps: one more at an end
		return (set<<1|set>>1)&^set&fit != 0
	}
	m := fit << 2 >> lo & 31 // bit j: rank lo-2+j
	return m&3 == 3 || m&10 == 10 || m&24 == 24
}

// rankFits[room] is the ranks (bit r for rank r) of value at most room.
var rankFits = func() (t [32]uint64) {
	for room := range t {
		for r := 1; r <= 13; r++ {
			if int(values[r]) <= room {
				t[room] |= 1 << r
			}
		}
	}
	return t
}()

// countPts is what a count scores by itself: 2 for 15 and for 31.
var countPts = [32]uint8{15: 2, 31: 2}

// pairPts is what the cards of one rank ending the pile score: 2 for a
// pair, 6 for three, 12 for four (eight entries, so that pair&7 indexes it
// without a bounds check).
var pairPts = [8]uint8{2: 2, 3: 6, 4: 12}

// lay lays slot i (one of moves(x)) for the seat on turn in x, as
// PlayState.lay does, and returns the position after it (0 when the play is
// over) and the points the seat pegs for the card: its 15, 31, pair and run,
// and a go or last card.
func (r *root) lay(x spos, i int) (spos, int) {
	i &= 4*maxSolveSeats - 1
	rk := uint64(r.rank[i]) & 15
	val := uint64(r.val[i])
	me := x.turn()
	rem := x.rem() &^ (1 << i)
	count := uint64(x.count()) + val
	room := (31 - count) & 31
	// Pairs: one more card of rank rk ending the pile, if the last was one.
	d := x.last() ^ rk
	pair := 1 + ((d|-d)>>63^1)*x.pair()
	pts := int(countPts[count&31]) + int(pairPts[pair&7])
	// Runs: walk back along the tail until the rank repeats, keeping the
	// set of ranks seen at each step (sets[k]: rk and k ranks of the tail).
	tail := x.tail()
	var sets [8]uint16
	mask := uint64(1) << rk
	sets[0] = uint16(mask)
	n, run := 0, 0
	for t := tail; t != 0 && t&15 != rk; t >>= 4 {
		mask |= 1 << (t & 15)
		n++
		sets[n&7] = uint16(mask)
		if runInfo[mask>>1&(1<<13-1)]&isRun != 0 {
			run = n + 1
		}
	}
	pts += run
	if count == 31 {
		return r.newCount(rem, me), pts
	}
	// The next seat round the table that can lay.
	fit := rem & r.fit[room]
	next := uint(4)
	if r.seats == 2 {
		if fit&r.seatMask[me] != 0 {
			next = me
		}
		if fit&r.seatMask[me^1] != 0 {
			next = me ^ 1
		}
	} else {
		for k := uint(1); k <= 4; k++ {
			if t := (me + k) & 3; fit&r.seatMask[t] != 0 {
				next = t
				break
			}
		}
	}
	if next == 4 { // no one can lay: a go, or the last card
		return r.newCount(rem, me), pts + 1
	}
	if m := rem &^ (r.sameNext & (rem >> 1)) & r.seatMask[next] & fit; m&(m-1) == 0 {
		// One card left, or one rank to lay next: the search follows it
		// without looking the position up, so keep the pile's tail whole,
		// up to the repeat. (n is at most 6: a tail of seven ranks counts
		// 28 or more and holds an Ace, a Two and a Three, the only ranks
		// that fit on it.)
		tail = (tail<<4 | rk) & tailMask[(n+1)&7]
		return spos(uint64(rem) | count<<posCount | uint64(next)<<posTurn |
			pair<<posPair | rk<<posLast | tail<<posTail), pts
	}
	// The count goes on. Keep the longest part of the new tail that cards
	// still held could make a run with, and the last rank if a card of it
	// could still follow.
	avail := uint64(r.held[0][rem&15] | r.held[1][rem>>4&15])
	if r.seats > 2 {
		avail |= uint64(r.held[2][rem>>8&15] | r.held[3][rem>>12])
	}
	keep := 0
	for k := n; k >= 0; k-- {
		set := uint64(sets[k&7])
		if uint64(runInfo[set>>1&(1<<13-1)]&runCostMask) <= room && mayRun(set, avail, room) {
			keep = k + 1
			break
		}
	}
	tail = (tail<<4 | rk) & tailMask[keep&7]
	drop := (room-val)>>63 | (avail>>rk&1 ^ 1) // no card of rank rk can follow
	rk &= drop - 1
	pair &= drop - 1
	return spos(uint64(rem) | count<<posCount | uint64(next)<<posTurn |
		pair<<posPair | rk<<posLast | tail<<posTail), pts
}

// tailMask[k] keeps the newest k ranks of a tail.
var tailMask = [8]uint64{0, 0xf, 0xff, 0xfff, 0xffff, 0xfffff, 0xffffff, 0xfffffff}

// lastCard returns what the seat on turn pegs for the last card of the
// play, the one slot held in x: as lay, without building the position
// after it.
func (r *root) lastCard(x spos) int {
	i := lowSlot(x.rem()) & 15
	rk := uint64(r.rank[i]) & 15
	count := uint64(x.count()) + uint64(r.val[i])
	d := x.last() ^ rk
	pair := 1 + ((d|-d)>>63^1)*x.pair()
	pts := int(countPts[count&31]) + int(pairPts[pair&7])
	mask := uint64(1) << rk
	k, run := 1, 0
	for t := x.tail(); t != 0 && t&15 != rk; t >>= 4 {
		mask |= 1 << (t & 15)
		k++
		if runInfo[mask>>1&(1<<13-1)]&isRun != 0 {
			run = k
		}
	}
	if count != 31 {
		pts++ // last card
	}
	return pts + run
}
