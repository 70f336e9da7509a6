package pegjokers_test

import (
	"math"
	"slices"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// The uniformity tests compare counts of what the sampler draws with the
// counts expected by Pearson's chi-square test, and fail when the p-value
// is below pThreshold. The sources are seeded, so each test is the same
// every run: the threshold is the chance that a correct sampler would
// fail on a new seed.
const pThreshold = 0.001

// chiSquare returns Pearson's statistic for counts obs against expected
// probabilities want (which sum to 1), and its p-value with len(obs)-1
// degrees of freedom. A category expected never and seen is p = 0.
func chiSquare(obs []int, want []float64) (stat, p float64) {
	n := 0
	for _, o := range obs {
		n += o
	}
	df := -1
	for i, o := range obs {
		e := want[i] * float64(n)
		if e == 0 {
			if o != 0 {
				return math.Inf(1), 0
			}
			continue
		}
		df++
		stat += (float64(o) - e) * (float64(o) - e) / e
	}
	return stat, gammaQ(float64(df)/2, stat/2)
}

// gammaQ is the regularized upper incomplete gamma function Q(a, x), the
// chi-square distribution's upper tail: P(X > 2x) for X with 2a degrees
// of freedom. By its series below a+1 and its continued fraction above.
func gammaQ(a, x float64) float64 {
	if x <= 0 {
		return 1
	}
	lg, _ := math.Lgamma(a)
	front := math.Exp(-x + a*math.Log(x) - lg)
	if x < a+1 {
		// P(a, x) = front · Σ x^k / (a(a+1)...(a+k)).
		sum, term := 1/a, 1/a
		for k := 1; k < 1000 && math.Abs(term) > 1e-16*math.Abs(sum); k++ {
			term *= x / (a + float64(k))
			sum += term
		}
		return 1 - front*sum
	}
	// Q(a, x) = front · 1/(x+1-a- 1(1-a)/(x+3-a- 2(2-a)/(x+5-a- ...))),
	// by the modified Lentz method.
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1; i < 1000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-15 {
			break
		}
	}
	return front * h
}

// TestGammaQ checks the p-values against the chi-square table: the
// critical values at 0.05 and 0.001 for 1, 3 and 13 degrees of freedom.
func TestGammaQ(t *testing.T) {
	for _, tt := range []struct{ df, x, p float64 }{
		{1, 3.841, 0.05}, {1, 10.828, 0.001}, {3, 7.815, 0.05}, {3, 16.266, 0.001},
		{13, 22.362, 0.05}, {13, 34.528, 0.001}, {2, 0, 1},
	} {
		if got := gammaQ(tt.df/2, tt.x/2); math.Abs(got-tt.p) > 1e-3*max(tt.p, 0.01) {
			t.Errorf("Q(%v/2, %v/2) = %v, want %v", tt.df, tt.x, got, tt.p)
		}
	}
}

// unseen returns the cards v does not show: the deck less the hand and the
// discards.
func unseen(v pegjokers.View) []cards.Card {
	left := v.Rules.Deck().Cards()
	for _, c := range slices.Concat(v.Hand, v.Discards) {
		i := slices.Index(left, c)
		left = slices.Delete(left, i, i+1)
	}
	return left
}

