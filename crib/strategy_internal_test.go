package crib

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
)

// TestLayViewHoldsNoOtherHand: a lay view carries the other seats' hands
// only as counts, so a strategy reading its view by reflection learns
// nothing a player at the table could not see. A reflective reader of the
// old view saw the opponent's cards on most lays.
func TestLayViewHoldsNoOtherHand(t *testing.T) {
	for _, l := range []Layout{TwoPlayer(), ThreePlayer(), FourPlayer(), SixPlayer()} {
		for seed := range uint64(20) {
			g, err := NewGame(Rules{Layout: l}, seed+1)
			if err != nil {
				t.Fatal(err)
			}
			players := make([]Strategy, l.Seats)
			for i := range players {
				players[i] = randomPlayer{}
			}
			lays := 0
			r := cards.NewRand(seed)
			for g.Phase() != PhaseOver && lays < 200 {
				if act, seat := g.Next(); act == StepLay {
					v := g.LayView(seat)
					for s := range l.Seats {
						want := g.Play().Hand(s)
						switch {
						case s == seat && v.play.hands[s] != want:
							t.Fatalf("%d seats, seed %d: the view's own hand %v, the game's %v", l.Seats, seed, v.play.hands[s], want)
						case s != seat && v.play.hands[s] != 0:
							t.Fatalf("%d seats, seed %d: seat %d's view holds seat %d's hand %v", l.Seats, seed, seat, s, v.play.hands[s])
						case v.Held(s) != want.Len():
							t.Fatalf("%d seats, seed %d: Held(%d) = %d, want %d", l.Seats, seed, s, v.Held(s), want.Len())
						}
					}
					if v.Legal() != g.LayView(seat).Legal() || v.Hand() != g.Play().Hand(seat) {
						t.Fatalf("the view's legal cards or hand differ from the game's")
					}
					lays++
				}
				a, err := NextAction(g, players, []*rand.Rand{r, r, r, r, r, r}[:l.Seats])
				if err != nil {
					t.Fatal(err)
				}
				if g, _, err = g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if lays == 0 {
				t.Fatalf("%d seats, seed %d: no lay seen", l.Seats, seed)
			}
		}
	}
	var v LayView
	if v.Held(-1) != 0 || v.Held(99) != 0 {
		t.Error("Held of a seat out of range is not 0")
	}
}
