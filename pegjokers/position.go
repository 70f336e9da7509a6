package pegjokers

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/pegboard/pegboard/internal/codec"
)

// Place is where a peg stands: in Start, on a track hole, or in a Finish
// hole. It is one byte and comparable; the zero Place is [Start].
//
// Encoding: 0 is Start, 1+H is track hole H (0 ≤ H < 144), 0xF0+K is Finish
// hole fK (1 ≤ K ≤ 5). The byte order is the canonical order of a seat's pegs
// in the position text: Start first, then track holes ascending, then Finish
// holes ascending. Finish holes are per seat: a Place fK means the owning
// seat's own Finish hole K.
type Place uint8

// Start is the Place of a peg in its Start area.
const Start Place = 0

const (
	trackBase  = 1
	finishBase = 0xF0
	noPlace    = Place(0xFF)
)

// Track returns the Place of track hole h, 0 ≤ h < [MaxTrackHoles]. For an h
// out of range it returns a Place that is not valid (see [Place.IsValid]).
func Track(h int) Place {
	if h < 0 || h >= MaxTrackHoles {
		return noPlace
	}
	return Place(trackBase + h)
}

// Finish returns the Place of Finish hole fk, 1 ≤ k ≤ 5. For a k out of range
// it returns a Place that is not valid.
func Finish(k int) Place {
	if k < 1 || k > FinishHoles {
		return noPlace
	}
	return Place(finishBase + k)
}

// IsStart reports whether pl is Start.
func (pl Place) IsStart() bool { return pl == Start }

// IsTrack reports whether pl is a track hole.
func (pl Place) IsTrack() bool { return pl >= trackBase && pl < trackBase+MaxTrackHoles }

// IsFinish reports whether pl is a Finish hole.
func (pl Place) IsFinish() bool { return pl > finishBase && pl <= finishBase+FinishHoles }

// IsValid reports whether pl is Start, a track hole or a Finish hole.
func (pl Place) IsValid() bool { return pl.IsStart() || pl.IsTrack() || pl.IsFinish() }

// Hole returns the track hole of pl, or -1 if pl is not on the track.
func (pl Place) Hole() int {
	if !pl.IsTrack() {
		return -1
	}
	return int(pl) - trackBase
}

// FinishHole returns k for Finish hole fk, or 0 if pl is not in Finish.
func (pl Place) FinishHole() int {
	if !pl.IsFinish() {
		return 0
	}
	return int(pl) - finishBase
}

// String returns the Place as the position text writes it: "s", "t12", "f3".
// A byte that is not a Place prints as "Place(N)".
func (pl Place) String() string {
	switch {
	case pl.IsStart():
		return "s"
	case pl.IsTrack():
		return "t" + strconv.Itoa(pl.Hole())
	case pl.IsFinish():
		return "f" + strconv.Itoa(pl.FinishHole())
	}
	return "Place(" + strconv.Itoa(int(pl)) + ")"
}

func (pl Place) appendText(b []byte) []byte {
	switch {
	case pl.IsStart():
		return append(b, 's')
	case pl.IsTrack():
		return strconv.AppendInt(append(b, 't'), int64(pl.Hole()), 10)
	default:
		return strconv.AppendInt(append(b, 'f'), int64(pl.FinishHole()), 10)
	}
}

// Position is a Pegs and Jokers position: the seating, the seat to move and
// where each seat's five pegs stand. It is a small comparable value (no
// slices or maps inside), so positions can be compared with == and used as
// map keys, and every function that takes one works on its own copy.
//
// The zero Position is not a valid position; get one from [NewPosition] or
// [ParsePosition]. Its methods do not panic: it has no seats (so no pegs, no
// moves and no winner), prints as "invalid position", and its text forms
// and moves are refused with errors wrapping [ErrInvalidPosition] and
// [ErrZeroValue]. Positions are always canonical: a seat's pegs are kept in
// [Place] order, so two positions with the same pegs in the same places are
// ==, and String gives the same text.
type Position struct {
	n    uint8
	arr  Arrangement
	turn Seat
	// pegs[5*s : 5*s+5] are seat s's places, ascending. Unused seats are zero.
	pegs [MaxSeats * PegsPerSeat]Place
	// passes holds each seat's passes in a row, two bits a seat (seat s's
	// at bit 2·s of the little-endian word, see passWord), counted only
	// under [Rules.StuckComeOut]; see [Position.Passes]. Bytes, not a
	// uint16, so that Position has no padding: == and copies of it stay
	// plain memory operations.
	passes [2]uint8
}

// NewPosition returns the starting position of n seats in arrangement a:
// every peg in Start, seat 0 to move. The error wraps [ErrSeating] for a
// seating the guide does not allow.
func NewPosition(n int, a Arrangement) (Position, error) {
	if !ValidSeating(n, a) {
		return Position{}, fmt.Errorf("pegjokers: %w: %s %s", ErrSeating, codec.Count(n, "seat"), a)
	}
	return Position{n: uint8(n), arr: a}, nil
}

