package cribwars

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/svg"
)

// MaxSVGPegs is the most pegs [Track.WriteSVG] draws: one for each side of a
// game of crib's largest layout.
const MaxSVGPegs = crib.MaxSides

// pegColors are the sides' pegs in pictures: orange, purple, pink, cyan,
// brown and black, none of them the red, blue or green of the board's
// special holes. Each has a rim ([svg.Rim]: dark, light round the black)
// and its letter in the ink that reads on it ([svg.Ink]); the purple and
// brown are light enough to show on a dark hole, and every peg's body or rim
// has at least 3:1 contrast with the holes, the paths, the special holes'
// marks and the other pegs (a test holds them to it).
var pegColors = [MaxSVGPegs]string{"#f28c18", "#a363cc", "#e0307f", "#12a5b8", "#b07840", "#262626"}

// Colours of the board's special holes and paths.
const (
	cwRed    = "#d62828"
	cwBlue   = "#1f5fd1"
	cwGreen  = "#1e9a45"
	cwBox    = "#202020"
	cwAlley  = "#f2c94c"
	cwHole   = "#3a2a1a"
	cwGroove = "#fbf3e2"
	cwBoard  = "#ecd7ae"
	cwStart  = "#ffffff" // the start hole's disc
	cwBoxIn  = "#ffffff" // inside a penalty box
	cwGame   = "#f4d03f"
	// The opacities of Muggers Alley's shading and a side path's colour
	// over the groove.
	cwAlleyTint = 0.55
	cwPathTint  = 0.4
	cwRimW      = 1.5 // a peg's rim, wide enough to see
)

// The picture's measures, in pixels.
const (
	cwRowLen = 60   // main-path holes per row
	cwPitch  = 14.0 // between holes
	cwStreet = 6.0  // extra space between streets of five
	cwLeft   = 78.0 // x of a row's first column
	cwHoleR  = 3.4
	cwPegR   = 7.5
	cwMinGap = 52.0 // least space between rows
	cwArchK  = 30.0 // least pull of an arch's control points
)

// WriteSVG draws the board and pegs as an SVG picture on w. pegs[i] is side
// i's peg (side A, B, C, ... as [SideName] names them), on the main path or
// a side path; there may be none.
//
// The layout is a serpentine: the main path runs from the start in rows of
// 60 holes, in streets of five, turning at the end of each row, to the game
// hole. Muggers Alley (the first 121 holes) is shaded. A red slide is an
// arrow from its first red box to its second; a time trap's blue path and a
// green advance area's shortcut are drawn as paths of their own holes that
// leave the main path at the special hole, arch beside its row (or cross to
// the row of the hole where they rejoin) and rejoin the main path at their
// rejoining hole. Penalty boxes are black squares. A legend names the marks
// and says in words where each peg is.
//
// Every hole and peg carries machine-readable attributes: a hole is a circle
// of class "hole" with data-path (0 for the main path), data-hole and
// data-kind ("start", "plain", "game", "slide", "slide-end", "time-trap",
// "advance", "penalty-box", or "path" for a side path's hole), and on the
// main path data-alley="true" inside Muggers Alley; a peg is a circle of
// class "peg" with data-side, data-path and data-hole as in its [Peg],
// centred on its hole. A peg bound for a side path (hole 0 of the path)
// stands in the special hole where the path leaves the main path. Pegs
// sharing a hole are drawn as rings one inside the other.
//
// WriteSVG returns an error wrapping [ErrNoSuchHole], and writes nothing,
// for the zero Track or a peg not on the board ([Track.Valid]), and one
// wrapping [crib.ErrBadSeat] for more than [MaxSVGPegs] pegs. An error from w is
// returned wrapped. The same board and pegs give the same bytes.
func (b Track) WriteSVG(w io.Writer, pegs []Peg) error {
	d := b.data()
	if len(d.kind) == 0 {
		return fmt.Errorf("cribwars: %w: the zero Board has no holes to draw", ErrNoSuchHole)
	}
	if w == nil {
		return fmt.Errorf("cribwars: %w: writing the board picture to a nil io.Writer", crib.ErrZeroValue)
	}
	if len(pegs) > MaxSVGPegs {
		return fmt.Errorf("cribwars: %w: %s; a picture shows at most %d", crib.ErrBadSeat, codec.Count(len(pegs), "peg"), MaxSVGPegs)
	}
	for i, p := range pegs {
		if !b.Valid(p) {
			return fmt.Errorf("cribwars: %w: side %s's peg %v", ErrNoSuchHole, SideName(i), p)
		}
	}
	l := newCWLayout(b, len(pegs))
	title := b.Name()
	if title == "" {
		title = "board"
	}
	doc := svg.New(l.width, l.height, fmt.Sprintf("Crib Wars %s: %s", title, codec.Count(b.Holes(), "hole")))
	l.draw(doc, title)
	l.drawPegs(doc, pegs)
	l.drawLegend(doc, pegs)
	if _, err := doc.WriteTo(w); err != nil {
		return fmt.Errorf("cribwars: writing the board picture: %w", err)
	}
	return nil
}

