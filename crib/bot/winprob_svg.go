package bot

import (
	"fmt"
	"io"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/svg"
)

// The heat map's measures, in pixels.
const (
	wpCell   = 3.0              // one point of score
	wpPanel  = wpCell * winHole // a panel's side
	wpLeft   = 56.0             // the left margin
	wpTop    = 64.0             // the top margin
	wpGap    = 64.0             // between the panels
	wpBands  = 20               // colour bands of 0.05
	wpWidth  = wpLeft + 2*wpPanel + wpGap + 24
	wpHeight = wpTop + wpPanel + 110
)

// wpColor returns the colour of band k of wpBands (chances from k/20 to
// (k+1)/20): red for losing, through white at even, to blue for winning.
func wpColor(k int) string {
	lo, hi := [3]float64{178, 24, 43}, [3]float64{33, 102, 172}
	x := (float64(k) + 0.5) / wpBands
	end, f := lo, 1-2*x
	if x > 0.5 {
		end, f = hi, 2*x-1
	}
	var c [3]int
	for i := range c {
		c[i] = int(255 + (end[i]-255)*f + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}

// WriteWinChanceSVG draws [WinChance] as a heat map on w: two panels, the
// player to deal next and its opponent to deal, each with the player's
// score across (0 to 120, left to right) and the opponent's up (0 to 120,
// bottom to top), coloured in bands of 0.05 from red (the player loses)
// through white (even) to blue (it wins), with a line at even chances. A
// nil w is an error wrapping ErrZeroValue.
func WriteWinChanceSVG(w io.Writer) error {
	if w == nil {
		return codec.Pkg("bot").NilWriter("the chances of winning")
	}
	d := svg.New(wpWidth, wpHeight, "The chance of winning a two-player game to 121 from the start of a deal")
	d.Label(wpWidth/2, 22, 17, "The chance of winning from the start of a deal (two players, 121)", "font-weight", "bold")
	for panel, deals := range []bool{true, false} {
		x0 := wpLeft + float64(panel)*(wpPanel+wpGap)
		title := "you deal next"
		if !deals {
			title = "your opponent deals next"
		}
		d.Label(x0+wpPanel/2, wpTop-18, 14, title)
		// One path per band: a run of equal bands along a row is one
		// rectangle.
		var paths [wpBands]strings.Builder
		for opp := range winHole {
			y := wpTop + wpPanel - float64(opp+1)*wpCell
			for me := 0; me < winHole; {
				k := min(int(WinChance(me, opp, deals)*wpBands), wpBands-1)
				end := me + 1
				for end < winHole && min(int(WinChance(end, opp, deals)*wpBands), wpBands-1) == k {
					end++
				}
				fmt.Fprintf(&paths[k], "M%s %sh%sv%sh-%sz", svg.Num(x0+float64(me)*wpCell), svg.Num(y),
					svg.Num(float64(end-me)*wpCell), svg.Num(wpCell), svg.Num(float64(end-me)*wpCell))
				me = end
			}
		}
		for k := range paths {
			if paths[k].Len() > 0 {
				d.Elem("path", "d", paths[k].String(), "fill", wpColor(k))
			}
		}
		d.Elem("rect", "x", svg.Num(x0), "y", svg.Num(wpTop), "width", svg.Num(wpPanel), "height", svg.Num(wpPanel), "fill", "none", "stroke", "#333")
		// The line of even chances: where a row crosses 0.5.
		var even strings.Builder
		for opp := range winHole {
			for me := range winHole - 1 {
				if (WinChance(me, opp, deals) < 0.5) != (WinChance(me+1, opp, deals) < 0.5) {
					x, y := x0+float64(me+1)*wpCell, wpTop+wpPanel-float64(opp+1)*wpCell
					fmt.Fprintf(&even, "M%s %sv%s", svg.Num(x), svg.Num(y), svg.Num(wpCell))
				}
			}
		}
		d.Elem("path", "d", even.String(), "fill", "none", "stroke", "#000", "stroke-width", "1")
		for s := 0; s <= 120; s += 20 {
			f := float64(s) * wpCell
			d.Label(x0+f+wpCell/2, wpTop+wpPanel+12, 11, fmt.Sprint(s))
			d.Text("text", fmt.Sprint(s), "x", svg.Num(x0-6), "y", svg.Num(wpTop+wpPanel-f-wpCell/2+4), "font-size", "11", "text-anchor", "end")
		}
		d.Label(x0+wpPanel/2, wpTop+wpPanel+32, 12, "your score")
		d.Text("text", "opponent's score", "x", "0", "y", "0", "font-size", "12", "text-anchor", "middle",
			"transform", "translate("+svg.Num(x0-34)+" "+svg.Num(wpTop+wpPanel/2)+") rotate(-90)")
	}
	// The legend.
	lx, ly, lw := wpWidth/2-200, wpTop+wpPanel+56, 20.0
	for k := range wpBands {
		d.Elem("rect", "x", svg.Num(lx+float64(k)*lw), "y", svg.Num(ly), "width", svg.Num(lw), "height", "12", "fill", wpColor(k))
	}
	d.Elem("rect", "x", svg.Num(lx), "y", svg.Num(ly), "width", svg.Num(lw*wpBands), "height", "12", "fill", "none", "stroke", "#333")
	for k := 0; k <= wpBands; k += 5 {
		d.Label(lx+float64(k)*lw, ly+24, 11, fmt.Sprintf("%.2f", float64(k)/wpBands))
	}
	d.Label(wpWidth/2, ly+42, 11, "the line marks even chances; measured from the analysis bot's deals (see bot.WinChance)")
	if _, err := d.WriteTo(w); err != nil {
		return fmt.Errorf("crib: writing the chances of winning: %w", err)
	}
	return nil
}
