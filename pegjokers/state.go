package pegjokers

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The saved game's format: its name and version, the first two members of
// its JSON object.
const (
	GameFormat  = "pegboard pegjokers game"
	GameVersion = 1
)

// gameJSON is the saved form of a Game (version 1). Pointers mark the
// members that must be present.
type gameJSON struct {
	codec.Saved
	Rules    *Rules    `json:"rules"`
	Position *Position `json:"position"`
	Next     *Step     `json:"next"`
	Seed     *uint64   `json:"seed,omitempty"`
	Dealt    bool      `json:"dealt,omitempty"`
	Sampled  bool      `json:"sampled,omitempty"`
	Hands    []string  `json:"hands"`
	Owed     []Seat    `json:"owed,omitempty"`
	Draw     *string   `json:"draw"`
	Discards *string   `json:"discards"`
	Shuffles *uint32   `json:"shuffles"`
	Turns    *uint32   `json:"turns"`
	Missed   *uint32   `json:"missed"`
	Late     *uint32   `json:"late"`
	Refill   bool      `json:"refill,omitempty"`
}

// savedGame is the head of a saved game's JSON.
var savedGame = codec.Saved{Format: GameFormat, Version: GameVersion}

// MarshalJSON implements json.Marshaler: the game as a JSON object of
// version 1 of the format "pegboard pegjokers game", which
// [Game.UnmarshalJSON] reads back to an equal Game:
//
//	{"format": "pegboard pegjokers game", "version": 1,
//	 "rules": "default", "position": "4 pairs 1 | s s s s t8 | ...",
//	 "next": "draw", "seed": 42,
//	 "hands": ["6S 10S 6C 6S", "QC 2H 9D 7S 3C", ...],
//	 "owed": ["Yellow"], "draw": "... 8H 4C", "discards": "KD",
//	 "shuffles": 0, "turns": 1, "missed": 0, "late": 0}
//
// rules and position are their text forms ([Rules.String],
// [Position.String]); next is what the game waits for ([Step]); seed is
// the seed of the deal and its reshuffles, or, for a [DealtGame], absent,
// with "dealt": true; "sampled": true marks a world drawn by a [Sampler]
// (its seed shuffles only the discards; absent otherwise); hands are each seat's cards in the order received;
// owed lists the seats owed an extra card (rule 12; absent when none);
// the piles list their cards bottom first, so the top card is last (a
// dealt game's draw pile, of unknown order, in card order); then the
// counts of reshuffles, turns, missed draws and extra cards drawn; and
// "refill": true while the last player draws a whole hand back under
// [Rules.DiscardHand] (absent otherwise). The
// record a game keeps ([Game.Recording]) is not part of it. The zero Game
// is refused, with an error wrapping [ErrZeroValue].
func (g Game) MarshalJSON() ([]byte, error) {
	if !g.pos.IsValid() {
		return nil, fmt.Errorf("pegjokers: %w: the zero Game is no game to save", ErrZeroValue)
	}
	v := gameJSON{
		Saved: savedGame,
		Rules: &g.rules, Position: &g.pos, Next: &g.step,
		Dealt: g.dealt, Sampled: g.sampled, Refill: g.refill,
		Draw:     ptr(cards.FormatList(g.draw[:g.ndraw])),
		Discards: ptr(cards.FormatList(g.discard[:g.ndiscard])),
		Shuffles: &g.shuffles, Turns: &g.turns, Missed: &g.missed, Late: &g.late,
	}
	if !g.dealt {
		v.Seed = &g.seed
	}
	for s := range g.pos.Seats() {
		v.Hands = append(v.Hands, cards.FormatList(g.hands[s][:g.nhand[s]]))
		if g.Owed(Seat(s)) {
			v.Owed = append(v.Owed, Seat(s))
		}
	}
	return json.Marshal(v)
}

func ptr[T any](v T) *T { return &v }

// UnmarshalJSON implements json.Unmarshaler, reading what
// [Game.MarshalJSON] writes. It refuses, with an error wrapping
// [ErrBadRecord], anything that is not a game the rules could have
// reached: an unknown format, version or member, a member missing, more
// than 1 MiB, a card more often than the deck holds it or one the deck
// does not, hands of a size the counts of missed and late draws do not
// explain, piles that are not the deck less the hands, a draw pile that is
// not what the seed dealt (before any reshuffle, unless the game was
// sampled), a peg where none may stand, a step that contradicts the board
// (a draw due in a won game), counts out of range. On error *g is left as it was.
func (g *Game) UnmarshalJSON(data []byte) error {
	return codec.ReadSaved(pkg, "Game", g, data, savedGame, gameJSON.game, (*Game).check)
}

// game builds the Game v describes, checking what the arrays need; check
// does the rest.
func (v gameJSON) game() (Game, error) {
	bad := func(format string, args ...any) (Game, error) {
		return Game{}, fmt.Errorf("%w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
	}
	switch {
	case v.Rules == nil || v.Position == nil || v.Next == nil || v.Hands == nil || v.Draw == nil ||
		v.Discards == nil || v.Shuffles == nil || v.Turns == nil || v.Missed == nil || v.Late == nil:
		return bad("a member is missing")
	case v.Dealt == (v.Seed != nil):
		return bad("a game has a seed, or is dealt by hand, not both")
	case v.Dealt && v.Sampled:
		return bad("a game is dealt by hand or sampled from a view, not both")
	}
	g := Game{rules: *v.Rules, pos: *v.Position, step: *v.Next, dealt: v.Dealt, sampled: v.Sampled,
		shuffles: *v.Shuffles, turns: *v.Turns, missed: *v.Missed, late: *v.Late, refill: v.Refill}
	if v.Seed != nil {
		g.seed = *v.Seed
	}
	n := g.pos.Seats()
	if len(v.Hands) != n {
		return bad("%s for %s", codec.Count(len(v.Hands), "hand"), codec.Count(n, "seat"))
	}
	for s, text := range v.Hands {
		cs, err := cards.ParseList(text)
		if err != nil {
			return bad("hand of %v: %v", Seat(s), err)
		}
		if len(cs) > g.rules.hand() {
			return bad("%v holds %s", Seat(s), codec.Count(len(cs), "card"))
		}
		copy(g.hands[s][:], cs)
		g.nhand[s] = uint8(len(cs))
	}
	for _, s := range v.Owed {
		if int(s) >= n || g.owed&(1<<s) != 0 {
			return bad("owed %v", v.Owed)
		}
		g.owed |= 1 << s
	}
	if !slices.IsSorted(v.Owed) {
		return bad("owed %v is not in seat order", v.Owed)
	}
	for _, pile := range []struct {
		text string
		into []cards.Card
		n    *uint8
	}{{*v.Draw, g.draw[:], &g.ndraw}, {*v.Discards, g.discard[:], &g.ndiscard}} {
		cs, err := cards.ParseList(pile.text)
		if err != nil {
			return bad("pile: %v", err)
		}
		if len(cs) > g.rules.Deck().Len() {
			return bad("a pile of %s", codec.Count(len(cs), "card"))
		}
		copy(pile.into, cs)
		*pile.n = uint8(len(cs))
	}
	return g, nil
}
