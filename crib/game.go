package crib

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

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

var phaseNames = [...]string{"cut for deal", "deal", "discard", "starter", "play", "show", "over"}

// String names the phase: "deal", "play", "show", ...
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// Game is a game of cribbage as a value. Every transition is a method that
// returns the next Game and the events that happened, or an error that wraps
// one of the package's sentinels; the Game it is called on never changes, so
// a Game can be kept, copied and replayed. The shuffles come from a PCG
// generator held inside the value and seeded by NewGame: the same seed and
// the same choices give the same game, event for event.
//
// A deal goes: Deal (or DealFrom a given pack), Discard for each seat, Cut
// (or CutAt a depth) for the starter, Lay in turn until the play is over, and
// the show: Count each hand and the crib (automatic mode) or Claim them
// (claimed mode, with Accept, CallMuggins, Correct, Retract, PegOut and
// RefusePegOut). The game is over the instant a side reaches the game hole,
// wherever that happens (his heels, the play, the show).
//
// The zero Game is not a game; use NewGame.
type Game struct {
	rules  Rules
	rng    rand.PCG
	phase  Phase
	dealer int8
	winner int8
	cut    uint8 // seats still to cut for the deal
	deal   int
	deck   cards.Deck
	hands  [MaxSeats]cards.Set // dealt cards until the discard, then the four kept
	thrown uint8               // seats that have laid away
	crib   cards.Set
	start  cards.Card
	play   PlayState
	board  Board
	shown  int8  // counts done in the show: hands in order, then Seats for the crib
	folded uint8 // seats whose side has folded this deal
	out    uint8 // seats whose side sits out this deal (SitOut)
	cl     claims
	off    []Offered // points offered and waiting for an answer (Rules.Declinable); copied on write
}

// NewGame starts a game by rules (see Rules.Resolve for the defaults) whose
// shuffles are drawn from seed. The game begins with the cut for deal.
func NewGame(rules Rules, seed uint64) (Game, error) {
	r, err := rules.Resolve()
	if err != nil {
		return Game{}, err
	}
	g := Game{
		rules:  r,
		rng:    *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15),
		dealer: -1,
		winner: -1,
		cut:    uint8(1)<<r.Layout.Seats - 1,
		board:  NewBoard(r.Layout.Sides, r.GameHole),
	}
	return g, nil
}

// Rules returns the game's rules, resolved (every default filled in).
func (g Game) Rules() Rules { return g.rules }

// Phase returns the part of the game it is in.
func (g Game) Phase() Phase { return g.phase }

// Seats returns the number of players.
func (g Game) Seats() int { return g.rules.Layout.Seats }

// Dealer returns the dealer's seat (-1 before the cut for deal).
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
func (g Game) Board() Board { return g.board }

// Score returns side's score.
func (g Game) Score(side int) int { return g.board.Score(side) }

// Winner returns the winning side, or -1 while the game goes on.
func (g Game) Winner() int { return int(g.winner) }

// Discarded reports whether seat has laid its cards away this deal.
func (g Game) Discarded(seat int) bool { return g.thrown&(1<<seat) != 0 }

// Action is what a game waits for.
type Action uint8

// The actions a game can wait for (see Game.Next).
const (
	ActNone       Action = iota // the game is over
	ActCutForDeal               // CutForDeal or CutForDealWith (or ChooseDealer)
	ActDeal                     // Deal or DealFrom
	ActDiscard                  // Discard, by every seat that has not yet
	ActCut                      // Cut or CutAt, for the starter
	ActLay                      // Lay, by the seat on turn
	ActCount                    // Count the next hand or crib (automatic mode)
	ActClaim                    // Claim the next hand or crib (claimed mode)
	ActAccept                   // Accept the dealer's hand or crib (claimed mode)
	ActPegOut                   // PegOut or RefusePegOut (rule 8.11)
	ActOffer                    // TakeOffer or DeclineOffer, by a seat of the side offered points (Rules.Declinable)
)

var actionNames = [...]string{"none", "cut for deal", "deal", "discard", "cut", "lay", "count", "claim", "accept", "peg out", "offer"}

