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

// Listings returns the seat each of v's generators last listed moves for,
// for the tests (none for one that has listed none).
func (v View) Listings() []Seat {
	var out []Seat
	for _, g := range []*Generator{v.gen, v.lm} {
		if g != nil && g.have {
			out = append(out, g.keyPos.turn)
		}
	}
	return out
}

// WithCard returns g with c added to seat s's hand, past what the rules
// allow, for the tests of what refuses such a game.
func (g Game) WithCard(s Seat, c cards.Card) Game {
	g.hands[s][g.nhand[s]] = c
	g.nhand[s]++
	return g
}
