package crib

import "fmt"

// The events of the mechanics for variants: folding, sitting out, points
// offered to be taken or declined.

// Folded reports a side folding its hands (and its crib, if it dealt) for
// the rest of the deal ([Game.Fold]).
type Folded struct {
	Side  int `json:"side"`
	Sides int `json:"sides"`
}

// Describe implements Event.
func (e Folded) Describe(names []string) string {
	return fmt.Sprintf("%s %s for the rest of the deal.", sideName(names, e.Side, e.Sides), sideVerb(names, e.Sides, "folds", "fold"))
}

// SatOut reports a side sitting out the next deal ([Game.SitOut]), and who
// deals it: the dealer, or, when the dealer's side sits out, the next player
// to the left who plays.
type SatOut struct {
	Side   int `json:"side"`
	Sides  int `json:"sides"`
	Dealer int `json:"dealer"`
}

// Describe implements Event.
func (e SatOut) Describe(names []string) string {
	return fmt.Sprintf("%s %s out the deal; %s deals.", sideName(names, e.Side, e.Sides), sideVerb(names, e.Sides, "sits", "sit"), seatName(names, e.Dealer))
}

// Offered reports points offered to a side that may take or decline them
// ([Rules.Declinable]): penalty points, or points taken by muggins. GiveBack is
// the side that pegs muggins points the caller declines (gives back), or NoSeat
// for penalty points, which a side that declines them leaves unpegged.
type Offered struct {
	Side     int       `json:"side"`
	Sides    int       `json:"sides"`
	Seat     int       `json:"seat"` // the seat the points are pegged for if taken (the muggins caller), or NoSeat for the side
	Points   int       `json:"points"`
	Kind     ScoreKind `json:"kind"` // ScorePenalty, ScoreCorrection or ScoreMuggins
	Rule     string    `json:"rule"`
	GiveBack int       `json:"give_back"`
	// GiveBackSeat is the seat that missed the muggins points (NoSeat for
	// penalty points).
	GiveBackSeat int `json:"give_back_seat"`
}

// Describe implements Event.
func (e Offered) Describe(names []string) string {
	who := sideName(names, e.Side, e.Sides)
	what := Score{Kind: e.Kind, Rule: e.Rule}.What()
	if e.GiveBack >= 0 {
		return fmt.Sprintf("%s may keep %s for %s or give them back to %s.", who, plural(e.Points, "point"), what, sideName(names, e.GiveBack, e.Sides))
	}
	return fmt.Sprintf("%s may take %s for %s or decline them.", who, plural(e.Points, "point"), what)
}

// Declined reports a side declining points offered to it; GiveBack is the
// side they went back to (muggins), or NoSeat.
type Declined struct {
	Side     int `json:"side"`
	Sides    int `json:"sides"`
	Points   int `json:"points"`
	GiveBack int `json:"give_back"`
}

// Describe implements Event.
func (e Declined) Describe(names []string) string {
	who := sideName(names, e.Side, e.Sides)
	if e.GiveBack >= 0 {
		return fmt.Sprintf("%s %s %s back to %s.", who, sideVerb(names, e.Sides, "gives", "give"), plural(e.Points, "point"), sideName(names, e.GiveBack, e.Sides))
	}
	return fmt.Sprintf("%s %s %s.", who, sideVerb(names, e.Sides, "declines", "decline"), plural(e.Points, "point"))
}
