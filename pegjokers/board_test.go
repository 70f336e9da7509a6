package pegjokers

import (
	"testing"

	"pgregory.net/rapid"
)

// drawBoardPosition draws a position of any seating with pegs anywhere they
// may stand: in Start, on the track, in Finish.
func drawBoardPosition(t *rapid.T) Position {
	st := rapid.SampledFrom(Seatings()).Draw(t, "seating")
	p := Position{n: uint8(st.Seats), arr: st.Arrangement, turn: Seat(rapid.IntRange(0, st.Seats-1).Draw(t, "turn"))}
	L := p.TrackLen()
	used := map[int]bool{}
	for s := range st.Seats {
		fin := map[int]bool{}
		for i := range PegsPerSeat {
			pl := Start
			switch rapid.IntRange(0, 3).Draw(t, "where") {
			case 1, 2:
				if h := rapid.IntRange(0, L-1).Draw(t, "hole"); !used[h] {
					used[h], pl = true, Track(h)
				}
			case 3:
				if k := rapid.IntRange(1, FinishHoles).Draw(t, "finish"); !fin[k] {
					fin[k], pl = true, Finish(k)
				}
			}
			p.pegs[PegsPerSeat*s+i] = pl
		}
		p.sortSeat(s)
	}
	if err := p.check(); err != nil {
		t.Fatalf("drew %v: %v", p, err)
	}
	return p
}

// TestBoardDoKeepsItsIndexes: carrying out any peg's step onto any hole
// with the board's indexes updated in place (as the second parts of splits
// do) leaves exactly the indexes and hash that indexing the result afresh
// gives; without updates and without a record (as Generator.try does) it
// gives the same result, hash change and verdict; and for an empty track
// hole it is the plain move that try makes inline.
func TestBoardDoKeepsItsIndexes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawBoardPosition(t)
		var b board
		b.setup(p)
		if b.hash != hashOf(&p) {
			t.Fatalf("setup's hash %x, hashOf %x", b.hash, hashOf(&p))
		}
		s := Seat(rapid.IntRange(0, p.Seats()-1).Draw(t, "seat"))
		var tos []Place
		for h := range p.TrackLen() {
			tos = append(tos, Track(h))
		}
		for k := 1; k <= FinishHoles; k++ {
			tos = append(tos, Finish(k))
		}
		for i, from := range p.Pegs(s) {
			if i > 0 && from == p.pegs[PegsPerSeat*int(s)+i-1] {
				continue
			}
			for _, to := range tos {
				if to == from || to.IsFinish() && b.fin[s]&(1<<(to.FinishHole()-1)) != 0 {
					continue // no step stays put or lands in an own Finish hole
				}
				upd := b
				var rec []Landing
				dh, ok := b.do(&upd.p, &upd, s, from, to, true, &rec)
				res := p
				dh2, ok2 := b.do(&res, nil, s, from, to, true, nil)
				if ok != ok2 || ok && (dh != dh2 || res != upd.p) {
					t.Fatalf("%v: %v %v->%v: with updates %v %x %v, without %v %x %v", p, s, from, to, ok, dh, upd.p, ok2, dh2, res)
				}
				if !ok {
					continue
				}
				if err := res.check(); err != nil {
					t.Fatalf("%v: %v %v->%v gives %v: %v", p, s, from, to, res, err)
				}
				upd.hash += dh
				var fresh board
				fresh.setup(res)
				if upd != fresh {
					t.Fatalf("%v: %v %v->%v: indexes kept in place differ from indexes of %v made afresh", p, s, from, to, res)
				}
				if to.IsTrack() && b.occ[to.Hole()] == 0 {
					plain := p
					plain.move(int(s), from, to)
					if plain != res || len(rec) != 0 || dh != zobrist[s][to]-zobrist[s][from] {
						t.Fatalf("%v: %v %v->%v onto an empty hole: %v, landings %v", p, s, from, to, res, rec)
					}
				}
			}
		}
	})
}

// TestClearPathIsAWalk: clearPath agrees with stepping hole by hole round
// the loop looking for the seat's own pegs.
func TestClearPathIsAWalk(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawBoardPosition(t)
		var b board
		b.setup(p)
		L := p.TrackLen()
		s := Seat(rapid.IntRange(0, p.Seats()-1).Draw(t, "seat"))
		for x := range L {
			for cnt := range 20 {
				for _, back := range []bool{false, true} {
					want := true
					for i := 1; i <= cnt; i++ {
						h := (x + i) % L
						if back {
							h = ((x-i)%L + L) % L
						}
						if at, ok := p.At(h); ok && at == s {
							want = false
						}
					}
					if got := b.clearPath(s, x, cnt, back); got != want {
						t.Fatalf("%v: clearPath(%v, %d, %d, back %v) = %v", p, s, x, cnt, back, got)
					}
				}
			}
		}
	})
}
