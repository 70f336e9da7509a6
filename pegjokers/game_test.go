package pegjokers_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// TestGamesEverySeating plays whole games of random choices for every
// seating, checking every turn.
func TestGamesEverySeating(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, st := range pegjokers.Seatings() {
		for seed := range uint64(games) {
			g := newGame(t, pegjokers.DefaultRules, st.Seats, st.Arrangement, seed)
			r := cards.NewRand(seed)
			g = playOut(t, g, r.IntN)
			team, ok := g.Winner()
			if !ok {
				t.Fatalf("%v seed %d: no winner", st, seed)
			}
			for _, s := range st.Members(team) {
				if !g.Position().Done(s) {
					t.Fatalf("%v seed %d: team %d won with %v not home", st, seed, team, s)
				}
			}
		}
	}
}

// TestGameProperties: random games of random seatings and rules, to the
// end, with the invariants after every turn.
func TestGameProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		seed := rapid.Uint64().Draw(t, "seed")
		r := pegjokers.Rules{
			NineForward:  rapid.Bool().Draw(t, "nine forward"),
			FaceValues:   rapid.Bool().Draw(t, "face values"),
			ForcedFinish: rapid.Bool().Draw(t, "forced finish"),
			Packs:        rapid.IntRange(0, pegjokers.MaxPacks).Draw(t, "packs"),
		}
		g := newGame(t, r, st.Seats, st.Arrangement, seed)
		checkCards(t, g)
		rng := cards.NewRand(seed)
		g = playOut(t, g, rng.IntN)
		if _, ok := g.Winner(); !ok {
			t.Fatal("no winner")
		}
	})
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

// notAnAction is an Action of no game.
type notAnAction struct{}

func (notAnAction) String() string { return "shout" }

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

func TestNewGame(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 42)
	if g != newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 42) {
		t.Error("same seed, different games")
	}
	if g == newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 43) {
		t.Error("different seeds, same game")
	}
	if g.DrawPile() != 108-20 || len(g.Discards()) != 0 || g.Turns() != 0 || g.Turn() != 0 || g.Over() {
		t.Errorf("new game: draw %d discards %d turns %d turn %v", g.DrawPile(), len(g.Discards()), g.Turns(), g.Turn())
	}
	if g.Position() != newPosition(t, 4, pegjokers.Pairs) {
		t.Errorf("start position %v", g.Position())
	}
	checkCards(t, g)
	// The deal: one card at a time from the top of the shuffled deck.
	deck, _ := pegjokers.DefaultRules.Deck().Shuffle(cards.NewRand(42))
	hands, rest, _ := deck.Deal(4, 5)
	for s := range pegjokers.Seat(4) {
		if diff := cmp.Diff(hands[s], g.Hand(s)); diff != "" {
			t.Errorf("hand %v (-deal +game):\n%s", s, diff)
		}
	}
	draw := g.DrawCards()
	if draw[len(draw)-1] != rest.At(0) {
		t.Errorf("top of the draw pile %v, want %v", draw[len(draw)-1], rest.At(0))
	}
	three := newGame(t, pegjokers.Rules{Packs: 3}, 8, pegjokers.Teams, 1)
	if three.DrawPile() != 3*54-40 {
		t.Errorf("three packs: draw pile %d", three.DrawPile())
	}
}

func TestNewGameRefuses(t *testing.T) {
	for _, bad := range []struct {
		r    pegjokers.Rules
		n    int
		a    pegjokers.Arrangement
		want error
	}{
		{pegjokers.DefaultRules, 5, pegjokers.Pairs, pegjokers.ErrSeating},
		{pegjokers.DefaultRules, 1, pegjokers.Solo, pegjokers.ErrSeating},
		{pegjokers.DefaultRules, 5, pegjokers.Pairs, pegjokers.ErrBadRules},
		{pegjokers.Rules{Packs: 5}, 4, pegjokers.Pairs, pegjokers.ErrBadRules},
		{pegjokers.Rules{Packs: -1}, 4, pegjokers.Pairs, pegjokers.ErrBadRules},
	} {
		if _, err := pegjokers.NewGame(bad.r, bad.n, bad.a, 0); !errors.Is(err, bad.want) {
			t.Errorf("NewGame(%v, %d, %v): %v, want %v", bad.r, bad.n, bad.a, err, bad.want)
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

// TestZeroGame: the zero Game answers with zero values and refuses to be
// played, never panicking.
func TestZeroGame(t *testing.T) {
	var g pegjokers.Game
	if g.Over() || g.Choices() != nil || g.Hand(0) != nil || g.DrawPile() != 0 || len(g.Discards()) != 0 || g.Turns() != 0 {
		t.Errorf("zero game: over %v, choices %v, hand %v", g.Over(), g.Choices(), g.Hand(0))
	}
	if _, ok := g.Winner(); ok {
		t.Error("the zero Game has a winner")
	}
	_ = g.Diagram()
	if v := g.View(); v.Hand != nil || v.Position.IsValid() || v.LegalMoves(cards.Joker) != nil {
		t.Errorf("the zero Game's view: %+v", v)
	}
	for _, ch := range []pegjokers.Choice{{}, {Card: cards.Joker}, {Card: cards.MustParse("5H")}} {
		if _, _, err := g.Play(ch); !errors.Is(err, pegjokers.ErrZeroValue) {
			t.Errorf("Play(%v) of the zero Game: %v", ch, err)
		}
		if _, _, err := g.PlayWith(nil, ch); !errors.Is(err, pegjokers.ErrZeroValue) {
			t.Errorf("PlayWith(nil, %v) of the zero Game: %v", ch, err)
		}
	}
	if _, err := pegjokers.PlayGame(g, nil, cards.NewRand(1), nil); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("PlayGame of the zero Game: %v", err)
	}
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

// TestReplay: the same seed and choices give the same game, byte for byte,
// reshuffles included.
func TestReplay(t *testing.T) {
	play := func() []pegjokers.Game {
		g := newGame(t, pegjokers.DefaultRules, 6, pegjokers.Teams, 99)
		r := cards.NewRand(5)
		var hist []pegjokers.Game
		for !g.Over() {
			chs := g.Choices()
			g, _ = mustPlay(t, g, chs[r.IntN(len(chs))])
			hist = append(hist, g)
		}
		return hist
	}
	a, b := play(), play()
	if len(a) != len(b) {
		t.Fatalf("replay lengths %d and %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("replays differ at turn %d", i+1)
		}
	}
	if last := a[len(a)-1]; last.Shuffles() == 0 {
		t.Errorf("a game of %d turns never reshuffled", last.Turns())
	}
}
