package pegjokers

import (
	"github.com/pegboard/pegboard/cards"
)

// Action is a step a player takes in a game, as [Game.Apply] carries it
// out: Op names its kind ("play", "draw") and String gives it in a short,
// exact form. A turn is a [Choice] and then a [Draw].
type Action interface {
	Op() string
	String() string
}

// Choice is what a player does on a turn: the card discarded and the move it
// makes. The zero Move means the card is discarded without moving, which the
// rules allow only when the card has no legal move (the guide's rule 1). It
// is the [Action] that begins a turn; a [Draw] ends it.
type Choice struct {
	Card cards.Card
	Move Move
}

// Op returns "play", the kind of action a Choice is.
func (Choice) Op() string { return "play" }

// String returns "7H: 7: Blue t8+3->t11, ..." or "7H: no move".
func (ch Choice) String() string { return ch.Card.String() + ": " + ch.Move.String() }

// Draw is the action that ends a turn: the seat that just played draws a
// card from the draw pile, or, when it is owed one (rule 12), draws the
// extra card. Card is the card drawn: in a game dealt from a seed it may be
// left zero (the top card is drawn) or must be the top card; in a
// [DealtGame] it must be given, and be in the draw pile.
type Draw struct {
	Card cards.Card
}

// Op returns "draw".
func (Draw) Op() string { return "draw" }

// String returns "draw", or "draw 7H" when the card is given.
func (d Draw) String() string {
	if d.Card == cards.NoCard {
		return "draw"
	}
	return "draw " + d.Card.String()
}
