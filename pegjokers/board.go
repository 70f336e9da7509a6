package pegjokers

// board is a position with its track occupancy and Finish holes indexed for
// fast look-ups: the working memory of move generation.
type board struct {
	p    Position
	hash uint64 // hashOf(p), kept up to date as pegs move
	L    int
	occ  [MaxTrackHoles]uint8 // 1+seat of the peg on each track hole, 0 if empty
	own  [MaxSeats][3]uint64  // bit h set when the seat has a peg on track hole h
	fin  [MaxSeats]uint8      // bit k-1 set when the seat has a peg in fk
	team [MaxSeats]uint8
	swap bool // Rules.InSpotSwap
}

// setup indexes p.
func (b *board) setup(p Position) {
	n := int(p.n)
	b.L = HolesPerSeat * n
	for s := range n {
		b.team[s] = uint8(teamOf(p.n, p.arr, Seat(s)))
	}
	b.index(p)
}

// index re-indexes the pegs of p, a position of the same seating as the
// board's.
func (b *board) index(p Position) {
	b.p = p
	clear(b.occ[:b.L])
	var h uint64
	for s := range int(p.n) {
		var f uint8
		var own [3]uint64
		z := &zobrist[s]
		for _, pl := range p.pegs[PegsPerSeat*s : PegsPerSeat*s+PegsPerSeat] {
			h += z[pl]
			if t := uint(pl) - trackBase; t < MaxTrackHoles {
				b.occ[t] = uint8(s + 1)
				own[t>>6] |= 1 << (t & 63)
			} else if pl != Start { // in Finish
				f |= 1 << (pl - finishBase - 1)
			}
		}
		b.fin[s] = f
		b.own[s] = own
	}
	b.hash = h
}

// clearPath reports whether seat s has no peg on the cnt track holes after
// hole x (before it, when back is set), wrapping around the loop.
func (b *board) clearPath(s Seat, x, cnt int, back bool) bool {
	lo := x + 1
	if back {
		lo = x - cnt
	}
	bs := &b.own[s]
	switch {
	case lo < 0:
		return noneIn(bs, 0, lo+cnt) && noneIn(bs, lo+b.L, -lo)
	case lo+cnt > b.L: // past the last hole (lo may be L itself: none before the wrap)
		return noneIn(bs, lo, b.L-lo) && noneIn(bs, 0, lo+cnt-b.L)
	}
	return noneIn(bs, lo, cnt)
}

// noneIn reports whether bits lo..lo+cnt-1 of bs are all clear (0 ≤ cnt <
// 64, lo+cnt ≤ MaxTrackHoles; none for cnt 0).
func noneIn(bs *[3]uint64, lo, cnt int) bool {
	w, off := lo>>6, uint(lo&63)
	bits := bs[w] >> off
	if off+uint(cnt) > 64 {
		bits |= bs[w+1] << (64 - off)
	}
	return bits&(1<<uint(cnt)-1) == 0
}

// forward returns where seat s's peg at from can stop after n steps forward:
// tr on the track and fi in its Finish, noPlace where it cannot. A step may
// not land on or pass a peg of the seat's own (the guide's rule 5); the peg
// may turn into its Finish when it reaches or starts on its in-spot with
// steps left, and may not go past f5. With forced, a peg that can end in its
// Finish may not stay on the track.
func (b *board) forward(s Seat, from Place, n int, forced bool) (tr, fi Place) {
	tr, fi = noPlace, noPlace
	if from.IsFinish() {
		k := from.FinishHole()
		if k+n <= FinishHoles && (b.fin[s]>>k)&(1<<n-1) == 0 {
			fi = Finish(k + n)
		}
		return tr, fi
	}
	if !from.IsTrack() {
		return tr, fi
	}
	x := from.Hole()
	L := b.L
	d := s.InSpot() - x // steps to the in-spot, 0 when on it
	if d < 0 {
		d += L
	}
	if d < n {
		// Into Finish: d track holes (the last the in-spot) then f1..fr.
		if r := n - d; r <= FinishHoles && b.fin[s]&(1<<r-1) == 0 && b.clearPath(s, x, d, false) {
			fi = Finish(r)
		}
	}
	if !(forced && fi != noPlace) && b.clearPath(s, x, n, false) {
		h := x + n
		if h >= L {
			h -= L
		}
		tr = Track(h)
	}
	return tr, fi
}