// IsValid reports whether p is a valid position (the zero Position is not).
// Every Position made by this package is valid.
func (p Position) IsValid() bool { return p.n != 0 }

// Seating returns p's seat count and arrangement.
func (p Position) Seating() Seating { return Seating{int(p.n), p.arr} }

// Seats returns the number of seats, N.
func (p Position) Seats() int { return int(p.n) }

// Arrangement returns how p's seats form teams.
func (p Position) Arrangement() Arrangement { return p.arr }

// Turn returns the seat to move.
func (p Position) Turn() Seat { return p.turn }

// WithTurn returns p with seat s to move. It returns p unchanged if s is not
// one of p's seats.
func (p Position) WithTurn(s Seat) Position {
	if int(s) < int(p.n) {
		p.turn = s
	}
	return p
}

// TrackLen returns the number of track holes, 18·N.
func (p Position) TrackLen() int { return HolesPerSeat * int(p.n) }

// Team returns seat s's team; see [Seating.Team] (-1 for a seat that is not
// in the game).
func (p Position) Team(s Seat) int {
	if int(s) >= int(p.n) {
		return -1
	}
	return teamOf(p.n, p.arr, s)
}

func teamOf(n uint8, a Arrangement, s Seat) int {
	switch a {
	case Pairs:
		return int(s) % int(n/2)
	case Teams:
		return int(s) % 2
	}
	return int(s)
}

// Teams returns the number of teams; see [Seating.Teams].
func (p Position) Teams() int { return p.Seating().Teams() }

// Pegs returns the places of seat s's five pegs in canonical order (Start,
// then track holes ascending, then Finish holes ascending). For a seat that
// is not in the game it returns five Start places.
func (p Position) Pegs(s Seat) [PegsPerSeat]Place {
	if int(s) >= int(p.n) {
		return [PegsPerSeat]Place{}
	}
	return [PegsPerSeat]Place(p.pegs[PegsPerSeat*int(s):])
}

// At returns the seat whose peg stands on track hole h, and whether there is
// one.
func (p Position) At(h int) (Seat, bool) {
	if h < 0 || h >= p.TrackLen() {
		return 0, false
	}
	want := Track(h)
	for i := range int(p.n) * PegsPerSeat {
		if p.pegs[i] == want {
			return Seat(i / PegsPerSeat), true
		}
	}
	return 0, false
}

// InStart returns how many of seat s's pegs are in Start (0 for a seat that
// is not in the game).
func (p Position) InStart(s Seat) int { return p.count(s, Place.IsStart) }

// InFinish returns how many of seat s's pegs are in Finish (0 for a seat
// that is not in the game).
func (p Position) InFinish(s Seat) int { return p.count(s, Place.IsFinish) }

// count returns how many of seat s's pegs stand where in says.
func (p Position) count(s Seat, in func(Place) bool) int {
	if int(s) >= int(p.n) {
		return 0
	}
	c := 0
	for _, pl := range p.Pegs(s) {
		if in(pl) {
			c++
		}
	}
	return c
}

// Done reports whether all five of seat s's pegs are in Finish. Such a seat
// plays its cards for a teammate (the guide's rule 10).
func (p Position) Done(s Seat) bool {
	// Finish places sort last: the seat's first peg is in Finish only if all
	// are.
	return int(s) < int(p.n) && p.pegs[PegsPerSeat*int(s)].IsFinish()
}

// Winner returns the team whose pegs are all in Finish, and whether there is
// one. A position with a winner has no legal moves. A legal game never has
// two winning teams (a move only brings the mover's own team's pegs home).
func (p Position) Winner() (team int, ok bool) {
	var notDone uint8 // bit t: team t has a seat not done
	for s := range int(p.n) {
		if !p.pegs[PegsPerSeat*s].IsFinish() {
			notDone |= 1 << teamOf(p.n, p.arr, Seat(s))
		}
	}
	for t := range p.Teams() {
		if notDone&(1<<t) == 0 {
			return t, true
		}
	}
	return 0, false
}

// Remaining returns the distance seat s's pegs still have to travel to be
// home, in holes between them: for each peg, 0 in Finish, its forward
// distance to its in-spot plus one if on the track, and one more than from
// its come-out hole, 18·N - 3, if in Start. Lower is better: a seat
// with every peg home has 0 remaining. It is a rough measure for bots and
// reports; it is 0 for a seat that is not in the game.
func (p Position) Remaining(s Seat) int {
	if int(s) >= int(p.n) {
		return 0
	}
	L := p.TrackLen()
	total := 0
	for _, pl := range p.Pegs(s) {
		switch {
		case pl.IsStart():
			total += (s.InSpot()-s.ComeOut()+L)%L + 2
		case pl.IsTrack():
			total += (s.InSpot()-pl.Hole()+L)%L + 1
		}
	}
	return total
}

