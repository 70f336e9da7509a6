package crib

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// playWholeGame plays a game to the end with choices drawn by rapid,
// sometimes trying illegal actions, and in claimed mode claims near the
// truth, calls muggins, corrects and retracts at random.
func playWholeGame(t *rapid.T, rules Rules) Game {
	g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	if rapid.Bool().Draw(t, "at a position") {
		// A game taken up from the table as it is.
		at := Position{Dealer: rapid.IntRange(0, g.Seats()-1).Draw(t, "dealer")}
		for s := range g.board().Sides {
			front := rapid.IntRange(0, g.rules.GameHole-1).Draw(t, "front")
			at.Pegs[s] = Pegs{Front: front, Rear: rapid.IntRange(0, front).Draw(t, "rear")}
		}
		if g, err = NewGameAt(rules, rapid.Uint64().Draw(t, "seed at"), at); err != nil {
			t.Fatal(err)
		}
		if g.board().Pegs != at.Pegs || g.phase != PhaseDeal || int(g.dealer) != at.Dealer {
			t.Fatalf("at %+v: board %v, phase %v, dealer %d", at, g.board(), g.phase, g.dealer)
		}
	}
	d := &driver{t: t, g: g.Recording()}
	claimed := d.g.rules.Claimed
	delta := func(label string) int {
		return rapid.SampledFrom([]int{0, 0, 0, 0, -1, -2, 1, 2, 5}).Draw(t, label)
	}
	for d.g.phase != PhaseOver {
		if d.steps > 5000 {
			t.Fatalf("the game has not ended after %d actions: %v", d.steps, d.g.board())
		}
		act, seat := d.g.Next()
		n := d.g.Seats()
		if claimed && rapid.IntRange(0, 9).Draw(t, "extra") == 0 {
			a := rapid.IntRange(0, n-1).Draw(t, "a")
			b := rapid.IntRange(0, n-1).Draw(t, "b")
			switch rapid.IntRange(0, 2).Draw(t, "which") {
			case 0:
				asked := rapid.IntRange(1, 4).Draw(t, "asked")
				_ = d.do("muggins", applyFn(CallMuggins{Caller: a, Target: b, Asked: asked}))
			case 1:
				_ = d.do("correct", applyFn(Correct{Caller: a, Target: b}))
			case 2:
				_ = d.do("retract", applyFn(Retract{Seat: a}))
			}
			continue
		} else if act != StepOwed && (d.g.phase == PhasePlay || d.g.phase == PhaseShow) && rapid.IntRange(0, 59).Draw(t, "fold") == 0 {
			side := rapid.IntRange(0, d.g.board().Sides-1).Draw(t, "fold side")
			if err := d.do("fold", applyFn(Fold{Side: side})); err != nil && !errors.Is(err, ErrWrongPhase) {
				t.Fatal(err)
			}
			continue
		}
		if act == StepOwed {
			// the points owed are claimed first: below
		} else if d.g.rules.MatchPlay() && rapid.IntRange(0, 499).Draw(t, "concede") == 0 {
			s := rapid.IntRange(0, n-1).Draw(t, "conceder")
			if err := d.do("concede", applyFn(Concede{Seat: s})); err != nil && !errors.Is(err, ErrNoConcession) {
				t.Fatal(err)
			}
			continue
		} else if (d.g.phase == PhasePlay || d.g.phase == PhaseShow) && rapid.IntRange(0, 79).Draw(t, "mix") == 0 {
			s, crib := rapid.IntRange(0, n-1).Draw(t, "mixer"), rapid.Bool().Draw(t, "mix crib")
			if err := d.do("mix", applyFn(Mix{Seat: s, Crib: crib})); err != nil && !errors.Is(err, ErrMustPegOut) {
				t.Fatal(err)
			}
			continue
		}
		if rapid.IntRange(0, 19).Draw(t, "illegal") == 0 {
			other := (seat + 1) % n
			switch act {
			case StepLay:
				d.tryIllegal("lay out of turn", applyFn(Lay{Seat: other, Card: cards.FromIndex(0)}))
			case StepDiscard:
				d.tryIllegal("discard too many", applyFn(Discard{Seat: seat, Cards: cards.SetOf(d.g.hands[seat].AppendTo(nil)...)}))
			case StepClaim:
				if r := d.g.cl.rec; r != nil && r.zero && int(r.seat) == other {
					break // a correction of no count (rule 10.4d), not a count out of order
				}
				if _, pending := d.g.Pending(); !pending && !d.g.rules.Layout.Partners(seat, other) {
					d.tryIllegal("count out of order", applyFn(Claim{Seat: other, Points: 3}))
				}
			case StepCount:
				d.tryIllegal("lay in the show", applyFn(Lay{Seat: seat, Card: cards.FromIndex(0)}))
			}
		}
		switch act {
		case StepCutForDeal:
			d.must("cut for deal", applyFn(CutForDeal{}))
		case StepDeal:
			d.must("deal", applyFn(Deal{}))
		case StepDiscard:
			hand := d.g.hands[seat].AppendTo(nil)
			throw := rapid.Permutation(hand).Draw(t, "throw")[:d.g.rules.Layout.Throw]
			d.must("discard", applyFn(Discard{Seat: seat, Cards: cards.SetOf(throw...)}))
		case StepCut:
			d.must("cut", applyFn(Cut{}))
		case StepLay:
			if claimed && rapid.IntRange(0, 2).Draw(t, "say go") == 0 {
				s := rapid.IntRange(0, n-1).Draw(t, "goer")
				err := d.do("go", applyFn(Go{Seat: s}))
				switch {
				case err == nil:
				case d.g.MaySayGo(s):
					t.Fatalf("seat %d may say go: %v", s, err)
				case !errors.Is(err, ErrMustLay) && !errors.Is(err, ErrNoClaim) && !errors.Is(err, ErrMustPegOut):
					t.Fatal(err)
				}
				continue
			}
			if ps, ok := d.g.Pending(); ok && rapid.Bool().Draw(t, "claim first") {
				truth := pendingTruth(d.g)
				c := max(0, truth+delta("play delta"))
				if err := d.do("claim", applyFn(Claim{Seat: ps, Points: c})); err != nil && !errors.Is(err, ErrMustPegOut) {
					t.Fatal(err)
				}
				continue
			}
			legal := d.g.play.Legal().AppendTo(nil)
			c := rapid.SampledFrom(legal).Draw(t, "card")
			err := d.do("lay", applyFn(Lay{Seat: seat, Card: c}))
			if errors.Is(err, ErrMustPegOut) {
				ps, _ := d.g.Pending()
				truth := pendingTruth(d.g)
				c := max(0, truth+delta("peg out delta"))
				d.must("claim before lay", applyFn(Claim{Seat: ps, Points: c}))
			} else if err != nil {
				t.Fatal(err)
			}
		case StepCount:
			d.must("count", applyFn(Count{}))
		case StepClaim:
			if ps, ok := d.g.Pending(); ok {
				c := max(0, pendingTruth(d.g)+delta("last delta"))
				d.must("claim last", applyFn(Claim{Seat: ps, Points: c}))
				continue
			}
			if r := d.g.cl.rec; r != nil && r.zero && rapid.IntRange(0, 2).Draw(t, "correct no count") == 0 {
				c := rapid.IntRange(0, 8).Draw(t, "corrected")
				if err := d.do("correct no count", applyFn(Claim{Seat: int(r.seat), Points: c})); err != nil && !errors.Is(err, ErrTooLate) {
					t.Fatal(err)
				}
				continue
			}
			c := max(0, countTruth(d.g)+delta("count delta"))
			d.must("claim count", applyFn(Claim{Seat: seat, Points: c}))
		case StepAccept:
			d.must("accept", applyFn(Accept{Seat: seat}))
		case StepOwed:
			o := d.g.owe[0]
			c := max(0, o.Points+delta("owed delta"))
			d.must("claim owed", applyFn(Claim{Seat: seat, Points: c}))
		case StepPegOut:
			if rapid.Bool().Draw(t, "peg out") {
				d.must("peg out", applyFn(PegOut{Seat: seat}))
			} else {
				d.must("refuse", applyFn(RefusePegOut{Seat: seat}))
			}
		default:
			t.Fatalf("action %v", act)
		}
	}
	// Exactly one winner, and no action after the end.
	out := 0
	for s := range d.g.board().Sides {
		if d.g.board().Out(s) {
			out++
		}
	}
	if out != 1 || int(d.g.winner) < 0 {
		t.Fatalf("%d sides out, winner %d", out, int(d.g.winner))
	}
	if _, _, err := d.g.Apply(Deal{}); !errors.Is(err, ErrWrongPhase) && !errors.Is(err, ErrGameOver) {
		t.Fatalf("deal after the end: %v", err)
	}
	d.checkRecord()
	return d.g
}

