package pegjokers

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
)

// TestDrawToAFullHandRefused: a draw due to a hand of five, which no game
// the checker accepts has (a play leaves at most four), is refused rather
// than written past the hand.
func TestDrawToAFullHandRefused(t *testing.T) {
	g, err := NewGame(DefaultRules, 2, Solo, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = g.Apply(g.Choices()[0]); err != nil || g.step != StepDraw {
		t.Fatalf("the first play: %v, then %v", err, g.step)
	}
	d := g.drawer()
	g.hands[d][g.nhand[d]] = cards.Joker
	g.nhand[d]++
	const want = "pegjokers: draw by seat 0: no such draw: Blue holds 5 cards"
	if err := (Draw{}).apply(&g, nil, nil); err == nil || err.Error() != want {
		t.Errorf("a draw to a full hand:\n got %v\nwant %s", err, want)
	}
}
