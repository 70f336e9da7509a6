package crib

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// World is one complete deal consistent with what a player has seen, drawn
// by a [Sampler]: the cards the player cannot see are placed.
type World struct {
	Hands   [MaxSeats]cards.Set // each seat's cards: dealt (from a DiscardView), or still held (a LayView)
	Crib    cards.Set           // the crib's cards known so far (a LayView: the whole crib)
	Starter cards.Card          // drawn (a DiscardView), or the one cut (a LayView)
	Play    PlayState           // the play with every hand filled in (a LayView), for a Solver
}

// Weights is a model of the other players' hands for a [Sampler]: the
// weight of card c being in seat's hand, a finite number ≥ 0. A world is
// drawn with probability proportional to the product, over every card in
// every other player's hand, of its weight (the crib's and the pack's cards
// weigh 1): 0 rules a card out of a seat's hand, 2 makes it twice as likely
// there as a card of weight 1, and equal weights are the uniform sampler.
type Weights func(seat int, c cards.Card) float64

// A Sampler draws complete deals consistent with what one player has seen:
// the worlds a searching bot plays out. Made from a [DiscardView] it deals
// the other hands, the crib's cards from the pack and the starter; from a
// [LayView], the cards the others still hold (as many as the view says)
// and the crib, keeping the starter, the cards laid and the count. Every
// placing of the unseen cards is equally likely, or weighted
// ([NewWeightedSampler]). Drawing allocates nothing; goroutines may share
// a Sampler, each with its own random source.
type Sampler struct {
	base   World
	unseen [52]cards.Card // the cards the player has not seen, in index order
	n      int            // how many
	slots  [MaxSeats]slot // the other seats to deal to, in seat order
	k      int            // how many slots
	crib   int            // cards to the crib
	start  bool           // draw the starter
	w      *game.Weighted // nil: uniform
}

// slot is a seat and the number of unseen cards it takes.
type slot struct{ seat, n int }

// NewDiscardSampler returns a sampler of the deals consistent with v, a view
// a game could show a player laying away: every other seat dealt as many
// cards as v.Dealt holds, the crib's cards from the pack ([Layout.FromPack])
// and the starter, from the cards outside v.Dealt. An impossible view is an
// error wrapping ErrBadPosition.
func NewDiscardSampler(v DiscardView) (*Sampler, error) {
	if err := v.Layout.Validate(); err != nil {
		return nil, fmt.Errorf("crib: %w: %w", ErrBadPosition, err)
	}
	l := v.Layout
	if v.Seat < 0 || v.Seat >= l.Seats || v.Dealer < 0 || v.Dealer >= l.Seats {
		return nil, badView("seat %d, dealer %d of %s", v.Seat, v.Dealer, codec.Count(l.Seats, "seat"))
	}
	if v.Out != 0 {
		// Sides sitting out: the deal is the players left's.
		out := bits.OnesCount8(v.Out)
		dl, err := LayoutFor(l.Seats-out, l.Sides-out/(l.Seats/l.Sides))
		if err != nil || v.Out>>l.Seats != 0 || v.Out&(1<<v.Seat) != 0 || v.Out&(1<<v.Dealer) != 0 {
			return nil, badView("seats %08b sit out of %d, the player seat %d, the dealer %d", v.Out, l.Seats, v.Seat, v.Dealer)
		}
		l = dl
	}
	if v.Dealt.Len() != l.Deal || v.Dealt.Minus(cards.FullSet) != 0 {
		return nil, badView("%v dealt, want %d standard cards", v.Dealt, l.Deal)
	}
	s := &Sampler{crib: l.FromPack, start: true}
	s.base.Hands[v.Seat] = v.Dealt
	for t := range v.Layout.Seats {
		if t != v.Seat && v.Out&(1<<t) == 0 {
			s.slots[s.k] = slot{t, l.Deal}
			s.k++
		}
	}
	return s, s.init(v.Dealt)
}

