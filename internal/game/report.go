package game

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"golang.org/x/exp/stats"
)

// Whole is the entrant number of counts and measures that belong to a game
// as a whole rather than to one entrant (deals in a game, slides taken).
const Whole = -1

// Tally is what one game records for its run's report: counts (games won by
// a skunk, slides taken) and measures to summarise (points pegged a deal,
// the game's length), each by name and entrant ([Whole] for the game as a
// whole). The zero Tally is empty and ready to use.
type Tally struct {
	counts   []Count
	measures []measure
}

type measure struct {
	name    string
	entrant int
	xs      []float64
}

// Count adds n to the count name of entrant.
func (t *Tally) Count(name string, entrant, n int) {
	for i := range t.counts {
		if c := &t.counts[i]; c.Name == name && c.Entrant == entrant {
			c.N += n
			return
		}
	}
	t.counts = append(t.counts, Count{Name: name, Entrant: entrant, N: n})
}

// Observe records x as one value of the measure name of entrant.
func (t *Tally) Observe(name string, entrant int, x float64) {
	for i := range t.measures {
		if m := &t.measures[i]; m.name == name && m.entrant == entrant {
			m.xs = append(m.xs, x)
			return
		}
	}
	t.measures = append(t.measures, measure{name: name, entrant: entrant, xs: []float64{x}})
}

// Count is a named count of a run, for one entrant or the [Whole] run.
type Count struct {
	Name    string
	Entrant int
	N       int
}

// Stat is a named measure of a run summarised, for one entrant or the
// [Whole] run, with the count of every value seen.
type Stat struct {
	Name    string
	Entrant int
	Summary Summary
	Hist    []Bin // every distinct value seen, in increasing order
}

// Bin is a value of a measure and the number of times it was seen.
type Bin struct {
	Value float64
	N     int
}

// Histogram counts each distinct value of xs (NaNs left out), in
// increasing order of value.
func Histogram(xs []float64) []Bin {
	s := slices.DeleteFunc(slices.Clone(xs), math.IsNaN)
	slices.Sort(s)
	var out []Bin
	for _, x := range s {
		if n := len(out); n > 0 && out[n-1].Value == x {
			out[n-1].N++
			continue
		}
		out = append(out, Bin{Value: x, N: 1})
	}
	return out
}

// Summary describes a sample: its size, mean, sample standard deviation,
// quartiles (25th, 50th and 75th percentiles) and extremes.
type Summary struct {
	N            int
	Mean, StdDev float64
	Quartiles    [3]float64
	Min, Max     float64
}

// Summarise summarises xs (the zero Summary for none).
func Summarise(xs []float64) Summary {
	s := Summary{N: len(xs)}
	if len(xs) == 0 {
		return s
	}
	if len(xs) == 1 {
		s.Mean = xs[0]
	} else {
		s.Mean, s.StdDev = stats.MeanAndStdDev(xs)
	}
	copy(s.Quartiles[:], stats.Quantiles(xs, 0.25, 0.5, 0.75))
	s.Min, s.Max = slices.Min(xs), slices.Max(xs)
	return s
}

// String formats the summary: "mean 7.88, sd 3.70, quartiles 6/8/10, range
// 0-24 (n=8257)".
func (s Summary) String() string {
	return fmt.Sprintf("mean %.2f, sd %.2f, quartiles %g/%g/%g, range %g-%g (n=%d)",
		s.Mean, s.StdDev, s.Quartiles[0], s.Quartiles[1], s.Quartiles[2], s.Min, s.Max, s.N)
}

// Report is the outcome of a run: by entrant (the strategies, in the order
// given), the games played and won, the share of its games each won with
// its 95% Wilson score interval, who beat whom, and what the games counted
// and measured.
type Report struct {
	Games    int
	Seed     uint64   // the run's seed (drawn at random when none was given)
	Entrants []string // the strategies' names
	// Played is the games each entrant played: every game when there are
	// no more entrants than a game has sides, otherwise its share of the
	// round robin.
	Played  []int
	Wins    []int        // games won by each entrant
	WinRate []float64    // Wins over Played (a capped game is won by no one)
	CI95    [][2]float64 // the 95% Wilson score interval of each WinRate
	// Met[a][b] is the number of games in which entrants a and b (a != b)
	// both played, on different sides; Beat[a][b] is how many of those a
	// won. A round robin between many entrants reads as this table.
	Met, Beat [][]int
	// Capped counts games stopped at their turn limit without a winner.
	Capped int
	Counts []Count // in the order first recorded
	Stats  []Stat  // in the order first recorded

	samples []measure
}

func newReport(entrants []string, games int) Report {
	n := len(entrants)
	r := Report{Games: games, Entrants: slices.Clone(entrants), Played: make([]int, n), Wins: make([]int, n),
		Met: make([][]int, n), Beat: make([][]int, n)}
	for e := range n {
		r.Met[e], r.Beat[e] = make([]int, n), make([]int, n)
	}
	return r
}

