package crib

// The board a variant plugs in. A game of cribbage on a board whose holes
// change a peg's course (a board with special holes) is the ACC game with a
// different Pegger: every change of the board goes through it, and it says
// where each score lands, what happened there, and whether the side must
// fold. The other mechanics such a variant needs (a side folding its hands,
// a side sitting out a deal, a peg moved by a rule, points offered to be
// taken or declined) are the game's own, in variants.go and offers.go.

// A Pegger is the board a game's scores are pegged on. The game asks it to
// record every change of the board, whatever its source (a card's points,
// his heels, a hand, the crib, a penalty, muggins, a correction, an award,
// a placement by a ruling), and keeps what it returns: the board, the
// pegger itself when the board keeps a record of its own, and the events
// that report the score. The game then ends the game if a side's Front has
// reached the game hole, and folds the side if the pegger says so.
//
// A Pegger must be a pure function of its value and arguments (the game is
// a value that may be copied and replayed), and should be comparable, so
// that two games can be compared. The default is [TwoPegBoard], the ACC
// board of rule 8.1.
type Pegger interface {
	// Peg records sc on b and says what happened. It may move any side's
	// pegs for one score (a hole that sends one side back and the others
	// ahead). A ScorePlace puts the side's pegs at sc.Place.
	Peg(b Board, sc Score) Pegging
	// Muggins reports whether muggins ([Rules.Muggins]) applies to an
	// underpeg by side, b being the board before the score. Where it does
	// not, the underpeg is ruled as in a game without muggins (it stands,
	// rule 8.3, and a score that would have taken the side out calls for
	// the reminder of rule 8.11), and a muggins call on the side with no
	// window open is refused with ErrNoMuggins rather than penalised.
	Muggins(b Board, side int) bool
}

// Pegging is what a Pegger did for one score.
type Pegging struct {
	// Board is the board after the score: every side's pegs, Front being
	// each side's progress toward the game hole. The game keeps its own
	// Sides, GameHole and Games.
	Board Board
	// Pegger is the pegger after the score, for a board that keeps a
	// record of its own (which way each peg is on, who sits in a penalty
	// box); nil leaves it unchanged.
	Pegger Pegger
	// Events report the score, the pegger's own report first (the ACC
	// board reports a Pegged event), then what the board did.
	Events []Event
	// Fold: the score's side folds at once, as [Game.Fold] does: its cards
	// leave the play, it scores nothing more in the deal (a go or last card
	// its card would have earned is not pegged), its hands and its crib are
	// not counted, and no window for muggins or for correcting an overpeg
	// stays open on the score. A score that lands before the play (a
	// penalty taken during the discard) folds the side's hands when the
	// play begins; between deals there is nothing to fold.
	Fold bool
}

// TwoPegBoard is the default Pegger, the ACC board: every score is a
// [Board.Leapfrog] (rules 8.1, 8.2), a placement a [Board.Place], and muggins
// applies everywhere.
type TwoPegBoard struct{}

// Peg records sc by leapfrogging and reports it as a Pegged event.
func (TwoPegBoard) Peg(b Board, sc Score) Pegging {
	if sc.Side < 0 || sc.Side >= b.sides() {
		return Pegging{Board: b}
	}
	nb := leapfrogScore(b, sc)
	return Pegging{Board: nb, Events: []Event{Pegged{Score: sc, From: b.Pegs[sc.Side], Board: nb}}}
}

// leapfrogScore is the board [TwoPegBoard.Peg] leaves.
func leapfrogScore(b Board, sc Score) Board {
	if sc.Side < 0 || sc.Side >= b.Sides {
		return b
	}
	if sc.Kind == ScorePlace {
		return b.Place(sc.Side, sc.Place)
	}
	return b.Leapfrog(sc.Side, sc.Points)
}

// Muggins reports true: on the ACC board muggins, when it is played, applies
// everywhere.
func (TwoPegBoard) Muggins(Board, int) bool { return true }
