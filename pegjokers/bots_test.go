package pegjokers_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/gametest"
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

func TestHeuristicBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, st := range []pegjokers.Seating{{Seats: 4, Arrangement: pegjokers.Pairs}, {Seats: 6, Arrangement: pegjokers.Teams}, {Seats: 2, Arrangement: pegjokers.Solo}} {
		rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: games, Seed: 100},
			[]pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Wins[0] < games*9/10 || rep.Capped != 0 {
			t.Errorf("%v: heuristic against random:\n%v", st, rep)
		}
	}
}

func ExampleHeuristicBot() {
	// The guide's "mitigating damage": Blue's last peg is just past its
	// in-spot and no card brings it in, so Blue plays the card that keeps it
	// nearest home, hoping for a backward card.
	v := pegjokers.View{
		Position: pegjokers.MustParsePosition("4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s"),
		Hand:     cards.MustParseList("10C 6D 5S 4H 3C"),
	}
	ch := pegjokers.HeuristicBot{}.Choose(v, nil)
	fmt.Println(ch.Move.Describe(v.Position))
	// Output:
	// Blue plays a 3: the peg on hole 4 forward 3 to hole 7
}

var (
	updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")
	updateFrozen = flag.Bool("update-frozen", false, "write testdata/frozen.txt afresh")
)

// corpus makes the records of testdata/records, by name: real-looking games
// of several seatings, one with missed draws and extra cards, one typed in
// at a table without a seed, one that starts from a saved game.
var corpus = map[string]func(t *testing.T) pegjokers.Record{
	// A long four-player game in pairs: the heuristic bot and its partner
	// against random players.
	"pairs-long.txt": func(t *testing.T) pegjokers.Record {
		return botGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 7, []string{"Ann", "Ben", "Cat", "Dan"},
			pegjokers.HeuristicBot{}, pegjokers.RandomBot{})
	},
	"solo-three.txt": func(t *testing.T) pegjokers.Record {
		return botGame(t, pegjokers.Rules{NineForward: true}, 3, pegjokers.Solo, 11, []string{"Eve", "Fay", "Gus"},
			pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{})
	},
	"teams-six.txt": func(t *testing.T) pegjokers.Record {
		return botGame(t, pegjokers.Rules{FaceValues: true, Packs: 3}, 6, pegjokers.Teams, 5, nil,
			pegjokers.HeuristicBot{}, pegjokers.RandomBot{})
	},
	// The search bot, on a small budget, and its partner against the
	// heuristic bot: the record pins the search's choices.
	"search-pairs.txt": func(t *testing.T) pegjokers.Record {
		return botGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 9, nil,
			pegjokers.SearchBot{Worlds: 4, Candidates: 4, Rounds: 1}, pegjokers.HeuristicBot{})
	},
	// Players now and then forget to draw and to take the extra card.
	"missed-draws.txt": func(t *testing.T) pegjokers.Record {
		g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3).Recording()
		rng := cards.NewRand(3)
		for !g.Over() {
			st, _ := g.Next()
			switch chs := g.Choices(); {
			case st == pegjokers.StepPlay:
				g, _ = mustApply(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
			case len(chs) > 0 && rng.IntN(5) == 0:
				g, _ = mustApply(t, g, pegjokers.HeuristicBot{}.Choose(g.View(), nil))
			default:
				g, _ = mustApply(t, g, pegjokers.Draw{})
			}
		}
		rec := gametest.Record(t, g)
		rec.Names = []string{"Hal", "Ida", "Jo", "Kim"}
		return rec
	},
	// Typed in at a table: the hands dealt and every card drawn, no seed.
	"typed-in.txt": func(t *testing.T) pegjokers.Record {
		seeded := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 21)
		g := dealtLike(t, seeded).Recording()
		for !g.Over() {
			if st, _ := g.Next(); st == pegjokers.StepPlay {
				ch := pegjokers.HeuristicBot{}.Choose(g.View(), nil)
				g, _ = mustApply(t, g, ch)
				seeded, _ = mustApply(t, seeded, ch)
				continue
			}
			// The card the shuffled deck gives, named.
			_, d := seeded.Next()
			seeded, _ = mustApply(t, seeded, pegjokers.Draw{})
			g, _ = mustApply(t, g, pegjokers.Draw{Card: seeded.Hand(d)[seeded.Held(d)-1]})
		}
		rec := gametest.Record(t, g)
		rec.Names = []string{"Lou", "Max"}
		return rec
	},
	// Saved part way, resumed and played out: the record starts from the
	// saved game.
	"resumed.txt": func(t *testing.T) pegjokers.Record {
		g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Solo, 9)
		bots := all(pegjokers.HeuristicBot{}, 4)
		for g.Turns() < 60 {
			if st, _ := g.Next(); st == pegjokers.StepPlay {
				g, _ = mustApply(t, g, bots[g.Turn()].Choose(g.View(), nil))
			} else {
				g, _ = mustApply(t, g, pegjokers.Draw{})
			}
		}
		g = reload(t, g)
		end, err := pegjokers.PlayGame(g.Recording(), bots, cards.NewRand(1), nil)
		if err != nil {
			t.Fatal(err)
		}
		return gametest.Record(t, end)
	},
}

// botGame records a game between strategies, one for each team.
func botGame(t *testing.T, r pegjokers.Rules, n int, a pegjokers.Arrangement, seed uint64, names []string, team ...pegjokers.Strategy) pegjokers.Record {
	t.Helper()
	g := newGame(t, r, n, a, seed)
	players := make([]pegjokers.Strategy, n)
	for s := range players {
		players[s] = team[g.Position().Team(pegjokers.Seat(s))]
	}
	end, err := pegjokers.PlayGame(g.Recording(), players, cards.NewRand(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := gametest.Record(t, end)
	rec.Names = names
	return rec
}

// TestCorpusIsWhatTheBotsPlay makes each game of testdata/records afresh:
// the bots and the deal must play them move for move as recorded, so a
// change to how a bot chooses shows here (go test -run TestRecordCorpus
// -update-corpus writes the records afresh after a deliberate change).
func TestCorpusIsWhatTheBotsPlay(t *testing.T) {
	for name, make := range corpus {
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", "records", name))
			if err != nil {
				t.Fatal(err)
			}
			if got := gametest.Text(t, make(t)); got != string(want) {
				t.Errorf("the game plays differently from its record:\n%s", cmp.Diff(string(want), got))
			}
		})
	}
}
