package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"

	"github.com/pegboard/pegboard/internal/codec"
)

// Play plays a whole turn of the seat to move: ch.Card is discarded from
// its hand, the pegs move by ch.Move (which must be one of the card's legal
// moves, or the zero Move when the card has none), and the player draws,
// and draws the extra card too when it is owed one (rule 12). It is
// [Game.Apply] of ch and then of a [Draw] for each card due. It returns the
// game after the turn and what happened: [Missed] when the game still
// waited for the last player's draw, [Played], then [Reshuffled] when the
// draw pile ran out, [Drew] for each card drawn, or [GameOver] when the
// turn won the game (the winner draws nothing). g itself is untouched,
// whatever happens.
//
// A refused turn is an [*Error] of operation "play" naming the seat to
// move, wrapping [ErrGameOver], [ErrNotInHand], [ErrIllegalMove] (a move
// that is not legal, or not a move of ch.Card's rank), [ErrMustMove] (no
// move with a card that has one), [ErrNotYourTurn] (the last player holds
// no card and must draw first), [ErrBadDraw] (a [DealtGame], whose draws
// must name their cards: Apply the Choice and then each Draw) or
// [ErrZeroValue] (the zero Game).
func (g Game) Play(ch Choice) (Game, []Event, error) {
	var gen Generator
	return g.PlayWith(&gen, ch)
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
	h := g
	if h.dealt && h.pos.IsValid() {
		return g, nil, refuse("play", int(g.pos.turn), fmt.Errorf("%w: the cards of a game dealt by hand are typed in: apply %v, then a Draw naming each card drawn", ErrBadDraw, ch))
	}
	if err := ch.apply(&h, gen, &ev); err != nil {
		return g, nil, err
	}
	for h.step == StepDraw || h.step == StepLateDraw {
		if err := (Draw{}).apply(&h, gen, &ev); err != nil {
			return g, nil, err
		}
	}
	return h, ev, nil
}

// Apply carries out one action: a [Choice] (the seat to move plays a
// card), a [Written] play (a Choice in the move notation, read in the
// game's position with [Rules.ParseMove]) or a [Draw] (the seat that just
// played draws), or a pointer to one that is not nil. It is the one way to
// carry out any action; it returns the next game and what happened, and
// leaves g untouched. A turn is a Choice and then a Draw, and a Draw more
// when the player is owed an extra card; see [Game.Next] for what the game
// waits for, and [Game.Play] for a whole turn at once.
//
// A Choice applied while the game waits for a draw is the next player
// playing before the last one drew: the last player has missed the draw
// (rule 12; a [Missed] event). A refused action is an [*Error] naming its
// operation ("play" or "draw") and seat, wrapping the reasons [Game.Play]
// lists, [ErrBadDraw] for a Draw that is not due or names a card that is
// not there (or, in a game dealt from a seed, is not the top card), and
// [ErrSyntax] for a Written play that is not the notation. Anything that is
// not an action of Pegs and Jokers (nil, a nil pointer, another game's
// action) is refused as operation "apply", wrapping [ErrIllegalMove] and
// [ErrUnknownAction].
func (g Game) Apply(a Action) (Game, []Event, error) {
	act, ok := codec.As[action](a)
	if !ok {
		return g, nil, refuse("apply", int(g.pos.turn), fmt.Errorf("%w: %w", ErrIllegalMove, codec.Unknown(ErrUnknownAction, a)))
	}
	var gen Generator
	var ev []Event
	h := g
	if err := act.apply(&h, &gen, &ev); err != nil {
		return g, nil, err
	}
	return h, ev, nil
}

// apply plays w, read in the game's position.
func (w Written) apply(g *Game, gen *Generator, ev *[]Event) error {
	if !g.pos.IsValid() {
		return refuse("play", int(g.pos.turn), fmt.Errorf("%w: the zero Game", ErrZeroValue))
	}
	ch, err := w.in(g.rules, g.pos)
	if err != nil {
		return refuse("play", int(g.pos.turn), err)
	}
	return ch.apply(g, gen, ev)
}

