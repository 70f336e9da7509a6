package pegjokers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// Action is a step a player takes in a game, as [Game.Apply] carries it
// out: Op names its kind ("play", "draw") and String gives it in a short,
// exact form, one line, which [ParseAction] reads back. A turn is a
// [Choice] (or the same play [Written] in the move notation) and then a
// [Draw].
type Action interface {
	Op() string
	String() string
}

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
	Card cards.Card
	Move Move
}

// Op returns "play", the kind of action a Choice is.
func (Choice) Op() string { return "play" }

// String returns the card and the move's notation: "7H t8+3 t39+4>f4", or
// "5C pass" for a card discarded without moving.
func (ch Choice) String() string { return ch.Card.String() + " " + ch.Move.Notation() }

// choiceJSON is the JSON form of a Choice.
type choiceJSON struct {
	Card cards.Card `json:"card"`
	Move Move       `json:"move"`
}

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
	if ch == nil {
		return nilTarget("Choice")
	}
	var v choiceJSON
	if err := decodeStrict(data, &v); err != nil {
		return err
	}
	if err := Choice(v).plausible(); err != nil {
		return err
	}
	*ch = Choice(v)
	return nil
}

func (ch Choice) plausible() error {
	if !ch.Card.IsValid() || !ch.Move.IsZero() && ch.Move.Rank != ch.Card.Rank() {
		return fmt.Errorf("pegjokers: %w: %v with %v", ErrBadRecord, ch.Card, ch.Move)
	}
	if err := ch.Move.plausible(); err != nil {
		return fmt.Errorf("pegjokers: %w: %w", ErrBadRecord, err)
	}
	return nil
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

// Op returns "play".
func (Written) Op() string { return "play" }

// String returns the card and the move as written.
func (w Written) String() string { return w.Card.String() + " " + w.Move }

// MarshalText implements encoding.TextMarshaler with String, refusing a
// play that ParseAction would not read back.
func (w Written) MarshalText() ([]byte, error) {
	a, err := ParseAction(w.String())
	if err != nil || a != Action(w) {
		return nil, fmt.Errorf("pegjokers: %w: %q is not a play in the canonical notation", ErrBadRecord, w.String())
	}
	return []byte(w.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction]
// (which must read a play).
func (w *Written) UnmarshalText(text []byte) error {
	if w == nil {
		return nilTarget("Written")
	}
	a, err := ParseAction(string(text))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	v, ok := a.(Written)
	if !ok {
		return fmt.Errorf("pegjokers: %w: %q is not a play", ErrBadRecord, text)
	}
	*w = v
	return nil
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

// MarshalText implements encoding.TextMarshaler with String; a Card that
// is not a card is refused.
func (d Draw) MarshalText() ([]byte, error) {
	if d.Card != cards.NoCard && !d.Card.IsValid() {
		return nil, fmt.Errorf("pegjokers: %w: draw of %v", ErrBadRecord, d.Card)
	}
	return []byte(d.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseAction]
// (which must read a draw).
func (d *Draw) UnmarshalText(text []byte) error {
	if d == nil {
		return nilTarget("Draw")
	}
	a, err := ParseAction(string(text))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	v, ok := a.(Draw)
	if !ok {
		return fmt.Errorf("pegjokers: %w: %q is not a draw", ErrBadRecord, text)
	}
	*d = v
	return nil
}

// ParseAction reads an action's text, without a game: "draw" or "draw 7H"
// is a [Draw]; a card and a move in the notation, "7H t8+3 t39+4>f4" or
// "5C pass" (a colon after the card, "7H: t8+3", any case, any spacing),
// is a [Written] play in its canonical text, for [Game.Apply] to read in
// its position. Errors wrap [ErrSyntax]. [Game.ParseAction] reads the play
// in the game's position at once.
func ParseAction(s string) (Action, error) {
	fs := strings.Fields(s)
	fail := func(why string, args ...any) (Action, error) {
		return nil, fmt.Errorf("pegjokers: %w: action %q: %s", ErrSyntax, s, fmt.Sprintf(why, args...))
	}
	if len(fs) == 0 {
		return fail("empty")
	}
	if strings.EqualFold(fs[0], "draw") {
		switch len(fs) {
		case 1:
			return Draw{}, nil
		case 2:
			c, err := cards.Parse(fs[1])
			if err != nil {
				return fail("%v", err)
			}
			return Draw{Card: c}, nil
		}
		return fail("a draw names one card at most")
	}
	card, colon := strings.CutSuffix(fs[0], ":")
	rest := fs[1:]
	if !colon && len(rest) > 0 && rest[0] == ":" {
		rest = rest[1:]
	}
	c, err := cards.Parse(card)
	if err != nil {
		return fail("want \"draw\" or a card and its move: %v", err)
	}
	n, err := parseNotation(strings.Join(rest, " "))
	if err != nil {
		return fail("%v", err)
	}
	return Written{Card: c, Move: n.String()}, nil
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

// maxJSON is the most a decoder reads, 1 MiB.
const maxJSON = 1 << 20

// decodeStrict decodes data into v refusing unknown fields, trailing data
// and more than maxJSON bytes; errors wrap ErrBadRecord.
func decodeStrict(data []byte, v any) error {
	if len(data) > maxJSON {
		return fmt.Errorf("pegjokers: %w: more than %d bytes", ErrBadRecord, maxJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("pegjokers: %w: %w", ErrBadRecord, err)
	}
	if dec.More() {
		return fmt.Errorf("pegjokers: %w: data after the value", ErrBadRecord)
	}
	return nil
}
