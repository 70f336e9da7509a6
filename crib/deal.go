package crib

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// The deal: the cut for the first deal, the shuffle and the deal, laying
// away to the crib, and the cut for the starter with his heels.

func (CutForDeal) by() (int, bool) { return NoSeat, false }

func (a CutForDeal) do(g *Game, ev *[]Event) error {
	return g.shuffle(PhaseCutForDeal, "cutting for deal", func(r *rand.Rand) error {
		d, err := cards.StandardDeck().Shuffle(r)
		if err != nil {
			return err
		}
		var cut CutForDealWith
		i := 0
		for s := range g.Seats() {
			if g.cut&(1<<s) != 0 {
				cut.Cuts[s] = d.At(i)
				i++
			}
		}
		return cut.do(g, ev)
	})
}

// shuffle carries out a transition that draws from the game's generator (a
// shuffle, a cut) in phase want: f gets a random source that draws from
// it, and the game keeps the generator's new state. A game dealt at a table
// has no generator: its cards are given.
func (g *Game) shuffle(want Phase, what string, f func(r *rand.Rand) error) error {
	if err := g.checkPhase(want, what); err != nil {
		return err
	}
	if g.dealt {
		return fmt.Errorf("%w: a game dealt at a table has no shuffles: give the cards (%v)", ErrBadCards, map[Phase]string{
			PhaseCutForDeal: "CutForDealWith or ChooseDealer", PhaseDeal: "DealHands or DealFrom", PhaseStarter: "CutStarter or CutAt"}[want])
	}
	// The source is a pooled one set to the game's generator, so that a
	// shuffle allocates no generator.
	src := sources.Get().(*source)
	src.pcg = g.rng
	err := f(src.r)
	g.rng = src.pcg
	sources.Put(src)
	return err
}

// source is a random source drawing from its own generator, pcg.
type source struct {
	pcg rand.PCG
	r   *rand.Rand
}

var sources = sync.Pool{New: func() any {
	s := new(source)
	s.r = rand.New(&s.pcg)
	return s
}}

func (CutForDealWith) by() (int, bool) { return NoSeat, false }

func (a CutForDealWith) do(g *Game, ev *[]Event) error {
	n := min(max(g.Seats(), 0), MaxSeats)
	for s, c := range a.Cuts[n:] {
		if c != cards.NoCard {
			return fmt.Errorf("%w: a cut for seat %d of %d", ErrBadCards, n+s, g.Seats())
		}
	}
	cuts := a.Cuts[:n]
	if err := g.checkPhase(PhaseCutForDeal, "cutting for deal"); err != nil {
		return err
	}
	if len(cuts) != g.Seats() {
		return fmt.Errorf("%w: %s for %s", ErrBadCards, codec.Count(len(cuts), "cut"), codec.Count(g.Seats(), "seat"))
	}
	var e DealerCut
	var seen cards.Set
	low := cards.Rank(99)
	for s, c := range cuts {
		if g.cut&(1<<s) == 0 {
			if c != cards.NoCard {
				return fmt.Errorf("%w: seat %d does not cut this round", ErrBadCards, s)
			}
			continue
		}
		if !c.IsStandard() || seen.Has(c) {
			return fmt.Errorf("%w: seat %d's cut %v", ErrBadCards, s, c)
		}
		seen = seen.With(c)
		e.Cuts[s] = c
		low = min(low, c.Rank())
	}
	for s, c := range cuts {
		if c != cards.NoCard && c.Rank() == low {
			e.Tied |= 1 << s
		}
	}
	if bits.OnesCount8(e.Tied) == 1 {
		e.Dealer = bits.TrailingZeros8(e.Tied)
		e.Tied = 0
		g.dealer = int8(e.Dealer)
		g.phase = PhaseDeal
	} else {
		e.Dealer = NoSeat
		g.cut = e.Tied
	}
	emit(ev, e)
	return nil
}

func (a ChooseDealer) by() (int, bool) { return a.Seat, false }

func (a ChooseDealer) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	if err := g.checkPhase(PhaseCutForDeal, "choosing the dealer"); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	g.dealer = int8(seat)
	g.phase = PhaseDeal
	return nil
}

func (Deal) by() (int, bool) { return NoSeat, false }

func (Deal) do(g *Game, ev *[]Event) error {
	return g.shuffle(PhaseDeal, "dealing", func(r *rand.Rand) error {
		d, err := cards.StandardDeck().Shuffle(r)
		if err != nil {
			return err
		}
		return g.dealFrom(ev, d)
	})
}

func (DealFrom) by() (int, bool) { return NoSeat, false }

func (a DealFrom) do(g *Game, ev *[]Event) error {
	return g.dealFrom(ev, cards.DeckOf(a.Pack[:]...))
}

