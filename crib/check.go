package crib

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	rectext "github.com/pegboard/pegboard/internal/record"
	"github.com/pegboard/pegboard/score"
)

// check reports the first way g could not have come from the rules: the
// one invariant checker of a Game, used by the reader of saved games and
// by the whole-game tests after every action. Its errors wrap
// ErrBadRecord. The zero Game passes (it is no game, but a possible
// value).
func (g Game) check() error {
	if g.zero() {
		return nil
	}
	if err := g.checkSetup(); err != nil {
		return err
	}
	if err := g.checkCards(); err != nil {
		return err
	}
	if err := g.checkClaims(); err != nil {
		return err
	}
	return g.checkOffers()
}

// checkSetup checks the rules, the board, the phase and the seats.
func (g Game) checkSetup() error {
	if err := g.rules.check(); err != nil {
		return err
	}
	if r, _ := g.rules.Resolve(); !equalRules(r, g.rules) {
		return bad("a game's rules are kept resolved")
	}
	n, sides := g.Seats(), g.rules.Layout.Sides
	all := uint8(1)<<n - 1
	switch {
	case g.pegger == nil:
		return bad("no pegger")
	case g.dealt && (g.seed != 0 || g.rng != rand.PCG{}):
		return bad("a game dealt at a table has no seed")
	case g.board().check() != nil:
		return g.board().check()
	case held(g.kept, g.pegger) != g.kept:
		return bad("front pegs kept by the game and its pegger both")
	case g.board().Sides != sides || g.board().GameHole != g.rules.GameHole:
		return bad("a board of %s to %d in a game of %s to %d", codec.Count(g.board().Sides, "side"), g.board().GameHole, codec.Count(sides, "side"), g.rules.GameHole)
	case g.phase > PhaseOver:
		return bad("no phase %d", g.phase)
	case g.dealer < NoSeat || int(g.dealer) >= n || (g.phase == PhaseCutForDeal) != (g.dealer == NoSeat) && g.phase != PhaseOver:
		return bad("dealer %d in the %v", g.dealer, g.phase)
	case g.cut == 0 || g.cut&^all != 0:
		return bad("seats %b cut for deal", g.cut)
	case g.deal < 0 || g.deal > codec.MaxNumber || g.phase == PhaseCutForDeal && g.deal != 0:
		return bad("deal %d in the %v", g.deal, g.phase)
	case g.deal == 0 && g.phase >= PhaseDiscard && g.phase <= PhaseShow:
		return bad("the %v before the first deal", g.phase)
	case g.thrown&^all != 0 || g.folded&^all != 0 || g.out&^all != 0 || g.lost&^(all|lostCrib) != 0:
		return bad("seats past %d", n)
	case g.shown < 0 || int(g.shown) > n+1:
		return bad("%s shown", codec.Count(g.shown, "count"))
	}
	for s := range sides {
		if m := g.sideMask(s); g.out&m != 0 && g.out&m != m || g.folded&m != 0 && g.folded&m != m {
			return bad("side %d is out or folded in part", s)
		}
	}
	if g.out != 0 {
		k := sidesOut(g.out, sides)
		live := g.phase >= PhaseDiscard && g.phase <= PhaseShow // folded is the last deal's between deals
		if _, err := LayoutFor(n-k*(n/sides), sides-k); err != nil || sides-k < 2 || live && g.folded&g.out != 0 {
			return bad("seats %b sit out", g.out)
		}
		if g.phase < PhaseDeal || g.phase > PhaseShow && g.phase != PhaseOver || g.phase != PhaseOver && g.out&(1<<g.dealer) != 0 {
			return bad("seats %b sit out in the %v, dealer %d", g.out, g.phase, g.dealer)
		}
	}
	over := 0
	for s := range sides {
		if g.board().Out(s) {
			over++
		}
	}
	switch {
	case (g.phase == PhaseOver) != (g.winner >= 0) || g.winner < NoSeat || int(g.winner) >= sides:
		return bad("winner %d in the %v", g.winner, g.phase)
	case g.phase == PhaseOver && !g.board().Out(int(g.winner)):
		return bad("side %d won at %d of %d", g.winner, g.board().Score(int(g.winner)), g.board().GameHole)
	case g.phase != PhaseOver && over > 0:
		return bad("a side in the game hole, and the game goes on")
	}
	return nil
}

