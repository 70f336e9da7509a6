package crib

import (
	"fmt"
	"io"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/svg"
)

// sideColors are the colours of the sides' pegs and tracks in [Board.WriteSVG]:
// red, blue and green as on a three-track board, then gold, purple and
// charcoal, as #rrggbb. Each peg has a rim ([svg.Rim]: dark, or light round
// the charcoal), and every peg's body or rim has at least 3:1 contrast with
// the holes, the wood, every track and every other peg (a test holds them to
// it): the red, blue and purple are light enough to show on a dark hole.
var sideColors = [MaxSides]string{"#e8453c", "#3a80e0", "#2a9d3a", "#e9a100", "#a363cc", "#333333"}

// Colours of the board under the pegs: the holes, the game hole, the wood
// (the top and bottom of its gradient), and the track's groove, tinted with
// the side's colour at cbTint.
const (
	cbHole     = "#3a2412"
	cbGameHole = "#2b1a0c"
	cbWoodTop  = "#e2b47a"
	cbWoodLow  = "#c98f52"
	cbGroove   = "#f6e7cc"
	cbTint     = 0.45
	cbRimW     = 1.5 // a peg's rim, wide enough to see
)

// MaxRecordGames is the most games [Board.WriteSVG]'s record pegs show.
const MaxRecordGames = 999

// The picture's measures, in pixels.
const (
	cbPitch    = 13.0 // between holes of a street
	cbStreet   = 7.0  // extra space between streets of five
	cbLane     = 17.0 // between the lanes of a track
	cbTrackGap = 26.0 // between tracks
	cbHoleR    = 3.3
	cbPegR     = 5.8
	cbLeft     = 124.0 // x of the first hole of a lane
	cbTop      = 92.0  // y of the first lane
	cbLabelW   = 170.0 // the names and scores, right of the board
)

// WriteSVG draws the board as an SVG picture on w: one serpentine track a
// side of lanes of up to 100 holes in streets of five (two lanes of 60 for
// a game to 121), the start holes, the one game hole, both pegs of every
// side and the game-record pegs. names label the tracks ("side 0"... when
// not given), each hole and peg with data- attributes (kind, side, hole,
// peg, slot). A board no game could show is refused with [ErrBadRules].
func (b Board) WriteSVG(w io.Writer, names ...string) error {
	if err := b.drawable(); err != nil {
		return err
	}
	if w == nil {
		return pkg.NilWriter("the board picture")
	}
	l := newCribLayout(b)
	d := svg.New(l.width, l.height, fmt.Sprintf("Cribbage board, game to %d: %s", b.GameHole, l.scoreLine(names)))
	l.draw(d, names)
	if _, err := d.WriteTo(w); err != nil {
		return fmt.Errorf("crib: writing the board picture: %w", err)
	}
	return nil
}

// drawable reports why b cannot be drawn, or nil.
func (b Board) drawable() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("crib: %w: cannot draw the board: %s", ErrBadRules, fmt.Sprintf(format, args...))
	}
	if b.Sides < 2 || b.Sides > MaxSides {
		return bad("%s; a board has 2 to %d", codec.Count(b.Sides, "side"), MaxSides)
	}
	if b.GameHole < 31 || b.GameHole > 10000 {
		return bad("game hole %d; a game is to 31 to 10000", b.GameHole)
	}
	for s := range MaxSides {
		p, g := b.Pegs[s], b.Games[s]
		if s >= b.Sides {
			if p != (Pegs{}) || g != 0 {
				return bad("pegs or games of side %d on a board of %s", s, codec.Count(b.Sides, "side"))
			}
			continue
		}
		if p.Rear < 0 || p.Rear > p.Front || p.Front > b.GameHole {
			return bad("side %d's pegs at %d (front) and %d (rear); pegs stand from 0 to %d, the rear peg behind or with the front", s, p.Front, p.Rear, b.GameHole)
		}
		if g < 0 || g > MaxRecordGames {
			return bad("side %d has won %s; the record shows 0 to %d", s, codec.Count(g, "game"), MaxRecordGames)
		}
	}
	return nil
}

// cribLayout places the board's holes.
type cribLayout struct {
	b             Board
	lanes, rowLen int // lanes per track, holes per lane
	records       int // record holes per side, after hole 0
	recRows       int // rows of record holes per side
	rowW          float64
	recTop        float64 // y of the first record row
	width, height float64
}

