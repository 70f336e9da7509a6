// Package ruling holds the rulings of ACC rules 8.3 to 8.10 and 9.2 to 9.4
// on the incidents of a real table (a peg removed, a peg touched or
// dislodged, the opponent's peg used, the wrong track, a go pegged early, an
// overpeg, a false claim of game, a count out of turn, the starter or a hand
// mixed) as pure functions: each takes the facts of an incident and returns
// the [crib.Ruling], which [crib.Game.Apply] carries out with a
// [crib.ApplyRuling] action. A table that keeps its own score uses them
// alone.
//
// When each ruling applies in a game, and what it settles there:
//
//	RemovedFrontPeg  8.5a  as the offender records a score, before its claim or after it
//	                       while the count is open: pegs placed, the count recorded
//	RemovedBothPegs  8.5b  as 8.5a: pegs replaced, the count forfeited, no muggins
//	TouchedPeg       8.6   any time: nothing
//	DislodgedPegs    8.7   any time: the judges place the pegs (apply their ruling with Move)
//	UsedOpponentsPeg 8.8   as 8.5a: 2 to each nonoffender, then the count recorded
//	WrongTrack       8.9   as 8.5a: the count recorded
//	Overpegged       8.4c  at a table keeping its own score (claimed mode applies
//	GoPeggedEarly    8.10  these itself with Claim, Correct and Retract)
//	FalseClaimOfGame 8.4b
//	CountedFirst     9.2c  never in a game: Claim refuses the early count
//	StarterMixed     9.3a  in the show: 2 to each nonoffender
//	HandMixed        9.4   as the cards are mixed; in a game, the Mix action knows whose
//	                       cards and when
package ruling

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// FrontPegSlip says when a player who lifted the front peg instead of the
// rear one (rule 8.5a) noticed.
type FrontPegSlip uint8

// When the slip of rule 8.5a was noticed.
const (
	// SlipBeforeRelease: noticed with the peg still in hand (8.5a, first
	// case).
	SlipBeforeRelease FrontPegSlip = iota
	// SlipWrongDirection: the score was pegged backward with the front peg
	// and the peg released (8.5a, second case).
	SlipWrongDirection
	// SlipPeggedForward: noticed only after the front peg was used to peg
	// forward and released (8.5a, third case).
	SlipPeggedForward
)

// RemovedFrontPeg rules on rule 8.5a: a player with pegs p, about to record
// score, lifts the front peg.
//
//   - Noticed before the peg is released: the peg in hand becomes the rear
//     peg and only the latest score may be recorded; the previous score
//     (p.Front-p.Rear) is forfeited. The pegs end at p.Rear and
//     p.Rear+score.
//   - Pegged in the wrong direction and released: both pegs stay where they
//     are and this score and the previous one are forfeited. A peg taken back
//     past the start (from first street round to fourth street) is placed
//     behind the other peg; if the other peg is in the start hole, both go
//     back to the start (this package's reading of "both pegs end up on
//     fourth street": the board's only two-peg arrangement behind the start).
//   - Noticed only after the front peg was used to peg forward: the front
//     peg goes behind the rear peg and the latest score may be recorded (the
//     previous score is forfeited), with no overpegging penalty.
func RemovedFrontPeg(p crib.Pegs, score int, when FrontPegSlip) crib.Ruling {
	prev := p.Front - p.Rear
	switch when {
	case SlipWrongDirection:
		back := p.Front - score
		r := crib.Ruling{Rule: "8.5a", Move: true, Forfeit: score + prev, Count: crib.CountForfeited}
		switch {
		case back >= 0:
			r.Pegs = crib.Pegs{Front: max(back, p.Rear), Rear: min(back, p.Rear)}
			r.Text = "both pegs stay where they are; this score and the previous one are forfeited"
		case p.Rear > 0:
			r.Pegs = crib.Pegs{Front: p.Rear, Rear: p.Rear - 1}
			r.Text = "the peg taken back round to fourth street goes behind the other; this score and the previous one are forfeited"
		default:
			r.Text = "both pegs are taken off and the player starts from the zero hole again; this score and the previous one are forfeited"
		}
		return r
	case SlipPeggedForward:
		return crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: p.Rear, Rear: max(0, p.Rear-1)}, Record: score, Forfeit: prev, Count: crib.CountRecorded,
			Text: "the front peg goes behind the rear peg and the latest score is recorded; the previous score is forfeited, with no overpegging penalty"}
	}
	return crib.Ruling{Rule: "8.5a", Move: true, Pegs: crib.Pegs{Front: p.Rear, Rear: max(0, p.Rear-1)}, Record: score, Forfeit: prev, Count: crib.CountRecorded,
		Text: "the peg in hand becomes the rear peg and only the latest score is recorded; the previous score is forfeited"}
}

