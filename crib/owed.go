package crib

import "fmt"

// Penalties and muggins scores pegged by the player owed them
// ([Rules.ClaimPenalties]), where players peg their own counts: ACC rule
// 10.3a-b makes an underpeg of them no muggins, so the rule needs the
// player to peg them.

// Owed reports points owed to a player in claimed mode with
// [Rules.ClaimPenalties]: penalty points, the error of an overpeg or an
// overclaim of game, or a muggins score, which the player pegs itself
// ([Game.Claim]; Next says ActOwed). Points is what is owed; Kind and Rule
// say what for.
type Owed struct {
	Seat   int       `json:"seat"`
	Side   int       `json:"side"`
	Sides  int       `json:"sides"`
	Points int       `json:"points"`
	Kind   ScoreKind `json:"kind"` // ScorePenalty, ScoreCorrection or ScoreMuggins
	Rule   string    `json:"rule"`
}

// Describe implements Event.
func (e Owed) Describe(names []string) string {
	what := Score{Kind: e.Kind, Rule: e.Rule}.What()
	return fmt.Sprintf("%s is owed %s for %s, to peg.", seatName(names, e.Seat), plural(e.Points, "point"), what)
}

// Owed returns the points owed to players and waiting for their claim
// ([Rules.ClaimPenalties]), in order; Next names the first as ActOwed.
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
			o := Owed{Seat: seat, Side: sc.Side, Sides: g.board.Sides, Points: sc.Points, Kind: sc.Kind, Rule: sc.Rule}
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
	for s := side; s < g.Seats(); s += g.board.Sides {
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
		return fmt.Errorf("%w: %d points", ErrBadClaim, points)
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