// String names the action: "lay", "count", ...
func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// Next returns what the game waits for and the seat that must do it (for
// ActDiscard, the first seat that has not laid away; for ActCutForDeal and
// ActDeal, the dealer or -1). Optional actions of claimed mode (a Claim in
// the play, CallMuggins, Correct, Retract) are not listed: see Pending.
func (g Game) Next() (Action, int) {
	if len(g.off) > 0 {
		return ActOffer, g.off[0].Side // seat s is on side s
	}
	if s := g.cl.pegOutSeat; s > 0 {
		return ActPegOut, int(s) - 1
	}
	switch g.phase {
	case PhaseCutForDeal:
		return ActCutForDeal, -1
	case PhaseDeal:
		return ActDeal, int(g.dealer)
	case PhaseDiscard:
		for s := range g.Seats() {
			if !g.Discarded(s) {
				return ActDiscard, s
			}
		}
	case PhaseStarter:
		return ActCut, g.cutter()
	case PhasePlay:
		return ActLay, g.play.Turn()
	case PhaseShow:
		if g.cl.accept != 0 {
			return ActAccept, g.inSeat(int(g.dealer), 1)
		}
		act := ActCount
		if g.rules.Claimed {
			act = ActClaim
		}
		return act, g.counter()
	}
	return ActNone, -1
}

func (g Game) cutter() int {
	if g.out == 0 {
		return (int(g.dealer) + g.rules.Layout.Cutter) % g.Seats()
	}
	return g.inSeat(int(g.dealer), g.dealLayout().Cutter)
}

// inSeat returns the k-th seat clockwise after from among the seats that
// do not sit out this deal (k >= 1).
func (g Game) inSeat(from, k int) int {
	n := g.Seats()
	s := from
	for k > 0 {
		s = (s + 1) % n
		if g.out&(1<<s) == 0 {
			k--
		}
	}
	return s
}

// dealLayout returns the layout the deal is played by: the rules' layout,
// or, with sides sitting out, the standard layout of the players left.
func (g Game) dealLayout() Layout {
	if g.out == 0 {
		return g.rules.Layout
	}
	l := g.rules.Layout
	k := 0
	for s := range l.Sides {
		if g.out&(1<<s) != 0 {
			k++
		}
	}
	dl, _ := LayoutFor(l.Seats-k*(l.Seats/l.Sides), l.Sides-k) // SitOut checked it exists
	return dl
}

// counter returns the seat whose hand (or crib, for the dealer after all
// hands) is counted next.
func (g Game) counter() int {
	if int(g.shown) >= g.Seats() {
		return int(g.dealer)
	}
	return (int(g.dealer) + 1 + int(g.shown)) % g.Seats()
}

// step runs a transition on a copy of g, returning the original untouched
// on error and adding the GameOver event when the transition ends the game.
// While points offered to a side wait for an answer, it refuses everything
// else (see answer).
func (g Game) step(f func(g *Game, ev *[]Event) error) (Game, []Event, error) {
	if len(g.off) > 0 && g.phase != PhaseOver {
		o := g.off[0]
		return g, nil, fmt.Errorf("crib: %w: side %d is offered %d points", ErrOfferPending, o.Side, o.Points)
	}
	return g.answer(f)
}

// answer is step without the check for offers waiting: the transitions
// that answer them.
func (g Game) answer(f func(g *Game, ev *[]Event) error) (Game, []Event, error) {
	orig := g
	if g.phase == PhaseOver {
		return orig, nil, fmt.Errorf("crib: %w", ErrGameOver)
	}
	var ev []Event
	if err := f(&g, &ev); err != nil {
		return orig, nil, err
	}
	if g.phase == PhaseOver {
		ev = append(ev, g.result())
	}
	return g, ev, nil
}

