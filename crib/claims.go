package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/score"
)

// moment is a scoring moment: what it is for, whose, and its true points.
type moment struct {
	kind  ScoreKind
	seat  int8
	truth int8
	play  score.PlayScore
}

const (
	acceptHand = 1 // the dealer's hand waits for acceptance
	acceptCrib = 2 // the crib waits for acceptance
)

// claims is the claimed-score bookkeeping of a game: the moments waiting for
// a player's claim, the open muggins windows (rule 10.4b-c), the open overpeg
// (8.4c-d), the acceptance awaited (9.2b, d) and the reminder to peg out
// (8.11). Seats are stored plus one, so the zero value is "nothing open".
// Fixed-size arrays keep a Game copyable without sharing.
type claims struct {
	pend       [3]moment // pending moments, all of one seat
	npend      int8
	playMiss   [MaxSeats]int8 // points missed in the play, open to muggins (10.4b)
	showSeat   int8           // seat+1 whose hand or crib count is open to muggins (10.4c)
	showMiss   int8
	overSeat   int8 // seat+1 of the open overpeg (8.4c)
	over       int8 // its excess
	overShow   bool // it was a hand or crib count (closes on acceptance, not on a card)
	accept     uint8
	pegOutSeat int8 // seat+1 reminded to peg out (8.11)
	pegOut     int8 // the points it has not pegged
}

func (c *claims) add(m moment) {
	c.pend[c.npend] = m
	c.npend++
}

func (c *claims) closeOverpeg() { c.overSeat, c.over, c.overShow = 0, 0, false }

func (c *claims) closePlayWindows() { c.playMiss = [MaxSeats]int8{} }

func (c *claims) closeShowWindows() { c.showSeat, c.showMiss = 0, 0 }

