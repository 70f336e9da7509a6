package bot

import (
	"math/rand/v2"
	"sync"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/score"
)

// Expert is the strongest player in the package, and a fair one: it
// sees only its view and draws only from its own random source.
//
// It lays away by the exact expected hand and crib of [score.Discards] (as
// Analysis does) plus half the expected points difference the play
// brings the four cards kept, as the pone or the dealer (from a table of
// every four ranks kept, each solved against 256 opponent's hands). It lays
// a card that wins the game on the spot (by its own points, or as the
// play's last card) at once. Otherwise it lays by searching sampled worlds
// (information-set Monte Carlo): it draws the cards the opponent still
// holds four times Worlds times from those it has not seen
// ([NewLaySampler]), never a card it laid away itself, and picks Worlds
// of these in proportion to their weights (systematic resampling). A world
// weighs 0 if it gives the opponent a card that would have fitted a count
// at which it was seen unable to lay (it said go, or the count started
// again short of 31), and otherwise how much likelier a player in its
// place (Analysis, as the pone or the dealer) is to keep the whole four the
// world has it keep, the cards it has laid in the deal with those it
// holds, than four cards at random: a table of the 1,820 sets of four
// ranks, from 4,000,000 deals, each ratio's two counts plus one (a four
// never seen kept weighs little, never 0). It solves each world's play
// exactly with a [Solver], once for each set of ranks the opponent holds
// (the play looks at ranks alone), and lays the card with the best mean.
//
// It plays to the board: once either side is within 36 points of 121, it
// scores each choice by its chance of winning the game instead of its
// points. A discard is scored by the chance over every starter of its hand,
// the rest of the deal at its means; a card by playing each world (half as
// many) to the end of the play under best play, then the world's show, in
// the order the points are pegged (the pone's count first), and then
// [WinChance] of the board left.
//
// With two players it plays as above. With four in partnerships it lays
// by the same search, uniformly over the unseen cards that agree with the
// goes said, once the seats hold at most 8 cards between them (by rollouts
// before: solving those worlds takes too long), and lays away as Analysis.
// With three sides (three or six players), which the Solver does not
// play, it lays by rollouts too: in 128
// worlds drawn as with four, each rank it may lay is followed by every seat
// laying greedily (the card that scores most, high cards first) to the end
// of the play, and scored by its side's points less the mean of the other
// sides'; it lays away as Analysis.
//
// Against Analysis, over 20,000 duplicate pairs of two-player games in
// the arena (each deal played twice, the seats swapped; expert-vs -games
// 40000 -seed 1), it won 56.3% of the games, with a 95% interval of 56.0%
// to 56.7% (54.2% with its worlds weighted by each card's rank alone).
// Two Experts in partnership against two Analysis won 51.2% of four-player
// games (10,000 duplicate pairs, interval 50.8% to 51.7%; expert-vs
// -players 4 -games 20000 -seed 1). With one Expert against two Analysis
// sides, in turn on each side, it
// won 37.3% of three-player games (600 deals, interval 35.8% to 38.8%)
// and 36.0% of six-player ones (200 deals, 33.5% to 38.5%), where
// Analysis wins a third. A first lay took 0.9 ms (1.1 ms playing to the
// board, 1.6 ms with four players, 1.2 ms with three; the worlds picked
// twice are solved once, so it is quicker than the 1.3 ms the same
// benchmark gave the worlds weighted by rank alone) and a discard 0.03
// ms, on one core of the 2-core machine the package is developed on
// (BenchmarkExpert -cpu 1, nice'd; it was loaded with other work, so the
// times vary).
//
// The zero Expert is ready to use; one value may play many games at
// once. With a nil random source it draws from an unpredictable one.
type Expert struct {
	// Worlds is the number of worlds sampled for each lay (0: 256, and
	// 1,024 with two players once they hold six cards or fewer between
	// them).
	Worlds int
}

// String names the bot in reports: "expert".
func (Expert) String() string { return "expert" }

// pegWeight is the weight of the play's expectation in a discard: the
// table's figures are for both sides seeing every card, which overstates
// the differences between hands in a real play. Weights of 0.3, 0.5 and 1
// were within the noise of one another over 1,500 games against
// Analysis; 0.5 is the middle.
const pegWeight = 0.5

