package pegjokers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// PartOutcome is one part of a move with the pegs it landed on, in the order
// the chain of landings met them.
type PartOutcome struct {
	Part     Part
	Landings []Landing
}

// Explanation is what a move does: its parts and, for each, the pegs landed
// on and where they went. [Move.Describe] puts it into words.
type Explanation struct {
	Move  Move
	Parts []PartOutcome
	After Position // the position after the move
}

// Explain carries out m in p and says what happens. It checks that each part
// can be carried out (the peg is where the part says and the landing rules
// allow its landing) but not that m's card allows m: [Apply] does that.
// The error wraps [ErrIllegalMove]. It carries m out as the default rules
// do; [Rules.Explain] carries it out under other rules.
func Explain(p Position, m Move) (Explanation, error) { return DefaultRules.Explain(p, m) }

// Explain is [Explain] under r: the same but for [Rules.InSpotSwap], the
// one option that changes what a part's landing does.
func (r Rules) Explain(p Position, m Move) (Explanation, error) {
	if !p.IsValid() {
		return Explanation{}, fmt.Errorf("pegjokers: %w: %w: %w: the zero Position", ErrIllegalMove, ErrInvalidPosition, ErrZeroValue)
	}
	if m.IsZero() {
		return Explanation{}, fmt.Errorf("pegjokers: %w: the zero Move", ErrIllegalMove)
	}
	var b board
	b.setup(p)
	b.swap = r.InSpotSwap
	e := Explanation{Move: m}
	for i, pt := range m.Parts {
		if pt.Kind == NoKind {
			if i == 0 {
				return Explanation{}, fmt.Errorf("pegjokers: %w: %v has no first part", ErrIllegalMove, m)
			}
			break
		}
		if int(pt.Seat) >= int(p.n) || !pt.To.IsValid() || (pt.To.IsTrack() && pt.To.Hole() >= b.L) || !hasPeg(b.p, pt.Seat, pt.From) {
			return Explanation{}, fmt.Errorf("pegjokers: %w: %v: no %v peg at %v to move", ErrIllegalMove, m, pt.Seat, pt.From)
		}
		if pt.To.IsStart() || pt.From == pt.To {
			return Explanation{}, fmt.Errorf("pegjokers: %w: %v: a part must move its peg", ErrIllegalMove, m)
		}
		res := b.p
		var rec []Landing
		if _, ok := b.do(&res, nil, pt.Seat, pt.From, pt.To, pt.Kind == Forward || pt.Kind == Backward, &rec); !ok {
			return Explanation{}, fmt.Errorf("pegjokers: %w: %v: the landing rules forbid %v", ErrIllegalMove, m, pt)
		}
		e.Parts = append(e.Parts, PartOutcome{pt, rec})
		b.index(res)
	}
	e.After = b.p
	e.After.turn = p.next()
	return e, nil
}

func hasPeg(p Position, s Seat, pl Place) bool {
	for _, x := range p.Pegs(s) {
		if x == pl {
			return true
		}
	}
	return false
}

// Describe says in words what m does in p, as in
//
//	Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes
//	next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)
//
// (on one line). If m cannot be carried out in p it returns m's compact form
// with the reason.
func (m Move) Describe(p Position) string {
	e, err := Explain(p, m)
	if err != nil {
		return m.String() + " (cannot be carried out: " + err.Error() + ")"
	}
	return e.String()
}

// String puts the explanation into words, naming seats by colour; see
// [Move.Describe].
func (e Explanation) String() string { return e.Describe(nil) }

// Describe puts the explanation into words as [Explanation.String] does,
// naming seat i names[i] (its colour when names is too short or names[i] is
// empty), as an [Event]'s Describe does.
func (e Explanation) Describe(names []string) string {
	return e.say(namer(names), rankPhrase(e.Move.Rank))
}

// namer returns the name of each seat: names[s], or its colour.
func namer(names []string) func(Seat) string {
	return func(s Seat) string {
		if int(s) < len(names) && names[s] != "" {
			return names[s]
		}
		return s.Color()
	}
}

// say puts the explanation into words, naming seats by name and the card
// played by card ("a 7").
func (e Explanation) say(name func(Seat) string, card string) string {
	var b strings.Builder
	m := e.Move
	b.WriteString(name(m.Seat))
	b.WriteString(" plays ")
	b.WriteString(card)
	if len(e.Parts) > 0 && e.Parts[0].Part.Seat != m.Seat {
		b.WriteString(" for " + name(e.Parts[0].Part.Seat))
	}
	b.WriteString(": ")
	split := len(e.Parts) == 2
	for i, po := range e.Parts {
		if i > 0 {
			b.WriteString("; ")
		}
		pt := po.Part
		peg := pegPhrase(name, m.Seat, pt)
		switch {
		case pt.Kind == ComeOut:
			b.WriteString("a peg out of Start")
		case pt.Kind == Jump:
			b.WriteString(peg + " jumps")
		case split:
			b.WriteString(strconv.Itoa(int(pt.Steps)) + " with " + peg)
			if pt.Kind == Backward {
				b.WriteString(" back")
			}
		case pt.Kind == Backward:
			b.WriteString(peg + " back " + strconv.Itoa(int(pt.Steps)))
		default:
			b.WriteString(peg + " forward " + strconv.Itoa(int(pt.Steps)))
		}
		b.WriteString(destPhrase(name, m.Seat, pt, po.Landings))
	}
	return b.String()
}

func rankPhrase(r cards.Rank) string {
	switch r {
	case cards.Ace:
		return "an Ace"
	case cards.Eight:
		return "an 8"
	case cards.Jack, cards.Queen, cards.King, cards.JokerRank:
		return "a " + r.Name()
	}
	return "a " + r.String()
}

// pegPhrase names the peg a part moves: "the peg on hole 8" for the player's
// own, "White's peg in f2" for a teammate's.
func pegPhrase(name func(Seat) string, player Seat, pt Part) string {
	where := "on hole " + strconv.Itoa(pt.From.Hole())
	switch {
	case pt.From.IsStart():
		where = "from Start"
	case pt.From.IsFinish():
		where = "in f" + strconv.Itoa(pt.From.FinishHole())
	}
	if pt.Seat == player {
		if pt.From.IsStart() {
			return "a peg from Start"
		}
		return "the peg " + where
	}
	return name(pt.Seat) + "'s peg " + where
}

func destPhrase(name func(Seat) string, player Seat, pt Part, ls []Landing) string {
	if pt.To.IsFinish() {
		if pt.Seat == player {
			return " into Finish (f" + strconv.Itoa(pt.To.FinishHole()) + ")"
		}
		return " into " + name(pt.Seat) + "'s Finish (f" + strconv.Itoa(pt.To.FinishHole()) + ")"
	}
	h := strconv.Itoa(pt.To.Hole())
	if len(ls) == 0 {
		if pt.Kind == ComeOut || pt.Kind == Jump {
			return " onto hole " + h
		}
		return " to hole " + h
	}
	var b strings.Builder
	for i, l := range ls {
		if i == 0 {
			b.WriteString(" onto " + name(l.Seat) + " (hole " + h + ")")
		} else {
			b.WriteString(", landing on " + name(l.Seat))
		}
		if l.To.IsStart() {
			b.WriteString(", who goes back to Start")
		} else if l.To != Track(l.Seat.InSpot()) {
			b.WriteString(", who swaps to hole " + strconv.Itoa(pt.From.Hole()))
		} else {
			b.WriteString(", who goes next to " + name(l.Seat) + "'s Finish")
		}
	}
	return b.String()
}