// checkCards checks that no card is lost or duplicated, that each hand
// holds what the phase says, and that the play is the hands kept.
func (g Game) checkCards() error {
	n := g.Seats()
	if g.deal == 0 {
		if g.deck.Len() != 0 || g.hands != [MaxSeats]cards.Set{} || g.crib != 0 || g.start != cards.NoCard || g.play != (PlayState{}) || g.thrown != 0 {
			return bad("cards before the first deal")
		}
		return nil
	}
	pack := g.deck.Set()
	total := g.deck.Len() + g.crib.Len()
	all := pack | g.crib
	if pack.Len() != g.deck.Len() || g.deck.Count(cards.NoCard) != 0 || g.deck.Count(cards.Joker) != 0 || pack&g.crib != 0 || g.crib&^cards.FullSet != 0 {
		return bad("the pack %v and the crib %v", g.deck, g.crib)
	}
	for s := range MaxSeats {
		h := g.hands[s]
		if h&^cards.FullSet != 0 || all&h != 0 || s >= n && h != 0 {
			return bad("seat %d holds %v", s, h)
		}
		all |= h
		total += h.Len()
	}
	if total != 52 || all != cards.FullSet {
		return bad("%s, %v missing", codec.Count(total, "card"), all.Complement())
	}
	if err := g.play.valid(); err != nil {
		return err
	}
	in := (uint8(1)<<n - 1) &^ g.out
	l := g.dealLayout()
	if err := g.checkAway(l); err != nil {
		return err
	}
	switch g.phase {
	case PhaseDiscard:
		if g.thrown&g.out != g.out || g.thrown&in == in || g.start != cards.NoCard {
			return bad("the discard with seats %b laid away, starter %v", g.thrown, g.start)
		}
		toCrib := l.FromPack
		for s := range n {
			want := l.Deal
			switch {
			case g.out&(1<<s) != 0:
				want = 0
			case g.thrown&(1<<s) != 0:
				want = 4
				if !l.DealerSideToBottom || !g.rules.Layout.Partners(int(g.dealer), s) {
					toCrib += l.Throw
				}
			}
			if g.hands[s].Len() != want {
				return bad("seat %d holds %s in the discard", s, codec.Count(g.hands[s].Len(), "card"))
			}
		}
		if g.crib.Len() != toCrib {
			return bad("a crib of %s in the discard", codec.Count(g.crib.Len(), "card"))
		}
	case PhaseStarter, PhasePlay, PhaseShow:
		for s := range n {
			if want := 4 * int(in>>s&1); g.hands[s].Len() != want {
				return bad("seat %d keeps %s", s, codec.Count(g.hands[s].Len(), "card"))
			}
		}
		switch {
		case g.thrown != uint8(1)<<n-1 || g.crib.Len() != 4:
			return bad("a crib of %s after the discard", codec.Count(g.crib.Len(), "card"))
		case g.phase == PhaseStarter && (g.start != cards.NoCard || g.play != PlayState{}):
			return bad("a starter or a play before the cut")
		case g.phase != PhaseStarter && !pack.Has(g.start):
			return bad("the starter %v is not in the pack", g.start)
		case g.phase == PhasePlay && g.play.Over(), g.phase == PhaseShow && !g.play.Over():
			return bad("the %v with the play at %v", g.phase, g.play)
		}
	}
	if g.play.seats == 0 {
		if g.phase == PhasePlay || g.phase == PhaseShow {
			return bad("the %v with no play", g.phase)
		}
		return nil
	}
	if int(g.play.seats) != n {
		return bad("a play of %s in a game of %d", codec.Count(g.play.seats, "seat"), n)
	}
	var kept, held, folded cards.Set
	for s := range n {
		h := g.play.Hand(s)
		kept |= g.hands[s]
		held |= h
		if h&^g.hands[s] != 0 || h != 0 && (g.folded|g.out)&(1<<s) != 0 {
			return bad("seat %d holds %v in the play, kept %v", s, h, g.hands[s])
		}
		if g.folded&(1<<s) != 0 {
			folded |= g.hands[s]
		}
	}
	played := held | cards.SetOf(g.play.laid[:g.play.nlaid]...)
	if played&^kept != 0 || kept&^played&^folded != 0 {
		return bad("the play's cards are not the hands kept")
	}
	for i := range g.play.nlaid {
		if s := g.play.by[i]; !g.hands[s].Has(g.play.laid[i]) {
			return bad("seat %d laid %v, which it did not keep", s, g.play.laid[i])
		}
	}
	return nil
}