// game counts a game between sides (the entrant on each side), won by side
// winner (-1: by no one).
func (r *Report) game(sides []int, winner int) {
	for e := range r.Played {
		if slices.Contains(sides, e) {
			r.Played[e]++
		}
	}
	if winner >= 0 {
		r.Wins[sides[winner]]++
	}
	for _, a := range sides {
		for _, b := range sides {
			if a != b {
				r.Met[a][b]++
			}
		}
	}
	if winner >= 0 {
		w := sides[winner]
		for _, b := range sides {
			if b != w {
				r.Beat[w][b]++
			}
		}
	}
}

func (r *Report) add(t *Tally) {
	for _, c := range t.counts {
		i := slices.IndexFunc(r.Counts, func(x Count) bool { return x.Name == c.Name && x.Entrant == c.Entrant })
		if i < 0 {
			r.Counts = append(r.Counts, Count{Name: c.Name, Entrant: c.Entrant})
			i = len(r.Counts) - 1
		}
		r.Counts[i].N += c.N
	}
	for _, m := range t.measures {
		i := slices.IndexFunc(r.samples, func(x measure) bool { return x.name == m.name && x.entrant == m.entrant })
		if i < 0 {
			r.samples = append(r.samples, measure{name: m.name, entrant: m.entrant})
			i = len(r.samples) - 1
		}
		r.samples[i].xs = append(r.samples[i].xs, m.xs...)
	}
}

func (r *Report) finish() {
	r.WinRate = make([]float64, len(r.Wins))
	r.CI95 = make([][2]float64, len(r.Wins))
	for e, w := range r.Wins {
		n := float64(r.Played[e])
		p := 0.0
		if n > 0 {
			p = float64(w) / n
		}
		r.WinRate[e] = p
		r.CI95[e] = Wilson(p, n)
	}
	for _, m := range r.samples {
		r.Stats = append(r.Stats, Stat{Name: m.name, Entrant: m.entrant, Summary: Summarise(m.xs), Hist: Histogram(m.xs)})
	}
	r.samples = nil
}

// Wilson returns the 95% Wilson score interval of a proportion p observed
// in n trials ([0, 1] when n is not positive).
func Wilson(p, n float64) [2]float64 {
	if n <= 0 || math.IsNaN(p) {
		return [2]float64{0, 1}
	}
	const z = 1.959963984540054
	z2 := z * z
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z * math.Sqrt(max(0, p*(1-p))/n+z2/(4*n*n)) / (1 + z2/n)
	return [2]float64{max(0, centre-half), min(1, centre+half)}
}

// Count returns the count name of entrant ([Whole] for the run), 0 if none
// was recorded.
func (r Report) Count(name string, entrant int) int {
	for _, c := range r.Counts {
		if c.Name == name && c.Entrant == entrant {
			return c.N
		}
	}
	return 0
}

// Stat returns the summary of the measure name of entrant ([Whole] for the
// run), the zero Summary if none was recorded.
func (r Report) Stat(name string, entrant int) Summary {
	for _, s := range r.Stats {
		if s.Name == name && s.Entrant == entrant {
			return s.Summary
		}
	}
	return Summary{}
}

// String reports in a few lines: each entrant's wins with the interval,
// then the counts and measures.
//
//	1000 games
//	analysis: won 993 (99.3%, 95% interval 98.6-99.7%)
//	random: won 7 (0.7%, 95% interval 0.3-1.4%)
//	skunks: analysis 802, random 0
//	play points a deal: analysis mean 3.62, sd 2.31, ...
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games", r.Games)
	if r.Capped > 0 {
		fmt.Fprintf(&b, ", %d stopped at the turn limit", r.Capped)
	}
	for e, name := range r.Entrants {
		if e >= len(r.Wins) || e >= len(r.CI95) || e >= len(r.WinRate) {
			break
		}
		played := ""
		if e < len(r.Played) && r.Played[e] != r.Games {
			played = fmt.Sprintf(" of %d", r.Played[e])
		}
		fmt.Fprintf(&b, "\n%s: won %d%s (%.1f%%, 95%% interval %.1f-%.1f%%)",
			name, r.Wins[e], played, 100*r.WinRate[e], 100*r.CI95[e][0], 100*r.CI95[e][1])
	}
	who := func(e int) string {
		if e == Whole {
			return "all"
		}
		if e >= 0 && e < len(r.Entrants) {
			return r.Entrants[e]
		}
		return fmt.Sprintf("entrant %d", e)
	}
	var names []string
	for _, c := range r.Counts {
		if !slices.Contains(names, c.Name) {
			names = append(names, c.Name)
		}
	}
	for _, name := range names {
		fmt.Fprintf(&b, "\n%s:", name)
		first := true
		for _, c := range r.Counts {
			if c.Name == name {
				if !first {
					b.WriteString(",")
				}
				first = false
				fmt.Fprintf(&b, " %s %d", who(c.Entrant), c.N)
			}
		}
	}
	for _, s := range r.Stats {
		fmt.Fprintf(&b, "\n%s, %s: %v", s.Name, who(s.Entrant), s.Summary)
	}
	return b.String()
}
