package pegjokers

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// Event is something that happened in a game, as [Game.Apply],
// [Game.Play] and [PlayGame] report it: [Played], [Drew], [Missed],
// [Reshuffled] or [GameOver]. Events say what every player at the table
// sees, the card a seat played, and besides only the card a seat draws
// ([Drew]), which it alone sees: [SeenBy] gives an event as one seat (or
// a spectator) sees it, and a program that shows events to players shows
// each the events as it sees them.
//
// Events are stored as JSON objects whose "type" names the event, then its
// fields, enums and positions by their text ([MarshalEvent]):
//
//	{"type": "played", "seat": "Blue", "card": "7H", "move": "7: Blue t8+3->t11, White t39+4->f4", "position": "4 pairs 0 | ..."}
//	{"type": "played", ..., "in-spot-swap": true}               (under Rules.InSpotSwap)
//	{"type": "played", ..., "move": "no move", "discarded": 4}  (a hand discarded, Rules.DiscardHand)
//	{"type": "drew", "seat": "Blue", "late": false, "card": "7H"}
//	{"type": "drew", "seat": "Blue", "late": false}             (as another seat sees it: SeenBy)
//	{"type": "missed", "seat": "Blue", "late": false}
//	{"type": "reshuffled", "shuffle": 1, "cards": 88}
//	{"type": "game-over", "team": 0, "seating": "4 pairs", "turns": 241}
//
// [UnmarshalEvent] reads any of them back to the same value, refusing
// (with an error wrapping [ErrBadRecord]) an event that cannot happen: a
// play that is not legal in its position under any rules, a seat or a
// team that is not in the game. Adding an event is one type and one entry
// of the table below.
type Event interface {
	// Describe says what happened in words, naming seat i names[i] (its
	// colour, "Blue" for seat 0, when names is too short or names[i] is
	// empty).
	Describe(names []string) string
}

// MarshalEvent writes an event's JSON, {"type": ..., its fields} (see
// [Event]). An event that cannot happen, or is not one of the package's,
// is refused with an error wrapping [ErrBadRecord].
func MarshalEvent(e Event) ([]byte, error) { return events.Marshal(e) }

// UnmarshalEvent reads an event's JSON, as [MarshalEvent] writes it, into
// the event its "type" names. Errors wrap [ErrBadRecord].
func UnmarshalEvent(data []byte) (Event, error) { return events.Unmarshal(data) }

// MarshalEvents writes events as a JSON array of their objects. An event
// that is not one of the package's is refused, and so is more than the 1
// MiB that [UnmarshalEvents] reads (some thousands of events: a whole long
// game is better kept as its [Record]).
func MarshalEvents(evs []Event) ([]byte, error) { return events.MarshalList(evs) }

// UnmarshalEvents reads what [MarshalEvents] writes.
func UnmarshalEvents(data []byte) ([]Event, error) { return events.UnmarshalList(data) }

// Played reports a turn: the seat that played, the card it discarded, and
// the move it made with it in Position (the zero Move when the card had no
// legal move and was discarded without moving).
type Played struct {
	Seat     Seat       `json:"seat"`
	Card     cards.Card `json:"card"`
	Move     Move       `json:"move"`
	Position Position   `json:"position"` // the position the move was made in
	// InSpotSwap reports a play under [Rules.InSpotSwap], which changes
	// what landing on a teammate does (absent from the JSON when false).
	InSpotSwap bool `json:"in-spot-swap,omitzero"`
	// Discarded is the number of cards discarded after Card, the rest of
	// the hand, when the player had no legal move under
	// [Rules.DiscardHand] (absent from the JSON when 0).
	Discarded int `json:"discarded,omitzero"`
}