// defaultWorlds is the worlds sampled for a lay when Worlds is 0: 256
// won about one game in a hundred more than 64 against Analysis.
const defaultWorlds = 256

// lateWorlds is the worlds sampled for a two-player lay when Worlds is 0
// once the two seats hold lateHeld cards or fewer between them: those
// worlds are quick to solve, and most repeat the ranks of others (the
// solve cache). Over 3,000 duplicate pairs against Analysis (TestDuel,
// seed 1) it won 54.6% of games, 256 worlds throughout 54.4%.
const (
	lateWorlds = 4 * defaultWorlds
	lateHeld   = 6
)

// Tried and not kept, each against Analysis over the same duplicate pairs
// from seed 1 (TestDuel; 256 worlds throughout won 54.4% over 3,000 pairs
// and 54.3% over 2,000): lays valued with the opponent laying as Analysis
// would from its own view in each world, Expert laying best with the world
// in sight (54.3% over 2,000 pairs, and six times as slow); lays and
// discards by the chance of winning at every score (54.3% and 53.6%); the
// crib's expected show corrected for an opponent laying away as Analysis
// does, from a table of every pair of ranks laid away (54.3%); pegWeight 1
// (54.1%). With the joint keep table, each world drawn by the card
// marginals and its value weighted by the table over them, instead of
// resampled: the weights left about 70 worlds' worth of 256 (the median
// effective sample size over 600 lays), and its measurement was stopped
// unfinished for the resampling's. Eight candidates a world instead of
// four (expert-vs -games 40000 -seed 1): 56.47% against 56.35%, within the
// noise, with lays a fifth slower.

// maxSolved4 is the most cards the four seats may hold between them for a
// four-player lay to be searched by solving worlds: with more, a solve
// takes too long (a first lay of 256 worlds took 100 ms), and it lays by
// rollouts instead.
const maxSolved4 = 8

// held returns the number of cards every seat of v holds between them.
func held(v crib.LayView) int {
	n := 0
	for s := range v.Layout.Seats {
		n += v.Held(s)
	}
	return n
}

// boardReach is how near 121 either side must be for the bot to play to
// the board.
const boardReach = 36

// expertWork is a goroutine's scratch space: a Solver and a Solution with
// room enough, reused through expertPool so that a lay allocates little.
type expertWork struct {
	solver crib.Solver
	sol    crib.Solution
	w      crib.World
	laid   [crib.MaxSeats]cards.Set // the cards each seat has laid in the deal
	cache  solveCache
	cands  []crib.World // a two-player lay's candidate worlds
	cw     []float64    // the running sum of their weights
}

// solveCache holds the values of the worlds solved for one lay, by the
// ranks the other seats hold ([rankKey]): open addressing, emptied in one
// step by a new generation.
type solveCache struct {
	gen     uint32
	entries [1 << cacheBits]cacheEntry
}

const cacheBits = 9

type cacheEntry struct {
	key uint64
	gen uint32
	val [14]int16 // by rank: the value of laying it
}

// clear empties the cache.
func (c *solveCache) clear() {
	if c.gen++; c.gen == 0 {
		c.entries = [1 << cacheBits]cacheEntry{}
		c.gen = 1
	}
}

// find returns key's entry, or the entry to fill for it (when the cache is
// full, one in use: it is overwritten).
func (c *solveCache) find(key uint64) *cacheEntry {
	i := (key * 0x9E3779B97F4A7C15) >> (64 - cacheBits)
	for range 8 {
		e := &c.entries[i]
		if e.gen != c.gen || e.key == key {
			return e
		}
		i = (i + 1) & (1<<cacheBits - 1)
	}
	return &c.entries[i]
}

// rankKey returns the ranks the other seat holds in world w of a
// two-player lay view v, three bits a rank, and true; false for more
// seats, whose worlds are not cached.
func rankKey(v crib.LayView, w *crib.World) (uint64, bool) {
	if v.Layout.Seats != 2 {
		return 0, false
	}
	var k uint64
	for c := range w.Hands[1-v.Seat].All() {
		k += 1 << (3 * uint(c.Rank()))
	}
	return k, true
}

