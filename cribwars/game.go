package cribwars

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// Config sets up a game of Crib Wars: who plays, on which board, by which
// readings, and how the scores are pegged. The zero Config is two players on
// the [DefaultBoard], scored automatically, with the readings of the zero
// [Rules].
type Config struct {
	// Layout is the seating: crib.TwoPlayer (six cards, two to the crib),
	// crib.ThreePlayer (five cards, one each and one from the top of the
	// pack), crib.FourPlayer (two teams of two, five cards, one each) or
	// crib.SixPlayer (three teams of two; the crib is the other two teams'
	// discards, and the dealer's and partner's go to the bottom of the
	// pack). The zero Layout is two players. Crib Wars has two or three
	// sides.
	Layout crib.Layout
	// Board is the board; the zero Board means DefaultBoard. A game needs
	// a board of at least 31 holes (crib's shortest game).
	Board Board
	// Rules are the readings of the rules text (his heels near the end,
	// the skunk lines, a side bumped in the penalty box).
	Rules Rules
	// Claimed: players peg their own scores (crib's claimed mode), and
	// points they miss may be taken by muggins while they are in Muggers
	// Alley. False: the game pegs every score itself.
	Claimed bool
	// NoMuggins leaves muggins out, as in a friendly game ("This is the
	// traditional way, which can be omitted in a friendly game"). It
	// matters only in claimed mode.
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
		return c, fmt.Errorf("cribwars: %w: %d sides; Crib Wars has 2 or 3", ErrSides, c.Layout.Sides)
	}
	if c.Board.d == nil {
		c.Board = DefaultBoard()
	}
	return c, nil
}

// CribRules returns the crib.Rules that play c's game on crib's machinery:
// the layout; the game hole at the board's game hole; the skunk lines of
// [Rules.SkunkLines] (crib's SkunkBelow is the line plus one: a loser who has
// not passed the line is skunked) with game points of 1, 2 for a skunk and 4
// for a double skunk; his heels as [Rules.JackTurnedUp] reads the Jack near
// the end (crib's NoHeelsWithin: 3 for not in the last three holes, 5 for not
// into them, 0 for always), measured on crib's Front, which the [Pegger]
// keeps at the peg's [Board.Progress]; claimed mode and muggins; penalties
// offered to every opponent, each of whom may decline them, and muggins
// points the caller may give back (crib's Declinable); and the Pegger.
//
// A crib.Game on these rules plays Crib Wars deal by deal; [Game] adds what
// lies between deals (sitting out and leaving the penalty box).
func (c Config) CribRules() (crib.Rules, error) {
	c, err := c.resolve()
	if err != nil {
		return crib.Rules{}, err
	}
	skunk, double := c.Rules.SkunkLines(c.Board)
	below := func(line int) int {
		if line < 0 {
			return -1
		}
		return line + 1
	}
	heels := 0
	switch c.Rules.Heels {
	case HeelsNotInLastThree:
		heels = 3 // no heels when 2 or fewer holes are left
	case HeelsNotIntoLastThree:
		heels = 5 // no heels when 4 or fewer holes are left
	case HeelsAlways:
	default:
		return crib.Rules{}, fmt.Errorf("cribwars: %w: %v", crib.ErrBadRules, c.Rules.Heels)
	}
	r := crib.Rules{
		Layout:           c.Layout,
		GameHole:         c.Board.GameHole(),
		SkunkBelow:       below(skunk),
		DoubleSkunkBelow: below(double),
		Claimed:          c.Claimed,
		Muggins:          c.Claimed && !c.NoMuggins,
		Declinable:       true,
		NoHeelsWithin:    heels,
		Match:            crib.MatchRules{Win: 1, Skunk: 2, DoubleSkunk: 4},
		Pegger:           NewPegger(c.Board, c.Rules),
	}
	return r.Resolve()
}

