package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// The show: the hands counted in the order of rule 9.2, then the crib, and
// the end of the deal.

func (Count) by() (int, bool) { return NoSeat, false }

func (Count) do(g *Game, ev *[]Event) error {
	if err := g.checkPhase(PhaseShow, "counting"); err != nil {
		return err
	}
	if g.rules.Claimed {
		return fmt.Errorf("%w: in claimed mode each player claims their count", ErrWrongPhase)
	}
	m := g.show(ev)
	g.peg(ev, Score{Kind: m.kind, Seat: int(m.seat), Side: g.Side(int(m.seat)), Points: int(m.truth)})
	g.afterShow(ev)
	return nil
}

// counter returns the seat whose hand (or crib, for the dealer after all
// hands) is counted next.
func (g Game) counter() int {
	if int(g.shown) >= g.Seats() {
		return int(g.dealer)
	}
	return (int(g.dealer) + 1 + int(g.shown)) % g.Seats()
}

// beginShow ends the play: the show begins, passing over the hands of sides
// that do not play on.
func (g *Game) beginShow(ev *[]Event) {
	g.phase = PhaseShow
	g.shown = 0
	g.skipCounts(ev)
}

// nextCount returns the hand or crib counted next: whose, whether it is the
// crib, its cards and its points.
func (g *Game) nextCount() (seat int, crib bool, four [4]cards.Card, pts int) {
	seat = g.counter()
	crib = int(g.shown) >= g.Seats()
	set := g.hands[seat]
	if crib {
		set = g.crib
	}
	set.AppendTo(four[:0])
	if crib {
		return seat, crib, four, score.Crib(four, g.start)
	}
	return seat, crib, four, score.Hand(four, g.start)
}

// lostCount reports whether the hand or crib counted next was mixed with
// other cards before it was counted ([Game.Mix]).
func (g *Game) lostCount() bool {
	if int(g.shown) >= g.Seats() {
		return g.lost&lostCrib != 0
	}
	return g.lost&(1<<g.counter()) != 0
}

// show lays out the next hand or crib and returns its moment.
func (g *Game) show(ev *[]Event) moment {
	seat, crib, four, pts := g.nextCount()
	kind := ScoreHand
	if crib {
		kind = ScoreCrib
	}
	emit(ev, Shown{Seat: seat, Side: g.Side(seat), Crib: crib, Cards: four, Starter: g.start, Points: pts})
	g.shown++
	return moment{kind: kind, seat: int8(seat), truth: int16(pts)}
}

// afterShow moves on after a count: in claimed mode, after the dealer's
// hand or the crib, to its acceptance; otherwise to the next count, passing
// over those that are not counted, or past the crib to the next deal. A
// count that ended the game, or folded a side whose fold ended the deal,
// leaves nothing to do.
func (g *Game) afterShow(ev *[]Event) {
	if g.phase != PhaseShow {
		return
	}
	if g.rules.Claimed {
		switch int(g.shown) {
		case g.Seats():
			g.cl.accept = awaitHand
			return
		case g.Seats() + 1:
			g.cl.accept = awaitCrib
			return
		}
	}
	if int(g.shown) > g.Seats() {
		g.endDeal(ev)
		return
	}
	g.skipCounts(ev)
}

// endDeal ends the deal: the deal passes to the left, and everyone plays
// the next one.
func (g *Game) endDeal(ev *[]Event) {
	g.dealer = int8((int(g.dealer) + 1) % g.Seats())
	g.phase = PhaseDeal
	g.away = [MaxSeats]cards.Set{}
	g.out = 0
	g.cl = claims{}
	emit(ev, DealOver{Deal: g.deal, NextDealer: int(g.dealer), Board: g.board()})
}
