package cribwars

import (
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// Config sets up a game of Crib Wars: who plays, on which board, by which
// readings, and how the scores are pegged. The zero Config is two players on
// the [DefaultTrack], scored automatically, with the readings of the zero
// [Rules].
type Config struct {
	// Layout is the seating: [crib.TwoPlayer] (six cards, two to the crib),
	// [crib.ThreePlayer] (five cards, one each and one from the top of the
	// pack), [crib.FourPlayer] (two teams of two, five cards, one each) or
	// [crib.SixPlayer] (three teams of two; the crib is the other two teams'
	// discards, and the dealer's and partner's go to the bottom of the
	// pack). The zero Layout is two players. Crib Wars has two or three
	// sides.
	Layout crib.Layout
	// Track is the board; the zero Track means DefaultTrack. A game needs
	// a board of at least 31 holes (crib's shortest game).
	Track Track
	// Rules are the readings of the rules text (his heels near the end,
	// the skunk lines, a side bumped in the penalty box).
	Rules Rules
	// Claimed: players peg their own scores (crib's claimed mode), and
	// points they miss may be taken by muggins while they are in Muggers
	// Alley. False: the game pegs every score itself.
	Claimed bool
	// NoMuggins leaves muggins out, as the rules allow in a friendly game.
	// It matters only in claimed mode.
	NoMuggins bool
}

// resolve returns c with its defaults filled in.
func (c Config) resolve() (Config, error) {
	if c.Layout == (crib.Layout{}) {
		c.Layout = crib.TwoPlayer()
	}
	if err := c.Layout.Validate(); err != nil {
		return c, err
	}
	if c.Layout.Sides != 2 && c.Layout.Sides != 3 {
		return c, fmt.Errorf("cribwars: %w: %s; Crib Wars has 2 or 3", crib.ErrBadSeat, codec.Count(c.Layout.Sides, "side"))
	}
	if c.Track.d == nil {
		c.Track = DefaultTrack()
	}
	if err := c.Rules.check(); err != nil {
		return c, fmt.Errorf("cribwars: %w", err)
	}
	return c, nil
}

// CribRules returns the [crib.Rules] that play c's game on crib's machinery:
// the layout; the game hole at the board's game hole; the skunk lines of
// [Rules.SkunkLines] (crib's SkunkBelow is the line plus one: a loser who has
// not passed the line is skunked; a line past the game hole counts as the
// game hole) with game points of 1, 2 for a skunk and 4
// for a double skunk; his heels as [Rules.JackTurnedUp] reads the Jack near
// the end (crib's NoHeelsWithin: 3 for not in the last three holes, 5 for not
// into them, 0 for always; 3 holes ending at hole 121, crib's NoHeelsAt, for
// the literal holes 119 to 121), measured on crib's Front, which crib reads
// from the [Pegger] ([Pegger.Front]); claimed mode and muggins; penalties
// offered to every opponent, each of whom may decline them, and muggins
// points the caller may give back (crib's Declinable); and the Pegger.
//
// A [crib.Game] on these rules plays Crib Wars deal by deal; [Game] adds what
// lies between deals (sitting out and leaving the penalty box).
func (c Config) CribRules() (crib.Rules, error) {
	c, err := c.resolve()
	if err != nil {
		return crib.Rules{}, err
	}
	skunk, double := c.Rules.SkunkLines(c.Track)
	below := func(line int) int {
		if line < 0 {
			return -1
		}
		return min(line, c.Track.GameHole()) + 1 // a line past the game hole is the game hole's: every loser is below
	}
	heels, heelsAt := 0, 0
	switch c.Rules.Heels {
	case HeelsNotInLastThree:
		heels = 3 // no heels when 2 or fewer holes are left
	case HeelsNotIntoLastThree:
		heels = 5 // no heels when 4 or fewer holes are left
	case HeelsNotIn119To121:
		if c.Track.GameHole() >= HeelsLastHole {
			heels, heelsAt = HeelsLastHole-HeelsFirstHole+1, HeelsLastHole // no heels in 119, 120, 121
		}
	case HeelsAlways:
	default:
		return crib.Rules{}, fmt.Errorf("cribwars: %w: %v", crib.ErrBadRules, c.Rules.Heels)
	}
	r := crib.Rules{
		Layout:           c.Layout,
		GameHole:         c.Track.GameHole(),
		SkunkBelow:       below(skunk),
		DoubleSkunkBelow: below(double),
		Claimed:          c.Claimed,
		Muggins:          c.Claimed && !c.NoMuggins,
		Declinable:       true,
		NoHeelsWithin:    heels,
		NoHeelsAt:        heelsAt,
		Match:            crib.MatchRules{Win: 1, Skunk: 2, DoubleSkunk: 4},
		Pegger:           NewPegger(c.Track, c.Rules),
	}
	return r.Resolve()
}

// Game is a game of Crib Wars as a value: crib's [crib.Game] on the Crib Wars
// board (see [Config.CribRules] and [Pegger]), and what lies between deals
// that the board cannot know: the hands a side in a penalty box has still to
// sit out. Its transitions are actions given to [Game.Apply]: crib's
// ([crib.Deal], [crib.Discard], [crib.Lay], [crib.Count], [crib.Claim], ...)
// and this package's ([LeaveBox], [Penalty], [Place], [Irregularity]); each
// returns the next Game and what happened, or an error wrapping a sentinel of
// crib or of this package, and never changes the Game it is called on. The
// same seed and the same actions give the same game. [Game.Cribbage] is the
// game as crib sees it, for reading the cards, the play and the views.
//
// A deal goes as in crib. Every score moves the side's peg along its way on
// the board and the special hole where it ends acts: a red slide, a time
// trap or green advance area (the next score follows the side path), a
// penalty box (the side folds at once; see [Pegger]). The game ends the
// instant a side's peg reaches the game hole, in the play or the show.
//
// What Crib Wars adds between deals (the Crib Wars penalty-box rule, three
// sides): a side that landed in a penalty box sits out the next three hands
// (the deal takes it out, and two sides play it as the layout of the players
// left) and must then move its own peg out ([LeaveBox]) before the next
// deal; a side that misses it sits out one more hand.
//
// The zero Game is not a game; use NewGame.
type Game struct {
	g         crib.Game
	cfg       Config
	handsLeft int8     // hands the side in a penalty box has still to sit out (three sides)
	void      bool     // the game is void (VoidGame): it ended with no winner
	rec       *gameLog // the record the game keeps, or nil (Recording)
}

// NewGame starts a game of Crib Wars set up by c, its shuffles drawn from
// seed. It begins with the cut for deal: the lowest card deals first. A
// setup no game can have is refused with [crib.ErrBadRules] or
// [crib.ErrBadSeat]: a layout of other than two or three sides, a board too
// short, readings with no text (a line beyond a billion, an unknown
// reading of the Jack).
func NewGame(c Config, seed uint64) (Game, error) {
	c, err := c.resolve()
	if err != nil {
		return Game{}, err
	}
	r, err := c.CribRules()
	if err != nil {
		return Game{}, err
	}
	cg, err := crib.NewGame(r, seed)
	if err != nil {
		return Game{}, fmt.Errorf("cribwars: board %q: %w", c.Track.Name(), err)
	}
	return Game{g: cg, cfg: c}, nil
}

// DealtGame starts a game of Crib Wars set up by c that has no shuffles of
// its own: its cards are given by its actions, as they fell at a real
// table ([crib.DealtGame]), so that a game people played can be typed in and
// replayed. The cut for deal is [crib.CutForDealWith] the cards turned (or
// [crib.ChooseDealer]), each deal [crib.DealHands] with the hands dealt (none
// for the seats of a side sitting out its stay in a penalty box), each
// starter [crib.CutStarter] with the card turned; [crib.CutForDeal],
// [crib.Deal] and [crib.Cut], which would shuffle, are refused with
// [crib.ErrBadCards]. Its record ([Game.Recording]) has no seed.
func DealtGame(c Config) (Game, error) {
	c, err := c.resolve()
	if err != nil {
		return Game{}, err
	}
	r, err := c.CribRules()
	if err != nil {
		return Game{}, err
	}
	cg, err := crib.DealtGame(r)
	if err != nil {
		return Game{}, fmt.Errorf("cribwars: board %q: %w", c.Track.Name(), err)
	}
	return Game{g: cg, cfg: c}, nil
}

// zero reports whether g is the zero Game.
func (g Game) zero() bool { return g.cfg.Track.d == nil }

// pegger returns the board's pegger as the last score left it.
func (g Game) pegger() Pegger {
	p, _ := g.g.Pegger().(Pegger)
	return p
}

// Config returns the game's setup, with its defaults filled in.
func (g Game) Config() Config { return g.cfg }

// Cribbage returns the game as crib sees it: the cards, the play, the show,
// the claims and offers, the strategies' views, and crib's board (whose
// Front values are the pegs' [Track.Progress]).
func (g Game) Cribbage() crib.Game { return g.g }

// Track returns the Crib Wars board.
func (g Game) Track() Track { return g.cfg.Track }

// Sides returns the number of sides (2 or 3).
func (g Game) Sides() int { return g.cfg.Layout.Sides }

// Seats returns the number of players.
func (g Game) Seats() int { return g.cfg.Layout.Seats }

// Peg returns side's peg on the board.
func (g Game) Peg(side int) Peg { return g.pegger().Position(side) }

// Pegs returns every side's peg, by side (a new slice).
func (g Game) Pegs() []Peg {
	out := make([]Peg, g.Sides())
	for s := range out {
		out[s] = g.Peg(s)
	}
	return out
}

// Stay returns the penalty-box stay (three sides): who sits in a box (as
// the board's pegger records it) and how many more hands it sits out.
func (g Game) Stay() Stay {
	side, ok := g.pegger().boxed()
	if !ok {
		return Stay{}
	}
	box, _ := g.pegger().InBox(side)
	return Stay{In: true, Side: side, Box: box, HandsLeft: int(g.handsLeft)}
}

// Phase returns the part of the game it is in: [crib.PhaseOver] once it is
// won or void.
func (g Game) Phase() crib.Phase {
	if g.void {
		return crib.PhaseOver
	}
	return g.g.Phase()
}

// Void reports whether the game is void ([VoidGame]): it is over, and no
// side won it. [Game.Cribbage] is crib's game as it was when it ended.
func (g Game) Void() bool { return g.void }

// Dealer returns the dealer's seat ([crib.NoSeat] before the cut for deal).
func (g Game) Dealer() int { return g.g.Dealer() }

// Winner returns the winning side and true once the game is won, or
// [crib.NoSeat] and false while it goes on or when it is void.
func (g Game) Winner() (side int, ok bool) { return g.g.Winner() }

// Next returns what the game waits for and the seat that must do it, as
// [crib.Game].Next does. Before a deal, a side whose stay in a penalty box is
// due should move its peg out first ([Game.BoxDue], [LeaveBox]); Next does
// not list it, since the rules make missing it a choice with a cost. A void
// game waits for nothing.
func (g Game) Next() (crib.Step, int) {
	if g.void {
		return crib.StepNone, crib.NoSeat
	}
	return g.g.Next()
}

// BoxDue reports the side whose stay in a penalty box is due: it has sat out
// its hands and must move its own peg out ([LeaveBox]) before the next deal,
// or sit out one more hand.
func (g Game) BoxDue() (side int, ok bool) {
	if st := g.Stay(); st.Due() && g.Phase() == crib.PhaseDeal {
		return st.Side, true
	}
	return NoSide, false
}

// Result is the outcome of a finished game.
type Result struct {
	Winner int   `json:"winner"` // the winning side
	Pegs   []Peg `json:"pegs"`   // every side's peg at the end
	// Lost is what each losing side loses by: 1 game, 2 for a skunk, 4
	// for a double skunk ([Rules.GamesWon]); 0 for the winner.
	Lost [crib.MaxSides]int `json:"lost"`
	// Games is the games the winner wins: the sum of Lost, each loser judged
	// alone.
	Games int `json:"games"`
}

// Result returns the result of a finished game, and whether it was won (a
// void game has no result). It
// is the one truth of the games won: the GameOver event carries the same
// Result, and its game points and skunk levels are this Result's (with three
// sides, each loser judged alone and the games summed, where crib's own
// count, Cribbage().Result(), takes the best loser's skunk level).
func (g Game) Result() (Result, bool) {
	w, ok := g.g.Winner()
	if !ok {
		return Result{}, false
	}
	return g.result(w), true
}

// result is the result of a game won by side w.
func (g Game) result(w int) Result {
	r := Result{Winner: w, Pegs: g.Pegs()}
	for s, p := range r.Pegs {
		if s == w {
			continue
		}
		n, err := g.cfg.Rules.GamesWon(g.cfg.Track, p)
		if err != nil {
			n = 1 // not reached: every peg is on the board
		}
		r.Lost[s] = n
		r.Games += n
	}
	return r
}

// gameOver returns crib's GameOver told by the result: the game points are
// the games won, and each loser's skunk level is its own (1 for a skunk, 2
// for a double skunk).
func (r Result) gameOver(e crib.GameOver) crib.GameOver {
	e.GamePoints = r.Games
	for s := range e.Skunk {
		switch r.Lost[s] {
		case 4:
			e.Skunk[s] = 2
		case 2:
			e.Skunk[s] = 1
		default:
			e.Skunk[s] = 0
		}
	}
	return e
}

// settle brings a game up to date after crib's game has moved on to cg
// with the events ev: the hands left to sit out, and crib's DealOver and
// GameOver told on the Crib Wars board. The hands are counted event by
// event: a side sent to a box (SentToBox) has SitOutHands to sit out, from
// the next hand on; the end of a deal counts one off for the side in the box
// if it sat that deal out (not for a side that landed in it, whose deal is
// folded); when nobody is in a box there is nothing to count. So the stay of
// a side that lands first is three whole hands, whatever happened to the
// box earlier in the deal.
func (g Game) settle(cg crib.Game, ev []crib.Event) (Game, []crib.Event) {
	before := g
	g.g = cg
	for i, e := range ev {
		switch e := e.(type) {
		case SentToBox:
			g.handsLeft = int8(e.Hands)
		case crib.DealOver:
			if s, in := g.pegger().boxed(); in && before.g.SitsOut(s) && g.handsLeft > 0 {
				g.handsLeft--
			}
			d := DealOver{DealOver: e, Pegs: g.Pegs(), InBox: NoSide, board: g.cfg.Track}
			if s, ok := g.pegger().boxed(); ok {
				d.InBox = s
			}
			ev[i] = d
		case crib.GameOver:
			res := g.result(e.Winner)
			ev[i] = GameOver{GameOver: res.gameOver(e), Result: res, board: g.cfg.Track}
		}
	}
	if _, in := g.pegger().boxed(); !in {
		g.handsLeft = 0
	}
	return g, ev
}