// setLaid notes the cards each seat has laid in v's deal.
func (wk *expertWork) setLaid(v crib.LayView) {
	wk.laid = [crib.MaxSeats]cards.Set{}
	p := v.Play()
	for i, c := range p.Laid() {
		if s := p.LaidBy(i); s >= 0 && s < crib.MaxSeats {
			wk.laid[s] = wk.laid[s].With(c)
		}
	}
}

var expertPool = sync.Pool{New: func() any {
	return &expertWork{sol: crib.Solution{Moves: make([]crib.MoveValue, 0, 4), Line: make([]cards.Card, 0, 4*crib.MaxSeats)}}
}}

// Discard implements Strategy.
func (b Expert) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	dealt, ok := v.Dealt.Six()
	if v.Layout.Seats != 2 || v.Throw != 2 || !ok || !v.ToCrib {
		return Analysis{}.Discard(v, r)
	}
	ds, err := score.Discards(dealt, v.OwnCrib)
	if err != nil {
		return Analysis{}.Discard(v, r)
	}
	dealer := v.Seat == v.Dealer
	me, opp := v.Board.Score(v.Layout.Side(v.Seat)), v.Board.Score(v.Layout.Side(1-v.Seat))
	board := max(me, opp) >= winHole-boardReach
	best, bestV := 0, -1e9
	for i, d := range ds {
		val := d.Net + pegWeight*keptPlay(d.Keep, dealer)
		if board {
			val = discardChance(d, v.Dealt, dealer, me, opp) + 1e-4*val
		}
		if val > bestV {
			best, bestV = i, val
		}
	}
	return cards.SetOf(ds[best].Throw[:]...)
}

// discardChance returns the chance of winning with discard d from the
// board at me and opp: the mean over every starter unseen of the chance
// after the deal, with the player's hand scored for the starter and the
// rest of the deal (the play, the crib, the opponent's hand) at its means,
// pegged in order (the play, the pone's hand, the dealer's hand and crib),
// and WinChance of the board it leaves.
func discardChance(d score.Discard, dealt cards.Set, dealer bool, me, opp int) float64 {
	hs := score.HandByStarter(d.Keep)
	myPlay, oppPlay := meanPonePlay, meanDealerPlay
	if dealer {
		myPlay, oppPlay = oppPlay, myPlay
	}
	sum, n := 0.0, 0
	for s := range dealt.Complement().All() {
		x := float64(me) + myPlay
		y := float64(opp) + oppPlay
		hand := float64(hs[s.Index()])
		var p float64
		if dealer {
			// The pone pegs and counts first.
			switch y2 := y + meanPoneHand; {
			case y >= winHole || y2 >= winHole:
				p = 0
			case x >= winHole || x+hand+d.Crib >= winHole:
				p = 1
			default:
				p = WinChance(int(x+hand+d.Crib+0.5), int(y2+0.5), false)
			}
		} else {
			switch y2 := y + meanPoneHand + d.Crib; {
			case x >= winHole || x+hand >= winHole:
				p = 1
			case y >= winHole || y2 >= winHole:
				p = 0
			default:
				p = WinChance(int(x+hand+0.5), int(y2+0.5), true)
			}
		}
		sum += p
		n++
	}
	return sum / float64(n)
}

