package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/internal/codec"
)

// MaxSeats is the most players a game seats (six, in three partnerships).
const MaxSeats = 6

// MaxSides is the most sides (players alone, or partnerships) a game has.
const MaxSides = MaxSeats

// Layout is the seating of a game as data: the players, how they pair into
// sides, the cards each is dealt and lays away, and where the crib comes
// from, so that nothing else branches on the number of players. Seats are
// numbered clockwise; the deal passes to the left (seat+1); partners sit
// opposite (the side of seat s is s % Sides). In every layout the dealer's
// left leads the play, hands are counted from the dealer's left with the
// dealer's last and then the crib (ACC rule 9.2), and the crib is the
// dealer's side's.
type Layout struct {
	Seats    int // players, 2 to MaxSeats
	Sides    int // sides: Seats for players alone, Seats/2 for partnerships
	Deal     int // cards dealt to each player
	Throw    int // cards each player lays away (Deal-Throw must be 4)
	FromPack int // cards the dealer adds to the crib from the top of the pack (1 with three players)
	// DealerSideToBottom: the dealer's side's discards go to the bottom of
	// the pack, the crib being the other sides' (three partnerships).
	DealerSideToBottom bool
	Cutter             int // the seat that cuts for the starter, clockwise from the dealer (Seats-1: the dealer's right)
}

// TwoPlayer is the ACC game: six cards each, two to the crib.
func TwoPlayer() Layout { return Layout{Seats: 2, Sides: 2, Deal: 6, Throw: 2, Cutter: 1} }

// ThreePlayer is three players alone: five cards each, one each to the
// crib and one from the top of the pack.
func ThreePlayer() Layout {
	return Layout{Seats: 3, Sides: 3, Deal: 5, Throw: 1, FromPack: 1, Cutter: 2}
}

// FourPlayer is four players in two partnerships (partners opposite): five
// cards each, one each to the crib.
func FourPlayer() Layout { return Layout{Seats: 4, Sides: 2, Deal: 5, Throw: 1, Cutter: 3} }

// SixPlayer is six players in three partnerships (as Crib Wars plays it): five
// cards each and one each laid away; the crib is the four cards of the two
// sides that did not deal, and the dealer's and partner's discards go to the
// bottom of the pack.
func SixPlayer() Layout {
	return Layout{Seats: 6, Sides: 3, Deal: 5, Throw: 1, DealerSideToBottom: true, Cutter: 5}
}

// Side returns the side of seat s.
// For a layout with no sides (the zero Layout) every seat is its own side;
// a negative seat is side -1.
func (l Layout) Side(s int) int {
	if s < 0 {
		return -1
	}
	if l.Sides <= 0 {
		return s
	}
	return s % l.Sides
}

// Partners reports whether seats a and b are on one side.
func (l Layout) Partners(a, b int) bool { return l.Side(a) == l.Side(b) }

// ToCrib reports whether seat's discards go to the crib when dealer deals.
func (l Layout) ToCrib(dealer, seat int) bool {
	return !l.DealerSideToBottom || !l.Partners(dealer, seat)
}

// CountingOrder returns the seats in the order their hands are counted when
// dealer deals: clockwise from the dealer's left, the dealer last (the crib
// is counted after them). Rule 9.2 for two players, and the same order for
// more.
// A layout of no seats or more than MaxSeats (see Validate), or a dealer
// who is not a seat, has no order: nil.
func (l Layout) CountingOrder(dealer int) []int {
	if l.Seats <= 0 || l.Seats > MaxSeats || dealer < 0 || dealer >= l.Seats {
		return nil
	}
	out := make([]int, l.Seats)
	for k := range l.Seats {
		out[k] = (dealer + 1 + k) % l.Seats
	}
	return out
}

