package crib_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/must"
)

// The Solver is checked against the exhaustive search it replaced
// (oracleSolve, in oracle_test.go) on every position of large seeded sets:
// the value, every move's value and the line must be exactly equal.

// solverDeal deals each of seats players each cards from a shuffled pack
// and starts the play with leader to lay.
func solverDeal(t must.TB, r *rand.Rand, seats, each, leader int) crib.PlayState {
	t.Helper()
	d := must.Get(cards.StandardDeck().Shuffle(r))(t)
	hs := make([]cards.Set, seats)
	for i := range seats * each {
		hs[i%seats] = hs[i%seats].With(d.At(i))
	}
	return must.Get(crib.NewPlayState(hs, leader))(t)
}

// solverLays lays up to n cards chosen at random among the legal ones,
// stopping early at the end of the play.
func solverLays(t must.TB, r *rand.Rand, p crib.PlayState, n int) crib.PlayState {
	t.Helper()
	for range n {
		if p.Over() {
			break
		}
		legal := p.Legal().AppendTo(nil)
		c := legal[r.IntN(len(legal))]
		p, _ = solverLay(t, p, c)
	}
	return p
}

// solverLay lays c in p, failing the test on an error.
func solverLay(t must.TB, p crib.PlayState, c cards.Card) (crib.PlayState, crib.PlayStep) {
	t.Helper()
	q, st, err := p.Lay(c)
	if err != nil {
		t.Fatalf("%v: lay %v: %v", p, c, err)
	}
	return q, st
}

// solverLineScore replays line from p through PlayState.Lay and returns the
// points of the side on turn in p minus the other side's.
func solverLineScore(t must.TB, p crib.PlayState, line []cards.Card) int {
	t.Helper()
	me := p.Turn() % 2
	diff := 0
	for _, c := range line {
		q, st := solverLay(t, p, c)
		if st.Seat%2 == me {
			diff += st.Points()
		} else {
			diff -= st.Points()
		}
		p = q
	}
	if !p.Over() {
		t.Fatalf("line %s stops before the end of the play", cards.FormatList(line))
	}
	return diff
}

// solverCheck solves p with s and with the oracle and fails on any
// difference.
func solverCheck(t must.TB, s *crib.Solver, p crib.PlayState) {
	t.Helper()
	want := must.Get(oracleSolve(p))(t)
	got := must.Get(s.Solve(p))(t)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("%v (hands %v): Solve differs from the oracle (-want +got):\n%s", p, playHands(p), diff)
	}
	if v := must.Get(s.Value(p))(t); v != want.Value {
		t.Fatalf("%v (hands %v): Value %d, oracle %d", p, playHands(p), v, want.Value)
	}
	if !p.Over() {
		if v := solverLineScore(t, p, got.Line); v != got.Value {
			t.Fatalf("%v: line %s scores %d, Value %d", p, cards.FormatList(got.Line), v, got.Value)
		}
	}
}

// playHands returns the hands of p's seats.
func playHands(p crib.PlayState) []cards.Set {
	hs := make([]cards.Set, p.Seats())
	for s := range hs {
		hs[s] = p.Hand(s)
	}
	return hs
}

// solverScale is n, or n/10 in -short mode.
func solverScale(n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}

// solverShards runs check on n cases split across two parallel subtests, each
// with its own seeded source and its own Solver (reused across its cases).
func solverShards(t *testing.T, name string, n int, seed uint64, check func(t *testing.T, r *rand.Rand, s *crib.Solver)) {
	for shard := range 2 {
		t.Run(fmt.Sprint(name, shard), func(t *testing.T) {
			t.Parallel()
			r := cards.NewRand(seed + uint64(shard))
			var s crib.Solver
			for range (n + 1 - shard) / 2 {
				check(t, r, &s)
			}
		})
	}
}

func TestSolverOracleDeals(t *testing.T) {
	// Whole two-player deals from the start, the pone to lead.
	solverShards(t, "deals", solverScale(20000), 1, func(t *testing.T, r *rand.Rand, s *crib.Solver) {
		solverCheck(t, s, solverDeal(t, r, 2, 4, 0))
	})
}

