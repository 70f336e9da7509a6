package pegjokers_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// mustPlay plays ch: a refused turn, or one that changes g, fails the
// test.
func mustPlay(t must.TB, g pegjokers.Game, ch pegjokers.Choice) (pegjokers.Game, []pegjokers.Event) {
	t.Helper()
	return done(t, &g, "Play", ch)(g.Play(ch))
}

// mustApply applies a: a refused action, or one that changes g, fails the
// test.
func mustApply(t must.TB, g pegjokers.Game, a pegjokers.Action) (pegjokers.Game, []pegjokers.Event) {
	t.Helper()
	return done(t, &g, "Apply", a)(g.Apply(a))
}

// done returns a checker of what call(a) of *g returned that fails the
// test, naming the call and the game, when it was refused or when it
// changed *g, the game it was called on.
func done(t must.TB, g *pegjokers.Game, call string, a any) func(pegjokers.Game, []pegjokers.Event, error) (pegjokers.Game, []pegjokers.Event) {
	before := *g
	return func(next pegjokers.Game, ev []pegjokers.Event, err error) (pegjokers.Game, []pegjokers.Event) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s(%v) in\n%v: %v", call, a, before.Diagram(), err)
		}
		if *g != before {
			t.Fatalf("%s changed the game it was called on", call)
		}
		return next, ev
	}
}

// playTurn plays ch as a whole turn (Play) and checks the transition and
// its events.
func playTurn(t must.TB, g pegjokers.Game, ch pegjokers.Choice) pegjokers.Game {
	t.Helper()
	next, ev := mustPlay(t, g, ch)
	checkPlay(t, g, next, ch, ev)
	if st, _ := next.Next(); st != pegjokers.StepPlay && st != pegjokers.StepNone {
		t.Fatalf("after a whole turn the game waits for %v", st)
	}
	return next
}

