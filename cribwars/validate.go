package cribwars

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/internal/codec"
)

// Making a board from its data, and checking that the data is a board.

// NewTrack checks spec and returns the board it describes. A valid board:
//
//   - has 1 to MaxHoles holes on its main path;
//   - has every special hole (slide start, time trap, green advance area,
//     penalty box) on the main path strictly between the start (0) and the
//     game hole, each on a hole of its own ([ErrOffBoard], [ErrOverlap]);
//   - has neither a penalty box nor a time trap on the hole right after a
//     penalty box, since a side leaves a box by advancing one hole
//     ([ErrOverlap]); time traps may stand side by side, and a trap may stand
//     just before a box, to make a trap area of several holes (an award skips
//     past the whole run: see [Track.Award]);
//   - has every slide going forward to a plain hole before the game hole, so
//     a slide never chains into another special ([ErrBadPath], [ErrOverlap]);
//   - has every side path of 0 to MaxPathHoles holes, rejoining the main path
//     at a hole from 1 to the game hole ([ErrNoRejoin], [ErrBadPath]), and no
//     more than MaxPaths side paths;
//   - has every green shortcut rejoin ahead of its advance area by a shorter
//     way than the main path's ([ErrBadPath]);
//   - traps no peg forever: from every position some sequence of scores,
//     each of 1 to MaxScore points, reaches the game hole ([ErrLoop]). A time
//     trap whose blue path leads back before it is allowed, and so is a trap
//     area of several holes that only a big score can jump (players report
//     going round a trap more than once); one that no score could ever get a
//     peg past, such as 29 time traps in a row all leading back, is not.
//
// Every error wraps [ErrInvalidBoard] as well. spec is not kept: the board
// holds its own sorted copy.
func NewTrack(spec Spec) (Track, error) {
	s := canonical(spec)
	g := s.Holes
	if g < 1 || g > MaxHoles {
		return Track{}, boardErr(ErrOffBoard, "the main path has %s; a board has 1 to %d", codec.Count(g, "hole"), MaxHoles)
	}
	if n := len(s.TimeTraps) + len(s.Advances); n > MaxPaths {
		return Track{}, boardErr(nil, "%d side paths; a board has at most %d", n, MaxPaths)
	}
	d := &board{
		spec:  s,
		kind:  make([]Special, g+1),
		index: make([]int, g+1),
		slide: make([]bool, g+1),
	}
	b := Track{d}
	place := func(h int, k Special, i int) error {
		if h < 1 || h >= g {
			return boardErr(ErrOffBoard, "%v at hole %d: special holes lie between 1 and %d, before the game hole", k, h, g-1)
		}
		if d.kind[h] != Plain {
			return boardErr(ErrOverlap, "%v and %v both at hole %d", d.kind[h], k, h)
		}
		d.kind[h], d.index[h] = k, i
		return nil
	}
	for i, sl := range s.Slides {
		if err := place(sl.From, SlideStart, i); err != nil {
			return Track{}, err
		}
	}
	for i, br := range s.TimeTraps {
		if err := place(br.At, TimeTrap, i); err != nil {
			return Track{}, err
		}
		d.paths = append(d.paths, Path{ID: PathID(i + 1), Kind: TimeTrap, At: br.At, Holes: br.Holes, Rejoin: br.Rejoin, Number: i + 1})
	}
	for i, br := range s.Advances {
		if err := place(br.At, Advance, len(s.TimeTraps)+i); err != nil {
			return Track{}, err
		}
		d.paths = append(d.paths, Path{ID: PathID(len(s.TimeTraps) + i + 1), Kind: Advance, At: br.At, Holes: br.Holes, Rejoin: br.Rejoin, Number: i + 1})
	}
	for i, h := range s.PenaltyBoxes {
		if err := place(h, PenaltyBox, i); err != nil {
			return Track{}, err
		}
	}
	for h := 1; h < g; h++ {
		if d.kind[h] == PenaltyBox && skips(d.kind[h+1]) {
			return Track{}, boardErr(ErrOverlap, "%v at hole %d right after the penalty box at %d: a side leaves a box by advancing one hole", d.kind[h+1], h+1, h)
		}
	}
	for _, sl := range s.Slides {
		if sl.To <= sl.From || sl.To >= g {
			return Track{}, boardErr(ErrBadPath, "slide from %d to %d: a slide goes forward to a hole before the game hole %d", sl.From, sl.To, g)
		}
		if d.kind[sl.To] != Plain {
			return Track{}, boardErr(ErrOverlap, "slide from %d ends on the %v at %d: a slide ends on a plain hole", sl.From, d.kind[sl.To], sl.To)
		}
		d.slide[sl.To] = true
	}
	for _, p := range d.paths {
		if p.Holes < 0 || p.Holes > MaxPathHoles {
			return Track{}, boardErr(ErrBadPath, "%s from %d has %s; a side path has 0 to %d", p.Name(), p.At, codec.Count(p.Holes, "hole"), MaxPathHoles)
		}
		if p.Rejoin < 1 || p.Rejoin > g {
			return Track{}, boardErr(ErrNoRejoin, "%s from %d rejoins at %d, not a hole of the main path 1 to %d", p.Name(), p.At, p.Rejoin, g)
		}
		if p.Kind == Advance && p.Holes+1 >= p.Rejoin-p.At {
			return Track{}, boardErr(ErrBadPath, "%s from %d to %d takes %s where the main path takes %d: a shortcut must be shorter",
				p.Name(), p.At, p.Rejoin, codec.Count(p.Holes+1, "step"), p.Rejoin-p.At)
		}
	}
	if p, ok := b.trapped(); !ok {
		return Track{}, boardErr(ErrLoop, "from %s no sequence of scores of 1 to %s reaches the game hole %d", b.Describe(p), codec.Count(MaxScore, "point"), g)
	}
	return b, nil
}