// NewLaySampler returns a sampler of the play positions consistent with v:
// each other seat holds as many cards as v.Held says, and the crib four,
// from the cards the player has not seen. The cards the player laid away,
// v.Away and laidAway (more of them, for a view made by hand), are kept out
// of the hands and put in the crib when they went there. An impossible
// view, or laidAway holding a card seen, is an error wrapping
// ErrBadPosition.
func NewLaySampler(v LayView, laidAway cards.Set) (*Sampler, error) {
	l := v.Layout
	p := v.play
	switch {
	case l.Validate() != nil || int(p.seats) != l.Seats:
		return nil, badView("a play of %s in a layout of %d", codec.Count(p.seats, "seat"), l.Seats)
	case v.Seat < 0 || v.Seat >= l.Seats || v.Dealer < 0 || v.Dealer >= l.Seats:
		return nil, badView("seat %d, dealer %d of %s", v.Seat, v.Dealer, codec.Count(l.Seats, "seat"))
	case v.Kept.Len() != 4 || !v.Starter.IsStandard() || v.Kept.Has(v.Starter):
		return nil, badView("kept %v with starter %v", v.Kept, v.Starter)
	case v.Hand().Minus(v.Kept) != 0:
		return nil, badView("holds %v, kept %v", v.Hand(), v.Kept)
	}
	seen := v.Kept.With(v.Starter)
	for i, c := range p.laid[:p.nlaid] {
		by := int(p.by[i])
		if seen.Has(c) != (by == v.Seat) || !c.IsStandard() {
			return nil, badView("%v laid by seat %d", c, by)
		}
		seen = seen.With(c)
	}
	if laidAway.Intersect(seen) != 0 || laidAway.Len() > l.Throw || (laidAway|v.Away).Minus(cards.FullSet) != 0 || v.Away.Intersect(seen) != 0 {
		return nil, badView("laid away %v", laidAway|v.Away)
	}
	// A variant may lay more away than the layout's Throw: the crib takes
	// what it can hold.
	laidAway |= v.Away
	s := &Sampler{crib: 4}
	s.base.Starter = v.Starter
	s.base.Play = p
	s.base.Hands[v.Seat] = p.hands[v.Seat]
	if l.ToCrib(v.Dealer, v.Seat) {
		s.base.Crib = laidAway
		s.crib = max(s.crib-laidAway.Len(), 0)
	}
	for t := range l.Seats {
		s.base.Play.hands[t] = 0 // never read another seat's hand
		if h := v.Held(t); t != v.Seat && h > 0 {
			s.slots[s.k] = slot{t, h}
			s.k++
		}
	}
	s.base.Play.hands[v.Seat] = p.hands[v.Seat]
	return s, s.init(seen.Union(laidAway))
}

func badView(format string, args ...any) error {
	return fmt.Errorf("crib: %w: the view: %s", ErrBadPosition, fmt.Sprintf(format, args...))
}

// init lists the unseen cards (those outside seen) and checks that there
// are enough to place.
func (s *Sampler) init(seen cards.Set) error {
	s.n = len(seen.Complement().AppendTo(s.unseen[:0]))
	if need := s.need(); need > s.n {
		return badView("%s to place, %d unseen", codec.Count(need, "card"), s.n)
	}
	return nil
}

// need returns the number of cards a world places.
func (s *Sampler) need() int {
	k := s.crib
	if s.start {
		k++
	}
	for _, sl := range s.slots[:s.k] {
		k += sl.n
	}
	return k
}

// Unseen returns the cards the sampler places: those the player has not
// seen.
func (s *Sampler) Unseen() cards.Set {
	if s == nil {
		return 0
	}
	return cards.SetOf(s.unseen[:s.n]...)
}

// Sample draws a world consistent with the sampler's view, with r (a nil r
// draws from an unpredictable source, made for the call). It fails, with an
// error wrapping ErrZeroValue, only for the zero Sampler, or with one
// wrapping ErrBadPosition when weights leave too little chance of a world.
func (s *Sampler) Sample(r *rand.Rand) (World, error) {
	if s == nil || s.n == 0 {
		return World{}, fmt.Errorf("crib: %w: the zero Sampler: make one with NewDiscardSampler or NewLaySampler", ErrZeroValue)
	}
	if r == nil {
		r = rand.New(rand.NewChaCha8(game.Unpredictable32()))
	}
	if s.w != nil {
		return s.sampleWeighted(r)
	}
	var w World
	s.SampleInto(&w, r)
	return w, nil
}

