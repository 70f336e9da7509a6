package pegjokers_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// checkPosition checks the invariants of a position.
func checkPosition(t must.TB, p pegjokers.Position) {
	t.Helper()
	var pegs [][5]pegjokers.Place
	for s := range pegjokers.Seat(p.Seats()) {
		pegs = append(pegs, p.Pegs(s))
	}
	// PositionOf refuses two pegs in one track hole, two pegs of one seat in
	// one Finish hole, holes out of range.
	q, err := pegjokers.PositionOf(p.Seating(), p.Turn(), pegs)
	for s := range pegjokers.Seat(p.Seats()) {
		if err == nil {
			q, err = q.WithPasses(s, p.Passes(s))
		}
	}
	if err != nil || q != p {
		t.Fatalf("%v is not a valid position: %v", p, err)
	}
	if r, err := pegjokers.ParsePosition(p.String()); err != nil || r != p {
		t.Fatalf("ParsePosition(%q) = %v, %v", p.String(), r, err)
	}
	winners := 0
	for team := range p.Teams() {
		done := true
		for _, s := range p.Seating().Members(team) {
			done = done && p.Done(s)
		}
		if done {
			winners++
		}
	}
	if winners > 1 {
		t.Fatalf("%v: %d winning teams", p, winners)
	}
}

// checkCards checks the game's invariants with its own checker, and, apart
// from it, that no card is lost or duplicated and no hand holds more than
// five cards.
func checkCards(t must.TB, g pegjokers.Game) {
	t.Helper()
	if err := g.Check(); err != nil {
		t.Fatalf("%v\n%v", err, g.Diagram())
	}
	var all []cards.Card
	for s := range pegjokers.Seat(g.Position().Seats()) {
		h := g.Hand(s)
		if len(h) > fullHand(g.Rules()) || len(h) != g.Held(s) {
			t.Fatalf("%v holds %d cards (Held says %d)", s, len(h), g.Held(s))
		}
		for _, c := range h {
			if !c.IsValid() {
				t.Fatalf("%v holds %v", s, c)
			}
		}
		all = append(all, h...)
	}
	all = append(all, g.Discards()...)
	all = append(all, g.DrawCards()...)
	if len(g.DrawCards()) != g.DrawPile() {
		t.Fatalf("draw pile length %d, DrawPile %d", len(g.DrawCards()), g.DrawPile())
	}
	want := g.Rules().Deck().Cards()
	slices.Sort(all)
	slices.Sort(want)
	if !slices.Equal(all, want) {
		t.Fatalf("cards lost or duplicated: have %d, want %d", len(all), len(want))
	}
}

// checkPlay checks the move, the discard and the events of ch, which led
// from g to next (with the draws that followed it, if any).
func checkPlay(t must.TB, g, next pegjokers.Game, ch pegjokers.Choice, ev []pegjokers.Event) {
	t.Helper()
	p, q := g.Position(), next.Position()
	if int(q.Turn()) != (int(p.Turn())+1)%p.Seats() || next.Turns() != g.Turns()+1 {
		t.Fatalf("turn did not pass: %v -> %v", p, q)
	}
	var want pegjokers.Position
	var err error
	if ch.Move.IsZero() {
		want, err = g.Rules().Pass(p, ch.Card)
	} else {
		want, err = g.Rules().Apply(p, ch.Move)
	}
	if err != nil {
		t.Fatal(err)
	}
	if q != want {
		t.Fatalf("position after %v is %v, want %v", ch, q, want)
	}
	if next.Shuffles() == g.Shuffles() {
		if d := next.Discards(); wholeHand(g, ch) {
			if len(d) != len(g.Discards())+g.Held(g.Turn()) || d[len(g.Discards())] != ch.Card {
				t.Fatalf("discards %v after discarding the hand %v with %v", d, g.Hand(g.Turn()), ch.Card)
			}
		} else if len(d) != len(g.Discards())+1 || d[len(d)-1] != ch.Card {
			t.Fatalf("discards %v after playing %v", d, ch.Card)
		}
	} else if len(next.Discards()) != 0 || g.DrawPile() > 1 && !wholeHand(g, ch) || g.DrawPile() >= next.Held(g.Turn()) {
		t.Fatalf("reshuffled with %d cards in the draw pile, leaving %d discards", g.DrawPile(), len(next.Discards()))
	}
	checkEvents(t, g, next, ch, ev)
	checkPosition(t, q)
	checkCards(t, next)
}

