package pegjokers_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// legalChoice reports whether ch is a legal choice in v.
func legalChoice(v pegjokers.View, ch pegjokers.Choice) bool {
	if !slices.Contains(v.Hand, ch.Card) {
		return false
	}
	ms := v.Rules.LegalMoves(v.Position, ch.Card)
	if ch.Move.IsZero() {
		return len(ms) == 0
	}
	return slices.Contains(ms, ch.Move)
}

// TestBotsChooseLegally: both bots make legal choices in any position with
// any hand.
func TestBotsChooseLegally(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		if _, won := p.Winner(); won {
			return
		}
		var hand []cards.Card
		for range pegjokers.HandSize {
			hand = append(hand, cardstestCard(t))
		}
		v := pegjokers.View{Position: p, Hand: hand}
		r := cards.NewRand(rapid.Uint64().Draw(t, "seed"))
		for _, s := range []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.HeuristicBot{}} {
			if ch := s.Choose(v, r); !legalChoice(v, ch) {
				t.Fatalf("%v chose %v in %v with %v", s, ch, p, cards.FormatList(hand))
			}
		}
		// A nil r is fine too, and deterministic.
		if a, b := (pegjokers.RandomBot{}).Choose(v, nil), (pegjokers.RandomBot{}).Choose(v, nil); a != b || !legalChoice(v, a) {
			t.Fatalf("random with no r: %v then %v", a, b)
		}
	})
}

// TestBotsOnTheZeroView: a view made by hand with nothing in it gets the
// zero Choice, not a panic.
func TestBotsOnTheZeroView(t *testing.T) {
	for _, s := range []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.HeuristicBot{}} {
		if ch := s.Choose(pegjokers.View{}, nil); ch != (pegjokers.Choice{}) {
			t.Errorf("%v chose %v in the zero View", s, ch)
		}
	}
}

func hand(s string) []cards.Card { return cards.MustParseList(s) }

// TestHeuristicGuideHints: the heuristic bot follows the guide's strategy
// hints in small positions.
func TestHeuristicGuideHints(t *testing.T) {
	tests := []struct {
		name, pos, hand, want string
	}{
		// "Mitigating damage": only the peg just past its in-spot can move
		// and no card brings it in: play the card that keeps it nearest.
		{"mitigating damage", "4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s", "10C 6D 5S 4H 3C",
			"3C t4+3"},
		// "Land on opponents that are nearest to their Finish": Yellow's
		// in-spot is 21, 4 ahead of its peg; Orange's 57, 20 ahead.
		{"land on the opponent nearest its Finish", "4 pairs 0 | s s s t13 t33 | s s s s t17 | s s s s s | s s s s t37", "4C 4D 4H 4S 4C",
			"4C t13+4"},
		// "Land on teammates furthest from their Finish": White's in-spot is
		// 39; its peg on 44 is 67 holes from it, the one on 30 only 9.
		{"land on the teammate furthest from its Finish", "4 pairs 0 | s s s s t40 | s s s s s | s s s t30 t44 | s s s s s", "4C 2C 2D 2H 2S",
			"4C t40+4"},
		// The Three's option 2 is "the better move": onto White, who goes
		// next to its Finish.
		{"help the teammate", aroundTrack, "3C 3D 3H 3S 3C", "3C t8+3"},
		// "Save Jokers for late in the game": with a useful card, keep it.
		{"save the Joker", "4 pairs 0 | s s s t20 t30 | s s s s t50 | s s s s s | s s s s s", "JK 5C 5D 5H 5S",
			"5C t20+5"},
		// Entering Finish is better than passing the in-spot.
		{"go home", "4 pairs 0 | s s s s t1 | s s s s s | s s s s s | s s s s s", "4C 4D 4H 4S 4C", "4C t1+4>f2"},
	}
	for _, tt := range tests {
		p := pegjokers.MustParsePosition(tt.pos)
		v := pegjokers.View{Position: p, Hand: hand(tt.hand)}
		if got := (pegjokers.HeuristicBot{}).Choose(v, nil).String(); got != tt.want {
			t.Errorf("%s: chose %s, want %s", tt.name, got, tt.want)
		}
	}
}

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