func TestWholeGamesAutomatic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Rules{Layout: drawLayout(t), GameHole: rapid.SampledFrom([]int{121, 61}).Draw(t, "hole"),
			Match: MatchRules{GamesToWin: rapid.IntRange(0, 1).Draw(t, "match play")}}
		playWholeGame(t, rules)
	})
}

func TestWholeGamesClaimed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Rules{
			Layout:   drawLayout(t),
			GameHole: rapid.SampledFrom([]int{121, 61}).Draw(t, "hole"),
			Claimed:  true,
			Muggins:  rapid.Bool().Draw(t, "muggins"),
			Match:    MatchRules{GamesToWin: rapid.IntRange(0, 1).Draw(t, "match play")},

			ClaimPenalties: rapid.Bool().Draw(t, "claim penalties"),
		}
		playWholeGame(t, rules)
	})
}

// TestGameStateMachine drives games with rapid's state machine: any action
// at any time, legal or not, with the invariants checked after each.
func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Rules{Layout: drawLayout(t), Claimed: rapid.Bool().Draw(t, "claimed"), Muggins: rapid.Bool().Draw(t, "muggins"), GameHole: 61,
			ClaimPenalties: rapid.Bool().Draw(t, "claim penalties"), Match: MatchRules{GamesToWin: rapid.IntRange(0, 1).Draw(t, "match play")}}
		g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		d := &driver{t: t, g: g}
		seat := func(t *rapid.T) int { return rapid.IntRange(-1, d.g.Seats()).Draw(t, "seat") }
		card := func(t *rapid.T) cards.Card { return cards.Card(rapid.IntRange(0, 60).Draw(t, "card")) }
		try := func(name string, a Action) { _ = d.do(name, applyFn(a)) }
		bySeat := func(name string, a func(seat int) Action) func(*rapid.T) {
			return func(t *rapid.T) { try(name, a(seat(t))) }
		}
		t.Repeat(map[string]func(*rapid.T){
			"cut for deal": func(*rapid.T) { try("cut for deal", CutForDeal{}) },
			"deal":         func(*rapid.T) { try("deal", Deal{}) },
			"discard": func(t *rapid.T) {
				s := seat(t)
				var cs []cards.Card
				if s >= 0 && s < d.g.Seats() && rapid.Bool().Draw(t, "from hand") {
					h := d.g.hands[s].AppendTo(nil)
					if len(h) > 0 {
						cs = rapid.SliceOfNDistinct(rapid.SampledFrom(h), 1, 2, func(c cards.Card) cards.Card { return c }).Draw(t, "throw")
					}
				} else {
					cs = []cards.Card{card(t)}
				}
				try("discard", Discard{Seat: s, Cards: cards.SetOf(cs...)})
			},
			"cut": func(t *rapid.T) { try("cut", CutAt{Depth: rapid.IntRange(0, 40).Draw(t, "depth")}) },
			"lay": func(t *rapid.T) {
				s, c := seat(t), card(t)
				if rapid.Bool().Draw(t, "legal") && d.g.phase == PhasePlay {
					if l := d.g.play.Legal().AppendTo(nil); len(l) > 0 {
						s, c = d.g.play.Turn(), rapid.SampledFrom(l).Draw(t, "legal card")
					}
				}
				try("lay", Lay{Seat: s, Card: c})
			},
			"count": func(*rapid.T) { try("count", Count{}) },
			"claim": func(t *rapid.T) {
				s := seat(t)
				try("claim", Claim{Seat: s, Points: rapid.IntRange(-1, 30).Draw(t, "points")})
			},
			"accept": bySeat("accept", func(s int) Action { return Accept{Seat: s} }),
			"muggins": func(t *rapid.T) {
				a, b := seat(t), seat(t)
				try("muggins", CallMuggins{Caller: a, Target: b, Asked: 2})
			},
			"correct": func(t *rapid.T) {
				a, b := seat(t), seat(t)
				try("correct", Correct{Caller: a, Target: b})
			},
			"retract": bySeat("retract", func(s int) Action { return Retract{Seat: s} }),
			"peg out": bySeat("peg out", func(s int) Action { return PegOut{Seat: s} }),
			"refuse":  bySeat("refuse", func(s int) Action { return RefusePegOut{Seat: s} }),
			"concede": bySeat("concede", func(s int) Action { return Concede{Seat: s} }),
			"go":      bySeat("go", func(s int) Action { return Go{Seat: s} }),
			"redeal":  func(*rapid.T) { try("redeal", Redeal{}) },
			"sit out": bySeat("sit out", func(s int) Action { return SitOut{Side: s} }),
			"fold":    bySeat("fold", func(s int) Action { return Fold{Side: s} }),
			"mix": func(t *rapid.T) {
				s := seat(t)
				try("mix", Mix{Seat: s, Crib: rapid.Bool().Draw(t, "crib")})
			},
		})
	})
}