func (g *Game) result() GameOver {
	e := GameOver{Winner: int(g.winner), Board: g.board}
	worst := 0
	top := -1 // the best loser's score
	for s := range g.board.Sides {
		if s != e.Winner {
			e.Skunk[s] = g.rules.SkunkLevel(g.board.Score(s))
			if g.board.Score(s) > top {
				top = g.board.Score(s)
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

// peg records sc through the rules' Pegger and ends the game when a side
// reaches the game hole. After the game is over only backward scores are
// recorded (rule 8.4b's penalty may follow the points that won).
func (g *Game) peg(ev *[]Event, sc Score) {
	if g.phase == PhaseOver && sc.Points >= 0 {
		return
	}
	from := g.board.Pegs[sc.Side]
	var b Board
	var extra []Event
	fold := false
	if fp, ok := g.rules.Pegger.(FoldingPegger); ok {
		b, extra, fold = fp.PegFold(g.board, sc)
	} else {
		b, extra = g.rules.Pegger.Peg(g.board, sc)
	}
	g.board = b
	*ev = append(*ev, Pegged{Score: sc, From: from, Board: b})
	*ev = append(*ev, extra...)
	if g.phase == PhaseOver {
		return
	}
	for k := range b.Sides {
		s := (sc.Side + k) % b.Sides
		if b.Out(s) {
			g.phase = PhaseOver
			g.winner = int8(s)
			g.board.Games[s]++ // the game-record peg advances
			g.cl = claims{}
			g.off = nil
			return
		}
	}
	if fold {
		g.foldOnLanding(ev, sc.Side)
	}
}

// sideMask returns the seats of side (a bit mask).
func (g Game) sideMask(side int) uint8 {
	var mask uint8
	for s := side; s < g.Seats(); s += g.rules.Layout.Sides {
		mask |= 1 << s
	}
	return mask
}

// foldOnLanding folds side where a FoldingPegger says a score has landed:
// at once in the play or the show; before the play, its hands are folded
// when the play begins; between deals there is nothing to fold. A side that
// has folded or sits out already is left as it is.
func (g *Game) foldOnLanding(ev *[]Event, side int) {
	mask := g.sideMask(side)
	if (g.folded|g.out)&mask != 0 {
		return
	}
	switch g.phase {
	case PhasePlay, PhaseShow:
		g.fold(ev, side)
	case PhaseDiscard, PhaseStarter:
		g.folded |= mask
		*ev = append(*ev, Folded{Side: side, Sides: g.board.Sides})
	}
}

func (g Game) checkSeat(seat int) error {
	if seat < 0 || seat >= g.Seats() {
		return fmt.Errorf("crib: %w: seat %d of %d", ErrBadSeat, seat, g.Seats())
	}
	return nil
}

func (g Game) checkPhase(want Phase, what string) error {
	if g.phase != want {
		return fmt.Errorf("crib: %w: %s during the %s", ErrWrongPhase, what, g.phase)
	}
	if s := g.cl.pegOutSeat; s > 0 {
		return fmt.Errorf("crib: %w: seat %d", ErrMustPegOut, s-1)
	}
	return nil
}

// CutForDeal cuts for the first deal with the game's generator: each player
// (or, after a tie, each tied player) turns a card from a shuffled pack, and
// the lowest card deals (Ace low; suits do not rank, so equal ranks tie and
// those players cut again). It may take several calls after ties: Next says
// ActCutForDeal until a dealer is chosen.
func (g Game) CutForDeal() (Game, []Event, error) {
	if err := g.checkPhase(PhaseCutForDeal, "cutting for deal"); err != nil {
		return g, nil, err
	}
	rng := g.rng
	d, err := cards.StandardDeck().Shuffle(rand.New(&rng))
	if err != nil {
		return g, nil, err
	}
	cuts := make([]cards.Card, g.Seats())
	i := 0
	for s := range cuts {
		if g.cut&(1<<s) != 0 {
			cuts[s] = d.At(i)
			i++
		}
	}
	ng, ev, err := g.CutForDealWith(cuts)
	if err == nil {
		ng.rng = rng
	}
	return ng, ev, err
}

// CutForDealWith records a round of the cut for deal with the cards the
// players turned: one per seat, a standard card for every seat that cuts
// this round and NoCard for the others (after a tie only the tied players
// cut again). The lowest rank deals; a tie for lowest leaves the game in
// PhaseCutForDeal for the tied players to cut again.
func (g Game) CutForDealWith(cuts []cards.Card) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseCutForDeal, "cutting for deal"); err != nil {
			return err
		}
		if len(cuts) != g.Seats() {
			return fmt.Errorf("crib: %w: %d cuts for %d seats", ErrBadCards, len(cuts), g.Seats())
		}
		var e DealerCut
		var seen cards.Set
		low := cards.Rank(99)
		for s, c := range cuts {
			cutting := g.cut&(1<<s) != 0
			if !cutting {
				if c != cards.NoCard {
					return fmt.Errorf("crib: %w: seat %d does not cut this round", ErrBadCards, s)
				}
				continue
			}
			if !c.IsStandard() || seen.Has(c) {
				return fmt.Errorf("crib: %w: seat %d's cut %v", ErrBadCards, s, c)
			}
			seen = seen.With(c)
			e.Cuts[s] = c
			low = min(low, c.Rank())
		}
		for s, c := range cuts {
			if c != cards.NoCard && c.Rank() == low {
				e.Tied |= 1 << s
			}
		}
		if bits.OnesCount8(e.Tied) == 1 {
			e.Dealer = bits.TrailingZeros8(e.Tied)
			e.Tied = 0
			g.dealer = int8(e.Dealer)
			g.phase = PhaseDeal
		} else {
			e.Dealer = -1
			g.cut = e.Tied
		}
		*ev = append(*ev, e)
		return nil
	})
}