// SampleInto draws a world as Sample does, uniformly (it ignores weights),
// into w, for a caller that draws many: with r not nil it allocates
// nothing. It does not check s, which should be made by NewDiscardSampler
// or NewLaySampler: a nil or zero Sampler draws the zero World. A nil w is
// left alone, and a nil r draws from an unpredictable source, made for the
// call.
func (s *Sampler) SampleInto(w *World, r *rand.Rand) {
	switch {
	case w == nil:
		return
	case s == nil:
		*w = World{}
		return
	case r == nil:
		r = rand.New(rand.NewChaCha8(game.Unpredictable32()))
	}
	*w = s.base
	u := s.unseen
	n := s.n
	// A partial Fisher-Yates shuffle: the cards placed are drawn from the
	// end of u.
	take := func() cards.Card {
		j := r.IntN(n)
		n--
		u[j], u[n] = u[n], u[j]
		return u[n]
	}
	for _, sl := range s.slots[:s.k] {
		var h cards.Set
		for range sl.n {
			h = h.With(take())
		}
		w.Hands[sl.seat] = h
	}
	s.finish(w, take)
}

// finish places the crib's cards and the starter with take, and fills in
// the play's hands.
func (s *Sampler) finish(w *World, take func() cards.Card) {
	for range s.crib {
		w.Crib = w.Crib.With(take())
	}
	if s.start {
		w.Starter = take()
	}
	if w.Play.seats > 0 {
		for _, sl := range s.slots[:s.k] {
			w.Play.hands[sl.seat] = w.Hands[sl.seat]
		}
	}
}

// NewWeightedSampler returns s drawing each world in proportion to its
// weight under w (nil: uniform), calling w once for each other seat and
// unseen card. A weight that is negative, NaN or infinite, or weights that
// leave a seat no possible hand, are an error wrapping ErrBadPosition.
func NewWeightedSampler(s *Sampler, w Weights) (*Sampler, error) {
	if s == nil || s.n == 0 {
		return nil, fmt.Errorf("crib: %w: the zero Sampler", ErrZeroValue)
	}
	if w == nil {
		return s, nil
	}
	hands := make([]int, s.k)
	for i, sl := range s.slots[:s.k] {
		hands[i] = sl.n
	}
	ws, err := game.NewWeighted(s.n, hands, func(i, j int) float64 { return w(s.slots[i].seat, s.unseen[j]) },
		func(i, j int, x float64) error {
			return fmt.Errorf("crib: %w: weight %v for seat %d holding %v", ErrBadPosition, x, s.slots[i].seat, s.unseen[j])
		},
		func(i int) error {
			return fmt.Errorf("crib: %w: the weights give seat %d no hand of %s", ErrBadPosition, s.slots[i].seat, codec.Count(s.slots[i].n, "card"))
		})
	if err != nil {
		return nil, err
	}
	t := *s
	t.w = ws
	return &t, nil
}

// sampleWeighted draws a world from the weighted distribution: the other
// seats' hands by [game.Weighted.Draw], then the crib and the starter
// uniformly from the cards left.
func (s *Sampler) sampleWeighted(r *rand.Rand) (World, error) {
	var taken [52]bool
	var pick [MaxSeats][game.MaxHand]int
	if !s.w.Draw(r, taken[:s.n], pick[:s.k]) {
		return World{}, fmt.Errorf("crib: %w: no world drawn in %d tries: the weights leave the hands too little to share", ErrBadPosition, game.MaxTries)
	}
	w := s.base
	for i, sl := range s.slots[:s.k] {
		for _, j := range pick[i][:sl.n] {
			w.Hands[sl.seat] = w.Hands[sl.seat].With(s.unseen[j])
		}
	}
	var left [52]cards.Card
	n := 0
	for j, c := range s.unseen[:s.n] {
		if !taken[j] {
			left[n] = c
			n++
		}
	}
	s.finish(&w, func() cards.Card {
		j := r.IntN(n)
		n--
		left[j], left[n] = left[n], left[j]
		return left[n]
	})
	return w, nil
}