// Pending returns the seat whose scores in the play (or his heels) wait for
// its Claim in claimed mode, and whether there is one. A card laid always
// leaves a pending claim for its player, even one that scores nothing, so a
// program that asks its players "what do you peg?" gives nothing away.
func (g Game) Pending() (seat int, ok bool) {
	if g.cl.npend == 0 {
		return -1, false
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
		return fmt.Errorf("crib: %w: seat %d's score takes it out; it must Claim it (rule 8.11)", ErrMustPegOut, seat)
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
// the game falsely (8.4a-b).
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
	f0 := g.folded
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
		g.peg(ev, sc)
		if g.phase != PhaseOver && g.folded == f0 {
			g.cl.overSeat, g.cl.over, g.cl.overShow = int8(seat+1), int8(claimed-truth), show
		}
	default:
		if claimed > 0 || show {
			g.peg(ev, sc)
		}
		missed := truth - claimed
		if g.phase == PhaseOver || missed == 0 || g.folded != f0 {
			return // over, nothing missed, or the score folded its side (FoldingPegger)
		}
		// 10.4a: no more than the holes that could have been pegged.
		missed = min(missed, hole-pos-claimed)
		if pos+truth >= hole && !mug {
			g.cl.pegOutSeat, g.cl.pegOut = int8(seat+1), int8(missed)
			*ev = append(*ev, PegOutReminded{Seat: seat})
			return
		}
		if !mug || kind == ScoreHeels {
			return // 8.3: the underpeg stands; 10.3c: no muggins on heels
		}
		if show {
			g.cl.showSeat, g.cl.showMiss = int8(seat+1), int8(missed)
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
	var others []int
	for s := range g.board.Sides {
		if s != side {
			others = append(others, s)
		}
	}
	g.penalize(ev, side, over, ScoreCorrection, "8.4b", -1, others...)
	g.peg(ev, Score{Kind: ScorePenalty, Seat: seat, Side: side, Points: -15, Rule: "8.4b"})
}

// muggins reports whether muggins applies to an underpeg by side, the board
// being b before the score was pegged: Rules.Muggins, and the Pegger's
// MugginsPegger, if it is one, agreeing.
func (g *Game) muggins(b Board, side int) bool {
	if !g.rules.Muggins {
		return false
	}
	if mp, ok := g.rules.Pegger.(MugginsPegger); ok {
		return mp.Muggins(b, side)
	}
	return true
}

func (g Game) checkClaimed() error {
	if !g.rules.Claimed {
		return fmt.Errorf("crib: %w", ErrNotClaimed)
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
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if s := g.cl.pegOutSeat; s > 0 {
			return fmt.Errorf("crib: %w: seat %d", ErrMustPegOut, s-1)
		}
		if points < 0 || points > 29 {
			return fmt.Errorf("crib: %w: %d points", ErrBadClaim, points)
		}
		if g.cl.npend > 0 && int(g.cl.pend[0].seat) == seat {
			ms := append([]moment(nil), g.cl.pend[:g.cl.npend]...)
			g.cl.npend = 0
			g.settle(ev, seat, points, ms, true)
			return nil
		}
		if g.phase != PhaseShow {
			return fmt.Errorf("crib: %w: seat %d has no score to claim during the %s", ErrNoClaim, seat, g.phase)
		}
		if g.cl.accept != 0 {
			return fmt.Errorf("crib: %w: the dealer's count waits for acceptance", ErrWrongPhase)
		}
		if c := g.counter(); seat != c {
			return fmt.Errorf("crib: %w: seat %d counts now, not seat %d", ErrCountOrder, c, seat)
		}
		if err := g.flushPending(ev); err != nil {
			return err
		}
		if g.shown == 0 {
			g.cl.closePlayWindows() // 10.4b: before the pone's hand is pegged
		} else {
			g.cl.closeShowWindows() // 9.2a, 10.4c: counting accepts the count before
		}
		g.cl.closeOverpeg()
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
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if err := g.checkPhase(PhaseShow, "accepting"); err != nil {
			return err
		}
		if g.cl.accept == 0 {
			return fmt.Errorf("crib: %w: no count waits for acceptance", ErrNoClaim)
		}
		if g.rules.Layout.Partners(seat, int(g.dealer)) {
			return fmt.Errorf("crib: %w: the dealer's side cannot accept its own count", ErrNotYourTurn)
		}
		if g.out&(1<<seat) != 0 {
			return fmt.Errorf("crib: %w: seat %d", ErrSitsOut, seat)
		}
		crib := g.cl.accept == acceptCrib
		g.cl.accept = 0
		g.cl.closeShowWindows()
		g.cl.closeOverpeg()
		*ev = append(*ev, Accepted{Seat: seat, Crib: crib})
		if crib {
			g.endDeal(ev)
		} else {
			g.skipFolded(ev)
		}
		return nil
	})
}

// CallMuggins is caller's call of "muggins for asked points" on target (rule
// 10.4a), in claimed mode with muggins on. The call takes the points target
// missed in its open window: a score of the play, until target pegs another
// score or the pone's hand is pegged (10.4b); a hand or crib, until the next
// count or acceptance (10.4c). The caller pegs the lesser of asked and the
// points missed, and the window closes. A call with no missed points in an
// open window is no muggins: target's side pegs asked as a penalty (10.4a).
// Muggins never applies to heels (10.3c), penalties or muggins scores (the
// engine pegs those itself, 10.3a-b) or backward pegs (10.3d).
func (g Game) CallMuggins(caller, target, asked int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if !g.rules.Muggins {
			return fmt.Errorf("crib: %w", ErrNoMuggins)
		}
		if err := g.checkOpponents(caller, target); err != nil {
			return err
		}
		if asked < 1 || asked > 29 {
			return fmt.Errorf("crib: %w: muggins for %d", ErrBadClaim, asked)
		}
		missed := 0
		switch {
		case int(g.cl.showSeat) == target+1 && g.cl.showMiss > 0:
			missed = int(g.cl.showMiss)
			g.cl.closeShowWindows()
		case g.cl.playMiss[target] > 0:
			missed = int(g.cl.playMiss[target])
			g.cl.playMiss[target] = 0
		}
		if missed == 0 {
			if !g.muggins(g.board, g.Side(target)) {
				return fmt.Errorf("crib: %w: not where seat %d stands on the board", ErrNoMuggins, target)
			}
			*ev = append(*ev, MugginsCalled{Caller: caller, Target: target, Asked: asked, Wrong: true})
			g.penalize(ev, g.Side(caller), asked, ScorePenalty, "10.4a", target, g.Side(target))
			return nil
		}
		award := min(asked, missed)
		*ev = append(*ev, MugginsCalled{Caller: caller, Target: target, Asked: asked, Awarded: award})
		if g.rules.Declinable {
			g.offer(ev, Offered{Side: g.Side(caller), Seat: caller, Points: award, Kind: ScoreMuggins, Rule: "10.4a", GiveBack: g.Side(target), GiveBackSeat: target})
			return nil
		}
		g.peg(ev, Score{Kind: ScoreMuggins, Seat: caller, Side: g.Side(caller), Points: award, Rule: "10.4a"})
		return nil
	})
}

