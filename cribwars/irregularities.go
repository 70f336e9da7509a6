package cribwars

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// The rulings on the sixteen Crib Wars irregularities, each a pure function
// from the facts of the incident to a Ruling (see irregular.go for the
// types).

// AskedForHelp rules on the Crib Wars irregularity 1: no player may ask an
// opponent for help, and there the text is cut off. It forbids asking
// opponents for help but states no outcome, so the ruling is no penalty,
// with a note. (A side that refuses a penalty the players agree on falls
// under item 11.) The error wraps [crib.ErrBadSeat].
func AskedForHelp(t Table, asker int) (Ruling, error) {
	if err := t.check(asker); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 1, Offender: asker,
		Note: "item 1 is cut off after \"or\": it forbids asking opponents for help but states no penalty"}, nil
}

// DealerCardExposed rules on the Crib Wars irregularity 2: a dealer's card
// exposed in the deal lets the non-dealer call for a new deal, if it has not
// looked at its own cards. looked[s] says whether side s has looked at any of
// its cards (the dealer's entry is not read); every non-dealer side that has
// not may call for a new deal. No points. Errors wrap [crib.ErrBadSeat] (looked
// must have one entry a side).
func DealerCardExposed(t Table, looked []bool) (Ruling, error) {
	if err := t.checkLooked(looked); err != nil {
		return Ruling{}, err
	}
	return t.dealerExposed(2, looked), nil
}

func (t Table) checkLooked(looked []bool) error {
	if err := t.check(); err != nil {
		return err
	}
	if len(looked) != t.Sides {
		return fmt.Errorf("cribwars: %w: %d looked entries for %s", crib.ErrBadSeat, len(looked), codec.Count(t.Sides, "side"))
	}
	return nil
}

func (t Table) dealerExposed(item int, looked []bool) Ruling {
	r := Ruling{Item: item, Offender: NoSide}
	for _, s := range t.others(t.Dealer) {
		if !looked[s] {
			r.Choices = append(r.Choices, Choice{Side: s, Option: CallNewDeal, Of: NoSide})
		}
	}
	return r
}

// NonDealerCardExposed rules on the Crib Wars irregularity 3: a
// non-dealer's card exposed in the deal scores the non-dealer 2, and lets it
// call for a new deal if it has not looked at its other cards. owner is the
// non-dealer side whose card was exposed; looked[s] says whether side s has
// looked at its cards. The dealer, who exposed the card, is the offender, so
// by the Crib Wars penalty rule every non-dealer side scores 2
// ([Table.Penalty]); the owner may call for a new deal if it has not looked.
// Errors wrap [crib.ErrBadSeat] (the owner must not be the dealer).
func NonDealerCardExposed(t Table, owner int, looked []bool) (Ruling, error) {
	if err := t.checkLooked(looked); err != nil {
		return Ruling{}, err
	}
	if err := t.check(owner); err != nil || owner == t.Dealer {
		return Ruling{}, fmt.Errorf("cribwars: %w: side %d is not a non-dealer", crib.ErrBadSeat, owner)
	}
	return t.nonDealerExposed(3, owner, looked), nil
}

func (t Table) nonDealerExposed(item, owner int, looked []bool) Ruling {
	r := Ruling{Item: item, Offender: t.Dealer, Points: t.penalty(t.Dealer)}
	if !looked[owner] {
		r.Choices = []Choice{{Side: owner, Option: CallNewDeal, Of: NoSide}}
	}
	return r
}

// TooFewCards rules on the Crib Wars irregularity 4: a player dealt too few
// cards means a new deal. short is the side that received too few. No
// points. The error wraps [crib.ErrBadSeat].
func TooFewCards(t Table, short int) (Ruling, error) {
	if err := t.check(short); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 4, Offender: t.Dealer, NewDeal: true}, nil
}

