package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// maxCards is the size of the largest deck, MaxPacks packs with their jokers.
const maxCards = MaxPacks * 54

// Game is a game of Pegs and Jokers: the position plus the draw pile, the
// discard pile, every hand, the draws owed and what the game waits for. It
// is a comparable value; its one pointer is the record it keeps when asked
// ([Game.Recording]), shared and never changed. Every transition returns a
// new Game and leaves the one it was called on untouched, so a copy is an
// independent game that replays exactly as the original would.
//
// A turn (the guide's "The Player's Turn") is two steps: the player to move
// discards a card and moves by it (a [Choice]; if the card allows a legal
// move they must, rule 1), then draws the top card of the draw pile (a
// [Draw]). [Game.Play] does both. An empty draw pile is refilled by
// shuffling the discards when a card is to be drawn (rule 11); the shuffle
// is drawn from the game's seed, so the same seed and the same actions give
// the same game. The game ends when every peg of every member of one team
// is in Finish; the winning turn draws no card.
//
// # Forgetting to draw
//
// The guide's rule 12 says that a player who has not drawn when play moves
// on to the next player may draw one more card than usual at the end of
// their next turn. This package reads it so:
//
//   - Play moves on when the next player plays (a Choice) while the game
//     still waits for the last player's draw ([Game.Next] says [StepDraw]):
//     that player has missed the draw, and holds a card fewer.
//   - At the end of their next turn, after its own draw, the game waits for
//     the extra card ([StepLateDraw]); the player may take it (a Draw) or
//     not: if the next player plays first, the extra card is lost.
//   - One extra card, however many draws were missed in a row (the guide's
//     "one additional card"); [Rules.CatchUp] instead makes good every
//     missed draw, up to a full hand.
//   - Play cannot move on while the last player holds no card at all: a
//     player who played their last card must draw before the next player
//     plays, so every player always has a card to play.
//
// A game made by [NewGame] deals from its seed and draws the top card; one
// made by [DealtGame] is a game at a real table whose cards are typed in:
// its deal is given and every Draw names its card. A [Sampler] makes a
// third kind, a world consistent with one player's [View]: its hands and
// draw pile are drawn by the sampler, its seed only shuffles the discards
// when the draw pile runs out ([Game.Sampled]); it plays like a game made
// by NewGame.
//
// The zero Game is no game: it has no seats and no cards, its transitions
// are refused with an error wrapping [ErrZeroValue], and [PlayGame] refuses
// it likewise. Make a game with [NewGame] or [DealtGame].
type Game struct {
	rules    Rules
	pos      Position
	hands    [MaxSeats][HandSize]cards.Card // hands[s][:nhand[s]], in the order received
	nhand    [MaxSeats]uint8
	draw     [maxCards]cards.Card // the draw pile, top card last (sorted when dealt)
	discard  [maxCards]cards.Card // the discard pile, top card last
	ndraw    uint8
	ndiscard uint8
	step     Step  // what the game waits for
	owed     uint8 // bit s: seat s missed its last draw and is owed a late one
	dealt    bool  // the cards are given by the actions: no seed, draws name their card
	sampled  bool  // a world sampled from a view: the draw pile is as given, not as the seed dealt it
	seed     uint64
	shuffles uint32 // reshuffles of the discards so far
	turns    uint32 // turns played (Choices)
	missed   uint32 // draws missed
	late     uint32 // late draws taken
	refill   bool   // the drawer discarded its hand and draws until it is full (Rules.DiscardHand)
	rec      *record.Log[Action, Game]
}

// Step is what a game waits for; see [Game.Next].
type Step uint8

// The steps of a game.
const (
	// StepNone: nothing; the game is over (or it is the zero Game).
	StepNone Step = iota
	// StepPlay: the seat to move plays a card (a [Choice]).
	StepPlay
	// StepDraw: the seat that just played draws its card (a [Draw]). The
	// next seat may play instead (a Choice), and then the drawer has
	// missed its draw (rule 12), unless it holds no card.
	StepDraw
	// StepLateDraw: the seat that just drew may draw the extra card it is
	// owed for a draw it missed (a Draw), or the next seat plays (a
	// Choice) and the extra card is lost.
	StepLateDraw
)

