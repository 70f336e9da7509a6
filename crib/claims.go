package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/score"
)

// Claimed mode: each player pegs its own scores (Claim) and the engine,
// which knows the true ones, referees them by ACC rules 8, 9 and 10.

// moment is a scoring moment: what it is for, whose, and its true points.
type moment struct {
	kind  ScoreKind
	seat  int8
	truth int8
	play  score.PlayScore
}

// window is a chance, open or not, that one seat's count gives: the points
// a hand or crib missed (muggins, rule 10.4c), the points a reminded player
// must peg out (rule 8.11).
type window struct {
	open   bool
	seat   int8
	points int8
}

// overpeg is an overpeg open to correction (rule 8.4c): whose, its excess,
// and whether it was a hand or crib count (which closes on acceptance, not
// on the next card).
type overpeg struct {
	window
	show bool
}

// awaiting is the count that waits for acceptance (rule 9.2b, d).
type awaiting uint8

const (
	awaitNothing awaiting = iota
	awaitHand             // the dealer's hand
	awaitCrib             // the crib
)

// claims is the claimed-score bookkeeping of a game: the moments waiting for
// a player's claim, the open muggins windows (rule 10.4b-c), the open
// overpeg (8.4c-d), the acceptance awaited (9.2b, d) and the reminder to peg
// out (8.11). The zero value is "nothing open". Fixed-size arrays keep a
// Game copyable without sharing.
type claims struct {
	pend     [3]moment // pending moments, all of one seat
	npend    int8
	playMiss [MaxSeats]int8 // points missed in the play, open to muggins (10.4b); 0 for none
	showMiss window         // a hand or crib count open to muggins (10.4c)
	over     overpeg        // the open overpeg (8.4c)
	accept   awaiting
	pegOut   window // the player reminded to peg out (8.11) and the points it has not pegged
}

func (c *claims) add(m moment) {
	c.pend[c.npend] = m
	c.npend++
}

// Pending returns the seat whose scores in the play (or his heels) wait for
// its Claim in claimed mode, and whether there is one. A card laid always
// leaves a pending claim for its player, even one that scores nothing, so a
// program that asks its players "what do you peg?" gives nothing away.
func (g Game) Pending() (seat int, ok bool) {
	if g.cl.npend == 0 {
		return NoSeat, false
	}
	return int(g.cl.pend[0].seat), true
}

// flushPending settles the pending moments as claimed at zero: the player
// did not peg before the next card or count (rules 8.4d, 10.4b). A score that
// would take the player out cannot be passed over when muggins is off (rule
// 8.11: the opponent reminds the player), so that is an ErrMustPegOut.
func (g *Game) flushPending(ev *[]Event) error {
	if g.cl.npend == 0 {
		return nil
	}
	ms := g.cl.pend[:g.cl.npend]
	seat := int(ms[0].seat)
	truth := 0
	for _, m := range ms {
		truth += int(m.truth)
	}
	if truth > 0 && !g.muggins(g.board, g.Side(seat)) && g.board.Score(g.Side(seat))+truth >= g.rules.GameHole {
		return fmt.Errorf("%w: seat %d's score takes it out; it must Claim it (rule 8.11)", ErrMustPegOut, seat)
	}
	cp := append([]moment(nil), ms...)
	g.cl.npend = 0
	g.settle(ev, seat, 0, cp, false)
	return nil
}

// settle applies a claim of claimed points for the moments ms of seat, by the
// ACC rules: a correct claim is pegged; an underpeg stands (8.3) and, with
// muggins, opens a window for the opponent (10.2-10.4) except for his heels
// (10.3c); an underpeg that misses the game hole the true score reaches calls
// for the reminder of rule 8.11 when muggins is off; an overpeg is pegged and
// open to correction (8.4c) until the window closes (8.4d), unless it claims
// the game falsely (8.4a-b). A claim whose score ends the game or folds its
// side opens no window.
func (g *Game) settle(ev *[]Event, seat, claimed int, ms []moment, explicit bool) {
	truth := 0
	kind := ScoreClaim
	if len(ms) == 1 {
		kind = ms[0].kind
	}
	var play score.PlayScore
	for _, m := range ms {
		truth += int(m.truth)
		if m.kind == ScorePlay {
			play = m.play
		}
	}
	side := g.Side(seat)
	pos := g.board.Score(side)
	hole := g.rules.GameHole
	show := kind == ScoreHand || kind == ScoreCrib
	mug := g.muggins(g.board, side) // where the side stood when it scored
	if explicit {
		*ev = append(*ev, Claimed{Seat: seat, Kind: kind, Points: claimed})
	}
	if claimed > 0 {
		g.cl.playMiss[seat] = 0 // 10.4b: a later score closes the window
	}
	sc := Score{Kind: kind, Seat: seat, Side: side, Points: claimed, Play: play, Claimed: true}
	switch {
	case claimed > truth && pos+claimed >= hole && pos+truth < hole:
		g.falseGame(ev, seat, kind, claimed, truth)
	case claimed > truth:
		if !g.peg(ev, sc) {
			g.cl.over = overpeg{window: window{open: true, seat: int8(seat), points: int8(claimed - truth)}, show: show}
		}
	default:
		if (claimed > 0 || show) && g.peg(ev, sc) {
			return
		}
		missed := truth - claimed
		if missed == 0 {
			return
		}
		// 10.4a: no more than the holes that could have been pegged.
		missed = min(missed, hole-pos-claimed)
		if pos+truth >= hole && !mug {
			g.cl.pegOut = window{open: true, seat: int8(seat), points: int8(missed)}
			*ev = append(*ev, PegOutReminded{Seat: seat})
			return
		}
		if !mug || kind == ScoreHeels {
			return // 8.3: the underpeg stands; 10.3c: no muggins on heels
		}
		if show {
			g.cl.showMiss = window{open: true, seat: int8(seat), points: int8(missed)}
		} else {
			g.cl.playMiss[seat] = int8(missed)
		}
	}
}

