package bot

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// oracleWins is the dealer's chance from (a, b) by the plainest recursion:
// every deal's play in the order it was pegged, with every deal's show
// (the show taken as independent of the play, as solveWins takes it).
func oracleWins(deals []dealPoints, a, b int, memo map[[2]int]float64) float64 {
	const g = winHole
	if x, ok := memo[[2]int{a, b}]; ok {
		return x
	}
	n := float64(len(deals))
	sum := 0.0
	for _, d := range deals {
		x, y := a+int(d.heels), b
		for _, s := range d.play[:d.nplay] {
			if x >= g || y >= g {
				break
			}
			if s > 0 {
				y += int(s)
			} else {
				x -= int(s)
			}
		}
		if x >= g {
			sum += 1 / n
			continue
		}
		if y >= g {
			continue
		}
		for _, e := range deals {
			y1, x1 := y+int(e.ph), x+int(e.dh)
			switch {
			case y1 >= g:
			case x1 >= g:
				sum += 1 / (n * n)
			default:
				sum += (1 - oracleWins(deals, y1, x1, memo)) / (n * n)
			}
		}
	}
	memo[[2]int{a, b}] = sum
	return sum
}

// TestSolveWinsOracle: solveWins agrees with the plain recursion near the
// end of the game, for small made-up sets of deals.
func TestSolveWinsOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 4).Draw(t, "deals")
		deals := make([]dealPoints, n)
		for i := range deals {
			d := &deals[i]
			if rapid.IntRange(0, 12).Draw(t, "jack") == 0 {
				d.heels = 2
			}
			d.nplay = uint8(rapid.IntRange(1, 4).Draw(t, "scores"))
			for k := range d.nplay {
				x := int8(rapid.IntRange(1, 6).Draw(t, "points"))
				if rapid.Bool().Draw(t, "dealer's") {
					x = -x
				}
				d.play[k] = x
			}
			d.ph = uint8(rapid.IntRange(0, 12).Draw(t, "pone's hand"))
			d.dh = uint8(rapid.IntRange(0, 20).Draw(t, "dealer's show"))
		}
		w := solveWins(deals)
		memo := map[[2]int]float64{}
		for a := 104; a < winHole; a += 3 {
			for b := 103; b < winHole; b += 4 {
				if want := oracleWins(deals, a, b, memo); math.Abs(w[a][b]-want) > 1e-9 {
					t.Fatalf("dealer %d, pone %d: %v, want %v", a, b, w[a][b], want)
				}
			}
		}
	})
}
