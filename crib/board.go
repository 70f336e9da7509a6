package crib

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/score"
)

// Pegs is one side's two pegs on the board: the front peg marks the score,
// the rear peg the score before the last one recorded (rule 8.1). Hole 0 is
// the start (the "zero hole" of rule 8.5a).
type Pegs struct {
	Front int
	Rear  int
}

// Board is the cribbage board of rule 8.1: two pegs for each side, the game
// hole, and the game-record pegs that count the games each side has won in a
// match. It is a small comparable value.
type Board struct {
	Sides    int
	GameHole int
	Pegs     [MaxSides]Pegs
	Games    [MaxSides]int // game-record pegs: games won in the match

	// Track is the Pegger's own record of where each side's front peg is,
	// beside its hole: for a board with more than one way to the game hole
	// (the side paths of a Crib Wars board), which way the peg is on. The
	// game never reads it and only the Pegger writes it; it is 0 on the
	// ACC board, and a peg placed by a ruling (Game.ApplyRuling) is put
	// back to 0. Whatever track a peg is on, Front is its score: how far
	// along the game it is, so that a side whose Front reaches the game
	// hole wins (Out), and the skunk lines, his heels near the end and the
	// limits of rules 8.4 and 10.4a all read Front.
	Track [MaxSides]int
}

// NewBoard returns a board for sides sides (2 to MaxSides) with every peg at
// the start.
func NewBoard(sides, gameHole int) Board { return Board{Sides: sides, GameHole: gameHole} }

// Score returns side's score, the hole of its front peg.
func (b Board) Score(side int) int {
	if side < 0 || side >= b.Sides {
		return 0
	}
	return b.Pegs[side].Front
}

// Out reports whether side's front peg is in the game hole.
func (b Board) Out(side int) bool { return b.Score(side) >= b.GameHole }

// Leapfrog records a score of n for side the way rule 8.1 says: the rear peg
// jumps over the front peg n holes and becomes the front peg. A score of zero
// touches no peg (rule 8.2). A forward score stops in the game hole: no peg
// goes past it.
//
// A negative n is a backward penalty (rule 8.4b's 15 points, a correction of
// rule 8.4c): the front peg goes back n holes (no further than the start, the
// reading of this package: a score is never below zero), and the rear peg, if
// it would then be level with or ahead of it, goes to the hole behind it.
func (b Board) Leapfrog(side, n int) Board {
	if side < 0 || side >= b.Sides || n == 0 {
		return b
	}
	p := &b.Pegs[side]
	if n > 0 {
		p.Rear = p.Front
		p.Front = min(p.Front+n, b.GameHole)
		return b
	}
	p.Front = max(0, p.Front+n)
	if p.Rear >= p.Front {
		p.Rear = max(0, p.Front-1)
	}
	return b
}

// String shows the scores: "121-87" for two sides, "61-55-40" for three.
func (b Board) String() string {
	parts := make([]string, b.Sides)
	for i := range b.Sides {
		parts[i] = fmt.Sprint(b.Pegs[i].Front)
	}
	return strings.Join(parts, "-")
}

// ScoreKind says what a score is for.
type ScoreKind uint8

// The kinds of score. Every peg move in a game is one of these, reported as
// its own Pegged event.
const (
	// ScoreHeels: two for his heels, a Jack turned as the starter (to the
	// dealer).
	ScoreHeels ScoreKind = iota + 1
	// ScorePlay: a card's points in the play: 15, 31, pairs, runs (with
	// Score.Play itemising them). A 31 made with a pair or run is one score.
	ScorePlay
	// ScoreGo: one for the go.
	ScoreGo
	// ScoreLast: one for last card.
	ScoreLast
	// ScoreHand: the show of a hand.
	ScoreHand
	// ScoreCrib: the show of the crib.
	ScoreCrib
	// ScoreClaim: points a player pegged in claimed mode for more than one
	// scoring moment at once (a card and its go, say).
	ScoreClaim
	// ScorePenalty: penalty points to a nonoffender, or (negative) a
	// backward penalty (rule 8.4b's 15 holes), with Score.Rule naming the
	// rule.
	ScorePenalty
	// ScoreMuggins: points taken by a muggins call (rule 10).
	ScoreMuggins
	// ScoreCorrection: an overpeg put right (rule 8.4b-c): the offender's
	// front peg back to the true score (negative), or the points of the
	// error to the opponent (positive).
	ScoreCorrection
	// ScoreAward: holes a rule moves a side's peg outright rather than
	// points it scored (Game.Award). On the ACC board it is pegged like any
	// score; a board with special holes may treat it apart (Crib Wars: an
	// award never lands a peg in a penalty box or time trap).
	ScoreAward
)

