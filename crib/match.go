package crib

import "fmt"

// Match is a series of games between the same sides: the games each side
// has won (the game-record pegs of the board, rule 8.4a) and the game points
// earned by [Rules.Match] (ACC qualifying rounds: 2 for a win, 3 for a skunk).
// It is a value; Record returns the next one.
type Match struct {
	rules  Rules
	Played int
	Games  [MaxSides]int // games won by each side
	Points [MaxSides]int // game points earned by each side
	loser  int           // a seat of the side that lost the last game, -1 before the first
}

// NewMatch starts a match played by rules.
func NewMatch(rules Rules) (Match, error) {
	r, err := rules.Resolve()
	if err != nil {
		return Match{}, err
	}
	return Match{rules: r, loser: NoSeat}, nil
}

// Rules returns the match's rules, resolved.
func (m Match) Rules() Rules { return m.rules }

// NewGame starts the match's next game, seeded by seed, with the board's
// game-record pegs showing the games won so far. The first game begins with
// the cut for deal; in later games the loser of the previous game deals
// first (the usual ACC and club practice), so the game begins with the deal.
func (m Match) NewGame(seed uint64) (Game, error) {
	if w, ok := m.Winner(); ok {
		return Game{}, fmt.Errorf("crib: %w: side %d has won the match", ErrGameOver, w)
	}
	g, err := NewGame(m.rules, seed)
	if err != nil {
		return g, err
	}
	g.kept.Games = m.Games
	if m.loser >= 0 {
		g, _, err = g.Apply(ChooseDealer{Seat: m.loser})
	}
	return g, err
}

// Record adds a finished game's result (from [Game.Result]) to the match:
// a game and its game points to the winner. A result whose winner is not
// a side of the match leaves it as it was (and so does any, for the zero
// Match).
func (m Match) Record(res GameOver) Match {
	if res.Winner < 0 || res.Winner >= m.rules.Layout.Sides {
		return m // not a side of the match (for the zero Match, none is)
	}
	m.Played++
	m.Games[res.Winner]++ // as the game's own record peg shows
	m.Points[res.Winner] += res.GamePoints
	sides := m.rules.Layout.Sides
	m.loser = (res.Winner + 1) % sides // a seat of the next side round: with two sides, the loser
	return m
}

// Winner returns the side that has won the match ([Rules.Match].GamesToWin
// games) and true, or NoSeat and false while no side has.
func (m Match) Winner() (side int, ok bool) {
	n := m.rules.Match.GamesToWin
	if n <= 0 {
		return NoSeat, false
	}
	for s, g := range m.Games {
		if g >= n {
			return s, true
		}
	}
	return NoSeat, false
}
