package cribwars_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
)

var updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")

// table plays a game of Crib Wars with bots as a table does, leaving the
// box when a stay is due and taking points offered, with the table's own
// actions (a penalty, a peg placed, an irregularity's points) put in
// before the deals named in extra.
type botTable struct {
	players []crib.Strategy
	rands   []*rand.Rand
	extra   map[int]crib.Action // by deal: put in before it
}

func newBotTable(g cribwars.Game, seed uint64, extra map[int]crib.Action) *botTable {
	b := &botTable{extra: extra}
	for s := range g.Seats() {
		b.players = append(b.players, bot.Analysis{})
		b.rands = append(b.rands, cards.NewRand(seed+uint64(s)))
	}
	return b
}

// play plays g to its end, keeping a record from the start.
func (b *botTable) play(t *testing.T, g cribwars.Game) cribwars.Game {
	t.Helper()
	if _, err := g.Record(); err != nil {
		g = g.Recording()
	}
	deals := 0
	for n := 0; g.Phase() != crib.PhaseOver; n++ {
		if n > 5000 {
			t.Fatal("no end after 5000 actions")
		}
		act, _ := g.Next()
		var a crib.Action
		switch side, due := g.BoxDue(); {
		case act == crib.ActOffer:
			a = crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side}
		case due:
			a = cribwars.LeaveBox{Side: side}
		case act == crib.ActDeal && b.extra[deals+1] != nil:
			a = b.extra[deals+1]
			delete(b.extra, deals+1)
		default:
			var err error
			if a, err = crib.NextAction(g.Cribbage(), b.players, b.rands); err != nil {
				t.Fatal(err)
			}
			if _, ok := a.(crib.Deal); ok {
				deals++
			}
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	return g
}

// playClaimed plays a claimed game g to its end as people at a table do:
// the bots choose the cards, each player claims its scores, now and then
// a point short, which the next side calls muggins on while the player's
// peg is in Muggers Alley; the counts are accepted.
func playClaimed(t *testing.T, g cribwars.Game, seed uint64) cribwars.Game {
	t.Helper()
	b := newBotTable(g, seed, nil)
	rng := cards.NewRand(seed)
	g = g.Recording()
	pend := 0
	for n := 0; g.Phase() != crib.PhaseOver; n++ {
		if n > 8000 {
			t.Fatal("no end after 8000 actions")
		}
		act, seat := g.Next()
		var a crib.Action
		short := false
		claim := func(seat, truth int) crib.Action {
			if truth > 0 && rng.IntN(6) == 0 {
				short, truth = true, truth-1
			}
			return crib.Claim{Seat: seat, Points: truth}
		}
		switch side, due := g.BoxDue(); {
		case act == crib.ActOffer:
			a = crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side}
		case due:
			a = cribwars.LeaveBox{Side: side}
		case act == crib.ActClaim || act == crib.ActLay:
			if ps, ok := g.Cribbage().Pending(); ok {
				a = claim(ps, pend)
				break
			}
			if act == crib.ActClaim {
				a = claim(seat, countTruth(g, seat))
				break
			}
			fallthrough
		default:
			switch act {
			case crib.ActAccept:
				a = crib.Accept{Seat: seat}
			case crib.ActPegOut:
				a = crib.PegOut{Seat: seat}
			default:
				var err error
				if a, err = crib.NextAction(g.Cribbage(), b.players, b.rands); err != nil {
					t.Fatal(err)
				}
			}
		}
		ng, ev, err := g.Apply(a)
		if err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		g = ng
		for _, e := range ev {
			switch e := e.(type) {
			case crib.Laid:
				pend = e.Step.Points()
			case crib.StarterTurned:
				pend = 2
			}
		}
		if c, ok := a.(crib.Claim); ok && short && g.Phase() != crib.PhaseOver {
			caller := (c.Seat + 1) % g.Seats()
			if h, _, err := g.Apply(crib.CallMuggins{Caller: caller, Target: c.Seat, Asked: 1}); err == nil {
				g = h
			}
		}
	}
	return g
}