// NewGame deals a new game of n seats in arrangement a under rules r: the
// deck (r.Deck(), by default two packs with four jokers) shuffled with
// cards.NewRand(seed), five cards (r.HandSize, if set) dealt to each seat
// one at a time starting with seat 0, the rest face down as the draw pile. Seat 0 plays first (the
// dealer is the last seat). Every peg starts in Start.
func NewGame(r Rules, n int, a Arrangement, seed uint64) (Game, error) {
	if err := r.Validate(); err != nil {
		return Game{}, err
	}
	p, err := NewPosition(n, a)
	if err != nil {
		return Game{}, err
	}
	deck, err := r.Deck().Shuffle(cards.NewRand(seed))
	if err != nil {
		return Game{}, fmt.Errorf("pegjokers: %w", err)
	}
	hands, rest, err := deck.Deal(n, r.hand())
	if err != nil {
		return Game{}, fmt.Errorf("pegjokers: %w", err)
	}
	g := Game{rules: r, pos: p, seed: seed, step: StepPlay}
	for s, h := range hands {
		copy(g.hands[s][:], h)
		g.nhand[s] = uint8(r.hand())
	}
	g.ndraw = uint8(rest.Len())
	for i := range rest.Len() {
		g.draw[rest.Len()-1-i] = rest.At(i)
	}
	return g, nil
}

// DealtGame starts a game at a real table whose cards are typed in rather
// than dealt from a seed: hands[s] is the five cards (r.HandSize, if
// set) seat s was dealt, and
// the draw pile is the rest of r's deck in an order no one knows. Every
// [Draw] of such a game must name the card drawn ([Game.Play], which draws the
// top card, is refused), and reshuffles make a pile of unknown order again.
// The error wraps [ErrSeating], [ErrBadRules] or [ErrNotInHand] (a hand of
// other than a full hand, or cards the deck does not hold).
func DealtGame(r Rules, n int, a Arrangement, hands [][]cards.Card) (Game, error) {
	if err := r.Validate(); err != nil {
		return Game{}, err
	}
	p, err := NewPosition(n, a)
	if err != nil {
		return Game{}, err
	}
	if len(hands) != n {
		return Game{}, fmt.Errorf("pegjokers: %w: %s for %s", ErrNotInHand, codec.Count(len(hands), "hand"), codec.Count(n, "seat"))
	}
	g := Game{rules: r, pos: p, step: StepPlay, dealt: true}
	var left cardCount
	left.add(r.Deck().Cards(), 1)
	for s, h := range hands {
		if len(h) != r.hand() {
			return Game{}, fmt.Errorf("pegjokers: %w: %v is dealt %s, not %d", ErrNotInHand, Seat(s), codec.Count(len(h), "card"), r.hand())
		}
		for _, c := range h {
			if !c.IsValid() || left[c] == 0 {
				return Game{}, fmt.Errorf("pegjokers: %w: %v is dealt %v, which the deck does not hold (or not again)", ErrNotInHand, Seat(s), c)
			}
			left[c]--
		}
		copy(g.hands[s][:], h)
		g.nhand[s] = uint8(r.hand())
	}
	g.ndraw = uint8(left.appendTo(g.draw[:0]))
	return g, nil
}

// cardCount counts cards by their byte.
type cardCount [256]uint8

func (c *cardCount) add(cs []cards.Card, k int) {
	for _, x := range cs {
		c[x] += uint8(k)
	}
}

// appendTo appends the counted cards in ascending order and returns how
// many.
func (c *cardCount) appendTo(dst []cards.Card) int {
	n := 0
	for x, k := range c {
		for range k {
			dst = append(dst, cards.Card(x))
			n++
		}
	}
	return n
}

// Rules returns the game's rules.
func (g Game) Rules() Rules { return g.rules }

// Position returns the position on the board.
func (g Game) Position() Position { return g.pos }

// Turn returns the seat to move: the next to play a card. While the game
// waits for a draw, the drawer is the seat before it; see [Game.Next].
func (g Game) Turn() Seat { return g.pos.turn }