// playOut plays g to its end with uniformly random legal choices from pick.
func playOut(t must.TB, g pegjokers.Game, pick func(n int) int) pegjokers.Game {
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

// randomStep applies one random action to g: the play or draw the game
// waits for, or, one time in missOdds, a play by the next seat instead of
// a draw (a missed draw or a lapsed extra card).
func randomStep(t must.TB, g pegjokers.Game, rng interface{ IntN(int) int }, missOdds int) pegjokers.Game {
	t.Helper()
	st, _ := g.Next()
	chs := g.Choices()
	if st == pegjokers.StepPlay || (len(chs) > 0 && rng.IntN(missOdds) == 0) {
		return applyChecked(t, g, chs[rng.IntN(len(chs))])
	}
	return applyChecked(t, g, pegjokers.Draw{})
}

// randomActions plays g to its end (or max actions) with random plays,
// missing draws and extra cards one time in missOdds, and returns the
// actions; a dealt game draws named cards at random from its pile.
func randomActions(t must.TB, g pegjokers.Game, rng *rand.Rand, missOdds, max int) []pegjokers.Action {
	t.Helper()
	var acts []pegjokers.Action
	for len(acts) < max && !g.Over() {
		st, _ := g.Next()
		chs := g.Choices()
		var a pegjokers.Action
		switch {
		case st == pegjokers.StepPlay || (len(chs) > 0 && rng.IntN(missOdds) == 0):
			a = chs[rng.IntN(len(chs))]
		case g.Dealt():
			pile := g.DrawCards()
			if len(pile) == 0 {
				pile = g.Discards()
			}
			a = pegjokers.Draw{Card: pile[rng.IntN(len(pile))]}
		default:
			a = pegjokers.Draw{}
		}
		g, _ = mustApply(t, g, a)
		acts = append(acts, a)
	}
	return acts
}

// applyAll applies acts to g, checking each, and returns the game and
// events.
func applyAll(t must.TB, g pegjokers.Game, acts []pegjokers.Action) (pegjokers.Game, []pegjokers.Event) {
	t.Helper()
	var evs []pegjokers.Event
	for _, a := range acts {
		var ev []pegjokers.Event
		g, ev = mustApply(t, g, a)
		evs = append(evs, ev...)
	}
	return g, evs
}

// refusedChoice draws a choice that may or may not be legal in g: a card
// not held, a move of nothing in particular, a random move of the card's
// rank, or a legal move of another card.
func refusedChoice(t *rapid.T, g pegjokers.Game) pegjokers.Choice {
	ch := pegjokers.Choice{Card: rapid.SampledFrom(g.Hand(g.Turn())).Draw(t, "card")}
	switch rapid.IntRange(0, 3).Draw(t, "how") {
	case 0:
		ch.Card = cardstestCard(t)
	case 1:
		ch.Move = pegjokerstest.Move().Draw(t, "move")
	case 2:
		ch.Move = pegjokerstest.Move().Draw(t, "move")
		ch.Move.Rank = ch.Card.Rank()
	case 3:
		if ms := g.LegalMoves(cardstestCard(t)); len(ms) > 0 {
			ch.Move = rapid.SampledFrom(ms).Draw(t, "other move")
		}
	}
	return ch
}

// TestGameStateMachine drives games with actions drawn by rapid: whole
// turns, plays without their draw (so that the next play misses it, the
// guide's rule 12), draws due and not, and choices legal and not, so
// failures shrink to short sequences.
func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := newGame(t, pegjokers.DefaultRules, st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		t.Repeat(map[string]func(*rapid.T){
			"play": func(t *rapid.T) {
				if len(g.Choices()) == 0 {
					t.Skip("no play")
				}
				g = playTurn(t, g, rapid.SampledFrom(g.Choices()).Draw(t, "choice"))
			},
			"play without drawing": func(t *rapid.T) {
				if len(g.Choices()) == 0 {
					t.Skip("no play")
				}
				g = applyChecked(t, g, rapid.SampledFrom(g.Choices()).Draw(t, "choice"))
			},
			"draw": func(t *rapid.T) {
				if st, _ := g.Next(); st == pegjokers.StepDraw || st == pegjokers.StepLateDraw {
					g = applyChecked(t, g, pegjokers.Draw{})
					return
				}
				next, ev, err := g.Apply(pegjokers.Draw{})
				if !errors.Is(err, pegjokers.ErrBadDraw) && !errors.Is(err, pegjokers.ErrGameOver) || next != g || ev != nil {
					t.Fatalf("a draw not due: %v", err)
				}
			},
			"refused": func(t *rapid.T) {
				ch := refusedChoice(t, g)
				legal := slices.Contains(g.Choices(), ch)
				before := g
				next, ev, err := g.Play(ch)
				if g != before {
					t.Fatal("Play changed its game")
				}
				if legal != (err == nil) {
					t.Fatalf("Play(%v): %v, legal %v", ch, err, legal)
				}
				if err == nil {
					checkEvents(t, g, next, ch, ev)
					g = next
					return
				}
				if e, ok := errors.AsType[*pegjokers.Error](err); !ok || e.Pkg != "pegjokers" || e.Op != "play" || e.Seat != int(g.Turn()) || ev != nil || next != g {
					t.Fatalf("Play(%v) refused with %#v, events %v", ch, err, ev)
				}
			},
			"": func(t *rapid.T) {
				checkPosition(t, g.Position())
				checkCards(t, g)
			},
		})
	})
}

