package cribwars

import (
	"fmt"
	"iter"
	"strconv"

	"github.com/pegboard/pegboard/internal/codec"
)

// Peg is where a side's front peg stands: a path and a hole on it. It is a
// small comparable value.
//
// On the main path (Path == Main) Hole runs from 0, the start, to the game
// hole. On a side path Hole runs from 0 to the path's length: hole 0 is the
// special hole where the path leaves the main path, with the peg bound for
// the side path (it landed there, so its next score follows the path), and
// holes 1 to n are the path's own. A peg that stands on a time trap's hole
// without having landed there by a score (it was put back there by a
// penalty) is on the main path, and its next score follows the main path.
//
// The zero Peg is the start, where every peg begins: hole 0 of the main path.
type Peg struct {
	Path PathID
	Hole int
}

// Hole returns the peg at main-path hole h.
func Hole(h int) Peg { return Peg{Hole: h} }

// String returns "45" for main-path hole 45 and "2:3" for hole 3 of side path
// 2. [Track.Describe] says it in words.
func (p Peg) String() string { return string(p.appendText(nil)) }

// appendText appends p's text, String's, to b.
func (p Peg) appendText(b []byte) []byte {
	if p.Path != Main {
		b = append(strconv.AppendInt(b, int64(p.Path), 10), ':')
	}
	return strconv.AppendInt(b, int64(p.Hole), 10)
}

// storable reports whether p's text reads back: a hole from zero to a
// billion.
func (p Peg) storable() bool { return p.Hole >= 0 && p.Hole <= codec.MaxNumber }

// Valid reports whether p is a position on b.
func (b Track) Valid(p Peg) bool {
	d := b.data()
	if len(d.kind) == 0 || p.Hole < 0 {
		return false
	}
	if p.Path == Main {
		return p.Hole <= d.spec.Holes
	}
	pa, ok := b.Path(p.Path)
	return ok && p.Hole <= pa.Holes
}

func (b Track) check(p Peg) error {
	d := b.data()
	if !b.Valid(p) {
		if len(d.kind) == 0 {
			return fmt.Errorf("cribwars: %w: the zero Board has no holes", ErrNoSuchHole)
		}
		return fmt.Errorf("cribwars: %w: peg %v", ErrNoSuchHole, p)
	}
	return nil
}

// Describe says where p is in words: "the start", "hole 45", "the game hole
// 363", "the time trap at 80, bound for blue path 1", "hole 3 of blue path 1
// (from 80, rejoining at 70)". A position not on b is "no hole (peg 9:9)".
func (b Track) Describe(p Peg) string {
	d := b.data()
	if !b.Valid(p) {
		return fmt.Sprintf("no hole (peg %v)", p)
	}
	if p.Path == Main {
		switch p.Hole {
		case 0:
			return "the start"
		case d.spec.Holes:
			return fmt.Sprintf("the game hole %d", p.Hole)
		}
		return fmt.Sprintf("hole %d", p.Hole)
	}
	pa := d.paths[p.Path-1]
	if p.Hole == 0 {
		return fmt.Sprintf("the %v at %d, bound for %s", pa.Kind, pa.At, pa.Name())
	}
	return fmt.Sprintf("hole %d of %s (from %d, rejoining at %d)", p.Hole, pa.Name(), pa.At, pa.Rejoin)
}

// Positions yields every position on b: the main path's holes from the start
// to the game hole, then each side path's holes from 0 (bound for it) to its
// last, in path order. It is for bots and tests that want to visit them all.
func (b Track) Positions() iter.Seq[Peg] {
	return func(yield func(Peg) bool) {
		d := b.data()
		for h := range len(d.kind) {
			if !yield(Peg{Hole: h}) {
				return
			}
		}
		for _, pa := range d.paths {
			for h := 0; h <= pa.Holes; h++ {
				if !yield(Peg{Path: pa.ID, Hole: h}) {
					return
				}
			}
		}
	}
}

// MainHole returns the main-path hole p stands on or beside: its hole on the
// main path, the special hole for a peg bound for a side path, and for a peg
// on a side path's own holes the hole where that path left the main path.
func (b Track) MainHole(p Peg) int {
	if p.Path == Main {
		return p.Hole
	}
	if pa, ok := b.Path(p.Path); ok {
		return pa.At
	}
	return 0
}

// ToGo returns how many holes p is from the game hole along its way: the
// rest of its side path, if it is on one, then the main path from where the
// path rejoins it. Special holes it might land on are not counted (passing
// them does nothing). A peg in the game hole has 0 to go. ToGo of a position
// not on b is -1.
func (b Track) ToGo(p Peg) int {
	d := b.data()
	if !b.Valid(p) {
		return -1
	}
	g := d.spec.Holes
	if p.Path == Main {
		return g - p.Hole
	}
	pa := d.paths[p.Path-1]
	return pa.Holes - p.Hole + 1 + g - pa.Rejoin
}