// dealFrom is DealFrom's transition, carried out on g itself.
func (g *Game) dealFrom(ev *[]Event, pack cards.Deck) error {
	if err := g.checkPhase(PhaseDeal, "dealing"); err != nil {
		return err
	}
	if pack.Len() != 52 || pack.Set() != cards.FullSet {
		return fmt.Errorf("%w: the pack must be the 52 different standard cards", ErrBadCards)
	}
	l := g.dealLayout()
	if l.Seats < 1 || l.Seats > MaxSeats || l.Deal < 0 || l.FromPack < 0 || l.Seats*l.Deal+l.FromPack > pack.Len() {
		return fmt.Errorf("%w: a deal of %s to %s and %d to the crib from %d", ErrBadCards, codec.Count(l.Deal, "card"), codec.Count(l.Seats, "player"), l.FromPack, pack.Len())
	}
	// One card at a time to each player in turn, the k-th player from the
	// dealer's left first; then the crib's cards from the top of the rest.
	var hs [MaxSeats]cards.Set
	n := l.Seats * l.Deal
	for i := range n {
		s := g.inSeat(int(g.dealer), i%l.Seats+1)
		hs[s] = hs[s].With(pack.At(i))
	}
	var from cards.Set
	for i := n; i < n+l.FromPack; i++ {
		from = from.With(pack.At(i))
	}
	_, rest, err := pack.Draw(n + l.FromPack)
	if err != nil {
		return err
	}
	g.dealHands(ev, hs, from, rest)
	return nil
}

// dealHands deals the hands hs, with from added to the crib from the pack,
// rest being the pack left.
func (g *Game) dealHands(ev *[]Event, hs [MaxSeats]cards.Set, from cards.Set, rest cards.Deck) {
	g.deal++
	g.deck = rest
	g.thrown = g.out
	g.folded = 0
	g.lost = 0
	g.start = cards.NoCard
	g.shown = 0
	g.play = PlayState{}
	g.crib = from
	g.cl = claims{}
	g.hands = hs
	g.away = [MaxSeats]cards.Set{}
	g.phase = PhaseDiscard
	emit(ev, Dealt{Deal: g.deal, Dealer: int(g.dealer), Seats: g.Seats(), Hands: hs, FromPack: from, Out: g.out})
}

func (a Discard) by() (int, bool) { return a.Seat, false }

func (a Discard) do(g *Game, ev *[]Event) error {
	seat := a.Seat
	var buf [MaxSeats]cards.Card
	cs := a.Cards.AppendTo(buf[:0])
	if err := g.checkPhase(PhaseDiscard, "laying away"); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if g.out&(1<<seat) != 0 {
		return fmt.Errorf("%w: seat %d", ErrSitsOut, seat)
	}
	if g.Discarded(seat) {
		return fmt.Errorf("%w: seat %d has laid away already", ErrWrongPhase, seat)
	}
	if x := a.Cards &^ cards.FullSet; x != 0 {
		return fmt.Errorf("%w: %#x is not a card of the cribbage pack", ErrBadCards, uint64(x))
	}
	l := g.dealLayout()
	if len(cs) != l.Throw {
		return fmt.Errorf("%w: %s laid away, want %d", ErrBadCards, codec.Count(len(cs), "card"), l.Throw)
	}
	set := a.Cards
	if set.Minus(g.hands[seat]) != 0 {
		return fmt.Errorf("%w: %v", ErrNotInHand, set.Minus(g.hands[seat]))
	}
	g.hands[seat] = g.hands[seat].Minus(set)
	g.away[seat] = set
	g.thrown |= 1 << seat
	toCrib := !l.DealerSideToBottom || !g.rules.Layout.Partners(int(g.dealer), seat)
	if toCrib {
		g.crib = g.crib.Union(set)
	} else {
		g.deck = g.deck.PutBottom(cs...)
	}
	emit(ev, Discarded{Seat: seat, Cards: set, ToCrib: toCrib})
	if g.thrown == uint8(1)<<g.Seats()-1 {
		g.phase = PhaseStarter
	}
	return nil
}

func (Cut) by() (int, bool) { return NoSeat, false }

func (Cut) do(g *Game, ev *[]Event) error {
	return g.shuffle(PhaseStarter, "cutting", func(r *rand.Rand) error {
		return CutAt{4 + r.IntN(g.deck.Len()-7)}.do(g, ev)
	})
}

func (CutAt) by() (int, bool) { return NoSeat, false }

func (a CutAt) do(g *Game, ev *[]Event) error {
	depth := a.Depth
	if err := g.checkPhase(PhaseStarter, "cutting"); err != nil {
		return err
	}
	n := g.deck.Len()
	if depth < 4 || depth > n-4 {
		return fmt.Errorf("%w: a cut %d deep in %s leaves fewer than four in a packet", ErrBadCards, depth, codec.Count(n, "card"))
	}
	return g.turn(ev, g.deck.At(depth), depth)
}

