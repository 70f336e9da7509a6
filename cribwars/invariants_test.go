package cribwars_test

// The invariants the whole-game driver checks after every action.

import (
	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// checkEvents checks every score against the board: each Pegged event's
// move is Board.Move of its points (Back for a backward score, Award for
// crib's award), the board events after it are exactly those of the move, a
// landing in a penalty box is ruled as Rules.LandInBox says, and nothing
// else moves a peg.
func (d *gameDriver) checkEvents(before, after cribwars.Game, ev []crib.Event) {
	t := d.t
	b := before.Board()
	rules := before.Config().Rules
	pos := before.Pegs() // where each side stands, event by event
	box := make([]bool, before.Sides())
	curStay := before.Stay() // the stay as the events tell it
	if curStay.In {
		box[curStay.Side] = true
	}
	cur := before.Cribbage().Board()
	sides := before.Sides()
	names := []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}[:before.Seats()]
	for i := 0; i < len(ev); i++ {
		if ev[i].Describe(names) == "" {
			t.Fatalf("%T says nothing", ev[i])
		}
		switch e := ev[i].(type) {
		case crib.Pegged:
			t.Fatalf("crib's Pegged event passed on untranslated: %+v", e)
		case cribwars.BoardEvent, cribwars.BoxMoved, cribwars.SentToBox, cribwars.NotPegged:
			t.Fatalf("%T with no score before it: %s", e, e.Describe(names))
		case crib.GameOver:
			t.Fatalf("crib's GameOver passed on untranslated")
		case cribwars.GameOver:
			d.overs++
			if res, _ := after.Result(); e.Result.Winner != winnerOf(after) || e.GamePoints != e.Result.Games || !cmp.Equal(e.Result, res) {
				t.Fatalf("game over %+v, winner %d", e.Result, winnerOf(after))
			}
		case crib.Dealt:
			if st := after.Stay(); e.Out != 0 && (!st.In || e.Out != sideMask(st.Side, sides, before.Seats())) {
				t.Fatalf("seats %b sit out, stay %v", e.Out, st)
			}
		case crib.Laid:
			if after.Cribbage().SitsOut(e.Step.Seat) {
				t.Fatalf("seat %d lays though it sits out", e.Step.Seat)
			}
		case cribwars.Pegged:
			side, sc := e.Score.Side, e.Score
			if (sc.Kind == crib.ScoreGo || sc.Kind == crib.ScoreLast) && before.Cribbage().Folded(sc.Seat) {
				t.Fatalf("seat %d folded before and pegs %v", sc.Seat, sc)
			}
			from := pos[side]
			boxed := box[side]
			if e.From != from {
				t.Fatalf("Pegged from %v, the side stood at %v", e.From, from)
			}
			var to cribwars.Peg
			var moved []cribwars.Event
			var err error
			switch {
			case sc.Kind == crib.ScorePlace:
				if e.To != main(sc.Place.Front) || e.Pegged.Board.Pegs[side] != sc.Place || sc.Rule != cribwars.PlaceRule {
					t.Fatalf("placed at %v, crib's pegs %v, score %+v", e.To, e.Pegged.Board.Pegs[side], sc)
				}
				pos[side], box[side] = e.To, false
				cur = e.Pegged.Board
				continue
			case boxed && sc.Kind != crib.ScoreAward:
				to = from
				if sc.Points != 0 {
					i++
					if _, ok := ev[i].(cribwars.NotPegged); !ok {
						t.Fatalf("%v for a side in the box: %T", sc, ev[i])
					}
				}
			case sc.Points < 0:
				to, err = b.Back(from, -sc.Points)
			case sc.Kind == crib.ScoreAward && !boxed:
				to, moved, err = b.Award(from, sc.Points)
			default:
				to, moved, err = b.Move(from, sc.Points)
			}
			if err != nil {
				t.Fatal(err)
			}
			// The board events of the move follow it, exactly.
			for _, m := range moved {
				i++
				be, ok := ev[i].(cribwars.BoardEvent)
				if !ok || be.Side != side || be.Event != m {
					t.Fatalf("after %s: event %v, want the move's %v", e.Describe(names), ev[i].Describe(names), m)
				}
			}
			want := append([]cribwars.Peg(nil), pos...)
			want[side] = to
			wantBox := make([]bool, sides)
			for s := range sides {
				wantBox[s] = box[s] && !(s == side && sc.Kind == crib.ScoreAward)
			}
			if n := len(moved); n > 0 && moved[n-1].Kind == cribwars.LandedInBox {
				// The penalty box, ruled at once.
				stay := cribwars.Stay{}
				for s := range sides {
					if s != side && box[s] {
						stay = curStay
						if !stay.In || stay.Side != s {
							t.Fatalf("side %d in the box, stay %v", s, stay)
						}
					}
				}
				ru, err := rules.LandInBox(b, want, side, stay)
				if err != nil {
					t.Fatal(err)
				}
				copy(want, ru.Pegs)
				curStay = ru.Stay
				if ru.SitsOut {
					wantBox[side] = true
					i++
					if st, ok := ev[i].(cribwars.SentToBox); !ok || st.Side != side || st.Hands != cribwars.SitOutHands {
						t.Fatalf("after landing: %T", ev[i])
					}
				}
				for _, m := range ru.Moves {
					i++
					bm, ok := ev[i].(cribwars.BoxMoved)
					if !ok || !cmp.Equal(bm.Move, m) {
						t.Fatalf("box move %v, want %+v", ev[i].Describe(names), m)
					}
					i += len(m.Events)
					if m.Kind == cribwars.AdvancesOne {
						wantBox[m.Side] = ru.Stay.In
					}
				}
				if after.Phase() != crib.PhaseOver && after.Phase() != crib.PhaseDeal && after.Phase() != crib.PhaseCutForDeal {
					if !after.Cribbage().Folded(side) && !after.Cribbage().SitsOut(side) {
						t.Fatalf("side %d landed in the box and did not fold", side)
					}
				}
			}
			if e.To != want[side] {
				t.Fatalf("after %s: side %d at %v, want %v", e.Describe(names), side, e.To, want[side])
			}
			for s := range sides {
				if got := e.Pegged.Board.Pegs[s].Front; got != max(0, b.Progress(want[s])) {
					t.Fatalf("after %s: side %d's front peg at %d on crib's board, want %v (progress %d)", e.Describe(names), s, got, want[s], b.Progress(want[s]))
				}
			}
			pos, box = want, wantBox
			cur = e.Pegged.Board
		}
	}
	afterBox := make([]bool, sides)
	if st := after.Stay(); st.In {
		afterBox[st.Side] = true
	}
	if cur.Pegs != after.Cribbage().Board().Pegs || !cmp.Equal(pos, after.Pegs()) || !cmp.Equal(box, afterBox) {
		t.Fatalf("a peg moved without a Pegged event: %v (box %v), the game says %v (box %v)", pos, box, after.Pegs(), afterBox)
	}
}

