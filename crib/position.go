package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
)

// A game set up at a position: the table as it is, between deals.

// Position is the table between deals, to start a game from (NewGameAt): the
// next dealer, each side's two pegs, and the games each side has won in a
// match (the game-record pegs). Entries beyond the game's sides are zero.
// It is a small comparable value.
type Position struct {
	Dealer int
	Pegs   [MaxSides]Pegs
	Games  [MaxSides]int
}

// PositionRule is the rule a placement of NewGameAt names (a ScorePlace
// through the board's pegger).
const PositionRule = "position"

// NewGameAt starts a game by rules whose shuffles are drawn from seed at a
// position: the pegs where it puts them (through the board's pegger, as
// placements naming PositionRule, reporting nothing), the games won, and
// its dealer to deal, so that a game at a table can be taken up. A dealer
// outside the seats is refused (ErrBadSeat), and so is a position no game
// can be in (ErrBadPosition).
func NewGameAt(rules Rules, seed uint64, at Position) (Game, error) {
	g, err := NewGame(rules, seed)
	if err != nil {
		return Game{}, err
	}
	return g.placeAt(at)
}

// placeAt sets up g, a game just made, at position at.
func (g Game) placeAt(at Position) (Game, error) {
	if err := g.checkPosition(at); err != nil {
		return Game{}, refuse("new game", NoSeat, false, err)
	}
	var ev []Event // placements are not reported: the game starts here
	for s := range g.board().Sides {
		p := at.Pegs[s]
		g.peg(&ev, Score{Kind: ScorePlace, Seat: NoSeat, Side: s, Points: p.Front, Rule: PositionRule, Place: p})
	}
	g.kept.Games = at.Games
	g.dealer = int8(at.Dealer)
	g.phase = PhaseDeal
	return g, nil
}

// position returns the position of g, a game between deals.
func (g Game) position() Position {
	b := g.board()
	at := Position{Dealer: int(g.dealer), Games: b.Games}
	copy(at.Pegs[:], b.Pegs[:])
	return at
}

// checkPosition says why at is no position of g's game, or nil.
func (g Game) checkPosition(at Position) error {
	if err := g.checkSeat(at.Dealer); err != nil {
		return fmt.Errorf("%w (the dealer)", err)
	}
	for s := range MaxSides {
		p, games := at.Pegs[s], at.Games[s]
		switch {
		case s >= g.board().Sides && (p != Pegs{} || games != 0):
			return fmt.Errorf("%w: pegs or games for side %d of %d", ErrBadPosition, s, g.board().Sides)
		case p.Rear < 0 || p.Front < 0:
			return fmt.Errorf("%w: side %d's pegs %d and %d: below the start", ErrBadPosition, s, p.Front, p.Rear)
		case p.Rear > p.Front:
			return fmt.Errorf("%w: side %d's rear peg %d is ahead of its front peg %d", ErrBadPosition, s, p.Rear, p.Front)
		case p.Front >= g.rules.GameHole:
			return fmt.Errorf("%w: side %d's front peg %d is in or past the game hole %d", ErrBadPosition, s, p.Front, g.rules.GameHole)
		case games < 0:
			return fmt.Errorf("%w: side %d has won %s", ErrBadPosition, s, codec.Count(games, "game"))
		}
	}
	return nil
}
