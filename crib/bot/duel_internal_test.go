package bot

import (
	"flag"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

var (
	duelPairs  = flag.Int("duel.pairs", 0, "TestDuel: duplicate pairs of games to play (0: skip the test)")
	duelSeed   = flag.Uint64("duel.seed", 1, "TestDuel: the first pair's seed")
	duelWorlds = flag.Int("duel.worlds", 0, "TestDuel: the expert's worlds a lay (0: its default)")
	duelSeats  = flag.Int("duel.seats", 2, "TestDuel: seats (2, 3, 4 or 6)")
)

// duelResult is a duplicate-deal match: the first strategy's share of the
// games it won (a pair of two-sided games won twice scores 1, split ½, lost
// twice 0), with its 95% interval from the spread of the deals' scores.
type duelResult struct {
	pairs          int
	rate, lo, hi   float64
	gamesWon, lost int
}

// duel plays pairs duplicate sets of games between a and b: set i's game
// is seeded from seed+i and played once for each side with a on that side
// and b on every other (with two sides: once, and again with the seats
// swapped), each seat's random source seeded by the set and the seat alike
// in every game. The games run in parallel on every core.
func duel(tb testing.TB, layout crib.Layout, a, b crib.Strategy, pairs int, seed uint64) duelResult {
	tb.Helper()
	rules := crib.Rules{Layout: layout}
	score := make([]int8, pairs) // games a won in the set
	sides := layout.Sides
	var wg sync.WaitGroup
	next := make(chan int)
	var mu sync.Mutex
	var failed error
	done, running := 0, 0
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				for side := range sides {
					g, err := crib.NewGame(rules, seed+uint64(i))
					if err != nil {
						mu.Lock()
						failed = err
						mu.Unlock()
						continue
					}
					players := make([]crib.Strategy, layout.Seats)
					for s := range players {
						players[s] = a
						if layout.Side(s) != side {
							players[s] = b
						}
					}
					g, err = crib.PlayGame(g, players, rand.New(rand.NewPCG(seed+uint64(i), 99)), nil)
					if err != nil {
						mu.Lock()
						failed = err
						mu.Unlock()
						continue
					}
					res, _ := g.Result()
					if res.Winner == side {
						score[i]++
					}
				}
				mu.Lock()
				done++
				running += int(score[i])
				if done%2000 == 0 {
					tb.Logf("%d of %d deals: %.2f%% of games", done, pairs, 100*float64(running)/float64(sides*done))
				}
				mu.Unlock()
			}
		})
	}
	for i := range pairs {
		next <- i
	}
	close(next)
	wg.Wait()
	if failed != nil {
		tb.Fatal(failed)
	}
	var sum, sq float64
	won := 0
	for _, s := range score {
		x := float64(s) / float64(sides)
		sum += x
		sq += x * x
		won += int(s)
	}
	n := float64(pairs)
	mean := sum / n
	sd := math.Sqrt(max(sq/n-mean*mean, 0) * n / max(n-1, 1))
	half := 1.96 * sd / math.Sqrt(n)
	return duelResult{pairs: pairs, rate: mean, lo: mean - half, hi: mean + half, gamesWon: won, lost: sides*pairs - won}
}

// TestDuel measures Expert against Analysis with duplicate deals, when
// asked: go test ./crib/bot -run TestDuel -duel.pairs 2000 (-duel.seats,
// -duel.worlds, -duel.seed).
func TestDuel(t *testing.T) {
	if *duelPairs <= 0 {
		t.Skip("a measurement: -duel.pairs N")
	}
	l, err := crib.LayoutFor(*duelSeats, map[int]int{2: 2, 3: 3, 4: 2, 6: 3}[*duelSeats])
	if err != nil {
		t.Fatal(err)
	}
	r := duel(t, l, Expert{Worlds: *duelWorlds}, Analysis{}, *duelPairs, *duelSeed)
	t.Logf("expert vs analysis, %d seats, %d pairs from seed %d: %.2f%% of games (%d won, %d lost), 95%% interval %.2f%% to %.2f%%",
		*duelSeats, r.pairs, *duelSeed, 100*r.rate, r.gamesWon, r.lost, 100*r.lo, 100*r.hi)
}
