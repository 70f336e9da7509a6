package crib_test

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
)

var updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")

// tableGame plays g to its end (or to stop actions) with p and returns
// it, keeping a record from the start when g keeps none.
func tableGame(t *testing.T, g crib.Game, p *tablePlayer, stop int) crib.Game {
	t.Helper()
	if _, err := g.Record(); err != nil {
		g = g.Recording()
	}
	for n := 0; g.Phase() != crib.PhaseOver && n < stop; n++ {
		a := p.next(g)
		ng, ev, err := g.Apply(a)
		if err != nil {
			switch {
			case errors.Is(err, crib.ErrNoClaim), errors.Is(err, crib.ErrNoMuggins), errors.Is(err, crib.ErrTooLate):
				continue // a call or a correction with nothing to call on: not made
			}
			t.Fatalf("%v: %v", a, err)
		}
		p.after(ev)
		g = ng
	}
	return g
}

// named returns rec with names.
func named(rec crib.Record, names ...string) crib.Record {
	rec.Names = names
	return rec
}

// corpus makes the records of testdata/records, by name: real-looking
// games of every seating, claimed scoring with muggins, go announced,
// corrections, a concession in match play, a game typed in at a table, a
// game taken up at a position.
var corpus = map[string]func(t *testing.T) crib.Record{
	"two-players.txt": func(t *testing.T) crib.Record {
		g, err := crib.PlayGame(newGame(t, crib.Rules{}, 2024).Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}}, cards.NewRand(2024), nil)
		if err != nil {
			t.Fatal(err)
		}
		return named(mustRecord(t, g), "Ann", "Ben")
	},
	"three-players.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Layout: crib.ThreePlayer()}, 3)
		return named(mustRecord(t, tableGame(t, g, newTablePlayer(g, 3), 5000)), "Cat", "Dan", "Eve")
	},
	"four-partnerships.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Layout: crib.FourPlayer()}, 4)
		return named(mustRecord(t, tableGame(t, g, newTablePlayer(g, 4), 5000)), "Ann", "Ben", "Cat", "Dan")
	},
	"six-three-partnerships.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Layout: crib.SixPlayer()}, 6)
		return mustRecord(t, tableGame(t, g, newTablePlayer(g, 6), 5000))
	},
	// Claimed scoring with muggins: points claimed short are called.
	"claimed-muggins.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Claimed: true, Muggins: true}, 10)
		return named(mustRecord(t, tableGame(t, g, newTablePlayer(g, 10), 5000)), "Fay", "Gus")
	},
	// Claimed without muggins, the player who cannot lay saying go.
	"go-announced.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true}, 12)
		return mustRecord(t, tableGame(t, g, newTablePlayer(g, 12), 5000))
	},
	// Overpegs put right by the opponent or the player, counts of none
	// claimed again, points owed pegged by the players.
	"corrections.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true}, 13)
		p := newTablePlayer(g, 13)
		p.fix = true
		return named(mustRecord(t, tableGame(t, g, p, 5000)), "Hal", "Ida")
	},
	// Match play: Ben, well behind, concedes.
	"concession.txt": func(t *testing.T) crib.Record {
		g := newGame(t, crib.Rules{Claimed: true, Match: crib.MatchRules{GamesToWin: 2}}, 14)
		p := newTablePlayer(g, 14)
		g = tableGame(t, g, p, 150)
		for g.Phase() != crib.PhaseDeal {
			g = tableGame(t, g, p, 1)
		}
		g = must(t)(g.Apply(crib.Concede{Seat: 1}))
		return named(mustRecord(t, g), "Ann", "Ben")
	},
	// Typed in at a table: the cards as they fell, no seed.
	"typed-in.txt": func(t *testing.T) crib.Record {
		return named(mustRecord(t, typedIn(t, crib.Rules{Claimed: true, Muggins: true}, 21)), "Jo", "Kim")
	},
	// Taken up at a position between deals.
	"at-position.txt": func(t *testing.T) crib.Record {
		at := crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 96, Rear: 88}, {Front: 102, Rear: 95}}, Games: [crib.MaxSides]int{1, 0}}
		g, err := crib.NewGameAt(crib.Rules{Match: crib.MatchRules{GamesToWin: 2}}, 16, at)
		if err != nil {
			t.Fatal(err)
		}
		return named(mustRecord(t, tableGame(t, g, newTablePlayer(g, 16), 5000)), "Lou", "Max")
	},
}

// typedIn plays a seeded game and returns the same game dealt at a table:
// each shuffle and cut given as the cards it turned.
func typedIn(t *testing.T, rules crib.Rules, seed uint64) crib.Game {
	seeded := newGame(t, rules, seed)
	p := newTablePlayer(seeded, seed)
	g, err := crib.DealtGame(rules)
	if err != nil {
		t.Fatal(err)
	}
	g = g.Recording()
	for seeded.Phase() != crib.PhaseOver {
		a := p.next(seeded)
		ns, ev, err := seeded.Apply(a)
		if err != nil {
			if errors.Is(err, crib.ErrNoClaim) || errors.Is(err, crib.ErrNoMuggins) {
				continue
			}
			t.Fatal(err)
		}
		p.after(ev)
		seeded = ns
		switch a.(type) {
		case crib.CutForDeal:
			a = crib.CutForDealWith{Cuts: ev[0].(crib.DealerCut).Cuts}
		case crib.Deal:
			d := ev[0].(crib.Dealt)
			a = crib.DealHands{Hands: d.Hands, FromPack: d.FromPack}
		case crib.Cut:
			a = crib.CutStarter{Card: ev[0].(crib.StarterTurned).Starter}
		}
		g, _ = apply(t, g, a)
	}
	return g
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay (to the end of a game, or a concession) and write back
// byte for byte. With -update-corpus it writes them afresh first.
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
	var names, want []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
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
			rec, err := crib.ParseRecord(strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			g, ev, err := crib.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ev[len(ev)-1].(crib.GameOver); !ok || g.Phase() != crib.PhaseOver {
				t.Errorf("the game is not over: %v", g.Board())
			}
			if got := recordText(t, rec); got != string(data) {
				t.Errorf("the record does not write back byte for byte:\n%s", cmp.Diff(string(data), got))
			}
		})
	}
}
