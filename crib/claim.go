package crib

import "fmt"

// The player's claims of claimed mode: a score of the play, a hand or the
// crib (Claim), and the acceptance of the dealer's counts (Accept).

func (g Game) checkClaimed() error {
	if !g.rules.Claimed {
		return ErrNotClaimed
	}
	return nil
}

// Claim pegs points for seat in claimed mode: first for its pending scores
// of the play or his heels (all of them at once, except that before go is
// said the card's points may be claimed apart from the go: see [Game.Go]),
// otherwise for its hand, or the dealer's crib, when it is seat's turn
// to count in the order of rule 9.2. The engine knows the true score and
// applies the ACC rules (see settle): an underpeg stands (8.3); with muggins
// it opens a window for the opponent's call (10.4b-c); an overpeg is open to
// Correct or Retract (8.4c) until the next card or acceptance (8.4d); a claim
// into the game hole with too few points is a false claim of game (8.4a-b).
// A go pegged before the opponent said go (8.10) is judged by the cards the
// opponent holds: the engine's go point is warranted exactly when they
// cannot lay, and any more is an overpeg.
//
// A hand counted out of turn is refused with ErrCountOrder (9.2c: the
// dealer who counts first retracts, the pone counts, then the dealer).
// Counting the pone's hand closes the play's windows (10.4b, 8.4d); each
// count accepts the one before it (9.2a).
//
// With [Rules.ClaimPenalties], points owed to seat (a penalty, the error of
// an overpeg or overclaim, a muggins score; Next says ActOwed) wait for its
// Claim before anything else, and its claim is for them: pegging less, or
// nothing, stands and is no muggins (rule 10.3a-b); pegging more is an
// overpeg, open to correction.
//
// A player who claimed no count for a hand or crib may claim it again, a
// correction, until the opponent says "muggins" (CallMuggins) or the count
// is accepted (rule 10.4d): the claim of zero is taken back and the new one
// stands in its place. Any other count claimed again is refused with
// ErrTooLate (rule 8.3: the count pegged stands; an overpeg is put right by
// Retract), as is a correction after the word muggins, or a count claimed
// after it was accepted.
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
			return fmt.Errorf("%w: %d points", ErrBadClaim, points)
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
			return fmt.Errorf("%w: seat %d counts now", ErrCountOrder, c)
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

// Accept accepts the dealer's hand, then the crib, for seat, a player of
// another side than the dealer's (rule 9.2b, d: the pone accepts verbally or
// by mixing the cards). It closes the windows for muggins (10.4c) and for
// correcting an overpeg (8.4c) on that count. After the crib the deal passes
// to the left.
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