// NonDealerTooMany rules on the Crib Wars irregularity 5: a non-dealer dealt
// too many cards scores 2, and a new deal is needed if the error is noticed
// before the hand is picked up. side is the non-dealer side that got too
// many; beforePickup says whether it noticed before picking up its hand.
//
// Reading: the sentence's middle clause could go with either half. This
// package reads the two points as unconditional (the dealer misdealt: by the
// Crib Wars penalty rule every non-dealer side scores 2) and the new deal as
// required when the error is noticed before the hand is picked up. Noticed
// later, the text does not say what becomes of the extra cards; the ruling
// says so in its Note (item 9 corrects a hand that is wrong when the cards go
// to the crib). Errors wrap [crib.ErrBadSeat] (side must not be the dealer).
func NonDealerTooMany(t Table, side int, beforePickup bool) (Ruling, error) {
	if err := t.check(side); err != nil || side == t.Dealer {
		return Ruling{}, fmt.Errorf("cribwars: %w: side %d is not a non-dealer", crib.ErrBadSeat, side)
	}
	r := Ruling{Item: 5, Offender: t.Dealer, Points: t.penalty(t.Dealer), NewDeal: beforePickup}
	if !beforePickup {
		r.Note = "noticed after the hand was picked up: the text does not say what becomes of the extra cards (see item 9)"
	}
	return r, nil
}

// DealerTooMany rules on the Crib Wars irregularity 6: a dealer dealt too
// many cards lets the non-dealer call for a new deal or draw a card from the
// dealer's hand. extra is how many cards too many (at least 1). The
// non-dealer may call for a new deal or draw from the dealer's hand, one
// card for each card too many (the text speaks of one card, the usual case).
// With three sides both options go to the pone, the side at the dealer's
// left: two sides drawing from one hand would leave the dealer short. No
// points. Errors wrap [crib.ErrBadSeat] and ErrNoIrregularity (extra below 1).
func DealerTooMany(t Table, extra int) (Ruling, error) {
	if err := t.check(); err != nil {
		return Ruling{}, err
	}
	if extra < 1 {
		return Ruling{}, fmt.Errorf("cribwars: %w: the dealer has %s too many", ErrNoIrregularity, codec.Count(extra, "card"))
	}
	p := t.Pone()
	return Ruling{Item: 6, Offender: t.Dealer, Choices: []Choice{
		{Side: p, Option: CallNewDeal, Of: NoSide},
		{Side: p, Option: DrawFromDealer, Cards: extra, Of: t.Dealer},
	}}, nil
}

// NotOneAtATime rules on the Crib Wars irregularity 7: cards not dealt one
// at a time mean a new deal. No points. The error wraps [crib.ErrBadSeat].
func NotOneAtATime(t Table) (Ruling, error) {
	if err := t.check(); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 7, Offender: t.Dealer, NewDeal: true}, nil
}

// FaceUpInPack rules on the Crib Wars irregularity 8: a card face up in the
// pack is ruled as a card exposed in the deal. owner is the side the card
// was dealt to: the dealer's is ruled as item 2 ([DealerCardExposed]), a
// non-dealer's as item 3 ([NonDealerCardExposed]). A face-up card dealt to
// nobody (owner NoSide, found in the rest of the pack) is not covered by
// either; this package rules it as item 2, the dealer's pack being at fault:
// every non-dealer side that has not looked may call for a new deal, and the
// Note says so. The ruling's Item is 8. Errors wrap [crib.ErrBadSeat].
func FaceUpInPack(t Table, owner int, looked []bool) (Ruling, error) {
	if err := t.checkLooked(looked); err != nil {
		return Ruling{}, err
	}
	switch {
	case owner == NoSide:
		r := t.dealerExposed(8, looked)
		r.Note = "a face-up card dealt to nobody: ruled as the dealer's card exposed (item 2)"
		return r, nil
	case owner == t.Dealer:
		return t.dealerExposed(8, looked), nil
	}
	if err := t.check(owner); err != nil {
		return Ruling{}, err
	}
	return t.nonDealerExposed(8, owner, looked), nil
}

