package pegjokers_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// maxTestTurns bounds the random games of the tests; the longest seen in
// thousands of games of random choices is under a tenth of it.
const maxTestTurns = 60000

// newGame is NewGame for a test: a refused deal fails the test.
func newGame(t must.TB, r pegjokers.Rules, n int, a pegjokers.Arrangement, seed uint64) pegjokers.Game {
	t.Helper()
	g, err := pegjokers.NewGame(r, n, a, seed)
	if err != nil {
		t.Fatalf("NewGame(%+v, %d, %v, %d): %v", r, n, a, seed, err)
	}
	return g
}

// newPosition is NewPosition for a test.
func newPosition(t must.TB, n int, a pegjokers.Arrangement) pegjokers.Position {
	t.Helper()
	p, err := pegjokers.NewPosition(n, a)
	if err != nil {
		t.Fatalf("NewPosition(%d, %v): %v", n, a, err)
	}
	return p
}

// anyRules draws the rules a table may choose.
func anyRules() *rapid.Generator[pegjokers.Rules] {
	return pegjokerstest.Rules()
}

// drawnGame draws a new game of any seating and rules, and the seed it is
// dealt from.
func drawnGame(t *rapid.T) (pegjokers.Game, uint64) {
	st := pegjokerstest.Seating().Draw(t, "seating")
	seed := rapid.Uint64().Draw(t, "seed")
	return newGame(t, anyRules().Draw(t, "rules"), st.Seats, st.Arrangement, seed), seed
}

// stepsOn plays g on by up to steps checked actions, stopping when it is
// over: a play is the heuristic bot's, but one time in k a random step's
// (randomStep, which misses a draw one time in missOdds), as a draw is.
func stepsOn(t must.TB, g pegjokers.Game, rng *rand.Rand, steps, k, missOdds int) pegjokers.Game {
	t.Helper()
	for range steps {
		if g.Over() {
			break
		}
		if st, _ := g.Next(); st == pegjokers.StepPlay && rng.IntN(k) != 0 {
			g = applyChecked(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
			continue
		}
		g = randomStep(t, g, rng, missOdds)
	}
	return g
}

// dealtLike returns a game dealt by hand with the hands g was dealt.
func dealtLike(t must.TB, g pegjokers.Game) pegjokers.Game {
	t.Helper()
	var hands [][]cards.Card
	for s := range pegjokers.Seat(g.Position().Seats()) {
		hands = append(hands, g.Hand(s))
	}
	st := g.Position().Seating()
	d, err := pegjokers.DealtGame(g.Rules(), st.Seats, st.Arrangement, hands)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// cardstestCard draws a card of the game: a standard card or a Joker.
func cardstestCard(t *rapid.T) cards.Card {
	if rapid.IntRange(0, 9).Draw(t, "joker?") == 0 {
		return cards.Joker
	}
	return cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "card index"))
}

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
		g, seed := drawnGame(t)
		checkCards(t, g)
		rng := cards.NewRand(seed)
		g = playOut(t, g, rng.IntN)
		if _, ok := g.Winner(); !ok {
			t.Fatal("no winner")
		}
	})
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

func ExampleGame() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	if err != nil {
		panic(err)
	}
	fmt.Println(pegjokers.Seat(0), "holds", cards.FormatList(g.Hand(0)))
	// Play six turns, each with the first legal choice that moves a peg.
	for range 6 {
		chs := g.Choices()
		ch := chs[0]
		for _, c := range chs {
			if !c.Move.IsZero() {
				ch = c
				break
			}
		}
		var events []pegjokers.Event
		if g, events, err = g.Play(ch); err != nil {
			panic(err)
		}
		for _, e := range events {
			fmt.Println(pegjokers.SeenBy(e, 0).Describe(nil)) // as Blue sees it
		}
	}
	fmt.Println(g.Position())
	// A card the player does not hold is refused, and g stays as it was.
	_, _, err = g.Play(pegjokers.Choice{Card: cards.Joker})
	fmt.Println(err)
	// Output:
	// Blue holds 6S 10S KD 6C 6S
	// Blue plays K♦, a King: a peg out of Start onto hole 8.
	// Blue draws K♣.
	// Yellow plays Q♣, a Queen: a peg out of Start onto hole 26.
	// Yellow draws a card.
	// White plays J♦, a Jack: a peg out of Start onto hole 44.
	// White draws a card.
	// Orange plays J♣, a Jack: a peg out of Start onto hole 62.
	// Orange draws a card.
	// Blue plays 6♠, a 6: the peg on hole 8 forward 6 to hole 14.
	// Blue draws K♦.
	// Yellow plays 7♠, a 7: the peg on hole 26 forward 7 to hole 33.
	// Yellow draws a card.
	// 4 pairs 2 | s s s s t14 | s s s s t33 | s s s s t44 | s s s s t62
	// pegjokers: play by seat 2: card not in that player's hand: White does not hold JK
}

