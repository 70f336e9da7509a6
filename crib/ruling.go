package crib

// Ruling is the outcome of an incident at a real table, as ACC rules 8.5 to
// 8.10 and 9.2 to 9.4 decide it (package crib/ruling makes them from the
// facts): where the offender's pegs go, the points recorded, forfeited or
// awarded, and what the judges must do. [ApplyRuling] carries one out.
type Ruling struct {
	Rule      string      `json:"rule"`             // the rule applied, as "8.5a"
	Judges    string      `json:"judges,omitempty"` // what the judges must do or decide; empty when the players settle it
	Move      bool        `json:"move,omitempty"`   // the offender's pegs go to Pegs
	Pegs      Pegs        `json:"pegs,omitzero"`
	Record    int         `json:"record,omitempty"`     // the score the offender may now record, from its pegs
	Forfeit   int         `json:"forfeit,omitempty"`    // the points the offender forfeits (never pegged)
	Award     int         `json:"award,omitempty"`      // the points each nonoffender pegs
	Penalty   int         `json:"penalty,omitempty"`    // the holes the offender goes back (8.4b's 15)
	NoMuggins bool        `json:"no_muggins,omitempty"` // the points forfeited are not open to muggins (8.5b)
	Count     CountEffect `json:"count,omitzero"`       // what it does in claimed mode to the offender's count at hand
	Text      string      `json:"text,omitempty"`       // the ruling in words
}

// CountEffect is what a ruling does to the offender's count at hand (the scores
// of the play waiting for its claim, or the hand or crib it counts).
type CountEffect uint8

// What a ruling does to the count at hand.
const (
	CountUntouched CountEffect = iota // the count at hand is not the ruling's business
	CountRecorded                     // Record is the claim of the count at hand
	CountForfeited                    // the count at hand is forfeited
)

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
		from := g.board().Pegs[side]
		to := g.board().Place(side, r.Pegs).Pegs[side]
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
