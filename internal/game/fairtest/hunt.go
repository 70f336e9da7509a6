package fairtest

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
)

// Hunter keeps the predictions of a strategy that hunts for the deal's
// seed: one prediction a seat of S waits for the card of C it names to come
// to light, and is then scored. Its Guesses tally the hunt. It is safe for
// concurrent use; as its predictions are kept by seat, a run it plays in
// must play one game at a time.
type Hunter[S, C comparable] struct {
	Guesses
	pmu     sync.Mutex
	pending map[S]C
}

// Predict records seat's prediction guess: made from a seed found, or else
// right by chance with probability p (see [Guesses.Guess]).
func (h *Hunter[S, C]) Predict(seat S, guess C, found bool, p float64) {
	h.Guess(found, p)
	h.pmu.Lock()
	defer h.pmu.Unlock()
	if h.pending == nil {
		h.pending = map[S]C{}
	}
	h.pending[seat] = guess
}

// Reveal scores seat's waiting prediction, if it has one, against card,
// the card that came to light.
func (h *Hunter[S, C]) Reveal(seat S, card C) {
	h.pmu.Lock()
	want, ok := h.pending[seat]
	delete(h.pending, seat)
	h.pmu.Unlock()
	if ok {
		h.Score(card == want)
	}
}

// Hunt tries each seed of [0, span) in turn with try, and returns the
// prediction of the first that makes one, and whether any did.
func Hunt[C any](span uint64, try func(seed uint64) (C, bool)) (C, bool) {
	for seed := range span {
		if c, ok := try(seed); ok {
			return c, true
		}
	}
	var none C
	return none, false
}

// CheckHidden checks the tally of a hunt over deals whose seeds the hunter
// cannot know: tries predictions scored, no seed found, and no more right
// than chance allows ([Guesses.Bound]). what names the run in the log.
func (g *Guesses) CheckHidden(t testing.TB, what string, tries int) {
	t.Helper()
	bound := g.Bound()
	t.Logf("%s: %d of %d predictions right, %.1f expected by chance, bound %.1f; %d seeds found",
		what, g.Hits, g.Tries, g.Chance, bound, g.Found)
	if g.Tries != tries || g.Found != 0 || float64(g.Hits) > bound {
		t.Errorf("a strategy recovered deals: %d of %d predictions right (chance %.1f, bound %.1f), %d seeds found",
			g.Hits, g.Tries, g.Chance, bound, g.Found)
	}
}

// CheckFound checks the tally of the control: a hunt over deals from seeds
// it searches, where tries predictions are scored and nine in ten at least
// are right. what names the run in the log.
func (g *Guesses) CheckFound(t testing.TB, what string, tries int) {
	t.Helper()
	t.Logf("%s: %d of %d predictions right, %d seeds found", what, g.Hits, g.Tries, g.Found)
	if g.Tries != tries || g.Hits < g.Tries*9/10 {
		t.Errorf("the control failed: %d of %d predictions right", g.Hits, g.Tries)
	}
}

// SeatSourceSeed is the deal's seed [SeatSources] plays.
const SeatSourceSeed = 0x9c4f1b2e77aa3d01

// SeatSources checks that a caller who gives a game's runner a source
// seeded like the deal (cards.NewRand of the deal's seed) gives nothing
// away to a strategy that reads its own source's state by reflection and
// inverts the generator ([SeedOf]). play plays one game dealt from seed,
// giving the runner caller, with a strategy in one seat that calls spy
// with the source it is given at each choice. As a control, the attack on
// a source drawn straight from caller ([Careless]) must find the seed; the
// test is skipped when it does not (another Go's math/rand/v2).
func SeatSources(t testing.TB, play func(seed uint64, caller *rand.Rand, spy func(*rand.Rand)) error) {
	t.Helper()
	const seed = SeatSourceSeed
	newRand := func() *rand.Rand { return rand.New(rand.NewPCG(seed, NewRandWord)) }
	if got, ok := SeedOf(Careless(newRand())); !ok || got != seed {
		t.Skipf("the attack does not work on this Go's math/rand/v2 (found %d, %v)", got, ok)
	}
	var mu sync.Mutex
	spied, found := 0, false
	spy := func(r *rand.Rand) {
		got, _ := SeedOf(r)
		mu.Lock()
		defer mu.Unlock()
		spied++
		found = found || got == seed
	}
	if err := play(seed, newRand(), spy); err != nil {
		t.Fatal(err)
	}
	if spied == 0 {
		t.Errorf("the spy was never asked")
	}
	if found {
		t.Errorf("a strategy read the deal's seed from its random source")
	}
}

// HuntSpan is the seeds the hunters of [DealsHidden] search: [0, HuntSpan).
const HuntSpan = 1024

// Hunted is a seed-hunting strategy, by the checks of its tally.
type Hunted interface {
	CheckHidden(t testing.TB, what string, tries int)
	CheckFound(t testing.TB, what string, tries int)
}

// DealsHidden is the test every game makes that its runner gives a
// strategy no way to the deal. run plays a self-play run of games games (30
// with -short) with no seed given and hidden, a strategy that hunts
// [0, HuntSpan) for its deal's seed, among the strategies; it returns the
// run's seed and the predictions hidden must have scored, none of them
// from a seed found and no more right than chance allows
// ([Guesses.CheckHidden]). As a control, play plays one game dealt from a
// seed in that span with found in every seat, once for every every games
// of the run, and returns the predictions found must have scored, nine in
// ten of them right at least ([Guesses.CheckFound]).
func DealsHidden[H Hunted](t testing.TB, games, every int, hidden, found H,
	run func(games int) (seed uint64, tries int, err error), play func(seed uint64) (tries int, err error)) {
	t.Helper()
	if testing.Short() {
		games = 30
	}
	seed, tries, err := run(games)
	if err != nil {
		t.Fatal(err)
	}
	hidden.CheckHidden(t, fmt.Sprintf("unpredictable seeds (run seed %d)", seed), tries)
	tries = 0
	for i := range games / every {
		n, err := play(uint64(i * 97 % HuntSpan))
		if err != nil {
			t.Fatal(err)
		}
		tries += n
	}
	found.CheckFound(t, "small seeds", tries)
}
