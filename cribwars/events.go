package cribwars

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// The events of a game of Crib Wars. A [Game]'s transitions return crib's
// events ([crib.Dealt], [crib.Laid], [crib.Shown], [crib.Folded], ...), the
// [Pegger]'s own report of each score ([Pegged], in place of crib's) and of
// what the board did, crib's [crib.DealOver] and [crib.GameOver] told on the
// Crib Wars board ([DealOver], [GameOver]), and the events below; each
// implements [crib.Event], so Describe(names) says it in words, names[i]
// naming seat i.

// sideWho names a side by its players ("Ann", "Ann & Cat") and says whether
// that is more than one player, for the verb.
func sideWho(names []string, side, sides int) (string, bool) {
	if sides <= 0 || len(names) < sides || side < 0 || side >= sides {
		return "side " + SideName(side), false
	}
	var who []string
	for s := side; s < len(names); s += sides {
		who = append(who, names[s])
	}
	return strings.Join(who, " & "), len(who) > 1
}

func seatWho(names []string, seat int) string {
	if seat >= 0 && seat < len(names) {
		return names[seat]
	}
	return fmt.Sprintf("seat %d", seat)
}

// verb returns one for one player and many for a partnership.
func verb(many bool, one, more string) string {
	if many {
		return more
	}
	return one
}

// Where says where a peg is, briefly, for the events: "45" for a main-path
// hole or a side path's special hole, "3 on blue path 1" for a hole of a side
// path, "the start" for hole 0.
func (b Track) Where(p Peg) string {
	switch {
	case !b.Valid(p):
		return fmt.Sprintf("no hole (%v)", p)
	case p.Path == Main && p.Hole == 0:
		return "the start"
	case p.Path == Main:
		return fmt.Sprint(p.Hole)
	case p.Hole == 0:
		return fmt.Sprint(b.MainHole(p))
	}
	pa, _ := b.Path(p.Path)
	return fmt.Sprintf("%d on %s", p.Hole, pa.Name())
}

// Pegged is a score pegged on the Crib Wars board, as the [Pegger] reports
// it: crib's Pegged event (the score, and crib's board after it) with where
// the side's peg was (From), where the score ended before the special hole
// there acted (Landed), and where the peg stands after it all (To). What the
// special hole did follows as [TrackEvent], [BoxMoved] and [SentToBox]
// events.
type Pegged struct {
	crib.Pegged
	From, Landed, To Peg
	board            Track
}

// LeaveBoxRule is the rule crib's award names when a side moves its own peg
// out of a penalty box ([LeaveBox]).
const LeaveBoxRule = "leaving the penalty box"

// Describe implements [crib.Event]: "Ann pegs 8 for the hand: 37 to 45.",
// "Bob pegs 2 for a pair: 74 to 80.", "Ann goes back 2, a correction (rule
// 8.4c): 50 to 48.", "Cat leaves the penalty box: 100 to 101.", "Cat leaves
// the penalty box, the peg already out at 101." (bumped on while it sat in
// the box).
func (e Pegged) Describe(names []string) string {
	sc := e.Score
	who, many := sideWho(names, sc.Side, e.Pegged.Board.Sides)
	if sc.Seat >= 0 {
		who, many = seatWho(names, sc.Seat), false
	}
	b := e.board
	switch {
	case sc.Kind == crib.ScoreAward && sc.Rule == LeaveBoxRule && e.From == e.To:
		return fmt.Sprintf("%s %s the penalty box, the peg already out at %s.", who, verb(many, "leaves", "leave"), b.Where(e.To))
	case sc.Kind == crib.ScoreAward && sc.Rule == LeaveBoxRule:
		return fmt.Sprintf("%s %s the penalty box: %s to %s.", who, verb(many, "leaves", "leave"), b.Where(e.From), b.Where(e.To))
	case sc.Rule == PlaceRule:
		return fmt.Sprintf("%s: the peg is placed at %s (from %s).", who, b.Where(e.To), b.Where(e.From))
	case sc.Kind == crib.ScorePlace:
		return fmt.Sprintf("%s: the peg is placed at %s, %s (from %s).", who, b.Where(e.To), sc.What(), b.Where(e.From))
	case sc.Points < 0:
		return fmt.Sprintf("%s %s back %d, %s: %s to %s.", who, verb(many, "goes", "go"), -sc.Points, sc.What(), b.Where(e.From), b.Where(e.To))
	case sc.Claimed:
		return fmt.Sprintf("%s %s %d: %s to %s.", who, verb(many, "pegs", "peg"), sc.Points, b.Where(e.From), b.Where(e.Landed))
	}
	return fmt.Sprintf("%s %s %d for %s: %s to %s.", who, verb(many, "pegs", "peg"), sc.Points, sc.What(), b.Where(e.From), b.Where(e.Landed))
}

