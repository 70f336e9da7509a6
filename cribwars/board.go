package cribwars

import (
	"fmt"
	"slices"
	"sync"
)

// Limits of a board, generous next to the published board's 363 holes. They
// keep validation (which visits every position) quick on any input.
const (
	MaxHoles     = 2000 // holes on the main path
	MaxPathHoles = 100  // holes on one side path
	MaxPaths     = 255  // side paths (time traps plus green advances)
)

// MaxScore is the most points one score can peg: a 29 hand. [NewTrack]
// refuses a board where some peg could never reach the game hole by scores of
// 1 to MaxScore points.
const MaxScore = 29

// MuggersAlley is the last hole of Muggers Alley: in Crib Wars the alley is
// the first 121 holes of the board, where a regular game of cribbage would
// end. It is a rule, not a property of a board: on a board shorter than 121 holes
// the whole board is the alley. See [Track.InMuggersAlley].
const MuggersAlley = 121

// Special is what a hole of the main path does when a peg lands on it.
// Special holes are only ever on the main path; side paths are plain.
type Special uint8

// The kinds of hole.
const (
	Plain      Special = iota // nothing happens
	SlideStart                // the first red box of a slide: the peg slides on to the second
	TimeTrap                  // a blue time trap: the peg follows the blue path
	Advance                   // a green advance area: the peg takes the green shortcut
	PenaltyBox                // a penalty box: see [Rules.LandInBox]
)

// Spec is a board as data: the form a board takes in JSON, and the form a
// program builds one from (see [NewTrack]). Holes are numbered along the main
// path from 1 to Holes; hole 0 is the start, where every peg begins, and hole
// Holes is the game hole: the first peg to reach it wins.
//
// The JSON form, which a player can write by hand:
//
//	{
//	  "name": "kitchen table",
//	  "holes": 363,
//	  "slides": [{"from": 45, "to": 65}],
//	  "time_traps": [{"at": 80, "holes": 8, "rejoin": 70}],
//	  "green_advances": [{"at": 150, "holes": 10, "rejoin": 175}],
//	  "penalty_boxes": [100, 210]
//	}
//
// A slide goes from its first red box ("from") to its second ("to"), further
// on. A time trap or green advance area is one hole of the main path ("at")
// with its own side path of "holes" holes (0 is allowed); a peg whose score
// ends on the special hole is bound for the side path, its next score follows
// the path, and the step after the path's last hole lands on the main path's
// hole "rejoin" (behind the trap, for a blue path that sets a peg back). A
// trap area of several holes is entered as time traps on consecutive holes.
// A penalty box is a hole of the main path. Every list may be left out.
//
// [NewTrack] checks the data; see it for what makes a board valid. A board's
// specials are kept sorted by hole, so a board saved and loaded again is equal
// to itself, whatever order its file listed them in.
type Spec struct {
	Name         string   `json:"name,omitempty"`
	Holes        int      `json:"holes"`
	Slides       []Slide  `json:"slides,omitempty"`
	TimeTraps    []Branch `json:"time_traps,omitempty"`
	Advances     []Branch `json:"green_advances,omitempty"`
	PenaltyBoxes []int    `json:"penalty_boxes,omitempty"`
}

// Slide is a red slide: a peg whose score ends on the first red box (From)
// moves on at once to the second red box (To) of that slide.
type Slide struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Branch is a special hole with a side path: a blue time trap or a green
// advance area at main-path hole At, its path of Holes holes, and the
// main-path hole Rejoin that the step after the path's last hole reaches.
type Branch struct {
	At     int `json:"at"`
	Holes  int `json:"holes"`
	Rejoin int `json:"rejoin"`
}

// PathID names the path a peg is on: Main, or a side path numbered from 1.
// The side paths of a board are numbered by hole: first the time traps' blue
// paths in the order of their holes, then the green shortcuts in the order of
// theirs (see [Track.Path]).
type PathID uint8

// Main is the main path.
const Main PathID = 0

// Path describes one side path of a board.
type Path struct {
	ID     PathID
	Kind   Special // TimeTrap (a blue path) or Advance (a green shortcut)
	At     int     // the special hole of the main path where the path leaves it
	Holes  int     // holes on the path
	Rejoin int     // the main-path hole the step after the path's last hole reaches
	Number int     // the path's number among the paths of its color, from 1
}

// Color returns "blue" for a time trap's path and "green" for a shortcut.
func (p Path) Color() string {
	if p.Kind == Advance {
		return "green"
	}
	return "blue"
}

// Name returns "blue path N" or "green path N" (N is Number).
func (p Path) Name() string { return fmt.Sprintf("%s path %d", p.Color(), p.Number) }

// Track is a Crib Wars board: the main path and its special holes. It is a
// read-only value: build one with [NewTrack], [ParseTrack], [DefaultTrack] or
// [PlainTrack]; its methods never modify it, and copies share nothing a caller
// can change, so a game state can hold one and be copied freely. The zero
// Track has no holes: no peg is valid on it, and the moves refuse it with
// [ErrNoSuchHole].
//
// Compare boards with [Track.Equal] (go-cmp uses it).
type Track struct {
	d *board // shared, never written after NewTrack; nil for the zero Track
}

// board is a Track's data.
type board struct {
	spec  Spec      // canonical: sorted, empty lists nil
	kind  []Special // kind[h] for main holes 0..Holes
	index []int     // index[h]: the slide, path (PathID-1) or box at h
	slide []bool    // slide[h]: h is the second red box of some slide (for drawing)
	paths []Path
}

// noBoard is the data of the zero Track: no holes.
var noBoard = &board{}

func (b Track) data() *board {
	if b.d == nil {
		return noBoard
	}
	return b.d
}

