package pegjokers_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/internal/oracle"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

var allRanks = pegjokers.Ranks()

var variants = []struct {
	name  string
	rules pegjokers.Rules
}{
	{"default", pegjokers.DefaultRules},
	{"nine forward", pegjokers.Rules{NineForward: true}},
	{"face values", pegjokers.Rules{FaceValues: true}},
	{"forced finish", pegjokers.Rules{ForcedFinish: true}},
	{"all variants", pegjokers.Rules{NineForward: true, FaceValues: true, ForcedFinish: true, Packs: 3}},
}

// checkAgainstOracle compares the generator's moves of rank rk in p with
// the oracle's set of positions, and each move's parts with the oracle's way
// of carrying them out.
func checkAgainstOracle(t must.TB, g *pegjokers.Generator, p pegjokers.Position, rk cards.Rank) {
	t.Helper()
	want := oracle.Results(g.Rules, p, rk)
	moves := slices.Clone(g.LegalMoves(p, pegjokers.CardOf(rk)))
	results := slices.Clone(g.Results())
	got := map[pegjokers.Position]bool{}
	for i, m := range moves {
		q := results[i]
		if got[q] {
			t.Fatalf("%v, %v: two moves lead to %v", p, rk, q)
		}
		got[q] = true
		if !want[q] {
			t.Fatalf("%v, %v: move %v leads to %v, which the oracle does not reach", p, rk, m, q)
		}
		if m.Rank != rk || m.Seat != p.Turn() {
			t.Fatalf("%v: move %v has the wrong rank or seat", p, m)
		}
		oq, err := oracle.Apply(g.Rules, p, m)
		if err != nil || oq != q {
			t.Fatalf("%v: move %v: generator gives %v, oracle carrying out its parts gives %v, %v", p, m, q, oq, err)
		}
	}
	for q := range want {
		if !got[q] {
			t.Fatalf("%v, %v: the oracle reaches %v, no listed move does (moves %v)", p, rk, q, moves)
		}
	}
}

// TestOracle checks every card of random positions of every seating against
// the plain generator, under the default rules and every variant.
func TestOracle(t *testing.T) {
	reps := 1
	if !testing.Short() {
		reps = 8 // each rapid.Check draws a fresh seed
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			g := &pegjokers.Generator{Rules: v.rules}
			for range reps {
				rapid.Check(t, func(t *rapid.T) {
					p := pegjokerstest.Position().Draw(t, "position")
					for _, rk := range pegjokers.Ranks() {
						checkAgainstOracle(t, g, p, rk)
					}
				})
			}
		})
	}
}

// TestApplyRefuses: Apply accepts exactly the listed moves.
func TestApplyRefuses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		var m pegjokers.Move
		if rapid.Bool().Draw(t, "mutate a legal move") {
			c := cardstest.AnyCard().Draw(t, "card")
			ms := pegjokers.LegalMoves(p, c)
			if len(ms) == 0 {
				return
			}
			m = rapid.SampledFrom(ms).Draw(t, "move")
			switch rapid.IntRange(0, 5).Draw(t, "mutation") {
			case 0:
				m.Rank = rapid.SampledFrom(allRanks[:]).Draw(t, "rank")
			case 1:
				m.Parts[0].Steps++
			case 2:
				m.Parts[0], m.Parts[1] = m.Parts[1], m.Parts[0]
			case 3:
				m.Parts[1] = pegjokers.Part{}
			case 4:
				m.Seat = pegjokers.Seat(rapid.IntRange(0, 7).Draw(t, "seat"))
			case 5:
				m.Parts[0].To = pegjokers.Track(rapid.IntRange(0, p.TrackLen()-1).Draw(t, "to"))
			}
		} else {
			m = pegjokerstest.Move().Draw(t, "move")
		}
		before := p
		_ = m.Describe(p) // never panics, legal or not
		q, err := pegjokers.Apply(p, m)
		if p != before {
			t.Fatal("Apply changed its input")
		}
		listed := slices.Contains(pegjokers.LegalMoves(p, pegjokers.CardOf(m.Rank)), m)
		if listed != (err == nil) {
			t.Fatalf("Apply(%v, %v) = %v, %v; listed %v", p, m, q, err, listed)
		}
		if err != nil && (!errors.Is(err, pegjokers.ErrIllegalMove) || q != p) {
			t.Fatalf("Apply(%v, %v) refused with %v and %v", p, m, q, err)
		}
	})
}