// backward returns where seat s's track peg at from stops after n steps
// backward, or noPlace if it may not go (it would land on or pass an own peg,
// or it is not on the track). Backward moves never enter Finish (rule 9).
func (b *board) backward(s Seat, from Place, n int) Place {
	if !from.IsTrack() {
		return noPlace
	}
	x := from.Hole()
	if !b.clearPath(s, x, n, true) {
		return noPlace
	}
	h := x - n
	if h < 0 {
		h += b.L
	}
	return Track(h)
}

// Landing is one peg landed on during a move: the seat whose peg it was, the
// track hole it stood on, and where it was sent: Start (an opponent, the
// guide's rule 2) or its own in-spot (a teammate, rule 3); or, under
// [Rules.InSpotSwap], the hole the moving peg came from, when the two swap.
//
// A teammate sent to its in-spot lands on whatever stands there in turn: an
// opponent goes to Start, a teammate on to its own in-spot, and so on, each a
// Landing of the same part. A move is illegal if such a chain would land a
// peg on a peg of its own seat, would come back to the peg that made the
// move, or lands on a teammate's peg that already stands on its own in-spot.
// The moving peg has left its hole before any landing is resolved, and a peg
// sent away passes nothing (rule 4).
type Landing struct {
	Seat Seat
	Hole int
	To   Place
}