// checkEvents checks the events of the play ch (and the draws after it)
// that led from g to next: a missed draw when g waited for one, the turn
// played, the end when it came, or else each draw with a reshuffle before
// the one that emptied the pile, in that order, and nothing else.
func checkEvents(t must.TB, g, next pegjokers.Game, ch pegjokers.Choice, ev []pegjokers.Event) {
	t.Helper()
	var want []pegjokers.Event
	switch st, d := g.Next(); st {
	case pegjokers.StepDraw:
		want = append(want, pegjokers.Missed{Seat: d})
	case pegjokers.StepLateDraw:
		want = append(want, pegjokers.Missed{Seat: d, Late: true})
	}
	played := pegjokers.Played{Seat: g.Turn(), Card: ch.Card, Move: ch.Move, Position: g.Position(), InSpotSwap: g.Rules().InSpotSwap}
	if wholeHand(g, ch) {
		played.Discarded = g.Held(g.Turn()) - 1
	}
	want = append(want, played)
	if team, ok := next.Winner(); ok {
		want = append(want, pegjokers.GameOver{Team: team, Seating: next.Position().Seating(), Turns: next.Turns()})
	} else {
		draws := next.Held(g.Turn()) - g.Held(g.Turn()) + 1
		if wholeHand(g, ch) {
			draws = next.Held(g.Turn())
		}
		pile := g.DrawPile()
		drawn := next.Hand(g.Turn())
		drawn = drawn[max(len(drawn)-draws, 0):]
		for i := range draws {
			if pile == 0 {
				want = append(want, pegjokers.Reshuffled{Shuffle: next.Shuffles(), Cards: len(g.Discards()) + played.Discarded + 1})
			}
			pile--
			want = append(want, pegjokers.Drew{Seat: g.Turn(), Late: i > 0 && !wholeHand(g, ch), Card: drawn[min(i, len(drawn)-1)]})
		}
	}
	if !slices.Equal(want, ev) { // events are comparable; cmp only explains
		t.Fatalf("events of %v (-want +got):\n%s", ch, cmp.Diff(want, ev, cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })))
	}
}

// applyChecked applies a Choice or a Draw and checks the transition, its
// events and the invariants against a model of the guide's rule 12 as the
// package reads it.
func applyChecked(t must.TB, g pegjokers.Game, a pegjokers.Action) pegjokers.Game {
	t.Helper()
	next, ev := mustApply(t, g, a)
	switch a := a.(type) {
	case pegjokers.Choice:
		checkPlay(t, g, next, a, ev)
		if st, _ := next.Next(); st != pegjokers.StepDraw && st != pegjokers.StepNone {
			t.Fatalf("after a play the game waits for %v", st)
		}
		if d := g.Turn(); next.Owed(d) != g.Owed(d) && !wholeHand(g, a) {
			t.Fatalf("%v's play changed its own debt", d)
		}
		switch st, d := g.Next(); st {
		case pegjokers.StepDraw:
			missed := 1
			if g.View().Refill {
				missed = fullHand(g.Rules()) - g.Held(d)
			}
			if !next.Owed(d) || next.MissedDraws() != g.MissedDraws()+missed {
				t.Fatalf("%v missed a draw and is not owed one", d)
			}
		case pegjokers.StepLateDraw:
			if next.Owed(d) {
				t.Fatalf("%v's extra card did not lapse", d)
			}
		}
	case pegjokers.Draw:
		st, d := g.Next()
		late := st == pegjokers.StepLateDraw
		var want []pegjokers.Event
		if g.DrawPile() == 0 {
			want = append(want, pegjokers.Reshuffled{Shuffle: g.Shuffles() + 1, Cards: len(g.Discards())})
		}
		held := next.Hand(d)
		want = append(want, pegjokers.Drew{Seat: d, Late: late, Card: held[len(held)-1]})
		if !slices.Equal(want, ev) {
			t.Fatalf("events of %v (-want +got):\n%s", a, cmp.Diff(want, ev))
		}
		if next.Held(d) != g.Held(d)+1 || next.Position() != g.Position() || next.Turns() != g.Turns() {
			t.Fatalf("the draw did not add one card to %v's hand and nothing else", d)
		}
		wantStep, wantOwed := pegjokers.StepPlay, false
		switch short := next.Held(d) < fullHand(g.Rules()); {
		case g.View().Refill && short:
			wantStep = pegjokers.StepDraw
		case g.View().Refill:
		case late && g.Rules().CatchUp && short:
			wantStep, wantOwed = pegjokers.StepLateDraw, true
		case !late && g.Owed(d) && short:
			wantStep, wantOwed = pegjokers.StepLateDraw, true
		}
		if nst, _ := next.Next(); nst != wantStep || next.Owed(d) != wantOwed {
			t.Fatalf("after %v's draw (late %v): step %v owed %v, want %v and %v", d, late, nst, next.Owed(d), wantStep, wantOwed)
		}
		if late && next.LateDraws() != g.LateDraws()+1 {
			t.Fatal("a late draw not counted")
		}
		checkCards(t, next)
	default:
		t.Fatalf("applyChecked(%T)", a)
	}
	return next
}