// arch is a slide's arrow or a side path's way, from main hole from to main
// hole to, with its own holes along it.
type arch struct {
	kind     Special // SlideStart, TimeTrap or Advance
	path     Path    // for a side path
	from, to int
	row      int     // the row of both ends, or -1 when they are in different rows
	side     float64 // -1 above the row, +1 below
	k        float64 // the pull of the control points
	height   float64
	pts      []svg.Point
	holes    []svg.Point
	min, max float64 // x extent
}

type cwLayout struct {
	b             Track
	g, rows       int
	rowY          []float64
	arches        []*arch
	legendY       float64
	ox            float64 // how far everything is moved right, to make room for a loop
	width, height float64
}

func newCWLayout(b Track, pegs int) *cwLayout {
	l := &cwLayout{b: b, g: b.Holes()}
	l.rows = (l.g + cwRowLen - 1) / cwRowLen
	up := make([]float64, l.rows)
	down := make([]float64, l.rows)
	for _, s := range b.Slides() {
		l.arches = append(l.arches, &arch{kind: SlideStart, from: s.From, to: s.To})
	}
	for _, p := range b.Paths() {
		l.arches = append(l.arches, &arch{kind: p.Kind, path: p, from: p.At, to: p.Rejoin})
	}
	// Arches whose ends share a row bulge above or below it, each on the
	// side where it meets no other (or over the ones it meets).
	placed := map[[2]int][]*arch{} // (row, side) -> arches
	for _, a := range l.arches {
		ra, rb := l.row(a.from), l.row(a.to)
		a.row = -1
		if ra != rb {
			continue
		}
		a.row = ra
		xa, xb := l.xOf(a.from), l.xOf(a.to)
		a.k = cwArchK
		if a.kind != SlideStart {
			a.k = l.pullFor(a, float64(a.path.Holes+1)*cwPitch)
		}
		a.height = a.shapeHeight(l)
		a.min, a.max = a.extent(l)
		a.min, a.max = min(a.min, xa, xb)-cwPitch, max(a.max, xa, xb)+cwPitch
		prefer := []float64{1, -1}
		if a.kind == SlideStart {
			prefer = []float64{-1, 1}
		}
		best, bestOver := prefer[0], math.Inf(1)
		for _, s := range prefer {
			over := 0.0
			for _, o := range placed[[2]int{a.row, int(s)}] {
				if o.min < a.max && a.min < o.max {
					over = max(over, o.height)
				}
			}
			if over < bestOver {
				best, bestOver = s, over
			}
			if over == 0 {
				break
			}
		}
		a.side = best
		for a.height < bestOver+18 && a.k < 1e5 {
			a.k *= 1.25
			a.height = a.shapeHeight(l)
			a.min, a.max = a.extent(l)
		}
		key := [2]int{a.row, int(best)}
		placed[key] = append(placed[key], a)
		if best < 0 {
			up[a.row] = max(up[a.row], a.height)
		} else {
			down[a.row] = max(down[a.row], a.height)
		}
	}
	l.rowY = make([]float64, l.rows)
	y := 112 + up[0]
	for r := range l.rows {
		if r > 0 {
			y += max(cwMinGap, down[r-1]+up[r]+34)
		}
		l.rowY[r] = y
	}
	// A wide loop near the end of a row may reach past the board's edge:
	// then everything moves right by as much (lo is at most 0), and the
	// picture widens.
	lo, hi := 0.0, l.col(cwRowLen)+40
	for _, a := range l.arches {
		l.shape(a)
		for _, p := range a.pts {
			lo, hi = min(lo, p.X-24), max(hi, p.X+24)
		}
	}
	l.ox = -lo
	for _, a := range l.arches {
		l.shape(a)
	}
	// No arch reaches below the last row by more than the row's reach
	// below: an arch between rows stays between them.
	l.legendY = l.rowY[l.rows-1] + down[l.rows-1] + 30 + 14
	l.width = hi + l.ox
	l.height = l.legendY + 34 + 20*float64((pegs+1)/2)
	return l
}

