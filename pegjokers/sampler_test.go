package pegjokers_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// viewDiff compares two views by what a strategy can read.
func viewDiff(a, b pegjokers.View) string {
	return cmp.Diff(a, b, cmpopts.IgnoreUnexported(pegjokers.View{}), cmp.Comparer(func(p, q pegjokers.Position) bool { return p == q }))
}

// newSampler is NewSampler for a test.
func newSampler(t must.TB, v pegjokers.View, w pegjokers.Weights) *pegjokers.Sampler {
	t.Helper()
	s, err := pegjokers.NewWeightedSampler(v, w)
	if err != nil {
		t.Fatalf("NewWeightedSampler: %v", err)
	}
	return s
}

// checkWorld checks that w is a game consistent with v: a valid, sampled
// game whose view for v's seat is v, holding the cards v does not show in
// the other hands and the draw pile, and one that can be played on.
func checkWorld(t must.TB, v pegjokers.View, w pegjokers.Game) {
	t.Helper()
	checkCards(t, w)
	if !w.Sampled() || w.Dealt() {
		t.Fatalf("a world with Sampled %v, Dealt %v", w.Sampled(), w.Dealt())
	}
	if d := viewDiff(v, w.View()); d != "" {
		t.Fatalf("the world's view differs (-view +world):\n%s", d)
	}
	for s := range pegjokers.Seat(v.Position.Seats()) {
		if w.Owed(s) != v.Owed[s] || w.Held(s) != v.Held[s] {
			t.Fatalf("%v: owed %v holds %d in the world, %v and %d in the view", s, w.Owed(s), w.Held(s), v.Owed[s], v.Held[s])
		}
	}
	if st, _ := w.Next(); st != v.Step {
		t.Fatalf("the world waits for %v, the view for %v", st, v.Step)
	}
	// It plays on: every choice is accepted, and a whole turn draws.
	if chs := w.Choices(); len(chs) > 0 {
		next, _ := mustApply(t, w, chs[len(chs)/2])
		checkCards(t, next)
		if st, _ := next.Next(); st == pegjokers.StepDraw {
			next, _ = mustApply(t, next, pegjokers.Draw{})
			checkCards(t, next)
		}
	}
}

// TestSamplerWorldsMatchTheView: from any view of any game (any seating
// and rules, missed and late draws, reshuffles, a draw pending), every
// world drawn, uniform or weighted, is a game whose view for the player is
// the view it was drawn from.
func TestSamplerWorldsMatchTheView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seed := drawnGame(t)
		rng := cards.NewRand(seed)
		g = stepsOn(t, g, rng, rapid.IntRange(0, 400).Draw(t, "steps"), 3, 5)
		if g.Over() {
			return
		}
		v := g.View()
		var w pegjokers.Weights
		if rapid.Bool().Draw(t, "weighted") {
			ranks := rapid.SliceOfN(rapid.IntRange(1, 4), 15, 15).Draw(t, "weights")
			w = func(s pegjokers.Seat, c cards.Card) float64 { return float64(ranks[int(c.Rank())%15]) + 0.1*float64(s) }
		}
		s := newSampler(t, v, w)
		if d := viewDiff(v, s.View()); d != "" {
			t.Fatalf("Sampler.View differs (-view +sampler):\n%s", d)
		}
		for range 3 {
			world, err := s.Sample(rng)
			if w != nil && errors.Is(err, pegjokers.ErrBadView) {
				// NewWeightedSampler's documented limit: weights that make
				// many hands compete (seven other hands of eight seats,
				// weights a factor of four apart) may leave no world drawn
				// in its tries. It says so with ErrBadView, and the
				// uniform sampler still draws from the same view.
				u := newSampler(t, v, nil)
				if world, err = u.Sample(rng); err != nil {
					t.Fatal(err)
				}
				checkWorld(t, v, world)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkWorld(t, v, world)
		}
	})
}

