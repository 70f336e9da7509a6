package crib_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
)

// TestActionStrings: each action's text, read back by ParseAction, and
// the operation a refusal of it names.
func TestActionStrings(t *testing.T) {
	c := cards.MustParse
	checkStrings(t,
		actionString{crib.CutForDeal{}, "cut for deal", "cut for deal"},
		actionString{crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.NoCard, c("4H"), c("8C")}}, "cut for deal with", "cut for deal with -- 4H 8C"},
		actionString{crib.ChooseDealer{Seat: 1}, "choose dealer", "choose dealer 1"},
		actionString{crib.Deal{}, "deal", "deal"},
		actionString{crib.Discard{Seat: 0, Cards: set("2C AC")}, "discard", "discard 0 AC 2C"},
		actionString{crib.Cut{}, "cut", "cut"},
		actionString{crib.CutAt{Depth: 10}, "cut at", "cut at 10"},
		actionString{crib.Lay{Seat: 1, Card: c("5H")}, "lay", "lay 1 5H"},
		actionString{crib.Count{}, "count", "count"},
		actionString{crib.Claim{Seat: 1, Points: 2}, "claim", "claim 1 2"},
		actionString{crib.Accept{Seat: 0}, "accept", "accept 0"},
		actionString{crib.CallMuggins{Caller: 0, Target: 1, Asked: 3}, "muggins", "muggins 0 1 3"},
		actionString{crib.Correct{Caller: 0, Target: 1}, "correct", "correct 0 1"},
		actionString{crib.Retract{Seat: 1}, "retract", "retract 1"},
		actionString{crib.PegOut{Seat: 1}, "peg out", "peg out 1"},
		actionString{crib.RefusePegOut{Seat: 1}, "refuse peg out", "refuse peg out 1"},
		actionString{crib.TakeOffer{Side: 0}, "take offer", "take offer 0"},
		actionString{crib.DeclineOffer{Side: 2}, "decline offer", "decline offer 2"},
		actionString{crib.Adjust{Side: 1, Points: -15, Rule: "8.4b"}, "adjust", `adjust 1 -15 8.4b`},
		actionString{crib.Adjust{Side: 1, Points: -2, Rule: "item #3"}, "adjust", `adjust 1 -2 "item \x233"`},
		actionString{crib.Award{Side: 1, Points: 20, Rule: "a test"}, "award", `award 1 20 a test`},
		actionString{crib.SitOut{Side: 1}, "sit out", "sit out 1"},
		actionString{crib.Fold{Side: 1}, "fold", "fold 1"},
		actionString{crib.Redeal{}, "redeal", "redeal"},
		actionString{crib.Mix{Seat: 0}, "mix", "mix 0"},
		actionString{crib.Mix{Seat: 1, Crib: true}, "mix", "mix 1 crib"},
		actionString{crib.Concede{Seat: 1}, "concede", "concede 1"},
		actionString{crib.Go{Seat: 0}, "go", "go 0"},
		actionString{crib.DealHands{Hands: [crib.MaxSeats]cards.Set{set("AS 3S 8S JH KC"), 0, set("AH 4C 5D 5S 10S")}, FromPack: set("3D")},
			"deal", "deal AS 3S 8S JH KC | - | AH 4C 5D 5S 10S crib 3D"},
		actionString{crib.CutStarter{Card: c("JD")}, "cut", "cut JD"},
	)
	pack := crib.DealFromDeck(cards.StandardDeck())
	if s := pack.String(); !strings.HasPrefix(s, "deal from AC AD AH AS 2C") || !strings.HasSuffix(s, "KS") {
		t.Errorf("deal from: %q", s)
	}
	if pack != crib.DealFromDeck(cards.StandardDeck()) {
		t.Error("two DealFrom actions of one pack differ")
	}
}

// actionString is an action, the operation its refusals name, and its
// text.
type actionString struct {
	a       crib.Action
	op, say string
}

// checkStrings checks each action's text and that ParseAction reads it
// back, and that the zero Game refuses it naming the operation.
func checkStrings(t *testing.T, cases ...actionString) {
	t.Helper()
	for _, tc := range cases {
		_, _, err := crib.Game{}.Apply(tc.a)
		var e *crib.Error
		if !errors.As(err, &e) || e.Op != tc.op || tc.a.String() != tc.say {
			t.Errorf("%#v: refused as %v, says %q; want op %q, %q", tc.a, err, tc.a.String(), tc.op, tc.say)
		}
		if back, err := crib.ParseAction(tc.say); err != nil || back != tc.a {
			t.Errorf("ParseAction(%q) = %#v, %v", tc.say, back, err)
		}
	}
}