// RemovedBothPegs rules on rule 8.5b: a player with a score to record
// lifts both pegs. The front peg is replaced where it was (front; when the
// players do not agree where, judges decide), the other peg behind it, and
// the unpegged score is forfeited, with no muggins on it. But judges first
// decide whether the pegs were dislodged through a physical impairment: if
// so (impairment), rule 8.7 applies and the score is not forfeited.
func RemovedBothPegs(front, score int, agreed, impairment bool) crib.Ruling {
	r := crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: front, Rear: max(0, front-1)}}
	if !agreed {
		r.Judges = "decide where the front peg was"
	}
	if impairment {
		r.Rule = "8.5b, 8.7"
		r.Record = score
		r.Count = crib.CountRecorded
		r.Text = "the pegs were dislodged through a physical impairment: they are replaced and the score is recorded"
		return r
	}
	r.Forfeit = score
	r.NoMuggins = true
	r.Count = crib.CountForfeited
	r.Text = "the front peg is replaced and the other behind it; the unpegged score is forfeited, and muggins does not apply to it"
	return r
}

// TouchedPeg rules on rule 8.6: after notifying the opponent a player may
// tighten a loose peg or correct an overpegged score of its own (own true);
// accidentally touching the opponent's peg is no harm, no foul (rule 8.8
// when it was used to score).
func TouchedPeg(own bool) crib.Ruling {
	if own {
		return crib.Ruling{Rule: "8.6", Text: "after notifying the opponent, a player may adjust its own peg or correct an overpeg: no penalty"}
	}
	return crib.Ruling{Rule: "8.6", Text: "accidentally touching the opponent's peg: no harm, no foul"}
}

// Dislodged is the facts of rule 8.7: how many front pegs and back pegs were
// knocked out of the board (counting both players'), and whether the
// players agree where the front pegs belong.
type Dislodged struct {
	FrontPegs int // 0, 1 or 2
	BackPegs  int // 0, 1 or 2
	Agreed    bool
}

// DislodgedPegs rules on rule 8.7: a front peg knocked out is replaced in
// the hole where it belongs, as the players agree; if they do not, judges
// decide (for both, when both front pegs are out). Back pegs go anywhere
// behind their front pegs. No points change hands.
func DislodgedPegs(d Dislodged) crib.Ruling {
	r := crib.Ruling{Rule: "8.7"}
	switch {
	case d.FrontPegs > 0 && !d.Agreed:
		r.Judges = "decide where the front peg belongs"
		if d.FrontPegs > 1 {
			r.Judges = "decide where both front pegs belong"
		}
		r.Text = "the players do not agree: judges place the front peg"
	case d.FrontPegs > 0:
		r.Text = "the front peg is replaced where both players agree it belongs"
	default:
		r.Text = "no front peg moved"
	}
	if d.BackPegs > 0 {
		r.Text += "; a back peg may be placed anywhere behind its front peg"
	}
	return r
}

