package pegjokers

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// Action is a step a player takes in a game, as [Game.Apply] carries it
// out. String gives it in a short, exact form, one line, which
// [ParseAction] reads back. A turn is a [Choice] (or the same play
// [Written] in the move notation) and then a [Draw].
//
// Each action of the package is a type with a method that carries it out
// (in turn.go) and one entry of the grammar below, which writes and reads
// its text: adding an action is that type and that entry, and Apply,
// ParseAction, records and their replay take it with nothing more.
type Action interface {
	String() string
}

// action is what the package's actions do besides: apply carries the
// action out on g in place, with gen's memory, appending its events to
// *ev unless ev is nil. On error g may be partly changed: callers work on
// a copy.
type action interface {
	Action
	apply(g *Game, gen *Generator, ev *[]Event) error
}

// grammar is the actions' text, one entry a type. A play has no verb: its
// text is its card and its move in the notation, read as a Written play.
var grammar = func() *codec.Grammar[Action] {
	g := &codec.Grammar[Action]{Pkg: pkg, Card: cards.Card.IsValid,
		Else: &codec.OtherActions[Action]{Parse: parsePlay, String: playText}}
	codec.Verb[Draw](g, "draw [CARD]")
	return g
}()

// Choice is what a player does on a turn: the card discarded and the move it
// makes. The zero Move means the card is discarded without moving, which the
// rules allow only when the card has no legal move (the guide's rule 1). It
// is the [Action] that begins a turn; a [Draw] ends it.
//
// Its text is the card and the move in the move notation ([Move.Notation]),
// which names pegs by where they stand, so it reads back in its position:
// with [Game.ParseAction], or as the [Written] play [ParseAction] returns.
// Its JSON form, {"card": "7H", "move": "7: Blue t8+3->t11, White
// t39+4->f4"}, is exact without a position.
type Choice struct {
	Card cards.Card `json:"card"`
	Move Move       `json:"move"`
}

// String returns the card and the move's notation: "7H t8+3 t39+4>f4", or
// "5C pass" for a card discarded without moving.
func (ch Choice) String() string { return grammar.String(ch) }

// choiceJSON is a Choice without its methods, for encoding/json.
type choiceJSON Choice

// MarshalJSON implements json.Marshaler: {"card": "7H", "move": "7: Blue
// t8+3->t11, White t39+4->f4"}, the move in its exact form
// ([Move.MarshalText]). A choice with no card, or a move that is not the
// card's, is refused.
func (ch Choice) MarshalJSON() ([]byte, error) {
	if err := ch.plausible(); err != nil {
		return nil, err
	}
	return json.Marshal(choiceJSON(ch))
}

// UnmarshalJSON implements json.Unmarshaler, refusing what MarshalJSON
// would (errors wrap [ErrBadRecord]).
func (ch *Choice) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "Choice", ch, data, func(v choiceJSON) (Choice, error) { return Choice(v), Choice(v).plausible() })
}

// Written is a play as written in the move notation, not yet read against
// a position: the card and the move's notation ("t8+3 t39+4>f4", or
// "pass"). [ParseAction] returns one for a play, since the notation names
// pegs by where they stand; [Game.Apply] reads it in the game's position
// with [Rules.ParseMove] and plays the [Choice] it names (which is what the
// game's record keeps). Its text is "7H t8+3 t39+4>f4", as the Choice's.
type Written struct {
	Card cards.Card
	Move string // the move in the notation, or "pass"
}

// String returns the card and the move as written.
func (w Written) String() string { return grammar.String(w) }

// Draw is the action that ends a turn: the seat that just played draws a
// card from the draw pile, or, when it is owed one (rule 12), draws the
// extra card. Card is the card drawn: in a game dealt from a seed it may be
// left zero (the top card is drawn) or must be the top card; in a
// [DealtGame] it must be given, and be in the draw pile.
type Draw struct {
	Card cards.Card
}

// String returns "draw", or "draw 7H" when the card is given.
func (d Draw) String() string { return grammar.String(d) }

// ParseAction reads an action's text, without a game: "draw" or "draw 7H"
// is a [Draw]; a card and a move in the notation, "7H t8+3 t39+4>f4" or
// "5C pass" (a colon after the card, "7H: t8+3", any case, any spacing),
// is a [Written] play in its canonical text, for [Game.Apply] to read in
// its position. Errors wrap [ErrSyntax]. [Game.ParseAction] reads the play
// in the game's position at once.
func ParseAction(s string) (Action, error) { return grammar.Parse(s) }

// playText is the text of a play: its card and its move in the notation.
func playText(a Action) (string, bool) {
	switch a := a.(type) {
	case Choice:
		return a.Card.String() + " " + a.Move.Notation(), true
	case Written:
		return a.Card.String() + " " + a.Move, true
	}
	return "", false
}

// parsePlay reads the text no verb begins: a play, its card (a colon after
// it allowed) and its move in the notation.
func parsePlay(s string) (Action, bool, error) {
	fs := strings.Fields(s)
	card, colon := strings.CutSuffix(fs[0], ":")
	rest := fs[1:]
	if !colon && len(rest) > 0 && rest[0] == ":" {
		rest = rest[1:]
	}
	c, err := cards.Parse(card)
	if err != nil {
		return nil, true, fmt.Errorf("want \"draw\" or a card and its move: %v", err)
	}
	n, err := parseNotation(strings.Join(rest, " "))
	if err != nil {
		return nil, true, err
	}
	return Written{Card: c, Move: n.String()}, true, nil
}

// actionText is an action's text in a record: a Choice as the Written play
// of its notation. An action whose text does not read back is refused.
func actionText(a Action) ([]byte, error) {
	if ch, ok := codec.Deref(a).(Choice); ok {
		a = Written{Card: ch.Card, Move: ch.Move.Notation()}
	}
	return grammar.Text(a)
}

// in reads w in position p under rules r.
func (w Written) in(r Rules, p Position) (Choice, error) {
	n, err := parseNotation(w.Move)
	if err != nil {
		return Choice{}, fmt.Errorf("%w: %q: %w", ErrSyntax, w, err)
	}
	if !w.Card.IsValid() {
		return Choice{}, fmt.Errorf("%w: %q has no card", ErrSyntax, w)
	}
	m, err := r.resolve(p, w.Card, &n)
	return Choice{Card: w.Card, Move: m}, err
}

// ParseAction reads an action's text as [ParseAction] does, and a play in
// the game's position: it returns a [Draw] or the [Choice] a play's text
// names (errors as [Rules.ParseMove]'s). It is what a table program calls
// with what a player types.
func (g Game) ParseAction(s string) (Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	if w, ok := a.(Written); ok {
		ch, err := w.in(g.rules, g.pos)
		if err != nil {
			return nil, fmt.Errorf("pegjokers: %w", err)
		}
		return ch, nil
	}
	return a, nil
}
