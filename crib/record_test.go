package crib_test

import (
	"bytes"
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
)

// mustReplay reads a record's text and replays it.
var mustReplay = gametest.Replayer(crib.ParseRecord, crib.Replay)

// TestRecordRoundTrip: the record of a game of every seating and mode
// writes text that reads back and replays to the same game and events,
// and writes back the same text.
func TestRecordRoundTrip(t *testing.T) {
	for _, rules := range []crib.Rules{{}, {Layout: crib.ThreePlayer()}, {Layout: crib.FourPlayer(), Claimed: true, Muggins: true},
		{Layout: crib.SixPlayer(), GameHole: 61, Claimed: true, ClaimPenalties: true}} {
		start, acts := playRecorded(t, rules, 11)
		g := start.Recording()
		var evs []crib.Event
		for _, a := range acts {
			var ev []crib.Event
			g, ev = stepEv(t)(g.Apply(a))
			evs = append(evs, ev...)
		}
		text := gametest.Text(t, gametest.Record(t, g))
		back, bev := mustReplay(t, text)
		if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) || !cmp.Equal(bev, evs) {
			t.Fatalf("%v: the record replays otherwise", rules)
		}
		if again := gametest.Text(t, gametest.Record(t, back)); again != text {
			t.Fatalf("the replayed game's record differs:\n%s", cmp.Diff(text, again))
		}
	}
}

// TestRecordFormat: a record's text, header by header.
func TestRecordFormat(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 2024))(t).Recording()
	g = step(t)(g.Apply(crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("8C"), cards.MustParse("4H"), cards.MustParse("KD"), cards.MustParse("9S")}}))
	g = step(t)(g.Apply(crib.Deal{}))
	rec := gametest.Record(t, g)
	rec.Names = []string{"Ann", "Ben", "Cat", "Dan"}
	want := "pegboard crib 1\nrules: 4 players, claimed, muggins\nnames: Ann, Ben, Cat, Dan\nseed: 2024\n\ncut for deal with 8C 4H KD 9S\ndeal\n"
	if got := gametest.Text(t, rec); got != want {
		t.Errorf("record:\n%s\nwant\n%s", got, want)
	}
	// A game taken up at a position, and one dealt at a table.
	at := crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 100, Rear: 90}, {Front: 80, Rear: 70}}}
	g, err := crib.DealtGameAt(crib.Rules{}, at)
	if err != nil {
		t.Fatal(err)
	}
	want = "pegboard crib 1\nrules: 2 players\nposition: dealer 1, pegs 100/90 80/70\n"
	if got := gametest.Text(t, gametest.Record(t, g.Recording())); got != want {
		t.Errorf("record:\n%s\nwant\n%s", got, want)
	}
}

