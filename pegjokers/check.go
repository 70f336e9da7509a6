package pegjokers

import (
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// What only this package can judge: whether a value is one the rules could
// produce. The decoders of saved games, events and moves refuse what these
// checks refuse, and the tests run them after every action.

// check reports the first way g could not have come from the rules: the
// one invariant checker of a Game, used by the decoders of saved games and
// by the tests after every action. It wraps [ErrBadRecord]. The zero Game
// passes (it is no game, but a possible value).
func (g *Game) check() error {
	if *g == (Game{}) {
		return nil
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
	}
	if err := g.rules.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	if err := g.pos.check(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	n := g.pos.Seats()
	if g.dealt && g.seed != 0 {
		return bad("a game dealt by hand has no seed, not %d", g.seed)
	}
	if g.dealt && g.sampled {
		return bad("a game is dealt by hand or sampled from a view, not both")
	}
	_, over := g.pos.Winner()
	switch {
	case g.step > StepLateDraw:
		return bad("no such step %d", g.step)
	case over != (g.step == StepNone):
		return bad("the game waits for %v in %v", g.step, g.pos)
	case g.turns == 0 && g.step != StepPlay:
		return bad("no turn played, and the game waits for %v", g.step)
	}
	// pending is the seat that played last and has not drawn (or won).
	pending := -1
	if g.step == StepDraw || g.step == StepNone {
		pending = int(g.drawer())
	}
	if g.owed>>n != 0 {
		return bad("draws owed to seats past %d", n)
	}
	if g.step == StepLateDraw && !g.Owed(g.drawer()) {
		return bad("a late draw for %v, who is owed none", g.drawer())
	}
	if g.refill && (!g.rules.DiscardHand || g.step != StepDraw || g.Owed(g.drawer()) || int(g.nhand[g.drawer()]) >= g.rules.hand()) {
		return bad("%v draws a hand back, but the game waits for %v", g.drawer(), g.step)
	}
	if !g.rules.StuckComeOut && g.pos.passWord() != 0 {
		return bad("passes counted under rules that do not count them")
	}
	var have cardCount
	short := 0
	full := g.rules.hand()
	for s := range MaxSeats {
		k := int(g.nhand[s])
		if s >= n && k != 0 || k > full {
			return bad("seat %d holds %s", s, codec.Count(k, "card"))
		}
		if k == 0 && s < n && s != pending {
			return bad("%v holds no card", Seat(s))
		}
		for i, c := range g.hands[s] {
			if (i < k) != c.IsValid() || (i >= k && c != cards.NoCard) {
				return bad("seat %d's hand slot %d holds %v", s, i, c)
			}
		}
		have.add(g.hands[s][:k], 1)
		if s < n {
			short += full - k
			owedOne := g.owed&(1<<s) != 0
			if s == pending && g.refill {
				// A whole hand discarded and not yet drawn back: all its
				// shortfall is the draws due now.
				short -= full - k
			} else if s == pending {
				// A play leaves the player at most four cards to draw to
				// (the totals of missed draws alone would let another
				// hand be short in its place).
				if k == full {
					return bad("%v played last and holds %s", Seat(s), codec.Count(k, "card"))
				}
				k++
			}
			if owedOne && k >= full {
				return bad("%v is owed a draw with a full hand", Seat(s))
			}
		}
	}
	for _, pile := range [...]struct {
		cs []cards.Card
		k  int
	}{{g.draw[:], int(g.ndraw)}, {g.discard[:], int(g.ndiscard)}} {
		for i, c := range pile.cs {
			if (i < pile.k) != c.IsValid() || (i >= pile.k && c != cards.NoCard) {
				return bad("pile slot %d holds %v", i, c)
			}
		}
	}
	have.add(g.draw[:g.ndraw], 1)
	have.add(g.discard[:g.ndiscard], 1)
	var want cardCount
	want.add(g.rules.Deck().Cards(), 1)
	if have != want {
		for c := range want {
			if have[c] != want[c] {
				return bad("%d of %v in the hands and piles, but the deck has %d", have[c], cards.Card(c), want[c])
			}
		}
		return bad("cards that are not in the deck")
	}
	if g.dealt && !slices.IsSorted(g.draw[:g.ndraw]) {
		return bad("the draw pile of a game dealt by hand is kept in card order")
	}
	// Each turn discards one card and each reshuffle takes them all; each
	// turn but the last draws once unless its draw was missed.
	if pending >= 0 && !g.refill {
		short--
	}
	// Under Rules.DiscardHand a turn may discard a whole hand and draw
	// one back.
	perTurn := uint64(1)
	if g.rules.DiscardHand {
		perTurn = uint64(full)
	}
	switch {
	case g.late > g.missed || uint64(g.missed) > perTurn*uint64(g.turns):
		return bad("%d late draws and %d missed draws in %s", g.late, g.missed, codec.Count(g.turns, "turn"))
	case uint64(short) != uint64(g.missed)-uint64(g.late):
		return bad("the hands are %s short, but %s missed less %d made up is %d", codec.Count(short, "card"), codec.Count(g.missed, "draw"), g.late, int(g.missed)-int(g.late))
	case uint64(g.ndiscard) > perTurn*uint64(g.turns) || g.shuffles == 0 && (int(g.ndiscard) < int(g.turns) || perTurn == 1 && int(g.ndiscard) != int(g.turns)):
		return bad("%d discards after %s and %d reshuffles", g.ndiscard, codec.Count(g.turns, "turn"), g.shuffles)
	case uint64(g.shuffles) > perTurn*uint64(g.turns)+uint64(g.late):
		return bad("%d reshuffles in %s", g.shuffles, codec.Count(g.turns, "turn"))
	}
	if !g.dealt && !g.sampled && g.shuffles == 0 {
		// Before the first reshuffle the draw pile is what the deal left.
		start, err := NewGame(g.rules, n, g.pos.arr, g.seed)
		if err != nil || !slices.Equal(g.draw[:g.ndraw], start.draw[:g.ndraw]) {
			return bad("the draw pile is not what seed %d dealt", g.seed)
		}
	}
	return nil
}

// plausible reports why ch could be the play of no game: no card, or a
// move that is not its card's or could be no card's.
func (ch Choice) plausible() error {
	if !ch.Card.IsValid() || !ch.Move.IsZero() && ch.Move.Rank != ch.Card.Rank() {
		return pkg.Bad("%v with %v", ch.Card, ch.Move)
	}
	return pkg.Wrap(ch.Move.plausible())
}

// moveRules returns the variants of the rules that could make e's play
// legal: every choice of the options that change the moves of e's card in
// e's position, with InSpotSwap as e says.
func moveRules(e Played) []Rules {
	out := []Rules{{InSpotSwap: e.InSpotSwap}}
	vary := func(fs ...func(*Rules)) {
		n := len(out)
		for _, f := range fs {
			for _, r := range out[:n] {
				f(&r)
				out = append(out, r)
			}
		}
	}
	vary(func(r *Rules) { r.ForcedFinish = true })
	switch e.Card.Rank() {
	case cards.Nine:
		vary(func(r *Rules) { r.NineForward = true }, func(r *Rules) { r.NineSplitOnly = true })
	case cards.Ten:
		vary(func(r *Rules) { r.TenSplit = TenMaySplit }, func(r *Rules) { r.TenSplit = TenMustSplit })
	case cards.Jack, cards.Queen, cards.King:
		vary(func(r *Rules) { r.FaceValues = true })
	}
	if e.Position.Passes(e.Position.Turn()) >= stuckPasses {
		vary(func(r *Rules) { r.StuckComeOut = true })
	}
	return out
}

// check reports why e cannot be a play of any game: a play that is not
// legal in its position under any rules, by a seat not to move.
func (e Played) check() error {
	ch := Choice{Card: e.Card, Move: e.Move}
	if err := ch.plausible(); err != nil {
		return err
	}
	if e.Discarded < 0 || e.Discarded >= HandSize || e.Discarded > 0 && !e.Move.IsZero() {
		return pkg.Bad("%v with %v, and %s discarded with it", e.Card, e.Move, codec.Count(e.Discarded, "card"))
	}
	if !e.Position.IsValid() {
		return pkg.Bad("a play by %v in no position", e.Seat)
	}
	if e.Seat != e.Position.Turn() || !e.Move.IsZero() && e.Move.Seat != e.Seat {
		return pkg.Bad("a play by %v with %v to move", e.Seat, e.Position.Turn())
	}
	for _, r := range moveRules(e) {
		if _, won := e.Position.Winner(); e.Move.IsZero() && !won && len(r.LegalMoves(e.Position, e.Card)) == 0 {
			return nil
		}
		if !e.Move.IsZero() {
			if _, err := r.Apply(e.Position, e.Move); err == nil {
				return nil
			}
		}
	}
	return pkg.Bad("%v is not a legal play in %v under any rules", ch, e.Position)
}

func (e Missed) check() error { return checkSeat(e.Seat) }

func (e Drew) check() error {
	if e.Card != cards.NoCard && !e.Card.IsValid() {
		return pkg.Value("a card drawn", e.Card)
	}
	return checkSeat(e.Seat)
}

func checkSeat(s Seat) error {
	if int(s) >= MaxSeats {
		return pkg.Value("a seat", s)
	}
	return nil
}

func (e Reshuffled) check() error {
	if e.Shuffle < 1 || e.Cards < 1 || e.Cards > maxCards {
		return pkg.Bad("reshuffle %d of %s", e.Shuffle, codec.Count(e.Cards, "card"))
	}
	return nil
}

func (e GameOver) check() error {
	if !e.Seating.Valid() || e.Team < 0 || e.Team >= e.Seating.Teams() || e.Turns < 1 || e.Turns > 1<<32-1 {
		return pkg.Bad("team %d of %v won after %s", e.Team, e.Seating, codec.Count(e.Turns, "turn"))
	}
	return nil
}

// plausible reports why m could not be a move of any card under any rules
// in any position (nil for the zero Move): it checks each part's kind,
// places and steps, and the parts against the rank. Whether m is legal in
// a position is for [Apply].
func (m Move) plausible() error {
	if m.IsZero() {
		return nil
	}
	if !m.Rank.IsValid() || int(m.Seat) >= MaxSeats {
		return fmt.Errorf("%w: no card or seat in %#v", ErrIllegalMove, m)
	}
	for i, pt := range m.Parts {
		if pt.Kind == NoKind && i == 1 && pt.IsZero() {
			continue
		}
		if err := pt.plausible(); err != nil {
			return fmt.Errorf("%w: part %d of %v: %w", ErrIllegalMove, i+1, m, err)
		}
	}
	p0, p1 := m.Parts[0], m.Parts[1]
	bad := func(why string) error { return fmt.Errorf("%w: %v: %s", ErrIllegalMove, m, why) }
	if m.IsSplit() {
		sum := int(p0.Steps) + int(p1.Steps)
		switch {
		case m.Rank == cards.Seven && p0.Kind == Forward && p1.Kind == Forward && sum == 7:
		case m.Rank == cards.Ten && p0.Kind == Forward && p1.Kind == Forward && sum == 10:
		case m.Rank == cards.Nine && sum == 9 && (p0.Kind == Forward && p1.Kind == Backward || p0.Kind == Backward && p1.Kind == Forward):
		default:
			return bad("a split is a 7 or 10 forward, or a 9 forward and backward, in all 7, 9 or 10")
		}
		return nil
	}
	var ok bool
	switch n := int(p0.Steps); p0.Kind {
	case ComeOut:
		ok = true // any card, under Rules.StuckComeOut
	case Jump:
		ok = m.Rank == cards.JokerRank
	case Forward:
		ok = n == (Rules{}).forward(m.Rank) || n == (Rules{NineForward: true, FaceValues: true}).forward(m.Rank)
	case Backward:
		ok = n == (Rules{}).backward(m.Rank)
	}
	if !ok {
		return bad("not a move of a " + m.Rank.String())
	}
	return nil
}

// plausible reports why pt could not be one part of a move on a track of
// any length.
func (pt Part) plausible() error {
	if int(pt.Seat) >= MaxSeats || !pt.From.IsValid() || !pt.To.IsValid() {
		return fmt.Errorf("no seat or place")
	}
	from, to, n := pt.From.Hole(), pt.To.Hole(), int(pt.Steps)
	// onSomeTrack reports whether some track of 2 to 8 boards that has
	// pt's seat, from and to takes a peg from from to to by f.
	onSomeTrack := func(f func(L int) bool) bool {
		for seats := max(int(pt.Seat)+1, MinSeats); seats <= MaxSeats; seats++ {
			L := HolesPerSeat * seats
			if from < L && to < L && f(L) {
				return true
			}
		}
		return false
	}
	ok := false
	switch pt.Kind {
	case ComeOut:
		ok = pt.From.IsStart() && to == pt.Seat.ComeOut() && n == 0
	case Jump:
		ok = !pt.From.IsFinish() && pt.To.IsTrack() && n == 0 && pt.From != pt.To
	case Forward:
		switch {
		case n < 1 || n > int(cards.King) || pt.From.IsStart() || pt.To.IsStart():
		case pt.From.IsFinish():
			ok = pt.To.FinishHole() == pt.From.FinishHole()+n
		case pt.To.IsFinish():
			k := pt.To.FinishHole()
			ok = onSomeTrack(func(L int) bool { return (pt.Seat.InSpot()-from+L)%L+k == n })
		default:
			ok = onSomeTrack(func(L int) bool { return (from+n)%L == to })
		}
	case Backward:
		ok = pt.From.IsTrack() && pt.To.IsTrack() && n >= 1 && n <= 9 &&
			onSomeTrack(func(L int) bool { return (from-n+L)%L == to })
	}
	if !ok {
		return fmt.Errorf("%v is not a %v part", pt, pt.Kind)
	}
	return nil
}

// valid says what is wrong with a record before it is written or played.
func (r *Record) valid() error {
	switch {
	case r.Start != nil && r.Hands != nil:
		return pkg.Bad("a record starts from a saved game or from hands dealt, not both")
	case r.Start != nil && (r.Start.rules != r.Rules || r.Start.pos.Seating() != r.Seating):
		return pkg.Bad("the start game's rules or seating are not the record's")
	case r.Start == nil && r.Hands != nil && len(r.Hands) != r.Seating.Seats:
		return pkg.Bad("%s for %s", codec.Count(len(r.Hands), "hand"), codec.Count(r.Seating.Seats, "seat"))
	}
	for _, h := range r.Hands {
		if len(h) != r.Rules.hand() {
			return pkg.Bad("a hand of %s", codec.Count(len(h), "card"))
		}
		for _, c := range h {
			if !c.IsValid() {
				return pkg.Bad("a hand holding %v", c)
			}
		}
	}
	return nil
}
