package crib

import "fmt"

// A hand or the crib mixed with other cards (ACC rules 9.4 and 10.4c).

// lostCrib is the bit of Game.lost for the crib (bits 0 to 5 are the seats'
// hands).
const lostCrib = 1 << 7

// Mix is seat mixing its own hand (crib false), or the crib, with other
// cards (the pack, the crib, another hand), at any time in the play or the
// show. It is an action on the game because the rules make it one: mixing
// ends the chances on the count (rule 10.4c: a muggins call on it after the
// cards are mixed is too late) and, before the count is confirmed, costs it
// (rule 9.4):
//
//   - Its own hand, before the count is confirmed (9.4a): the count is
//     forfeited. A hand not yet counted is passed over when its turn comes
//     (a Forfeited event); a hand counted and pegged but not yet confirmed
//     (the pone's until the dealer counts, the dealer's until the pone
//     accepts) has its claim taken back (ClaimTakenBack) and is forfeited:
//     its points are not on the board and no muggins applies to it.
//   - The crib, by the dealer or the dealer's partner, before it is
//     confirmed (9.4b): the crib count is forfeited, as a hand is.
//   - The crib, by another side, before it is counted (9.4c): that side is
//     penalized two points (two to each other side, or offered them with
//     Rules.Declinable), and the crib is counted all the same (the dealer
//     retrieves it; the engine knows its cards). After the crib is counted,
//     mixing it is accepting it (9.2d), as Accept is.
//
// A count already confirmed (by the next count, or accepted), or the hand of
// a side that has folded, is mixed at no cost. The pone who mixes the
// dealer's hand accepts it (rule 9.2b): that is Accept. In automatic mode,
// where the engine counts and every count is confirmed as it is made, only
// a hand or crib mixed before its count is forfeited.
//
// Errors: ErrWrongPhase outside the play and the show; ErrBadSeat;
// ErrSitsOut for a seat sitting out the deal; ErrMustPegOut while a
// reminder to peg out waits.
func (a Mix) by() (int, bool) { return a.Seat, false }

func (a Mix) do(g *Game, ev *[]Event) error {
	seat, crib := a.Seat, a.Crib
	if g.phase != PhasePlay && g.phase != PhaseShow {
		return fmt.Errorf("%w: mixing cards during the %s", ErrWrongPhase, g.phase)
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if g.out&(1<<seat) != 0 {
		return fmt.Errorf("%w: seat %d", ErrSitsOut, seat)
	}
	if g.cl.pegOut.open {
		return fmt.Errorf("%w: seat %d", ErrMustPegOut, g.cl.pegOut.seat)
	}
	n := g.Seats()
	k := (seat - int(g.dealer) - 1 + n) % n // the count's place in the order of rule 9.2
	bit := uint8(1) << seat
	dealers := g.rules.Layout.Partners(seat, int(g.dealer))
	rule := "9.4a"
	switch {
	case crib && !dealers:
		rule = "9.4c"
	case crib:
		k, bit, rule = n, lostCrib, "9.4b"
	}
	if rule == "9.4c" {
		if g.phase == PhaseShow && int(g.shown) > n {
			emit(ev, Mixed{Seat: seat, Crib: true, Rule: "9.2d"})
			g.accept(ev, seat) // the crib counted and pegged: mixing it accepts it
			return nil
		}
		emit(ev, Mixed{Seat: seat, Crib: true, Rule: rule})
		g.penalize(ev, g.Side(seat), 2, ScorePenalty, rule, NoSeat, g.others(g.Side(seat))...)
		return nil
	}
	owner := seat
	if crib {
		owner = int(g.dealer)
	}
	counted := g.phase == PhaseShow && int(g.shown) > k
	r := g.cl.openBy(owner)
	open := g.rules.Claimed && counted && r != nil && r.show && int(r.shown) == k
	if (counted && !open) || g.lost&bit != 0 || g.folded&(1<<seat) != 0 {
		emit(ev, Mixed{Seat: seat, Crib: crib, Rule: "9.4"})
		return nil
	}
	emit(ev, Mixed{Seat: seat, Crib: crib, Rule: rule})
	if open {
		g.takeBack(ev, rule)
	}
	g.lost |= bit
	g.skipCounts(ev)
	return nil
}
