package pegjokers_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestGameView: what a Game shows the player to move.
func TestGameView(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 5)
	r := cards.NewRand(5)
	for range 7 {
		g, _ = mustPlay(t, g, pegjokers.RandomBot{}.Choose(g.View(), r))
	}
	v := g.View()
	if v.Seat() != g.Turn() || v.Position != g.Position() || !slices.Equal(v.Hand, g.Hand(g.Turn())) ||
		!slices.Equal(v.Discards, g.Discards()) || v.DrawPile != g.DrawPile() || v.Turns != 7 {
		t.Errorf("view %+v of\n%v", v, g.Diagram())
	}
	if !slices.Equal(v.LegalMoves(v.Hand[0]), g.LegalMoves(v.Hand[0])) {
		t.Error("View.LegalMoves differs")
	}
}

// TestViewIsTheStrategys: the slices a view hands out are the strategy's
// own: changing them changes neither the game nor the next view.
func TestViewIsTheStrategys(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 5)
	before := g
	v := g.View()
	hand0 := slices.Clone(v.Hand)
	ms := v.LegalMoves(v.Hand[0])
	again := slices.Clone(ms)
	clear(v.Hand)
	clear(ms)
	if g != before || !slices.Equal(g.Hand(0), hand0) {
		t.Error("writing to the view changed the game")
	}
	if got := v.LegalMoves(hand0[0]); !slices.Equal(got, again) {
		t.Errorf("after clearing the moves given, LegalMoves = %v, want %v", got, again)
	}
	for m := range v.All(hand0[0]) {
		if !slices.Contains(again, m) {
			t.Errorf("All yields %v, not a legal move", m)
		}
	}
}

// keeper keeps every view's slices and writes over them after choosing.
type keeper struct {
	kept *[][2][]cards.Card // each view's Hand and Discards
	want *[][2][]cards.Card // what they should hold: what keeper wrote
}

func (k keeper) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	ch := pegjokers.RandomBot{}.Choose(v, r)
	slices.Reverse(v.Hand)
	clear(v.Discards)
	_ = append(v.Hand, cards.Joker) // must not write into anything else
	*k.kept = append(*k.kept, [2][]cards.Card{v.Hand, v.Discards})
	*k.want = append(*k.want, [2][]cards.Card{slices.Clone(v.Hand), slices.Clone(v.Discards)})
	return ch
}

// TestViewSlicesAreKept: the slices of the views PlayGame hands out are
// the strategy's own for good: what it writes stays, and nothing else
// writes to them; the game is the same as without the scribbling.
func TestViewSlicesAreKept(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 5)
	var kept, want [][2][]cards.Card
	got, err := pegjokers.PlayGame(g, all(keeper{&kept, &want}, 4), cards.NewRand(3), nil)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := pegjokers.PlayGame(g, all(pegjokers.RandomBot{}, 4), cards.NewRand(3), nil)
	if err != nil || got != plain {
		t.Fatalf("scribbling on the views changed the game: %v", err)
	}
	for i := range kept {
		for j := range 2 {
			if !slices.Equal(kept[i][j], want[i][j]) {
				t.Fatalf("turn %d: a view's slice was written after it was handed out", i+1)
			}
		}
	}
}

// spy plays as the heuristic bot does and, first, looks at the memory its
// view lists moves with: what it last listed must have been listed on this
// seat's own turns, never the cards another seat's strategy tried.
type spy struct{ leaks, looks *int }

func (s spy) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	*s.looks++
	for _, seat := range v.Listings() {
		if seat != v.Seat() {
			*s.leaks++
		}
	}
	return pegjokers.HeuristicBot{}.Choose(v, r)
}

// TestViewsShareNoGenerator: in a game of spies, no view reaches a
// generator another seat's strategy used.
func TestViewsShareNoGenerator(t *testing.T) {
	var leaks, looks int
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	sp := spy{&leaks, &looks}
	if _, err := pegjokers.PlayGame(g, []pegjokers.Strategy{sp, sp, sp, sp}, cards.NewRand(2), nil); err != nil {
		t.Fatal(err)
	}
	if leaks != 0 || looks == 0 {
		t.Errorf("%d of %d looks saw another seat's listing", leaks, looks)
	}
}