// apply plays ch on g in place: the discard and the move.
func (ch Choice) apply(g *Game, gen *Generator, ev *[]Event) error {
	seat := g.pos.turn
	if !g.pos.IsValid() {
		return refuse("play", int(seat), fmt.Errorf("%w: the zero Game", ErrZeroValue))
	}
	if _, over := g.pos.Winner(); over {
		return refuse("play", int(seat), fmt.Errorf("%w: %v", ErrGameOver, ch))
	}
	if d := g.drawer(); g.step == StepDraw && g.nhand[d] == 0 {
		return refuse("play", int(seat), fmt.Errorf("%w: %v holds no card and must draw before %v plays", ErrNotYourTurn, d, seat))
	}
	hand := g.hands[seat][:g.nhand[seat]]
	idx := -1
	if ch.Card.IsValid() {
		idx = slices.Index(hand, ch.Card)
	}
	if idx < 0 {
		return refuse("play", int(seat), fmt.Errorf("%w: %v does not hold %v", ErrNotInHand, seat, ch.Card))
	}
	var next Position
	var err error
	whole := false
	if ch.Move.IsZero() {
		whole = g.rules.DiscardHand && g.noMove(gen)
		next, err = gen.pass(g.rules, g.pos, ch.Card)
	} else if ch.Move.Rank != ch.Card.Rank() {
		err = fmt.Errorf("%w: %v is not a move of %v", ErrIllegalMove, ch.Move, ch.Card)
	} else {
		next, err = gen.apply(g.rules, g.pos, ch.Move)
	}
	if err != nil {
		return refuse("play", int(seat), err)
	}
	held := len(hand)
	g.commit(idx, ch, next, ev)
	if whole {
		g.discardHand(seat, held, ev)
	}
	return nil
}

// noMove reports whether no card in the hand of the seat to move has a
// legal move.
func (g *Game) noMove(gen *Generator) bool {
	for _, c := range g.hands[g.pos.turn][:g.nhand[g.pos.turn]] {
		if gen.generate(g.rules, g.pos, c.Rank()); len(gen.moves) > 0 {
			return false
		}
	}
	return true
}

// discardHand discards the rest of seat's hand after a pass under
// [Rules.DiscardHand] (it held held cards before the pass): the seat then
// draws until its hand is full, which makes good the draws it missed
// before (counted as late draws), so it is owed none.
func (g *Game) discardHand(seat Seat, held int, ev *[]Event) {
	n := int(g.nhand[seat])
	copy(g.discard[g.ndiscard:], g.hands[seat][:n])
	g.ndiscard += uint8(n)
	clear(g.hands[seat][:n])
	g.nhand[seat] = 0
	g.late += uint32(g.rules.hand() - held)
	g.owed &^= 1 << seat
	g.refill = true
	if ev != nil {
		if p, ok := (*ev)[len(*ev)-1].(Played); ok {
			p.Discarded = n
			(*ev)[len(*ev)-1] = p
		}
	}
}

// commit plays ch, the card at index idx of the hand of the seat to move,
// whose move leads to next: the bookkeeping of a play known to be legal
// (and, while a draw is due, with the drawer holding a card).
func (g *Game) commit(idx int, ch Choice, next Position, ev *[]Event) {
	seat := g.pos.turn
	hand := g.hands[seat][:g.nhand[seat]]
	switch d := g.drawer(); g.step {
	case StepDraw:
		g.owed |= 1 << d
		g.missed++
		if g.refill {
			// Each card of the hand not yet drawn back is a missed draw.
			g.missed += uint32(g.rules.hand()-int(g.nhand[d])) - 1
			g.refill = false
		}
		if ev != nil {
			*ev = append(*ev, Missed{Seat: d})
		}
	case StepLateDraw:
		g.owed &^= 1 << d
		if ev != nil {
			*ev = append(*ev, Missed{Seat: d, Late: true})
		}
	}
	if ev != nil {
		*ev = append(*ev, Played{Seat: seat, Card: ch.Card, Move: ch.Move, Position: g.pos, InSpotSwap: g.rules.InSpotSwap})
	}
	g.pos = next
	g.discard[g.ndiscard] = ch.Card
	g.ndiscard++
	// Keep the hand in the order received.
	copy(hand[idx:], hand[idx+1:])
	hand[len(hand)-1] = cards.NoCard
	g.nhand[seat]--
	g.turns++
	if g.rec != nil {
		g.rec = g.rec.Add(ch)
	}
	if team, won := g.pos.Winner(); won {
		g.step = StepNone
		if ev != nil {
			*ev = append(*ev, GameOver{Team: team, Seating: g.pos.Seating(), Turns: int(g.turns)})
		}
		return
	}
	g.step = StepDraw
}

