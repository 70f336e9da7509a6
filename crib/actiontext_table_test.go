package crib_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// TestParseActionTable reads representative texts: each either as the
// action it names, or refused with the exact message that says why.
func TestParseActionTable(t *testing.T) {
	c := func(s string) cards.Card {
		t.Helper()
		card, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return card
	}
	set := func(ss ...string) cards.Set {
		var out cards.Set
		for _, s := range ss {
			out = out.With(c(s))
		}
		return out
	}
	for _, tc := range []struct {
		in   string
		want crib.Action
		err  string // after `crib: invalid syntax: action "…": `
	}{
		{in: "ruling 0 8.8", want: crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "8.8"}}},
		{in: "ruling 2 8.5b move 40/39 no-muggins", want: crib.ApplyRuling{Offender: 2, Ruling: crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, NoMuggins: true}}},
		{in: "ruling 0", err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		{in: "ruling", err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		{in: `ruling "0" 8.8`, err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		{in: "ruling x 8.8", err: `want "ruling OFFENDER RULE PARTS...": "x" is not a seat`},
		{in: "ruling 1 8.8 move", err: `want "ruling OFFENDER RULE PARTS...": "move" wants a value`},
		{in: "ruling 1 8.8 bogus 3", err: `want "ruling OFFENDER RULE PARTS...": "bogus" is not a part of a ruling (judges, move, pegs, record, forfeit, award, penalty, no-muggins, count, text)`},
		{in: "ruling 1 8.8 record x", err: `want "ruling OFFENDER RULE PARTS...": "x" is not a number`},
		{in: "ruling 1 8.8 move 3/2 pegs 3/2", err: `want "ruling OFFENDER RULE PARTS...": "pegs" out of place in a ruling`},
		{in: "ruling 1 8.8 no-muggins no-muggins", err: `want "ruling OFFENDER RULE PARTS...": "no-muggins" out of place in a ruling`},
		{in: `ruling 1 8.8 "judges" x`, err: `want "ruling OFFENDER RULE PARTS...": "judges" out of place in a ruling`},
		{in: `ruling 1 8.8 text "abc`, err: `want "ruling OFFENDER RULE PARTS...": an unfinished quotation: "abc`},
		{in: `ruling 1 8.8 text "a"b`, err: `want "ruling OFFENDER RULE PARTS...": text after a quotation: b`},
		{in: "", err: `empty`},
		{in: " \t ", err: `empty`},
		{in: "go 1\ngo 2", err: `not one line`},
		{in: "claim 1", err: `want "claim SEAT POINTS": no points`},
		{in: "claim x 2", err: `want "claim SEAT POINTS": "x" is not a number`},
		{in: "muggins 1 2", err: `want "muggins CALLER TARGET POINTS": no points`},
		{in: "MUGGINS 1  2\t3", want: crib.CallMuggins{Caller: 1, Target: 2, Asked: 3}},
		{in: "lay 1", err: `want "lay SEAT CARD": no card`},
		{in: "lay x 5H", err: `want "lay SEAT CARD": "x" is not a number`},
		{in: "lay 1 5h", want: crib.Lay{Seat: 1, Card: c("5H")}},
		{in: "mix", err: `want "mix SEAT [crib]": no seat`},
		{in: "mix 1 2 3", err: `want "mix SEAT [crib]": "2 3" is more than it takes`},
		{in: "mix x", err: `want "mix SEAT [crib]": "x" is not a number`},
		{in: "mix 1 crib", want: crib.Mix{Seat: 1, Crib: true}},
		{in: "discard", err: `want "discard SEAT CARDS": no seat`},
		{in: "discard 1 5H 5H", err: `want "discard SEAT CARDS": "5H" is not a card, or is given twice`},
		{in: "discard 0 5H KS", want: crib.Discard{Seat: 0, Cards: set("5H", "KS")}},
		{in: "adjust 1 2", err: `want "adjust SIDE POINTS RULE": no text given`},
		{in: "adjust x 2 r", err: `want "adjust SIDE POINTS RULE": "x" is not a number`},
		{in: "discard x 5H", err: `want "discard SEAT CARDS": "x" is not a number`},
		{in: `award 1 2 "r" x`, err: `want "award SIDE POINTS RULE": a quotation that is not the whole text: "r" x`},
		{in: "adjust 1 -15 8.4b", want: crib.Adjust{Side: 1, Points: -15, Rule: "8.4b"}},
		{in: `award 0 20 "leaving the box"`, want: crib.Award{Side: 0, Points: 20, Rule: "leaving the box"}},
		{in: "cut ZZ", err: `want "cut" or "cut CARD": "ZZ" is not a card`},
		{in: "cut at", err: `want "cut at DEPTH": no depth`},
		{in: "cut at 99999999999", err: `want "cut at DEPTH": "99999999999" is not a number`},
		{in: "cut at 12", want: crib.CutAt{Depth: 12}},
		{in: "cut for deal with -- 4H", want: crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.NoCard, c("4H")}}},
		{in: "cut for deal with 4H --", err: `want "cut for deal with CARD ...": the last seat named cuts no card`},
		{in: "cut for deal with 4H ZZ", err: `want "cut for deal with CARD ...": "ZZ" is not a card`},
		{in: "cut for deal with 4H 5H 6H 7H 8H 9H 10H", err: `want "cut for deal with CARD ...": a card (or --) for each seat up to the last that cuts, at most 6`},
		{in: "deal 5H", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the hands dealt, 2 to 6 of them, as "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		{in: "deal 5H | 6H | 7H | 8H | 9H | 10H | JH", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the hands dealt, 2 to 6 of them, as "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		{in: "deal 5H | 6H | -", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the last hand is none: leave it out`},
		{in: "deal 5H 6H | 6H 5H 7H", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": hand 2: 5H 6H dealt twice`},
		{in: "deal 5H | ZZ", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": hand 2: "ZZ" is not a card, or is given twice`},
		{in: "deal 5H | 6H crib", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the cards to the crib: none given`},
		{in: "deal 5H | 6H crib ZZ", err: `want "deal" or "deal HAND | HAND ... [crib CARDS]": the cards to the crib: "ZZ" is not a card, or is given twice`},
		{in: "deal 5H | -", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{set("5H")}}},
		{in: "deal - | 6H crib 7H", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{0, set("6H")}, FromPack: set("7H")}},
		{in: "go x", err: `want "go SEAT": "x" is not a number`},
		{in: "go", err: `want "go SEAT": no seat`},
		{in: "go 1 2", err: `want "go SEAT": "2" is more than it takes`},
		{in: "choose dealer 2", want: crib.ChooseDealer{Seat: 2}},
		{in: "Refuse  Peg Out 1", want: crib.RefusePegOut{Seat: 1}},
		{in: "frob", err: `no such action`},
	} {
		got, err := crib.ParseAction(tc.in)
		if tc.err != "" {
			want := fmt.Sprintf("crib: invalid syntax: action %.80q: %s", tc.in, tc.err)
			if err == nil || err.Error() != want || !errors.Is(err, crib.ErrSyntax) {
				t.Errorf("ParseAction(%q) = %#v, %v; want the error %s", tc.in, got, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseAction(%q): %v", tc.in, err)
			continue
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("ParseAction(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}
