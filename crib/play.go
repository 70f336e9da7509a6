package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
)

// The play of the cards as a transition of the game: the rules of the play
// themselves are PlayState's.

func (a Lay) by() (int, bool) { return a.Seat, false }

func (a Lay) do(g *Game, ev *[]Event) error {
	seat, c := a.Seat, a.Card
	if err := g.checkPhase(PhasePlay, "laying a card"); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if seat != g.play.Turn() {
		return fmt.Errorf("%w: seat %d to lay", ErrNotYourTurn, g.play.Turn())
	}
	if !g.play.Hand(seat).Has(c) {
		return fmt.Errorf("%w: %v", ErrNotInHand, c)
	}
	if err := g.play.check(c); err != nil {
		return err
	}
	if g.rules.Claimed {
		if err := g.flushPending(ev); err != nil {
			return err
		}
		g.cl.over = overpeg{} // rule 8.4d: the next card closes it
		g.cl.rec = nil
		if g.play.Count() == 0 {
			g.cl.goes = goes{} // a new count: the goes of the last are said or moot
		}
	}
	p, st, err := g.play.lay(c)
	if err != nil {
		return err
	}
	g.play = p
	emit(ev, Laid{Step: st})
	n0 := 0
	if ev != nil {
		n0 = len(*ev)
	}
	if g.scoreStep(ev, st) {
		// Over, or a score landed where its side folds: the fold has
		// settled who lays next. Report the count the card started
		// again, if the fold did not.
		if ev != nil && g.phase != PhaseOver && st.NewCount && !restarted((*ev)[n0:]) {
			emit(ev, CountRestarted{Leader: g.play.Turn()})
		}
		return nil
	}
	if st.NewCount {
		emit(ev, CountRestarted{Leader: st.Next})
	}
	if st.Next < 0 {
		g.beginShow(ev)
	}
	return nil
}

// layActions holds every Lay of a card byte below 64 by a seat, boxed once
// as an Action, so that laying a card allocates none.
var layActions = func() (t [MaxSeats][64]Action) {
	for s := range t {
		for c := range t[s] {
			t[s][c] = Lay{s, cards.Card(c)}
		}
	}
	return t
}()

// layAction returns Lay{seat, c} as an Action.
func layAction(seat int, c cards.Card) Action {
	if seat >= 0 && seat < MaxSeats && c < 64 {
		return layActions[seat][c]
	}
	return Lay{seat, c}
}

func restarted(ev []Event) bool {
	for _, e := range ev {
		if _, ok := e.(CountRestarted); ok {
			return true
		}
	}
	return false
}

// scoreStep scores a card laid: its points, the goes said, the go or last
// card point. In claimed mode they become the seat's pending moments. It
// reports whether a score cut the deal's flow short (see peg).
func (g *Game) scoreStep(ev *[]Event, st PlayStep) (cut bool) {
	seat := int8(st.Seat)
	if pts := st.Score.Points(); g.rules.Claimed || pts > 0 {
		if g.score(ev, moment{kind: ScorePlay, seat: seat, truth: int16(pts), play: st.Score}) {
			return true
		}
	}
	if g.rules.Claimed {
		// The players who cannot lay say go themselves (Game.Go).
		g.cl.unsaid |= st.Gone
		if st.Gone != 0 {
			g.cl.count = int8(st.Score.Count)
		}
		return g.scoreGo(ev, st)
	}
	n := g.Seats()
	for k := 1; k < n; k++ {
		t := (st.Seat + k) % n
		if st.Gone&(1<<t) != 0 {
			emit(ev, GoSaid{Seat: t, Count: st.Score.Count})
		}
	}
	return g.scoreGo(ev, st)
}

// scoreGo scores the go or last card a step earned, if any. In claimed
// mode the go point waits for its claim, and for the players who cannot lay
// to say go ([Game.Go]): claimed before that, it is a go pegged before it was
// announced (rule 8.10).
func (g *Game) scoreGo(ev *[]Event, st PlayStep) (cut bool) {
	switch {
	case st.GoPoint:
		g.cl.unsaid &^= g.folded
		g.cl.waitGo = g.cl.unsaid
		return g.score(ev, moment{kind: ScoreGo, seat: int8(st.Seat), truth: 1})
	case st.LastCard:
		return g.score(ev, moment{kind: ScoreLast, seat: int8(st.Seat), truth: 1})
	}
	return false
}

func (a Go) by() (int, bool) { return a.Seat, false }

func (a Go) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	if err := g.checkClaimed(); err != nil {
		return err
	}
	if err := g.checkPhase(PhasePlay, "saying go"); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	bit := uint8(1) << seat
	if g.cl.unsaid&bit == 0 {
		if g.play.CanLay(seat) {
			return fmt.Errorf("%w: seat %d can lay on %d", ErrMustLay, seat, g.play.Count())
		}
		return fmt.Errorf("%w: seat %d has no go to say", ErrNoClaim, seat)
	}
	g.cl.unsaid &^= bit
	g.cl.waitGo &^= bit
	emit(ev, GoSaid{Seat: seat, Count: int(g.cl.count)})
	return nil
}

// MaySayGo reports whether seat may say go now (claimed mode, [Game.Go]): it
// cannot lay in the count, and has not said so yet.
func (g Game) MaySayGo(seat int) bool {
	return g.phase == PhasePlay && inMask(g.cl.unsaid, seat)
}
