// Package oracle is a slow, plain move generator written straight from
// the rules text, with none of the fast generator's indexing, for the
// tests to check pegjokers' LegalMoves and Apply against, and the busy
// positions those checks and the benchmarks start from. It is imported
// only by _test.go files.
package oracle

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

type pegID struct{ seat, idx int }

// oboard is a position as plain lists of places.
type oboard struct {
	st   pegjokers.Seating
	pegs [][]pegjokers.Place
}

func newOBoard(p pegjokers.Position) oboard {
	b := oboard{st: p.Seating()}
	for s := range pegjokers.Seat(p.Seats()) {
		ps := p.Pegs(s)
		b.pegs = append(b.pegs, append([]pegjokers.Place(nil), ps[:]...))
	}
	return b
}

func (b oboard) clone() oboard {
	c := oboard{st: b.st}
	for _, ps := range b.pegs {
		c.pegs = append(c.pegs, append([]pegjokers.Place(nil), ps...))
	}
	return c
}

func (b oboard) position(turn pegjokers.Seat) pegjokers.Position {
	var pegs [][5]pegjokers.Place
	for _, ps := range b.pegs {
		pegs = append(pegs, [5]pegjokers.Place(ps))
	}
	p, err := pegjokers.PositionOf(b.st, turn, pegs)
	if err != nil {
		panic(fmt.Sprintf("oracle made a bad position: %v", err))
	}
	return p
}

// transit marks a peg lifted from its hole and not yet landed.
const transit = pegjokers.Place(0xFE)

// at returns the peg on track hole h.
func (b oboard) at(h int) (pegID, bool) {
	for s, ps := range b.pegs {
		for i, pl := range ps {
			if pl == pegjokers.Track(h) {
				return pegID{s, i}, true
			}
		}
	}
	return pegID{}, false
}

func (b oboard) ownAt(s int, pl pegjokers.Place) bool {
	for _, x := range b.pegs[s] {
		if x == pl {
			return true
		}
	}
	return false
}

func (b oboard) team(s int) int { return b.st.Team(pegjokers.Seat(s)) }

// land brings peg id, already lifted, onto track hole h, resolving the chain
// of landings; mover is the peg that made the move.
func (b oboard) land(id pegID, h int, mover pegID) bool {
	o, ok := b.at(h)
	if !ok {
		b.pegs[id.seat][id.idx] = pegjokers.Track(h)
		return true
	}
	if o.seat == id.seat || o == mover {
		return false
	}
	if b.team(o.seat) != b.team(id.seat) {
		b.pegs[o.seat][o.idx] = pegjokers.Start
		b.pegs[id.seat][id.idx] = pegjokers.Track(h)
		return true
	}
	in := pegjokers.Seat(o.seat).InSpot()
	if h == in {
		return false
	}
	b.pegs[id.seat][id.idx] = pegjokers.Track(h)
	b.pegs[o.seat][o.idx] = transit
	return b.land(o, in, mover)
}

// routes lists, for a peg of seat s at from moving n steps in direction dir
// (+1 forward, -1 backward), each way it can go as the list of places it
// steps on, the last being where it stops.
func (b oboard) routes(s int, from pegjokers.Place, n, dir int) [][]pegjokers.Place {
	L := b.st.TrackLen()
	in := pegjokers.Seat(s).InSpot()
	var out [][]pegjokers.Place
	switch {
	case from.IsFinish() && dir > 0:
		var r []pegjokers.Place
		for k := from.FinishHole() + 1; k <= from.FinishHole()+n; k++ {
			r = append(r, pegjokers.Finish(k)) // invalid past f5
		}
		out = append(out, r)
	case from.IsTrack():
		x := from.Hole()
		var track []pegjokers.Place
		for i := 1; i <= n; i++ {
			track = append(track, pegjokers.Track(((x+dir*i)%L+L)%L))
		}
		out = append(out, track)
		if dir > 0 {
			// Turning into Finish at the in-spot: from it (when the peg
			// starts there) or after reaching it with steps left.
			for j := 0; j < n; j++ {
				var hole int
				if j == 0 {
					hole = x
				} else {
					hole = track[j-1].Hole()
				}
				if hole == in {
					r := append([]pegjokers.Place(nil), track[:j]...)
					for k := 1; k <= n-j; k++ {
						r = append(r, pegjokers.Finish(k))
					}
					out = append(out, r)
				}
			}
		}
	}
	// Keep the routes that pass and land on no own peg and stay on the board.
	var ok [][]pegjokers.Place
	for _, r := range out {
		good := true
		for _, pl := range r {
			if !pl.IsValid() || b.ownAt(s, pl) {
				good = false
			}
		}
		if good {
			ok = append(ok, r)
		}
	}
	return ok
}