// apply draws card dr.Card (the top card when it is NoCard) for the seat
// that just played, on g in place.
func (dr Draw) apply(g *Game, _ *Generator, ev *[]Event) error {
	c := dr.Card
	if !g.pos.IsValid() {
		return refuse("draw", -1, fmt.Errorf("%w: the zero Game", ErrZeroValue))
	}
	d := g.drawer()
	switch g.step {
	case StepDraw, StepLateDraw:
	case StepNone:
		return refuse("draw", int(d), fmt.Errorf("%w: no draw after the last turn", ErrGameOver))
	default:
		return refuse("draw", int(d), fmt.Errorf("%w: no draw is due: %v is to play", ErrBadDraw, g.pos.turn))
	}
	if int(g.nhand[d]) >= g.rules.hand() {
		return refuse("draw", int(d), fmt.Errorf("%w: %v holds %s", ErrBadDraw, d, codec.Count(g.rules.hand(), "card")))
	}
	if g.dealt && !c.IsValid() {
		return refuse("draw", int(d), fmt.Errorf("%w: a game dealt by hand draws a named card (\"draw 7H\")", ErrBadDraw))
	}
	if g.ndraw == 0 {
		if g.ndiscard == 0 {
			return refuse("draw", int(d), fmt.Errorf("%w: no cards to draw", ErrBadDraw))
		}
		g.reshuffle()
		if ev != nil {
			*ev = append(*ev, Reshuffled{Shuffle: int(g.shuffles), Cards: int(g.ndraw)})
		}
	}
	pile := g.draw[:g.ndraw]
	i := len(pile) - 1
	if g.dealt {
		i = slices.Index(pile, c)
	}
	if i < 0 || (c != cards.NoCard && pile[i] != c) {
		what := "is not in the draw pile"
		if !g.dealt {
			what = "is not the top card of the draw pile"
		}
		return refuse("draw", int(d), fmt.Errorf("%w: %v %s", ErrBadDraw, c, what))
	}
	drawn := pile[i]
	copy(pile[i:], pile[i+1:])
	g.ndraw--
	g.draw[g.ndraw] = cards.NoCard
	g.hands[d][g.nhand[d]] = drawn
	g.nhand[d]++
	late := g.step == StepLateDraw
	if ev != nil {
		*ev = append(*ev, Drew{Seat: d, Late: late, Card: drawn})
	}
	if g.rec != nil {
		g.rec = g.rec.Add(Draw{Card: c})
	}
	short := int(g.nhand[d]) < g.rules.hand()
	switch {
	case g.refill && short:
		// Drawing a full hand back (Rules.DiscardHand): draw on.
	case g.refill:
		g.refill = false
		g.step = StepPlay
	case late:
		g.late++
		if !g.rules.CatchUp || !short {
			g.owed &^= 1 << d
			g.step = StepPlay
		}
	case g.owed&(1<<d) != 0 && short:
		g.step = StepLateDraw
	default:
		g.step = StepPlay
	}
	return nil
}

// reshuffle turns the discard pile into a new draw pile (rule 11): shuffled
// from the game's seed, or, in a game dealt by hand, a pile of unknown
// order, kept sorted.
func (g *Game) reshuffle() {
	g.shuffles++
	n := int(g.ndiscard)
	if g.dealt {
		copy(g.draw[:n], g.discard[:n])
		slices.Sort(g.draw[:n])
	} else {
		d, _ := cards.DeckOf(g.discard[:n]...).Shuffle(cards.NewRand(reshuffleSeed(g.seed, g.shuffles)))
		for i := range n {
			g.draw[n-1-i] = d.At(i)
		}
	}
	clear(g.discard[:n])
	g.ndiscard = 0
	g.ndraw = uint8(n)
}

// reshuffleSeed derives the seed of the k-th reshuffle of a game dealt from
// seed (splitmix64 of the pair).
func reshuffleSeed(seed uint64, k uint32) uint64 {
	x := seed + uint64(k)*0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
