package crib_test

import (
	"encoding"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec/codectest"
)

// textValues are values of each type with a text form, for the tests and
// the fuzz target.
func textValues() []encoding.TextMarshaler {
	return []encoding.TextMarshaler{
		crib.PhasePlay, crib.StepClaim, crib.ScoreHeels, crib.CountRecorded,
		crib.Pegs{Front: 45, Rear: 40}, crib.TwoPlayer(), crib.SixPlayer(), crib.Layout{},
		crib.Layout{Seats: 4, Sides: 2, Deal: 5, Throw: 1, FromPack: 2, DealerSideToBottom: true, Cutter: 1},
		crib.Rules{}, crib.ACC(), crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true, Muggins: true, SkunkBelow: -1},
		crib.Rules{Layout: crib.ThreePlayer(), TripleSkunkBelow: 31, ClaimPenalties: true, Declinable: true, NoHeelsWithin: 3,
			NoHeelsAt: 121, Match: crib.MatchRules{Win: 1, Skunk: 2, GamesToWin: 3}},
		crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 45, Rear: 40}, {Front: 30, Rear: 22}}, Games: [crib.MaxSides]int{1}},
		crib.Position{},
	}
}

// TestTextForms: each text form, exactly, and each value's text reads
// back to it.
func TestTextForms(t *testing.T) {
	type e = codectest.Edge
	codectest.AtTheEdges(t,
		e{V: crib.PhaseCutForDeal, Text: "cut for deal"}, e{V: crib.StepPegOut, Text: "peg out"}, e{V: crib.ScorePlace, Text: "placement"},
		e{V: crib.CountForfeited, Text: "forfeit"}, e{V: crib.Pegs{Front: 45, Rear: 40}, Text: "45/40"},
		e{V: crib.FourPlayer(), Text: "4 players"}, e{V: crib.Layout{}, Text: ""},
		e{V: crib.Layout{Seats: 4, Sides: 2, Deal: 5, Throw: 1, FromPack: 2, Cutter: 1, DealerSideToBottom: true},
			Text: "seats 4 sides 2 deal 5 throw 1 pack 2 cutter 1 bottom"},
		e{V: crib.Rules{}, Text: "default"},
		e{V: crib.ACC(), Text: "2 players, game 121, skunk below 91, double skunk below 61, match points 2 3 3 3, two-peg board"},
		e{V: crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true, Muggins: true, DoubleSkunkBelow: -1},
			Text: "4 players, game 61, no double skunks, claimed, muggins"},
		e{V: crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 45, Rear: 40}, {Front: 30, Rear: 22}}, Games: [crib.MaxSides]int{1}},
			Text: "dealer 1, pegs 45/40 30/22, games 1 0"},
		e{V: crib.Position{Pegs: [crib.MaxSides]crib.Pegs{2: {Front: 3, Rear: 1}}}, Text: "dealer 0, pegs 0/0 0/0 3/1"},
	)
	var plain []encoding.TextMarshaler // the types whose JSON is their text (the rules' is an object)
	for _, v := range textValues() {
		if _, ok := v.(crib.Rules); !ok {
			plain = append(plain, v)
		}
	}
	codectest.TextRoundTrip(t, plain...)
	// People may type any case and spacing; the canonical text is written.
	var r crib.Rules
	if err := r.UnmarshalText([]byte("Claimed,  4 Players ,muggins")); err != nil || r != (crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}) {
		t.Errorf("rules typed: %+v, %v", r, err)
	}
}

// TestTextFormsRefuse: values no text stands for are refused as bad
// records, and texts that are not the grammar as bad records of invalid
// syntax.
func TestTextFormsRefuse(t *testing.T) {
	codectest.MarshalRefuses(t, []error{crib.ErrBadRecord}, crib.Phase(7), crib.Step(40), crib.ScoreKind(0), crib.CountEffect(3),
		crib.Pegs{Front: 2e9}, crib.Layout{Seats: 7}, crib.Rules{GameHole: 20}, crib.Rules{Pegger: trapBoard{}}, crib.Rules{SkunkBelow: -2},
		crib.Position{Dealer: 2e9})
	for _, tt := range []struct {
		v    encoding.TextUnmarshaler
		text string
	}{
		{new(crib.Phase), "lunch"}, {new(crib.Pegs), "45-40"}, {new(crib.Pegs), "1/99999999999"}, {new(crib.Layout), "5 players"},
		{new(crib.Layout), "seats 4 sides 3 deal 5 throw 1 pack 0 cutter 3"}, {new(crib.Rules), "claimed, claimed"},
		{new(crib.Rules), "game 20"}, {new(crib.Rules), "speed"}, {new(crib.Position), "dealer 1"},
		{new(crib.Position), "dealer 1, pegs 1/0 1/0 1/0 1/0 1/0 1/0 1/0"},
	} {
		err := tt.v.UnmarshalText([]byte(tt.text))
		if !errors.Is(err, crib.ErrBadRecord) || !errors.Is(err, crib.ErrSyntax) {
			t.Errorf("%T.UnmarshalText(%q) = %v", tt.v, tt.text, err)
		}
	}
}