// ChooseDealer names the first dealer without a cut: for a match, where the
// loser of a game deals first in the next (the usual club and ACC practice),
// or a game restored from a record.
func (g Game) ChooseDealer(seat int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseCutForDeal, "choosing the dealer"); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		g.dealer = int8(seat)
		g.phase = PhaseDeal
		return nil
	})
}

// Deal shuffles a full pack with the game's generator and deals it (see
// DealFrom).
func (g Game) Deal() (Game, []Event, error) {
	if err := g.checkPhase(PhaseDeal, "dealing"); err != nil {
		return g, nil, err
	}
	rng := g.rng
	d, err := cards.StandardDeck().Shuffle(rand.New(&rng))
	if err != nil {
		return g, nil, err
	}
	ng, ev, err := g.DealFrom(d)
	if err == nil {
		ng.rng = rng
	}
	return ng, ev, err
}

// DealFrom deals from pack, which must be the 52 cards of one pack in the
// order to deal them (top first): Layout.Deal cards to each player one at a
// time, starting on the dealer's left, then Layout.FromPack cards from the
// top of what is left to the crib. Use it to replay a recorded deal or to
// stack one for a test.
func (g Game) DealFrom(pack cards.Deck) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseDeal, "dealing"); err != nil {
			return err
		}
		if pack.Len() != 52 || pack.Set() != cards.FullSet {
			return fmt.Errorf("crib: %w: the pack must be the 52 different standard cards", ErrBadCards)
		}
		l := g.dealLayout()
		hands, rest, err := pack.Deal(l.Seats, l.Deal)
		if err != nil {
			return err
		}
		from, rest, err := rest.Draw(l.FromPack)
		if err != nil {
			return err
		}
		g.deal++
		g.deck = rest
		g.thrown = g.out
		g.folded = 0
		g.start = cards.NoCard
		g.shown = 0
		g.play = PlayState{}
		g.crib = cards.SetOf(from...)
		g.cl = claims{}
		e := Dealt{Deal: g.deal, Dealer: int(g.dealer), Seats: g.Seats(), FromPack: g.crib, Out: g.out}
		g.hands = [MaxSeats]cards.Set{}
		for k, h := range hands {
			s := g.inSeat(int(g.dealer), k+1)
			g.hands[s] = cards.SetOf(h...)
			e.Hands[s] = g.hands[s]
		}
		g.phase = PhaseDiscard
		*ev = append(*ev, e)
		return nil
	})
}

// Discard lays seat's cards away: Layout.Throw of the cards dealt to it, to
// the crib (or, for the dealer's side in a Crib Wars game of three
// partnerships, to the bottom of the pack). Seats discard in any order; when
// all have, the game waits for the cut.
func (g Game) Discard(seat int, cs ...cards.Card) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseDiscard, "laying away"); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if g.out&(1<<seat) != 0 {
			return fmt.Errorf("crib: %w: seat %d", ErrSitsOut, seat)
		}
		if g.Discarded(seat) {
			return fmt.Errorf("crib: %w: seat %d has laid away already", ErrWrongPhase, seat)
		}
		l := g.dealLayout()
		if len(cs) != l.Throw {
			return fmt.Errorf("crib: %w: %d cards laid away, want %d", ErrBadCards, len(cs), l.Throw)
		}
		set := cards.SetOf(cs...)
		if set.Len() != len(cs) {
			return fmt.Errorf("crib: %w: %s is not %d different cards", ErrBadCards, cards.FormatList(cs), len(cs))
		}
		if set.Minus(g.hands[seat]) != 0 {
			return fmt.Errorf("crib: %w: %v (seat %d)", ErrNotInHand, set.Minus(g.hands[seat]), seat)
		}
		g.hands[seat] = g.hands[seat].Minus(set)
		g.thrown |= 1 << seat
		toCrib := !l.DealerSideToBottom || !g.rules.Layout.Partners(int(g.dealer), seat)
		if toCrib {
			g.crib = g.crib.Union(set)
		} else {
			g.deck = g.deck.PutBottom(cs...)
		}
		*ev = append(*ev, Discarded{Seat: seat, Cards: set, ToCrib: toCrib})
		if g.thrown == uint8(1)<<g.Seats()-1 {
			g.phase = PhaseStarter
		}
		return nil
	})
}

