package pegjokers_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// The guide's rule 12: a player who has not drawn when play moves on to the
// next player may draw one additional card at the end of their next turn.

// first returns the first legal choice of the seat to move.
func first(t fataler, g pegjokers.Game) pegjokers.Choice {
	t.Helper()
	chs := g.Choices()
	if len(chs) == 0 {
		t.Fatalf("no choices in\n%v", g.Diagram())
	}
	return chs[0]
}

// wants checks what the game waits for.
func wants(t fataler, g pegjokers.Game, st pegjokers.Step, s pegjokers.Seat) {
	t.Helper()
	if gst, gs := g.Next(); gst != st || gs != s {
		t.Fatalf("Next() = %v, %v; want %v, %v\n%v", gst, gs, st, s, g.Diagram())
	}
}

// miss has the seat to move play without drawing, and the next seat play
// a whole turn: the first seat has missed its draw.
func miss(t fataler, g pegjokers.Game) pegjokers.Game {
	t.Helper()
	s := g.Turn()
	g = applyChecked(t, g, first(t, g))
	wants(t, g, pegjokers.StepDraw, s)
	return playTurn(t, g, first(t, g))
}

// round plays whole turns until seat s is to move.
func round(t fataler, g pegjokers.Game, s pegjokers.Seat) pegjokers.Game {
	t.Helper()
	for g.Turn() != s {
		g = playTurn(t, g, first(t, g))
	}
	return g
}

func TestRule12TheNextPlayerPlayingIsAMissedDraw(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 12)
	wants(t, g, pegjokers.StepPlay, 0)
	g = applyChecked(t, g, first(t, g)) // Blue plays, and does not draw
	wants(t, g, pegjokers.StepDraw, 0)
	if g.Held(0) != 4 || g.Turn() != 1 {
		t.Fatalf("Blue holds %d, %v to move", g.Held(0), g.Turn())
	}
	ch := first(t, g)
	next, ev, err := g.Apply(ch) // Yellow plays: play has moved on
	if err != nil {
		t.Fatal(err)
	}
	if ev[0] != (pegjokers.Missed{Seat: 0}) || !next.Owed(0) || next.Held(0) != 4 || next.MissedDraws() != 1 {
		t.Fatalf("events %v, Blue owed %v holding %d", ev, next.Owed(0), next.Held(0))
	}
	if got := ev[0].Describe(nil); got != "Blue did not draw, and may draw an extra card at the end of its next turn." {
		t.Errorf("Describe = %q", got)
	}
	// The draw is gone: Blue cannot draw now; Yellow's draw is due.
	wants(t, next, pegjokers.StepDraw, 1)
}

func TestRule12TheExtraCardComesAtTheEndOfTheNextTurn(t *testing.T) {
	g := miss(t, newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 12))
	g = round(t, g, 0)
	if g.Held(0) != 4 || !g.Owed(0) {
		t.Fatalf("Blue holds %d, owed %v", g.Held(0), g.Owed(0))
	}
	if v := g.View(); len(v.Hand) != 4 || v.Held != [pegjokers.MaxSeats]int{4, 5, 5, 5} {
		t.Fatalf("Blue's view: hand %v, held %v", v.Hand, v.Held)
	}
	g = applyChecked(t, g, first(t, g))
	wants(t, g, pegjokers.StepDraw, 0)
	g = applyChecked(t, g, pegjokers.Draw{}) // the turn's own draw
	wants(t, g, pegjokers.StepLateDraw, 0)
	g = applyChecked(t, g, pegjokers.Draw{}) // the one additional card
	wants(t, g, pegjokers.StepPlay, 1)
	if g.Held(0) != 5 || g.Owed(0) || g.LateDraws() != 1 {
		t.Fatalf("Blue holds %d, owed %v, %d late draws", g.Held(0), g.Owed(0), g.LateDraws())
	}
}