// Lay implements Strategy.
func (b Expert) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	legal := v.Legal()
	var ranks [14]bool
	nr := 0
	for c := range legal.All() {
		if !ranks[c.Rank()] {
			ranks[c.Rank()] = true
			nr++
		}
	}
	if nr <= 1 {
		return lowest(legal)
	}
	if c, ok := winNow(v); ok {
		return c // a sure win, which every sampled world would tie with others
	}
	seats := v.Layout.Seats
	if seats != 2 && (seats != 4 || v.Layout.Sides != 2 || held(v) > maxSolved4) {
		if r == nil {
			r = rand.New(rand.NewChaCha8(game.Unpredictable32()))
		}
		if c, ok := layByRollouts(v, r, legal, &ranks); ok {
			return c
		}
		return Analysis{}.Lay(v, r)
	}
	n := b.Worlds
	if n <= 0 {
		n = defaultWorlds
		if seats == 2 && held(v) <= lateHeld {
			n = lateWorlds
		}
	}
	if r == nil {
		r = rand.New(rand.NewChaCha8(game.Unpredictable32()))
	}
	wk := expertPool.Get().(*expertWork)
	defer expertPool.Put(wk)
	wk.setLaid(v)
	wk.cache.clear()
	var total [14]float64
	me, opp := v.Board.Score(v.Layout.Side(v.Seat)), v.Board.Score(v.Layout.Side(v.Seat+1))
	board := seats == 2 && max(me, opp) >= winHole-boardReach
	if board {
		n = (n + 1) / 2
	}
	// With two players the worlds searched are drawn in proportion to how
	// likely the opponent's whole kept four is: candidates drawn
	// uniformly, each weighed, and n of them picked by systematic
	// resampling (a world picked twice is solved once: the cache).
	var step, u float64
	pick := 0
	sir := seats == 2 && wk.drawCandidates(v, min(candidatesPer*n, maxCandidates), r)
	var s *crib.Sampler
	weighted := false
	if sir {
		step = wk.cw[len(wk.cw)-1] / float64(n)
		u = r.Float64() * step
	} else {
		var err error
		if s, weighted, err = worlds(v); err != nil {
			return Analysis{}.Lay(v, r)
		}
	}
	lastPick, lastBoard := -1, [14]float64{}
	for range n {
		if sir {
			for pick < len(wk.cw)-1 && wk.cw[pick] <= u {
				pick++
			}
			u += step
			wk.w = wk.cands[pick]
			if board && pick == lastPick {
				for rk := range ranks {
					total[rk] += lastBoard[rk]
				}
				continue
			}
			lastPick = pick
		} else if weighted {
			w, err := s.Sample(r)
			if err != nil {
				return Analysis{}.Lay(v, r)
			}
			wk.w = w
		} else {
			s.SampleInto(&wk.w, r)
		}
		if board {
			for rk := range ranks {
				if ranks[rk] {
					c := lowest(legal & rankSet(cards.Rank(rk)))
					lastBoard[rk] = b.playOut(wk, v, c, me, opp)
					total[rk] += lastBoard[rk]
				}
			}
			continue
		}
		// The play looks at ranks alone: a world whose other hands hold the
		// ranks of one solved before has its values.
		key, keyed := rankKey(v, &wk.w)
		e := wk.cache.find(key)
		if !keyed || e.key != key || e.gen != wk.cache.gen {
			if err := wk.solver.SolveInto(&wk.sol, wk.w.Play); err != nil {
				return Analysis{}.Lay(v, r)
			}
			e.key, e.gen = key, wk.cache.gen
			for _, m := range wk.sol.Moves {
				e.val[m.Card.Rank()] = int16(m.Value)
			}
		}
		for rk := range ranks {
			if ranks[rk] {
				total[rk] += float64(e.val[rk])
			}
		}
	}
	best, bestV := cards.Rank(0), 0.0
	for rk := range ranks {
		if ranks[rk] && (best == 0 || total[rk] > bestV) {
			best, bestV = cards.Rank(rk), total[rk]
		}
	}
	return lowest(legal & rankSet(best))
}

// playOut returns the chance of winning the game in world wk.w after
// laying c: the play to its end under best play by both sides, then the
// show, pegged in order, then WinChance of the board left.
func (b Expert) playOut(wk *expertWork, v crib.LayView, c cards.Card, me, opp int) float64 {
	p, st, err := wk.w.Play.Lay(c)
	if err != nil {
		return 0
	}
	pts := [2]int{}
	pts[v.Seat] = me
	pts[1-v.Seat] = opp
	pts[st.Seat] += st.Points()
	if pts[st.Seat] >= winHole {
		return b2f(st.Seat == v.Seat)
	}
	if !p.Over() {
		if err := wk.solver.SolveInto(&wk.sol, p); err != nil {
			return 0
		}
		for _, c := range wk.sol.Line {
			if p, st, err = p.Lay(c); err != nil {
				return 0
			}
			if pts[st.Seat] += st.Points(); pts[st.Seat] >= winHole {
				return b2f(st.Seat == v.Seat)
			}
		}
	}
	// The show: the pone's hand, the dealer's hand, the crib.
	dealer := v.Dealer
	pone := 1 - dealer
	for _, seat := range [2]int{pone, dealer} {
		kept := v.Kept
		if seat != v.Seat {
			kept = wk.w.Hands[seat] | wk.laid[seat]
		}
		h, _ := kept.Four()
		pts[seat] += score.Hand(h, v.Starter)
		if seat == dealer {
			cr, _ := wk.w.Crib.Four()
			pts[seat] += score.Crib(cr, v.Starter)
		}
		if pts[seat] >= winHole {
			return b2f(seat == v.Seat)
		}
	}
	// The pone deals next.
	return WinChance(pts[v.Seat], pts[1-v.Seat], v.Seat == pone)
}