// Cut cuts the pack for the starter at a depth drawn from the game's
// generator (see CutAt).
func (g Game) Cut() (Game, []Event, error) {
	if err := g.checkPhase(PhaseStarter, "cutting"); err != nil {
		return g, nil, err
	}
	rng := g.rng
	n := g.deck.Len()
	depth := 4 + rand.New(&rng).IntN(n-7)
	ng, ev, err := g.CutAt(depth)
	if err == nil {
		ng.rng = rng
	}
	return ng, ev, err
}

// CutAt cuts the pack depth cards deep (the cutter lifts depth cards,
// leaving at least four in each packet) and turns the starter, the top card
// of the lower packet. A Jack scores the dealer 2 for his heels, which may
// win the game (subject to Rules.NoHeelsWithin). The play then begins, the
// dealer's left to lead.
func (g Game) CutAt(depth int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseStarter, "cutting"); err != nil {
			return err
		}
		n := g.deck.Len()
		if depth < 4 || depth > n-4 {
			return fmt.Errorf("crib: %w: a cut %d deep in %d cards leaves fewer than four in a packet", ErrBadCards, depth, n)
		}
		g.start = g.deck.At(depth)
		*ev = append(*ev, StarterTurned{Cutter: g.cutter(), Depth: depth, Starter: g.start})
		hands := make([]cards.Set, g.Seats())
		copy(hands, g.hands[:])
		for s := range hands {
			if g.folded&(1<<s) != 0 {
				hands[s] = 0 // folded before the play (FoldingPegger)
			}
		}
		p, err := NewPlayState(hands, (int(g.dealer)+1)%g.Seats())
		if err != nil {
			return err
		}
		g.play = p
		g.phase = PhasePlay
		if p.Over() { // every side folded before the play (FoldingPegger)
			g.phase = PhaseShow
			g.shown = 0
			g.skipFolded(ev)
			return nil
		}
		if g.start.Rank() == cards.Jack && g.heelsAllowed() && g.folded&(1<<g.dealer) == 0 {
			g.score(ev, moment{kind: ScoreHeels, seat: g.dealer, truth: 2})
		}
		return nil
	})
}

func (g Game) heelsAllowed() bool {
	n := g.rules.NoHeelsWithin
	return n == 0 || g.board.Score(g.Side(int(g.dealer))) <= g.rules.GameHole-n
}

// Lay lays card c for seat, which must be the seat on turn (see PlayState
// for the rules of the play). The card's points, the go and last card are
// pegged in automatic mode; in claimed mode they wait for seat's Claim, and
// the next card laid closes the chance (a score not pegged before the next
// card is forfeited, rule 8.4d and 10.4b).
func (g Game) Lay(seat int, c cards.Card) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhasePlay, "laying a card"); err != nil {
			return err
		}
		if err := g.checkSeat(seat); err != nil {
			return err
		}
		if seat != g.play.Turn() {
			return fmt.Errorf("crib: %w: seat %d to lay, not seat %d", ErrNotYourTurn, g.play.Turn(), seat)
		}
		if !g.play.Hand(seat).Has(c) {
			return fmt.Errorf("crib: %w: %v (seat %d)", ErrNotInHand, c, seat)
		}
		p, st, err := g.play.Lay(c)
		if err != nil {
			return err
		}
		if g.rules.Claimed {
			if err := g.flushPending(ev); err != nil {
				return err
			}
			g.cl.closeOverpeg() // rule 8.4d: the next card closes it
		}
		g.play = p
		*ev = append(*ev, Laid{Step: st})
		n0, f0 := len(*ev), g.folded
		g.scoreStep(ev, st)
		if g.phase == PhaseOver {
			return nil
		}
		if g.folded != f0 {
			// A score landed where its side folds (FoldingPegger): the
			// fold has settled who lays next. Report the count the card
			// started again, if the fold did not.
			if st.NewCount && !restarted((*ev)[n0:]) {
				*ev = append(*ev, CountRestarted{Leader: g.play.Turn()})
			}
			return nil
		}
		if st.NewCount {
			*ev = append(*ev, CountRestarted{Leader: st.Next})
		}
		if st.Next < 0 {
			g.phase = PhaseShow
			g.shown = 0
			g.skipFolded(ev)
		}
		return nil
	})
}

