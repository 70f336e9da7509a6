package crib_test

import (
	"encoding"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// TestTextFormsAtTheirEdges marshals each text form at the last value it
// has a text for and one past it, with the exact text or message, and its
// String at both.
func TestTextFormsAtTheirEdges(t *testing.T) {
	for _, tc := range []struct {
		v         encoding.TextMarshaler
		text, err string
		str       string // String, when not the text
	}{
		{v: crib.Phase(6), text: "over"},
		{v: crib.Phase(7), err: "crib: bad record: 7 is not a phase", str: "Phase(7)"},
		{v: crib.Act(11), text: "owed"},
		{v: crib.Act(12), err: "crib: bad record: 12 is not a step", str: "Step(12)"},
		{v: crib.ScoreKind(0), err: "crib: bad record: 0 is not a kind of score", str: "ScoreKind(0)"},
		{v: crib.ScoreKind(1), text: "his heels"},
		{v: crib.ScoreKind(12), text: "placement"},
		{v: crib.ScoreKind(13), err: "crib: bad record: 13 is not a kind of score", str: "ScoreKind(13)"},
		{v: crib.Settle(2), text: "forfeit"},
		{v: crib.Settle(3), err: "crib: bad record: 3 is not an effect on a count", str: "CountEffect(3)"},
		{v: ruling.FrontPegSlip(0), text: "before release"},
		{v: ruling.FrontPegSlip(2), text: "pegged forward"},
		{v: ruling.FrontPegSlip(3), err: "ruling: bad record: 3 is not a slip of rule 8.5a", str: "FrontPegSlip(3)"},
		{v: ruling.Where(0), err: "ruling: bad record: 0 is not a place a card strays into", str: "MixedInto(0)"},
		{v: ruling.Where(1), text: "hand"},
		{v: ruling.Where(3), text: "pack"},
		{v: ruling.Where(4), err: "ruling: bad record: 4 is not a place a card strays into", str: "MixedInto(4)"},
		{v: ruling.Role(0), err: "ruling: bad record: 0 is not a role", str: "Mixer(0)"},
		{v: ruling.Role(1), text: "pone"},
		{v: ruling.Role(2), text: "dealer"},
		{v: ruling.Role(3), err: "ruling: bad record: 3 is not a role", str: "Mixer(3)"},
		{v: crib.Pegs{Front: 1e9, Rear: -1e9}, text: "1000000000/-1000000000"},
		{v: crib.Pegs{Front: 1e9 + 1}, err: "crib: bad record: 1000000001 is not a peg's hole", str: "1000000001/0"},
		{v: crib.Pegs{Rear: -1e9 - 1}, err: "crib: bad record: -1000000001 is not a peg's hole", str: "0/-1000000001"},
		{v: crib.Rules{SkunkBelow: -1}, text: "no skunks"},
		{v: crib.Rules{SkunkBelow: -2}, err: "crib: bad record: rules out of range: a skunk line of -2 (-1 for none, or a hole)", str: "invalid rules"},
		{v: crib.Rules{TripleSkunkBelow: 1e9}, text: "triple skunk below 1000000000"},
		{v: crib.Rules{TripleSkunkBelow: 1e9 + 1}, err: "crib: bad record: rules out of range: a skunk line of 1000000001 (-1 for none, or a hole)", str: "invalid rules"},
		{v: crib.Rules{NoHeelsWithin: 1e9}, text: "no heels within 1000000000"},
		{v: crib.Rules{NoHeelsWithin: 1e9 + 1}, err: "crib: bad record: rules out of range: NoHeelsWithin 1000000001", str: "invalid rules"},
		{v: crib.Rules{Match: crib.MatchRules{Win: 1e6}}, text: "match points 1000000 0 0 0"},
		{v: crib.Rules{Match: crib.MatchRules{TripleSkunk: 1}}, text: "match points 0 0 0 1"},
		{v: crib.Rules{Match: crib.MatchRules{GamesToWin: 1e6 + 1}}, err: "crib: bad record: rules out of range: 1000001 game points or games (0 to 1000000)", str: "invalid rules"},
		{v: crib.Rules{Match: crib.MatchRules{Skunk: -1}}, err: "crib: bad record: rules out of range: -1 game points or games (0 to 1000000)", str: "invalid rules"},
	} {
		b, err := tc.v.MarshalText()
		got := fmt.Sprint(err)
		if err == nil {
			got = string(b)
		}
		want := tc.err
		if want == "" {
			want = tc.text
		}
		if got != want {
			t.Errorf("%#v.MarshalText() = %q, want %q", tc.v, got, want)
		}
		str := tc.str
		if str == "" {
			str = tc.text
		}
		if s := tc.v.(fmt.Stringer).String(); s != str {
			t.Errorf("%#v.String() = %q, want %q", tc.v, s, str)
		}
	}
}

// TestPositionTextAtItsEdges reads positions of six sides, and refuses
// seven, empty lists and parts too many.
func TestPositionTextAtItsEdges(t *testing.T) {
	six := crib.Position{}
	for s := range crib.MaxSides {
		six.Pegs[s], six.Games[s] = crib.Pegs{Front: 1}, 1
	}
	var p crib.Position
	if err := p.UnmarshalText([]byte("dealer 0, pegs 1/0 1/0 1/0 1/0 1/0 1/0, games 1 1 1 1 1 1")); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(six, p); d != "" {
		t.Errorf("six sides (-want +got):\n%s", d)
	}
	for _, s := range []string{"dealer 0, pegs 1/0 1/0 1/0 1/0 1/0 1/0 1/0", "dealer 0, pegs 1/0, games 1 1 1 1 1 1 1",
		"dealer 0, pegs", "dealer 0, pegs 1/0, games", "dealer 0, pegs 1/0, games 1, x", "dealer 0", "dealer, pegs 1/0",
		"dealer 0, pegs 1/0, games 1 x", "dealer 0, pegs 1/0 1/x", "dealer 0 1, pegs 1/0", "seat 0, pegs 1/0"} {
		want := fmt.Sprintf(`crib: bad record: invalid syntax: %q is not a position ("dealer 1, pegs 45/40 30/22, games 1 0")`, s)
		if err := p.UnmarshalText([]byte(s)); err == nil || err.Error() != want {
			t.Errorf("UnmarshalText(%q) = %v, want %s", s, err, want)
		}
	}
}

// TestNumbersAtTheirEdges: a number in an action's text is at most ten
// digits (eleven characters with a sign or leading zero) and within a
// billion either way.
func TestNumbersAtTheirEdges(t *testing.T) {
	for _, tc := range []struct {
		in string
		n  int
		ok bool
	}{
		{"1000000000", 1e9, true}, {"1000000001", 0, false}, {"-1000000000", -1e9, true}, {"-1000000001", 0, false},
		{"00000000001", 1, true}, {"000000000001", 0, false}, {"-0000000001", -1, true},
	} {
		a, err := crib.ParseAction("cut at " + tc.in)
		switch {
		case tc.ok && (err != nil || a != crib.CutAt{Depth: tc.n}):
			t.Errorf("cut at %s: %#v, %v; want depth %d", tc.in, a, err, tc.n)
		case !tc.ok && (err == nil || err.Error() != fmt.Sprintf(`crib: invalid syntax: action "cut at %s": want "cut at DEPTH": %q is not a number`, tc.in, tc.in)):
			t.Errorf("cut at %s: %#v, %v; want it refused", tc.in, a, err)
		}
	}
}
