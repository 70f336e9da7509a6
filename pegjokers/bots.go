package pegjokers

import (
	"math/rand/v2"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// RandomBot is the random-legal bot: it tries the cards of its hand in a
// random order and plays the first that has a legal move, with one of its
// moves chosen uniformly; when no card has a move it discards a random card.
// It draws from r (with a nil r, from a source seeded by the view, so that
// a direct call still replays).
type RandomBot struct{}

// String returns "random".
func (RandomBot) String() string { return "random" }

// Choose implements [Strategy].
func (RandomBot) Choose(v View, r *rand.Rand) Choice {
	if r == nil {
		r = cards.NewRand(hashOf(&v.Position) + uint64(v.Turns))
	}
	n := len(v.Hand)
	if n == 0 {
		return Choice{}
	}
	start := r.IntN(n)
	var buf [256]Move // room for any card's moves, so none is allocated
	for i := range n {
		c := v.Hand[(start+i)%n]
		ms := buf[:0]
		for m := range v.All(c) {
			ms = append(ms, m)
		}
		if len(ms) > 0 {
			return Choice{Card: c, Move: ms[r.IntN(len(ms))]}
		}
	}
	return Choice{Card: v.Hand[start]}
}

// HeuristicBot is a bot built on the guide's strategy hints. It scores every
// legal move of every card in its hand by the position it leads to, less
// what the card is worth kept for later, and plays the best:
//
//   - how near home its team's pegs are counts for it, every opponent's
//     against it, so it lands on the opponent nearest Finish (rule 2 costs
//     them the most) and
//     on the teammate furthest from Finish (rule 3 helps them most);
//   - a peg just past its in-spot is scored as needing a backward card, so
//     with nothing better it keeps such a peg as near home as it can (the
//     guide's "mitigating damage");
//   - pegs packed deep into Finish score more, and a seat all home (which
//     then plays for its teammates) scores a bonus;
//   - pegs on an opponent's come-out hole or on its own in-spot are in
//     danger or in the way and score less;
//   - it keeps Jokers for late in the game, Aces and face cards while pegs
//     wait in Start, and small cards for packing in late; a card with no
//     move is discarded when it is worth least.
//
// Ties go to the first move found. It uses no randomness.
type HeuristicBot struct{}

// String returns "heuristic".
func (HeuristicBot) String() string { return "heuristic" }

// Choose implements [Strategy].
func (HeuristicBot) Choose(v View, _ *rand.Rand) Choice {
	var ev evaluator
	ch, _ := ev.choose(v.generator(v.gen), v.Position, v.Hand)
	return ch
}

// choose returns the heuristic bot's choice for the seat to move in p
// holding hand, listing moves with gen (whose Rules are the game's), and
// the position it leads to.
func (ev *evaluator) choose(gen *Generator, p Position, hand []cards.Card) (Choice, Position) {
	ev.init(p)
	best, bestScore, bestPos := Choice{}, 0.0, p
	for i, c := range hand {
		if slices.Contains(hand[:i], c) {
			continue
		}
		keep := ev.keepValue(c)
		any := false
		for m, q := range gen.All(p, c) {
			any = true
			if s := ev.gain(&q) - keep; best.Card == cards.NoCard || s > bestScore {
				best, bestScore, bestPos = Choice{Card: c, Move: m}, s, q
			}
		}
		if !any {
			if s := -keep; best.Card == cards.NoCard || s > bestScore {
				best, bestScore, bestPos = Choice{Card: c}, s, p.WithTurn(p.next())
			}
		}
	}
	return best, bestPos
}

// evaluator scores positions for the player to move in a base position,
// seat by seat, so that a position differing from the base in a few seats is
// scored by rescoring those seats only.
type evaluator struct {
	base    Position
	n, L    int
	mine    [MaxSeats]bool    // seats of the player's team
	weight  [MaxSeats]float64 // +1 for the player's team, -1/(other teams) for the rest
	value   [MaxSeats]float64 // each seat's score in the base position
	danger  [3]uint64         // opponents' come-out holes, while they have pegs in Start
	inStart int               // the team's pegs in Start
	near    int               // the team's track pegs within 8 of their in-spot
	home    int               // the team's pegs in Finish
}

func (ev *evaluator) init(p Position) {
	*ev = evaluator{}
	ev.base = p
	ev.n, ev.L = p.Seats(), p.TrackLen()
	me := p.Turn()
	others := float64(max(p.Teams()-1, 1))
	for s := range Seat(ev.n) {
		ev.mine[s] = p.Team(s) == p.Team(me)
		ev.weight[s] = -1 / others
		if ev.mine[s] {
			ev.weight[s] = 1
		} else if p.pegs[PegsPerSeat*int(s)] == Start {
			h := s.ComeOut()
			ev.danger[h>>6] |= 1 << (h & 63)
		}
	}
	for s := range Seat(ev.n) {
		ev.value[s] = ev.seatValue(&p, s)
		if ev.mine[s] {
			for _, pl := range p.Pegs(s) {
				switch {
				case pl.IsStart():
					ev.inStart++
				case pl.IsFinish():
					ev.home++
				case (s.InSpot()-pl.Hole()+ev.L)%ev.L < 8:
					ev.near++
				}
			}
		}
	}
}

// gain returns how much better q is than the base position for the team.
func (ev *evaluator) gain(q *Position) float64 {
	var g float64
	for s := range Seat(ev.n) {
		i := PegsPerSeat * int(s)
		if [PegsPerSeat]Place(q.pegs[i:]) != [PegsPerSeat]Place(ev.base.pegs[i:]) {
			g += ev.weight[s] * (ev.seatValue(q, s) - ev.value[s])
		}
	}
	return g
}

// seatValue scores seat s's pegs for how near home they are.
func (ev *evaluator) seatValue(p *Position, s Seat) float64 {
	var v float64
	home := 0
	for _, pl := range p.pegs[PegsPerSeat*int(s) : PegsPerSeat*int(s)+PegsPerSeat] {
		switch {
		case pl.IsStart():
		case pl.IsFinish():
			v += float64(ev.L) + 20 + 3*float64(pl.FinishHole())
			home++
		default:
			x := pl.Hole()
			r := s.InSpot() - x // steps to the in-spot
			if r < 0 {
				r += ev.L
			}
			if past := ev.L - r; past < 10 {
				// Just past the in-spot: a backward card could bring it
				// behind.
				r = min(r, 12+past)
			}
			v += float64(ev.L-r) + 8
			if r == 0 {
				v -= 3 // in the way of teammates landing on it, and a target
			}
			if ev.mine[s] && ev.danger[x>>6]&(1<<(x&63)) != 0 {
				v -= 6 // on an opponent's come-out hole
			}
		}
	}
	if home == PegsPerSeat {
		v += 40
	}
	return v
}

// keepValue is what card c is worth kept in hand for later.
func (ev *evaluator) keepValue(c cards.Card) float64 {
	switch rk := c.Rank(); rk {
	case cards.JokerRank:
		// Save Jokers for late in the game: worth less as the team's pegs
		// come home.
		return max(100-8*float64(ev.home), 30)
	case cards.Ace:
		return 2*float64(min(ev.inStart, 2)) + 2*float64(min(ev.near, 2))
	case cards.Jack, cards.Queen, cards.King:
		return 2 * float64(min(ev.inStart, 2))
	case cards.Two, cards.Three:
		return 1.5 * float64(min(ev.near, 2))
	case cards.Seven, cards.Nine:
		return 3
	}
	return 0
}