// midGame returns a game of the heuristic bot played turns turns from the
// deal of seed.
func midGame(t *testing.T, st pegjokers.Seating, seed uint64, turns int) pegjokers.Game {
	g := newGame(t, pegjokers.DefaultRules, st.Seats, st.Arrangement, seed)
	for range turns {
		g, _ = mustPlay(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
	}
	return g
}

// TestSamplerIsUniform: in the middle of a four-player game, over 20,000
// worlds, a card the player has not seen (one of which the deck has one
// copy unseen) is in each other hand and in the draw pile as often as the
// number of cards there says, and the top card of the draw pile is of each
// rank as often as the unseen cards of that rank say, by the chi-square
// test at p ≥ 0.001.
func TestSamplerIsUniform(t *testing.T) {
	g := midGame(t, pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, 21, 41)
	v := g.View()
	me := v.Seat()
	u := unseen(v)
	// A card with one copy unseen.
	var one cards.Card
	for _, c := range slices.Concat(v.Hand, v.Discards) {
		if slices.Contains(u, c) && len(u)-len(slices.DeleteFunc(slices.Clone(u), func(x cards.Card) bool { return x == c })) == 1 {
			one = c
			break
		}
	}
	if one == cards.NoCard {
		t.Fatal("pick another game: no card with one copy unseen")
	}
	// Categories: the seats in order, the player's (never) included, then
	// the draw pile.
	n := v.Position.Seats()
	wantWhere := make([]float64, n+1)
	for s := range n {
		if pegjokers.Seat(s) != me {
			wantWhere[s] = float64(v.Held[s]) / float64(len(u))
		}
	}
	wantWhere[n] = float64(v.DrawPile) / float64(len(u))
	ranks := pegjokers.Ranks()
	wantTop := make([]float64, len(ranks))
	for _, c := range u {
		wantTop[slices.Index(ranks[:], c.Rank())] += 1 / float64(len(u))
	}
	s := newSampler(t, v, nil)
	r := cards.NewRand(99)
	where, top := make([]int, n+1), make([]int, len(ranks))
	const samples = 20000
	for range samples {
		w, err := s.Sample(r)
		if err != nil {
			t.Fatal(err)
		}
		at := n
		for t := range pegjokers.Seat(n) {
			if t != me && slices.Contains(w.Hand(t), one) {
				at = int(t)
			}
		}
		where[at]++
		pile := w.DrawCards()
		top[slices.Index(ranks[:], pile[len(pile)-1].Rank())]++
	}
	x, p := chiSquare(where, wantWhere)
	t.Logf("where %v is: chi-square %.2f, df %d, p = %.3f", one, x, n-1, p)
	if p < pThreshold {
		t.Errorf("where %v is: %v, want %v: chi-square %.1f, p = %.2g", one, where, wantWhere, x, p)
	}
	x, p = chiSquare(top, wantTop)
	t.Logf("the top card's rank: chi-square %.2f, df %d, p = %.3f", x, len(ranks)-1, p)
	if p < pThreshold {
		t.Errorf("the top card's rank: %v, want %v: chi-square %.1f, p = %.2g", top, wantTop, x, p)
	}
}

// lateGame returns a game of three seats solo, of random plays from the
// deal of seed, at the turn when the draw pile holds one card: the player
// has not seen eleven cards, five in each other hand and one in the pile,
// few enough to list every world.
func lateGame(t *testing.T, seed uint64) pegjokers.Game {
	g := newGame(t, pegjokers.DefaultRules, 3, pegjokers.Solo, seed)
	r := cards.NewRand(seed)
	for g.DrawPile() != 1 {
		g, _ = mustPlay(t, g, pegjokers.RandomBot{}.Choose(g.View(), r))
	}
	return g
}

// subsets returns every k-element subset of xs, each in the order of xs.
func subsets(xs []int, k int) [][]int {
	if k == 0 {
		return [][]int{nil}
	}
	var out [][]int
	for i := range len(xs) - k + 1 {
		for _, rest := range subsets(xs[i+1:], k-1) {
			out = append(out, append([]int{xs[i]}, rest...))
		}
	}
	return out
}

// worlds calls f with every way of dealing the eleven unseen cards u to
// the other two hands (five each) and the draw pile (one), by index into
// u.
func worlds(u []int, f func(a, b []int, pile int)) {
	for _, a := range subsets(u, pegjokers.HandSize) {
		rest := slices.DeleteFunc(slices.Clone(u), func(j int) bool { return slices.Contains(a, j) })
		for _, b := range subsets(rest, pegjokers.HandSize) {
			pile := slices.DeleteFunc(slices.Clone(rest), func(j int) bool { return slices.Contains(b, j) })
			f(a, b, pile[0])
		}
	}
}

// TestWeightedSamplerIsExact: late in a three-player game, where the
// player's unseen cards can be dealt 2,772 ways, the weighted sampler
// draws where each of the first three unseen cards is and which card tops
// the draw pile as often as the exact probabilities say, listing every
// world and its weight (chi-square at p ≥ 0.001, 30,000 worlds); the
// uniform sampler does too with equal weights, and fails the weighted
// test, as it should.
func TestWeightedSamplerIsExact(t *testing.T) {
	g := lateGame(t, 4)
	v := g.View()
	me := v.Seat()
	var others []pegjokers.Seat
	for s := range pegjokers.Seat(3) {
		if s != me {
			others = append(others, s)
		}
	}
	u := unseen(v)
	if len(u) != 11 {
		t.Fatalf("%d unseen cards", len(u))
	}
	weight := func(s pegjokers.Seat, c cards.Card) float64 { return float64(1 + (int(c.Rank())+int(s))%3) }
	// The card tops, by index in faces (the unseen cards' distinct faces).
	faces := slices.Compact(slices.Sorted(slices.Values(u)))
	const watched = 3
	exact := func(w pegjokers.Weights) (where [watched][]float64, top []float64) {
		for i := range where {
			where[i] = make([]float64, 3)
		}
		top = make([]float64, len(faces))
		total := 0.0
		idx := make([]int, len(u))
		for i := range idx {
			idx[i] = i
		}
		n := 0
		worlds(idx, func(a, b []int, pile int) {
			n++
			x := 1.0
			for _, j := range a {
				x *= w(others[0], u[j])
			}
			for _, j := range b {
				x *= w(others[1], u[j])
			}
			total += x
			for i := range watched {
				switch {
				case slices.Contains(a, i):
					where[i][0] += x
				case slices.Contains(b, i):
					where[i][1] += x
				default:
					where[i][2] += x
				}
			}
			top[slices.Index(faces, u[pile])] += x
		})
		if n != 2772 {
			t.Fatalf("%d worlds listed", n)
		}
		for i := range where {
			for k := range where[i] {
				where[i][k] /= total
			}
		}
		for k := range top {
			top[k] /= total
		}
		return where, top
	}
	// count draws n worlds with s and counts where the watched cards are
	// (a copy of the same face counts too: the cards are told apart by
	// face only, so the watched ones must have one copy unseen).
	for i := range watched {
		if copies := len(u) - len(slices.DeleteFunc(slices.Clone(u), func(c cards.Card) bool { return c == u[i] })); copies != 1 {
			t.Fatalf("pick another game: %v has two copies unseen", u[i])
		}
	}
	count := func(s *pegjokers.Sampler, n int) (where [watched][]int, top []int) {
		for i := range where {
			where[i] = make([]int, 3)
		}
		top = make([]int, len(faces))
		r := cards.NewRand(7)
		for range n {
			w, err := s.Sample(r)
			if err != nil {
				t.Fatal(err)
			}
			for i := range watched {
				k := 2
				for o, s := range others {
					if slices.Contains(w.Hand(s), u[i]) {
						k = o
					}
				}
				where[i][k]++
			}
			top[slices.Index(faces, w.DrawCards()[0])]++
		}
		return where, top
	}
	uniform := func(pegjokers.Seat, cards.Card) float64 { return 1 }
	const samples = 30000
	for _, tt := range []struct {
		name     string
		model    pegjokers.Weights
		sampler  pegjokers.Weights
		wantFail bool
	}{
		{"weighted", weight, weight, false},
		{"uniform", uniform, nil, false},
		{"uniform judged by the weights", weight, nil, true},
	} {
		wantWhere, wantTop := exact(tt.model)
		where, top := count(newSampler(t, v, tt.sampler), samples)
		failed := false
		for i := range watched {
			x, p := chiSquare(where[i], wantWhere[i])
			t.Logf("%s: where %v is: chi-square %.2f, p = %.3g", tt.name, u[i], x, p)
			failed = failed || p < pThreshold
			if p < pThreshold && !tt.wantFail {
				t.Errorf("%s: where %v is: %v, want %.4f: chi-square %.1f, p = %.2g", tt.name, u[i], where[i], wantWhere[i], x, p)
			}
		}
		x, p := chiSquare(top, wantTop)
		t.Logf("%s: the top card: chi-square %.2f, p = %.3g", tt.name, x, p)
		failed = failed || p < pThreshold
		if p < pThreshold && !tt.wantFail {
			t.Errorf("%s: the top card: %v, want %.4f: chi-square %.1f, p = %.2g", tt.name, top, wantTop, x, p)
		}
		if tt.wantFail && !failed {
			t.Errorf("%s: the test could not tell the samplers apart", tt.name)
		}
	}
}
