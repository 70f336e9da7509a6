package crib

import "fmt"

// The events of claimed mode and of the rulings.

// Claimed reports a player's claim in claimed mode: the points announced
// and pegged (the engine's verdict follows in other events).
type Claimed struct {
	Seat   int       `json:"seat"`
	Kind   ScoreKind `json:"kind"` // the scoring moment claimed (ScoreClaim for several)
	Points int       `json:"points"`
}

func (e Claimed) Describe(names []string) string {
	what := ""
	switch e.Kind {
	case ScoreHand:
		what = " for the hand"
	case ScoreCrib:
		what = " for the crib"
	case ScoreHeels:
		what = " for his heels"
	case ScoreGo:
		what = " for the go"
	case ScoreLast:
		what = " for last card"
	case ScorePenalty:
		what = " for the penalty"
	case ScoreCorrection:
		what = " for the error"
	case ScoreMuggins:
		what = " for muggins"
	}
	return fmt.Sprintf("%s claims %d%s.", seatName(names, e.Seat), e.Points, what)
}

// MugginsCalled reports a muggins call (rule 10.4): the caller asked for
// Asked points missed by Target; Awarded is what the caller pegs (the lesser
// of asked and missed), or, when the call was wrong (no points were missed in
// an open window), Wrong is set and Target's side pegs Asked as a penalty.
type MugginsCalled struct {
	Caller  int  `json:"caller"`
	Target  int  `json:"target"`
	Asked   int  `json:"asked"`
	Awarded int  `json:"awarded"`
	Wrong   bool `json:"wrong"`
}

func (e MugginsCalled) Describe(names []string) string {
	c, t := seatName(names, e.Caller), seatName(names, e.Target)
	if e.Wrong {
		return fmt.Sprintf("%s calls \"muggins for %d\" on %s: no muggins; %s takes the %d (rule 10.4a).", c, e.Asked, t, t, e.Asked)
	}
	return fmt.Sprintf("%s calls \"muggins for %d\" on %s and takes %d (rule 10.4a).", c, e.Asked, t, e.Awarded)
}

// OverpegCorrected reports an overpeg put right under rule 8.4c: found by
// the opponent (By on another side: the peg goes back and By's side scores
// the error) or by the pegger (By == Target: back without penalty).
type OverpegCorrected struct {
	By     int `json:"by"`
	Target int `json:"target"`
	Excess int `json:"excess"`
}

func (e OverpegCorrected) Describe(names []string) string {
	if e.By == e.Target {
		return fmt.Sprintf("%s finds the overpeg of %d and pegs back without penalty (rule 8.4c).", seatName(names, e.By), e.Excess)
	}
	return fmt.Sprintf("%s finds %s's overpeg of %d (rule 8.4c).", seatName(names, e.By), seatName(names, e.Target), e.Excess)
}

// JudgesCalled reports a moment where the rules say judges must be called;
// the engine applies the ruling the rule prescribes.
type JudgesCalled struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

func (e JudgesCalled) Describe([]string) string {
	return fmt.Sprintf("Judges are called (rule %s): %s.", e.Rule, e.Reason)
}

// PegOutReminded reports rule 8.11: the player pegged short of the game
// hole the true score reaches, and the opponent reminds them to peg out.
type PegOutReminded struct {
	Seat int `json:"seat"`
}

func (e PegOutReminded) Describe(names []string) string {
	return fmt.Sprintf("%s is reminded to peg out (rule 8.11).", seatName(names, e.Seat))
}

// Accepted reports the acceptance of a count (rule 9.2b, 9.2d): the windows
// for muggins and corrections on it close.
type Accepted struct {
	Seat int  `json:"seat"`
	Crib bool `json:"crib"`
}

func (e Accepted) Describe(names []string) string {
	what := "hand"
	if e.Crib {
		what = "crib"
	}
	return fmt.Sprintf("%s accepts the %s count.", seatName(names, e.Seat), what)
}

// Forfeited reports points a player loses without a peg moving: a score
// not pegged out (rule 8.11a), a hand or crib mixed with the pack (9.4), a
// score not recorded after pegs were removed (8.5).
type Forfeited struct {
	Seat   int    `json:"seat"`
	Points int    `json:"points"`
	Rule   string `json:"rule"`
}

func (e Forfeited) Describe(names []string) string {
	return fmt.Sprintf("%s forfeits %s (rule %s).", seatName(names, e.Seat), plural(e.Points, "point"), e.Rule)
}

// ClaimTakenBack reports a claim taken back so that its count is settled
// again: by a ruling on the count (Rule names it: rules 8.5, 8.8, 8.9, 9.4)
// or by the player correcting a claim of no count (rule 10.4d). The board
// goes back to what it was before the claim (Board), and with it whatever
// followed on the claim (a muggins call, a correction).
type ClaimTakenBack struct {
	Seat   int    `json:"seat"`
	Points int    `json:"points"` // the points the claim pegged
	Rule   string `json:"rule"`
	Board  Board  `json:"board"`
}

func (e ClaimTakenBack) Describe(names []string) string {
	return fmt.Sprintf("%s's claim of %s is taken back (rule %s).", seatName(names, e.Seat), plural(e.Points, "point"), e.Rule)
}

// Mixed reports a player mixing its hand, or the crib, with other cards
// ([Game.Mix]), and the rule that applies: 9.4a (its hand, forfeited), 9.4b
// (the dealer's crib, forfeited), 9.4c (the crib mixed by the pone: two
// points to the nonoffenders), 9.2d (the crib mixed after it was counted:
// accepted), or 9.4 (a count already confirmed: no penalty). The
// consequences follow as their own events.
type Mixed struct {
	Seat int    `json:"seat"`
	Crib bool   `json:"crib"`
	Rule string `json:"rule"`
}

func (e Mixed) Describe(names []string) string {
	what := "the hand"
	if e.Crib {
		what = "the crib"
	}
	s := fmt.Sprintf("%s mixes %s with other cards", seatName(names, e.Seat), what)
	switch e.Rule {
	case "9.4":
		return s + ": the count was confirmed, no penalty (rule 9.4)."
	case "9.2d":
		return s + ", accepting its count (rule 9.2d)."
	case "9.4c":
		return s + " before it is counted (rule 9.4c)."
	}
	return s + " before its count is confirmed (rule " + e.Rule + ")."
}

// Conceded reports a player conceding the game in match play (rule 8.11b):
// the same as the other side pegging out; Winner is that side.
type Conceded struct {
	Seat   int `json:"seat"`
	Winner int `json:"winner"`
	Sides  int `json:"sides"`
}

func (e Conceded) Describe(names []string) string {
	return fmt.Sprintf("%s concedes the game to %s (rule 8.11b).", seatName(names, e.Seat), sideName(names, e.Winner, e.Sides))
}
