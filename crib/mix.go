package crib

import "fmt"

// A hand or the crib mixed with other cards (ACC rules 9.4 and 10.4c).

// lostCrib is the bit of Game.lost for the crib (bits 0 to 5 are the seats'
// hands).
const lostCrib = 1 << 7

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
