package pegjokers

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Event is something that happened in a game, as [Game.Apply],
// [Game.Play] and [PlayGame] report it: [Played], [Drew], [Missed],
// [Reshuffled] or [GameOver]. Events say only what every player at the
// table sees: the card a seat played, never the cards it holds or draws.
type Event interface {
	// Describe says what happened in words, naming seat i names[i] (its
	// colour, "Blue" for seat 0, when names is too short or names[i] is
	// empty).
	Describe(names []string) string
}

// Played reports a turn: the seat that played, the card it discarded, and
// the move it made with it in Position (the zero Move when the card had no
// legal move and was discarded without moving).
type Played struct {
	Seat     Seat
	Card     cards.Card
	Move     Move
	Position Position // the position the move was made in
}

// Describe says what the turn did, with [Explanation.Describe]'s words for
// the move: "Blue plays J♠, a Jack: a peg out of Start onto hole 8." or
// "Yellow discards 5♥: no legal move."
func (e Played) Describe(names []string) string {
	name := namer(names)
	if e.Move.IsZero() {
		return fmt.Sprintf("%s discards %s: no legal move.", name(e.Seat), e.Card.Unicode())
	}
	x, err := Explain(e.Position, e.Move)
	if err != nil {
		return fmt.Sprintf("%s plays %s: %v.", name(e.Seat), e.Card.Unicode(), e.Move)
	}
	return x.say(name, e.Card.Unicode()+", "+rankPhrase(e.Move.Rank)) + "."
}

// Drew reports that Seat drew a card, which only it sees: the draw that
// ends its turn, or, Late, the extra card it was owed for a draw it missed
// (the guide's rule 12).
type Drew struct {
	Seat Seat
	Late bool
}

// Describe implements [Event]: "Blue draws a card." or "Blue draws an extra
// card for the draw it missed."
func (e Drew) Describe(names []string) string {
	if e.Late {
		return namer(names)(e.Seat) + " draws an extra card for the draw it missed."
	}
	return namer(names)(e.Seat) + " draws a card."
}

// Missed reports that play moved on before Seat drew (the guide's rule
// 12): it missed the draw of its turn, and may draw an extra card at the
// end of its next turn; or, Late, it did not take the extra card it was
// owed, which is lost.
type Missed struct {
	Seat Seat
	Late bool
}

// Describe implements [Event]: "Blue did not draw, and may draw an extra
// card at the end of its next turn." or "Blue did not take the extra card
// it was owed."
func (e Missed) Describe(names []string) string {
	if e.Late {
		return namer(names)(e.Seat) + " did not take the extra card it was owed."
	}
	return namer(names)(e.Seat) + " did not draw, and may draw an extra card at the end of its next turn."
}

// Reshuffled reports the discard pile shuffled into a new draw pile when
// the draw pile ran out (the guide's rule 11): the Shuffle-th reshuffle of
// the game, making a draw pile of Cards cards.
type Reshuffled struct {
	Shuffle int
	Cards   int
}

// Describe implements [Event]: "The discards are shuffled into a new draw
// pile of 88 cards."
func (e Reshuffled) Describe([]string) string {
	return fmt.Sprintf("The discards are shuffled into a new draw pile of %d cards.", e.Cards)
}

// GameOver reports the end of the game: the winning team of Seating (every
// peg of every member in Finish) after Turns turns.
type GameOver struct {
	Team    int
	Seating Seating
	Turns   int
}

// Describe implements [Event]: "Blue and White win after 241 turns."
func (e GameOver) Describe(names []string) string {
	name := namer(names)
	var who []string
	for _, s := range e.Seating.Members(e.Team) {
		who = append(who, name(s))
	}
	verb := "win"
	switch len(who) {
	case 0:
		who = []string{fmt.Sprintf("Team %d", e.Team)}
		verb = "wins"
	case 1:
		verb = "wins"
	}
	return fmt.Sprintf("%s %s after %d turns.", joinNames(who), verb, e.Turns)
}

// joinNames lists names as people do: "Blue", "Blue and White", "Blue,
// White and Red".
func joinNames(ns []string) string {
	if len(ns) <= 1 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}
