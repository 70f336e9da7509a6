package cribwars

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
)

// Carrying out a ruling on one of the Crib Wars irregularities: the
// Irregularity action, made from a Ruling and the choice taken, and what it
// does to a game.

// Remedy is what a ruling does to a game besides its points
// ([Irregularity]).
type Remedy uint8

// The remedies. At most one goes with a ruling: the rulings of the Crib
// Wars irregularities never call for two.
const (
	NoRemedy    Remedy = iota // the points alone
	Redeal                    // the deal in progress is called off and the same dealer deals again ([crib.Redeal]; items 3 to 9, 15)
	MoveBack                  // the offender goes back Back holes (item 12, when an opponent demands it)
	PutBack                   // the offender's front peg goes to main-path hole Front, as [Place] puts it (item 14)
	ClaimedGame               // side Claimer claims the game, and wins it as if it had pegged out (items 11, 13, 14)
	VoidGame                  // the game is void: it ends with no winner (item 14)
)

// Irregularity carries out a ruling on one of the Crib Wars irregularities
// on a game ([Ruling.Irregularity] makes it from a ruling and the choice
// taken). Points[s] is what side s is offered, to take or decline: as every
// ruling of this package gives them, they go to every side but the
// offender's, all alike. Then is the rest of the ruling, with its field
// (Claimer, Back, Front; the others zero): a new deal first, a peg put back
// or a claimed or void game, then the points offered, then a move back.
//
// The parts of a ruling that set cards right (item 6's draw from the
// dealer's hand, item 9's corrected hand or crib, item 10's corrected go
// and dead cards) have nothing to act on in a game this package keeps: it
// deals every hand its right count and refuses a go from a player who can
// lay, so those irregularities arise only with real cards, and are put
// right there. A side that takes the choice of repositioning the pegs (item
// 14) puts them with [Place]. The RulingApplied event reports the ruling as
// carried out.
//
// Errors: [crib.ErrGameOver] once the game is over; ErrNoIrregularity for an
// item outside 1 to 16; [crib.ErrBadSeat] for an offender or claimer that is
// no side of the game (the offender may be NoSide only when the ruling
// moves none of its pegs and gives no points) or a claimer who is the
// offender; ErrNotCovered for points that are not the same to every other
// side, points with a claimed or void game, an unknown remedy, or a field
// set for a remedy other than Then; crib's errors for a new deal outside a
// deal ([crib.ErrWrongPhase]) and [Place]'s for the peg put back.
type Irregularity struct {
	Item     int
	Offender int
	Points   [crib.MaxSides]int
	Then     Remedy
	Claimer  int // ClaimedGame: the side that claims the game
	Back     int // MoveBack: the holes back, at least 1
	Front    Peg // PutBack: where the front peg goes
}

// Irregularity returns the action that carries out r on a game, with the
// choice taken, if any: at most one, one of r's Choices (where several
// sides are offered an option, the first to take it acts for all). A call
// for a new deal, a claim of the game and a demand to move back are its
// remedy; the choice to score and correct gives its points to every side
// offered it; the others are carried out at the table (see
// [Irregularity]). The error wraps [crib.ErrBadSeat] for points to a side
// out of range, ErrNoSuchHole for a peg put back off the main path, and
// ErrNotCovered for a side given points twice, a choice r does not offer,
// more than one choice, or two remedies.
func (r Ruling) Irregularity(taken ...Choice) (Irregularity, error) {
	a := Irregularity{Item: r.Item, Offender: r.Offender}
	notCovered := func(what string, v ...any) (Irregularity, error) {
		return a, fmt.Errorf("cribwars: %w: %s", ErrNotCovered, fmt.Sprintf(what, v...))
	}
	for _, p := range r.Points {
		switch {
		case p.Side < 0 || p.Side >= crib.MaxSides:
			return a, fmt.Errorf("cribwars: %w: points to side %d", crib.ErrBadSeat, p.Side)
		case a.Points[p.Side] != 0:
			return notCovered("points %v against side %s", r.Points, SideName(r.Offender))
		}
		a.Points[p.Side] = p.Points
	}
	then := func(rem Remedy) bool {
		if a.Then != NoRemedy {
			return false
		}
		a.Then = rem
		return true
	}
	switch {
	case r.NewDeal:
		then(Redeal)
	case r.Void:
		then(VoidGame)
	case len(r.Pegs) > 1 || len(r.Pegs) == 1 && r.Pegs[0].Side != r.Offender:
		return notCovered("pegs %v put back for offender %s", r.Pegs, SideName(r.Offender))
	case len(r.Pegs) == 1:
		if r.Pegs[0].Front.Path != Main {
			return a, fmt.Errorf("cribwars: %w: pegs are put back on main-path holes, not %v", ErrNoSuchHole, r.Pegs[0].Front)
		}
		then(PutBack)
		a.Front = r.Pegs[0].Front
	}
	if len(taken) > 1 {
		return notCovered("%d choices taken; the first to choose acts for all", len(taken))
	}
	for _, c := range taken {
		if !slices.Contains(r.Choices, c) {
			return notCovered("side %s may not %s", SideName(c.Side), c.say())
		}
		ok := true
		switch c.Option {
		case CallNewDeal:
			ok = then(Redeal)
		case ClaimGame:
			ok, a.Claimer = then(ClaimedGame), c.Side
		case DemandMoveBack:
			ok, a.Back = then(MoveBack), c.Points
		case ScoreAndCorrect:
			for _, o := range r.Choices {
				if o.Option == ScoreAndCorrect && o.Side >= 0 && o.Side < crib.MaxSides {
					a.Points[o.Side] = o.Points
				}
			}
		}
		if !ok {
			return notCovered("%s and a new deal", c.Option)
		}
	}
	return a, nil
}

