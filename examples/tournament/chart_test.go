package main

import (
	"math"
	"slices"
	"testing"

	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/svg"
)

// TestNiceTicks: ticks are multiples of 1, 2 or 5 times a power of ten,
// cover the range, and are not too many.
func TestNiceTicks(t *testing.T) {
	for _, c := range []struct {
		lo, hi float64
		most   int
		least  float64
		want   []float64
	}{
		{0, 100, 10, 0, []float64{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}},
		{0, 160, 4, 1, []float64{0, 50, 100, 150, 200}},
		{0, 4, 4, 1, []float64{0, 1, 2, 3, 4}},
		{1, 89, 10, 1, []float64{0, 10, 20, 30, 40, 50, 60, 70, 80, 90}},
		{22, 36, 10, 1, []float64{22, 24, 26, 28, 30, 32, 34, 36}},
		{5, 5, 10, 1, []float64{5, 6}},
		{0.2, 0.9, 4, 0, []float64{0.2, 0.4, 0.6, 0.8, 1}},
		{-7, 12, 5, 0, []float64{-10, -5, 0, 5, 10, 15}},
	} {
		if got := niceTicks(c.lo, c.hi, c.most, c.least); !slices.EqualFunc(got, c.want, func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }) {
			t.Errorf("niceTicks(%v, %v, %d, %v) = %v, want %v", c.lo, c.hi, c.most, c.least, got, c.want)
		}
	}
	for _, bad := range [][2]float64{{math.NaN(), 1}, {0, math.Inf(1)}} {
		if got := niceTicks(bad[0], bad[1], 4, 0); len(got) < 2 {
			t.Errorf("niceTicks(%v) = %v", bad, got)
		}
	}
	if got := niceTicks(9, 1, 4, 0); got[0] > 1 || got[len(got)-1] < 9 {
		t.Errorf("a range given backwards: %v", got)
	}
}

// TestChartAxesHaveRoundTicksAndEveryBarShows: it was seen that the
// tournament charts labelled only the ends of each axis and that a 0.5% win
// rate's bar could not be seen. Every axis now has round ticks (1, 2 or 5
// times a power of ten, evenly spaced), at least three, and a name; every
// win rate's bar, and every bin that holds a value, is at least minBar
// across.
func TestChartAxesHaveRoundTicksAndEveryBarShows(t *testing.T) {
	cfg, err := parseFlags([]string{"-game", "crib", "-games", "1000"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := game.Report{Games: 1000, Seed: 1, Entrants: []string{"random", "analysis"},
		WinRate: []float64{0.005, 0.995}, CI95: [][2]float64{{0.002, 0.012}, {0.988, 0.998}},
		Stats: []game.Stat{
			{Name: "final margin", Entrant: game.Whole, Summary: game.Summary{N: 1000, Min: 1, Max: 89, Mean: 44},
				Hist: []game.Bin{{Value: 1, N: 1}, {Value: 44, N: 998}, {Value: 89, N: 1}}},
			{Name: "losing score", Entrant: 0, Summary: game.Summary{N: 995, Min: 32, Max: 120, Mean: 77},
				Hist: []game.Bin{{Value: 32, N: 1}, {Value: 77, N: 994}}},
			{Name: "losing score", Entrant: 1, Summary: game.Summary{N: 5, Min: 100, Max: 119, Mean: 110},
				Hist: []game.Bin{{Value: 100, N: 1}, {Value: 119, N: 4}}},
		}}
	pic, err := svg.Read(chart(cfg, rep))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range pic.Class("winrate") {
		if w, _ := b.Float("width"); w < minBar {
			t.Errorf("the bar of %s is %v wide", b.Attr["data-bot"], w)
		}
	}
	bins := 0
	for _, b := range pic.Class("bin") {
		if n, _ := b.Float("data-n"); n > 0 {
			bins++
			if h, _ := b.Float("height"); h < minBar {
				t.Errorf("a bin of %v values (from %s) is %v high", n, b.Attr["data-from"], h)
			}
		}
	}
	if bins != 7 {
		t.Errorf("%d bins with values, want 7", bins)
	}

	// The axes, in document order: each one's ticks and name follow it.
	var axes []string
	ticks := map[int][]float64{}
	named := map[int]bool{}
	for _, e := range pic.Elements {
		switch {
		case e.Attr["data-axis"] != "":
			axes = append(axes, e.Attr["data-axis"])
		case e.Attr["class"] == "tick":
			v, ok := e.Float("data-value")
			if !ok || e.Text != svg.Num(v) && e.Text != svg.Num(v)+"%" {
				t.Errorf("tick %q of value %q", e.Text, e.Attr["data-value"])
			}
			ticks[len(axes)-1] = append(ticks[len(axes)-1], v)
		case e.Attr["class"] == "axis-label":
			named[len(axes)-1] = e.Text != ""
		}
	}
	if len(axes) != 1+2*3 {
		t.Fatalf("axes %q, want the win rates' and two for each of 3 histograms", axes)
	}
	for i, a := range axes {
		if !named[i] {
			t.Errorf("axis %d (%s) has no name", i, a)
		}
		vs := ticks[i]
		if len(vs) < 3 {
			t.Errorf("axis %d (%s): ticks %v", i, a, vs)
			continue
		}
		step := vs[1] - vs[0]
		mag := math.Pow(10, math.Floor(math.Log10(step)))
		if m := step / mag; math.Abs(m-1) > 1e-9 && math.Abs(m-2) > 1e-9 && math.Abs(m-5) > 1e-9 {
			t.Errorf("axis %d (%s): a step of %v", i, a, step)
		}
		for k, v := range vs {
			if math.Abs(v-vs[0]-float64(k)*step) > 1e-9 || math.Abs(v/step-math.Round(v/step)) > 1e-9 {
				t.Errorf("axis %d (%s): ticks %v are not round and even", i, a, vs)
				break
			}
		}
	}
}
