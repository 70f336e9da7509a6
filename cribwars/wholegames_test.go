package cribwars_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
)

// gameDriver plays a game of Crib Wars action by action, checking the
// invariants after each.
type gameDriver struct {
	t     *rapid.T
	g     cribwars.Game
	steps int
	overs int                               // GameOver events seen
	boxed int                               // the side sent to a box last, or NoSide
	sat   int                               // the hands it has sat out since
	pend  int                               // the true points of the last card laid, or of his heels
	watch func(cribwars.Game, []crib.Event) // shown each step taken, or nil
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
	if d.steps%150 == 0 {
		checkLoads(d.t, g) // now and then: saved, read back alike
	}
	d.g = g
	d.steps++
	if d.watch != nil {
		d.watch(g, ev)
	}
	return nil
}

func (d *gameDriver) must(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) {
	if err := d.do(name, f); err != nil {
		d.t.Fatalf("%s: %v", name, err)
	}
}

func drawConfig(t *rapid.T, claimed bool) cribwars.Config {
	c := cribwars.Config{
		Layout:  cribtest.Rules().Draw(t, "crib's rules").Layout, // every seating crib plays
		Claimed: claimed,
		Rules: cribwars.Rules{
			Heels:        rapid.SampledFrom([]cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree, cribwars.HeelsNotIn119To121}).Draw(t, "heels"),
			BumpedLeaves: rapid.Bool().Draw(t, "bumped leaves"),
		},
	}
	switch rapid.IntRange(0, 3).Draw(t, "which board") {
	case 0:
		c.Track = cribwars.DefaultTrack()
	case 1:
		// Many penalty boxes, to see them often in three-sided games.
		c.Track = cribwars.MustTrack(cribwars.Spec{Holes: 121, PenaltyBoxes: []int{20, 35, 50, 65, 80, 95, 110},
			TimeTraps: []cribwars.Branch{{At: 40, Holes: 3, Rejoin: 30}}, Slides: []cribwars.Slide{{From: 10, To: 25}}})
	default:
		c.Track = cribwarstest.Board().Filter(func(b cribwars.Track) bool { return b.Holes() >= 31 }).Draw(t, "board")
	}
	if claimed {
		c.NoMuggins = rapid.IntRange(0, 4).Draw(t, "friendly") == 0
	}
	return c
}

// stir takes a deliberately disruptive step, which the game may refuse,
// though not as an action it does not know.
func (d *gameDriver) stir(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) {
	if err := d.do(name, f); errors.Is(err, crib.ErrUnknownAction) || errors.Is(err, crib.ErrZeroValue) {
		d.t.Fatalf("%s: %v", name, err)
	}
}

// playWhole plays a game of c to the end with rapid's choices. A watch, if
// not nil, is shown every step taken, and the game may then end void.
func playWhole(t *rapid.T, c cribwars.Config, watch func(cribwars.Game, []crib.Event)) {
	g, err := cribwars.NewGame(c, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	g = g.Recording()
	start := g
	d := &gameDriver{t: t, g: g, boxed: cribwars.NoSide, watch: watch}
	n, sides := g.Seats(), g.Sides()
	voidAt := -1 // the step at which the game is made void, if it is
	if watch != nil && rapid.IntRange(0, 7).Draw(t, "void game") == 7 {
		voidAt = rapid.IntRange(0, 600).Draw(t, "void at")
	}
	for d.g.Phase() != crib.PhaseOver {
		if d.steps > 20000 {
			t.Fatalf("no end after %d actions: %v", d.steps, d.g.Pegs())
		}
		if d.steps == voidAt {
			d.must("void", apply(cribwars.Irregularity{Item: 14, Offender: cribwars.NoSide, Then: cribwars.VoidGame}))
			break
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
				d.stir("muggins", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.CallMuggins{Caller: a, Target: b, Asked: rapid.IntRange(1, 4).Draw(t, "asked")})
				})
			case 1:
				d.stir("correct", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Correct{Caller: a, Target: b})
				})
			case 2:
				d.stir("retract", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Retract{Seat: a}) })
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
		case crib.StepOffer:
			side := d.g.Cribbage().Offers()[rapid.IntRange(0, len(d.g.Cribbage().Offers())-1).Draw(t, "offer")].Side
			if rapid.Bool().Draw(t, "take") {
				d.must("take", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.TakeOffer{Side: side}) })
			} else {
				d.must("decline", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.DeclineOffer{Side: side})
				})
			}
		case crib.StepCutForDeal:
			d.must("cut for deal", apply(crib.CutForDeal{}))
		case crib.StepDeal:
			d.must("deal", apply(crib.Deal{}))
		case crib.StepDiscard:
			hand := d.g.Cribbage().Hand(seat).AppendTo(nil)
			throw := rapid.Permutation(hand).Draw(t, "throw")[:d.g.Cribbage().DealLayout().Throw]
			d.must("discard", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Discard{Seat: seat, Cards: cards.SetOf(throw...)})
			})
		case crib.StepCut:
			d.must("cut", apply(crib.Cut{}))
		case crib.StepLay:
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
		case crib.StepCount:
			d.must("count", apply(crib.Count{}))
		case crib.StepClaim:
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
		case crib.StepAccept:
			d.must("accept", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Accept{Seat: seat}) })
		case crib.StepPegOut:
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
	// One winning side (none in a void game), and nothing after the end.
	res, ok := d.g.Result()
	if d.g.Void() {
		if ok || d.overs != 0 {
			t.Fatalf("a void game's result %+v, %d game-over events", res, d.overs)
		}
	} else if !ok || d.overs != 1 || !d.g.Track().Won(res.Pegs[res.Winner]) {
		t.Fatalf("result %+v, %d game-over events", res, d.overs)
	}
	if _, _, err := d.g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrGameOver) && !errors.Is(err, crib.ErrWrongPhase) {
		t.Fatalf("deal after the end: %v", err)
	}
	checkSaved(t, start, d.g)
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
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, false), nil) })
}

func TestWholeGamesClaimed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, true), nil) })
}