// UsedOpponentsPeg rules on rule 8.8: a player records a score with the
// opponent's peg. That peg goes back where it was, the nonoffender scores
// two penalty points, and the offender records the proper score with its own
// back peg. When the opponent's front peg was the one used (front), rule 8.7
// settles where it goes back, and judges decide if the players disagree.
func UsedOpponentsPeg(score int, front, agreed bool) crib.Ruling {
	r := crib.Ruling{Rule: "8.8", Award: 2, Record: score, Count: crib.CountRecorded,
		Text: "the opponent's peg goes back where it was; the nonoffender scores 2 and the offender records the score with its own back peg"}
	if front {
		r.Rule = "8.8, 8.7"
		if !agreed {
			r.Judges = "decide where the opponent's front peg belongs"
		}
	}
	return r
}

// WrongTrack rules on rule 8.9: a correct score pegged in the wrong track
// (or the opponent's) is moved to the proper track without penalty.
func WrongTrack(score int) crib.Ruling {
	return crib.Ruling{Rule: "8.9", Record: score, Count: crib.CountRecorded, Text: "the peg is moved to the proper track without penalty"}
}

// Underpegged rules on rule 8.3: a score pegged short (or a backward
// penalty pegged too far) cannot be corrected once the fingers leave the
// peg. (Muggins, when in effect, is rule 10; see [Game.CallMuggins].)
func Underpegged() crib.Ruling {
	return crib.Ruling{Rule: "8.3", Text: "no correction once the player's fingers are off the peg"}
}

// Overpegged rules on rule 8.4c: pegs p were pegged excess holes too far
// (short of the game hole; see FalseClaimOfGame otherwise), found before the
// next card or the acceptance of the count (8.4d; after that the score
// stands). The peg goes back to the correct hole; if the opponent found the
// error (byOpponent) the opponent scores its amount, and if the offender
// found it first, there is no penalty (having told the opponent).
func Overpegged(p crib.Pegs, excess int, byOpponent bool) crib.Ruling {
	r := crib.Ruling{Rule: "8.4c", Move: true, Pegs: crib.Pegs{Front: max(p.Rear, p.Front-excess), Rear: p.Rear},
		Text: "the peg goes back to the correct hole without penalty"}
	if byOpponent {
		r.Award = excess
		r.Text = "the peg goes back to the correct hole and the opponent scores the error"
	}
	return r
}

// FalseClaimOfGame rules on rules 8.4a and 8.4b: a player pegs into the
// game hole (or records the win, or moves a game-record peg) without the
// points. trueScore is the offender's true score, the hole its front peg
// belongs in: its score before the false claim, plus whatever the score it
// was pegging truly made (none, for a go that was not warranted; the hand's
// true count, for a hand overcounted into the game hole). The claim may not
// be corrected: judges are called, the offender's front peg goes to
// trueScore (the points actually scored), the opponent is awarded the
// points overclaimed, from trueScore up to the game hole, and the offender
// goes 15 holes back, even if the award wins the game for the opponent.
func FalseClaimOfGame(trueScore, gameHole int) crib.Ruling {
	return crib.Ruling{Rule: "8.4b", Judges: "confirm the false claim of game", Move: true,
		Pegs: crib.Pegs{Front: trueScore, Rear: max(0, trueScore-1)}, Award: max(0, gameHole-trueScore), Penalty: 15,
		Text: "the front peg goes to the points actually scored, the opponent scores the points overclaimed, and the offender goes 15 back"}
}

// EarlyGo is the facts of rule 8.10: a player pegged a go before the
// opponent announced it.
type EarlyGo struct {
	Pegs         crib.Pegs // the pegger's pegs after pegging the go
	Points       int       // the points pegged for the go (1)
	Count        int       // the count when it was pegged
	OpponentHand cards.Set // the cards the opponent still holds
	// FoundByOpponent: the opponent, not the pegger, found an unwarranted
	// go.
	FoundByOpponent bool
	GameHole        int // the game hole; 0 means 121
}

