package crib

import "fmt"

// Rulings and penalties applied to a game: the pure ruling functions of
// rulings.go decide an incident; ApplyRuling and Adjust carry the outcome
// out on the board, through the one road every score takes.

// Adjust pegs points to side by a ruling: penalty points to a nonoffender
// (positive), or a backward penalty (negative), with rule naming the rule.
// It is a score like any other: it may win the game.
func (g Game) Adjust(side, points int, rule string) (Game, []Event, error) {
	return g.sideStep("adjust", side, func(g *Game, ev *[]Event) error {
		if err := g.checkSide(side); err != nil {
			return err
		}
		g.peg(ev, Score{Kind: ScorePenalty, Seat: NoSeat, Side: side, Points: points, Rule: rule})
		return nil
	})
}

// ApplyRuling applies a ruling to the game, offender being the seat that
// caused the incident, in this order: the judges' part is reported (a
// JudgesCalled event; where the judges decide something the ruling could not
// know, such as where a peg was, apply the ruling they reach); the
// offender's pegs go where the ruling says (Move: a ScorePlace, reported as
// a Pegged event naming the rule, which may win the game); the ruling's
// Forfeit is reported, never pegged; each other side pegs the Award (or,
// with Rules.Declinable, is offered it); then the offender records the
// ruling's Record and goes back its Penalty. The nonoffenders' points come
// before the offender's score (rule 8.8: the two penalty points first, then
// the proper score), so near the game hole the award wins first; where the
// award waits for the sides' answers, the rest of the ruling waits with it
// and is carried out when the last answer is given.
func (g Game) ApplyRuling(offender int, r Ruling) (Game, []Event, error) {
	return g.step("ruling", offender, func(g *Game, ev *[]Event) error {
		if err := g.checkSeat(offender); err != nil {
			return err
		}
		if r.Record < 0 || r.Forfeit < 0 || r.Award < 0 || r.Penalty < 0 || r.Pegs.Front < 0 || r.Pegs.Rear < 0 || r.Pegs.Rear > r.Pegs.Front {
			return fmt.Errorf("%w: ruling %+v", ErrBadClaim, r)
		}
		side := g.Side(offender)
		if r.Judges != "" {
			*ev = append(*ev, JudgesCalled{Rule: r.Rule, Reason: r.Judges})
		}
		if r.Move {
			from := g.board.Pegs[side]
			to := g.board.Place(side, r.Pegs).Pegs[side]
			g.peg(ev, Score{Kind: ScorePlace, Seat: offender, Side: side, Points: to.Front - from.Front, Rule: r.Rule, Place: to})
		}
		if r.Forfeit > 0 {
			*ev = append(*ev, Forfeited{Seat: offender, Points: r.Forfeit, Rule: r.Rule})
		}
		if r.Award > 0 {
			g.penalize(ev, side, r.Award, ScorePenalty, r.Rule, NoSeat, g.others(side)...)
		}
		if g.waiting() {
			g.after = ruled{on: true, offender: int8(offender), r: r}
			return nil
		}
		g.finishRuling(ev, offender, r)
		return nil
	})
}

// ruled is the rest of a ruling (the offender's Record and Penalty) held
// while the nonoffenders answer the points it offered them.
type ruled struct {
	on       bool
	offender int8
	r        Ruling
}

// finishRuling carries out the offender's part of a ruling, after the
// nonoffenders' points: the Record, then the Penalty.
func (g *Game) finishRuling(ev *[]Event, offender int, r Ruling) {
	side := g.Side(offender)
	if r.Record > 0 {
		g.peg(ev, Score{Kind: ScoreClaim, Seat: offender, Side: side, Points: r.Record, Rule: r.Rule})
	}
	if r.Penalty > 0 {
		g.peg(ev, Score{Kind: ScorePenalty, Seat: offender, Side: side, Points: -r.Penalty, Rule: r.Rule})
	}
}

// resume carries out the rest of a ruling held for the answers to its
// award, once nothing waits for an answer.
func (g *Game) resume(ev *[]Event) {
	if !g.after.on || g.waiting() {
		return
	}
	a := g.after
	g.after = ruled{}
	g.finishRuling(ev, int(a.offender), a.r)
}