// worlds returns the sampler of the worlds Expert searches from v: the
// hands the other seats may hold, as the view and every go said allow,
// weighted (weighted true) when some cards are likelier than others. With
// two players it is the fallback for a lay none of whose candidate worlds
// weighs more than 0 (drawCandidates).
func worlds(v crib.LayView) (s *crib.Sampler, weighted bool, err error) {
	s, err = crib.NewLaySampler(v, 0)
	if err != nil {
		return nil, false, err
	}
	// The worlds agree with every go said: a seat that could not lay at
	// some count holds no card that fits it.
	short := cannotLay(v)
	fits := func(seat int, c cards.Card) bool { return score.Value(c) > 31-short[seat] }
	weighted = false
	if v.Layout.Seats == 2 {
		// The opponent's cards are those it kept: weigh each by how often
		// a player in its place keeps a card of its rank.
		opp := 1 - v.Seat
		if ws, err := crib.NewWeightedSampler(s, func(t int, c cards.Card) float64 {
			if !fits(t, c) {
				return 0
			}
			return keepRate[b2i(opp == v.Dealer)][c.Rank()]
		}); err == nil {
			s, weighted = ws, true
		}
	} else if ruled(v, short) {
		if ws, err := crib.NewWeightedSampler(s, func(t int, c cards.Card) float64 { return b2f(fits(t, c)) }); err == nil {
			s, weighted = ws, true
		}
	}
	return s, weighted, nil
}

// cannotLay returns, for each seat, the lowest count at which it could not
// lay in the play so far (32 for none), worked out from the cards laid and
// who laid them: a seat passed over in turn said go, and a count that
// started again short of 31 found no seat able to lay. The seat holds no
// card now that would have fitted under 31 then.
func cannotLay(v crib.LayView) [crib.MaxSeats]int {
	var short [crib.MaxSeats]int
	for t := range short {
		short[t] = 32
	}
	n := v.Layout.Seats
	p := v.Play()
	if n < 2 || n > crib.MaxSeats {
		return short
	}
	all := func(count int) {
		for t := range short {
			short[t] = min(short[t], count)
		}
	}
	passed := func(from, to, count int) { // the seats after from, before to
		for t := (from + 1) % n; t != to; t = (t + 1) % n {
			short[t] = min(short[t], count)
		}
	}
	count, prev := 0, -1
	for i, c := range p.Laid() {
		by := p.LaidBy(i)
		if by < 0 || by >= n {
			return short
		}
		switch val := score.Value(c); {
		case prev < 0:
		case count == 31:
			count = 0
		case count+val > 31:
			all(count)
			count = 0
		default:
			passed(prev, by, count)
		}
		count += score.Value(c)
		prev = by
	}
	switch {
	case prev < 0 || count == 31:
	case v.Count() == 0:
		all(count)
	default:
		passed(prev, v.Seat, count)
	}
	return short
}

// ruled reports whether short rules out a card for a seat other than v's
// that still holds cards.
func ruled(v crib.LayView, short [crib.MaxSeats]int) bool {
	for t := range v.Layout.Seats {
		if t != v.Seat && v.Held(t) > 0 && short[t] <= 30 {
			return true
		}
	}
	return false
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// lowest returns the card of s of lowest index, or NoCard.
func lowest(s cards.Set) cards.Card {
	for c := range s.All() {
		return c
	}
	return cards.NoCard
}

// rankSet returns the four cards of rank rk.
func rankSet(rk cards.Rank) cards.Set {
	return cards.Set(0xf) << (4 * (uint(rk) - 1))
}