// MiscountAtCrib rules on the Crib Wars irregularity 9, when the cards are put into the crib and a
// count is wrong. side is the side whose hand is wrong and handBy how many
// cards too many (> 0) or too few (< 0) it holds; cribBy is the same for the
// crib. (side is not read when handBy is 0.)
//
//   - A hand wrong, the crib right: the other player may call for a new
//     deal, or score 2 and correct the hand by adding or taking away a card.
//     Every opponent of the side with the wrong hand is offered both; the
//     correction is -handBy cards.
//   - The hands right, the crib wrong: the non-dealer scores 2 and the crib
//     is corrected. The dealer is the offender: every non-dealer side scores
//     2, and the crib is corrected by -cribBy.
//   - A hand and the crib both wrong: the text gives no ruling (ErrNotCovered).
//   - Nothing wrong: ErrNoIrregularity.
//
// Which cards are added or taken away the text does not say. Errors wrap
// [crib.ErrBadSeat] too.
func MiscountAtCrib(t Table, side, handBy, cribBy int) (Ruling, error) {
	if err := t.check(); err != nil {
		return Ruling{}, err
	}
	switch {
	case handBy == 0 && cribBy == 0:
		return Ruling{}, fmt.Errorf("cribwars: %w: every hand and the crib are right", ErrNoIrregularity)
	case handBy != 0 && cribBy != 0:
		return Ruling{}, fmt.Errorf("cribwars: %w: item 9 rules on a wrong hand with the crib right, or a wrong crib with the hands right, not both wrong", ErrNotCovered)
	case handBy == 0:
		return Ruling{Item: 9, Offender: t.Dealer, Points: t.penalty(t.Dealer),
			Corrections: []Correction{{Side: NoSide, Crib: true, Cards: -cribBy}}}, nil
	}
	if err := t.check(side); err != nil {
		return Ruling{}, err
	}
	r := Ruling{Item: 9, Offender: side}
	for _, o := range t.others(side) {
		r.Choices = append(r.Choices,
			Choice{Side: o, Option: CallNewDeal, Of: NoSide},
			Choice{Side: o, Option: ScoreAndCorrect, Points: PenaltyPoints, Cards: -handBy, Of: side})
	}
	return r, nil
}

// FalseGo rules on the Crib Wars irregularity 10: a player who says go
// holding a card that fits under 31 may not put it right once an opponent
// has played a card; the cards that should have been played are dead, and
// the other player scores two (the text is cut off there; read as two
// points).
//
// offender called go holding hand at count (0 to 30); opponentPlayed says
// whether an opponent has since played a card. Before that the offender may
// correct the error (play a card; the text states no penalty). After it, the
// cards that could have been played (value at most 31 - count, by
// [score.Value]) are dead, and by the Crib Wars penalty rule every opponent
// scores 2. Dead is the text's word: such a card may not be played in the
// rest of the play; the text does not say whether it still counts in the
// show. Errors: [crib.ErrBadSeat], ErrBadCards (hand not distinct standard cards, count
// out of range), ErrNoIrregularity (no card in hand could be played: the go
// was true).
func FalseGo(t Table, offender int, hand []cards.Card, count int, opponentPlayed bool) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	if count < 0 || count > 30 {
		return Ruling{}, fmt.Errorf("cribwars: %w: a count of %d (a go is called at 0 to 30)", ErrBadCards, count)
	}
	var seen cards.Set
	var dead []cards.Card
	for _, c := range hand {
		if !c.IsStandard() || seen.Has(c) {
			return Ruling{}, fmt.Errorf("cribwars: %w: %v in hand %v", ErrBadCards, c, hand)
		}
		seen = seen.With(c)
		if score.Value(c) <= 31-count {
			dead = append(dead, c)
		}
	}
	if len(dead) == 0 {
		return Ruling{}, fmt.Errorf("cribwars: %w: no card of %s can be played at %d", ErrNoIrregularity, cards.FormatList(hand), count)
	}
	if !opponentPlayed {
		return Ruling{Item: 10, Offender: offender, Choices: []Choice{{Side: offender, Option: CorrectGo, Of: NoSide}}}, nil
	}
	return Ruling{Item: 10, Offender: offender, Points: t.penalty(offender), Dead: dead,
		Note: "item 10 is cut off after \"scores two\": read as two points"}, nil
}

