package pegjokers

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
)

// DrawCards exposes the draw pile (top card last) to the tests.
func (g Game) DrawCards() []cards.Card { return append([]cards.Card(nil), g.draw[:g.ndraw]...) }

// PlayGameWithin is PlayGame with a turn limit of limit, for the tests.
func PlayGameWithin(g Game, players []Strategy, r *rand.Rand, observe func(Event), limit int) (Game, error) {
	return playGame(g, players, game.SeatRands(r, len(players)), observe, limit)
}

// Check is the invariant checker of a Game, for the tests.
func (g Game) Check() error { return g.check() }

// Bare returns g keeping no record, to compare games that keep records.
func (g Game) Bare() Game {
	g.rec = nil
	return g
}