func (g Game) checkOpponents(a, b int) error {
	if err := g.checkSeat(a); err != nil {
		return err
	}
	if err := g.checkSeat(b); err != nil {
		return err
	}
	if g.rules.Layout.Partners(a, b) {
		return fmt.Errorf("crib: %w: seats %d and %d are on one side", ErrBadSeat, a, b)
	}
	if g.out&(1<<a|1<<b) != 0 {
		return fmt.Errorf("crib: %w: seats %d and %d do not both play this deal", ErrSitsOut, a, b)
	}
	return nil
}

// Correct is caller's discovery of target's overpeg (rule 8.4c), while the
// window is open (8.4d: until the next card is laid, or the count is
// accepted): target's front peg goes back to the correct hole and caller's
// side scores the amount of the error. With no open overpeg by target, the
// call is refused with ErrNoClaim (the rules set no penalty for it).
func (g Game) Correct(caller, target int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if err := g.checkOpponents(caller, target); err != nil {
			return err
		}
		if int(g.cl.overSeat) != target+1 {
			return fmt.Errorf("crib: %w: seat %d has no overpeg open to correction", ErrNoClaim, target)
		}
		x := int(g.cl.over)
		g.cl.closeOverpeg()
		*ev = append(*ev, OverpegCorrected{By: caller, Target: target, Excess: x})
		g.peg(ev, Score{Kind: ScoreCorrection, Seat: target, Side: g.Side(target), Points: -x, Rule: "8.4c"})
		g.penalize(ev, g.Side(target), x, ScoreCorrection, "8.4c", caller, g.Side(caller))
		return nil
	})
}

// Retract is seat's own discovery of its overpeg (rule 8.4c): having told
// the opponent, it moves the peg back to the correct hole without penalty.
func (g Game) Retract(seat int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkClaimed(); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if int(g.cl.overSeat) != seat+1 {
			return fmt.Errorf("crib: %w: seat %d has no overpeg to retract", ErrNoClaim, seat)
		}
		x := int(g.cl.over)
		g.cl.closeOverpeg()
		*ev = append(*ev, OverpegCorrected{By: seat, Target: seat, Excess: x})
		g.peg(ev, Score{Kind: ScoreCorrection, Seat: seat, Side: g.Side(seat), Points: -x, Rule: "8.4c"})
		return nil
	})
}

// PegOut is the reminded player pegging out (rule 8.11): the points it
// pegged short are pegged, and it wins.
func (g Game) PegOut(seat int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if int(g.cl.pegOutSeat) != seat+1 {
			return fmt.Errorf("crib: %w: seat %d has not been reminded to peg out", ErrNoClaim, seat)
		}
		x := int(g.cl.pegOut)
		g.cl.pegOutSeat, g.cl.pegOut = 0, 0
		g.peg(ev, Score{Kind: ScoreClaim, Seat: seat, Side: g.Side(seat), Points: x, Rule: "8.11", Claimed: true})
		return nil
	})
}

// RefusePegOut is the reminded player refusing to peg out (rule 8.11a):
// judges are called, the game is not over, and the player forfeits the
// score it did not peg. This package reads "forfeits their score" as the
// points not pegged (what was pegged stands: pegs go back only where a rule
// says so).
func (g Game) RefusePegOut(seat int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if int(g.cl.pegOutSeat) != seat+1 {
			return fmt.Errorf("crib: %w: seat %d has not been reminded to peg out", ErrNoClaim, seat)
		}
		x := int(g.cl.pegOut)
		g.cl.pegOutSeat, g.cl.pegOut = 0, 0
		*ev = append(*ev, JudgesCalled{Rule: "8.11a", Reason: fmt.Sprintf("seat %d refuses to peg out; the game is not over", seat)},
			Forfeited{Seat: seat, Points: x, Rule: "8.11a"})
		return nil
	})
}
