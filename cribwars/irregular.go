package cribwars

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
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
// The irregularities are written for two players, the dealer and the
// non-dealer. With three sides this package reads the non-dealer as every
// side but the dealer's, and the other player or the opponent as every
// opponent of the side concerned, except where a ruling says otherwise.
type Table struct {
	Sides  int `json:"sides"`
	Dealer int `json:"dealer"`
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
		return fmt.Errorf("cribwars: %w: %s; Crib Wars has 2 or 3", crib.ErrBadSeat, codec.Count(t.Sides, "side"))
	}
	if t.Dealer < 0 || t.Dealer >= t.Sides {
		return fmt.Errorf("cribwars: %w: dealer %d of %s", crib.ErrBadSeat, t.Dealer, codec.Count(t.Sides, "side"))
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

// Points is points a side scores by a ruling. By the Crib Wars penalty rule
// every penalty's points go to each opponent of the offender, and each may
// decline them. They are scores: peg them with [Track.Move] (special holes
// act), not as awards.
type Points struct {
	Side   int `json:"side"`
	Points int `json:"points"`
}

// Penalty returns the points of a penalty of 2 against offender (the Crib
// Wars penalty rule): where cribbage gives one opponent 2 points, every
// other side scores 2, and each may decline them. In a game of teams the
// offender's partner is on the offender's side and scores nothing. The
// error wraps [crib.ErrBadSeat].
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

// Choice is an option a ruling offers a side. A side offered several
// choices by one ruling takes at most one of them; every choice may be left
// untaken. Where several sides are offered the same option, the first to take
// it acts for all.
type Choice struct {
	Side   int    `json:"side"` // the side that may choose
	Option Option `json:"option"`
	Points int    `json:"points"` // ScoreAndCorrect: points scored; DemandMoveBack: holes back
	Cards  int    `json:"cards"`  // DrawFromDealer: cards drawn; ScoreAndCorrect: cards added (> 0) or taken away (< 0)
	Of     int    `json:"of"`     // the side acted on (ScoreAndCorrect, RepositionPegs, DemandMoveBack); NoSide otherwise
}

// Correction corrects the number of cards in a side's hand, or in the crib:
// Cards added (> 0) or taken away (< 0). The rules do not say which cards.
type Correction struct {
	Side  int  `json:"side"` // the side whose hand it is; NoSide for the crib
	Crib  bool `json:"crib"` // the crib, not a hand
	Cards int  `json:"cards"`
}

// PegFix puts a side's front peg back after a dislodged peg (item 14): Front
// is where the front peg goes and Back where the back peg stays.
type PegFix struct {
	Side  int `json:"side"`
	Front Peg `json:"front"`
	Back  Peg `json:"back"`
}

// Ruling is the ruling on an irregularity: who scores what, whether there
// is a new deal, what sides may choose, what is corrected. The game applies
// it.
type Ruling struct {
	Item     int `json:"item"`     // the irregularity's number in the rules' list, 1 to 16
	Offender int `json:"offender"` // the side at fault, or NoSide

	Points      []Points     `json:"points"`      // penalty points: each side may decline its points
	NewDeal     bool         `json:"new_deal"`    // there must be a new deal
	Choices     []Choice     `json:"choices"`     // what sides may choose to do
	Corrections []Correction `json:"corrections"` // card counts corrected
	Dead        []cards.Card `json:"dead"`        // cards dead in the play (item 10): they may not be played
	Pegs        []PegFix     `json:"pegs"`        // pegs put back (item 14)
	Void        bool         `json:"void"`        // the game is void (item 14)

	// Note says what the rules text leaves open in this ruling (a sentence
	// cut off, a case not covered), or is empty.
	Note string `json:"note"`
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