// row returns the row of main hole h (the start is in row 0).
func (l *cwLayout) row(h int) int { return max(h-1, 0) / cwRowLen }

// col returns the x of column i of a row, counted from the left.
func (l *cwLayout) col(i int) float64 {
	return l.ox + cwLeft + float64(i)*cwPitch + float64(i/5)*cwStreet
}

// xOf returns the x of main hole h.
func (l *cwLayout) xOf(h int) float64 {
	if h == 0 {
		return l.ox + cwLeft - 34
	}
	i := (h - 1) % cwRowLen
	if l.row(h)%2 == 1 {
		i = cwRowLen - 1 - i
	}
	return l.col(i)
}

// hole returns the centre of main hole h.
func (l *cwLayout) hole(h int) svg.Point {
	y := 0.0
	if l.rowY != nil {
		y = l.rowY[l.row(h)]
	}
	return svg.Point{X: l.xOf(h), Y: y}
}

// curve returns the polyline of an arch with pull k, its row at y = 0 when
// the layout has no rows yet.
func (l *cwLayout) curve(a *arch, k float64) []svg.Point {
	p0, p3 := l.hole(a.from), l.hole(a.to)
	if a.row < 0 {
		s := 1.0
		if p3.Y < p0.Y {
			s = -1
		}
		k = max(k, math.Abs(p3.Y-p0.Y)/2)
		return svg.Cubic(p0, p0.Add(svg.Point{Y: s * k}), p3.Add(svg.Point{Y: -s * k}), p3, 64)
	}
	dir := 1.0
	if p3.X < p0.X {
		dir = -1
	}
	// A short arch opens out sideways, so that a long path between near
	// holes is a round loop, not a spike.
	d := math.Abs(p3.X - p0.X)
	spread := max(0, 2.5*cwPitch-d/2, 1.1*k-1.5*d)
	p1 := p0.Add(svg.Point{X: -dir * spread, Y: a.side * k})
	p2 := p3.Add(svg.Point{X: dir * spread, Y: a.side * k})
	return svg.Cubic(p0, p1, p2, p3, 64)
}