// TestParseActionTable reads representative texts: each either as the
// action it names, or refused with the exact message that says why.
func TestParseActionTable(t *testing.T) {
	checkParse(t,
		parseCase{in: "", err: `empty`},
		parseCase{in: " \t ", err: `empty`},
		parseCase{in: "go 1\ngo 2", err: `not one line`},
		parseCase{in: "claim 1", err: `want "claim SEAT POINTS": no points`},
		parseCase{in: "claim x 2", err: `want "claim SEAT POINTS": "x" is not a number`},
		parseCase{in: "muggins 1 2", err: `want "muggins CALLER TARGET POINTS": no points`},
		parseCase{in: "MUGGINS 1  2\t3", want: crib.CallMuggins{Caller: 1, Target: 2, Asked: 3}},
		parseCase{in: "lay 1", err: `want "lay SEAT CARD": no card`},
		parseCase{in: "lay x 5H", err: `want "lay SEAT CARD": "x" is not a number`},
		parseCase{in: "lay 1 5h", want: crib.Lay{Seat: 1, Card: cards.MustParse("5H")}},
		parseCase{in: "mix", err: `want "mix SEAT [crib]": no seat`},
		parseCase{in: "mix 1 2 3", err: `want "mix SEAT [crib]": "2 3" is more than it takes`},
		parseCase{in: "mix x", err: `want "mix SEAT [crib]": "x" is not a number`},
		parseCase{in: "mix 1 crib", want: crib.Mix{Seat: 1, Crib: true}},
		parseCase{in: "discard", err: `want "discard SEAT CARDS": no seat`},
		parseCase{in: "discard 1 5H 5H", err: `want "discard SEAT CARDS": "5H" is not a card, or is given twice`},
		parseCase{in: "discard 0 5H KS", want: crib.Discard{Seat: 0, Cards: set("5H KS")}},
		parseCase{in: "adjust 1 2", err: `want "adjust SIDE POINTS RULE": no text given`},
		parseCase{in: "adjust x 2 r", err: `want "adjust SIDE POINTS RULE": "x" is not a number`},
		parseCase{in: "discard x 5H", err: `want "discard SEAT CARDS": "x" is not a number`},
		parseCase{in: `award 1 2 "r" x`, err: `want "award SIDE POINTS RULE": a quotation that is not the whole text: "r" x`},
		parseCase{in: "adjust 1 -15 8.4b", want: crib.Adjust{Side: 1, Points: -15, Rule: "8.4b"}},
		parseCase{in: `award 0 20 "leaving the box"`, want: crib.Award{Side: 0, Points: 20, Rule: "leaving the box"}},
		parseCase{in: "cut ZZ", err: `want "cut" or "cut CARD": "ZZ" is not a card`},
		parseCase{in: "cut at", err: `want "cut at DEPTH": no depth`},
		parseCase{in: "cut at 99999999999", err: `want "cut at DEPTH": "99999999999" is not a number`},
		parseCase{in: "cut at 12", want: crib.CutAt{Depth: 12}},
		parseCase{in: "cut for deal with -- 4H", want: crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.NoCard, cards.MustParse("4H")}}},
		parseCase{in: "cut for deal with 4H --", err: `want "cut for deal with CARD ...": the last seat named cuts no card`},
		parseCase{in: "cut for deal with 4H ZZ", err: `want "cut for deal with CARD ...": "ZZ" is not a card`},
		parseCase{in: "cut for deal with 4H 5H 6H 7H 8H 9H 10H", err: `want "cut for deal with CARD ...": a card (or --) for each seat up to the last that cuts, at most 6`},
		parseCase{in: "deal 5H", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the hands dealt, 2 to 6 of them, as "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		parseCase{in: "deal 5H | 6H | 7H | 8H | 9H | 10H | JH", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the hands dealt, 2 to 6 of them, as "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		parseCase{in: "deal 5H | 6H | -", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the last hand is none: leave it out`},
		parseCase{in: "deal 5H 6H | 6H 5H 7H", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": hand 2: 5H 6H dealt twice`},
		parseCase{in: "deal 5H | ZZ", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": hand 2: "ZZ" is not a card, or is given twice`},
		parseCase{in: "deal 5H | 6H crib", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the cards to the crib: none given`},
		parseCase{in: "deal 5H | 6H crib ZZ", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the cards to the crib: "ZZ" is not a card, or is given twice`},
		parseCase{in: "deal 5H | -", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{set("5H")}}},
		parseCase{in: "deal - | 6H crib 7H", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{0, set("6H")}, FromPack: set("7H")}},
		parseCase{in: "go x", err: `want "go SEAT": "x" is not a number`},
		parseCase{in: "go", err: `want "go SEAT": no seat`},
		parseCase{in: "go 1 2", err: `want "go SEAT": "2" is more than it takes`},
		parseCase{in: "choose dealer 2", want: crib.ChooseDealer{Seat: 2}},
		parseCase{in: "Refuse  Peg Out 1", want: crib.RefusePegOut{Seat: 1}},
		parseCase{in: "frob", err: `no such action`},
	)
}

