package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/svg"
)

// The chart's geometry, in user units.
const (
	chartWidth = 760.0
	plotLeft   = 150.0 // where the plots begin, right of the labels
	plotRight  = 30.0  // the margin right of the plots
	rowHeight  = 30.0  // a bot's row in the win rates
	histHeight = 110.0 // a histogram's bars at their tallest
	panelGap   = 84.0  // above each histogram: its title; below: its axis and its name
	maxBins    = 40
	minBar     = 3.0 // the least width of a win rate's bar, and height of a bin with a value
)

// The axes' ink and the grid's.
const (
	axisInk = "#555555"
	gridInk = "#dddddd"
)

// palette colours the bots, in the order given.
var palette = []string{"#3b6ea5", "#d9822b", "#4f9d69", "#b5485d", "#7d5ba6", "#8a7a3c"}

func colour(e int) string {
	if e < 0 {
		return "#777777"
	}
	return palette[e%len(palette)]
}

// panel is one histogram of the chart: a measure for the games as a whole
// or for one bot.
type panel struct {
	title, label string
	entrant      int // game.Whole for the games as a whole
	stat         game.Stat
	lo, hi       float64 // the values the axis spans: a measure's bots share it
}

// panels lists the chart's histograms: those of cfg's game that the report
// holds.
func panels(cfg config, rep game.Report) []panel {
	var ps []panel
	find := func(name string, e int) (game.Stat, bool) {
		for _, s := range rep.Stats {
			if s.Name == name && s.Entrant == e {
				return s, len(s.Hist) > 0
			}
		}
		return game.Stat{}, false
	}
	for _, h := range cfg.c.Hists {
		if h.Whole {
			if s, ok := find(h.Measure, game.Whole); ok {
				ps = append(ps, panel{title: h.Measure + ", every game", label: h.Label, entrant: game.Whole, stat: s,
					lo: s.Summary.Min, hi: s.Summary.Max})
			}
			continue
		}
		first := len(ps)
		for e, name := range rep.Entrants {
			if s, ok := find(h.Measure, e); ok {
				ps = append(ps, panel{title: h.Measure + ", " + name, label: h.Label, entrant: e, stat: s})
			}
		}
		for i := first; i < len(ps); i++ {
			ps[i].lo, ps[i].hi = ps[first].stat.Summary.Min, ps[first].stat.Summary.Max
			for _, q := range ps[first:] {
				ps[i].lo, ps[i].hi = math.Min(ps[i].lo, q.stat.Summary.Min), math.Max(ps[i].hi, q.stat.Summary.Max)
			}
		}
	}
	return ps
}

