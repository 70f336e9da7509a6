package pegjokers_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// maxTestTurns bounds the random games of the tests; the longest seen in
// thousands of games of random choices is under a tenth of it.
const maxTestTurns = 60000

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

// playTurn plays ch and checks the transition.
func playTurn(t fataler, g pegjokers.Game, ch pegjokers.Choice) pegjokers.Game {
	t.Helper()
	before := g
	next, err := g.Play(ch)
	if err != nil {
		t.Fatalf("Play(%v) in\n%v: %v", ch, g.Diagram(), err)
	}
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
	checkPosition(t, q)
	checkCards(t, next)
	return next
}

// playOut plays g to its end with uniformly random legal choices from r.
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

// TestGamesEverySeating plays whole games of random choices for every
// seating, checking every turn.
func TestGamesEverySeating(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, st := range pegjokers.Seatings() {
		for seed := range uint64(games) {
			g := pegjokers.MustNewGame(pegjokers.DefaultRules, st.Seats, st.Arrangement, seed)
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
		g, err := pegjokers.NewGame(r, st.Seats, st.Arrangement, seed)
		if err != nil {
			t.Fatal(err)
		}
		checkCards(t, g)
		rng := cards.NewRand(seed)
		g = playOut(t, g, rng.IntN)
		if _, ok := g.Winner(); !ok {
			t.Fatal("no winner")
		}
	})
}

// TestGameStateMachine drives games with choices drawn by rapid, legal and
// not, so failures shrink to short sequences.
func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := pegjokers.MustNewGame(pegjokers.DefaultRules, st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		t.Repeat(map[string]func(*rapid.T){
			"play": func(t *rapid.T) {
				if g.Over() {
					t.Skip("over")
				}
				g = playTurn(t, g, rapid.SampledFrom(g.Choices()).Draw(t, "choice"))
			},
			"refused": func(t *rapid.T) {
				hand := g.Hand(g.Turn())
				ch := pegjokers.Choice{Card: rapid.SampledFrom(hand).Draw(t, "card")}
				switch rapid.IntRange(0, 3).Draw(t, "how") {
				case 0:
					ch.Card = cardstestCard(t)
				case 1:
					ch.Move = pegjokerstest.Move().Draw(t, "move")
				case 2:
					ch.Move = pegjokerstest.Move().Draw(t, "move")
					ch.Move.Rank = ch.Card.Rank()
				case 3:
					// a legal move of another card
					other := cardstestCard(t)
					ms := g.LegalMoves(other)
					if len(ms) > 0 {
						ch.Move = rapid.SampledFrom(ms).Draw(t, "other move")
					}
				}
				legal := slices.Contains(g.Choices(), ch)
				before := g
				next, err := g.Play(ch)
				if g != before {
					t.Fatal("Play changed its game")
				}
				if legal != (err == nil) {
					t.Fatalf("Play(%v): %v, legal %v", ch, err, legal)
				}
				if err == nil {
					g = next
				}
			},
			"": func(t *rapid.T) {
				checkPosition(t, g.Position())
				checkCards(t, g)
			},
		})
	})
}

func cardstestCard(t *rapid.T) cards.Card {
	if rapid.IntRange(0, 9).Draw(t, "joker?") == 0 {
		return cards.Joker
	}
	return cards.FromIndex(rapid.IntRange(0, 51).Draw(t, "card index"))
}

