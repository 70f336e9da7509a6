package pegjokers_test

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// seedHunter is a strategy that tries to recover the deal. On each seat's
// first turn, when its hand is still the five cards dealt it, it deals
// every seed of [0, span) with the package's own NewGame, looking for one
// that gives it this hand, and predicts from it the card it will draw at
// the end of the turn; with no seed found it guesses a Joker, the card of
// which the deck has most copies. On the seat's next turn the last card of
// its hand is the card drawn, and it scores the prediction. It plays as
// the heuristic bot does. Its scores are kept by seat, so a run must play
// one game at a time.
type seedHunter struct {
	span uint64

	mu      sync.Mutex
	pending map[pegjokers.Seat]cards.Card
	tries   int     // predictions scored
	hits    int     // predictions right
	found   int     // seeds found
	chance  float64 // the hits expected by chance: the sum of each guess's odds
	chance2 float64 // their variance: the sum of p(1-p)
}

func (h *seedHunter) String() string { return "seed hunter" }

func (h *seedHunter) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	ch := pegjokers.HeuristicBot{}.Choose(v, r)
	me := v.Seat()
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pending == nil {
		h.pending = map[pegjokers.Seat]cards.Card{}
	}
	if want, ok := h.pending[me]; ok {
		delete(h.pending, me)
		h.tries++
		if v.Hand[len(v.Hand)-1] == want {
			h.hits++
		}
	}
	if v.Turns != int(me) {
		return ch
	}
	guess, p := h.predict(v)
	h.pending[me] = guess
	h.chance += p
	h.chance2 += p * (1 - p)
	return ch
}

// predict returns the card the seat to move in v will draw at the end of
// its first turn, as the seed it finds says, and the chance that a guess
// is right when no seed is found (0 when one is).
func (h *seedHunter) predict(v pegjokers.View) (cards.Card, float64) {
	me := v.Seat()
	st := v.Position.Seating()
	for seed := range h.span {
		g, err := pegjokers.NewGame(v.Rules, st.Seats, st.Arrangement, seed)
		if err != nil || !slices.Equal(g.Hand(me), v.Hand) {
			continue
		}
		h.found++
		// Every seat draws the top card in turn, whatever it plays.
		for range int(me) + 1 {
			g, _, _ = g.Play(g.Choices()[0])
		}
		return g.Hand(me)[pegjokers.HandSize-1], 0
	}
	unseen := unseen(v)
	jokers := len(unseen) - len(slices.DeleteFunc(slices.Clone(unseen), func(c cards.Card) bool { return c == cards.Joker }))
	return cards.Joker, float64(jokers) / float64(len(unseen))
}

// TestStrategiesCannotRecoverTheDeal: a strategy that searches 1,024
// seeds for its deal finds nothing in self-play with no seed given (the
// default: deals and strategies' sources are unpredictable), and its
// predictions of its next card are right no more often than chance allows
// (at most the expected hits plus four standard deviations, plus two).
// As a control, with deals from small seeds in its range and no source
// given, the same strategy predicts every draw.
func TestStrategiesCannotRecoverTheDeal(t *testing.T) {
	const span = 1024
	games := 150
	if testing.Short() {
		games = 30
	}
	h := &seedHunter{span: span}
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: games, Workers: 1},
		[]pegjokers.Strategy{h, pegjokers.HeuristicBot{}})
	if err != nil {
		t.Fatal(err)
	}
	bound := h.chance + 4*math.Sqrt(h.chance2) + 2
	t.Logf("unpredictable seeds (run seed %d): %d of %d predictions right, %.1f expected by chance, bound %.1f; %d seeds found",
		rep.Seed, h.hits, h.tries, h.chance, bound, h.found)
	if h.tries != 2*games || h.found != 0 || float64(h.hits) > bound {
		t.Errorf("a strategy recovered deals: %d of %d predictions right (chance %.1f, bound %.1f), %d seeds found",
			h.hits, h.tries, h.chance, bound, h.found)
	}

	// The control: the deal's seed is small and the attack is real.
	c := &seedHunter{span: span}
	hunters := []pegjokers.Strategy{c, c, c, c}
	for i := range games / 5 {
		g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, uint64(i*97%span))
		if _, err := pegjokers.PlayGame(g, hunters, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("small seeds: %d of %d predictions right, %d seeds found", c.hits, c.tries, c.found)
	if c.tries != 4*(games/5) || c.hits < c.tries*9/10 {
		t.Errorf("the control failed: %d of %d predictions right", c.hits, c.tries)
	}
}
