package crib_test

import (
	"fmt"
	"math/bits"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// The slow, plain oracles the fast paths are checked against: a replay of
// a two-player play written plainly (PlayPoints), the plain play model a
// PlayState's lays and folds must match, the exhaustive search the Solver
// replaced, kept word for word but for names, and plain minimax over
// every card, and the definition of the run tables the search reads.

// oraclePlay is an independent replay of a two-player play: its own turn
// keeping and its own scoring of 15s, 31s, pairs and runs, written plainly.
func oraclePlay(pone, dealer [4]cards.Card, laid []cards.Card) (int, int, error) {
	hands := [2][]cards.Card{pone[:], dealer[:]}
	hands[0] = append([]cards.Card(nil), hands[0]...)
	hands[1] = append([]cards.Card(nil), hands[1]...)
	val := func(c cards.Card) int { return min(int(c.Rank()), 10) }
	has := func(h []cards.Card, c cards.Card) int {
		for i, x := range h {
			if x == c {
				return i
			}
		}
		return -1
	}
	var pts [2]int
	turn, count, last := 0, 0, -1
	var pile []cards.Card
	canLay := func(p int) bool {
		for _, c := range hands[p] {
			if count+val(c) <= 31 {
				return true
			}
		}
		return false
	}
	done := func() bool { return len(hands[0])+len(hands[1]) == 0 }
	// settle resolves goes until someone can lay or the play is over.
	settle := func() {
		for !done() {
			if canLay(turn) {
				return
			}
			if canLay(1 - turn) {
				turn = 1 - turn
				return
			}
			if count > 0 && count < 31 {
				pts[last]++
			}
			count, pile = 0, nil
			turn = 1 - last
			if len(hands[turn]) == 0 {
				turn = last
			}
		}
		if count > 0 && count < 31 {
			pts[last]++
			count = 0
		}
	}
	for _, c := range laid {
		settle()
		if done() {
			return 0, 0, crib.ErrExtraCards
		}
		i := has(hands[turn], c)
		if i < 0 {
			if has(hands[1-turn], c) >= 0 {
				return 0, 0, crib.ErrMustLay
			}
			return 0, 0, crib.ErrNotInHand
		}
		if count+val(c) > 31 {
			return 0, 0, crib.ErrOver31
		}
		hands[turn] = append(hands[turn][:i], hands[turn][i+1:]...)
		count += val(c)
		pile = append(pile, c)
		last = turn
		p := 0
		if count == 15 || count == 31 {
			p += 2
		}
		k := 1
		for k < len(pile) && pile[len(pile)-1-k].Rank() == c.Rank() {
			k++
		}
		p += k * (k - 1)
		for n := len(pile); n >= 3; n-- {
			seen := map[cards.Rank]bool{}
			lo, hi := cards.Rank(99), cards.Rank(0)
			ok := true
			for _, x := range pile[len(pile)-n:] {
				if seen[x.Rank()] {
					ok = false
				}
				seen[x.Rank()] = true
				lo, hi = min(lo, x.Rank()), max(hi, x.Rank())
			}
			if ok && int(hi-lo) == n-1 {
				p += n
				break
			}
		}
		pts[turn] += p
		if count == 31 {
			count, pile = 0, nil
			turn = 1 - last
			if len(hands[turn]) == 0 {
				turn = last
			}
			continue
		}
		turn = 1 - turn
	}
	if !done() {
		return 0, 0, crib.ErrUnplayed
	}
	settle()
	return pts[0], pts[1], nil
}

// playView is what a PlayState shows through its methods.
type playView struct {
	Turn, Count int
	Over        bool
	Gone        uint8
	Pile, Laid  []cards.Card
	By          []int
	Hands       []cards.Set
	String      string
}

func viewPlay(p crib.PlayState) playView {
	v := playView{Turn: p.Turn(), Count: p.Count(), Over: p.Over(), Gone: p.Gone(), Pile: p.Pile(), Laid: p.Laid(), String: p.String()}
	for i := range v.Laid {
		v.By = append(v.By, p.LaidBy(i))
	}
	for s := range p.Seats() {
		v.Hands = append(v.Hands, p.Hand(s))
	}
	return v
}

// foldReference folds seats out of p the plain way, from what p shows: the
// folded hands are emptied; the seat on turn, or the first after it with a
// card that fits, lays next; if no one can, an empty count means the play
// is over (every hand is empty), and otherwise the count ends as after a
// go: the next holder after the last to lay leads, and that
// player pegs the go, or last card if no one holds a card, unless folded.
func foldReference(p crib.PlayState, seats uint8) (playView, crib.PlayStep) {
	v := viewPlay(p)
	st := crib.PlayStep{Seat: -1, Next: v.Turn}
	if v.Over {
		return v, st
	}
	n := p.Seats()
	for s := range n {
		if seats&(1<<s) != 0 {
			v.Hands[s] = 0
		}
	}
	fitsAny := func(h cards.Set) bool {
		for _, c := range h.AppendTo(nil) {
			if v.Count+score.Value(c) <= 31 {
				return true
			}
		}
		return false
	}
	if len(v.Pile) > 0 {
		st.Seat = v.By[len(v.By)-1]
	}
	for k := range n {
		if t := (v.Turn + k) % n; fitsAny(v.Hands[t]) {
			v.Turn, st.Next = t, t
			v.String = fmt.Sprintf("count %d [%s], seat %d to lay", v.Count, cards.FormatList(v.Pile), t)
			return v, st
		}
	}
	st.Next = -1
	if st.Seat >= 0 {
		for k := 1; k <= n; k++ {
			if t := (st.Seat + k) % n; v.Hands[t] != 0 {
				st.Next = t
				break
			}
		}
		if seats&(1<<st.Seat) == 0 {
			st.LastCard = st.Next < 0
			st.GoPoint = !st.LastCard
		}
		st.NewCount = true
	}
	return newCount(v, st)
}

// layReference lays c for the seat on turn of p the plain way, from what p
// shows: the count goes up by the card's value; at 31 the count starts
// again, led by the next after the layer with a card; otherwise the next
// seat round the table that can lay lays, every seat passed over that holds
// cards says go (once a count), and when no one can, the layer pegs the go,
// or last card if no one holds a card, and the count starts again.
func layReference(p crib.PlayState, c cards.Card) (playView, crib.PlayStep) {
	v := viewPlay(p)
	n, s := p.Seats(), v.Turn
	v.Hands[s] = v.Hands[s].Without(c)
	v.Count += score.Value(c)
	v.Pile = append(v.Pile, c)
	v.Laid = append(v.Laid, c)
	v.By = append(v.By, s)
	st := crib.PlayStep{Seat: s, Card: c}
	st.Score, _ = score.PlayBreakdown(v.Pile)
	fitsAny := func(h cards.Set) bool {
		for _, c := range h.AppendTo(nil) {
			if v.Count+score.Value(c) <= 31 {
				return true
			}
		}
		return false
	}
	holder := func() int {
		for k := 1; k <= n; k++ {
			if t := (s + k) % n; v.Hands[t] != 0 {
				return t
			}
		}
		return -1
	}
	if v.Count < 31 {
		for k := 1; k <= n; k++ {
			t := (s + k) % n
			if fitsAny(v.Hands[t]) {
				v.Turn, st.Next = t, t
				v.String = fmt.Sprintf("count %d [%s], seat %d to lay", v.Count, cards.FormatList(v.Pile), t)
				return v, st
			}
			if bit := uint8(1) << t; t != s && v.Hands[t] != 0 && v.Gone&bit == 0 {
				v.Gone |= bit
				st.Gone |= bit
			}
		}
		st.LastCard = holder() < 0
		st.GoPoint = !st.LastCard
	}
	st.NewCount, st.Next = true, holder()
	return newCount(v, st)
}

// newCount is v after a count that ended with step st: the seat st names
// leads a new count from 0, or the play is over when it names none.
func newCount(v playView, st crib.PlayStep) (playView, crib.PlayStep) {
	v.Turn, v.Over, v.Count, v.Pile, v.Gone = st.Next, st.Next < 0, 0, nil, 0
	if v.Over {
		v.String = "play over after " + cards.FormatList(v.Laid)
	} else {
		v.String = fmt.Sprintf("count 0 [], seat %d to lay", v.Turn)
	}
	return v, st
}

// oracleSolve finds the best play for each side of a position with two sides (two
// players, or four in partnerships) by exhaustive search: alpha-beta minimax
// on the difference of the points pegged (15s, 31s, pairs, runs, go, last
// card), through the same PlayState rules the game uses. Cards of one rank
// are interchangeable in the play, so one of each rank is searched. It is
// for post-game analysis and teaching: "what was the best card?".
func oracleSolve(p crib.PlayState) (crib.Solution, error) {
	if p.Seats() != 2 && p.Seats() != 4 {
		return crib.Solution{}, fmt.Errorf("crib: %w: the solver plays two sides (2 or 4 seats), not %d", crib.ErrBadSeat, p.Seats())
	}
	var sol crib.Solution
	if p.Over() {
		return sol, nil
	}
	me := p.Turn()
	for c := range p.Legal().All() {
		sol.Moves = append(sol.Moves, crib.MoveValue{Card: c, Value: oracleChildValue(p, c, me)})
	}
	sol.Value = sol.Moves[0].Value
	for _, m := range sol.Moves {
		sol.Value = max(sol.Value, m.Value)
	}
	// The line: at each position, the first card whose value is the best.
	q := p
	for !q.Over() {
		who := q.Turn()
		best, bestV := cards.NoCard, -1<<30
		for c := range oracleDistinctRanks(q.Legal()).All() {
			if v := oracleChildValue(q, c, who); v > bestV {
				best, bestV = c, v
			}
		}
		sol.Line = append(sol.Line, best)
		q, _, _ = q.Lay(best)
	}
	return sol, nil
}

// oracleSolvePlay solves the play of a two-player deal from its start: the pone
// leads. Value is the pone's points minus the dealer's.
func oracleSolvePlay(pone, dealer [4]cards.Card) (crib.Solution, error) {
	hs := []cards.Set{cards.SetOf(pone[:]...), cards.SetOf(dealer[:]...)}
	if hs[0].Len() != 4 || hs[1].Len() != 4 || hs[0].Intersect(hs[1]) != 0 {
		return crib.Solution{}, fmt.Errorf("crib: %w: two hands of four different standard cards", crib.ErrBadCards)
	}
	p, err := crib.NewPlayState(hs, 0)
	if err != nil {
		return crib.Solution{}, err
	}
	return oracleSolve(p)
}

// oracleChildValue is the value for seat me's side of laying c in p.
func oracleChildValue(p crib.PlayState, c cards.Card, me int) int {
	q, st, _ := p.Lay(c)
	v := st.Points()
	if q.Over() {
		return v
	}
	if q.Turn()%2 == me%2 {
		return v + oracleNegamax(q, -1<<30, 1<<30)
	}
	return v - oracleNegamax(q, -1<<30, 1<<30)
}

// oracleDistinctRanks returns one card of each rank in s (the lowest index).
func oracleDistinctRanks(s cards.Set) cards.Set {
	var out cards.Set
	for s != 0 {
		i := bits.TrailingZeros64(uint64(s))
		out |= 1 << i
		s &^= 0xF << (i &^ 3) // the four cards of that rank
	}
	return out
}

// oracleNegamax returns the value of p for the side on turn, within the window
// (alpha, beta).
func oracleNegamax(p crib.PlayState, alpha, beta int) int {
	me := p.Turn()
	best := -1 << 30
	for moves := oracleDistinctRanks(p.Legal()); moves != 0; moves &= moves - 1 {
		c := cards.FromIndex(bits.TrailingZeros64(uint64(moves)))
		q, st, _ := p.Lay(c)
		g := st.Points()
		var v int
		switch {
		case q.Over():
			v = g
		case q.Turn()%2 == me%2:
			v = g + oracleNegamax(q, alpha-g, beta-g)
		default:
			v = g - oracleNegamax(q, g-beta, g-alpha)
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}

// bruteForce is the solver's oracle: plain minimax over every card (no
// pruning, no merging of ranks), the pone's points minus the dealer's.
func bruteForce(p crib.PlayState) int {
	if p.Over() {
		return 0
	}
	me := p.Turn() % 2
	best := 0
	first := true
	for c := range p.Legal().All() {
		q, st, err := p.Lay(c)
		if err != nil {
			panic(err)
		}
		v := st.Points() // for the side on turn
		rest := bruteForce(q)
		if q.Over() {
			rest = 0
		}
		if !q.Over() && q.Turn()%2 != me {
			rest = -rest
		}
		v += rest
		if first || v > best {
			best, first = v, false
		}
	}
	return best
}

// solverCanRun is the definition mayRun and runInfo stand for: some cards of
// ranks in avail (one of each), of total value at most room, make with the
// ranks of set three or more consecutive ranks.
func solverCanRun(set, avail uint64, room int) bool {
	for a := 1; a <= 13; a++ {
		for b := a + 2; b <= 13; b++ {
			span := uint64(1)<<(b+1) - uint64(1)<<a
			add := span &^ set
			if set&^span != 0 || add == 0 || add&^avail != 0 {
				continue
			}
			cost := 0
			for r := a; r <= b; r++ {
				if add&(1<<r) != 0 {
					cost += min(r, 10)
				}
			}
			if cost <= room {
				return true
			}
		}
	}
	return false
}
