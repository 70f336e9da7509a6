package cribwars_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
)

// gameDriver plays a game of Crib Wars action by action, checking the
// invariants after each.
type gameDriver struct {
	t     *rapid.T
	g     cribwars.Game
	steps int
	overs int // GameOver events seen
	boxed int // the side sent to a box last, or NoSide
	sat   int // the hands it has sat out since
	pend  int // the true points of the last card laid, or of his heels
}

// snapshot is what a failed transition must leave as it was.
type snapshot struct {
	Pegs   []cribwars.Peg
	Board  crib.Board
	Phase  crib.Phase
	Stay   cribwars.Stay
	Offers []crib.Offered
	Turn   int
	Hands  [crib.MaxSeats]cards.Set
}

func snap(g cribwars.Game) snapshot {
	s := snapshot{Pegs: g.Pegs(), Board: g.Cribbage().Board(), Phase: g.Phase(), Stay: g.Stay(), Offers: g.Cribbage().Offers(), Turn: g.Cribbage().Play().Turn()}
	for i := range g.Seats() {
		s.Hands[i] = g.Cribbage().Hand(i)
	}
	return s
}

func (d *gameDriver) do(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) error {
	before := d.g
	s0 := snap(before)
	g, ev, err := f(before)
	if !cmp.Equal(snap(before), s0) {
		d.t.Fatalf("%s changed the game it was called on", name)
	}
	if err != nil {
		if !cmp.Equal(snap(g), s0) {
			d.t.Fatalf("%s failed (%v) and returned a changed game", name, err)
		}
		return err
	}
	d.checkEvents(before, g, ev)
	for _, e := range ev {
		switch e := e.(type) {
		case crib.Laid:
			d.pend = e.Step.Points()
		case crib.StarterTurned:
			d.pend = 2
		}
	}
	d.checkStay(g, ev)
	d.checkCards(g)
	d.checkPegs(g)
	d.g = g
	d.steps++
	return nil
}

func (d *gameDriver) must(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) {
	if err := d.do(name, f); err != nil {
		d.t.Fatalf("%s: %v", name, err)
	}
}

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
				if got := e.Pegged.Board.Pegs[s].Front; got != b.Progress(want[s]) {
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
		if b.Progress(p) != g.Cribbage().Score(s) {
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

func drawConfig(t *rapid.T, claimed bool) cribwars.Config {
	c := cribwars.Config{
		Layout:  rapid.SampledFrom([]crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}).Draw(t, "layout"),
		Claimed: claimed,
		Rules: cribwars.Rules{
			Heels:        rapid.SampledFrom([]cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree, cribwars.HeelsNotIn119To121}).Draw(t, "heels"),
			BumpedLeaves: rapid.Bool().Draw(t, "bumped leaves"),
		},
	}
	switch rapid.IntRange(0, 3).Draw(t, "which board") {
	case 0:
		c.Board = cribwars.DefaultBoard()
	case 1:
		// Many penalty boxes, to see them often in three-sided games.
		c.Board = cribwars.MustBoard(cribwars.Spec{Holes: 121, PenaltyBoxes: []int{20, 35, 50, 65, 80, 95, 110},
			TimeTraps: []cribwars.Branch{{At: 40, Holes: 3, Rejoin: 30}}, Slides: []cribwars.Slide{{From: 10, To: 25}}})
	default:
		c.Board = cribwarstest.Board().Filter(func(b cribwars.Board) bool { return b.Holes() >= 31 }).Draw(t, "board")
	}
	if claimed {
		c.NoMuggins = rapid.IntRange(0, 4).Draw(t, "friendly") == 0
	}
	return c
}

