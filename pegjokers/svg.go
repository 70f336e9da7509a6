package pegjokers

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/pegboard/pegboard/internal/svg"
)

// fillOf returns the fill of seat s's pegs in pictures: the guide's peg
// colour (see [Seat.Color]), or grey for a seat beyond the eighth. Blue and
// Red are light enough to show on a dark hole; Black's pegs have a light rim
// ([svg.Rim]), the others a dark one, so that every peg stands out from the
// holes and from every seat's track (a test holds them to 3:1 contrast).
func fillOf(s Seat) string {
	switch s.Color() {
	case "Blue":
		return "#3a80e0"
	case "Yellow":
		return "#f4cf1a"
	case "White":
		return "#fbfbf7"
	case "Orange":
		return "#f07f1b"
	case "Red":
		return "#e8453c"
	case "Green":
		return "#2a9a48"
	case "Natural":
		return "#dcc095"
	case "Black":
		return "#1c1c1c"
	}
	return "#888888"
}

// Colours of the board: the holes, the board, and the groove of a seat's
// track under its colour at pjTint.
const (
	pjHole   = "#3a2a1a"
	pjBoard  = "#f1e2c2"
	pjGroove = "#fffaf0"
	pjTint   = 0.6
)

// pjRimWidth is the width of a peg's rim at hole pitch sp: wide enough to see.
func pjRimWidth(sp float64) float64 { return max(1.5, sp*0.07) }

// pjView is the geometry of a picture of a position.
type pjView struct {
	p          Position
	n, m, q, k int // seats, polygon sides, holes per side, sides per seat
	sp         float64
	r          float64 // the polygon's circumradius
	c          svg.Point
	w, h       float64 // the picture's size
	top        float64 // height of the header above the board
}

