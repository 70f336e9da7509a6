package bot

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// replyPoints agrees with score.Play for every rank with a card left, on random piles of the
// play (their ranks drawn close together, so that pairs and runs are
// common).
func TestPropReplyPointsIsPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lo := rapid.IntRange(1, 13).Draw(t, "lowest rank")
		hi := min(13, lo+rapid.IntRange(0, 5).Draw(t, "spread"))
		size := rapid.IntRange(0, maxPile).Draw(t, "size")
		var pile []cards.Card
		var in cards.Set
		count := 0
		for range size {
			r := rapid.IntRange(lo, hi).Draw(t, "rank")
			c := cards.Card(r)<<2 | cards.Card(rapid.IntRange(0, 3).Draw(t, "suit"))
			if in.Has(c) || count+score.Value(c) > 31 {
				continue
			}
			pile, in, count = append(pile, c), in.With(c), count+score.Value(c)
		}
		var got [14]int
		replyPoints(pile, count, &got)
		for r := 1; r <= 13; r++ {
			want := got[r] // no card of rank r left: nothing to compare
			for s := range 4 {
				c := cards.Card(r)<<2 | cards.Card(s)
				if !in.Has(c) {
					want = 0
					if count+score.Value(c) <= 31 {
						want = score.Play(append(pile[:len(pile):len(pile)], c))
					}
					break
				}
			}
			if got[r] != want {
				t.Fatalf("replyPoints(%v) for rank %d = %d, score.Play says %d", pile, r, got[r], want)
			}
		}
	})
}

// The analysis bot's choices allocate nothing.
func TestAnalysisBotAllocatesNothing(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []crib.Strategy{Analysis{}, Analysis{}}
	rands := []*rand.Rand{cards.NewRand(1), cards.NewRand(2)}
	discards, lays := 0, 0
	for g.Phase() != crib.PhaseOver && (discards == 0 || lays < 10) {
		switch act, seat := g.Next(); act {
		case crib.ActDiscard:
			v := g.DiscardView(seat)
			if a := testing.AllocsPerRun(20, func() { Analysis{}.Discard(v, nil) }); a != 0 {
				t.Errorf("Discard allocates %v times a call", a)
			}
			discards++
		case crib.ActLay:
			v := g.LayView(seat)
			if a := testing.AllocsPerRun(20, func() { Analysis{}.Lay(v, nil) }); a != 0 {
				t.Errorf("Lay allocates %v times a call", a)
			}
			lays++
		}
		a, err := crib.NextAction(g, bots, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if discards == 0 || lays < 10 {
		t.Fatalf("asked %d discards and %d lays", discards, lays)
	}
}