// MustTrack is like NewTrack but panics on error; for tests, examples and
// built-in tables.
func MustTrack(spec Spec) Track {
	b, err := NewTrack(spec)
	if err != nil {
		panic(err)
	}
	return b
}

// skips reports whether an award skips past a hole of kind k.
func skips(k Special) bool { return k == PenaltyBox || k == TimeTrap }

func boardErr(kind error, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if kind == nil {
		return fmt.Errorf("cribwars: %w: %s", ErrInvalidBoard, msg)
	}
	return fmt.Errorf("cribwars: %w: %w: %s", ErrInvalidBoard, kind, msg)
}

// canonical returns a copy of s with its lists sorted by hole and empty lists
// nil, so that equal boards have equal specs.
func canonical(s Spec) Spec {
	c := s
	c.Slides = sortedCopy(s.Slides, func(a, b Slide) int { return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To)) })
	byAt := func(a, b Branch) int {
		return cmp.Or(cmp.Compare(a.At, b.At), cmp.Compare(a.Holes, b.Holes), cmp.Compare(a.Rejoin, b.Rejoin))
	}
	c.TimeTraps = sortedCopy(s.TimeTraps, byAt)
	c.Advances = sortedCopy(s.Advances, byAt)
	c.PenaltyBoxes = sortedCopy(s.PenaltyBoxes, cmp.Compare[int])
	return c
}

func sortedCopy[T any](s []T, f func(a, b T) int) []T {
	if len(s) == 0 {
		return nil
	}
	c := slices.Clone(s)
	slices.SortStableFunc(c, f)
	return c
}

// trapped reports whether every position can reach the game hole by scores
// of 1 to MaxScore points; if not, it returns a position that cannot.
func (b Track) trapped() (Peg, bool) {
	d := b.data()
	// Number the positions: main holes 0..G, then each path's holes 0..n.
	g := d.spec.Holes
	base := make([]int, len(d.paths)+1)
	n := g + 1
	for i, p := range d.paths {
		base[i+1] = n
		n += p.Holes + 1
	}
	peg := func(i int) Peg {
		if i <= g {
			return Peg{Hole: i}
		}
		for j := len(d.paths); ; j-- {
			if i >= base[j] {
				return Peg{Path: PathID(j), Hole: i - base[j]}
			}
		}
	}
	id := func(p Peg) int {
		if p.Path == Main {
			return p.Hole
		}
		return base[p.Path] + p.Hole
	}
	// Every score from every position: to[i*MaxScore+pts-1].
	to := make([]int32, n*MaxScore)
	for i := range n {
		p := peg(i)
		for pts := 1; pts <= MaxScore; pts++ {
			to[i*MaxScore+pts-1] = int32(id(b.land(b.forward(p, pts), false, nil)))
		}
	}
	// The moves reversed, in compressed rows: into[start[j]:start[j+1]] are
	// the positions one score takes to j.
	start := make([]int32, n+1)
	for _, j := range to {
		start[j+1]++
	}
	for j := range n {
		start[j+1] += start[j]
	}
	into := make([]int32, len(to))
	fill := slices.Clone(start[:n])
	for k, j := range to {
		into[fill[j]] = int32(k / MaxScore)
		fill[j]++
	}
	// Search back from the game hole.
	seen := make([]bool, n)
	queue := []int32{int32(g)}
	seen[g] = true
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for _, i := range into[start[j]:start[j+1]] {
			if !seen[i] {
				seen[i] = true
				queue = append(queue, i)
			}
		}
	}
	for i, ok := range seen {
		if !ok {
			return peg(i), false
		}
	}
	return Peg{}, true
}
