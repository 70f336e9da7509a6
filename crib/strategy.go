package crib

import (
	"fmt"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// Strategy is a player: a bot, or a person behind a user interface. It sees
// only what a player at the table sees (a DiscardView or a LayView) and
// chooses; randomness, if it wants any, comes from the r it is given. One
// Strategy value may play many games at once (the runner shares it between
// goroutines), so it must be safe for concurrent use: keep per-game state
// out of it.
type Strategy interface {
	// Discard returns the cards to lay away: v.Throw of v.Dealt.
	Discard(v DiscardView, r *rand.Rand) []cards.Card
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
	// MyCrib: the crib belongs to the player's side.
	MyCrib bool
	// ToCrib: the cards go to the crib (false: to the bottom of the pack,
	// the dealer's side with three partnerships).
	ToCrib bool
	Board  Board // the scores
}

// DiscardView returns what seat sees when laying away.
func (g Game) DiscardView(seat int) DiscardView {
	l := g.rules.Layout
	dl := g.dealLayout() // with sides sitting out, the layout of the players left
	return DiscardView{
		Seat: seat, Dealer: int(g.dealer), Layout: l,
		Dealt: g.Hand(seat), Throw: dl.Throw,
		MyCrib: l.Partners(seat, int(g.dealer)), ToCrib: !dl.DealerSideToBottom || !l.Partners(int(g.dealer), seat),
		Board: g.board,
	}
}

// LayView is what a player knows when it is its turn in the play: its own
// cards, the starter, the cards laid, the count, how many cards each
// player still holds, and the scores; never another player's hand.
type LayView struct {
	Seat, Dealer int
	Layout       Layout
	Starter      cards.Card
	Kept         cards.Set // the four cards the player kept
	Board        Board
	play         PlayState
}

// LayView returns what seat sees in the play.
func (g Game) LayView(seat int) LayView {
	return LayView{Seat: seat, Dealer: int(g.dealer), Layout: g.rules.Layout, Starter: g.start, Kept: g.Kept(seat), Board: g.board, play: g.play}
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

// Pile returns the cards of the current count, in order.
func (v LayView) Pile() []cards.Card { return v.play.Pile() }

// Laid returns every card laid this deal, in order.
func (v LayView) Laid() []cards.Card { return v.play.Laid() }

// Held returns how many cards seat still holds.
func (v LayView) Held(seat int) int { return v.play.Hand(seat).Len() }

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

// RandomBot lays away and lays cards at random (legal ones): the baseline
// every other strategy should beat.
type RandomBot struct{}

// Discard lays away v.Throw cards chosen at random.
func (RandomBot) Discard(v DiscardView, r *rand.Rand) []cards.Card {
	cs := v.Dealt.AppendTo(make([]cards.Card, 0, 6))
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cs[:v.Throw]
}

// Lay lays a legal card chosen at random.
func (RandomBot) Lay(v LayView, r *rand.Rand) cards.Card {
	var buf [4]cards.Card
	l := v.Legal().AppendTo(buf[:0])
	return l[r.IntN(len(l))]
}

// AnalysisBot discards by the exact expected value of score.Discards (six
// cards dealt, two laid away) or score.DiscardsOfFive (five dealt, one laid
// away): the expected hand plus the expected crib when the crib is its
// side's, minus it when it is an opponent's; when its cards do not go to the
// crib (the dealer's side with three partnerships lays them under the pack),
// the best expected hand. It lays by a heuristic: the points the card scores
// now, less the points the next player can expect to answer with from the
// unseen cards, preferring high cards when all else is equal so that low
// ones are kept for the go. It uses no randomness.
type AnalysisBot struct{}

// Discard implements Strategy.
func (AnalysisBot) Discard(v DiscardView, r *rand.Rand) []cards.Card {
	dealt := v.Dealt.AppendTo(make([]cards.Card, 0, 6))
	var ds []score.Discard
	switch {
	case len(dealt) == 6 && v.Throw == 2:
		all, err := score.Discards([6]cards.Card(dealt), v.MyCrib)
		if err == nil {
			ds = all[:]
		}
	case len(dealt) == 5 && v.Throw == 1:
		all, err := score.DiscardsOfFive([5]cards.Card(dealt), v.MyCrib)
		if err == nil {
			ds = all[:]
		}
	}
	if len(ds) == 0 {
		return dealt[:min(v.Throw, len(dealt))]
	}
	best := ds[0] // ranked by Net: hand and crib
	if !v.ToCrib {
		for _, d := range ds {
			if d.Hand > best.Hand {
				best = d
			}
		}
	}
	return best.Throw[:v.Throw]
}

// Lay implements Strategy.
func (AnalysisBot) Lay(v LayView, r *rand.Rand) cards.Card {
	legal := v.Legal()
	unseen := v.Unseen()
	n := max(1, unseen.Len())
	next := (v.Seat + 1) % v.Layout.Seats
	held := float64(v.Held(next))
	count := v.Count()
	var best cards.Card
	bestV := -1e9
	var pile [maxPile + 1]cards.Card
	np := copy(pile[:], v.play.pile[:v.play.npile])
	for c := range legal.All() {
		pile[np] = c
		val := float64(score.Play(pile[:np+1]))
		after := count + score.Value(c)
		if after < 31 {
			reply := 0
			for u := range fits(unseen, after).All() {
				pile[np+1] = u
				reply += score.Play(pile[:np+2])
			}
			val -= 0.9 * float64(reply) / float64(n) * held
		}
		if after == 5 || after == 21 {
			val -= 0.3
		}
		val += 0.01 * float64(score.Value(c))
		if val > bestV {
			best, bestV = c, val
		}
	}
	return best
}

// PlayGame plays g to the end in automatic mode, the seat s choosing by
// players[s], with randomness (for shuffles and strategies) already inside
// g and r. Each event is passed to observe (which may be nil). A strategy's
// illegal choice ends the game with an error wrapping ErrStrategy.
func PlayGame(g Game, players []Strategy, r *rand.Rand, observe func(Event)) (Game, error) {
	if g.rules.Claimed {
		return g, fmt.Errorf("crib: %w: PlayGame plays automatic games", ErrWrongPhase)
	}
	if len(players) != g.Seats() {
		return g, fmt.Errorf("crib: %w: %d players for %d seats", ErrBadSeat, len(players), g.Seats())
	}
	for g.phase != PhaseOver {
		act, seat := g.Next()
		var ng Game
		var ev []Event
		var err error
		switch act {
		case ActCutForDeal:
			ng, ev, err = g.CutForDeal()
		case ActDeal:
			ng, ev, err = g.Deal()
		case ActDiscard:
			ng, ev, err = g.Discard(seat, players[seat].Discard(g.DiscardView(seat), r)...)
		case ActCut:
			ng, ev, err = g.Cut()
		case ActLay:
			ng, ev, err = g.Lay(seat, players[seat].Lay(g.LayView(seat), r))
		case ActCount:
			ng, ev, err = g.Count()
		default:
			return g, fmt.Errorf("crib: %w: %v", ErrWrongPhase, act)
		}
		if err != nil {
			if act == ActDiscard || act == ActLay {
				return g, fmt.Errorf("crib: %w: seat %d: %w", ErrStrategy, seat, err)
			}
			return g, err
		}
		if observe != nil {
			for _, e := range ev {
				observe(e)
			}
		}
		g = ng
	}
	return g, nil
}
