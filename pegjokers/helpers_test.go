package pegjokers_test

import (
	"slices"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// fataler is what both *testing.T and *rapid.T offer.
type fataler interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// maxTestTurns bounds the random games of the tests; the longest seen in
// thousands of games of random choices is under a tenth of it.
const maxTestTurns = 60000

// newGame is NewGame for a test: a refused deal fails the test.
func newGame(t fataler, r pegjokers.Rules, n int, a pegjokers.Arrangement, seed uint64) pegjokers.Game {
	t.Helper()
	g, err := pegjokers.NewGame(r, n, a, seed)
	if err != nil {
		t.Fatalf("NewGame(%+v, %d, %v, %d): %v", r, n, a, seed, err)
	}
	return g
}

// newPosition is NewPosition for a test.
func newPosition(t fataler, n int, a pegjokers.Arrangement) pegjokers.Position {
	t.Helper()
	p, err := pegjokers.NewPosition(n, a)
	if err != nil {
		t.Fatalf("NewPosition(%d, %v): %v", n, a, err)
	}
	return p
}

// mustPlay plays ch: a refused turn fails the test.
func mustPlay(t fataler, g pegjokers.Game, ch pegjokers.Choice) (pegjokers.Game, []pegjokers.Event) {
	t.Helper()
	next, ev, err := g.Play(ch)
	if err != nil {
		t.Fatalf("Play(%v) in\n%v: %v", ch, g.Diagram(), err)
	}
	return next, ev
}

// checkPosition checks the invariants of a position.
func checkPosition(t fataler, p pegjokers.Position) {
	t.Helper()
	var pegs [][5]pegjokers.Place
	for s := range pegjokers.Seat(p.Seats()) {
		pegs = append(pegs, p.Pegs(s))
	}
	// PositionOf refuses two pegs in one track hole, two pegs of one seat in
	// one Finish hole, holes out of range.
	q, err := pegjokers.PositionOf(p.Seating(), p.Turn(), pegs)
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
func checkCards(t fataler, g pegjokers.Game) {
	t.Helper()
	if err := g.Check(); err != nil {
		t.Fatalf("%v\n%v", err, g.Diagram())
	}
	var all []cards.Card
	for s := range pegjokers.Seat(g.Position().Seats()) {
		h := g.Hand(s)
		if len(h) > pegjokers.HandSize || len(h) != g.Held(s) {
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

// playTurn plays ch as a whole turn (Play) and checks the transition and
// its events.
func playTurn(t fataler, g pegjokers.Game, ch pegjokers.Choice) pegjokers.Game {
	t.Helper()
	before := g
	next, ev := mustPlay(t, g, ch)
	if g != before {
		t.Fatal("Play changed the game it was called on")
	}
	checkPlay(t, g, next, ch, ev)
	if st, _ := next.Next(); st != pegjokers.StepPlay && st != pegjokers.StepNone {
		t.Fatalf("after a whole turn the game waits for %v", st)
	}
	return next
}

// checkPlay checks the move, the discard and the events of ch, which led
// from g to next (with the draws that followed it, if any).
func checkPlay(t fataler, g, next pegjokers.Game, ch pegjokers.Choice, ev []pegjokers.Event) {
	t.Helper()
	p, q := g.Position(), next.Position()
	if int(q.Turn()) != (int(p.Turn())+1)%p.Seats() || next.Turns() != g.Turns()+1 {
		t.Fatalf("turn did not pass: %v -> %v", p, q)
	}
	want := p.WithTurn(q.Turn())
	if !ch.Move.IsZero() {
		var err error
		if want, err = g.Rules().Apply(p, ch.Move); err != nil {
			t.Fatal(err)
		}
	}
	if q != want {
		t.Fatalf("position after %v is %v, want %v", ch, q, want)
	}
	if next.Shuffles() == g.Shuffles() {
		if d := next.Discards(); len(d) != len(g.Discards())+1 || d[len(d)-1] != ch.Card {
			t.Fatalf("discards %v after playing %v", d, ch.Card)
		}
	} else if len(next.Discards()) != 0 || g.DrawPile() > 1 {
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
func checkEvents(t fataler, g, next pegjokers.Game, ch pegjokers.Choice, ev []pegjokers.Event) {
	t.Helper()
	var want []pegjokers.Event
	switch st, d := g.Next(); st {
	case pegjokers.StepDraw:
		want = append(want, pegjokers.Missed{Seat: d})
	case pegjokers.StepLateDraw:
		want = append(want, pegjokers.Missed{Seat: d, Late: true})
	}
	want = append(want, pegjokers.Played{Seat: g.Turn(), Card: ch.Card, Move: ch.Move, Position: g.Position()})
	if team, ok := next.Winner(); ok {
		want = append(want, pegjokers.GameOver{Team: team, Seating: next.Position().Seating(), Turns: next.Turns()})
	} else {
		draws := next.Held(g.Turn()) - g.Held(g.Turn()) + 1
		pile := g.DrawPile()
		for i := range draws {
			if pile == 0 {
				want = append(want, pegjokers.Reshuffled{Shuffle: next.Shuffles(), Cards: len(g.Discards()) + 1})
			}
			pile--
			want = append(want, pegjokers.Drew{Seat: g.Turn(), Late: i > 0})
		}
	}
	if !slices.Equal(want, ev) { // events are comparable; cmp only explains
		t.Fatalf("events of %v (-want +got):\n%s", ch, cmp.Diff(want, ev, cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })))
	}
}

// playOut plays g to its end with uniformly random legal choices from pick.
func playOut(t fataler, g pegjokers.Game, pick func(n int) int) pegjokers.Game {
	t.Helper()
	for !g.Over() {
		if g.Turns() >= maxTestTurns {
			t.Fatalf("game of %v seed %d not over after %d turns", g.Position().Seating(), g.Seed(), g.Turns())
		}
		chs := g.Choices()
		g = playTurn(t, g, chs[pick(len(chs))])
	}
	if len(g.Choices()) != 0 {
		t.Fatal("choices after the game")
	}
	return g
}

// cardstestCard draws a card of the game: a standard card or a Joker.
func cardstestCard(t *rapid.T) cards.Card {
	if rapid.IntRange(0, 9).Draw(t, "joker?") == 0 {
		return cards.Joker
	}
	return cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "card index"))
}

// mustApply applies a: a refused action fails the test.
func mustApply(t fataler, g pegjokers.Game, a pegjokers.Action) (pegjokers.Game, []pegjokers.Event) {
	t.Helper()
	next, ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("Apply(%v) in\n%v: %v", a, g.Diagram(), err)
	}
	return next, ev
}

// applyChecked applies a Choice or a Draw and checks the transition, its
// events and the invariants against a model of the guide's rule 12 as the
// package reads it.
func applyChecked(t fataler, g pegjokers.Game, a pegjokers.Action) pegjokers.Game {
	t.Helper()
	before := g
	next, ev := mustApply(t, g, a)
	if g != before {
		t.Fatal("Apply changed the game it was called on")
	}
	switch a := a.(type) {
	case pegjokers.Choice:
		checkPlay(t, g, next, a, ev)
		if st, _ := next.Next(); st != pegjokers.StepDraw && st != pegjokers.StepNone {
			t.Fatalf("after a play the game waits for %v", st)
		}
		if d := g.Turn(); next.Owed(d) != g.Owed(d) {
			t.Fatalf("%v's play changed its own debt", d)
		}
		switch st, d := g.Next(); st {
		case pegjokers.StepDraw:
			if !next.Owed(d) || next.MissedDraws() != g.MissedDraws()+1 {
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
		want = append(want, pegjokers.Drew{Seat: d, Late: late})
		if !slices.Equal(want, ev) {
			t.Fatalf("events of %v (-want +got):\n%s", a, cmp.Diff(want, ev))
		}
		if next.Held(d) != g.Held(d)+1 || next.Position() != g.Position() || next.Turns() != g.Turns() {
			t.Fatalf("the draw did not add one card to %v's hand and nothing else", d)
		}
		wantStep, wantOwed := pegjokers.StepPlay, false
		switch short := next.Held(d) < pegjokers.HandSize; {
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

// randomStep applies one random action to g: the play or draw the game
// waits for, or, one time in missOdds, a play by the next seat instead of
// a draw (a missed draw or a lapsed extra card).
func randomStep(t fataler, g pegjokers.Game, rng interface{ IntN(int) int }, missOdds int) pegjokers.Game {
	t.Helper()
	st, _ := g.Next()
	chs := g.Choices()
	if st == pegjokers.StepPlay || (len(chs) > 0 && rng.IntN(missOdds) == 0) {
		return applyChecked(t, g, chs[rng.IntN(len(chs))])
	}
	return applyChecked(t, g, pegjokers.Draw{})
}