// TestApplyEqualsPlay: Apply of a Choice (or a pointer to one), then of a
// Draw (or a pointer to one) for each card due, is Play: game, events and
// errors alike.
func TestApplyEqualsPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := newGame(t, pegjokers.DefaultRules, st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		rng := cards.NewRand(rapid.Uint64().Draw(t, "play seed"))
		for range rapid.IntRange(0, 300).Draw(t, "turns") {
			if g.Over() {
				break
			}
			chs := g.Choices()
			g, _ = mustPlay(t, g, chs[rng.IntN(len(chs))])
		}
		ch := refusedChoice(t, g)
		if !g.Over() && rapid.Bool().Draw(t, "legal") {
			ch = rapid.SampledFrom(g.Choices()).Draw(t, "choice")
		}
		want, wantEv, wantErr := g.Play(ch)
		pointer := rapid.Bool().Draw(t, "pointers")
		var a pegjokers.Action = ch
		if pointer {
			a = &ch
		}
		got, gotEv, gotErr := g.Apply(a)
		for gotErr == nil {
			st, _ := got.Next()
			if st != pegjokers.StepDraw && st != pegjokers.StepLateDraw {
				break
			}
			var d pegjokers.Action = pegjokers.Draw{}
			if pointer {
				d = &pegjokers.Draw{}
			}
			var ev []pegjokers.Event
			got, ev, gotErr = got.Apply(d)
			gotEv = append(gotEv, ev...)
		}
		if gotErr != nil {
			got = g
		}
		if got != want || fmtErr(gotErr) != fmtErr(wantErr) ||
			!cmp.Equal(wantEv, gotEv, cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })) {
			t.Fatalf("Apply(%T %v) and its draws = %v, %v; Play gives %v, %v", a, ch, gotEv, gotErr, wantEv, wantErr)
		}
	})
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestApplyRefusesOtherActions(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	var nilChoice *pegjokers.Choice
	for _, a := range []pegjokers.Action{nil, notAnAction{}, nilChoice} {
		next, ev, err := g.Apply(a)
		if !errors.Is(err, pegjokers.ErrIllegalMove) || !errors.Is(err, pegjokers.ErrUnknownAction) || next != g || ev != nil {
			t.Errorf("Apply(%#v) = %v, %v", a, ev, err)
		}
	}
}

func TestPlayErrors(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 7)
	hand := g.Hand(0)
	before := g
	t.Run("not in hand", func(t *testing.T) {
		var missing cards.Card
		for i := range 52 {
			if c := cards.FromIndex(i); !slices.Contains(hand, c) {
				missing = c
				break
			}
		}
		if _, _, err := g.Play(pegjokers.Choice{Card: missing}); !errors.Is(err, pegjokers.ErrNotInHand) {
			t.Errorf("card not in hand: %v", err)
		}
		if _, _, err := g.Play(pegjokers.Choice{}); !errors.Is(err, pegjokers.ErrNotInHand) {
			t.Errorf("no card: %v", err)
		}
	})
	t.Run("must move", func(t *testing.T) {
		// At the start only Aces, face cards and Jokers move; others are
		// discarded without moving.
		for _, c := range hand {
			ms := g.LegalMoves(c)
			_, _, err := g.Play(pegjokers.Choice{Card: c})
			switch c.Rank() {
			case cards.Ace, cards.Jack, cards.Queen, cards.King, cards.JokerRank:
				if len(ms) == 0 || !errors.Is(err, pegjokers.ErrMustMove) {
					t.Errorf("%v: %d moves, pass: %v", c, len(ms), err)
				}
				mustPlay(t, g, pegjokers.Choice{Card: c, Move: ms[0]})
			default:
				if len(ms) != 0 || err != nil {
					t.Errorf("%v: %d moves, pass: %v", c, len(ms), err)
				}
			}
		}
	})
	t.Run("move of another rank", func(t *testing.T) {
		m := pegjokers.LegalMoves(g.Position(), cards.MustParse("AS"))[0]
		for _, c := range hand {
			if c.Rank() != cards.Ace {
				if _, _, err := g.Play(pegjokers.Choice{Card: c, Move: m}); !errors.Is(err, pegjokers.ErrIllegalMove) {
					t.Errorf("%v with an Ace's move: %v", c, err)
				}
			}
		}
	})
	if g != before {
		t.Error("refused plays changed the game")
	}
	t.Run("after the end", func(t *testing.T) {
		won := playOut(t, g, cards.NewRand(1).IntN)
		_, _, err := won.Play(pegjokers.Choice{Card: won.Hand(won.Turn())[0]})
		if !errors.Is(err, pegjokers.ErrGameOver) {
			t.Errorf("play after the end: %v", err)
		}
		if e, ok := errors.AsType[*pegjokers.Error](err); !ok || e.Op != "play" || e.Seat != int(won.Turn()) ||
			!strings.HasPrefix(err.Error(), "pegjokers: play by seat ") {
			t.Errorf("not an *Error of the play: %#v", err)
		}
	})
}