// checkClaims checks the bookkeeping of claimed mode.
func (g Game) checkClaims() error {
	c := g.cl
	switch {
	case c == claims{}:
		return nil
	case !g.rules.Claimed:
		return bad("claims in a game scored automatically")
	case g.phase == PhaseOver:
		return bad("claims open after the game")
	}
	live := g.phase == PhasePlay || g.phase == PhaseShow
	if err := g.checkClaimState(c.claimState, live); err != nil {
		return err
	}
	if !live && (c.rec != nil || c.goes != goes{}) {
		return bad("a claim or a go open in the %v", g.phase)
	}
	n := g.Seats()
	all := uint8(1)<<n - 1
	if c.unsaid&^all != 0 || c.waitGo&^c.unsaid != 0 || c.count < 0 || c.count > 30 {
		return bad("go unsaid by %b, waited for by %b, on %d", c.unsaid, c.waitGo, c.count)
	}
	if r := c.rec; r != nil {
		switch {
		case r.seat < 0 || int(r.seat) >= n || r.points < 0 || int(r.points) > g.rules.GameHole || r.zero && !(r.show && r.points == 0):
			return bad("an open claim of %d by seat %d", r.points, r.seat)
		case r.shown < 0 || int(r.shown) > n+1 || r.pegger == nil:
			return bad("an open claim after %s", codec.Count(r.shown, "count"))
		case r.board().check() != nil:
			return r.board().check()
		case held(r.kept, r.pegger) != r.kept:
			return bad("an open claim's front pegs kept twice")
		case r.kept.Sides != g.kept.Sides || r.kept.GameHole != g.kept.GameHole:
			return bad("an open claim on another board")
		}
		if err := g.checkClaimState(r.before, true); err != nil {
			return err
		}
	}
	return nil
}

// checkClaimState checks the part of the claims a claim changes; live is
// whether the phase is the play or the show.
func (g Game) checkClaimState(c claimState, live bool) error {
	n := g.Seats()
	seatOK := func(s int8) bool { return s >= 0 && int(s) < n && g.out&(1<<s) == 0 }
	if c.npend < 0 || c.npend > 3 || c.npend > 0 && !live {
		return bad("%s pending in the %v", codec.Count(c.npend, "score"), g.phase)
	}
	for i, m := range c.pend {
		if i >= int(c.npend) {
			if m != (moment{}) {
				return bad("a pending score past the last")
			}
			continue
		}
		want := map[ScoreKind]int16{ScoreHeels: 2, ScoreGo: 1, ScoreLast: 1, ScorePlay: int16(m.play.Points())}
		w, ok := want[m.kind]
		switch {
		case !ok || m.truth != w || m.seat != c.pend[0].seat || !seatOK(m.seat):
			return bad("a pending %v of %d by seat %d", m.kind, m.truth, m.seat)
		case m.kind != ScorePlay && m.play != (moment{}).play, m.kind == ScorePlay && (i != 0 || m.play.Count == 0):
			return bad("a pending %v scored as %+v", m.kind, m.play)
		case i > 0 && m.kind != ScoreGo && m.kind != ScoreLast, m.kind == ScoreHeels && c.npend != 1:
			return bad("pending scores in the wrong order")
		}
	}
	for s, p := range c.playMiss {
		if p < 0 || p > 29 || p > 0 && (!live || !seatOK(int8(s))) {
			return bad("%s missed in the play by seat %d", codec.Count(p, "point"), s)
		}
	}
	for _, w := range []window{c.showMiss, c.over.window, c.pegOut} {
		if !w.open && w != (window{}) || w.open && (w.seat < 0 || int(w.seat) >= n || w.points < 1 || int(w.points) > g.rules.GameHole) {
			return bad("a window %+v", w)
		}
	}
	switch {
	case !c.over.open && c.over.show:
		return bad("a closed overpeg of a count")
	case c.showMiss.open && g.phase != PhaseShow, c.showMiss.points > 29:
		return bad("a hand's points missed in the %v", g.phase)
	case c.accept > awaitCrib, c.accept != awaitNothing && g.phase != PhaseShow:
		return bad("a count awaits acceptance in the %v", g.phase)
	case c.accept == awaitHand && int(g.shown) != n, c.accept == awaitCrib && int(g.shown) != n+1:
		return bad("acceptance awaited after %s", codec.Count(g.shown, "count"))
	}
	return nil
}