// Progress returns how far along the game p is, in main-path holes: the
// game hole less [Track.ToGo]. On the main path it is the hole. A peg on a
// blue path that leads back counts as far along as the hole it will rejoin
// at less the steps it has to go to get there, so it can be behind the trap
// it fell into (and, on a long path near the start, below 0); a peg on a
// green shortcut counts as far along as the shortcut has brought it. The skunk
// lines are judged on Progress (see [Rules.GamesWon]).
func (b Track) Progress(p Peg) int {
	d := b.data()
	if !b.Valid(p) {
		return -1
	}
	return d.spec.Holes - b.ToGo(p)
}

// Won reports whether p is in the game hole.
func (b Track) Won(p Peg) bool {
	return p.Path == Main && p.Hole == b.data().spec.Holes && len(b.data().kind) > 0
}

// InMuggersAlley reports whether p is in Muggers Alley, the first 121 holes
// of the main path (or the whole of a shorter board), where muggins is played.
// The start (hole 0) counts as in the alley: a side that has not pegged yet
// has not left it. A peg bound for a side path (hole 0 of it) is at its
// special hole, so in the alley if that hole is; a peg on a side path's own
// holes is in the alley only if the path both leaves and rejoins the main path
// within it.
func (b Track) InMuggersAlley(p Peg) bool {
	d := b.data()
	if !b.Valid(p) {
		return false
	}
	end := min(MuggersAlley, d.spec.Holes)
	if p.Path == Main {
		return p.Hole <= end
	}
	pa := d.paths[p.Path-1]
	if p.Hole == 0 {
		return pa.At <= end
	}
	return pa.At <= end && pa.Rejoin <= end
}

// forward moves p n holes along its way, stopping at the game hole. No
// special acts. p must be valid and n >= 0.
func (b Track) forward(p Peg, n int) Peg {
	d := b.data()
	g := d.spec.Holes
	for n > 0 {
		if p.Path == Main {
			if n >= g-p.Hole { // not p.Hole+n, which could overflow
				return Peg{Hole: g}
			}
			return Peg{Hole: p.Hole + n}
		}
		pa := d.paths[p.Path-1]
		if n <= pa.Holes-p.Hole {
			return Peg{Path: p.Path, Hole: p.Hole + n}
		}
		n -= pa.Holes - p.Hole + 1
		p = Peg{Hole: pa.Rejoin}
	}
	return p
}

// land applies the special hole where a move ended. award is true for an
// award (which skips past penalty boxes and time traps). What happened is
// appended to *ev unless ev is nil (validation wants only the hole).
func (b Track) land(p Peg, award bool, ev *[]Effect) Peg {
	d := b.data()
	if p.Path != Main {
		return p
	}
	say := func(e Effect) {
		if ev != nil {
			*ev = append(*ev, e)
		}
	}
	h := p.Hole
	if award && skips(d.kind[h]) {
		over, ended := d.kind[h], h
		for skips(d.kind[h]) {
			h++ // the game hole is never special, so this stops
		}
		p = Peg{Hole: h}
		say(Effect{Kind: SkippedPast, Hole: ended, Over: over, To: p})
	}
	if h == d.spec.Holes {
		say(Effect{Kind: ReachedGame, Hole: h, To: p})
		return p
	}
	switch k := d.kind[h]; k {
	case SlideStart:
		to := Peg{Hole: d.spec.Slides[d.index[h]].To}
		say(Effect{Kind: Slid, Hole: h, To: to})
		return to
	case TimeTrap, Advance:
		pa := d.paths[d.index[h]]
		to := Peg{Path: pa.ID, Hole: 0}
		kind := Trapped
		if k == Advance {
			kind = TookShortcut
		}
		say(Effect{Kind: kind, Hole: h, To: to, PathHoles: pa.Holes, Rejoin: pa.Rejoin})
		return to
	case PenaltyBox:
		say(Effect{Kind: LandedInBox, Hole: h, To: p})
	}
	return p
}

// Move moves a peg for a score of points: hole by hole along its way (the
// rest of its side path, then the main path from where the path rejoins it),
// and then the special hole where the score ends acts, and only that one:
// passing over a special hole does nothing.
//
//   - A red slide's first box: the peg slides on at once to the slide's
//     second red box.
//   - A blue time trap: the peg stays at the trap, bound for the blue path,
//     and its next score follows it (a hand count that lands there sends the
//     crib count down the blue path).
//   - A green advance area: as the time trap, along the green shortcut.
//   - A penalty box: the peg stays in the box and the event says so; what
//     follows is for [Rules.LandInBox].
//   - The game hole: the peg stops there (points beyond it are not pegged)
//     and the game is won.
//
// A move of 0 points does not touch the peg (a zero hand touches no peg, ACC
// rule 8.2), so nothing acts. The
// events say what happened, in order; nil when the peg just moved. The error
// wraps ErrNoSuchHole for a peg not on b and ErrNegative for negative points;
// p is a value and is never changed.
//
// Move is for scores: the points of the play, the show, his heels, penalty
// points. The penalty box's award of 20 holes to the lander's opponents is
// [Track.Award].
func (b Track) Move(p Peg, points int) (Peg, []Effect, error) {
	return b.move(p, points, false)
}