func ExampleGame_Next() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 2)
	if err != nil {
		panic(err)
	}
	say := func(g pegjokers.Game, ev []pegjokers.Event) {
		for _, e := range ev {
			fmt.Println(" ", pegjokers.SeenBy(e, pegjokers.NoSeat).Describe(nil)) // as a spectator sees it
		}
		step, seat := g.Next()
		fmt.Printf("waits for %v's %v; Blue holds %d\n", seat, step, g.Held(0))
	}
	// Blue plays and forgets to draw: Yellow plays.
	g, ev, _ := g.Apply(g.Choices()[0])
	say(g, ev)
	g, ev, _ = g.Apply(g.Choices()[0])
	say(g, ev)
	// Yellow draws; at the end of Blue's next turn Blue draws twice.
	g, ev, _ = g.Apply(pegjokers.Draw{})
	say(g, ev)
	g, ev, _ = g.Play(g.Choices()[0])
	say(g, ev)
	// Output:
	//   Blue discards 2♠: no legal move.
	// waits for Blue's draw; Blue holds 4
	//   Blue did not draw, and may draw an extra card at the end of its next turn.
	//   Yellow discards 3♠: no legal move.
	// waits for Yellow's draw; Blue holds 4
	//   Yellow draws a card.
	// waits for Blue's play; Blue holds 4
	//   Blue discards 4♠: no legal move.
	//   Blue draws a card.
	//   Blue draws an extra card for the draw it missed.
	// waits for Yellow's play; Blue holds 5
}

// The guide's rule 12: a player who has not drawn when play moves on to the
// next player may draw one additional card at the end of their next turn.

// first returns the first legal choice of the seat to move.
func first(t must.TB, g pegjokers.Game) pegjokers.Choice {
	t.Helper()
	chs := g.Choices()
	if len(chs) == 0 {
		t.Fatalf("no choices in\n%v", g.Diagram())
	}
	return chs[0]
}

// wants checks what the game waits for.
func wants(t must.TB, g pegjokers.Game, st pegjokers.Step, s pegjokers.Seat) {
	t.Helper()
	if gst, gs := g.Next(); gst != st || gs != s {
		t.Fatalf("Next() = %v, %v; want %v, %v\n%v", gst, gs, st, s, g.Diagram())
	}
}

// miss has the seat to move play without drawing, and the next seat play
// a whole turn: the first seat has missed its draw.
func miss(t must.TB, g pegjokers.Game) pegjokers.Game {
	t.Helper()
	s := g.Turn()
	g = applyChecked(t, g, first(t, g))
	wants(t, g, pegjokers.StepDraw, s)
	return playTurn(t, g, first(t, g))
}

// round plays whole turns until seat s is to move.
func round(t must.TB, g pegjokers.Game, s pegjokers.Seat) pegjokers.Game {
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
	if next.Held(0) != 5 || next.Owed(0) || ev[len(ev)-1] != (pegjokers.Drew{Seat: 0, Late: true, Card: next.Hand(0)[4]}) {
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
			CatchUp:     rapid.Bool().Draw(t, "catch up"),
			Packs:       rapid.IntRange(0, pegjokers.MaxPacks).Draw(t, "packs"),
			HandSize:    rapid.SampledFrom([]int{0, pegjokers.MinHandSize}).Draw(t, "hand size"),
			DiscardHand: rapid.Bool().Draw(t, "discard hand"),
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