// turn turns c as the starter, cut depth cards deep (0: named, CutStarter),
// and begins the play.
func (g *Game) turn(ev *[]Event, c cards.Card, depth int) error {
	g.start = c
	emit(ev, StarterTurned{Cutter: g.cutter(), Depth: depth, Starter: g.start})
	hands := make([]cards.Set, g.Seats())
	for s := range hands {
		if g.folded&(1<<s) == 0 { // a side that folded before the play has no hand in it
			hands[s] = g.hands[s]
		}
	}
	p, err := NewPlayState(hands, (int(g.dealer)+1)%g.Seats())
	if err != nil {
		return err
	}
	g.play = p
	g.phase = PhasePlay
	if p.Over() { // every side folded before the play
		g.beginShow(ev)
		return nil
	}
	if g.start.Rank() == cards.Jack && g.heelsAllowed() && g.folded&(1<<g.dealer) == 0 {
		g.score(ev, moment{kind: ScoreHeels, seat: g.dealer, truth: 2})
	}
	return nil
}

// cutter returns the seat that cuts for the starter.
func (g *Game) cutter() int {
	if g.out == 0 {
		return (int(g.dealer) + g.rules.Layout.Cutter) % g.Seats()
	}
	return g.inSeat(int(g.dealer), g.dealLayout().Cutter)
}

func (g Game) heelsAllowed() bool {
	n := g.rules.NoHeelsWithin
	end := g.rules.NoHeelsAt
	if end == 0 {
		end = g.rules.GameHole
	}
	at := g.board().Score(g.Side(int(g.dealer)))
	return n == 0 || at <= end-n || at > end
}

// A game dealt at a table: no seed, the cards given by the actions, so that
// a game people played can be typed in and replayed.

// DealtGame starts a game by rules (see [Rules.Resolve]) that has no
// generator: its cards are given by its actions, as they fell at a real
// table, so that the game can be typed in from the table and replayed. The
// cut for deal is CutForDealWith the cards turned (or ChooseDealer), each
// deal DealHands with the hands dealt (or DealFrom a pack), each starter
// CutStarter with the card turned (or CutAt a depth); CutForDeal, Deal and
// Cut, which would shuffle, are refused with ErrBadCards.
func DealtGame(rules Rules) (Game, error) {
	g, err := NewGame(rules, 0)
	if err != nil {
		return Game{}, err
	}
	g.rng, g.seed, g.dealt = rand.PCG{}, 0, true
	return g, nil
}

// DealtGameAt is DealtGame taken up at a position (see NewGameAt).
func DealtGameAt(rules Rules, at Position) (Game, error) {
	g, err := DealtGame(rules)
	if err != nil {
		return Game{}, err
	}
	return g.placeAt(at)
}

// Dealt reports whether g is a game dealt at a table (DealtGame): one with
// no generator, whose cards its actions give.
func (g Game) Dealt() bool { return g.dealt }

func (DealHands) by() (int, bool) { return NoSeat, false }

func (a DealHands) do(g *Game, ev *[]Event) error {
	n := min(max(g.Seats(), 0), MaxSeats)
	for s, h := range a.Hands[n:] {
		if h != 0 {
			return fmt.Errorf("%w: a hand for seat %d of %d", ErrBadCards, n+s, g.Seats())
		}
	}
	hands, fromPack := a.Hands[:n], a.FromPack
	{
		if err := g.checkPhase(PhaseDeal, "dealing"); err != nil {
			return err
		}
		if len(hands) != g.Seats() {
			return fmt.Errorf("%w: %s for %s", ErrBadCards, codec.Count(len(hands), "hand"), codec.Count(g.Seats(), "seat"))
		}
		l := g.dealLayout()
		all := fromPack
		if fromPack&^cards.FullSet != 0 || fromPack.Len() != l.FromPack {
			return fmt.Errorf("%w: %v from the pack to the crib, want %s", ErrBadCards, fromPack, codec.Count(l.FromPack, "card"))
		}
		for s, h := range hands {
			want := l.Deal
			if g.out&(1<<s) != 0 {
				want = 0
			}
			switch {
			case h&^cards.FullSet != 0 || h.Len() != want:
				return fmt.Errorf("%w: seat %d dealt %v, want %s", ErrBadCards, s, h, codec.Count(want, "card"))
			case all&h != 0:
				return fmt.Errorf("%w: %v dealt twice", ErrBadCards, all&h)
			}
			all |= h
		}
		g.dealHands(ev, a.Hands, fromPack, cards.DeckOf(all.Complement().AppendTo(nil)...))
		return nil
	}
}

func (a CutStarter) by() (int, bool) { return NoSeat, false }

func (a CutStarter) do(g *Game, ev *[]Event) error {
	c := a.Card
	if err := g.checkPhase(PhaseStarter, "cutting"); err != nil {
		return err
	}
	if !g.deck.Set().Has(c) {
		return fmt.Errorf("%w: %v is not in the pack", ErrBadCards, c)
	}
	return g.turn(ev, c, 0)
}
