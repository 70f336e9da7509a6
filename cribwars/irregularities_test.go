package cribwars_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

var (
	two   = cribwars.Table{Sides: 2, Dealer: 0} // A deals, B is the non-dealer
	three = cribwars.Table{Sides: 3, Dealer: 1} // B deals; C is the pone, A the third
)

func pts(side, n int) cribwars.Points { return cribwars.Points{Side: side, Points: n} }

func newDeal(side int) cribwars.Choice {
	return cribwars.Choice{Side: side, Option: cribwars.CallNewDeal, Of: cribwars.NoSide}
}

func claim(side int) cribwars.Choice {
	return cribwars.Choice{Side: side, Option: cribwars.ClaimGame, Of: cribwars.NoSide}
}

// One case for every sentence of the list of irregularities that states an
// outcome, for two sides and, where the reading differs, three.
var irregularities = []struct {
	name string
	rule func() (cribwars.Ruling, error)
	want cribwars.Ruling
}{
	// 1. Asking an opponent for help (the text is cut off).
	{"1: asking for help: the text states no penalty",
		func() (cribwars.Ruling, error) { return cribwars.AskedForHelp(two, 1) },
		cribwars.Ruling{Item: 1, Offender: 1}},

	// 2. A dealer's card exposed in the deal: a new deal, if the non-dealer
	// has not looked.
	{"2: dealer's card exposed, non-dealer has not looked: may call a new deal",
		func() (cribwars.Ruling, error) { return cribwars.DealerCardExposed(two, []bool{true, false}) },
		cribwars.Ruling{Item: 2, Offender: cribwars.NoSide, Choices: []cribwars.Choice{newDeal(1)}}},
	{"2: dealer's card exposed, non-dealer has looked: play on",
		func() (cribwars.Ruling, error) { return cribwars.DealerCardExposed(two, []bool{false, true}) },
		cribwars.Ruling{Item: 2, Offender: cribwars.NoSide}},
	{"2: three sides: each non-dealer that has not looked",
		func() (cribwars.Ruling, error) { return cribwars.DealerCardExposed(three, []bool{false, false, true}) },
		cribwars.Ruling{Item: 2, Offender: cribwars.NoSide, Choices: []cribwars.Choice{newDeal(0)}}},

	// 3. A non-dealer's card exposed: the non-dealer scores 2, and a new deal
	// if it has not looked.
	{"3: non-dealer's card exposed, not looked: 2 points and may call a new deal",
		func() (cribwars.Ruling, error) { return cribwars.NonDealerCardExposed(two, 1, []bool{false, false}) },
		cribwars.Ruling{Item: 3, Offender: 0, Points: []cribwars.Points{pts(1, 2)}, Choices: []cribwars.Choice{newDeal(1)}}},
	{"3: non-dealer's card exposed, looked: 2 points only",
		func() (cribwars.Ruling, error) { return cribwars.NonDealerCardExposed(two, 1, []bool{false, true}) },
		cribwars.Ruling{Item: 3, Offender: 0, Points: []cribwars.Points{pts(1, 2)}}},
	{"3: three sides: both non-dealers score 2, the owner may call a new deal",
		func() (cribwars.Ruling, error) {
			return cribwars.NonDealerCardExposed(three, 2, []bool{false, false, false})
		},
		cribwars.Ruling{Item: 3, Offender: 1, Points: []cribwars.Points{pts(0, 2), pts(2, 2)}, Choices: []cribwars.Choice{newDeal(2)}}},

	// 4. Too few cards dealt: a new deal.
	{"4: too few cards to the non-dealer: new deal",
		func() (cribwars.Ruling, error) { return cribwars.TooFewCards(two, 1) },
		cribwars.Ruling{Item: 4, Offender: 0, NewDeal: true}},
	{"4: too few cards to the dealer: new deal",
		func() (cribwars.Ruling, error) { return cribwars.TooFewCards(two, 0) },
		cribwars.Ruling{Item: 4, Offender: 0, NewDeal: true}},

	// 5. A non-dealer dealt too many: it scores 2, and a new deal if it notices
	// before picking up its hand.
	{"5: non-dealer too many, noticed before pick-up: 2 points and a new deal",
		func() (cribwars.Ruling, error) { return cribwars.NonDealerTooMany(two, 1, true) },
		cribwars.Ruling{Item: 5, Offender: 0, Points: []cribwars.Points{pts(1, 2)}, NewDeal: true}},
	{"5: non-dealer too many, noticed after pick-up: 2 points, no new deal",
		func() (cribwars.Ruling, error) { return cribwars.NonDealerTooMany(two, 1, false) },
		cribwars.Ruling{Item: 5, Offender: 0, Points: []cribwars.Points{pts(1, 2)}}},

	// 6. The dealer dealt too many: a new deal, or a card drawn from the
	// dealer's hand.
	{"6: dealer too many: new deal or draw from the dealer's hand",
		func() (cribwars.Ruling, error) { return cribwars.DealerTooMany(two, 1) },
		cribwars.Ruling{Item: 6, Offender: 0, Choices: []cribwars.Choice{newDeal(1),
			{Side: 1, Option: cribwars.DrawFromDealer, Cards: 1, Of: 0}}}},
	{"6: three sides: the pone chooses",
		func() (cribwars.Ruling, error) { return cribwars.DealerTooMany(three, 2) },
		cribwars.Ruling{Item: 6, Offender: 1, Choices: []cribwars.Choice{newDeal(2),
			{Side: 2, Option: cribwars.DrawFromDealer, Cards: 2, Of: 1}}}},

	// 7. Cards not dealt one at a time: a new deal.
	{"7: not dealt one at a time: new deal",
		func() (cribwars.Ruling, error) { return cribwars.NotOneAtATime(two) },
		cribwars.Ruling{Item: 7, Offender: 0, NewDeal: true}},

	// 8. A card face up in the pack: as a card exposed in the deal.
	{"8: face up, dealt to the dealer: as item 2",
		func() (cribwars.Ruling, error) { return cribwars.FaceUpInPack(two, 0, []bool{false, false}) },
		cribwars.Ruling{Item: 8, Offender: cribwars.NoSide, Choices: []cribwars.Choice{newDeal(1)}}},
	{"8: face up, dealt to the non-dealer: as item 3",
		func() (cribwars.Ruling, error) { return cribwars.FaceUpInPack(two, 1, []bool{false, false}) },
		cribwars.Ruling{Item: 8, Offender: 0, Points: []cribwars.Points{pts(1, 2)}, Choices: []cribwars.Choice{newDeal(1)}}},
	{"8: face up, dealt to nobody: as item 2",
		func() (cribwars.Ruling, error) {
			return cribwars.FaceUpInPack(two, cribwars.NoSide, []bool{false, false})
		},
		cribwars.Ruling{Item: 8, Offender: cribwars.NoSide, Choices: []cribwars.Choice{newDeal(1)}}},

	// 9. A hand with the wrong number of cards at the crib, the crib right:
	// a new deal, or 2 points and the hand corrected.
	{"9: non-dealer's hand one too many, crib right: dealer may call a new deal or score 2 and correct",
		func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, 1, 1, 0) },
		cribwars.Ruling{Item: 9, Offender: 1, Choices: []cribwars.Choice{newDeal(0),
			{Side: 0, Option: cribwars.ScoreAndCorrect, Points: 2, Cards: -1, Of: 1}}}},
	{"9: dealer's hand one short, crib right",
		func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, 0, -1, 0) },
		cribwars.Ruling{Item: 9, Offender: 0, Choices: []cribwars.Choice{newDeal(1),
			{Side: 1, Option: cribwars.ScoreAndCorrect, Points: 2, Cards: 1, Of: 0}}}},
	// The hands right, the crib wrong: the non-dealer scores 2 and the crib
	// is corrected.
	{"9: hands right, crib one short: non-dealer scores 2, crib corrected",
		func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, cribwars.NoSide, 0, -1) },
		cribwars.Ruling{Item: 9, Offender: 0, Points: []cribwars.Points{pts(1, 2)},
			Corrections: []cribwars.Correction{{Side: cribwars.NoSide, Crib: true, Cards: 1}}}},
	{"9: three sides, crib one too many: both non-dealers score 2",
		func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(three, cribwars.NoSide, 0, 1) },
		cribwars.Ruling{Item: 9, Offender: 1, Points: []cribwars.Points{pts(0, 2), pts(2, 2)},
			Corrections: []cribwars.Correction{{Side: cribwars.NoSide, Crib: true, Cards: -1}}}},

	// 10. A false go: once an opponent has played, the cards that should
	// have been played are dead and the other player scores two (cut off).
	{"10: false go, opponent has played: playable cards dead, 2 to the other",
		func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 1, cards.MustParseList("3H KS AC"), 27, true)
		},
		cribwars.Ruling{Item: 10, Offender: 1, Points: []cribwars.Points{pts(0, 2)}, Dead: cards.MustParseList("3H AC")}},
	{"10: false go, opponent has not played: may correct",
		func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 1, cards.MustParseList("3H KS AC"), 27, false)
		},
		cribwars.Ruling{Item: 10, Offender: 1, Choices: []cribwars.Choice{{Side: 1, Option: cribwars.CorrectGo, Of: cribwars.NoSide}}}},

	// 11. Refusing to pay a penalty: the opponent may claim the game.
	{"11: refusing a penalty: the opponent may claim the game",
		func() (cribwars.Ruling, error) { return cribwars.RefusedPenalty(two, 0) },
		cribwars.Ruling{Item: 11, Offender: 0, Choices: []cribwars.Choice{claim(1)}}},
	{"11: three sides: either opponent may claim the game",
		func() (cribwars.Ruling, error) { return cribwars.RefusedPenalty(three, 0) },
		cribwars.Ruling{Item: 11, Offender: 0, Choices: []cribwars.Choice{claim(1), claim(2)}}},

	// 12. Pegging too many: the opponent may make the player move back the
	// extra points, and may score as many.
	{"12: pegged 3 too many: move back 3 on demand, opponent may add 3",
		func() (cribwars.Ruling, error) { return cribwars.OverPegged(two, 1, 3) },
		cribwars.Ruling{Item: 12, Offender: 1, Points: []cribwars.Points{pts(0, 3)},
			Choices: []cribwars.Choice{{Side: 0, Option: cribwars.DemandMoveBack, Points: 3, Of: 1}}}},

	// 13. Removing both one's own pegs: the opponent scores 2.
	{"13: removes both own pegs: opponent scores 2",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.RemovedOwnBoth, Side: 0})
		},
		cribwars.Ruling{Item: 13, Offender: 0, Points: []cribwars.Points{pts(1, 2)}}},
	// Removing an opponent's front peg: the opponent may claim (cut off).
	{"13: removes the opponent's front peg: the opponent may claim the game",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.RemovedOpponentsFront, Side: 0, Victim: 1})
		},
		cribwars.Ruling{Item: 13, Offender: 0, Choices: []cribwars.Choice{claim(1)}}},

	// 14. Dislodging one's own front peg: it goes behind the back peg, unless
	// the players agree where it was.
	{"14: own front peg dislodged: behind the back peg",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.DislodgedOwnFront, Side: 1, Back: main(40)})
		},
		cribwars.Ruling{Item: 14, Offender: 1, Pegs: []cribwars.PegFix{{Side: 1, Front: main(40), Back: main(39)}}}},
	{"14: own front peg dislodged, both agree where it was: back there",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.DislodgedOwnFront, Side: 1, Agreed: true})
		},
		cribwars.Ruling{Item: 14, Offender: 1}},
	// Dislodging both one's pegs: the opponent may put them back, or claim the
	// game.
	{"14: both own pegs dislodged: opponent repositions them or claims the game",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.DislodgedOwnBoth, Side: 1})
		},
		cribwars.Ruling{Item: 14, Offender: 1, Choices: []cribwars.Choice{
			{Side: 0, Option: cribwars.RepositionPegs, Of: 1}, claim(0)}}},
	// Both front pegs dislodged at once: the players agree where they go, or
	// the game is void.
	{"14: both front pegs dislodged, no agreement: the game is void",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.BothFrontsDislodged, Side: 0})
		},
		cribwars.Ruling{Item: 14, Offender: cribwars.NoSide, Void: true}},
	{"14: both front pegs dislodged, agreed: play on",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.BothFrontsDislodged, Side: 0, Agreed: true})
		},
		cribwars.Ruling{Item: 14, Offender: cribwars.NoSide}},
	// Moving a peg out of turn: the opponents score 2.
	{"14: peg moved out of turn: opponent scores 2",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.MovedOutOfTurn, Side: 0})
		},
		cribwars.Ruling{Item: 14, Offender: 0, Points: []cribwars.Points{pts(1, 2)}}},
	{"14: three sides, peg moved out of turn: both opponents score 2",
		func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(three, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.MovedOutOfTurn, Side: 2})
		},
		cribwars.Ruling{Item: 14, Offender: 2, Points: []cribwars.Points{pts(0, 2), pts(1, 2)}}},

	// 15. Mixing one's cards with the crib: the opponent scores 2 and there is
	// a new deal.
	{"15: cards mixed with the crib: 2 to the opponent and a new deal",
		func() (cribwars.Ruling, error) { return cribwars.MixedWithCrib(two, 1) },
		cribwars.Ruling{Item: 15, Offender: 1, Points: []cribwars.Points{pts(0, 2)}, NewDeal: true}},

	// 16. Handling the pack other than to cut it: the opponents score 2.
	{"16: handling the deck: 2 to the opponent",
		func() (cribwars.Ruling, error) { return cribwars.HandledDeck(two, 0) },
		cribwars.Ruling{Item: 16, Offender: 0, Points: []cribwars.Points{pts(1, 2)}}},
	{"16: three sides: 2 to each opponent",
		func() (cribwars.Ruling, error) { return cribwars.HandledDeck(three, 0) },
		cribwars.Ruling{Item: 16, Offender: 0, Points: []cribwars.Points{pts(1, 2), pts(2, 2)}}},
}