// pullFor returns the least pull (at least cwArchK) that makes a's curve at
// least length long.
func (l *cwLayout) pullFor(a *arch, length float64) float64 {
	a.side = 1
	lenOf := func(k float64) float64 { _, n := svg.Along(l.curve(a, k), 0); return n }
	lo, hi := cwArchK, cwArchK
	for lenOf(hi) < length && hi < 1e5 {
		lo, hi = hi, hi*2
	}
	for range 30 {
		mid := (lo + hi) / 2
		if lenOf(mid) < length {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}

// shapeHeight returns how far a's curve reaches from its row, with room for
// its label.
func (a *arch) shapeHeight(l *cwLayout) float64 {
	h := 0.0
	for _, p := range l.curve(a, a.k) {
		h = max(h, math.Abs(p.Y))
	}
	if a.kind != SlideStart {
		h += 16
	}
	return h
}

// extent returns the least and greatest x of a's curve.
func (a *arch) extent(l *cwLayout) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range l.curve(a, a.k) {
		lo, hi = min(lo, p.X), max(hi, p.X)
	}
	return lo, hi
}

// shape sets a's polyline and holes, once the rows are placed.
func (l *cwLayout) shape(a *arch) {
	a.pts = l.curve(a, a.k)
	if a.kind != SlideStart {
		a.holes, _ = svg.Along(a.pts, a.path.Holes)
	}
}

// holeKind names the kind of main hole h.
func (l *cwLayout) holeKind(h int) string {
	if h == 0 {
		return "start"
	}
	if h == l.g {
		return "game"
	}
	switch l.b.At(h) {
	case SlideStart:
		return "slide"
	case TimeTrap:
		return "time-trap"
	case Advance:
		return "advance"
	case PenaltyBox:
		return "penalty-box"
	}
	if l.b.data().slide[h] {
		return "slide-end"
	}
	return "plain"
}

func (l *cwLayout) draw(d *svg.Doc, title string) {
	d.Open("defs")
	d.Open("marker", "id", "slide-arrow", "viewBox", "0 0 10 10", "refX", "7", "refY", "5", "markerWidth", "5", "markerHeight", "5", "orient", "auto-start-reverse")
	d.Elem("path", "d", "M0 0L10 5L0 10z", "fill", cwRed)
	d.Close()
	d.Close()
	d.Elem("rect", "width", svg.Num(l.width), "height", svg.Num(l.height), "fill", "#fbf7f0")
	d.Text("text", "Crib Wars: "+title, "x", "24", "y", "32", "font-size", "20", "font-weight", "bold", "fill", "#2b2b2b")
	d.Text("text", fmt.Sprintf("%s to the game hole; Muggers Alley 1-%d", codec.Count(l.g, "hole"), min(MuggersAlley, l.g)),
		"x", "24", "y", "52", "font-size", "12", "fill", "#555555")
	d.Elem("rect", "class", "board", "x", "12", "y", "64", "width", svg.Num(l.width-24), "height", svg.Num(l.legendY-72),
		"rx", "16", "fill", cwBoard, "stroke", "#8a6a3b", "stroke-width", "2")

	// The main path's groove, Muggers Alley's shading, hole numbers.
	var groove []svg.Point
	groove = append(groove, l.hole(0))
	for r := range l.rows {
		first, last := r*cwRowLen+1, min((r+1)*cwRowLen, l.g)
		groove = append(groove, l.hole(first), l.hole(last))
		if last < l.g {
			out := 18.0
			if r%2 == 1 {
				out = -18
			}
			a, b := l.hole(last), l.hole(last+1)
			groove = append(groove, svg.Point{X: a.X + out, Y: a.Y}, svg.Point{X: b.X + out, Y: b.Y})
		}
	}
	d.Elem("path", "class", "main-path", "d", svg.PathData(groove), "fill", "none", "stroke", cwGroove, "stroke-width", "14",
		"stroke-linejoin", "round", "stroke-linecap", "round")
	alley := min(MuggersAlley, l.g)
	for r := 0; r*cwRowLen+1 <= alley; r++ {
		a, b := l.hole(r*cwRowLen+1), l.hole(min((r+1)*cwRowLen, alley))
		x0, x1 := min(a.X, b.X)-8, max(a.X, b.X)+8
		d.Elem("rect", "class", "muggers-alley", "x", svg.Num(x0), "y", svg.Num(a.Y-8), "width", svg.Num(x1-x0), "height", "16",
			"rx", "8", "fill", cwAlley, "fill-opacity", svg.Num(cwAlleyTint))
	}
	if alley < l.g { // on a shorter board the whole board is the alley
		end := l.hole(alley)
		d.Elem("line", "x1", svg.Num(end.X+7), "x2", svg.Num(end.X+7), "y1", svg.Num(end.Y-12), "y2", svg.Num(end.Y+12), "stroke", "#a07800", "stroke-width", "2")
		d.Label(end.X+7, end.Y+20, 9, "end of Muggers Alley", "fill", "#7a5a00", "font-style", "italic")
	}
	for h := 10; h < l.g; h += 10 {
		p := l.hole(h)
		d.Label(p.X, p.Y-14, 9, svg.Int(h), "fill", "#6b5a40")
	}

	// Slides and side paths.
	for _, a := range l.arches {
		data := svg.PathData(a.pts)
		switch a.kind {
		case SlideStart:
			d.Elem("path", "class", "slide", "data-from", svg.Int(a.from), "data-to", svg.Int(a.to), "d", data, "fill", "none",
				"stroke", cwRed, "stroke-width", "3", "stroke-dasharray", "7 4", "marker-end", "url(#slide-arrow)")
		default:
			col := cwBlue
			if a.kind == Advance {
				col = cwGreen
			}
			d.Open("g", "class", "side-path", "data-path", svg.Int(int(a.path.ID)), "data-at", svg.Int(a.from), "data-rejoin", svg.Int(a.to))
			d.Elem("path", "d", data, "fill", "none", "stroke", cwGroove, "stroke-width", "12", "stroke-linecap", "round")
			d.Elem("path", "class", "way", "data-path", svg.Int(int(a.path.ID)), "d", data, "fill", "none", "stroke", col,
				"stroke-width", "12", "stroke-opacity", svg.Num(cwPathTint), "stroke-linecap", "round")
			for i, p := range a.holes {
				d.Circle(p.X, p.Y, cwHoleR, "class", "hole", "data-path", svg.Int(int(a.path.ID)), "data-hole", svg.Int(i+1),
					"data-kind", "path", "fill", cwHole)
			}
			mid := a.pts[len(a.pts)/2]
			d.Label(mid.X, mid.Y+a.labelSide()*14, 10, a.path.Name(), "fill", col, "font-weight", "bold")
			d.Close()
		}
	}

	// The main path's holes.
	d.Open("g", "class", "main-holes")
	for h := 0; h <= l.g; h++ {
		p := l.hole(h)
		kind := l.holeKind(h)
		attrs := []string{"class", "hole", "data-path", "0", "data-hole", svg.Int(h), "data-kind", kind}
		if h >= 1 && h <= MuggersAlley {
			attrs = append(attrs, "data-alley", "true")
		}
		r := cwHoleR
		switch kind {
		case "start":
			d.Circle(p.X, p.Y, 9, "fill", cwStart, "stroke", "#2b2b2b", "stroke-width", "1.5")
			d.Label(p.X, p.Y-18, 10, "start", "fill", "#2b2b2b", "font-weight", "bold")
			r = 4.5
		case "game":
			d.Circle(p.X, p.Y, 12, "fill", cwGame, "stroke", "#9a7b00", "stroke-width", "2")
			d.Label(p.X, p.Y+23, 10, "game "+svg.Int(h), "fill", "#2b2b2b", "font-weight", "bold")
			r = 5
		case "slide", "slide-end":
			d.Elem("rect", "x", svg.Num(p.X-6.5), "y", svg.Num(p.Y-6.5), "width", "13", "height", "13", "rx", "2", "fill", cwRed)
		case "time-trap":
			d.Circle(p.X, p.Y, 7.5, "fill", cwBlue)
		case "advance":
			d.Circle(p.X, p.Y, 7.5, "fill", cwGreen)
		case "penalty-box":
			d.Elem("rect", "x", svg.Num(p.X-7.5), "y", svg.Num(p.Y-7.5), "width", "15", "height", "15", "fill", cwBoxIn, "stroke", cwBox, "stroke-width", "2.5")
		}
		d.Circle(p.X, p.Y, r, append(attrs, "fill", cwHole)...)
	}
	d.Close()
}

// labelSide returns the side of an arch's middle to put its label on: away
// from the row.
func (a *arch) labelSide() float64 {
	if a.row < 0 {
		return 1
	}
	return a.side
}

// pegAt returns the centre of the hole where p stands.
func (l *cwLayout) pegAt(p Peg) svg.Point {
	if p.Path == Main {
		return l.hole(p.Hole)
	}
	for _, a := range l.arches {
		if a.kind != SlideStart && a.path.ID == p.Path {
			if p.Hole == 0 {
				return l.hole(a.from)
			}
			return a.holes[p.Hole-1]
		}
	}
	return svg.Point{} // not reached: the peg is valid
}

func (l *cwLayout) drawPegs(d *svg.Doc, pegs []Peg) {
	type spot struct {
		at   svg.Point
		side []int
	}
	var spots []*spot
	byAt := map[svg.Point]*spot{}
	for i, p := range pegs {
		at := l.pegAt(p)
		s, ok := byAt[at]
		if !ok {
			s = &spot{at: at}
			byAt[at] = s
			spots = append(spots, s)
		}
		s.side = append(s.side, i)
	}
	d.Open("g", "class", "pegs", "stroke-width", svg.Num(cwRimW))
	for _, s := range spots {
		n := len(s.side)
		var letters strings.Builder
		for j, i := range s.side {
			p := pegs[i]
			r := cwPegR // a peg alone in its hole
			if n > 1 {
				r = cwPegR + 2 - (cwPegR-1)*float64(j)/float64(n)
			}
			d.Circle(s.at.X, s.at.Y, r, "class", "peg", "data-side", svg.Int(i), "data-path", svg.Int(int(p.Path)),
				"data-hole", svg.Int(p.Hole), "fill", pegColors[i], "stroke", svg.Rim(pegColors[i]))
			letters.WriteString(SideName(i))
		}
		// The letters are on the innermost peg, the last drawn.
		d.Label(s.at.X, s.at.Y, 9, letters.String(), "fill", svg.Ink(pegColors[s.side[n-1]]), "stroke", "none", "font-weight", "bold")
	}
	d.Close()
}

func (l *cwLayout) drawLegend(d *svg.Doc, pegs []Peg) {
	y := l.legendY + 10
	x := 24.0
	item := func(w float64, text string, mark func(x float64)) {
		mark(x + 8)
		d.Text("text", text, "x", svg.Num(x+22), "y", svg.Num(y+4), "font-size", "12", "fill", "#2b2b2b")
		x += w
	}
	item(150, "red slide (from, to)", func(x float64) {
		d.Elem("rect", "x", svg.Num(x-6.5), "y", svg.Num(y-6.5), "width", "13", "height", "13", "rx", "2", "fill", cwRed)
	})
	item(160, "time trap, blue path", func(x float64) { d.Circle(x, y, 7.5, "fill", cwBlue) })
	item(190, "green advance, shortcut", func(x float64) { d.Circle(x, y, 7.5, "fill", cwGreen) })
	item(120, "penalty box", func(x float64) {
		d.Elem("rect", "x", svg.Num(x-7.5), "y", svg.Num(y-7.5), "width", "15", "height", "15", "fill", cwBoxIn, "stroke", cwBox, "stroke-width", "2.5")
	})
	item(140, "Muggers Alley", func(x float64) {
		d.Elem("rect", "x", svg.Num(x-10), "y", svg.Num(y-8), "width", "20", "height", "16", "rx", "8", "fill", cwAlley, "fill-opacity", "0.55")
	})
	// Where each peg is, in words, two to a line.
	for i, p := range pegs {
		px := 24 + float64(i%2)*float64(l.width/2-12)
		py := y + 28 + 20*float64(i/2)
		d.Circle(px+8, py, cwPegR, "fill", pegColors[i], "stroke", svg.Rim(pegColors[i]), "stroke-width", svg.Num(cwRimW))
		d.Label(px+8, py, 9, SideName(i), "fill", svg.Ink(pegColors[i]), "font-weight", "bold")
		where := l.b.Describe(p)
		if k := l.b.At(p.Hole); p.Path == Main && k != Plain {
			where += " (" + k.String() + ")"
		}
		d.Text("text", where, "x", svg.Num(px+22), "y", svg.Num(py+4), "font-size", "12", "fill", "#2b2b2b")
	}
}
