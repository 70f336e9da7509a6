package cribwars_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
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
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
)

// mustReplay reads and replays a record's text.
var mustReplay = gametest.Replayer(cribwars.ParseRecord, cribwars.Replay)

// TestRecordFormat: a record begins with its first line and headers, one
// action a line, and reads back to the same text.
func TestRecordFormat(t *testing.T) {
	g := playBots(t, cribwars.Config{Layout: crib.ThreePlayer(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways}}, 7)
	rec := gametest.Record(t, g)
	rec.Names = []string{"Ann", "Ben", "Cat"}
	text := gametest.Text(t, rec)
	want := "pegboard cribwars 1\nlayout: 3 players\nboard: default\nrules: heels always\nscoring: automatic\nnames: Ann, Ben, Cat\nseed: 7\n\ncut for deal\ndeal\n"
	if !strings.HasPrefix(text, want) {
		t.Errorf("the record begins\n%s\nnot\n%s", text[:min(len(text), len(want))], want)
	}
	back, _ := mustReplay(t, text)
	if !bytes.Equal(saveJSON(t, back), saveJSON(t, g)) {
		t.Error("the record replays to another game")
	}
	again := gametest.Text(t, gametest.Record(t, back))
	if again != strings.Replace(text, "names: Ann, Ben, Cat\n", "", 1) {
		t.Errorf("the replayed game's record is\n%s", again)
	}
}

// TestRecordSizeBound: a record of up to 1 MiB reads (comments make up the
// size), as text and as a Record's UnmarshalText; one byte more is refused.
func TestRecordSizeBound(t *testing.T) {
	head := "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: automatic\nseed: 1\n\ncut for deal\n"
	data := func(n int) []byte { return codectest.PadRecord(head, n) }
	const want = "cribwars: bad record: more than 1048576 bytes"
	codectest.AtTheLimit(t, "a record", func(b []byte) error { _, err := cribwars.ParseRecord(bytes.NewReader(b)); return err }, data, want)
	codectest.AtTheLimit(t, "a Record's text", func(b []byte) error { var r cribwars.Record; return r.UnmarshalText(b) }, data, want)
}

// TestRecordErrors: a record that cannot be read or replayed is an error
// naming the line and wrapping ErrBadRecord.
func TestRecordErrors(t *testing.T) {
	setup := "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: automatic\n"
	head := setup + "seed: 1\n\n"
	type l = codectest.Line
	codectest.RefusesAt(t, codectest.Replays(cribwars.ParseRecord, cribwars.Replay),
		l{Text: "pegboard cribwars 2\n", Line: 1},
		l{Text: "pegboard crib 1\n", Line: 1},
		l{Text: "pegboard cribwars 1\nlayout: 9 players\n", Line: 2},
		l{Text: "pegboard cribwars 1\nlayout: 4 players\nboard: crooked\n", Line: 3},
		l{Text: "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: heels sometimes\n", Line: 4},
		l{Text: "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: by eye\n", Line: 5},
		l{Text: "pegboard cribwars 1\nlayout: 2 players\nboard: {\"holes\": 10}\nrules: default\nscoring: automatic\nseed: 1\n", Line: 6},
		l{Text: setup + "names: Ann\nseed: 1\n", Line: 7},
		l{Text: setup + "colour: red\n", Line: 6},
		l{Text: setup + "seed: -1\n", Line: 6, Also: cribwars.ErrSyntax,
			Want: `cribwars: line 6: bad record: seed: invalid syntax: "-1" is not a seed (a number from 0 to 18446744073709551615)`},
		l{Text: setup + "seed: 1\nstart: {}\n", Line: 7},
		l{Text: setup + "\ncut for deal\n", Line: 7}, // dealt at a table: the cards are typed in
		l{Text: setup + "\nchoose dealer 0\ndeal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D\n", Line: 8},
		l{Text: "pegboard cribwars 1\nseed: 1\n", Line: 1},
		l{Text: head + "cut for deal\ndeal\nfly away\n", Line: 10},
		l{Text: head + "cut for deal\ncut for deal\n", Line: 9},
		l{Text: head + "leave box 0\n", Line: 8},
		l{Text: head + "leave box\n", Line: 8},
		l{Text: head + "place 0 2:1\n", Line: 8},
		l{Text: head + "place 7 50\n", Line: 8},
		l{Text: head + "penalty 0 unquoted\n", Line: 8},
		l{Text: head + "irregularity 3 0 0 2 0\n", Line: 8},
		l{Text: head + "irregularity 3\n", Line: 8},
		l{Text: head + "lay 0 5H\n", Line: 8},
	)
	if _, err := newGame(t, cribwars.Config{}, 1).Record(); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a game that keeps no record: %v", err)
	}
	bad := cribwars.Record{Config: cribwars.Config{}, Actions: []crib.Action{cribwars.Penalty{Offender: 0, Rule: "a # b"}}}
	if _, err := bad.MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
		t.Errorf("a rule with a #: %v", err)
	}
}

