package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// TestCannotLay: the counts at which each seat was seen unable to lay,
// from positions set up by hand.
func TestCannotLay(t *testing.T) {
	tests := []struct {
		name string
		d    deal
		want [2]int
	}{{
		name: "no go yet",
		d: deal{dealer: 1, dealt: [2]string{"KH 9C 2D 5S 3C 3S", "QD 8H 7C 6S AD AS"}, away: [2]string{"3C 3S", "AD AS"},
			starter: "4C", laid: "KH QD"},
		want: [2]int{32, 32},
	}, {
		// The dealer said go at 29 and the pone made 31.
		name: "go, then 31",
		d: deal{dealer: 1, dealt: [2]string{"KH 9C 2D 5S 3C 3S", "QD 8H 7C 6S AD AS"}, away: [2]string{"3C 3S", "AD AS"},
			starter: "4C", laid: "KH QD 9C 2D"},
		want: [2]int{32, 29},
	}, {
		// Neither could lay at 29: the count started again.
		name: "go for both",
		d: deal{dealer: 1, dealt: [2]string{"KH 9C 4D 5S 3C 3S", "QD 8H 7C 6S AD AS"}, away: [2]string{"3C 3S", "AD AS"},
			starter: "4C", laid: "KH QD 9C"},
		want: [2]int{29, 29},
	}, {
		// The pone said go at 29 and the dealer is on turn again.
		name: "go, the dealer on turn again",
		d: deal{dealer: 1, dealt: [2]string{"KH QC 5S 4S 3C 3S", "8H AC 2S 7C 9D 9S"}, away: [2]string{"3C 3S", "9D 9S"},
			starter: "6C", laid: "KH 8H QC AC"},
		want: [2]int{29, 32},
	}}
	for _, tt := range tests {
		g, seat := tt.d.game(t)
		short := cannotLay(g.LayView(seat))
		if diff := cmp.Diff(tt.want[:], short[:2]); diff != "" {
			t.Errorf("%s: seat %d sees (-want +got):\n%s", tt.name, seat, diff)
		}
	}
}

// TestWorldsAgree: at every lay of seeded games of two and four players,
// the seat's true position agrees with what cannotLay works out, and
// every world Expert samples leaves the seat's own cards laid away out of
// the other hands and agrees with every go said.
func TestWorldsAgree(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.FourPlayer()} {
		g, err := crib.NewGame(crib.Rules{Layout: l}, 9)
		if err != nil {
			t.Fatal(err)
		}
		players := make([]crib.Strategy, l.Seats)
		rands := make([]*rand.Rand, l.Seats)
		r := rand.New(rand.NewPCG(9, 9))
		for i := range players {
			players[i], rands[i] = Analysis{}, r
		}
		checked := 0
		for g.Phase() != crib.PhaseOver && checked < 300 {
			if act, seat := g.Next(); act == crib.StepLay {
				v := g.LayView(seat)
				short := cannotLay(v)
				for s := range l.Seats {
					for c := range g.Hand(s).All() {
						if score.Value(c) <= 31-short[s] {
							t.Fatalf("%v: seat %d holds %v, ruled out at count %d", l, s, c, short[s])
						}
					}
				}
				s, _, err := worlds(v)
				if err != nil {
					t.Fatal(err)
				}
				for range 20 {
					w, err := s.Sample(r)
					if err != nil {
						t.Fatal(err)
					}
					for o := range l.Seats {
						if o == seat {
							continue
						}
						if w.Hands[o]&v.Away != 0 {
							t.Fatalf("%v: a world gives seat %d cards seat %d laid away: %v", l, o, seat, w.Hands[o]&v.Away)
						}
						for c := range w.Hands[o].All() {
							if score.Value(c) <= 31-short[o] {
								t.Fatalf("%v: a world gives seat %d %v, ruled out at count %d", l, o, c, short[o])
							}
						}
					}
				}
				checked++
			}
			a, err := crib.NextAction(g, players, rands)
			if err != nil {
				t.Fatal(err)
			}
			if g, _, err = g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
