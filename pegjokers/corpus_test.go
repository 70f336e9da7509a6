package pegjokers_test

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

var updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")

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
		rec := mustRecord(t, g)
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
		rec := mustRecord(t, g)
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
		return mustRecord(t, end)
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
	rec := mustRecord(t, end)
	rec.Names = names
	return rec
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay to a finished game and write back byte for byte. With
// -update-corpus it writes them afresh first.
func TestRecordCorpus(t *testing.T) {
	dir := filepath.Join("testdata", "records")
	if *updateCorpus {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, make := range corpus {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(recordText(t, make(t))), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	var want []string
	for name := range corpus {
		want = append(want, name)
	}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("testdata/records holds %v, want %v", names, want)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := pegjokers.ParseRecord(strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			g, ev, err := pegjokers.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ev[len(ev)-1].(pegjokers.GameOver); !ok || !g.Over() {
				t.Errorf("the game is not over:\n%v", g.Diagram())
			}
			if got := recordText(t, rec); got != string(data) {
				t.Errorf("the record does not write back byte for byte:\n%s", cmp.Diff(string(data), got))
			}
		})
	}
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
			if got := recordText(t, make(t)); got != string(want) {
				t.Errorf("the game plays differently from its record:\n%s", cmp.Diff(string(want), got))
			}
		})
	}
}