// TestLegalMovesApply: every listed move applies, to the generator's result,
// and Explain agrees.
func TestLegalMovesApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		c := cardstest.AnyCard().Draw(t, "card")
		var g pegjokers.Generator
		moves := slices.Clone(g.LegalMoves(p, c))
		results := slices.Clone(g.Results())
		if !slices.Equal(moves, pegjokers.LegalMoves(p, c)) {
			t.Fatal("Generator and LegalMoves differ")
		}
		if !slices.Equal(moves, g.AppendLegalMoves(nil, p, c)) {
			t.Fatal("AppendLegalMoves differs")
		}
		i := 0
		for m, q := range g.All(p, c) {
			if m != moves[i] || q != results[i] {
				t.Fatal("All differs")
			}
			i++
		}
		if i != len(moves) || g.Count(p, c) != len(moves) {
			t.Fatal("All or Count has the wrong length")
		}
		for i, m := range moves {
			q, err := pegjokers.Apply(p, m)
			if err != nil || q != results[i] {
				t.Fatalf("Apply(%v, %v) = %v, %v; want %v", p, m, q, err, results[i])
			}
			if q.Turn() != pegjokers.Seat((int(p.Turn())+1)%p.Seats()) {
				t.Fatalf("turn did not pass: %v", q)
			}
			e, err := pegjokers.Explain(p, m)
			if err != nil || e.After != q {
				t.Fatalf("Explain(%v, %v) = %v, %v", p, m, e.After, err)
			}
			if m.Describe(p) == "" || m.String() == "" {
				t.Fatal("empty description")
			}
		}
		// Pass is allowed exactly when there is no move.
		_, err := pegjokers.Pass(p, c)
		_, won := p.Winner()
		switch {
		case won && !errors.Is(err, pegjokers.ErrGameOver):
			t.Fatalf("Pass in a won position: %v", err)
		case !won && len(moves) > 0 && !errors.Is(err, pegjokers.ErrMustMove):
			t.Fatalf("Pass with %d moves: %v", len(moves), err)
		case !won && len(moves) == 0 && err != nil:
			t.Fatalf("Pass with no moves: %v", err)
		}
	})
}

func TestNotACard(t *testing.T) {
	p := pegjokers.MustParsePosition("2 solo 0 | s s s s t10 | s s s s s")
	for _, c := range []cards.Card{cards.NoCard, 3, 200} {
		if ms := pegjokers.LegalMoves(p, c); len(ms) != 0 {
			t.Errorf("LegalMoves(%v) = %v", c, ms)
		}
		if _, err := pegjokers.Pass(p, c); !errors.Is(err, pegjokers.ErrIllegalMove) {
			t.Errorf("Pass(%v): %v", c, err)
		}
	}
	m := pegjokers.LegalMoves(p, pegjokers.CardOf(cards.Two))[0]
	m.Rank = cards.NoRank
	if _, err := pegjokers.Apply(p, m); !errors.Is(err, pegjokers.ErrIllegalMove) {
		t.Errorf("Apply with no rank: %v", err)
	}
	m.Rank = cards.Two
	if _, err := pegjokers.Apply(p.WithTurn(1), m); !errors.Is(err, pegjokers.ErrNotYourTurn) || !errors.Is(err, pegjokers.ErrIllegalMove) {
		t.Errorf("Apply out of turn: %v", err)
	}
	if _, err := pegjokers.Apply(pegjokers.Position{}, m); !errors.Is(err, pegjokers.ErrInvalidPosition) {
		t.Errorf("Apply to the zero Position: %v", err)
	}
	won := pegjokers.MustParsePosition("2 solo 0 | s s s s t10 | f1 f2 f3 f4 f5")
	if _, err := pegjokers.Apply(won, m); !errors.Is(err, pegjokers.ErrGameOver) {
		t.Errorf("Apply after the game: %v", err)
	}
}

func TestGeneratorAllocs(t *testing.T) {
	var g pegjokers.Generator
	ps := oracle.BusyPositions()
	for _, p := range ps {
		for _, rk := range pegjokers.Ranks() {
			g.LegalMoves(p, pegjokers.CardOf(rk))
		}
	}
	dst := make([]pegjokers.Move, 0, 4096)
	allocs := testing.AllocsPerRun(10, func() {
		for _, p := range ps {
			for _, rk := range pegjokers.Ranks() {
				dst = g.AppendLegalMoves(dst[:0], p, pegjokers.CardOf(rk))
			}
		}
	})
	if allocs != 0 {
		t.Errorf("warmed-up generation allocates %v times per run", allocs)
	}
}