// TestSamplerWorldsPlayToTheEnd: a world drawn from a strategy's view
// plays to its end with PlayGame, reshuffles included, saves and reloads.
func TestSamplerWorldsPlayToTheEnd(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 11)
	for range 30 {
		g, _ = mustPlay(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
	}
	s := newSampler(t, g.View(), nil)
	w, err := s.Sample(cards.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	data, err := w.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var back pegjokers.Game
	if err := back.UnmarshalJSON(data); err != nil || back != w {
		t.Fatalf("a world saved and read back: %v", err)
	}
	end, err := pegjokers.PlayGame(w.Recording(), all(pegjokers.HeuristicBot{}, 4), cards.NewRand(2), nil)
	if err != nil || !end.Over() || end.Shuffles() == 0 {
		t.Fatalf("the world played to %d turns, %d reshuffles: %v", end.Turns(), end.Shuffles(), err)
	}
	rec, err := end.Record()
	if err != nil {
		t.Fatal(err)
	}
	again, _, err := pegjokers.Replay(rec)
	if err != nil || again.Bare() != end.Bare() {
		t.Fatalf("the world's record replays to another game: %v", err)
	}
}

// TestSamplerRefuses: views no game could show, weights that allow no
// world, and the zero Sampler are errors, not panics.
func TestSamplerRefuses(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	good := g.View()
	change := func(f func(v *pegjokers.View)) pegjokers.View {
		v := g.View()
		f(&v)
		return v
	}
	deck := g.Rules().Deck().Cards()
	for _, tt := range []struct {
		name string
		v    pegjokers.View
		want error
		text string // the error's text, when not empty
	}{
		{"zero view", pegjokers.View{}, pegjokers.ErrZeroValue, ""},
		{"made by hand", pegjokers.View{Position: good.Position, Hand: good.Hand}, pegjokers.ErrBadView, ""},
		{"a card twice too many", change(func(v *pegjokers.View) { v.Discards = []cards.Card{v.Hand[0], v.Hand[0], v.Hand[0]} }), pegjokers.ErrBadView, ""},
		{"no such card", change(func(v *pegjokers.View) { v.Hand[0] = cards.NoCard }), pegjokers.ErrBadView, ""},
		{"draw pile too big", change(func(v *pegjokers.View) { v.DrawPile++ }), pegjokers.ErrBadView, ""},
		{"held by seat 6", change(func(v *pegjokers.View) { v.Held[6] = 1; v.DrawPile-- }), pegjokers.ErrBadView, ""},
		{"discards with no turns", change(func(v *pegjokers.View) { v.Discards = []cards.Card{cards.Joker}; v.DrawPile-- }), pegjokers.ErrBadView, ""},
		{"owed a full hand", change(func(v *pegjokers.View) { v.Owed[1] = true }), pegjokers.ErrBadView, ""},
		{"bad rules", change(func(v *pegjokers.View) { v.Rules.Packs = 9 }), pegjokers.ErrBadRules, ""},
		{"negative turns", change(func(v *pegjokers.View) { v.Turns = -1 }), pegjokers.ErrBadView, ""},
		// Each check at its edge: one past is its own refusal, the edge
		// passes it (to be refused, if at all, by a later one).
		{"discards of the whole deck", change(func(v *pegjokers.View) { v.Discards = deck }), pegjokers.ErrBadView, `pegjokers: impossible view: 4C seen more often than the deck holds it`},
		{"discards of the deck and one", change(func(v *pegjokers.View) { v.Discards = append(deck, deck[0]) }), pegjokers.ErrBadView, `pegjokers: impossible view: 109 discards`},
		{"held by seat 4 of 4", change(func(v *pegjokers.View) { v.Held[4] = 1; v.DrawPile-- }), pegjokers.ErrBadView, `pegjokers: impossible view: seat 4 holds 1 card`},
		{"seat 4 of 4 owed", change(func(v *pegjokers.View) { v.Owed[4] = true }), pegjokers.ErrBadView, `pegjokers: impossible view: seat 4 is owed a draw`},
		{"six held", change(func(v *pegjokers.View) { v.Held[1] = 6; v.DrawPile-- }), pegjokers.ErrBadView, `pegjokers: impossible view: seat 1 holds 6 cards`},
		{"none held", change(func(v *pegjokers.View) { v.Held[1] = 0; v.DrawPile += 5 }), pegjokers.ErrBadView, `pegjokers: impossible view: bad record: Yellow holds no card`},
		{"-1 held", change(func(v *pegjokers.View) { v.Held[1] = -1; v.DrawPile += 6 }), pegjokers.ErrBadView, `pegjokers: impossible view: seat 1 holds -1 cards`},
		{"a draw pile of -1", change(func(v *pegjokers.View) { v.DrawPile = -1 }), pegjokers.ErrBadView, `pegjokers: impossible view: 103 unseen cards, but 15 in the other hands and -1 in the draw pile`},
		{"turns at the most", change(func(v *pegjokers.View) { v.Turns = math.MaxUint32 }), pegjokers.ErrBadView, `pegjokers: impossible view: bad record: 0 discards after 4294967295 turns and 0 reshuffles`},
		{"turns one past", change(func(v *pegjokers.View) { v.Turns = math.MaxUint32 + 1 }), pegjokers.ErrBadView, `pegjokers: impossible view: step play, 4294967296 turns, 0 reshuffles, 0 missed and 0 late draws`},
		{"late draws one past", change(func(v *pegjokers.View) { v.LateDraws = math.MaxUint32 + 1 }), pegjokers.ErrBadView, `pegjokers: impossible view: step play, 0 turns, 0 reshuffles, 0 missed and 4294967296 late draws`},
		{"six in the hand", change(func(v *pegjokers.View) { v.Hand = append(v.Hand, deck[0]); v.Held[0] = 6 }), pegjokers.ErrBadView, `pegjokers: impossible view: Blue holds 6 cards, and the view counts 6`},
	} {
		_, err := pegjokers.NewSampler(tt.v)
		if !errors.Is(err, tt.want) || !errors.Is(err, pegjokers.ErrBadView) {
			t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
		} else if tt.text != "" && err.Error() != tt.text {
			t.Errorf("%s:\n got %v\nwant %s", tt.name, err, tt.text)
		}
	}
	for _, tt := range []struct {
		name string
		w    pegjokers.Weights
	}{
		{"negative", func(pegjokers.Seat, cards.Card) float64 { return -1 }},
		{"NaN", func(pegjokers.Seat, cards.Card) float64 { return math.NaN() }},
		{"all zero", func(pegjokers.Seat, cards.Card) float64 { return 0 }},
		{"four Jokers for seat 1", func(s pegjokers.Seat, c cards.Card) float64 { return float64(b2i(s != 1 || c == cards.Joker)) }},
	} {
		if _, err := pegjokers.NewWeightedSampler(good, tt.w); !errors.Is(err, pegjokers.ErrBadView) {
			t.Errorf("weights %s: %v", tt.name, err)
		}
	}
	// Seats 1 and 3 may each hold only the Jokers and the two Aces of
	// spades, six cards: enough for either, not for both.
	few := func(s pegjokers.Seat, c cards.Card) float64 {
		return float64(b2i(s == 2 || c == cards.Joker || c == cards.MustParse("AS")))
	}
	if slices.Contains(good.Hand, cards.MustParse("AS")) {
		t.Fatal("pick another game: Blue holds an Ace of spades")
	}
	s, err := pegjokers.NewWeightedSampler(good, few)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Sample(cards.NewRand(1)); !errors.Is(err, pegjokers.ErrBadView) {
		t.Errorf("weights with no world: %v", err)
	}
	var zero pegjokers.Sampler
	if _, err := zero.Sample(cards.NewRand(1)); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("the zero Sampler: %v", err)
	}
	if _, err := (*pegjokers.Sampler)(nil).Sample(nil); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("a nil Sampler: %v", err)
	}
	// A nil random source is an unpredictable one.
	s = newSampler(t, good, nil)
	a, err1 := s.Sample(nil)
	b, err2 := s.Sample(nil)
	if err1 != nil || err2 != nil || a == b {
		t.Errorf("two samples with no source: equal %v, %v, %v", a == b, err1, err2)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestSamplerReplays: the same source gives the same worlds.
func TestSamplerReplays(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 6, pegjokers.Teams, 8)
	s := newSampler(t, g.View(), nil)
	var worlds [2][]pegjokers.Game
	for i := range worlds {
		r := cards.NewRand(5)
		for range 4 {
			w, _ := s.Sample(r)
			worlds[i] = append(worlds[i], w)
		}
	}
	if !slices.Equal(worlds[0], worlds[1]) {
		t.Error("the same source drew different worlds")
	}
}

