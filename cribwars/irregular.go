package cribwars

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// PenaltyPoints is what a penalty scores for each opponent of the offender.
const PenaltyPoints = 2

// NoSide stands for "no side" where a ruling takes a side: a face-up card
// in the pack that was dealt to nobody, a ruling with no offender.
const NoSide = -1

// Table says who is at the table for a ruling: how many sides there are (2
// for two players or two teams, 3 for three players or three teams) and which
// side deals. Sides are numbered in the order they sit, clockwise, so the side
// after the dealer's is at the dealer's left: the pone, who leads.
//
// The irregularities are written for two players, "the dealer" and "the non
// dealer". With three sides this package reads "the non dealer" as every side
// but the dealer's, and "the other player" and "their opponent" as every
// opponent of the side concerned, except where a ruling says otherwise.
type Table struct {
	Sides  int
	Dealer int
}

// Pone returns the side at the dealer's left, or NoSide for a table of no
// sides.
func (t Table) Pone() int {
	if t.Sides <= 0 {
		return NoSide
	}
	return (t.Dealer + 1) % t.Sides
}

func (t Table) check(sides ...int) error {
	if t.Sides != 2 && t.Sides != 3 {
		return fmt.Errorf("cribwars: %w: %d sides; Crib Wars has 2 or 3", crib.ErrBadSeat, t.Sides)
	}
	if t.Dealer < 0 || t.Dealer >= t.Sides {
		return fmt.Errorf("cribwars: %w: dealer %d of %d sides", crib.ErrBadSeat, t.Dealer, t.Sides)
	}
	for _, s := range sides {
		if s < 0 || s >= t.Sides {
			return fmt.Errorf("cribwars: %w: side %d of %d", crib.ErrBadSeat, s, t.Sides)
		}
	}
	return nil
}

// others returns every side but s, in order.
func (t Table) others(s int) []int {
	var o []int
	for i := range t.Sides {
		if i != s {
			o = append(o, i)
		}
	}
	return o
}

// Points is points a side scores by a ruling. Every penalty's points may be
// declined: "If a player would get two points in cribbage because of a
// penalty, then all other opponents will count two points except the
// offender. If they want the points." They are scores: peg them with
// [Board.Move] (special holes act), not as awards.
type Points struct {
	Side   int
	Points int
}

// Penalty returns the points of a penalty of 2 against offender: 2 to every
// other side, each of which may decline them. The rules text: "If a player
// would get two points in cribbage because of a penalty, then all other
// opponents will count two points except the offender. If they want the
// points." In a game of teams the offender's partner is on the offender's
// side and scores nothing. The error wraps crib.ErrBadSeat.
func (t Table) Penalty(offender int) ([]Points, error) {
	if err := t.check(offender); err != nil {
		return nil, err
	}
	return t.penalty(offender), nil
}

func (t Table) penalty(offender int) []Points {
	var ps []Points
	for _, s := range t.others(offender) {
		ps = append(ps, Points{Side: s, Points: PenaltyPoints})
	}
	return ps
}

// Option is something a ruling lets a side choose to do.
type Option uint8

// The options of the rulings.
const (
	CallNewDeal     Option = iota + 1 // call for a new deal
	DrawFromDealer                    // draw Cards cards from the dealer's hand (item 6)
	ScoreAndCorrect                   // score Points and correct side Of's hand by Cards cards (item 9)
	ClaimGame                         // claim the game (items 11, 13, 14)
	RepositionPegs                    // put side Of's pegs where it judges they were (item 14)
	DemandMoveBack                    // make side Of move back Points holes (item 12)
	CorrectGo                         // play the card after a false go, the opponent not having played (item 10)
)

// String names the option.
func (o Option) String() string {
	switch o {
	case CallNewDeal:
		return "call for a new deal"
	case DrawFromDealer:
		return "draw from the dealer's hand"
	case ScoreAndCorrect:
		return "score and correct the hand"
	case ClaimGame:
		return "claim the game"
	case RepositionPegs:
		return "reposition the pegs"
	case DemandMoveBack:
		return "demand a move back"
	case CorrectGo:
		return "correct the go"
	}
	return fmt.Sprintf("Option(%d)", uint8(o))
}

// Choice is an option a ruling offers a side. A side offered several
// choices by one ruling takes at most one of them; every choice may be left
// untaken. Where several sides are offered the same option, the first to take
// it acts for all.
type Choice struct {
	Side   int // the side that may choose
	Option Option
	Points int // ScoreAndCorrect: points scored; DemandMoveBack: holes back
	Cards  int // DrawFromDealer: cards drawn; ScoreAndCorrect: cards added (> 0) or taken away (< 0)
	Of     int // the side acted on (ScoreAndCorrect, RepositionPegs, DemandMoveBack); NoSide otherwise
}