// TestOracleBusy checks the perft positions against the oracle, under every
// variant, so the recorded table is known to follow the rules.
func TestOracleBusy(t *testing.T) {
	for _, v := range variants {
		g := &pegjokers.Generator{Rules: v.rules}
		for _, p := range oracle.BusyPositions() {
			for _, rk := range pegjokers.Ranks() {
				checkAgainstOracle(t, g, p, rk)
			}
		}
	}
}

// TestOneMovePerPosition: the guide's Nine option 4 in the guide's order
// (the leader first) leads to the same position as the listed move with the
// parts the other way round, so it is not listed again, and Apply refuses it
// as not listed; Explain still carries it out.
func TestOneMovePerPosition(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	guideOrder := pegjokers.Move{Rank: cards.Nine, Seat: 0, Parts: [2]pegjokers.Part{
		{Kind: pegjokers.Forward, Seat: 0, From: pegjokers.Track(14), To: pegjokers.Track(16), Steps: 2},
		{Kind: pegjokers.Backward, Seat: 0, From: pegjokers.Track(8), To: pegjokers.Track(1), Steps: 7},
	}}
	listed := pegjokers.Move{Rank: cards.Nine, Seat: 0, Parts: [2]pegjokers.Part{guideOrder.Parts[1], guideOrder.Parts[0]}}
	moves := pegjokers.LegalMoves(p, cards.MustParse("9C"))
	if slices.Contains(moves, guideOrder) || !slices.Contains(moves, listed) {
		t.Fatalf("want %v listed and %v not", listed, guideOrder)
	}
	e, err := pegjokers.Explain(p, guideOrder)
	if err != nil {
		t.Fatal(err)
	}
	q, err := pegjokers.Apply(p, listed)
	if err != nil || q != e.After {
		t.Errorf("Apply(listed) = %v, %v; the guide's order gives %v", q, err, e.After)
	}
	if _, err := pegjokers.Apply(p, guideOrder); err == nil {
		t.Errorf("Apply accepted %v, which LegalMoves does not list", guideOrder)
	}
}

func TestHostileNilGenerator(t *testing.T) {
	var gen *pegjokers.Generator
	p := newPosition(t, 4, pegjokers.Solo)
	c := cards.New(cards.Ace, cards.Spades)
	want := pegjokers.LegalMoves(p, c)
	if got := gen.LegalMoves(p, c); len(got) != len(want) {
		t.Errorf("nil Generator: %d moves, want %d", len(got), len(want))
	}
	if got := gen.AppendLegalMoves(nil, p, c); len(got) != len(want) {
		t.Errorf("nil Generator: AppendLegalMoves gave %d moves, want %d", len(got), len(want))
	}
	if n := gen.Count(p, c); n != len(want) {
		t.Errorf("nil Generator: Count = %d, want %d", n, len(want))
	}
	n := 0
	for range gen.All(p, c) {
		n++
	}
	if n != len(want) {
		t.Errorf("nil Generator: All yielded %d, want %d", n, len(want))
	}
	if gen.Results() != nil {
		t.Error("nil Generator: Results not nil")
	}
	if _, err := gen.Apply(p, want[0]); err != nil {
		t.Errorf("nil Generator: Apply: %v", err)
	}
	_, err := gen.Pass(p, c)
	must.Is(t, "nil Generator: Pass of a card that moves", err, pegjokers.ErrMustMove)
}

// perft1 returns, for each rank Ace..King and the Joker, the number of
// distinct positions the card leads to.
func perft1(g *pegjokers.Generator, p pegjokers.Position) [14]int {
	var counts [14]int
	for i, rk := range pegjokers.Ranks() {
		counts[i] = g.Count(p, pegjokers.CardOf(rk))
	}
	return counts
}

// perft2 returns the number of distinct positions after two turns, each
// played with any card (a card with no move passes the turn).
func perft2(g *pegjokers.Generator, p pegjokers.Position) int {
	next := func(p pegjokers.Position) []pegjokers.Position {
		var out []pegjokers.Position
		for _, rk := range pegjokers.Ranks() {
			c := pegjokers.CardOf(rk)
			if g.Count(p, c) == 0 {
				if q, err := g.Pass(p, c); err == nil {
					out = append(out, q)
				}
				continue
			}
			out = append(out, g.Results()...)
		}
		return out
	}
	seen := map[pegjokers.Position]bool{}
	for _, q := range next(p) {
		for _, r := range next(q) {
			seen[r] = true
		}
	}
	return len(seen)
}

var updatePerft = flag.Bool("update-perft", false, "write testdata/perft.txt afresh")

