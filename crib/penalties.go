package crib

// Rulings and penalties applied to a game: the pure ruling functions of
// rulings.go decide an incident; ApplyRuling and Adjust carry the outcome
// out on the board, through the one road every score takes.

func (a Adjust) by() (int, bool) { return a.Side, true }

func (a Adjust) do(g *Game, ev *[]Event) error {
	side, points, rule := a.Side, a.Points, a.Rule
	if err := g.checkSide(side); err != nil {
		return err
	}
	g.peg(ev, Score{Kind: ScorePenalty, Seat: NoSeat, Side: side, Points: points, Rule: rule})
	return nil
}

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
