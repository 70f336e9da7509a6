package crib

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// TestExpertIsFair: the expert bot's lay depends on its view's public
// parts and its random source only: with the opponent's hidden cards
// swapped for other cards it has not seen, it lays the same card (and
// the sampler draws the same worlds).
func TestExpertIsFair(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, err := NewGame(Rules{}, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		players := []Strategy{AnalysisBot{}, AnalysisBot{}}
		r := rand.New(rand.NewPCG(1, 1))
		rands := []*rand.Rand{r, r}
		skip := rapid.IntRange(0, 30).Draw(t, "skip")
		for {
			act, seat := g.Next()
			if g.Phase() == PhaseOver {
				t.Skip("the game ended")
			}
			if act == ActLay && g.LayView(seat).Legal().Len() > 1 {
				if skip == 0 {
					break
				}
				skip--
			}
			a, err := NextAction(g, players, rands)
			if err != nil {
				t.Fatal(err)
			}
			if g, _, err = g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		_, seat := g.Next()
		v := g.LayView(seat)
		opp := 1 - seat
		held := g.Play().Hand(opp) // the view holds only its count
		// Other cards, as many, from those the player has not seen.
		other := v.Unseen().Minus(held).AppendTo(nil)
		perm := rapid.Permutation(other).Draw(t, "other")
		if rapid.Bool().Draw(t, "near the end") {
			v.Board = NewBoard(2, 121).Leapfrog(0, 100).Leapfrog(1, 104)
		}
		w := v
		w.play.hands[opp] = 0
		for _, c := range perm[:held.Len()] {
			w.play.hands[opp] = w.play.hands[opp].With(c)
		}
		seed := rapid.Uint64().Draw(t, "bot seed")
		bot := ExpertBot{Worlds: 8}
		if a, b := bot.Lay(v, rand.New(rand.NewPCG(seed, 0))), bot.Lay(w, rand.New(rand.NewPCG(seed, 0))); a != b {
			t.Fatalf("lays %v with the opponent holding %v, %v with %v", a, held, b, w.play.hands[opp])
		}
	})
}