func newCribLayout(b Board) cribLayout {
	l := cribLayout{b: b}
	n := b.GameHole - 1 // holes of a track, without start and game hole
	l.lanes = max(2, (n+99)/100)
	l.lanes += l.lanes % 2 // back to the start end
	l.rowLen = (n + l.lanes - 1) / l.lanes
	l.rowLen = (l.rowLen + 4) / 5 * 5
	most := 0
	for s := range b.Sides {
		most = max(most, b.Games[s])
	}
	l.records = (max(5, most) + 4) / 5 * 5
	l.recRows = (l.records + l.rowLen - 1) / l.rowLen
	l.rowW = l.x(l.rowLen-1) - cbLeft
	l.recTop = l.laneY(b.Sides-1, l.lanes-1) + 62
	l.width = cbLeft + l.rowW + 30 + cbLabelW
	l.height = l.recTop + float64(b.Sides*l.recRows-1)*cbLane + 34
	return l
}

// x returns the x of position i of a lane, counted from its start end.
func (l cribLayout) x(i int) float64 {
	return cbLeft + float64(i)*cbPitch + float64(i/5)*cbStreet
}

// laneY returns the y of lane ln of side s's track.
func (l cribLayout) laneY(s, ln int) float64 {
	return cbTop + float64(s)*(float64(l.lanes)*cbLane+cbTrackGap) + float64(ln)*cbLane
}

// hole returns the centre of side s's hole h, 1 to GameHole-1.
func (l cribLayout) hole(s, h int) svg.Point {
	ln, i := (h-1)/l.rowLen, (h-1)%l.rowLen
	if ln%2 == 1 {
		return svg.Point{X: cbLeft + l.rowW - (l.x(i) - cbLeft), Y: l.laneY(s, ln)}
	}
	return svg.Point{X: l.x(i), Y: l.laneY(s, ln)}
}

// start returns the centre of side s's start hole for its front (slot 0) or
// rear (slot 1) peg.
func (l cribLayout) start(s, slot int) svg.Point {
	return svg.Point{X: cbLeft - 46 + 15*float64(slot), Y: l.laneY(s, 0)}
}

// game returns the centre of the game hole.
func (l cribLayout) game() svg.Point {
	return svg.Point{X: 40, Y: (l.laneY(0, 0) + l.laneY(l.b.Sides-1, l.lanes-1)) / 2}
}

// record returns the centre of side s's record hole n (0 to l.records).
func (l cribLayout) record(s, n int) svg.Point {
	y := l.recTop + float64(s*l.recRows)*cbLane
	if n == 0 {
		return svg.Point{X: cbLeft - 31, Y: y}
	}
	row, i := (n-1)/l.rowLen, (n-1)%l.rowLen
	return svg.Point{X: l.x(i), Y: y + float64(row)*cbLane}
}

// cribSideName returns side s's label.
func cribSideName(names []string, s int) string {
	if s < len(names) && names[s] != "" {
		return names[s]
	}
	return fmt.Sprintf("side %d", s)
}

// scoreLine says the scores: "Ann 87, Bob 72".
func (l cribLayout) scoreLine(names []string) string {
	parts := make([]string, l.b.Sides)
	for s := range l.b.Sides {
		parts[s] = fmt.Sprintf("%s %d", cribSideName(names, s), l.b.Pegs[s].Front)
	}
	return strings.Join(parts, ", ")
}

// cribPeg is a peg to draw: its side, which peg it is, and its hole.
type cribPeg struct {
	side       int
	kind, slot string
	hole       int
}