// parseCase is a text and the action ParseAction reads from it, or the
// exact reason it refuses it, after `crib: invalid syntax: action "…": `.
type parseCase struct {
	in   string
	want crib.Action
	err  string
}

// checkParse reads each case's text with ParseAction.
func checkParse(t *testing.T, cases ...parseCase) {
	t.Helper()
	var cs []codectest.Parse[crib.Action]
	for _, c := range cases {
		if c.err != "" {
			c.err = fmt.Sprintf("crib: invalid syntax: action %.80q: %s", c.in, c.err)
		}
		cs = append(cs, codectest.Parse[crib.Action]{In: c.in, Want: c.want, Err: c.err})
	}
	codectest.Parses(t, crib.ParseAction, crib.ErrSyntax, cs...)
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

// anyAction draws an action of any type with any fields: numbers far out of
// range, bytes that are no card, any text.
func anyAction(t *rapid.T) crib.Action {
	n := func(label string) int {
		return rapid.OneOf(rapid.IntRange(-2, 7), rapid.IntRange(-codec.MaxNumber-5, codec.MaxNumber+5)).Draw(t, label)
	}
	card := func(label string) cards.Card {
		return rapid.OneOf(rapid.Custom(func(t *rapid.T) cards.Card { return cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "i")) }),
			rapid.Custom(func(t *rapid.T) cards.Card { return cards.Card(rapid.Byte().Draw(t, "b")) })).Draw(t, label)
	}
	set := func(label string) cards.Set {
		return cards.Set(rapid.OneOf(rapid.Uint64Range(0, uint64(cards.FullSet)), rapid.Uint64()).Draw(t, label))
	}
	text := func(label string) string {
		return rapid.OneOf(rapid.SampledFrom([]string{"8.4b", "test", "a rule", "", "record", "#3", `"q"`, " x", "x  y"}),
			rapid.String()).Draw(t, label)
	}
	var cuts [crib.MaxSeats]cards.Card
	var hands [crib.MaxSeats]cards.Set
	var pack [52]cards.Card
	for i := range cuts {
		cuts[i], hands[i] = card("cut"), set("hand")
	}
	for i := range pack {
		pack[i] = card("pack card")
	}
	r := crib.Ruling{Rule: text("rule"), Judges: text("judges"), Move: rapid.Bool().Draw(t, "move"),
		Pegs: crib.Pegs{Front: n("front"), Rear: n("rear")}, Record: n("record"), Forfeit: n("forfeit"), Award: n("award"),
		Penalty: n("penalty"), NoMuggins: rapid.Bool().Draw(t, "nm"), Count: crib.CountEffect(rapid.IntRange(0, 4).Draw(t, "count")),
		Text: text("text")}
	return rapid.SampledFrom([]crib.Action{
		crib.CutForDeal{}, crib.CutForDealWith{Cuts: cuts}, crib.ChooseDealer{Seat: n("s")}, crib.Deal{}, crib.DealFrom{Pack: pack},
		crib.DealHands{Hands: hands, FromPack: set("from")}, crib.Discard{Seat: n("s"), Cards: set("discard")}, crib.Cut{},
		crib.CutAt{Depth: n("depth")}, crib.CutStarter{Card: card("starter")}, crib.Lay{Seat: n("s"), Card: card("lay")},
		crib.Count{}, crib.Claim{Seat: n("s"), Points: n("p")}, crib.Accept{Seat: n("s")},
		crib.CallMuggins{Caller: n("a"), Target: n("b"), Asked: n("c")}, crib.Correct{Caller: n("a"), Target: n("b")},
		crib.Retract{Seat: n("s")}, crib.PegOut{Seat: n("s")}, crib.RefusePegOut{Seat: n("s")}, crib.TakeOffer{Side: n("s")},
		crib.DeclineOffer{Side: n("s")}, crib.Adjust{Side: n("s"), Points: n("p"), Rule: text("adjust")},
		crib.Award{Side: n("s"), Points: n("p"), Rule: text("award")}, crib.SitOut{Side: n("s")}, crib.Fold{Side: n("s")},
		crib.Go{Seat: n("s")}, crib.Redeal{}, crib.Concede{Seat: n("s")}, crib.Mix{Seat: n("s"), Crib: rapid.Bool().Draw(t, "crib")},
		crib.ApplyRuling{Offender: n("s"), Ruling: r},
	}).Draw(t, "action")
}