func TestRule12PlayTakesTheExtraCard(t *testing.T) {
	g := round(t, miss(t, newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)), 0)
	next, ev := mustPlay(t, g, first(t, g))
	if next.Held(0) != 5 || next.Owed(0) || ev[len(ev)-1] != (pegjokers.Drew{Seat: 0, Late: true}) {
		t.Fatalf("Play of an owed seat: holds %d, events %v", next.Held(0), ev)
	}
}

func TestRule12TheExtraCardLapses(t *testing.T) {
	g := round(t, miss(t, newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 12)), 0)
	g = applyChecked(t, g, first(t, g))
	g = applyChecked(t, g, pegjokers.Draw{})
	wants(t, g, pegjokers.StepLateDraw, 0)
	// Yellow plays before Blue takes the extra card: it is lost.
	_, ev := mustApply(t, g, first(t, g))
	if ev[0] != (pegjokers.Missed{Seat: 0, Late: true}) {
		t.Fatalf("events %v", ev)
	}
	g = applyChecked(t, g, first(t, g))
	if g.Owed(0) || g.Held(0) != 4 || g.MissedDraws() != 1 {
		t.Fatalf("Blue owed %v holding %d", g.Owed(0), g.Held(0))
	}
	// Blue's later turns draw one card each, and no extra.
	g = round(t, applyChecked(t, g, pegjokers.Draw{}), 0)
	g = applyChecked(t, applyChecked(t, g, first(t, g)), pegjokers.Draw{})
	wants(t, g, pegjokers.StepPlay, 1)
	if g.Held(0) != 4 {
		t.Fatalf("Blue holds %d", g.Held(0))
	}
}

func TestRule12OneAdditionalCardHoweverManyMissed(t *testing.T) {
	for _, catchUp := range []bool{false, true} {
		g := newGame(t, pegjokers.Rules{CatchUp: catchUp}, 2, pegjokers.Solo, 8)
		g = round(t, miss(t, g), 0)
		g = round(t, miss(t, g), 0) // missed again on the turn the extra card was due
		if g.Held(0) != 3 || !g.Owed(0) || g.MissedDraws() != 2 {
			t.Fatalf("catch-up %v: Blue holds %d, owed %v", catchUp, g.Held(0), g.Owed(0))
		}
		g = applyChecked(t, applyChecked(t, g, first(t, g)), pegjokers.Draw{})
		g = applyChecked(t, g, pegjokers.Draw{})
		if !catchUp {
			// The guide's one additional card.
			wants(t, g, pegjokers.StepPlay, 1)
			if g.Held(0) != 4 || g.Owed(0) {
				t.Fatalf("Blue holds %d, owed %v", g.Held(0), g.Owed(0))
			}
			continue
		}
		// Rules.CatchUp: every missed draw made good.
		wants(t, g, pegjokers.StepLateDraw, 0)
		g = applyChecked(t, g, pegjokers.Draw{})
		wants(t, g, pegjokers.StepPlay, 1)
		if g.Held(0) != 5 || g.Owed(0) || g.LateDraws() != 2 {
			t.Fatalf("catch-up: Blue holds %d, owed %v", g.Held(0), g.Owed(0))
		}
	}
}

func TestRule12PlayWaitsForAPlayerWithNoCard(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 5)
	for range 4 {
		g = round(t, miss(t, g), 0)
	}
	if g.Held(0) != 1 {
		t.Fatalf("Blue holds %d", g.Held(0))
	}
	g = applyChecked(t, g, first(t, g)) // Blue plays its last card
	wants(t, g, pegjokers.StepDraw, 0)
	if len(g.Choices()) != 0 {
		t.Fatalf("Yellow may play while Blue holds nothing: %v", g.Choices())
	}
	ch := pegjokers.Choice{Card: g.Hand(1)[0]}
	if ms := g.LegalMoves(ch.Card); len(ms) > 0 {
		ch.Move = ms[0]
	}
	if _, _, err := g.Apply(ch); !errors.Is(err, pegjokers.ErrNotYourTurn) {
		t.Fatalf("Yellow's play while Blue holds no card: %v", err)
	}
	if _, _, err := g.Play(ch); !errors.Is(err, pegjokers.ErrNotYourTurn) {
		t.Fatalf("Yellow's whole turn while Blue holds no card: %v", err)
	}
	g = applyChecked(t, g, pegjokers.Draw{})
	g = applyChecked(t, g, pegjokers.Draw{}) // and the extra card it is owed
	if g.Held(0) != 2 {
		t.Fatalf("Blue holds %d", g.Held(0))
	}
}

