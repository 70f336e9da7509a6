package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
)

// The play of the cards as a transition of the game: the rules of the play
// themselves are PlayState's.

// Lay lays card c for seat, which must be the seat on turn (see PlayState
// for the rules of the play). The card's points, the go and last card are
// pegged in automatic mode; in claimed mode they wait for seat's Claim, and
// the next card laid closes the chance (a score not pegged before the next
// card is forfeited, rule 8.4d and 10.4b).
func (g Game) Lay(seat int, c cards.Card) (Game, []Event, error) {
	return g.step("lay", seat, func(g *Game, ev *[]Event) error {
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
			g.cl.rec = record{}
		}
		p, st, err := g.play.lay(c)
		if err != nil {
			return err
		}
		g.play = p
		*ev = append(*ev, Laid{Step: st})
		n0 := len(*ev)
		if g.scoreStep(ev, st) {
			// Over, or a score landed where its side folds: the fold has
			// settled who lays next. Report the count the card started
			// again, if the fold did not.
			if g.phase != PhaseOver && st.NewCount && !restarted((*ev)[n0:]) {
				*ev = append(*ev, CountRestarted{Leader: g.play.Turn()})
			}
			return nil
		}
		if st.NewCount {
			*ev = append(*ev, CountRestarted{Leader: st.Next})
		}
		if st.Next < 0 {
			g.beginShow(ev)
		}
		return nil
	})
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
		if g.score(ev, moment{kind: ScorePlay, seat: seat, truth: int8(pts), play: st.Score}) {
			return true
		}
	}
	n := g.Seats()
	for k := 1; k < n; k++ {
		t := (st.Seat + k) % n
		if st.Gone&(1<<t) != 0 {
			*ev = append(*ev, GoSaid{Seat: t, Count: st.Score.Count})
		}
	}
	return g.scoreGo(ev, st)
}

// scoreGo scores the go or last card a step earned, if any.
func (g *Game) scoreGo(ev *[]Event, st PlayStep) (cut bool) {
	switch {
	case st.GoPoint:
		return g.score(ev, moment{kind: ScoreGo, seat: int8(st.Seat), truth: 1})
	case st.LastCard:
		return g.score(ev, moment{kind: ScoreLast, seat: int8(st.Seat), truth: 1})
	}
	return false
}