// Game is a game of Crib Wars as a value: crib's [crib.Game] on the Crib Wars
// board (see [Config.CribRules] and [Pegger]), and the penalty box's stay
// between deals. Its transitions are crib's, wrapped: each returns the next
// Game and what happened, or an error wrapping a sentinel of crib or of this
// package, and never changes the Game it is called on. The same seed and the
// same choices give the same game.
//
// A deal goes as in crib: Deal, Discard by each seat, Cut, Lay in turn,
// Count each hand and the crib (or, in claimed mode, Claim, Accept,
// CallMuggins, ...). Every score moves the side's peg along its way on the
// board and the special hole where it ends acts: a red slide, a time trap or
// green advance area (the next score follows the side path), a penalty box
// (the side folds at once; see [Pegger]). The game ends the instant a side's
// peg reaches the game hole, in the play or the show.
//
// What Crib Wars adds between deals: with three sides, a side that landed in
// a penalty box sits out the next three hands (Deal takes it out of the deal,
// which two sides then play as the layout of the players left) and must then
// move its own peg out ([Game.LeaveBox]) before the next deal; a side that
// misses it sits out one more hand.
//
// The zero Game is not a game; use NewGame.
type Game struct {
	g    crib.Game
	cfg  Config
	peg  Pegger
	stay Stay
	sat  int8 // side+1 sitting out the deal under way
}

// NewGame starts a game of Crib Wars set up by c, its shuffles drawn from
// seed. It begins with the cut for deal: "All players must cut the deck to
// see who deals first, the person with the lowest card".
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
		return Game{}, fmt.Errorf("cribwars: board %q: %w", c.Board.Name(), err)
	}
	return Game{g: cg, cfg: c, peg: r.Pegger.(Pegger)}, nil
}

// Config returns the game's setup, with its defaults filled in.
func (g Game) Config() Config { return g.cfg }

// Crib returns the game as crib sees it: the cards, the play, the show, the
// claims, crib's board (whose Front values are the pegs' Board.Progress).
func (g Game) Crib() crib.Game { return g.g }

// Board returns the Crib Wars board.
func (g Game) Board() Board { return g.cfg.Board }

// Pegger returns the pegger that records the game's scores on its board.
func (g Game) Pegger() Pegger { return g.peg }

// Sides returns the number of sides (2 or 3).
func (g Game) Sides() int { return g.cfg.Layout.Sides }

// Seats returns the number of players.
func (g Game) Seats() int { return g.cfg.Layout.Seats }

// Peg returns side's peg on the board.
func (g Game) Peg(side int) Peg { return g.peg.Position(g.g.Board(), side) }

// Pegs returns every side's peg, by side (a new slice).
func (g Game) Pegs() []Peg {
	out := make([]Peg, g.Sides())
	for s := range out {
		out[s] = g.Peg(s)
	}
	return out
}

// Stay returns the penalty-box stay (three sides): who sits in a box and
// how many more hands it sits out.
func (g Game) Stay() Stay { return g.stay }

// Phase returns the part of the game it is in.
func (g Game) Phase() crib.Phase { return g.g.Phase() }

// Dealer returns the dealer's seat (-1 before the cut for deal).
func (g Game) Dealer() int { return g.g.Dealer() }

// Winner returns the winning side, or -1 while the game goes on.
func (g Game) Winner() int { return g.g.Winner() }

// Next returns what the game waits for and the seat that must do it, as
// crib.Game.Next does. Before a deal, a side whose stay in a penalty box is
// due should move its peg out first ([Game.BoxDue], [Game.LeaveBox]); Next
// does not list it, since the rules make missing it a choice with a cost.
func (g Game) Next() (crib.Action, int) { return g.g.Next() }

// BoxDue reports the side whose stay in a penalty box is due: it has sat out
// its hands and must move its own peg out ([Game.LeaveBox]) before the next
// deal, or sit out one more hand.
func (g Game) BoxDue() (side int, ok bool) {
	if g.stay.Due() && g.g.Phase() == crib.PhaseDeal {
		return g.stay.Side, true
	}
	return -1, false
}