// Award moves a peg for an award, the 20 holes the Crib Wars penalty-box rule
// gives the lander's opponents. It is Move with one difference: an award
// never lands a peg in a penalty box or a time trap. An award that ends in a
// box or trap goes on to the first hole past it that is neither a box nor a
// trap (a
// trap area of several holes is skipped whole), with the event SkippedPast,
// and then that hole acts as it would for a score: a slide's first box slides
// the peg on, a green advance area sends it along the shortcut, the game hole
// wins. An award that ends on a slide's first box or in a green advance area
// acts as a score does.
func (b Track) Award(p Peg, points int) (Peg, []Effect, error) {
	return b.move(p, points, true)
}

func (b Track) move(p Peg, points int, award bool) (Peg, []Effect, error) {
	if err := b.check(p); err != nil {
		return p, nil, err
	}
	if points < 0 {
		return p, nil, fmt.Errorf("cribwars: %w: a move of %d", ErrNegative, points)
	}
	if points == 0 || b.Won(p) {
		return p, nil, nil
	}
	var ev []Effect
	q := b.land(b.forward(p, points), award, &ev)
	return q, ev, nil
}

// Back moves a peg back holes holes: the lander's 20 holes back in the Crib
// Wars penalty-box rule, the extra points an overpegger moves back (the Crib
// Wars irregularity 12), and the like. On a board with paths it is defined
// so:
//
//   - The peg retraces its way. On the main path it goes down the hole
//     numbers; on a side path it goes back along the path to the special hole
//     where the path left the main path, and on down the main path from there.
//     It never goes back into a side path (a peg that came off a blue path
//     onto the main path goes back down the main path, not up the blue one).
//   - It stops at the start (hole 0).
//   - It ends on the main path unless it stays within its side path, and no
//     special hole acts where it ends: going back is not pegging a score, and
//     a peg that goes back onto a time trap does not follow the blue path.
//
// Back of 0 holes leaves the peg as it is. The errors are Move's.
func (b Track) Back(p Peg, holes int) (Peg, error) {
	d := b.data()
	if err := b.check(p); err != nil {
		return p, err
	}
	if holes < 0 {
		return p, fmt.Errorf("cribwars: %w: back %s", ErrNegative, codec.Count(holes, "hole"))
	}
	if holes == 0 {
		return p, nil
	}
	if p.Path != Main {
		if holes < p.Hole {
			return Peg{Path: p.Path, Hole: p.Hole - holes}, nil
		}
		holes -= p.Hole
		p = Peg{Hole: d.paths[p.Path-1].At}
	}
	return Peg{Hole: max(p.Hole-holes, 0)}, nil
}

// EffectKind says what happened where a move ended.
type EffectKind uint8

// The events of a move.
const (
	Slid         EffectKind = iota + 1 // landed on a red slide's first box and slid to its second
	Trapped                            // landed in a time trap: bound for its blue path
	TookShortcut                       // landed in a green advance area: bound for its green shortcut
	LandedInBox                        // landed in a penalty box (see Rules.LandInBox)
	SkippedPast                        // an award would have ended in a box or trap: it skipped past
	ReachedGame                        // reached the game hole: the game is won
)

// Effect is one thing that happened where a move ended.
type Effect struct {
	Kind      EffectKind `json:"kind"`
	Hole      int        `json:"hole"`       // the main-path hole where it happened: the special hole, or the game hole (SkippedPast: the box or trap the award ended on)
	To        Peg        `json:"to"`         // where it left the peg
	Over      Special    `json:"over"`       // for SkippedPast: the kind of the hole the award ended on (penalty box or time trap)
	PathHoles int        `json:"path_holes"` // for Trapped and TookShortcut: the side path's holes
	Rejoin    int        `json:"rejoin"`     // for Trapped and TookShortcut: where the side path rejoins the main path
}

// String says what happened: "lands on a red slide: slides from 45 to 65",
// "lands in a time trap: follows the blue path from 80 (8 holes, rejoining at
// 70)", "lands in a green advance area: takes the green shortcut from 150 to
// 175 (10 holes)", "lands in the penalty box at 100", "an award cannot land in
// the penalty box at 100: skips to 101", "reaches the game hole 363".
func (e Effect) String() string {
	switch e.Kind {
	case Slid:
		return fmt.Sprintf("lands on a red slide: slides from %d to %d", e.Hole, e.To.Hole)
	case Trapped:
		return fmt.Sprintf("lands in a time trap: follows the blue path from %d (%s, rejoining at %d)", e.Hole, codec.Count(e.PathHoles, "hole"), e.Rejoin)
	case TookShortcut:
		return fmt.Sprintf("lands in a green advance area: takes the green shortcut from %d to %d (%s)", e.Hole, e.Rejoin, codec.Count(e.PathHoles, "hole"))
	case LandedInBox:
		return fmt.Sprintf("lands in the penalty box at %d", e.Hole)
	case SkippedPast:
		return fmt.Sprintf("an award cannot land in the %v at %d: skips to %d", e.Over, e.Hole, e.To.Hole)
	case ReachedGame:
		return fmt.Sprintf("reaches the game hole %d", e.Hole)
	}
	return fmt.Sprintf("EventKind(%d)", uint8(e.Kind))
}