func TestIrregularities(t *testing.T) {
	for _, tc := range irregularities {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.rule()
			if err != nil {
				t.Fatal(err)
			}
			// Notes are checked where they matter, below.
			if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreFields(cribwars.Ruling{}, "Note"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ruling (-want +got):\n%s\n%v", diff, got)
			}
			if got.String() == "" {
				t.Error("empty String")
			}
		})
	}
}

// The gaps in the text are noted in the rulings.
func TestIrregularityNotes(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule func() (cribwars.Ruling, error)
	}{
		{"1 cut off", func() (cribwars.Ruling, error) { return cribwars.AskedForHelp(two, 0) }},
		{"5 after pick-up", func() (cribwars.Ruling, error) { return cribwars.NonDealerTooMany(two, 1, false) }},
		{"8 dealt to nobody", func() (cribwars.Ruling, error) {
			return cribwars.FaceUpInPack(two, cribwars.NoSide, []bool{false, false})
		}},
		{"10 cut off", func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 0, cards.MustParseList("AC"), 30, true)
		}},
		{"13 cut off", func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.RemovedOpponentsFront, Victim: 1})
		}},
	} {
		r, err := tc.rule()
		if err != nil || r.Note == "" {
			t.Errorf("%s: no note (%v)", tc.name, err)
		}
	}
}

func TestIrregularityErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule func() (cribwars.Ruling, error)
		want error
	}{
		{"four sides", func() (cribwars.Ruling, error) { return cribwars.HandledDeck(cribwars.Table{Sides: 4}, 0) }, crib.ErrBadSeat},
		{"offender out of range", func() (cribwars.Ruling, error) { return cribwars.MixedWithCrib(two, 2) }, crib.ErrBadSeat},
		{"dealer out of range", func() (cribwars.Ruling, error) { return cribwars.NotOneAtATime(cribwars.Table{Sides: 2, Dealer: 2}) }, crib.ErrBadSeat},
		{"looked list too short", func() (cribwars.Ruling, error) { return cribwars.DealerCardExposed(three, []bool{false}) }, crib.ErrBadSeat},
		{"3: the owner is the dealer", func() (cribwars.Ruling, error) { return cribwars.NonDealerCardExposed(two, 0, []bool{false, false}) }, crib.ErrBadSeat},
		{"5: the dealer is not a non-dealer", func() (cribwars.Ruling, error) { return cribwars.NonDealerTooMany(two, 0, true) }, crib.ErrBadSeat},
		{"6: no extra cards", func() (cribwars.Ruling, error) { return cribwars.DealerTooMany(two, 0) }, cribwars.ErrNoIrregularity},
		{"8: owner out of range", func() (cribwars.Ruling, error) { return cribwars.FaceUpInPack(two, 5, []bool{false, false}) }, crib.ErrBadSeat},
		{"9: nothing wrong", func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, 0, 0, 0) }, cribwars.ErrNoIrregularity},
		{"9: hand and crib both wrong: not covered", func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, 1, 1, -1) }, cribwars.ErrNotCovered},
		{"9: wrong hand of no side", func() (cribwars.Ruling, error) { return cribwars.MiscountAtCrib(two, 7, 1, 0) }, crib.ErrBadSeat},
		{"10: the go was true", func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 0, cards.MustParseList("KC QD"), 22, true)
		}, cribwars.ErrNoIrregularity},
		{"10: a joker", func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 0, []cards.Card{cards.Joker}, 2, true)
		}, cribwars.ErrBadCards},
		{"10: a card twice", func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 0, cards.MustParseList("AC AC"), 2, true)
		}, cribwars.ErrBadCards},
		{"10: count 31", func() (cribwars.Ruling, error) {
			return cribwars.FalseGo(two, 0, cards.MustParseList("AC"), 31, true)
		}, cribwars.ErrBadCards},
		{"12: no extra points", func() (cribwars.Ruling, error) { return cribwars.OverPegged(two, 0, 0) }, cribwars.ErrNoIrregularity},
		{"13: removing one's own front peg is not item 13's", func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.RemovedOpponentsFront, Side: 1, Victim: 1})
		}, crib.ErrBadSeat},
		{"14: back peg off the board", func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: cribwars.DislodgedOwnFront, Side: 1, Back: main(500)})
		}, cribwars.ErrNoSuchHole},
		{"unknown mishap", func() (cribwars.Ruling, error) {
			return cribwars.PegRuling(two, cribwars.PlainTrack(), cribwars.PegIncident{Mishap: 99})
		}, cribwars.ErrNoIrregularity},
	} {
		if _, err := tc.rule(); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}