// chart draws the report as SVG: each bot's share of its games won as a
// bar with its 95% interval as an error bar, on an axis of percentages,
// then a histogram of each measure the game's chart names, with round
// ticks on both axes and the axes named. A bar too small to see at scale
// (a 0.5% win rate, a bin of one game in thousands) is drawn minBar wide
// or high; its value is in its data- attributes and, for a win rate, in
// its label.
func chart(cfg config, rep game.Report) []byte {
	ps := panels(cfg, rep)
	n := len(rep.Entrants)
	winTop := 92.0
	histTop := winTop + rowHeight*float64(n) + 70
	height := histTop + float64(len(ps))*(histHeight+panelGap) + 10
	plotW := chartWidth - plotLeft - plotRight
	title := fmt.Sprintf("%s: %s, %d games, seed %d", cfg.c.Title, strings.Join(rep.Entrants, " v "), rep.Games, rep.Seed)
	d := svg.New(chartWidth, height, title)
	d.Elem("rect", "width", svg.Num(chartWidth), "height", svg.Num(height), "fill", "white")
	d.Text("text", cfg.c.Title, "x", svg.Num(plotLeft/4), "y", "28", "font-size", "16", "font-weight", "bold")
	d.Text("text", fmt.Sprintf("%s: %d games, seed %d", strings.Join(rep.Entrants, " v "), rep.Games, rep.Seed),
		"x", svg.Num(plotLeft/4), "y", "48", "font-size", "13")
	d.Text("text", "The share of its games each bot won, with its 95% interval", "x", svg.Num(plotLeft/4), "y", "74",
		"font-size", "13", "font-weight", "bold")

	// The win rates: a grid of tens of percent, then a bar and an error bar
	// a bot.
	x := func(p float64) float64 { return plotLeft + p*plotW }
	bottom := winTop + rowHeight*float64(n)
	d.Open("g", "class", "axis x-axis", "data-axis", "win rate", "font-size", "11", "fill", axisInk)
	for _, p := range niceTicks(0, 100, 10, 0) {
		d.Elem("line", "x1", svg.Num(x(p/100)), "y1", svg.Num(winTop-4), "x2", svg.Num(x(p/100)), "y2", svg.Num(bottom), "stroke", gridInk)
		d.Label(x(p/100), bottom+12, 11, svg.Num(p)+"%", "class", "tick", "data-value", svg.Num(p))
	}
	d.Label(plotLeft+plotW/2, bottom+30, 12, "games won, % of the games each bot played", "class", "axis-label")
	d.Close()
	for e, name := range rep.Entrants {
		rate, ci := rep.WinRate[e], rep.CI95[e]
		y := winTop + rowHeight*float64(e)
		mid := y + rowHeight/2 - 2
		d.Text("text", fmt.Sprintf("%s %.1f%%", name, 100*rate), "x", svg.Num(plotLeft-8), "y", svg.Num(mid+4),
			"font-size", "12", "text-anchor", "end")
		d.Elem("rect", "class", "winrate", "data-bot", name, "data-rate", strconv.FormatFloat(rate, 'g', -1, 64),
			"x", svg.Num(plotLeft), "y", svg.Num(mid-9), "width", svg.Num(math.Max(minBar, rate*plotW)), "height", "18", "fill", colour(e))
		d.Open("g", "class", "ci", "data-bot", name, "data-low", svg.Num(ci[0]), "data-high", svg.Num(ci[1]),
			"stroke", "#222222", "stroke-width", "1.5")
		d.Elem("line", "x1", svg.Num(x(ci[0])), "y1", svg.Num(mid), "x2", svg.Num(x(ci[1])), "y2", svg.Num(mid))
		for _, p := range ci {
			d.Elem("line", "x1", svg.Num(x(p)), "y1", svg.Num(mid-6), "x2", svg.Num(x(p)), "y2", svg.Num(mid+6))
		}
		d.Close()
	}

	// The histograms.
	for i, p := range ps {
		top := histTop + float64(i)*(histHeight+panelGap)
		drawHist(d, p, top, plotW)
	}
	var b bytes.Buffer
	d.WriteTo(&b) // a bytes.Buffer does not fail
	return b.Bytes()
}