func TestSolverOracleMidPlay(t *testing.T) {
	// Two-player positions reached by 1 to 7 random legal lays.
	solverShards(t, "positions", solverScale(10000), 100, func(t *testing.T, r *rand.Rand, s *crib.Solver) {
		p := solverDeal(t, r, 2, 4, r.IntN(2))
		solverCheck(t, s, solverLays(t, r, p, 1+r.IntN(7)))
	})
}

func TestSolverOracleFourSeats(t *testing.T) {
	// Partnerships: a few whole four-player deals (the oracle takes tens
	// of milliseconds on each), and positions after 4 to 15 random lays.
	solverShards(t, "deals", solverScale(100), 200, func(t *testing.T, r *rand.Rand, s *crib.Solver) {
		solverCheck(t, s, solverDeal(t, r, 4, 4, r.IntN(4)))
	})
	solverShards(t, "positions", solverScale(3000), 300, func(t *testing.T, r *rand.Rand, s *crib.Solver) {
		p := solverDeal(t, r, 4, 4, r.IntN(4))
		solverCheck(t, s, solverLays(t, r, p, 4+r.IntN(12)))
	})
}

func TestSolverOracleRapid(t *testing.T) {
	// Any hands of up to four cards (two or four seats, some maybe empty),
	// any leader, some cards laid, maybe a hand folded; one Solver across
	// every case, as a bot would keep it.
	var s crib.Solver
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.SampledFrom([]int{2, 4}).Draw(t, "seats")
		hs := make([]cards.Set, seats)
		all := rapid.Permutation(cards.StandardDeck().Cards()).Draw(t, "pack")
		k := 0
		for i := range hs {
			n := rapid.IntRange(0, 4).Draw(t, fmt.Sprint("cards of seat ", i))
			if seats == 4 && k+n > 12 { // keep the oracle quick
				n = 0
			}
			hs[i] = cards.SetOf(all[k : k+n]...)
			k += n
		}
		p, err := crib.NewPlayState(hs, rapid.IntRange(0, seats-1).Draw(t, "leader"))
		if err != nil {
			t.Fatal(err)
		}
		lays := rapid.IntRange(0, 8).Draw(t, "lays")
		for range lays {
			if p.Over() {
				break
			}
			legal := p.Legal().AppendTo(nil)
			c := rapid.SampledFrom(legal).Draw(t, "card")
			p, _ = solverLay(t, p, c)
		}
		// Sometimes a seat folds its hand (a Crib Wars penalty), and the
		// play goes on without it.
		if fold := rapid.IntRange(-1, seats-1).Draw(t, "fold"); fold >= 0 {
			p, _ = p.Fold(1 << fold)
		}
		solverCheck(t, &s, p)
	})
}

func TestSolverLineScoresValue(t *testing.T) {
	// The principal variation, replayed through PlayState.Lay from the
	// position, scores exactly Value, and its first card is one of the
	// best moves.
	var s crib.Solver
	rapid.Check(t, func(t *rapid.T) {
		r := cards.NewRand(rapid.Uint64().Draw(t, "seed"))
		seats := rapid.SampledFrom([]int{2, 4}).Draw(t, "seats")
		p := solverDeal(t, r, seats, 4, r.IntN(seats))
		p = solverLays(t, r, p, rapid.IntRange(0, 4*seats-1).Draw(t, "lays"))
		sol := must.Get(s.Solve(p))(t)
		if v := solverLineScore(t, p, sol.Line); v != sol.Value {
			t.Fatalf("%v: line %s scores %d, Value %d", p, cards.FormatList(sol.Line), v, sol.Value)
		}
		for _, m := range sol.Moves {
			if m.Card == sol.Line[0] && m.Value != sol.Value {
				t.Fatalf("%v: the line's first card %v is worth %d, not %d", p, m.Card, m.Value, sol.Value)
			}
		}
	})
}