// RefusedPenalty rules on the Crib Wars irregularity 11: a player who refuses
// to pay a penalty lets the opponent claim the game. Every opponent of
// offender may claim the game. The error wraps [crib.ErrBadSeat].
func RefusedPenalty(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 11, Offender: offender,
		Choices: choices(t.others(offender), Choice{Option: ClaimGame, Of: NoSide})}, nil
}

// OverPegged rules on the Crib Wars irregularity 12: an opponent of a player
// who pegs too many points may make it move back the extra points, and may
// score as many itself. extra is how many points too many offender pegged. Every opponent may demand the move
// back (a [Track.Back] of extra holes; once is enough) and may score extra
// points (Points, which it may decline: as a penalty's points, by the Crib
// Wars rule, they go to every opponent). Errors wrap [crib.ErrBadSeat] and
// ErrNoIrregularity (extra below 1).
func OverPegged(t Table, offender, extra int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	if extra < 1 {
		return Ruling{}, fmt.Errorf("cribwars: %w: %s too many", ErrNoIrregularity, codec.Count(extra, "point"))
	}
	r := Ruling{Item: 12, Offender: offender,
		Choices: choices(t.others(offender), Choice{Option: DemandMoveBack, Points: extra, Of: offender})}
	for _, o := range t.others(offender) {
		r.Points = append(r.Points, Points{Side: o, Points: extra})
	}
	return r, nil
}

// PegMishap is what happened to pegs, for items 13 and 14.
type PegMishap uint8

// The mishaps of items 13 and 14.
const (
	RemovedOwnBoth        PegMishap = iota + 1 // 13: a side accidentally removed both its own pegs
	RemovedOpponentsFront                      // 13: a side removed an opponent's front peg
	DislodgedOwnFront                          // 14: a side accidentally dislodged its own front peg
	DislodgedOwnBoth                           // 14: a side accidentally dislodged both its pegs
	BothFrontsDislodged                        // 14: both players dislodged their front pegs at once
	MovedOutOfTurn                             // 14: a side moved its peg out of turn
)

// PegIncident is the facts of a mishap with pegs (items 13 and 14).
type PegIncident struct {
	Mishap PegMishap `json:"mishap"`
	Side   int       `json:"side"`   // the side that did it (for BothFrontsDislodged, one of the two)
	Victim int       `json:"victim"` // RemovedOpponentsFront: the side whose front peg was removed
	// Agreed: the players agree where the dislodged peg(s) were
	// (DislodgedOwnFront, BothFrontsDislodged).
	Agreed bool `json:"agreed"`
	// Back: where Side's back peg is (DislodgedOwnFront, when not Agreed).
	Back Peg `json:"back"`
}