// GoPeggedEarly rules on rule 8.10: a go pegged before the opponent said go
// is judged by the cards left in the opponent's hand. If none fits under 31
// on the count, the go was warranted and stands. Otherwise it is an overpeg
// under rule 8.4: a false claim of game (8.4a-b) if it put the peg in the
// game hole, else the peg goes back and, when the opponent found it, the
// opponent scores the error (8.4c).
func GoPeggedEarly(f EarlyGo) crib.Ruling {
	if !canLay(f.OpponentHand, f.Count) {
		return crib.Ruling{Rule: "8.10", Text: "the opponent cannot lay: the go was warranted and stands"}
	}
	hole := f.GameHole
	if hole == 0 {
		hole = 121
	}
	if f.Pegs.Front >= hole {
		r := FalseClaimOfGame(f.Pegs.Front-f.Points, hole)
		r.Rule = "8.10, 8.4b"
		return r
	}
	r := Overpegged(f.Pegs, f.Points, f.FoundByOpponent)
	r.Rule = "8.10, 8.4c"
	r.Text = "the opponent can still lay: the go is an overpeg; " + r.Text
	return r
}

// CountedFirst rules on rule 9.2c: the dealer counts and pegs the hand
// before the pone has pegged. No penalty; the dealer retracts the points,
// the pone pegs, then the dealer. (The Game refuses such a count with
// ErrCountOrder, which is this ruling.)
func CountedFirst(dealerScore int) crib.Ruling {
	return crib.Ruling{Rule: "9.2c",
		Text: fmt.Sprintf("no penalty: the dealer retracts the %s, the pone pegs, then the dealer pegs", codec.Count(dealerScore, "point"))}
}

// MixedInto says where a card was mixed that should not have been.
type MixedInto uint8

// The places a card can stray into.
const (
	IntoHand MixedInto = iota + 1 // into the player's hand
	IntoCrib                      // into the crib
	IntoPack                      // into the pack
)

// StarterMixed rules on rule 9.3a: the starter placed in a hand or the crib
// or mixed into the pack (where). Judges are summoned and the offender is
// penalized two points (this package reads "penalized two points" as two
// points to the nonoffender, as in rules 8.8 and 9.4c). The judges put the
// starter back on top of the pack; when the players cannot agree on the
// starter, the judges help rebuild the five cards (known false); if the
// evidence is inconclusive, the nonoffender blindly draws two cards from the
// hand or crib and picks either as the starter; if it was mixed into the
// pack and cannot be found, a judge shuffles, the nonoffender cuts and a
// judge turns a new starter.
func StarterMixed(where MixedInto, known, conclusive bool) crib.Ruling {
	r := crib.Ruling{Rule: "9.3a", Award: 2, Judges: "retrieve the starter and place it on top of the pack"}
	switch {
	case known:
		r.Text = "the starter is retrieved; the offender is penalized 2"
	case where == IntoPack:
		r.Judges = "shuffle the pack; the nonoffender cuts and a judge turns a new starter"
		r.Text = "the starter cannot be found in the pack: a new starter is turned; the offender is penalized 2"
	case conclusive:
		r.Judges = "rebuild the five cards from the players' statements and the pegging, and retrieve the starter"
		r.Text = "the judges find the starter; the offender is penalized 2"
	default:
		r.Judges = "direct the nonoffender to draw two cards blindly from the hand or crib and pick either as the starter"
		r.Text = "the evidence is inconclusive: the nonoffender picks the starter from two cards drawn blindly; the other goes back; the offender is penalized 2"
	}
	return r
}

// Mixer is the player who mixed the cards, by its part in the deal.
type Mixer uint8

// The roles.
const (
	Pone   Mixer = iota + 1 // the dealer's opponent (in two-player play)
	Dealer                  // the dealer
)

