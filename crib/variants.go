package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// General mechanics for variants of the game, beyond the ACC rules: a side
// folding its hands for the rest of a deal, a side sitting out a deal (which
// the players left play by the standard layout for their number), a peg
// moved by a rule rather than for points scored. A board with special holes
// (see Pegger) uses them; the Crib Wars penalty box is one example.

// sideMask returns the seats of side (a bit mask).
func (g Game) sideMask(side int) uint8 {
	var mask uint8
	for s := side; s < g.Seats(); s += g.rules.Layout.Sides {
		mask |= 1 << s
	}
	return mask
}

// foldOnLanding folds side where the pegger says a score has landed: at
// once in the play or the show; before the play, its hands are folded when
// the play begins; between deals there is nothing to fold. A side that has
// folded or sits out already is left as it is. It reports whether the side
// folded.
func (g *Game) foldOnLanding(ev *[]Event, side int) bool {
	mask := g.sideMask(side)
	if (g.folded|g.out)&mask != 0 {
		return false
	}
	switch g.phase {
	case PhasePlay, PhaseShow:
		g.fold(ev, side)
		return true
	case PhaseDiscard, PhaseStarter:
		g.folded |= mask
		emit(ev, Folded{Side: side, Sides: g.board().Sides})
		return true
	}
	return false
}

func (a Fold) by() (int, bool) { return a.Side, true }

func (a Fold) do(g *Game, ev *[]Event) error {
	side := a.Side
	if g.phase != PhasePlay && g.phase != PhaseShow {
		return fmt.Errorf("%w: folding during the %s", ErrWrongPhase, g.phase)
	}
	if err := g.checkSide(side); err != nil {
		return err
	}
	mask := g.sideMask(side)
	if g.out&mask != 0 {
		return fmt.Errorf("%w: side %d", ErrSitsOut, side)
	}
	if g.folded&mask != 0 {
		return fmt.Errorf("%w: side %d has folded already", ErrWrongPhase, side)
	}
	g.fold(ev, side)
	return nil
}

// fold folds side during the play or the show (see Fold).
func (g *Game) fold(ev *[]Event, side int) {
	mask := g.sideMask(side)
	g.folded |= mask
	if g.cl.npend > 0 && mask&(1<<g.cl.pend[0].seat) != 0 {
		g.cl.clearPending()
	}
	if p := g.cl.pegOut; p.open && mask&(1<<p.seat) != 0 {
		g.cl.pegOut = window{}
	}
	if r := g.cl.rec; r != nil && mask&(1<<r.seat) != 0 {
		g.cl.rec = nil
	}
	g.cl.unsaid &^= mask
	g.cl.waitGo &^= mask
	emit(ev, Folded{Side: side, Sides: g.board().Sides})
	if g.phase == PhasePlay {
		// Every side folded so far, not only this one: a card laid by a
		// side that folded earlier earns no go or last card now.
		p, st := g.play.Fold(g.folded)
		g.play = p
		if g.scoreGo(ev, st) {
			return // over, or the go folded another side, whose fold went on from here
		}
		if st.NewCount {
			emit(ev, CountRestarted{Leader: st.Next})
		}
		if st.Next < 0 {
			g.beginShow(ev)
			return
		}
	}
	g.skipCounts(ev)
}

// skipCounts passes over the counts that are not counted when their turn
// comes in the show: the hands of sides that do not play on (folded, or
// sitting out), and the crib if the dealer's side is one of them, silently;
// a hand or crib mixed with other cards before it was counted ([Game.Mix],
// rule 9.4a-b) with a Forfeited event. It ends the deal when nothing is left
// to count, and reports whether it did.
func (g *Game) skipCounts(ev *[]Event) bool {
	skip := g.folded | g.out
	if g.phase != PhaseShow || g.cl.accept != awaitNothing || (skip == 0 && g.lost == 0) {
		return false
	}
	n := g.Seats()
	for int(g.shown) <= n {
		if skip&(1<<g.counter()) == 0 {
			if !g.lostCount() {
				return false
			}
			if g.shown == 0 {
				g.cl.playMiss = [MaxSeats]int8{} // 10.4b: the pone's hand has passed
			}
			seat, crib, _, pts := g.nextCount()
			rule := "9.4a"
			if crib {
				rule = "9.4b"
			}
			emit(ev, Forfeited{Seat: seat, Points: pts, Rule: rule})
		}
		g.shown++
	}
	g.endDeal(ev)
	return true
}

func (a Award) by() (int, bool) { return a.Side, true }