// fullHand returns the size of a full hand under r.
func fullHand(r pegjokers.Rules) int {
	if r.HandSize == 0 {
		return pegjokers.HandSize
	}
	return r.HandSize
}

// wholeHand reports whether ch, played in g, discards the player's whole
// hand: a pass under Rules.DiscardHand when no card held has a move.
func wholeHand(g pegjokers.Game, ch pegjokers.Choice) bool {
	if !ch.Move.IsZero() || !g.Rules().DiscardHand {
		return false
	}
	for _, c := range g.Hand(g.Turn()) {
		if len(g.LegalMoves(c)) > 0 {
			return false
		}
	}
	return true
}

// TestEventJSONAtTheEdges: each count an event's JSON checks is written
// and read back at its edges, and refused one past them with its text.
func TestEventJSONAtTheEdges(t *testing.T) {
	pairs4 := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	maxCards := pegjokers.MaxPacks * 54
	for _, e := range []pegjokers.Event{
		pegjokers.Reshuffled{Shuffle: 1, Cards: 1},
		pegjokers.Reshuffled{Shuffle: 1, Cards: maxCards},
		pegjokers.GameOver{Team: 1, Seating: pairs4, Turns: 1},
		pegjokers.GameOver{Team: 0, Seating: pairs4, Turns: 1<<32 - 1},
		pegjokers.Drew{Seat: pegjokers.MaxSeats - 1, Late: true},
		pegjokers.Missed{Seat: pegjokers.MaxSeats - 1},
	} {
		back, err := pegjokers.UnmarshalEvent(mustEvent(t, e))
		if err != nil || back != e {
			t.Errorf("%#v reads back as %#v, %v", e, back, err)
		}
	}
	for _, tt := range []struct {
		e    pegjokers.Event
		want string
	}{
		{pegjokers.Reshuffled{Shuffle: 1, Cards: 0}, `pegjokers: bad record: reshuffle 1 of 0 cards`},
		{pegjokers.Reshuffled{Shuffle: 1, Cards: maxCards + 1}, `pegjokers: bad record: reshuffle 1 of 217 cards`},
		{pegjokers.GameOver{Team: 2, Seating: pairs4, Turns: 1}, `pegjokers: bad record: team 2 of 4 pairs won after 1 turn`},
		{pegjokers.GameOver{Team: -1, Seating: pairs4, Turns: 1}, `pegjokers: bad record: team -1 of 4 pairs won after 1 turn`},
		{pegjokers.GameOver{Team: 0, Seating: pairs4, Turns: 1 << 32}, `pegjokers: bad record: team 0 of 4 pairs won after 4294967296 turns`},
		{pegjokers.Drew{Seat: pegjokers.MaxSeats}, `pegjokers: bad record: Seat(8) is not a seat`},
		{pegjokers.Missed{Seat: pegjokers.MaxSeats}, `pegjokers: bad record: Seat(8) is not a seat`},
	} {
		if _, err := pegjokers.MarshalEvent(tt.e); err == nil || err.Error() != tt.want {
			t.Errorf("MarshalEvent(%#v):\n got %v\nwant %s", tt.e, err, tt.want)
		}
	}
}