func TestSolverErrors(t *testing.T) {
	var s crib.Solver
	var sol crib.Solution
	// The zero PlayState has no seats.
	if _, err := s.Value(crib.PlayState{}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("Value(zero) = %v", err)
	}
	if _, err := crib.Solve(crib.PlayState{}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("Solve(zero) = %v", err)
	}
	// Three, five and six seats are not two sides.
	r := cards.NewRand(9)
	for _, seats := range []int{3, 5, 6} {
		p := solverDeal(t, r, seats, 4, 0)
		if err := s.SolveInto(&sol, p); !errors.Is(err, crib.ErrBadSeat) {
			t.Errorf("%d seats: %v", seats, err)
		}
		if sol.Value != 0 || len(sol.Line) != 0 || len(sol.Moves) != 0 {
			t.Errorf("%d seats: %+v left behind", seats, sol)
		}
	}
	// A play that is over is worth nothing and has no moves.
	p := solverLays(t, r, solverDeal(t, r, 2, 4, 0), 8)
	if got := must.Get(s.Solve(p))(t); got.Value != 0 || got.Line != nil || got.Moves != nil {
		t.Errorf("over: %+v", got)
	}
	if v := must.Get(s.Value(p))(t); v != 0 {
		t.Errorf("over: Value %d", v)
	}
}

func TestSolverNoAllocs(t *testing.T) {
	// Once warm, Value and SolveInto (with a Solution that has room)
	// allocate nothing.
	r := cards.NewRand(12)
	var ps []crib.PlayState
	for range 64 {
		ps = append(ps, solverDeal(t, r, 2, 4, 0), solverLays(t, r, solverDeal(t, r, 4, 4, 1), 6))
	}
	var s crib.Solver
	sol := crib.Solution{Line: make([]cards.Card, 0, 16), Moves: make([]crib.MoveValue, 0, 4)}
	for _, p := range ps { // warm up
		must.Get(s.Value(p))(t)
	}
	i := 0
	if a := testing.AllocsPerRun(200, func() {
		must.Get(s.Value(ps[i%len(ps)]))(t)
		i++
	}); a != 0 {
		t.Errorf("Value: %v allocs per run", a)
	}
	if a := testing.AllocsPerRun(200, func() {
		if err := s.SolveInto(&sol, ps[i%len(ps)]); err != nil {
			t.Fatal(err)
		}
		i++
	}); a != 0 {
		t.Errorf("SolveInto: %v allocs per run", a)
	}
}

func TestSolvePlayOracle(t *testing.T) {
	// SolvePlay, a new Solver each time, on the benchmark's deals and on
	// random ones; and the same refusals as before.
	deals := [][2][4]cards.Card{
		{four("5C 5D 5H 5S"), four("10C 10D 10H 10S")},
		{four("AC 2D 3H 4S"), four("AD 2C 3S 4H")},
		{four("7C 8D 9H 6S"), four("7D 8C 9S 6H")},
		{four("KC QD JH 10S"), four("5H 5D 4C 6S")},
	}
	r := cards.NewRand(14)
	for range solverScale(500) {
		d := must.Get(cards.StandardDeck().Shuffle(r))(t)
		var pone, dealer [4]cards.Card
		for i := range 4 {
			pone[i], dealer[i] = d.At(2*i), d.At(2*i+1)
		}
		deals = append(deals, [2][4]cards.Card{pone, dealer})
	}
	for _, d := range deals {
		want := must.Get(oracleSolvePlay(d[0], d[1]))(t)
		got := must.Get(crib.SolvePlay(d[0], d[1]))(t)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("SolvePlay(%v, %v) differs from the oracle (-want +got):\n%s", d[0], d[1], diff)
		}
	}
	for _, d := range [][2][4]cards.Card{
		{four("5C 5D 5H 5S"), four("5C 10D 10H 10S")},
		{four("5C 5C 5H 5S"), four("AC 10D 10H 10S")},
		{{}, four("AC 10D 10H 10S")},
	} {
		_, want := oracleSolvePlay(d[0], d[1])
		_, got := crib.SolvePlay(d[0], d[1])
		if !errors.Is(got, crib.ErrBadCards) || !errors.Is(want, crib.ErrBadCards) {
			t.Errorf("SolvePlay(%v): %v, oracle %v", d, got, want)
		}
	}
}