// Next returns what the game waits for and the seat that must do it: the
// seat to move for [StepPlay], the seat that just played for [StepDraw] and
// [StepLateDraw] (while the next seat may play instead, missing that draw),
// and [StepNone] with seat 0 once the game is over.
func (g Game) Next() (Step, Seat) {
	switch g.step {
	case StepDraw, StepLateDraw:
		return g.step, g.drawer()
	case StepPlay:
		return StepPlay, g.pos.turn
	}
	return StepNone, 0
}

// drawer returns the seat before the one to move: the one that draws.
func (g *Game) drawer() Seat {
	if g.pos.turn == 0 {
		return Seat(g.pos.n - 1)
	}
	return g.pos.turn - 1
}

// Turns returns the number of turns played so far (cards played).
func (g Game) Turns() int { return int(g.turns) }

// Seed returns the seed the game was dealt from (0 for a [DealtGame]); for
// a world drawn by a [Sampler], the seed of its reshuffles.
func (g Game) Seed() uint64 { return g.seed }

// Sampled reports whether the game is a world drawn by a [Sampler] from a
// player's view: its hands and draw pile were drawn by the sampler, not
// dealt from its seed.
func (g Game) Sampled() bool { return g.sampled }

// Dealt reports whether the game's cards are given by its actions
// ([DealtGame]) rather than by a seed.
func (g Game) Dealt() bool { return g.dealt }

// Shuffles returns how many times the discards have been shuffled into a new
// draw pile.
func (g Game) Shuffles() int { return int(g.shuffles) }

// MissedDraws returns how many draws players have missed (rule 12).
func (g Game) MissedDraws() int { return int(g.missed) }

// LateDraws returns how many extra cards players have drawn for missed
// draws (rule 12).
func (g Game) LateDraws() int { return int(g.late) }

// Owed reports whether seat s missed its last draw and so may draw an extra
// card at the end of its next turn (rule 12).
func (g Game) Owed(s Seat) bool { return int(s) < g.pos.Seats() && g.owed&(1<<s) != 0 }

// Hand returns a copy of seat s's hand, in the order the cards were received
// (nil for a seat that is not in the game). It holds a full hand (five
// cards, or [Rules.HandSize]), or fewer
// when the seat has played and not yet drawn or has missed draws.
func (g Game) Hand(s Seat) []cards.Card {
	if int(s) >= g.pos.Seats() {
		return nil
	}
	return slices.Clone(g.hands[s][:g.nhand[s]])
}

// Held returns the number of cards seat s holds (0 for a seat that is not
// in the game).
func (g Game) Held(s Seat) int {
	if int(s) >= g.pos.Seats() {
		return 0
	}
	return int(g.nhand[s])
}

// DrawPile returns the number of cards in the draw pile.
func (g Game) DrawPile() int { return int(g.ndraw) }

// Discards returns a copy of the discard pile, bottom first (so the last
// card is the one on top, the last played).
func (g Game) Discards() []cards.Card { return slices.Clone(g.discard[:g.ndiscard]) }

// Over reports whether a team has won.
func (g Game) Over() bool {
	_, ok := g.pos.Winner()
	return ok
}

// Winner returns the winning team and whether the game is over.
func (g Game) Winner() (team int, ok bool) { return g.pos.Winner() }

// LegalMoves returns the legal moves of card c for the seat to move, under
// the game's rules (whether or not the player holds c).
func (g Game) LegalMoves(c cards.Card) []Move { return g.rules.LegalMoves(g.pos, c) }

// Choices returns every legal choice of the seat to move: each different card
// in its hand with each of its legal moves, or with no move when it has none.
// While the game waits for a draw these are the plays that would move on
// without it (and so are none while the drawer holds no card). It is empty
// when the game is over, and for the zero Game.
func (g Game) Choices() []Choice {
	if g.Over() || !g.pos.IsValid() {
		return nil
	}
	if g.step == StepDraw && g.nhand[g.drawer()] == 0 {
		return nil
	}
	var gen Generator
	gen.Rules = g.rules
	var out []Choice
	hand := g.hands[g.pos.turn][:g.nhand[g.pos.turn]]
	for i, c := range hand {
		if slices.Contains(hand[:i], c) {
			continue
		}
		ms := gen.LegalMoves(g.pos, c)
		if len(ms) == 0 {
			out = append(out, Choice{Card: c})
		}
		for _, m := range ms {
			out = append(out, Choice{Card: c, Move: m})
		}
	}
	return out
}