// TestPerft counts, for each busy position, the moves of each card kind (A
// 2 3 4 5 6 7 8 9 10 J Q K JK) under the default rules, then the positions
// two turns on, then the moves of all fourteen kinds under each variant
// (nine forward, face values, forced finish), and holds them in
// testdata/perft.txt: recorded from this implementation after it agreed
// with the oracle, so a change there is a change in the rules. In short
// mode it counts the first column alone.
func TestPerft(t *testing.T) {
	g := &pegjokers.Generator{}
	vs := []*pegjokers.Generator{
		{Rules: pegjokers.Rules{NineForward: true}},
		{Rules: pegjokers.Rules{FaceValues: true}},
		{Rules: pegjokers.Rules{ForcedFinish: true}},
	}
	var lines []string
	for _, s := range oracle.Busy {
		p := pegjokers.MustParsePosition(s)
		line := fmt.Sprintf("%s | %v", s, perft1(g, p))
		if !testing.Short() {
			line += fmt.Sprintf(" | %d |", perft2(g, p))
			for _, vg := range vs {
				total := 0
				for _, c := range perft1(vg, p) {
					total += c
				}
				line += fmt.Sprintf(" %d", total)
			}
		}
		lines = append(lines, line)
	}
	const path = "testdata/perft.txt"
	if !testing.Short() {
		golden.Check(t, path, []byte(strings.Join(lines, "\n")+"\n"), *updatePerft, "go test -run TestPerft -update-perft")
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(rows) != len(lines) {
		t.Fatalf("%s has %d rows for %d positions", path, len(rows), len(lines))
	}
	for i, line := range lines {
		if !strings.HasPrefix(rows[i], line+" |") {
			t.Errorf("moves per card:\n got %s\nwant %s", line, rows[i])
		}
	}
}

func allCards() []cards.Card {
	var cs []cards.Card
	for _, rk := range pegjokers.Ranks() {
		cs = append(cs, pegjokers.CardOf(rk))
	}
	return cs
}

// benchGenerate generates, in a loop, the moves of every card kind (Ace to
// King and the Joker) in each of ps: one op is one generation, so ops/s is
// legal-move generations per second. With cardsFirst the position changes
// on every call (no reuse of the board's indexes); otherwise each position
// is asked about each card in turn, as a bot does with its hand.
func benchGenerate(b *testing.B, ps []pegjokers.Position, cardsFirst bool) {
	cs := allCards()
	var g pegjokers.Generator
	dst := make([]pegjokers.Move, 0, 4096)
	for _, p := range ps {
		for _, c := range cs {
			dst = g.AppendLegalMoves(dst[:0], p, c)
		}
	}
	b.ReportAllocs()
	i, moves := 0, 0
	for b.Loop() {
		p, c := ps[i/len(cs)%len(ps)], cs[i%len(cs)]
		if cardsFirst {
			p, c = ps[i%len(ps)], cs[i/len(ps)%len(cs)]
		}
		dst = g.AppendLegalMoves(dst[:0], p, c)
		moves += len(dst)
		i++
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkLegalMoves: the 36 busy positions (three per seating) with every
// card kind, the figure the README quotes.
func BenchmarkLegalMoves(b *testing.B) {
	b.Run("busy", func(b *testing.B) { benchGenerate(b, oracle.BusyPositions(), false) })
	b.Run("busy-new-position-each-call", func(b *testing.B) { benchGenerate(b, oracle.BusyPositions(), true) })
	var pairs []pegjokers.Position
	for _, p := range oracle.BusyPositions() {
		if p.Seating() == (pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}) {
			pairs = append(pairs, p)
		}
	}
	b.Run("4-pairs", func(b *testing.B) { benchGenerate(b, pairs, false) })
}

// BenchmarkLegalMovesByRank breaks the figure down by card kind.
func BenchmarkLegalMovesByRank(b *testing.B) {
	ps := oracle.BusyPositions()
	for _, rk := range pegjokers.Ranks() {
		b.Run(rk.String(), func(b *testing.B) {
			var g pegjokers.Generator
			c := pegjokers.CardOf(rk)
			for _, p := range ps {
				g.LegalMoves(p, c)
			}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				g.LegalMoves(ps[i%len(ps)], c)
				i++
			}
		})
	}
}

// BenchmarkApply carries out a listed move with a Generator that has just
// listed it, as a game does after a bot's choice.
func BenchmarkApply(b *testing.B) {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	var g pegjokers.Generator
	c := cards.MustParse("7H")
	ms := g.LegalMoves(p, c)
	m := ms[len(ms)-1]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Apply(p, m); err != nil {
			b.Fatal(err)
		}
	}
}