// ruling returns the ruling a carries out, for its RulingApplied event.
func (a Irregularity) ruling() Ruling {
	r := Ruling{Item: a.Item, Offender: a.Offender, NewDeal: a.Then == Redeal, Void: a.Then == VoidGame}
	for s, p := range a.Points {
		if p != 0 {
			r.Points = append(r.Points, Points{Side: s, Points: p})
		}
	}
	switch a.Then {
	case MoveBack:
		r.Choices = []Choice{{Side: NoSide, Option: DemandMoveBack, Points: a.Back, Of: a.Offender}}
	case PutBack:
		r.Pegs = []PegFix{{Side: a.Offender, Front: a.Front, Back: Hole(max(0, a.Front.Hole-1))}}
	case ClaimedGame:
		r.Choices = []Choice{{Side: a.Claimer, Option: ClaimGame, Of: NoSide}}
	}
	return r
}

// rule is the rule an irregularity's scores and moves name.
func (a Irregularity) rule() string { return "Crib Wars irregularity " + strconv.Itoa(a.Item) }

// check returns why g cannot carry a out, or nil.
func (a Irregularity) check(g Game) error {
	if _, over := g.Winner(); over || g.void {
		return fmt.Errorf("%w: a ruling after the game", crib.ErrGameOver)
	}
	if a.Item < 1 || a.Item > 16 {
		return fmt.Errorf("%w: item %d; the irregularities are 1 to 16", ErrNoIrregularity, a.Item)
	}
	moves := a.Points != [crib.MaxSides]int{} || a.Then == MoveBack || a.Then == PutBack
	if a.Offender != NoSide || moves {
		if err := g.checkSide(a.Offender); err != nil {
			return err
		}
	}
	set := [...]bool{MoveBack: a.Back != 0, PutBack: a.Front != Peg{}, ClaimedGame: a.Claimer != 0}
	for rem, on := range set {
		if on && Remedy(rem) != a.Then {
			return fmt.Errorf("%w: a field of %v with %v", ErrNotCovered, Remedy(rem), a.Then)
		}
	}
	switch a.Then {
	case NoRemedy, Redeal, PutBack:
	case MoveBack:
		if a.Back < 1 || a.Back > codec.MaxNumber {
			return fmt.Errorf("%w: a move back of %s", ErrNotCovered, codec.Count(a.Back, "hole"))
		}
	case ClaimedGame, VoidGame:
		if a.Points != [crib.MaxSides]int{} {
			return fmt.Errorf("%w: points with a %v", ErrNotCovered, a.Then)
		}
		if err := g.checkSide(a.Claimer); a.Then == ClaimedGame && (err != nil || a.Claimer == a.Offender) {
			return fmt.Errorf("%w: side %d claims the game against side %d", crib.ErrBadSeat, a.Claimer, a.Offender)
		}
	default:
		return fmt.Errorf("%w: remedy %d", ErrNotCovered, a.Then)
	}
	if a.Points == ([crib.MaxSides]int{}) {
		return nil
	}
	pts := 0
	for s, p := range a.Points {
		want := p
		switch {
		case s == a.Offender || s >= g.Sides():
			want = 0
		case pts == 0:
			pts, want = p, max(p, 1)
		default:
			want = pts
		}
		if p != want {
			return fmt.Errorf("%w: points %v against side %s", ErrNotCovered, a.ruling().Points, SideName(a.Offender))
		}
	}
	return nil
}