// Correction corrects the number of cards in a side's hand, or in the crib:
// Cards added (> 0) or taken away (< 0). The rules do not say which cards.
type Correction struct {
	Side  int  // the side whose hand it is; NoSide for the crib
	Crib  bool // the crib, not a hand
	Cards int
}

// PegFix puts a side's front peg back after a dislodged peg (item 14): Front
// is where the front peg goes and Back where the back peg stays.
type PegFix struct {
	Side        int
	Front, Back Peg
}

// Ruling is the ruling on an irregularity: who scores what, whether there
// is a new deal, what sides may choose, what is corrected. The game applies
// it.
type Ruling struct {
	Item     int // the irregularity's number in the rules' list, 1 to 16
	Offender int // the side at fault, or NoSide

	Points      []Points     // penalty points: each side may decline its points
	NewDeal     bool         // there must be a new deal
	Choices     []Choice     // what sides may choose to do
	Corrections []Correction // card counts corrected
	Dead        []cards.Card // cards dead in the play (item 10): they may not be played
	Pegs        []PegFix     // pegs put back (item 14)
	Void        bool         // the game is void (item 14)

	// Note says what the rules text leaves open in this ruling (a sentence
	// cut off, a case not covered), or is empty.
	Note string
}

// String says the ruling in one line: "irregularity 3: side B scores 2 (may
// decline); side B may call for a new deal".
func (r Ruling) String() string {
	var parts []string
	for _, p := range r.Points {
		parts = append(parts, fmt.Sprintf("side %s scores %d (may decline)", SideName(p.Side), p.Points))
	}
	for _, c := range r.Corrections {
		what := "the crib"
		if !c.Crib {
			what = fmt.Sprintf("side %s's hand", SideName(c.Side))
		}
		parts = append(parts, fmt.Sprintf("%s is corrected by %s", what, signedCards(c.Cards)))
	}
	if len(r.Dead) > 0 {
		parts = append(parts, fmt.Sprintf("%s dead", cards.FormatList(r.Dead)))
	}
	for _, f := range r.Pegs {
		parts = append(parts, fmt.Sprintf("side %s's front peg goes to %v, back peg at %v", SideName(f.Side), f.Front, f.Back))
	}
	if r.NewDeal {
		parts = append(parts, "new deal")
	}
	if r.Void {
		parts = append(parts, "the game is void")
	}
	for _, c := range r.Choices {
		parts = append(parts, "side "+SideName(c.Side)+" may "+c.say())
	}
	if len(parts) == 0 {
		parts = append(parts, "no penalty")
	}
	s := fmt.Sprintf("irregularity %d: %s", r.Item, strings.Join(parts, "; "))
	if r.Note != "" {
		s += " [" + r.Note + "]"
	}
	return s
}

func (c Choice) say() string {
	switch c.Option {
	case DrawFromDealer:
		return fmt.Sprintf("draw %s from the dealer's hand", countCards(c.Cards))
	case ScoreAndCorrect:
		return fmt.Sprintf("score %d and correct side %s's hand by %s", c.Points, SideName(c.Of), signedCards(c.Cards))
	case RepositionPegs:
		return fmt.Sprintf("reposition side %s's pegs", SideName(c.Of))
	case DemandMoveBack:
		return fmt.Sprintf("make side %s move back %d", SideName(c.Of), c.Points)
	}
	return c.Option.String()
}

func countCards(n int) string { return fmt.Sprintf("%d %s", n, plural(n, "card", "cards")) }

func signedCards(n int) string {
	if n < 0 {
		return fmt.Sprintf("taking away %s", countCards(-n))
	}
	return fmt.Sprintf("adding %s", countCards(n))
}

func choices(sides []int, c Choice) []Choice {
	var cs []Choice
	for _, s := range sides {
		c.Side = s
		cs = append(cs, c)
	}
	return cs
}

// AskedForHelp rules on item 1: "No player can ask for help from
// opponent/(s) or" and there the text is cut off. It forbids asking
// opponents for help but states no outcome, so the ruling is no penalty,
// with a note. (A side that refuses a penalty the players agree on falls
// under item 11.) The error wraps crib.ErrBadSeat.
func AskedForHelp(t Table, asker int) (Ruling, error) {
	if err := t.check(asker); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 1, Offender: asker,
		Note: "item 1 is cut off after \"or\": it forbids asking opponents for help but states no penalty"}, nil
}

// DealerCardExposed rules on item 2: "If a dealer's card is exposed in
// dealing, the non dealer may call for a new deal if he has not looked at any
// of his or her cards." looked[s] says whether side s has looked at any of its
// cards (the dealer's entry is not read); every non-dealer side that has not
// may call for a new deal. No points. Errors wrap crib.ErrBadSeat (looked must have
// one entry a side).
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
		return fmt.Errorf("cribwars: %w: %d looked entries for %d sides", crib.ErrBadSeat, len(looked), t.Sides)
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