// sortSeat restores the canonical order of seat s's pegs.
func (p *Position) sortSeat(s int) {
	a := p.pegs[PegsPerSeat*s : PegsPerSeat*s+PegsPerSeat]
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// move replaces one of seat s's pegs at from by one at to and restores order.
func (p *Position) move(s int, from, to Place) {
	a := (*[PegsPerSeat]Place)(p.pegs[PegsPerSeat*s:])
	i := 0
	for i < PegsPerSeat-1 && a[i] != from {
		i++
	}
	// Shift the pegs between the old and the new place by one.
	if to > from {
		for i < PegsPerSeat-1 && a[i+1] < to {
			a[i] = a[i+1]
			i++
		}
	} else {
		for i > 0 && a[i-1] > to {
			a[i] = a[i-1]
			i--
		}
	}
	a[i] = to
}

// check reports the first way p breaks the rules of where pegs may stand.
func (p *Position) check() error {
	if !ValidSeating(int(p.n), p.arr) {
		return fmt.Errorf("%w: %s %s", ErrSeating, codec.Count(p.n, "seat"), p.arr)
	}
	if int(p.turn) >= int(p.n) {
		return fmt.Errorf("%w: seat to move %d of %s", ErrInvalidPosition, p.turn, codec.Count(p.n, "seat"))
	}
	L := p.TrackLen()
	var track [MaxTrackHoles]bool
	for s := range int(p.n) {
		var fin [FinishHoles + 1]bool
		for _, pl := range p.pegs[PegsPerSeat*s : PegsPerSeat*s+PegsPerSeat] {
			switch {
			case pl.IsStart():
			case pl.IsTrack():
				if pl.Hole() >= L {
					return fmt.Errorf("%w: %s peg on hole %d of a %d-hole track", ErrInvalidPosition, Seat(s), pl.Hole(), L)
				}
				if track[pl.Hole()] {
					return fmt.Errorf("%w: two pegs on track hole %d", ErrInvalidPosition, pl.Hole())
				}
				track[pl.Hole()] = true
			case pl.IsFinish():
				if fin[pl.FinishHole()] {
					return fmt.Errorf("%w: two %s pegs in f%d", ErrInvalidPosition, Seat(s), pl.FinishHole())
				}
				fin[pl.FinishHole()] = true
			default:
				return fmt.Errorf("%w: %s peg at %s", ErrInvalidPosition, Seat(s), pl)
			}
		}
	}
	if p.passWord()>>(passBits*int(p.n)) != 0 {
		return fmt.Errorf("%w: passes counted for seats past %d", ErrInvalidPosition, p.n)
	}
	for s := int(p.n); s < MaxSeats; s++ {
		for _, pl := range p.pegs[PegsPerSeat*s : PegsPerSeat*s+PegsPerSeat] {
			if pl != Start {
				return fmt.Errorf("%w: pegs of seat %d in a %d-seat game", ErrInvalidPosition, s, p.n)
			}
		}
	}
	// The game ends when the first team is home, so no two are.
	var notDone uint8
	for s := range int(p.n) {
		if !p.pegs[PegsPerSeat*s].IsFinish() {
			notDone |= 1 << teamOf(p.n, p.arr, Seat(s))
		}
	}
	if home := p.Teams() - bits.OnesCount8(notDone); home > 1 {
		return fmt.Errorf("%w: %d teams are home, and the game ends when the first is", ErrInvalidPosition, home)
	}
	return nil
}

// PositionOf builds a position from the seating, the seat to move and each
// seat's five pegs (in any order; pegs[s] is seat s's, and len(pegs) must be
// the seat count). The error wraps [ErrSeating] or [ErrInvalidPosition].
func PositionOf(st Seating, turn Seat, pegs [][PegsPerSeat]Place) (Position, error) {
	if !st.Valid() {
		return Position{}, fmt.Errorf("pegjokers: %w: %s", ErrSeating, st)
	}
	if len(pegs) != st.Seats {
		return Position{}, fmt.Errorf("pegjokers: %w: pegs for %s in a %d-seat game", ErrInvalidPosition, codec.Count(len(pegs), "seat"), st.Seats)
	}
	p := Position{n: uint8(st.Seats), arr: st.Arrangement, turn: turn}
	for s, ps := range pegs {
		copy(p.pegs[PegsPerSeat*s:], ps[:])
		p.sortSeat(s)
	}
	if err := p.check(); err != nil {
		return Position{}, fmt.Errorf("pegjokers: %w", err)
	}
	return p, nil
}