// TestRecordTypedAtATable: a game typed in at a table, with no seed (the
// cut for deal, the hands and the starters given), replays; its shuffles
// are refused.
func TestRecordTypedAtATable(t *testing.T) {
	text := `pegboard crib 1
# Typed in from the score sheet.
rules: 2 players, game 61, claimed
names: Ann, Ben

cut for deal with 8C 4H       # Ben cuts low and deals
deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D
discard 0 10H KS
discard 1 2C 7D
cut JH                        # his heels for Ben
claim 1 2
lay 0 5H
lay 1 5D
claim 1 2                     # a pair
lay 0 5C
claim 0 8                     # fifteen two and a pair royal
`
	g, ev := mustReplay(t, text)
	if !g.Dealt() || g.Score(1) != 4 || g.Score(0) != 8 || g.Play().Count() != 15 {
		t.Fatalf("scores %v, count %d", g.Board(), g.Play().Count())
	}
	if len(ev) == 0 {
		t.Fatal("no events")
	}
	if _, _, err := g.Apply(crib.Deal{}); err == nil {
		t.Error("a deal in the play")
	}
	h, err := crib.DealtGame(crib.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []crib.Action{crib.CutForDeal{}} {
		if _, _, err := h.Apply(a); !errors.Is(err, crib.ErrBadCards) {
			t.Errorf("%v in a game dealt at a table: %v", a, err)
		}
	}
	h = step(t)(h.Apply(crib.ChooseDealer{Seat: 0}))
	if _, _, err := h.Apply(crib.Deal{}); !errors.Is(err, crib.ErrBadCards) {
		t.Errorf("a shuffle in a game dealt at a table: %v", err)
	}
}

// TestRecordErrors: errors name the line.
func TestRecordErrors(t *testing.T) {
	head := "pegboard crib 1\nrules: 2 players\nseed: 1\n\n"
	type l = codectest.Line
	codectest.RefusesAt(t, codectest.Replays(crib.ParseRecord, crib.Replay),
		l{Text: "pegboard crib 2\n", Line: 1},
		l{Text: "pegboard pegjokers 1\n", Line: 1},
		l{Text: "pegboard crib 1\nseed: 1\n", Line: 1},
		l{Text: "pegboard crib 1\nrules: 9 players\n", Line: 2},
		l{Text: "pegboard crib 1\nrules: 2 players\nnames: Ann\n", Line: 3},
		l{Text: "pegboard crib 1\nrules: 2 players\ncolour: red\n", Line: 3},
		l{Text: "pegboard crib 1\nrules: 2 players\nseed: -1\n", Line: 3},
		l{Text: "pegboard crib 1\nrules: 2 players\nseed: 1\nstart: {}\n", Line: 4},
		l{Text: head + "cut for deal\ndeal\nfly away\n", Line: 7},
		l{Text: head + "cut for deal\ncut for deal\n", Line: 6},
		l{Text: head + "lay 0 5H\n", Line: 5},
	)
}

// TestRecordAtTheLimit: a record of exactly codec.MaxJSON bytes is read;
// one byte more is refused before it is read.
func TestRecordAtTheLimit(t *testing.T) {
	head := "pegboard crib 1\nrules: 2 players\nseed: 1\n\ncut for deal\n"
	codectest.AtTheLimit(t, "a record", func(b []byte) error { _, err := crib.ParseRecord(bytes.NewReader(b)); return err },
		func(n int) []byte { return codectest.PadRecord(head, n) }, "crib: bad record: more than 1048576 bytes")
}

// TestRecordingShares: games that keep a record share their past.
func TestRecordingShares(t *testing.T) {
	g := must.Get(crib.NewGame(crib.Rules{}, 1))(t).Recording()
	g = step(t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	a := step(t)(g.Apply(crib.Deal{}))
	b := step(t)(g.Apply(crib.DealFromDeck(cards.StandardDeck())))
	ra, rb, rg := gametest.Record(t, a), gametest.Record(t, b), gametest.Record(t, g)
	if len(ra.Actions) != 2 || len(rb.Actions) != 2 || len(rg.Actions) != 1 || ra.Actions[1] != (crib.Deal{}) || rb.Actions[1] != crib.DealFromDeck(cards.StandardDeck()) {
		t.Errorf("records %v, %v and %v", ra.Actions, rb.Actions, rg.Actions)
	}
	if _, err := must.Get(crib.NewGame(crib.Rules{}, 1))(t).Record(); !errors.Is(err, crib.ErrBadRecord) {
		t.Errorf("a game that keeps no record: %v", err)
	}
}

// FuzzParseRecord: reading a record never panics; a record it reads writes
// text that reads back to the same record, and replays or names a line.
func FuzzParseRecord(f *testing.F) {
	seeds := [][]byte{[]byte("pegboard crib 1\nrules: 2 players, game 61\n\ncut for deal with 8C 4H\ndeal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D\ndiscard 0 10H KS\n")}
	start, acts := playRecorded(f, crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 5)
	g := start.Recording()
	for _, a := range acts[:60] {
		g, _ = stepEv(f)(g.Apply(a))
	}
	seeds = append(seeds, []byte(gametest.Text(f, gametest.Record(f, g))),
		[]byte("pegboard crib 1\nrules: 2 players\nposition: dealer 1, pegs 100/90 80/70\nseed: 4\n\ndeal\n"))
	codectest.FuzzRecord(f, seeds, crib.ParseRecord, crib.Record.MarshalText, func(rec crib.Record) error {
		_, _, err := crib.Replay(rec)
		return err
	})
}

var (
	updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")
	updateFrozen = flag.Bool("update-frozen", false, "write testdata/frozen.txt afresh")
)

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
		g, err := crib.PlayGame(must.Get(crib.NewGame(crib.Rules{}, 2024))(t).Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}}, cards.NewRand(2024), nil)
		if err != nil {
			t.Fatal(err)
		}
		return named(gametest.Record(t, g), "Ann", "Ben")
	},
	"three-players.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 3))(t)
		return named(gametest.Record(t, tableGame(t, g, newTablePlayer(g, 3), 5000)), "Cat", "Dan", "Eve")
	},
	"four-partnerships.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.FourPlayer()}, 4))(t)
		return named(gametest.Record(t, tableGame(t, g, newTablePlayer(g, 4), 5000)), "Ann", "Ben", "Cat", "Dan")
	},
	"six-three-partnerships.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.SixPlayer()}, 6))(t)
		return gametest.Record(t, tableGame(t, g, newTablePlayer(g, 6), 5000))
	},
	// Claimed scoring with muggins: points claimed short are called.
	"claimed-muggins.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Claimed: true, Muggins: true}, 10))(t)
		return named(gametest.Record(t, tableGame(t, g, newTablePlayer(g, 10), 5000)), "Fay", "Gus")
	},
	// Claimed without muggins, the player who cannot lay saying go.
	"go-announced.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true}, 12))(t)
		return gametest.Record(t, tableGame(t, g, newTablePlayer(g, 12), 5000))
	},
	// Overpegs put right by the opponent or the player, counts of none
	// claimed again, points owed pegged by the players.
	"corrections.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Claimed: true, Muggins: true, ClaimPenalties: true}, 13))(t)
		p := newTablePlayer(g, 13)
		p.fix = true
		return named(gametest.Record(t, tableGame(t, g, p, 5000)), "Hal", "Ida")
	},
	// Match play: Ben, well behind, concedes.
	"concession.txt": func(t *testing.T) crib.Record {
		g := must.Get(crib.NewGame(crib.Rules{Claimed: true, Match: crib.MatchRules{GamesToWin: 2}}, 14))(t)
		p := newTablePlayer(g, 14)
		g = tableGame(t, g, p, 150)
		for g.Phase() != crib.PhaseDeal {
			g = tableGame(t, g, p, 1)
		}
		g = step(t)(g.Apply(crib.Concede{Seat: 1}))
		return named(gametest.Record(t, g), "Ann", "Ben")
	},
	// Typed in at a table: the cards as they fell, no seed.
	"typed-in.txt": func(t *testing.T) crib.Record {
		return named(gametest.Record(t, typedIn(t, crib.Rules{Claimed: true, Muggins: true}, 21)), "Jo", "Kim")
	},
	// Taken up at a position between deals.
	"at-position.txt": func(t *testing.T) crib.Record {
		at := crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 96, Rear: 88}, {Front: 102, Rear: 95}}, Games: [crib.MaxSides]int{1, 0}}
		g, err := crib.NewGameAt(crib.Rules{Match: crib.MatchRules{GamesToWin: 2}}, 16, at)
		if err != nil {
			t.Fatal(err)
		}
		return named(gametest.Record(t, tableGame(t, g, newTablePlayer(g, 16), 5000)), "Lou", "Max")
	},
}