func ExampleLegalMoves() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	for _, m := range pegjokers.LegalMoves(p, cards.MustParse("3H")) {
		fmt.Println(m)
		fmt.Println("  ", m.Describe(p))
	}
	fmt.Println(len(pegjokers.LegalMoves(p, cards.MustParse("7S"))), "moves with a 7")
	// Output:
	// 3: Blue t8+3->t11
	//    Blue plays a 3: the peg on hole 8 forward 3 onto White (hole 11), who goes next to White's Finish
	// 3: Blue t14+3->t17
	//    Blue plays a 3: the peg on hole 14 forward 3 to hole 17
	// 19 moves with a 7
}

func ExampleApply() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	for _, m := range pegjokers.LegalMoves(p, cards.MustParse("7D")) {
		if m.String() == "7: Blue t8+3->t11, White t39+4->f4" {
			q, err := pegjokers.Apply(p, m)
			if err != nil {
				panic(err)
			}
			fmt.Println(m.Describe(p))
			fmt.Println(q)
			// A move from another position, or of another card, is refused.
			_, err = pegjokers.Apply(q, m)
			fmt.Println(err != nil)
		}
	}
	// Output:
	// Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)
	// 4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s f4 | s s s s s
	// true
}

func ExampleGenerator() {
	// A Generator reuses its memory: no allocation once warmed up.
	var g pegjokers.Generator
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	best, bestScore := pegjokers.Move{}, -1
	for m, q := range g.All(p, cards.MustParse("9C")) {
		// Score: how far Yellow and Orange still have to go, less how far
		// Blue and White have.
		score := q.Remaining(1) + q.Remaining(3) - q.Remaining(0) - q.Remaining(2)
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	fmt.Println(best.Describe(p))
	// Output:
	// Blue plays a 9: 6 with the peg on hole 8 back to hole 2; 3 with White's peg on hole 11 onto Blue (hole 14), who goes next to Blue's Finish
}

// TestGeneratorIgnoresAnEditedList is what a hostile caller saw: after
// the slice LegalMoves returned was changed, Generator.Apply and
// Game.PlayWith accepted a move made up in it, and after two listed moves
// were swapped PlayWith reported one move while the board showed another.
// The generator hands out copies and checks a move by value against the
// listing it keeps.
func TestGeneratorIgnoresAnEditedList(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawnGame(t)
		g = stepsOn(t, g, cards.NewRand(rapid.Uint64().Draw(t, "rng")), rapid.IntRange(0, 60).Draw(t, "steps"), 3, 10)
		if g.Over() {
			return
		}
		if act, _ := g.Next(); act != pegjokers.StepPlay {
			return
		}
		gen := &pegjokers.Generator{Rules: g.Rules()}
		hand := g.Hand(g.Turn())
		c := rapid.SampledFrom(hand).Draw(t, "card")
		moves := gen.LegalMoves(g.Position(), c)
		if len(moves) < 2 {
			return
		}
		fresh := &pegjokers.Generator{Rules: g.Rules()}
		want := must.Get(fresh.Apply(g.Position(), moves[1]))(t)
		moves[0], moves[1] = moves[1], moves[0] // swapped in the caller's copy
		gen.Results()[0] = pegjokers.Position{}
		if got := must.Get(gen.Apply(g.Position(), moves[0]))(t); got != want {
			t.Fatalf("Apply of a swapped move: got\n%v\nwant\n%v", got, want)
		}
		ng, _ := mustPlay(t, g, pegjokers.Choice{Card: c, Move: moves[0]})
		if ng.Position().Pegs(g.Turn()) != want.Pegs(g.Turn()) {
			t.Fatalf("PlayWith of a swapped move: the board shows\n%v\nwant\n%v", ng.Position(), want)
		}
		made := moves[0]
		made.Parts[0].To = pegjokers.Finish(5) // made up in the list
		if slices.Contains(fresh.LegalMoves(g.Position(), c), made) {
			return
		}
		moves[0] = made
		if _, err := gen.Apply(g.Position(), made); !errors.Is(err, pegjokers.ErrIllegalMove) {
			t.Fatalf("Apply of %v, made up in the list: %v", made, err)
		}
		if _, _, err := g.PlayWith(gen, pegjokers.Choice{Card: c, Move: made}); !errors.Is(err, pegjokers.ErrIllegalMove) {
			t.Fatalf("PlayWith of %v, made up in the list: %v", made, err)
		}
	})
}
