package pegjokers_test

import (
	"errors"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/pegjokers"
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
func checkAgainstOracle(t fataler, g *pegjokers.Generator, p pegjokers.Position, rk cards.Rank) {
	t.Helper()
	want := oracleResults(g.Rules, p, rk)
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
		oq, err := oracleApply(g.Rules, p, m)
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
	ps := busyPositions()
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
		for _, p := range busyPositions() {
			for _, rk := range pegjokers.Ranks() {
				checkAgainstOracle(t, g, p, rk)
			}
		}
	}
}