func restarted(ev []Event) bool {
	for _, e := range ev {
		if _, ok := e.(CountRestarted); ok {
			return true
		}
	}
	return false
}

// scoreStep scores a card laid: its points, the goes said, the go or last
// card point. In claimed mode they become the seat's pending moments.
func (g *Game) scoreStep(ev *[]Event, st PlayStep) {
	seat := int8(st.Seat)
	pts := st.Score.Points()
	if g.rules.Claimed || pts > 0 {
		g.score(ev, moment{kind: ScorePlay, seat: seat, truth: int8(pts), play: st.Score})
	}
	if g.phase == PhaseOver || g.folded&(1<<seat) != 0 {
		return // over, or the card's points folded its side (FoldingPegger)
	}
	n := g.Seats()
	for k := 1; k < n; k++ {
		t := (st.Seat + k) % n
		if st.Gone&(1<<t) != 0 {
			*ev = append(*ev, GoSaid{Seat: t, Count: st.Score.Count})
		}
	}
	if st.GoPoint {
		g.score(ev, moment{kind: ScoreGo, seat: seat, truth: 1})
	}
	if st.LastCard {
		g.score(ev, moment{kind: ScoreLast, seat: seat, truth: 1})
	}
}

// score pegs a scoring moment (automatic mode) or holds it for the
// player's claim (claimed mode).
func (g *Game) score(ev *[]Event, m moment) {
	if !g.rules.Claimed {
		g.peg(ev, Score{Kind: m.kind, Seat: int(m.seat), Side: g.Side(int(m.seat)), Points: int(m.truth), Play: m.play})
		return
	}
	g.cl.add(m)
}

// Count counts the next hand in the order of rule 9.2 (clockwise from the
// dealer's left, the dealer last), or the crib after them, and pegs it
// (automatic mode; in claimed mode use Claim). A zero hand touches no peg
// (rule 8.2) but is reported. After the crib the deal passes to the left.
func (g Game) Count() (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseShow, "counting"); err != nil {
			return err
		}
		if g.rules.Claimed {
			return fmt.Errorf("crib: %w: in claimed mode each player claims their count", ErrWrongPhase)
		}
		m := g.show(ev)
		g.peg(ev, Score{Kind: m.kind, Seat: int(m.seat), Side: g.Side(int(m.seat)), Points: int(m.truth)})
		g.afterShow(ev)
		return nil
	})
}

// show lays out the next hand or crib and returns its moment.
func (g *Game) show(ev *[]Event) moment {
	seat := g.counter()
	crib := int(g.shown) >= g.Seats()
	set := g.hands[seat]
	kind := ScoreHand
	if crib {
		set = g.crib
		kind = ScoreCrib
	}
	var four [4]cards.Card
	set.AppendTo(four[:0])
	pts := score.Hand(four, g.start)
	if crib {
		pts = score.Crib(four, g.start)
	}
	*ev = append(*ev, Shown{Seat: seat, Side: g.Side(seat), Crib: crib, Cards: four, Starter: g.start, Points: pts})
	g.shown++
	return moment{kind: kind, seat: int8(seat), truth: int8(pts)}
}

// afterShow moves on after a count: in automatic mode, past the crib to the
// next deal; in claimed mode, to the acceptance of the dealer's hand or the
// crib.
func (g *Game) afterShow(ev *[]Event) {
	if g.phase != PhaseShow {
		return // over, or a fold ended the deal (FoldingPegger)
	}
	if g.skipFolded(ev) {
		return
	}
	if g.rules.Claimed {
		switch int(g.shown) {
		case g.Seats():
			g.cl.accept = acceptHand
		case g.Seats() + 1:
			g.cl.accept = acceptCrib
		}
		return
	}
	if int(g.shown) > g.Seats() {
		g.endDeal(ev)
	}
}

