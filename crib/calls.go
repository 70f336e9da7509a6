package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
)

// The calls players make on claimed scores: muggins (rule 10), an overpeg
// found (8.4c), the reminder to peg out (8.11), and the concession of match
// play (8.11b).

func (a CallMuggins) by() (int, bool) { return a.Caller, false }

func (a CallMuggins) do(g *Game, ev *[]Event) error {
	caller, target, asked := a.Caller, a.Target, a.Asked
	if err := g.checkClaimed(); err != nil {
		return err
	}
	if !g.rules.Muggins {
		return ErrNoMuggins
	}
	if err := g.checkOpponents(caller, target); err != nil {
		return err
	}
	if asked < 1 || asked > 29 {
		return fmt.Errorf("%w: muggins for %d", ErrBadClaim, asked)
	}
	if r := g.cl.openBy(target); r != nil {
		c := *r
		c.called = true // 10.4d: after the word, no correction
		g.cl.rec = &c
	}
	missed := 0
	switch w := g.cl.showMiss; {
	case w.open && int(w.seat) == target && w.points > 0:
		missed = int(w.points)
		g.cl.showMiss = window{}
	case g.cl.playMiss[target] > 0:
		missed = int(g.cl.playMiss[target])
		g.cl.playMiss[target] = 0
	}
	if missed == 0 {
		if !g.muggins(g.board(), g.Side(target)) {
			return fmt.Errorf("%w: not where seat %d stands on the board", ErrNoMuggins, target)
		}
		emit(ev, MugginsCalled{Caller: caller, Target: target, Asked: asked, Wrong: true})
		g.penalize(ev, g.Side(caller), asked, ScorePenalty, "10.4a", target, g.Side(target))
		return nil
	}
	award := min(asked, missed)
	emit(ev, MugginsCalled{Caller: caller, Target: target, Asked: asked, Awarded: award})
	if g.rules.Declinable {
		g.offer(ev, Offered{Side: g.Side(caller), Seat: caller, Points: award, Kind: ScoreMuggins, Rule: "10.4a", GiveBack: g.Side(target), GiveBackSeat: target})
		return nil
	}
	g.pay(ev, Score{Kind: ScoreMuggins, Seat: caller, Side: g.Side(caller), Points: award, Rule: "10.4a"})
	return nil
}

func (g Game) checkOpponents(a, b int) error {
	if err := g.checkSeat(a); err != nil {
		return err
	}
	if err := g.checkSeat(b); err != nil {
		return err
	}
	if g.rules.Layout.Partners(a, b) {
		return fmt.Errorf("%w: seats %d and %d are on one side", ErrBadSeat, a, b)
	}
	if g.out&(1<<a|1<<b) != 0 {
		return fmt.Errorf("%w: seats %d and %d do not both play this deal", ErrSitsOut, a, b)
	}
	return nil
}

// takeOverpeg closes the overpeg open for seat and returns its excess.
func (g *Game) takeOverpeg(seat int) (int, error) {
	if o := g.cl.over; !o.open || int(o.seat) != seat {
		return 0, fmt.Errorf("%w: seat %d has no overpeg open to correction", ErrNoClaim, seat)
	}
	x := int(g.cl.over.points)
	g.cl.over = overpeg{}
	return x, nil
}

func (a Correct) by() (int, bool) { return a.Caller, false }

func (a Correct) do(g *Game, ev *[]Event) error {
	caller, target := a.Caller, a.Target
	if err := g.checkClaimed(); err != nil {
		return err
	}
	if err := g.checkOpponents(caller, target); err != nil {
		return err
	}
	x, err := g.takeOverpeg(target)
	if err != nil {
		return err
	}
	emit(ev, OverpegCorrected{By: caller, Target: target, Excess: x})
	g.peg(ev, Score{Kind: ScoreCorrection, Seat: target, Side: g.Side(target), Points: -x, Rule: "8.4c"})
	g.penalize(ev, g.Side(target), x, ScoreCorrection, "8.4c", caller, g.Side(caller))
	return nil
}

func (a Retract) by() (int, bool) { return a.Seat, false }

func (a Retract) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	if err := g.checkClaimed(); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	x, err := g.takeOverpeg(seat)
	if err != nil {
		return err
	}
	emit(ev, OverpegCorrected{By: seat, Target: seat, Excess: x})
	g.peg(ev, Score{Kind: ScoreCorrection, Seat: seat, Side: g.Side(seat), Points: -x, Rule: "8.4c"})
	return nil
}

// takePegOut closes the reminder to peg out given to seat and returns the
// points it has not pegged.
func (g *Game) takePegOut(seat int) (int, error) {
	if err := g.checkSeat(seat); err != nil {
		return 0, err
	}
	if p := g.cl.pegOut; !p.open || int(p.seat) != seat {
		return 0, fmt.Errorf("%w: seat %d has not been reminded to peg out", ErrNoClaim, seat)
	}
	x := int(g.cl.pegOut.points)
	g.cl.pegOut = window{}
	return x, nil
}

func (a PegOut) by() (int, bool) { return a.Seat, false }

func (a PegOut) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	x, err := g.takePegOut(seat)
	if err != nil {
		return err
	}
	g.peg(ev, Score{Kind: ScoreClaim, Seat: seat, Side: g.Side(seat), Points: x, Rule: "8.11", Claimed: true})
	return nil
}

func (a RefusePegOut) by() (int, bool) { return a.Seat, false }

func (a RefusePegOut) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	x, err := g.takePegOut(seat)
	if err != nil {
		return err
	}
	emit(ev, JudgesCalled{Rule: "8.11a", Reason: fmt.Sprintf("seat %d refuses to peg out; the game is not over", seat)})
	emit(ev, Forfeited{Seat: seat, Points: x, Rule: "8.11a"})
	return nil
}

func (a Concede) by() (int, bool) { return a.Seat, false }

func (a Concede) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if !g.rules.MatchPlay() {
		return fmt.Errorf("%w: a qualifying round (Match.GamesToWin 0); play continues", ErrNoConcession)
	}
	if g.board().Sides != 2 {
		return fmt.Errorf("%w: %s", ErrNoConcession, codec.Count(g.board().Sides, "side"))
	}
	w := 1 - g.Side(seat)
	from := g.board().Pegs[w]
	emit(ev, Conceded{Seat: seat, Winner: w, Sides: g.board().Sides})
	to := Pegs{Front: g.rules.GameHole, Rear: from.Front}
	g.peg(ev, Score{Kind: ScorePlace, Seat: NoSeat, Side: w, Points: to.Front - from.Front, Rule: "8.11b", Place: to})
	return nil
}
