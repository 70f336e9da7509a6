package game

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"pgregory.net/rapid"
)

func TestErrorSaysAndUnwraps(t *testing.T) {
	err := &Error{Pkg: "crib", Op: "lay", Seat: 1, Err: fmt.Errorf("%w: 5H", ErrNotInHand)}
	if got, want := err.Error(), "crib: lay by seat 1: card not in that player's hand: 5H"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(err, ErrNotInHand) {
		t.Error("errors.Is does not see the sentinel")
	}
	side := &Error{Pkg: "cribwars", Op: "take offer", Seat: 2, Side: true, Err: ErrBadSeat}
	if got, want := side.Error(), "cribwars: take offer by side 2: no such seat"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	// What a hostile caller saw: "pegjokers: self-play: pegjokers: rules
	// out of range". The package is said once.
	stutter := &Error{Pkg: "pegjokers", Op: "self-play", Seat: -1, Err: fmt.Errorf("pegjokers: %w: 99 packs", ErrBadRules)}
	if got, want := stutter.Error(), "pegjokers: self-play: rules out of range: 99 packs"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	none := &Error{Pkg: "pegjokers", Op: "play", Seat: -1}
	if got, want := none.Error(), "pegjokers: play"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if Refuse("crib", "x", 0, nil) != nil {
		t.Error("Refuse(nil) is not nil")
	}
	if got := Refuse("crib", "deal", 3, err); got != error(err) {
		t.Errorf("Refuse re-wrapped an *Error: %v", got)
	}
	if e, ok := errors.AsType[*Error](Refuse("crib", "deal", 3, ErrGameOver)); !ok || e.Op != "deal" || e.Seat != 3 {
		t.Errorf("Refuse = %#v", e)
	}
}

func TestAskRecoversAPanic(t *testing.T) {
	v, err := Ask("crib", 2, func() int { panic("boom") })
	if v != 0 || !errors.Is(err, ErrStrategy) || !strings.Contains(err.Error(), "seat 2") || !strings.Contains(err.Error(), "boom") {
		t.Errorf("Ask = %v, %v", v, err)
	}
	if v, err := Ask("crib", 0, func() int { return 7 }); v != 7 || err != nil {
		t.Errorf("Ask = %v, %v", v, err)
	}
}

// counter is a toy game for the loop: it ends at 10.
type counter int

func TestPlayStopsAtTheLimit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		step := rapid.IntRange(0, 3).Draw(t, "step")
		limit := rapid.IntRange(1, 30).Draw(t, "limit")
		var seen []int
		g, err := Play(counter(0),
			func(c counter) bool { return c >= 10 },
			func(c counter) (int, error) { return step, nil },
			func(c counter, a int) (counter, []int, error) { return c + counter(a), []int{int(c)}, nil },
			func(e int) { seen = append(seen, e) }, limit)
		finishes := step > 0 && (10+step-1)/step <= limit
		if finishes != (err == nil) {
			t.Fatalf("step %d limit %d: %v", step, limit, err)
		}
		if err != nil && !errors.Is(err, ErrTurnLimit) {
			t.Fatalf("error %v does not wrap ErrTurnLimit", err)
		}
		if err == nil && g < 10 {
			t.Fatalf("stopped at %d", g)
		}
		if len(seen) > limit {
			t.Fatalf("%d events past the limit %d", len(seen), limit)
		}
	})
}

func TestPlayReturnsTheGameBeforeAFailedAction(t *testing.T) {
	bad := errors.New("refused")
	g, err := Play(counter(0),
		func(c counter) bool { return false },
		func(c counter) (int, error) { return 1, nil },
		func(c counter, a int) (counter, []int, error) {
			if c == 3 {
				return 99, nil, bad
			}
			return c + 1, nil, nil
		}, nil, 100)
	if g != 3 || !errors.Is(err, bad) {
		t.Errorf("Play = %v, %v", g, err)
	}
}

func TestScheduleIsBalanced(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sides := rapid.IntRange(2, 4).Draw(t, "sides")
		entrants := rapid.IntRange(1, 5).Draw(t, "entrants")
		period := 1
		if entrants >= sides {
			for k := range sides {
				period *= entrants - k
			}
		} else {
			period = entrants
		}
		seen := map[string]int{}
		place := make([][]int, entrants) // games of each entrant on each side
		for e := range place {
			place[e] = make([]int, sides)
		}
		for i := range 2 * period {
			s := Schedule(i, entrants, sides)
			if len(s) != sides {
				t.Fatalf("Schedule(%d) = %v", i, s)
			}
			for side, e := range s {
				if e < 0 || e >= entrants {
					t.Fatalf("Schedule(%d) = %v", i, s)
				}
				place[e][side]++
			}
			if entrants >= sides {
				used := map[int]bool{}
				for _, e := range s {
					if used[e] {
						t.Fatalf("Schedule(%d) = %v repeats an entrant", i, s)
					}
					used[e] = true
				}
			}
			seen[fmt.Sprint(s)]++
		}
		if len(seen) != period {
			t.Fatalf("%d different seatings in two periods of %d", len(seen), period)
		}
		for e := range place {
			for side := range place[e] {
				if place[e][side] != place[0][0] {
					t.Fatalf("entrant %d plays side %d %d times, entrant 0 side 0 %d", e, side, place[e][side], place[0][0])
				}
			}
		}
	})
}