// FuzzTextForms: UnmarshalText of the small state types never panics, and
// what it accepts writes back to text that reads back to the same value.
func FuzzTextForms(f *testing.F) {
	codectest.FuzzText(f, textValues()...)
}

// TestTextFormsAtTheirEdges marshals each text form at the last value it
// has a text for and one past it, with the exact text or message, and its
// String at both.
func TestTextFormsAtTheirEdges(t *testing.T) {
	type e = codectest.Edge
	codectest.AtTheEdges(t,
		e{V: crib.Phase(6), Text: "over"},
		e{V: crib.Phase(7), Err: "crib: bad record: 7 is not a phase", Says: "Phase(7)"},
		e{V: crib.Step(11), Text: "owed"},
		e{V: crib.Step(12), Err: "crib: bad record: 12 is not a step", Says: "Step(12)"},
		e{V: crib.ScoreKind(0), Err: "crib: bad record: 0 is not a kind of score", Says: "ScoreKind(0)"},
		e{V: crib.ScoreKind(1), Text: "his heels"},
		e{V: crib.ScoreKind(12), Text: "placement"},
		e{V: crib.ScoreKind(13), Err: "crib: bad record: 13 is not a kind of score", Says: "ScoreKind(13)"},
		e{V: crib.CountEffect(2), Text: "forfeit"},
		e{V: crib.CountEffect(3), Err: "crib: bad record: 3 is not an effect on a count", Says: "CountEffect(3)"},
		e{V: crib.Pegs{Front: 1e9, Rear: -1e9}, Text: "1000000000/-1000000000"},
		e{V: crib.Pegs{Front: 1e9 + 1}, Err: "crib: bad record: 1000000001 is not a peg's hole", Says: "1000000001/0"},
		e{V: crib.Pegs{Rear: -1e9 - 1}, Err: "crib: bad record: -1000000001 is not a peg's hole", Says: "0/-1000000001"},
		e{V: crib.Rules{SkunkBelow: -1}, Text: "no skunks"},
		e{V: crib.Rules{SkunkBelow: -2}, Err: "crib: bad record: rules out of range: a skunk line of -2 (-1 for none, or a hole)", Says: "invalid rules"},
		e{V: crib.Rules{TripleSkunkBelow: 1e9}, Text: "triple skunk below 1000000000"},
		e{V: crib.Rules{TripleSkunkBelow: 1e9 + 1}, Err: "crib: bad record: rules out of range: a skunk line of 1000000001 (-1 for none, or a hole)", Says: "invalid rules"},
		e{V: crib.Rules{NoHeelsWithin: 1e9}, Text: "no heels within 1000000000"},
		e{V: crib.Rules{NoHeelsWithin: 1e9 + 1}, Err: "crib: bad record: rules out of range: NoHeelsWithin 1000000001", Says: "invalid rules"},
		e{V: crib.Rules{Match: crib.MatchRules{Win: 1e6}}, Text: "match points 1000000 0 0 0"},
		e{V: crib.Rules{Match: crib.MatchRules{TripleSkunk: 1}}, Text: "match points 0 0 0 1"},
		e{V: crib.Rules{Match: crib.MatchRules{GamesToWin: 1e6 + 1}}, Err: "crib: bad record: rules out of range: 1000001 game points or games (0 to 1000000)", Says: "invalid rules"},
		e{V: crib.Rules{Match: crib.MatchRules{Skunk: -1}}, Err: "crib: bad record: rules out of range: -1 game points or games (0 to 1000000)", Says: "invalid rules"},
	)
}

// TestPositionTextAtItsEdges reads positions of six sides, and refuses
// seven, empty lists and parts too many, leaving the position read into as
// it was.
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
	var refused []codectest.Refusal
	for _, s := range []string{"dealer 0, pegs 1/0 1/0 1/0 1/0 1/0 1/0 1/0", "dealer 0, pegs 1/0, games 1 1 1 1 1 1 1",
		"dealer 0, pegs", "dealer 0, pegs 1/0, games", "dealer 0, pegs 1/0, games 1, x", "dealer 0", "dealer, pegs 1/0",
		"dealer 0, pegs 1/0, games 1 x", "dealer 0, pegs 1/0 1/x", "dealer 0 1, pegs 1/0", "seat 0, pegs 1/0"} {
		refused = append(refused, codectest.Refusal{In: s,
			Want: fmt.Sprintf(`crib: bad record: invalid syntax: %q is not a position ("dealer 1, pegs 45/40 30/22, games 1 0")`, s)})
	}
	codectest.TextRefuses(t, &p, refused...)
}
