// Package pegjokers plays Pegs and Jokers, the team race of pegs around a
// loop of boards driven by cards (rules: the Pegs and Jokers guide in
// shared/rules, with the open questions settled as issue 4 settles them).
//
// # The board
//
// N seats, 2 to 8, sit clockwise around a loop of 18·N track holes numbered
// 0 to 18·N-1; moving forward means increasing hole number, wrapping to 0.
// Seat s's section of the track starts at its corner hole 18·s; its come-out
// hole, where a peg leaving Start lands, is 18·s+8, and its in-spot, the track
// hole next to its Finish area, is 18·s+3. From the in-spot one step forward
// is f1, two steps f2, up to f5. Each seat has five pegs that start in Start.
//
// Seats play solo (2 to 8 seats, every seat its own team), in pairs (4, 6
// or 8 seats, seat s partnering seat s+N/2) or in two teams (6 or 8 seats,
// seat s on team s mod 2).
//
// # Positions
//
// A [Position] is a small comparable value: the seating, the seat to move and
// the five places of each seat's pegs. Its text form, read by
// [ParsePosition] and written by [Position.String], is
//
//	4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1
//
// the seat count, the arrangement, the seat to move, then each seat's pegs:
// s in Start, tH on track hole H, fK in Finish hole K.
package pegjokers