// coin is a game for the runner: side 0 wins when the deal's seed is even,
// with a measure and a count drawn from the strategies' randomness.
func coin(m Match, t *Tally) (int, error) {
	t.Count("even seeds", Whole, int(1-m.Seed%2))
	t.Observe("draw", m.Sides[0], float64(m.Rand.IntN(10)))
	if m.Seed%97 == 0 {
		return -1, fmt.Errorf("%w: 3 turns", ErrTurnLimit)
	}
	return int(m.Seed % 2), nil
}

func TestRunIsTheSameForAnyNumberOfWorkers(t *testing.T) {
	cfg := Config{Games: 500, Seed: 5, Workers: 1}
	one, err := Run(context.Background(), cfg, []string{"a", "b"}, 2, coin)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 7
	many, err := Run(context.Background(), cfg, []string{"a", "b"}, 2, coin)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(one, many, cmpopts.IgnoreUnexported(Report{})); diff != "" {
		t.Errorf("1 worker vs 7 (-+):\n%s", diff)
	}
	if got := one.Wins[0] + one.Wins[1] + one.Capped; got != 500 {
		t.Errorf("wins %v and %d capped add up to %d", one.Wins, one.Capped, got)
	}
	for e := range 2 {
		if lo, hi := one.CI95[e][0], one.CI95[e][1]; lo > one.WinRate[e] || hi < one.WinRate[e] || lo < 0 || hi > 1 {
			t.Errorf("entrant %d: rate %v outside its interval %v", e, one.WinRate[e], one.CI95[e])
		}
	}
	if one.Count("even seeds", Whole) == 0 || one.Stat("draw", 0).N == 0 || one.Stat("draw", 1).N == 0 {
		t.Errorf("counts or measures missing:\n%v", one)
	}
	if !strings.Contains(one.String(), "a: won ") {
		t.Errorf("String() =\n%s", one)
	}
}

func TestRunRefusesAndStops(t *testing.T) {
	bg := context.Background()
	for _, tc := range []struct {
		name string
		cfg  Config
		ent  []string
		play PlayFunc
		want error
	}{
		{"no games", Config{}, []string{"a"}, coin, ErrBadRules},
		{"negative games", Config{Games: -1}, []string{"a"}, coin, ErrBadRules},
		{"no entrants", Config{Games: 1}, nil, coin, ErrBadSeat},
		{"nil play", Config{Games: 1}, []string{"a"}, nil, ErrBadRules},
		{"panic", Config{Games: 3}, []string{"a", "b"}, func(Match, *Tally) (int, error) { panic("boom") }, ErrStrategy},
		{"bad winner", Config{Games: 3}, []string{"a", "b"}, func(Match, *Tally) (int, error) { return 5, nil }, ErrBadSeat},
	} {
		if _, err := Run(bg, tc.cfg, tc.ent, 2, tc.play); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(bg)
	n := 0
	_, err := Run(ctx, Config{Games: 1000, Workers: 1}, []string{"a", "b"}, 2, func(m Match, t *Tally) (int, error) {
		if n++; n == 10 {
			cancel()
		}
		return 0, nil
	})
	if !errors.Is(err, context.Canceled) || n > 11 {
		t.Errorf("cancelled run: %v after %d games", err, n)
	}
}

func TestRunWritesProgress(t *testing.T) {
	var out bytes.Buffer
	if _, err := Run(context.Background(), Config{Games: 100, Progress: &out}, []string{"a", "b"}, 2, coin); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 2 || len(lines) > 21 || !strings.HasPrefix(lines[len(lines)-1], "100 of 100 games in ") {
		t.Errorf("progress:\n%s", out.String())
	}
}

func TestWilson(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 100000).Draw(t, "n")
		k := rapid.IntRange(0, max(n, 0)).Draw(t, "k")
		p := 0.0
		if n > 0 {
			p = float64(k) / float64(n)
		}
		ci := Wilson(p, float64(n))
		if ci[0] < 0 || ci[1] > 1 || ci[0] > ci[1] || (n > 0 && (ci[0] > p+1e-12 || ci[1] < p-1e-12)) {
			t.Fatalf("Wilson(%v, %d) = %v", p, n, ci)
		}
	})
	// A known value: 993 of 1000 (as the crib README once quoted).
	ci := Wilson(0.993, 1000)
	if ci[0] < 0.985 || ci[0] > 0.987 || ci[1] < 0.996 || ci[1] > 0.998 {
		t.Errorf("Wilson(0.993, 1000) = %v", ci)
	}
}

