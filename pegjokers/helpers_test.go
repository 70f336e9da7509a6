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

// checkCards checks that no card is lost or duplicated and every hand holds
// five cards.
func checkCards(t fataler, g pegjokers.Game) {
	t.Helper()
	var all []cards.Card
	for s := range pegjokers.Seat(g.Position().Seats()) {
		h := g.Hand(s)
		if len(h) != pegjokers.HandSize {
			t.Fatalf("%v holds %d cards", s, len(h))
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

// playTurn plays ch and checks the transition and its events.
func playTurn(t fataler, g pegjokers.Game, ch pegjokers.Choice) pegjokers.Game {
	t.Helper()
	before := g
	next, ev := mustPlay(t, g, ch)
	if g != before {
		t.Fatal("Play changed the game it was called on")
	}
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
	} else if len(next.Discards()) != 0 || g.DrawPile() != 0 {
		t.Fatalf("reshuffled with %d cards in the draw pile, leaving %d discards", g.DrawPile(), len(next.Discards()))
	}
	checkEvents(t, g, next, ch, ev)
	checkPosition(t, q)
	checkCards(t, next)
	return next
}

// checkEvents checks the events of the turn ch that led from g to next:
// the turn played, a reshuffle when there was one, the end when it came,
// in that order, and nothing else.
func checkEvents(t fataler, g, next pegjokers.Game, ch pegjokers.Choice, ev []pegjokers.Event) {
	t.Helper()
	want := []pegjokers.Event{pegjokers.Played{Seat: g.Turn(), Card: ch.Card, Move: ch.Move, Position: g.Position()}}
	if next.Shuffles() != g.Shuffles() {
		want = append(want, pegjokers.Reshuffled{Shuffle: next.Shuffles(), Cards: next.DrawPile() + 1})
	}
	if team, ok := next.Winner(); ok {
		want = append(want, pegjokers.GameOver{Team: team, Seating: next.Position().Seating(), Turns: next.Turns()})
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