// Result is the outcome of a finished game.
type Result struct {
	Winner int   // the winning side
	Pegs   []Peg // every side's peg at the end
	// Lost is what each losing side loses by: 1 game, 2 for a skunk, 4
	// for a double skunk ([Rules.GamesWon]); 0 for the winner.
	Lost [crib.MaxSides]int
	// Games is the games the winner wins: the sum of Lost, each loser judged
	// alone.
	Games int
}

// Result returns the result of a finished game, and whether it is over.
func (g Game) Result() (Result, bool) {
	w := g.g.Winner()
	if w < 0 {
		return Result{}, false
	}
	r := Result{Winner: w, Pegs: g.Pegs()}
	for s, p := range r.Pegs {
		if s == w {
			continue
		}
		n, err := g.cfg.Rules.GamesWon(g.cfg.Board, p)
		if err != nil {
			n = 1 // not reached: every peg is on the board
		}
		r.Lost[s] = n
		r.Games += n
	}
	return r, true
}

// do runs a crib transition on g's crib.Game and brings the rest of g up to
// date; on error g is returned untouched.
func (g Game) do(f func(crib.Game) (crib.Game, []crib.Event, error)) (Game, []crib.Event, error) {
	before := g.g.Board()
	ng, ev, err := f(g.g)
	if err != nil {
		return g, nil, err
	}
	g.g = ng
	return g, g.after(before, ev), nil
}

// after translates crib's events (each Pegged becomes this package's
// Pegged, with the pegs' positions on the board) and keeps the stay in step
// with the board: a side sitting in a box is marked on crib's board by the
// Pegger; a deal that the side sat out counts one of its hands.
func (g *Game) after(before crib.Board, ev []crib.Event) []crib.Event {
	cur := before
	for i, e := range ev {
		switch e := e.(type) {
		case crib.Pegged:
			side := e.Score.Side
			p := Pegged{Pegged: e, From: g.peg.Position(cur, side), To: g.peg.Position(e.Board, side), board: g.cfg.Board}
			p.Landed = p.To
			if i+1 < len(ev) {
				if be, ok := ev[i+1].(BoardEvent); ok && be.Side == side {
					switch be.Event.Kind {
					case Slid, Trapped, TookShortcut, LandedInBox:
						p.Landed = Hole(be.Event.Hole)
					}
				}
			}
			ev[i] = p
			cur = e.Board
		case crib.GameOver:
			res, _ := g.Result()
			ev[i] = GameOver{GameOver: e, Result: res, board: g.cfg.Board}
		case crib.DealOver:
			if g.sat > 0 {
				g.stay = g.stay.HandDone()
				g.sat = 0
			}
			d := DealOver{DealOver: e, Pegs: make([]Peg, g.Sides()), InBox: -1, board: g.cfg.Board}
			for s := range d.Pegs {
				d.Pegs[s] = g.peg.Position(e.Board, s)
				if g.peg.InBox(e.Board, s) {
					d.InBox = s
				}
			}
			ev[i] = d
		}
	}
	cb := g.g.Board()
	boxed := -1
	for s := range g.Sides() {
		if g.peg.InBox(cb, s) {
			boxed = s
		}
	}
	switch {
	case boxed < 0:
		g.stay = Stay{}
	case !g.stay.In || g.stay.Side != boxed:
		g.stay = Stay{In: true, Side: boxed, Box: g.peg.boxAt(g.Peg(boxed)), HandsLeft: SitOutHands}
	}
	return ev
}

// CutForDeal cuts for the first deal: each player turns a card and the
// lowest deals (crib.Game.CutForDeal); ties cut again.
func (g Game) CutForDeal() (Game, []crib.Event, error) { return g.do(crib.Game.CutForDeal) }

// CutForDealWith records a round of the cut for deal with the cards turned
// (crib.Game.CutForDealWith).
func (g Game) CutForDealWith(cuts []cards.Card) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.CutForDealWith(cuts) })
}

// ChooseDealer names the first dealer without a cut (crib.Game.ChooseDealer).
func (g Game) ChooseDealer(seat int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.ChooseDealer(seat) })
}