// drawHist draws one panel: its title, its bars (at most maxBins, of whole
// values each when the values are whole numbers), its axes with round
// ticks, and their names.
func drawHist(d *svg.Doc, p panel, top, plotW float64) {
	s := p.stat.Summary
	d.Open("g", "class", "hist", "data-measure", p.stat.Name, "data-entrant", svg.Int(p.entrant), "data-n", svg.Int(s.N))
	d.Text("text", fmt.Sprintf("%s (mean %.1f %s, %d values)", p.title, s.Mean, p.label, s.N),
		"x", svg.Num(plotLeft), "y", svg.Num(top+14), "font-size", "12")
	lo, hi := p.lo, p.hi
	width := math.Max(1, math.Ceil((hi-lo+1)/maxBins))
	bins := int((hi-lo)/width) + 1
	counts := make([]int, bins)
	whole := true
	for _, b := range p.stat.Hist {
		counts[min(bins-1, int((b.Value-lo)/width))] += b.N
		whole = whole && b.Value == math.Trunc(b.Value)
	}
	most := 1
	for _, c := range counts {
		most = max(most, c)
	}
	// The value axis: bin k spans [lo+k·width, lo+(k+1)·width); a whole
	// value v stands for [v, v+1), so its tick is in the middle of it.
	span := float64(bins) * width
	xv := func(v float64) float64 { return plotLeft + (v-lo)/span*plotW }
	centre := 0.0
	if whole {
		centre = 0.5
	}
	// The count axis, up to a round count at or above the tallest bar.
	yTicks := niceTicks(0, float64(max(most, 4)), 4, 1)
	yTop := yTicks[len(yTicks)-1]
	base := top + 24 + histHeight
	yc := func(c float64) float64 { return base - histHeight*c/yTop }

	d.Open("g", "class", "axis y-axis", "data-axis", "games", "font-size", "11", "fill", axisInk)
	for _, c := range yTicks {
		d.Elem("line", "x1", svg.Num(plotLeft), "y1", svg.Num(yc(c)), "x2", svg.Num(plotLeft+plotW), "y2", svg.Num(yc(c)), "stroke", gridInk)
		d.Text("text", svg.Num(c), "class", "tick", "data-value", svg.Num(c), "x", svg.Num(plotLeft-6), "y", svg.Num(yc(c)+4), "text-anchor", "end")
	}
	mid := base - histHeight/2
	d.Text("text", "games", "class", "axis-label", "x", svg.Num(plotLeft-44), "y", svg.Num(mid), "font-size", "12", "text-anchor", "middle",
		"transform", "rotate(-90 "+svg.Num(plotLeft-44)+" "+svg.Num(mid)+")")
	d.Close()

	barW := plotW / float64(bins)
	for k, c := range counts {
		h := histHeight * float64(c) / yTop
		if c > 0 {
			h = math.Max(minBar, h)
		}
		from := lo + float64(k)*width
		d.Elem("rect", "class", "bin", "data-from", svg.Num(from), "data-to", svg.Num(from+width), "data-n", svg.Int(c),
			"x", svg.Num(plotLeft+float64(k)*barW+0.5), "y", svg.Num(base-h), "width", svg.Num(math.Max(0, barW-1)), "height", svg.Num(h),
			"fill", colour(p.entrant))
	}

	d.Open("g", "class", "axis x-axis", "data-axis", p.label, "font-size", "11", "fill", axisInk)
	d.Elem("line", "x1", svg.Num(plotLeft), "y1", svg.Num(base), "x2", svg.Num(plotLeft+plotW), "y2", svg.Num(base), "stroke", axisInk)
	least := 0.0
	if whole {
		least = 1
	}
	for _, v := range niceTicks(lo, hi, 10, least) {
		if v < lo || v > hi {
			continue
		}
		at := xv(v + centre)
		d.Elem("line", "x1", svg.Num(at), "y1", svg.Num(base), "x2", svg.Num(at), "y2", svg.Num(base+4), "stroke", axisInk)
		d.Label(at, base+14, 11, svg.Num(v), "class", "tick", "data-value", svg.Num(v))
	}
	d.Label(plotLeft+plotW/2, base+32, 12, fmt.Sprintf("%s (%s)", p.stat.Name, p.label), "class", "axis-label")
	d.Close()
	d.Close()
}

// niceTicks returns round values from lo to hi for an axis: multiples of a
// step of 1, 2 or 5 times a power of ten, the least such step of at least
// least that makes no more than most+1 ticks. The first tick is at or below
// lo and the last at or above hi, so the ticks cover the range; a range of
// one value has a tick above it too.
func niceTicks(lo, hi float64, most int, least float64) []float64 {
	if math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(lo, 0) || math.IsInf(hi, 0) || most < 1 {
		return []float64{0, 1}
	}
	if hi < lo {
		lo, hi = hi, lo
	}
	span := hi - lo
	if span == 0 {
		span = math.Max(1, math.Abs(lo))
	}
	raw := span / float64(most)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * mag
	for _, m := range []float64{1, 2, 5} {
		if m*mag >= raw*(1-1e-9) {
			step = m * mag
			break
		}
	}
	step = math.Max(step, least)
	first, last := math.Floor(lo/step+1e-9), math.Ceil(hi/step-1e-9)
	if last == first {
		last++
	}
	var ticks []float64
	for k := first; k <= last; k++ {
		v := k * step
		if math.Abs(v) < step*1e-9 {
			v = 0
		}
		ticks = append(ticks, v)
	}
	return ticks
}

// writeChart writes the chart to file.
func writeChart(file string, cfg config, rep game.Report) error {
	if err := os.WriteFile(file, chart(cfg, rep), 0o644); err != nil {
		return fmt.Errorf("-svg: %w", err)
	}
	return nil
}
