package pegjokers

import (
	"strconv"
)

// The board's fixed dimensions. The geometry of a game of N seats follows
// from them: a loop of [HolesPerSeat]·N track holes, seat s's section starting
// at its corner hole 18·s, its in-spot at 18·s+[InSpotOffset] and its
// come-out hole at 18·s+[ComeOutOffset].
const (
	MinSeats      = 2  // fewest players
	MaxSeats      = 8  // most players
	PegsPerSeat   = 5  // pegs each seat moves from Start to Finish
	FinishHoles   = 5  // Finish holes f1..f5 of each seat
	HandSize      = 5  // cards in each hand: the guide's, and the most Rules.HandSize allows
	HolesPerSeat  = 18 // track holes in each seat's section of the loop
	InSpotOffset  = 3  // the in-spot, next to the Finish area, is hole 18·s+3
	ComeOutOffset = 8  // the come-out hole, where a peg leaving Start lands, is 18·s+8
	// MaxTrackHoles is the length of the longest track, 18·MaxSeats.
	MaxTrackHoles = HolesPerSeat * MaxSeats
)

// Seat is a player's place at the table, 0 to N-1 clockwise. Play passes from
// seat s to seat s+1 (mod N). Seat s's board is the section of track from its
// corner hole 18·s to hole 18·s+17.
//
// Seats take the guide's eight peg colours in this order: Blue, Yellow, White,
// Orange, Red, Green, Natural, Black. The order is chosen so that a
// four-player game in pairs has the colours of the guide's worked examples:
// Blue (seat 0) and White (seat 2) partners against Yellow (seat 1) and
// Orange (seat 3).
type Seat uint8

var seatLetters = [MaxSeats]byte{'B', 'Y', 'W', 'O', 'R', 'G', 'N', 'K'}

// Color returns the seat's peg colour, "Blue" for seat 0; see [Seat].
func (s Seat) Color() string { return seats.String(s) }

// Letter returns the one-letter mark of the seat's pegs in board drawings:
// B, Y, W, O, R, G, N, K (Black is K, as in chess), or '?' past seat 7.
func (s Seat) Letter() byte {
	if int(s) < MaxSeats {
		return seatLetters[s]
	}
	return '?'
}

// Corner returns the first hole of the seat's section of the track, 18·s.
func (s Seat) Corner() int { return HolesPerSeat * int(s) }

// InSpot returns the seat's in-spot, 18·s+3: the track hole next to its
// Finish area, where a teammate landed on is sent, and from which one step
// forward is f1.
func (s Seat) InSpot() int { return HolesPerSeat*int(s) + InSpotOffset }

// ComeOut returns the seat's come-out hole, 18·s+8, where a peg leaving Start
// lands.
func (s Seat) ComeOut() int { return HolesPerSeat*int(s) + ComeOutOffset }

// Arrangement says how the seats form teams.
type Arrangement uint8

// The arrangements of the guide's seating chart.
const (
	// Solo: every seat is its own team; 2 to 8 seats.
	Solo Arrangement = iota
	// Pairs: seat s partners seat s+N/2; 4, 6 or 8 seats, N/2 teams of two.
	Pairs
	// Teams: two teams, seat s on team s mod 2; 6 or 8 seats.
	Teams
)

// ValidSeating reports whether n seats can play in arrangement a: solo for
// 2 to 8 seats, pairs for 4, 6 or 8, teams for 6 or 8.
func ValidSeating(n int, a Arrangement) bool {
	switch a {
	case Solo:
		return n >= MinSeats && n <= MaxSeats
	case Pairs:
		return n == 4 || n == 6 || n == 8
	case Teams:
		return n == 6 || n == 8
	}
	return false
}

// Seating is a number of seats and their arrangement: the shape of a game.
// A Seating the guide does not allow (the zero Seating among them; see
// [Seating.Valid]) has no teams: its methods give the zero answers their
// docs name, and never panic.
type Seating struct {
	Seats       int
	Arrangement Arrangement
}

// Seatings lists every seating the guide allows, in the order solo 2..8,
// pairs 4, 6, 8, teams 6, 8.
func Seatings() []Seating {
	var ss []Seating
	for n := MinSeats; n <= MaxSeats; n++ {
		ss = append(ss, Seating{n, Solo})
	}
	for _, n := range []int{4, 6, 8} {
		ss = append(ss, Seating{n, Pairs})
	}
	for _, n := range []int{6, 8} {
		ss = append(ss, Seating{n, Teams})
	}
	return ss
}

// String returns "4 pairs", the form that begins a position's text.
func (s Seating) String() string { return strconv.Itoa(s.Seats) + " " + s.Arrangement.String() }

// Valid reports whether the seating is one the guide allows; see [ValidSeating].
func (s Seating) Valid() bool { return ValidSeating(s.Seats, s.Arrangement) }

// Teams returns the number of teams: N solo, N/2 in pairs, 2 in teams (0
// for a seating that is not valid).
func (s Seating) Teams() int {
	if !s.Valid() {
		return 0
	}
	switch s.Arrangement {
	case Pairs:
		return s.Seats / 2
	case Teams:
		return 2
	}
	return s.Seats
}

// Team returns seat's team, 0 to Teams()-1: the seat itself solo, seat mod N/2
// in pairs (so seats s and s+N/2 share a team), seat mod 2 in teams. It is
// -1 for a seat outside the seating or a seating that is not valid.
func (s Seating) Team(seat Seat) int {
	if !s.Valid() || int(seat) >= s.Seats {
		return -1
	}
	switch s.Arrangement {
	case Pairs:
		return int(seat) % (s.Seats / 2)
	case Teams:
		return int(seat) % 2
	}
	return int(seat)
}

// Members returns the seats of team t in ascending order (none for a team
// that is not in the seating).
func (s Seating) Members(t int) []Seat {
	if !s.Valid() {
		return nil
	}
	var ms []Seat
	for i := range s.Seats {
		if s.Team(Seat(i)) == t {
			ms = append(ms, Seat(i))
		}
	}
	return ms
}

// TeamName names team t by its members' colours, "Blue+White" ("" for a
// team that is not in the seating).
func (s Seating) TeamName(t int) string {
	name := ""
	for i, m := range s.Members(t) {
		if i > 0 {
			name += "+"
		}
		name += m.Color()
	}
	return name
}

// TrackLen returns the number of track holes, 18·N (0 for a seating that is
// not valid).
func (s Seating) TrackLen() int {
	if !s.Valid() {
		return 0
	}
	return HolesPerSeat * s.Seats
}