func TestNewGame(t *testing.T) {
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 42)
	if g != pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 42) {
		t.Error("same seed, different games")
	}
	if g == pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 43) {
		t.Error("different seeds, same game")
	}
	if g.DrawPile() != 108-20 || len(g.Discards()) != 0 || g.Turns() != 0 || g.Turn() != 0 || g.Over() {
		t.Errorf("new game: draw %d discards %d turns %d turn %v", g.DrawPile(), len(g.Discards()), g.Turns(), g.Turn())
	}
	if g.Position() != pegjokers.MustNewPosition(4, pegjokers.Pairs) {
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
	three := pegjokers.MustNewGame(pegjokers.Rules{Packs: 3}, 8, pegjokers.Teams, 1)
	if three.DrawPile() != 3*54-40 {
		t.Errorf("three packs: draw pile %d", three.DrawPile())
	}
	for _, bad := range []struct {
		r    pegjokers.Rules
		n    int
		a    pegjokers.Arrangement
		want error
	}{
		{pegjokers.DefaultRules, 5, pegjokers.Pairs, pegjokers.ErrSeating},
		{pegjokers.DefaultRules, 1, pegjokers.Solo, pegjokers.ErrSeating},
		{pegjokers.Rules{Packs: 5}, 4, pegjokers.Pairs, pegjokers.ErrRules},
		{pegjokers.Rules{Packs: -1}, 4, pegjokers.Pairs, pegjokers.ErrRules},
	} {
		if _, err := pegjokers.NewGame(bad.r, bad.n, bad.a, 0); !errors.Is(err, bad.want) {
			t.Errorf("NewGame(%v, %d, %v): %v, want %v", bad.r, bad.n, bad.a, err, bad.want)
		}
	}
}

func TestPlayErrors(t *testing.T) {
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 7)
	hand := g.Hand(0)
	before := g
	// A card not in the hand.
	var missing cards.Card
	for i := range 52 {
		if c := cards.FromIndex(i); !slices.Contains(hand, c) {
			missing = c
			break
		}
	}
	if _, err := g.Play(pegjokers.Choice{Card: missing}); !errors.Is(err, pegjokers.ErrNotInHand) {
		t.Errorf("card not in hand: %v", err)
	}
	if _, err := g.Play(pegjokers.Choice{}); !errors.Is(err, pegjokers.ErrNotInHand) {
		t.Errorf("no card: %v", err)
	}
	// At the start only Aces, face cards and Jokers move; others are
	// discarded without moving.
	for _, c := range hand {
		ms := g.LegalMoves(c)
		_, err := g.Play(pegjokers.Choice{Card: c})
		switch c.Rank() {
		case cards.Ace, cards.Jack, cards.Queen, cards.King, cards.JokerRank:
			if len(ms) == 0 || !errors.Is(err, pegjokers.ErrMustMove) {
				t.Errorf("%v: %d moves, pass: %v", c, len(ms), err)
			}
			if _, err := g.Play(pegjokers.Choice{Card: c, Move: ms[0]}); err != nil {
				t.Errorf("%v: %v", c, err)
			}
		default:
			if len(ms) != 0 || err != nil {
				t.Errorf("%v: %d moves, pass: %v", c, len(ms), err)
			}
		}
	}
	// A move of another rank.
	m := pegjokers.LegalMoves(g.Position(), cards.MustParse("AS"))[0]
	for _, c := range hand {
		if c.Rank() != cards.Ace {
			if _, err := g.Play(pegjokers.Choice{Card: c, Move: m}); !errors.Is(err, pegjokers.ErrIllegalMove) {
				t.Errorf("%v with an Ace's move: %v", c, err)
			}
		}
	}
	if g != before {
		t.Error("refused plays changed the game")
	}
	// After the end.
	won := playOut(t, g, cards.NewRand(1).IntN)
	if _, err := won.Play(pegjokers.Choice{Card: won.Hand(won.Turn())[0]}); !errors.Is(err, pegjokers.ErrGameOver) {
		t.Errorf("play after the end: %v", err)
	}
}

// TestReplay: the same seed and choices give the same game, byte for byte,
// reshuffles included.
func TestReplay(t *testing.T) {
	play := func() []pegjokers.Game {
		g := pegjokers.MustNewGame(pegjokers.DefaultRules, 6, pegjokers.Teams, 99)
		r := cards.NewRand(5)
		var hist []pegjokers.Game
		for !g.Over() {
			chs := g.Choices()
			var err error
			if g, err = g.Play(chs[r.IntN(len(chs))]); err != nil {
				t.Fatal(err)
			}
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
