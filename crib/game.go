package crib

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// NoSeat stands for "no seat" (or no side): the dealer before the cut for
// deal, the winner of a game going on, the seat of an award to a side.
const NoSeat = -1

// Phase is the part of the game a Game is in.
type Phase uint8

// The phases of a game, in the order a deal goes through them.
const (
	PhaseCutForDeal Phase = iota // cutting for the first deal: low card deals
	PhaseDeal                    // the dealer is to shuffle and deal
	PhaseDiscard                 // players lay cards away to the crib
	PhaseStarter                 // the cut for the starter
	PhasePlay                    // the play of the cards
	PhaseShow                    // the show: hands in order, then the crib
	PhaseOver                    // a side has reached the game hole
)

// Game is a game of cribbage as a value: [Game.Apply] returns the next Game
// and the events that happened, and never changes the Game it is called on.
// Its shuffles come from a generator inside it, seeded by NewGame. A deal
// goes: Deal, Discard for each seat, Cut, Lay in turn, and the show (Count,
// or in claimed mode Claim and Accept). The game is over the instant a side
// reaches the game hole. The zero Game fails with [ErrZeroValue].
type Game struct {
	rules  Rules
	pegger Pegger // the board's pegger, as the last score left it
	rng    rand.PCG
	phase  Phase
	dealer int8 // NoSeat before the cut for deal
	winner int8 // NoSeat while the game goes on
	cut    uint8
	deal   int
	deck   cards.Deck
	hands  [MaxSeats]cards.Set // dealt cards until the discard, then the four kept
	thrown uint8               // seats that have laid away
	away   [MaxSeats]cards.Set // the cards each seat laid away this deal; none between deals
	crib   cards.Set
	start  cards.Card
	play   PlayState
	kept   Board // the board, but for the front pegs a pegger that keeps them owns (see board)
	shown  int8  // counts done in the show: hands in order, then Seats for the crib
	folded uint8
	out    uint8
	lost   uint8 // hands (bit seat) and the crib (lostCrib) mixed before they were counted: forfeited
	cl     claims
	off    []Offered // points offered and waiting for an answer; copied on write
	owe    []Owed    // points owed to seats and waiting for their claim (Rules.ClaimPenalties); copied on write
	after  *ruled    // the rest of a ruling, waiting for the answers to its award; never changed once made
	seed   uint64    // the seed NewGame was given (0 for a game dealt at a table)
	dealt  bool      // a game dealt at a table (DealtGame): no generator, the cards are given by the actions
	rec    *gameLog  // the record the game keeps (Recording), or nil
	// quiet is set while PlayGame plays with no one to observe: the
	// transitions then make no events (their ev is nil). PlayGame clears
	// it before it returns the game.
	quiet bool
}

// NewGame starts a game by rules (see [Rules.Resolve] for the defaults) whose
// shuffles are drawn from seed. The game begins with the cut for deal.
func NewGame(rules Rules, seed uint64) (Game, error) {
	r, err := rules.Resolve()
	if err != nil {
		return Game{}, err
	}
	g := Game{
		rules:  r,
		pegger: r.Pegger,
		rng:    *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15),
		seed:   seed,
		dealer: NoSeat,
		winner: NoSeat,
		cut:    uint8(1)<<r.Layout.Seats - 1,
		kept:   NewBoard(r.Layout.Sides, r.GameHole),
	}
	return g, nil
}

// zero reports whether g is the zero Game, not made by NewGame.
func (g Game) zero() bool { return g.rules.Layout.Seats == 0 }

// Rules returns the game's rules, resolved (every default filled in).
func (g Game) Rules() Rules { return g.rules }

// Pegger returns the board's pegger as the game's scores have left it: the
// rules' Pegger at the start, and after each score the one the score's
// [PegResult] returned.
func (g Game) Pegger() Pegger { return g.pegger }

// Phase returns the part of the game it is in.
func (g Game) Phase() Phase { return g.phase }

// Seats returns the number of players.
func (g Game) Seats() int { return g.rules.Layout.Seats }