// Describe says what the turn did, with [Explanation.Describe]'s words for
// the move: "Blue plays J♠, a Jack: a peg out of Start onto hole 8." or
// "Yellow discards 5♥: no legal move."
func (e Played) Describe(names []string) string {
	name := namer(names)
	if e.Move.IsZero() && e.Discarded > 0 {
		return fmt.Sprintf("%s discards %s and the rest of the hand (%s): no legal move.", name(e.Seat), e.Card.Unicode(), codec.Count(e.Discarded, "card"))
	}
	if e.Move.IsZero() {
		return fmt.Sprintf("%s discards %s: no legal move.", name(e.Seat), e.Card.Unicode())
	}
	x, err := Rules{InSpotSwap: e.InSpotSwap}.Explain(e.Position, e.Move)
	if err != nil {
		return fmt.Sprintf("%s plays %s: %v.", name(e.Seat), e.Card.Unicode(), e.Move)
	}
	return x.say(name, e.Card.Unicode()+", "+rankPhrase(e.Move.Rank)) + "."
}

// Drew reports that Seat drew Card, which only it sees: the draw that
// ends its turn, or, Late, the extra card it was owed for a draw it missed
// (the guide's rule 12). As any other seat sees it ([SeenBy]), Card is
// [cards.NoCard] (absent from the JSON): a card was drawn.
type Drew struct {
	Seat Seat       `json:"seat"`
	Late bool       `json:"late"`
	Card cards.Card `json:"card,omitzero"`
}

// Describe implements [Event]: "Blue draws 7♥." or "Blue draws 7♥, the
// extra card for the draw it missed."; as another seat sees it, "Blue
// draws a card." or "Blue draws an extra card for the draw it missed."
func (e Drew) Describe(names []string) string {
	who := namer(names)(e.Seat)
	switch {
	case e.Card != cards.NoCard && e.Late:
		return who + " draws " + e.Card.Unicode() + ", the extra card for the draw it missed."
	case e.Card != cards.NoCard:
		return who + " draws " + e.Card.Unicode() + "."
	case e.Late:
		return who + " draws an extra card for the draw it missed."
	}
	return who + " draws a card."
}

// SeenBy returns e as seat (0 to [MaxSeats]-1, or [NoSeat], a spectator)
// sees it: a [Drew] of another seat without its card (a card was drawn).
// Every other event is public and seen whole: a play shows its card
// face up, a hand discarded under [Rules.DiscardHand] goes face up onto
// the discard pile, a reshuffle says only how many cards it shuffled, and
// the deal is no event (each seat's [View] holds its hand).
func SeenBy(e Event, seat int) Event {
	if d, ok := e.(Drew); ok && int(d.Seat) != seat {
		d.Card = cards.NoCard
		return d
	}
	return e
}

// Missed reports that play moved on before Seat drew (the guide's rule
// 12): it missed the draw of its turn, and may draw an extra card at the
// end of its next turn; or, Late, it did not take the extra card it was
// owed, which is lost.
type Missed struct {
	Seat Seat `json:"seat"`
	Late bool `json:"late"`
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
	Shuffle int `json:"shuffle"`
	Cards   int `json:"cards"`
}

// Describe implements [Event]: "The discards are shuffled into a new draw
// pile of 88 cards."
func (e Reshuffled) Describe([]string) string {
	return fmt.Sprintf("The discards are shuffled into a new draw pile of %s.", codec.Count(e.Cards, "card"))
}

// GameOver reports the end of the game: the winning team of Seating (every
// peg of every member in Finish) after Turns turns.
type GameOver struct {
	Team    int     `json:"team"`
	Seating Seating `json:"seating"`
	Turns   int     `json:"turns"`
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
	return fmt.Sprintf("%s %s after %s.", joinNames(who), verb, codec.Count(e.Turns, "turn"))
}

// events is the events' JSON: one entry a type, its tag and its check
// (in check.go).
var events = codec.NewUnion(pkg, "event", func(u *codec.Union[Event]) {
	codec.Member(u, "played", Played.check)
	codec.Member(u, "drew", Drew.check)
	codec.Member(u, "missed", Missed.check)
	codec.Member(u, "reshuffled", Reshuffled.check)
	codec.Member(u, "game-over", GameOver.check)
})

// joinNames lists names as people do: "Blue", "Blue and White", "Blue,
// White and Red".
func joinNames(ns []string) string {
	if len(ns) <= 1 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}
