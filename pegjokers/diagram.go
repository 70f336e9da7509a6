package pegjokers

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Diagram draws the position in ASCII, one line per seat's section of the
// track, for examples and debugging:
//
//	4 pairs, Blue to move; teams Blue+White, Yellow+Orange
//	  seat     holes   0  3    8        17  start  finish
//	> Blue      0- 17  Y..:....BW.B.Y...o   BBB..  .....
//	  Yellow   18- 35  ...:....o.........   YYY..  .....
//
// Each track hole is '.' when empty, or the letter of the seat whose peg is
// on it (see [Seat.Letter]); an empty in-spot shows ':' and an empty come-out
// hole 'o'. Start shows a letter per peg in Start, Finish a letter per
// occupied hole f1..f5. '>' marks the seat to move.
func (p Position) Diagram() string {
	if !p.IsValid() {
		return "invalid position\n"
	}
	var b strings.Builder
	st := p.Seating()
	fmt.Fprintf(&b, "%d %s, %s to move", p.n, p.arr, p.turn)
	if p.arr != Solo {
		b.WriteString("; teams ")
		for t := range st.Teams() {
			if t > 0 {
				b.WriteString(", ")
			}
			b.WriteString(st.TeamName(t))
		}
	}
	if t, ok := p.Winner(); ok {
		b.WriteString("; " + st.TeamName(t) + " won")
	}
	b.WriteString("\n")
	ruler := []byte(strings.Repeat(" ", HolesPerSeat))
	ruler[0], ruler[InSpotOffset], ruler[ComeOutOffset] = '0', '0'+InSpotOffset, '0'+ComeOutOffset
	ruler[HolesPerSeat-2], ruler[HolesPerSeat-1] = '1', '7'
	fmt.Fprintf(&b, "  %-8s %-7s  %s  start  finish\n", "seat", "holes", ruler)
	var track [MaxTrackHoles]byte
	for h := range p.TrackLen() {
		track[h] = '.'
		if h%HolesPerSeat == InSpotOffset {
			track[h] = ':'
		} else if h%HolesPerSeat == ComeOutOffset {
			track[h] = 'o'
		}
	}
	for s := range Seat(p.n) {
		for _, pl := range p.Pegs(s) {
			if pl.IsTrack() {
				track[pl.Hole()] = s.Letter()
			}
		}
	}
	for s := range Seat(p.n) {
		mark := ' '
		if s == p.turn {
			mark = '>'
		}
		start := []byte(".....")
		finish := []byte(".....")
		k := 0
		for _, pl := range p.Pegs(s) {
			if pl.IsStart() {
				start[k] = s.Letter()
				k++
			} else if pl.IsFinish() {
				finish[pl.FinishHole()-1] = s.Letter()
			}
		}
		fmt.Fprintf(&b, "%c %-8s %3d-%3d  %s  %s  %s\n", mark, s, s.Corner(), s.Corner()+HolesPerSeat-1,
			track[s.Corner():s.Corner()+HolesPerSeat], start, finish)
	}
	return b.String()
}

// Diagram draws the game: the position's [Position.Diagram], then the turn
// count, the piles, what the game waits for and every hand, with the seats
// owed an extra card marked (all face up: it is for debugging and
// examples, not for players).
func (g Game) Diagram() string {
	var b strings.Builder
	b.WriteString(g.pos.Diagram())
	top := "none"
	if g.ndiscard > 0 {
		top = g.discard[g.ndiscard-1].String()
	}
	fmt.Fprintf(&b, "turn %d; draw pile %d, discards %d (top %s), reshuffles %d\n", g.turns, g.ndraw, g.ndiscard, top, g.shuffles)
	if st, s := g.Next(); st == StepDraw || st == StepLateDraw {
		fmt.Fprintf(&b, "waiting for %v's %s\n", s, strings.ReplaceAll(st.String(), "-", " "))
	}
	for s := range Seat(g.pos.n) {
		owed := ""
		if g.Owed(s) {
			owed = "  (owed an extra card)"
		}
		fmt.Fprintf(&b, "  %-8s %s%s\n", s, cards.FormatList(g.hands[s][:g.nhand[s]]), owed)
	}
	return b.String()
}
