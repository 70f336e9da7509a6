package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// Claimed mode: each player pegs its own scores (Claim) and the engine,
// which knows the true ones, referees them by ACC rules 8, 9 and 10.

// moment is a scoring moment: what it is for, whose, and its true points.
type moment struct {
	kind  ScoreKind
	seat  int8
	truth int16
	play  score.PlayScore
}

// window is a chance, open or not, that one seat's count gives: the points
// a hand or crib missed (muggins, rule 10.4c), the points a reminded player
// must peg out (rule 8.11).
type window struct {
	open   bool
	seat   int8
	points int16
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

// claims is the claimed-score bookkeeping of a game: what a claim changes
// (claimState), and the count claimed last while a ruling may still take
// it back (record). The zero value is "nothing open". Fixed-size arrays
// keep a Game copyable without sharing.
type claims struct {
	claimState
	rec *record // nil when no claim is open; never changed once made (copied on write)
	goes
}

// goes is the announcement of go in claimed mode: the seats that cannot lay
// in the count and have not yet said go, the count they could not lay on,
// and the announcements the go point waiting for its claim waits for.
type goes struct {
	unsaid uint8
	count  int8
	waitGo uint8
}

// claimState is the part of the bookkeeping a claim changes: the moments
// waiting for a player's claim, the open muggins windows (rule 10.4b-c),
// the open overpeg (8.4c-d), the acceptance awaited (9.2b, d) and the
// reminder to peg out (8.11).
type claimState struct {
	pend     [3]moment // pending moments, all of one seat
	npend    int8
	playMiss [MaxSeats]int8 // points missed in the play, open to muggins (10.4b); 0 for none
	showMiss window         // a hand or crib count open to muggins (10.4c)
	over     overpeg        // the open overpeg (8.4c)
	accept   awaiting
	pegOut   window // the player reminded to peg out (8.11) and the points it has not pegged
}

// clearPending drops the pending moments, leaving no trace of them (a
// state is what it holds).
func (c *claimState) clearPending() {
	c.pend = [3]moment{}
	c.npend = 0
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
// 8.11: the opponent reminds the player), so that is an ErrMustPegOut;
// except in match play, where nobody reminds the player and the score not
// pegged stands (8.3).
func (g *Game) flushPending(ev *[]Event) error {
	if err := g.checkFlush(); err != nil {
		return err
	}
	g.flush(ev)
	return nil
}

// checkFlush says whether the pending moments may be passed over (see
// flushPending).
func (g *Game) checkFlush() error {
	if g.cl.npend == 0 {
		return nil
	}
	seat := int(g.cl.pend[0].seat)
	truth := 0
	for _, m := range g.cl.pend[:g.cl.npend] {
		truth += int(m.truth)
	}
	if truth > 0 && !g.muggins(g.board(), g.Side(seat)) && !g.rules.MatchPlay() && g.board().Score(g.Side(seat))+truth >= g.rules.GameHole {
		return fmt.Errorf("%w: seat %d's score takes it out; it must Claim it (rule 8.11)", ErrMustPegOut, seat)
	}
	return nil
}

// flush settles the pending moments as claimed at zero, unchecked.
func (g *Game) flush(ev *[]Event) {
	if g.cl.npend == 0 {
		return
	}
	ms := append([]moment(nil), g.cl.pend[:g.cl.npend]...)
	g.cl.clearPending()
	g.settle(ev, int(ms[0].seat), 0, ms, false, "")
}

// settle applies a claim of claimed points for the moments ms of seat, by the
// ACC rules: a correct claim is pegged; an underpeg stands (8.3) and, with
// muggins, opens a window for the opponent (10.2-10.4) except for his heels
// (10.3c), penalties and muggins scores (10.3a-b); an underpeg that misses
// the game hole the true score reaches calls for the reminder of rule 8.11
// when muggins is off, except in match play; an overpeg is pegged and open
// to correction (8.4c) until the window closes (8.4d), unless it claims the
// game falsely (8.4a-b). A claim whose score ends the game or folds its
// side opens no window. rule names the rule of points owed (ClaimPenalties).
func (g *Game) settle(ev *[]Event, seat, claimed int, ms []moment, explicit bool, rule string) {
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
	pos := g.board().Score(side)
	hole := g.rules.GameHole
	show := kind == ScoreHand || kind == ScoreCrib
	mug := g.muggins(g.board(), side) // where the side stood when it scored
	if explicit {
		emit(ev, Claimed{Seat: seat, Kind: kind, Points: claimed})
	}
	if claimed > 0 && !owedKind(kind) {
		g.cl.playMiss[seat] = 0 // 10.4b: a later score closes the window
	}
	sc := Score{Kind: kind, Seat: seat, Side: side, Points: claimed, Play: play, Rule: rule, Claimed: true}
	switch {
	case claimed > truth && pos+claimed >= hole && pos+truth < hole:
		g.falseGame(ev, seat, kind, claimed, truth)
	case claimed > truth:
		if !g.peg(ev, sc) {
			g.cl.over = overpeg{window: window{open: true, seat: int8(seat), points: int16(claimed - truth)}, show: show}
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
		if pos+truth >= hole && !mug && !g.rules.MatchPlay() {
			g.cl.pegOut = window{open: true, seat: int8(seat), points: int16(missed)}
			emit(ev, PegOutReminded{Seat: seat})
			return
		}
		if !mug || kind == ScoreHeels || owedKind(kind) {
			return // 8.3: the underpeg stands; 10.3a-c: no muggins on heels, penalties, muggins scores
		}
		if show {
			g.cl.showMiss = window{open: true, seat: int8(seat), points: int16(missed)}
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
	pos := g.board().Score(side)
	hole := g.rules.GameHole
	emit(ev, JudgesCalled{Rule: "8.4a", Reason: fmt.Sprintf("seat %s %d into the game hole from %d but scored %d: a false claim of game", codec.Count(seat, "peg"), claimed, pos, truth)})
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
	for s := range g.board().Sides {
		if s != side {
			o = append(o, s)
		}
	}
	return o
}

// muggins reports whether muggins applies to an underpeg by side, the board
// being b before the score was pegged: [Rules.Muggins], and the pegger
// agreeing.
func (g *Game) muggins(b Board, side int) bool {
	return g.rules.Muggins && g.pegger.Muggins(b, side)
}

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
	kept   Board // the board as the game kept it (Game.kept); read it with board
	pegger Pegger
}

// board returns the board as it stood before the claim (see [Game.board]).
func (r *record) board() Board { return boardOf(r.kept, r.pegger) }

// openRecord opens the record of a claim of points seat is about to make.
func (g *Game) openRecord(seat int, show bool, points int) {
	g.cl.rec = &record{seat: int8(seat), show: show, points: int16(points), zero: show && points == 0,
		before: g.cl.claimState, shown: g.shown, kept: g.kept, pegger: g.pegger}
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
	g.kept, g.pegger = r.kept, r.pegger
	g.cl.claimState = r.before
	g.shown = r.shown
	emit(ev, ClaimTakenBack{Seat: int(r.seat), Points: int(r.points), Rule: rule, Board: g.board()})
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
func (g *Game) settles(r Ruling) bool { return g.rules.Claimed && r.Count != CountUntouched }

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
	if !g.settles(r) || r.Count != CountForfeited {
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
	if !g.settles(r) || r.Count != CountRecorded {
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
	if bad(r.Record) || bad(r.Forfeit) || bad(r.Award) || bad(r.Penalty) || r.Pegs.Front < 0 || r.Pegs.Rear < 0 || r.Pegs.Rear > r.Pegs.Front || r.Count > CountForfeited {
		return fmt.Errorf("%w: ruling %+v", ErrBadClaim, r)
	}
	return nil
}