// oracleMove is a candidate part: peg id goes to to; along when it moves
// along the track (forward or backward from a track hole).
type opart struct {
	id    pegID
	to    pegjokers.Place
	along bool
}

// do carries out a part on a clone of b, or reports false.
func (b oboard) do(r pegjokers.Rules, pt opart) (oboard, bool) {
	c := b.clone()
	if pt.to.IsFinish() {
		c.pegs[pt.id.seat][pt.id.idx] = pt.to
		return c, true
	}
	from := c.pegs[pt.id.seat][pt.id.idx]
	if o, ok := c.at(pt.to.Hole()); ok && r.InSpotSwap && pt.along && o.seat != pt.id.seat &&
		c.team(o.seat) == c.team(pt.id.seat) && pt.to.Hole() == pegjokers.Seat(pt.id.seat).InSpot() {
		// Rules.InSpotSwap: the teammate on the mover's in-spot swaps.
		c.pegs[o.seat][o.idx] = from
		c.pegs[pt.id.seat][pt.id.idx] = pt.to
		return c, true
	}
	c.pegs[pt.id.seat][pt.id.idx] = transit
	if !c.land(pt.id, pt.to.Hole(), pt.id) {
		return c, false
	}
	return c, true
}

// forward and oracleBack give the whole-card distances under r.
func forward(r pegjokers.Rules, rk cards.Rank) int {
	switch rk {
	case cards.Ace:
		return 1
	case cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven:
		return int(rk)
	case cards.Ten:
		if r.TenSplit != pegjokers.TenMustSplit {
			return 10
		}
	case cards.Nine:
		if r.NineForward {
			return 9
		}
	case cards.Jack, cards.Queen, cards.King:
		if r.FaceValues {
			return int(rk)
		}
		return 10
	}
	return 0
}

func backward(r pegjokers.Rules, rk cards.Rank) int {
	if rk == cards.Eight {
		return 8
	}
	if rk == cards.Nine && !r.NineForward && !r.NineSplitOnly {
		return 9
	}
	return 0
}

// steps lists the parts moving peg id n steps in direction dir.
func (b oboard) steps(r pegjokers.Rules, id pegID, n, dir int) []opart {
	var out []opart
	rs := b.routes(id.seat, b.pegs[id.seat][id.idx], n, dir)
	finishOK := false
	for _, route := range rs {
		if route[len(route)-1].IsFinish() {
			finishOK = true
		}
	}
	for _, route := range rs {
		to := route[len(route)-1]
		if r.ForcedFinish && finishOK && !to.IsFinish() {
			continue
		}
		out = append(out, opart{id, to, b.pegs[id.seat][id.idx].IsTrack()})
	}
	return out
}

