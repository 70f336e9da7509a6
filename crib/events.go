package crib

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// Event is something that happened in a game, as a transition reports it.
// The events of this package are the types in this file, claimevents.go and
// variantevents.go; a Pegger may report events of its own types.
type Event interface {
	// Describe says what happened in words a player uses, naming seat i
	// names[i] ("seat i" when names is too short).
	Describe(names []string) string
}

func seatName(names []string, s int) string {
	if s >= 0 && s < len(names) {
		return names[s]
	}
	return fmt.Sprintf("seat %d", s)
}

// sideName names a side by its players: "Ann", or "Ann & Cat".
func sideName(names []string, side, sides int) string {
	if sides <= 0 || len(names) < sides || side < 0 || side >= sides {
		return fmt.Sprintf("side %d", side)
	}
	var who []string
	for s := side; s < len(names); s += sides {
		who = append(who, names[s])
	}
	return strings.Join(who, " & ")
}

// sideVerb returns one for a side of one player, more for a partnership.
func sideVerb(names []string, sides int, one, more string) string {
	if sides > 0 && len(names) > sides {
		return more
	}
	return one
}

func plural(n int, one string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// DealerCut reports a round of the cut for the first deal: the card each
// cutting seat turned (NoCard for seats that did not cut this round), and the
// dealer, or -1 when the lowest cards tied and those players (Tied, a bit
// mask of seats) cut again.
type DealerCut struct {
	Cuts   [MaxSeats]cards.Card `json:"cuts"`
	Dealer int                  `json:"dealer"`
	Tied   uint8                `json:"tied"`
}

func (e DealerCut) Describe(names []string) string {
	var parts []string
	for s, c := range e.Cuts {
		if c != cards.NoCard {
			parts = append(parts, seatName(names, s)+" "+c.Unicode())
		}
	}
	out := "Cut for deal: " + strings.Join(parts, ", ")
	if e.Dealer < 0 {
		return out + "; a tie for low, cut again."
	}
	return out + "; " + seatName(names, e.Dealer) + " cuts low and deals."
}

// Dealt reports a deal: the dealer, each seat's cards, and the cards added
// to the crib from the pack. [SeenBy] empties the hands a seat may not see
// (Held cards each) and FromPack (PackCards).
type Dealt struct {
	Deal      int                 `json:"deal"` // 1 for the first deal of the game
	Dealer    int                 `json:"dealer"`
	Seats     int                 `json:"seats"`
	Hands     [MaxSeats]cards.Set `json:"hands"`
	FromPack  cards.Set           `json:"from_pack"`
	Out       uint8               `json:"out"` // the seats sitting out, dealt nothing ([SitOut])
	Held      int                 `json:"held,omitzero"`
	PackCards int                 `json:"pack_cards,omitzero"`
}

func (e Dealt) Describe(names []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Deal %d: %s deals.", e.Deal, seatName(names, e.Dealer))
	for s := range min(max(e.Seats, 0), len(e.Hands)) {
		if e.Out&(1<<s) != 0 {
			fmt.Fprintf(&b, " %s sits out.", seatName(names, s))
			continue
		}
		if e.Hands[s] == 0 && e.Held > 0 {
			fmt.Fprintf(&b, " %s: %s.", seatName(names, s), codec.Count(e.Held, "card"))
			continue
		}
		fmt.Fprintf(&b, " %s: %s.", seatName(names, s), setUnicode(e.Hands[s]))
	}
	if e.FromPack != 0 {
		fmt.Fprintf(&b, " From the pack to the crib: %s.", setUnicode(e.FromPack))
	} else if e.PackCards > 0 {
		fmt.Fprintf(&b, " From the pack to the crib: %s.", codec.Count(e.PackCards, "card"))
	}
	return b.String()
}

func setUnicode(s cards.Set) string { return cards.FormatUnicode(s.AppendTo(nil)) }

// Discarded reports a player's cards laid away: to the crib, or (the
// dealer's side, in a layout with DealerSideToBottom) to the bottom of the
// pack. To another seat ([SeenBy]) Cards is empty and Count says how many.
type Discarded struct {
	Seat   int       `json:"seat"`
	Cards  cards.Set `json:"cards"`
	ToCrib bool      `json:"to_crib"`
	Count  int       `json:"count,omitzero"`
}

func (e Discarded) Describe(names []string) string {
	where := "to the crib"
	if !e.ToCrib {
		where = "to the bottom of the pack"
	}
	what := setUnicode(e.Cards)
	if e.Cards == 0 && e.Count > 0 {
		what = codec.Count(e.Count, "card")
	}
	return fmt.Sprintf("%s lays %s away %s.", seatName(names, e.Seat), what, where)
}

// StarterTurned reports the cut for the starter: the cutting seat, how deep
// it cut, and the card turned.
type StarterTurned struct {
	Cutter  int        `json:"cutter"`
	Depth   int        `json:"depth"`
	Starter cards.Card `json:"starter"`
}

func (e StarterTurned) Describe(names []string) string {
	return fmt.Sprintf("%s cuts; the starter is %s.", seatName(names, e.Cutter), e.Starter.Unicode())
}

// Laid reports a card laid in the play, with everything it did (see
// PlayStep). The points it scores come in Pegged events after it.
type Laid struct {
	Step PlayStep `json:"step"`
}

func (e Laid) Describe(names []string) string {
	return fmt.Sprintf("%s lays %s: %d.", seatName(names, e.Step.Seat), e.Step.Card.Unicode(), e.Step.Score.Count)
}

// playWords says what a card scored without the points: "fifteen and a
// pair".
func playWords(p score.PlayScore) string {
	return strings.TrimSuffix(p.String(), fmt.Sprintf(" for %d", p.Points()))
}

var kindPhrases = map[ScoreKind]string{
	ScoreHeels: "his heels", ScoreGo: "the go", ScoreLast: "last card", ScoreHand: "the hand",
	ScoreCrib: "the crib", ScoreClaim: "the claim", ScorePenalty: "a penalty", ScoreMuggins: "muggins",
	ScoreCorrection: "a correction", ScoreAward: "an award", ScorePlace: "a placement",
}

// What says what the score is for, in the words [Pegged.Describe] uses: "the
// hand", "fifteen and a pair", "a penalty (rule 8.4b)". It is for programs
// that describe scores their own way (a board that shows where pegs land).
func (sc Score) What() string {
	what := kindPhrases[sc.Kind]
	if sc.Kind == ScorePlay {
		what = playWords(sc.Play)
	}
	if what == "" {
		what = sc.Kind.String()
	}
	if sc.Rule != "" {
		what += " (rule " + sc.Rule + ")"
	}
	return what
}

// GoSaid reports a player saying go: no card fits under 31.
type GoSaid struct {
	Seat  int `json:"seat"`
	Count int `json:"count"`
}

func (e GoSaid) Describe(names []string) string {
	return fmt.Sprintf("%s: go.", seatName(names, e.Seat))
}

// CountRestarted reports the count starting again from zero, and who leads
// (-1 when the play is over).
type CountRestarted struct {
	Leader int `json:"leader"`
}

func (e CountRestarted) Describe(names []string) string {
	if e.Leader < 0 {
		return "The play is over."
	}
	return fmt.Sprintf("The count starts again; %s leads.", seatName(names, e.Leader))
}

// Shown reports a hand or the crib laid out in the show, with its true
// points (which, in claimed mode, the player may not claim).
type Shown struct {
	Seat    int           `json:"seat"` // the seat counting (the dealer for the crib)
	Side    int           `json:"side"`
	Crib    bool          `json:"crib"`
	Cards   [4]cards.Card `json:"cards"`
	Starter cards.Card    `json:"starter"`
	Points  int           `json:"points"`
}

// Breakdown itemises the show (see [score.HandBreakdown] and CribBreakdown).
func (e Shown) Breakdown() (score.Breakdown, error) {
	b, err := score.HandBreakdown(e.Cards, e.Starter)
	if e.Crib {
		b, err = score.CribBreakdown(e.Cards, e.Starter)
	}
	if err != nil {
		return score.Breakdown{}, fmt.Errorf("crib: %w: %w", ErrBadCards, err)
	}
	return b, nil
}

func (e Shown) Describe(names []string) string {
	what := seatName(names, e.Seat) + "'s hand"
	if e.Crib {
		what = seatName(names, e.Seat) + "'s crib"
	}
	say := "nineteen"
	if b, err := e.Breakdown(); err == nil {
		say = b.Say()
	}
	return fmt.Sprintf("%s: %s with %s: %s.", what, cards.FormatUnicode(e.Cards[:]), e.Starter.Unicode(), say)
}

// Pegged reports one score recorded on the board: what it was, the side's
// pegs before, and the whole board after. A score of 0 (a zero hand, rule
// 8.2) touches no peg but is reported all the same.
type Pegged struct {
	Score Score `json:"score"`
	From  Pegs  `json:"from"`
	Board Board `json:"board"`
}

func (e Pegged) Describe(names []string) string {
	sc := e.Score
	who := sideName(names, sc.Side, e.Board.Sides)
	if sc.Seat >= 0 {
		who = seatName(names, sc.Seat)
	}
	to := e.Board.Score(sc.Side)
	what := sc.What()
	if sc.Kind == ScorePlace {
		return fmt.Sprintf("%s's pegs are placed, %s: %d to %d.", who, what, e.From.Front, to)
	}
	if sc.Points < 0 {
		return fmt.Sprintf("%s pegs back %d, %s: %d to %d.", who, -sc.Points, what, e.From.Front, to)
	}
	if sc.Claimed {
		return fmt.Sprintf("%s pegs %d: %d to %d.", who, sc.Points, e.From.Front, to)
	}
	return fmt.Sprintf("%s pegs %d for %s: %d to %d.", who, sc.Points, what, e.From.Front, to)
}

// DealOver reports the end of a deal's show; the deal passes to the left.
type DealOver struct {
	Deal       int   `json:"deal"`
	NextDealer int   `json:"next_dealer"`
	Board      Board `json:"board"`
}

func (e DealOver) Describe(names []string) string {
	return fmt.Sprintf("End of deal %d: %s. %s deals next.", e.Deal, scoreLine(names, e.Board), seatName(names, e.NextDealer))
}

func scoreLine(names []string, b Board) string {
	parts := make([]string, b.sides())
	for i := range b.sides() {
		parts[i] = fmt.Sprintf("%s %d", sideName(names, i, b.Sides), b.Pegs[i].Front)
	}
	return strings.Join(parts, ", ")
}

// GameOver reports the end of the game: the winning side, the final board,
// each side's skunk level (0 none, 1 skunk, 2 double, 3 triple; 0 for the
// winner) and the game points the win earns in a match.
type GameOver struct {
	Winner     int           `json:"winner"`
	Board      Board         `json:"board"`
	Skunk      [MaxSides]int `json:"skunk"`
	GamePoints int           `json:"game_points"`
}

func (e GameOver) Describe(names []string) string {
	s := fmt.Sprintf("%s wins, %s", sideName(names, e.Winner, e.Board.Sides), scoreLine(names, e.Board))
	worst := 0
	for _, l := range e.Skunk {
		worst = max(worst, l)
	}
	switch worst {
	case 1:
		s += ", a skunk"
	case 2:
		s += ", a double skunk"
	case 3:
		s += ", a triple skunk"
	}
	return s + fmt.Sprintf(" (%d game points).", e.GamePoints)
}

// The events of the mechanics for variants: folding, sitting out, points
// offered to be taken or declined.

// Folded reports a side folding its hands (and its crib, if it dealt) for
// the rest of the deal ([Game.Fold]).
type Folded struct {
	Side  int `json:"side"`
	Sides int `json:"sides"`
}

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

func (e SatOut) Describe(names []string) string {
	return fmt.Sprintf("%s %s out the deal; %s deals.", sideName(names, e.Side, e.Sides), sideVerb(names, e.Sides, "sits", "sit"), seatName(names, e.Dealer))
}

// Redealt reports a deal called off ([Redeal]); Dealer deals again.
type Redealt struct {
	Deal   int `json:"deal"`
	Dealer int `json:"dealer"`
}

func (e Redealt) Describe(names []string) string {
	return fmt.Sprintf("Deal %d is called off; %s deals again.", e.Deal, seatName(names, e.Dealer))
}

// Offered reports points offered to a side to take or decline
// ([Rules.Declinable]): penalty points, or points taken by muggins, which
// go back to side GiveBack (seat GiveBackSeat) when declined; penalty
// points declined are pegged by no one (GiveBack NoSeat).
type Offered struct {
	Side         int       `json:"side"`
	Sides        int       `json:"sides"`
	Seat         int       `json:"seat"` // the seat the points are pegged for if taken (the muggins caller), or NoSeat for the side
	Points       int       `json:"points"`
	Kind         ScoreKind `json:"kind"` // ScorePenalty, ScoreCorrection or ScoreMuggins
	Rule         string    `json:"rule"`
	GiveBack     int       `json:"give_back"`
	GiveBackSeat int       `json:"give_back_seat"`
}

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

func (e Declined) Describe(names []string) string {
	who := sideName(names, e.Side, e.Sides)
	if e.GiveBack >= 0 {
		return fmt.Sprintf("%s %s %s back to %s.", who, sideVerb(names, e.Sides, "gives", "give"), plural(e.Points, "point"), sideName(names, e.GiveBack, e.Sides))
	}
	return fmt.Sprintf("%s %s %s.", who, sideVerb(names, e.Sides, "declines", "decline"), plural(e.Points, "point"))
}
