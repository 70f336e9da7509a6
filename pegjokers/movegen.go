package pegjokers

import (
	"fmt"
	"iter"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// Generator lists legal moves with memory it keeps and reuses, so that once
// warmed up it allocates nothing: the engine under [LegalMoves] for bots and
// searches that generate millions of moves. Rules selects the game; the zero
// Generator plays [DefaultRules]. A nil *Generator works as a fresh one
// for each call (allocating; its Results are nil).
//
// The slices it returns belong to it and are overwritten by its next call
// (copy them, or use [Generator.AppendLegalMoves], to keep moves). They are
// copies of its listing: [Generator.Apply] and [Game.PlayWith] check a move
// against the listing it keeps to itself, so a caller that changes a slice
// it was given changes nothing the generator reads. A Generator is not
// safe for concurrent use; give each goroutine its own.
type Generator struct {
	Rules Rules

	moves   []Move
	results []Position
	out     []Move     // the copy of moves LegalMoves hands out
	outRes  []Position // the copy of results Results hands out

	// Open-addressed table of results, for the rule that two moves leading
	// to the same position are one move. A slot is live when its stamp is
	// the current one, so the table is never cleared.
	slots  []int32
	stamps []uint32
	stamp  uint32

	// The key of the last generation, so Apply after LegalMoves is cheap.
	have     bool
	keyRules Rules
	keyPos   Position
	keyRank  cards.Rank

	b, b1   board
	indexed bool // b holds the indexes of a position

	// The move being built.
	rank   cards.Rank
	player Seat
	first  Part // the first part of a split while its second parts are listed
	mates  [MaxSeats]Seat
	nmates int

	// What the rules and the rank allow, decided once a generation so the
	// inner loops read plain fields.
	fwd, back int  // steps forward and backward of a single peg, 0 for none
	split     int  // the total of a split, 0 for none
	nine      bool // the split is a 9's: one part forward, the other backward
	forced    bool // Rules.ForcedFinish
	stuck     bool // the player may bring a peg out of Start with any card (Rules.StuckComeOut)
}

// LegalMoves returns every legal move of the seat to move in p with card c
// under g.Rules (see the package function [LegalMoves] for the rules). The
// slice belongs to g and is valid until g's next call.
func (g *Generator) LegalMoves(p Position, c cards.Card) []Move {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	g.generate(g.Rules, p, c.Rank())
	g.out = append(g.out[:0], g.moves...)
	return g.out
}

// Results returns the positions that the moves of g's last generation lead
// to, in the same order (the seat after the mover to move). The slice belongs
// to g and is valid until g's next call.
func (g *Generator) Results() []Position {
	if g == nil {
		return nil
	}
	g.outRes = append(g.outRes[:0], g.results...)
	return g.outRes
}

// AppendLegalMoves appends the legal moves of c in p to dst and returns the
// extended slice. It allocates nothing when dst has room and g is warmed up.
func (g *Generator) AppendLegalMoves(dst []Move, p Position, c cards.Card) []Move {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	g.generate(g.Rules, p, c.Rank())
	return append(dst, g.moves...)
}

// All yields each legal move of c in p with the position it leads to. It
// generates when the iteration starts; breaking off early is fine. g must not
// be used for anything else during the iteration.
func (g *Generator) All(p Position, c cards.Card) iter.Seq2[Move, Position] {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	return func(yield func(Move, Position) bool) {
		g.generate(g.Rules, p, c.Rank())
		for i, m := range g.moves {
			if !yield(m, g.results[i]) {
				return
			}
		}
	}
}

// Count returns the number of legal moves of c in p: the number of distinct
// positions the card leads to.
func (g *Generator) Count(p Position, c cards.Card) int {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	g.generate(g.Rules, p, c.Rank())
	return len(g.moves)
}

// Apply returns the position after m in p under g.Rules; see the package
// function [Apply]. When g's last generation was of m's rank in p it reuses
// it instead of generating again.
func (g *Generator) Apply(p Position, m Move) (Position, error) {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	q, err := g.apply(g.Rules, p, m)
	return q, prefixed(err)
}

// Pass returns p with the turn passed on after the player discards c without
// moving; see the package function [Pass].
func (g *Generator) Pass(p Position, c cards.Card) (Position, error) {
	if g == nil {
		g = new(Generator) // a nil Generator is a fresh one of DefaultRules
	}
	q, err := g.pass(g.Rules, p, c)
	return q, prefixed(err)
}

// prefixed names the package in err, an error of apply or pass.
func prefixed(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("pegjokers: %w", err)
}

func (g *Generator) apply(r Rules, p Position, m Move) (Position, error) {
	if !p.IsValid() {
		return p, fmt.Errorf("%w: %w: %w: the zero Position", ErrIllegalMove, ErrInvalidPosition, ErrZeroValue)
	}
	if m.Seat != p.turn {
		return p, fmt.Errorf("%w: %w: %v by %v with %v to move", ErrIllegalMove, ErrNotYourTurn, m, m.Seat, p.turn)
	}
	if !m.Rank.IsValid() {
		return p, fmt.Errorf("%w: %v has no card", ErrIllegalMove, m)
	}
	if !g.lists(r, p, m.Rank) {
		g.generate(r, p, m.Rank)
	}
	for i := range g.moves {
		if sameMove(&g.moves[i], &m) {
			return g.results[i], nil
		}
	}
	if _, won := p.Winner(); won {
		return p, fmt.Errorf("%w: %w: %v in a position a team has won", ErrIllegalMove, ErrGameOver, m)
	}
	return p, fmt.Errorf("%w: %v is not a legal move in %v", ErrIllegalMove, m, p)
}

// lists reports whether g's last generation was of rank rk in p under r.
func (g *Generator) lists(r Rules, p Position, rk cards.Rank) bool {
	return g.have && g.keyRank == rk && g.keyRules == r && g.keyPos == p
}

// samePegs reports whether a and b, positions of one generation (same
// seating and seat to move), have the same pegs.
func samePegs(a, b *Position) bool {
	x, y := &a.pegs, &b.pegs
	return word((*[8]Place)(x[0:8])) == word((*[8]Place)(y[0:8])) &&
		word((*[8]Place)(x[8:16])) == word((*[8]Place)(y[8:16])) &&
		word((*[8]Place)(x[16:24])) == word((*[8]Place)(y[16:24])) &&
		word((*[8]Place)(x[24:32])) == word((*[8]Place)(y[24:32])) &&
		word((*[8]Place)(x[32:40])) == word((*[8]Place)(y[32:40]))
}

// word returns eight places as one word.
func word(a *[8]Place) uint64 {
	return uint64(a[0]) | uint64(a[1])<<8 | uint64(a[2])<<16 | uint64(a[3])<<24 |
		uint64(a[4])<<32 | uint64(a[5])<<40 | uint64(a[6])<<48 | uint64(a[7])<<56
}

// sameMove is a == b, field by field (faster than the generic comparison).
func sameMove(a, b *Move) bool {
	return a.Parts[0].To == b.Parts[0].To && a.Parts[0].From == b.Parts[0].From && a.Parts[1].To == b.Parts[1].To &&
		a.Parts[1].From == b.Parts[1].From && a.Parts[0].Seat == b.Parts[0].Seat && a.Parts[1].Seat == b.Parts[1].Seat &&
		a.Parts[0].Kind == b.Parts[0].Kind && a.Parts[1].Kind == b.Parts[1].Kind &&
		a.Parts[0].Steps == b.Parts[0].Steps && a.Parts[1].Steps == b.Parts[1].Steps &&
		a.Rank == b.Rank && a.Seat == b.Seat
}

func (g *Generator) pass(r Rules, p Position, c cards.Card) (Position, error) {
	if !p.IsValid() {
		return p, fmt.Errorf("%w: %w: the zero Position", ErrInvalidPosition, ErrZeroValue)
	}
	if _, won := p.Winner(); won {
		return p, fmt.Errorf("%w: pass in a position a team has won", ErrGameOver)
	}
	if !c.IsValid() {
		return p, fmt.Errorf("%w: pass with %v, which is not a card", ErrIllegalMove, c)
	}
	g.generate(r, p, c.Rank())
	if len(g.moves) > 0 {
		return p, fmt.Errorf("%w: %v has %d legal moves, e.g. %v", ErrMustMove, c, len(g.moves), g.moves[0])
	}
	if r.StuckComeOut {
		p = p.passed()
	}
	p.turn = p.next()
	return p, nil
}

// next returns the seat after the one to move.
func (p Position) next() Seat {
	if int(p.turn)+1 == int(p.n) {
		return 0
	}
	return p.turn + 1
}

// generate lists the legal moves of rank rk in p into g.moves and
// g.results.
func (g *Generator) generate(r Rules, p Position, rk cards.Rank) {
	g.moves = g.moves[:0]
	g.results = g.results[:0]
	g.have, g.keyRules, g.keyPos, g.keyRank = true, r, p, rk
	if len(g.slots) == 0 {
		g.slots = make([]int32, 256)
		g.stamps = make([]uint32, 256)
	}
	g.stamp++
	if g.stamp == 0 {
		clear(g.stamps)
		g.stamp = 1
	}
	if !p.IsValid() || !rk.IsValid() {
		return
	}
	q := p
	q.turn = p.next() // every result has the next seat to move
	g.fwd, g.back = r.forward(rk), r.backward(rk)
	g.split, g.nine = r.split(rk)
	g.forced = r.ForcedFinish
	g.stuck = false
	if r.StuckComeOut {
		// A move sets the mover's count of passes back to 0.
		g.stuck = p.Passes(p.turn) >= stuckPasses
		q.setPassWord(q.passWord() &^ (passMask << (passBits * p.turn)))
	}
	b := &g.b
	b.swap = r.InSpotSwap
	if !g.indexed || b.p != q {
		// Bots generate the moves of each card in a hand in turn: the
		// board's indexes are kept from one generation to the next.
		b.setup(q)
		g.indexed = true
	}
	// A team whose pegs are all in Finish has won: no moves.
	var notDone [MaxSeats]bool
	for s := range int(p.n) {
		if b.fin[s] != 1<<FinishHoles-1 {
			notDone[b.team[s]] = true
		}
	}
	for t := range p.Teams() {
		if !notDone[t] {
			return
		}
	}
	player := p.turn
	if b.fin[player] != 1<<FinishHoles-1 {
		g.genFor(rk, player, player)
		return
	}
	// The guide's rule 10: a seat with all its pegs home plays for a
	// teammate of its choice, moving the teammate's pegs as its own.
	for t := range Seat(p.n) {
		if t != player && b.team[t] == b.team[player] {
			g.genFor(rk, player, t)
		}
	}
}

// genFor lists the moves of rank rk played by player moving seat s's pegs
// as its own.
func (g *Generator) genFor(rk cards.Rank, player, s Seat) {
	b := &g.b
	pegs := b.p.pegs[PegsPerSeat*int(s) : PegsPerSeat*int(s)+PegsPerSeat]
	g.rank, g.player, g.first = rk, player, Part{}
	if (comesOut(rk) || g.stuck) && pegs[0] == Start {
		g.try(b, ComeOut, s, Start, Track(s.ComeOut()), 0)
	}
	if n := g.fwd; n > 0 {
		for i, pl := range pegs {
			if pl == Start || (i > 0 && pl == pegs[i-1]) {
				continue
			}
			tr, fi := b.forward(s, pl, n, g.forced)
			if tr != noPlace {
				g.try(b, Forward, s, pl, tr, n)
			}
			if fi != noPlace {
				g.try(b, Forward, s, pl, fi, n)
			}
		}
	}
	if n := g.back; n > 0 {
		for _, pl := range pegs {
			if to := b.backward(s, pl, n); to != noPlace {
				g.try(b, Backward, s, pl, to, n)
			}
		}
	}
	if rk == cards.JokerRank {
		g.jokers(s, pegs)
	}
	if g.split > 0 {
		g.splits(s, pegs, g.split, g.nine)
	}
}

// jokers lists the Joker's jumps: a peg from Start, then each track peg, to
// each track hole held by another seat's peg.
func (g *Generator) jokers(s Seat, pegs []Place) {
	b := &g.b
	own := uint8(s) + 1
	for i, pl := range pegs {
		if (i > 0 && pl == pegs[i-1]) || !(pl == Start || pl.IsTrack()) {
			continue
		}
		for h, o := range b.occ[:b.L] {
			if o != 0 && o != own {
				g.try(b, Jump, s, pl, Track(h), 0)
			}
		}
	}
}

// splits lists the split moves of a 7 (two pegs forward, a+b = 7) or a 9
// (one forward and one backward, a+b = 9, in either order). The first part
// moves one of seat s's pegs; the second any other peg of s or of a teammate.
func (g *Generator) splits(s Seat, pegs []Place, total int, nine bool) {
	b := &g.b
	second := Forward
	if nine {
		second = Backward
	}
	// The seats whose pegs the second part may move: s's team.
	g.nmates = 0
	for t := range Seat(b.p.n) {
		if b.team[t] == b.team[s] {
			g.mates[g.nmates] = t
			g.nmates++
		}
	}
	for i, pl := range pegs {
		if pl == Start || (i > 0 && pl == pegs[i-1]) {
			continue
		}
		for a := 1; a < total; a++ {
			tr, fi := b.forward(s, pl, a, g.forced)
			if tr != noPlace {
				g.secondParts(Part{Kind: Forward, Seat: s, From: pl, To: tr, Steps: uint8(a)}, second, total-a)
			}
			if fi != noPlace {
				g.secondParts(Part{Kind: Forward, Seat: s, From: pl, To: fi, Steps: uint8(a)}, second, total-a)
			}
			if nine {
				if to := b.backward(s, pl, a); to != noPlace {
					g.secondParts(Part{Kind: Backward, Seat: s, From: pl, To: to, Steps: uint8(a)}, Forward, total-a)
				}
			}
		}
	}
	g.first = Part{}
}

// secondParts carries out the first part and lists each second part of
// kind k and n steps that completes it.
func (g *Generator) secondParts(first Part, k Kind, n int) {
	b1 := &g.b1
	*b1 = g.b
	dh, ok := g.b.do(&b1.p, b1, first.Seat, first.From, first.To, first.Kind != Jump, nil)
	if !ok {
		return
	}
	b1.hash += dh
	g.first = first
	for _, t := range g.mates[:g.nmates] {
		pegs := b1.p.pegs[PegsPerSeat*int(t) : PegsPerSeat*int(t)+PegsPerSeat]
		for i, pl := range pegs {
			if pl == Start || (i > 0 && pl == pegs[i-1]) || (t == first.Seat && pl == first.To) {
				continue
			}
			if k == Forward {
				tr, fi := b1.forward(t, pl, n, g.forced)
				if tr != noPlace {
					g.try(b1, Forward, t, pl, tr, n)
				}
				if fi != noPlace {
					g.try(b1, Forward, t, pl, fi, n)
				}
			} else if to := b1.backward(t, pl, n); to != noPlace {
				g.try(b1, Backward, t, pl, to, n)
			}
		}
	}
}

// try carries out a part (seat s's peg from from to to, by a part of kind k
// and n steps) on b and, if the landing rules allow it, lists the move it
// completes (g.first then this part, or this part alone) unless a move
// already listed leads to the same position.
func (g *Generator) try(b *board, k Kind, s Seat, from, to Place, n int) {
	res := b.p
	var dh uint64
	if to.IsTrack() && b.occ[to.Hole()] == 0 {
		// The common case, inline: an empty hole.
		res.move(int(s), from, to)
		dh = zobrist[s][to] - zobrist[s][from]
	} else {
		var ok bool
		if dh, ok = b.do(&res, nil, s, from, to, k == Forward || k == Backward, nil); !ok {
			return
		}
	}
	mask := len(g.slots) - 1
	i := slot(b.hash+dh, mask)
	for g.stamps[i] == g.stamp {
		if samePegs(&g.results[g.slots[i]], &res) {
			return
		}
		i = (i + 1) & mask
	}
	g.stamps[i] = g.stamp
	g.slots[i] = int32(len(g.moves))
	// Fill the new Move in place, field by field: building it whole and
	// copying it costs a store-forwarding stall on each byte field.
	g.moves = append(g.moves, Move{})
	m := &g.moves[len(g.moves)-1]
	m.Rank, m.Seat = g.rank, g.player
	pt := &m.Parts[0]
	if g.first.Kind != NoKind {
		m.Parts[0] = g.first
		pt = &m.Parts[1]
	}
	pt.Kind, pt.Seat, pt.From, pt.To, pt.Steps = k, s, from, to, uint8(n)
	g.results = append(g.results, res)
	if 2*len(g.moves) > len(g.slots) {
		g.grow()
	}
}

// grow doubles the result table and re-enters the current results.
func (g *Generator) grow() {
	size := 2 * len(g.slots)
	g.slots = make([]int32, size)
	g.stamps = make([]uint32, size) // all free: the current stamp is never 0
	mask := size - 1
	for j := range g.results {
		i := slot(hashOf(&g.results[j]), mask)
		for g.stamps[i] == g.stamp {
			i = (i + 1) & mask
		}
		g.stamps[i] = g.stamp
		g.slots[i] = int32(j)
	}
}

// slot returns the table slot of a position hash.
func slot(h uint64, mask int) int { return int((h^h>>29)*0x9E3779B97F4A7C15>>32) & mask }

// LegalMoves returns every legal move under r; see the package function
// [LegalMoves].
func (r Rules) LegalMoves(p Position, c cards.Card) []Move {
	var g Generator
	g.generate(r, p, c.Rank())
	return slices.Clip(g.moves)
}

// Apply returns the position after m under r; see the package function
// [Apply].
func (r Rules) Apply(p Position, m Move) (Position, error) {
	var g Generator
	q, err := g.apply(r, p, m)
	return q, prefixed(err)
}

// Pass returns p with the turn passed on after a card with no legal move
// under r is discarded; see the package function [Pass].
func (r Rules) Pass(p Position, c cards.Card) (Position, error) {
	var g Generator
	q, err := g.pass(r, p, c)
	return q, prefixed(err)
}

// LegalMoves returns every legal move of the seat to move in p with card c,
// under [DefaultRules], in a fixed order (empty when c allows none, when a
// team has won, or when c is not a card). Suits do not matter: every card of
// a rank has the same moves.
//
// The moves, from the guide with the readings of the package doc:
//
//   - Ace: a peg from Start to the come-out hole, or one peg forward 1.
//   - Jack, Queen, King: a peg from Start to the come-out hole, or one peg
//     forward 10.
//   - 2, 3, 4, 5, 6, 10: one peg forward that many.
//   - 7: one peg forward 7, or two different pegs forward a and b, a+b = 7.
//   - 8: one track peg backward 8.
//   - 9: one track peg backward 9, or two different pegs, one forward a and
//     one backward b, a+b = 9, in either order.
//   - Joker: a peg from Start or the track jumps (passing nothing) to a track
//     hole held by another seat's peg.
//
// Forward moves are for pegs on the track or in Finish, backward moves for
// track pegs only. In a split the first part moves one of the mover's pegs,
// the second another peg of the mover or of a teammate, never the one the
// first part moved; the first part is carried out in full first. No step may
// land on or pass a peg of the moving peg's own seat. A forward step may turn
// into the peg's own Finish from its in-spot (entering is a choice), never
// past f5; no peg moves backward into Finish. Landing on an opponent sends it
// to Start, on a teammate to its in-spot, where the chain goes on (see
// [Landing] for the chains and the moves they forbid). A seat with all five
// pegs home plays for a teammate of its choice (rule 10). Two moves that lead to the same position are one
// move: LegalMoves lists the first in its order.
//
// The options of [Rules] change these moves as their fields say (a 9 only
// split, 10s split, a swap on the in-spot, any card out of Start after
// three passes); [Rules.LegalMoves] plays them.
//
// LegalMoves allocates its result; a [Generator] lists moves without
// allocating.
func LegalMoves(p Position, c cards.Card) []Move { return DefaultRules.LegalMoves(p, c) }

// Apply returns the position after move m in p, with the next seat to move.
// m must be one of the moves [LegalMoves] lists for its rank in p (compared
// with ==); anything else is refused with an error wrapping [ErrIllegalMove]
// (and also [ErrNotYourTurn] for a move by another seat, [ErrGameOver] in a
// position a team has won). p is never changed; on error Apply returns it
// as it was.
func Apply(p Position, m Move) (Position, error) { return DefaultRules.Apply(p, m) }

// Pass returns p with the turn passed to the next seat, after the seat to
// move discards c without moving because c allows no legal move (the guide's
// rule 1). A card that allows a move is refused with an error wrapping
// [ErrMustMove]. Under [Rules.StuckComeOut], [Rules.Pass] also counts the
// pass ([Position.Passes]).
func Pass(p Position, c cards.Card) (Position, error) { return DefaultRules.Pass(p, c) }
