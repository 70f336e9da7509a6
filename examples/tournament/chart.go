package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
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
	panelGap   = 64.0  // above each histogram: its title; below: its axis
	maxBins    = 40
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
// bar with its 95% interval as an error bar, then a histogram of each
// measure the game's chart names.
func chart(cfg config, rep game.Report) []byte {
	ps := panels(cfg, rep)
	n := len(rep.Entrants)
	winTop := 92.0
	histTop := winTop + rowHeight*float64(n) + 50
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

	// The win rates: a grid of quarters, then a bar and an error bar a bot.
	x := func(p float64) float64 { return plotLeft + p*plotW }
	bottom := winTop + rowHeight*float64(n)
	d.Open("g", "class", "axis", "font-size", "11", "fill", "#555555")
	for q := 0; q <= 4; q++ {
		p := float64(q) / 4
		d.Elem("line", "x1", svg.Num(x(p)), "y1", svg.Num(winTop-4), "x2", svg.Num(x(p)), "y2", svg.Num(bottom), "stroke", "#dddddd")
		d.Label(x(p), bottom+12, 11, fmt.Sprintf("%d%%", 25*q))
	}
	d.Close()
	for e, name := range rep.Entrants {
		rate, ci := rep.WinRate[e], rep.CI95[e]
		y := winTop + rowHeight*float64(e)
		mid := y + rowHeight/2 - 2
		d.Text("text", fmt.Sprintf("%s %.1f%%", name, 100*rate), "x", svg.Num(plotLeft-8), "y", svg.Num(mid+4),
			"font-size", "12", "text-anchor", "end")
		d.Elem("rect", "class", "winrate", "data-bot", name, "x", svg.Num(plotLeft), "y", svg.Num(mid-9),
			"width", svg.Num(rate*plotW), "height", "18", "fill", colour(e))
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
// values each when the values are whole numbers) and its axis.
func drawHist(d *svg.Doc, p panel, top, plotW float64) {
	s := p.stat.Summary
	d.Open("g", "class", "hist", "data-measure", p.stat.Name, "data-entrant", svg.Int(p.entrant), "data-n", svg.Int(s.N))
	d.Text("text", fmt.Sprintf("%s (%s; mean %.1f, %d values)", p.title, p.label, s.Mean, s.N),
		"x", svg.Num(plotLeft), "y", svg.Num(top+14), "font-size", "12")
	lo, hi := p.lo, p.hi
	width := math.Max(1, math.Ceil((hi-lo+1)/maxBins))
	bins := int((hi-lo)/width) + 1
	counts := make([]int, bins)
	for _, b := range p.stat.Hist {
		counts[min(bins-1, int((b.Value-lo)/width))] += b.N
	}
	most := 1
	for _, c := range counts {
		most = max(most, c)
	}
	base := top + 24 + histHeight
	barW := plotW / float64(bins)
	for k, c := range counts {
		h := histHeight * float64(c) / float64(most)
		from := lo + float64(k)*width
		d.Elem("rect", "class", "bin", "data-from", svg.Num(from), "data-to", svg.Num(from+width), "data-n", svg.Int(c),
			"x", svg.Num(plotLeft+float64(k)*barW+0.5), "y", svg.Num(base-h), "width", svg.Num(math.Max(0, barW-1)), "height", svg.Num(h),
			"fill", colour(p.entrant))
	}
	d.Elem("line", "x1", svg.Num(plotLeft), "y1", svg.Num(base), "x2", svg.Num(plotLeft+plotW), "y2", svg.Num(base), "stroke", "#555555")
	d.Label(plotLeft, base+12, 11, svg.Num(lo), "fill", "#555555")
	d.Label(plotLeft+plotW, base+12, 11, svg.Num(hi), "fill", "#555555")
	d.Text("text", fmt.Sprintf("%d", most), "x", svg.Num(plotLeft-6), "y", svg.Num(base-histHeight+4), "font-size", "11",
		"text-anchor", "end", "fill", "#555555")
	d.Close()
}

// writeChart writes the chart to file.
func writeChart(file string, cfg config, rep game.Report) error {
	if err := os.WriteFile(file, chart(cfg, rep), 0o644); err != nil {
		return fmt.Errorf("-svg: %w", err)
	}
	return nil
}
