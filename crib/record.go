package crib

import "fmt"

// The count last claimed, while a ruling on it may still come, and the
// rulings that settle a count inside the claim flow (ACC rules 8.5, 8.8,
// 8.9 and 9.4).

// record is the count a player claimed last (a hand, the crib, a card's
// scores or its go), while the chances on it are open: a ruling on it
// (rules 8.5, 8.8, 8.9, 9.4) or the player's correction of a claim of no
// count (rule 10.4d) takes the claim back and settles the count again. It
// holds what the claim and what followed on it changed, as it was before
// the claim: the board, the pegger, the bookkeeping of the claims and the
// show's place. It closes when the chances on the count close: the next
// card, the next count, the acceptance, the end of the deal or of the game,
// or the fold of its player's side.
type record struct {
	seat   int8
	show   bool  // a hand or the crib
	points int16 // the points claimed
	zero   bool  // a hand or crib claimed as no count (rule 10.4d)
	called bool  // muggins has been called on the seat since (rule 10.4d)
	before claimState
	shown  int8
	board  Board
	pegger Pegger
}

// openRecord opens the record of a claim of points seat is about to make.
func (g *Game) openRecord(seat int, show bool, points int) {
	g.cl.rec = &record{seat: int8(seat), show: show, points: int16(points), zero: show && points == 0,
		before: g.cl.claimState, shown: g.shown, board: g.board, pegger: g.pegger}
}

// openBy returns the open record if it is seat's, or nil.
func (c *claims) openBy(seat int) *record {
	if c.rec != nil && int(c.rec.seat) == seat {
		return c.rec
	}
	return nil
}

// takeBack takes back the claim of the open record, by rule: the board, the
// pegger, the claims' bookkeeping and the show's place go back to what they
// were before it, so the count is to be settled again. It is not a score:
// no special hole acts, and the ClaimTakenBack event reports the board.
func (g *Game) takeBack(ev *[]Event, rule string) {
	r := g.cl.rec
	g.cl.rec = nil
	g.board, g.pegger = r.board, r.pegger
	g.cl.claimState = r.before
	g.shown = r.shown
	emit(ev, ClaimTakenBack{Seat: int(r.seat), Points: int(r.points), Rule: rule, Board: g.board})
}

// atHand says which of seat's counts a ruling settles: its scores of the
// play or his heels waiting for its claim (play), or in the show the hand
// or crib it is to count next (show).
func (g *Game) atHand(seat int) (play, show bool) {
	if g.cl.npend > 0 {
		return int(g.cl.pend[0].seat) == seat, false
	}
	show = g.phase == PhaseShow && g.cl.accept == awaitNothing && g.counter() == seat && (g.folded|g.out)&(1<<seat) == 0
	return false, show
}

// settles reports whether r settles a count of the claim flow (claimed
// mode, and a ruling that records or forfeits the count at hand).
func (g *Game) settles(r Ruling) bool { return g.rules.Claimed && r.Count != SettleNothing }

// takeBackFor finds offender's count at hand for a ruling r that settles
// it: its scores of the play waiting for its claim; else its last claim,
// taken back while it is open; else the hand or crib it is to count next.
// It checks that the count can be settled now.
func (g *Game) takeBackFor(ev *[]Event, offender int, r Ruling) error {
	if !g.settles(r) {
		return nil
	}
	play, _ := g.atHand(offender)
	if !play && g.cl.openBy(offender) != nil {
		g.takeBack(ev, r.Rule)
	}
	if _, show := g.atHand(offender); show {
		return g.checkFlush()
	}
	return nil
}

// forfeitAtHand forfeits offender's count at hand, for a ruling that
// forfeits it (rules 8.5a-b, 9.4a): the scores of the play
// are dropped, the hand or crib is laid out and passed over, unpegged and
// with no window for muggins or correction on it (8.5b).
func (g *Game) forfeitAtHand(ev *[]Event, offender int, r Ruling) {
	if !g.settles(r) || r.Count != SettleForfeit {
		return
	}
	switch play, show := g.atHand(offender); {
	case play:
		g.cl.clearPending()
	case show:
		g.cl.rec = nil // the count before is accepted
		g.flush(ev)
		if g.shown == 0 {
			g.cl.playMiss = [MaxSeats]int8{}
		} else {
			g.cl.showMiss = window{}
		}
		g.cl.over = overpeg{}
		g.show(ev)
		g.passCount(ev)
	}
}

// recordAtHand records a ruling's Record as offender's claim of its count
// at hand, and reports whether there was one: the count is settled as any
// claim is (an underpeg stands and, with muggins, is open to a call unless
// the ruling says no muggins; an overpeg is open to correction).
func (g *Game) recordAtHand(ev *[]Event, offender int, r Ruling) bool {
	if !g.settles(r) || r.Count != SettleRecord {
		return false
	}
	switch play, show := g.atHand(offender); {
	case play:
		g.openRecord(offender, false, r.Record)
		ms := append([]moment(nil), g.cl.pend[:g.cl.npend]...)
		g.cl.clearPending()
		g.settle(ev, offender, r.Record, ms, true, "") // the whole count at hand, its go with it
		if r.NoMuggins {
			g.cl.playMiss[offender] = 0
		}
	case show:
		g.claimCount(ev, offender, r.Record, r.NoMuggins)
	default:
		return false
	}
	return true
}

// passCount moves on after a hand or crib that is not pegged (forfeited):
// nothing waits for acceptance; after the crib the deal is over.
func (g *Game) passCount(ev *[]Event) {
	if g.phase != PhaseShow {
		return
	}
	if int(g.shown) > g.Seats() {
		g.endDeal(ev)
		return
	}
	g.skipCounts(ev)
}

// checkRuling refuses a ruling no incident gives: negative points, or
// points past the game hole, pegs out of order.
func (g *Game) checkRuling(r Ruling) error {
	bad := func(n int) bool { return n < 0 || n > g.rules.GameHole }
	if bad(r.Record) || bad(r.Forfeit) || bad(r.Award) || bad(r.Penalty) || r.Pegs.Front < 0 || r.Pegs.Rear < 0 || r.Pegs.Rear > r.Pegs.Front || r.Count > SettleForfeit {
		return fmt.Errorf("%w: ruling %+v", ErrBadClaim, r)
	}
	return nil
}
