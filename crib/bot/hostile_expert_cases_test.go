package bot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

// The cases the hostile walk found in the expert bot, its samplers and its
// table of chances, each kept as a test of its own.

// inPlay steps a new game of rules with the random bot to the first turn in
// the play where the player to lay has cards of two ranks to choose from,
// and returns that player's view.
func inPlay(t *testing.T, rules crib.Rules) crib.LayView {
	t.Helper()
	g, err := crib.NewGame(rules, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]crib.Strategy, g.Seats())
	rands := make([]*rand.Rand, g.Seats())
	for s := range bots {
		bots[s], rands[s] = bot.Random{}, cards.NewRand(uint64(s))
	}
	for range 1000 {
		if act, seat := g.Next(); act == crib.ActLay {
			v := g.LayView(seat)
			ranks := map[cards.Rank]bool{}
			for c := range v.Legal().All() {
				ranks[c.Rank()] = true
			}
			if len(ranks) > 1 {
				return v
			}
		}
		a, err := crib.NextAction(g, bots, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no turn in the play with a choice of ranks")
	return crib.LayView{}
}

func TestHostileExpertLayNilRand(t *testing.T) {
	for _, rules := range []crib.Rules{crib.ACC(), {Layout: crib.FourPlayer()}} {
		v := inPlay(t, rules)
		within(t, "Expert.Lay with a nil random source", func() {
			if c := (bot.Expert{Worlds: 4}).Lay(v, nil); !v.Legal().Has(c) {
				t.Errorf("%d seats: Expert.Lay with a nil random source laid %v, not one of %v", rules.Layout.Seats, c, v.Legal())
			}
		})
	}
}

func TestHostileSampleIntoNils(t *testing.T) {
	s, err := crib.NewLaySampler(inPlay(t, crib.ACC()), 0)
	if err != nil {
		t.Fatal(err)
	}
	s.SampleInto(nil, cards.NewRand(1)) // nowhere to draw to: nothing done
	w := crib.World{Crib: cards.FullSet}
	(*crib.Sampler)(nil).SampleInto(&w, cards.NewRand(1))
	if w != (crib.World{}) {
		t.Errorf("a nil Sampler's SampleInto drew %+v, want the zero World", w)
	}
	s.SampleInto(&w, nil)
	if w.Crib.Len() != 4 {
		t.Errorf("SampleInto with a nil random source drew a crib of %v", w.Crib)
	}
}

func TestHostileWriteWinChanceSVGNil(t *testing.T) {
	isErr(t, "WriteWinChanceSVG(nil)", bot.WriteWinChanceSVG(nil), crib.ErrZeroValue)
}
