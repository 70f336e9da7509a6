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
// caused the incident: its pegs go where the ruling says (Move: a
// ScorePlace, reported as a Pegged event naming the rule, which may win the
// game), it records the ruling's Record, it forfeits the ruling's Forfeit
// (reported, never pegged), each other side pegs the Award (or, with
// Rules.Declinable, is offered it), and the offender goes back the
// ruling's Penalty. The judges' part is reported as a JudgesCalled event;
// where the judges decide something the ruling could not know (where a peg
// was), apply the ruling they reach.
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
		if r.Record > 0 {
			g.peg(ev, Score{Kind: ScoreClaim, Seat: offender, Side: side, Points: r.Record, Rule: r.Rule})
		}
		if r.Award > 0 {
			g.penalize(ev, side, r.Award, ScorePenalty, r.Rule, NoSeat, g.others(side)...)
		}
		if r.Penalty > 0 {
			g.peg(ev, Score{Kind: ScorePenalty, Seat: offender, Side: side, Points: -r.Penalty, Rule: r.Rule})
		}
		return nil
	})
}