// FuzzParseRecord: reading a record never panics; a record it reads writes
// text that reads back to a record that writes the same text, and replays
// or names a line.
func FuzzParseRecord(f *testing.F) {
	head := "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: automatic\nseed: 1\n\n"
	seeds := [][]byte{
		[]byte("pegboard cribwars 1\nlayout: 2 players\nboard: plain\nrules: default\nscoring: claimed, no muggins\nseed: 3\n\ncut for deal\ndeal\npenalty 0 \"item 16\"\nleave box 1\nplace 0 50\nirregularity 16 1 0 2\n"),
		[]byte(head + "LAY 0 5h\n"), []byte(head + "penalty 0 \"\\x23\"\n"),
	}
	g := playBots(f, cribwars.Config{Layout: crib.ThreePlayer()}, 11)
	seeds = append(seeds, []byte(gametest.Text(f, gametest.Record(f, g))))
	codectest.FuzzRecord(f, seeds, cribwars.ParseRecord, cribwars.Record.MarshalText, func(r cribwars.Record) error {
		_, _, err := cribwars.Replay(r)
		return err
	})
}

// TestRecordReadsOnlyWhatItWrites: a record reads no action that it would
// not write back. A penalty's rule is read in Go's quoted syntax, so an
// escaped '#' read as a rule holding one, which MarshalText refuses (a
// line of a record holds no '#' but a comment), and a rule of control
// characters, each written back as four, wrote past the limit of an
// action's text: the fuzz once let such a record pass. Crib's actions in
// any case ("LAY 0 5h") read and write back as crib writes them.
func TestRecordReadsOnlyWhatItWrites(t *testing.T) {
	head := "pegboard cribwars 1\nlayout: 2 players\nboard: default\nrules: default\nscoring: automatic\nseed: 1\n\n"
	const refused = "cribwars: line 8: bad record: the action "
	long := strings.Repeat("\x01", codec.MaxAction-13) // the line is 1 byte short of the limit; its text four times as long
	type l = codectest.Line
	codectest.RefusesAt(t, func(text string) error { _, err := cribwars.ParseRecord(strings.NewReader(text)); return err },
		l{Text: head + `penalty 0 "\x23"` + "\n", Line: 8, Want: refused + `penalty 0 "#" has no text that reads back ("penalty 0 \"#\"")`},
		l{Text: head + `penalty 1 "item 16 \u0023 2"` + "\n", Line: 8,
			Want: refused + `penalty 1 "item 16 # 2" has no text that reads back ("penalty 1 \"item 16 # 2\"")`},
		l{Text: head + `penalty 0 "\043"` + "\n", Line: 8},
		l{Text: head + `penalty 0 "` + long + `"` + "\n", Line: 8},
	)
	for _, c := range []struct{ in, out string }{
		{"LAY 0 5h", "lay 0 5H"},
		{`penalty 0 "\x41\t"`, `penalty 0 "A\t"`},
		{`penalty 0 "` + strings.Repeat("\x01", 100) + `"`, `penalty 0 "` + strings.Repeat(`\x01`, 100) + `"`},
	} {
		rec := must.Get(cribwars.ParseRecord(strings.NewReader(head + c.in + "\n")))(t)
		if got := gametest.Text(t, rec); got != head+c.out+"\n" {
			t.Errorf("%.40q writes back as %.80q, want %.80q", c.in, got, head+c.out+"\n")
		}
	}
}

