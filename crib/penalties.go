package crib

// Rulings and penalties applied to a game: the pure ruling functions of
// rulings.go decide an incident; ApplyRuling and Adjust carry the outcome
// out on the board, through the one road every score takes.

// Adjust pegs points to side in a game under way, by a ruling the game does
// not make itself: penalty points to a nonoffender (positive), or a
// backward penalty (negative), with rule naming the rule. It is a score like
// any other, reported as a penalty (a Pegged event of a ScorePenalty naming
// rule) through the board's pegger: it may win the game. To take up a game
// at the scores on the table, use NewGameAt, which reports nothing.
func (a Adjust) by() (int, bool) { return a.Side, true }

func (a Adjust) do(g *Game, ev *[]Event) error {
	side, points, rule := a.Side, a.Points, a.Rule
	if err := g.checkSide(side); err != nil {
		return err
	}
	g.peg(ev, Score{Kind: ScorePenalty, Seat: NoSeat, Side: side, Points: points, Rule: rule})
	return nil
}

// ApplyRuling applies a ruling to the game, offender being the seat that
// caused the incident, in this order: the judges' part is reported (a
// JudgesCalled event; where the judges decide something the ruling could not
// know, such as where a peg was, apply the ruling they reach); the
// offender's pegs go where the ruling says (Move: a ScorePlace, reported as
// a Pegged event naming the rule, which may win the game); the ruling's
// Forfeit is reported, never pegged; each other side pegs the Award (or,
// with [Rules.Declinable], is offered it); then the offender records the
// ruling's Record and goes back its Penalty. The nonoffenders' points come
// before the offender's score (rule 8.8: the two penalty points first, then
// the proper score), so near the game hole the award wins first; where the
// award waits for the sides' answers, the rest of the ruling waits with it
// and is carried out when the last answer is given.
//
// In claimed mode a ruling that records or forfeits the score the offender
// was recording ([Ruling.Count]) settles the offender's count at hand: its
// scores of the play (or his heels) waiting for its claim; else its last
// claim, while the chances on it are open (until the next card, the next
// count, or the acceptance), which is taken back first (a ClaimTakenBack
// event); else, in the show, the hand or crib it is to count next. So the
// ruling gives the same game whether the program applies it before the
// player's claim or after it. With SettleRecord the Record is then the claim
// of that count (an underpeg stands and, with muggins, is open to a call
// unless the ruling says NoMuggins; an overpeg is open to correction);
// SettleForfeit forfeits the count: it is not pegged, no muggins or
// correction applies to it, and the game moves on to the next count. With no
// count of the offender's at hand (automatic mode, or a ruling that comes
// later) the Record is pegged as a score and the Forfeit only reported.
//
// When each ruling is applied, and what it settles:
//
//	ruling                  applied                         on the game
//	RemovedFrontPeg  8.5a   as the offender records a       pegs placed; the count at hand recorded
//	                        score: before its claim, or     (the previous score is off the board by
//	                        after it while the count is     the move); pegged the wrong way, both
//	                        open                            forfeited
//	RemovedBothPegs  8.5b   as 8.5a                         pegs replaced; the count at hand forfeited,
//	                                                        no muggins (impairment: recorded)
//	TouchedPeg       8.6    any time                        nothing
//	DislodgedPegs    8.7    any time                        nothing (the judges place the pegs: apply
//	                                                        their ruling with Move)
//	UsedOpponentsPeg 8.8    as 8.5a                         2 to each nonoffender, then the count at
//	                                                        hand recorded
//	WrongTrack       8.9    as 8.5a                         the count at hand recorded
//	Overpegged       8.4c   at a table keeping its own      the peg back; the error to the finder
//	GoPeggedEarly    8.10   score (claimed mode applies     (in claimed mode: Claim, Correct,
//	FalseClaimOfGame 8.4b   these itself)                   Retract)
//	CountedFirst     9.2c   never: Claim refuses the        nothing
//	                        early count
//	StarterMixed     9.3a   in the show, as it happens      2 to each nonoffender
//	HandMixed        9.4    as the offender mixes; in a     9.4a: the hand forfeited when it is the
//	                        game, Game.Mix knows whose      count at hand; 9.4b-c: Game.Mix settles
//	                        cards and when                  the crib
func (a ApplyRuling) by() (int, bool) { return a.Offender, false }

func (a ApplyRuling) do(g *Game, ev *[]Event) error {
	offender, r := a.Offender, a.Ruling
	if err := g.checkSeat(offender); err != nil {
		return err
	}
	if err := g.checkRuling(r); err != nil {
		return err
	}
	if err := g.takeBackFor(ev, offender, r); err != nil {
		return err
	}
	side := g.Side(offender)
	if r.Judges != "" {
		emit(ev, JudgesCalled{Rule: r.Rule, Reason: r.Judges})
	}
	if r.Move {
		from := g.board.Pegs[side]
		to := g.board.Place(side, r.Pegs).Pegs[side]
		g.peg(ev, Score{Kind: ScorePlace, Seat: offender, Side: side, Points: to.Front - from.Front, Rule: r.Rule, Place: to})
	}
	if r.Forfeit > 0 {
		emit(ev, Forfeited{Seat: offender, Points: r.Forfeit, Rule: r.Rule})
	}
	g.forfeitAtHand(ev, offender, r)
	if r.Award > 0 {
		g.penalize(ev, side, r.Award, ScorePenalty, r.Rule, NoSeat, g.others(side)...)
	}
	if g.waiting() {
		g.after = &ruled{offender: int8(offender), r: r}
		return nil
	}
	g.finishRuling(ev, offender, r)
	return nil
}

// ruled is the rest of a ruling (the offender's Record and Penalty) held
// while the nonoffenders answer the points it offered them.
type ruled struct {
	offender int8
	r        Ruling
}

// finishRuling carries out the offender's part of a ruling, after the
// nonoffenders' points: the Record, then the Penalty.
func (g *Game) finishRuling(ev *[]Event, offender int, r Ruling) {
	side := g.Side(offender)
	if !g.recordAtHand(ev, offender, r) && r.Record > 0 {
		g.peg(ev, Score{Kind: ScoreClaim, Seat: offender, Side: side, Points: r.Record, Rule: r.Rule})
	}
	if r.Penalty > 0 {
		g.peg(ev, Score{Kind: ScorePenalty, Seat: offender, Side: side, Points: -r.Penalty, Rule: r.Rule})
	}
}

// resume carries out the rest of a ruling held for the answers to its
// award, once nothing waits for an answer.
func (g *Game) resume(ev *[]Event) {
	if g.after == nil || g.waiting() {
		return
	}
	a := g.after
	g.after = nil
	g.finishRuling(ev, int(a.offender), a.r)
}