// checkOffers checks the points offered and owed, and a ruling waiting.
func (g Game) checkOffers() error {
	n, sides := g.Seats(), g.board().Sides
	if g.phase == PhaseOver && (g.off != nil || g.owe != nil || g.after != nil) {
		return bad("points offered or owed after the game")
	}
	if len(g.off) > 0 && !g.rules.Declinable || len(g.owe) > 0 && !(g.rules.Claimed && g.rules.ClaimPenalties) {
		return bad("points offered or owed the rules do not offer")
	}
	if len(g.off)+len(g.owe) > 100 {
		return bad("%s offered or owed", codec.Count(len(g.off)+len(g.owe), "point"))
	}
	for _, o := range g.off {
		if err := o.check(); err != nil {
			return err
		}
		if o.Sides != sides || o.Side >= sides || o.Seat >= n || o.GiveBackSeat >= n || o.GiveBack >= sides ||
			o.Points > g.rules.GameHole || g.out&g.sideMask(o.Side) != 0 {
			return bad("%s offered to side %d", codec.Count(o.Points, "point"), o.Side)
		}
	}
	for _, o := range g.owe {
		if err := o.check(); err != nil {
			return err
		}
		if o.Sides != sides || o.Seat >= n || o.Side != g.Side(o.Seat) || o.Points > g.rules.GameHole || g.out&(1<<o.Seat) != 0 {
			return bad("%s owed to seat %d", codec.Count(o.Points, "point"), o.Seat)
		}
	}
	if a := g.after; a != nil {
		if !g.waiting() || a.offender < 0 || int(a.offender) >= n || g.checkRuling(a.r) != nil {
			return bad("a ruling %+v waiting", a.r)
		}
	}
	return nil
}

// check reports why o is no offer.
func (o Offered) check() error {
	okKind := o.Kind == ScorePenalty || o.Kind == ScoreCorrection || o.Kind == ScoreMuggins
	if o.Side < 0 || o.Sides < 2 || o.Sides > MaxSides || o.Side >= o.Sides || o.Seat < NoSeat || o.Seat >= MaxSeats || o.Points < 1 || o.Points > 10000 ||
		!okKind || o.GiveBack < NoSeat || o.GiveBack >= o.Sides || o.GiveBackSeat < NoSeat || o.GiveBackSeat >= MaxSeats || (o.GiveBack < 0) != (o.GiveBackSeat < 0) {
		return fmt.Errorf("crib: %w", bad("an offer of %s to side %d", codec.Count(o.Points, "point"), o.Side))
	}
	return nil
}

// check reports why o is no points owed.
func (o Owed) check() error {
	if o.Seat < 0 || o.Seat >= MaxSeats || o.Sides < 2 || o.Sides > MaxSides || o.Side < 0 || o.Side != o.Seat%o.Sides ||
		o.Points < 1 || o.Points > 10000 || !owedKind(o.Kind) {
		return fmt.Errorf("crib: %w", bad("%s owed to seat %d", codec.Count(o.Points, "point"), o.Seat))
	}
	return nil
}

