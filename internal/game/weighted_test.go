package game

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/internal/game/fairtest"
	"pgregory.net/rapid"
)

var errBad, errNone = errors.New("bad weight"), errors.New("no hand")

func newWeighted(n int, hands []int, weight func(i, j int) float64) (*Weighted, error) {
	return NewWeighted(n, hands, weight,
		func(int, int, float64) error { return errBad }, func(int) error { return errNone })
}

// TestWeightedDrawsHands: whatever the hands and the weights, a kept draw
// gives each slot as many cards as its hand takes, no card twice, none of
// weight 0, and marks exactly the cards drawn as taken.
func TestWeightedDrawsHands(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 60).Draw(t, "n")
		hands := rapid.SliceOfN(rapid.IntRange(0, MaxHand), 1, 8).Draw(t, "hands")
		w := rapid.SliceOfN(rapid.SampledFrom([]float64{0, 0.5, 1, 3}), n, n).Draw(t, "weights")
		ws, err := newWeighted(n, hands, func(i, j int) float64 { return w[(i+j)%n] })
		if err != nil {
			if !errors.Is(err, errNone) {
				t.Fatalf("NewWeighted: %v", err)
			}
			return
		}
		taken := make([]bool, n)
		pick := make([][MaxHand]int, len(hands))
		if !ws.Draw(rand.New(rand.NewPCG(1, 2)), taken, pick) {
			return // weights that make the hands compete: MaxTries refused
		}
		drawn := map[int]bool{}
		for i, h := range hands {
			for _, j := range pick[i][:h] {
				if drawn[j] || w[(i+j)%n] == 0 {
					t.Fatalf("slot %d drew card %d twice or of weight 0", i, j)
				}
				drawn[j] = true
			}
		}
		for j, tk := range taken {
			if tk != drawn[j] {
				t.Fatalf("card %d taken %v, drawn %v", j, tk, drawn[j])
			}
		}
	})
}

// TestWeightedRefuses: a weight that is negative, NaN or infinite is bad's
// error; weights that leave a hand too few cards of weight above 0, none's.
func TestWeightedRefuses(t *testing.T) {
	for _, x := range []float64{-1, math.NaN(), math.Inf(1)} {
		if _, err := newWeighted(4, []int{2}, func(i, j int) float64 { return x }); !errors.Is(err, errBad) {
			t.Errorf("weight %v: %v", x, err)
		}
	}
	if _, err := newWeighted(4, []int{2, 2}, func(i, j int) float64 { return float64(min(1, 1-i+j/3)) }); !errors.Is(err, errNone) {
		t.Errorf("a second hand of two with one card of weight above 0: %v", err)
	}
}

// TestWeightedInProportion: one hand of one card from three of weights 1,
// 2 and 3 comes out in proportion (chi-square), and Draw allocates nothing.
func TestWeightedInProportion(t *testing.T) {
	ws, err := newWeighted(3, []int{1}, func(i, j int) float64 { return float64(j + 1) })
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	taken := make([]bool, 3)
	pick := make([][MaxHand]int, 1)
	got := make([]int, 3)
	for range 60_000 {
		if !ws.Draw(r, taken, pick) {
			t.Fatal("no draw")
		}
		got[pick[0][0]]++
	}
	if x, p := fairtest.ChiSquare(got, []float64{1.0 / 6, 2.0 / 6, 3.0 / 6}); p < fairtest.PThreshold {
		t.Errorf("%v: chi-square %.1f, p = %.2g", got, x, p)
	}
	if a := testing.AllocsPerRun(100, func() { ws.Draw(r, taken, pick) }); a != 0 {
		t.Errorf("Draw allocates %v times", a)
	}
}