// TestReplayNamesWrittenLine: for a record made in code, not read, the
// line Replay names for a refused action is the line where MarshalText
// writes that action.
func TestReplayNamesWrittenLine(t *testing.T) {
	bad := cribwars.LeaveBox{Side: 0} // nobody sits in a box
	cut, err := cribwars.ParseAction("cut for deal")
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range []cribwars.Record{
		{Config: cribwars.Config{}, Seed: 1, Actions: []crib.Action{bad}},
		{Config: cribwars.Config{}, Seed: 1, Actions: []crib.Action{cut, bad}},
		{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Names: []string{"Ann", "Bo", "Cy"}, Seed: 2,
			Actions: []crib.Action{cut, crib.Deal{}, bad, crib.Deal{}}},
	} {
		_, _, err := cribwars.Replay(rec)
		var le *cribwars.LineError
		if !errors.As(err, &le) || !errors.Is(err, cribwars.ErrBadRecord) {
			t.Fatalf("%v: %v names no line", rec.Actions, err)
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(text), "\n")
		if le.Line < 1 || le.Line > len(lines) || lines[le.Line-1] != bad.String() {
			t.Errorf("Replay names line %d of\n%s", le.Line, text)
		}
	}
}

// TestRecordMarshalTextNamesAction: MarshalText says which action it
// cannot write, counting from 1.
func TestRecordMarshalTextNamesAction(t *testing.T) {
	for _, c := range []struct {
		actions []crib.Action
		want    string
	}{
		{[]crib.Action{crib.Deal{}, nil}, "cribwars: bad record: action 2 is nil"},
		{[]crib.Action{nil}, "cribwars: bad record: action 1 is nil"},
		{[]crib.Action{crib.Deal{}, crib.Deal{}, cribwars.Penalty{Offender: 0, Rule: "a # b"}}, "action 3: "},
	} {
		_, err := cribwars.Record{Seed: 1, Actions: c.actions}.MarshalText()
		if !errors.Is(err, cribwars.ErrBadRecord) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q...", c.actions, err, c.want)
		}
	}
}

// TestReplayNamesStartLine: a record made in code whose start cannot be
// made (a setup, names or start that MarshalText would refuse too) is
// refused by Replay on line 1, the record's first, with the reason.
func TestReplayNamesStartLine(t *testing.T) {
	g := newGame(t, cribwars.Config{}, 1)
	for _, c := range []struct {
		rec  cribwars.Record
		want string
	}{
		{cribwars.Record{Names: []string{"Ann"}, Seed: 1}, "1 name for 2 seats"},
		{cribwars.Record{Dealt: true, Seed: 1}, "a game dealt at a table has no seed"},
		{cribwars.Record{Start: &g, Seed: 1}, "a record starts from a saved game, or from a seed or the cards dealt, not both"},
		{cribwars.Record{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Start: &g}, "the start game's setup"},
	} {
		_, evs, err := cribwars.Replay(c.rec)
		var le *cribwars.LineError
		if !errors.As(err, &le) || le.Line != 1 || !errors.Is(err, cribwars.ErrBadRecord) || !strings.Contains(err.Error(), c.want) || evs != nil {
			t.Errorf("%+v: %v, %d events; want line 1: %q", c.rec, err, len(evs), c.want)
		}
		if _, err := c.rec.MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v is written: %v", c.rec, err)
		}
	}
}