func TestPlayWithNilGenerator(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	ch := g.Choices()[0]
	want, wantEv := mustPlay(t, g, ch)
	got, gotEv, err := g.PlayWith(nil, ch)
	if err != nil || got != want || len(gotEv) != len(wantEv) {
		t.Errorf("PlayWith(nil) = %v, %v; Play gives %v", gotEv, err, wantEv)
	}
}

// TestApplyTakesEveryFormOfAnAction: a play given as a Choice, a *Choice, a
// Written or a *Written, and a draw as a Draw or a *Draw, do the same; a
// nil pointer of each is refused as no action.
func TestApplyTakesEveryFormOfAnAction(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	for range 12 {
		ch := first(t, g)
		w := pegjokers.Written{Card: ch.Card, Move: ch.Move.Notation()}
		want, wantEv := mustApply(t, g, ch)
		for _, a := range []pegjokers.Action{&ch, w, &w} {
			got, gotEv := mustApply(t, g, a)
			if got != want || !cmp.Equal(gotEv, wantEv, cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })) {
				t.Fatalf("Apply(%T %v) = %v, %v; Apply(Choice) = %v, %v", a, a, got.Diagram(), gotEv, want.Diagram(), wantEv)
			}
		}
		d := pegjokers.Draw{}
		g, _ = mustApply(t, want, &d)
		if again, _ := mustApply(t, want, d); again != g {
			t.Fatalf("Draw and *Draw differ:\n%v\n%v", again.Diagram(), g.Diagram())
		}
	}
	for _, tt := range []struct {
		a    pegjokers.Action
		want string
	}{
		{(*pegjokers.Choice)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Choice`},
		{(*pegjokers.Draw)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Draw`},
		{(*pegjokers.Written)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Written`},
	} {
		if _, _, err := g.Apply(tt.a); err == nil || err.Error() != tt.want {
			t.Errorf("Apply(%T nil):\n got %v\nwant %s", tt.a, err, tt.want)
		}
	}
}

// TestDrawToAFullHandRefused: a draw due to a hand of five, which no game
// the checker accepts has (a play leaves at most four), is refused rather
// than written past the hand.
func TestDrawToAFullHandRefused(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)
	g, _ = mustApply(t, g, g.Choices()[0])
	st, d := g.Next()
	if st != pegjokers.StepDraw {
		t.Fatalf("after the first play the game waits for %v", st)
	}
	g = g.WithCard(d, cards.Joker)
	const want = "pegjokers: draw by seat 0: no such draw: Blue holds 5 cards"
	if _, _, err := g.Apply(pegjokers.Draw{}); err == nil || err.Error() != want {
		t.Errorf("a draw to a full hand:\n got %v\nwant %s", err, want)
	}
}

func TestHostilePlayWithNilGenerator(t *testing.T) {
	g := newGame(t, pegjokers.Rules{}, 2, pegjokers.Solo, 1)
	ch := g.Choices()[0]
	if _, _, err := g.PlayWith(nil, ch); err != nil {
		t.Errorf("PlayWith(nil, %v): %v", ch, err)
	}
	_, _, err := pegjokers.Game{}.PlayWith(nil, ch)
	must.Is(t, "the zero Game's PlayWith", err, pegjokers.ErrZeroValue)
}

func ExampleGame_Apply() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 7)
	if err != nil {
		panic(err)
	}
	// A Choice is an Action: Apply plays it as Play does.
	var a pegjokers.Action = g.Choices()[0]
	fmt.Println(a)
	g, events, err := g.Apply(a)
	if err != nil {
		panic(err)
	}
	fmt.Println(events[0].Describe([]string{"Ann", "Bob"}))
	fmt.Println(g.Turn(), "to move")
	// Output:
	// 3S pass
	// Ann discards 3♠: no legal move.
	// Yellow to move
}
