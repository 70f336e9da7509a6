package pegjokers_test

import (
	"errors"
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
		v := pegjokers.View{Position: p, Hand: hand, Rand: cards.NewRand(rapid.Uint64().Draw(t, "seed"))}
		for _, s := range []pegjokers.Strategy{pegjokers.Random{}, pegjokers.Heuristic{}} {
			if ch := s.Choose(v); !legalChoice(v, ch) {
				t.Fatalf("%v chose %v in %v with %v", s, ch, p, cards.FormatList(hand))
			}
		}
		// A nil Rand is fine too, and deterministic.
		v.Rand = nil
		if a, b := (pegjokers.Random{}).Choose(v), (pegjokers.Random{}).Choose(v); a != b || !legalChoice(v, a) {
			t.Fatalf("random with no Rand: %v then %v", a, b)
		}
	})
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
			"3C: 3: Blue t4+3->t7"},
		// "Land on opponents that are nearest to their Finish": Yellow's
		// in-spot is 21, 4 ahead of its peg; Orange's 57, 20 ahead.
		{"land on the opponent nearest its Finish", "4 pairs 0 | s s s t13 t33 | s s s s t17 | s s s s s | s s s s t37", "4C 4D 4H 4S 4C",
			"4C: 4: Blue t13+4->t17"},
		// "Land on teammates furthest from their Finish": White's in-spot is
		// 39; its peg on 44 is 67 holes from it, the one on 30 only 9.
		{"land on the teammate furthest from its Finish", "4 pairs 0 | s s s s t40 | s s s s s | s s s t30 t44 | s s s s s", "4C 2C 2D 2H 2S",
			"4C: 4: Blue t40+4->t44"},
		// The Three's option 2 is "the better move": onto White, who goes
		// next to its Finish.
		{"help the teammate", aroundTrack, "3C 3D 3H 3S 3C", "3C: 3: Blue t8+3->t11"},
		// "Save Jokers for late in the game": with a useful card, keep it.
		{"save the Joker", "4 pairs 0 | s s s t20 t30 | s s s s t50 | s s s s s | s s s s s", "JK 5C 5D 5H 5S",
			"5C: 5: Blue t20+5->t25"},
		// Entering Finish is better than passing the in-spot.
		{"go home", "4 pairs 0 | s s s s t1 | s s s s s | s s s s s | s s s s s", "4C 4D 4H 4S 4C", "4C: 4: Blue t1+4->f2"},
	}
	for _, tt := range tests {
		p := pegjokers.MustParsePosition(tt.pos)
		v := pegjokers.View{Position: p, Hand: hand(tt.hand)}
		if got := (pegjokers.Heuristic{}).Choose(v).String(); got != tt.want {
			t.Errorf("%s: chose %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestHeuristicBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, st := range []pegjokers.Seating{{Seats: 4, Arrangement: pegjokers.Pairs}, {Seats: 6, Arrangement: pegjokers.Teams}, {Seats: 2, Arrangement: pegjokers.Solo}} {
		rep, err := pegjokers.SelfPlay{
			Seating:    st,
			Strategies: []pegjokers.Strategy{pegjokers.Heuristic{}, pegjokers.Random{}},
			Games:      games,
			Seed:       100,
		}.Run()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Wins[0] < games*9/10 || rep.Capped != 0 {
			t.Errorf("heuristic against random:\n%v", rep)
		}
	}
}

// TestSelfPlayEverySeating: self-play games end, for every seating, with
// both bots.
func TestSelfPlayEverySeating(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, st := range pegjokers.Seatings() {
		for _, strat := range [][]pegjokers.Strategy{{pegjokers.Random{}}, {pegjokers.Heuristic{}}} {
			rep, err := pegjokers.SelfPlay{Seating: st, Strategies: strat, Games: games, Seed: 7}.Run()
			if err != nil {
				t.Fatal(err)
			}
			wins := 0
			for _, w := range rep.Wins {
				wins += w
			}
			if rep.Capped != 0 || wins != games {
				t.Errorf("%v %v: %v", st, strat, rep)
			}
			if !(float64(rep.Min) <= rep.Quartiles[0] && rep.Quartiles[0] <= rep.Quartiles[1] &&
				rep.Quartiles[1] <= rep.Quartiles[2] && rep.Quartiles[2] <= float64(rep.Max)) {
				t.Errorf("%v: quartiles out of order: %v", st, rep)
			}
		}
	}
}

func TestSelfPlayReplays(t *testing.T) {
	sp := pegjokers.SelfPlay{
		Seating:    pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Pairs},
		Strategies: []pegjokers.Strategy{pegjokers.Random{}, pegjokers.Heuristic{}},
		Games:      5,
		Seed:       3,
	}
	a, err := sp.Run()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := sp.Run()
	if a.String() != b.String() {
		t.Errorf("two runs differ:\n%v\n%v", a, b)
	}
	// PlayGame gives the same games.
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 11)
	x, err := pegjokers.PlayGame(g, []pegjokers.Strategy{pegjokers.Random{}}, cards.NewRand(1), 0)
	if err != nil || !x.Over() {
		t.Fatal(x.Turns(), err)
	}
	y, _ := pegjokers.PlayGame(g, []pegjokers.Strategy{pegjokers.Random{}}, cards.NewRand(1), 0)
	if x != y {
		t.Error("PlayGame does not replay")
	}
}

