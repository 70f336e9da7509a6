package pegjokers

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// The default budget of a [SearchBot].
const (
	DefaultWorlds     = 16 // worlds sampled for each decision
	DefaultCandidates = 6  // choices searched
	DefaultRounds     = 2  // rounds of the table each rollout plays
)

// SearchBot is a bot that searches: for each decision it draws worlds
// consistent with its view ([Sampler]: the other hands and the draw pile
// dealt at random from the cards it has not seen) and, in each, plays out
// each of its best candidate choices for a few rounds with every seat
// played by the heuristic bot's rules, then judges the position reached.
// It plays the heuristic bot's own choice unless another candidate does
// better in the same worlds by a clear margin: the one whose average gain
// over it, less one standard error, is greatest and above zero (so that
// with few worlds it is not led astray by luck).
//
// The candidates are the choices the [HeuristicBot] scores best (each card
// with each of its moves, or each card discarded when none has a move),
// so the search corrects the heuristic where looking ahead shows it wrong:
// a landing that an opponent's next card punishes, a peg left where a
// teammate cannot help it, a card kept too long. Every candidate is played
// out in the same worlds, so chance falls alike on each and the
// comparison is sharp with few worlds. A position is judged as the
// heuristic bot judges one (how near home each team's pegs are, for its
// team and against the others), a won game above all of these and a lost
// one below.
//
// The zero SearchBot searches with the default budget: [DefaultWorlds]
// worlds, [DefaultCandidates] candidates and [DefaultRounds] rounds, a few
// milliseconds a decision (see BenchmarkSearchBot). It draws its worlds
// from r (with a nil r, from a source seeded by the view, so that a
// direct call still replays). It sees only its view, and is safe for
// concurrent use. Given a view made by hand, which lacks what a [Sampler]
// needs, it plays the heuristic bot's choice.
type SearchBot struct {
	Worlds     int // worlds sampled for each decision (0 or less: DefaultWorlds)
	Candidates int // most choices searched, best first by the heuristic (0 or less: DefaultCandidates)
	Rounds     int // rounds each rollout plays, every seat one turn a round (0 or less: DefaultRounds)
}

// String returns "search".
func (SearchBot) String() string { return "search" }

// candidate is a choice the search weighs: its heuristic score, and the
// sums of its rollouts' values less those of the heuristic's choice in the
// same worlds, and of their squares.
type candidate struct {
	ch             Choice
	score          float64
	total, squares float64
}

// searcher is the memory one decision works in.
type searcher struct {
	gen   Generator // lists the moves of the rollouts
	root  evaluator // judges positions for the searching seat's team
	play  evaluator // chooses the rollouts' turns
	cands []candidate
}

// winValue is the value of a won game, above any position's.
const winValue = 1e5

// Choose implements [Strategy].
func (b SearchBot) Choose(v View, r *rand.Rand) Choice {
	worlds, k, rounds := b.Worlds, b.Candidates, b.Rounds
	if worlds <= 0 {
		worlds = DefaultWorlds
	}
	if k <= 0 {
		k = DefaultCandidates
	}
	if rounds <= 0 {
		rounds = DefaultRounds
	}
	if len(v.Hand) == 0 || !v.Position.IsValid() {
		return Choice{}
	}
	sr := new(searcher)
	sr.gen.Rules = v.Rules
	sr.candidates(v.generator(v.gen), v.Position, v.Hand, k)
	if len(sr.cands) == 1 {
		return sr.cands[0].ch
	}
	s, err := NewSampler(v)
	if err != nil {
		return sr.cands[0].ch // a view made by hand: no worlds to search
	}
	if r == nil {
		r = cards.NewRand(hashOf(&v.Position) + uint64(v.Turns))
	}
	horizon := rounds * v.Position.Seats()
	me := v.Seat()
	sr.root.init(v.Position)
	n := 0
	for range worlds {
		w, err := s.Sample(r)
		if err != nil {
			break
		}
		n++
		var first float64
		for i := range sr.cands {
			c := &sr.cands[i]
			g := w
			if err := c.ch.apply(&g, &sr.gen, nil); err != nil {
				return sr.cands[0].ch
			}
			sr.rollout(&g, horizon)
			x := sr.value(&g, me)
			if i == 0 {
				first = x
			}
			c.total += x - first
			c.squares += (x - first) * (x - first)
		}
	}
	if n == 0 {
		return sr.cands[0].ch
	}
	// Leave the heuristic's choice only for one whose gain over it in the
	// same worlds is clear: its mean less caution standard errors.
	best, bestBound := 0, 0.0
	for i, c := range sr.cands[1:] {
		mean := c.total / float64(n)
		sd := math.Sqrt(max(c.squares/float64(n)-mean*mean, 0))
		if bound := mean - caution*sd/math.Sqrt(float64(n)); bound > bestBound {
			best, bestBound = i+1, bound
		}
	}
	return sr.cands[best].ch
}

// caution is how many standard errors a candidate's gain over the
// heuristic's choice must clear for the search to prefer it.
const caution = 1.0

// candidates lists the choices of the seat to move in p holding hand
// (each card with each of its moves, or discarded when it has none),
// scored as the heuristic bot scores them, and keeps the best k, best
// first: the first is the heuristic bot's choice.
func (sr *searcher) candidates(gen *Generator, p Position, hand []cards.Card, k int) {
	ev := &sr.play
	ev.init(p)
	for i, c := range hand {
		if slices.Contains(hand[:i], c) {
			continue
		}
		keep := ev.keepValue(c)
		moved := false
		for m, q := range gen.All(p, c) {
			moved = true
			sr.cands = append(sr.cands, candidate{ch: Choice{Card: c, Move: m}, score: ev.gain(&q) - keep})
		}
		if !moved {
			sr.cands = append(sr.cands, candidate{ch: Choice{Card: c}, score: -keep})
		}
	}
	slices.SortStableFunc(sr.cands, func(a, b candidate) int { return cmp.Compare(b.score, a.score) })
	sr.cands = sr.cands[:min(k, len(sr.cands))]
}

// rollout plays g on for at most turns turns, every seat by the heuristic
// bot's rules, every draw made as it falls due.
func (sr *searcher) rollout(g *Game, turns int) {
	for range turns + 1 {
		for g.step == StepDraw || g.step == StepLateDraw {
			if (Draw{}).apply(g, nil, nil) != nil {
				return
			}
		}
		if g.step != StepPlay || turns == 0 {
			return
		}
		turns--
		s := g.pos.turn
		hand := g.hands[s][:g.nhand[s]]
		ch, next := sr.play.choose(&sr.gen, g.pos, hand)
		if ch.Card == cards.NoCard {
			return // no card to play: the game forbids it, but never panic
		}
		g.commit(slices.Index(hand, ch.Card), ch, next, nil)
	}
}

// value judges g for seat me's team: a win or a loss, sooner better than
// later, or how much better the board is than at the root.
func (sr *searcher) value(g *Game, me Seat) float64 {
	if team, over := g.pos.Winner(); over {
		if team == g.pos.Team(me) {
			return winValue - float64(g.turns)
		}
		return -winValue + float64(g.turns)
	}
	return sr.root.gain(&g.pos)
}