func (g *Game) endDeal(ev *[]Event) {
	g.dealer = int8((int(g.dealer) + 1) % g.Seats())
	g.phase = PhaseDeal
	g.out = 0
	g.cl = claims{}
	*ev = append(*ev, DealOver{Deal: g.deal, NextDealer: int(g.dealer), Board: g.board})
}

// Adjust pegs points to side by a ruling: penalty points to a nonoffender
// (positive), or a backward penalty (negative), with rule naming the rule
// (see the rulings in rulings.go, whose Ruling.Apply calls it). It is a
// score like any other: it may win the game.
func (g Game) Adjust(side, points int, rule string) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if side < 0 || side >= g.board.Sides {
			return fmt.Errorf("crib: %w: side %d", ErrBadSeat, side)
		}
		g.peg(ev, Score{Kind: ScorePenalty, Seat: -1, Side: side, Points: points, Rule: rule})
		return nil
	})
}

// skipFolded passes over the counts of folded sides in the show (their
// hands, and the crib if the dealer's side folded), ending the deal when
// nothing is left to count. It reports whether it ended the deal.
func (g *Game) skipFolded(ev *[]Event) bool {
	skip := g.folded | g.out
	if g.phase != PhaseShow || g.cl.accept != 0 || skip == 0 {
		return false
	}
	n := g.Seats()
	for int(g.shown) <= n && skip&(1<<g.counter()) != 0 {
		g.shown++
	}
	if int(g.shown) > n {
		g.endDeal(ev)
		return true
	}
	return false
}

// Fold folds side's hands, and its crib if it dealt, for the rest of the
// deal: their cards leave the play and are not counted in the show (the
// Crib Wars penalty box: "they must fold their hand and crib and their
// partner's hand and crib at once"; the others finish pegging and counting).
// In claimed mode the side's scores waiting for a claim are dropped. Allowed
// during the play and the show.
func (g Game) Fold(side int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if g.phase != PhasePlay && g.phase != PhaseShow {
			return fmt.Errorf("crib: %w: folding during the %s", ErrWrongPhase, g.phase)
		}
		if side < 0 || side >= g.board.Sides {
			return fmt.Errorf("crib: %w: side %d", ErrBadSeat, side)
		}
		mask := g.sideMask(side)
		if g.out&mask != 0 {
			return fmt.Errorf("crib: %w: side %d", ErrSitsOut, side)
		}
		if g.folded&mask != 0 {
			return fmt.Errorf("crib: %w: side %d has folded already", ErrWrongPhase, side)
		}
		g.fold(ev, side)
		return nil
	})
}

// fold folds side during the play or the show (see Fold).
func (g *Game) fold(ev *[]Event, side int) {
	mask := g.sideMask(side)
	g.folded |= mask
	if g.cl.npend > 0 && mask&(1<<g.cl.pend[0].seat) != 0 {
		g.cl.npend = 0
	}
	if g.cl.pegOutSeat > 0 && mask&(1<<(g.cl.pegOutSeat-1)) != 0 {
		g.cl.pegOutSeat, g.cl.pegOut = 0, 0
	}
	*ev = append(*ev, Folded{Side: side, Sides: g.board.Sides})
	if g.phase == PhasePlay {
		p, st := g.play.Fold(mask)
		g.play = p
		f0 := g.folded
		if st.GoPoint {
			g.score(ev, moment{kind: ScoreGo, seat: int8(st.Seat), truth: 1})
		}
		if st.LastCard {
			g.score(ev, moment{kind: ScoreLast, seat: int8(st.Seat), truth: 1})
		}
		if g.phase == PhaseOver || g.folded != f0 {
			return // over, or the go folded another side, whose fold went on from here
		}
		if st.NewCount {
			*ev = append(*ev, CountRestarted{Leader: st.Next})
		}
		if st.Next < 0 {
			g.phase = PhaseShow
			g.shown = 0
		}
	}
	g.skipFolded(ev)
}

