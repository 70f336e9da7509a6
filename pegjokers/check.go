package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// check reports the first way g could not have come from the rules: the
// one invariant checker of a Game, used by the decoders of saved games and
// by the tests after every action. It wraps [ErrBadRecord]. The zero Game
// passes (it is no game, but a possible value).
func (g *Game) check() error {
	if *g == (Game{}) {
		return nil
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
	}
	if err := g.rules.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	if err := g.pos.check(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	n := g.pos.Seats()
	if g.dealt && g.seed != 0 {
		return bad("a game dealt by hand has no seed, not %d", g.seed)
	}
	if g.dealt && g.sampled {
		return bad("a game is dealt by hand or sampled from a view, not both")
	}
	_, over := g.pos.Winner()
	switch {
	case g.step > StepLateDraw:
		return bad("no such step %d", g.step)
	case over != (g.step == StepNone):
		return bad("the game waits for %v in %v", g.step, g.pos)
	case g.turns == 0 && g.step != StepPlay:
		return bad("no turn played, and the game waits for %v", g.step)
	}
	// pending is the seat that played last and has not drawn (or won).
	pending := -1
	if g.step == StepDraw || g.step == StepNone {
		pending = int(g.drawer())
	}
	if g.owed>>n != 0 {
		return bad("draws owed to seats past %d", n)
	}
	if g.step == StepLateDraw && !g.Owed(g.drawer()) {
		return bad("a late draw for %v, who is owed none", g.drawer())
	}
	var have cardCount
	short := 0
	for s := range MaxSeats {
		k := int(g.nhand[s])
		if s >= n && k != 0 || k > HandSize {
			return bad("seat %d holds %d cards", s, k)
		}
		if k == 0 && s < n && s != pending {
			return bad("%v holds no card", Seat(s))
		}
		for i, c := range g.hands[s] {
			if (i < k) != c.IsValid() || (i >= k && c != cards.NoCard) {
				return bad("seat %d's hand slot %d holds %v", s, i, c)
			}
		}
		have.add(g.hands[s][:k], 1)
		if s < n {
			short += HandSize - k
			owedOne := g.owed&(1<<s) != 0
			if s == pending {
				// A play leaves the player at most four cards to draw to
				// (the totals of missed draws alone would let another
				// hand be short in its place).
				if k == HandSize {
					return bad("%v played last and holds %d cards", Seat(s), k)
				}
				k++
			}
			if owedOne && k >= HandSize {
				return bad("%v is owed a draw with a full hand", Seat(s))
			}
		}
	}
	for _, pile := range [...]struct {
		cs []cards.Card
		k  int
	}{{g.draw[:], int(g.ndraw)}, {g.discard[:], int(g.ndiscard)}} {
		for i, c := range pile.cs {
			if (i < pile.k) != c.IsValid() || (i >= pile.k && c != cards.NoCard) {
				return bad("pile slot %d holds %v", i, c)
			}
		}
	}
	have.add(g.draw[:g.ndraw], 1)
	have.add(g.discard[:g.ndiscard], 1)
	var want cardCount
	want.add(g.rules.Deck().Cards(), 1)
	if have != want {
		for c := range want {
			if have[c] != want[c] {
				return bad("%d of %v in the hands and piles, but the deck has %d", have[c], cards.Card(c), want[c])
			}
		}
		return bad("cards that are not in the deck")
	}
	if g.dealt && !slices.IsSorted(g.draw[:g.ndraw]) {
		return bad("the draw pile of a game dealt by hand is kept in card order")
	}
	// Each turn discards one card and each reshuffle takes them all; each
	// turn but the last draws once unless its draw was missed.
	if pending >= 0 {
		short--
	}
	switch {
	case g.late > g.missed || g.missed > g.turns:
		return bad("%d late draws and %d missed draws in %d turns", g.late, g.missed, g.turns)
	case uint64(short) != uint64(g.missed)-uint64(g.late):
		return bad("the hands are %d cards short, but %d draws were missed and %d made up", short, g.missed, g.late)
	case int(g.ndiscard) > int(g.turns) || g.shuffles == 0 && int(g.ndiscard) != int(g.turns):
		return bad("%d discards after %d turns and %d reshuffles", g.ndiscard, g.turns, g.shuffles)
	case uint64(g.shuffles) > uint64(g.turns)+uint64(g.late):
		return bad("%d reshuffles in %d turns", g.shuffles, g.turns)
	}
	if !g.dealt && !g.sampled && g.shuffles == 0 {
		// Before the first reshuffle the draw pile is what the deal left.
		start, err := NewGame(g.rules, n, g.pos.arr, g.seed)
		if err != nil || !slices.Equal(g.draw[:g.ndraw], start.draw[:g.ndraw]) {
			return bad("the draw pile is not what seed %d dealt", g.seed)
		}
	}
	return nil
}
