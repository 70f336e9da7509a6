package crib

import (
	"fmt"
	"math/bits"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// maxPile is the most cards one count can hold: four Aces, four Twos, four
// Threes and a Four make 28, and no card is left that fits.
const maxPile = 13

// PlayState is the play of the cards, and the one implementation of its
// rules: the game, PlayPoints, the bots and the solver all lay through it.
// The pone leads; players lay in turn, adding each card's value to the
// count, which never passes 31. A player who can lay must; one who cannot
// says go and is out until the count starts again. When no one can lay, the
// last to lay pegs one for the go, or two for 31 exactly; the count starts
// from zero and the next player with cards leads. The last card pegs one
// unless it makes 31. A card's points are [score.Play]'s. A PlayState is a
// small comparable value; Lay returns the next state.
type PlayState struct {
	seats int8
	turn  int8 // seat to lay, -1 when the play is over
	count int8
	npile int8
	nlaid int8
	gone  uint8 // seats that have said go in this count
	hands [MaxSeats]cards.Set
	pile  [maxPile]cards.Card
	laid  [4 * MaxSeats]cards.Card
	by    [4 * MaxSeats]int8
}

// PlayStep is what one card laid in the play did: its points, the goes it
// caused, the go or last card point (pegged apart from the card's own, as
// ACC practice has it; a 31 is in Score with its pair or run), and who lays
// next.
type PlayStep struct {
	Seat     int             `json:"seat"`                // the seat that laid the card
	Card     cards.Card      `json:"card"`                // the card laid
	Score    score.PlayScore `json:"score"`               // what the card scored: 15, 31, pairs, runs; Score.Count is the count after it
	Gone     uint8           `json:"gone,omitempty"`      // the seats that said go after it (a bit each), once a count
	GoPoint  bool            `json:"go_point,omitempty"`  // no one can lay and the count is not 31: one for the go
	LastCard bool            `json:"last_card,omitempty"` // the play's last card, the count not 31: one for last card
	NewCount bool            `json:"new_count,omitempty"` // the count starts again after it
	Next     int             `json:"next"`                // the seat to lay next, or -1 when the play is over
}

// Points returns everything the seat pegs for the step: the card's points
// plus one for a go or last card.
func (s PlayStep) Points() int {
	p := s.Score.Points()
	if s.GoPoint || s.LastCard {
		p++
	}
	return p
}

// NewPlayState starts the play with the hands held (one per seat, 2 to
// MaxSeats seats, at most four cards each, no card twice) and leader, the
// seat that lays first (the dealer's left; the pone in a two-player game).
// Hands are usually four cards each, but any smaller hands make a legal
// position (for the solver and for teaching).
func NewPlayState(hands []cards.Set, leader int) (PlayState, error) {
	var p PlayState
	if len(hands) < 2 || len(hands) > MaxSeats {
		return p, fmt.Errorf("crib: %w: %s in the play, want 2 to %d", ErrBadSeat, codec.Count(len(hands), "hand"), MaxSeats)
	}
	if leader < 0 || leader >= len(hands) {
		return p, fmt.Errorf("crib: %w: leader %d of %s", ErrBadSeat, leader, codec.Count(len(hands), "seat"))
	}
	var all cards.Set
	for i, h := range hands {
		if h.Len() > 4 {
			return p, fmt.Errorf("crib: %w: seat %d holds %s in the play", ErrBadCards, i, codec.Count(h.Len(), "card"))
		}
		if h.Intersect(all) != 0 {
			return p, fmt.Errorf("crib: %w: %v held twice", ErrBadCards, h.Intersect(all))
		}
		all = all.Union(h)
		p.hands[i] = h
	}
	p.seats = int8(len(hands))
	p.turn = int8(leader)
	if all == 0 {
		p.turn = -1
	} else if hands[leader] == 0 {
		p.turn = int8(p.nextHolder(leader - 1))
	}
	return p, nil
}

// Seats returns the number of seats.
func (p PlayState) Seats() int { return int(p.seats) }

// Turn returns the seat to lay next, or -1 when the play is over.
func (p PlayState) Turn() int { return int(p.turn) }

// Over reports whether every card has been laid.
func (p PlayState) Over() bool { return p.turn < 0 }

// Count returns the count: the sum of the values of the cards laid since it
// last started from zero.
func (p PlayState) Count() int { return int(p.count) }

// Hand returns the cards seat still holds.
func (p PlayState) Hand(seat int) cards.Set {
	if seat < 0 || seat >= int(p.seats) {
		return 0
	}
	return p.hands[seat]
}

// Pile returns the cards laid since the count last started from zero, in
// order (a new slice).
func (p PlayState) Pile() []cards.Card { return append([]cards.Card(nil), p.pile[:p.npile]...) }

// AppendPile appends the cards of the current count, in order, to dst and
// returns it: with room in dst it allocates nothing (for a strategy that
// looks at the pile on every card).
func (p PlayState) AppendPile(dst []cards.Card) []cards.Card { return append(dst, p.pile[:p.npile]...) }

// Laid returns every card laid so far in the deal, in order (a new slice).
func (p PlayState) Laid() []cards.Card { return append([]cards.Card(nil), p.laid[:p.nlaid]...) }

// LaidBy returns the seat that laid the i-th card of Laid, or -1.
func (p PlayState) LaidBy(i int) int {
	if i < 0 || i >= int(p.nlaid) {
		return -1
	}
	return int(p.by[i])
}

// Gone returns the seats (a bit mask) that have said go in this count.
func (p PlayState) Gone() uint8 { return p.gone }

// fits returns the cards of h that can be laid on count.
func fits(h cards.Set, count int) cards.Set {
	room := 31 - count
	if room >= 10 {
		return h
	}
	// Cards are in rank-major index order, four to a rank: the cards of
	// value at most room (room < 10, so ranks Ace..room) are the low
	// 4*room bits.
	return h & (1<<(4*uint(room)) - 1)
}

// Legal returns the cards the seat on turn may lay: those in its hand that
// do not take the count past 31. It is empty when the play is over.
func (p PlayState) Legal() cards.Set {
	if p.turn < 0 {
		return 0
	}
	return fits(p.hands[p.turn], int(p.count))
}

// CanLay reports whether seat holds a card that fits under 31.
func (p PlayState) CanLay(seat int) bool {
	if seat < 0 || seat >= int(p.seats) {
		return false
	}
	return fits(p.hands[seat], int(p.count)) != 0
}

// nextHolder returns the first seat after from (clockwise, wrapping round to
// from itself last) that holds a card, or -1.
func (p PlayState) nextHolder(from int) int {
	n := int(p.seats)
	for k := 1; k <= n; k++ {
		t := ((from+k)%n + n) % n
		if p.hands[t] != 0 {
			return t
		}
	}
	return -1
}

// Lay lays card c for the seat on turn and returns the new state and what
// the card did. The receiver is not changed. The errors: the play is over
// (ErrExtraCards), c is in another seat's hand while the seat on turn can
// lay (ErrMustLay), c is in no hand (ErrNotInHand), c takes the count past
// 31 (ErrOver31).
func (p PlayState) Lay(c cards.Card) (PlayState, PlayStep, error) {
	if err := p.check(c); err != nil {
		return p, PlayStep{}, fmt.Errorf("crib: %w", err)
	}
	return p.lay(c)
}

// check says why c cannot be laid by the seat on turn, or nil.
func (p PlayState) check(c cards.Card) error {
	if p.turn < 0 {
		return fmt.Errorf("%w: %v", ErrExtraCards, c)
	}
	s := int(p.turn)
	if !p.hands[s].Has(c) {
		for t := range int(p.seats) {
			if p.hands[t].Has(c) {
				return fmt.Errorf("%w: seat %d to lay on %d, but seat %d's %v was laid", ErrMustLay, s, p.count, t, c)
			}
		}
		return fmt.Errorf("%w: %v is not in seat %d's hand", ErrNotInHand, c, s)
	}
	if int(p.count)+score.Value(c) > 31 {
		return fmt.Errorf("%w: %v on %d", ErrOver31, c, p.count)
	}
	return nil
}

// lay lays c, which the caller has checked is legal for the seat on turn.
func (p PlayState) lay(c cards.Card) (PlayState, PlayStep, error) {
	s := int(p.turn)
	n := int(p.seats)
	p.hands[s] = p.hands[s].Without(c)
	p.pile[p.npile] = c
	p.npile++
	p.laid[p.nlaid] = c
	p.by[p.nlaid] = int8(s)
	p.nlaid++
	p.count += int8(score.Value(c))
	st := PlayStep{Seat: s, Card: c}
	st.Score, _ = score.PlayBreakdown(p.pile[:p.npile])

	if p.count == 31 {
		p.newCount()
		st.NewCount = true
		st.Next = p.nextHolder(s)
		p.turn = int8(st.Next)
		return p, st, nil
	}
	for k := 1; k <= n; k++ {
		t := (s + k) % n
		if fits(p.hands[t], int(p.count)) != 0 {
			p.turn = int8(t)
			st.Next = t
			return p, st, nil
		}
		bit := uint8(1) << t
		if t != s && p.hands[t] != 0 && p.gone&bit == 0 {
			p.gone |= bit
			st.Gone |= bit
		}
	}
	// No one can lay: the go (or last card) to s, and a new count.
	st.Next = p.nextHolder(s)
	if st.Next < 0 {
		st.LastCard = true
	} else {
		st.GoPoint = true
	}
	st.NewCount = true
	p.newCount()
	p.turn = int8(st.Next)
	return p, st, nil
}

func (p *PlayState) newCount() {
	clear(p.pile[:p.npile]) // a state is its cards: no card of a count before lingers
	p.count = 0
	p.npile = 0
	p.gone = 0
}

// String describes the state: the count, the pile and whose turn it is.
func (p PlayState) String() string {
	if p.turn < 0 {
		return fmt.Sprintf("play over after %s", cards.FormatList(p.laid[:p.nlaid]))
	}
	return fmt.Sprintf("count %d [%s], seat %d to lay", p.count, cards.FormatList(p.pile[:p.npile]), p.turn)
}

// PlayPoints replays the play of a two-player deal from the cards laid in
// order (pone first; a go wherever the player to lay cannot) and returns
// what each side pegged in it, or an error for an order that breaks a rule
// of the play (a card not held, a go by a player who can lay, a count past
// 31, cards left over or extra).
func PlayPoints(pone, dealer [4]cards.Card, laid []cards.Card) (ponePoints, dealerPoints int, err error) {
	var hs [2]cards.Set
	for i, h := range [2][4]cards.Card{pone, dealer} {
		for _, c := range h {
			if !c.IsStandard() {
				return 0, 0, fmt.Errorf("crib: %w: %v is not a standard card", ErrBadCards, c)
			}
			if hs[0].Has(c) || hs[1].Has(c) {
				return 0, 0, fmt.Errorf("crib: %w: %v dealt twice", ErrBadCards, c)
			}
			hs[i] = hs[i].With(c)
		}
	}
	p, err := NewPlayState(hs[:], 0)
	if err != nil {
		return 0, 0, err
	}
	var pts [2]int
	for i, c := range laid {
		var st PlayStep
		p, st, err = p.Lay(c)
		if err != nil {
			return 0, 0, fmt.Errorf("%w (card %d of the play)", err, i+1)
		}
		pts[st.Seat] += st.Points()
	}
	if !p.Over() {
		left := bits.OnesCount64(uint64(p.hands[0] | p.hands[1]))
		return 0, 0, fmt.Errorf("crib: %w: %s still held after %d laid", ErrUnplayed, codec.Count(left, "card"), len(laid))
	}
	return pts[0], pts[1], nil
}

// Fold takes the cards of seats (a bit mask) out of the play, as a side
// folding does ([Fold]): the next seat that can lays next, or, if none can,
// the count ends as after a go, the go (or last card) to the player who laid
// last unless it folded. Step.Card is NoCard and Step.Seat the player who
// laid last (-1 at the start of a count).
func (p PlayState) Fold(seats uint8) (PlayState, PlayStep) {
	n := int(p.seats)
	for s := range n {
		if seats&(1<<s) != 0 {
			p.hands[s] = 0
		}
	}
	st := PlayStep{Seat: -1, Next: int(p.turn)}
	if p.turn < 0 {
		return p, st
	}
	last := -1
	if p.npile > 0 {
		last = int(p.by[p.nlaid-1])
	}
	st.Seat = last
	for k := range n {
		t := (int(p.turn) + k) % n
		if fits(p.hands[t], int(p.count)) != 0 {
			p.turn = int8(t)
			st.Next = t
			return p, st
		}
	}
	if last < 0 {
		// Every card fits on an empty count, so every hand is empty: the
		// play is over, with no count to end and no go.
		p.turn = -1
		st.Next = -1
		return p, st
	}
	st.Next = p.nextHolder(last)
	if seats&(1<<last) == 0 {
		st.LastCard = st.Next < 0
		st.GoPoint = !st.LastCard
	}
	st.NewCount = true
	p.newCount()
	p.turn = int8(st.Next)
	return p, st
}
