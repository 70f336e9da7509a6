package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/must"
)

// deal is a two-player deal set up by hand: the scores before it, the
// cards dealt and laid away by each seat, the starter, and the cards laid
// in the play so far (each by the seat on turn; NoCard says go).
type deal struct {
	dealer      int
	scores      [2]int // by seat (seat s is side s)
	dealt, away [2]string
	starter     string
	laid        string
}

// set reads space-separated cards.
func set(t *testing.T, s string) cards.Set {
	t.Helper()
	var cs cards.Set
	for _, f := range strings.Fields(s) {
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatalf("%q: %v", f, err)
		}
		cs = cs.With(c)
	}
	return cs
}

// game plays d to its position and returns the game and the seat on turn.
func (d deal) game(t *testing.T) (crib.Game, int) {
	t.Helper()
	var at crib.Position
	at.Dealer = d.dealer
	for s, p := range d.scores {
		at.Pegs[s] = crib.Pegs{Front: p}
	}
	g := must.Get(crib.DealtGameAt(crib.ACC(), at))(t)
	step := func(a crib.Action) {
		t.Helper()
		var err error
		if g, _, err = g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	var hs [crib.MaxSeats]cards.Set
	hs[0], hs[1] = set(t, d.dealt[0]), set(t, d.dealt[1])
	step(crib.DealHands{Hands: hs})
	for s := range 2 {
		step(crib.Discard{Seat: s, Cards: set(t, d.away[s])})
	}
	step(crib.CutStarter{Card: set(t, d.starter).AppendTo(nil)[0]})
	for _, f := range strings.Fields(d.laid) {
		_, seat := g.Next()
		if f == "go" {
			step(crib.Go{Seat: seat})
			continue
		}
		step(crib.Lay{Seat: seat, Card: set(t, f).AppendTo(nil)[0]})
	}
	act, seat := g.Next()
	if act != crib.StepLay {
		t.Fatalf("the game waits for %v, not a lay", act)
	}
	return g, seat
}

// TestSureWin: a bot holding a card that pegs out on the spot lays it.
// The positions are ones the bots were seen to throw away.
func TestSureWin(t *testing.T) {
	tests := []struct {
		name string
		d    deal
		want string
	}{{
		// The dealer on 119, its opponent on 110: the pone leads a Queen,
		// and the dealer's Queen pairs it out; Expert laid its 9.
		name: "pair out as the dealer",
		d: deal{dealer: 1, scores: [2]int{110, 119},
			dealt: [2]string{"QH 2C 3D 4S KD KS", "QS 9D 8C 7H AD AS"}, away: [2]string{"KD KS", "AD AS"},
			starter: "5C", laid: "QH"},
		want: "QS",
	}, {
		// On 118 with 8-7 on the pile, the 6 makes a run of three;
		// Analysis laid its other 8, fearing the reply to the 6.
		name: "run out as the pone",
		d: deal{dealer: 1, scores: [2]int{118, 100},
			dealt: [2]string{"8H 6C 8D 2S KD KS", "7S 9D TC 4H AD AS"}, away: [2]string{"KD KS", "AD AS"},
			starter: "5C", laid: "8H 7S"},
		want: "6C",
	}, {
		// 31 pegs out; the 5 would leave the dealer at 29, a point short.
		name: "31 out",
		d: deal{dealer: 1, scores: [2]int{100, 119},
			dealt: [2]string{"KH 4C 9C 9S 2D 2S", "QD 7H 5C AH 3D 3S"}, away: [2]string{"2D 2S", "3D 3S"},
			starter: "6C", laid: "KH QD 4C"},
		want: "7H",
	}}
	for _, tt := range tests {
		g, seat := tt.d.game(t)
		v := g.LayView(seat)
		want := set(t, tt.want).AppendTo(nil)[0]
		for _, b := range []crib.Strategy{Expert{}, Expert{Worlds: 256}, Analysis{}} {
			for i := range 8 {
				if c := b.Lay(v, rand.New(rand.NewPCG(uint64(i), 1))); c != want {
					t.Errorf("%s: %v laid %v, not %v (seed %d)", tt.name, b, c, want, i)
				}
			}
		}
	}
}
