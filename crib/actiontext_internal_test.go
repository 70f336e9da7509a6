package crib

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// anyAction draws an action of any type with any fields: numbers far out of
// range, bytes that are no card, any text.
func anyAction(t *rapid.T) Action {
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
	var cuts [MaxSeats]cards.Card
	var hands [MaxSeats]cards.Set
	var pack [52]cards.Card
	for i := range cuts {
		cuts[i], hands[i] = card("cut"), set("hand")
	}
	for i := range pack {
		pack[i] = card("pack card")
	}
	r := Ruling{Rule: text("rule"), Judges: text("judges"), Move: rapid.Bool().Draw(t, "move"), Pegs: Pegs{n("front"), n("rear")},
		Record: n("record"), Forfeit: n("forfeit"), Award: n("award"), Penalty: n("penalty"), NoMuggins: rapid.Bool().Draw(t, "nm"),
		Count: Settle(rapid.IntRange(0, 4).Draw(t, "count")), Text: text("text")}
	return rapid.SampledFrom([]Action{
		CutForDeal{}, CutForDealWith{cuts}, ChooseDealer{n("s")}, Deal{}, DealFrom{pack}, DealHands{hands, set("from")},
		Discard{n("s"), set("discard")}, Cut{}, CutAt{n("depth")}, CutStarter{card("starter")}, Lay{n("s"), card("lay")},
		Count{}, Claim{n("s"), n("p")}, Accept{n("s")}, CallMuggins{n("a"), n("b"), n("c")}, Correct{n("a"), n("b")},
		Retract{n("s")}, PegOut{n("s")}, RefusePegOut{n("s")}, TakeOffer{n("s")}, DeclineOffer{n("s")},
		Adjust{n("s"), n("p"), text("adjust")}, Award{n("s"), n("p"), text("award")}, SitOut{n("s")}, Fold{n("s")},
		Go{n("s")}, Concede{n("s")}, Mix{n("s"), rapid.Bool().Draw(t, "crib")}, ApplyRuling{n("s"), r},
	}).Draw(t, "action")
}

// TestActionTextRoundTrip: the text of any action, when it has one, reads
// back to it; an action whose cards are cards and whose numbers are in
// range always has one, whatever its texts hold.
func TestActionTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := anyAction(t)
		text, err := actionText.Text(a)
		if err != nil {
			if !errors.Is(err, ErrBadRecord) {
				t.Fatalf("%#v: %v does not wrap ErrBadRecord", a, err)
			}
			if sane(a) {
				t.Fatalf("%#v has no text: %v", a, err)
			}
			return
		}
		back, err := ParseAction(string(text))
		if err != nil || back != a {
			t.Fatalf("%q reads back as %#v, %v; want %#v", text, back, err, a)
		}
	})
}

// sane reports whether a is an action that must have a text: every number
// within a billion, every card a standard card, every text no longer than
// a line holds (of the actions whose parts are free).
func sane(a Action) bool {
	in := func(ns ...int) bool {
		for _, n := range ns {
			if n < -codec.MaxNumber || n > codec.MaxNumber {
				return false
			}
		}
		return true
	}
	switch a := a.(type) {
	case Claim:
		return in(a.Seat, a.Points)
	case CallMuggins:
		return in(a.Caller, a.Target, a.Asked)
	case Adjust:
		return in(a.Side, a.Points)
	case Award:
		return in(a.Side, a.Points)
	case Lay:
		return in(a.Seat) && a.Card.IsStandard()
	case Accept:
		return in(a.Seat)
	case Mix:
		return in(a.Seat)
	case ApplyRuling:
		r := a.Ruling
		return in(a.Offender, r.Pegs.Front, r.Pegs.Rear, r.Record, r.Forfeit, r.Award, r.Penalty) && r.Count <= SettleForfeit && r.Rule != ""
	}
	return false
}

// FuzzParseAction: ParseAction never panics, and an action it reads has a
// text that reads back to it.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"lay 1 5H", "discard 0 5H 5C", "claim 1 8", "muggins 0 1 2", "go 1", "deal", "cut", "cut JD",
		"cut at 10", "cut for deal with -- 4H 8C", "deal AS 3S 8S JH KC | - | AH 4C 5D 5S 10S crib 3D", "mix 1 crib",
		"adjust 1 -15 8.4b", `award 1 20 "leaving the box"`, `ruling 1 9.3a judges "retrieve it" award 2 count record text "x"`,
		"ruling 0 8.5b move 40/39 forfeit 6 no-muggins", "refuse peg out 1", "take offer 0", "choose dealer 2",
		"deal from " + cardList(cards.StandardDeck().Cards())} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("%q: %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, err := actionText.Text(a)
		if err != nil {
			t.Fatalf("%q reads as %#v, which has no text: %v", s, a, err)
		}
		if back, err := ParseAction(string(text)); err != nil || back != a {
			t.Fatalf("%q reads as %#v, written %q, which reads back as %#v, %v", s, a, text, back, err)
		}
	})
}