// Deal shuffles and deals (crib.Game.Deal): the layout's cards to each
// player from the dealer's left, and with three players one card from the
// top of the pack to the crib. With three sides, a side sitting out its stay
// in a penalty box is dealt nothing: the deal is played by the other two as
// the layout of the players left (crib.Game.SitOut), and if it was the
// dealer's turn the deal passes to the next player to the left. A side whose
// stay was due and which has not moved its peg out ([Game.LeaveBox]) missed
// it: "they must stay in the box for one extra hand" ([Rules.LeaveBox]), and
// sits out this deal.
func (g Game) Deal() (Game, []crib.Event, error) { return g.deal(crib.Game.Deal) }

// DealFrom deals from pack, the 52 cards in the order to deal them
// (crib.Game.DealFrom), as Deal does otherwise. To stack a deal with a side
// sitting out, see crib.Game.DealLayout and the seats that play.
func (g Game) DealFrom(pack cards.Deck) (Game, []crib.Event, error) {
	return g.deal(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.DealFrom(pack) })
}

func (g Game) deal(f func(crib.Game) (crib.Game, []crib.Event, error)) (Game, []crib.Event, error) {
	if g.g.Phase() != crib.PhaseDeal {
		return g.do(f) // crib says why not
	}
	before := g.g.Board()
	cg, stay := g.g, g.stay
	var pre []crib.Event
	if stay.Due() {
		ns, _, _, err := g.cfg.Rules.LeaveBox(g.cfg.Board, stay, g.Peg(stay.Side), false)
		if err != nil {
			return g, nil, err
		}
		stay = ns
		pre = append(pre, MissedMove{Side: stay.Side, Sides: g.Sides()})
	}
	var sat int8
	if stay.SitsOut(stay.Side) {
		ng, ev, err := cg.SitOut(stay.Side)
		if err != nil {
			return g, nil, err
		}
		cg, sat = ng, int8(stay.Side+1)
		pre = append(pre, ev...)
	}
	cg, ev, err := f(cg)
	if err != nil {
		return g, nil, err
	}
	g.g, g.stay, g.sat = cg, stay, sat
	return g, g.after(before, append(pre, ev...)), nil
}

// LeaveBox is side moving its own peg out of the penalty box when its stay
// is due ([Game.BoxDue]), before the next deal: "The player(s) in the penalty
// box is responsible for moving their own peg." The peg advances one hole out
// of the box ([Rules.LeaveBox]: a slide or green advance area there acts; a
// peg already bumped on by a second arrival stays where it is) and the stay
// ends. The move is crib's award (crib.Game.Award, with rule LeaveBoxRule)
// and may win the game. Errors wrap ErrStay (no stay of side's is due) or
// crib.ErrWrongPhase (not between deals).
func (g Game) LeaveBox(side int) (Game, []crib.Event, error) {
	if g.g.Phase() != crib.PhaseDeal {
		return g, nil, fmt.Errorf("cribwars: %w: leaving the penalty box during the %v", crib.ErrWrongPhase, g.g.Phase())
	}
	if !g.stay.Due() || g.stay.Side != side {
		return g, nil, fmt.Errorf("cribwars: %w: side %s has no stay due: %v", ErrStay, SideName(side), g.stay)
	}
	from := g.Peg(side)
	_, to, _, err := g.cfg.Rules.LeaveBox(g.cfg.Board, g.stay, from, true)
	if err != nil {
		return g, nil, err
	}
	holes := 0
	if from == Hole(g.stay.Box) {
		holes = 1
	}
	ng, ev, err := g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Award(side, holes, LeaveBoxRule) })
	if err != nil {
		return g, nil, err
	}
	if got := ng.Peg(side); got != to {
		return g, nil, fmt.Errorf("cribwars: leaving the box took side %s to %v, not %v", SideName(side), got, to) // not reached
	}
	return ng, ev, nil
}

// Discard lays seat's cards away (crib.Game.Discard).
func (g Game) Discard(seat int, cs ...cards.Card) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Discard(seat, cs...) })
}

