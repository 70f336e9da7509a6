package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// maxCards is the size of the largest deck, MaxPacks packs with their jokers.
const maxCards = MaxPacks * 54

// Action is a step a player takes in a game, as [Game.Apply] carries it
// out: Op names its kind ("play") and String gives it in a short, exact
// form. [Choice] is the action of Pegs and Jokers: every turn is one.
type Action interface {
	Op() string
	String() string
}

// Choice is what a player does on a turn: the card discarded and the move it
// makes. The zero Move means the card is discarded without moving, which the
// rules allow only when the card has no legal move (the guide's rule 1). It
// is the [Action] of a turn.
type Choice struct {
	Card cards.Card
	Move Move
}

// Op returns "play", the kind of action a Choice is.
func (Choice) Op() string { return "play" }

// String returns "7H: 7: Blue t8+3->t11, ..." or "7H: no move".
func (ch Choice) String() string { return ch.Card.String() + ": " + ch.Move.String() }

// Game is a game of Pegs and Jokers: the position plus the draw pile, the
// discard pile, every hand and the turn count. It is a comparable value with
// no pointers inside, so a copy is an independent game that replays exactly
// as the original would; every transition returns a new Game and leaves the
// one it was called on untouched.
//
// A turn (the guide's "The Player's Turn"): the player to move discards one
// card from their hand, moves by it if it allows any legal move (then they
// must), and draws the top card of the draw pile. An empty draw pile is
// refilled by shuffling the discards (rule 11); the shuffle is drawn from the
// game's seed, so the same seed and the same choices give the same game. The
// game ends when every peg of every member of one team is in Finish.
//
// Forgetting to draw (rule 12) does not happen here: every turn draws.
//
// The zero Game is no game: it has no seats and no cards, its Play and
// Apply are refused with an error wrapping [ErrZeroValue], and [PlayGame]
// refuses it likewise. Make a game with [NewGame].
type Game struct {
	rules    Rules
	pos      Position
	hands    [MaxSeats][HandSize]cards.Card
	draw     [maxCards]cards.Card // the draw pile, top card last
	discard  [maxCards]cards.Card // the discard pile, top card last
	ndraw    uint8
	ndiscard uint8
	seed     uint64
	shuffles uint32 // reshuffles of the discards so far
	turns    uint32 // turns played
}

// NewGame deals a new game of n seats in arrangement a under rules r: the
// deck (r.Deck(), by default two packs with four jokers) shuffled with
// cards.NewRand(seed), five cards dealt to each seat one at a time starting
// with seat 0, the rest face down as the draw pile. Seat 0 plays first (the
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
	hands, rest, err := deck.Deal(n, HandSize)
	if err != nil {
		return Game{}, fmt.Errorf("pegjokers: %w", err)
	}
	g := Game{rules: r, pos: p, seed: seed}
	for s, h := range hands {
		copy(g.hands[s][:], h)
	}
	g.setDraw(rest)
	return g, nil
}

// setDraw makes d (top first) the draw pile.
func (g *Game) setDraw(d cards.Deck) {
	g.ndraw = uint8(d.Len())
	for i := range d.Len() {
		g.draw[d.Len()-1-i] = d.At(i)
	}
}

// Rules returns the game's rules.
func (g Game) Rules() Rules { return g.rules }

// Position returns the position on the board.
func (g Game) Position() Position { return g.pos }

// Turn returns the seat to move.
func (g Game) Turn() Seat { return g.pos.turn }

// Turns returns the number of turns played so far.
func (g Game) Turns() int { return int(g.turns) }

// Seed returns the seed the game was dealt from.
func (g Game) Seed() uint64 { return g.seed }

// Shuffles returns how many times the discards have been shuffled into a new
// draw pile.
func (g Game) Shuffles() int { return int(g.shuffles) }