// Award moves side's peg points holes by a rule outright, rather than for
// points it scored (a ScoreAward, with rule naming the rule): the Crib Wars
// penalty box's "your opponents go ahead twenty holes", or a side moving its
// own peg out of the box. On the ACC board it is pegged like any score; the
// rules' Pegger decides what an award does on its board. It may win the game.
// points must not be negative (a backward move is Adjust's).
func (g Game) Award(side, points int, rule string) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if side < 0 || side >= g.board.Sides {
			return fmt.Errorf("crib: %w: side %d", ErrBadSeat, side)
		}
		if points < 0 {
			return fmt.Errorf("crib: %w: an award of %d", ErrBadClaim, points)
		}
		g.peg(ev, Score{Kind: ScoreAward, Seat: -1, Side: side, Points: points, Rule: rule})
		return nil
	})
}

// SitOut takes side out of the next deal, before it is dealt (the Crib Wars
// penalty box with three sides: "will sit out for three consecutive hands").
// The side's players are dealt nothing, lay nothing away, play no card, are
// not counted and cut no card, and the deal is dealt and played by the
// standard layout of the players left (LayoutFor): three players with one
// out play as two (six cards, two each to the crib), three partnerships with
// one out as four players in two (five cards, one each to the crib, all four
// to the crib). If the dealer's side sits out, the deal passes to the next
// player to the left who plays, and passes on from there. Several sides may
// sit out one deal as long as two sides play. The next deal has everyone
// back unless SitOut is called again.
//
// Errors: ErrWrongPhase outside PhaseDeal; ErrBadSeat for no such side;
// ErrSitsOut if it already sits out, or if fewer than two sides would play,
// or if no standard layout seats the players left.
func (g Game) SitOut(side int) (Game, []Event, error) {
	return g.step(func(g *Game, ev *[]Event) error {
		if err := g.checkPhase(PhaseDeal, "sitting out"); err != nil {
			return err
		}
		l := g.rules.Layout
		if side < 0 || side >= l.Sides {
			return fmt.Errorf("crib: %w: side %d", ErrBadSeat, side)
		}
		mask := g.sideMask(side)
		if g.out&mask != 0 {
			return fmt.Errorf("crib: %w: side %d already sits out", ErrSitsOut, side)
		}
		out := g.out | mask
		k := 0
		for s := range l.Sides {
			if out&(1<<s) != 0 {
				k++
			}
		}
		if _, err := LayoutFor(l.Seats-k*(l.Seats/l.Sides), l.Sides-k); err != nil || l.Sides-k < 2 {
			return fmt.Errorf("crib: %w: side %d cannot sit out: %d of %d sides would play", ErrSitsOut, side, l.Sides-k, l.Sides)
		}
		g.out = out
		if g.out&(1<<g.dealer) != 0 {
			g.dealer = int8(g.inSeat(int(g.dealer), 1))
		}
		*ev = append(*ev, SatOut{Side: side, Sides: l.Sides, Dealer: int(g.dealer)})
		return nil
	})
}

// SitsOut reports whether seat sits out the deal (SitOut).
func (g Game) SitsOut(seat int) bool { return seat >= 0 && seat < g.Seats() && g.out&(1<<seat) != 0 }

// Folded reports whether seat's side has folded this deal (Game.Fold, or a
// score that landed where its side folds).
func (g Game) Folded(seat int) bool { return seat >= 0 && seat < g.Seats() && g.folded&(1<<seat) != 0 }

// DealLayout returns the layout the current deal is played by: the rules'
// layout, or with sides sitting out (SitOut), the standard layout of the
// players left. Seats keep their numbers: the deal's layout gives the cards
// dealt and laid away and where they go.
func (g Game) DealLayout() Layout { return g.dealLayout() }

// LayoutFor returns the standard layout for seats players in sides sides:
// TwoPlayer (2, 2), ThreePlayer (3, 3), FourPlayer (4, 2) or SixPlayer (6,
// 3). Other seatings have no standard layout (ErrBadRules): build a Layout.
func LayoutFor(seats, sides int) (Layout, error) {
	switch {
	case seats == 2 && sides == 2:
		return TwoPlayer(), nil
	case seats == 3 && sides == 3:
		return ThreePlayer(), nil
	case seats == 4 && sides == 2:
		return FourPlayer(), nil
	case seats == 6 && sides == 3:
		return SixPlayer(), nil
	}
	return Layout{}, fmt.Errorf("crib: %w: no standard layout for %d players in %d sides", ErrBadRules, seats, sides)
}