// checkAway checks the cards each seat laid away: none between deals; in a
// deal, the deal's Throw from each seat that has laid away, in the crib or
// (the dealer's side, Layout.DealerSideToBottom) in the pack. A game over
// may keep those of its last deal. None at all is a game read from version
// 1 of the saved game, which did not keep them.
func (g Game) checkAway(l Layout) error {
	if g.away == [MaxSeats]cards.Set{} {
		return nil
	}
	var all cards.Set
	for s := range MaxSeats {
		a := g.away[s]
		toCrib := !l.DealerSideToBottom || !g.rules.Layout.Partners(int(g.dealer), s)
		in := g.crib
		if !toCrib {
			in = g.deck.Set()
		}
		want := 0
		if g.thrown&^g.out&(1<<s) != 0 {
			want = l.Throw
		}
		ok := a&all == 0 && a&^in == 0 && a.Len() == want
		if g.phase < PhaseDiscard || s >= g.Seats() {
			ok = a == 0
		}
		if !ok {
			return bad("seat %d laid %v away in the %v", s, a, g.phase)
		}
		all |= a
	}
	return nil
}

// check reports why b is no board a game can show: sides outside 2 to
// MaxSides, a game hole outside 31 to 10000, a peg below the start or past
// the game hole, a rear peg ahead of its front peg, more than one side in
// the game hole, a count of games below zero or past a million, pegs or
// games for sides the board does not have.
func (b Board) check() error {
	if b.Sides < 2 || b.Sides > MaxSides || b.GameHole < 31 || b.GameHole > 10000 {
		return bad("a board of %s to hole %d", codec.Count(b.Sides, "side"), b.GameHole)
	}
	out := 0
	for s := range MaxSides {
		p, games := b.Pegs[s], b.Games[s]
		switch {
		case s >= b.Sides && (p != Pegs{} || games != 0):
			return bad("pegs or games for side %d of %d", s, b.Sides)
		case p.Rear < 0 || p.Rear > p.Front || p.Front > b.GameHole:
			return bad("side %d's pegs %v on a board to %d", s, p, b.GameHole)
		case games < 0 || games > maxGamePoints:
			return bad("side %d has won %s", s, codec.Count(games, "game"))
		}
		if s < b.Sides && b.Out(s) {
			out++
		}
	}
	if out > 1 {
		return bad("%s in the game hole", codec.Count(out, "side"))
	}
	return nil
}

// check reports why m is no match that games recorded by [Match.Record]
// make: rules that are not resolved, games won that do not add up to the
// games played, counts below zero or for sides the match does not have, a
// loser of no game.
func (m Match) check() error {
	if err := m.rules.check(); err != nil {
		return err
	}
	if r, _ := m.rules.Resolve(); !equalRules(r, m.rules) {
		return bad("a match's rules are kept resolved")
	}
	sides := m.rules.Layout.Sides
	total := 0
	for s := range MaxSides {
		g, p := m.Games[s], m.Points[s]
		if g < 0 || p < 0 || g > maxGamePoints || p > maxGamePoints*maxGamePoints || s >= sides && (g != 0 || p != 0) {
			return bad("side %d has won %s and %d game points", s, codec.Count(g, "game"), p)
		}
		total += g
	}
	switch {
	case total != m.Played:
		return bad("%s played, %d won", codec.Count(m.Played, "game"), total)
	case (m.Played == 0) != (m.loser == NoSeat) || m.loser < NoSeat || m.loser >= sides:
		return bad("the loser of the last game is side %d after %s", m.loser, codec.Count(m.Played, "game"))
	}
	return nil
}

// equalRules reports whether a and b are the same rules, their peggers
// compared as values (peggers that are not comparable are never equal).
func equalRules(a, b Rules) bool {
	pa, pb := a.Pegger, b.Pegger
	a.Pegger, b.Pegger = nil, nil
	return a == b && equalPeggers(pa, pb)
}

// equalPeggers compares two peggers: by their Equal method when they have
// one, else with == when they are comparable.
func equalPeggers(a, b Pegger) (eq bool) {
	if e, ok := a.(interface{ Equal(Pegger) bool }); ok {
		return e.Equal(b)
	}
	defer func() {
		if recover() != nil {
			eq = false
		}
	}()
	return a == b
}