// Dealer returns the dealer's seat (NoSeat before the cut for deal).
func (g Game) Dealer() int { return int(g.dealer) }

// DealNumber returns the number of deals dealt so far.
func (g Game) DealNumber() int { return g.deal }

// Side returns the side of seat.
func (g Game) Side(seat int) int { return g.rules.Layout.Side(seat) }

// Hand returns the cards seat holds: the dealt cards until it has laid
// away, then the four it kept; during the play, the cards it has not laid.
func (g Game) Hand(seat int) cards.Set {
	if seat < 0 || seat >= g.Seats() {
		return 0
	}
	if g.phase == PhasePlay {
		return g.play.Hand(seat)
	}
	return g.hands[seat]
}

// Kept returns the four cards seat keeps for the show (the dealt cards
// before it has laid away).
func (g Game) Kept(seat int) cards.Set {
	if seat < 0 || seat >= g.Seats() {
		return 0
	}
	return g.hands[seat]
}

// Crib returns the cards in the crib so far.
func (g Game) Crib() cards.Set { return g.crib }

// Starter returns the starter, or NoCard before the cut.
func (g Game) Starter() cards.Card { return g.start }

// Pack returns the pack (the cards not dealt), top first.
func (g Game) Pack() cards.Deck { return g.deck }

// Play returns the state of the play (meaningful during PhasePlay and
// after it, in the same deal).
func (g Game) Play() PlayState { return g.play }

// Board returns the board.
func (g Game) Board() Board { return g.board() }

// board returns the board as it stands, the one way the game reads it:
// the board it keeps, whose front pegs, where its pegger keeps them (see
// [Pegger]), are the pegger's.
func (g *Game) board() Board { return boardOf(g.kept, g.pegger) }

// Score returns side's score.
func (g Game) Score(side int) int { return g.board().Score(side) }

// Winner returns the winning side and true once the game is over, or
// NoSeat and false while it goes on.
func (g Game) Winner() (side int, ok bool) {
	if g.winner < 0 || g.phase != PhaseOver {
		return NoSeat, false
	}
	return int(g.winner), true
}

// Discarded reports whether seat has laid its cards away this deal.
func (g Game) Discarded(seat int) bool { return inMask(g.thrown, seat) }

// inMask reports whether seat's bit of a mask of seats is set: never for
// a negative seat, nor for one past the game's seats, whose bits a game's
// masks never set (see check).
func inMask(mask uint8, seat int) bool { return seat >= 0 && mask&(1<<seat) != 0 }

// Step is what a game waits for ([Game.Next]): the kind of action and who.
type Step uint8

// The acts a game can wait for (see [Game.Next]).
const (
	StepNone       Step = iota // nothing: the game is over (or is the zero Game)
	StepCutForDeal             // CutForDeal or CutForDealWith (or ChooseDealer)
	StepDeal                   // Deal or DealFrom
	StepDiscard                // Discard, by every seat that has not yet
	StepCut                    // Cut or CutAt, for the starter
	StepLay                    // Lay, by the seat on turn
	StepCount                  // Count the next hand or crib (automatic mode)
	StepClaim                  // Claim the next hand or crib (claimed mode)
	StepAccept                 // Accept the dealer's hand or crib (claimed mode)
	StepPegOut                 // PegOut or RefusePegOut (rule 8.11)
	StepOffer                  // TakeOffer or DeclineOffer, by the side offered points (Rules.Declinable)
	StepOwed                   // Claim the points owed to the seat: a penalty or muggins score (Rules.ClaimPenalties)
)

// Next returns what the game waits for and the seat that must do it (for
// StepDiscard, the first seat that has not laid away; for StepOffer, the side
// offered points; for StepOwed, the seat owed points; for StepCutForDeal,
// NoSeat; for StepDeal, the dealer). Once
// the game is over it is StepNone, whatever ended it. Optional actions of
// claimed mode (a Claim in the play, CallMuggins, Correct, Retract) are not
// listed: see Pending.
func (g Game) Next() (Step, int) { return g.next() }