func TestSolverLongPile(t *testing.T) {
	// A count of seven ranks in a row (A 2 3 4 5 6 7 makes 28 and a run of
	// seven), then a Three for 31: every position on the way, and the
	// four-player kind.
	var s crib.Solver
	for _, c := range []struct {
		hands []string
		laid  string
	}{
		{[]string{"AC 3C 5C 7C", "2D 4D 6D 3H"}, "AC 2D 3C 4D 5C 6D 7C 3H"},
		{[]string{"7C 6C 5C 4C", "AD 2D 3D 3H"}, "7C AD 6C 2D 5C 3D 4C 3H"},
		{[]string{"AC 5C", "2D 6D", "3C 7C", "4D 3H"}, "AC 2D 3C 4D 5C 6D 7C 3H"},
	} {
		hs := make([]cards.Set, len(c.hands))
		for i, h := range c.hands {
			hs[i] = cards.SetOf(cards.MustParseList(h)...)
		}
		p := must.Get(crib.NewPlayState(hs, 0))(t)
		for _, card := range cards.MustParseList(c.laid) {
			solverCheck(t, &s, p)
			p, _ = solverLay(t, p, card)
		}
		if !p.Over() {
			t.Fatalf("%v: not over", p)
		}
	}
}

func TestSolverAgainstBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 4).Draw(t, "cards each")
		cs := cardstest.Distinct(2*n).Draw(t, "cards")
		hs := []cards.Set{cards.SetOf(cs[:n]...), cards.SetOf(cs[n:]...)}
		p, err := crib.NewPlayState(hs, rapid.IntRange(0, 1).Draw(t, "leader"))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := crib.Solve(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := bruteForce(p); sol.Value != want {
			t.Fatalf("Solve = %d, brute force %d", sol.Value, want)
		}
		// The line is legal, uses every card, and scores Value.
		q := p
		diff := 0
		for _, c := range sol.Line {
			var st crib.PlayStep
			q, st, err = q.Lay(c)
			if err != nil {
				t.Fatalf("line %v: %v", sol.Line, err)
			}
			if st.Seat%2 == p.Turn()%2 {
				diff += st.Points()
			} else {
				diff -= st.Points()
			}
		}
		if !q.Over() || diff != sol.Value {
			t.Fatalf("line %v scores %d, value %d", sol.Line, diff, sol.Value)
		}
	})
}

func TestSolvePlayKnown(t *testing.T) {
	// The pone holds four fives; the dealer four tens. Whatever the pone
	// leads, the dealer makes 15.
	sol, err := crib.SolvePlay(four("5C 5D 5H 5S"), four("10C 10D 10H 10S"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sol.Moves) != 4 || len(sol.Line) != 8 {
		t.Errorf("%+v", sol)
	}
	if _, err := crib.SolvePlay(four("5C 5D 5H 5S"), four("5C 10D 10H 10S")); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("shared card: %v", err)
	}
}

func TestHostileSolveOddCards(t *testing.T) {
	for _, hands := range [][]cards.Set{
		{^cards.Set(0), 0xf},           // cards that are not cards
		{0xf, 0xf},                     // the same cards twice
		{0x1f, 0xf00},                  // five cards
		{0xf, 0xf0, 0xf00},             // three seats
		{0, 0},                         // nothing held
		{cards.FullSet, cards.FullSet}, // whole packs
	} {
		p, err := crib.NewPlayState(hands, 0)
		if err != nil {
			must.Is(t, "NewPlayState of odd hands", err, crib.ErrBadCards)
			continue
		}
		if _, err := crib.Solve(p); err != nil && !errors.Is(err, crib.ErrBadSeat) && !errors.Is(err, crib.ErrBadCards) {
			t.Errorf("Solve(%v): %v", p, err)
		}
	}
	var s *crib.Solver
	if _, err := s.Value(crib.PlayState{}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("a nil Solver's Value of the zero crib.PlayState: %v", err)
	}
	must.Is(t, "SolveInto a nil *crib.Solution", s.SolveInto(nil, crib.PlayState{}), crib.ErrZeroValue)
}