// Cut cuts for the starter (crib.Game.Cut): the player to the dealer's right
// cuts. A Jack scores the dealer 2, except near the end as [Rules.Heels]
// reads it.
func (g Game) Cut() (Game, []crib.Event, error) { return g.do(crib.Game.Cut) }

// CutAt cuts depth cards deep for the starter (crib.Game.CutAt).
func (g Game) CutAt(depth int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.CutAt(depth) })
}

// Lay lays card c for seat (crib.Game.Lay). Each of the card's scores is
// pegged as [PlayMoves] orders them: a 31 with its pair or run at once;
// otherwise the pair or run first, and the go or last card apart.
func (g Game) Lay(seat int, c cards.Card) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Lay(seat, c) })
}

// Count counts and pegs the next hand, or the crib (crib.Game.Count):
// clockwise from the dealer's left, the dealer last, then the crib. A hand
// count that lands in a time trap sends the crib count down the blue path.
func (g Game) Count() (Game, []crib.Event, error) { return g.do(crib.Game.Count) }

// Claim pegs points for seat in claimed mode (crib.Game.Claim).
func (g Game) Claim(seat, points int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Claim(seat, points) })
}

// Accept accepts the dealer's hand or crib for seat (crib.Game.Accept).
func (g Game) Accept(seat int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Accept(seat) })
}

// CallMuggins is caller's call of muggins on target (crib.Game.CallMuggins),
// in claimed mode unless NoMuggins. It takes points target missed while its
// peg was in Muggers Alley, and the caller then keeps them or gives them back
// ([Game.TakeOffer], [Game.DeclineOffer]): "If the accusing player can prove
// the missing points by recounting the hand, they may choose to keep the
// points or give them back." A call on a side outside the alley with nothing
// missed is refused (crib.ErrNoMuggins); a wrong call in the alley is a
// penalty to the caller, offered to every other side.
func (g Game) CallMuggins(caller, target, asked int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.CallMuggins(caller, target, asked) })
}

// Correct is caller's discovery of target's overpeg (crib.Game.Correct):
// target goes back, and the points of the error are offered to every other
// side ("their opponent can demand that player to move back the number of
// extra points they took, and may add the same amount onto their score").
func (g Game) Correct(caller, target int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Correct(caller, target) })
}

// Retract is seat's own correction of its overpeg (crib.Game.Retract).
func (g Game) Retract(seat int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.Retract(seat) })
}

// PegOut is the reminded player pegging out (crib.Game.PegOut).
func (g Game) PegOut(seat int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.PegOut(seat) })
}

// RefusePegOut is the reminded player refusing to peg out
// (crib.Game.RefusePegOut).
func (g Game) RefusePegOut(seat int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.RefusePegOut(seat) })
}

// TakeOffer is side taking points offered to it: penalty points, the error
// of an overpeg, or points its player took by muggins (crib.Game.TakeOffer).
// They are pegged like any score and may land on a special hole.
func (g Game) TakeOffer(side int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.TakeOffer(side) })
}

// DeclineOffer is side declining points offered to it
// (crib.Game.DeclineOffer): penalty points are left unpegged; muggins points
// go back to the side that missed them.
func (g Game) DeclineOffer(side int) (Game, []crib.Event, error) {
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) { return cg.DeclineOffer(side) })
}

// Penalty rules a penalty against offender's side: "If a player would get
// two points in cribbage because of a penalty, then all other opponents will
// count two points except the offender. If they want the points." Every
// other side playing the deal is offered [PenaltyPoints], to take or decline
// ([Game.TakeOffer], [Game.DeclineOffer]); rule names the rule for the
// record. It is crib's ruling with an award (crib.Game.ApplyRuling), which
// crib offers because the rules are Declinable.
func (g Game) Penalty(offender int, rule string) (Game, []crib.Event, error) {
	if offender < 0 || offender >= g.Sides() {
		return g, nil, fmt.Errorf("cribwars: %w: side %d of %d", ErrSides, offender, g.Sides())
	}
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) {
		return cg.ApplyRuling(offender, crib.Ruling{Rule: rule, Award: PenaltyPoints})
	})
}

