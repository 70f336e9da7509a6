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
		{in: "ruling 0", err: `want "ruling OFFENDER RULE ..."`},
		{in: "ruling", err: `want "ruling OFFENDER RULE ..."`},
		{in: `ruling "0" 8.8`, err: `want "ruling OFFENDER RULE ..."`},
		{in: "ruling x 8.8", err: `"x" is not a seat`},
		{in: "ruling 1 8.8 move", err: `"move" wants a value`},
		{in: "ruling 1 8.8 bogus 3", err: `"bogus" is not a part of a ruling (judges, move, pegs, record, forfeit, award, penalty, no-muggins, count, text)`},
		{in: "ruling 1 8.8 record x", err: `"x" is not a number`},
		{in: "ruling 1 8.8 move 3/2 pegs 3/2", err: `"pegs" out of place in a ruling`},
		{in: "ruling 1 8.8 no-muggins no-muggins", err: `"no-muggins" out of place in a ruling`},
		{in: `ruling 1 8.8 "judges" x`, err: `"judges" out of place in a ruling`},
		{in: `ruling 1 8.8 text "abc`, err: `an unfinished quotation: "abc`},
		{in: `ruling 1 8.8 text "a"b`, err: `text after a quotation: b`},
		{in: "", err: "empty"},
		{in: " \t ", err: "empty"},
		{in: "go 1\ngo 2", err: "not one line"},
		{in: "claim 1", err: "claim takes 2 numbers"},
		{in: "claim x 2", err: `"x" is not a number`},
		{in: "muggins 1 2", err: "muggins takes 3 numbers"},
		{in: "MUGGINS 1  2\t3", want: crib.CallMuggins{Caller: 1, Target: 2, Asked: 3}},
		{in: "lay 1", err: "lay takes a seat and a card"},
		{in: "lay x 5H", err: `want "lay SEAT CARD"`},
		{in: "lay 1 5h", want: crib.Lay{Seat: 1, Card: c("5H")}},
		{in: "mix", err: `want "mix SEAT" or "mix SEAT crib"`},
		{in: "mix 1 2 3", err: `want "mix SEAT" or "mix SEAT crib"`},
		{in: "mix x", err: `"x" is not a number`},
		{in: "mix 1 crib", want: crib.Mix{Seat: 1, Crib: true}},
		{in: "discard", err: `want "discard SEAT CARDS"`},
		{in: "discard 1 5H 5H", err: `want "discard SEAT CARDS": "5H" is not a card, or is given twice`},
		{in: "discard 0 5H KS", want: crib.Discard{Seat: 0, Cards: set("5H", "KS")}},
		{in: "adjust 1 2", err: `want "adjust SIDE POINTS RULE"`},
		{in: "adjust x 2 r", err: `want "adjust SIDE POINTS RULE"`},
		{in: "discard x 5H", err: `want "discard SEAT CARDS"`},
		{in: `award 1 2 "r" x`, err: `want "award SIDE POINTS RULE": a quotation that is not the whole text: "r" x`},
		{in: "adjust 1 -15 8.4b", want: crib.Adjust{Side: 1, Points: -15, Rule: "8.4b"}},
		{in: `award 0 20 "leaving the box"`, want: crib.Award{Side: 0, Points: 20, Rule: "leaving the box"}},
		{in: "cut ZZ", err: `want "cut", "cut at DEPTH" or "cut CARD"`},
		{in: "cut at", err: `want "cut", "cut at DEPTH" or "cut CARD"`},
		{in: "cut at 99999999999", err: `"99999999999" is not a number`},
		{in: "cut at 12", want: crib.CutAt{Depth: 12}},
		{in: "cut for deal with -- 4H", want: crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.NoCard, c("4H")}}},
		{in: "cut for deal with 4H --", err: "the last seat named cuts no card"},
		{in: "cut for deal with 4H ZZ", err: `"ZZ" is not a card`},
		{in: "cut for deal with 4H 5H 6H 7H 8H 9H 10H", err: "no such action"},
		{in: "deal 5H", err: `want "deal", "deal from" and 52 cards, or the hands dealt: "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		{in: "deal 5H | 6H | 7H | 8H | 9H | 10H | JH", err: `want "deal", "deal from" and 52 cards, or the hands dealt: "deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D"`},
		{in: "deal 5H | 6H | -", err: "the last hand is none: leave it out"},
		{in: "deal 5H 6H | 6H 5H 7H", err: "hand 2: 5H 6H dealt twice"},
		{in: "deal 5H | ZZ", err: `hand 2: "zz" is not a card, or is given twice`},
		{in: "deal 5H | 6H crib", err: "the cards to the crib: none given"},
		{in: "deal 5H | 6H crib ZZ", err: `the cards to the crib: "zz" is not a card, or is given twice`},
		{in: "deal 5H | -", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{set("5H")}}},
		{in: "deal - | 6H crib 7H", want: crib.DealHands{Hands: [crib.MaxSeats]cards.Set{0, set("6H")}, FromPack: set("7H")}},
		{in: "go x", err: `"x" is not a number`},
		{in: "go", err: "no such action"},
		{in: "go 1 2", err: "no such action"},
		{in: "choose dealer 2", want: crib.ChooseDealer{Seat: 2}},
		{in: "Refuse  Peg Out 1", want: crib.RefusePegOut{Seat: 1}},
		{in: "frob", err: "no such action"},
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