// TestRecordNameBounds: a record holds players' names of up to 100
// bytes, one for each seat, and reads them back; a longer name, or a
// name too few or too many, is refused.
func TestRecordNameBounds(t *testing.T) {
	long := strings.Repeat("n", 100)
	for _, c := range []struct {
		names []string
		ok    bool
	}{
		{[]string{long, "Bo"}, true},
		{[]string{"A", "B"}, true},
		{nil, true},
		{[]string{long + "n", "Bo"}, false},
		{[]string{"Ann"}, false},
		{[]string{"Ann", "Bo", "Cy"}, false},
		{[]string{"Ann", " Bo"}, false},
		{[]string{"Ann", ""}, false},
	} {
		rec := cribwars.Record{Seed: 1, Names: c.names}
		text, err := rec.MarshalText()
		if !c.ok {
			if !errors.Is(err, cribwars.ErrBadRecord) {
				t.Errorf("names %q: %q, %v", c.names, text, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("names %q: %v", c.names, err)
			continue
		}
		back, err := cribwars.ParseRecord(bytes.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if d := cmp.Diff(c.names, back.Names); d != "" {
			t.Errorf("names read back (-want +got):\n%s", d)
		}
	}
}

var (
	updateCorpus = flag.Bool("update-corpus", false, "write testdata/records afresh")
	updateFrozen = flag.Bool("update-frozen", false, "write testdata/frozen.txt afresh")
)

// corpus makes the records of testdata/records, by name.
var corpus = map[string]func(t *testing.T) cribwars.Record{
	// Two teams of two on the default board.
	"teams.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.FourPlayer()}, 4)
		rec := gametest.Record(t, newBotTable(g, 4, nil).play(t, g))
		rec.Names = []string{"Ann", "Ben", "Cat", "Dan"}
		return rec
	},
	// Three players on the default board.
	"three-players.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer(), Rules: cribwars.Rules{Heels: cribwars.HeelsAlways}}, 3)
		rec := gametest.Record(t, newBotTable(g, 3, nil).play(t, g))
		rec.Names = []string{"Eve", "Fay", "Gus"}
		return rec
	},
	// Three teams of two.
	"six-players.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Layout: crib.SixPlayer()}, 6)
		return gametest.Record(t, newBotTable(g, 6, nil).play(t, g))
	},
	// Three players on a board of many penalty boxes, a time trap and a
	// slide: sides sit out in the box and move out, the table rules a
	// penalty, puts a peg back and applies an irregularity's points.
	"boxes-traps-slides.txt": func(t *testing.T) cribwars.Record {
		c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard(), Rules: cribwars.Rules{BumpedLeaves: true}}
		g := newGame(t, c, 1)
		extra := map[int]crib.Action{2: cribwars.Penalty{Offender: 1, Rule: "Crib Wars penalty rule"},
			4: cribwars.Place{Side: 0, Peg: cribwars.Hole(12)}, 5: cribwars.Irregularity{Item: 16, Offender: 2, Points: [crib.MaxSides]int{2, 2}}}
		rec := gametest.Record(t, newBotTable(g, 1, extra).play(t, g))
		rec.Names = []string{"Hal", "Ida", "Jo"}
		return rec
	},
	// Claimed scoring: points claimed short are taken by muggins in
	// Muggers Alley.
	"claimed-muggins.txt": func(t *testing.T) cribwars.Record {
		g := newGame(t, cribwars.Config{Claimed: true}, 10)
		rec := gametest.Record(t, playClaimed(t, g, 10))
		rec.Names = []string{"Fay", "Gus"}
		return rec
	},
	// Typed in at a table: the cards as they fell, no seed; three
	// players through penalty boxes, the one sitting out dealt no cards.
	"typed-in.txt": func(t *testing.T) cribwars.Record {
		rec := gametest.Record(t, typedIn(t, cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()}, 1, nil))
		rec.Names = []string{"Jo", "Kim", "Lou"}
		return rec
	},
	// A game of two taken up from a saved game part way.
	"taken-up.txt": func(t *testing.T) cribwars.Record {
		g := stopWhen(t, cribwars.Config{}, 8, func(g cribwars.Game) bool { return g.Phase() == crib.PhaseDeal && g.Peg(0).Hole > 150 })
		g = loadJSON(t, saveJSON(t, g))
		rec := gametest.Record(t, newBotTable(g, 8, nil).play(t, g))
		rec.Names = []string{"Kim", "Lou"}
		return rec
	},
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay to the end of a game and write back byte for byte. With
// -update-corpus it writes them afresh first.
func TestRecordCorpus(t *testing.T) {
	golden.Records(t, corpus, *updateCorpus, cribwars.ParseRecord, cribwars.Replay, cribwars.Record.MarshalText,
		func(g cribwars.Game, _ cribwars.GameOver) bool { return g.Phase() == crib.PhaseOver })
}