// Hand returns a copy of seat s's hand, in the order the cards were received
// (nil for a seat that is not in the game).
func (g Game) Hand(s Seat) []cards.Card {
	if int(s) >= g.pos.Seats() {
		return nil
	}
	return slices.Clone(g.hands[s][:])
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
// It is empty when the game is over, and for the zero Game.
func (g Game) Choices() []Choice {
	if g.Over() || !g.pos.IsValid() {
		return nil
	}
	var gen Generator
	gen.Rules = g.rules
	var out []Choice
	hand := g.hands[g.pos.turn]
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

// Play plays the seat to move's turn: ch.Card is discarded from its hand, the
// pegs move by ch.Move (which must be one of the card's legal moves, or the
// zero Move when the card has none), and the player draws. It returns the
// game after the turn and what happened: a [Played] event, a [Reshuffled]
// event when the draw pile ran out, and [GameOver] when the turn won the
// game. g itself is untouched, whatever happens.
//
// A refused turn is an [*Error] of operation "play" naming the seat to
// move, wrapping [ErrGameOver], [ErrNotInHand], [ErrIllegalMove] (a move
// that is not legal, or not a move of ch.Card's rank), [ErrMustMove] (no
// move with a card that has one) or [ErrZeroValue] (the zero Game).
func (g Game) Play(ch Choice) (Game, []Event, error) {
	var gen Generator
	return g.PlayWith(&gen, ch)
}

// Apply carries out action a, which must be a [Choice] (or a pointer to
// one), as [Game.Play] does. Any other action is refused with an error
// wrapping [ErrIllegalMove].
func (g Game) Apply(a Action) (Game, []Event, error) {
	switch a := a.(type) {
	case Choice:
		return g.Play(a)
	case *Choice:
		if a != nil {
			return g.Play(*a)
		}
		return g, nil, refuse("play", int(g.pos.turn), fmt.Errorf("%w: a nil *Choice", ErrIllegalMove))
	}
	return g, nil, refuse("apply", int(g.pos.turn), fmt.Errorf("%w: %T is not an action of Pegs and Jokers", ErrIllegalMove, a))
}

// PlayWith is [Game.Play] using gen's memory, so that a program that plays
// many games allocates little per turn. gen's Rules field is not used: the
// game's rules are. When gen's last generation was of ch's card in this
// position (as when a strategy chose from gen.LegalMoves), the move is
// checked against the moves gen listed without generating them again, so
// those must not have been changed since. A nil gen is a fresh Generator.
func (g Game) PlayWith(gen *Generator, ch Choice) (Game, []Event, error) {
	if gen == nil {
		gen = new(Generator)
	}
	var ev []Event
	err := g.play(gen, ch, &ev)
	return g, ev, err
}

// play is PlayWith on g in place, appending the events to *ev unless ev is
// nil; on error g is unchanged.
func (g *Game) play(gen *Generator, ch Choice, ev *[]Event) error {
	seat := g.pos.turn
	if !g.pos.IsValid() {
		return refuse("play", int(seat), fmt.Errorf("%w: the zero Game", ErrZeroValue))
	}
	if _, over := g.pos.Winner(); over {
		return refuse("play", int(seat), fmt.Errorf("%w: %v", ErrGameOver, ch))
	}
	idx := -1
	if ch.Card.IsValid() {
		idx = slices.Index(g.hands[seat][:], ch.Card)
	}
	if idx < 0 {
		return refuse("play", int(seat), fmt.Errorf("%w: %v does not hold %v", ErrNotInHand, seat, ch.Card))
	}
	var next Position
	var err error
	if ch.Move.IsZero() {
		next, err = gen.pass(g.rules, g.pos, ch.Card)
	} else if ch.Move.Rank != ch.Card.Rank() {
		err = fmt.Errorf("%w: %v is not a move of %v", ErrIllegalMove, ch.Move, ch.Card)
	} else {
		next, err = gen.apply(g.rules, g.pos, ch.Move)
	}
	if err != nil {
		return refuse("play", int(seat), err)
	}
	if ev != nil {
		*ev = append(*ev, Played{Seat: seat, Card: ch.Card, Move: ch.Move, Position: g.pos})
	}
	g.pos = next
	g.discard[g.ndiscard] = ch.Card
	g.ndiscard++
	if g.ndraw == 0 {
		g.reshuffle()
		if ev != nil {
			*ev = append(*ev, Reshuffled{Shuffle: int(g.shuffles), Cards: int(g.ndraw)})
		}
	}
	g.ndraw--
	drawn := g.draw[g.ndraw]
	g.draw[g.ndraw] = cards.NoCard
	// Keep the hand in the order received: the new card goes last.
	h := &g.hands[seat]
	copy(h[idx:], h[idx+1:])
	h[HandSize-1] = drawn
	g.turns++
	if team, won := g.pos.Winner(); won && ev != nil {
		*ev = append(*ev, GameOver{Team: team, Seating: g.pos.Seating(), Turns: int(g.turns)})
	}
	return nil
}

// reshuffle turns the discard pile into a new draw pile (rule 11).
func (g *Game) reshuffle() {
	g.shuffles++
	d, _ := cards.DeckOf(g.discard[:g.ndiscard]...).Shuffle(cards.NewRand(reshuffleSeed(g.seed, g.shuffles)))
	clear(g.discard[:g.ndiscard])
	g.ndiscard = 0
	g.setDraw(d)
}

// reshuffleSeed derives the seed of the k-th reshuffle of a game dealt from
// seed (splitmix64 of the pair).
func reshuffleSeed(seed uint64, k uint32) uint64 {
	x := seed + uint64(k)*0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