// typedIn plays a seeded game and returns the same game dealt at a table:
// each shuffle and cut given as the cards it turned.
func typedIn(t *testing.T, rules crib.Rules, seed uint64) crib.Game {
	seeded := must.Get(crib.NewGame(rules, seed))(t)
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
		g, _ = stepEv(t)(g.Apply(a))
	}
	return g
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay (to the end of a game, or a concession) and write back
// byte for byte. With -update-corpus it writes them afresh first.
func TestRecordCorpus(t *testing.T) {
	golden.Records(t, corpus, *updateCorpus, crib.ParseRecord, crib.Replay, crib.Record.MarshalText,
		func(g crib.Game, _ crib.GameOver) bool { return g.Phase() == crib.PhaseOver })
}

func TestHostileNilReaderAndWriters(t *testing.T) {
	_, err := crib.ParseRecord(nil)
	must.Is(t, "ParseRecord(nil)", err, crib.ErrBadRecord)
	_, err = crib.Record{}.WriteTo(nil)
	if err == nil {
		t.Error("the zero Record written to a nil writer: no error")
	}
	rec, err := finished(t).Recording().Record()
	if err == nil {
		_, err = rec.WriteTo(nil)
		must.Is(t, "Record.WriteTo(nil)", err, crib.ErrZeroValue)
	}
}

// TestCommittedDealVerifies: a game dealt from a seed committed to before
// it began verifies once its record reveals the seed and salt, and is
// refused when the record's seed, salt, rules or actions are not the ones
// played, or when an action brings its own cards.
func TestCommittedDealVerifies(t *testing.T) {
	salt := []byte("a secret salt of thirty-two byte")
	rules := crib.Rules{Claimed: true, Muggins: true}
	c := must.Get(crib.Record{Rules: rules, Seed: 7, Salt: salt}.Commitment())(t)
	_, acts := playRecorded(t, rules, 7)
	rec := crib.Record{Rules: rules, Seed: 7, Salt: salt, Actions: acts}
	other := codectest.Committed(t, rec, c, crib.Record.MarshalText, crib.ParseRecord, crib.Record.Verify, crib.ErrBadRecord, map[string]func(r *crib.Record){
		"another seed": func(r *crib.Record) { r.Seed++ },
		"another salt": func(r *crib.Record) { r.Salt[0] ^= 1 },
		"no salt":      func(r *crib.Record) { r.Salt = nil },
		"other rules":  func(r *crib.Record) { r.Rules.Muggins = false },
		"dealt":        func(r *crib.Record) { r.Dealt, r.Seed = true, 0 },
		"a lay changed": func(r *crib.Record) {
			r.Actions[slices.IndexFunc(r.Actions, isLay)] = crib.Lay{Seat: 0, Card: cards.MustParse("AS")}
		},
		"a stacked pack": func(r *crib.Record) {
			r.Actions = slices.Insert(r.Actions, 1, crib.Action(crib.DealFromDeck(cards.StandardDeck())))
		},
	})
	if err := other(func(r *crib.Record) { r.Seed++ }).Verify(c); !errors.Is(err, cards.ErrNotCommitted) {
		t.Errorf("another seed: %v, want ErrNotCommitted", err)
	}
}

func isLay(a crib.Action) bool { _, ok := a.(crib.Lay); return ok }

// TestRecordSaltRefused: a salt header that is not 16 to 64 bytes of hex
// is refused on its line.
func TestRecordSaltRefused(t *testing.T) {
	head := "pegboard crib 1\nrules: default\nseed: 1\nsalt: "
	type l = codectest.Line
	codectest.RefusesAt(t, codectest.Replays(crib.ParseRecord, crib.Replay),
		l{Text: head + "xyz\n", Line: 4}, l{Text: head + "00\n", Line: 4}, l{Text: head + strings.Repeat("ab", 65) + "\n", Line: 4})
}