// valid reports why p is no state of the play: seats outside 2 to
// MaxSeats, a hand of more than four cards, a card held twice or held and
// laid, a card laid by no seat, a count that is not the pile's, the seat
// to lay holding no card that fits, a seat said go that could lay. The
// zero PlayState (no play) passes.
func (p PlayState) valid() error {
	if p == (PlayState{}) {
		return nil
	}
	n := int(p.seats)
	if n < 2 || n > MaxSeats || p.nlaid < 0 || int(p.nlaid) > 4*MaxSeats || p.npile < 0 || p.npile > p.nlaid || p.npile > maxPile {
		return bad("a play of %s, %s laid, %d in the count", codec.Count(n, "seat"), codec.Count(p.nlaid, "card"), p.npile)
	}
	var all cards.Set
	var perSeat [MaxSeats]int
	for s := range MaxSeats {
		h := p.hands[s]
		if h&^cards.FullSet != 0 || h.Len() > 4 || s >= n && h != 0 || all&h != 0 {
			return bad("seat %d holds %v in the play", s, h)
		}
		all |= h
		perSeat[s] = h.Len()
	}
	for i := range 4 * MaxSeats {
		c, by := p.laid[i], p.by[i]
		if i >= int(p.nlaid) {
			if c != cards.NoCard || by != 0 {
				return bad("a card laid past the last")
			}
			continue
		}
		if !c.IsStandard() || all.Has(c) || by < 0 || int(by) >= n {
			return bad("card %d of the play, %v by seat %d", i+1, c, by)
		}
		all = all.With(c)
		perSeat[by]++
	}
	for s := range n {
		if perSeat[s] > 4 {
			return bad("seat %d laid and holds %s", s, codec.Count(perSeat[s], "card"))
		}
	}
	count := 0
	for i := range maxPile {
		c := p.pile[i]
		if i >= int(p.npile) {
			if c != cards.NoCard {
				return bad("a card in the count past the last")
			}
			continue
		}
		if c != p.laid[int(p.nlaid)-int(p.npile)+i] {
			return bad("the count's cards are not the last laid")
		}
		count += score.Value(c)
	}
	switch {
	case count != int(p.count) || count > 30 || (count == 0) != (p.npile == 0):
		return bad("a count of %d on %v", p.count, p.Pile())
	case p.gone>>n != 0:
		return bad("go said by seats %b of %d", p.gone, n)
	}
	for s := range n {
		if p.gone&(1<<s) != 0 && fits(p.hands[s], count) != 0 {
			return bad("seat %d said go but can lay on %d", s, count)
		}
	}
	if p.turn == -1 {
		if p.hands != [MaxSeats]cards.Set{} {
			return bad("the play is over with cards held")
		}
		return nil
	}
	if p.turn < 0 || int(p.turn) >= n || fits(p.hands[p.turn], count) == 0 {
		return bad("seat %d to lay on %d", p.turn, count)
	}
	return nil
}

// maxGamePoints bounds the game points of MatchRules and the games of a
// match that the stored forms accept.
const maxGamePoints = 1_000_000

// check reports why r cannot be stored: rules Resolve refuses (the one
// validation of rules, on every path).
func (r Rules) check() error {
	if _, err := r.Resolve(); err != nil {
		return fmt.Errorf("crib: %w: %w", ErrBadRecord, unprefixed{err})
	}
	return nil
}

// unprefixed is an error of this package said without its "crib: ", inside
// another that says it.
type unprefixed struct{ error }

func (e unprefixed) Error() string { return strings.TrimPrefix(e.error.Error(), "crib: ") }
func (e unprefixed) Unwrap() error { return e.error }

// valid reports why the record cannot start a game: rules that do not
// resolve, names for another number of seats or that a record cannot
// hold, a start given two ways or with other rules.
func (rec Record) valid() error {
	r, err := rec.Rules.Resolve()
	if err != nil {
		return err
	}
	if _, _, err := rectext.Names(pkg, rec.Names, r.Layout.Seats); err != nil {
		return err
	}
	switch {
	case rec.Start != nil && (rec.Dealt || rec.Seed != 0 || rec.Position != nil):
		return fmt.Errorf("crib: %w", bad("a record starts from a saved game, or from a seed or a position, not both"))
	case rec.Start != nil && !equalRules(rec.Start.rules, r):
		return fmt.Errorf("crib: %w", bad("the start game's rules are not the record's"))
	case rec.Dealt && rec.Seed != 0:
		return fmt.Errorf("crib: %w", bad("a game dealt at a table has no seed"))
	}
	return nil
}