// falseGame applies rule 8.4b to a false claim of game: judges are called;
// the offender's front peg goes to the points actually scored, every other
// side scores the points overclaimed (up to the game hole), and the offender
// goes 15 holes back, even when the award has won the game for the other
// side.
func (g *Game) falseGame(ev *[]Event, seat int, kind ScoreKind, claimed, truth int) {
	side := g.Side(seat)
	pos := g.board.Score(side)
	hole := g.rules.GameHole
	*ev = append(*ev, JudgesCalled{Rule: "8.4a", Reason: fmt.Sprintf("seat %d pegs %d into the game hole from %d but scored %d: a false claim of game", seat, claimed, pos, truth)})
	if truth > 0 {
		g.peg(ev, Score{Kind: kind, Seat: seat, Side: side, Points: truth, Rule: "8.4b"})
	}
	over := min(pos+claimed, hole) - (pos + truth)
	g.penalize(ev, side, over, ScoreCorrection, "8.4b", NoSeat, g.others(side)...)
	g.peg(ev, Score{Kind: ScorePenalty, Seat: seat, Side: side, Points: -15, Rule: "8.4b"})
}

// others returns every side but side, in order.
func (g *Game) others(side int) []int {
	var o []int
	for s := range g.board.Sides {
		if s != side {
			o = append(o, s)
		}
	}
	return o
}

// muggins reports whether muggins applies to an underpeg by side, the board
// being b before the score was pegged: Rules.Muggins, and the pegger
// agreeing.
func (g *Game) muggins(b Board, side int) bool {
	return g.rules.Muggins && g.pegger.Muggins(b, side)
}

func (g Game) checkClaimed() error {
	if !g.rules.Claimed {
		return ErrNotClaimed
	}
	return nil
}

// Claim pegs points for seat in claimed mode: first for its pending scores
// of the play or his heels (all of them at once: a card and its go are one
// claim), otherwise for its hand, or the dealer's crib, when it is seat's turn
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
func (g Game) Claim(seat, points int) (Game, []Event, error) {
	return g.step("claim", seat, func(g *Game, ev *[]Event) error {
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
			ms := append([]moment(nil), g.cl.pend[:g.cl.npend]...)
			g.cl.npend = 0
			g.settle(ev, seat, points, ms, true)
			return nil
		}
		if g.phase != PhaseShow {
			return fmt.Errorf("%w: seat %d has no score to claim during the %s", ErrNoClaim, seat, g.phase)
		}
		if g.cl.accept != awaitNothing {
			return fmt.Errorf("%w: the dealer's count waits for acceptance", ErrWrongPhase)
		}
		if c := g.counter(); seat != c {
			return fmt.Errorf("%w: seat %d counts now", ErrCountOrder, c)
		}
		if err := g.flushPending(ev); err != nil {
			return err
		}
		if g.shown == 0 {
			g.cl.playMiss = [MaxSeats]int8{} // 10.4b: before the pone's hand is pegged
		} else {
			g.cl.showMiss = window{} // 9.2a, 10.4c: counting accepts the count before
		}
		g.cl.over = overpeg{}
		m := g.show(ev)
		g.settle(ev, seat, points, []moment{m}, true)
		g.afterShow(ev)
		return nil
	})
}

// Accept accepts the dealer's hand, then the crib, for seat, a player of
// another side than the dealer's (rule 9.2b, d: the pone accepts verbally or
// by mixing the cards). It closes the windows for muggins (10.4c) and for
// correcting an overpeg (8.4c) on that count. After the crib the deal passes
// to the left.
func (g Game) Accept(seat int) (Game, []Event, error) {
	return g.step("accept", seat, func(g *Game, ev *[]Event) error {
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
		crib := g.cl.accept == awaitCrib
		g.cl.accept = awaitNothing
		g.cl.showMiss = window{}
		g.cl.over = overpeg{}
		*ev = append(*ev, Accepted{Seat: seat, Crib: crib})
		if crib {
			g.endDeal(ev)
		} else {
			g.skipFolded(ev)
		}
		return nil
	})
}
