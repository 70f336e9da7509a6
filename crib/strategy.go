package crib

import (
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// Strategy is a player: a bot, or a person behind a user interface. It sees
// only what a player at the table sees (a DiscardView or a LayView), and
// draws any randomness from r, the seat's own source. One Strategy may play
// many games at once, so it must be safe for concurrent use. A strategy
// that is a fmt.Stringer is named by it in reports.
type Strategy interface {
	// Discard returns the cards to lay away: v.Throw of v.Dealt.
	Discard(v DiscardView, r *rand.Rand) cards.Set
	// Lay returns the card to lay: one of v.Legal(), which is never empty
	// when Lay is called.
	Lay(v LayView, r *rand.Rand) cards.Card
}

// DiscardView is what a player knows when laying away.
type DiscardView struct {
	Seat, Dealer int
	Layout       Layout
	Dealt        cards.Set // the cards dealt to the player
	Throw        int       // how many to lay away
	OwnCrib      bool      // the crib is the player's side's
	ToCrib       bool      // the cards go to the crib (false: under the pack, Layout.DealerSideToBottom)
	Board        Board     // the scores
	Out          uint8     // the seats sitting this deal out, a bit each ([SitOut])
}

// DiscardView returns what seat sees when laying away, as its [View] has it.
func (g Game) DiscardView(seat int) DiscardView {
	l, dl := g.rules.Layout, g.dealLayout()
	return DiscardView{Seat: seat, Dealer: int(g.dealer), Layout: l, Dealt: g.Hand(seat) | g.awayOf(seat), Throw: dl.Throw,
		OwnCrib: l.Partners(seat, int(g.dealer)), ToCrib: !dl.DealerSideToBottom || !l.Partners(int(g.dealer), seat),
		Board: g.board(), Out: g.out}
}

// awayOf returns the cards seat laid away this deal.
func (g *Game) awayOf(seat int) cards.Set {
	if seat < 0 || seat >= MaxSeats || g.phase < PhaseDiscard {
		return 0
	}
	return g.away[seat]
}

// LayView is what a player knows when it is its turn in the play: its own
// cards, the starter, the cards laid, the count, how many cards each
// player still holds, and the scores; never another player's hand.
type LayView struct {
	Seat, Dealer int
	Layout       Layout
	Starter      cards.Card
	Kept, Away   cards.Set // the cards the player kept (four) and laid away
	Board        Board
	play         PlayState      // the play with every other seat's hand blanked
	held         [MaxSeats]int8 // how many cards each seat holds
}

// LayView returns what seat sees in the play, as its [View] has it.
func (g Game) LayView(seat int) LayView {
	v := LayView{Seat: seat, Dealer: int(g.dealer), Layout: g.rules.Layout, Starter: g.start, Kept: g.Kept(seat), Away: g.awayOf(seat), Board: g.board(), play: g.play}
	for t := range v.play.hands {
		v.held[t] = int8(v.play.hands[t].Len())
		if t != seat {
			v.play.hands[t] = 0
		}
	}
	return v
}

// Hand returns the cards the player still holds.
func (v LayView) Hand() cards.Set { return v.play.Hand(v.Seat) }

// Legal returns the cards the player may lay (its cards that fit under 31;
// empty when it is not the player's turn).
func (v LayView) Legal() cards.Set {
	if v.play.Turn() != v.Seat {
		return 0
	}
	return v.play.Legal()
}

// Count returns the count.
func (v LayView) Count() int { return v.play.Count() }

// Play returns the play as the player sees it: every other seat's hand is
// empty, whatever it holds (its size is [LayView.Held]).
func (v LayView) Play() PlayState { return v.play }

// Pile returns the cards of the current count, in order.
func (v LayView) Pile() []cards.Card { return v.play.Pile() }

// Laid returns every card laid this deal, in order.
func (v LayView) Laid() []cards.Card { return v.play.Laid() }

// Held returns how many cards seat still holds.
func (v LayView) Held(seat int) int {
	if seat < 0 || seat >= int(v.play.seats) {
		return 0
	}
	return int(v.held[seat])
}

// Unseen returns the cards the player has not seen: not its own, not the
// starter, not laid.
func (v LayView) Unseen() cards.Set {
	seen := v.Kept.With(v.Starter)
	for _, c := range v.play.laid[:v.play.nlaid] {
		seen = seen.With(c)
	}
	return seen.Complement()
}

// Points returns what laying c would score for the card itself (15, 31,
// pairs, runs; not the go, which depends on cards the player cannot see).
func (v LayView) Points(c cards.Card) int {
	var pile [maxPile]cards.Card
	n := copy(pile[:], v.play.pile[:v.play.npile])
	if n >= maxPile {
		return 0
	}
	pile[n] = c
	return score.Play(pile[:n+1])
}