// next is Next without a copy of the game.
func (g *Game) next() (Step, int) {
	switch {
	case g.zero() || g.phase == PhaseOver:
		return StepNone, NoSeat
	case len(g.off) > 0:
		return StepOffer, g.off[0].Side
	case len(g.owe) > 0:
		return StepOwed, g.owe[0].Seat
	case g.cl.pegOut.open:
		return StepPegOut, int(g.cl.pegOut.seat)
	}
	switch g.phase {
	case PhaseCutForDeal:
		return StepCutForDeal, NoSeat
	case PhaseDeal:
		return StepDeal, int(g.dealer)
	case PhaseDiscard:
		for s := range g.Seats() {
			if !g.Discarded(s) {
				return StepDiscard, s
			}
		}
	case PhaseStarter:
		return StepCut, g.cutter()
	case PhasePlay:
		return StepLay, g.play.Turn()
	case PhaseShow:
		if g.cl.accept != awaitNothing {
			return StepAccept, g.inSeat(int(g.dealer), 1)
		}
		if g.rules.Claimed {
			return StepClaim, g.counter()
		}
		return StepCount, g.counter()
	}
	return StepNone, NoSeat
}

// checkWaiting refuses, with ErrOfferPending, every transition but the
// answers while points offered to a side, or owed to a seat, wait.
func (g *Game) checkWaiting() error {
	switch {
	case g.phase == PhaseOver:
	case len(g.off) > 0:
		return fmt.Errorf("%w: side %d is offered %s", ErrOfferPending, g.off[0].Side, codec.Count(g.off[0].Points, "point"))
	case len(g.owe) > 0:
		return fmt.Errorf("%w: seat %d is owed %s to peg", ErrOfferPending, g.owe[0].Seat, codec.Count(g.owe[0].Points, "point"))
	}
	return nil
}

// run carries out t, by who, on a copy of g: the game is not the zero
// Game and not over, and the copy keeps t's events and, when g keeps a
// record (Recording), t in its record. g itself is not changed.
func (g *Game) run(t transition, who int, side bool) (ng Game, ev []Event, err error) {
	switch {
	case g.zero():
		return *g, nil, refuse(actionText.Verb(t), who, side, ErrZeroValue)
	case g.phase == PhaseOver:
		return *g, nil, refuse(actionText.Verb(t), who, side, ErrGameOver)
	}
	// t works on a copy in a scratch from the pool: a pointer to a copy
	// on the stack would otherwise move every game stepped to the heap.
	s := scratches.Get().(*scratch)
	s.g = *g
	evp := &s.ev
	if g.quiet {
		evp = nil
	}
	if err := t.do(&s.g, evp); err != nil {
		*s = scratch{} // holds nothing once back in the pool
		scratches.Put(s)
		return *g, nil, refuse(actionText.Verb(t), who, side, err)
	}
	ng, ev = s.g, s.ev
	*s = scratch{}
	scratches.Put(s)
	if ng.phase == PhaseOver && !ng.quiet {
		ev = append(ev, ng.result())
	}
	if ng.rec != nil {
		ng.record(t)
	}
	return ng, ev, nil
}

// scratch is where run lets a transition change a game.
type scratch struct {
	g  Game
	ev []Event
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// emit adds e to the events of a transition, unless ev is nil: the game is
// quiet (see Game.quiet), and e is neither kept nor boxed.
func emit[E Event](ev *[]Event, e E) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}

// refuse returns err as the *Error of an operation of this package.
func refuse(op string, who int, side bool, err error) error {
	if err == nil {
		return nil
	}
	if side {
		if _, ok := err.(*game.Error); !ok {
			return &game.Error{Pkg: "crib", Op: op, Seat: who, Side: true, Err: err}
		}
	}
	return game.Refuse("crib", op, who, err)
}

// win ends the game, won by side: its game-record peg advances, and no
// claim, window or offer stays open.
func (g *Game) win(side int) {
	g.phase = PhaseOver
	g.winner = int8(side)
	g.kept.Games[side]++
	g.cl = claims{}
	g.off = nil
	g.owe = nil
	g.after = nil
}