// Results returns the set of positions the card of rank rk leads to.
func Results(r pegjokers.Rules, p pegjokers.Position, rk cards.Rank) map[pegjokers.Position]bool {
	out := map[pegjokers.Position]bool{}
	if _, won := p.Winner(); won {
		return out
	}
	b := newOBoard(p)
	n := p.Seats()
	next := pegjokers.Seat((int(p.Turn()) + 1) % n)
	player := int(p.Turn())
	own := []int{player}
	if p.Done(p.Turn()) {
		own = nil
		for s := range n {
			if s != player && b.team(s) == b.team(player) {
				own = append(own, s)
			}
		}
	}
	add := func(c oboard) { out[withPasses(r, p, c.position(next))] = true }
	stuck := r.StuckComeOut && p.Passes(p.Turn()) >= 3
	for _, s := range own {
		for i, pl := range b.pegs[s] {
			id := pegID{s, i}
			var singles []opart
			if pl == pegjokers.Start && (stuck || rk == cards.Ace || rk == cards.Jack || rk == cards.Queen || rk == cards.King) {
				singles = append(singles, opart{id, pegjokers.Track(pegjokers.Seat(s).ComeOut()), false})
			}
			if f := forward(r, rk); f > 0 {
				singles = append(singles, b.steps(r, id, f, +1)...)
			}
			if k := backward(r, rk); k > 0 {
				singles = append(singles, b.steps(r, id, k, -1)...)
			}
			if rk == cards.JokerRank && (pl == pegjokers.Start || pl.IsTrack()) {
				for h := range b.st.TrackLen() {
					if o, ok := b.at(h); ok && o.seat != s {
						singles = append(singles, opart{id, pegjokers.Track(h), false})
					}
				}
			}
			for _, pt := range singles {
				if c, ok := b.do(r, pt); ok {
					add(c)
				}
			}
			// Splits.
			total := 0
			switch rk {
			case cards.Seven:
				total = 7
			case cards.Nine:
				total = 9
			case cards.Ten:
				if r.TenSplit != pegjokers.TenWhole {
					total = 10
				}
			}
			for a := 1; a < total; a++ {
				type order struct{ d1, d2 int }
				orders := []order{{+1, +1}}
				if total == 9 {
					orders = []order{{+1, -1}, {-1, +1}}
				}
				for _, o := range orders {
					for _, pt1 := range b.steps(r, id, a, o.d1) {
						c1, ok := b.do(r, pt1)
						if !ok {
							continue
						}
						for s2 := range n {
							if b.team(s2) != b.team(s) {
								continue
							}
							for i2 := range c1.pegs[s2] {
								id2 := pegID{s2, i2}
								if id2 == id {
									continue
								}
								for _, pt2 := range c1.steps(r, id2, total-a, o.d2) {
									if c2, ok := c1.do(r, pt2); ok {
										add(c2)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return out
}

// Apply carries out a Move's parts the plain way, checking that each
// part is a legal step of its kind, and returns the position after it.
func Apply(r pegjokers.Rules, p pegjokers.Position, m pegjokers.Move) (pegjokers.Position, error) {
	b := newOBoard(p)
	for k, pt := range m.Parts {
		if pt.Kind == pegjokers.NoKind {
			break
		}
		idx := -1
		for i, pl := range b.pegs[pt.Seat] {
			if pl == pt.From {
				idx = i
			}
		}
		if idx < 0 {
			return p, fmt.Errorf("part %d: no peg at %v", k, pt.From)
		}
		id := pegID{int(pt.Seat), idx}
		var cands []opart
		switch pt.Kind {
		case pegjokers.ComeOut:
			cands = []opart{{id, pegjokers.Track(pt.Seat.ComeOut()), false}}
		case pegjokers.Forward:
			cands = b.steps(r, id, int(pt.Steps), +1)
		case pegjokers.Backward:
			cands = b.steps(r, id, int(pt.Steps), -1)
		case pegjokers.Jump:
			cands = []opart{{id, pt.To, false}}
		}
		found := false
		for _, c := range cands {
			if c.to == pt.To {
				nb, ok := b.do(r, c)
				if !ok {
					return p, fmt.Errorf("part %d: landing refused", k)
				}
				b, found = nb, true
				break
			}
		}
		if !found {
			return p, fmt.Errorf("part %d: %v cannot reach %v", k, pt.Kind, pt.To)
		}
	}
	return withPasses(r, p, b.position(pegjokers.Seat((int(p.Turn())+1)%p.Seats()))), nil
}

// withPasses returns q, a position after a move in p, with p's counts of
// passes, the mover's set back to 0 under Rules.StuckComeOut.
func withPasses(r pegjokers.Rules, p, q pegjokers.Position) pegjokers.Position {
	for s := range pegjokers.Seat(p.Seats()) {
		k := p.Passes(s)
		if r.StuckComeOut && s == p.Turn() {
			k = 0
		}
		q, _ = q.WithPasses(s, k)
	}
	return q
}