func TestSummarise(t *testing.T) {
	if got := Summarise(nil); got != (Summary{}) {
		t.Errorf("Summarise(nil) = %v", got)
	}
	got := Summarise([]float64{1, 2, 3, 4, 5})
	if got.N != 5 || got.Mean != 3 || got.Min != 1 || got.Max != 5 || got.Quartiles[1] != 3 {
		t.Errorf("Summarise = %+v", got)
	}
}

func TestSeatRandsAreApartAndRepeatable(t *testing.T) {
	a := SeatRands(NewMatch(1, 0, 2, 2).Rand, 3)
	b := SeatRands(NewMatch(1, 0, 2, 2).Rand, 3)
	for s := range a {
		x, y := a[s].Uint64(), b[s].Uint64()
		if x != y {
			t.Errorf("seat %d: %d then %d from the same source", s, x, y)
		}
	}
	if a[0].Uint64() == a[1].Uint64() {
		t.Error("two seats drew the same number")
	}
}

type named struct{}

func (named) String() string { return "named" }

type plain struct{}

func TestEntrants(t *testing.T) {
	got, err := Entrants("crib", []any{named{}, plain{}})
	if err != nil || !slices.Equal(got, []string{"named", "game.plain"}) {
		t.Errorf("Entrants = %q, %v", got, err)
	}
	_, err = Entrants("crib", []fmt.Stringer{named{}, nil})
	if e, ok := errors.AsType[*Error](err); !ok || !errors.Is(err, ErrStrategy) || e.Seat != 1 {
		t.Errorf("a nil player: %v", err)
	}
}

// TestSeatRandsHideTheirSource: a seat's source drawn from a caller's
// source seeded as cards.NewRand seeds (the deal's seed and a fixed word)
// gives nothing away to an attack that reads its state by reflection and
// inverts the generator, while the same attack on a source drawn
// carelessly (the control) finds the seed, small or large.
func TestSeatRandsHideTheirSource(t *testing.T) {
	for _, seed := range []uint64{1, 42, 0x9c4f1b2e77aa3d01} {
		src := func() *rand.Rand { return rand.New(rand.NewPCG(seed, fairtest.NewRandWord)) }
		if got, ok := fairtest.SeedOf(fairtest.Careless(src())); !ok || got != seed {
			t.Skipf("the attack does not work on this Go's math/rand/v2 (found %d, %v)", got, ok)
		}
		for s, r := range SeatRands(src(), 4) {
			if got, _ := fairtest.SeedOf(r); got == seed {
				t.Errorf("seed %d: seat %d's source gives the seed away", seed, s)
			}
		}
	}
}

func TestProgressLine(t *testing.T) {
	for _, tc := range []struct {
		n, total int
		elapsed  time.Duration
		want     string
	}{
		{0, 100, 0, "0 of 100 games"},
		{25, 100, 5 * time.Second, "25 of 100 games, 5 a second, about 15 s left"},
		{100, 100, 20 * time.Second, "100 of 100 games in 20.0 s"},
	} {
		if got := progressLine(tc.n, tc.total, tc.elapsed); got != tc.want {
			t.Errorf("progressLine(%d, %d, %v) = %q, want %q", tc.n, tc.total, tc.elapsed, got, tc.want)
		}
	}
}

// TestOneAtATime: a run's workers hand records one at a time, every one of
// them; nil stays nil.
func TestOneAtATime(t *testing.T) {
	if OneAtATime[string](nil) != nil {
		t.Error("OneAtATime(nil) is not nil")
	}
	var in, most, n int
	f := OneAtATime(func(i int, r string) {
		in++
		most = max(most, in)
		n++
		time.Sleep(time.Microsecond)
		in--
	})
	done := make(chan bool)
	for w := range 4 {
		go func() {
			for i := range 50 {
				f(w*50+i, "rec")
			}
			done <- true
		}()
	}
	for range 4 {
		<-done
	}
	if most != 1 || n != 200 {
		t.Errorf("%d calls, at most %d at a time", n, most)
	}
}