// Validate reports whether the layout describes a game: 2 to MaxSeats seats,
// sides dividing them, four cards kept, a four-card crib, enough cards in a
// pack for the deal and the starter.
func (l Layout) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("crib: %w: "+format, append([]any{ErrBadRules}, a...)...)
	}
	if l.Seats < 2 || l.Seats > MaxSeats {
		return bad("%s (want 2 to %d)", codec.Count(l.Seats, "seat"), MaxSeats)
	}
	if l.Sides < 2 || l.Seats%l.Sides != 0 {
		return bad("%s for %s", codec.Count(l.Sides, "side"), codec.Count(l.Seats, "seat"))
	}
	if l.Deal-l.Throw != 4 || l.Throw < 0 {
		return bad("deal %d and throw %d do not keep four cards", l.Deal, l.Throw)
	}
	if l.FromPack < 0 {
		return bad("%s from the pack", codec.Count(l.FromPack, "card"))
	}
	throwers := l.Seats
	if l.DealerSideToBottom {
		throwers -= l.Seats / l.Sides
	}
	if n := throwers*l.Throw + l.FromPack; n != 4 {
		return bad("the crib would hold %s", codec.Count(n, "card"))
	}
	if l.Seats*l.Deal+l.FromPack+1 > 52 {
		return bad("the deal needs %s", codec.Count(l.Seats*l.Deal+l.FromPack+1, "card"))
	}
	if l.Cutter < 1 || l.Cutter >= l.Seats {
		return bad("cutter %d (want 1 to %d)", l.Cutter, l.Seats-1)
	}
	return nil
}

// MatchRules gives the game points a win earns in a match. The defaults are
// the ACC qualifying rounds: 2 for a win, 3 for a skunk; a double (or triple)
// skunk earns no more than a skunk there.
type MatchRules struct {
	Win         int `json:"win,omitempty"`          // game points for a win without a skunk (default 2)
	Skunk       int `json:"skunk,omitempty"`        // for a skunk (default 3)
	DoubleSkunk int `json:"double_skunk,omitempty"` // for a double skunk (default: as Skunk)
	TripleSkunk int `json:"triple_skunk,omitempty"` // for a triple skunk (default: as DoubleSkunk)
	// GamesToWin ends the match when a side has won this many games (match
	// play, best of 2*GamesToWin-1; see [Rules.MatchPlay]); 0 means a fixed
	// number of games chosen by the caller (a qualifying round).
	GamesToWin int `json:"games_to_win,omitempty"`
}

// Points returns the game points for a win whose loser is at skunk level
// (0 none, 1 skunk, 2 double, 3 triple).
func (m MatchRules) Points(level int) int {
	switch level {
	case 0:
		return m.Win
	case 1:
		return m.Skunk
	case 2:
		return m.DoubleSkunk
	default:
		return m.TripleSkunk
	}
}

// Rules is everything that varies between the games this package plays.
// Every field's zero value is its default, so Rules{} is the ACC
// two-player game to 121, scored automatically, without muggins.
type Rules struct {
	Layout   Layout // the seating; zero: TwoPlayer()
	GameHole int    // the hole that wins: 121, or 61 for the short game

	// The skunk lines: a loser below one when the game ends is skunked
	// (ACC 91: the loser has not passed 90), double skunked (61), or triple
	// skunked (an option, usually 31). Zero: GameHole-30, GameHole-60 (none
	// in a game to 61) and no triple skunk; -1: none.
	SkunkBelow, DoubleSkunkBelow, TripleSkunkBelow int

	// Claimed: each player pegs its own scores ([Claim]) and the engine
	// referees them by ACC rules 8, 9 and 10; false: the engine pegs
	// every score. Muggins puts rule 10 in effect in claimed mode (ACC
	// rule 10.1a) and makes pegging out mandatory (10.1c); without Claimed
	// it changes nothing, and is kept so that the rules read back.
	Claimed, Muggins bool

	// ClaimPenalties (claimed mode): the players peg the points owed to
	// them by another's fault or a call (penalties, the error of an overpeg
	// or overclaim, muggins scores) as they peg their counts; pegging them
	// short stands and is no muggins (10.3a-b). Off: the engine pegs them.
	ClaimPenalties bool

	// Declinable: points a side wins by another's fault are offered to
	// every other side to take or decline ([TakeOffer], [DeclineOffer]),
	// and a muggins caller may give the points back, as some variants
	// have it. Off (ACC): they are pegged at once.
	Declinable bool

	// No heels (a Jack turned scores the dealer 2) when the dealer's
	// front peg is in the last NoHeelsWithin holes before NoHeelsAt
	// (zero: the game hole), inclusive. Zero NoHeelsWithin: heels always
	// count (ACC); 3 is the variant with none on 119 or 120.
	NoHeelsWithin, NoHeelsAt int

	Match MatchRules // the game points of a match; zero fields: the ACC defaults

	// Pegger is the board every score is pegged on; nil: TwoPegBoard, the
	// ACC board of rule 8.1. A board with special holes plugs in here.
	Pegger Pegger
}

