package cribwars

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// RenderWidth is the number of holes a row of [Track.Render] draws.
const RenderWidth = 60

// Render draws the board and pegs in ASCII, for examples and terminals: the
// main path in rows of 60 holes (in groups of ten), then each side path, then
// a legend. pegs[i] is side i's peg, drawn as its letter (A, B, C, ...); two
// or more pegs in one hole are drawn as '*'. A peg bound for a side path is
// drawn at its special hole; a peg at the start, or not on the board, is named
// on the first line.
//
//	.  hole        S  red slide (first box)   s  second red box
//	T  time trap   G  green advance area      P  penalty box
//	#  game hole   A B C  pegs                *  pegs sharing a hole
func (b Track) Render(pegs ...Peg) string {
	d := b.data()
	if len(d.kind) == 0 {
		return "(the zero Board)\n"
	}
	g := d.spec.Holes
	mainRow := make([]byte, g+1)
	for h := 1; h <= g; h++ {
		mainRow[h] = b.glyph(h)
	}
	pathRows := make([][]byte, len(d.paths))
	for i, p := range d.paths {
		pathRows[i] = []byte(strings.Repeat(".", p.Holes+1))
	}
	var start, off []string
	taken := map[[2]int]bool{} // (path, hole) already holding a peg
	put := func(row []byte, path, i int, name byte) {
		if taken[[2]int{path, i}] {
			row[i] = '*'
		} else {
			row[i] = name
		}
		taken[[2]int{path, i}] = true
	}
	for i, p := range pegs {
		name := SideName(i)
		switch {
		case !b.Valid(p):
			off = append(off, name)
		case p.Path == Main && p.Hole == 0:
			start = append(start, name)
		case p.Path == Main:
			put(mainRow, 0, p.Hole, name[0])
		case p.Hole == 0:
			put(mainRow, 0, d.paths[p.Path-1].At, name[0])
		default:
			put(pathRows[p.Path-1], int(p.Path), p.Hole, name[0])
		}
	}
	var sb strings.Builder
	title := d.spec.Name
	if title == "" {
		title = "board"
	}
	fmt.Fprintf(&sb, "%s: %s, game hole %d, Muggers Alley 1-%d", title, codec.Count(g, "hole"), g, min(MuggersAlley, g))
	if len(start) > 0 {
		fmt.Fprintf(&sb, "; at the start: %s", strings.Join(start, " "))
	}
	if len(off) > 0 {
		fmt.Fprintf(&sb, "; off the board: %s", strings.Join(off, " "))
	}
	sb.WriteByte('\n')
	for from := 1; from <= g; from += RenderWidth {
		to := min(from+RenderWidth-1, g)
		fmt.Fprintf(&sb, "%4d ", from)
		writeGroups(&sb, mainRow[from:to+1])
		fmt.Fprintf(&sb, " %d\n", to)
	}
	for i, p := range d.paths {
		fmt.Fprintf(&sb, "%s (%v at %d, %s, rejoins at %d): ", p.Name(), p.Kind, p.At, codec.Count(p.Holes, "hole"), p.Rejoin)
		if p.Holes == 0 {
			sb.WriteString("(no holes)")
		} else {
			writeGroups(&sb, pathRows[i][1:])
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(". hole  S slide  s slide end  T time trap  G green advance  P penalty box  # game hole\n")
	return sb.String()
}

func (b Track) glyph(h int) byte {
	d := b.data()
	switch {
	case h == d.spec.Holes:
		return '#'
	case d.kind[h] == SlideStart:
		return 'S'
	case d.kind[h] == TimeTrap:
		return 'T'
	case d.kind[h] == Advance:
		return 'G'
	case d.kind[h] == PenaltyBox:
		return 'P'
	case d.slide[h]:
		return 's'
	}
	return '.'
}

func writeGroups(sb *strings.Builder, row []byte) {
	for i, c := range row {
		if i > 0 && i%10 == 0 {
			sb.WriteByte(' ')
		}
		sb.WriteByte(c)
	}
}
