package crib

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
)

// A game dealt at a table: no seed, the cards given by the actions, so that
// a game people played can be typed in and replayed.

// DealtGame starts a game by rules (see [Rules.Resolve]) that has no
// generator: its cards are given by its actions, as they fell at a real
// table, so that the game can be typed in from the table and replayed. The
// cut for deal is CutForDealWith the cards turned (or ChooseDealer), each
// deal DealHands with the hands dealt (or DealFrom a pack), each starter
// CutStarter with the card turned (or CutAt a depth); CutForDeal, Deal and
// Cut, which would shuffle, are refused with ErrBadCards. Its record
// (Recording) has no seed.
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
			return fmt.Errorf("%w: %d hands for %d seats", ErrBadCards, len(hands), g.Seats())
		}
		l := g.dealLayout()
		all := fromPack
		if fromPack&^cards.FullSet != 0 || fromPack.Len() != l.FromPack {
			return fmt.Errorf("%w: %v from the pack to the crib, want %d cards", ErrBadCards, fromPack, l.FromPack)
		}
		for s, h := range hands {
			want := l.Deal
			if g.out&(1<<s) != 0 {
				want = 0
			}
			switch {
			case h&^cards.FullSet != 0 || h.Len() != want:
				return fmt.Errorf("%w: seat %d dealt %v, want %d cards", ErrBadCards, s, h, want)
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
		return fmt.Errorf("%w: %v is not in the pack", ErrNotInHand, c)
	}
	return g.turn(ev, c, 0)
}