func (a Award) do(g *Game, ev *[]Event) error {
	side, points, rule := a.Side, a.Points, a.Rule
	if err := g.checkSide(side); err != nil {
		return err
	}
	if points < 0 {
		return fmt.Errorf("%w: an award of %d", ErrBadClaim, points)
	}
	g.peg(ev, Score{Kind: ScoreAward, Seat: NoSeat, Side: side, Points: points, Rule: rule})
	return nil
}

func (Redeal) by() (int, bool) { return NoSeat, false }

func (Redeal) do(g *Game, ev *[]Event) error {
	if g.phase < PhaseDiscard || g.phase > PhaseShow {
		return fmt.Errorf("%w: calling off a deal in the %v", ErrWrongPhase, g.phase)
	}
	g.phase = PhaseDeal
	g.away = [MaxSeats]cards.Set{}
	g.out = 0
	g.cl = claims{}
	emit(ev, Redealt{Deal: g.deal, Dealer: int(g.dealer)})
	return nil
}

func (a SitOut) by() (int, bool) { return a.Side, true }

func (a SitOut) do(g *Game, ev *[]Event) error {
	side := a.Side
	if err := g.checkPhase(PhaseDeal, "sitting out"); err != nil {
		return err
	}
	if err := g.checkSide(side); err != nil {
		return err
	}
	l := g.rules.Layout
	mask := g.sideMask(side)
	if g.out&mask != 0 {
		return fmt.Errorf("%w: side %d already sits out", ErrSitsOut, side)
	}
	out := g.out | mask
	k := sidesOut(out, l.Sides)
	if _, err := LayoutFor(l.Seats-k*(l.Seats/l.Sides), l.Sides-k); err != nil || l.Sides-k < 2 {
		return fmt.Errorf("%w: side %d cannot sit out: %d of %s would play", ErrSitsOut, side, l.Sides-k, codec.Count(l.Sides, "side"))
	}
	g.out = out
	if g.out&(1<<g.dealer) != 0 {
		g.dealer = int8(g.inSeat(int(g.dealer), 1))
	}
	emit(ev, SatOut{Side: side, Sides: l.Sides, Dealer: int(g.dealer)})
	return nil
}

// sidesOut counts the sides whose seats are in out (seat s is on side s for
// s below sides).
func sidesOut(out uint8, sides int) int {
	k := 0
	for s := range sides {
		if out&(1<<s) != 0 {
			k++
		}
	}
	return k
}

// SitsOut reports whether seat sits out the deal (SitOut).
func (g Game) SitsOut(seat int) bool { return inMask(g.out, seat) }

// Folded reports whether seat's side has folded this deal ([Game.Fold], or a
// score that landed where its side folds).
func (g Game) Folded(seat int) bool { return inMask(g.folded, seat) }

// DealLayout returns the layout the current deal is played by: the rules'
// layout, or with sides sitting out (SitOut), the standard layout of the
// players left. Seats keep their numbers: the deal's layout gives the cards
// dealt and laid away and where they go.
func (g Game) DealLayout() Layout { return g.dealLayout() }

func (g *Game) dealLayout() Layout { return dealLayoutOf(g.rules.Layout, g.out) }

// dealLayoutOf returns the layout a deal of l is played by with the seats
// out sitting out.
func dealLayoutOf(l Layout, out uint8) Layout {
	if out == 0 || l.Sides <= 0 || l.Seats <= 0 {
		return l
	}
	k := sidesOut(out, l.Sides)
	dl, _ := LayoutFor(l.Seats-k*(l.Seats/l.Sides), l.Sides-k) // SitOut checked it exists
	return dl
}

// inSeat returns the k-th seat clockwise after from among the seats that
// do not sit out this deal (k >= 1).
func (g Game) inSeat(from, k int) int {
	n := g.Seats()
	s := from
	for k > 0 {
		s = (s + 1) % n
		if g.out&(1<<s) == 0 {
			k--
		}
	}
	return s
}

// LayoutFor returns the standard layout for seats players in sides sides:
// TwoPlayer (2, 2), ThreePlayer (3, 3), FourPlayer (4, 2) or SixPlayer (6,
// 3). Other seatings have no standard layout (ErrBadRules): build a Layout.
func LayoutFor(seats, sides int) (Layout, error) {
	switch {
	case seats == 2 && sides == 2:
		return TwoPlayer(), nil
	case seats == 3 && sides == 3:
		return ThreePlayer(), nil
	case seats == 4 && sides == 2:
		return FourPlayer(), nil
	case seats == 6 && sides == 3:
		return SixPlayer(), nil
	}
	return Layout{}, fmt.Errorf("crib: %w: no standard layout for %s in %s", ErrBadRules, codec.Count(seats, "player"), codec.Count(sides, "side"))
}