// TestRecordCorpusCovers: the records of testdata/records between them
// hold every kind of board event, a side sent to a penalty box, a ruling
// applied, and each action of this package's and of claimed scoring.
func TestRecordCorpusCovers(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "records", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		rec, _, ev := gametest.Replay(t, must.Get(os.ReadFile(f))(t), cribwars.ParseRecord, cribwars.Replay)
		for _, e := range ev {
			switch e := e.(type) {
			case cribwars.TrackEvent:
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
	}
	for _, want := range []string{"slid", "trapped", "landed in box", "cribwars.SentToBox", "cribwars.RulingApplied", "leave box", "penalty", "place",
		"irregularity", "claim", "muggins", "accept"} {
		if !seen[want] {
			t.Errorf("the corpus has no %s", want)
		}
	}
}

func TestHostileNilRecordReaderAndWriter(t *testing.T) {
	_, err := cribwars.ParseRecord(nil)
	must.Is(t, "ParseRecord(nil)", err, cribwars.ErrBadRecord)
	g, err := cribwars.NewGame(cribwars.Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.Recording().Record()
	if err != nil {
		t.Fatal(err)
	}
	_, err = rec.WriteTo(nil)
	must.Is(t, "Record.WriteTo(nil)", err, crib.ErrZeroValue)
}

// TestCommittedDealVerifies: a Crib Wars game dealt from a seed committed
// to before it began verifies once its record reveals the seed and salt,
// and is refused when the seed, salt, setup or actions are not the ones
// played, or when an action brings its own cards.
func TestCommittedDealVerifies(t *testing.T) {
	salt := []byte("a secret salt of thirty-two byte")
	cfg := cribwars.Config{Layout: crib.ThreePlayer()}
	c := must.Get(cribwars.Record{Config: cfg, Seed: 9, Salt: salt}.Commitment())(t)
	g := must.Get(cribwars.NewGame(cfg, 9))(t)
	g = must.Get(cribwars.PlayGame(g.Recording(), []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Random{}}, cards.NewRand(3), nil))(t)
	rec := must.Get(g.Record())(t)
	rec.Salt = salt
	codectest.Committed(t, rec, c, cribwars.Record.MarshalText, cribwars.ParseRecord, cribwars.Record.Verify, cribwars.ErrBadRecord, map[string]func(r *cribwars.Record){
		"another seed":  func(r *cribwars.Record) { r.Seed++ },
		"another salt":  func(r *cribwars.Record) { r.Salt[3] ^= 8 },
		"no salt":       func(r *cribwars.Record) { r.Salt = nil },
		"another setup": func(r *cribwars.Record) { r.Config.Claimed = true },
		"dealt":         func(r *cribwars.Record) { r.Dealt, r.Seed = true, 0 },
		"a stacked pack": func(r *cribwars.Record) {
			r.Actions = slices.Insert(r.Actions, 1, crib.Action(crib.DealFromDeck(cards.StandardDeck())))
		},
		"cut short": func(r *cribwars.Record) {
			r.Actions = append(r.Actions[:len(r.Actions)-1], crib.Lay{Seat: 0, Card: cards.MustParse("AS")})
		},
	})
}