// Spec returns the board's data, with its lists sorted by hole. The lists are
// copies: changing them does not change the board.
func (b Track) Spec() Spec {
	d := b.data()
	s := d.spec
	s.Slides = slices.Clone(s.Slides)
	s.TimeTraps = slices.Clone(s.TimeTraps)
	s.Advances = slices.Clone(s.Advances)
	s.PenaltyBoxes = slices.Clone(s.PenaltyBoxes)
	return s
}

// Name returns the board's name, which may be empty.
func (b Track) Name() string { return b.data().spec.Name }

// Holes returns the number of holes on the main path, which is also the
// number of the game hole.
func (b Track) Holes() int { return b.data().spec.Holes }

// GameHole returns the game hole: the last hole of the main path. The first
// peg to reach it wins; points beyond it are not pegged.
//
// On the published board (363 holes) a game of Crib Wars runs the whole board;
// hole 121, where a regular game would end, ends Muggers Alley, not the game.
// To play a regular game of 121 use [PlainTrack].
func (b Track) GameHole() int { return b.data().spec.Holes }

// At returns the kind of the main-path hole h: Plain for an ordinary hole (and
// for the second red box of a slide, which does nothing), or the special that
// acts when a peg lands there. A hole off the board is Plain.
func (b Track) At(h int) Special {
	d := b.data()
	if h < 0 || h >= len(d.kind) {
		return Plain
	}
	return d.kind[h]
}

// SlideAt returns the slide whose first red box is hole h.
func (b Track) SlideAt(h int) (Slide, bool) {
	d := b.data()
	if b.At(h) != SlideStart {
		return Slide{}, false
	}
	return d.spec.Slides[d.index[h]], true
}

// PathAt returns the side path of the time trap or green advance area at
// main-path hole h.
func (b Track) PathAt(h int) (Path, bool) {
	d := b.data()
	if k := b.At(h); k != TimeTrap && k != Advance {
		return Path{}, false
	}
	return d.paths[d.index[h]], true
}

// Path returns the side path id (1 to len(b.Paths())).
func (b Track) Path(id PathID) (Path, bool) {
	d := b.data()
	if id == Main || int(id) > len(d.paths) {
		return Path{}, false
	}
	return d.paths[id-1], true
}

// Paths returns the board's side paths, numbered from 1: the blue paths of
// the time traps by hole, then the green shortcuts by hole.
func (b Track) Paths() []Path { return slices.Clone(b.data().paths) }

// Slides returns the board's slides, by hole.
func (b Track) Slides() []Slide { return slices.Clone(b.data().spec.Slides) }

// PenaltyBoxes returns the holes of the board's penalty boxes, in order.
func (b Track) PenaltyBoxes() []int { return slices.Clone(b.data().spec.PenaltyBoxes) }

// Equal reports whether b and o are the same board: the same name, length and
// special holes.
func (b Track) Equal(o Track) bool {
	d, e := b.data(), o.data()
	if d == e {
		return true
	}
	return d.spec.Name == e.spec.Name && d.spec.Holes == e.spec.Holes &&
		slices.Equal(d.spec.Slides, e.spec.Slides) &&
		slices.Equal(d.spec.TimeTraps, e.spec.TimeTraps) &&
		slices.Equal(d.spec.Advances, e.spec.Advances) &&
		slices.Equal(d.spec.PenaltyBoxes, e.spec.PenaltyBoxes)
}

// PlainTrack returns a plain 121-hole board with no special holes: a regular
// game of cribbage, all of it Muggers Alley.
func PlainTrack() Track { return plainBoard() }

// DefaultSpec returns the data of [DefaultTrack], to start a board of one's
// own from.
func DefaultSpec() Spec {
	return Spec{
		Name:  "pegboard default",
		Holes: 363,
		Slides: []Slide{
			{From: 45, To: 65},
			{From: 165, To: 185},
			{From: 285, To: 305},
		},
		TimeTraps: []Branch{
			{At: 80, Holes: 8, Rejoin: 70},
			{At: 140, Holes: 10, Rejoin: 128},
			{At: 230, Holes: 12, Rejoin: 215},
			{At: 330, Holes: 14, Rejoin: 312},
		},
		Advances: []Branch{
			{At: 150, Holes: 10, Rejoin: 175},
			{At: 250, Holes: 12, Rejoin: 280},
		},
		PenaltyBoxes: []int{100, 210, 340},
	}
}

// DefaultTrack returns this library's Crib Wars board: 363 holes on the main
// path, the game hole at 363, Muggers Alley on holes 1 to 121, and the special
// holes the rules name: 3 red slides, 4 blue time traps, 3 penalty boxes and 2
// green advance areas.
//
// The rules say how many of each there are but not where; the published board
// is reported as 363 holes with a 121-hole section. The positions below are
// THIS LIBRARY'S LAYOUT, chosen to spread the hazards over the board, NOT THE
// PRINTED BOARD'S. To play on a printed board, enter its holes as JSON (see
// [Spec] and [ParseTrack]).
//
//	red slides (20 holes on):   45 -> 65, 165 -> 185, 285 -> 305
//	time traps (blue path):     80 (8 holes, back to 70), 140 (10, back to 128),
//	                            230 (12, back to 215), 330 (14, back to 312)
//	green advances (shortcut):  150 (10 holes, on to 175), 250 (12, on to 280)
//	penalty boxes:              100, 210, 340
//
// The main path counts 363 holes; the side paths' 66 holes are in addition.
func DefaultTrack() Track { return defaultBoard() }

// The built-in boards are built and checked once: a Track is read-only, so
// every caller can share one.
var (
	defaultBoard = sync.OnceValue(func() Track { return MustTrack(DefaultSpec()) })
	plainBoard   = sync.OnceValue(func() Track { return MustTrack(Spec{Name: "plain 121", Holes: 121}) })
)
