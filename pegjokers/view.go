package pegjokers

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// Strategy chooses a player's turn: a card from the hand and one of its
// legal moves, or no move when the card has none. Choose gets what the
// player can see and a random source of its own (drawn for its seat alone,
// so what it draws says nothing of the cards or of other seats' draws); it
// must return a choice the rules allow. The runner checks the choice by
// value: an illegal one ends the game with an error wrapping [ErrStrategy]
// that names the seat. One Strategy value may play many games at once (the
// self-play runner shares it between goroutines), so it must be safe for
// concurrent use: keep per-game state out of it.
type Strategy interface {
	Choose(v View, r *rand.Rand) Choice
}

// View is what one seat can see at a moment ([Game.SeatView]), or a
// spectator ([NoSeat]): the board, the seat's own hand, the discard pile,
// the size of the draw pile, how many cards each player holds (five,
// unless they missed draws: the guide's rule 12) and the other facts every
// player at the table knows. It holds nothing else: not the other hands,
// not the order of the draw pile, not the seed of the deal (see "Fair
// play" in the package doc). A [Strategy] is given the view of the player
// to move ([Game.View]); people and programs at a table are given their
// own seat's, which [View.Viewer] names. Its slices are the holder's own,
// fresh for each view: it may keep and change them. A [Sampler] turns a
// View into complete games consistent with it, for search. Its JSON and
// its text (one header a member) are the format "pegboard pegjokers
// view", version 1 ([View.MarshalJSON]).
type View struct {
	Rules    Rules
	Position Position     // the board; Position.Turn() is the player
	Hand     []cards.Card // the viewer's cards, in the order received (none for a spectator)
	Discards []cards.Card // the discard pile, bottom first
	DrawPile int          // the number of cards in the draw pile
	Turns    int          // turns played so far
	// Held[s] is the number of cards seat s holds; seats past the game's
	// hold none. The viewer's own count is len(Hand).
	Held [MaxSeats]int
	// Step is what the game waits for: [StepPlay] on a strategy's turn, or
	// [StepDraw] or [StepLateDraw] while the last player has yet to draw
	// (the player may play first, and the last player then misses the
	// draw: rule 12). See [Game.Next].
	Step Step
	// Owed[s] reports whether seat s missed its last draw and may draw an
	// extra card at the end of its next turn (rule 12; [Game.Owed]).
	Owed [MaxSeats]bool
	// Shuffles, MissedDraws and LateDraws count the reshuffles of the
	// discards, the draws missed and the extra cards drawn so far.
	Shuffles, MissedDraws, LateDraws int
	// Refill reports that the last player discarded its whole hand under
	// [Rules.DiscardHand] and is drawing until its hand is full again
	// (Step is then [StepDraw]).
	Refill bool

	// who is the viewer when it is not the player to move: its seat plus
	// 2, or 1 for a spectator; 0 (a strategy's view, one made by hand)
	// is the player to move's.
	who int8
	gen *Generator // for All: the runner's for this seat, reused turn to turn
	lm  *Generator // for LegalMoves
}

// NoSeat is the seat of a spectator, who holds no cards: [Game.SeatView]
// and [SeenBy] of NoSeat show what anyone watching the table sees.
const NoSeat = -1

// View returns what the player to move sees, the view a [Strategy] is
// given: [Game.SeatView] of [Game.Turn] (for the zero Game, the zero View:
// no position and no cards).
func (g Game) View() View {
	if !g.pos.IsValid() {
		return View{}
	}
	return g.view(int(g.pos.turn), new(Generator), new(Generator), nil)
}

// SeatView returns what seat (0 to Seats-1, or [NoSeat], a spectator) may
// know now, at any step of the game and whoever is to move: the view of
// the player to move is the one a [Strategy] is given. The zero Game is an
// error wrapping [ErrZeroValue]; a seat not in the game, one wrapping
// [ErrBadSeat].
func (g Game) SeatView(seat int) (View, error) {
	if !g.pos.IsValid() {
		return View{}, fmt.Errorf("pegjokers: %w: the zero Game", ErrZeroValue)
	}
	if seat < NoSeat || seat >= g.pos.Seats() {
		return View{}, fmt.Errorf("pegjokers: %w: seat %d of %d", ErrBadSeat, seat, g.pos.Seats())
	}
	return g.view(seat, new(Generator), new(Generator), nil), nil
}

// view returns the view of seat (or NoSeat), listing moves with gen and
// lm. Its slices are carved from *arena (a fresh array when arena is nil or
// full): each part of an arena is handed out once and never written again,
// so the view's slices are its own while the runner allocates only now and
// then.
func (g *Game) view(seat int, gen, lm *Generator, arena *[]cards.Card) View {
	nh := 0
	if seat >= 0 {
		nh = int(g.nhand[seat])
	}
	n := nh + int(g.ndiscard)
	var buf []cards.Card
	switch {
	case arena == nil:
		buf = make([]cards.Card, 0, n)
	case cap(*arena)-len(*arena) < n:
		buf = make([]cards.Card, 0, max(n, 4096))
	default:
		buf = *arena
	}
	start := len(buf)
	if seat >= 0 {
		buf = append(buf, g.hands[seat][:nh]...)
	}
	buf = append(buf, g.discard[:g.ndiscard]...)
	if arena != nil {
		*arena = buf
	}
	mine := buf[start:len(buf):len(buf)]
	v := View{
		Rules:    g.rules,
		Position: g.pos,
		Hand:     mine[:nh:nh], // capped: appending to it copies
		Discards: mine[nh:],
		DrawPile: int(g.ndraw),
		Turns:    int(g.turns),
		Step:     g.step,
		Shuffles: int(g.shuffles), MissedDraws: int(g.missed), LateDraws: int(g.late),
		Refill: g.refill,
		gen:    gen,
		lm:     lm,
	}
	if seat < 0 {
		v.Hand = nil
	}
	if seat != int(g.pos.turn) {
		v.who = int8(seat + 2)
	}
	for s := range int(g.pos.n) {
		v.Held[s] = int(g.nhand[s])
		v.Owed[s] = g.owed&(1<<s) != 0
	}
	return v
}

// Viewer returns the seat whose view v is, or [NoSeat] for a spectator's:
// the player to move for a view a [Strategy] is given (and for one made
// by hand).
func (v View) Viewer() int {
	if v.who == 0 {
		return int(v.Position.Turn())
	}
	return int(v.who) - 2
}

// Seat returns the seat of the player to move, whose moves LegalMoves and
// All list: the viewer, in a strategy's view.
func (v View) Seat() Seat { return v.Position.Turn() }

// generator returns g, or a new Generator when g is nil (a View made by
// hand), set to the view's rules.
func (v View) generator(g *Generator) *Generator {
	if g == nil {
		g = new(Generator)
	}
	g.Rules = v.Rules
	return g
}

// LegalMoves returns the legal moves of card c for the player to move, in
// a new slice the caller may keep and change. A view read back from its
// JSON or text lists them as well, with memory of its own.
func (v View) LegalMoves(c cards.Card) []Move {
	return slices.Clone(v.generator(v.lm).LegalMoves(v.Position, c))
}

// All yields each legal move of card c with the position it leads to; see
// [Generator.All]. It lists them with memory reused from call to call, so
// it allocates nothing; calling All again inside the loop is not allowed
// (LegalMoves is).
func (v View) All(c cards.Card) iter.Seq2[Move, Position] {
	return v.generator(v.gen).All(v.Position, c)
}