// cheat always plays the first card of its hand without moving.
type cheat struct{}

func (cheat) Choose(v pegjokers.View) pegjokers.Choice { return pegjokers.Choice{Card: cards.Joker} }

func TestSelfPlayErrors(t *testing.T) {
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	rep, err := pegjokers.SelfPlay{Seating: st, Strategies: []pegjokers.Strategy{pegjokers.Random{}}, Games: 3, MaxTurns: 10}.Run()
	if err != nil || rep.Capped != 3 || rep.Games != 3 {
		t.Errorf("capped games: %v, %v", rep, err)
	}
	if _, err := (pegjokers.SelfPlay{Seating: st, Strategies: []pegjokers.Strategy{cheat{}}, Games: 1}).Run(); !errors.Is(err, pegjokers.ErrStrategy) {
		t.Errorf("cheat: %v", err)
	}
	if _, err := (pegjokers.SelfPlay{Seating: st, Games: 1}).Run(); !errors.Is(err, pegjokers.ErrStrategy) {
		t.Errorf("no strategies: %v", err)
	}
	if _, err := (pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, Strategies: []pegjokers.Strategy{pegjokers.Random{}}}).Run(); !errors.Is(err, pegjokers.ErrSeating) {
		t.Errorf("bad seating: %v", err)
	}
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	if _, err := pegjokers.PlayGame(g, []pegjokers.Strategy{pegjokers.Random{}}, nil, 5); !errors.Is(err, pegjokers.ErrTurnLimit) {
		t.Errorf("turn limit: %v", err)
	}
}

// TestGameView: what a Game shows the player to move.
func TestGameView(t *testing.T) {
	g := pegjokers.MustNewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 5)
	for range 7 {
		g, _ = g.Play(pegjokers.Random{}.Choose(g.View()))
	}
	v := g.View()
	if v.Seat() != g.Turn() || v.Position != g.Position() || !slices.Equal(v.Hand, g.Hand(g.Turn())) ||
		!slices.Equal(v.Discards, g.Discards()) || v.DrawPile != g.DrawPile() || v.Turns != 7 || v.Rand == nil {
		t.Errorf("view %+v of\n%v", v, g.Diagram())
	}
	if !slices.Equal(v.LegalMoves(v.Hand[0]), g.LegalMoves(v.Hand[0])) {
		t.Error("View.LegalMoves differs")
	}
}