// NonDealerCardExposed rules on item 3: "If a non dealer's card is exposed
// in dealing, the non dealer scores two points and may call for a new deal if
// he or she has not looked at his remaining cards." owner is the non-dealer
// side whose card was exposed; looked[s] says whether side s has looked at its
// cards. The dealer, who exposed the card, is the offender, so by the Crib
// Wars penalty rule every non-dealer side scores 2 ([Penalty]); the owner may
// call for a new deal if it has not looked. Errors wrap crib.ErrBadSeat (the owner
// must not be the dealer).
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

// TooFewCards rules on item 4: "If either player receives less than the
// amount of cards required, there must be a new deal." short is the side
// that received too few. No points. The error wraps crib.ErrBadSeat.
func TooFewCards(t Table, short int) (Ruling, error) {
	if err := t.check(short); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 4, Offender: t.Dealer, NewDeal: true}, nil
}

// NonDealerTooMany rules on item 5: "If the non dealer gets more cards then
// her or she should, the non dealer scores two points, if he or she notices
// the error before picking up their hand, a new deal is required." side is the
// non-dealer side that got too many; beforePickup says whether it noticed
// before picking up its hand.
//
// Reading: the sentence's middle clause could go with either half. This
// package reads the two points as unconditional (the dealer misdealt: by the
// Crib Wars penalty rule every non-dealer side scores 2) and the new deal as
// required when the error is noticed before the hand is picked up. Noticed
// later, the text does not say what becomes of the extra cards; the ruling
// says so in its Note (item 9 corrects a hand that is wrong when the cards go
// to the crib). Errors wrap crib.ErrBadSeat (side must not be the dealer).
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

// DealerTooMany rules on item 6: "If the dealer gets too many cards, the non
// dealer may ask for a new deal, or pick a card from the dealer's hand."
// extra is how many cards too many (at least 1). The non-dealer may call for
// a new deal or draw from the dealer's hand, one card for each card too many
// (the text says "a card", the usual case of one). With three sides both
// options go to the pone, the side at the dealer's left: two sides drawing
// from one hand would leave the dealer short. No points. Errors wrap crib.ErrBadSeat
// and ErrNoIrregularity (extra below 1).
func DealerTooMany(t Table, extra int) (Ruling, error) {
	if err := t.check(); err != nil {
		return Ruling{}, err
	}
	if extra < 1 {
		return Ruling{}, fmt.Errorf("cribwars: %w: the dealer has %d cards too many", ErrNoIrregularity, extra)
	}
	p := t.Pone()
	return Ruling{Item: 6, Offender: t.Dealer, Choices: []Choice{
		{Side: p, Option: CallNewDeal, Of: NoSide},
		{Side: p, Option: DrawFromDealer, Cards: extra, Of: t.Dealer},
	}}, nil
}

// NotOneAtATime rules on item 7: "If the cards are not dealt one at a time,
// there must be a new deal." No points. The error wraps crib.ErrBadSeat.
func NotOneAtATime(t Table) (Ruling, error) {
	if err := t.check(); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 7, Offender: t.Dealer, NewDeal: true}, nil
}

// FaceUpInPack rules on item 8: "If a card is face up in the deck, this is
// the same as if a card was exposed in dealing." owner is the side the card
// was dealt to: the dealer's is ruled as item 2 ([DealerCardExposed]), a
// non-dealer's as item 3 ([NonDealerCardExposed]). A face-up card dealt to
// nobody (owner NoSide, found in the rest of the pack) is not covered by
// either; this package rules it as item 2, the dealer's pack being at fault:
// every non-dealer side that has not looked may call for a new deal, and the
// Note says so. The ruling's Item is 8. Errors wrap crib.ErrBadSeat.
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

// MiscountAtCrib rules on item 9, when the cards are put into the crib and a
// count is wrong. side is the side whose hand is wrong and handBy how many
// cards too many (> 0) or too few (< 0) it holds; cribBy is the same for the
// crib. (side is not read when handBy is 0.)
//
//   - A hand wrong, the crib right: "the other player may call for a new
//     deal, or score two points and correct the hand, by adding or
//     subtracting a card." Every opponent of the side with the wrong hand is
//     offered both; the correction is -handBy cards.
//   - The hands right, the crib wrong: "If both players hands are correct,
//     but the crib is wrong, the nondealer scores two points, and the crib is
//     corrected." The dealer is the offender: every non-dealer side scores 2,
//     and the crib is corrected by -cribBy.
//   - A hand and the crib both wrong: the text gives no ruling (ErrNotCovered).
//   - Nothing wrong: ErrNoIrregularity.
//
// Which cards are added or taken away the text does not say. Errors wrap
// crib.ErrBadSeat too.
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

