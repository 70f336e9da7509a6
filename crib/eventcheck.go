package crib

import (
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// Each event's check, which the events table runs on every event read: an
// event no game could report (a seat or side out of range, a card twice, a
// hand's points that are not its cards', a board no game shows) is refused
// with an error wrapping ErrBadRecord. What the game alone can judge is in
// this file and check.go; the stored forms are elsewhere.

// eventBad returns the error of an event that cannot happen.
func eventBad(e Event) error {
	return fmt.Errorf("crib: %w: %T %+v cannot happen", ErrBadRecord, e, e)
}

func seatIn(s int) bool { return s >= 0 && s < MaxSeats }

func sidesIn(n int) bool { return n >= 2 && n <= MaxSides }

func pointsIn(n int) bool {
	return n >= 0 && n <= 10000
}

func setIn(s cards.Set) bool { return s&^cards.FullSet == 0 }

func (e DealerCut) check() error {
	var seen cards.Set
	for s, c := range e.Cuts {
		if c != cards.NoCard && (!c.IsStandard() || seen.Has(c)) || c == cards.NoCard && e.Tied&(1<<s) != 0 {
			return eventBad(e)
		}
		seen = seen.With(c)
	}
	ok := e.Tied>>MaxSeats == 0 && (e.Dealer == NoSeat && e.Tied&(e.Tied-1) != 0 ||
		seatIn(e.Dealer) && e.Tied == 0 && e.Cuts[max(e.Dealer, 0)] != cards.NoCard)
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e Dealt) check() error {
	var all cards.Set
	size := -1
	if e.Held > 0 {
		size = e.Held
	}
	ok := e.Deal >= 1 && e.Deal <= codec.MaxNumber && sidesIn(e.Seats) && e.Dealer >= 0 && e.Dealer < e.Seats && e.Out>>e.Seats == 0 &&
		e.Out&(1<<e.Dealer) == 0 && setIn(e.FromPack) && e.FromPack.Len() <= 4 && e.Held >= 0 && e.Held <= 6 &&
		e.PackCards >= 0 && e.PackCards <= 4 && (e.PackCards == 0 || e.FromPack == 0)
	all = e.FromPack
	hidden := 0
	for s, h := range e.Hands {
		out := s >= e.Seats || e.Out&(1<<s) != 0
		if !out && h == 0 && e.Held > 0 {
			hidden++
			continue
		}
		if !setIn(h) || h&all != 0 || out && h != 0 || !out && (h.Len() < 4 || size >= 0 && h.Len() != size) {
			ok = false
		}
		if !out {
			size = h.Len()
		}
		all |= h
	}
	if (hidden > 0) != (e.Held > 0) {
		ok = false
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e Discarded) check() error {
	if !seatIn(e.Seat) || !setIn(e.Cards) || e.Cards.Len() > 4 || e.Count < 0 || e.Count > 4 || e.Count > 0 && e.Cards != 0 {
		return eventBad(e)
	}
	return nil
}

func (e StarterTurned) check() error {
	if !seatIn(e.Cutter) || e.Depth < 0 || e.Depth > 51 || !e.Starter.IsStandard() {
		return eventBad(e)
	}
	return nil
}

func (e Laid) check() error {
	st := e.Step
	ok := seatIn(st.Seat) && st.Card.IsStandard() && st.Score.Count >= score.Value(st.Card) && st.Gone>>MaxSeats == 0 &&
		st.Gone&(1<<st.Seat) == 0 && st.Next >= -1 && st.Next < MaxSeats && !(st.GoPoint && st.LastCard) &&
		(!st.GoPoint && !st.LastCard || st.NewCount) && (!st.Score.ThirtyOne || st.NewCount && !st.GoPoint && !st.LastCard) &&
		(st.Next >= 0 || st.LastCard || st.Score.ThirtyOne)
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e GoSaid) check() error {
	if !seatIn(e.Seat) || e.Count < 0 || e.Count > 30 {
		return eventBad(e)
	}
	return nil
}

func (e CountRestarted) check() error {
	if e.Leader < NoSeat || e.Leader >= MaxSeats {
		return eventBad(e)
	}
	return nil
}

func (e Shown) check() error {
	cs := cards.SetOf(e.Cards[:]...)
	ok := seatIn(e.Seat) && e.Side >= 0 && e.Side <= e.Seat && cs.Len() == 4 && e.Starter.IsStandard() && !cs.Has(e.Starter)
	if ok { // the points Breakdown totals, counted without making it
		points := score.Hand(e.Cards, e.Starter)
		if e.Crib {
			points = score.Crib(e.Cards, e.Starter)
		}
		ok = points != score.NoScore && points == e.Points
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

// check reports why sc is no score of a game on board b.
func (sc Score) check(b Board) error {
	ok := sc.Kind >= ScoreHeels && sc.Kind <= ScorePlace && sc.Seat >= NoSeat && sc.Seat < MaxSeats &&
		sc.Side >= 0 && sc.Side < b.Sides && sc.Points >= -10000 && sc.Points <= 10000 && len(sc.Rule) < 1000 &&
		(sc.Kind == ScorePlace || sc.Place == Pegs{}) && (sc.Kind == ScorePlay || sc.Kind == ScoreClaim || sc.Play == score.PlayScore{})
	if ok && sc.Kind == ScorePlace {
		ok = b.Place(sc.Side, sc.Place).Pegs[sc.Side] == sc.Place
	}
	if !ok {
		return fmt.Errorf("crib: %w: a score %+v", ErrBadRecord, sc)
	}
	return nil
}

func (e Pegged) check() error {
	if err := e.Board.check(); err != nil {
		return fmt.Errorf("crib: %w", err)
	}
	if err := e.Score.check(e.Board); err != nil {
		return err
	}
	if f := e.From; f.Rear < 0 || f.Rear > f.Front || f.Front > e.Board.GameHole {
		return eventBad(e)
	}
	return nil
}

func (e DealOver) check() error {
	if err := e.Board.check(); err != nil {
		return fmt.Errorf("crib: %w", err)
	}
	if e.Deal < 1 || e.Deal > codec.MaxNumber || !seatIn(e.NextDealer) {
		return eventBad(e)
	}
	return nil
}

func (e GameOver) check() error {
	if err := e.Board.check(); err != nil {
		return fmt.Errorf("crib: %w", err)
	}
	ok := e.Winner >= 0 && e.Winner < e.Board.Sides && e.Board.Out(e.Winner) && e.GamePoints >= 0 && e.GamePoints <= maxGamePoints
	for s, l := range e.Skunk {
		if l < 0 || l > 3 || l > 0 && (s == e.Winner || s >= e.Board.Sides) {
			ok = false
		}
	}
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e Claimed) check() error {
	if !seatIn(e.Seat) || e.Kind < ScoreHeels || e.Kind > ScorePlace || !pointsIn(e.Points) {
		return eventBad(e)
	}
	return nil
}

func (e MugginsCalled) check() error {
	ok := seatIn(e.Caller) && seatIn(e.Target) && e.Caller != e.Target && e.Asked >= 1 && e.Asked <= 29 &&
		(e.Wrong && e.Awarded == 0 || !e.Wrong && e.Awarded >= 1 && e.Awarded <= e.Asked)
	if !ok {
		return eventBad(e)
	}
	return nil
}

func (e OverpegCorrected) check() error {
	if !seatIn(e.By) || !seatIn(e.Target) || e.Excess < 1 || e.Excess > 10000 {
		return eventBad(e)
	}
	return nil
}

func (e JudgesCalled) check() error {
	if len(e.Rule) > 1000 || len(e.Reason) > 10000 {
		return eventBad(e)
	}
	return nil
}

func (e PegOutReminded) check() error {
	if !seatIn(e.Seat) {
		return eventBad(e)
	}
	return nil
}

func (e Accepted) check() error {
	if !seatIn(e.Seat) {
		return eventBad(e)
	}
	return nil
}

func (e Forfeited) check() error {
	if !seatIn(e.Seat) || !pointsIn(e.Points) || len(e.Rule) > 1000 {
		return eventBad(e)
	}
	return nil
}

func (e ClaimTakenBack) check() error {
	if err := e.Board.check(); err != nil {
		return fmt.Errorf("crib: %w", err)
	}
	if !seatIn(e.Seat) || !pointsIn(e.Points) || len(e.Rule) > 1000 {
		return eventBad(e)
	}
	return nil
}

func (e Mixed) check() error {
	switch e.Rule {
	case "9.4a", "9.4b", "9.4c", "9.2d", "9.4":
		if seatIn(e.Seat) {
			return nil
		}
	}
	return eventBad(e)
}

func (e Conceded) check() error {
	if !seatIn(e.Seat) || e.Sides != 2 || e.Winner < 0 || e.Winner > 1 || e.Winner == e.Seat%2 {
		return eventBad(e)
	}
	return nil
}

func (e Folded) check() error {
	if !sidesIn(e.Sides) || e.Side < 0 || e.Side >= e.Sides {
		return eventBad(e)
	}
	return nil
}

func (e SatOut) check() error {
	if !sidesIn(e.Sides) || e.Side < 0 || e.Side >= e.Sides || !seatIn(e.Dealer) {
		return eventBad(e)
	}
	return nil
}

func (e Redealt) check() error {
	if e.Deal < 1 || e.Deal > codec.MaxNumber || !seatIn(e.Dealer) {
		return eventBad(e)
	}
	return nil
}

func (e Declined) check() error {
	if !sidesIn(e.Sides) || e.Side < 0 || e.Side >= e.Sides || e.Points < 1 || e.Points > 10000 || e.GiveBack < NoSeat || e.GiveBack >= e.Sides {
		return eventBad(e)
	}
	return nil
}
