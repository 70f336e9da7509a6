package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
)

// Points offered to be taken or declined ([Rules.Declinable]): a variant's
// rule that a side wronged by another's fault may decline the points, and a
// muggins caller may give the points back.

// offer holds o for its side's answer. Sides that sit out the deal are
// offered nothing, nor is anyone after the game is over.
func (g *Game) offer(ev *[]Event, o Offered) {
	if g.phase == PhaseOver || o.Points <= 0 || g.out&g.sideMask(o.Side) != 0 {
		return
	}
	o.Sides = g.board().Sides
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
// ([Rules.Declinable]), in order; Next names the first as StepOffer.
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
	emit(ev, Declined{Side: side, Sides: g.board().Sides, Points: o.Points, GiveBack: o.GiveBack})
	if o.GiveBack >= 0 {
		g.peg(ev, Score{Kind: o.Kind, Seat: o.GiveBackSeat, Side: o.GiveBack, Points: o.Points, Rule: o.Rule + ", given back"})
	}
	g.resume(ev)
	return nil
}

// Penalties and muggins scores pegged by the player owed them
// ([Rules.ClaimPenalties]), where players peg their own counts: ACC rule
// 10.3a-b makes an underpeg of them no muggins, so the rule needs the
// player to peg them.

// Owed reports points owed to a player who pegs them itself
// ([Rules.ClaimPenalties]; Next says StepOwed): a penalty, the error of an
// overpeg or overclaim, or a muggins score.
type Owed struct {
	Seat   int       `json:"seat"`
	Side   int       `json:"side"`
	Sides  int       `json:"sides"`
	Points int       `json:"points"`
	Kind   ScoreKind `json:"kind"` // ScorePenalty, ScoreCorrection or ScoreMuggins
	Rule   string    `json:"rule"`
}

func (e Owed) Describe(names []string) string {
	what := Score{Kind: e.Kind, Rule: e.Rule}.What()
	return fmt.Sprintf("%s is owed %s for %s, to peg.", seatName(names, e.Seat), plural(e.Points, "point"), what)
}

// Owed returns the points owed to players and waiting for their claim
// ([Rules.ClaimPenalties]), in order; Next names the first as StepOwed.
func (g Game) Owed() []Owed { return append([]Owed(nil), g.owe...) }

// owedKind reports whether points of kind are owed to a player by another's
// fault, or by a call: a penalty, the error of an overpeg or overclaim, a
// muggins score. Muggins never applies to them (rule 10.3a-b).
func owedKind(kind ScoreKind) bool {
	return kind == ScorePenalty || kind == ScoreCorrection || kind == ScoreMuggins
}

// pay gives sc's points (a penalty, a correction, a muggins score) to sc's
// side: pegged by the engine, or with [Rules.ClaimPenalties] in claimed mode
// owed to a player of the side to peg (to sc.Seat if it is one of them).
func (g *Game) pay(ev *[]Event, sc Score) {
	if g.rules.Claimed && g.rules.ClaimPenalties && sc.Points > 0 && g.phase != PhaseOver {
		if seat, ok := g.payee(sc.Side, sc.Seat); ok {
			o := Owed{Seat: seat, Side: sc.Side, Sides: g.board().Sides, Points: sc.Points, Kind: sc.Kind, Rule: sc.Rule}
			g.owe = append(g.owe[:len(g.owe):len(g.owe)], o) // a new array: copies of the game share the old one
			emit(ev, o)
			return
		}
	}
	g.peg(ev, sc)
}

// payee returns the player of side who pegs points owed to it: seat, if it
// is one of the side's players in the deal, else the side's first player
// in the deal.
func (g *Game) payee(side, seat int) (int, bool) {
	if seat >= 0 && seat < g.Seats() && g.Side(seat) == side && g.out&(1<<seat) == 0 {
		return seat, true
	}
	for s := side; s < g.Seats(); s += g.board().Sides {
		if g.out&(1<<s) == 0 {
			return s, true
		}
	}
	return NoSeat, false
}

// owes returns the place in g.owe of the points owed to seat, or -1.
func (g *Game) owes(seat int) int {
	for i, o := range g.owe {
		if o.Seat == seat {
			return i
		}
	}
	return -1
}

// claimOwed is seat's claim of points owed to it: pegged as claimed. An
// underpeg, or pegging nothing, stands and is no muggins (rule 10.3a-b); an
// overpeg is open to correction (8.4c) until the next card or acceptance;
// a claim into the game hole with too few points is a false claim of game
// (8.4a); a claim that misses the game hole the points owed reach calls for
// the reminder of 8.11 (without muggins, outside match play).
func (g *Game) claimOwed(ev *[]Event, seat, points int) error {
	if points < 0 || points > g.rules.GameHole {
		return fmt.Errorf("%w: %s", ErrBadClaim, codec.Count(points, "point"))
	}
	i := g.owes(seat)
	o := g.owe[i]
	g.owe = append(g.owe[:i:i], g.owe[i+1:]...) // a new array, as in pay
	if len(g.owe) == 0 {
		g.owe = nil
	}
	g.settle(ev, seat, points, []moment{{kind: o.Kind, seat: int8(seat), truth: int16(o.Points)}}, true, o.Rule)
	g.resume(ev)
	return nil
}