// playWhole plays a game of c to the end with rapid's choices.
func playWhole(t *rapid.T, c cribwars.Config) {
	g, err := cribwars.NewGame(c, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	d := &gameDriver{t: t, g: g, boxed: cribwars.NoSide}
	n, sides := g.Seats(), g.Sides()
	for d.g.Phase() != crib.PhaseOver {
		if d.steps > 20000 {
			t.Fatalf("no end after %d actions: %v", d.steps, d.g.Pegs())
		}
		if rapid.IntRange(0, 59).Draw(t, "penalty") == 0 {
			off := rapid.IntRange(0, sides-1).Draw(t, "offender")
			if err := d.do("penalty", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(cribwars.Penalty{Offender: off, Rule: "test"})
			}); err != nil && !errors.Is(err, crib.ErrOfferPending) {
				t.Fatal(err)
			}
			continue
		}
		if c.Claimed && rapid.IntRange(0, 9).Draw(t, "extra") == 0 {
			a, b := rapid.IntRange(0, n-1).Draw(t, "a"), rapid.IntRange(0, n-1).Draw(t, "b")
			switch rapid.IntRange(0, 2).Draw(t, "which") {
			case 0:
				_ = d.do("muggins", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.CallMuggins{Caller: a, Target: b, Asked: rapid.IntRange(1, 4).Draw(t, "asked")})
				})
			case 1:
				_ = d.do("correct", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Correct{Caller: a, Target: b})
				})
			case 2:
				_ = d.do("retract", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Retract{Seat: a}) })
			}
			continue
		}
		if side, ok := d.g.BoxDue(); ok && len(d.g.Cribbage().Offers()) == 0 {
			if rapid.IntRange(0, 3).Draw(t, "move peg") > 0 {
				d.must("leave box", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(cribwars.LeaveBox{Side: side})
				})
				continue
			}
			if err := d.do("leave box out of turn", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(cribwars.LeaveBox{Side: (side + 1) % sides})
			}); !errors.Is(err, cribwars.ErrStay) {
				t.Fatalf("another side leaves the box: %v", err)
			}
		}
		act, seat := d.g.Next()
		delta := func(label string) int { return rapid.SampledFrom([]int{0, 0, 0, 0, -1, -2, 1, 2}).Draw(t, label) }
		switch act {
		case crib.ActOffer:
			side := d.g.Cribbage().Offers()[rapid.IntRange(0, len(d.g.Cribbage().Offers())-1).Draw(t, "offer")].Side
			if rapid.Bool().Draw(t, "take") {
				d.must("take", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.TakeOffer{Side: side}) })
			} else {
				d.must("decline", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.DeclineOffer{Side: side})
				})
			}
		case crib.ActCutForDeal:
			d.must("cut for deal", apply(crib.CutForDeal{}))
		case crib.ActDeal:
			d.must("deal", apply(crib.Deal{}))
		case crib.ActDiscard:
			hand := d.g.Cribbage().Hand(seat).AppendTo(nil)
			throw := rapid.Permutation(hand).Draw(t, "throw")[:d.g.Cribbage().DealLayout().Throw]
			d.must("discard", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Discard{Seat: seat, Cards: cards.SetOf(throw...)})
			})
		case crib.ActCut:
			d.must("cut", apply(crib.Cut{}))
		case crib.ActLay:
			if c.Claimed {
				said := false
				for s := range n {
					if d.g.Cribbage().MaySayGo(s) && rapid.Bool().Draw(t, "say go") {
						d.must("go", apply(crib.Go{Seat: s}))
						said = true
						break
					}
				}
				if said {
					continue
				}
			}
			if rapid.IntRange(0, 79).Draw(t, "mix") == 0 {
				s := rapid.IntRange(0, n-1).Draw(t, "mixer")
				err := d.do("mix", apply(crib.Mix{Seat: s, Crib: rapid.Bool().Draw(t, "mix crib")}))
				if err != nil && !errors.Is(err, crib.ErrSitsOut) && !errors.Is(err, crib.ErrMustPegOut) {
					t.Fatal(err)
				}
				continue
			}
			if ps, ok := d.g.Cribbage().Pending(); ok && rapid.Bool().Draw(t, "claim first") {
				c := min(29, max(0, d.pendingTruth()+delta("play delta")))
				if err := d.do("claim", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: c})
				}); err != nil && !errors.Is(err, crib.ErrMustPegOut) {
					t.Fatal(err)
				}
				continue
			}
			if rapid.IntRange(0, 19).Draw(t, "illegal") == 0 {
				if err := d.do("lay out of turn", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Lay{Seat: (seat + 1) % n, Card: cards.FromIndex(0)})
				}); err == nil {
					t.Fatal("a card laid out of turn")
				}
			}
			card := rapid.SampledFrom(d.g.Cribbage().Play().Legal().AppendTo(nil)).Draw(t, "card")
			err := d.do("lay", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Lay{Seat: seat, Card: card})
			})
			if errors.Is(err, crib.ErrMustPegOut) {
				ps, _ := d.g.Cribbage().Pending()
				d.must("claim before lay", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: d.pendingTruth()})
				})
			} else if err != nil {
				t.Fatal(err)
			}
		case crib.ActCount:
			d.must("count", apply(crib.Count{}))
		case crib.ActClaim:
			if ps, ok := d.g.Cribbage().Pending(); ok {
				c := min(29, max(0, d.pendingTruth()+delta("last delta")))
				d.must("claim last", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: c})
				})
				continue
			}
			c := min(29, max(0, countTruth(d.g, seat)+delta("count delta")))
			d.must("claim count", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Claim{Seat: seat, Points: c})
			})
		case crib.ActAccept:
			d.must("accept", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Accept{Seat: seat}) })
		case crib.ActPegOut:
			if rapid.Bool().Draw(t, "peg out") {
				d.must("peg out", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.PegOut{Seat: seat}) })
			} else {
				d.must("refuse", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.RefusePegOut{Seat: seat})
				})
			}
		default:
			t.Fatalf("action %v", act)
		}
	}
	// One winning side, and nothing after the end.
	res, ok := d.g.Result()
	if !ok || d.overs != 1 || !d.g.Board().Won(res.Pegs[res.Winner]) {
		t.Fatalf("result %+v, %d game-over events", res, d.overs)
	}
	if _, _, err := d.g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrGameOver) && !errors.Is(err, crib.ErrWrongPhase) {
		t.Fatalf("deal after the end: %v", err)
	}
}

// apply returns the transition that applies a.
func apply(a crib.Action) func(cribwars.Game) (cribwars.Game, []crib.Event, error) {
	return func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(a) }
}

// pendingTruth returns the true points of the pending claim in the play, as
// the events of the card laid last (or his heels) told them.
func (d *gameDriver) pendingTruth() int { return d.pend }

// countTruth returns the true points of the next hand or crib to count: a
// claim on a copy of the game shows them.
func countTruth(g cribwars.Game, seat int) int {
	_, ev, err := g.Apply(crib.Claim{Seat: seat, Points: 0})
	if err == nil {
		for _, e := range ev {
			if s, ok := e.(crib.Shown); ok {
				return s.Points
			}
		}
	}
	return 0
}

func TestWholeGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, false)) })
}

func TestWholeGamesClaimed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, true)) })
}