// FalseGo rules on item 10: "If either player calls "GO" and can play a card
// in the count under 31, the player may not correct the error once his
// opponent plays a card, the cards that should have been played are dead, and
// the other player scores two" and there the text is cut off; "two" is read
// as two points.
//
// offender called go holding hand at count (0 to 30); opponentPlayed says
// whether an opponent has since played a card. Before that the offender may
// correct the error (play a card; the text states no penalty). After it, the
// cards that could have been played (value at most 31 - count, by
// [score.Value]) are dead, and by the Crib Wars penalty rule every opponent
// scores 2. "Dead" is the text's word: such a card may not be played in the
// rest of the play; the text does not say whether it still counts in the
// show. Errors: crib.ErrBadSeat, ErrBadCards (hand not distinct standard cards, count
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

// RefusedPenalty rules on item 11: "If a player refuses to pay a penalty for
// violating the rules, their opponent may claim the game." Every opponent of
// offender may claim the game. The error wraps crib.ErrBadSeat.
func RefusedPenalty(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 11, Offender: offender,
		Choices: choices(t.others(offender), Choice{Option: ClaimGame, Of: NoSide})}, nil
}

// OverPegged rules on item 12: "If a player pegs too many points, their
// opponent can demand that player to move back the number of extra points
// they took, and may add the same amount onto their score." extra is how
// many points too many offender pegged. Every opponent may demand the move
// back (a [Board.Back] of extra holes; once is enough) and may score extra
// points (Points, which it may decline: as a penalty's points, by the Crib
// Wars rule, they go to every opponent). Errors wrap crib.ErrBadSeat and
// ErrNoIrregularity (extra below 1).
func OverPegged(t Table, offender, extra int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	if extra < 1 {
		return Ruling{}, fmt.Errorf("cribwars: %w: %d points too many", ErrNoIrregularity, extra)
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
	Mishap PegMishap
	Side   int // the side that did it (for BothFrontsDislodged, one of the two)
	Victim int // RemovedOpponentsFront: the side whose front peg was removed
	// Agreed: the players agree where the dislodged peg(s) were
	// (DislodgedOwnFront, BothFrontsDislodged).
	Agreed bool
	// Back: where Side's back peg is (DislodgedOwnFront, when not Agreed).
	Back Peg
}

// PegRuling rules on items 13 and 14, mishaps with pegs.
//
// Item 13: "If a player accidentally removes both his or her pegs, their
// opponent scores two points." (every opponent, by the Crib Wars penalty
// rule; the text does not say where the pegs go back). "If a player removes
// their opponent's front peg, their opponent may claim the" and there the text
// is cut off; read as "claim the game": the Victim may claim the game.
//
// Item 14: "If a player accidentally dislocates their own front peg, they
// must place that peg behind the back peg, unless both players agree to where
// the peg was." Agreed: no change. Otherwise the front peg goes one hole
// behind the back peg ([Board.Back] of 1), so the back peg, at Back, now leads
// and the side's last score is lost; the PegFix gives Front as the new front
// position (the old back peg's hole) and Back as one hole behind it. "If a
// player accidentally dislodges both of their pegs, their opponent has the
// right to reposition the pegs. Or the opponent may claim the game." Every
// opponent is offered both. "If both players dislocate their front peg at the
// same time, both players must agree to where the front peg goes, or void the
// game." Not Agreed: the game is void. "If you move your peg out of turn,
// your opponent(s) scores two points."
//
// "Removes" (13) and "dislodges" (14) both happen to both pegs; this package
// keeps the text's two rulings apart: removing is lifting pegs out, dislodging
// is knocking them loose. b is needed only for DislodgedOwnFront (to place the
// peg behind the back one). Errors wrap crib.ErrBadSeat, ErrNoSuchHole and
// ErrNoIrregularity (an unknown mishap).
func PegRuling(t Table, b Board, in PegIncident) (Ruling, error) {
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

// MixedWithCrib rules on item 15: "If a player mixed their cards with the
// crib, their opponent scores two points, and there is a new deal." Every
// opponent of offender scores 2 (Crib Wars penalty rule) and there is a new
// deal; the points stand. The error wraps crib.ErrBadSeat.
func MixedWithCrib(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 15, Offender: offender, Points: t.penalty(offender), NewDeal: true}, nil
}

// HandledDeck rules on item 16: "If a player handles the deck, other than to
// cut the deck, the opponent/(s) scores two points." Every opponent of
// offender scores 2. The error wraps crib.ErrBadSeat.
func HandledDeck(t Table, offender int) (Ruling, error) {
	if err := t.check(offender); err != nil {
		return Ruling{}, err
	}
	return Ruling{Item: 16, Offender: offender, Points: t.penalty(offender)}, nil
}