func (a Irregularity) do(g Game) (Game, []crib.Event, error) {
	if err := a.check(g); err != nil {
		return g, nil, refuse(a, a.Offender, err)
	}
	ev := []crib.Event{RulingApplied{Ruling: a.ruling()}}
	then := func(act crib.Action) error {
		ng, e, err := g.crib(act)
		if err != nil {
			return err
		}
		g, ev = ng, append(ev, e...)
		return nil
	}
	var err error
	switch a.Then {
	case VoidGame:
		g.void = true
		return g, ev, nil
	case ClaimedGame:
		h := g.cfg.Track.GameHole()
		err = then(crib.ApplyRuling{Offender: a.Claimer, Ruling: crib.Ruling{Rule: a.rule(), Move: true, Pegs: crib.Pegs{Front: h, Rear: h - 1}}})
	case Redeal:
		err = then(crib.Redeal{})
	case PutBack:
		if a.Front.Path != Main || !g.cfg.Track.Valid(a.Front) {
			err = fmt.Errorf("%w: pegs are put back on main-path holes, not %v", ErrNoSuchHole, a.Front)
		} else {
			h := a.Front.Hole
			err = then(crib.ApplyRuling{Offender: a.Offender, Ruling: crib.Ruling{Rule: a.rule(), Move: true, Pegs: crib.Pegs{Front: h, Rear: max(0, h-1)}}})
		}
	}
	if err != nil {
		return g, nil, refuse(a, a.Offender, err)
	}
	pts := 0
	for _, p := range a.Points {
		pts = max(pts, p)
	}
	if pts > 0 || a.Back > 0 {
		err = then(crib.ApplyRuling{Offender: a.Offender, Ruling: crib.Ruling{Rule: a.rule(), Award: pts, Penalty: a.Back}})
	}
	if err != nil {
		return g, nil, err
	}
	return g, ev, nil
}

// String says the action: "irregularity 16 2 2 2 0", the item, the
// offender and the points of each side up to the last given any, then the
// remedy: "irregularity 15 0 0 2 new deal", "irregularity 12 1 3 0 3 move
// back 3", "irregularity 14 1 put back 40", "irregularity 11 0 claim 1",
// "irregularity 14 -1 void".
func (a Irregularity) String() string { return actionText.String(a) }

// text writes the irregularity after its verb.
func (a Irregularity) text() string {
	s := strconv.Itoa(a.Item) + " " + strconv.Itoa(a.Offender)
	n := len(a.Points)
	for n > 0 && a.Points[n-1] == 0 {
		n--
	}
	for _, p := range a.Points[:n] {
		s += " " + strconv.Itoa(p)
	}
	switch a.Then {
	case NoRemedy:
	case MoveBack:
		s += " move back " + strconv.Itoa(a.Back)
	case PutBack:
		s += " put back " + a.Front.String()
	case ClaimedGame:
		s += " claim " + strconv.Itoa(a.Claimer)
	default:
		s += " " + a.Then.String()
	}
	return s
}

func parseIrregularity(s string) (Irregularity, error) {
	var a Irregularity
	f := strings.Fields(s)
	var n []int
	for len(f) > 0 {
		v, ok := codec.Number(f[0])
		if !ok {
			break
		}
		n, f = append(n, v), f[1:]
	}
	switch {
	case len(n) < 2 && len(f) > 0:
		return a, fmt.Errorf("%q is not a number", f[0])
	case len(n) < 2 || len(n) > 2+crib.MaxSides:
		return a, fmt.Errorf("an irregularity is its item, the offender and up to %s' points, then a remedy", codec.Count(crib.MaxSides, "side"))
	}
	if len(n) > 2 && n[len(n)-1] == 0 {
		return a, errors.New("points end with the last side given any")
	}
	a.Item, a.Offender = n[0], n[1]
	copy(a.Points[:], n[2:])
	if len(f) == 0 {
		return a, nil
	}
	rest := codec.Lower(strings.Join(f, " "))
	for r, w := range remedies.Names {
		arg, ok := strings.CutPrefix(rest, w)
		if Remedy(r) == NoRemedy || !ok || arg != "" && arg[0] != ' ' {
			continue
		}
		a.Then, arg = Remedy(r), strings.TrimSpace(arg)
		var err error
		switch a.Then {
		case MoveBack, ClaimedGame:
			v, ok := codec.Number(arg)
			if !ok || a.Then == MoveBack && v < 1 {
				return a, fmt.Errorf("%q is not %s", arg, map[Remedy]string{MoveBack: "a number of holes", ClaimedGame: "a side"}[a.Then])
			}
			a.Back, a.Claimer = v, v
			if a.Then == MoveBack {
				a.Claimer = 0
			} else {
				a.Back = 0
			}
		case PutBack:
			a.Front, err = parsePeg(arg)
			if err == nil && a.Front.Path != Main {
				err = fmt.Errorf("a peg is put back on a main-path hole, not %v", a.Front)
			}
		default:
			if arg != "" {
				err = fmt.Errorf("%q after %q", arg, w)
			}
		}
		return a, err
	}
	return a, fmt.Errorf("%q is not a remedy (new deal, move back HOLES, put back HOLE, claim SIDE, void)", rest)
}
