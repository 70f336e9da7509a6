package pegjokers_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/internal/oracle"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// The tests of the house-rule options of Rules: for each, a position
// where it changes the moves (or a game where it changes a turn), the
// plain generator's agreement, perft counts, and the text forms.

// optionRules are the options that change the moves, one at a time, by
// name.
var optionRules = []struct {
	name  string
	rules pegjokers.Rules
}{
	{"nine-split-only", pegjokers.Rules{NineSplitOnly: true}},
	{"tens=may-split", pegjokers.Rules{TenSplit: pegjokers.TenMaySplit}},
	{"tens=must-split", pegjokers.Rules{TenSplit: pegjokers.TenMustSplit}},
	{"in-spot-swap", pegjokers.Rules{InSpotSwap: true}},
	{"stuck-come-out", pegjokers.Rules{StuckComeOut: true}},
}

// notations returns the moves of card c in p under r, in the notation,
// each with the position it leads to.
func notations(r pegjokers.Rules, p pegjokers.Position, c string) []string {
	g := &pegjokers.Generator{Rules: r}
	var out []string
	for m, q := range g.All(p, cards.MustParse(c)) {
		out = append(out, m.Notation()+" => "+q.String())
	}
	return out
}

func TestOptionMoves(t *testing.T) {
	for _, tt := range []struct {
		name, pos, card string
		rules           pegjokers.Rules
		without, with   []string
	}{
		{
			// One peg on the track: the whole 9 backward, and no split
			// (the second part needs another peg).
			name: "nine split only, no split", pos: "2 solo 0 | s s s s t20 | s s s s s", card: "9C",
			rules:   pegjokers.Rules{NineSplitOnly: true},
			without: []string{"t20-9 => 2 solo 1 | s s s s t11 | s s s s s"},
			with:    nil,
		},
		{
			name: "nine split only, two pegs", pos: "2 solo 0 | s s s t20 f3 | s s s s s", card: "9C",
			rules: pegjokers.Rules{NineSplitOnly: true},
			without: []string{
				"t20-9 => 2 solo 1 | s s s t11 f3 | s s s s s",
				"t20-7 f3+2 => 2 solo 1 | s s s t13 f5 | s s s s s",
				"t20-8 f3+1 => 2 solo 1 | s s s t12 f4 | s s s s s",
			},
			with: []string{
				"t20-7 f3+2 => 2 solo 1 | s s s t13 f5 | s s s s s",
				"t20-8 f3+1 => 2 solo 1 | s s s t12 f4 | s s s s s",
			},
		},
		{
			name: "tens may split", pos: "2 solo 0 | s s s t20 f4 | s s s s s", card: "10C",
			rules:   pegjokers.Rules{TenSplit: pegjokers.TenMaySplit},
			without: []string{"t20+10 => 2 solo 1 | s s s t30 f4 | s s s s s"},
			with: []string{
				"t20+10 => 2 solo 1 | s s s t30 f4 | s s s s s",
				"t20+9 f4+1 => 2 solo 1 | s s s t29 f5 | s s s s s",
			},
		},
		{
			name: "tens must split", pos: "2 solo 0 | s s s t20 f4 | s s s s s", card: "10C",
			rules:   pegjokers.Rules{TenSplit: pegjokers.TenMustSplit},
			without: []string{"t20+10 => 2 solo 1 | s s s t30 f4 | s s s s s"},
			with:    []string{"t20+9 f4+1 => 2 solo 1 | s s s t29 f5 | s s s s s"},
		},
		{
			name: "tens must split, no split", pos: "2 solo 0 | s s s s t20 | s s s s s", card: "10C",
			rules:   pegjokers.Rules{TenSplit: pegjokers.TenMustSplit},
			without: []string{"t20+10 => 2 solo 1 | s s s s t30 | s s s s s"},
			with:    nil,
		},
		{
			// Blue's in-spot is hole 3, where White, Blue's partner,
			// stands: landing there sends White on to White's in-spot
			// (39), or, with the swap, back to hole 0.
			name: "in-spot swap", pos: "4 pairs 0 | s s s s t0 | s s s s s | s s s s t3 | s s s s s", card: "3C",
			rules:   pegjokers.Rules{InSpotSwap: true},
			without: []string{"t0+3 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t39 | s s s s s"},
			with:    []string{"t0+3 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t0 | s s s s s"},
		},
		{
			// A backward move onto the in-spot swaps too; White on
			// Blue's in-spot is landed on as by default when the
			// moving peg is White's own (not on its in-spot).
			name: "in-spot swap backward", pos: "4 pairs 0 | s s s s t11 | s s s s s | s s s s t3 | s s s s s", card: "8C",
			rules:   pegjokers.Rules{InSpotSwap: true},
			without: []string{"t11-8 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t39 | s s s s s"},
			with:    []string{"t11-8 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t11 | s s s s s"},
		},
		{
			// A Joker's jump is no move along the track: no swap.
			name: "in-spot swap, not a jump", pos: "4 pairs 0 | s s s s t20 | s s s s s | s s s s t3 | s s s s s", card: "JK",
			rules: pegjokers.Rules{InSpotSwap: true},
			without: []string{
				"s>t3 => 4 pairs 1 | s s s t3 t20 | s s s s s | s s s s t39 | s s s s s",
				"t20>t3 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t39 | s s s s s",
			},
			with: []string{
				"s>t3 => 4 pairs 1 | s s s t3 t20 | s s s s s | s s s s t39 | s s s s s",
				"t20>t3 => 4 pairs 1 | s s s s t3 | s s s s s | s s s s t39 | s s s s s",
			},
		},
		{
			name: "stuck come out", pos: "2 solo 0 | s s s s s passes=3 | s s s s s", card: "5C",
			rules:   pegjokers.Rules{StuckComeOut: true},
			without: nil,
			with:    []string{"s => 2 solo 1 | s s s s t8 | s s s s s"},
		},
		{
			// Two passes are not enough; the move sets the count back
			// to 0, and another seat's count stays.
			name: "stuck come out, two passes", pos: "2 solo 0 | s s s s t20 passes=2 | s s s s s passes=1", card: "5C",
			rules:   pegjokers.Rules{StuckComeOut: true},
			without: []string{"t20+5 => 2 solo 1 | s s s s t25 passes=2 | s s s s s passes=1"},
			with:    []string{"t20+5 => 2 solo 1 | s s s s t25 | s s s s s passes=1"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := pegjokers.MustParsePosition(tt.pos)
			if diff := cmp.Diff(tt.without, notations(pegjokers.DefaultRules, p, tt.card)); diff != "" {
				t.Errorf("default rules (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.with, notations(tt.rules, p, tt.card)); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tt.rules, diff)
			}
			// A game's play under the rules says what it did, and its
			// event reads back.
			for _, m := range tt.rules.LegalMoves(p, cards.MustParse(tt.card)) {
				e := pegjokers.Played{Seat: p.Turn(), Card: cards.MustParse(tt.card), Move: m, Position: p, InSpotSwap: tt.rules.InSpotSwap}
				if back, err := pegjokers.UnmarshalEvent(mustEvent(t, e)); err != nil || back != e {
					t.Errorf("%s reads back as %#v, %v", mustEvent(t, e), back, err)
				}
				if d := e.Describe(nil); tt.rules.InSpotSwap && strings.Contains(d, "swaps") == (m.Parts[0].Kind == pegjokers.Jump) {
					t.Errorf("%v: %s", m, d)
				}
			}
		})
	}
}

// TestInSpotSwapSplitNineChainedPegSwapped: the case TestOracleOptions
// found, shrunk. Blue splits a 9: t31+8 onto t39 (White's in-spot), then
// White's peg t2-1 lands on Blue at t1. Blue's peg is sent on to its
// in-spot (3), landing on White's peg there, which is sent on to White's
// in-spot (39), landing on Blue's peg the first part put there. The
// generator took that last landing, a White peg arriving at White's
// in-spot on a teammate, for White's moving peg and swapped the two; but a
// peg sent on in a chain never swaps, and the chain sends Blue's peg from
// 39 to 3, onto a peg of its own seat: the move is illegal, with the swap
// as without.
func TestInSpotSwapSplitNineChainedPegSwapped(t *testing.T) {
	p := pegjokers.MustParsePosition("6 teams 0 | s s t0 t1 t31 | f1 f2 f3 f4 f5 | s s s t2 t3 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5 | s s s s s")
	var m pegjokers.Move
	if err := m.UnmarshalText([]byte("9: Blue t31+8->t39, White t2-1->t1")); err != nil {
		t.Fatal(err)
	}
	for _, r := range []pegjokers.Rules{pegjokers.DefaultRules, {InSpotSwap: true}} {
		for _, l := range r.LegalMoves(p, cards.MustParse("9C")) {
			if l == m {
				t.Errorf("%v: %v listed", r, m)
			}
		}
		_, err := r.Apply(p, m)
		must.Is(t, fmt.Sprintf("%v: Apply", r), err, pegjokers.ErrIllegalMove)
		_, err = r.Explain(p, m)
		must.Is(t, fmt.Sprintf("%v: Explain", r), err, pegjokers.ErrIllegalMove)
		if _, err := oracle.Apply(r, p, m); err == nil {
			t.Errorf("%v: the oracle carries out %v", r, m)
		}
		g := &pegjokers.Generator{Rules: r}
		for _, rk := range pegjokers.Ranks() {
			checkAgainstOracle(t, g, p, rk)
		}
	}
}

// TestStuckComeOutCounts: a pass counts under the option only, up to
// three, and three passes let any card bring a peg out.
func TestStuckComeOutCounts(t *testing.T) {
	r := pegjokers.Rules{StuckComeOut: true}
	p := pegjokers.MustParsePosition("2 solo 0 | s s s s s | s s s s s")
	five := cards.MustParse("5C")
	for k := 1; k <= 3; k++ {
		q, err := r.Pass(p, five)
		if err != nil {
			t.Fatalf("pass %d: %v", k, err)
		}
		if got := q.Passes(0); got != k {
			t.Fatalf("after %d passes %v counts %d", k, q, got)
		}
		if d, _ := pegjokers.Pass(p, five); d.Passes(0) != p.Passes(0) {
			t.Fatalf("the default rules counted a pass: %v", d)
		}
		p = q.WithTurn(0)
		if n := len(r.LegalMoves(p, five)); (n > 0) != (k >= 3) {
			t.Fatalf("after %d passes %d moves of a 5", k, n)
		}
	}
	if _, err := r.Pass(p, five); err == nil {
		t.Fatal("a pass with a card that brings a peg out")
	}
	if _, err := p.WithPasses(0, 4); err == nil {
		t.Fatal("WithPasses(0, 4) accepted")
	}
	if _, err := p.WithPasses(2, 1); err == nil {
		t.Fatal("WithPasses of a seat not in the game accepted")
	}
	for _, bad := range []string{"2 solo 0 | s s s s s passes=0 | s s s s s", "2 solo 0 | s s s s s passes=4 | s s s s s",
		"2 solo 0 | s s s s s passes=x | s s s s s", "2 solo 0 | s s s s s s | s s s s s"} {
		if _, err := pegjokers.ParsePosition(bad); err == nil {
			t.Errorf("ParsePosition(%q) accepted", bad)
		}
	}
}

// dealt is a two-seat game dealt by hand under r: Blue, to play, holds
// hand, Yellow five Aces.
func dealt(t *testing.T, r pegjokers.Rules, hand string) pegjokers.Game {
	t.Helper()
	yellow := cards.MustParseList("AC AD AH AS KC")[:len(cards.MustParseList(hand))]
	g, err := pegjokers.DealtGame(r, 2, pegjokers.Solo, [][]cards.Card{cards.MustParseList(hand), yellow})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestDiscardHand(t *testing.T) {
	const hand = "2C 3C 4C 5C 6C" // no card brings a peg out of Start
	for _, tt := range []struct {
		rules    pegjokers.Rules
		discards string
		held     int
		draws    int
	}{
		{pegjokers.DefaultRules, "2C", 4, 1},
		{pegjokers.Rules{DiscardHand: true}, "2C 3C 4C 5C 6C", 0, 5},
	} {
		g := dealt(t, tt.rules, hand)
		g, ev := mustApply(t, g, pegjokers.Choice{Card: cards.MustParse("2C")})
		if got := cards.FormatList(g.Discards()); got != tt.discards || g.Held(0) != tt.held {
			t.Fatalf("%v: discards %s, Blue holds %d", tt.rules, got, g.Held(0))
		}
		want := pegjokers.Played{Card: cards.MustParse("2C"), Position: pegjokers.MustParsePosition("2 solo 0 | s s s s s | s s s s s"),
			Discarded: tt.draws - 1}
		if ev[0] != want {
			t.Fatalf("event %#v", ev[0])
		}
		if back, err := pegjokers.UnmarshalEvent(mustEvent(t, ev[0])); err != nil || back != ev[0] {
			t.Fatalf("%s reads back as %#v, %v", mustEvent(t, ev[0]), back, err)
		}
		for i, c := range cards.MustParseList("7C 8C 9C 10C JC")[:tt.draws] {
			if st, s := g.Next(); st != pegjokers.StepDraw || s != 0 {
				t.Fatalf("%v: draw %d: the game waits for %v of %v", tt.rules, i, st, s)
			}
			g, _ = mustApply(t, g, pegjokers.Draw{Card: c})
		}
		if st, s := g.Next(); st != pegjokers.StepPlay || s != 1 || g.Held(0) != 5 {
			t.Fatalf("%v: after the draws the game waits for %v of %v, Blue holds %d", tt.rules, st, s, g.Held(0))
		}
		checkCards(t, g)
	}
	// A card with a move in the hand: the pass is of one card.
	g := dealt(t, pegjokers.Rules{DiscardHand: true}, "2C 3C 4C 5C AC")
	g, _ = mustApply(t, g, pegjokers.Choice{Card: cards.MustParse("2C")})
	if g.Held(0) != 4 || len(g.Discards()) != 1 {
		t.Fatalf("a pass with a card that has a move in hand discarded %v", g.Discards())
	}
	// The next player plays after two of five draws: three draws missed.
	g = dealt(t, pegjokers.Rules{DiscardHand: true}, hand)
	g, _ = mustApply(t, g, pegjokers.Choice{Card: cards.MustParse("2C")})
	g, _ = mustApply(t, g, pegjokers.Draw{Card: cards.MustParse("7C")})
	g, _ = mustApply(t, g, pegjokers.Draw{Card: cards.MustParse("8C")})
	g, ev := mustApply(t, g, pegjokers.Choice{Card: cards.MustParse("AC"), Move: g.LegalMoves(cards.MustParse("AC"))[0]})
	if g.MissedDraws() != 3 || !g.Owed(0) || ev[0] != (pegjokers.Missed{Seat: 0}) {
		t.Fatalf("missed %d, owed %v, events %v", g.MissedDraws(), g.Owed(0), ev)
	}
	checkCards(t, g)
}

func TestHandSize(t *testing.T) {
	r := pegjokers.Rules{HandSize: 3}
	g := newGame(t, r, 4, pegjokers.Pairs, 7)
	for s := range pegjokers.Seat(4) {
		if g.Held(s) != 3 {
			t.Fatalf("%v holds %d", s, g.Held(s))
		}
	}
	if g.DrawPile() != 108-12 {
		t.Fatalf("draw pile %d", g.DrawPile())
	}
	ch := g.Choices()[0]
	g, _, err := g.Play(ch)
	if err != nil || g.Held(0) != 3 {
		t.Fatalf("after a turn Blue holds %d: %v", g.Held(0), err)
	}
	if _, err := pegjokers.DealtGame(r, 2, pegjokers.Solo, [][]cards.Card{cards.MustParseList("2C 3C 4C 5C 6C"), cards.MustParseList("AC AD AH AS KC")}); err == nil {
		t.Fatal("hands of five dealt in a game of three-card hands")
	}
	if _, err := pegjokers.DealtGame(r, 2, pegjokers.Solo, [][]cards.Card{cards.MustParseList("2C 3C 4C"), cards.MustParseList("AC AD AH")}); err != nil {
		t.Fatal(err)
	}
	// A saved game of three-card hands holding four is refused.
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var back pegjokers.Game
	if err := json.Unmarshal(data, &back); err != nil || back != g.Bare() {
		t.Fatalf("read back: %v", err)
	}
	four := strings.Replace(string(data), `"rules":"hand=3"`, `"rules":"hand=4"`, 1)
	if err := json.Unmarshal([]byte(four), &back); err == nil {
		t.Fatal("a game of four-card hands holding three accepted")
	}
}

// TestOptionsRoundTrip: a game under every option saves, records and
// reads back, and the zero rules write what they always wrote.
func TestOptionsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := pegjokerstest.Rules().Draw(t, "rules")
		back, err := pegjokers.ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("%+v writes %q, which reads back as %+v, %v", r, r, back, err)
		}
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := newGame(t, r, st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed")).Recording()
		rng := cards.NewRand(rapid.Uint64().Draw(t, "play"))
		for range rapid.IntRange(0, 200).Draw(t, "turns") {
			if g.Over() {
				break
			}
			ch := g.Choices()
			g = applyChecked(t, g, ch[rng.IntN(len(ch))])
			for st, _ := g.Next(); st == pegjokers.StepDraw || st == pegjokers.StepLateDraw; st, _ = g.Next() {
				g = applyChecked(t, g, pegjokers.Draw{})
			}
		}
		data, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var saved pegjokers.Game
		if err := json.Unmarshal(data, &saved); err != nil || saved != g.Bare() {
			t.Fatalf("%s reads back as another game: %v", data, err)
		}
		rec, err := g.Record()
		if err != nil {
			t.Fatal(err)
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var read pegjokers.Record
		if err := read.UnmarshalText(text); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		h, _, err := pegjokers.Replay(read)
		if err != nil || h.Bare() != g.Bare() {
			t.Fatalf("%s replays to another game: %v", text, err)
		}
	})
	if s := pegjokers.DefaultRules.String(); s != "default" {
		t.Errorf("the default rules write %q", s)
	}
}

