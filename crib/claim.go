package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
)

// The player's claims of claimed mode: a score of the play, a hand or the
// crib (Claim), and the acceptance of the dealer's counts (Accept).

func (g Game) checkClaimed() error {
	if !g.rules.Claimed {
		return ErrNotClaimed
	}
	return nil
}

func (a Claim) by() (int, bool) { return a.Seat, false }

// answers reports whether the claim is for points owed to its seat, which
// is an answer the game waits for.
func (a Claim) answers(g *Game) bool { return len(g.off) == 0 && g.owes(a.Seat) >= 0 }

func (a Claim) do(g *Game, ev *[]Event) error {
	seat, points := a.Seat, a.Points
	if a.answers(g) {
		return g.claimOwed(ev, seat, points)
	}
	{
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if g.cl.pegOut.open {
			return fmt.Errorf("%w: seat %d", ErrMustPegOut, g.cl.pegOut.seat)
		}
		if points < 0 || points > 29 {
			return fmt.Errorf("%w: %s", ErrBadClaim, codec.Count(points, "point"))
		}
		if g.cl.npend > 0 && int(g.cl.pend[0].seat) == seat {
			g.openRecord(seat, false, points)
			g.settlePending(ev, seat, points)
			return nil
		}
		if g.phase != PhaseShow {
			return fmt.Errorf("%w: seat %d has no score to claim during the %s", ErrNoClaim, seat, g.phase)
		}
		if r := g.cl.openBy(seat); r != nil && r.show && r.zero {
			return g.correct(ev, points)
		}
		if g.counted(seat) && g.counter() != seat {
			if r := g.cl.openBy(seat); r != nil && r.show {
				return fmt.Errorf("%w: seat %d pegged %d; a count pegged stands (rule 8.3), only no count may be corrected (10.4d)", ErrTooLate, seat, r.points)
			}
			return fmt.Errorf("%w: seat %d has counted and its count was accepted (rule 9.2a)", ErrTooLate, seat)
		}
		if g.cl.accept != awaitNothing {
			return fmt.Errorf("%w: the dealer's count waits for acceptance", ErrWrongPhase)
		}
		if c := g.counter(); seat != c {
			return fmt.Errorf("%w: seat %s now", ErrCountOrder, codec.Count(c, "count"))
		}
		if err := g.checkFlush(); err != nil {
			return err
		}
		g.claimCount(ev, seat, points, false)
		return nil
	}
}

// correct is the player of the open record, a claim of no count, claiming
// its count again: before the opponent says "muggins" (rule 10.4d) the claim
// is taken back and the count claimed anew.
func (g *Game) correct(ev *[]Event, points int) error {
	r := g.cl.rec
	if r.called {
		return fmt.Errorf("%w: muggins was called on seat %d's claim of no count (rule 10.4d)", ErrTooLate, r.seat)
	}
	if err := g.checkFlush(); err != nil {
		return err
	}
	g.takeBack(ev, "10.4d")
	g.claimCount(ev, int(r.seat), points, false)
	return nil
}

// counted reports whether seat's hand has been counted in this show.
func (g *Game) counted(seat int) bool {
	n := g.Seats()
	return g.phase == PhaseShow && (seat-int(g.dealer)-1+n)%n < int(g.shown)
}

// settlePending settles seat's pending moments as a claim of points. While
// the go point among them waits for go to be said ([Game.Go]), a claim of no
// more than the card's own points is for those alone, and the go waits on;
// a claim of more is the go pegged before it was announced (rule 8.10),
// with the card's points.
func (g *Game) settlePending(ev *[]Event, seat, points int) {
	ms := append([]moment(nil), g.cl.pend[:g.cl.npend]...)
	g.cl.clearPending()
	if n := len(ms); n > 1 && ms[n-1].kind == ScoreGo && g.cl.waitGo != 0 {
		card := 0
		for _, m := range ms[:n-1] {
			card += int(m.truth)
		}
		if points <= card {
			g.cl.pend[0] = ms[n-1]
			g.cl.npend = 1
			g.settle(ev, seat, points, ms[:n-1], true, "")
			return
		}
	}
	g.settle(ev, seat, points, ms, true, "")
}

// claimCount counts the next hand or crib, seat's, as a claim of points,
// the chances on the counts before it closing as the count begins (the
// pending moments of the play are passed over, the play's muggins windows
// close before the pone's hand, each count accepts the one before it); the
// count is then open to a ruling until the next count or its acceptance
// (record). noMuggins settles it with no window for muggins (rule 8.5b).
// The caller has checked that the pending moments may be passed over.
func (g *Game) claimCount(ev *[]Event, seat, points int, noMuggins bool) {
	g.openRecord(seat, true, points)
	g.flush(ev)
	if g.shown == 0 {
		g.cl.playMiss = [MaxSeats]int8{} // 10.4b: before the pone's hand is pegged
	} else {
		g.cl.showMiss = window{} // 9.2a, 10.4c: counting accepts the count before
	}
	g.cl.over = overpeg{}
	m := g.show(ev)
	g.settle(ev, seat, points, []moment{m}, true, "")
	if noMuggins && g.cl.showMiss.open && int(g.cl.showMiss.seat) == seat {
		g.cl.showMiss = window{}
	}
	g.afterShow(ev)
}

func (a Accept) by() (int, bool) { return a.Seat, false }

func (a Accept) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	if err := g.checkClaimed(); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if err := g.checkPhase(PhaseShow, "accepting"); err != nil {
		return err
	}
	if g.cl.accept == awaitNothing {
		return fmt.Errorf("%w: no count waits for acceptance", ErrNoClaim)
	}
	if g.rules.Layout.Partners(seat, int(g.dealer)) {
		return fmt.Errorf("%w: the dealer's side cannot accept its own count", ErrNotYourTurn)
	}
	if g.out&(1<<seat) != 0 {
		return fmt.Errorf("%w: seat %d", ErrSitsOut, seat)
	}
	g.accept(ev, seat)
	return nil
}

// accept accepts the count that waits for acceptance, for seat.
func (g *Game) accept(ev *[]Event, seat int) {
	crib := g.cl.accept == awaitCrib
	g.cl.accept = awaitNothing
	g.cl.showMiss = window{}
	g.cl.over = overpeg{}
	g.cl.rec = nil
	emit(ev, Accepted{Seat: seat, Crib: crib})
	if crib {
		g.endDeal(ev)
	} else {
		g.skipCounts(ev)
	}
}