// The uniformity tests compare counts of what the sampler draws with the
// counts expected by Pearson's chi-square test, and fail when the p-value
// is below fairtest.PThreshold.

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
	x, p := fairtest.ChiSquare(where, wantWhere)
	t.Logf("where %v is: chi-square %.2f, df %d, p = %.3f", one, x, n-1, p)
	if p < fairtest.PThreshold {
		t.Errorf("where %v is: %v, want %v: chi-square %.1f, p = %.2g", one, where, wantWhere, x, p)
	}
	x, p = fairtest.ChiSquare(top, wantTop)
	t.Logf("the top card's rank: chi-square %.2f, df %d, p = %.3f", x, len(ranks)-1, p)
	if p < fairtest.PThreshold {
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

// benchViews returns views of the player to move in the middle of games
// of each seating a bot meets most: four in pairs, six in teams, eight in
// pairs.
func benchViews(b *testing.B) []pegjokers.View {
	var vs []pegjokers.View
	for _, st := range []pegjokers.Seating{{Seats: 4, Arrangement: pegjokers.Pairs}, {Seats: 6, Arrangement: pegjokers.Teams}, {Seats: 8, Arrangement: pegjokers.Pairs}} {
		g := newGame(b, pegjokers.DefaultRules, st.Seats, st.Arrangement, 5)
		for range 40 {
			g, _ = mustPlay(b, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
		}
		vs = append(vs, g.View())
	}
	return vs
}

// BenchmarkSample draws one world a op from a mid-game view: the figure
// quoted for sampling a world.
func BenchmarkSample(b *testing.B) {
	for _, v := range benchViews(b) {
		b.Run(v.Position.Seating().String(), func(b *testing.B) { benchSample(b, must.Get(pegjokers.NewSampler(v))(b)) })
	}
	b.Run("weighted-4-pairs", func(b *testing.B) {
		v := benchViews(b)[0]
		w := func(s pegjokers.Seat, c cards.Card) float64 { return 1 + float64(c.Rank()%3)/2 }
		benchSample(b, must.Get(pegjokers.NewWeightedSampler(v, w))(b))
	})
}

// benchSample draws one world a op with s.
func benchSample(b *testing.B, s *pegjokers.Sampler) {
	r := cards.NewRand(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Sample(r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewSampler makes a sampler from a view.
func BenchmarkNewSampler(b *testing.B) {
	v := benchViews(b)[0]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pegjokers.NewSampler(v); err != nil {
			b.Fatal(err)
		}
	}
}

// Worlds consistent with what Blue sees: Blue's own hand and the board are
// as they are, the cards Blue has not seen are dealt anew each time.
func ExampleNewSampler() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	if err != nil {
		panic(err)
	}
	v := g.View() // what Blue, to move, sees
	s, err := pegjokers.NewSampler(v)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		w, err := s.Sample(r)
		if err != nil {
			panic(err)
		}
		fmt.Println(cards.FormatList(w.Hand(0)), "|", cards.FormatList(w.Hand(1)), "| draw pile", w.DrawPile())
	}
	// A world is a Game to play on: here, with the heuristic bot.
	w, _ := s.Sample(r)
	w, err = pegjokers.PlayGame(w, []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{},
		pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}}, r, nil)
	fmt.Println(w.Over(), err)
	// Output:
	// 4H 3H JS 7C 4C | AH 4C JK JH 9D | draw pile 88
	// 4H 3H JS 7C 4C | 10H 7H 2D 5D JH | draw pile 88
	// 4H 3H JS 7C 4C | AH KS 9H KS 10D | draw pile 88
	// true <nil>
}
