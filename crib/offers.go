package crib

import "fmt"

// Points offered to be taken or declined ([Rules.Declinable]): a variant's
// rule that a side wronged by another's fault may decline the points, and a
// muggins caller may give the points back.

// offer holds o for its side's answer. Sides that sit out the deal are
// offered nothing, nor is anyone after the game is over.
func (g *Game) offer(ev *[]Event, o Offered) {
	if g.phase == PhaseOver || o.Points <= 0 || g.out&g.sideMask(o.Side) != 0 {
		return
	}
	o.Sides = g.board.Sides
	g.off = append(g.off[:len(g.off):len(g.off)], o) // a new array: copies of the game share the old one
	emit(ev, o)
}

// penalize gives points to the nonoffenders of a penalty, a correction or
// an overclaim, offender being the offending side: with [Rules.Declinable],
// an offer to every side but the offender's; otherwise the points go at
// once to each side in to, for seat (NoSeat: the side), pegged by the
// engine or, with [Rules.ClaimPenalties], owed for a player to peg (pay).
func (g *Game) penalize(ev *[]Event, offender, points int, kind ScoreKind, rule string, seat int, to ...int) {
	if g.rules.Declinable {
		for _, s := range g.others(offender) {
			g.offer(ev, Offered{Side: s, Seat: NoSeat, Points: points, Kind: kind, Rule: rule, GiveBack: NoSeat, GiveBackSeat: NoSeat})
		}
		return
	}
	for _, s := range to {
		g.pay(ev, Score{Kind: kind, Seat: seat, Side: s, Points: points, Rule: rule})
	}
}

// waiting reports whether points offered to a side wait for its answer, or
// points owed to a seat for its claim.
func (g *Game) waiting() bool { return len(g.off) > 0 || len(g.owe) > 0 }

// Offers returns the points offered to sides and waiting for their answer
// ([Rules.Declinable]), in order; Next names the first as ActOffer.
func (g Game) Offers() []Offered { return append([]Offered(nil), g.off...) }

func (g *Game) takeOffer(side int) (Offered, error) {
	if err := g.checkSide(side); err != nil {
		return Offered{}, err
	}
	for i, o := range g.off {
		if o.Side == side {
			g.off = append(g.off[:i:i], g.off[i+1:]...) // a new array, as in offer
			if len(g.off) == 0 {
				g.off = nil
			}
			return o, nil
		}
	}
	return Offered{}, fmt.Errorf("%w: side %d has no points offered", ErrNoClaim, side)
}

// TakeOffer is side taking the points offered to it ([Rules.Declinable]): they
// are pegged (through the game's Pegger, like any score; they may win the
// game), or with [Rules.ClaimPenalties] owed to a player of the side to peg.
// With several offers waiting, sides may answer in any order.
// answers: taking points offered is what the game waits for.
func (TakeOffer) answers(*Game) bool { return true }

func (a TakeOffer) by() (int, bool) { return a.Side, true }

func (a TakeOffer) do(g *Game, ev *[]Event) error {
	side := a.Side
	o, err := g.takeOffer(side)
	if err != nil {
		return err
	}
	g.pay(ev, Score{Kind: o.Kind, Seat: o.Seat, Side: side, Points: o.Points, Rule: o.Rule})
	g.resume(ev)
	return nil
}

// DeclineOffer is side declining the points offered to it ([Rules.Declinable]):
// penalty points are pegged by no one; points taken by muggins go back to
// the side that missed them, which pegs them.
// answers: declining points offered is what the game waits for.
func (DeclineOffer) answers(*Game) bool { return true }

func (a DeclineOffer) by() (int, bool) { return a.Side, true }

func (a DeclineOffer) do(g *Game, ev *[]Event) error {
	side := a.Side
	o, err := g.takeOffer(side)
	if err != nil {
		return err
	}
	emit(ev, Declined{Side: side, Sides: g.board.Sides, Points: o.Points, GiveBack: o.GiveBack})
	if o.GiveBack >= 0 {
		g.peg(ev, Score{Kind: o.Kind, Seat: o.GiveBackSeat, Side: o.GiveBack, Points: o.Points, Rule: o.Rule + ", given back"})
	}
	g.resume(ev)
	return nil
}