// typedIn returns the game a table plays, seeded, as it is typed in:
// each shuffle and cut given as the cards it turned (DealtGame).
func typedIn(t *testing.T, c cribwars.Config, seed uint64, extra map[int]crib.Action) cribwars.Game {
	seeded := newGame(t, c, seed)
	acts := mustRecord(t, newBotTable(seeded, seed, extra).play(t, seeded)).Actions
	g, err := cribwars.DealtGame(c)
	if err != nil {
		t.Fatal(err)
	}
	g = g.Recording()
	for _, a := range acts {
		ns, ev, err := seeded.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		seeded = ns
		for _, e := range ev {
			switch e := e.(type) {
			case crib.DealerCut:
				a = crib.CutForDealWith{Cuts: e.Cuts}
			case crib.Dealt:
				a = crib.DealHands{Hands: e.Hands, FromPack: e.FromPack}
			case crib.StarterTurned:
				a = crib.CutStarter{Card: e.Starter}
			}
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	if winnerOf(g) != winnerOf(seeded) || !cmp.Equal(g.Pegs(), seeded.Pegs()) || g.Cribbage().Board() != seeded.Cribbage().Board() {
		t.Fatalf("the game typed in ends at %v, the game played at %v", g.Pegs(), seeded.Pegs())
	}
	return g
}

// corpus makes the records of testdata/records, by name.
var corpus = map[string]func(t *testing.T) cribwars.Record{
	// Two teams of two on the default board.
	"teams.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.FourPlayer()}, 4)
		rec := mustRecord(t, newBotTable(g, 4, nil).play(t, g))
		rec.Names = []string{"Ann", "Ben", "Cat", "Dan"}
		return rec
	},
	// Three players on the default board.
	"three-players.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways}}, 3)
		rec := mustRecord(t, newBotTable(g, 3, nil).play(t, g))
		rec.Names = []string{"Eve", "Fay", "Gus"}
		return rec
	},
	// Three teams of two.
	"six-players.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.SixPlayer()}, 6)
		return mustRecord(t, newBotTable(g, 6, nil).play(t, g))
	},
	// Three players on a board of many penalty boxes, a time trap and a
	// slide: sides sit out in the box and move out, the table rules a
	// penalty, puts a peg back and applies an irregularity's points.
	"boxes-traps-slides.txt": func(t *testing.T) cribwars.Record {
		c := cribwars.Config{Layout: crib.ThreePlayer(), Board: boxBoard(), Rules: cribwars.Rules{BumpedLeaves: true}}
		g := newGame(t, c, 1)
		extra := map[int]crib.Action{2: cribwars.Penalty{Offender: 1, Rule: "Crib Wars penalty rule"},
			4: cribwars.Place{Side: 0, Peg: cribwars.Hole(12)}, 5: cribwars.Irregularity{Item: 16, Offender: 2, Points: [crib.MaxSides]int{2, 2}}}
		rec := mustRecord(t, newBotTable(g, 1, extra).play(t, g))
		rec.Names = []string{"Hal", "Ida", "Jo"}
		return rec
	},
	// Claimed scoring: points claimed short are taken by muggins in
	// Muggers Alley.
	"claimed-muggins.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Claimed: true}, 10)
		rec := mustRecord(t, playClaimed(t, g, 10))
		rec.Names = []string{"Fay", "Gus"}
		return rec
	},
	// Typed in at a table: the cards as they fell, no seed; three
	// players through penalty boxes, the one sitting out dealt no cards.
	"typed-in.txt": func(t *testing.T) cribwars.Record {
		rec := mustRecord(t, typedIn(t, cribwars.Config{Layout: crib.ThreePlayer(), Board: boxBoard()}, 1, nil))
		rec.Names = []string{"Jo", "Kim", "Lou"}
		return rec
	},
	// A game of two taken up from a saved game part way.
	"taken-up.txt": func(t *testing.T) cribwars.Record {
		g := stopWhen(t, cribwars.Config{}, 8, func(g cribwars.Game) bool { return g.Phase() == crib.PhaseDeal && g.Peg(0).Hole > 150 })
		g = loadJSON(t, saveJSON(t, g))
		rec := mustRecord(t, newBotTable(g, 8, nil).play(t, g))
		rec.Names = []string{"Kim", "Lou"}
		return rec
	},
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay to the end of a game and write back byte for byte. With
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
	seen := map[string]bool{}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := cribwars.ParseRecord(strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			g, ev, err := cribwars.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ev[len(ev)-1].(cribwars.GameOver); !ok || g.Phase() != crib.PhaseOver {
				t.Errorf("the game is not over: %v", g.Pegs())
			}
			if got := recordText(t, rec); got != string(data) {
				t.Errorf("the record does not write back byte for byte:\n%s", cmp.Diff(string(data), got))
			}
			for _, e := range ev {
				switch e := e.(type) {
				case cribwars.BoardEvent:
					seen[e.Event.Kind.String()] = true
				case cribwars.SentToBox, cribwars.RulingApplied:
					seen[fmt.Sprintf("%T", e)] = true
				}
			}
			for _, a := range rec.Actions {
				for _, w := range []string{"leave box", "penalty", "place", "irregularity", "claim", "muggins", "accept"} {
					if strings.HasPrefix(a.String(), w+" ") {
						seen[w] = true
					}
				}
			}
		})
	}
	for _, want := range []string{"slid", "trapped", "landed in box", "cribwars.SentToBox", "cribwars.RulingApplied", "leave box", "penalty", "place",
		"irregularity", "claim", "muggins", "accept"} {
		if !seen[want] {
			t.Errorf("the corpus has no %s", want)
		}
	}
}