// ACC returns the rules of the ACC two-player game with every default
// spelled out.
func ACC() Rules {
	r, _ := Rules{}.Resolve()
	return r
}

// Resolve returns the rules with every zero field replaced by its default,
// or an error wrapping ErrBadRules if they cannot describe a game.
func (r Rules) Resolve() (Rules, error) {
	if r.Layout == (Layout{}) {
		r.Layout = TwoPlayer()
	}
	if err := r.Layout.Validate(); err != nil {
		return r, err
	}
	if r.GameHole == 0 {
		r.GameHole = 121
	}
	if r.GameHole < 31 || r.GameHole > 10000 {
		return r, fmt.Errorf("crib: %w: game hole %d", ErrBadRules, r.GameHole)
	}
	if r.SkunkBelow == 0 {
		r.SkunkBelow = r.GameHole - 30
	}
	if r.DoubleSkunkBelow == 0 {
		r.DoubleSkunkBelow = r.GameHole - 60
		if r.DoubleSkunkBelow <= 1 {
			r.DoubleSkunkBelow = -1
		}
	}
	for _, n := range []int{r.SkunkBelow, r.DoubleSkunkBelow, r.TripleSkunkBelow} {
		if n < -1 || n > codec.MaxNumber {
			return r, fmt.Errorf("crib: %w: a skunk line of %d (-1 for none, or a hole)", ErrBadRules, n)
		}
	}
	if r.NoHeelsWithin < 0 || r.NoHeelsWithin > codec.MaxNumber {
		return r, fmt.Errorf("crib: %w: NoHeelsWithin %d", ErrBadRules, r.NoHeelsWithin)
	}
	if r.NoHeelsAt < 0 || r.NoHeelsAt > r.GameHole {
		return r, fmt.Errorf("crib: %w: NoHeelsAt %d with the game hole at %d", ErrBadRules, r.NoHeelsAt, r.GameHole)
	}
	m := &r.Match
	for _, n := range []int{m.Win, m.Skunk, m.DoubleSkunk, m.TripleSkunk, m.GamesToWin} {
		if n < 0 || n > maxGamePoints {
			return r, fmt.Errorf("crib: %w: %d game points or games (0 to %d)", ErrBadRules, n, maxGamePoints)
		}
	}
	if m.Win == 0 {
		m.Win = 2
	}
	if m.Skunk == 0 {
		m.Skunk = 3
	}
	if m.DoubleSkunk == 0 {
		m.DoubleSkunk = m.Skunk
	}
	if m.TripleSkunk == 0 {
		m.TripleSkunk = m.DoubleSkunk
	}
	if r.Pegger == nil {
		r.Pegger = TwoPegBoard{}
	}
	return r, nil
}

// MatchPlay reports whether the rules are match play: a match that ends
// when a side has won [MatchRules.GamesToWin] games, as opposed to a qualifying
// round of a fixed number of games where every game point counts. ACC rule
// 8.11 turns on it: outside match play (and without muggins) a player who
// pegs short of the game hole is reminded to peg out, and may not concede;
// in match play nobody reminds the player, and a player may concede the
// game ([Game.Concede]), which is the same as the opponent pegging out.
func (r Rules) MatchPlay() bool { return r.Match.GamesToWin > 0 }

// SkunkLevel returns how badly a loser with score was beaten: 0 no skunk, 1
// skunk, 2 double skunk, 3 triple skunk. The lines are those of the resolved
// rules.
func (r Rules) SkunkLevel(loser int) int {
	switch {
	case r.TripleSkunkBelow > 0 && loser < r.TripleSkunkBelow:
		return 3
	case r.DoubleSkunkBelow > 0 && loser < r.DoubleSkunkBelow:
		return 2
	case r.SkunkBelow > 0 && loser < r.SkunkBelow:
		return 1
	}
	return 0
}