// TestActionTextRoundTrip: the text of any action, when it has one, reads
// back to it; an action whose cards are cards and whose numbers are in
// range always has one, whatever its texts hold.
func TestActionTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := anyAction(t)
		text, err := crib.ActionText(a)
		if err != nil {
			if !errors.Is(err, crib.ErrBadRecord) {
				t.Fatalf("%#v: %v does not wrap ErrBadRecord", a, err)
			}
			if sane(a) {
				t.Fatalf("%#v has no text: %v", a, err)
			}
			return
		}
		back, err := crib.ParseAction(string(text))
		if err != nil || back != a {
			t.Fatalf("%q reads back as %#v, %v; want %#v", text, back, err, a)
		}
	})
}

// sane reports whether a is an action that must have a text: every number
// within a billion, every card a standard card, every text no longer than
// a line holds (of the actions whose parts are free).
func sane(a crib.Action) bool {
	in := func(ns ...int) bool {
		for _, n := range ns {
			if n < -codec.MaxNumber || n > codec.MaxNumber {
				return false
			}
		}
		return true
	}
	switch a := a.(type) {
	case crib.Claim:
		return in(a.Seat, a.Points)
	case crib.CallMuggins:
		return in(a.Caller, a.Target, a.Asked)
	case crib.Adjust:
		return in(a.Side, a.Points)
	case crib.Award:
		return in(a.Side, a.Points)
	case crib.Lay:
		return in(a.Seat) && a.Card.IsStandard()
	case crib.Accept:
		return in(a.Seat)
	case crib.Mix:
		return in(a.Seat)
	case crib.ApplyRuling:
		r := a.Ruling
		return in(a.Offender, r.Pegs.Front, r.Pegs.Rear, r.Record, r.Forfeit, r.Award, r.Penalty) && r.Count <= crib.CountForfeited && r.Rule != ""
	}
	return false
}

// TestParseActionWithTextThatLowersLonger is what reading the parser
// found: "deal ȺȺȺȺȺcrib 5H" panicked, since the hands' text was searched
// for "crib" lowered, and U+023A lowers to three bytes from two, so the
// index was past the text's end. Words are folded as ASCII now, which keeps
// every index, and the Kelvin sign is not k.
func TestParseActionWithTextThatLowersLonger(t *testing.T) {
	for _, s := range []string{"deal ȺȺȺȺȺcrib 5H", "deal 5H ȺȺȺ crib 6H", "ruling 0 x \u212Aove 40/39", "\u017Fit out 1"} {
		if a, err := crib.ParseAction(s); !errors.Is(err, crib.ErrSyntax) {
			t.Errorf("ParseAction(%q) = %v, %v", s, a, err)
		}
	}
}

// FuzzParseAction: ParseAction never panics, and an action it reads has a
// text that reads back to it.
func FuzzParseAction(f *testing.F) {
	codectest.FuzzParse(f, []string{"lay 1 5H", "discard 0 5H 5C", "claim 1 8", "muggins 0 1 2", "go 1", "deal", "cut", "cut JD",
		"cut at 10", "cut for deal with -- 4H 8C", "deal AS 3S 8S JH KC | - | AH 4C 5D 5S 10S crib 3D", "mix 1 crib",
		"adjust 1 -15 8.4b", `award 1 20 "leaving the box"`, `ruling 1 9.3a judges "retrieve it" award 2 count record text "x"`,
		"ruling 0 8.5b move 40/39 forfeit 6 no-muggins", "refuse peg out 1", "take offer 0", "choose dealer 2",
		crib.DealFromDeck(cards.StandardDeck()).String(), "deal ȺȺȺȺȺcrib 5H", "ruling 0 x \u212Aove"}, crib.ParseAction, func(a crib.Action) (string, error) {
		text, err := crib.ActionText(a)
		return string(text), err
	}, crib.ErrSyntax)
}