// TrackEvent is what a special hole did where a side's move ended: a board
// [Effect] ("lands on a red slide: slides from 45 to 65") and whose peg it was.
type TrackEvent struct {
	Side  int    `json:"side"`
	Sides int    `json:"sides"`
	Event Effect `json:"event"`
}

// Describe implements [crib.Event]: "Ann lands on a red slide: slides from 45
// to 65.", "Bob & Dan land in a time trap: follow the blue path from 80 (8
// holes, rejoining at 70)."
func (e TrackEvent) Describe(names []string) string {
	who, many := sideWho(names, e.Side, e.Sides)
	s := e.Event.String()
	if e.Event.Kind == SkippedPast {
		return who + ": " + s + "."
	}
	if many {
		for _, r := range [][2]string{{"lands", "land"}, {"slides", "slide"}, {"follows", "follow"}, {"takes", "take"}, {"reaches", "reach"}} {
			s = strings.Replace(s, r[0], r[1], 1)
		}
	}
	return who + " " + s + "."
}

// BoxMoved is a peg moved by a penalty-box ruling ([Rules.LandInBox]): the
// side that landed going back 20, an opponent going ahead 20, or the side
// already in a box advancing one hole. What happened where the move ended
// follows as BoardEvent values.
type BoxMoved struct {
	Side, Sides int
	Move        BoxMove
	board       Track
}

// Describe implements [crib.Event]: "Ann goes back 20 from 100 to 80.", "Bob
// goes ahead 20 from 50 to 70.", "Cat, in the penalty box, advances one hole
// from 100 to 101."
func (e BoxMoved) Describe(names []string) string {
	who, many := sideWho(names, e.Side, e.Sides)
	m := e.Move
	from, to := e.board.Where(m.From), e.board.Where(m.To)
	switch m.Kind {
	case GoesBack:
		return fmt.Sprintf("%s %s back %d from %s to %s.", who, verb(many, "goes", "go"), BoxHoles, from, to)
	case GoesAhead:
		return fmt.Sprintf("%s %s ahead %d from %s to %s.", who, verb(many, "goes", "go"), BoxHoles, from, to)
	}
	return fmt.Sprintf("%s, in the penalty box, %s one hole from %s to %s.", who, verb(many, "advances", "advance"), from, to)
}

// SentToBox reports the first side of three to land in a penalty box: its
// peg stays in the box at Box and it sits out the next Hands hands.
type SentToBox struct {
	Side  int `json:"side"`
	Sides int `json:"sides"`
	Box   int `json:"box"`
	Hands int `json:"hands"`
}

// Describe implements [crib.Event].
func (e SentToBox) Describe(names []string) string {
	who, many := sideWho(names, e.Side, e.Sides)
	return fmt.Sprintf("%s %s in the penalty box at %d and %s out the next %s.", who, verb(many, "stays", "stay"), e.Box, verb(many, "sits", "sit"), codec.Count(e.Hands, "hand"))
}

// NotPegged reports points for a side sitting in a penalty box: it pegs
// nothing until it moves out.
type NotPegged struct {
	Side   int `json:"side"`
	Sides  int `json:"sides"`
	Points int `json:"points"`
}

// Describe implements [crib.Event].
func (e NotPegged) Describe(names []string) string {
	who, many := sideWho(names, e.Side, e.Sides)
	return fmt.Sprintf("%s %s in the penalty box: the %s are not pegged.", who, verb(many, "is", "are"), codec.Count(e.Points, "point"))
}