func TestRule12DrawsNotDue(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	if _, _, err := g.Apply(pegjokers.Draw{}); !errors.Is(err, pegjokers.ErrBadDraw) {
		t.Errorf("a draw before any play: %v", err)
	}
	g = applyChecked(t, g, first(t, g))
	g = applyChecked(t, g, pegjokers.Draw{})
	_, _, err := g.Apply(pegjokers.Draw{}) // no extra card is owed
	if e, ok := errors.AsType[*pegjokers.Error](err); !errors.Is(err, pegjokers.ErrBadDraw) || !ok || e.Op != "draw" || e.Seat != 0 {
		t.Errorf("a second draw: %v", err)
	}
	top := g.DrawCards()[g.DrawPile()-1]
	g = applyChecked(t, g, first(t, g))
	for _, c := range []cards.Card{cards.Joker, cards.MustParse("AS")} {
		if c == top {
			continue
		}
		if _, _, err := g.Apply(pegjokers.Draw{Card: c}); !errors.Is(err, pegjokers.ErrBadDraw) {
			t.Errorf("drawing %v when %v is on top: %v", c, top, err)
		}
	}
	if _, _, err := g.Apply(pegjokers.Draw{Card: top}); err != nil {
		t.Errorf("drawing the top card by name: %v", err)
	}
	var zero pegjokers.Game
	if _, _, err := zero.Apply(pegjokers.Draw{}); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("a draw in the zero Game: %v", err)
	}
}

// TestRule12AndRule11 misses a draw so that the extra card is the one that
// empties the draw pile: the discards are reshuffled for it.
func TestRule12AndRule11(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 31)
	for g.DrawPile() != 4 || g.Turn() != 0 {
		g = playTurn(t, g, first(t, g))
	}
	g = round(t, miss(t, g), 0)
	g = applyChecked(t, applyChecked(t, g, first(t, g)), pegjokers.Draw{})
	if g.DrawPile() != 0 {
		t.Fatalf("draw pile %d", g.DrawPile())
	}
	shuffles := g.Shuffles()
	_, ev := mustApply(t, g, pegjokers.Draw{})
	g = applyChecked(t, g, pegjokers.Draw{})
	if g.Shuffles() != shuffles+1 || ev[0] != (pegjokers.Reshuffled{Shuffle: shuffles + 1, Cards: g.DrawPile() + 1}) {
		t.Fatalf("events %v", ev)
	}
}

// TestRule12WholeGames plays whole games in which players now and then miss
// draws or leave the extra card, for random seatings and rules, checking
// every action and the invariants after it. The plays are the heuristic
// bot's (games of random plays last seven times as long) or, in one game
// in four, random.
func TestRule12WholeGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		r := pegjokers.Rules{
			CatchUp: rapid.Bool().Draw(t, "catch up"),
			Packs:   rapid.IntRange(0, pegjokers.MaxPacks).Draw(t, "packs"),
		}
		seed := rapid.Uint64().Draw(t, "seed")
		odds := rapid.IntRange(2, 12).Draw(t, "miss odds")
		g := newGame(t, r, st.Seats, st.Arrangement, seed)
		rng := cards.NewRand(seed)
		random := rapid.IntRange(0, 3).Draw(t, "random plays") == 0
		for steps := 0; !g.Over(); steps++ {
			if steps > 3*maxTestTurns {
				t.Fatalf("not over after %d actions", steps)
			}
			if st, _ := g.Next(); st == pegjokers.StepPlay && !random {
				g = applyChecked(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
				continue
			}
			g = randomStep(t, g, rng, odds)
		}
		if g.MissedDraws() == 0 {
			t.Fatalf("a game of %d turns with no missed draw", g.Turns())
		}
		wants(t, g, pegjokers.StepNone, 0)
	})
}
