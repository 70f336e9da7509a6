package pegjokers

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// Sampler draws complete games consistent with what one player has seen
// (or a spectator: a view of [NoSeat]): the worlds a searching bot plays
// out. Made from a [View], each game it draws has the view's board, hand,
// discard pile, counts and debts (the sampled game's view for that seat is
// the view it was made from), and deals the cards the player has not seen
// (the deck less its hand and the discards) to the other hands and the
// draw pile uniformly at random: every
// way of placing those cards, the order of the draw pile included, is
// equally likely. Other players' choices may say more about their hands
// than the view does; a caller who models that gives weights
// ([NewWeightedSampler]).
//
// A drawn game is a [Game] like any other ([Game.Sampled] tells it apart):
// it passes every check a saved game must pass, plays on with
// [Game.Apply], [Game.Play] and [PlayGame], and shuffles its discards, when
// the draw pile runs out, from a seed drawn with the sample. Drawing a game
// allocates nothing, and a Sampler is never changed once made, so one may
// serve many goroutines at once, each with its own random source.
type Sampler struct {
	base   Game                 // the view's game less the unseen cards
	unseen [maxCards]cards.Card // the cards the player has not seen, in card order
	n      int                  // how many
	seats  [MaxSeats]Seat       // the other seats holding cards, in seat order
	held   [MaxSeats]int        // how many cards each holds
	viewer int                  // the view's seat, or NoSeat
	k      int                  // how many such seats
	w      *game.Weighted       // nil: uniform
}

// NewSampler returns a sampler of the games consistent with v, which must
// be a view a game could show (one made by [Game.View] or
// [Game.SeatView], handed to a [Strategy], or read back from its JSON);
// anything else is an error wrapping [ErrBadView].
func NewSampler(v View) (*Sampler, error) {
	s := new(Sampler)
	if err := s.init(v); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Sampler) init(v View) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("pegjokers: %w: %s", ErrBadView, fmt.Sprintf(format, args...))
	}
	p := v.Position
	if !p.IsValid() {
		return fmt.Errorf("pegjokers: %w: %w: the view has no position", ErrBadView, ErrZeroValue)
	}
	if err := v.Rules.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadView, err)
	}
	n, me := p.Seats(), v.Viewer()
	switch {
	case me < NoSeat || me >= n:
		return bad("the view of seat %d in a game of %s", me, codec.Count(n, "seat"))
	case me == NoSeat && len(v.Hand) != 0:
		return bad("a spectator holding %s", codec.Count(len(v.Hand), "card"))
	case me >= 0 && (len(v.Hand) > v.Rules.hand() || len(v.Hand) != v.Held[me]):
		return bad("%v holds %s, and the view counts %d", Seat(me), codec.Count(len(v.Hand), "card"), v.Held[me])
	case len(v.Discards) > v.Rules.Deck().Len():
		return bad("%d discards", len(v.Discards))
	case v.Step > StepLateDraw || !count32(v.Turns) || !count32(v.Shuffles) || !count32(v.MissedDraws) || !count32(v.LateDraws):
		return bad("step %v, %s, %d reshuffles, %d missed and %d late draws", v.Step, codec.Count(v.Turns, "turn"), v.Shuffles, v.MissedDraws, v.LateDraws)
	}
	g := Game{rules: v.Rules, pos: p, step: v.Step, sampled: true,
		shuffles: uint32(v.Shuffles), turns: uint32(v.Turns), missed: uint32(v.MissedDraws), late: uint32(v.LateDraws),
		refill: v.Refill}
	var left cardCount
	left.add(v.Rules.Deck().Cards(), 1)
	for _, cs := range [][]cards.Card{v.Hand, v.Discards} {
		for _, c := range cs {
			if !c.IsValid() || left[c] == 0 {
				return bad("%v seen more often than the deck holds it", c)
			}
			left[c]--
		}
	}
	if me >= 0 {
		copy(g.hands[me][:], v.Hand)
	}
	s.viewer = me
	copy(g.discard[:], v.Discards)
	g.ndiscard = uint8(len(v.Discards))
	others := 0
	for t := range MaxSeats {
		h := v.Held[t]
		switch {
		case h < 0 || h > v.Rules.hand() || t >= n && h != 0:
			return bad("seat %d holds %s", t, codec.Count(h, "card"))
		case v.Owed[t] && t >= n:
			return bad("seat %d is owed a draw", t)
		}
		g.nhand[t] = uint8(h)
		if v.Owed[t] {
			g.owed |= 1 << t
		}
		if t < n && t != me && h > 0 {
			s.seats[s.k], s.held[s.k] = Seat(t), h
			s.k++
			others += h
		}
	}
	s.n = left.appendTo(s.unseen[:0])
	if v.DrawPile < 0 || others+v.DrawPile != s.n {
		return bad("%d unseen cards, but %d in the other hands and %d in the draw pile", s.n, others, v.DrawPile)
	}
	s.base = g
	// The one checker of a game judges the rest: a world with the unseen
	// cards in card order must be a game.
	w := s.deal(s.unseen[:s.n])
	if err := w.check(); err != nil {
		return fmt.Errorf("pegjokers: %w: %w", ErrBadView, err)
	}
	return nil
}

// count32 reports whether n is a count a Game can hold.
func count32(n int) bool { return n >= 0 && uint64(n) <= math.MaxUint32 }

// deal returns the base game with the cards u dealt: the other hands take
// them from the end, in seat order, and the rest, bottom first, are the
// draw pile.
func (s *Sampler) deal(u []cards.Card) Game {
	g := s.base
	k := len(u)
	copy(g.draw[:], u)
	for i := range s.k {
		h := s.held[i]
		copy(g.hands[s.seats[i]][:h], g.draw[k-h:k])
		k -= h
	}
	clear(g.draw[k:len(u)])
	g.ndraw = uint8(k)
	return g
}

// Sample draws a game consistent with the sampler's view, with r (a nil r
// draws from an unpredictable source, made for the call). It fails, with
// an error wrapping [ErrZeroValue], only for the zero Sampler, or with one
// wrapping [ErrBadView] when weights leave too little chance of a world.
func (s *Sampler) Sample(r *rand.Rand) (Game, error) {
	if s == nil || !s.base.pos.IsValid() {
		return Game{}, fmt.Errorf("pegjokers: %w: the zero Sampler: make one with NewSampler", ErrZeroValue)
	}
	if r == nil {
		r = rand.New(rand.NewChaCha8(game.Unpredictable32()))
	}
	if s.w != nil {
		return s.sampleWeighted(r)
	}
	g := s.base
	g.seed = r.Uint64()
	// Shuffle the unseen cards in the world's draw pile, then deal the
	// other hands from its end.
	u := g.draw[:s.n]
	copy(u, s.unseen[:s.n])
	shuffle(u, r)
	k := s.n
	for i := range s.k {
		h := s.held[i]
		copy(g.hands[s.seats[i]][:h], u[k-h:k])
		k -= h
	}
	clear(u[k:])
	g.ndraw = uint8(k)
	return g, nil
}

// shuffle puts cs in a uniformly random order (Fisher and Yates).
func shuffle(cs []cards.Card, r *rand.Rand) {
	for i := len(cs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// View returns the view the sampler was made from, as its seat saw it
// (with fresh slices).
func (s *Sampler) View() View {
	if s == nil || !s.base.pos.IsValid() {
		return View{}
	}
	w := s.deal(s.unseen[:s.n])
	return w.view(s.viewer, new(Generator), new(Generator), nil)
}
