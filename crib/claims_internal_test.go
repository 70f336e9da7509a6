package crib

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// stepRight takes the step g waits for, with rapid's choice of card and
// discard and every claim right.
func stepRight(t *rapid.T, g Game) Game {
	act, seat := g.Next()
	var ng Game
	var err error
	switch act {
	case StepCutForDeal:
		ng, _, err = g.Apply(CutForDeal{})
	case StepDeal:
		ng, _, err = g.Apply(Deal{})
	case StepDiscard:
		h := g.hands[seat].AppendTo(nil)
		ng, _, err = g.Apply(Discard{Seat: seat, Cards: cards.SetOf(rapid.Permutation(h).Draw(t, "throw")[:g.dealLayout().Throw]...)})
	case StepCut:
		ng, _, err = g.Apply(Cut{})
	case StepLay:
		if ps, ok := g.Pending(); ok && rapid.Bool().Draw(t, "claim") {
			ng, _, err = g.Apply(Claim{Seat: ps, Points: pendingTruth(g)})
			break
		}
		ng, _, err = g.Apply(Lay{Seat: seat, Card: rapid.SampledFrom(g.play.Legal().AppendTo(nil)).Draw(t, "card")})
		if errors.Is(err, ErrMustPegOut) {
			ps, _ := g.Pending()
			ng, _, err = g.Apply(Claim{Seat: ps, Points: pendingTruth(g)})
		}
	case StepClaim:
		if ps, ok := g.Pending(); ok {
			ng, _, err = g.Apply(Claim{Seat: ps, Points: pendingTruth(g)})
			break
		}
		ng, _, err = g.Apply(Claim{Seat: seat, Points: countTruth(g)})
	case StepAccept:
		ng, _, err = g.Apply(Accept{Seat: seat})
	case StepPegOut:
		ng, _, err = g.Apply(PegOut{Seat: seat})
	default:
		t.Fatalf("act %v", act)
	}
	if err != nil {
		t.Fatalf("%v by %d: %v", act, seat, err)
	}
	return ng
}

// TestRulingBeforeOrAfterTheClaim: a ruling that records or forfeits a
// count gives the same game whether it comes before the player's claim of
// the count or after it (and after the calls on the claim).
func TestRulingBeforeOrAfterTheClaim(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Rules{Layout: drawLayout(t), GameHole: 121, Claimed: true, Muggins: rapid.Bool().Draw(t, "muggins")}
		g, err := NewGame(rules, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		seat, truth := NoSeat, 0
		for range 3000 {
			if g.phase == PhaseOver {
				t.Skip("over")
			}
			open := g.cl.openBy(g.counter()) != nil
			if play, show := g.atHand(g.counter()); g.cl.npend > 0 || (show && !open) {
				if play || g.cl.npend > 0 {
					seat, truth = int(g.cl.pend[0].seat), pendingTruth(g)
				} else {
					seat, truth = g.counter(), countTruth(g)
				}
				if rapid.IntRange(0, 5).Draw(t, "stop") == 0 {
					break
				}
				seat = NoSeat
			}
			g = stepRight(t, g)
		}
		if seat == NoSeat {
			t.Skip("no count at hand")
		}
		for s := range g.Seats() { // go said: a claim is for the whole count
			if g.MaySayGo(s) {
				if g, _, err = g.Apply(Go{Seat: s}); err != nil {
					t.Fatal(err)
				}
			}
		}
		pegs := g.board().Pegs[g.Side(seat)]
		score := max(0, truth+rapid.IntRange(-2, 1).Draw(t, "recorded"))
		// A ruling of the shapes the rulings of ACC rules 8.5 to 8.9 and
		// 9.4a take (package ruling): the offender's pegs moved or left,
		// the score recorded or the count forfeited, points to each other
		// side first.
		r := Ruling{Rule: "test", Count: rapid.SampledFrom([]Settle{CountRecorded, CountForfeited}).Draw(t, "settle")}
		if r.Count == CountRecorded {
			r.Record = score
		} else {
			r.Forfeit = truth
			r.NoMuggins = rapid.Bool().Draw(t, "no muggins")
		}
		if rapid.Bool().Draw(t, "move") {
			r.Move, r.Pegs = true, pegs
			if pegs.Front > pegs.Rear && rapid.Bool().Draw(t, "front back") {
				r.Pegs = Pegs{Front: pegs.Rear, Rear: max(0, pegs.Rear-1)}
			}
		}
		if rapid.IntRange(0, 3).Draw(t, "award") == 0 {
			r.Award = 2
		}
		a, _, errA := g.Apply(ApplyRuling{Offender: seat, Ruling: r})

		claimed := max(0, truth+rapid.IntRange(-2, 2).Draw(t, "claimed"))
		b, _, err := g.Apply(Claim{Seat: seat, Points: claimed})
		if err != nil {
			t.Fatalf("claim %d by %d: %v", claimed, seat, err)
		}
		if rapid.Bool().Draw(t, "call") && b.phase != PhaseOver {
			other := (seat + 1) % g.Seats()
			if nb, _, err := b.Apply(CallMuggins{Caller: other, Target: seat, Asked: rapid.IntRange(1, 4).Draw(t, "asked")}); err == nil {
				b = nb
			}
		}
		if b.phase == PhaseOver || (errA == nil && a.phase == PhaseOver) {
			t.Skip("the game ended")
		}
		b, _, errB := b.Apply(ApplyRuling{Offender: seat, Ruling: r})
		if (errA == nil) != (errB == nil) {
			t.Fatalf("%+v: before the claim %v, after it %v", r, errA, errB)
		}
		if errA == nil {
			if d := cmpDiff(a, b); d != "" {
				t.Fatalf("%+v by %d (claimed %d, truth %d): before and after the claim differ (-before +after):\n%s", r, seat, claimed, truth, d)
			}
		}
	})
}

func cmpDiff(a, b Game) string { return cmp.Diff(a, b, gameCmp) }