// do carries out seat s's peg moving from from to to on the board, writing
// the outcome into res (a copy of b.p) and, when upd is not nil, into upd's
// indexes (upd a copy of b, or b itself). A Finish hole is simply entered; a
// track hole is landed on, resolving the chain of landings. It returns the
// change in the position's hash and reports false if the landing rules forbid
// the move. Landings are appended to rec when it is not nil.
//
// The chain: ending on an opponent's peg sends it to Start; ending on a
// teammate's peg sends it to its own in-spot, where whatever stands is landed
// on in turn. The move is illegal if the chain would land a peg on a peg of
// its own seat, would come back to the moving peg, or lands on a teammate's
// peg already on its own in-spot. The moving peg has left from before any
// landing is resolved, and a peg sent away passes nothing (rule 4).
//
// Under [Rules.InSpotSwap] (b.swap), a peg moving along the track (along:
// a forward or backward part from a track hole) that ends on a teammate's
// peg standing on the moving peg's own in-spot swaps with it instead: the
// teammate's peg goes to from, recorded as a Landing whose To is from. A
// peg sent on in the chain never swaps, even one of seat s sent on to s's
// in-spot.
//
// do reads b's indexes only at holes it has not yet written through upd, so
// upd may be b itself.
func (b *board) do(res *Position, upd *board, s Seat, from, to Place, along bool, rec *[]Landing) (uint64, bool) {
	var dh uint64
	if to.IsFinish() {
		res.move(int(s), from, to)
		dh = zobrist[s][to] - zobrist[s][from]
		if upd != nil {
			upd.leave(s, from)
			upd.fin[s] |= 1 << (to.FinishHole() - 1)
		}
		return dh, true
	}
	h := to.Hole()
	fromHole := from.Hole() // -1 when from is not on the track
	arr := s                // seat of the peg arriving at hole at
	at := h
	prev := from // where the arriving peg comes from
	var sent uint8
	for {
		var o uint8
		if at != fromHole {
			o = b.occ[at]
		}
		if o == 0 {
			break
		}
		os := Seat(o - 1)
		if os == arr {
			return 0, false // onto a peg of its own seat
		}
		if b.team[os] != b.team[arr] {
			res.move(int(os), Track(at), Start)
			dh += zobrist[os][Start] - zobrist[os][Track(at)]
			if upd != nil {
				upd.own[os][at>>6] &^= 1 << (at & 63)
			}
			if rec != nil {
				*rec = append(*rec, Landing{os, at, Start})
			}
			break
		}
		if b.swap && along && prev == from && at == s.InSpot() && from.IsTrack() {
			// The swap: the teammate's peg takes the moving peg's hole.
			// Only the moving peg's own landing (prev == from, so arr is
			// s and at is h) swaps: a peg of s's seat sent on in the
			// chain and arriving at s's in-spot never does.
			res.move(int(os), Track(at), from)
			res.move(int(s), from, Track(at))
			dh += zobrist[os][from] - zobrist[os][Track(at)] + zobrist[s][Track(at)] - zobrist[s][from]
			if upd != nil {
				upd.occ[at], upd.occ[fromHole] = uint8(s)+1, o
				upd.own[os][at>>6] &^= 1 << (at & 63)
				upd.own[os][fromHole>>6] |= 1 << (fromHole & 63)
				upd.own[s][fromHole>>6] &^= 1 << (fromHole & 63)
				upd.own[s][at>>6] |= 1 << (at & 63)
			}
			if rec != nil {
				*rec = append(*rec, Landing{os, at, from})
			}
			return dh, true
		}
		in := os.InSpot()
		if at == in || in == h || sent&(1<<os) != 0 {
			// Already on its own in-spot; or sent back onto the moving peg;
			// or onto a peg of its own seat sent there earlier in the chain.
			return 0, false
		}
		sent |= 1 << os
		res.move(int(arr), prev, Track(at))
		dh += zobrist[arr][Track(at)] - zobrist[arr][prev]
		if upd != nil {
			upd.occ[at] = uint8(arr) + 1
			upd.own[os][at>>6] &^= 1 << (at & 63)
			upd.own[arr][at>>6] |= 1 << (at & 63)
		}
		if rec != nil {
			*rec = append(*rec, Landing{os, at, Track(in)})
		}
		arr, prev, at = os, Track(at), in
	}
	res.move(int(arr), prev, Track(at))
	dh += zobrist[arr][Track(at)] - zobrist[arr][prev]
	if upd != nil {
		upd.leave(s, from)
		upd.occ[at] = uint8(arr) + 1
		upd.own[arr][at>>6] |= 1 << (at & 63)
	}
	return dh, true
}

// leave clears the index entry of seat s's peg leaving from.
func (b *board) leave(s Seat, from Place) {
	if from.IsTrack() {
		h := from.Hole()
		b.occ[h] = 0
		b.own[s][h>>6] &^= 1 << (h & 63)
	} else if from.IsFinish() {
		b.fin[s] &^= 1 << (from.FinishHole() - 1)
	}
}

// zobrist holds a random key for each seat and Place; a position's hash is
// the sum of the keys of its pegs, so a move updates it by adding and taking
// away keys, and pegs in Start count however many there are.
var zobrist = func() (z [MaxSeats][256]uint64) {
	x := uint64(0x5EED_DEC0_DE15_600D)
	for s := range z {
		for pl := range z[s] {
			// splitmix64
			x += 0x9E3779B97F4A7C15
			k := x
			k = (k ^ k>>30) * 0xBF58476D1CE4E5B9
			k = (k ^ k>>27) * 0x94D049BB133111EB
			z[s][pl] = k ^ k>>31
		}
	}
	return z
}()

// hashOf returns the sum of the keys of p's pegs.
func hashOf(p *Position) uint64 {
	var h uint64
	for i := range int(p.n) * PegsPerSeat {
		h += zobrist[i/PegsPerSeat][p.pegs[i]]
	}
	return h
}