var kindNames = [...]string{"", "his heels", "play", "go", "last card", "hand", "crib", "claim", "penalty", "muggins", "correction", "award"}

// String names the kind: "his heels", "play", "go", ...
func (k ScoreKind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("ScoreKind(%d)", uint8(k))
}

// Score is one score about to be pegged: what it is for, whose it is, and
// how many holes (negative for a backward peg). Every score of a game goes
// through the rules' Pegger with one of these.
type Score struct {
	Kind   ScoreKind
	Seat   int // the seat it is for, or -1 for an award to a side
	Side   int
	Points int
	// Play itemises a ScorePlay (and is the card's PlayScore of a
	// ScoreClaim that includes a card).
	Play score.PlayScore
	// Rule names the rule behind a penalty or correction ("8.4b").
	Rule string
	// Claimed: the points are what the player claimed, not what the
	// engine computed (claimed mode).
	Claimed bool
}

// A Pegger moves a side's pegs for a score and returns the new board. It is
// the one place every score of a game goes through, so a board with special
// holes (Crib Wars) can decide where each score lands; it may return events
// of its own (a peg sliding on), which the game passes on after the Pegged
// event. It must be a pure function of its arguments. The game ends when a
// side's Board.Out.
//
// A Pegger may move any side's pegs for one score (a Crib Wars penalty box
// sends one side back and the others ahead) and may keep state of its own in
// Board.Track. Two optional interfaces let a board do more: a FoldingPegger
// makes a side fold where a score lands, and a MugginsPegger limits muggins
// to part of the board.
type Pegger interface {
	Peg(b Board, sc Score) (Board, []Event)
}

// A FoldingPegger is a Pegger whose board can end a side's deal where a score
// lands (the Crib Wars penalty box: "they must fold their hand and crib and
// their partner's hand and crib at once"). The game calls PegFold instead of
// Peg; when fold is true and the game is not over, sc's side folds at once, as
// Game.Fold does: its cards leave the play, it scores nothing more in the
// play (a go or last card its card would have earned is not pegged), its
// hands and its crib are not counted, and no window for muggins or for
// correcting an overpeg stays open on the score. A score that lands before
// the play (a penalty taken during the discard) folds the side's hands when
// the play begins; between deals there is nothing to fold.
type FoldingPegger interface {
	Pegger
	PegFold(b Board, sc Score) (nb Board, ev []Event, fold bool)
}

// A MugginsPegger is a Pegger whose board allows muggins (Rules.Muggins) on
// only some of its holes (Crib Wars' Muggers Alley, the first 121). The game
// asks Muggins about the side whose score was underpegged, with the board as
// it was before that score was pegged: if it reports false, the underpeg is
// ruled as in a game without muggins (it stands, rule 8.3, and a score that
// would have taken the side out calls for the reminder of rule 8.11), and a
// muggins call on the side with no window open is refused with ErrNoMuggins
// rather than penalised.
type MugginsPegger interface {
	Pegger
	Muggins(b Board, side int) bool
}

// TwoPegBoard is the default Pegger, the ACC board: every score is a
// Board.Leapfrog.
type TwoPegBoard struct{}

// Peg records sc by leapfrogging (rule 8.1, 8.2).
func (TwoPegBoard) Peg(b Board, sc Score) (Board, []Event) {
	return b.Leapfrog(sc.Side, sc.Points), nil
}