func (g *Game) result() GameOver {
	b := g.board()
	e := GameOver{Winner: int(g.winner), Board: b}
	worst := 0
	top := -1 // the best loser's score
	for s := range b.Sides {
		if s != e.Winner {
			e.Skunk[s] = g.rules.SkunkLevel(b.Score(s))
			if b.Score(s) > top {
				top = b.Score(s)
				worst = e.Skunk[s]
			}
		}
	}
	e.GamePoints = g.rules.Match.Points(worst)
	return e
}

// Result returns the GameOver event of a finished game, and whether the game
// is over. With more than two sides, the game points are those for the best
// loser's skunk level (a skunk only when every loser is below the line).
func (g Game) Result() (GameOver, bool) {
	if g.phase != PhaseOver {
		return GameOver{}, false
	}
	return g.result(), true
}

func (g *Game) checkSeat(seat int) error {
	if seat < 0 || seat >= g.Seats() {
		return fmt.Errorf("%w: seat %d of %d", ErrBadSeat, seat, g.Seats())
	}
	return nil
}

func (g *Game) checkSide(side int) error {
	if side < 0 || side >= g.board().Sides {
		return fmt.Errorf("%w: side %d of %d", ErrBadSeat, side, g.board().Sides)
	}
	return nil
}

func (g *Game) checkPhase(want Phase, what string) error {
	if g.phase != want {
		return fmt.Errorf("%w: %s during the %s", ErrWrongPhase, what, g.phase)
	}
	if g.cl.pegOut.open {
		return fmt.Errorf("%w: seat %d", ErrMustPegOut, g.cl.pegOut.seat)
	}
	return nil
}

// peg is the one road for every change of the board, whatever its source (a
// card's points, his heels, a hand, the crib, a penalty, muggins, a
// correction, an award, a placement by a ruling): it records sc through the
// game's pegger, keeps the pegger the score leaves (and the board, but for
// the front pegs a pegger keeps), passes on the pegger's
// events, ends the game when a side reaches the game hole, and folds sc's
// side where the pegger says (see foldOnLanding). After the game is over
// only backward scores are recorded (rule 8.4b's penalty may follow the
// points that won).
//
// It reports whether the deal's flow was cut short: the game is over, or
// sc's side has folded. A caller that goes on scoring or opening windows on
// sc tests that one thing.
func (g *Game) peg(ev *[]Event, sc Score) (cut bool) {
	if g.phase == PhaseOver && (sc.Points >= 0 || sc.Kind == ScorePlace) {
		return true
	}
	var p PegResult
	if _, two := g.pegger.(TwoPegBoard); two && ev == nil {
		p.Board = leapfrogScore(g.board(), sc) // no one listens: no Pegged to make
	} else {
		p = g.pegger.Peg(g.board(), sc)
	}
	nb := p.Board
	nb.Sides, nb.GameHole, nb.Games = g.kept.Sides, g.kept.GameHole, g.kept.Games // the game's, whatever the pegger says
	if p.Pegger != nil {
		g.pegger = p.Pegger
	}
	g.kept = held(nb, g.pegger)
	nb = g.board()
	if ev != nil {
		*ev = append(*ev, p.Events...)
	}
	if g.phase == PhaseOver {
		return true
	}
	for k := range nb.Sides {
		if s := (sc.Side + k) % nb.Sides; nb.Out(s) {
			g.win(s)
			return true
		}
	}
	return p.Fold && g.foldOnLanding(ev, sc.Side)
}

// score pegs a scoring moment (automatic mode) or holds it for the
// player's claim (claimed mode), and reports what peg reports.
func (g *Game) score(ev *[]Event, m moment) (cut bool) {
	if g.rules.Claimed {
		g.cl.add(m)
		return false
	}
	return g.peg(ev, Score{Kind: m.kind, Seat: int(m.seat), Side: g.Side(int(m.seat)), Points: int(m.truth), Play: m.play})
}