// checkStay checks that a side sent to a box sits out three whole hands
// (the Crib Wars penalty-box rule) before its stay is due, however the box
// was emptied before it landed.
func (d *gameDriver) checkStay(g cribwars.Game, ev []crib.Event) {
	for _, e := range ev {
		switch e := e.(type) {
		case cribwars.SentToBox:
			d.boxed, d.sat = e.Side, 0
		case crib.Dealt:
			if d.boxed != cribwars.NoSide && e.Out&sideMask(d.boxed, g.Sides(), g.Seats()) != 0 {
				d.sat++
			}
		}
	}
	st := g.Stay()
	switch {
	case !st.In || st.Side != d.boxed:
		d.boxed = cribwars.NoSide
	case st.Due() && d.sat < cribwars.SitOutHands:
		d.t.Fatalf("side %d's stay is due after %d hands sat out", st.Side, d.sat)
	case st.HandsLeft+d.sat < cribwars.SitOutHands:
		d.t.Fatalf("side %d has sat out %d hands and has %d left", st.Side, d.sat, st.HandsLeft)
	}
}

func sideMask(side, sides, seats int) uint8 {
	var m uint8
	for s := side; s < seats; s += sides {
		m |= 1 << s
	}
	return m
}

// checkCards checks that no card is lost or duplicated: the pack, the crib
// and the hands (the cards dealt until laid away, then the four kept) are
// the 52 cards once each; in the play, the cards held and laid are the hands
// kept, less those folded.
func (d *gameDriver) checkCards(g cribwars.Game) {
	t := d.t
	cg := g.Cribbage()
	if g.Phase() == crib.PhaseCutForDeal || cg.DealNumber() == 0 {
		return
	}
	all := cg.Pack().Set()
	n := cg.Pack().Len()
	if all.Len() != n || all.Intersect(cg.Crib()) != 0 {
		t.Fatalf("pack %v and crib %v", cg.Pack(), cg.Crib())
	}
	all, n = all.Union(cg.Crib()), n+cg.Crib().Len()
	for s := range g.Seats() {
		h := cg.Kept(s)
		if all.Intersect(h) != 0 {
			t.Fatalf("seat %d's %v are elsewhere too", s, h)
		}
		all, n = all.Union(h), n+h.Len()
		if cg.SitsOut(s) && h != 0 {
			t.Fatalf("seat %d sits out and holds %v", s, h)
		}
	}
	if n != 52 || all != cards.FullSet {
		t.Fatalf("%d cards; missing %v", n, all.Complement())
	}
	if p := g.Phase(); p == crib.PhasePlay || p == crib.PhaseShow {
		var held, laid cards.Set
		for _, c := range cg.Play().Laid() {
			if laid.Has(c) {
				t.Fatalf("%v laid twice", c)
			}
			laid = laid.With(c)
		}
		for s := range g.Seats() {
			h := cg.Play().Hand(s)
			held = held.Union(h)
			if h.Minus(cg.Kept(s)) != 0 || (h != 0 && (cg.Folded(s) || cg.SitsOut(s))) {
				t.Fatalf("seat %d holds %v, kept %v", s, h, cg.Kept(s))
			}
		}
		if held.Intersect(laid) != 0 {
			t.Fatalf("held and laid: %v", held.Intersect(laid))
		}
	}
}

// checkPegs checks that every peg is on a hole of the board, that crib's
// score is its progress, and that at most one side sits in a box.
func (d *gameDriver) checkPegs(g cribwars.Game) {
	t := d.t
	b := g.Board()
	boxed := 0
	won := 0
	for s, p := range g.Pegs() {
		if !b.Valid(p) {
			t.Fatalf("side %d's peg %v is not on the board", s, p)
		}
		if max(0, b.Progress(p)) != g.Cribbage().Score(s) {
			t.Fatalf("side %d at %v: progress %d, crib's score %d", s, p, b.Progress(p), g.Cribbage().Score(s))
		}
		if _, in := g.Cribbage().Pegger().(cribwars.Pegger).InBox(s); in {
			boxed++
			if st := g.Stay(); !st.In || st.Side != s {
				t.Fatalf("side %d in the box, stay %v", s, st)
			}
		}
		if b.Won(p) {
			won++
		}
	}
	if boxed > 1 || (boxed == 0 && g.Stay().In) {
		t.Fatalf("%d sides in a box, stay %v", boxed, g.Stay())
	}
	if (won == 1) != (g.Phase() == crib.PhaseOver) || won > 1 {
		t.Fatalf("%d pegs in the game hole, phase %v", won, g.Phase())
	}
}