// PegRuling rules on the Crib Wars irregularities 13 and 14, mishaps with
// pegs.
//
// The Crib Wars irregularity 13: a player who accidentally removes both its
// pegs gives its opponent 2 points (every opponent, by the Crib Wars penalty
// rule; the text does not say where the pegs go back). A player who removes
// an opponent's front peg lets that opponent claim (the text is cut off
// there; read as claim the game): the Victim may claim the game.
//
// The Crib Wars irregularity 14: a player who accidentally dislodges its own
// front peg puts it behind the back peg, unless both players agree where it
// was. Agreed: no change. Otherwise the front peg goes one hole behind the
// back peg ([Track.Back] of 1), so the back peg, at Back, now leads and the
// side's last score is lost; the PegFix gives Front as the new front position
// (the old back peg's hole) and Back as one hole behind it. A player who
// dislodges both its pegs lets the opponent put them back where it judges
// they were, or claim the game: every opponent is offered both. Both players
// dislodging their front pegs at once must agree where they go, or the game
// is void: not Agreed, the game is void. A player who moves its peg out of
// turn gives its opponents 2 points.
//
// Removing (13) and dislodging (14) both happen to both pegs; this package
// keeps the text's two rulings apart: removing is lifting pegs out, dislodging
// is knocking them loose. b is needed only for DislodgedOwnFront (to place the
// peg behind the back one). Errors wrap [crib.ErrBadSeat], ErrNoSuchHole and
// ErrNoIrregularity (an unknown mishap).
func PegRuling(t Table, b Track, in PegIncident) (Ruling, error) {
	if err := t.check(in.Side); err != nil {
		return Ruling{}, err
	}
	switch in.Mishap {
	case RemovedOwnBoth:
		return Ruling{Item: 13, Offender: in.Side, Points: t.penalty(in.Side),
			Note: "the text does not say where the removed pegs go back"}, nil
	case RemovedOpponentsFront:
		if err := t.check(in.Victim); err != nil || in.Victim == in.Side {
			return Ruling{}, fmt.Errorf("cribwars: %w: victim %d is not an opponent of side %d", crib.ErrBadSeat, in.Victim, in.Side)
		}
		return Ruling{Item: 13, Offender: in.Side,
			Choices: []Choice{{Side: in.Victim, Option: ClaimGame, Of: NoSide}},
			Note:    "item 13 is cut off after \"may claim the\": read as claim the game"}, nil
	case DislodgedOwnFront:
		r := Ruling{Item: 14, Offender: in.Side}
		if in.Agreed {
			r.Note = "the players agree where the peg was: it goes back there"
			return r, nil
		}
		behind, err := b.Back(in.Back, 1)
		if err != nil {
			return Ruling{}, err
		}
		r.Pegs = []PegFix{{Side: in.Side, Front: in.Back, Back: behind}}
		return r, nil
	case DislodgedOwnBoth:
		r := Ruling{Item: 14, Offender: in.Side}
		for _, o := range t.others(in.Side) {
			r.Choices = append(r.Choices,
				Choice{Side: o, Option: RepositionPegs, Of: in.Side},
				Choice{Side: o, Option: ClaimGame, Of: NoSide})
		}
		return r, nil
	case BothFrontsDislodged:
		r := Ruling{Item: 14, Offender: NoSide, Void: !in.Agreed}
		if in.Agreed {
			r.Note = "the players agree where the front pegs go"
		}
		return r, nil
	case MovedOutOfTurn:
		return Ruling{Item: 14, Offender: in.Side, Points: t.penalty(in.Side)}, nil
	}
	return Ruling{}, fmt.Errorf("cribwars: %w: unknown peg mishap %d", ErrNoIrregularity, in.Mishap)
}

// MixedWithCrib rules on the Crib Wars irregularity 15: a player who mixes
// its cards with the crib gives its opponent 2 points, and there is a new
// deal. Every opponent of offender scores 2 (the Crib Wars penalty rule) and
// there is a new deal; the points stand. The error wraps [crib.ErrBadSeat].
func MixedWithCrib(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 15, Offender: offender, Points: t.penalty(offender), NewDeal: true}, nil
}

// HandledDeck rules on the Crib Wars irregularity 16: a player who handles
// the pack other than to cut it gives its opponents 2 points. Every opponent
// of offender scores 2. The error wraps [crib.ErrBadSeat].
func HandledDeck(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 16, Offender: offender, Points: t.penalty(offender)}, nil
}