// TestOracleOptions checks every card of random positions against the
// plain generator under each option that changes the moves, the mover's
// count of passes drawn too.
func TestOracleOptions(t *testing.T) {
	for _, v := range optionRules {
		t.Run(v.name, func(t *testing.T) {
			g := &pegjokers.Generator{Rules: v.rules}
			rapid.Check(t, func(t *rapid.T) {
				p := pegjokerstest.Position().Draw(t, "position")
				p, _ = p.WithPasses(p.Turn(), rapid.IntRange(0, 3).Draw(t, "passes"))
				for _, rk := range pegjokers.Ranks() {
					checkAgainstOracle(t, g, p, rk)
				}
			})
		})
	}
	// All of them at once, with the variants they go with.
	g := &pegjokers.Generator{Rules: pegjokers.Rules{NineSplitOnly: true, TenSplit: pegjokers.TenMaySplit, InSpotSwap: true,
		StuckComeOut: true, FaceValues: true, ForcedFinish: true}}
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		p, _ = p.WithPasses(p.Turn(), rapid.IntRange(0, 3).Draw(t, "passes"))
		for _, rk := range pegjokers.Ranks() {
			checkAgainstOracle(t, g, p, rk)
		}
	})
}

// TestPerftOptions counts, for each busy position, the moves of each card
// kind under each option that changes the moves (stuck-come-out with the
// mover's three passes counted), and holds them in
// testdata/perft-options.txt, recorded after the counts agreed with the
// oracle (TestOracleOptions and the check below).
func TestPerftOptions(t *testing.T) {
	var lines []string
	for _, v := range optionRules {
		g := &pegjokers.Generator{Rules: v.rules}
		for _, s := range oracle.Busy {
			p := pegjokers.MustParsePosition(s)
			if v.rules.StuckComeOut {
				p, _ = p.WithPasses(p.Turn(), 3)
			}
			counts := perft1(g, p)
			total := 0
			for i, rk := range pegjokers.Ranks() {
				total += counts[i]
				if want := len(oracle.Results(v.rules, p, rk)); want != counts[i] {
					t.Errorf("%s %v %v: %d moves, the oracle %d", v.name, p, rk, counts[i], want)
				}
			}
			lines = append(lines, fmt.Sprintf("%s | %v | %v | %d", v.name, p, counts, total))
		}
	}
	golden.Check(t, "testdata/perft-options.txt", []byte(strings.Join(lines, "\n")+"\n"), *updatePerft, "go test -run TestPerftOptions -update-perft")
}

// TestOptionsRefused: rules out of range or contradictory are refused
// with ErrBadRules by everything that takes rules, never a panic.
func TestOptionsRefused(t *testing.T) {
	for _, r := range []pegjokers.Rules{
		{NineForward: true, NineSplitOnly: true}, {TenSplit: 3}, {TenSplit: 255}, {HandSize: 2}, {HandSize: 6}, {HandSize: -1},
	} {
		must.Is(t, fmt.Sprintf("%+v.Validate()", r), r.Validate(), pegjokers.ErrBadRules)
		_, err := pegjokers.NewGame(r, 2, pegjokers.Solo, 1)
		must.Is(t, fmt.Sprintf("NewGame(%+v)", r), err, pegjokers.ErrBadRules)
		if _, err := r.MarshalText(); err == nil {
			t.Errorf("%+v marshals", r)
		}
	}
}
