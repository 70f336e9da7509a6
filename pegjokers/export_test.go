package pegjokers

import "github.com/pegboard/pegboard/cards"

// DrawCards exposes the draw pile (top card last) to the tests.
func (g Game) DrawCards() []cards.Card { return append([]cards.Card(nil), g.draw[:g.ndraw]...) }