// HandMixed rules on rule 9.4: cards mixed with other cards before they
// were counted and accepted. who is the player who mixed them; ofCrib says the
// crib was mixed (with the pack), otherwise the player's own hand (with the
// crib or the pack); points is the count lost or at stake.
//
//   - 9.4a: a player who mixes its hand before it is counted, pegged and
//     confirmed forfeits the hand's count.
//   - 9.4b: the dealer who mixes the crib with the pack forfeits the crib.
//   - 9.4c: the pone who mixes the crib with the pack is penalized two
//     points, and the dealer retrieves the crib and pegs it; if they
//     disagree on its cards (agreed false) judges help rebuild it, and cards
//     nobody recalls are made up from the top of the shuffled pack.
//
// After the count was pegged and confirmed (counted), mixing costs nothing.
func HandMixed(who Mixer, ofCrib, counted, agreed bool, points int) crib.Ruling {
	switch {
	case counted:
		return crib.Ruling{Rule: "9.4", Text: "the count was already pegged and confirmed: no penalty"}
	case !ofCrib:
		return crib.Ruling{Rule: "9.4a", Forfeit: points, Count: crib.CountForfeited, Text: "the hand was mixed before it was counted: its count is forfeited"}
	case who == Dealer:
		return crib.Ruling{Rule: "9.4b", Forfeit: points, Text: "the dealer mixed the crib with the pack: the crib count is forfeited"}
	}
	r := crib.Ruling{Rule: "9.4c", Award: 2, Text: "the pone mixed the crib with the pack: the pone is penalized 2 and the dealer retrieves the crib and pegs it"}
	if !agreed {
		r.Judges = "rebuild the crib from the players' recollection; a judge shuffles the rest of the pack and makes up any missing cards from the top"
	}
	return r
}

// The enums' names, by which they are written and read.
var (
	slips  = codec.Enum[FrontPegSlip]{Pkg: "ruling", Type: "FrontPegSlip", What: "a slip of rule 8.5a", Names: []string{"before release", "wrong direction", "pegged forward"}}
	wheres = codec.Enum[MixedInto]{Pkg: "ruling", Type: "MixedInto", What: "a place a card strays into", First: IntoHand, Names: []string{"hand", "crib", "pack"}}
	roles  = codec.Enum[Mixer]{Pkg: "ruling", Type: "Mixer", What: "a role", First: Pone, Names: []string{"pone", "dealer"}}
)

// String names when the slip was noticed: "before release", "wrong
// direction", "pegged forward".
func (s FrontPegSlip) String() string { return slips.String(s) }

// MarshalText implements encoding.TextMarshaler with the name.
func (s FrontPegSlip) MarshalText() ([]byte, error) { return slips.Marshal(s) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (s *FrontPegSlip) UnmarshalText(text []byte) error { return slips.Parse(s, text) }

// String names the place: "hand", "crib", "pack".
func (w MixedInto) String() string { return wheres.String(w) }

// MarshalText implements encoding.TextMarshaler with the name.
func (w MixedInto) MarshalText() ([]byte, error) { return wheres.Marshal(w) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (w *MixedInto) UnmarshalText(text []byte) error { return wheres.Parse(w, text) }

// String names the role: "pone", "dealer".
func (r Mixer) String() string { return roles.String(r) }

// MarshalText implements encoding.TextMarshaler with the name.
func (r Mixer) MarshalText() ([]byte, error) { return roles.Marshal(r) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (r *Mixer) UnmarshalText(text []byte) error { return roles.Parse(r, text) }

// canLay reports whether a card of h fits under 31 on count.
func canLay(h cards.Set, count int) bool {
	for c := range h.All() {
		if score.Value(c) <= 31-count {
			return true
		}
	}
	return false
}

// Names this release changed, kept for one release.
type (
	Where = MixedInto // Deprecated: Where is MixedInto.
	Role  = Mixer     // Deprecated: Role is Mixer.
)