func newPJView(p Position) pjView {
	v := pjView{p: p, n: p.Seats()}
	k := 1 // polygon sides per seat: two for 2 and 3 seats
	if v.n <= 3 {
		k = 2
	}
	v.m, v.q, v.k = k*v.n, HolesPerSeat/k, k
	sin := math.Sin(math.Pi / float64(v.m))
	// The radius that makes the board about 1000 pixels across, with
	// holes no more than 40 apart.
	perR := 2 * sin / float64(v.q+1) // pitch per unit of radius
	v.r = 520 / (1 + 3.6*perR)
	v.sp = min(40, v.r*perR)
	v.r = v.sp / perR
	// The picture: the board's outline, centred, under a header.
	lo, hi := svg.Point{X: math.Inf(1), Y: math.Inf(1)}, svg.Point{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, p := range v.outline() {
		lo = svg.Point{X: min(lo.X, p.X), Y: min(lo.Y, p.Y)}
		hi = svg.Point{X: max(hi.X, p.X), Y: max(hi.Y, p.Y)}
	}
	const margin, top = 20.0, 70.0
	v.top = top
	v.c = svg.Point{X: margin - lo.X, Y: top + margin - lo.Y}
	v.w, v.h = hi.X-lo.X+2*margin, top+hi.Y-lo.Y+2*margin+pjLegend
	return v
}

// pjLegend is the height of the legend under the board.
const pjLegend = 40.0

// The marks of special holes are rings, never filled discs: a filled disc
// bigger than a hole is a peg, and only a peg.

// inSpotMark marks seat s's in-spot at c: a ring in the seat's colour inside
// a thin dark ring.
func (v pjView) inSpotMark(d *svg.Doc, c svg.Point, s Seat, hr float64) {
	d.Circle(c.X, c.Y, hr*2.1, "fill", "none", "stroke", fillOf(s), "stroke-width", svg.Num(hr*0.9))
	d.Circle(c.X, c.Y, hr*2.55, "fill", "none", "stroke", pjHole, "stroke-width", "1")
}

// comeOutMark marks seat s's come-out hole at c: a dashed dark ring, as
// dashed as the way out of Start that leads to it.
func (v pjView) comeOutMark(d *svg.Doc, c svg.Point, s Seat, hr float64) {
	d.Circle(c.X, c.Y, hr*2.1, "fill", "none", "stroke", pjHole, "stroke-width", svg.Num(max(1, hr*0.4)), "stroke-dasharray", svg.Num(hr*0.7)+" "+svg.Num(hr*0.5))
}

// drawLegend explains the marks, under the board.
func (v pjView) drawLegend(d *svg.Doc) {
	y := v.h - pjLegend/2 - 2
	x := 28.0
	s := v.p.Turn()
	hr := min(0.2*v.sp, 5)
	item := func(text string, mark func(c svg.Point)) {
		mark(svg.Point{X: x, Y: y})
		d.Text("text", text, "x", svg.Num(x+hr*2.6+8), "y", svg.Num(y+4.5), "font-size", "13", "fill", "#2b2b2b")
		x += hr*2.6 + 8 + 6.8*float64(len(text)) + 30
	}
	hole := func(c svg.Point) { d.Circle(c.X, c.Y, hr, "fill", pjHole) }
	item("in-spot: into Finish", func(c svg.Point) { v.inSpotMark(d, c, s, hr); hole(c) })
	item("come-out: out of Start", func(c svg.Point) { v.comeOutMark(d, c, s, hr); hole(c) })
	item("outlined: the seat to move", func(c svg.Point) {
		d.Elem("rect", "x", svg.Num(c.X-hr*2.2), "y", svg.Num(c.Y-hr*1.6), "width", svg.Num(hr*4.4), "height", svg.Num(hr*3.2),
			"rx", svg.Num(hr*1.6), "fill", fillOf(s), "stroke", svg.DarkRim, "stroke-width", "3")
	})
}

// edge returns how far the board's edge is outside the track.
func (v pjView) edge() float64 { return max(3.5*v.sp, 2.6*v.sp+v.font(0.42, 11)+8) }

// outline returns the corners of the board, a polygon around the track and
// the Start areas.
func (v pjView) outline() []svg.Point {
	pts := make([]svg.Point, v.m)
	for j := range v.m {
		pts[j] = v.c.Add(v.vertex(j).Sub(v.c).Scale(1 + v.edge()/(v.r*math.Cos(math.Pi/float64(v.m)))))
	}
	return pts
}

// vertex returns corner j of the polygon; side j runs from vertex j to
// vertex j+1, clockwise, and seat 0's first side is the bottom one.
func (v pjView) vertex(j int) svg.Point {
	a := math.Pi/2 - math.Pi/float64(v.m) + 2*math.Pi*float64(j)/float64(v.m)
	return v.c.Add(svg.Point{X: math.Cos(a), Y: math.Sin(a)}.Scale(v.r))
}

// track returns the centre of track hole h and the inward unit normal of its
// side.
func (v pjView) track(h int) (svg.Point, svg.Point) {
	j, i := h/v.q, h%v.q
	a, b := v.vertex(j), v.vertex(j+1)
	p := a.Lerp(b, float64(i+1)/float64(v.q+1))
	mid := a.Lerp(b, 0.5)
	in := v.c.Sub(mid)
	return p, in.Scale(1 / in.Len())
}

// finish returns the centre of seat s's Finish hole fk (1 to 5): a lane
// straight in from the in-spot.
func (v pjView) finish(s Seat, k int) svg.Point {
	p, in := v.track(s.InSpot())
	return p.Add(in.Scale(v.sp * float64(k)))
}

// start returns the centre of seat s's Start spot i (0 to 4): a row of five
// outside the track, beside the come-out hole.
func (v pjView) start(s Seat, i int) svg.Point {
	p, in := v.track(s.ComeOut())
	along := svg.Point{X: in.Y, Y: -in.X} // the direction of play along the side
	// Beside a seat's board of two sides the row keeps to the first side.
	shift := 0.0
	if v.k == 2 {
		shift = 2
	}
	return p.Add(in.Scale(-2.1 * v.sp)).Add(along.Scale(0.95 * v.sp * (float64(i) - 2 - shift)))
}

// WriteSVG draws the position as an SVG picture on w: the loop of track
// holes with each seat's board (its 18 holes, tinted in its colour), the
// Start area of five spots outside the track beside the come-out hole, the
// Finish area f1 to f5 running in from the in-spot, every peg where the
// position puts it, and the seat to move, named in the header and marked
// around its board.
//
// The loop is a regular polygon, one side per seat's board, seat 0 at the
// bottom and play running clockwise; for two and three seats, which would
// make a flat or narrow shape, each seat's board is two sides of a square or
// a hexagon.
//
// Every hole and peg carries machine-readable attributes: a hole is a circle
// of class "hole" with data-place (as the position text writes it: "t12",
// "f3", "s"), data-kind ("track", "in-spot", "come-out", "start",
// "finish"), data-seat (the seat whose board, Start or Finish it is) and, in
// Start, data-spot (0 to 4); a peg is a circle of class "peg" with
// data-seat, data-place and, in Start, data-spot, centred on its hole. A
// seat's pegs in Start fill its spots from 0.
//
// WriteSVG returns an error wrapping [ErrInvalidPosition], and writes
// nothing, for the zero Position. An error from w is returned wrapped. The same
// position gives the same bytes.
func (p Position) WriteSVG(w io.Writer) error {
	if !p.IsValid() {
		return fmt.Errorf("pegjokers: %w: the zero Position has no board to draw", ErrInvalidPosition)
	}
	if w == nil {
		return pkg.NilWriter("the board picture")
	}
	v := newPJView(p)
	d := svg.New(v.w, v.h, fmt.Sprintf("Pegs and Jokers, %s: %s", p.Seating(), v.status()))
	v.draw(d)
	if _, err := d.WriteTo(w); err != nil {
		return fmt.Errorf("pegjokers: writing the board picture: %w", err)
	}
	return nil
}

// status says who is to move, or who has won.
func (v pjView) status() string {
	st := v.p.Seating()
	if t, ok := v.p.Winner(); ok {
		return st.TeamName(t) + " won"
	}
	return v.p.Turn().Color() + " to move"
}

// teams names the teams: "Blue+White v Yellow+Orange".
func (v pjView) teams() string {
	st := v.p.Seating()
	names := make([]string, st.Teams())
	for t := range names {
		names[t] = st.TeamName(t)
	}
	return strings.Join(names, " v ")
}

func (v pjView) draw(d *svg.Doc) {
	p := v.p
	d.Elem("rect", "width", svg.Num(v.w), "height", svg.Num(v.h), "fill", "#fbf7f0")
	d.Text("text", fmt.Sprintf("Pegs and Jokers: %d %s", v.n, p.Arrangement()), "x", "20", "y", "30", "font-size", "20", "font-weight", "bold", "fill", "#2b2b2b")
	sub := v.status()
	if p.Arrangement() != Solo {
		sub = v.teams() + "; " + sub
	}
	d.Text("text", sub, "x", "20", "y", "52", "font-size", "14", "fill", "#444444")

	// The board: a rounded polygon a little outside the track.
	// The board: a polygon with rounded corners, a little outside the
	// track and the Start areas.
	outline := svg.PathData(v.outline()) + "Z"
	d.Elem("path", "class", "board", "d", outline, "fill", pjBoard, "stroke", "#9a7444", "stroke-width", "34", "stroke-linejoin", "round")
	d.Elem("path", "d", outline, "fill", pjBoard, "stroke", pjBoard, "stroke-width", "30", "stroke-linejoin", "round")

	// Each seat's board: a band along its track holes, its Finish lane, its
	// Start row, and its name.
	for s := range Seat(v.n) {
		v.drawSeat(d, s)
	}

	// The holes.
	hr := 0.2 * v.sp
	d.Open("g", "class", "holes", "fill", pjHole)
	for h := range p.TrackLen() {
		c, _ := v.track(h)
		s := Seat(h / HolesPerSeat)
		kind := "track"
		switch h {
		case s.InSpot():
			kind = "in-spot"
			v.inSpotMark(d, c, s, hr)
		case s.ComeOut():
			kind = "come-out"
			v.comeOutMark(d, c, s, hr)
		}
		d.Circle(c.X, c.Y, hr, "class", "hole", "data-place", Track(h).String(), "data-kind", kind, "data-seat", svg.Int(int(s)))
	}
	for s := range Seat(v.n) {
		for k := 1; k <= FinishHoles; k++ {
			c := v.finish(s, k)
			d.Circle(c.X, c.Y, hr, "class", "hole", "data-place", Finish(k).String(), "data-kind", "finish", "data-seat", svg.Int(int(s)))
		}
		for i := range PegsPerSeat {
			c := v.start(s, i)
			d.Circle(c.X, c.Y, hr, "class", "hole", "data-place", "s", "data-kind", "start", "data-seat", svg.Int(int(s)), "data-spot", svg.Int(i))
		}
	}
	d.Close()

	v.drawLegend(d)

	// The pegs.
	d.Open("g", "class", "pegs", "stroke-width", svg.Num(pjRimWidth(v.sp)))
	for s := range Seat(v.n) {
		spot := 0
		for _, pl := range p.Pegs(s) {
			attrs := []string{"class", "peg", "data-seat", svg.Int(int(s)), "data-place", pl.String()}
			var c svg.Point
			switch {
			case pl.IsStart():
				c = v.start(s, spot)
				attrs = append(attrs, "data-spot", svg.Int(spot))
				spot++
			case pl.IsTrack():
				c, _ = v.track(pl.Hole())
			default:
				c = v.finish(s, pl.FinishHole())
			}
			d.Circle(c.X, c.Y, 0.36*v.sp, append(attrs, "fill", fillOf(s), "stroke", svg.Rim(fillOf(s)))...)
			d.Circle(c.X-0.11*v.sp, c.Y-0.11*v.sp, 0.1*v.sp, "fill", "#ffffff", "fill-opacity", "0.55", "stroke", "none")
		}
	}
	d.Close()
}

// font returns a label size: scaled to the holes, but never too small to read.
func (v pjView) font(scale, least float64) float64 { return max(least, v.sp*scale) }

// band draws a thick line through pts in col, over a light groove with a
// thin dark edge, so that every seat's colour reads on the board.
func (v pjView) band(d *svg.Doc, pts []svg.Point, col string, width float64, attrs ...string) {
	data := svg.PathData(pts)
	common := []string{"fill", "none", "stroke-linecap", "round", "stroke-linejoin", "round"}
	d.Elem("path", append([]string{"d", data, "stroke", "#6b5234", "stroke-opacity", "0.45", "stroke-width", svg.Num(width + 2)}, common...)...)
	d.Elem("path", append([]string{"d", data, "stroke", pjGroove, "stroke-width", svg.Num(width)}, common...)...)
	d.Elem("path", append(append([]string{"d", data, "stroke", col, "stroke-opacity", svg.Num(pjTint), "stroke-width", svg.Num(width)}, common...), attrs...)...)
}

func (v pjView) drawSeat(d *svg.Doc, s Seat) {
	col := fillOf(s)
	turn := s == v.p.Turn()
	var track []svg.Point
	for o := range HolesPerSeat {
		c, _ := v.track(s.Corner() + o)
		track = append(track, c)
	}
	if turn {
		d.Elem("path", "class", "to-move", "data-seat", svg.Int(int(s)), "d", svg.PathData(track), "fill", "none", "stroke", "#1a1a1a",
			"stroke-width", svg.Num(v.sp*0.8+8), "stroke-linecap", "round", "stroke-linejoin", "round")
	}
	v.band(d, track, col, v.sp*0.8, "class", "seat-board", "data-seat", svg.Int(int(s)))
	// The Finish lane, from the in-spot in.
	in, inward := v.track(s.InSpot())
	f := v.finish(s, FinishHoles)
	v.band(d, []svg.Point{in.Add(inward.Scale(v.sp * 0.5)), f}, col, v.sp*0.8)
	v.label(d, f.Add(inward.Scale(0.75*v.sp+v.font(0.42, 11)*0.3)), inward, v.font(0.42, 11), "Finish", "fill", "#3b2a1a")
	// Start: a row of five spots, and the way out to the come-out hole.
	a, b := v.start(s, 0), v.start(s, PegsPerSeat-1)
	out, _ := v.track(s.ComeOut())
	foot := a.Lerp(b, 0.5).Add(b.Sub(a).Scale(0.5 * float64(v.k-1))) // level with the come-out hole
	d.Elem("path", "d", svg.PathData([]svg.Point{foot, out}), "stroke", "#6b5234", "stroke-width", svg.Num(max(1.5, v.sp*0.08)), "stroke-dasharray",
		svg.Num(v.sp*0.2)+" "+svg.Num(v.sp*0.15))
	v.band(d, []svg.Point{a, b}, col, v.sp*0.9, "class", "start-area", "data-seat", svg.Int(int(s)))
	outward := foot.Sub(out).Scale(1 / foot.Sub(out).Len())
	mid := a.Lerp(b, 0.5)
	v.along(d, mid.Add(outward.Scale(0.55*v.sp+v.font(0.42, 11)*0.6)), b.Sub(a), v.font(0.42, 11), "Start", "fill", "#3b2a1a")
	// The seat's name, outside its board away from Start.
	h0, inw := v.track(s.Corner() + HolesPerSeat - 4)
	h1, _ := v.track(s.Corner() + HolesPerSeat - 3)
	name := s.Color()
	if turn {
		name += " to move"
	}
	size := v.font(0.5, 14)
	v.along(d, h0.Lerp(h1, 0.5).Add(inw.Scale(-0.55*v.sp-size*0.6)), h1.Sub(h0), size, name, "fill", "#1a1a1a", "font-weight", "bold",
		"class", "seat-name", "data-seat", svg.Int(int(s)))
}

// along writes text centred at p and turned to run along dir, the right way
// up: text that would run leftwards, upside down, is turned half round.
func (v pjView) along(d *svg.Doc, p, dir svg.Point, size float64, text string, attrs ...string) {
	deg := math.Atan2(dir.Y, dir.X) * 180 / math.Pi
	switch {
	case deg > 90.01:
		deg -= 180
	case deg <= -89.99:
		deg += 180
	}
	d.Text("text", text, append([]string{"x", svg.Num(p.X), "y", svg.Num(p.Y + size*0.35), "font-size", svg.Num(size), "text-anchor", "middle",
		"transform", "rotate(" + svg.Num(deg) + " " + svg.Num(p.X) + " " + svg.Num(p.Y) + ")"}, attrs...)...)
}

// label writes text at p, set off in direction dir (a unit vector): beside p
// to the right or left when dir points sideways, centred on it otherwise.
func (v pjView) label(d *svg.Doc, p, dir svg.Point, size float64, text string, attrs ...string) {
	anchor := "middle"
	switch {
	case dir.X > 0.5:
		anchor = "start"
	case dir.X < -0.5:
		anchor = "end"
	}
	y := p.Y + size*0.35 + dir.Y*size*0.3
	d.Text("text", text, append([]string{"x", svg.Num(p.X), "y", svg.Num(y), "font-size", svg.Num(size), "text-anchor", anchor}, attrs...)...)
}