// ApplyRuling applies the points of r, a ruling on one of the rules' 16
// irregularities, to the game: each side r.Points names is offered its
// points, to take or decline. Those points go to every side but the
// offender's, all alike (as every ruling of this package gives them). The
// rest of the ruling (a new deal, choices, corrections, dead cards, pegs put
// back, a void game) is the table's to carry out; the RulingApplied event
// says it all. Errors: ErrSides if r.Offender is not a side of the game;
// ErrNotCovered for points that are not the same to every other side.
func (g Game) ApplyRuling(r Ruling) (Game, []crib.Event, error) {
	ev := []crib.Event{RulingApplied{Ruling: r}}
	if len(r.Points) == 0 {
		return g, ev, nil
	}
	if r.Offender < 0 || r.Offender >= g.Sides() {
		return g, nil, fmt.Errorf("cribwars: %w: offender %d of %d sides", ErrSides, r.Offender, g.Sides())
	}
	pts := r.Points[0].Points
	seen := 0
	for _, p := range r.Points {
		if p.Points != pts || p.Side == r.Offender || p.Side < 0 || p.Side >= g.Sides() || seen&(1<<p.Side) != 0 {
			return g, nil, fmt.Errorf("cribwars: %w: points %v against side %s", ErrNotCovered, r.Points, SideName(r.Offender))
		}
		seen |= 1 << p.Side
	}
	if len(r.Points) != g.Sides()-1 {
		return g, nil, fmt.Errorf("cribwars: %w: points %v against side %s", ErrNotCovered, r.Points, SideName(r.Offender))
	}
	ng, e, err := g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) {
		return cg.ApplyRuling(r.Offender, crib.Ruling{Rule: fmt.Sprintf("Crib Wars irregularity %d", r.Item), Award: pts})
	})
	if err != nil {
		return g, nil, err
	}
	return ng, append(ev, e...), nil
}

// Pending returns the seat whose scores in the play wait for its Claim
// (crib.Game.Pending).
func (g Game) Pending() (int, bool) { return g.g.Pending() }

// Offers returns the points offered and waiting for an answer
// (crib.Game.Offers).
func (g Game) Offers() []crib.Offered { return g.g.Offers() }

// DiscardView returns what seat sees when laying away, for a crib.Strategy.
func (g Game) DiscardView(seat int) crib.DiscardView { return g.g.DiscardView(seat) }

// LayView returns what seat sees in the play, for a crib.Strategy.
func (g Game) LayView(seat int) crib.LayView { return g.g.LayView(seat) }

// PlaceRule is the rule crib's Pegged event names when Place puts a peg.
const PlaceRule = "pegs placed"

// Place puts side's peg at p on the main path, where the players agree it
// belongs (a peg dislodged and put back, irregularity 14's PegFix; a game
// taken up from a record): no special hole acts where it is put, a side in a
// penalty box is taken out of it, and a peg put in the game hole wins. It is
// crib's ruling that moves pegs (crib.Game.ApplyRuling). Errors: ErrSides for
// no such side; ErrNoSuchHole for a position that is not a main-path hole of
// the board (a peg is put on a side path only by the scores that lead there).
func (g Game) Place(side int, p Peg) (Game, []crib.Event, error) {
	if side < 0 || side >= g.Sides() {
		return g, nil, fmt.Errorf("cribwars: %w: side %d of %d", ErrSides, side, g.Sides())
	}
	if p.Path != Main || !g.cfg.Board.Valid(p) {
		return g, nil, fmt.Errorf("cribwars: %w: pegs are placed on main-path holes, not %v", ErrNoSuchHole, p)
	}
	return g.do(func(cg crib.Game) (crib.Game, []crib.Event, error) {
		return cg.ApplyRuling(side, crib.Ruling{Rule: PlaceRule, Move: true, Pegs: crib.Pegs{Front: p.Hole, Rear: max(0, p.Hole-1)}})
	})
}