// MissedMove reports a side whose stay in a penalty box was due and which
// did not move its peg out before the deal: it sits out one more hand.
type MissedMove struct {
	Side  int `json:"side"`
	Sides int `json:"sides"`
}

// Describe implements [crib.Event].
func (e MissedMove) Describe(names []string) string {
	who, many := sideWho(names, e.Side, e.Sides)
	return fmt.Sprintf("%s did not move the peg out of the penalty box: %s out one more hand.", who, verb(many, "sits", "sit"))
}

// RulingApplied reports an irregularity's ruling applied to a game
// ([Irregularity]): its points are offered, and the rest of it is the
// table's to carry out.
type RulingApplied struct {
	Ruling Ruling `json:"ruling"`
}

// Describe implements [crib.Event].
func (e RulingApplied) Describe([]string) string {
	return "Ruling on " + e.Ruling.String() + "."
}

// GameOver reports the end of the game: crib's GameOver (the final board as
// crib keeps it) and the result on the Crib Wars board, each loser's games
// judged by [Rules.GamesWon]. Result is [Game.Result], the one truth of the
// games won, and the embedded GamePoints (the games won) and Skunk levels
// (1 for a loser skunked, 2 double skunked) are told from it, with any
// number of sides.
type GameOver struct {
	crib.GameOver
	Result Result
	board  Track
}

// Describe implements [crib.Event]: "Ann wins at 363. Bob, at 250, is skunked:
// 2 games."
func (e GameOver) Describe(names []string) string {
	n := len(e.Result.Pegs)
	who, many := sideWho(names, e.Result.Winner, n)
	var b strings.Builder
	if e.Result.Winner < 0 || e.Result.Winner >= n {
		fmt.Fprintf(&b, "%s %s.", who, verb(many, "wins", "win"))
	} else {
		fmt.Fprintf(&b, "%s %s at %s.", who, verb(many, "wins", "win"), e.board.Where(e.Result.Pegs[e.Result.Winner]))
	}
	for s, p := range e.Result.Pegs {
		if s == e.Result.Winner {
			continue
		}
		who, many := sideWho(names, s, n)
		lost := 0
		if s < len(e.Result.Lost) {
			lost = e.Result.Lost[s]
		}
		switch lost {
		case 4:
			fmt.Fprintf(&b, " %s, at %s, %s double skunked: 4 games.", who, e.board.Where(p), verb(many, "is", "are"))
		case 2:
			fmt.Fprintf(&b, " %s, at %s, %s skunked: 2 games.", who, e.board.Where(p), verb(many, "is", "are"))
		default:
			fmt.Fprintf(&b, " %s, at %s, %s 1 game.", who, e.board.Where(p), verb(many, "loses", "lose"))
		}
	}
	return b.String()
}

// DealOver reports the end of a deal: crib's DealOver, with every side's
// peg on the board.
type DealOver struct {
	crib.DealOver
	Pegs  []Peg
	InBox int // the side sitting in a penalty box, or -1
	board Track
}

// Describe implements [crib.Event]: "End of deal 9: Ann 107, Bob 100 (in the
// penalty box), Cat 4 on blue path 1, Dan 150 (in the green advance area).
// Bob deals next."
func (e DealOver) Describe(names []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "End of deal %d: ", e.Deal)
	for s, p := range e.Pegs {
		if s > 0 {
			b.WriteString(", ")
		}
		who, _ := sideWho(names, s, len(e.Pegs))
		fmt.Fprintf(&b, "%s %s", who, e.board.Where(p))
		switch {
		case s == e.InBox:
			b.WriteString(" (in the penalty box)")
		case p.Path != Main && p.Hole == 0:
			pa, _ := e.board.Path(p.Path)
			fmt.Fprintf(&b, " (in the %v)", pa.Kind)
		}
	}
	fmt.Fprintf(&b, ". %s deals next.", seatWho(names, e.NextDealer))
	return b.String()
}
