package fairtest

import (
	"sync"
	"testing"
)

// Hunter is the bookkeeping of a strategy that hunts for its deal's seed,
// the same in every game: on a seat's first look at a deal it predicts a
// card the seat cannot see yet, from the first seed it finds that deals
// what the seat sees, or by a guess ([Hunter.Predict]); when the card is
// shown it scores the prediction ([Hunter.Reveal]). A game's seed-hunting
// strategy embeds a Hunter and gives it the search. K names a seat, C is
// a card. It is safe for concurrent use.
type Hunter[K, C comparable] struct {
	Guesses
	mu      sync.Mutex
	pending map[K]C
}

// Predict makes seat's prediction: the card find gives for the first seed
// of 0 to span-1 it finds the seat's deal in, or else guess, which chance
// makes right with probability p.
func (h *Hunter[K, C]) Predict(seat K, span uint64, find func(seed uint64) (C, bool), guess C, p float64) {
	for seed := range span {
		if c, ok := find(seed); ok {
			h.Guess(true, 0)
			h.set(seat, c)
			return
		}
	}
	h.Guess(false, p)
	h.set(seat, guess)
}

func (h *Hunter[K, C]) set(seat K, c C) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pending == nil {
		h.pending = map[K]C{}
	}
	h.pending[seat] = c
}

// Reveal scores seat's prediction, if it has one waiting, against the card
// shown.
func (h *Hunter[K, C]) Reveal(seat K, shown C) {
	h.mu.Lock()
	want, ok := h.pending[seat]
	delete(h.pending, seat)
	h.mu.Unlock()
	if ok {
		h.Score(shown == want)
	}
}

// CheckBlind fails t unless a hunt over games dealt from seeds the hunter
// cannot know scored tries predictions, found no seed, and was right no
// more often than chance allows ([Guesses.Bound]).
func (g *Guesses) CheckBlind(t testing.TB, tries int) {
	t.Helper()
	bound := g.Bound()
	t.Logf("unpredictable seeds: %d of %d predictions right, %.1f expected by chance, bound %.1f; %d seeds found",
		g.Hits, g.Tries, g.Chance, bound, g.Found)
	if g.Tries != tries || g.Found != 0 || float64(g.Hits) > bound {
		t.Errorf("a strategy recovered deals: %d of %d predictions right (chance %.1f, bound %.1f), %d seeds found",
			g.Hits, g.Tries, g.Chance, bound, g.Found)
	}
}

// CheckControl fails t unless a hunt over games dealt from seeds in its
// range scored tries predictions, at least nine in ten of them right: the
// control that shows the attack a real one.
func (g *Guesses) CheckControl(t testing.TB, tries int) {
	t.Helper()
	t.Logf("small seeds: %d of %d predictions right, %d seeds found", g.Hits, g.Tries, g.Found)
	if g.Tries != tries || g.Hits < g.Tries*9/10 {
		t.Errorf("the control failed: %d of %d predictions right", g.Hits, g.Tries)
	}
}