func (l cribLayout) draw(d *svg.Doc, names []string) {
	b := l.b
	d.Open("defs")
	for s := range b.Sides {
		d.Open("radialGradient", "id", fmt.Sprintf("peg%d", s), "cx", "0.35", "cy", "0.35", "r", "0.75")
		d.Elem("stop", "offset", "0", "stop-color", "#ffffff", "stop-opacity", "0.85")
		d.Elem("stop", "offset", "0.35", "stop-color", sideColors[s])
		d.Elem("stop", "offset", "1", "stop-color", sideColors[s])
		d.Close()
	}
	d.Open("linearGradient", "id", "wood", "x1", "0", "y1", "0", "x2", "0", "y2", "1")
	d.Elem("stop", "offset", "0", "stop-color", cbWoodTop)
	d.Elem("stop", "offset", "1", "stop-color", cbWoodLow)
	d.Close()
	d.Close()

	d.Elem("rect", "width", svg.Num(l.width), "height", svg.Num(l.height), "fill", "#fbf7f0")
	d.Text("text", fmt.Sprintf("Cribbage: game to %d", b.GameHole), "x", "24", "y", "30", "font-size", "19", "font-weight", "bold", "fill", "#3b2a1a")
	boardR := cbLeft + l.rowW + 24
	d.Elem("rect", "class", "board", "x", "12", "y", "46", "width", svg.Num(boardR-12), "height", svg.Num(l.height-58),
		"rx", "16", "fill", "url(#wood)", "stroke", "#8a5a2b", "stroke-width", "2")

	// Hole numbers above the first lane and below the last.
	st := l.start(0, 0)
	d.Label(st.X+7.5, cbTop-18, 10, "start", "fill", "#5a3a1c")
	for h := 10; h <= l.rowLen; h += 10 {
		d.Label(l.x(h-1), cbTop-18, 10, svg.Int(h), "fill", "#5a3a1c")
		if back := h + l.rowLen; l.lanes == 2 && back < b.GameHole {
			p := l.hole(b.Sides-1, back)
			d.Label(p.X, p.Y+18, 10, svg.Int(back), "fill", "#5a3a1c")
		}
	}

	var pegs []cribPeg
	for s := range b.Sides {
		l.drawTrack(d, s, names)
		p := b.Pegs[s]
		pegs = append(pegs, cribPeg{s, "front", "", p.Front}, cribPeg{s, "rear", "", p.Rear})
	}
	g := l.game()
	d.Circle(g.X, g.Y, 11, "fill", "none", "stroke", "#f4d03f", "stroke-width", "3")
	d.Circle(g.X, g.Y, 6, "class", "hole game", "data-kind", "game", "data-hole", svg.Int(b.GameHole), "fill", cbGameHole)
	d.Label(g.X, g.Y-22, 10, "game", "fill", "#3b2a1a", "font-weight", "bold")
	d.Label(g.X, g.Y+22, 10, svg.Int(b.GameHole), "fill", "#3b2a1a", "font-weight", "bold")

	// The game-record rows.
	d.Elem("line", "x1", "24", "x2", svg.Num(boardR-12), "y1", svg.Num(l.recTop-22), "y2", svg.Num(l.recTop-22), "stroke", "#8a5a2b", "stroke-opacity", "0.5")
	d.Text("text", "games won", "x", "24", "y", svg.Num(l.recTop+4), "font-size", "10", "fill", "#5a3a1c")
	for s := range b.Sides {
		for n := 0; n <= l.records; n++ {
			p := l.record(s, n)
			attrs := []string{"class", "hole record", "data-kind", "record", "data-side", svg.Int(s), "data-hole", svg.Int(n)}
			if n == 0 {
				d.Circle(p.X, p.Y, cbHoleR+2.2, "fill", "none", "stroke", sideColors[s], "stroke-width", "1.5")
			}
			d.Circle(p.X, p.Y, cbHoleR, append(attrs, "fill", cbHole)...)
			if s == 0 && n > 0 && n%5 == 0 && n <= l.rowLen {
				d.Label(p.X, p.Y-13, 9, svg.Int(n), "fill", "#5a3a1c")
			}
		}
		pegs = append(pegs, cribPeg{s, "record", "", b.Games[s]})
	}

	// Pegs: in each hole, the first drawn largest and the others inside it.
	where := func(pg cribPeg) (svg.Point, string) {
		switch {
		case pg.kind == "record":
			return l.record(pg.side, pg.hole), fmt.Sprintf("r%d.%d", pg.side, pg.hole)
		case pg.hole == b.GameHole:
			return l.game(), "game"
		case pg.hole == 0:
			slot := 0
			if pg.kind == "rear" {
				slot = 1
			}
			return l.start(pg.side, slot), fmt.Sprintf("s%d.%d", pg.side, slot)
		}
		return l.hole(pg.side, pg.hole), fmt.Sprintf("t%d.%d", pg.side, pg.hole)
	}
	var order []string
	byHole := map[string][]cribPeg{}
	at := map[string]svg.Point{}
	for _, pg := range pegs {
		p, key := where(pg)
		if pg.kind != "record" && pg.hole == 0 {
			pg.slot = pg.kind
		}
		if _, ok := byHole[key]; !ok {
			order = append(order, key)
			at[key] = p
		}
		byHole[key] = append(byHole[key], pg)
	}
	d.Open("g", "class", "pegs", "stroke-width", svg.Num(cbRimW))
	for _, key := range order {
		ps, p := byHole[key], at[key]
		for i, pg := range ps {
			r := cbPegR * float64(len(ps)-i) / float64(len(ps))
			if key == "game" {
				r = (cbPegR + 3) * float64(len(ps)-i) / float64(len(ps))
			}
			attrs := []string{"class", "peg", "data-side", svg.Int(pg.side), "data-peg", pg.kind, "data-hole", svg.Int(pg.hole)}
			if pg.slot != "" {
				attrs = append(attrs, "data-slot", pg.slot)
			}
			d.Circle(p.X, p.Y, r, append(attrs, "fill", fmt.Sprintf("url(#peg%d)", pg.side), "stroke", svg.Rim(sideColors[pg.side]))...)
		}
	}
	d.Close()
}

// drawTrack draws side s's track: its lanes, holes, start holes and label.
func (l cribLayout) drawTrack(d *svg.Doc, s int, names []string) {
	b := l.b
	col := sideColors[s]
	top, bottom := l.laneY(s, 0), l.laneY(s, l.lanes-1)
	// The track's groove: a band under each lane and a turn at each end,
	// light under the side's colour.
	var groove strings.Builder
	for ln := range l.lanes {
		y := l.laneY(s, ln)
		x0, x1 := cbLeft, cbLeft+l.rowW
		if ln%2 == 1 {
			x0, x1 = x1, x0
		}
		if ln == 0 {
			fmt.Fprintf(&groove, "M%s %s", svg.Num(x0), svg.Num(y))
		}
		fmt.Fprintf(&groove, "L%s %s", svg.Num(x1), svg.Num(y))
		if ln+1 < l.lanes {
			sweep := 1 - ln%2
			r := cbLane / 2
			fmt.Fprintf(&groove, "A%s %s 0 0 %d %s %s", svg.Num(r), svg.Num(r), sweep, svg.Num(x1), svg.Num(y+cbLane))
		}
	}
	d.Open("g", "class", "track", "data-side", svg.Int(s), "fill", "none", "stroke-linecap", "round", "stroke-linejoin", "round", "stroke-width", "11")
	d.Elem("path", "d", groove.String(), "stroke", cbGroove)
	d.Elem("path", "d", groove.String(), "stroke", col, "stroke-opacity", svg.Num(cbTint))
	d.Close()
	d.Open("g", "class", "holes", "fill", cbHole)
	for h := 1; h < b.GameHole; h++ {
		p := l.hole(s, h)
		d.Circle(p.X, p.Y, cbHoleR, "class", "hole", "data-kind", "track", "data-side", svg.Int(s), "data-hole", svg.Int(h))
	}
	for slot, name := range []string{"front", "rear"} {
		p := l.start(s, slot)
		d.Circle(p.X, p.Y, cbHoleR+2.2, "fill", "none", "stroke", col, "stroke-width", "1.5")
		d.Circle(p.X, p.Y, cbHoleR, "class", "hole start", "data-kind", "start", "data-side", svg.Int(s), "data-hole", "0", "data-slot", name)
	}
	d.Close()
	// The side's name and score, right of the board.
	x := cbLeft + l.rowW + 40
	y := (top + bottom) / 2
	d.Circle(x, y, 6, "fill", col, "stroke", "#1a1a1a")
	d.Text("text", cribSideName(names, s), "x", svg.Num(x+12), "y", svg.Num(y+5), "font-size", "14", "font-weight", "bold", "fill", "#2b2b2b")
	d.Text("text", fmt.Sprintf("%s, rear peg %d", codec.Count(b.Pegs[s].Front, "point"), b.Pegs[s].Rear), "x", svg.Num(x+12), "y", svg.Num(y+20), "font-size", "11", "fill", "#555555")
}
